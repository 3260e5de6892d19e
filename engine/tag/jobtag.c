/*
 * jobtag.c: a job's scheduler tag, checked at open and at close. See jobtag.h.
 */
#include "tag/jobtag.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>

int jobtag_init(struct jobtag *jt, const struct devchain_env *env, const char *expect,
		char *msg, size_t len)
{
	char tmsg[600];
	int ret;

	if (!jt)
		return -EINVAL;
	memset(jt, 0, sizeof(*jt));
	if (env)
		jt->env = *env;
	if (msg && len)
		msg[0] = '\0';
	if (!expect || !expect[0])
		return 0;
	ret = schedlabel_parse_expect(expect, &jt->expect);
	if (ret) {
		if (msg)
			snprintf(msg, len, "expect_sched=%s: %s (want a kernel name with optional "
				 "tunables, as bfq:low_latency=1, or a label of jobs/sched-labels.tsv)",
				 expect, ret == -E2BIG ? "too many tunables" :
				 ret == -ENAMETOOLONG ? "too long" : "not understood");
		return ret;
	}
	/* A tunable the kernel's documentation does not list (a typo: low_latnecy) stops the
	 * job at start, with the valid names: the same check and words as run-pack's. */
	if (schedlabel_check_tunables(&jt->expect, tmsg, sizeof(tmsg))) {
		if (msg)
			snprintf(msg, len, "expect_sched=%s: %s", expect, tmsg);
		return -EINVAL;
	}
	jt->has_expect = true;
	return 0;
}

/* file_devt: as devchain sees it (st_rdev of a block device file, else st_dev). */
static int file_devt(const struct jobtag *jt, const char *path, unsigned *maj, unsigned *min)
{
	struct stat st;

	if (jt->env.file_devt)
		return jt->env.file_devt(jt->env.arg, path, maj, min);
	if (stat(path, &st))
		return -errno;
	*maj = major(S_ISBLK(st.st_mode) ? st.st_rdev : st.st_dev);
	*min = minor(S_ISBLK(st.st_mode) ? st.st_rdev : st.st_dev);
	return 0;
}

/* in_table: `name` is the scheduler of a row of the label table (jobs/sched-labels.tsv). */
static bool in_table(const char *name)
{
	const struct schedlabel_row *r;
	size_t n, i;

	r = schedlabel_rows(&n);
	for (i = 0; i < n; i++)
		if (!strcmp(r[i].sched, name))
			return true;
	return false;
}

/* offered: `name` is one of the schedulers of a queue/scheduler line ("[none] mq-deadline
 * kyber bfq": the active one in brackets; Documentation/block/switching-sched.rst). */
static bool offered(const char *line, const char *name)
{
	size_t n = strlen(name);
	const char *p = line;

	while (*p) {
		size_t w;

		p += strspn(p, " \t\n[");
		w = strcspn(p, " \t\n]");
		if (w == n && !strncmp(p, name, n))
			return true;
		p += w;
		p += strspn(p, "]");
	}
	return false;
}

/* no_tunable: the first tunable of *EXP that D (running EXP's scheduler) does not have
 * under queue/iosched/, or NULL. */
static const char *no_tunable(const struct sched_expect *exp, const struct schedtag_dev *d)
{
	unsigned i, j;

	for (i = 0; i < exp->ntun; i++) {
		for (j = 0; j < d->ntun && strcmp(d->tun[j].name, exp->tun[i].name); j++)
			;
		if (j == d->ntun)
			return exp->tun[i].name;
	}
	return NULL;
}

static int check_expect(const struct jobtag *jt, const struct jobtag_target *t, char *msg,
			size_t len)
{
	const struct schedtag_dev *d = &t->start.dev[0];
	char want[160], found[400];
	const char *tun;
	size_t o;
	unsigned i;

	if (!jt->has_expect)
		return 0;
	schedlabel_describe_expect(&jt->expect, want, sizeof(want));
	if (t->err || !t->chain.n) {
		snprintf(msg, len, "expect_sched=%s but %s has no scheduler: %s", want,
			 t->chain.file, t->chain.reason[0] ? t->chain.reason : strerror(-t->err));
		return -EMEDIUMTYPE;
	}
	if (!schedlabel_match(&jt->expect, d->scheduler, d->tun, d->ntun))
		return 0;
	/* A name neither the device offers nor the label table knows: a typo (mq-dealine). */
	if (d->sched_line[0] && !offered(d->sched_line, jt->expect.sched) &&
	    !in_table(jt->expect.sched)) {
		int n = (int)strlen(d->sched_line);

		while (n > 0 && strchr(" \t\n", d->sched_line[n - 1]))
			n--;
		snprintf(msg, len, "expect_sched=%s: unknown scheduler '%s' (%s offers: %.*s)", want,
			 jt->expect.sched, d->device, n, d->sched_line);
		return -EMEDIUMTYPE;
	}
	/* A tunable the running scheduler does not have: a typo (low_latnecy), named. */
	if (!strcmp(d->scheduler, jt->expect.sched) && (tun = no_tunable(&jt->expect, d))) {
		o = 0;
		found[0] = '\0';
		for (i = 0; i < d->ntun && o < sizeof(found); i++)
			o += (size_t)snprintf(found + o, sizeof(found) - o, "%s%s", i ? " " : "",
					      d->tun[i].name);
		snprintf(msg, len, "expect_sched=%s: %s on %s has no tunable '%s' (its tunables: %s)",
			 want, d->scheduler, d->device, tun, d->ntun ? found : "none");
		return -EMEDIUMTYPE;
	}
	schedtag_describe(d, &jt->expect, found, sizeof(found));
	snprintf(msg, len, "expect_sched=%s%s%s%s but %s", want, jt->expect.label[0] ? " (" : "",
		 jt->expect.label, jt->expect.label[0] ? ")" : "", found);
	return -EMEDIUMTYPE;
}

/* no_device_warning: why T's file has no scheduler, for a warning at open. A file on
 * devtmpfs that is not a block device is what fio makes for a device name that does not
 * exist (filename=/dev/nosuch: a regular file in /dev, written to RAM). */
static void no_device_warning(const struct jobtag_target *t, char *msg, size_t len)
{
	if (!strcmp(t->chain.fstype, "devtmpfs"))
		snprintf(msg, len, "%s is not a block device but a file on devtmpfs (/dev): fio "
			 "creates one for a device name that does not exist; its tag has no "
			 "scheduler", t->chain.file);
	else
		snprintf(msg, len, "%s is on no block device, so its tag has no scheduler (%s)",
			 t->chain.file, t->chain.reason[0] ? t->chain.reason : strerror(-t->err));
}

unsigned jobtag_logical_block_size(const struct jobtag *jt, const char *path)
{
	const struct schedtag_dev *d;
	unsigned maj, min, i, q;
	unsigned long v;
	char *end;

	if (!jt || !path || file_devt(jt, path, &maj, &min))
		return 0;
	for (i = 0; i < jt->n; i++) {
		if (jt->t[i]->err || !jt->t[i]->chain.n || jt->t[i]->chain.major != maj ||
		    jt->t[i]->chain.minor != min)
			continue;
		d = &jt->t[i]->start.dev[0];
		for (q = 0; q < SCHEDTAG_QUEUE_NR; q++) {
			if (strcmp(schedtag_queue_attrs[q], "logical_block_size") || !d->queue_ok[q])
				continue;
			errno = 0;
			v = strtoul(d->queue[q], &end, 10);
			return !errno && end != d->queue[q] && v <= 1UL << 20 ? (unsigned)v : 0;
		}
	}
	return 0;
}

int jobtag_open_file(struct jobtag *jt, const char *path, char *msg, size_t len)
{
	struct jobtag_target *t;
	unsigned maj = 0, min = 0, i;
	bool known = false;

	if (!jt || !path)
		return -EINVAL;
	if (msg && len)
		msg[0] = '\0';
	if (!file_devt(jt, path, &maj, &min))
		for (i = 0; i < jt->n; i++)
			if (!jt->t[i]->err && jt->t[i]->chain.major == maj &&
			    jt->t[i]->chain.minor == min)
				known = true;
	if (known)
		return 0;
	if (jt->n == JOBTAG_TARGETS_MAX) {
		jt->untagged = true;
		return 0;
	}
	t = calloc(1, sizeof(*t));
	if (!t)
		return -ENOMEM;
	t->err = devchain_resolve(&jt->env, path, &t->chain);
	if (!t->err)
		schedtag_read(jt->env.sysroot, &t->chain, &t->start);
	jt->t[jt->n++] = t;
	if (jt->has_expect)
		return check_expect(jt, t, msg, len);
	if (msg && len && (t->err || !t->chain.n))
		no_device_warning(t, msg, len);
	return 0;
}

/* add_change: append c unless the same device and field is already noted (a device can be
 * in the chains of several files: dm slaves, a loop's backing device). */
static void add_change(struct jobtag *jt, const struct schedtag_change *c)
{
	size_t i, kept = jt->nchanges < JOBTAG_CHANGES_MAX ? jt->nchanges : JOBTAG_CHANGES_MAX;

	for (i = 0; i < kept; i++)
		if (!strcmp(jt->changes[i].device, c->device) && !strcmp(jt->changes[i].field, c->field))
			return;
	if (jt->nchanges < JOBTAG_CHANGES_MAX)
		jt->changes[jt->nchanges] = *c;
	jt->nchanges++;
}

size_t jobtag_close(struct jobtag *jt, char *msg, size_t len)
{
	struct schedtag_change *tmp = NULL;
	const struct schedtag_change *c;
	size_t n, k;
	unsigned i;

	if (!jt)
		return 0;
	if (msg && len)
		msg[0] = '\0';
	if (!jt->closed) {
		tmp = calloc(JOBTAG_CHANGES_MAX, sizeof(*tmp));
		for (i = 0; tmp && i < jt->n; i++) {
			struct jobtag_target *t = jt->t[i];

			if (t->err || !t->chain.n)
				continue;
			schedtag_read(jt->env.sysroot, &t->chain, &t->end);
			n = schedtag_diff(&t->start, &t->end, tmp, JOBTAG_CHANGES_MAX);
			for (k = 0; k < n && k < JOBTAG_CHANGES_MAX; k++)
				add_change(jt, &tmp[k]);
			if (n > JOBTAG_CHANGES_MAX)
				jt->nchanges += n - JOBTAG_CHANGES_MAX; /* counted, not kept */
		}
		if (!tmp && jt->n && msg && len) {
			snprintf(msg, len, "out of memory: the tag was not read again at close");
			return 0;
		}
		free(tmp);
		jt->closed = true;
	}
	if (jt->nchanges && msg && len) {
		c = &jt->changes[0];
		snprintf(msg, len, "%s %s changed from \"%s\" to \"%s\"%s", c->device, c->field,
			 c->start, c->end, jt->nchanges > 1 ? " (and more: see the stats JSON "
			 "target.check.changed)" : "");
	}
	return jt->nchanges;
}

json_t *jobtag_target_json(const struct jobtag *jt, const char *file, unsigned nfiles,
			   const char *kernel)
{
	const struct jobtag_target *t;
	struct schedtag_json_in in;
	json_t *j;

	if (!jt || !jt->n)
		return NULL;
	t = jt->t[0];
	memset(&in, 0, sizeof(in));
	in.file = file;
	in.nfiles = nfiles;
	in.kernel = kernel;
	in.chain = &t->chain;
	in.tag = &t->start;
	in.err = t->err;
	in.changes = jt->changes;
	in.nchanges = jt->nchanges < JOBTAG_CHANGES_MAX ? jt->nchanges : JOBTAG_CHANGES_MAX;
	in.nchanges_total = jt->nchanges;
	in.checked_close = jt->closed;
	j = schedtag_to_json(&in);
	if (j && jt->untagged && json_object_set_new(j, "untagged", json_true())) {
		json_decref(j);
		return NULL;
	}
	return j;
}

void jobtag_free(struct jobtag *jt)
{
	unsigned i;

	if (!jt)
		return;
	for (i = 0; i < jt->n; i++)
		free(jt->t[i]);
	jt->n = 0;
}
