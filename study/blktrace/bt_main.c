/*
 * bt_main.c: build/schedaio-blktrace, the block trace's reader and analyser
 * (scripts/record-block-trace, run-pack --trace-block).
 *
 *   schedaio-blktrace read TRACE_PIPE OUT.gz
 *       copy a tracefs instance's trace_pipe into OUT.gz (gzip, level 1) until SIGTERM or
 *       SIGINT, then what is still buffered (non-blocking reads to EAGAIN), and exit 0.
 *   schedaio-blktrace analyse --dev MAJ:MIN [--lost N] [--stats FILE]... TRACE OUT.json
 *       request lifetimes (bt_analyse.h) of TRACE (gzip or text) into OUT.json (through a
 *       temporary, renamed); each --stats file (the engine's schedaio*.json) names a job by
 *       job.name and job.tid; N: events the recorder counted lost.
 * Exit: 0 done, 1 failed (one line on stderr), 2 bad arguments.
 */
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <zlib.h>

#include "bt_analyse.h"
#include "bt_json.h"
#include "json/atomicfile.h"
#include "safepath/safepath.h"
#include "json/jsonfile.h"
#include "schema/statskeys.h"

static volatile sig_atomic_t stop_flag;
static void on_stop(int sig) { (void)sig; stop_flag = 1; }

static int usage(FILE *f, int rc)
{
	fputs("usage: schedaio-blktrace read TRACE_PIPE OUT.gz\n"
	      "       schedaio-blktrace analyse --dev MAJ:MIN [--lost N] [--stats FILE]... TRACE OUT.json\n"
	      "read: copy a tracefs trace_pipe into OUT.gz until SIGTERM/SIGINT, then drain it.\n"
	      "analyse: queue time (insert -> issue), device time (issue -> complete), merges and\n"
	      "dispatch order per fio job (--stats: the engine's schedaio*.json) and others.\n", f);
	return rc;
}

static int cmd_read(int argc, char **argv)
{
	struct sigaction sa = { .sa_handler = on_stop };
	char buf[65536];
	int fd;
	gzFile gz;
	ssize_t n;

	if (argc != 4)
		return usage(stderr, 2);
	sigaction(SIGTERM, &sa, NULL);
	sigaction(SIGINT, &sa, NULL);
	fd = open(argv[2], O_RDONLY | O_NONBLOCK | O_CLOEXEC);
	if (fd < 0) {
		fprintf(stderr, "schedaio-blktrace: cannot open %s: %s\n", argv[2], strerror(errno));
		return 1;
	}
	{
		int ofd = open(argv[3], O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0644);

		if (ofd < 0 || !(gz = gzdopen(ofd, "wb1"))) {
			fprintf(stderr, "schedaio-blktrace: cannot create %s: %s\n", argv[3], strerror(errno));
			return 1;
		}
	}
	for (;;) {
		struct pollfd p = { .fd = fd, .events = POLLIN };

		n = read(fd, buf, sizeof(buf));
		if (n > 0) {
			if (gzwrite(gz, buf, (unsigned)n) != (int)n)
				goto werr;
			continue;
		}
		if (n < 0 && errno != EAGAIN && errno != EINTR) {
			fprintf(stderr, "schedaio-blktrace: reading %s: %s\n", argv[2], strerror(errno));
			gzclose(gz);
			return 1;
		}
		if (stop_flag)
			break; /* stopped and nothing left: every buffered event was read */
		poll(&p, 1, 100);
	}
	close(fd);
	if (gzclose(gz) != Z_OK) {
		fprintf(stderr, "schedaio-blktrace: cannot write %s\n", argv[3]);
		return 1;
	}
	return 0;
werr:
	fprintf(stderr, "schedaio-blktrace: cannot write %s\n", argv[3]);
	gzclose(gz);
	return 1;
}

static int add_stats(struct bt_state *s, const char *path)
{
	char why[256];
	json_t *doc = NULL, *job;
	const char *name;
	json_int_t tid;
	int ret = jsonfile_load(path, 0, &doc, why, sizeof(why));

	if (ret) {
		fprintf(stderr, "schedaio-blktrace: %s: %s\n", path, why);
		return ret;
	}
	job = json_object_get(doc, SK_JOB);
	name = json_string_value(json_object_get(job, SK_NAME));
	if (!name || !json_is_integer(json_object_get(job, SK_TID)) ||
	    (tid = json_integer_value(json_object_get(job, SK_TID))) <= 0 || tid > 4194304) {
		fprintf(stderr, "schedaio-blktrace: %s: no job.name and job.tid (an engine older than the tid key?)\n", path);
		json_decref(doc);
		return -EINVAL;
	}
	ret = bt_add_job(s, name, (long)tid);
	json_decref(doc);
	if (ret)
		fprintf(stderr, "schedaio-blktrace: %s: too many jobs\n", path);
	return ret;
}

static int cmd_analyse(int argc, char **argv)
{
	struct bt_state s;
	unsigned maj, min;
	unsigned long long lost = 0;
	char line[4096], *end, why[SAFEPATH_WHY];
	const char *dev = NULL;
	gzFile gz;
	json_t *doc;
	int i, ret;

	if (bt_init(&s, 0))
		return 1;
	for (i = 2; i < argc - 2; i += 2) {
		if (!strcmp(argv[i], "--dev"))
			dev = argv[i + 1];
		else if (!strcmp(argv[i], "--lost")) {
			errno = 0;
			lost = strtoull(argv[i + 1], &end, 10);
			if (errno || *end || argv[i + 1][0] == '-')
				goto bad;
		} else if (!strcmp(argv[i], "--stats")) {
			if (add_stats(&s, argv[i + 1]))
				goto fail;
		} else
			goto bad;
	}
	if (i != argc - 2 || !dev || sscanf(dev, "%u:%u%c", &maj, &min, line) != 2 || maj > 4095 || min > 0xfffff)
		goto bad;
	s.dev = maj << 20 | min;
	if (bt_finish_groups(&s))
		goto fail;
	gz = gzopen(argv[argc - 2], "rb");
	if (!gz) {
		fprintf(stderr, "schedaio-blktrace: cannot open %s\n", argv[argc - 2]);
		goto fail;
	}
	while (gzgets(gz, line, sizeof(line)))
		if (bt_line(&s, line)) {
			gzclose(gz);
			fprintf(stderr, "schedaio-blktrace: out of memory\n");
			goto fail;
		}
	if (!gzeof(gz)) {
		fprintf(stderr, "schedaio-blktrace: %s: read error (truncated gzip?)\n", argv[argc - 2]);
		gzclose(gz);
		goto fail;
	}
	gzclose(gz);
	doc = bt_json(&s, lost);
	snprintf(why, sizeof(why), "%s", strerror(ENOMEM));
	ret = doc ? atomicfile_json(argv[argc - 1], doc, JSON_INDENT(1), why, sizeof(why)) : -ENOMEM;
	json_decref(doc);
	bt_free(&s);
	if (ret) {
		fprintf(stderr, "schedaio-blktrace: cannot write %s: %s\n", argv[argc - 1], why);
		return 1;
	}
	return 0;
bad:
	bt_free(&s);
	return usage(stderr, 2);
fail:
	bt_free(&s);
	return 1;
}

int main(int argc, char **argv)
{
	if (argc < 2 || !strcmp(argv[1], "-h") || !strcmp(argv[1], "--help"))
		return usage(argc < 2 ? stderr : stdout, argc < 2 ? 2 : 0);
	if (!strcmp(argv[1], "read"))
		return cmd_read(argc, argv);
	if (!strcmp(argv[1], "analyse"))
		return cmd_analyse(argc, argv);
	return usage(stderr, 2);
}
