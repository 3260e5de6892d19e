// clonemerge.c: a numjobs job's clone stats merged by statsmerge (see clonemerge.h).
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "merge/statsmerge.h"
#include "read/clonemerge.h"

unsigned char *clonemerge_mark(const struct pairing_stats *c, size_t n)
{
	unsigned char *m = calloc(n + 1, 1);
	size_t i;

	for (i = 0; m && i < n; i++)
		m[i] = (unsigned char)c[i].used;
	return m;
}

int clonemerge_read(const struct pairing_stats *c, json_t *const *roots, size_t n,
		    const unsigned char *mark, enum runfile_dir dir, struct runfile_engine *out,
		    size_t *nfiles, char *why, size_t whylen)
{
	json_t **docs = calloc(n + 1, sizeof(*docs)), *merged = NULL;
	const char **names = calloc(n + 1, sizeof(*names));
	char err[512];
	size_t i, k = 0;
	int ret = -ENOMEM;

	memset(out, 0, sizeof(*out));
	*nfiles = 0;
	if (!docs || !names)
		goto out;
	for (i = 0; i < n; i++) {
		if (!c[i].used || mark[i])
			continue;
		if (!roots[i]) {
			ret = -EINVAL;
			snprintf(why, whylen, "%s: not read", c[i].path);
			goto out;
		}
		docs[k] = json_incref(roots[i]);
		names[k++] = c[i].path;
	}
	ret = -ENOENT;
	if (!k) {
		snprintf(why, whylen, "no clone stats file paired");
		goto out;
	}
	ret = statsmerge_docs(docs, names, (unsigned)k, &merged, err, sizeof(err));
	if (ret) {
		snprintf(why, whylen, "%s", err);
		goto out;
	}
	ret = runfile_engine_json(merged, dir, NULL, NULL, out, why, whylen);
	if (!ret)
		*nfiles = k;
out:
	for (i = 0; docs && i < k; i++)
		json_decref(docs[i]);
	json_decref(merged);
	free(docs);
	free(names);
	return ret;
}
