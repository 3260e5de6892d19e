/*
 * buildlog.h: a line on stderr per model compare builds, when the environment asks for it
 * (SCHEDAIO_DEBUG contains the word "builds"), so that a test can hold compare to "each
 * model built once" (issue 31 item 6) without a test build. util-linux's way: debug output
 * switched on by an environment variable, not a rebuild.
 *
 * Line: "compare: debug: build <WHAT> <KEY>\n", e.g. "build overview mbps",
 * "build whyq randread-4k read". Off (the default) it costs one getenv() per process.
 */
#ifndef COMPARE_BUILDLOG_H
#define COMPARE_BUILDLOG_H

/* buildlog: the line for a build of WHAT (a model's name) keyed by KEY and KEY2 (either may
 * be NULL), when SCHEDAIO_DEBUG holds "builds". No errors (a failed write is dropped). */
void buildlog(const char *what, const char *key, const char *key2);

#endif
