/*
 * render/startup_out.h: the tables, plots and HTML report of a start-up study (the model of
 * model/startup.h, filled by read/startup.h).
 */
#ifndef COMPARE_RENDER_STARTUP_OUT_H
#define COMPARE_RENDER_STARTUP_OUT_H

#include <stdio.h>

#include "model/startup.h"
#include "render/render.h"

/* startup_render: the tables of S to OUT in FORMAT (render.h: text, md, csv, json).
 * 0, -EINVAL (unknown format), -ENOMEM, or -EIO when OUT failed. */
int startup_render(FILE *out, const struct startup_study *s, enum render_format format);

/* startup_plots: per cell with a value DIR/<cell>-startup.png (bars with SE, the published
 * value as a diamond, the idle floor as a square) and DIR/<cell>-startup-curve.png (each
 * row's completion-time curve: share of the trace's requests completed over time since the
 * app's first request), their data in DIR/data/, the script DIR/startup.gp. 0, or 1 after
 * one line on ERR. */
int startup_plots(const struct startup_study *s, const char *dir, FILE *err);

/* startup_html: DIR/index.html: the tables and the plots (drawn into DIR/plots, inlined).
 * 0, or 1 after one line on ERR. */
int startup_html(const struct startup_study *s, const char *dir, FILE *err);

#endif
