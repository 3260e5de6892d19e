// render_header.c: the header of the text and Markdown outputs: the inputs, the units,
// the reference set (see render.h).
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "json/manifestkeys.h"
#include "model/accel.h"
#include "model/names.h"
#include "model/medium.h"
#include "render/render.h"
#include "render/render_words.h"

/* The most of a share's error text a header shows, bytes (run-pack writes at most ~1 KiB). */
#define RENDER_ERROR_MAX 2048

static const char *or_unknown(const char *s)
{
	return s ? s : "(not recorded)";
}

/* field: BEFORE, S on one line (render_line) and AFTER to OUT. */
static void field(FILE *out, const char *before, const char *s, const char *after)
{
	fputs(before, out);
	render_line(out, s);
	fputs(after, out);
}

/* loose_header: what fio JSON inputs R (the first named PATH) hold, and which rows have no
 * known scheduler (fioin.h). */
static void loose_header(FILE *out, const struct results *r, const char *path, const char *pfx)
{
	size_t s, n = 0;

	fprintf(out, "%sResults   ", pfx);
	render_line(out, path);
	fprintf(out, "%s: %zu fio JSON %s, %zu %s, %zu paired with engine stats\n",
		r->nfiles > 1 ? " and others" : "", r->nfiles,
		r->nfiles == 1 ? "file" : "files", r->njobs, r->njobs == 1 ? "job" : "jobs",
		r->npaired);
	for (s = 0; s < r->nscheds; s++) {
		if (!r->folders[s].unknown)
			continue;
		if (n++ == 0)
			fprintf(out, "%sUnknown   scheduler unknown for", pfx);
		field(out, n > 1 ? ", \"" : " \"", r->folders[s].row, "\"");
	}
	if (n)
		fprintf(out, " (no engine stats naming it: the row is --label or the file name)\n");
}

/* run_line: the Run line's value (no newline): the run id, its status, and how often a
 * resumed study was resumed (run-pack --resume: its runs are from two sittings or more). */
static void run_line(FILE *out, const struct manifest *man, const char *pfx)
{
	fprintf(out, "%sRun       ", pfx);
	field(out, "", or_unknown(man->run_id), "");
	if (man->status)
		field(out, " (", man->status, man->resumed ? "" : ")");
	if (man->resumed)
		fprintf(out, "%sresumed %zu %s)", man->status ? ", " : " (", man->resumed,
			man->resumed == 1 ? "time" : "times");
}

/* kernel_lines: a run-pack --kernel study's kernels (MAN->kernels), one line each after PFX:
 * "\nKernel    Linux 6.12.118 (emulated CPU) = 6.12.118+deb12-amd64 (debian), tcg, complete";
 * a share that did not complete says so in capitals, with its error (issue 38 item 2); then
 * each scheduler a share skipped, "Skipped   'bfq' on Linux 6.18.44: <run-pack's reason>". */
static void kernel_lines(FILE *out, const struct manifest *man, const char *pfx)
{
	const struct manifest_kernel *k;
	const char *folder;
	json_t *why;
	size_t i;

	for (i = 0; i < man->nhosts; i++) {
		k = &man->kernels[i];
		fprintf(out, "\n%sKernel    ", pfx);
		field(out, "", k->shown, " = ");
		field(out, "", or_unknown(k->release), " (");
		field(out, "", k->name, "), ");
		field(out, "", or_unknown(k->accel), ", ");
		if (k->status && strcmp(k->status, "complete") == 0) {
			fputs("complete", out);
			continue;
		}
		field(out, "share ", k->status ? k->status : "of unknown status", "");
		fputs(" (NOT COMPLETE: its rows are missing or have fewer runs)", out);
		if (k->error) { /* run-pack keeps the share's last stderr lines, bounded */
			fputs(": ", out);
			render_line_max(out, k->error, RENDER_ERROR_MAX);
		}
	}
	for (i = 0; i < man->nhosts; i++) /* what a share skipped (--skip-unoffered) */
		json_object_foreach(man->kernels[i].skipped, folder, why) {
			fprintf(out, "\n%sSkipped   ", pfx);
			field(out, "'", folder, "' on ");
			field(out, "", man->kernels[i].shown, ": ");
			field(out, "", json_is_string(why) ? json_string_value(why) : "(no reason)", "");
		}
}

/* medium_lines: input K's Medium line; a --kernel study's, one per kernel (the medium its share
 * ran on: issue 38), "Medium    Linux 6.1.0 (emulated CPU): ...", then, when they differ, a
 * line that says so. */
static void medium_lines(FILE *out, const struct model *m, size_t k, const char *pfx)
{
	const struct manifest *man = &m->in[k].r.man;
	char medium[2048];
	size_t i;

	if (!man->kernels) {
		fprintf(out, "%sMedium    ", pfx);
		medium_line(m, k, medium, sizeof(medium));
		field(out, "", medium, "\n");
		return;
	}
	for (i = 0; i < man->nhosts; i++) {
		fprintf(out, "%sMedium    ", pfx);
		medium_kernel_line(m, k, i, medium, sizeof(medium));
		field(out, "", man->kernels[i].shown, ": ");
		field(out, "", medium, "\n");
	}
	if (medium_kernels_differ(m, k))
		fprintf(out, "%sMedia     %s\n", pfx, MEDIUM_KERNELS_DIFFER);
}

/* own_accel: ", <accel>" after the Kernel line of R's own machine when its runs ran there
 * (model/accel.h accel_own) in a guest, and after tcg's " (" ACCEL_TCG_MARK ")"; nothing
 * natively. */
static void own_accel(FILE *out, const struct results *r)
{
	const char *a = accel_of(r, accel_own(r));

	if (strcmp(a, MK_ACCEL_NATIVE) == 0)
		return;
	field(out, ", ", a, strcmp(a, MK_ACCEL_TCG) == 0 ? " (" ACCEL_TCG_MARK ")" : "");
}

/* header_input: the lines of input K of M (its label with several, where it is, its run,
 * pack, kernel, device, medium, engine, runs and skipped schedulers), each after PFX. */
static void header_input(FILE *out, const struct model *m, size_t k, const char *pfx)
{
	const struct manifest *man;
	const char *base;
	size_t j;

	man = &m->in[k].r.man;
	if (m->nin > 1) {
		fprintf(out, "%sLabel     ", pfx);
		field(out, "", m->run_labels[k], "\n");
	}
	if (m->in[k].r.loose) {
		loose_header(out, &m->in[k].r, model_shown_path(m->in[k].path), pfx);
		return;
	}
	fprintf(out, "%sResults   ", pfx);
	field(out, "", model_shown_path(m->in[k].path), "\n"); /* names.h */
	if (!m->in[k].r.has_manifest) {
		fprintf(out, "%sRun       (no usable manifest.json)\n", pfx);
		return;
	}
	/* strings of someone else's manifest.json: a newline would start a forged line
	 * (a fake table row in compare.txt, raw HTML after Markdown's code block) */
	run_line(out, man, pfx);
	fprintf(out, "\n%sPack      ", pfx);
	field(out, "", or_unknown(man->pack_name), "");
	if (man->pack_title)
		field(out, ": ", man->pack_title, "");
	fprintf(out, "\n%s%s", pfx, man->kernels ? "Machine   " : "Kernel    ");
	field(out, "", or_unknown(man->kernel), "");
	if (man->fio_version)
		field(out, ", ", man->fio_version, "");
	own_accel(out, &m->in[k].r);
	if (man->kernels) {
		fputs(" (run-pack's own; the runs' kernels below)", out);
		kernel_lines(out, man, pfx);
	}
	fprintf(out, "\n%sDevice    ", pfx);
	if (!man->device && man->kernels) /* run-pack --kernel: a device per share, none its own */
		fputs("each kernel's own scratch device, made in that kernel (its medium below)\n", out);
	else
		field(out, "", or_unknown(man->device), man->device_scratch == 1 ? " (scratch)\n" : "\n");
	medium_lines(out, m, k, pfx);
	if (man->engine) {
		base = strrchr(man->engine, '/');
		fprintf(out, "%sEngine    ", pfx);
		field(out, "", base ? base + 1 : man->engine, "\n");
	}
	fprintf(out, "%sRuns      %s", pfx,
		man->quick == 1 ? "quick" : man->quick == 0 ? "full" : "?");
	if (man->runs && man->until_decided_pct > 0)
		fprintf(out, ", %d first runs per cell, then until decided within +/- %g %% "
			"(at most %d per pair): the verdicts of its MB/s and start-up tables are "
			"the sequential rule's (STUDIES.md \"Until decided\")", man->runs,
			man->until_decided_pct, man->max_runs);
	else if (man->runs)
		fprintf(out, ", %d per cell", man->runs);
	fputc('\n', out);
	for (j = 0; j < man->nskips; j++) { /* run-pack's reason, on one line */
		fprintf(out, "%sSkipped   ", pfx);
		field(out, "'", man->skips[j].requested, "': ");
		field(out, "", man->skips[j].why, "\n");
	}
}

/* render_header: the text header, also used (with a prefix) by Markdown. */
void render_header(FILE *out, const struct model *m, const char *pfx)
{
	char units[256];
	size_t k;

	for (k = 0; k < m->nin; k++)
		header_input(out, m, k, pfx);
	render_units_line(m, units, sizeof(units));
	fprintf(out, "%sUnits     %s\n", pfx, units);
	for (k = 0; k < m->nheader; k++) /* what an input's tables measure (a start-up study) */
		fprintf(out, "%s%s\n", pfx, m->header[k]);
	if (m->ref) {
		fprintf(out, "%sReference ", pfx);
		field(out, "", m->ref->name, ": ");
		field(out, "", or_unknown(m->ref->title), "\n");
	}
	for (k = 0; k < m->nkref; k++) { /* a set per kernel: a line each */
		if (!m->kref[k])
			continue;
		fprintf(out, "%sReference ", pfx);
		field(out, "", m->in[0].r.man.kernels[k].shown, " (");
		field(out, "", m->in[0].r.man.kernels[k].name, "): ");
		field(out, "", m->kref[k]->name, ": ");
		field(out, "", or_unknown(m->kref[k]->title), "\n");
	}
	fprintf(out, "%sMarks     %s; %s; a top row of N < %d is not called best\n", pfx,
		MODEL_MARK_NOT_SIG, MODEL_MARK_UNDECIDED, VERDICT_MIN_RUNS);
	fprintf(out, "%sVerdict   %s\n", pfx, render_method());
	if (isnan(m->rsd_max))
		fprintf(out, "%sTrust     'N < %d': too few runs; 'RSD x %% > y %%': runs spread above "
			"y %% (sd / mean; each study's run-count threshold)\n", pfx, STATS_MIN_RUNS);
	else
		fprintf(out, "%sTrust     'N < %d': too few runs; 'RSD x %%': runs spread above %.1f %% "
			"(sd / mean; the run-count threshold)\n", pfx, STATS_MIN_RUNS,
			m->rsd_max * 100);
	if (m->defaulted)
		fprintf(out, "%sLabels    bfq rows assume the kernel default low_latency=1 "
			"(the stats do not record tunables)\n", pfx);
}
