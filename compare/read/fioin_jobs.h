/*
 * fioin_jobs.h: the names fio JSON inputs (fioin.h) give a job (its cell and row), and its
 * clone entries: pure functions of the parsed fio file (fiojson.h) and its stats file.
 */
#ifndef COMPARE_FIOIN_JOBS_H
#define COMPARE_FIOIN_JOBS_H

#include <stddef.h>

#include "model/labels.h"
#include "read/fiojson.h"
#include "read/pairing.h"

/* fioin_cell_name: the cell of job J (see fioin.h) into a new string, or NULL. */
char *fioin_cell_name(const struct fiojson_job *j);

/* fioin_safe_dup: S for a table row, a new string: as is when valid UTF-8 without control
 * characters, else with every other byte as \xNN (jsonfile_quote). NULL on -ENOMEM. */
char *fioin_safe_dup(const char *s, size_t len);

/* fioin_one_line: S for a message on ERR: as is without control bytes, else jsonfile_quote'd
 * into BUF (LEN bytes), so a job or host name cannot end the line (and fake another). */
const char *fioin_one_line(const char *s, char *buf, size_t len);

/* fioin_clones: how many entries of F from index I on are the numjobs clones of one job reported
 * one by one (fio without group_reporting: numjobs entries in a row with its name, host and
 * numjobs): J->numjobs, else 1. */
size_t fioin_clones(const struct fiojson_file *f, size_t i);

/* fioin_unknown_name: the row of a job without a scheduler: LABEL (its input's --label) when
 * not NULL, else the name of fio file PATH without ".json". A new string or NULL. */
char *fioin_unknown_name(const char *label, const char *path);

/* fioin_sched_name: the label of stats file C (see fioin.h: target.label, else the label
 * table LT's name for target.scheduler and its tunables) into a new string; NULL with
 * *UNKNOWN when it names no scheduler; NULL on -ENOMEM otherwise. */
char *fioin_sched_name(const struct labels *lt, const struct pairing_stats *c, int *unknown);

#endif
