/*
 * schedlabel.c: labels from the compiled-in jobs/sched-labels.tsv, expect_sched= parsing and
 * matching. See schedlabel.h.
 */
#include "label/schedlabel.h"

#include <ctype.h>
#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

static const struct schedlabel_row rows[] = {
#include "sched-labels.h"
};

static const struct schedtun_row tunables[] = {
#include "sched-tunables.h"
};

const struct schedtun_row *schedlabel_tunable_rows(size_t *n)
{
	if (n)
		*n = sizeof(tunables) / sizeof(tunables[0]);
	return tunables;
}

const struct schedlabel_row *schedlabel_rows(size_t *n)
{
	if (n)
		*n = sizeof(rows) / sizeof(rows[0]);
	return rows;
}

/* copy_trim: s[0..len) without surrounding blanks into dst[size]; -ENAMETOOLONG. */
static int copy_trim(char *dst, size_t size, const char *s, size_t len)
{
	while (len && isspace((unsigned char)*s)) {
		s++;
		len--;
	}
	while (len && isspace((unsigned char)s[len - 1]))
		len--;
	if (len >= size)
		return -ENAMETOOLONG;
	memcpy(dst, s, len);
	dst[len] = '\0';
	return 0;
}

static const char *find_tun(const struct sched_kv *tun, unsigned ntun, const char *name)
{
	unsigned i;

	for (i = 0; i < ntun; i++)
		if (!strcmp(tun[i].name, name))
			return tun[i].value;
	return NULL;
}

/* parse_tunables: "a=1, b=2" (s[0..len)) appended to out; see schedlabel_parse_expect. */
static int parse_tunables(const char *s, struct sched_expect *out)
{
	while (*s) {
		const char *comma = strchr(s, ','), *eq;
		size_t len = comma ? (size_t)(comma - s) : strlen(s);
		struct sched_kv *kv;
		int ret;

		eq = memchr(s, '=', len);
		if (!eq)
			return -EINVAL;
		if (out->ntun == SCHED_EXPECT_TUN)
			return -E2BIG;
		kv = &out->tun[out->ntun];
		ret = copy_trim(kv->name, sizeof(kv->name), s, (size_t)(eq - s));
		if (!ret)
			ret = copy_trim(kv->value, sizeof(kv->value), eq + 1, len - (size_t)(eq - s) - 1);
		if (ret)
			return ret;
		if (!kv->name[0] || !kv->value[0])
			return -EINVAL;
		out->ntun++;
		s += len + (comma ? 1 : 0);
	}
	return 0;
}

static int parse_name(const char *buf, struct sched_expect *out);

int schedlabel_parse_expect(const char *str, struct sched_expect *out)
{
	char buf[256];
	size_t i, n;
	int ret, pass;

	if (!str || !out)
		return -EINVAL;
	memset(out, 0, sizeof(*out));
	ret = copy_trim(buf, sizeof(buf), str, strlen(str));
	if (ret)
		return ret;
	if (!buf[0])
		return -EINVAL;
	/* a label exactly; then a kernel name ("bfq" is the scheduler, "BFQ" the label); then
	 * a label ignoring case */
	schedlabel_rows(&n);
	for (pass = 0; pass < 2; pass++) {
		for (i = 0; i < n; i++) {
			if (pass ? strcasecmp(buf, rows[i].label) : strcmp(buf, rows[i].label))
				continue;
			if (copy_trim(out->label, sizeof(out->label), rows[i].label,
				      strlen(rows[i].label)) ||
			    copy_trim(out->sched, sizeof(out->sched), rows[i].sched,
				      strlen(rows[i].sched)))
				return -ENAMETOOLONG;
			return parse_tunables(rows[i].tunables, out);
		}
		if (!pass && !parse_name(buf, out))
			return 0;
		memset(out, 0, sizeof(*out));
	}
	return parse_name(buf, out);
}

/* parse_name: "name" or "name:t=v[,t=v...]" into out. */
static int parse_name(const char *buf, struct sched_expect *out)
{
	const char *colon;
	int ret;

	colon = strchr(buf, ':');
	ret = copy_trim(out->sched, sizeof(out->sched), buf,
			colon ? (size_t)(colon - buf) : strlen(buf));
	if (ret)
		return ret;
	if (!out->sched[0] || strspn(out->sched, "abcdefghijklmnopqrstuvwxyz0123456789_-") !=
	    strlen(out->sched))
		return -EINVAL;
	if (colon && !colon[1])
		return -EINVAL; /* "bfq:" */
	return colon ? parse_tunables(colon + 1, out) : 0;
}

/* row_matches: every "name=value" of row->tunables is in tun. */
static bool row_matches(const struct schedlabel_row *row, const struct sched_kv *tun,
			unsigned ntun)
{
	struct sched_expect e;
	unsigned i;

	memset(&e, 0, sizeof(e));
	if (parse_tunables(row->tunables, &e))
		return false;
	for (i = 0; i < e.ntun; i++) {
		const char *v = find_tun(tun, ntun, e.tun[i].name);

		if (!v || strcmp(v, e.tun[i].value))
			return false;
	}
	return true;
}

const struct schedlabel_row *schedlabel_find(const char *sched, const struct sched_kv *tun,
					     unsigned ntun)
{
	size_t i, n;

	if (!sched || !sched[0])
		return NULL;
	schedlabel_rows(&n);
	for (i = 0; i < n; i++)
		if (!strcmp(rows[i].sched, sched) && row_matches(&rows[i], tun, ntun))
			return &rows[i];
	return NULL;
}

const char *schedlabel_for(const char *sched, const struct sched_kv *tun, unsigned ntun)
{
	const struct schedlabel_row *r = schedlabel_find(sched, tun, ntun);

	return r ? r->label : NULL;
}

int schedlabel_parse_key(const char *key, struct sched_expect *out)
{
	char buf[256];
	int ret;

	if (!key || !out)
		return -EINVAL;
	memset(out, 0, sizeof(*out));
	ret = copy_trim(buf, sizeof(buf), key, strlen(key));
	if (ret)
		return ret;
	ret = parse_name(buf, out);
	if (ret)
		memset(out, 0, sizeof(*out));
	return ret;
}

int schedlabel_match(const struct sched_expect *exp, const char *sched,
		     const struct sched_kv *tun, unsigned ntun)
{
	unsigned i;

	if (!exp || !sched)
		return -EINVAL;
	if (strcmp(exp->sched, sched))
		return -ESRCH;
	for (i = 0; i < exp->ntun; i++) {
		const char *v = find_tun(tun, ntun, exp->tun[i].name);

		if (!v)
			return -ENOENT;
		if (strcmp(v, exp->tun[i].value))
			return -EDOM;
	}
	return 0;
}

void schedlabel_describe_expect(const struct sched_expect *exp, char *buf, size_t len)
{
	size_t o;
	unsigned i;

	if (!buf || !len)
		return;
	buf[0] = '\0';
	if (!exp)
		return;
	o = (size_t)snprintf(buf, len, "%s", exp->sched);
	for (i = 0; i < exp->ntun && o < len; i++)
		o += (size_t)snprintf(buf + o, len - o, " %s=%s", exp->tun[i].name, exp->tun[i].value);
}

/* documented: `name` is a tunable of `sched` in the tunables table; *known is set when the
 * table has a row for `sched` at all. */
static bool documented(const char *sched, const char *name, bool *known)
{
	size_t i, n;

	schedlabel_tunable_rows(&n);
	*known = false;
	for (i = 0; i < n; i++) {
		if (strcmp(tunables[i].sched, sched))
			continue;
		*known = true;
		if (tunables[i].tunable[0] && !strcmp(tunables[i].tunable, name))
			return true;
	}
	return false;
}

/* list_tunables: "kernel SOURCE[, SOURCE]" (each source of SCHED's rows once), then
 * ": a, b, c" (its tunables) when it has any, into buf[len]; returns how many it has. */
static unsigned list_tunables(const char *sched, char *buf, size_t len)
{
	size_t i, j, n, o;
	unsigned ntun = 0;

	schedlabel_tunable_rows(&n);
	o = (size_t)snprintf(buf, len, "kernel ");
	for (i = 0; i < n && o < len; i++) {
		if (strcmp(tunables[i].sched, sched))
			continue;
		for (j = 0; j < i; j++)
			if (!strcmp(tunables[j].sched, sched) &&
			    !strcmp(tunables[j].source, tunables[i].source))
				break;
		if (j == i)
			o += (size_t)snprintf(buf + o, len - o, "%s%s", o > 7 ? ", " : "",
					      tunables[i].source);
	}
	for (i = 0; i < n && o < len; i++) {
		if (strcmp(tunables[i].sched, sched) || !tunables[i].tunable[0])
			continue;
		o += (size_t)snprintf(buf + o, len - o, "%s%s", ntun ? ", " : ": ", tunables[i].tunable);
		ntun++;
	}
	return ntun;
}

int schedlabel_check_tunables(const struct sched_expect *exp, char *msg, size_t len)
{
	char list[512];
	unsigned i;
	bool known;

	if (!exp)
		return -EINVAL;
	if (msg && len)
		msg[0] = '\0';
	for (i = 0; i < exp->ntun; i++) {
		if (documented(exp->sched, exp->tun[i].name, &known) || !known)
			continue;
		if (msg && len) {
			if (list_tunables(exp->sched, list, sizeof(list)))
				snprintf(msg, len, "%s has no tunable '%s' (%s's tunables, %s)",
					 exp->sched, exp->tun[i].name, exp->sched, list);
			else
				snprintf(msg, len, "%s has no tunables (%s)", exp->sched, list);
		}
		return -ENOENT;
	}
	return 0;
}

int schedlabel_known_sched(const char *sched)
{
	size_t i, n;

	if (!sched)
		return 0;
	schedlabel_rows(&n);
	for (i = 0; i < n; i++)
		if (!strcmp(rows[i].sched, sched))
			return 1;
	schedlabel_tunable_rows(&n);
	for (i = 0; i < n; i++)
		if (!strcmp(tunables[i].sched, sched))
			return 1;
	return 0;
}

/* listed: whether `sched` is among the first `upto` names of the list: rows[0..nrows), then
 * tunables[] (both tables in that order, as schedlabel_list_scheds walks them). */
static bool listed(const char *sched, size_t upto)
{
	size_t i, nrows;

	schedlabel_rows(&nrows);
	for (i = 0; i < upto; i++)
		if (!strcmp(i < nrows ? rows[i].sched : tunables[i - nrows].sched, sched))
			return true;
	return false;
}

unsigned schedlabel_list_scheds(char *buf, size_t len)
{
	size_t i, nrows, ntun, o = 0;
	unsigned count = 0;
	const char *s;

	if (!buf || !len)
		return 0;
	buf[0] = '\0';
	schedlabel_rows(&nrows);
	schedlabel_tunable_rows(&ntun);
	for (i = 0; i < nrows + ntun; i++) {
		s = i < nrows ? rows[i].sched : tunables[i - nrows].sched;
		if (listed(s, i))
			continue;
		if (o < len)
			o += (size_t)snprintf(buf + o, len - o, "%s%s", count ? ", " : "", s);
		count++;
	}
	return count;
}
