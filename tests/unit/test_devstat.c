// modules: engine/stats/devstat.c engine/stats/statsopt.c
/*
 * test_devstat: /sys/block/.../stat parsing (11, 15, 17 fields; bad text), reads under a
 * sysroot (tests/fixtures/sysfs/devstat), the device list from a tag chain, and
 * the JSON deltas: named fields, merge_ratio, util, negative in_flight, failed devices.
 * Also statsopt_precision (hist_precision=) and statsopt_interval (timeseries_interval=).
 */
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "stats/devstat.h"
#include "stats/statsopt.h"

#define ROOT "tests/fixtures/sysfs/devstat"

static void test_parse(void **state)
{
	struct devstat_snap s;

	assert_int_equal(devstat_parse(" 1 2 3 4 5 6 7 8 9 10 11\n", &s), 0);
	assert_int_equal(s.nfields, 11);
	assert_int_equal(s.v[DEVSTAT_TIME_IN_QUEUE], 11);
	assert_int_equal(s.v[16], 0);
	assert_int_equal(devstat_parse("1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17", &s), 0);
	assert_int_equal(s.nfields, 17);
	assert_int_equal(s.v[16], 17);
	assert_int_equal(devstat_parse("1 2 3 4 5 6 7 8 9 10", &s), -EINVAL);
	assert_int_equal(devstat_parse("1 2 3 4 5 6 7 8 9 10 11 12", &s), -EINVAL);
	assert_int_equal(devstat_parse("1 2 3 4 5 6 7 8 9 10 x", &s), -EINVAL);
	assert_int_equal(devstat_parse("1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18", &s),
			 -EINVAL);
	assert_int_equal(devstat_parse("", &s), -EINVAL);
}

static void test_read_under_sysroot(void **state)
{
	struct devstat_snap s;

	assert_int_equal(devstat_read(ROOT, "/sys/block/loop0", &s), 0);
	assert_int_equal(s.nfields, 11);
	assert_int_equal(s.v[DEVSTAT_READ_MERGES], 20);
	assert_int_equal(devstat_read(ROOT, "/sys/block/sda/sda1", &s), 0);
	assert_int_equal(s.nfields, 15);
	assert_int_equal(devstat_read(ROOT, "/sys/block/sda", &s), 0);
	assert_int_equal(s.nfields, 17);
	assert_int_equal(devstat_read(ROOT, "/sys/block/nope", &s), -ENOENT);
	assert_int_equal(devstat_read(ROOT, "/sys/block/bad", &s), -EINVAL);
}

/* A chain dm-0 -> sda2 (partition) -> ... -> sdb (disk): the partition's disk follows it, a
 * disk already listed is not repeated. */
static void test_from_chain(void **state)
{
	static struct devchain c;
	static struct devstat_dev devs[8];
	static const char *const names[] = { "dm-0", "sda2", "sdb", "sda1" };
	unsigned i;

	c.n = 4;
	for (i = 0; i < 4; i++) {
		snprintf(c.link[i].dev.name, sizeof(c.link[i].dev.name), "%s", names[i]);
		snprintf(c.link[i].dev.sysdir, sizeof(c.link[i].dev.sysdir), "/sys/block/x/%s", names[i]);
		c.link[i].dev.major = 8;
		c.link[i].dev.minor = i;
		c.link[i].role = i ? "slave" : "device";
	}
	for (i = 1; i < 4; i += 2) { /* sda2 and sda1 are partitions of sda */
		c.link[i].dev.partition = true;
		snprintf(c.link[i].dev.disk, sizeof(c.link[i].dev.disk), "sda");
		snprintf(c.link[i].dev.diskdir, sizeof(c.link[i].dev.diskdir), "/sys/block/sda");
	}
	assert_int_equal(devstat_from_chain(&c, devs, 8), 5);
	assert_string_equal(devs[0].name, "dm-0");
	assert_string_equal(devs[0].role, "device");
	assert_string_equal(devs[1].name, "sda2");
	assert_string_equal(devs[1].devt, "8:1");
	assert_string_equal(devs[2].name, "sda");
	assert_string_equal(devs[2].role, "disk");
	assert_string_equal(devs[2].sysdir, "/sys/block/sda");
	assert_string_equal(devs[3].name, "sdb");
	assert_string_equal(devs[4].name, "sda1");
	assert_int_equal(devstat_from_chain(&c, devs, 2), 2);
	c.n = 0;
	assert_int_equal(devstat_from_chain(&c, devs, 8), 0);
}

static void test_json_deltas_ratio_util(void **state)
{
	static struct devstat_dev d[2];
	json_t *a, *o, *delta;

	snprintf(d[0].name, sizeof(d[0].name), "loop0");
	snprintf(d[0].devt, sizeof(d[0].devt), "7:0");
	snprintf(d[0].role, sizeof(d[0].role), "device");
	snprintf(d[0].sysdir, sizeof(d[0].sysdir), "/sys/block/loop0");
	snprintf(d[1].name, sizeof(d[1].name), "gone");
	snprintf(d[1].sysdir, sizeof(d[1].sysdir), "/sys/block/gone");
	devstat_sample(ROOT, d, 2, false, 1000000000ULL);
	assert_true(d[0].have_start);
	assert_int_equal(d[1].err, -ENOENT);
	d[0].end = d[0].start;
	d[0].have_end = true;
	d[0].end.t_ns = 3000000000ULL;   /* 2000 ms later */
	d[0].end.v[DEVSTAT_READ_IOS] += 300;
	d[0].end.v[DEVSTAT_READ_MERGES] += 100;
	d[0].end.v[DEVSTAT_IO_TICKS] += 500;
	d[0].start.v[DEVSTAT_IN_FLIGHT] = 3; /* in_flight falls by 3 */
	a = devstat_to_json(d, 2);
	assert_non_null(a);
	assert_int_equal(json_array_size(a), 2);
	o = json_array_get(a, 0);
	delta = json_object_get(o, "delta");
	assert_int_equal(json_object_size(delta), 11); /* no discard/flush in an 11-field file */
	assert_int_equal(json_integer_value(json_object_get(delta, "read_ios")), 300);
	assert_int_equal(json_integer_value(json_object_get(delta, "read_merges")), 100);
	assert_int_equal(json_integer_value(json_object_get(delta, "in_flight")), -3);
	assert_int_equal(json_integer_value(json_object_get(delta, "write_ios")), 0);
	assert_float_equal(json_real_value(json_object_get(json_object_get(o, "merge_ratio"),
							   "read")), 0.25, 1e-12);
	assert_float_equal(json_real_value(json_object_get(json_object_get(o, "merge_ratio"),
							   "write")), 0.0, 0);
	assert_float_equal(json_real_value(json_object_get(o, "util")), 0.25, 1e-12);
	assert_float_equal(json_real_value(json_object_get(o, "wall_ms")), 2000.0, 1e-9);
	o = json_array_get(a, 1);
	assert_string_equal(json_string_value(json_object_get(o, "error")), strerror(ENOENT));
	assert_null(json_object_get(o, "delta"));
	json_decref(a);
	a = devstat_to_json(NULL, 0);
	assert_int_equal(json_array_size(a), 0);
	json_decref(a);
}

/* The window's snapshot (devstat_sample_window): window_delta = end - win, a subset of delta,
 * window_wall_ms from the window's reading; absent when the window was never read;
 * devstat_window_is_start makes it the whole delta (no ramp_time). */
static void test_json_window_delta(void **state)
{
	static struct devstat_dev d[2];
	json_t *a, *o, *wd;

	(void)state;
	snprintf(d[0].name, sizeof(d[0].name), "loop0");
	snprintf(d[0].role, sizeof(d[0].role), "device");
	snprintf(d[0].sysdir, sizeof(d[0].sysdir), "/sys/block/loop0");
	d[1] = d[0];
	devstat_sample(ROOT, d, 2, false, 1000000000ULL);
	devstat_sample_window(ROOT, d, 1, 2000000000ULL); /* only d[0] sees the window */
	assert_true(d[0].have_win);
	assert_false(d[1].have_win);
	d[0].win.v[DEVSTAT_READ_SECTORS] += 1000; /* 1000 sectors read before the window */
	d[0].win.v[DEVSTAT_READ_IOS] += 10;
	d[0].end = d[0].start;
	d[0].end.v[DEVSTAT_READ_SECTORS] += 5000;
	d[0].end.v[DEVSTAT_READ_IOS] += 50;
	d[0].end.t_ns = 4000000000ULL;
	d[0].have_end = true;
	d[1].end = d[0].end;
	d[1].have_end = true;
	a = devstat_to_json(d, 2);
	assert_non_null(a);
	o = json_array_get(a, 0);
	wd = json_object_get(o, "window_delta");
	assert_non_null(wd);
	assert_int_equal(json_object_size(wd), json_object_size(json_object_get(o, "delta")));
	assert_int_equal(json_integer_value(json_object_get(wd, "read_sectors")), 4000);
	assert_int_equal(json_integer_value(json_object_get(wd, "read_ios")), 40);
	assert_int_equal(json_integer_value(json_object_get(json_object_get(o, "delta"),
							    "read_sectors")), 5000);
	assert_float_equal(json_real_value(json_object_get(o, "window_wall_ms")), 2000.0, 1e-9);
	assert_float_equal(json_real_value(json_object_get(o, "wall_ms")), 3000.0, 1e-9);
	o = json_array_get(a, 1); /* no window reading: no window keys */
	assert_non_null(json_object_get(o, "delta"));
	assert_null(json_object_get(o, "window_delta"));
	assert_null(json_object_get(o, "window_wall_ms"));
	json_decref(a);
	devstat_window_is_start(d, 2); /* no ramp_time: the window is the whole job */
	a = devstat_to_json(d, 2);
	o = json_array_get(a, 1);
	assert_true(json_equal(json_object_get(o, "window_delta"), json_object_get(o, "delta")));
	assert_float_equal(json_real_value(json_object_get(o, "window_wall_ms")),
			   json_real_value(json_object_get(o, "wall_ms")), 0);
	json_decref(a);
}

static void test_precision_option(void **state)
{
	double r = -1;

	assert_int_equal(statsopt_precision(NULL, &r), 0);
	assert_float_equal(r, 0.001, 0);
	assert_int_equal(statsopt_precision("0.01", &r), 0);
	assert_float_equal(r, 0.0001, 1e-18);
	assert_int_equal(statsopt_precision("1%", &r), 0);
	assert_float_equal(r, 0.01, 1e-18);
	r = -1;
	assert_int_equal(statsopt_precision("0", &r), -EINVAL);
	assert_int_equal(statsopt_precision("11", &r), -EINVAL);
	assert_int_equal(statsopt_precision("0.1x", &r), -EINVAL);
	assert_int_equal(statsopt_precision("nan", &r), -EINVAL);
	assert_int_equal(statsopt_precision("abc", &r), -EINVAL);
	assert_float_equal(r, -1, 0);
}

/* timeseries_interval=: 1 ms .. 1 h; 0 (given by the job: fio fills the default) is refused. */
static void test_interval_option(void **state)
{
	unsigned long long ns = 7;

	(void)state;
	assert_int_equal(statsopt_interval(1000, &ns), 0);
	assert_true(ns == 1000000ULL);
	assert_int_equal(statsopt_interval(3600000000ULL, &ns), 0);
	assert_true(ns == 3600000000000ULL);
	ns = 7;
	assert_int_equal(statsopt_interval(0, &ns), -EINVAL);
	assert_int_equal(statsopt_interval(999, &ns), -EINVAL);
	assert_int_equal(statsopt_interval(3600000001ULL, &ns), -EINVAL);
	assert_int_equal(statsopt_interval(-5000ULL, &ns), -EINVAL);
	assert_true(ns == 7);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_parse),
		cmocka_unit_test(test_read_under_sysroot),
		cmocka_unit_test(test_from_chain),
		cmocka_unit_test(test_json_deltas_ratio_util),
		cmocka_unit_test(test_json_window_delta),
		cmocka_unit_test(test_precision_option),
		cmocka_unit_test(test_interval_option),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
