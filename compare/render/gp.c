// gp.c: strings, file names and the gnuplot process for compare's plots (see gp.h).
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "render/gp.h"
#include "render/outfile.h"

/* utf8_len: the length (1..4) of the valid UTF-8 character at S, or 0 when S does not
 * start one (RFC 3629: no overlongs, no surrogates, nothing above U+10FFFF). */
static size_t utf8_len(const unsigned char *s)
{
	size_t n, i;
	unsigned c = s[0], min;

	if (c < 0x80)
		return 1;
	if (c >= 0xc2 && c <= 0xdf)
		n = 2, c &= 0x1f, min = 0x80;
	else if (c >= 0xe0 && c <= 0xef)
		n = 3, c &= 0x0f, min = 0x800;
	else if (c >= 0xf0 && c <= 0xf4)
		n = 4, c &= 0x07, min = 0x10000;
	else
		return 0;
	for (i = 1; i < n; i++) {
		if ((s[i] & 0xc0) != 0x80)
			return 0;
		c = c << 6 | (s[i] & 0x3f);
	}
	if (c < min || c > 0x10ffff || (c >= 0xd800 && c <= 0xdfff))
		return 0;
	return n;
}

/* put_clean: S to F, at most MAX bytes then "...": control bytes as spaces, bytes
 * that are not UTF-8 as '?', QUOTE (when not 0) as REPL (a string). */
static void put_clean(FILE *f, const char *str, char quote, const char *repl, size_t max)
{
	const unsigned char *s = (const unsigned char *)str;
	size_t used = 0, n;

	while (*s) {
		n = utf8_len(s);
		if (used + (n ? n : 1) > max) {
			fputs("...", f);
			return;
		}
		if (n == 0) {
			fputc('?', f);
			n = 1;
		} else if (*s < 0x20 || *s == 0x7f) {
			fputc(' ', f);
		} else if (quote && *s == (unsigned char)quote) {
			fputs(repl, f);
		} else {
			fwrite(s, 1, n, f);
		}
		used += n;
		s += n;
	}
}

void gp_quote(FILE *f, const char *s)
{
	fputc('\'', f);
	if (s)
		put_clean(f, s, '\'', "''", GP_STR_MAX);
	fputc('\'', f);
}

void gp_field(FILE *f, const char *s)
{
	gp_field_max(f, s, GP_STR_MAX);
}

void gp_field_max(FILE *f, const char *s, size_t max)
{
	fputc('"', f);
	if (s && *s)
		put_clean(f, s, '"', "'", max);
	else
		fputc('-', f);
	fputc('"', f);
}

#define GP_ALNUM "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
#define GP_SAFE GP_ALNUM "._+-" /* the bytes of a file name stem (gp.h) */

int gp_safe(const char *name)
{
	const char *p;

	if (!name || !*name || !strchr(GP_ALNUM, *name))
		return 0;
	for (p = name; *p; p++)
		if (!strchr(GP_SAFE, *p))
			return 0;
	return p - name < GP_STEM_MAX;
}

void gp_sanitise(char *buf, size_t len, const char *name)
{
	size_t i = 0;
	const char *p;

	if (!len)
		return;
	if (!name || !*name || !strchr(GP_ALNUM, *name))
		i = (size_t)snprintf(buf, len, "x"); /* never '-' or '.' first */
	for (p = name; p && *p && i + 1 < len; p++) {
		char c = strchr(GP_SAFE, *p) ? *p : '-';

		if (c == '-' && i && buf[i - 1] == '-' && !strchr(GP_SAFE, p[-1]))
			continue; /* "a: b" -> "a-b", not "a--b" */
		buf[i++] = c;
	}
	buf[i < len ? i : len - 1] = '\0';
}

void gp_stem(char *buf, size_t len, const char *name, const char *kind, size_t idx)
{
	if (gp_safe(name))
		snprintf(buf, len, "%s", name);
	else
		snprintf(buf, len, "_%s%zu", kind, idx);
}

FILE *gp_data_open(const char *dir, const char *stem, FILE *err)
{
	char *data = NULL, *name = NULL, *path = NULL;
	FILE *f = NULL;

	if (asprintf(&data, "%s/" GP_DATA, dir) >= 0 && asprintf(&name, "%s.tsv", stem) >= 0)
		f = outfile_open(data, name, NULL, &path, err);
	else
		fprintf(err, "compare: out of memory\n");
	free(data);
	free(name);
	free(path);
	return f;
}

int gp_data_close(FILE *f, const char *dir, const char *stem, FILE *err)
{
	char *path;
	int ret;

	if (asprintf(&path, "%s/" GP_DATA "/%s.tsv", dir, stem) < 0) {
		fclose(f);
		return 1;
	}
	ret = outfile_close(f, path, err);
	free(path);
	return ret;
}

void gp_terminal(FILE *f, const char *stem, int w, int h, int svg)
{
	char name[GP_STEM_MAX + 64];

	snprintf(name, sizeof(name), "%s.%s", stem, svg ? "svg" : "png");
	if (svg)
		fprintf(f, "set terminal svg size %d,%d dynamic noenhanced font 'sans,11' "
			"background '#ffffff'\n", w, h);
	else
		fprintf(f, "set terminal pngcairo size %d,%d noenhanced font 'sans,10' "
			"background '#ffffff'\n", w, h);
	fputs("set output ", f);
	gp_quote(f, name);
	fputc('\n', f);
}

void gp_data_ref(FILE *f, const char *stem)
{
	char name[GP_STEM_MAX + 64];

	snprintf(name, sizeof(name), GP_DATA "/%s.tsv", stem);
	gp_quote(f, name);
}

FILE *gp_script_open(const char *dir, const char *script, const char *opt, FILE *err)
{
	char *path;
	FILE *f = outfile_open(dir, script, opt, &path, err);

	free(path);
	return f;
}

int gp_script_run(FILE *f, const char *dir, const char *script, int bad, FILE *err)
{
	char *path;

	if (asprintf(&path, "%s/%s", dir, script) < 0) {
		fclose(f);
		fprintf(err, "compare: out of memory\n");
		return 1;
	}
	bad = outfile_commit(f, path, !bad, err) || bad; /* a failed script's temporary removed */
	free(path);
	return bad ? 1 : gp_run(dir, script, err);
}

/* check_outputs: every image DIR/SCRIPT names in a "set output '<name>'" line (gp_terminal:
 * a gp_safe stem, so no quote inside) exists in DIR and is not empty. gnuplot's cairo and
 * svg terminals exit 0 when a write fails (a full disk), leaving an empty or no file: 0, or
 * 1 after one line on ERR naming the first such image and how many there are. */
static int check_outputs(const char *dir, const char *script, FILE *err)
{
	char line[GP_STEM_MAX + 128], *path, *name, *end, first[sizeof(line)] = "";
	size_t nbad = 0;
	struct stat st;
	FILE *f;

	if (asprintf(&path, "%s/%s", dir, script) < 0) {
		fprintf(err, "compare: out of memory\n");
		return 1;
	}
	f = fopen(path, "r");
	free(path);
	if (!f) {
		fprintf(err, "compare: %s/%s: cannot read it again: %s\n", dir, script,
			strerror(errno));
		return 1;
	}
	while (fgets(line, sizeof(line), f)) {
		if (strncmp(line, "set output '", 12) != 0)
			continue;
		name = line + 12;
		end = strchr(name, '\'');
		if (!end)
			continue;
		*end = '\0';
		if (asprintf(&path, "%s/%s", dir, name) < 0) {
			fclose(f);
			fprintf(err, "compare: out of memory\n");
			return 1;
		}
		if (lstat(path, &st) != 0 || !S_ISREG(st.st_mode) || st.st_size == 0) {
			if (!nbad++)
				snprintf(first, sizeof(first), "%s", name);
		}
		free(path);
	}
	fclose(f);
	if (!nbad)
		return 0;
	fprintf(err, "compare: %s/%s: gnuplot exited 0 but wrote %zu image%s empty or not at all "
		"(the first: %s; is the disk full?)\n", dir, script, nbad, nbad == 1 ? "" : "s",
		first);
	return 1;
}

int gp_run(const char *dir, const char *script, FILE *err)
{
	pid_t pid;
	int st = -1; /* not "exited" if waitpid fails */

	if (outfile_drop_links(dir, err)) /* gnuplot's "set output" would follow one */
		return 1;
	fflush(NULL);
	pid = fork();
	if (pid < 0) {
		fprintf(err, "compare: %s: cannot start gnuplot: %s\n", dir, strerror(errno));
		return 1;
	}
	if (pid == 0) {
		if (chdir(dir))
			_exit(126);
		execlp("gnuplot", "gnuplot", script, (char *)NULL);
		_exit(127); /* not found */
	}
	if (waitpid(pid, &st, 0) < 0 || !WIFEXITED(st) || WEXITSTATUS(st) != 0) {
		fprintf(err, "compare: %s/%s: gnuplot %s\n", dir, script,
			WIFEXITED(st) && WEXITSTATUS(st) == 127 ? "is not installed (apt-get install gnuplot)"
								 : "failed (its messages are above)");
		return 1;
	}
	return check_outputs(dir, script, err);
}
