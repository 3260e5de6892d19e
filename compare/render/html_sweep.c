// html_sweep.c: a sweep study's section of the report (see html_parts.h html_sweep).
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>

#include "model/sweep.h"
#include "render/html_parts.h"
#include "render/html_text.h"
#include "render/plots_names.h"
#include "render/render_words.h"

int html_sweep_any(const struct model *m)
{
	return m->sweep && m->sweep->n > 0;
}

int html_sweep(FILE *f, const struct plot_images *imgs, const struct model *m)
{
	static const struct sweep none;
	const struct sweep s = m->sweep ? *m->sweep : none;
	char stem[PLOTS_SWEEP_STEM_LEN + 8], title[600];
	char (*stems)[PLOTS_SWEEP_STEM_LEN];
	size_t i, k, p;

	if (plots_sweep_stems(m, &stems))
		return -ENOMEM;
	if (s.n)
		fputs("<h2 id=sweeps>Sweeps: which scheduler wins where</h2>\n<p>Per point the mean "
		      "IOPS &plusmn; SE; <b>bold</b>: the best of the point; ~: not significantly "
		      "different from it (the tables&#39; verdict: Welch&#39;s t on the log scale, 95 %, "
		      "undecidable below N = 3); the other rows are significantly slower. In the "
		      "plots a ringed point is a ~ (the best is never ringed).</p>\n", f);
	for (i = 0; i < s.n; i++) {
		const struct sweep_family *sf = &s.f[i];

		render_sweep_title(sf, "IOPS", title, sizeof(title));
		fputs("<h3>", f);
		html_esc(f, title);
		fputs("</h3>\n<table><tr><th>", f);
		html_esc(f, sf->axis);
		for (k = 0; k < sf->nrows; k++) {
			fputs("<th>", f);
			html_esc(f, sf->rows[k]);
		}
		fputs("\n", f);
		for (p = 0; p < sf->npts; p++) {
			fputs("<tr><td>", f);
			html_esc(f, sf->pts[p].xtext);
			for (k = 0; k < sf->nrows; k++) {
				const struct sweep_value *v = &sf->iops[k * sf->npts + p];

				if (!v->n) {
					fputs("<td>-", f);
					continue;
				}
				fprintf(f, "<td>%s%.0f &plusmn; %.0f%s%s", v->best ? "<b>" : "", v->mean, v->se,
					v->best ? "</b>" : "", v->not_sig ? " ~" : "");
			}
			fputs("\n", f);
		}
		fputs("</table>\n<p>Ceiling (highest mean IOPS) and CPU per I/O of fio&#39;s job "
		      "(usr+sys) there:</p>\n<ul>\n", f);
		for (k = 0; k < sf->nrows; k++) {
			char buf[256];

			render_sweep_ceiling(sf, k, buf, sizeof(buf));
			fputs("<li>", f);
			html_esc(f, sf->rows[k]);
			fputs(": ", f);
			html_esc(f, buf);
			fputs("\n", f);
		}
		fputs("</ul>\n", f);
		for (k = 0; k < 2; k++) {
			snprintf(stem, sizeof(stem), "%s-%s", stems[i], k ? "lat" : "iops");
			html_img(f, imgs, stem, title); /* -ENOENT: not drawn (no p99: no lat) */
		}
	}
	free(stems);
	return 0;
}
