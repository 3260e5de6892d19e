// fioin.c: fio JSON files and folders read into rows filed by the engine's tag (fioin.h).
#include <dirent.h>
#include <errno.h>
#include <libgen.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "read/clonemerge.h"
#include "read/fioin.h"
#include "read/groups.h"
#include "read/fiojson.h"
#include "json/jsonfile.h"
#include "read/keyset.h"
#include "read/pairing.h"
#include "read/why_read.h"

#define WHY_LEN 512
#define FIOIN_MAX_DEPTH 16 /* folders deeper than this are not searched */
/* The most fio job entries and *.json files read across all inputs (issue 21 item 5): a job
 * read takes about 1 KB until the tables are built (its entry, its rows, its engine
 * numbers), so 100,000 take about 100 MB beside the one file's JSON tree at a time
 * (jsonfile.h), where four 3 MB files of empty jobs ("{}", 4 million of them) took 1.85 GB.
 * A folder of hand runs holds a few hundred; a study of 50,000 runs is read by results.h. */
#define FIOIN_MAX_JOBS 100000
#define FIOIN_MAX_FILES 200000

/* One file to read: from input ARG (or a --stats folder), named on the command line or
 * found in a folder. */
struct infile {
	char *path;
	char *real;     /* realpath(), or NULL */
	size_t arg;
	int named;      /* given as a file: a file that is neither kind is refused, not passed */
	int stats_only; /* found under --stats or beside a named file: only engine stats taken */
	int global;     /* found under --stats: pairs with fio files anywhere */
};

/* A folder already searched, by identity: a folder reached again through a symlink (a
 * loop such as "x -> .", or two links to one folder) is searched once, so a walk costs one
 * listing per real folder (three links to "." would otherwise list 3^16 folders). */
struct dirid {
	dev_t dev;
	ino_t ino;
};

struct infiles {
	struct infile *v;
	size_t n, cap;
	struct keyset byreal; /* index into V by real path */
	struct keyset seen;   /* the folders searched by the current top-level walk (dirid) */
	char *top; /* realpath() of the current top-level walk's folder: nothing outside it */
};

/* A fio file that parsed. */
struct fiofile {
	char *path, *dir;
	size_t arg;
	struct fiojson_file f;
};

/* One run waiting for the rows and cells to be known. */
struct pend {
	char *row, *cell;     /* owned until moved to the pool */
	const char *host;     /* in the fiojson job, copied to the pool when kept */
	int unknown;
	const struct pairing_stats *stats; /* or NULL */
	int tag_only; /* stats of one clone of several: its tag names the row, nothing else */
	int split;    /* one of the two directions of a job that read and wrote */
	const struct fiofile *ff;
	enum runfile_dir dir;
	double bw_kibps, iops;
	struct runfile_engine eng;
	struct results_details d;
	int has_eng;
};

/* An engine stats file's numbers and details per direction, read when it is classified
 * (the file is read once; a job pairs with it later): what runfile_engine_json gave (RET,
 * WHY on error) and why_read_json. */
struct cand_engine {
	int ret[2];
	char why[2][WHY_LEN];
	struct runfile_engine eng[2];
	struct results_details d[2];
};

struct state {
	const char *path0; /* the first input, to name them in a message */
	const struct labels *lt;
	const char *const *labels;
	FILE *err;
	struct results *r;
	struct infiles files;
	struct fiofile *fios;
	size_t nfios, njobs; /* fio files read, and their job entries (at most FIOIN_MAX_JOBS) */
	struct pairing_stats *cands;
	struct cand_engine *ceng; /* per cands[] entry */
	json_t **croot; /* per cands[] entry: its parsed JSON (a reference), kept until the jobs
			 * are paired so that a numjobs job's clones merge without a second read */
	size_t ncands;
	size_t clone_budget; /* pairing_find_clones: sets left to try */
	struct pend *pend;
	size_t npend, cappend;
};

/* infiles_add: PATH into L, unless it is there already (the same file by its real path:
 * a stats file found twice would pair with nothing). A file listed as stats-only that is
 * then named becomes named. 0 or -ENOMEM. */
static int infiles_add(struct infiles *l, const char *path, size_t arg, int named, int stats_only,
		       int global)
{
	struct infile *nv;
	char *real = realpath(path, NULL);
	size_t i;
	int ret;

	if (l->n == FIOIN_MAX_FILES) {
		free(real);
		return -E2BIG;
	}
	ret = real ? keyset_add(&l->byreal, real, strlen(real), l->n, &i) : 1;
	if (ret == 0) {
		l->v[i].global |= global;
		l->v[i].named |= named;
		if (!stats_only && l->v[i].stats_only) {
			l->v[i].stats_only = 0;
			l->v[i].arg = arg;
		}
		free(real);
		return 0;
	}
	if (ret < 0) {
		free(real);
		return ret;
	}
	if (l->n == l->cap) {
		l->cap = l->cap ? l->cap * 2 : 32;
		nv = realloc(l->v, l->cap * sizeof(*nv));
		if (!nv) {
			free(real);
			return -ENOMEM;
		}
		l->v = nv;
	}
	l->v[l->n].real = real; /* NULL when it cannot be resolved (missing: named later) */
	l->v[l->n].path = strdup(path);
	if (!l->v[l->n].path) {
		free(real);
		return -ENOMEM;
	}
	l->v[l->n].arg = arg;
	l->v[l->n].named = named;
	l->v[l->n].stats_only = stats_only;
	l->v[l->n].global = global;
	l->n++;
	return 0;
}

static int ends_with(const char *s, const char *sfx)
{
	size_t a = strlen(s), b = strlen(sfx);

	return a >= b && strcmp(s + a - b, sfx) == 0;
}

/* dir_first_visit: 1 when folder ST is not in L->seen (then added), 0 when it is; -ENOMEM. */
static int dir_first_visit(struct infiles *l, const struct stat *st)
{
	struct dirid id;

	memset(&id, 0, sizeof(id)); /* no padding bytes in the key */
	id.dev = st->st_dev;
	id.ino = st->st_ino;
	return keyset_add(&l->seen, &id, sizeof(id), 0, NULL);
}

/* inside: 1 when REAL (a realpath()) is folder TOP or under it. */
static int inside(const char *real, const char *top)
{
	size_t n = strlen(top);

	if (strcmp(top, "/") == 0)
		return 1;
	return strncmp(real, top, n) == 0 && (real[n] == '\0' || real[n] == '/');
}

/* link_out: 1 when FULL is a symlink whose target is outside L->top (or dangling): it is
 * not followed. A results folder from someone else is data: a link in it must not make
 * compare read (and name in a message) a file of the reader's own (issue 21 item 7). */
static int link_out(const struct infiles *l, const char *full)
{
	struct stat st;
	char *real;
	int out;

	if (lstat(full, &st) || !S_ISLNK(st.st_mode))
		return 0;
	real = realpath(full, NULL);
	out = !real || !l->top || !inside(real, l->top);
	free(real);
	return out;
}

/* walk: every *.json file under folder PATH (names sorted, hidden ones passed over) into L,
 * each real folder searched once per top-level walk (DEPTH 0; symlinks inside the top-level
 * folder are followed, loops are not; a symlink out of it is not followed: named on ERR,
 * counted in *SKIPPED, unless STATS_ONLY && !GLOBAL, the folder of a named file, where it is
 * passed over quietly). A folder that cannot be opened is named on ERR and counted in
 * *SKIPPED. 0 or -ENOMEM. */
static int walk(const char *path, size_t arg, int stats_only, int global, int depth,
		struct infiles *l, FILE *err, size_t *skipped)
{
	struct dirent **de;
	struct stat st;
	char *full;
	int n, i, ret = 0;

	if (depth == 0 || (stats_only && !global && depth == FIOIN_MAX_DEPTH)) {
		keyset_clear(&l->seen);
		free(l->top);
		l->top = realpath(path, NULL);
	}
	if (stat(path, &st) == 0 && S_ISDIR(st.st_mode)) {
		ret = dir_first_visit(l, &st);
		if (ret <= 0)
			return ret;
		ret = 0;
	}
	n = scandir(path, &de, NULL, alphasort);
	if (n < 0) {
		fprintf(err, "compare: %s: %s; skipped\n", path, strerror(errno));
		(*skipped)++;
		return 0;
	}
	for (i = 0; i < n; i++) {
		if (ret || de[i]->d_name[0] == '.') {
			free(de[i]);
			continue;
		}
		if (asprintf(&full, "%s/%s", path, de[i]->d_name) < 0) {
			ret = -ENOMEM;
		} else {
			if (stat(full, &st) == 0 && (S_ISDIR(st.st_mode) ||
			    (S_ISREG(st.st_mode) && ends_with(full, ".json"))) && link_out(l, full)) {
				if (!stats_only || global) {
					fprintf(err, "compare: %s: a link out of the folder searched; not "
						"followed\n", full);
					(*skipped)++;
				}
			} else if (stat(full, &st) == 0 && S_ISDIR(st.st_mode) &&
				   depth < FIOIN_MAX_DEPTH) {
				ret = walk(full, arg, stats_only, global, depth + 1, l, err, skipped);
			} else if (stat(full, &st) == 0 && S_ISREG(st.st_mode) &&
				   ends_with(full, ".json")) {
				ret = infiles_add(l, full, arg, 0, stats_only, global);
				if (ret == -E2BIG)
					fprintf(err, "compare: %s: with it the inputs hold more than %d "
						"*.json files; nothing compared (compare a part of "
						"them)\n", full, FIOIN_MAX_FILES);
			}
			free(full);
		}
		free(de[i]);
	}
	free(de);
	return ret;
}

/* beside: the *.json files in the folder of file PATH, as stats-only (only engine stats are
 * taken from them). 0 or -ENOMEM. */
static int beside(const char *path, struct infiles *l, FILE *err, size_t *skipped)
{
	char *tmp = strdup(path);
	int ret;

	if (!tmp)
		return -ENOMEM;
	ret = walk(dirname(tmp), 0, 1, 0, FIOIN_MAX_DEPTH, l, err, skipped);
	free(tmp);
	return ret;
}

/* cand_engine_read: both directions of the engine stats ROOT (from PATH) into *E. 0 or
 * -ENOMEM. */
static int cand_engine_read(json_t *root, const char *path, struct cand_engine *e)
{
	int d, ret;

	for (d = RUNFILE_READ; d <= RUNFILE_WRITE; d++) {
		e->ret[d] = runfile_engine_json(root, (enum runfile_dir)d, NULL, NULL, &e->eng[d],
						e->why[d], sizeof(e->why[d]));
		if (e->ret[d] == -ENOMEM)
			return -ENOMEM;
		if (e->ret[d] == 0) {
			ret = why_read_json(root, path, (enum runfile_dir)d, &e->d[d]);
			if (ret)
				return ret;
		}
	}
	return 0;
}

static void cand_engine_free(struct cand_engine *e)
{
	int d;

	for (d = RUNFILE_READ; d <= RUNFILE_WRITE; d++) {
		if (e->ret[d] == 0)
			runfile_engine_free(&e->eng[d]);
		results_details_free(&e->d[d]);
	}
}

/* classify: read file F: a fio file into S->fios, engine stats into S->cands, else named
 * (when given by name or unreadable) or passed over; a file found beside a named one that
 * is not JSON is passed over quietly (the user named its neighbour, not it). 0 or -ENOMEM. */
static int classify(struct state *s, const struct infile *f)
{
	char why[WHY_LEN], *tmp;
	struct fiofile *ff;
	json_t *root;
	int ret;

	ret = jsonfile_load(f->path, JSONFILE_FIO, &root, why, sizeof(why));
	if (ret == -ENOMEM)
		return ret;
	if (ret && f->stats_only && !f->global)
		return 0; /* beside a named file, not JSON: none of the user's inputs, passed over */
	if (ret) {
		fprintf(s->err, "compare: %s: %s; skipped\n", f->path, why);
		s->r->nskipped++;
		return 0;
	}
	if (pairing_is_engine(root)) {
		ret = pairing_stats_read(root, f->path, f->global, &s->cands[s->ncands], why,
					 sizeof(why));
		if (ret == 0 && f->real && (tmp = strdup(f->real))) { /* compare real folders */
			free(s->cands[s->ncands].dir);
			s->cands[s->ncands].dir = strdup(dirname(tmp));
			free(tmp);
		}
		s->cands[s->ncands].id = s->ncands; /* its ceng[], croot[] after pairing_sort */
		if (ret == 0)
			ret = cand_engine_read(root, f->path, &s->ceng[s->ncands]);
		if (ret == 0)
			s->croot[s->ncands] = json_incref(root);
		if (ret == 0 || ret == -ENOMEM)
			s->ncands++; /* freed with the others */
		if (ret == 0 && !s->cands[s->ncands - 1].dir)
			ret = -ENOMEM;
	} else if (!f->stats_only && fiojson_is_fio(root) &&
		   fiojson_njobs(root) > FIOIN_MAX_JOBS - s->njobs) {
		fprintf(s->err, "compare: %s: with its %zu job entries the inputs hold more than "
			"%d fio jobs, far beyond a folder of hand runs; nothing compared (compare a "
			"part of them)\n", f->path, fiojson_njobs(root), FIOIN_MAX_JOBS);
		ret = -E2BIG;
	} else if (!f->stats_only && fiojson_is_fio(root)) {
		s->njobs += fiojson_njobs(root);
		ff = &s->fios[s->nfios];
		ret = fiojson_parse(root, &ff->f, why, sizeof(why));
		if (ret == 0) {
			ff->arg = f->arg;
			ff->path = strdup(f->path);
			tmp = strdup(f->real ? f->real : f->path);
			ff->dir = tmp ? strdup(dirname(tmp)) : NULL;
			free(tmp);
			s->nfios++; /* freed with the others even when a strdup failed */
			if (!ff->path || !ff->dir)
				ret = -ENOMEM;
		}
	} else if (f->named) {
		snprintf(why, sizeof(why), "neither fio's JSON output nor schedaio engine stats");
		ret = -EINVAL;
	}
	json_decref(root);
	if (ret == -EINVAL) {
		fprintf(s->err, "compare: %s: %s; skipped\n", f->path, why);
		s->r->nskipped++;
		ret = 0;
	}
	return ret;
}

/* cell_name: the cell of job J (see fioin.h) into a new string, or NULL. */
static char *cell_name(const struct fiojson_job *j)
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

/* safe_dup: S for a table row, a new string: as is when valid UTF-8 without control
 * characters, else with every other byte as \xNN (jsonfile_quote). NULL on -ENOMEM. */
static char *safe_dup(const char *s, size_t len)
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
		return safe_dup(s->labels[ff->arg], strlen(s->labels[ff->arg]));
	base = strrchr(ff->path, '/');
	base = base ? base + 1 : ff->path;
	len = strlen(base);
	if (ends_with(base, ".json"))
		len -= 5;
	return safe_dup(base, len);
}

/* sched_name: the label of stats file C (see fioin.h) into a new string; NULL with *UNKNOWN
 * when it names no scheduler; NULL on -ENOMEM otherwise. */
static char *sched_name(const struct state *s, const struct pairing_stats *c, int *unknown)
{
	char *key, *name;
	int d = 0;

	*unknown = 0;
	if (c->label)
		return safe_dup(c->label, strlen(c->label));
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
static size_t *clone_runs(const struct fiojson_file *f)
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
static size_t clones(const struct fiojson_file *f, const size_t *run, size_t i)
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

/* job_runs: the runs of job J of FF (one per direction that did I/O) into S->pend; K > 1
 * when J is the first of K clone entries (clones()): one run of their sums. */
static int job_runs(struct state *s, const struct fiofile *ff, const struct fiojson_job *j,
		    size_t k)
{
	const struct pairing_stats *c = NULL;
	char why[WHY_LEN], *name = NULL, *cell, *host = NULL;
	int unknown = 1, ndirs, d, ret = 0, tag_only = 0;
	char nbuf[256], hbuf[256];
	const char *jn = one_line(j->name, nbuf, sizeof(nbuf));
	const char *jh = one_line(j->host, hbuf, sizeof(hbuf));
	struct fiojson_job sum;
	size_t m, nmerged = 0;
	struct pend p;
	unsigned char *mark = NULL;
	int all = 0; /* every clone paired: their stats merge into the job's */
	char *group = NULL; /* a reporting group of differing jobs: its cell (groups.h) */

	if (j->refused) {
		fprintf(s->err, "compare: %s: job \"%s\"%s%s: %s; left out\n", ff->path, jn,
			jh ? " of " : "", jh ? jh : "", j->refused);
		s->r->nskipped++;
		return 0;
	}
	s->r->njobs++;
	if ((k > 1 || j->numjobs > 1 || j->group_reporting) &&
	    !(mark = clonemerge_mark(s->cands, s->ncands)))
		return -ENOMEM;
	if (k > 1) {
		tag_only = 1;
		if (pair_clones(s, ff, j, k, &c, &sum) == k)
			all = 1;
		s->r->npaired += all;
		snprintf(why, sizeof(why), "none of its clones' engine stats files has a clone's "
			 "job name and counts");
		j = &sum;
	} else if (pairing_find(&ff->f, j, ff->dir, s->cands, s->ncands, &m, why, sizeof(why)) ||
		   (j->numjobs > 1 && pairing_find_clones(&ff->f, j, ff->dir, s->cands, s->ncands,
							  &s->clone_budget, &m, why, sizeof(why)) &&
		    (tag_only = 1))) {
		c = &s->cands[m];
		s->r->npaired++;
		all = tag_only;
	} else if (j->group_reporting) {
		ret = groups_pair(&ff->f, j, ff->dir, s->cands, s->ncands, mark, &m, &group, why,
				  sizeof(why));
		if (ret < 0) {
			free(mark);
			return ret;
		}
		if (ret) {
			c = &s->cands[m];
			s->r->npaired++;
			tag_only = all = 1;
		}
		ret = 0;
	}
	if (group)
		fprintf(s->err, "compare: %s: job \"%s\"%s%s: fio's reporting group %ld (group_reporting) "
			"of jobs that differ, named after its first job with another's options: filed "
			"under cell \"%s\", the group's MB/s and IOPS and its jobs' engine stats "
			"merged\n", ff->path, jn, jh ? " of " : "", jh ? jh : "", j->groupid, group);
	if (c) {
		name = sched_name(s, c, &unknown);
		if (!name && !unknown) {
			free(mark);
			free(group);
			return -ENOMEM;
		}
	}
	if (tag_only && c && !all)
		fprintf(s->err, "compare: %s: job \"%s\"%s%s: numjobs=%ld clones%s: one run, fio's MB/s "
			"and IOPS of them all; not every clone's engine stats paired, so the latency "
			"is left out\n", ff->path, jn, jh ? " of " : "", jh ? jh : "", j->numjobs,
			k > 1 ? " reported one by one (no group_reporting), summed" : "");
	if (unknown) {
		name = unknown_name(s, ff);
		if (!name) {
			free(mark);
			free(group);
			return -ENOMEM;
		}
		if (!c)
			fprintf(s->err, "compare: %s: job \"%s\"%s%s: no engine stats paired (%s); "
				"filed under \"%s\", scheduler unknown%s\n", ff->path, jn,
				jh ? " of " : "", jh ? jh : "", why, name, j->group_reporting ?
				"; its cell is from the options fio printed for the group, those of one "
				"of its jobs (fio stat.c): without the jobs' engine stats, compare "
				"cannot tell whether the group's jobs differ" : "");
	}
	ndirs = j->dir[FIOJSON_READ].did_io + j->dir[FIOJSON_WRITE].did_io;
	if (j->host && !(host = safe_dup(j->host, strlen(j->host)))) {
		free(name);
		free(mark);
		free(group);
		return -ENOMEM;
	}
	for (d = FIOJSON_READ; d <= FIOJSON_WRITE && !ret; d++) {
		if (!j->dir[d].did_io)
			continue;
		memset(&p, 0, sizeof(p));
		cell = group ? strdup(group) : cell_name(j);
		if (!cell ||
		    asprintf(&p.row, "%s%s%s%s", host ? host : "", host ? ": " : "", name,
			     j->mixed || ndirs > 1 ? (d == FIOJSON_READ ? " (read)" : " (write)") : "")
			    < 0) {
			free(cell);
			ret = -ENOMEM;
			break;
		}
		p.cell = cell;
		p.host = j->host;
		p.unknown = unknown;
		p.stats = c;
		p.tag_only = tag_only;
		p.split = j->mixed || ndirs > 1;
		p.ff = ff;
		p.dir = d == FIOJSON_READ ? RUNFILE_READ : RUNFILE_WRITE;
		p.bw_kibps = j->dir[d].bw_kibps;
		p.iops = j->dir[d].iops;
		if (!j->dir[d].has_rate && (tag_only || !derive_rate(c, d, &p))) {
			fprintf(s->err, "compare: %s: job \"%s\": no %s \"bw\" and \"iops\", and no "
				"engine stats with window.ns to derive them from; left out\n", ff->path,
				jn, fiojson_dir_name((enum fiojson_ddir)d));
			s->r->nskipped++;
			free(p.row);
			free(p.cell);
			continue;
		}
		if (c && tag_only && all) { /* the clones' stats merged: the job's latency */
			ret = clonemerge_read(s->cands, s->croot, s->ncands, mark, p.dir, &p.eng,
					      &nmerged, why, sizeof(why));
			if (ret == 0) {
				p.has_eng = 1;
			} else if (ret != -ENOMEM) {
				fprintf(s->err, "compare: %s: job \"%s\": its clones' engine stats do not "
					"merge (%s); its latency left out\n", ff->path, jn, why);
				s->r->nskipped++;
				ret = 0;
			}
		} else if (c && !tag_only) {
			struct cand_engine *ce = &s->ceng[c - s->cands];

			if (ce->ret[p.dir] == 0) { /* moved into the run: one run per direction */
				p.has_eng = 1;
				p.eng = ce->eng[p.dir];
				p.d = ce->d[p.dir];
				memset(&ce->eng[p.dir], 0, sizeof(ce->eng[p.dir]));
				memset(&ce->d[p.dir], 0, sizeof(ce->d[p.dir]));
				if (!p.eng.has_p99)
					fprintf(s->err, "compare: %s: %s\n", c->path, ce->why[p.dir]);
			} else {
				fprintf(s->err, "compare: %s: %s; its latency left out\n", c->path,
					ce->why[p.dir]);
				s->r->nskipped++;
			}
		}
		if (pend_add(s, &p)) {
			free(p.row);
			free(p.cell);
			if (p.has_eng)
				runfile_engine_free(&p.eng);
			results_details_free(&p.d);
			ret = -ENOMEM;
		}
	}
	free(name);
	free(host);
	free(mark);
	free(group);
	return ret;
}

/* index_or_add: the index of NAME in *V (*N names), added (moved into the pool) when new.
 * -1 on -ENOMEM; NAME is then freed. */
static ssize_t index_or_add(char ***v, size_t *n, char **name)
{
	char **nv;
	size_t i;

	for (i = 0; i < *n; i++) {
		if (strcmp((*v)[i], *name) == 0) {
			free(*name);
			*name = NULL;
			return (ssize_t)i;
		}
	}
	nv = realloc(*v, (*n + 2) * sizeof(*nv));
	if (!nv) {
		free(*name);
		*name = NULL;
		return -1;
	}
	*v = nv;
	(*v)[(*n)++] = *name;
	*name = NULL;
	return (ssize_t)(*n - 1);
}

/* build: rows, cells, folders and series of S->r from the pending runs. 0 or -ENOMEM. */
static int build(struct state *s)
{
	struct results *r = s->r;
	struct results_folder *fo;
	struct results_run run;
	const struct pairing_stats *c;
	ssize_t *rs, *cs;
	size_t i;
	int ret = -ENOMEM;

	rs = calloc(s->npend + 1, sizeof(*rs));
	cs = calloc(s->npend + 1, sizeof(*cs));
	if (!rs || !cs)
		goto out;
	for (i = 0; i < s->npend; i++) {
		rs[i] = index_or_add(&r->scheds, &r->nscheds, &s->pend[i].row);
		cs[i] = index_or_add(&r->cells, &r->ncells, &s->pend[i].cell);
		if (rs[i] < 0 || cs[i] < 0)
			goto out;
		/* checked as names are added: the search above stays linear in the bound */
		if (results_too_big(s->path0, r->nscheds, r->ncells, s->err)) {
			ret = -E2BIG;
			goto out;
		}
	}
	r->folders = calloc(r->nscheds + 1, sizeof(*r->folders));
	r->series = calloc(r->nscheds * r->ncells + 1, sizeof(*r->series));
	r->jpool = json_array();
	if (!r->folders || !r->series || !r->jpool)
		goto out;
	for (i = 0; i < s->npend; i++) {
		fo = &r->folders[rs[i]];
		c = s->pend[i].stats;
		if (!fo->row) { /* the row's first run says what it ran */
			fo->row = r->scheds[rs[i]];
			fo->unknown = s->pend[i].unknown;
			fo->kernel = fo->row;
			if (s->pend[i].split)
				fo->ddir = s->pend[i].dir == RUNFILE_READ ? "read" : "write";
			if (s->pend[i].host &&
			    !(fo->host = results_keep(r, safe_dup(s->pend[i].host,
								   strlen(s->pend[i].host)))))
				goto out;
			if (c && c->scheduler && !(fo->kernel = results_keep(r, strdup(c->scheduler))))
				goto out;
			if (c && c->label && !(fo->label = results_keep(r, strdup(c->label))))
				goto out;
			if (c && c->tunables) {
				if (json_array_append(r->jpool, c->tunables))
					goto out;
				fo->tunables = c->tunables;
			}
		}
		memset(&run, 0, sizeof(run));
		run.s = (size_t)rs[i];
		run.c = (size_t)cs[i];
		run.host = fo->host;
		run.ddir = s->pend[i].dir == RUNFILE_READ ? "read" : "write";
		run.bw_kibps = s->pend[i].bw_kibps;
		run.iops = s->pend[i].iops;
		run.fio_path = results_keep(r, strdup(s->pend[i].ff->path));
		if (s->pend[i].tag_only && !s->pend[i].has_eng)
			c = NULL; /* one clone's file: not the run's numbers (merged: the first) */
		run.stats_path = c ? results_keep(r, strdup(c->path)) : NULL;
		run.d = s->pend[i].d;
		if (!run.fio_path || (c && !run.stats_path) ||
		    results_add(r, &run, s->pend[i].has_eng ? &s->pend[i].eng : NULL))
			goto out;
		memset(&s->pend[i].d, 0, sizeof(s->pend[i].d)); /* R's now */
		r->nok++;
	}
	r->nruns = s->npend;
	ret = 0;
out:
	free(rs);
	free(cs);
	return ret;
}

/* sort_cands: S->cands in pairing_sort's order, S->ceng and S->croot (by cands[].id) moved
 * with them. 0 or -ENOMEM. */
static int sort_cands(struct state *s)
{
	struct cand_engine *ce = calloc(s->ncands + 1, sizeof(*ce));
	json_t **cr = calloc(s->ncands + 1, sizeof(*cr));
	size_t i;

	if (!ce || !cr) {
		free(ce);
		free(cr);
		return -ENOMEM;
	}
	pairing_sort(s->cands, s->ncands);
	for (i = 0; i < s->ncands; i++) {
		ce[i] = s->ceng[s->cands[i].id];
		cr[i] = s->croot[s->cands[i].id];
		s->cands[i].id = i;
	}
	free(s->ceng);
	free(s->croot);
	s->ceng = ce;
	s->croot = cr;
	return 0;
}

static void state_free(struct state *s)
{
	size_t i;

	for (i = 0; i < s->files.n; i++) {
		free(s->files.v[i].path);
		free(s->files.v[i].real);
	}
	free(s->files.v);
	keyset_free(&s->files.seen);
	keyset_free(&s->files.byreal);
	free(s->files.top);
	for (i = 0; i < s->nfios; i++) {
		free(s->fios[i].path);
		free(s->fios[i].dir);
		fiojson_free(&s->fios[i].f);
	}
	free(s->fios);
	for (i = 0; i < s->ncands; i++) {
		pairing_stats_free(&s->cands[i]);
		cand_engine_free(&s->ceng[i]);
		if (s->croot)
			json_decref(s->croot[i]);
	}
	free(s->cands);
	free(s->ceng);
	free(s->croot);
	for (i = 0; i < s->npend; i++) {
		free(s->pend[i].row);
		free(s->pend[i].cell);
		if (s->pend[i].has_eng)
			runfile_engine_free(&s->pend[i].eng);
		results_details_free(&s->pend[i].d);
	}
	free(s->pend);
}

int fioin_load(char *const *paths, const char *const *labels, size_t n,
	       char *const *stats_dirs, size_t nstats, const struct labels *lt, FILE *err,
	       struct results *r)
{
	struct state s = { .path0 = n ? paths[0] : "", .lt = lt, .labels = labels, .err = err,
			   .r = r, .clone_budget = PAIRING_CLONE_BUDGET };
	struct stat st;
	size_t i, j, k, *run;
	int ret = 0;

	memset(r, 0, sizeof(*r));
	r->loose = 1;
	for (i = 0; i < n && !ret; i++) {
		if (stat(paths[i], &st) == 0 && S_ISDIR(st.st_mode))
			ret = walk(paths[i], i, 0, 0, 0, &s.files, err, &r->nskipped);
		else if ((ret = infiles_add(&s.files, paths[i], i, 1, 0, 0)) == -E2BIG)
			fprintf(err, "compare: %s: with it the inputs hold more than %d *.json files; "
				"nothing compared (compare a part of them)\n", paths[i],
				FIOIN_MAX_FILES);
	}
	for (i = 0; i < n && !ret; i++) { /* the stats files beside a named fio file */
		if (stat(paths[i], &st) == 0 && !S_ISDIR(st.st_mode))
			ret = beside(paths[i], &s.files, err, &r->nskipped);
	}
	for (i = 0; i < nstats && !ret; i++)
		ret = walk(stats_dirs[i], 0, 1, 1, 0, &s.files, err, &r->nskipped);
	if (ret)
		goto fail;
	ret = -ENOMEM;
	s.fios = calloc(s.files.n + 1, sizeof(*s.fios));
	s.cands = calloc(s.files.n + 1, sizeof(*s.cands));
	s.ceng = calloc(s.files.n + 1, sizeof(*s.ceng));
	s.croot = calloc(s.files.n + 1, sizeof(*s.croot));
	if (!s.fios || !s.cands || !s.ceng || !s.croot)
		goto fail;
	for (i = 0; i < s.files.n; i++)
		if ((ret = classify(&s, &s.files.v[i])))
			goto fail;
	ret = -ENOMEM;
	if (sort_cands(&s))
		goto fail;
	r->nfiles = s.nfios;
	for (i = 0; i < s.nfios; i++) {
		run = clone_runs(&s.fios[i].f);
		for (j = 0; run && j < s.fios[i].f.njobs; j += k) {
			k = clones(&s.fios[i].f, run, j);
			if (job_runs(&s, &s.fios[i], &s.fios[i].f.jobs[j], k))
				break;
		}
		free(run);
		if (!run || j < s.fios[i].f.njobs)
			goto fail;
	}
	if (s.nfios == 0 || s.npend == 0) {
		ret = s.nfios == 0 ? -ENOENT : 0;
		if (ret)
			goto fail;
	}
	ret = build(&s);
	if (ret)
		goto fail;
	state_free(&s);
	return 0;
fail:
	state_free(&s);
	results_free(r);
	return ret;
}
