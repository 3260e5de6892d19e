/*
 * model.h: the tables and curves of a comparison, computed once (build.h: model_build) and
 * printed by the renderers (render.h: text, md, csv, json; html.h; plots.h). This header
 * holds the model's types and what every model file shares (a table's notes, its release,
 * the ranking of rank.c); it includes no other part of the model but its inputs.
 *
 * Inputs: one or more results folders as the readers filled them (input.h: read/results.h,
 * read/fioin.h), each with a run label, the label table (labels.h) and optionally a
 * reference set (input.h: read/reference.h).
 *
 * Rows: one per (folder, scheduler folder) that has values for the metric on the cell, so
 * "bfq" and "bfq-low_latency" are two rows. The row label is the scheduler label
 * (target.label when the engine wrote one, else the label run-pack set in manifest.json,
 * else the label table's name for the kernel scheduler and its tunables); with several
 * folders it is "<run label>: <scheduler label>", as the seeds write "Linux 4.13: BFQ".
 * Rows of one table that would share a label get " (<scheduler folder>)".
 *
 * Tables: per cell (in the first folder's pack order, then the others') and metric
 * (metric.h): rows best first (ties in folder and scheduler order; an unranked table, one
 * without a verdict for where its rows ran, in folder and scheduler order), with mean, SE and N
 * (stats.h), and not_sig = 1 on every row but the best whose difference from the best is not
 * significant at 95 % (Welch's t-test, two-sided p >= 0.05; also when either side has
 * N < 2, where there is nothing to test with). MB/s is in MODEL->unit: --unit when given,
 * else the reference set's unit when there is one, else the first folder's pack unit, else
 * MiB/s (assumed).
 * With a reference set, rows of MB/s and IOPS tables carry the published value, its label
 * and ratio = mean / published; the table has Kendall's tau-b between our means and the
 * published values over those rows (has_tau = 0 when fewer than STATS_MIN_TAU_ROWS rows or
 * all tied). Rows of a metric without a better direction (metric.h: the merge ratio) keep
 * their input order and have no not_sig marks. Each row says when it has fewer than
 * STATS_MIN_RUNS runs (few) or a spread above its study's threshold (spread, rsd, rsd_max:
 * manifest.json's rsd_threshold, else STATS_RSD_MAX).
 *
 * Curves: per cell, per row of the p99 table's rows, the mean over runs of each
 * percentile of runfile_curve_pcts (µs); a point is absent when no run had it.
 *
 * A start-up study (read/startup.h) is one more input of this model: its tables are of
 * METRIC_STARTUP (seconds, less is better), built, ranked and judged as every other table,
 * with the columns, notes and progress curves of model/startup.h.
 */
#ifndef COMPARE_MODEL_H
#define COMPARE_MODEL_H

#include <stddef.h>

#include "model/input.h"
#include "model/labels.h"
#include "model/metric.h"
#include "model/stats.h"
#include "units/units.h"
#include "model/verdict.h"
#include "seqtest/seqtest.h"

struct overview;
struct sweep;
struct whyq_table;
struct whys_table;
struct why;

#define MODEL_ALPHA 0.05 /* Welch's t-test level: 95 % */
#define MODEL_COLS_MAX 4 /* columns a table has beside its mean */

/* A column of a table beside the mean (the start-up table's background, I/O wait, idle
 * floor: model/startup.h), printed by every renderer from these words. */
struct model_column {
	const char *key;  /* CSV and JSON name, e.g. "io_wait_s" */
	const char *head; /* Markdown and HTML heading, e.g. "I/O wait, s" */
	const char *text; /* the text table's printf of a value, with what goes before it,
			   * e.g. "  I/O wait %.3f s" */
	const char *fmt;  /* printf of the value alone, e.g. "%.3f" */
	const char *mark; /* when not NULL, the column is also a mark on each row's bar in the
			   * plots, with this key title (the start-up idle time: "idle (no
			   * background)"); else NULL */
};

struct model_input {
	const char *path;  /* folder as given */
	const char *label; /* --label, or NULL: the manifest kernel ("Linux <kernel>"), else the
			    * folder name; " (<folder name>)" is added where two are the same */
	struct results r;  /* loaded by the caller */
};

struct model_row {
	char *label;  /* owned */
	char *key;    /* scheduler key, owned */
	size_t input; /* index of the folder */
	size_t sched; /* index of the scheduler folder in the input's scheds[] */
	struct stats_summary st;
	int not_sig;  /* "~": a 95 % test against the table's reference row was made (both rows
		       * N >= VERDICT_MIN_RUNS, or the sequential rule's) and found no difference */
	int undecided; /* "?": no such test could be made (N < VERDICT_MIN_RUNS on either side,
			* N < 2: no interval); the reference row itself when its own N is that low */
	int few;      /* st.n < STATS_MIN_RUNS */
	double rsd;   /* st.sd / |st.mean| (0 when the mean is 0) */
	double rsd_max; /* the spread threshold of the row's study, a fraction: its manifest's
			 * rsd_threshold / 100, else STATS_RSD_MAX */
	int spread;   /* st.n >= 2 and rsd > rsd_max */
	const struct reference *set;       /* the set the row is compared with (the one
					    * --reference, or its kernel's: model.h kref), even where
					    * it has no value there; NULL without */
	const struct reference_entry *ref; /* NULL without a published value */
	double ratio;                      /* st.mean / ref->value (0 when ref->value is 0) */
	struct verdict v; /* against the table's best row (verdict.h); v.has = 0 without an
			   * interval (N < 2) and for a metric without a better direction */
	size_t nfar;      /* runs far from their siblings (verdict_far), named, kept in st */
	const char *far_run[VERDICT_MAX_FAR]; /* the run's fio file (results_run.fio_path) */
	double far_value[VERDICT_MAX_FAR];    /* its value, the table's unit */
	double col[MODEL_COLS_MAX]; /* the table's columns (model_table.cols); NAN: none */
	int countbias; /* the row is named in its table's countbias note (countbias.h): fio
			* counted I/O the device finished before the window; set by
			* countbias_tables, read by the overview */
	double bias;   /* how far fio's count is above what the device moved (a fraction: the mean
			* over the row's runs with the window's bytes, else above the medium's cap;
			* countbias.h), NAN when not known */
	int has_fio;   /* a table ranked on the device (model_table.on_device): fio_st holds */
	struct stats_summary fio_st; /* fio's own figures of the row, where st is the device's:
				      * the published sets are compared with these (ratio, tau) */
};

struct model_table {
	const char *cell;
	const char *host; /* a per-host table (host_tables): that host's rows only; else NULL */
	const char *ddir; /* "read" or "write" for a cell whose jobs read and wrote (randrw): one
			   * table per direction, so a row is ranked only against rows of its own
			   * direction and metric; NULL otherwise */
	enum metric metric;
	struct model_row *rows;
	size_t n;
	int has_tau;
	double tau;
	size_t tau_n; /* rows in tau */
	double top;   /* the largest mean (bars are scaled to it) */
	const char *subtitle; /* a line under the title (a start-up cell's published
			       * configuration), or NULL; borrowed */
	const struct model_column *cols; /* NCOLS columns beside the mean (static), or NULL */
	size_t ncols;
	char **notes; /* NNOTES lines under the rows (a row without a value: "Kyber  timed out
		       * in 2 of 2 runs ..."), owned */
	size_t nnotes;
	size_t seq_note; /* a decided table whose rule's reference is not row 0: 1 + the index in
			  * NOTES of the line saying why (seqverdict.h); 0 otherwise */
	int crowned;  /* its reference row (model_table_reference) may be called best and starred:
		       * a judged metric, that row decidable (not undecided), and its lead not
		       * fio's count (countbias.h clears it); else the row is the table's top,
		       * nothing more (issue 40: no best an artefact or N < 3 can produce) */
	int artefact; /* crowned was cleared because the top row's count bias is at least its
		       * lead over the next row (countbias.h) */
	int on_device; /* a MB/s or IOPS table whose every run of every row has the device's
			* rate (input.h results_series.dev), fio's figure of one of them above it
			* (dev_less): its rows are that rate (st), ranked,
			* judged and drawn on it, fio's figure beside it (has_fio, fio_st, the
			* column MODEL_FIO_COLUMN), the reason in a note (countbias.h; issue 40) */
	int dev_window; /* of those, a row whose runs' rate is fio's scaled to the device's
			 * window bytes (no clean window in their engine files) */
	int unranked; /* no verdict for where its rows ran (accel.h: a row under qemu's tcg, or
		       * rows on different accelerators): rows in the study's order (input, then
		       * scheduler folder as run), not by mean, and no score or colour in the
		       * overview (overview.h): an order would be a ranking the emulator made */
};

/* A cell's progress curves (a start-up cell's completion-time curve, model/startup.h): per
 * row of its table that has one, the share of the requests done at each point. */
struct model_progress {
	const char *cell;
	const char *subtitle; /* its table's */
	size_t n;
	const char **labels;  /* N, borrowed from the table's rows */
	const struct results_startup **st; /* N: curve, ncurve, curve_step_s, curve_run
					    * (borrowed from the inputs) */
};

struct fleet_row {
	char *label;   /* the scheduler's name without host (labels_name of key), owned */
	const char *key; /* borrowed from a row of the table */
	double mean;   /* the mean over hosts of the host means, the table's unit */
	struct verdict_paired v; /* against the best (v.has = 0 on the best row) */
};

/* The host-paired effect (verdict_paired) of a cell and metric: one row per scheduler key
 * that ran on 2 hosts or more, best first by the mean over the hosts it shares with the
 * best; each compared with the best over the hosts both ran on. */
struct fleet_table {
	struct fleet_row *rows;
	size_t n;
	size_t hosts; /* hosts in the table */
};

struct model_curve {
	const char *cell;
	size_t n;            /* rows */
	char **labels;       /* borrowed from the cell's rows */
	double (*pct)[RUNFILE_CURVE_N]; /* pct[row][i], µs; NAN when absent */
};

struct model {
	struct model_input *in;
	size_t nin;
	const struct reference *ref; /* the one set of every row (--reference), else NULL */
	/* A set per kernel of a run-pack --kernel study (several --reference or KERNEL=SET;
	 * model/refpair.h): NKREF entries in the order of the one input's kernels[], kref[i] the
	 * set of kernel i's rows or NULL; NULL (REF then) otherwise. */
	const struct reference *const *kref;
	size_t nkref;
	enum units_mbps unit;
	int unit_assumed;            /* 1 when neither a reference nor a manifest said */
	int unit_mixed;              /* 1 when folders' packs disagree and no reference chose */
	int unit_given;              /* 1 when --unit chose it */
	int defaulted;               /* 1 when a label assumed a kernel-default tunable */
	double rsd_max;              /* the inputs' spread threshold (model_row.rsd_max) when
				      * they share one, else NAN */
	char **run_labels;           /* NIN run labels, owned */
	struct model_table *tables;
	size_t ntables;
	struct model_curve *curves;
	size_t ncurves;
	struct model_progress *progress; /* per cell with a curve (model/startup.h) */
	size_t nprogress;
	const char *const *header; /* NHEADER lines the inputs add to the header (a start-up
				    * study: what it measures), static */
	size_t nheader;
	/* When rows come from 2 hosts or more (run-pack --hosts, fio --client): per cell and
	 * metric, one table per host (in the order hosts first appear) with that host's rows
	 * only, ranked and marked among themselves; TABLES stays the table across hosts. */
	struct model_table *host_tables;
	size_t nhost_tables;
	/* With per-host tables: per cell and metric of TABLES, the scheduler effect with the host
	 * as a block (fleet.h), in TABLES' order; NULL where a table has no pairs. */
	struct fleet_table *fleet; /* NTABLES, fleet[i] for tables[i] (n = 0: none) */
	/* Built once from the tables by model_derive (derived.h), read by the renderers. */
	struct overview *overview;  /* OVERVIEW_N, or NULL */
	struct sweep *sweep;        /* or NULL */
	struct whyq_table *whyq;    /* NTABLES, whyq[i] for tables[i] where whyq_has[i] */
	int *whyq_has;
	struct whys_table *whys;    /* NTABLES, whys[i] for tables[i] where whys_has[i] */
	int *whys_has;
	/* The runs behind the tables (why.h), when the caller loaded them (compare: for --plots,
	 * --html and --format pts), else NULL; borrowed, loaded once by the caller. */
	const struct why *why;
	/* The pack's published figures (input.h struct figures: jobs/overhead's BFQ doc), when
	 * the caller read them (compare: for the text), else NULL; borrowed. */
	const struct figures *figures;	/* The sequential rule's plans of the decided tables (seqverdict.h), each distinct one
	 * computed once per model; owned, freed by model_free. */
	struct seqtest_plans plans;
};

/* model_rsd_max: the spread threshold of input R's rows (model_row.rsd_max), a fraction. */
double model_rsd_max(const struct results *r);

/* model_rank: rank table T as every table is ranked (its metric, rows with st filled by the
 * caller): best first by mean (stable: ties keep the rows' order) unless the metric has no
 * better direction; not_sig (Welch's t-test at MODEL_ALPHA against the best), few, rsd,
 * spread (a table marked unranked by its caller, model_table.unranked, keeps its rows'
 * order); with a set (REF for every row, which becomes each row's set; NULL: each row's own
 * set, model_row.set, which may be NULL), for a metric with published values (metric.h:
 * MB/s, IOPS, start-up time), each row's published value (reference_find by T->cell,
 * T->metric and the row's key), ratio, and Kendall's tau-b of the table (both of fio's
 * figure, fio_st, where a row has it: the published values are fio's). Used by model_build and by the start-up
 * study's reader (read/startup.h). 0 or -ENOMEM. */
int model_rank(struct model_table *t, const struct reference *ref, const struct labels *l);

/* model_table_note: LINE (owned by T from here, also on failure) as T's next note. 0 or
 * -ENOMEM. */
int model_table_note(struct model_table *t, char *line);

/* model_table_reference: the row of T its verdicts, "~" marks and the overview's "*" compare
 * with: the sequential rule's reference of a decided table (verdict.seq_best, seqverdict.h),
 * which need not be the best mean; else 0, the best mean. */
static inline size_t model_table_reference(const struct model_table *t)
{
	if (t->n && t->rows[0].v.seq && t->rows[0].v.seq_best < t->n)
		return t->rows[0].v.seq_best;
	return 0;
}

/* The column of a table ranked on the device (on_device): fio's own mean of each row. */
extern const struct model_column model_fio_column;

/* model_row_mark: the mark of row I of T, the same in every format: "~" not significantly
 * different from the reference row (a 95 % test was made: not_sig), "?" undecidable (no test
 * could be made: undecided, the reference row included when its own runs are too few), ""
 * otherwise. A static string. */
static inline const char *model_row_mark(const struct model_table *t, size_t i)
{
	return t->rows[i].not_sig ? "~" : t->rows[i].undecided ? "?" : "";
}

/* The legend of the two marks, said once in every format (header, plots, --help). */
#define MODEL_MARK_NOT_SIG "~ = not significantly different from the best (a 95 % test was made)"
#define MODEL_MARK_UNDECIDED "? = undecidable at N < 3 (no test made: too few runs)"

/* model_table_free: release what table T owns (its rows' labels and keys, its rows, its
 * notes); T itself is the caller's. */
void model_table_free(struct model_table *t);

#endif
