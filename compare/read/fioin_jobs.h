/*
 * fioin_jobs.h: the names fio JSON inputs (fioin.h) give a job, and its clone entries: pure
 * functions of the parsed fio file (fiojson.h).
 */
#ifndef COMPARE_FIOIN_JOBS_H
#define COMPARE_FIOIN_JOBS_H

#include <stddef.h>

#include "read/fiojson.h"

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

#endif
