/*
 * groups.h: fio's reporting groups read as fio means them (issue 20 item 1). With
 * group_reporting, fio writes one entry per group (groupid): named after the group's first
 * job, with one of its jobs' options (fio stat.c __show_run_stats copies each job's options
 * in turn; the last one stays), and the numbers of every job of the group summed. When the
 * group's jobs differ (a randrw job and a read job in one group), the options describe
 * neither: the entry is filed under a cell named after the group, "group <job>+<job>",
 * with the group's MB/s and IOPS and the group's engine stats merged (clonemerge.h), and a
 * line on the error stream says so. The group's stats files are found by their counts
 * (pairing_find_group).
 */
#ifndef COMPARE_GROUPS_H
#define COMPARE_GROUPS_H

#include <stdio.h>

#include "read/fiojson.h"
#include "read/pairing.h"

/* groups_pair: for group_reporting entry J of F (in folder DIR), its group's stats files
 * among the N candidates C (their used flags were MARK before): 1 when they paired (marked
 * used, the first in *MATCH) and *CELL is the group's cell name (a new string) when the
 * files name two jobs or more, NULL when they are the clones of one job (the options are
 * then that job's); 0 when none paired (reason in WHY); -ENOMEM. */
int groups_pair(const struct fiojson_file *f, const struct fiojson_job *j, const char *dir,
		struct pairing_stats *c, size_t n, const unsigned char *mark, size_t *match,
		char **cell, char *why, size_t whylen);

#endif
