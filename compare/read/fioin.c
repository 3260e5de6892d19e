// fioin.c: fio JSON files and folders read into rows filed by the engine's tag (fioin.h).
#include <dirent.h>
#include <errno.h>
#include <libgen.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "read/clonemerge.h"
#include "read/fioin.h"
#include "read/fioin_parts.h"
#include "read/groups.h"
#include "read/fiojson.h"
#include "json/jsonfile.h"
#include "read/keyset.h"
#include "read/pairing.h"
#include "read/why_read.h"

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
			    !(fo->host = results_keep(r, fioin_safe_dup(s->pend[i].host,
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
	       char *const *stats_dirs, size_t nstats, const struct labels *lt,
	       struct readbound *b, FILE *err, struct results *r)
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
			ret = fioin_walk(paths[i], i, 0, 0, 0, &s.files, err, &r->nskipped);
		else if ((ret = fioin_files_add(&s.files, paths[i], i, 1, 0, 0)) == -E2BIG)
			fprintf(err, "compare: %s: with it the inputs hold more than %d *.json files; "
				"nothing compared (compare a part of them)\n", paths[i],
				FIOIN_MAX_FILES);
	}
	for (i = 0; i < n && !ret; i++) { /* the stats files beside a named fio file */
		if (stat(paths[i], &st) == 0 && !S_ISDIR(st.st_mode))
			ret = fioin_beside(paths[i], &s.files, err, &r->nskipped);
	}
	for (i = 0; i < nstats && !ret; i++)
		ret = fioin_walk(stats_dirs[i], 0, 1, 1, 0, &s.files, err, &r->nskipped);
	if (ret)
		goto fail;
	ret = -ENOMEM;
	s.fios = calloc(s.files.n + 1, sizeof(*s.fios));
	s.cands = calloc(s.files.n + 1, sizeof(*s.cands));
	s.ceng = calloc(s.files.n + 1, sizeof(*s.ceng));
	s.croot = calloc(s.files.n + 1, sizeof(*s.croot));
	if (!s.fios || !s.cands || !s.ceng || !s.croot)
		goto fail;
	if ((ret = readbound_start(b, s.path0, s.files.n, "files")))
		goto fail;
	for (i = 0; i < s.files.n; i++) /* every size counted before any file is read */
		if ((ret = readbound_file(b, s.files.v[i].path)))
			goto fail;
	for (i = 0; i < s.files.n; i++) {
		if ((ret = classify(&s, &s.files.v[i])))
			goto fail;
		readbound_step(b);
	}
	ret = -ENOMEM;
	if (sort_cands(&s))
		goto fail;
	r->nfiles = s.nfios;
	for (i = 0; i < s.nfios; i++) {
		run = fioin_clone_runs(&s.fios[i].f);
		for (j = 0; run && j < s.fios[i].f.njobs; j += k) {
			k = fioin_clones(&s.fios[i].f, run, j);
			if (fioin_job_runs(&s, &s.fios[i], &s.fios[i].f.jobs[j], k))
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
