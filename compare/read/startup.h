/*
 * startup.h: compare for the start-up pack (jobs/startup, issue 16): the Application
 * Start-up Time of Phoronix's pts/startup-time (Paolo Valente's S) as run-pack records it.
 *
 * A results folder is a start-up study when its manifest.json says pack.descriptor.measure
 * "startup". Its values come from manifest.json results[]: per run, status "ok" and a
 * startup object {seconds (the app job's span.ns / 1e9, null when timed out), timed_out,
 * trace_requests, background_kib (KiB/s)}; a run "skipped" after a timed-out one (S's rule)
 * counts with the timed-out runs. The completion-time curve of a row comes from the app
 * job's stats file, <scheduler>/<cell>/run-<i>/schedaio-app.json (timeseries.read
 * .completions, the 10 ms points of jobs/startup).
 *
 * Per cell, one table "start-up time, s (less is better)": one row per scheduler folder,
 * best (lowest mean) first, rows with a timed-out run last and without a number ("timed out
 * in k of n runs", as the published tables leave such rows out); mean, SE (sample SD /
 * sqrt(N)), N, "~" when not significantly different from the best (Welch's t-test, 95 %);
 * with a reference set, the published seconds beside ours, the ratio ours / published and
 * Kendall's tau-b between the two orders (stats.h; over STATS_MIN_TAU_ROWS rows or more);
 * "N < 3" and "RSD x % > 3.5 %" as the other tables (render_row_notes); the background's
 * throughput during
 * the runs (mean over the ok runs of the other jobs' fio bandwidth, KiB/s / 1000, as the
 * laptop pack's MB/s).
 */
#ifndef COMPARE_STARTUP_H
#define COMPARE_STARTUP_H

#include <stddef.h>
#include <stdio.h>

#include <jansson.h>

#include "model/labels.h"
#include "read/reference.h"
#include "render/render.h"
#include "model/stats.h"

#define STARTUP_MAX_S 1e6        /* bound of a start-up time read from a manifest, s */
#define STARTUP_MAX_KIB 1e12     /* bound of a background bandwidth, KiB/s */
#define STARTUP_CURVE_MAX 100000 /* points of a completion-time curve kept */

/* One row: a scheduler folder on one cell. */
struct startup_row {
	char *folder;     /* scheduler folder name */
	char *name;       /* label shown (manifest label, else jobs/sched-labels.tsv's) */
	char *key;        /* scheduler key (labels.h), for the reference */
	double *v, *bg;   /* start-up seconds and background KiB/s of the ok runs */
	int *runs_of;     /* their run numbers */
	size_t n, cap;
	size_t timed_out; /* runs timed out or skipped after one */
	size_t runs;      /* runs listed */
	struct stats_summary s, sbg;
	int significant;  /* differs from the best row (Welch, 95 %) */
	const struct reference_entry *ref;
	double *curve;    /* fraction of the trace's requests completed, per 10 ms point */
	size_t ncurve;
	double curve_step_s; /* length of one curve point, s */
	int curve_run;    /* the run the curve is from (the median one), 0 for none */
};

struct startup_cell {
	char *name, *title;      /* cell name; published configuration or NULL */
	struct startup_row *rows; /* sorted: see the top of this file */
	size_t nrows;
	double tau;              /* Kendall tau-b vs the reference order */
	int has_tau;
	size_t ntau;             /* rows in that comparison */
};

struct startup_study {
	json_t *root;    /* manifest.json */
	char *dir, *run_id, *title, *kernel, *status;
	struct startup_cell *cells;
	size_t ncells;
	const struct reference *ref; /* borrowed, or NULL */
	size_t nused, nleft;         /* runs with a value; runs left out (failed, unreadable) */
};

/* startup_is_study: 1 when DIR/manifest.json is a start-up study's, 0 if not (no manifest,
 * another pack, unreadable). */
int startup_is_study(const char *dir);

/* startup_load: the study in DIR into *S, its labels from L, the published values from REF
 * (may be NULL; borrowed). One line on ERR per run left out. 0; 1 after one line on ERR
 * (manifest unreadable, no usable run); -ENOMEM. *S needs startup_free() either way. */
int startup_load(const char *dir, const struct labels *l, const struct reference *ref,
		 struct startup_study *s, FILE *err);

/* startup_free: release S; safe on a zeroed or half-loaded study, twice. */
void startup_free(struct startup_study *s);

/* startup_render: the tables of S to OUT in FORMAT (render.h: text, md, csv, json).
 * 0, -EINVAL (unknown format), -ENOMEM, or -EIO when OUT failed. */
int startup_render(FILE *out, const struct startup_study *s, enum render_format format);

/* startup_plots: per cell DIR/<cell>-startup.png (bars with SE, the published value as a
 * diamond) and DIR/<cell>-startup-curve.png (each row's completion-time curve: share of the
 * trace's requests completed over time since the app's first request), their data in
 * DIR/data/, the script DIR/startup.gp. 0, or 1 after one line on ERR. */
int startup_plots(const struct startup_study *s, const char *dir, FILE *err);

/* startup_html: DIR/index.html: the tables and the plots (drawn into DIR/plots, inlined).
 * 0, or 1 after one line on ERR. */
int startup_html(const struct startup_study *s, const char *dir, FILE *err);

/* startup_main: compare's whole output for the start-up study in DIR (main.c calls it when
 * startup_is_study): tables to OUT in FORMAT, PLOTS and HTML folders when not NULL. Exit
 * status: 0, 1 (fatal, one line on ERR), 3 (runs left out, named on ERR). */
int startup_main(const char *dir, const struct labels *l, const struct reference *ref,
		 enum render_format format, const char *plots, const char *html, FILE *out,
		 FILE *err);

#endif
