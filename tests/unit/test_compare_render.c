// modules: compare/*/*.c lib/*/*.c
/*
 * test_compare_render: every string a results folder gives reaches each output as data. A
 * copy of tests/fixtures/results/mini whose scheduler folder, run-pack label and pack title
 * hold HTML, quotes, a shell substitution and a CSV formula is read, modelled and rendered,
 * with a --label of its own; the HTML report (html.c and its parts) escapes each (html_esc),
 * the JSON parses back to the very strings, CSV quotes and guards them, composite.xml
 * (render_pts.c) escapes them, the text tables print them as they are, and gnuplot draws the
 * plots without running the label's command substitution (gp_quote). Each check fails when
 * its escaping is taken out.
 */
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cmocka.h>
#include <jansson.h>

#include "model/build.h"
#include "model/model.h"
#include "model/why.h"
#include "read/results.h"
#include "render/html.h"
#include "render/html_text.h"
#include "render/plots.h"
#include "render/render.h"

#define FIXTURE "tests/fixtures/results/mini"
#define EVIL_DIR "mq<xmp>&\"q'$(id)"                      /* a scheduler folder */
#define PWNED "/tmp/test_compare_render.pwned"
/* run-pack's label: HTML, a CSV formula, a gnuplot command substitution */
#define EVIL_LABEL "=</td><script>alert(\"x\")</script>'`touch " PWNED "`"
#define EVIL_RUN "=HYPERLINK(\"x\"),y"                     /* compare --label */
#define EVIL_TITLE "T<i>&amp;'\"`id`"                     /* the pack's title */

struct fixture {
	char tmp[64], study[128];
	struct labels l;
	struct model_input in;
	struct model m;
	struct why w;
};

/* evil_manifest: the fixture's manifest with mq-deadline's runs in EVIL_DIR (a folder that
 * ran mq-deadline, scheduler_plan), labelled EVIL_LABEL, and the pack titled EVIL_TITLE. */
static void evil_manifest(const char *path)
{
	json_error_t e;
	json_t *root = json_load_file(path, 0, &e), *res, *v, *sc;
	size_t i;

	assert_non_null(root);
	res = json_object_get(root, "results");
	json_array_foreach(res, i, v) {
		if (strcmp(json_string_value(json_object_get(v, "scheduler")), "mq-deadline"))
			continue;
		json_object_set_new(v, "scheduler", json_string(EVIL_DIR));
	}
	sc = json_object_get(root, "schedulers");
	json_array_set_new(sc, 1, json_string(EVIL_DIR));
	/* the folder ran the kernel's mq-deadline (as its engine files say) */
	json_object_set_new(root, "scheduler_plan",
			    json_pack("[{s:s, s:s, s:s}]", "folder", EVIL_DIR, "kernel", "mq-deadline",
				      "label", EVIL_LABEL));
	json_object_set_new(json_object_get(json_object_get(root, "pack"), "descriptor"), "title",
			    json_string(EVIL_TITLE));
	assert_int_equal(json_dump_file(root, path, 0), 0);
	json_decref(root);
}

static int setup(void **state)
{
	struct fixture *f = calloc(1, sizeof(*f));
	char cmd[512], from[256], to[256];
	FILE *devnull = fopen("/dev/null", "w");

	assert_non_null(f);
	assert_non_null(devnull);
	snprintf(f->tmp, sizeof(f->tmp), "/tmp/test_compare_render.XXXXXX");
	assert_non_null(mkdtemp(f->tmp));
	snprintf(f->study, sizeof(f->study), "%s/s", f->tmp);
	snprintf(cmd, sizeof(cmd), "cp -r %s %s", FIXTURE, f->study);
	assert_int_equal(system(cmd), 0);
	snprintf(from, sizeof(from), "%s/mq-deadline", f->study);
	snprintf(to, sizeof(to), "%s/%s", f->study, EVIL_DIR);
	assert_int_equal(rename(from, to), 0);
	snprintf(from, sizeof(from), "%s/manifest.json", f->study);
	evil_manifest(from);
	assert_int_equal(labels_load(&f->l), 0);
	f->in.path = f->study;
	f->in.label = EVIL_RUN;
	assert_int_equal(results_load(f->study, devnull, &f->in.r), 0);
	assert_int_equal(f->in.r.nok, 8);
	assert_int_equal(model_build(&f->in, 1, &f->l, NULL, NULL, 0, NULL, &f->m), 0);
	assert_int_equal(why_load(&f->m, &f->w, devnull), 0);
	f->m.why = &f->w;
	fclose(devnull);
	*state = f;
	return 0;
}

static int teardown(void **state)
{
	struct fixture *f = *state;
	char cmd[128];

	why_free(&f->w);
	model_free(&f->m);
	results_free(&f->in.r);
	labels_free(&f->l);
	snprintf(cmd, sizeof(cmd), "rm -rf %s", f->tmp);
	assert_int_equal(system(cmd), 0);
	free(f);
	return 0;
}

/* rendered: format F of the model as a string (free it). */
static char *rendered(const struct model *m, const char *f)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *out = open_memstream(&buf, &len);

	assert_non_null(out);
	assert_non_null(render_format(f));
	assert_int_equal(render(out, m, render_format(f)), 0);
	fclose(out);
	return buf;
}

/* slurp: the file PATH as a string (free it). */
static char *slurp(const char *path)
{
	FILE *in = fopen(path, "r");
	char *buf;
	long n;

	assert_non_null(in);
	assert_int_equal(fseek(in, 0, SEEK_END), 0);
	n = ftell(in);
	rewind(in);
	buf = calloc(1, (size_t)n + 1);
	assert_non_null(buf);
	assert_int_equal(fread(buf, 1, (size_t)n, in), (size_t)n);
	fclose(in);
	return buf;
}

static void test_html_esc(void **state)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *out = open_memstream(&buf, &len);

	assert_non_null(out);
	html_esc(out, "a<b>c&d\"e'f\xc3\xa9`$(x)");
	html_esc(out, NULL);
	fclose(out);
	assert_string_equal(buf, "a&lt;b&gt;c&amp;d&quot;e&#39;f\xc3\xa9`$(x)");
	free(buf);
}

/* One line of someone else's text: control bytes and bidirectional formatting characters
 * become spaces (a U+202E would show the rest reversed); the bounded form cuts before a UTF-8
 * character and says the whole length. */
static void test_render_line(void **state)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *out = open_memstream(&buf, &len);

	(void)state;
	assert_non_null(out);
	render_line(out, "a\nb\xe2\x80\xae" "cba\xe2\x81\xa6x\xd8\x9cy\xe2\x80\x8fz \xc3\xa9\xe2\x82\xac");
	fputc('|', out);
	render_line_max(out, "ab\xc3\xa9" "cd", 3);
	fputc('|', out);
	render_line_max(out, "abc", 3);
	fputc('|', out);
	render_line_max(out, "ab\xe2\x80", 9);
	render_line(out, NULL);
	fclose(out);
	assert_string_equal(buf, "a b cba x y z \xc3\xa9\xe2\x82\xac|ab... (6 bytes in all)|abc|ab\xe2\x80");
	free(buf);
}

/* The report: every string of the folder escaped, none raw. */
static void test_html_report(void **state)
{
	struct fixture *f = *state;
	struct plot_images imgs = { 0 };
	char dir[256], *page;
	struct outerr err = { 0, "" };

	snprintf(dir, sizeof(dir), "%s/report", f->tmp);
	assert_int_equal(mkdir(dir, 0700), 0);
	snprintf(dir, sizeof(dir), "%s/report/plots", f->tmp);
	assert_int_equal(plots_write(&f->m, &f->w, dir, &imgs, &err), 0); /* the plots stage */
	assert_true(imgs.n > 0);
	snprintf(dir, sizeof(dir), "%s/report", f->tmp);
	assert_int_equal(html_write(&f->m, &f->w, &imgs, dir, &err), 0);
	plotimg_free(&imgs);
	snprintf(dir, sizeof(dir), "%s/report/index.html", f->tmp);
	page = slurp(dir);
	assert_null(strstr(page, "<script>"));
	assert_null(strstr(page, "<xmp>"));
	assert_null(strstr(page, "<i>"));
	assert_null(strstr(page, "\"q'"));
	assert_non_null(strstr(page, "=&lt;/td&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&#39;`touch " PWNED "`"));
	assert_non_null(strstr(page, "T&lt;i&gt;&amp;amp;&#39;&quot;`id`"));
	assert_non_null(strstr(page, "mq&lt;xmp&gt;&amp;&quot;q&#39;$(id)"));
	free(page);
}

/* find: 1 when the JSON value V holds the string S anywhere (a value, not a key). */
static int find(const json_t *v, const char *s)
{
	const char *k;
	json_t *x;
	size_t i;

	if (json_is_string(v))
		return strcmp(json_string_value(v), s) == 0;
	if (json_is_array(v)) {
		json_array_foreach(v, i, x)
			if (find(x, s))
				return 1;
	}
	if (json_is_object(v)) {
		json_object_foreach((json_t *)v, k, x)
			if (find(x, s))
				return 1;
	}
	return 0;
}

/* JSON: parses, and gives the strings back as they were. */
static void test_json(void **state)
{
	struct fixture *f = *state;
	char *out = rendered(&f->m, "json");
	json_error_t e;
	json_t *root = json_loads(out, 0, &e);

	assert_non_null(root);
	assert_true(find(root, EVIL_LABEL));
	assert_true(find(root, EVIL_RUN));
	json_decref(root);
	free(out);
}

/* CSV: the labels quoted with their quotes doubled and a ' before a leading '='. */
static void test_csv(void **state)
{
	struct fixture *f = *state;
	char *out = rendered(&f->m, "csv");

	assert_non_null(strstr(out, ",\"'=</td><script>alert(\"\"x\"\")</script>'`touch " PWNED "`\","));
	assert_null(strstr(out, ",=</td>"));
	assert_non_null(strstr(out, "\n\"'=HYPERLINK(\"\"x\"\"),y\","));
	assert_null(strstr(out, "\n=HYPERLINK"));
	free(out);
}

/* composite.xml: XML text, every string escaped. */
static void test_pts(void **state)
{
	struct fixture *f = *state;
	char *out = rendered(&f->m, "pts");

	assert_null(strstr(out, "<script>"));
	assert_null(strstr(out, "<xmp>"));
	assert_non_null(strstr(out, "&lt;script&gt;"));
	free(out);
}

/* The text tables: the label as it is (a terminal shows it; the reader refused control
 * characters), on the row of its scheduler. */
static void test_text(void **state)
{
	struct fixture *f = *state;
	char *out = rendered(&f->m, "text");

	assert_non_null(strstr(out, EVIL_LABEL));
	free(out);
}

/* The plots: gnuplot runs the script and no string of the folder runs as a command; the
 * label stands in plots.gp only as a single-quoted literal (gp_quote), its ' doubled. */
static void test_plots(void **state)
{
	struct fixture *f = *state;
	char dir[256], *script;
	struct outerr err = { 0, "" };

	unlink(PWNED);
	snprintf(dir, sizeof(dir), "%s/plots", f->tmp);
	assert_int_equal(plots_write(&f->m, &f->w, dir, NULL, &err), 0);
	assert_int_equal(access(PWNED, F_OK), -1);
	snprintf(dir, sizeof(dir), "%s/plots/plots.gp", f->tmp);
	script = slurp(dir);
	assert_non_null(strstr(script, "'=</td><script>alert(\"x\")</script>''`touch " PWNED "`'"));
	assert_null(strstr(script, "$(id)"));
	free(script);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_html_esc),
		cmocka_unit_test(test_render_line),
		cmocka_unit_test_setup_teardown(test_html_report, setup, teardown),
		cmocka_unit_test_setup_teardown(test_json, setup, teardown),
		cmocka_unit_test_setup_teardown(test_csv, setup, teardown),
		cmocka_unit_test_setup_teardown(test_pts, setup, teardown),
		cmocka_unit_test_setup_teardown(test_text, setup, teardown),
		cmocka_unit_test_setup_teardown(test_plots, setup, teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
