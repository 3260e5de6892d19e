/*
 * formats.h: the output formats' one table (compare --format; --help lists it): one row per
 * format,
 *
 *   RENDER_FORMAT(NAME, ALIAS, EXT, HELP)
 *
 * NAME is what --format takes and names the format's writer, render_writer_NAME (writer.h),
 * defined in the format's own file under render/; ALIAS another name it takes, or NULL; EXT
 * its output's file name extension; HELP what --help says of it. The first row is the
 * default. A new format is one row here and one file with its writer (DEVELOPING.md "Add an
 * output format"). Read only by render.c, which includes it twice: the writers' names, then
 * the rows of render_formats[].
 */
RENDER_FORMAT(text, NULL, "txt", "tables for a terminal")
RENDER_FORMAT(md, "markdown", "md", "Markdown, a pipe table per table")
RENDER_FORMAT(csv, NULL, "csv", "one line per row")
RENDER_FORMAT(json, NULL, "json", "one document")
RENDER_FORMAT(pts, NULL, "xml", "the Phoronix Test Suite's composite.xml")
