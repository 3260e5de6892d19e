// gp.c: strings, file names and the gnuplot process for compare's plots (see gp.h).
#include <dirent.h>
#include <errno.h>
#include <math.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "render/gp.h"
#include "render/outfile.h"
#include "safepath/safepath.h"
#include "render/plotimg.h"

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

FILE *gp_data_open(struct outfile *o, const char *dir, const char *stem, struct outerr *e)
{
	char *data = NULL, *name = NULL;
	FILE *f = NULL;

	if (asprintf(&data, "%s/" GP_DATA, dir) >= 0 && asprintf(&name, "%s.tsv", stem) >= 0)
		f = outfile_open(o, data, name, NULL, e);
	else
		outerr_set(e, ENOMEM, "out of memory");
	free(data);
	free(name);
	return f;
}

void gp_range_from0(FILE *f, char axis, double top)
{
	fprintf(f, "set %crange [0:%s]\n", axis, top > 0 ? "*" : "1");
}

void gp_range_data(FILE *f, char axis, double lo, double hi)
{
	double d = lo != 0 ? fabs(lo) / 100 : 1;

	if (isfinite(lo) && isfinite(hi) && lo == hi)
		fprintf(f, "set %crange [%.10g:%.10g]\n", axis, lo - d, hi + d);
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

int gp_script_run(struct outfile *o, const char *dir, const char *script, int bad,
		  struct plot_images *keep, struct outerr *e)
{
	int ret = outfile_commit(o, !bad, e); /* a failed script's temporary removed */

	if (bad)
		return bad;
	return ret ? ret : gp_run(dir, script, keep, e);
}

/* move_outputs: every image SCRIPT (in folder PFD, gnuplot's private folder) names in a
 * "set output '<name>'" line (gp_terminal: a gp_safe stem, so no quote inside) renamed from
 * PFD into folder DFD (DIR, for the messages): rename(2) replaces a link planted at the name,
 * never writes through it. gnuplot's cairo and svg terminals exit 0 when a write fails (a
 * full disk), leaving an empty or no file: such an image is not moved. With KEEP, each PNG
 * is also read into KEEP (plotimg.h) before it is moved. 0, or -errno with E naming the
 * first bad image and how many there are, a PNG that cannot be read, or a failed rename. */
static int move_outputs(int pfd, int dfd, const char *dir, const char *script,
			struct plot_images *keep, struct outerr *e)
{
	char line[GP_STEM_MAX + 128], *name, *end, first[sizeof(line)] = "";
	size_t nbad = 0;
	struct stat st;
	FILE *f;
	int fd, ret;

	fd = openat(pfd, script, O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
	f = fd < 0 ? NULL : fdopen(fd, "r");
	if (!f) {
		ret = outerr_set(e, errno, "%s/%s: cannot read it again: %s", dir, script,
				 strerror(errno));
		if (fd >= 0)
			close(fd);
		return ret;
	}
	while (fgets(line, sizeof(line), f)) {
		if (strncmp(line, "set output '", 12) != 0)
			continue;
		name = line + 12;
		end = strchr(name, '\'');
		if (!end)
			continue;
		*end = '\0';
		if (fstatat(pfd, name, &st, AT_SYMLINK_NOFOLLOW) != 0 || !S_ISREG(st.st_mode) ||
		    st.st_size == 0) {
			if (!nbad++)
				snprintf(first, sizeof(first), "%s", name);
		} else if (keep && strlen(name) > 4 && !strcmp(name + strlen(name) - 4, ".png") &&
			   (ret = plotimg_read(keep, pfd, name))) {
			outerr_set(e, -ret, "%s/%s: cannot be read", dir, name);
			fclose(f);
			return ret;
		} else if (renameat(pfd, name, dfd, name)) {
			ret = outerr_set(e, errno, "%s/%s: %s", dir, name, strerror(errno));
			fclose(f);
			return ret;
		}
	}
	fclose(f);
	if (!nbad)
		return 0;
	return outerr_set(e, EIO, "%s/%s: gnuplot exited 0 but wrote %zu image%s empty or not at "
			  "all (the first: %s; is the disk full?)", dir, script, nbad,
			  nbad == 1 ? "" : "s", first);
}

/* copy_script: DIR's SCRIPT (DFD) copied into the private folder PFD as a new file (O_EXCL,
 * no link followed either side). 0, or -errno with E. */
static int copy_script(int dfd, int pfd, const char *dir, const char *script, struct outerr *e)
{
	char buf[65536];
	ssize_t n = 0;
	struct stat st;
	int in, out, bad = 0;

	in = openat(dfd, script, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
	if (in < 0 || fstat(in, &st) || !S_ISREG(st.st_mode)) {
		bad = outerr_set(e, in < 0 ? errno : EINVAL, "%s/%s: %s", dir, script,
				 in < 0 ? strerror(errno) : "not a regular file");
		if (in >= 0)
			close(in);
		return bad;
	}
	out = openat(pfd, script, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
	if (out < 0) {
		bad = outerr_set(e, errno, "%s/%s: cannot copy it for gnuplot: %s", dir, script,
				 strerror(errno));
		close(in);
		return bad;
	}
	while (!bad && (n = read(in, buf, sizeof(buf))) > 0)
		bad = write(out, buf, (size_t)n) != n;
	if (n < 0 || bad || close(out))
		bad = outerr_set(e, errno ? errno : EIO, "%s/%s: cannot copy it for gnuplot: %s",
				 dir, script, errno ? strerror(errno) : "write failed");
	close(in);
	return bad;
}

/* private_remove: every entry left in the private folder NAME (in DFD, open as PFD)
 * removed, never followed (gnuplot's images not moved, the script, the data link), then
 * the folder. */
static void private_remove(int dfd, int pfd, const char *name)
{
	struct dirent *de;
	DIR *d;
	int fd = dup(pfd);

	d = fd < 0 ? NULL : fdopendir(fd);
	if (!d && fd >= 0)
		close(fd);
	while (d && (de = readdir(d)))
		if (strcmp(de->d_name, ".") && strcmp(de->d_name, ".."))
			unlinkat(pfd, de->d_name, 0);
	if (d)
		closedir(d);
	unlinkat(dfd, name, AT_REMOVEDIR);
}

/* Where gnuplot is looked for: the system's folders, never PATH (issue 39: root's PATH may
 * hold a folder another user controls). Debian's gnuplot-nox: /usr/bin/gnuplot (an
 * alternatives link). */
static const char *const gp_places[] = { "/usr/bin/gnuplot", "/usr/local/bin/gnuplot", "/bin/gnuplot", NULL };

/* gp_trusted: program PATH's real file into REAL (PATH_MAX bytes) when it is a regular,
 * executable file owned by root or the invoking user and writable by nobody else, in a
 * folder held to the ownership rule (safepath.h) all the way up. 0, -ENOENT (missing), or
 * -EPERM with WHY. */
static int gp_trusted(const char *path, char *real, char *why, size_t whylen)
{
	char dir[PATH_MAX], canon[PATH_MAX], *slash;
	struct stat st;
	uid_t uid = safepath_uid();

	if (!realpath(path, real) || stat(real, &st))
		return -ENOENT;
	if (!S_ISREG(st.st_mode) || !(st.st_mode & S_IXUSR)) {
		snprintf(why, whylen, "%s: not an executable file", real);
		return -EPERM;
	}
	if ((st.st_uid != 0 && st.st_uid != uid) || (st.st_mode & (S_IWGRP | S_IWOTH))) {
		snprintf(why, whylen, "%s: owned by uid %u, mode %04o: another user could change it",
			 real, (unsigned)st.st_uid, (unsigned)(st.st_mode & 07777));
		return -EPERM;
	}
	snprintf(dir, sizeof(dir), "%s", real);
	slash = strrchr(dir, '/');
	if (slash == dir)
		dir[1] = '\0';
	else if (slash)
		*slash = '\0';
	return safepath_check(dir, uid, 0, canon, sizeof(canon), why, whylen) ? -EPERM : 0;
}

int gp_program(char *path, char *why, size_t whylen)
{
	const char *hook = getenv(GP_PROGRAM_ENV);
	int i, ret = -ENOENT;

	snprintf(why, whylen, "is not installed (apt-get install gnuplot-nox)");
	if (hook && *hook) {
		if (hook[0] != '/') {
			snprintf(why, whylen, "%s=%s: not an absolute path", GP_PROGRAM_ENV, hook);
			return -EPERM;
		}
		ret = gp_trusted(hook, path, why, whylen);
		if (ret == -ENOENT)
			snprintf(why, whylen, "is not installed (apt-get install gnuplot-nox): no %s (%s)",
				 hook, GP_PROGRAM_ENV);
		return ret;
	}
	for (i = 0; gp_places[i] && ret == -ENOENT; i++)
		ret = gp_trusted(gp_places[i], path, why, whylen);
	if (ret == -ENOENT)
		snprintf(why, whylen, "is not installed (apt-get install gnuplot-nox)");
	return ret;
}

int gp_run(const char *dir, const char *script, struct plot_images *keep, struct outerr *e)
{
	char name[] = ".gnuplot.XXXXXX", *priv = NULL;
	pid_t pid;
	int st = -1; /* not "exited" if waitpid fails */
	int dfd, pfd = -1, ret;
	char prog[PATH_MAX], why[SAFEPATH_WHY];

	if ((ret = gp_program(prog, why, sizeof(why))))
		return outerr_set(e, -ret, "%s/%s: gnuplot %s", dir, script, why);
	dfd = open(dir, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
	if (dfd < 0)
		return outerr_set(e, errno, "%s: %s", dir, strerror(errno));
	/* gnuplot opens its images itself ("set output"): it runs in a new 0700 folder of ours
	 * (mkdtemp), whose images are then renamed into DIR (move_outputs) */
	if (asprintf(&priv, "%s/%s", dir, name) < 0) {
		priv = NULL;
		ret = outerr_set(e, ENOMEM, "out of memory");
		goto out;
	}
	if (!mkdtemp(priv)) {
		ret = outerr_set(e, errno, "%s: cannot make gnuplot's folder: %s", dir, strerror(errno));
		goto out;
	}
	memcpy(name, priv + strlen(dir) + 1, sizeof(name));
	pfd = openat(dfd, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
	if (pfd < 0) {
		ret = outerr_set(e, errno, "%s: %s", priv, strerror(errno));
		unlinkat(dfd, name, AT_REMOVEDIR);
		goto out;
	}
	if ((ret = copy_script(dfd, pfd, dir, script, e)))
		goto out;
	if (symlinkat("../" GP_DATA, pfd, GP_DATA)) { /* the script reads 'data/STEM.tsv' */
		ret = outerr_set(e, errno, "%s/%s: %s", priv, GP_DATA, strerror(errno));
		goto out;
	}
	fflush(NULL);
	pid = fork();
	if (pid < 0) {
		ret = outerr_set(e, errno, "%s: cannot start gnuplot: %s", dir, strerror(errno));
		goto out;
	}
	if (pid == 0) {
		if (fchdir(pfd))
			_exit(126);
		execl(prog, "gnuplot", script, (char *)NULL);
		_exit(127); /* not found */
	}
	if (waitpid(pid, &st, 0) < 0 || !WIFEXITED(st) || WEXITSTATUS(st) != 0) {
		ret = outerr_set(e, EIO, "%s/%s: gnuplot %s", dir, script,
				 WIFEXITED(st) && WEXITSTATUS(st) == 127 ? "could not be run"
									  : "failed (its messages are above)");
		goto out;
	}
	ret = move_outputs(pfd, dfd, dir, script, keep, e);
out:
	if (pfd >= 0) {
		private_remove(dfd, pfd, name);
		close(pfd);
	}
	free(priv);
	close(dfd);
	return ret;
}
