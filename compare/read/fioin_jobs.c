// fioin_jobs.c: how fio JSON inputs name a job's cell and row, and which entries are clones
// of one job (see fioin_jobs.h).
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "json/jsonfile.h"
#include "read/fioin_jobs.h"

/* fioin_cell_name: the cell of job J (see fioin.h) into a new string, or NULL. */
char *fioin_cell_name(const struct fiojson_job *j)
{
	char mix[16] = "", jobs[24] = "", *c;

	if (j->mixed)
		snprintf(mix, sizeof(mix), "-r%ld", j->rwmixread);
	if (j->numjobs > 1)
		snprintf(jobs, sizeof(jobs), "-j%ld", j->numjobs);
	if (asprintf(&c, "%s%s-%s-qd%ld%s", j->rw, mix, j->bs, j->iodepth, jobs) < 0)
		return NULL;
	return c;
}

/* fioin_safe_dup: S for a table row, a new string: as is when valid UTF-8 without control
 * characters, else with every other byte as \xNN (jsonfile_quote). NULL on -ENOMEM. */
char *fioin_safe_dup(const char *s, size_t len)
{
	char *d = strndup(s, len), q[512];

	if (!d || jsonfile_name_ok(d))
		return d;
	jsonfile_quote(d, q, sizeof(q));
	free(d);
	return strdup(q);
}

/* fioin_one_line: S for a message on ERR: as is without control bytes, else jsonfile_quote'd
 * into BUF (LEN bytes), so a job or host name cannot end the line (and fake another). */
const char *fioin_one_line(const char *s, char *buf, size_t len)
{
	const char *p;

	for (p = s; p && *p; p++)
		if ((unsigned char)*p < 0x20 || *p == 0x7f)
			return jsonfile_quote(s, buf, len);
	return s;
}

/* same_str: 1 when A and B (each may be NULL) are equal. */
static int same_str(const char *a, const char *b)
{
	return a == b || (a && b && strcmp(a, b) == 0);
}

/* fioin_clones: how many entries of F from index I on are the numjobs clones of one job reported
 * one by one (fio without group_reporting: numjobs entries in a row with its name, host and
 * numjobs): J->numjobs, else 1. */
size_t fioin_clones(const struct fiojson_file *f, size_t i)
{
	const struct fiojson_job *j = &f->jobs[i];
	size_t k;

	if (j->numjobs <= 1 || j->refused || (size_t)j->numjobs > f->njobs - i)
		return 1;
	for (k = 1; k < (size_t)j->numjobs; k++) {
		if (j[k].refused || j[k].numjobs != j->numjobs || !same_str(j[k].name, j->name) ||
		    !same_str(j[k].host, j->host))
			return 1;
	}
	return (size_t)j->numjobs;
}

/* ends_with: 1 when S ends in SFX. */
static int ends_with(const char *s, const char *sfx)
{
	size_t a = strlen(s), b = strlen(sfx);

	return a >= b && strcmp(s + a - b, sfx) == 0;
}

char *fioin_unknown_name(const char *label, const char *path)
{
	const char *base;
	size_t len;

	if (label)
		return fioin_safe_dup(label, strlen(label));
	base = strrchr(path, '/');
	base = base ? base + 1 : path;
	len = strlen(base);
	if (ends_with(base, ".json"))
		len -= 5;
	return fioin_safe_dup(base, len);
}

char *fioin_sched_name(const struct labels *lt, const struct pairing_stats *c, int *unknown)
{
	char *key, *name;
	int d = 0;

	*unknown = 0;
	if (c->label)
		return fioin_safe_dup(c->label, strlen(c->label));
	if (!c->scheduler) {
		*unknown = 1;
		return NULL;
	}
	key = labels_key(lt, c->scheduler, c->tunables, &d);
	if (!key)
		return NULL;
	name = strdup(labels_name(lt, key));
	free(key);
	return name;
}
