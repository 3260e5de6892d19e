// jobrules.c: what a pack's job file and a --sweep may set, checked on the job file as fio
// reads it (see study.h, "jobrules.c"; issue 28, findings 9 and 10; issue 39, findings 1 and
// 3). The job file is read by jobparse.c in the one form fio and run-pack read alike, then
// each (name, value) pair is held against jobs/fio-options.tsv (fioopts.c), and each
// read_iolog= trace is read as data (iolog.c). Why this order: a text check that reads the
// file otherwise than fio is bypassed (fio expands ${VAR} inside option names and reads lines
// in 8191-byte pieces); refusing every form with a second reading leaves one reading, on
// which an allow-list means what it says. fio's own reading is compared with ours before each
// run as well (fiocheck.c).
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fiocheck.h"
#include "fioopts.h"
#include "fiosize/fiosize.h"
#include "iolog.h"
#include "jobparse.h"
#include "study.h"

#define SHOW(len) ((int)((len) > 64 ? 64 : (len))) /* bytes of a name put in a reason */

void jobrules_sweep_print(FILE *out)
{
	fioopt_sweep_print(out);
}

int jobrules_sweep_check(const char *key, size_t klen, const char *val, size_t vlen, char *why,
			 size_t whylen)
{
	const struct fioopt *o = fioopt_find(key, klen);
	const char *reason;

	if (!o || !o->sweep) {
		snprintf(why, whylen, "%.*s: not an option a sweep may set (schedaio-study sweep-keys "
			 "lists them, each with why it is safe)", SHOW(klen), key);
		return -EPERM;
	}
	if (!fioopt_value_why(o->kind, val, vlen, 1, &reason)) {
		snprintf(why, whylen, "%s: bad value '%.*s' (%s)", o->name, SHOW(vlen), val,
			 reason ? reason : fioopt_kind_text(o->kind));
		return -EINVAL;
	}
	return 0;
}

int jobrules_point_check(const char *point, char *why, size_t whylen)
{
	const char *p = point, *comma, *eq, *end;
	int ret;

	while (*p) {
		comma = strchr(p, ',');
		end = comma ? comma : p + strlen(p);
		eq = memchr(p, '=', (size_t)(end - p));
		if (!eq) {
			snprintf(why, whylen, "--sweep point '%.*s': want KEY=VALUE", SHOW(end - p), p);
			return -EINVAL;
		}
		ret = jobrules_sweep_check(p, (size_t)(eq - p), eq + 1, (size_t)(end - eq - 1), why,
					   whylen);
		if (ret)
			return ret;
		if (!comma)
			break;
		p = comma + 1;
	}
	return 0;
}

/* job_names: the filename= values of P (every section), the files its traces may name, into
 * a new array *NAMES of *N. 0 or -ENOMEM. */
static int job_names(const struct jobparse *p, struct iolog_name **names, size_t *n)
{
	size_t i;

	*n = 0;
	*names = calloc(p->nopt ? p->nopt : 1, sizeof(**names));
	if (!*names)
		return -ENOMEM;
	for (i = 0; i < p->nopt; i++)
		if (jobparse_is(&p->opt[i], "filename") && p->opt[i].val)
			(*names)[(*n)++] = (struct iolog_name){ p->opt[i].val, p->opt[i].vlen };
	return 0;
}

int jobrules_trace(const struct jobparse *p, const struct jobparse_opt *o, const char *packdir,
		   char **buf, size_t *len, struct iolog_sum *sum, char *why, size_t whylen)
{
	char rel[4096], w[STUDY_WHY];
	struct iolog_name *names;
	size_t n;
	long line;
	int ret;

	*buf = NULL;
	*len = 0;
	if (o->vlen >= sizeof(rel)) {
		snprintf(why, whylen, "read_iolog: a path over %zu bytes", sizeof(rel) - 1);
		return -ENAMETOOLONG;
	}
	snprintf(rel, sizeof(rel), "%.*s", (int)o->vlen, o->val);
	ret = iolog_load(packdir, rel, buf, len, w, sizeof(w));
	if (ret) {
		snprintf(why, whylen, "read_iolog: %s", w);
		return ret;
	}
	ret = job_names(p, &names, &n);
	if (!ret)
		ret = iolog_parse(*buf, *len, names, n, sum, &line, w, sizeof(w));
	free(names);
	if (ret == -ENOMEM)
		snprintf(why, whylen, "read_iolog: out of memory");
	else if (ret)
		snprintf(why, whylen, "read_iolog: %s:%ld: %s", rel, line, w);
	if (ret) {
		free(*buf);
		*buf = NULL;
		*len = 0;
	}
	return ret;
}

/* opt_check: option O of P against the table, and its trace read as data when PACKDIR is not
 * NULL; else why (no byte of a value is printed, but a trace's line and a refused size, whose
 * characters jobparse_read took: letters, digits and JOBPARSE_VALUE_PUNCT, at most 64 of
 * them). 0, -EPERM, -EINVAL, iolog's errors. */
static int opt_check(const struct jobparse *p, const struct jobparse_opt *o, const char *packdir,
		     char *why, size_t whylen)
{
	const struct fioopt *t = fioopt_find(o->name, o->nlen);
	const char *reason;
	struct iolog_sum sum;
	char *buf;
	size_t len;
	int ret;

	if (!t) {
		snprintf(why, whylen, "%.*s: not an option of jobs/fio-options.tsv (fio's, or of an "
			 "engine a pack may use)", SHOW(o->nlen), o->name);
		return -EPERM;
	}
	if (t->verdict == FIOOPT_REFUSE) {
		snprintf(why, whylen, "%s: %s", t->name, t->why);
		return -EPERM;
	}
	if (t->verdict == FIOOPT_RUNPACK) {
		snprintf(why, whylen, "%s: run-pack sets it: %s", t->name, t->why);
		return -EPERM;
	}
	if (!fioopt_value_why(t->kind, o->val ? o->val : "", o->vlen, o->val != NULL, &reason)) {
		if (reason && fioopt_size_kind(t->kind))
			snprintf(why, whylen, "%s=%.*s: %s", t->name, SHOW(o->vlen), o->val, reason);
		else if (reason)
			snprintf(why, whylen, "%s: %s", t->name, reason);
		else
			snprintf(why, whylen, "%s: not %s", t->name, fioopt_kind_text(t->kind));
		return -EPERM;
	}
	if (t->kind != FIOOPT_K_TRACE || !packdir)
		return 0;
	ret = jobrules_trace(p, o, packdir, &buf, &len, &sum, why, whylen);
	free(buf);
	return ret;
}

int jobrules_job_check(const char *text, size_t len, const char *label, const char *packdir,
		       char *why, size_t whylen)
{
	char w[STUDY_WHY];
	struct jobparse p;
	long line;
	size_t i;
	int ret;

	ret = jobparse_read(text, len, 0, &p, &line, w, sizeof(w));
	for (i = 0; !ret && i < p.nopt; i++) {
		ret = opt_check(&p, &p.opt[i], packdir, w, sizeof(w));
		line = p.opt[i].line;
	}
	if (ret)
		snprintf(why, whylen, "%s:%ld: %s: not in a pack's job file", label, line, w);
	jobparse_free(&p);
	return ret;
}

/* is_rw: O is rw= or an alias of it (readwrite=: the pack check refuses aliases, but a file
 * read here unchecked may hold one). */
static int is_rw(const struct jobparse_opt *o)
{
	const struct fioopt *t = fioopt_find(o->name, o->nlen);

	return jobparse_is(o, "rw") || (t && !strcmp(t->from, "alias:rw"));
}

int jobrules_job_writes(const char *text, size_t len, const char *packdir, char *why,
			size_t whylen)
{
	struct iolog_sum sum;
	struct jobparse p;
	char w[STUDY_WHY], *buf;
	size_t i, blen;
	long line;
	int ret, writes = 0;

	ret = jobparse_read(text, len, 0, &p, &line, w, sizeof(w));
	if (ret) {
		snprintf(why, whylen, "line %ld: %s", line, w);
		goto out;
	}
	/* every rw= of every section, [global]'s included: a job that does not set its own
	 * inherits it; a [global] rw= every job overrides counts too (on the safe side) */
	for (i = 0; i < p.nopt && !writes; i++) {
		const struct jobparse_opt *o = &p.opt[i];

		if (is_rw(o) && o->val && fioopt_rw_writes(o->val, o->vlen))
			writes = 1;
		if (!jobparse_is(o, "read_iolog") || !o->val)
			continue;
		if (!packdir) {
			writes = 1; /* a trace not read may write */
			break;
		}
		/* a replay's directions are its trace's (fio iolog.c read_iolog sets td_ddir) */
		ret = jobrules_trace(&p, o, packdir, &buf, &blen, &sum, w, sizeof(w));
		free(buf);
		if (ret) {
			snprintf(why, whylen, "line %ld: %s", o->line, w);
			goto out;
		}
		writes = sum.writes || sum.trims;
	}
	ret = writes;
out:
	jobparse_free(&p);
	return ret;
}

#define JOBRULES_BYTES_MAX (1ull << 62)

/* max_size: the largest request size fio takes from O's value (bs=, bsrange= or bssplit=, by
 * KIND; lib/fiosize: the three directions' largest), 0 when O is NULL, or JOBRULES_BYTES_MAX
 * (refused by the bound) for a value fio would read otherwise than lib/fiosize: a job.fio read
 * here may not have been through the pack check. */
static unsigned long long max_size(const struct jobparse_opt *o, enum fioopt_kind kind)
{
	unsigned long long lo[3], hi[3], m;
	const char *why;
	int ret;

	if (!o || !o->val)
		return 0;
	if (kind == FIOOPT_K_SIZES)
		ret = fiosize_ddirs(o->val, o->vlen, hi, &why);
	else if (kind == FIOOPT_K_RANGE)
		ret = fiosize_ranges(o->val, o->vlen, lo, hi, &why);
	else
		ret = fiosize_split(o->val, o->vlen, hi, &why);
	if (ret)
		return JOBRULES_BYTES_MAX;
	m = hi[0] > hi[1] ? hi[0] : hi[1];
	return m > hi[2] ? m : hi[2];
}

/* count_of: O's value as a whole number (fioopts' count: 1 to 9 digits), DFLT when O is NULL;
 * JOBRULES_BYTES_MAX (refused by the bound) for a value this cannot count as fio does: fio
 * also reads 0x4000 and 16k as counts, which digits alone would take as 0 or 16. */
static unsigned long long count_of(const struct jobparse_opt *o, unsigned long long dflt)
{
	unsigned long long n = 0;
	size_t i;

	if (!o || !o->val)
		return dflt;
	for (i = 0; i < o->vlen && o->val[i] >= '0' && o->val[i] <= '9' && n < 1000000000ull; i++)
		n = n * 10 + (unsigned)(o->val[i] - '0');
	while (i < o->vlen && (o->val[i] == ' ' || o->val[i] == '\t'))
		i++;
	if (i < o->vlen)
		return JOBRULES_BYTES_MAX;
	return n ? n : dflt;
}

/* mul: A x B, saturating at JOBRULES_BYTES_MAX. */
static unsigned long long mul(unsigned long long a, unsigned long long b)
{
	return b && a > JOBRULES_BYTES_MAX / b ? JOBRULES_BYTES_MAX : a * b;
}

/* gib: N bytes as "12.3 GiB" (or MiB below 1 GiB) into BUF. */
static const char *gib(unsigned long long n, char *buf, size_t len)
{
	if (n >= 1ull << 30)
		snprintf(buf, len, "%.1f GiB", (double)n / (1ull << 30));
	else
		snprintf(buf, len, "%.1f MiB", (double)n / (1ull << 20));
	return buf;
}

/* need: the fio buffers of P's job sections, summed, into *TOTAL; the largest job's section,
 * need, bs, iodepth and numjobs into the rest (NULL section when P has no job section). */
struct need {
	unsigned long long total, big, bs, depth, jobs;
	const struct jobparse_sect *sect;
};

static void need_of(const struct jobparse *p, struct need *n)
{
	unsigned long long need, bs, depth, jobs;
	size_t s;

	memset(n, 0, sizeof(*n));
	for (s = 0; s < p->nsect; s++) {
		const struct jobparse_sect *t = &p->sect[s];

		if (t->nlen >= 6 && !strncmp(t->name, "global", 6)) /* fio: a global section */
			continue;
		bs = max_size(jobparse_get(p, s, "bs"), FIOOPT_K_SIZES);
		need = max_size(jobparse_get(p, s, "bsrange"), FIOOPT_K_RANGE);
		bs = need > bs ? need : bs;
		need = max_size(jobparse_get(p, s, "bssplit"), FIOOPT_K_SPLIT);
		bs = need > bs ? need : bs;
		bs = bs ? bs : 4096; /* fio's default bs */
		depth = count_of(jobparse_get(p, s, "iodepth"), 1);
		jobs = count_of(jobparse_get(p, s, "numjobs"), 1);
		need = mul(mul(bs, depth), jobs);
		n->total = n->total + need > JOBRULES_BYTES_MAX ? JOBRULES_BYTES_MAX : n->total + need;
		if (need >= n->big)
			*n = (struct need){ n->total, need, bs, depth, jobs, t };
	}
}

/* pct_of: JOBRULES_BUF_PCT % of AVAIL bytes, without overflow. */
static unsigned long long pct_of(unsigned long long avail)
{
	return avail / 100 * JOBRULES_BUF_PCT + avail % 100 * JOBRULES_BUF_PCT / 100;
}

unsigned long long jobrules_buffer_bytes(const struct jobparse *p)
{
	struct need n;

	need_of(p, &n);
	return n.total;
}

int jobrules_buffers(const struct jobparse *p, unsigned long long avail, char *why, size_t whylen)
{
	char a[32], b[32], c[32], d[32], e[32];
	unsigned long long limit = pct_of(avail);
	struct need n;

	need_of(p, &n);
	if (!avail || !n.sect || n.total <= limit)
		return 0;
	snprintf(why, whylen, "job '%.*s' needs %s of fio buffers (iodepth %llu x bs %s x numjobs "
		 "%llu; the file's jobs %s in all), more than %d %% of MemAvailable (%s of %s)",
		 (int)(n.sect->nlen > 64 ? 64 : n.sect->nlen), n.sect->name, gib(n.big, a, sizeof(a)),
		 n.depth, gib(n.bs, b, sizeof(b)), n.jobs, gib(n.total, c, sizeof(c)), JOBRULES_BUF_PCT,
		 gib(limit, d, sizeof(d)), gib(avail, e, sizeof(e)));
	return -E2BIG;
}

int jobrules_mem_fit(unsigned long long ram, unsigned long long buffers, unsigned long long avail,
		     char *why, size_t whylen)
{
	char a[32], b[32], c[32], d[32], e[32];
	unsigned long long limit = pct_of(avail), sum;

	sum = ram > JOBRULES_BYTES_MAX || buffers > JOBRULES_BYTES_MAX - ram ? JOBRULES_BYTES_MAX
									    : ram + buffers;
	if (!avail || sum <= limit)
		return 0;
	snprintf(why, whylen, "the scratch device's backing file in memory (%s) and fio's buffers "
		 "(%s, the largest cell's) need %s together, more than %d %% of MemAvailable (%s of %s)",
		 gib(ram, a, sizeof(a)), gib(buffers, b, sizeof(b)), gib(sum, c, sizeof(c)),
		 JOBRULES_BUF_PCT, gib(limit, d, sizeof(d)), gib(avail, e, sizeof(e)));
	return -E2BIG;
}

int jobrules_fio_check(const char *text, size_t tlen, const char *show, size_t len,
		       unsigned long long avail, const char *label, char *why, size_t whylen)
{
	char w[STUDY_WHY];
	struct jobparse p;
	long line;
	int ret;

	ret = jobparse_read(text, tlen, JOBPARSE_ENGINE_VARS, &p, &line, w, sizeof(w));
	if (ret)
		snprintf(why, whylen, "%s:%ld: %s", label, line, w);
	else if ((ret = fiocheck_showcmd(&p, show, len, w, sizeof(w))))
		snprintf(why, whylen, "%s: fio reads it otherwise than schedaio-study: %s", label, w);
	else if ((ret = jobrules_buffers(&p, avail, w, sizeof(w))))
		snprintf(why, whylen, "%s: %s", label, w);
	jobparse_free(&p);
	return ret;
}
