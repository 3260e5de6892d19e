// inputs.c: compare's read stage, every input read once (see inputs.h).
#include <errno.h>
#include <libgen.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "inputs.h"
#include "json/jsonfile.h"
#include "model/refpair.h"
#include "read/fioin.h"
#include "read/figures.h"
#include "read/reference.h"
#include "read/results.h"
#include "read/runlog.h"
#include "read/startup.h"

/* top_dir: the repository: $SCHEDAIO_TOP (scripts/compare sets it), else the folder above
 * the binary's (build/compare). Into BUF. */
static void top_dir(char *buf, size_t len)
{
	const char *env = getenv("SCHEDAIO_TOP");
	char exe[PATH_MAX];
	ssize_t n;

	if (env && env[0]) {
		snprintf(buf, len, "%s", env);
		return;
	}
	n = readlink("/proc/self/exe", exe, sizeof(exe) - 1);
	if (n <= 0) {
		snprintf(buf, len, ".");
		return;
	}
	exe[n] = '\0';
	snprintf(buf, len, "%s/..", dirname(exe));
}

/* check_unit: a study's pack unit must be one compare knows: 0, else -ENODATA after one line. */
static int check_unit(const struct model_input *in)
{
	enum units_mbps u;
	char quoted[256];

	if (in->r.man.mbps_unit && units_parse(in->r.man.mbps_unit, &u)) {
		fprintf(stderr, "compare: %s/manifest.json: unknown pack.descriptor.mbps_unit "
			"\"%s\" (expected \"KiB/s/1000\", \"MiB/s\" or \"MB/s\")\n", in->path,
			jsonfile_quote(in->r.man.mbps_unit, quoted, sizeof(quoted)));
		return -ENODATA;
	}
	return 0;
}

/* load_folder: IN->path as a run-pack study into IN->r, its manifest.json as read into MR
 * (taken over when it is a study). 0 loaded; -ENODATA after one line on a fatal problem;
 * -ENOENT when it is no study (a folder of fio JSON, a file). */
static int load_folder(struct model_input *in, struct manifest_read *mr, struct readbound *b)
{
	struct stat st;
	char quoted[256];
	int ret;

	if (!jsonfile_name_ok(in->path) || (in->label && !jsonfile_name_ok(in->label))) {
		fprintf(stderr, "compare: %s: %s is not valid UTF-8 or holds a terminal control "
			"character (shown as \\xNN); rename it\n",
			jsonfile_quote(jsonfile_name_ok(in->path) ? in->label : in->path, quoted,
				       sizeof(quoted)),
			jsonfile_name_ok(in->path) ? "the --label" : "the folder path");
		return -ENODATA;
	}
	if (stat(in->path, &st)) {
		fprintf(stderr, "compare: %s: %s\n", in->path, strerror(errno));
		return -ENODATA;
	}
	if (!S_ISDIR(st.st_mode))
		return -ENOENT;
	if (startup_is_study(&mr->m)) /* jobs/startup: read into the same values */
		ret = startup_load_read(in->path, mr, b, &in->r, stderr);
	else
		ret = results_load_read(in->path, mr, b, stderr, &in->r);
	if (ret == -E2BIG || ret == -ENODATA)
		return -ENODATA; /* results_load or startup_load_read said why */
	if (ret == -ENOENT)
		return ret;
	if (ret) {
		fprintf(stderr, "compare: %s: %s\n", in->path, strerror(-ret));
		return -ENODATA;
	}
	if (in->r.nok == 0) {
		fprintf(stderr, "compare: %s: no usable runs (%zu found, none could be read)\n",
			in->path, in->r.nruns);
		return -ENODATA;
	}
	return check_unit(in);
}

/* load_study: load_folder, IN->r released unless it returns 0. */
static int load_study(struct model_input *in, struct manifest_read *mr, struct readbound *b)
{
	int ret = load_folder(in, mr, b);

	if (ret)
		results_free(&in->r);
	return ret;
}

/* load_inputs: the inputs of O into IN (*NIN of them): each run-pack study its own (with its
 * manifest.json as read into MANS[k]), every fio JSON file and folder together in one, at the
 * place of the first; all of them within B's bound, B printing the progress line. 0, or
 * -ENODATA after one line on a fatal problem (inputs loaded so far stay in IN for the caller
 * to free). */
static int load_inputs(const struct options *o, struct manifest_read *mans,
		       const struct labels *lt, struct readbound *b, struct model_input *in,
		       size_t *nin)
{
	char **loose;
	const char **loose_labels;
	size_t k, nloose = 0, at = 0;
	int ret = 0, loose_slot = -1;

	*nin = 0;
	loose = calloc(o->ndirs + 1, sizeof(*loose));
	loose_labels = calloc(o->ndirs + 1, sizeof(*loose_labels));
	if (!loose || !loose_labels) {
		fprintf(stderr, "compare: out of memory\n");
		ret = -ENODATA;
		goto out;
	}
	for (k = 0; k < o->ndirs && !ret; k++) {
		in[*nin].path = o->dirs[k];
		in[*nin].label = o->labels[k];
		ret = load_study(&in[*nin], &mans[k], b);
		if (ret == 0) {
			(*nin)++;
		} else if (ret == -ENOENT) {
			if (loose_slot < 0)
				loose_slot = (int)(*nin)++; /* the fio JSON inputs' place */
			loose_labels[nloose] = o->labels[k];
			loose[nloose++] = o->dirs[k];
			ret = 0;
		}
	}
	if (ret || loose_slot < 0)
		goto out;
	at = (size_t)loose_slot;
	memset(&in[at], 0, sizeof(in[at]));
	in[at].path = loose[0];
	in[at].label = NULL;
	ret = fioin_load(loose, loose_labels, nloose, o->stats, o->nstats, lt, b, stderr,
			 &in[at].r);
	if (ret == -ENOENT) {
		struct stat st;

		if (nloose == 1 && stat(loose[0], &st) == 0 && S_ISREG(st.st_mode))
			fprintf(stderr, "compare: %s: no fio job read from it (fio's JSON output: "
				"--output-format=json or json+)\n", loose[0]);
		else if (nloose == 1)
			fprintf(stderr, "compare: %s: no runs found (expected %s/<scheduler>/<cell>/"
				"run-<i>/fio.json, or fio JSON files)\n", loose[0], loose[0]);
		else
			fprintf(stderr, "compare: no runs found in %s and the %zu other fio JSON "
				"inputs\n", loose[0], nloose - 1);
	} else if (ret == -E2BIG) {
		/* fioin_load said why */
	} else if (ret) {
		fprintf(stderr, "compare: %s\n", strerror(-ret));
	} else if (in[at].r.nok == 0) {
		fprintf(stderr, "compare: %s%s: no usable fio jobs (%zu files read)\n", loose[0],
			nloose > 1 ? " and the other fio JSON inputs" : "", in[at].r.nfiles);
		ret = -ENODATA; /* in[at] was loaded: the caller frees it */
	} else { /* a folder of fio JSON that run-pack wrote a log into */
		in[at].r.preflight_log = runlog_preflight(loose[0]);
	}
	if (ret && ret != -ENODATA) {
		/* in[at] was not loaded: the inputs after it were, move them down */
		memmove(&in[at], &in[at + 1], (*nin - at - 1) * sizeof(*in));
		(*nin)--;
		ret = -ENODATA;
	}
out:
	free(loose);
	free(loose_labels);
	return ret;
}

static const char *plural(size_t n, const char *one, const char *many)
{
	return n == 1 ? one : many;
}

int inputs_report_skipped(const struct inputs *r)
{
	size_t k, skipped = 0, marked = 0;

	for (k = 0; k < r->n; k++) {
		skipped += r->in[k].r.nskipped;
		marked += r->in[k].r.nmarked;
	}
	if (!skipped && !marked)
		return 0;
	fprintf(stderr, "compare: ");
	if (skipped)
		fprintf(stderr, "%zu %s skipped%s", skipped, plural(skipped, "file", "files"),
			marked ? ", " : "");
	if (marked)
		fprintf(stderr, "%zu %s marked not ok in manifest.json", marked,
			plural(marked, "run", "runs"));
	fprintf(stderr, "; the tables leave those runs out\n");
	return 1;
}

/* read_reference: --reference's set into R->ref, from TOP/results/reference by name. 0;
 * -EINVAL or -ENODATA (out of memory) after one line. */
static int read_reference(const struct options *o, const char *top, struct inputs *r)
{
	char path[PATH_MAX + 64], why[512];
	int ret;

	if (!o->reference || refpair_wanted(o->refs, o->nrefs))
		return 0; /* none, or a set per kernel (read_sets, once the manifest is read) */
	snprintf(path, sizeof(path), "%s/results/reference", top);
	ret = reference_load(o->reference, path, &r->labels, &r->ref, why, sizeof(why));
	if (!ret)
		return 0;
	fprintf(stderr, "compare: --reference %s: %s\n", o->reference, why);
	return ret == -ENOMEM ? -ENODATA : -EINVAL;
}

/* unit_check: --unit and the published sets' MB/s unit agree (each row's ratio divides its
 * mean, in --unit, by the set's value, in the set's unit: MiB/s against laptop-4.13's KiB/s/1000
 * gave x0.45 where x0.46 is right). 0; -EINVAL after one line. */
static int unit_check(const struct options *o, const struct inputs *r)
{
	const struct reference *set = r->ref.name ? &r->ref : r->sets.n ? &r->sets.v[0] : NULL;

	if (!o->has_unit || !set || set->unit == o->unit)
		return 0;
	fprintf(stderr, "compare: --unit %s: the published set %s is in %s, and a ratio to it "
		"needs one unit; leave --unit out (the set's unit is taken)\n", units_name(o->unit),
		set->name, units_name(set->unit));
	return -EINVAL;
}

/* read_manifests: each folder argument's manifest.json into R->mans (as read: a folder
 * without one is no study), and a start-up study refused beside other inputs. 0; -EINVAL
 * after one line; -ENOMEM. */
static int read_manifests(const struct options *o, struct inputs *r)
{
	size_t k;

	r->mans = calloc(o->ndirs, sizeof(*r->mans));
	if (!r->mans)
		return -ENOMEM;
	r->nmans = o->ndirs;
	for (k = 0; k < o->ndirs; k++)
		if (manifest_read_dir(o->dirs[k], &r->mans[k]))
			return -ENOMEM;
	for (k = 0; k < o->ndirs; k++) {
		if (!startup_is_study(&r->mans[k].m) || o->ndirs < 2)
			continue;
		/* jobs/startup: tables of its own cells (read/startup.h) */
		fprintf(stderr, "compare: %s is a start-up study (jobs/startup): compare it alone\n",
			o->dirs[k]);
		return -EINVAL;
	}
	return 0;
}

/* read_figures: the pack's published figures (jobs/overhead: the BFQ doc's) into R->fig,
 * from TOP/results/reference, when the format shows them and the first input's pack names
 * a set; a failure to read them is one line on stderr, and the tables go on without them. */
static void read_figures(const struct options *o, const char *top, struct inputs *r)
{
	char path[PATH_MAX + 64], why[512];

	if (!(o->format->writer->needs & RENDER_NEEDS_FIGURES) || !r->n ||
	    !figures_name(r->in[0].r.man.root))
		return;
	snprintf(path, sizeof(path), "%s/results/reference", top);
	if (figures_load(path, figures_name(r->in[0].r.man.root), &r->fig, why, sizeof(why)))
		fprintf(stderr, "compare: the pack's published figures: %s\n", why);
}

int inputs_read(const struct options *o, struct inputs *r)
{
	char top[PATH_MAX], refdir[PATH_MAX + 64];
	struct readbound rb;
	int ret;

	memset(r, 0, sizeof(*r));
	top_dir(top, sizeof(top));
	ret = labels_load(&r->labels);
	if (!ret)
		ret = read_reference(o, top, r);
	snprintf(refdir, sizeof(refdir), "%s/results/reference", top);
	if (!ret && o->ndirs == 0 && refpair_wanted(o->refs, o->nrefs)) /* refused: no kernels */
		ret = refsets_read(o->refs, o->nrefs, NULL, 0, refdir, &r->labels, &r->sets);
	if (ret || o->ndirs == 0) /* --format pts --reference NAME: the set alone */
		return ret;
	ret = read_manifests(o, r);
	if (!ret && refpair_wanted(o->refs, o->nrefs)) /* a set per kernel */
		ret = refsets_read(o->refs, o->nrefs, r->mans, o->ndirs, refdir, &r->labels,
				   &r->sets);
	if (!ret)
		ret = unit_check(o, r);
	if (ret)
		return ret;
	r->in = calloc(o->ndirs + 1, sizeof(*r->in));
	if (!r->in)
		return -ENOMEM;
	readbound_init(&rb, stderr);
	if (load_inputs(o, r->mans, &r->labels, &rb, r->in, &r->n))
		return -ENODATA;
	read_figures(o, top, r);
	return 0;
}

void inputs_free(struct inputs *r)
{
	size_t k;

	figures_free(&r->fig);
	for (k = 0; k < r->n; k++)
		results_free(&r->in[k].r);
	free(r->in);
	for (k = 0; r->mans && k < r->nmans; k++)
		manifest_read_free(&r->mans[k]);
	free(r->mans);
	reference_free(&r->ref);
	refsets_free(&r->sets);
	labels_free(&r->labels);
	memset(r, 0, sizeof(*r));
}
