// labels.c: the label table (compiled in from jobs/sched-labels.tsv by lib/label/schedlabel.c)
// and scheduler keys (see labels.h).
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/labels.h"
#include "label/schedlabel.h"

/* Kernel defaults of the tunables the table uses (Documentation/block/bfq-iosched.rst). */
static const struct {
	const char *sched, *name, *value;
} defaults[] = {
	{ "bfq", "low_latency", "1" },
};

static char *dup_col(const char *s)
{
	return s[0] ? strdup(s) : NULL;
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

int labels_load(struct labels *l)
{
	const struct schedlabel_row *t;
	struct labels_row *r;
	size_t i, n;

	memset(l, 0, sizeof(*l));
	t = schedlabel_rows(&n);
	l->rows = calloc(n + 1, sizeof(*l->rows));
	if (!l->rows)
		return -ENOMEM;
	for (i = 0; i < n; i++) {
		r = &l->rows[l->n++];
		r->label = strdup(t[i].label);
		r->sched = strdup(t[i].sched);
		r->tunables = dup_col(t[i].tunables);
		r->legacy = dup_col(t[i].legacy);
		if (!r->label || !r->sched || (!r->tunables && t[i].tunables[0]) ||
		    (!r->legacy && t[i].legacy[0])) {
			labels_free(l);
			return -ENOMEM;
		}
	}
	return 0;
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

/* find: the row of the table that names KEY (schedlabel_find: the first row whose
 * scheduler is KEY's and whose tunables KEY all has, the one rule), or NULL. */
static const struct schedlabel_row *find(const char *key)
{
	struct sched_expect e;

	if (schedlabel_parse_key(key, &e))
		return NULL;
	return schedlabel_find(e.sched, e.tun, e.ntun);
}

const char *labels_name(const struct labels *l, const char *key)
{
	const struct schedlabel_row *r = find(key);

	(void)l;
	return r ? r->label : key;
}

const char *labels_legacy(const struct labels *l, const char *key)
{
	const struct schedlabel_row *r = find(key);

	(void)l;
	return r && r->legacy[0] ? r->legacy : NULL;
}
