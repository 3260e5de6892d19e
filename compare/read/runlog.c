// runlog.c: run-pack's preflight block from a study's run-pack.log (see runlog.h).
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "json/jsonfile.h"
#include "read/runlog.h"

char *runlog_preflight(const char *dir)
{
	char *path, *buf, *p, *out, *nl, *top;
	size_t len = 0, n = 0;
	struct stat st;
	ssize_t got;
	FILE *o;
	int fd;

	if (asprintf(&path, "%s/run-pack.log", dir) < 0)
		return NULL;
	/* inside DIR only (jsonfile_open_in: the folder walk's rule); a FIFO is not waited on */
	top = realpath(dir, NULL);
	fd = top ? jsonfile_open_in(top, path) : -1;
	free(top);
	free(path);
	if (fd < 0)
		return NULL;
	buf = NULL;
	if (fstat(fd, &st) || !S_ISREG(st.st_mode) || !(buf = calloc(1, RUNLOG_MAX + 1)) ||
	    (got = read(fd, buf, RUNLOG_MAX)) <= 0) {
		close(fd);
		free(buf);
		return NULL;
	}
	close(fd);
	buf[got] = '\0';
	p = strstr(buf, "run-pack: preflight:\n");
	if (!p || !(o = open_memstream(&out, &len))) {
		free(buf);
		return NULL;
	}
	for (p = strchr(p, '\n') + 1; !strncmp(p, "  ", 2) && n < RUNLOG_PREFLIGHT_LINES; p = nl + 1, n++) {
		nl = strchr(p, '\n');
		if (!nl)
			break;
		fprintf(o, "%.*s\n", (int)(nl - p - 2 < RUNLOG_PREFLIGHT_LEN ? nl - p - 2 : RUNLOG_PREFLIGHT_LEN), p + 2);
	}
	fclose(o);
	free(buf);
	if (out && !out[0]) {
		free(out);
		out = NULL;
	}
	return out;
}

