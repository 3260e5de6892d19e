// modules: compare/*/*.c lib/*/*.c
// test_compare_accel: issue 38 item 2. manifest_load on a run-pack --kernel manifest: the
// kernels become the study's hosts (folders), each listed run's host its results[].kernel,
// each kernel's shown name the short form (COMPARE.md "Kernels"), the whole release where two
// share a version, "(emulated CPU)" after a tcg kernel's. accel_table on hand-made tables:
// rows on one accelerator keep their verdicts; a tcg row or rows on two accelerators clear
// every verdict, mark and best and add the note with the mark. A study without --kernel whose
// manifest's top level says tcg: its rows the same; not said, or a --hosts study: native.
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "json/manifestkeys.h"
#include "model/accel.h"
#include "model/model.h"
#include "read/manifest.h"

static const char manifest_json[] =
	"{\"schema\": 1, \"kernel\": \"6.18.44-fc-v1300\", \"schedulers\": [\"none\"],"
	" \"kernels\": ["
	"  {\"name\": \"host\", \"release\": \"6.12.118-custom\", \"accel\": \"native\","
	"   \"status\": \"complete\", \"error\": null},"
	"  {\"name\": \"debian\", \"release\": \"6.12.118+deb12-amd64\", \"accel\": \"tcg\","
	"   \"status\": \"complete\"},"
	"  {\"name\": \"6.1\", \"release\": \"6.1.0-57-amd64\", \"accel\": \"kvm\","
	"   \"status\": \"failed\", \"error\": \"no boot\"},"
	"  {\"name\": \"mine\", \"accel\": \"tcg\", \"status\": \"interrupted\"}%s],"
	" \"results\": [{\"kernel\": \"%s\", \"scheduler\": \"none\", \"cell\": \"read-4k\","
	"   \"run\": 1, \"status\": \"ok\"}]}";

/* load: manifest_json with EXTRA after the last kernel and the run's kernel RUN_KERNEL (FMT
 * instead when not NULL, EXTRA and RUN_KERNEL its %s), read into M; manifest_load's return,
 * its reason in WHY (256 bytes). */
static int load_fmt(const char *fmt, const char *extra, const char *run_kernel,
		    struct manifest *m, char *why)
{
	char dir[] = "/tmp/test_compare_accel.XXXXXX", path[64];
	FILE *f;
	int ret;

	assert_non_null(mkdtemp(dir));
	snprintf(path, sizeof(path), "%s/manifest.json", dir);
	f = fopen(path, "w");
	assert_non_null(f);
	fprintf(f, fmt, extra, run_kernel);
	assert_int_equal(fclose(f), 0);
	ret = manifest_load(dir, path, m, why, 256);
	unlink(path);
	rmdir(dir);
	return ret;
}

static int load(const char *extra, const char *run_kernel, struct manifest *m, char *why)
{
	return load_fmt(manifest_json, extra, run_kernel, m, why);
}

static void test_manifest_kernels(void **state)
{
	char why[256];
	struct manifest m;

	(void)state;
	/* a kernel without a folder name, a run of a kernel not listed: the study is not read */
	assert_int_equal(load(", {\"name\": \"../x\", \"release\": \"1\"}", "debian", &m, why),
			 -EPROTO);
	assert_non_null(strstr(why, "kernels[4] has no name a folder can have"));
	assert_int_equal(load("", "Debian", &m, why), -EPROTO);
	assert_non_null(strstr(why, "a run of kernel 'Debian', which kernels[] does not list"));
	assert_int_equal(load("", "debian", &m, why), 0);
	assert_int_equal(m.nhosts, 4);
	assert_non_null(m.kernels);
	assert_string_equal(m.hosts[1], "debian");
	assert_string_equal(m.kernels[0].shown, "Linux 6.12.118-custom");
	assert_string_equal(m.kernels[1].shown, "Linux 6.12.118+deb12-amd64 (emulated CPU)");
	assert_string_equal(m.kernels[2].shown, "Linux 6.1.0");
	assert_string_equal(m.kernels[3].shown, "kernel mine (emulated CPU)");
	assert_string_equal(m.kernels[2].status, "failed");
	assert_string_equal(m.kernels[2].error, "no boot");
	assert_null(m.kernels[0].error);
	assert_int_equal(m.nlisted, 1);
	assert_string_equal(m.listed[0].host, "debian");
	manifest_free(&m);
}

/* judged: a table of two rows with verdicts and marks, the rows of scheduler folders 0, 1. */
static void judged(struct model_row *rows, struct model_table *t)
{
	memset(rows, 0, 2 * sizeof(*rows));
	rows[0].sched = 0;
	rows[1].sched = 1;
	rows[0].v.has = rows[1].v.has = 1;
	rows[1].not_sig = 1;
	rows[1].undecided = 1;
	memset(t, 0, sizeof(*t));
	t->cell = "read-4k";
	t->metric = METRIC_MBPS;
	t->rows = rows;
	t->n = 2;
	t->crowned = 1;
}

static void test_accel_table(void **state)
{
	struct manifest_kernel k[2] = { { .name = "a", .accel = MK_ACCEL_KVM },
					{ .name = "b", .accel = MK_ACCEL_KVM } };
	struct results_folder fo[2] = { { .host = "a", .kern = &k[0] },
					{ .host = "b", .kern = &k[1] } };
	struct model_input in = { .path = "s" };
	struct model m = { .in = &in, .nin = 1 };
	struct model_row rows[2];
	struct model_table t;

	(void)state;
	in.r.folders = fo;
	in.r.nscheds = 2;
	snprintf(k[0].shown, sizeof(k[0].shown), "Linux 6.0");
	snprintf(k[1].shown, sizeof(k[1].shown), "Linux 6.1");
	judged(rows, &t); /* kvm and kvm: kept */
	assert_int_equal(accel_table(&m, &t), 0);
	assert_int_equal(t.crowned, 1);
	assert_int_equal(rows[1].v.has, 1);
	assert_int_equal(t.nnotes, 0);
	k[1].accel = MK_ACCEL_NATIVE; /* kvm and native: cleared, the note without the mark */
	assert_int_equal(accel_judgeable(&m, &t), 0);
	assert_int_equal(accel_table(&m, &t), 0);
	assert_int_equal(t.crowned, 0);
	assert_int_equal(rows[0].v.has + rows[1].v.has + rows[1].not_sig + rows[1].undecided, 0);
	assert_int_equal(t.nnotes, 1);
	assert_non_null(strstr(t.notes[0], "different accelerators: no verdict"));
	assert_null(strstr(t.notes[0], ACCEL_TCG_MARK));
	free(t.notes[0]);
	free(t.notes);
	k[0].accel = k[1].accel = MK_ACCEL_TCG; /* tcg only: cleared, the mark named */
	judged(rows, &t);
	assert_int_equal(accel_table(&m, &t), 0);
	assert_int_equal(t.crowned + rows[1].v.has, 0);
	assert_non_null(strstr(t.notes[0], ACCEL_TCG_MARK ": Linux 6.0, Linux 6.1 ran on qemu's tcg"));
	free(t.notes[0]);
	free(t.notes);
	fo[0].kern = fo[1].kern = NULL; /* no kernels: native, kept */
	judged(rows, &t);
	assert_int_equal(accel_table(&m, &t), 0);
	assert_int_equal(t.crowned, 1);
}

/* A study without --kernel: `scripts/guest -- scripts/run-pack` records its guest's
 * accelerator at the top level; %s the accel member (or nothing), %s hosts[] (or nothing). */
static const char plain_json[] =
	"{\"schema\": 1, \"run_id\": \"r1\", \"kernel\": \"6.12.118+deb12-amd64\", %s"
	" \"schedulers\": [\"none\"]%s, \"results\": []}";

static void test_accel_own(void **state)
{
	struct results_folder fo[2] = { { .kernel = "none" }, { .kernel = "bfq" } };
	struct model_input in = { .path = "s" };
	struct model m = { .in = &in, .nin = 1 };
	struct model_row rows[2];
	struct model_table t;
	char why[256];

	(void)state;
	assert_int_equal(load_fmt(plain_json, "\"accel\": \"tcg\",", "", &in.r.man, why), 0);
	assert_string_equal(in.r.man.own.accel, MK_ACCEL_TCG);
	assert_string_equal(in.r.man.own.shown, "Linux 6.12.118 (emulated CPU)");
	in.r.has_manifest = 1;
	in.r.folders = fo;
	in.r.nscheds = 2;
	assert_ptr_equal(accel_own(&in.r), &in.r.man.own);
	judged(rows, &t); /* the rows of a study run under tcg: the --kernel share's rule */
	assert_string_equal(accel_row(&m, &rows[0]), MK_ACCEL_TCG);
	assert_int_equal(accel_table(&m, &t), 0);
	assert_int_equal(t.crowned + rows[0].v.has + rows[1].v.has + rows[1].not_sig, 0);
	assert_int_equal(t.nnotes, 1);
	assert_non_null(strstr(t.notes[0], ACCEL_TCG_MARK ": Linux 6.12.118 (emulated CPU) ran on "
				 "qemu's tcg, its timings measure the emulator: no verdict"));
	free(t.notes[0]);
	free(t.notes);
	manifest_free(&in.r.man);
	/* not recorded (a study before run-pack recorded it): native, kept */
	assert_int_equal(load_fmt(plain_json, "", "", &in.r.man, why), 0);
	assert_null(in.r.man.own.accel);
	assert_string_equal(in.r.man.own.shown, "Linux 6.12.118");
	judged(rows, &t);
	assert_string_equal(accel_row(&m, &rows[0]), MK_ACCEL_NATIVE);
	assert_int_equal(accel_table(&m, &t), 0);
	assert_int_equal(t.crowned, 1);
	manifest_free(&in.r.man);
	/* --hosts: the top level is the controller's, the runs ran natively on the hosts */
	assert_int_equal(load_fmt(plain_json, "\"accel\": \"tcg\",",
				  ", \"hosts\": [{\"name\": \"db1\"}]", &in.r.man, why), 0);
	assert_null(accel_own(&in.r));
	judged(rows, &t);
	assert_string_equal(accel_row(&m, &rows[0]), MK_ACCEL_NATIVE);
	assert_int_equal(accel_table(&m, &t), 0);
	assert_int_equal(t.crowned, 1);
	manifest_free(&in.r.man);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_manifest_kernels),
		cmocka_unit_test(test_accel_table),
		cmocka_unit_test(test_accel_own),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
