// modules: lib/json/jsonfile.c lib/json/fileopen.c
// test_jsonfile_fiodoc: where fio's JSON document starts in fio's output (jsonfile_fio_doc,
// issue 21 items 4 and 11) and what JSONFILE_FIO accepts around it: the last line that
// starts with '{', never a '{' inside a text line, only fio's messages after it.
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "json/jsonfile.h"

/* doc: the offset jsonfile_fio_doc finds fio's document at in S, or -1. */
static long doc(const char *s)
{
	json_error_t jerr;
	size_t start;
	int over;
	json_t *root = jsonfile_fio_doc(s, strlen(s), &start, &jerr, &over);

	json_decref(root);
	return root ? (long)start : -1;
}

static void test_start(void **state)
{
	const char *s;

	(void)state;
	s = "{\n  \"a\": 1\n}\n";
	assert_int_equal(doc(s), 0);
	s = "fio: note {x}\n{ text\n{\n  \"a\": {\n    \"b\": 1\n  }\n}\n";
	assert_int_equal(doc(s), strstr(s, "{\n  \"a\"") - s);
	s = "<hostB> {\"jobs\": []}\n<hostB> \n{\n}\n";
	assert_int_equal(doc(s), (long)strlen(s) - 4);
	assert_int_equal(doc("<hostB> {\"a\": 1}\nfio: {\n"), -1);
	/* a '{' on the last line, without a newline after it */
	s = "x\n{}";
	assert_int_equal(doc(s), 2);
}

/* load: TEXT written to a temporary file, loaded with JSONFILE_FIO; its "v" in *V. */
static int load(const char *text, long *v)
{
	char path[] = "/tmp/test_fiodoc.XXXXXX", why[256];
	json_t *root;
	int fd = mkstemp(path), ret;

	assert_true(fd >= 0);
	assert_int_equal(write(fd, text, strlen(text)), (ssize_t)strlen(text));
	close(fd);
	ret = jsonfile_load(path, JSONFILE_FIO, &root, why, sizeof(why));
	unlink(path);
	if (ret == 0) {
		*v = (long)json_integer_value(json_object_get(root, "v"));
		json_decref(root);
	}
	return ret;
}

static void test_lenient(void **state)
{
	long v = 0;

	(void)state;
	assert_int_equal(load("<h> {\"v\": 9}\n{\n  \"v\": 1\n}\n", &v), 0);
	assert_int_equal(v, 1);
	assert_int_equal(load("{\n  \"v\": 9\n}\n<h> x\n{\n  \"v\": 2\n}\n\nfio: done\n", &v), 0);
	assert_int_equal(v, 2);
	/* a '{' line inside a string of the document: no second start, the file refused */
	assert_int_equal(load("{\n  \"h\": \"x\n{\"v\": 9}\n\", \"v\": 3\n}\n", &v), -EINVAL);
	/* text after the document that is not fio's */
	assert_int_equal(load("{\"v\": 4}\n<h> {\"v\": 9}\n", &v), -EINVAL);
	assert_int_equal(load("fio: only a message {x}\n", &v), -EINVAL);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_start),
		cmocka_unit_test(test_lenient),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
