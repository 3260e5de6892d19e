// modules: compare/read/runfile.c compare/read/cpufile.c compare/model/input.c lib/json/jsonfile.c lib/json/fileopen.c lib/units/units.c compare/read/fiojson.c compare/model/tracetimes.c lib/hist/lathist.c compare/read/statsnum.c lib/fiosize/fiosize.c
// test_compare_units: one real run's fio JSON (tests/fixtures/fio/randread-4k-none.json, fio
// 3.33, copied from results/20261130-180626-laptop-quick) read by runfile.c and converted
// to both published "MB/s" units by units.c, against values computed by hand below.
// Run from the repository's top folder (tests/run does).
#include <errno.h>
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>

#include <cmocka.h>

#include "read/runfile.h"
#include "units/units.h"

#define FIXTURE "tests/fixtures/fio/randread-4k-none.json"

/* The file: jobs[0].read.bw = 426503 KiB/s, iops = 106604.798401, io_bytes = 1310654464;
 * write io_bytes = 0, so the run's direction is read. */
static void test_read_fio(void **state)
{
	struct runfile_fio f;
	char why[256];

	assert_int_equal(runfile_read_fio(NULL, FIXTURE, &f, why, sizeof(why)), 0);
	assert_int_equal(f.dir, RUNFILE_READ);
	assert_float_equal(f.bw_kibps, 426503.0, 0);
	assert_float_equal(f.iops, 106604.798401, 1e-9);
}

/* Both ways, by hand:
 *   laptop (fio 2.1.13, "KiB/s/1000"): 426503 / 1000 = 426.503 MB/s
 *   EPYC   (fio 3.1, "MiB/s"):         426503 / 1024 = 416.5068359375 MB/s
 * and the two differ by exactly 1024 / 1000 = 1.024. Cross-check with fio's own bytes:
 * bw_bytes 436739241 B/s / 1024 = 426503.16 KiB/s, which fio rounds down to 426503. */
static void test_both_units(void **state)
{
	struct runfile_fio f;
	char why[256];
	double lap, epyc;

	assert_int_equal(runfile_read_fio(NULL, FIXTURE, &f, why, sizeof(why)), 0);
	lap = units_mbps(f.bw_kibps, UNITS_KIB_1000);
	epyc = units_mbps(f.bw_kibps, UNITS_MIB);
	assert_float_equal(lap, 426.503, 1e-9);
	assert_float_equal(epyc, 416.5068359375, 1e-9);
	assert_float_equal(lap / epyc, 1.024, 1e-12);
	assert_float_equal(floor(436739241.0 / 1024), f.bw_kibps, 0);
	/* as the tables print them (2 decimals) */
	assert_float_equal(round(lap * 100) / 100, 426.50, 1e-9);
	assert_float_equal(round(epyc * 100) / 100, 416.51, 1e-9);
}

/* The header names the unit the numbers are in. */
static void test_describe(void **state)
{
	assert_string_equal(units_describe(UNITS_KIB_1000),
			    "MB/s = fio KiB/s / 1000, as Phoronix published fio 2.1.13 results");
	assert_string_equal(units_describe(UNITS_MIB), "MB/s = MiB/s, as published with fio 3.1");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_read_fio),
		cmocka_unit_test(test_both_units),
		cmocka_unit_test(test_describe),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
