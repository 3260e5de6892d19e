/*
 * fiocheck.h: the second, independent check of a job file (issue 39): fio itself reads the
 * job.fio run-pack wrote, with the run's environment (fio --showcmd JOB: it parses the file
 * and prints every option it parsed, then stops; init.c __parse_jobs_ini with dump_cmdline),
 * and what it read must be what jobparse.c read, option for option. A difference means our
 * reading of fio is wrong somewhere (a fio of another version, a rule missed): the run is
 * refused, and the difference named.
 *
 * Pure module: libc only.
 */
#ifndef STUDY_FIOCHECK_H
#define STUDY_FIOCHECK_H

#include <stddef.h>

#include "jobparse.h"

/* fiocheck_showcmd: SHOW (LEN bytes: the standard output of `fio --showcmd JOB`) holds exactly
 * the options P holds (jobparse_read of the same JOB), as fio 3.33 prints them: "fio ", then
 * [global]'s options, then for each job section "--name=SECTION" and its options, each
 * "--NAME=VALUE" or "--NAME" (a line without '='), followed by a blank (init.c
 * dump_print_option: NAME is the option's own name, never an alias; VALUE as parsed, after
 * fio's substitutions; description's in double quotes), in any order within a section (fio
 * sorts a section's options by priority first: parse.c sort_options). 0, or -EPROTO with the
 * first difference in WHY ("[app]: fio read --rw=randwrite, the file --rw=read"), -ENOMEM. */
int fiocheck_showcmd(const struct jobparse *p, const char *show, size_t len, char *why,
		     size_t whylen);

#endif
