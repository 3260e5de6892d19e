/*
 * runlog.h: the preflight block of a study's run-pack.log, for studies whose manifest.json
 * has no "preflight" (run-pack from before it wrote one there).
 *
 * The block is the lines after "run-pack: preflight:" that start with two spaces, each
 * without them, at most RUNLOG_PREFLIGHT_LINES lines of at most RUNLOG_PREFLIGHT_LEN bytes,
 * from the first RUNLOG_MAX bytes of the file (a regular file only: never a FIFO).
 */
#ifndef COMPARE_RUNLOG_H
#define COMPARE_RUNLOG_H

#define RUNLOG_PREFLIGHT_LINES 64  /* lines of the block kept */
#define RUNLOG_PREFLIGHT_LEN 512   /* bytes of one line kept */
#define RUNLOG_MAX (256 * 1024)    /* bytes of run-pack.log read */

/* runlog_preflight: the block of DIR/run-pack.log as "line\n..." in a new string; NULL
 * when there is none, the file cannot be read, or on -ENOMEM. */
char *runlog_preflight(const char *dir);

#endif
