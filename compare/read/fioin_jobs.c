// fioin_jobs.c: each fio job of a file turned into its pending runs: row, cell, clones, the
// engine stats it pairs with (see fioin_parts.h).
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "json/jsonfile.h"
#include "read/clonemerge.h"
#include "read/groups.h"
#include "read/fioin_parts.h"
#include "read/why_read.h"

/* safe_dup: S for a table row, a new string: as is when valid UTF-8 without control
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

/* unknown_name: the row of a job of input ARG without a scheduler: --label, else the fio
 * file's name without ".json". A new string or NULL. */
static char *unknown_name(const struct state *s, const struct fiofile *ff)
{
	const char *base;
	size_t len;

	if (s->labels && s->labels[ff->arg])
		return fioin_safe_dup(s->labels[ff->arg], strlen(s->labels[ff->arg]));
	base = strrchr(ff->path, '/');
	base = base ? base + 1 : ff->path;
	len = strlen(base);
	if (ends_with(base, ".json"))
		len -= 5;
	return fioin_safe_dup(base, len);
}

/* sched_name: the label of stats file C (see fioin.h) into a new string; NULL with *UNKNOWN
 * when it names no scheduler; NULL on -ENOMEM otherwise. */
static char *sched_name(const struct state *s, const struct pairing_stats *c, int *unknown)
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
	key = labels_key(s->lt, c->scheduler, c->tunables, &d);
	if (!key)
		return NULL;
	name = strdup(labels_name(s->lt, key));
	free(key);
	return name;
}

static int pend_add(struct state *s, struct pend *p)
{
	struct pend *nv;

	if (s->npend == s->cappend) {
		s->cappend = s->cappend ? s->cappend * 2 : 32;
		nv = realloc(s->pend, s->cappend * sizeof(*nv));
		if (!nv)
			return -ENOMEM;
		s->pend = nv;
	}
	s->pend[s->npend++] = *p;
	return 0;
}

/* derive_rate: direction D's KiB/s and I/Os per second from the engine's counts over its
 * counted window (STATS.md "window": the time the counted ios and bytes were done in) into
 * P; 0 when C is NULL or has no window. */
static int derive_rate(const struct pairing_stats *c, int d, struct pend *p)
{
	double sec;

	if (!c || c->window_ns <= 0)
		return 0;
	sec = c->window_ns / 1e9;
	p->bw_kibps = c->bytes[d] / 1024 / sec;
	p->iops = c->ios[d] / sec;
	return 1;
}

/* one_line: S for a message on ERR: as is without control bytes, else jsonfile_quote'd
 * into BUF (LEN bytes), so a job or host name cannot end the line (and fake another). */
static const char *one_line(const char *s, char *buf, size_t len)
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

/* same_job: 1 when entries A and B of a file may be clones of one job: neither refused,
 * the same name, host and numjobs. */
static int same_job(const struct fiojson_job *a, const struct fiojson_job *b)
{
	return !a->refused && !b->refused && a->numjobs == b->numjobs &&
	       same_str(a->name, b->name) && same_str(a->host, b->host);
}

/* clone_runs: for each entry I of F, how many entries from I on are same_job as it, in a
 * row, into a new array (F->njobs), or NULL on -ENOMEM: one pass from the end, so that a
 * file of many entries is read in linear time (issue 21 item 10). */
size_t *fioin_clone_runs(const struct fiojson_file *f)
{
	size_t *run = calloc(f->njobs + 1, sizeof(*run)), i;

	for (i = f->njobs; run && i-- > 0;)
		run[i] = i + 1 < f->njobs && same_job(&f->jobs[i], &f->jobs[i + 1]) ? run[i + 1] + 1
										      : 1;
	return run;
}

/* clones: how many entries of F from index I on are the numjobs clones of one job reported
 * one by one (fio without group_reporting: numjobs entries in a row with its name, host and
 * numjobs; RUN from clone_runs): J->numjobs, else 1. */
size_t fioin_clones(const struct fiojson_file *f, const size_t *run, size_t i)
{
	const struct fiojson_job *j = &f->jobs[i];

	if (j->numjobs <= 1 || j->refused || (size_t)j->numjobs > run[i])
		return 1;
	return (size_t)j->numjobs;
}

/* pair_clones: the K > 1 clone entries J[0..K-1], each paired with its own stats file; the
 * first one paired in *C (NULL when none). fio's bw and iops are summed into SUM (one
 * job's rates: the clones ran at once), its counts too. Returns how many were paired. */
static size_t pair_clones(struct state *s, const struct fiofile *ff, const struct fiojson_job *j,
			  size_t k, const struct pairing_stats **c, struct fiojson_job *sum)
{
	char why[WHY_LEN];
	size_t i, m, npaired = 0;
	int d;

	*sum = j[0];
	*c = NULL;
	for (i = 0; i < k; i++) {
		for (d = 0; d < FIOJSON_NDIR && i > 0; d++) {
			sum->dir[d].did_io |= j[i].dir[d].did_io;
			sum->dir[d].has_rate &= j[i].dir[d].has_rate;
			sum->dir[d].bw_kibps += j[i].dir[d].bw_kibps;
			sum->dir[d].iops += j[i].dir[d].iops;
		}
		if (pairing_find(&ff->f, &j[i], ff->dir, s->cands, s->ncands, &m, why, sizeof(why))) {
			npaired++;
			if (!*c)
				*c = &s->cands[m];
		}
	}
	return npaired;
}

/* job_note: the note TEXT (results_note) on the cell of job J: GROUP when J is a reporting
 * group of differing jobs (groups.h), else J's workload. 0 or -ENOMEM. */
static int job_note(struct state *s, const struct fiojson_job *j, const char *group,
		    const char *text)
{
	char *cell = group ? NULL : fiojson_cell_name(j);
	int ret;

	if (!group && !cell)
		return -ENOMEM;
	ret = results_note(s->r, group ? group : cell, text);
	free(cell);
	return ret;
}

/* group_note: the note of reporting group GROUP ("group oltp+scan", groups.h) of fio group
 * ID: what fio wrote, how compare filed it, and fio's own fix, new_group on each job after
 * the first (fio HOWTO "new_group": "Start a new reporting group"), which gives a cell per
 * job. 0 or -ENOMEM. */
static int group_note(struct state *s, const struct fiojson_job *j, const char *group)
{
	char text[RESULTS_NOTE_MAX], jobs[512] = "";
	const char *p = strchr(group, '+');
	size_t used = 0;

	while (p && used < sizeof(jobs)) { /* the jobs after the first: "[scan], [x]" */
		const char *e = strchr(p + 1, '+');
		int n = e ? (int)(e - p - 1) : (int)strlen(p + 1);

		used += (size_t)snprintf(jobs + used, sizeof(jobs) - used, "%s[%.*s]",
					 used ? ", " : "", n, p + 1);
		p = e;
	}
	snprintf(text, sizeof(text), "fio's reporting group %ld (group_reporting) holds jobs that "
		 "differ: fio wrote one entry, named after its first job with another job's options, "
		 "so compare filed it as this cell (the group's MB/s and IOPS, its jobs' engine stats "
		 "merged). For a cell per job, add new_group to the job file's section of %s "
		 "(fio HOWTO: new_group)", j->groupid, jobs[0] ? jobs : "each job after the first");
	return job_note(s, j, group, text);
}

/* What fioin_job_runs finds of one job before it files its runs (owned strings and mark,
 * released by job_free). */
struct job {
	const struct fiojson_job *j;  /* the job, or SUM: its K clone entries summed */
	struct fiojson_job sum;
	const struct pairing_stats *c; /* its engine stats, or NULL */
	char why[WHY_LEN];            /* why none paired */
	int tag_only;                 /* C gives the tag only (one clone of several) */
	int all;                      /* every clone paired: their stats merge into the job's */
	unsigned char *mark;          /* the candidates its clones took (clonemerge_mark) */
	char *group;                  /* a reporting group of differing jobs: its cell (groups.h) */
	char *name;                   /* the row's scheduler label, or the unknown row's name */
	int unknown;                  /* no scheduler named: --label or the file name */
	char *host;                   /* the job's host as a row prefix, or NULL */
	char jn[256], jh[256];        /* the job's and host's names for a message (one_line) */
	const char *jname, *jhost;
};

static void job_free(struct job *jb)
{
	free(jb->name);
	free(jb->host);
	free(jb->mark);
	free(jb->group);
}

/* job_pair: JB's engine stats among S's candidates: each of its K > 1 clone entries paired
 * with its own file (pair_clones), else one file (pairing_find), else the clones' files
 * (numjobs), else a reporting group's jobs' files (groups_pair); JB->c NULL and JB->why when
 * none. 0 or -ENOMEM. */
static int job_pair(struct state *s, const struct fiofile *ff, size_t k, struct job *jb)
{
	const struct fiojson_job *j = jb->j;
	size_t m;
	int ret;

	if ((k > 1 || j->numjobs > 1 || j->group_reporting) &&
	    !(jb->mark = clonemerge_mark(s->cands, s->ncands)))
		return -ENOMEM;
	if (k > 1) {
		jb->tag_only = 1;
		if (pair_clones(s, ff, j, k, &jb->c, &jb->sum) == k)
			jb->all = 1;
		s->r->npaired += jb->all;
		snprintf(jb->why, sizeof(jb->why), "none of its clones' engine stats files has a "
			 "clone's job name and counts");
		jb->j = &jb->sum;
	} else if (pairing_find(&ff->f, j, ff->dir, s->cands, s->ncands, &m, jb->why,
				sizeof(jb->why)) ||
		   (j->numjobs > 1 && pairing_find_clones(&ff->f, j, ff->dir, s->cands, s->ncands,
							  &s->clone_budget, &m, jb->why,
							  sizeof(jb->why)) &&
		    (jb->tag_only = 1))) {
		jb->c = &s->cands[m];
		s->r->npaired++;
		jb->all = jb->tag_only;
	} else if (j->group_reporting) {
		ret = groups_pair(&ff->f, j, ff->dir, s->cands, s->ncands, jb->mark, &m, &jb->group,
				  jb->why, sizeof(jb->why));
		if (ret < 0)
			return ret;
		if (ret) {
			jb->c = &s->cands[m];
			s->r->npaired++;
			jb->tag_only = jb->all = 1;
		}
	}
	return 0;
}

/* job_name: JB's row: the notes on its cell (a reporting group's, what became of numjobs
 * clones), its scheduler's label, else --label or the file name (with a line on S->err when
 * no stats paired), and its host. 0 or -ENOMEM. */
static int job_name(struct state *s, const struct fiofile *ff, size_t k, struct job *jb)
{
	const struct fiojson_job *j = jb->j;
	char text[RESULTS_NOTE_MAX];

	jb->unknown = 1;
	if (jb->group && group_note(s, j, jb->group))
		return -ENOMEM;
	if (jb->c) {
		jb->name = sched_name(s, jb->c, &jb->unknown);
		if (!jb->name && !jb->unknown)
			return -ENOMEM;
	}
	if (jb->tag_only && jb->c && !jb->group) { /* numjobs clones: what became of them */
		snprintf(text, sizeof(text), "numjobs=%ld clones%s: one run, fio's MB/s and IOPS of "
			 "them all; %s", j->numjobs, k > 1 ? " reported one by one (no "
			 "group_reporting), summed" : "", jb->all ? "their engine stats merged (the "
			 "latency of every clone's I/O)" : "not every clone's engine stats paired, "
			 "so the latency is left out");
		if (job_note(s, j, NULL, text))
			return -ENOMEM;
	}
	if (jb->unknown) {
		jb->name = unknown_name(s, ff);
		if (!jb->name)
			return -ENOMEM;
		if (!jb->c)
			fprintf(s->err, "compare: %s: job \"%s\"%s%s: no engine stats paired (%s); "
				"filed under \"%s\", scheduler unknown%s\n", ff->path, jb->jname,
				jb->jhost ? " of " : "", jb->jhost ? jb->jhost : "", jb->why, jb->name,
				j->group_reporting ?
				"; its cell is from the options fio printed for the group, those of one "
				"of its jobs (fio stat.c): without the jobs' engine stats, compare "
				"cannot tell whether the group's jobs differ" : "");
	}
	if (j->host && !(jb->host = fioin_safe_dup(j->host, strlen(j->host))))
		return -ENOMEM;
	return 0;
}

/* run_engine: the engine numbers of P, JB's run in P->dir: its clones' stats merged, or its
 * one file's as read when it was classified (moved into the run), each failure a line on
 * S->err and the latency left out. 0 or -ENOMEM. */
static int run_engine(struct state *s, const struct fiofile *ff, struct job *jb, struct pend *p)
{
	size_t nmerged = 0;
	int ret;

	if (jb->c && jb->tag_only && jb->all) { /* the clones' stats merged: the job's latency */
		ret = clonemerge_read(s->cands, s->croot, s->ncands, jb->mark, p->dir, &p->eng,
				      &nmerged, jb->why, sizeof(jb->why));
		if (ret == 0) {
			p->has_eng = 1;
		} else if (ret != -ENOMEM) {
			fprintf(s->err, "compare: %s: job \"%s\": its clones' engine stats do not "
				"merge (%s); its latency left out\n", ff->path, jb->jname, jb->why);
			s->r->nskipped++;
			ret = 0;
		}
		return ret;
	}
	if (jb->c && !jb->tag_only) {
		struct cand_engine *ce = &s->ceng[jb->c - s->cands];

		if (ce->ret[p->dir] == 0) { /* moved into the run: one run per direction */
			p->has_eng = 1;
			p->eng = ce->eng[p->dir];
			p->d = ce->d[p->dir];
			memset(&ce->eng[p->dir], 0, sizeof(ce->eng[p->dir]));
			memset(&ce->d[p->dir], 0, sizeof(ce->d[p->dir]));
			if (!p->eng.has_p99)
				fprintf(s->err, "compare: %s: %s\n", jb->c->path, ce->why[p->dir]);
		} else {
			fprintf(s->err, "compare: %s: %s; its latency left out\n", jb->c->path,
				ce->why[p->dir]);
			s->r->nskipped++;
		}
	}
	return 0;
}

/* dir_run: JB's run in direction D (NDIRS: how many it did I/O in) into S->pend: its row,
 * cell, rates (fio's, else derived from its engine stats' window) and engine numbers; left
 * out with a line on S->err without rates. 0 or -ENOMEM. */
static int dir_run(struct state *s, const struct fiofile *ff, struct job *jb, int d, int ndirs)
{
	const struct fiojson_job *j = jb->j;
	struct pend p;
	char *cell;
	int ret;

	memset(&p, 0, sizeof(p));
	cell = jb->group ? strdup(jb->group) : fiojson_cell_name(j);
	if (!cell ||
	    asprintf(&p.row, "%s%s%s%s", jb->host ? jb->host : "", jb->host ? ": " : "", jb->name,
		     j->mixed || ndirs > 1 ? (d == FIOJSON_READ ? " (read)" : " (write)") : "") < 0) {
		free(cell);
		return -ENOMEM;
	}
	p.cell = cell;
	p.host = j->host;
	p.unknown = jb->unknown;
	p.stats = jb->c;
	p.tag_only = jb->tag_only;
	p.split = j->mixed || ndirs > 1;
	p.ff = ff;
	p.dir = d == FIOJSON_READ ? RUNFILE_READ : RUNFILE_WRITE;
	p.bw_kibps = j->dir[d].bw_kibps;
	p.iops = j->dir[d].iops;
	if (!j->dir[d].has_rate && (jb->tag_only || !derive_rate(jb->c, d, &p))) {
		fprintf(s->err, "compare: %s: job \"%s\": no %s \"bw\" and \"iops\", and no "
			"engine stats with window.ns to derive them from; left out\n", ff->path,
			jb->jname, fiojson_dir_name((enum fiojson_ddir)d));
		s->r->nskipped++;
		free(p.row);
		free(p.cell);
		return 0;
	}
	ret = run_engine(s, ff, jb, &p);
	if (ret || pend_add(s, &p)) {
		free(p.row);
		free(p.cell);
		if (p.has_eng)
			runfile_engine_free(&p.eng);
		results_details_free(&p.d);
		return -ENOMEM;
	}
	return 0;
}

/* job_runs: the runs of job J of FF (one per direction that did I/O) into S->pend; K > 1
 * when J is the first of K clone entries (fioin_clones()): one run of their sums. */
int fioin_job_runs(struct state *s, const struct fiofile *ff, const struct fiojson_job *j,
		    size_t k)
{
	struct job jb = { .j = j };
	int ndirs, d, ret;

	jb.jname = one_line(j->name, jb.jn, sizeof(jb.jn));
	jb.jhost = one_line(j->host, jb.jh, sizeof(jb.jh));
	if (j->refused) {
		fprintf(s->err, "compare: %s: job \"%s\"%s%s: %s; left out\n", ff->path, jb.jname,
			jb.jhost ? " of " : "", jb.jhost ? jb.jhost : "", j->refused);
		s->r->nskipped++;
		return 0;
	}
	s->r->njobs++;
	ret = job_pair(s, ff, k, &jb);
	if (!ret)
		ret = job_name(s, ff, k, &jb);
	ndirs = jb.j->dir[FIOJSON_READ].did_io + jb.j->dir[FIOJSON_WRITE].did_io;
	for (d = FIOJSON_READ; d <= FIOJSON_WRITE && !ret; d++)
		if (jb.j->dir[d].did_io)
			ret = dir_run(s, ff, &jb, d, ndirs);
	job_free(&jb);
	return ret;
}
