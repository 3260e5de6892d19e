// main.c: scripts/compare's pipeline and exit status: the command line (cli.h), the read
// stage (inputs.h: the readers of read/ read each input file once into model/input.h's
// values), the model (model/build.h: the tables; model/why.h: the runs behind them), then the
// outputs: the tables in the chosen format (render/render.h), the plots (render/plots.h) and
// the report (render/html.h), which turn the model into bytes and open no input file.
//
// Exit status: 0 every run used; 1 no runs found, none usable, or a fatal error;
// 2 bad usage; 3 tables printed but files or runs were left out (each named on stderr).
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <gsl/gsl_errno.h>

#include "cli.h"
#include "inputs.h"
#include "model/build.h"
#include "model/why.h"
#include "render/html.h"
#include "render/outfile.h"
#include "render/plots.h"
#include "render/render.h"

/* write_html: the report into DIR: the folder made, the plots stage run into DIR/plots
 * keeping the images it draws, then DIR/index.html from M, W and those images (html.h).
 * 0, or -errno with E (outfile.h). */
static int write_html(const struct model *m, const struct why *w, const char *dir,
		      struct outerr *e)
{
	struct plot_images imgs = { 0 };
	char *pdir = NULL;
	int ret;

	if ((ret = outfile_mkdir(dir, "--html", e)))
		return ret;
	if (asprintf(&pdir, "%s/plots", dir) < 0)
		return outerr_set(e, ENOMEM, "out of memory");
	ret = plots_write(m, w, pdir, &imgs, e);
	if (!ret)
		ret = html_write(m, w, &imgs, dir, e);
	plotimg_free(&imgs);
	free(pdir);
	return ret;
}

/* outputs: M (its runs W loaded when an output shows them) as O asks: the tables on stdout,
 * the plots, the report. 0; -ENOMEM (nothing printed: the tables); -EIO after one line on
 * stderr, the one place a failed output is named (outfile.h: the writers give the reason). */
static int outputs(const struct options *o, const struct model *m, const struct why *w)
{
	struct outerr e = { 0, "" };
	int ret;

	if (render(stdout, m, o->format) == -ENOMEM)
		return -ENOMEM;
	if (fflush(stdout) != 0 || ferror(stdout)) {
		ret = -errno;
		fprintf(stderr, "compare: writing the tables: %s\n", strerror(errno));
		return ret ? ret : -EIO;
	}
	ret = o->plots ? plots_write(m, w, o->plots, NULL, &e) : 0;
	if (!ret && o->html)
		ret = write_html(m, w, o->html, &e);
	if (!ret)
		return 0;
	fprintf(stderr, "compare: %s\n", e.why[0] ? e.why : strerror(-ret));
	return -EIO; /* named: exit 1 */
}

/* compare: the model of R's inputs, then the outputs O asks for. 0; -EIO after one line;
 * -ENOMEM (nothing printed). */
static int compare(const struct options *o, struct inputs *r)
{
	struct model m = { 0 };
	struct why w = { 0 };
	int ret;

	if (model_build(r->in, r->n, &r->labels, o->reference ? &r->ref : NULL,
			r->sets.nkref ? r->sets.kref : NULL, r->sets.nkref,
			o->has_unit ? &o->unit : NULL, &m))
		return -ENOMEM;
	/* the runs behind the tables, loaded once for every output that shows them */
	ret = o->plots || o->html || (o->format->writer->needs & RENDER_NEEDS_RUNS)
	      ? why_load(&m, &w, stderr) : 0;
	m.why = &w;
	m.figures = r->fig.root ? &r->fig : NULL;
	if (!ret)
		ret = outputs(o, &m, &w);
	why_free(&w);
	model_free(&m);
	return ret;
}

int main(int argc, char **argv)
{
	char plots_dir[PATH_MAX], html_dir[PATH_MAX];
	struct inputs r = { 0 };
	struct options o;
	int ret, status;

	gsl_set_error_handler_off(); /* GSL errors come back as values, never abort() */
	ret = cli_parse(argc, argv, &o);
	if (!ret && !o.help)
		ret = cli_out_dirs(&o, plots_dir, html_dir);
	if (ret || o.help) {
		if (ret == -ENOMEM)
			fprintf(stderr, "compare: out of memory\n");
		cli_free(&o);
		return ret == -ENOMEM ? 1 : ret ? EXIT_USAGE : 0;
	}
	ret = inputs_read(&o, &r);
	if (!ret && o.ndirs == 0) /* --format pts --reference NAME: the set alone */
		ret = o.format->writer->reference(stdout, &r.ref) || fflush(stdout) ? -EIO : 0;
	else if (!ret)
		ret = compare(&o, &r);
	if (ret == -ENOMEM)
		fprintf(stderr, "compare: out of memory\n");
	status = ret == -EINVAL ? EXIT_USAGE : ret ? 1 : inputs_report_skipped(&r) ? EXIT_PARTIAL : 0;
	inputs_free(&r);
	cli_free(&o);
	return status;
}
