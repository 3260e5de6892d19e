// cmdio.c: what every schedaio-study command does with its one-line errors and its manifest
// (see study.h: cmd_fail, cmd_load, cmd_save), below main.c and the files of commands.
#include <stdio.h>

#include "study.h"

int cmd_fail(const char *fmt, const char *a, const char *b)
{
	fprintf(stderr, "schedaio-study: ");
	fprintf(stderr, fmt, a, b ? b : "");
	fputc('\n', stderr);
	return 2;
}

int cmd_load(const char *path, json_t **root)
{
	char why[STUDY_WHY];

	if (doc_load(path, root, why, sizeof(why)))
		return cmd_fail("%s: %s", path, why);
	return 0;
}

int cmd_save(const char *path, json_t *root)
{
	char why[STUDY_WHY];
	int ret = doc_save(path, root, why, sizeof(why));

	json_decref(root);
	return ret ? cmd_fail("%s%s", why, NULL) : 0;
}
