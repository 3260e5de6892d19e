// modules: lib/json/jsonfile.c lib/json/fileopen.c lib/json/atomicfile.c lib/safepath/safepath.c study/doc.c study/client.c study/resume.c study/order.c study/decide.c lib/seqtest/bounds.c lib/seqtest/seqtest.c study/dynamic.c study/spec.c study/jobrules.c study/jobparse.c study/fioopts.c study/iolog.c study/fiocheck.c lib/fiosize/fiosize.c
/*
 * fuzz_study: what schedaio-study reads from a results folder someone else may have written:
 * a manifest.json through doc_load, then the plan check, the count, the next run (order_next,
 * the dynamic run count), --resume's arguments (resume_args: the plan only) and its checks
 * against a fixed spec (resume_diffs); and the same bytes as fio --client's output through
 * client_split (jsonfile_fio_doc: fio's document found by its structure). Their output goes
 * to /dev/null.
 */
#include <stdint.h>
#include <stddef.h>
#include <stdio.h>

#include "fuzz_input.h"
#include "study.h"

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	if (!freopen("/dev/null", "w", stdout))
		abort();
	return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t n)
{
	static const struct spec_line spec[] = {
		{ "kernel", { "6.1" }, 1 },	     { "pack_path", { "/p" }, 1 },
		{ "pack_sha256", { "abc" }, 1 },     { "job", { "a", "/p/a.fio", "sha" }, 3 },
		{ "engine", { "libaio" }, 1 },	     { "quick", { "1" }, 1 },
		{ "overrides", { "runtime=1" }, 1 }, { "scratch", { "0" }, 1 },
		{ "device", { "/dev/x" }, 1 },	     { "host", { "h1", "a", "k", "/dev/x" }, 4 },
	};
	const char *path = fuzz_path(data, n);
	char why[512];
	struct slot next;
	json_t *root, *part;
	long total, done;

	if (doc_load(path, &root, why, sizeof(why)) == 0) {
		if (order_plan_check(root, why, sizeof(why)) == 0) {
			order_count(root, NULL, &total, &done);
			order_next(root, "/nonexistent", NULL, NULL, &next, why, sizeof(why));
		}
		resume_args(root, why, sizeof(why));
		resume_diffs(root, spec, sizeof(spec) / sizeof(spec[0]));
		json_decref(root);
	}
	if (client_split(path, "127.0.0.2", &part, why, sizeof(why)) == 0)
		json_decref(part);
	return 0;
}
