/*
 * runpath.h: the run folder layout of a study, in one place (issue 31 item 6: "one home for
 * the run-folder layout"). run-pack writes each run of a study under
 *
 *     <study>/[<place>/]<scheduler folder>/<cell>/run-<i>
 *
 * (STUDIES.md: the results folder; <place> only for run-pack --hosts, a host's name, or
 * run-pack --kernel, a kernel's name: the study's level above the schedulers), and compare
 * (read/results.c, read/startup.c) and schedaio-study (study/order.c) find the runs by it.
 * Header only: the engine, compare and schedaio-study include it without a module to link.
 */
#ifndef SCHEDAIO_RUNPATH_H
#define SCHEDAIO_RUNPATH_H

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>

/* runpath_print: the path runpath_alloc describes into BUF (LEN bytes; BUF may be NULL when
 * LEN is 0); snprintf's return: the length it needs without the NUL, or negative. */
static inline int runpath_print(char *buf, size_t len, const char *top, const char *host,
				const char *folder, const char *cell, int run, const char *file)
{
	return snprintf(buf, len, "%s%s%s%s%s/%s/run-%d%s%s", top ? top : "", top ? "/" : "",
			host ? host : "", host ? "/" : "", folder, cell, run, file ? "/" : "",
			file ? file : "");
}

/* runpath_alloc: into *OUT (malloc'd, the caller frees it) the path of run RUN (>= 1) of
 * scheduler folder FOLDER on cell CELL: "<TOP>/[<HOST>/]<FOLDER>/<CELL>/run-<RUN>", then
 * "/<FILE>" when FILE is not NULL (e.g. "fio.json"). TOP NULL: the path relative to the
 * study ("<FOLDER>/<CELL>/run-<RUN>"); HOST: the place, a --hosts host or a --kernel kernel;
 * NULL: a study without either. 0, or -ENOMEM
 * (*OUT NULL). Names are used as given: the caller has checked them (study_scan.c). */
static inline int runpath_alloc(char **out, const char *top, const char *host, const char *folder,
				const char *cell, int run, const char *file)
{
	int n = runpath_print(NULL, 0, top, host, folder, cell, run, file);

	*out = n < 0 ? NULL : malloc((size_t)n + 1);
	if (!*out)
		return -ENOMEM;
	runpath_print(*out, (size_t)n + 1, top, host, folder, cell, run, file);
	return 0;
}

/* runpath_reserved: whether the name V (LEN bytes, not NUL-terminated) is one run-pack's own
 * files in a run folder take, or may take: job.fio, fio.json and fio.stderr ("fio." and "job."
 * names), the engine's stats files (schedaio.json, schedaio-N.json, schedaio-app*.json: names
 * starting "schedaio"), the block trace's (blktrace.json, blktrace-rec.json: "blktrace"), and
 * any temporary (".tmp" at the end, lib/json/atomicfile). A pack's file name that fio writes
 * in the run folder (write_iolog=, and every name= kind option of jobs/fio-options.tsv) must
 * not be one: fio would write over a file run-pack writes or reads back. 1 or 0. */
static inline int runpath_reserved(const char *v, size_t len)
{
	static const char *const pre[] = { "fio.", "job.", "schedaio", "blktrace" };
	size_t i, n;

	for (i = 0; i < sizeof(pre) / sizeof(pre[0]); i++) {
		for (n = 0; pre[i][n] && n < len && pre[i][n] == v[n]; n++)
			;
		if (!pre[i][n])
			return 1;
	}
	return len >= 4 && v[len - 4] == '.' && v[len - 3] == 't' && v[len - 2] == 'm' &&
	       v[len - 1] == 'p';
}

#endif
