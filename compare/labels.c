// labels.c: read jobs/sched-labels.tsv and name scheduler keys (see labels.h).
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "labels.h"

/* Kernel defaults of the tunables the table uses (Documentation/block/bfq-iosched.rst). */
static const struct {
	const char *sched, *name, *value;
} defaults[] = {
	{ "bfq", "low_latency", "1" },
};

static char *dup_col(const char *s)
{
	return strcmp(s, "-") == 0 ? NULL : strdup(s);
}

void labels_free(struct labels *l)
{
	size_t i;

	for (i = 0; i < l->n; i++) {
		free(l->rows[i].label);
		free(l->rows[i].sched);
		free(l->rows[i].tunables);
		free(l->rows[i].legacy);
	}
	free(l->rows);
	memset(l, 0, sizeof(*l));
}

int labels_load(const char *path, struct labels *l)
{
	char line[512], *col[4], *save, *nl;
	struct labels_row *nr, *r;
	FILE *f;
	int k, ret = 0;

	memset(l, 0, sizeof(*l));
	f = fopen(path, "r");
	if (!f)
		return -errno;
	while (fgets(line, sizeof(line), f)) {
		nl = strchr(line, '\n');
		if (nl)
			*nl = '\0';
		if (line[0] == '#' || line[0] == '\0')
			continue;
		for (k = 0; k < 4; k++) {
			col[k] = strtok_r(k ? NULL : line, "\t", &save);
			if (!col[k])
				break;
		}
		if (k < 4) {
			ret = -EINVAL;
			break;
		}
		nr = realloc(l->rows, (l->n + 1) * sizeof(*nr));
		if (!nr) {
			ret = -ENOMEM;
			break;
		}
		l->rows = nr;
		r = &l->rows[l->n];
		memset(r, 0, sizeof(*r));
		l->n++;
		r->label = strdup(col[0]);
		r->sched = strdup(col[1]);
		r->tunables = dup_col(col[2]);
		r->legacy = dup_col(col[3]);
		if (!r->label || !r->sched || (!r->tunables && strcmp(col[2], "-")) ||
		    (!r->legacy && strcmp(col[3], "-"))) {
			ret = -ENOMEM;
			break;
		}
	}
	fclose(f);
	if (ret)
		labels_free(l);
	return ret;
}

/* row_key: the key of row R into a new string. */
static char *row_key(const struct labels_row *r)
{
	char *k;

	if (!r->tunables)
		return strdup(r->sched);
	if (asprintf(&k, "%s:%s", r->sched, r->tunables) < 0)
		return NULL;
	return k;
}

/* default_of: the kernel default of tunable NAME of SCHED, or NULL. */
static const char *default_of(const char *sched, const char *name)
{
	size_t i;

	for (i = 0; i < sizeof(defaults) / sizeof(defaults[0]); i++)
		if (strcmp(defaults[i].sched, sched) == 0 && strcmp(defaults[i].name, name) == 0)
			return defaults[i].value;
	return NULL;
}

char *labels_key(const struct labels *l, const char *sched, json_t *tunables, int *defaulted)
{
	char names[256] = "", *key, *nk, *tok, *save, buf[256];
	const char *val;
	size_t i;

	*defaulted = 0;
	/* the tunable names the table uses for SCHED, once each, in table order */
	for (i = 0; i < l->n; i++) {
		if (strcmp(l->rows[i].sched, sched) || !l->rows[i].tunables)
			continue;
		snprintf(buf, sizeof(buf), "%s", l->rows[i].tunables);
		for (tok = strtok_r(buf, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
			char *eq = strchr(tok, '='), pat[96];

			if (eq)
				*eq = '\0';
			snprintf(pat, sizeof(pat), ",%s,", tok);
			if (!strstr(names, pat) && strlen(names) + strlen(pat) < sizeof(names)) {
				if (!names[0])
					strcat(names, ",");
				strcat(names, tok);
				strcat(names, ",");
			}
		}
	}
	key = strdup(sched);
	if (!key || !names[0])
		return key;
	snprintf(buf, sizeof(buf), "%s", names + 1);
	for (tok = strtok_r(buf, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
		json_t *jv = json_object_get(tunables, tok);
		char ibuf[32];

		val = json_string_value(jv);
		if (!val && json_is_integer(jv)) { /* {"low_latency": 1} as well as "1" */
			snprintf(ibuf, sizeof(ibuf), "%lld", (long long)json_integer_value(jv));
			val = ibuf;
		}
		if (!val) {
			val = default_of(sched, tok);
			if (!val)
				continue;
			*defaulted = 1;
		}
		if (asprintf(&nk, "%s%c%s=%s", key, strchr(key, ':') ? ',' : ':', tok, val) < 0) {
			free(key);
			return NULL;
		}
		free(key);
		key = nk;
	}
	return key;
}

char *labels_key_of_label(const struct labels *l, const char *label)
{
	size_t i;

	for (i = 0; i < l->n; i++)
		if (strcmp(l->rows[i].label, label) == 0)
			return row_key(&l->rows[i]);
	return NULL;
}

/* find: the first row whose key is KEY, or NULL. */
static const struct labels_row *find(const struct labels *l, const char *key)
{
	size_t i;
	char *k;
	int same;

	for (i = 0; i < l->n; i++) {
		k = row_key(&l->rows[i]);
		if (!k)
			return NULL;
		same = strcmp(k, key) == 0;
		free(k);
		if (same)
			return &l->rows[i];
	}
	return NULL;
}

const char *labels_name(const struct labels *l, const char *key)
{
	const struct labels_row *r = find(l, key);

	return r ? r->label : key;
}

const char *labels_legacy(const struct labels *l, const char *key)
{
	const struct labels_row *r = find(l, key);

	return r ? r->legacy : NULL;
}
