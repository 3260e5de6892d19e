// modules: compare/render/render_words.c compare/model/metric.c lib/units/units.c compare/model/stats.c compare/model/verdict.c compare/model/pubset.c
/*
 * test_compare_words: the words the renderers share (render/render_words.c): the far-runs
 * note in each metric's own format (the merge ratio's 3 significant digits, so 6.2e-06 is
 * not shown as 0), a run without a name shown as "?", a short buffer cut without overrun
 * (ASan), nothing for a row without far runs.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <string.h>

#include <cmocka.h>

#include "render/render_words.h"

static void test_far(void **state)
{
	struct model_table t = { .metric = METRIC_MERGE };
	struct model_row row = { .nfar = 2 };
	char buf[256], small[24];

	row.far_run[0] = "kyber/randwrite-4k/run-1/fio.json";
	row.far_value[0] = 6.17e-06;
	row.far_run[1] = NULL;
	row.far_value[1] = 0.25;
	render_far(&t, &row, buf, sizeof(buf));
	assert_string_equal(buf, "far from its siblings, kept in the mean: "
			    "kyber/randwrite-4k/run-1/fio.json (6.17e-06), ? (0.25)");
	t.metric = METRIC_MBPS;
	render_far(&t, &row, buf, sizeof(buf));
	assert_non_null(strstr(buf, "(0.00), ? (0.25)"));
	render_far(&t, &row, small, sizeof(small));
	assert_int_equal(strlen(small), sizeof(small) - 1);
	row.nfar = 0;
	render_far(&t, &row, buf, sizeof(buf));
	assert_string_equal(buf, "");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_far),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
