// manifest.c: read results/<run-id>/manifest.json with jansson (see manifest.h).
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "json/jsonfile.h"
#include "json/manifestkeys.h"
#include "read/manifest.h"

/* str_at: OBJ.KEY as a string, or NULL. */
static const char *str_at(json_t *obj, const char *key)
{
	return json_string_value(json_object_get(obj, key));
}

/* obj_at: OBJ.KEY when it is an object (borrowed), or NULL. */
static json_t *obj_at(json_t *obj, const char *key)
{
	json_t *v = json_object_get(obj, key);

	return json_is_object(v) ? v : NULL;
}

/* bool_at: OBJ.KEY as 1/0, or -1 when absent or not a boolean. */
static int bool_at(json_t *obj, const char *key)
{
	json_t *v = json_object_get(obj, key);

	return json_is_boolean(v) ? json_is_true(v) : -1;
}

/* strings_of: the string members of array ARR into a new array *OUT of *N pointers.
 * 0 or -ENOMEM. A non-array gives 0 strings. */
static int strings_of(json_t *arr, const char ***out, size_t *n)
{
	size_t i, k = 0;
	json_t *v;

	*out = NULL;
	*n = 0;
	if (!json_is_array(arr) || json_array_size(arr) == 0)
		return 0;
	*out = calloc(json_array_size(arr), sizeof(**out));
	if (!*out)
		return -ENOMEM;
	json_array_foreach(arr, i, v) {
		if (json_is_string(v))
			(*out)[k++] = json_string_value(v);
	}
	*n = k;
	return 0;
}

/* folder_name: NAME can be one folder name (not empty, no '/', not starting with '.', valid
 * UTF-8 without a terminal control character: jsonfile_name_ok). */
static int folder_name(const char *name)
{
	return name && name[0] && name[0] != '.' && !strchr(name, '/') && jsonfile_name_ok(name);
}

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* distinct: how many different strings the N names at V hold (V is sorted). */
static size_t distinct(const char **v, size_t n)
{
	size_t i, k = 0;

	qsort(v, n, sizeof(*v), cmp_str);
	for (i = 0; i < n; i++)
		if (i == 0 || strcmp(v[i - 1], v[i]) != 0)
			k++;
	return k;
}

/* check_counts: -E2BIG (WHY saying which) when M's results[] names more schedulers than
 * MANIFEST_MAX_SCHEDS or more cells than MANIFEST_MAX_CELLS, or scheduler_plan has more
 * than MANIFEST_MAX_SCHEDS entries: more than run-pack writes. 0 or -ENOMEM. */
static int check_counts(const struct manifest *m, char *why, size_t whylen)
{
	const char **v;
	size_t i, ns, nc;

	if (m->nplan > MANIFEST_MAX_SCHEDS) {
		snprintf(why, whylen, "scheduler_plan has %zu entries; run-pack writes at most %d",
			 m->nplan, MANIFEST_MAX_SCHEDS);
		return -E2BIG;
	}
	v = calloc(m->nlisted + 1, sizeof(*v));
	if (!v)
		return -ENOMEM;
	for (i = 0; i < m->nlisted; i++)
		v[i] = m->listed[i].sched;
	ns = distinct(v, m->nlisted);
	for (i = 0; i < m->nlisted; i++)
		v[i] = m->listed[i].cell;
	nc = distinct(v, m->nlisted);
	free(v);
	if (ns > MANIFEST_MAX_SCHEDS || nc > MANIFEST_MAX_CELLS) {
		snprintf(why, whylen, "results[] names %zu schedulers and %zu cells; run-pack "
			 "writes at most %d and %d", ns, nc, MANIFEST_MAX_SCHEDS, MANIFEST_MAX_CELLS);
		return -E2BIG;
	}
	return 0;
}

/* listed_of: the complete entries of "results" into M->listed; entries whose scheduler or
 * cell could not be a folder name are passed over. 0 or -ENOMEM. */
static int listed_of(json_t *arr, struct manifest *m)
{
	struct manifest_run *r;
	json_t *v, *run;
	size_t i;

	if (!json_is_array(arr) || json_array_size(arr) == 0)
		return 0;
	m->listed = calloc(json_array_size(arr), sizeof(*m->listed));
	if (!m->listed)
		return -ENOMEM;
	json_array_foreach(arr, i, v) {
		r = &m->listed[m->nlisted];
		r->sched = str_at(v, MK_SCHEDULER);
		r->cell = str_at(v, MK_CELL);
		r->status = str_at(v, MK_STATUS);
		run = json_object_get(v, MK_RUN);
		if (!folder_name(r->sched) || !folder_name(r->cell) || !json_is_integer(run) ||
		    json_integer_value(run) < 1 || json_integer_value(run) > 1000000)
			continue;
		r->run = (int)json_integer_value(run);
		r->host = str_at(v, MK_HOST);
		if (!r->host) /* run-pack --kernel: the run's kernel is its folder's level */
			r->host = str_at(v, MK_KERNEL);
		if (r->host && !folder_name(r->host))
			continue;
		r->kernel = str_at(v, MK_KERNEL_SCHEDULER);
		r->label = str_at(v, MK_LABEL);
		r->tunables = obj_at(v, MK_TUNABLES);
		r->startup = obj_at(v, MK_STARTUP);
		m->nlisted++;
	}
	return 0;
}

/* hosts_of: the names of "hosts"[] (run-pack --hosts) that can be a folder name, in order,
 * into M->hosts. 0, -E2BIG (WHY) for more than MANIFEST_MAX_HOSTS, or -ENOMEM. */
static int hosts_of(json_t *arr, struct manifest *m, char *why, size_t whylen)
{
	const char *name;
	json_t *v;
	size_t i;

	if (!json_is_array(arr) || json_array_size(arr) == 0)
		return 0;
	if (json_array_size(arr) > MANIFEST_MAX_HOSTS) {
		snprintf(why, whylen, "hosts[] has %zu entries; compare reads at most %d",
			 json_array_size(arr), MANIFEST_MAX_HOSTS);
		return -E2BIG;
	}
	m->hosts = calloc(json_array_size(arr), sizeof(*m->hosts));
	if (!m->hosts)
		return -ENOMEM;
	json_array_foreach(arr, i, v) {
		name = str_at(v, MK_NAME);
		if (folder_name(name))
			m->hosts[m->nhosts++] = name;
	}
	return 0;
}

static void kernel_medium_of(json_t *v, struct manifest_medium *md);

/* kernel_shown: K's shown name (input.h struct manifest_kernel) among M's NHOSTS kernels. */
static void kernel_shown(const struct manifest *m, struct manifest_kernel *k)
{
	size_t n = k->release ? strcspn(k->release, "-+") : 0, i;
	const char *tcg = k->accel && !strcmp(k->accel, MK_ACCEL_TCG) ? " (emulated CPU)" : "";

	for (i = 0; k->release && m->kernels && i < m->nhosts; i++) /* another with that version */
		if (&m->kernels[i] != k && m->kernels[i].release &&
		    strcspn(m->kernels[i].release, "-+") == n &&
		    !strncmp(m->kernels[i].release, k->release, n))
			n = strlen(k->release);
	if (k->release)
		snprintf(k->shown, sizeof(k->shown), "Linux %.*s%s", (int)n, k->release, tcg);
	else
		snprintf(k->shown, sizeof(k->shown), "kernel %s%s", k->name, tcg);
}

/* runs_paired: every run of results[] in M names one of kernels[] (M->hosts): a run whose
 * kernel is not listed would be read without its kernel's accelerator (a tcg run ranked as a
 * native one). 0, or -EPROTO with WHY. */
static int runs_paired(const struct manifest *m, char *why, size_t whylen)
{
	size_t i, h;

	for (i = 0; i < m->nlisted; i++) {
		for (h = 0; h < m->nhosts && m->listed[i].host &&
			    strcmp(m->listed[i].host, m->hosts[h]); h++)
			;
		if (h < m->nhosts)
			continue;
		snprintf(why, whylen, "results[] has a run of kernel '%.64s', which kernels[] does "
			 "not list: a --kernel study whose runs and kernels do not pair is not read",
			 m->listed[i].host ? m->listed[i].host : "(none)");
		return -EPROTO;
	}
	return 0;
}

/* kernels_of: run-pack --kernel's kernels[] (those with a folder name) into M->kernels and
 * M->hosts (their names; listed_of took each run's results[].kernel as its host); nothing
 * when ARR is not a non-empty array or hosts[] was read. 0, -E2BIG (WHY) past
 * MANIFEST_MAX_HOSTS, -EPROTO (WHY) for an entry without a folder name or a run of a kernel
 * not listed (runs_paired), or -ENOMEM. */
static int kernels_of(json_t *arr, struct manifest *m, char *why, size_t whylen)
{
	struct manifest_kernel *k;
	json_t *v;
	size_t i;

	if (m->nhosts || !json_is_array(arr) || json_array_size(arr) == 0)
		return 0;
	if (json_array_size(arr) > MANIFEST_MAX_HOSTS) {
		snprintf(why, whylen, "kernels[] has %zu entries; compare reads at most %d",
			 json_array_size(arr), MANIFEST_MAX_HOSTS);
		return -E2BIG;
	}
	m->hosts = calloc(json_array_size(arr), sizeof(*m->hosts));
	m->kernels = calloc(json_array_size(arr), sizeof(*m->kernels));
	if (!m->hosts || !m->kernels)
		return -ENOMEM;
	json_array_foreach(arr, i, v) {
		k = &m->kernels[m->nhosts];
		k->name = str_at(v, MK_NAME);
		if (!folder_name(k->name)) { /* its share (a failed one too) would vanish unsaid */
			snprintf(why, whylen, "kernels[%zu] has no name a folder can have: a --kernel "
				 "study whose kernels cannot be told apart is not read", i);
			return -EPROTO;
		}
		k->release = str_at(v, MK_RELEASE);
		k->accel = str_at(v, MK_ACCEL);
		k->status = str_at(v, MK_STATUS);
		k->error = str_at(v, MK_ERROR);
		k->skipped = obj_at(v, MK_SKIPPED);
		kernel_medium_of(v, &k->med);
		m->hosts[m->nhosts++] = k->name;
	}
	for (i = 0; i < m->nhosts; i++)
		kernel_shown(m, &m->kernels[i]);
	return runs_paired(m, why, whylen);
}

/* plan_of: the entries of "scheduler_plan" that name a folder and a kernel scheduler and
 * were not skipped, into M->plan; those skipped with a reason and their request, into
 * M->skips. 0 or -ENOMEM. */
static int plan_of(json_t *arr, struct manifest *m)
{
	struct manifest_plan *p;
	struct manifest_skip *s;
	json_t *v, *skip;
	size_t i;

	if (!json_is_array(arr) || json_array_size(arr) == 0)
		return 0;
	m->plan = calloc(json_array_size(arr), sizeof(*m->plan));
	m->skips = calloc(json_array_size(arr), sizeof(*m->skips));
	if (!m->plan || !m->skips)
		return -ENOMEM;
	json_array_foreach(arr, i, v) {
		p = &m->plan[m->nplan];
		p->folder = str_at(v, MK_FOLDER);
		p->kernel = str_at(v, MK_KERNEL);
		p->label = str_at(v, MK_LABEL);
		p->tunables = obj_at(v, MK_TUNABLES);
		skip = json_object_get(v, MK_SKIPPED);
		if (skip && !json_is_null(skip)) {
			s = &m->skips[m->nskips];
			s->requested = str_at(v, MK_REQUESTED);
			s->why = str_at(v, MK_SKIPPED);
			if (s->requested && s->why)
				m->nskips++;
			continue;
		}
		if (!folder_name(p->folder) || !p->kernel || !p->kernel[0])
			continue;
		m->nplan++;
	}
	return 0;
}

/* medium_of: the medium a device_model value V names (an object with a "name", or a
 * results[] entry's string): struct manifest_medium.name's rule. */
static const char *medium_of(json_t *v)
{
	const char *s;

	if (!v || json_is_null(v))
		return MEDIUM_PLAIN;
	if (json_is_string(v))
		s = json_string_value(v);
	else
		s = str_at(v, MK_NAME);
	if (s && !strcmp(s, "none"))
		return MEDIUM_PLAIN;
	return s && *s ? s : MEDIUM_UNKNOWN;
}

/* media_mixed: 1 when the results[] entries of ARR name more than one medium (medium_of). */
static int media_mixed(json_t *arr)
{
	const char *first = NULL, *s;
	json_t *v;
	size_t i;

	json_array_foreach(arr, i, v) {
		s = medium_of(json_object_get(v, MK_DEVICE_MODEL));
		if (!first)
			first = s;
		else if (strcmp(first, s))
			return 1;
	}
	return 0;
}

/* number_in: OBJ.KEY.value when it is a number in (0, 1e15], else 0. */
static double number_in(json_t *obj, const char *key)
{
	json_t *v = json_object_get(json_object_get(obj, key), MK_DM_VALUE);

	return json_is_number(v) && isfinite(json_number_value(v)) && json_number_value(v) > 0 &&
	       json_number_value(v) <= 1e15 ? json_number_value(v) : 0;
}

/* preflight_of: the strings of the first MANIFEST_PREFLIGHT_LINES entries of ARR (the
 * "preflight" block: run-pack's checks) into M. 0 or -ENOMEM. */
static int preflight_of(json_t *arr, struct manifest *m)
{
	json_t *v;
	size_t i;

	m->has_preflight = json_is_array(arr) && json_array_size(arr) > 0;
	if (!m->has_preflight)
		return 0;
	m->preflight = calloc(MANIFEST_PREFLIGHT_LINES + 1, sizeof(*m->preflight));
	if (!m->preflight)
		return -ENOMEM;
	json_array_foreach(arr, i, v) {
		if (i == MANIFEST_PREFLIGHT_LINES)
			break;
		if (json_is_string(v))
			m->preflight[m->npreflight++] = json_string_value(v);
	}
	return 0;
}

/* caps_of: the device model's caps (MODEL: device_model.model, or NULL) into CAP
 * (struct manifest.med.cap): each <rate>.value a number in (0, 1e15], else 0; and each one's
 * source into SRC (NULL when not a string). */
static void caps_of(json_t *model, double cap[2][2], const char *src[2][2])
{
	static const char *const key[2][2] = { { MK_DM_READ_BPS, MK_DM_READ_IOPS },
					       { MK_DM_WRITE_BPS, MK_DM_WRITE_IOPS } };
	int d, k;

	for (d = 0; d < 2; d++)
		for (k = 0; k < 2; k++) {
			cap[d][k] = number_in(model, key[d][k]);
			src[d][k] = str_at(json_object_get(model, key[d][k]), MK_DM_SOURCE);
		}
}

/* model_of: what device_model DM (or NULL) says of the medium into MD (struct
 * manifest_medium: its name, caps, title, file, backing file, cgroup, depth); recorded. */
static void model_of(json_t *dm, struct manifest_medium *md)
{
	json_t *model = json_object_get(dm, MK_DM_MODEL), *stack = json_object_get(dm, MK_DM_STACK);

	caps_of(model, md->cap, md->src);
	md->name = medium_of(dm);
	md->title = str_at(model, MK_TITLE);
	md->depth = number_in(model, MK_DM_QUEUE_DEPTH);
	md->file = str_at(dm, MK_DM_FILE);
	md->backing = str_at(stack, MK_DM_BACKING_FILE);
	md->cgroup = str_at(stack, MK_DM_CGROUP);
	md->direct_io = -1;
	md->recorded = 1;
}

/* kernel_medium_of: what kernels[] entry V's share recorded of its medium into MD (issue 38):
 * its device_model (null: no model), its backing file, what the lowest device is
 * (backing_type, only its two words) and whether its loop device does direct I/O; not
 * recorded (MD->recorded 0, the name MEDIUM_UNKNOWN) when the entry has no device_model. */
static void kernel_medium_of(json_t *v, struct manifest_medium *md)
{
	json_t *dm = json_object_get(v, MK_DEVICE_MODEL);
	const char *t = str_at(v, MK_BACKING_TYPE);

	memset(md, 0, sizeof(*md));
	md->name = MEDIUM_UNKNOWN;
	md->direct_io = -1;
	if (!dm)
		return;
	model_of(dm, md);
	if (!md->backing)
		md->backing = str_at(v, MK_BACKING);
	if (t && (!strcmp(t, MK_BACKING_NULL_BLK) || !strcmp(t, MK_BACKING_FILE)))
		md->backing_type = t;
	md->direct_io = bool_at(v, MK_DIRECT_IO);
}

/* strings_at: the study's and its pack's strings of manifest ROOT into M (NULL: absent). */
static void strings_at(json_t *root, struct manifest *m)
{
	json_t *pack = json_object_get(root, MK_PACK), *desc = json_object_get(pack, MK_DESCRIPTOR);

	m->run_id = str_at(root, MK_RUN_ID);
	m->status = str_at(root, MK_STATUS);
	m->kernel = str_at(root, MK_KERNEL);
	m->own.name = m->run_id ? m->run_id : "?";
	m->own.release = m->kernel;
	m->own.accel = str_at(root, MK_ACCEL);
	m->engine = str_at(root, MK_ENGINE);
	m->fio_version = str_at(root, MK_FIO_VERSION);
	m->started = str_at(root, MK_STARTED);
	m->pack_name = str_at(pack, MK_NAME);
	if (!m->pack_name)
		m->pack_name = str_at(desc, MK_NAME);
	m->pack_title = str_at(desc, MK_TITLE);
	m->mbps_unit = str_at(desc, MK_MBPS_UNIT);
	m->measure = str_at(desc, MK_MEASURE);
	m->descriptor = json_is_object(desc) ? desc : NULL;
}

/* device_of: the device object DEV (the device under test) into M. */
static void device_of(json_t *dev, struct manifest *m)
{
	json_t *v = json_object_get(dev, MK_SIZE_MIB);

	m->device = str_at(dev, MK_PATH);
	m->device_scratch = bool_at(dev, MK_SCRATCH);
	m->device_fs = str_at(dev, MK_FILESYSTEM);
	m->device_backing = str_at(dev, MK_BACKING);
	m->has_size_mib = json_is_integer(v);
	m->size_mib = m->has_size_mib ? (long long)json_integer_value(v) : 0;
}

/* numbers_of: the run counts, thresholds and the device model's caps and medium of manifest
 * ROOT into M, each in its bounds (0: not said). */
static void numbers_of(json_t *root, struct manifest *m)
{
	json_t *v;

	m->quick = bool_at(root, MK_QUICK);
	v = json_object_get(root, MK_RUNS);
	m->runs = json_is_integer(v) && json_integer_value(v) > 0 && json_integer_value(v) < 1000000
		  ? (int)json_integer_value(v) : 0;
	v = json_object_get(root, MK_RSD_THRESHOLD);
	m->rsd_threshold = json_is_number(v) && isfinite(json_number_value(v)) &&
			   json_number_value(v) > 0 && json_number_value(v) <= 100
			   ? json_number_value(v) : 0;
	v = json_object_get(root, MK_UNTIL_DECIDED); /* seqverdict.c: a "decided" study */
	m->until_decided_pct = json_is_number(v) && json_number_value(v) > 0 && json_number_value(v) < 100
			       ? json_number_value(v) : 0;
	model_of(json_object_get(root, MK_DEVICE_MODEL), &m->med);
	m->resumed = json_array_size(json_object_get(root, MK_RESUMED));
	m->media_mixed = media_mixed(json_object_get(root, MK_RESULTS));
	v = json_object_get(root, MK_MAX_RUNS);
	m->max_runs = json_is_integer(v) && json_integer_value(v) >= 1 && json_integer_value(v) <= 66
		      ? (int)json_integer_value(v) : 0;
}

int manifest_load(const char *top, const char *path, struct manifest *m, char *why,
		  size_t whylen)
{
	json_t *root, *desc, *v;
	int ret;

	memset(m, 0, sizeof(*m));
	ret = jsonfile_load_in(top, path, 0, &root, why, whylen);
	if (ret)
		return ret;
	m->root = root;
	v = json_object_get(root, MK_SCHEMA);
	if (v && (!json_is_integer(v) || json_integer_value(v) != 1)) {
		snprintf(why, whylen, "\"schema\" is not 1: written by a newer run-pack?");
		ret = -EINVAL;
		goto fail;
	}
	desc = json_object_get(json_object_get(root, MK_PACK), MK_DESCRIPTOR);
	strings_at(root, m);
	device_of(json_object_get(root, MK_DEVICE), m);
	numbers_of(root, m);
	ret = strings_of(json_object_get(root, MK_SCHEDULERS), &m->scheds, &m->nscheds);
	if (!ret)
		ret = strings_of(json_object_get(desc, MK_CELLS), &m->cells, &m->ncells);
	if (!ret && m->ncells == 0) { /* no descriptor: the cells run-pack ran, in its order */
		free(m->cells); /* an array without strings still allocated */
		ret = strings_of(json_object_get(root, MK_CELLS), &m->cells, &m->ncells);
	}
	if (!ret)
		ret = listed_of(json_object_get(root, MK_RESULTS), m);
	if (!ret)
		ret = plan_of(json_object_get(root, MK_SCHEDULER_PLAN), m);
	if (!ret)
		ret = check_counts(m, why, whylen);
	if (!ret)
		ret = hosts_of(json_object_get(root, MK_HOSTS), m, why, whylen);
	if (!ret)
		ret = kernels_of(json_object_get(root, MK_KERNELS), m, why, whylen);
	if (!ret)
		ret = preflight_of(json_object_get(root, MK_PREFLIGHT), m);
	kernel_shown(m, &m->own);
	if (ret) {
		if (ret == -ENOMEM)
			snprintf(why, whylen, "out of memory");
		goto fail;
	}
	return 0;
fail:
	manifest_free(m);
	return ret;
}

void manifest_free(struct manifest *m)
{
	free(m->scheds);
	free(m->cells);
	free(m->listed);
	free(m->plan);
	free(m->skips);
	free(m->hosts);
	free(m->kernels);
	free(m->preflight);
	json_decref(m->root);
	memset(m, 0, sizeof(*m));
}

int manifest_read_dir(const char *dir, struct manifest_read *mr)
{
	char *top;

	memset(mr, 0, sizeof(*mr));
	if (asprintf(&mr->path, "%s/manifest.json", dir) < 0) {
		mr->path = NULL;
		return -ENOMEM;
	}
	top = realpath(dir, NULL); /* NULL (no folder): the open fails as it would */
	mr->ret = manifest_load(top, mr->path, &mr->m, mr->why, sizeof(mr->why));
	free(top);
	if (mr->ret == -ENOMEM) {
		manifest_read_free(mr);
		return -ENOMEM;
	}
	return 0;
}

void manifest_read_free(struct manifest_read *mr)
{
	manifest_free(&mr->m);
	free(mr->path);
	memset(mr, 0, sizeof(*mr));
}
