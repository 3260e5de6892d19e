/*
 * schedtag_json.c: the stats JSON `target` object from a chain and its tag. See schedtag.h
 * (schedtag_to_json) and STATS.md.
 */
#include "tag/schedtag.h"

#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "schema/statskeys.h"

/* set: add `val` under `key`, dropping the reference; a NULL val counts as out of memory. */
static int set(json_t *obj, const char *key, json_t *val)
{
	return val && json_object_set_new(obj, key, val) == 0 ? 0 : -ENOMEM;
}

/* number_or_string: "128" -> 128, "write back" -> "write back" (queue attributes). */
static json_t *number_or_string(const char *s)
{
	const char *p = s;

	while (isdigit((unsigned char)*p))
		p++;
	if (p != s && !*p && p - s < 19)
		return json_integer((json_int_t)strtoll(s, NULL, 10));
	return json_string(s);
}

static json_t *tunables_json(const struct schedtag_dev *d)
{
	json_t *o = json_object();
	unsigned i;

	for (i = 0; o && i < d->ntun; i++)
		if (set(o, d->tun[i].name, json_string(d->tun[i].value))) {
			json_decref(o);
			return NULL;
		}
	return o;
}

static json_t *queue_json(const struct schedtag_dev *d)
{
	json_t *o = json_object();
	int i, err = 0;

	for (i = 0; o && i < SCHEDTAG_QUEUE_NR; i++)
		err |= set(o, schedtag_queue_attrs[i],
			   d->queue_ok[i] ? number_or_string(d->queue[i]) : json_null());
	if (err) {
		json_decref(o);
		return NULL;
	}
	return o;
}

static json_t *str_or_null(const char *s)
{
	return s && s[0] ? json_string(s) : json_null();
}

/* add_dev: the keys a target and each chain entry share. */
static int add_dev(json_t *o, const struct devchain_link *l, const struct schedtag_dev *d)
{
	char devt[32];
	int err = 0;

	snprintf(devt, sizeof(devt), "%u:%u", l->dev.major, l->dev.minor);
	err |= set(o, SK_DEVICE, json_string(l->dev.name));
	err |= set(o, "devt", l->dev.has_devt ? json_string(devt) : json_null());
	err |= set(o, "disk", json_string(l->dev.disk));
	err |= set(o, "partition", json_boolean(l->dev.partition));
	err |= set(o, SK_SCHEDULER, str_or_null(d->scheduler));
	err |= set(o, "sched_line", json_string(d->sched_line));
	if (d->sched_err)
		err |= set(o, "sched_error", json_string(strerror(-d->sched_err)));
	err |= set(o, SK_LABEL, str_or_null(d->label));
	err |= set(o, SK_TUNABLES, tunables_json(d));
	err |= set(o, "queue", queue_json(d));
	err |= set(o, "model", str_or_null(d->model));
	err |= set(o, "size_bytes", d->size_ok ? json_integer((json_int_t)d->size_bytes) : json_null());
	return err;
}

static json_t *chain_json(const struct devchain *c, const struct schedtag *t)
{
	json_t *a = json_array(), *e;
	unsigned i;
	int err = 0;

	for (i = 0; a && i < c->n && i < t->n; i++) {
		const struct devchain_link *l = &c->link[i];

		e = json_object();
		if (!e || json_array_append_new(a, e)) {
			err = -ENOMEM;
			break;
		}
		err |= add_dev(e, l, &t->dev[i]);
		err |= set(e, SK_ROLE, json_string(l->role ? l->role : ""));
		if (l->parent >= 0)
			err |= set(e, "parent", json_string(c->link[l->parent].dev.name));
		if (l->backing_file[0])
			err |= set(e, "backing_file", json_string(l->backing_file));
		if (l->note[0])
			err |= set(e, "note", json_string(l->note));
	}
	if (err || !a) {
		json_decref(a);
		return NULL;
	}
	return a;
}

static json_t *check_json(const struct schedtag_json_in *in)
{
	json_t *o = json_object(), *at = json_array(), *ch = json_array(), *e;
	size_t i;
	int err = 0;

	if (!o || !at || !ch)
		goto fail;
	err |= json_array_append_new(at, json_string("open")) ? -ENOMEM : 0;
	if (in->checked_close)
		err |= json_array_append_new(at, json_string("close")) ? -ENOMEM : 0;
	for (i = 0; i < in->nchanges; i++) {
		const struct schedtag_change *c = &in->changes[i];

		e = json_object();
		if (!e || json_array_append_new(ch, e))
			goto fail;
		err |= set(e, "device", json_string(c->device));
		err |= set(e, "field", json_string(c->field));
		err |= set(e, "start", json_string(c->start));
		err |= set(e, "end", json_string(c->end));
	}
	err |= set(o, "at", at);
	at = NULL;
	err |= set(o, "changed", ch);
	ch = NULL;
	err |= set(o, "nchanged", json_integer((json_int_t)(in->nchanges_total > in->nchanges ?
						   in->nchanges_total : in->nchanges)));
	if (err)
		goto fail;
	return o;
fail:
	json_decref(at);
	json_decref(ch);
	json_decref(o);
	return NULL;
}

json_t *schedtag_to_json(const struct schedtag_json_in *in)
{
	const struct devchain *c;
	json_t *t;
	int err = 0;

	if (!in)
		return NULL;
	c = in->chain;
	t = json_object();
	if (!t)
		return NULL;
	err |= set(t, "file", json_string(in->file ? in->file : ""));
	err |= set(t, "nfiles", json_integer(in->nfiles));
	if (c && !in->err && c->n && in->tag && in->tag->n) {
		const struct schedtag_dev *d = &in->tag->dev[0];

		err |= add_dev(t, &c->link[0], d);
		err |= set(t, SK_CHAIN, chain_json(c, in->tag));
		if (c->truncated)
			err |= set(t, "truncated", json_true());
	} else {
		const char *why = in->reason && in->reason[0] ? in->reason :
			c && c->reason[0] ? c->reason : strerror(in->err ? -in->err : ENODEV);

		err |= set(t, SK_DEVICE, json_null());
		err |= set(t, SK_SCHEDULER, json_null());
		err |= set(t, SK_LABEL, json_null());
		err |= set(t, SK_CHAIN, json_array());
		err |= set(t, "reason", json_string(why));
	}
	err |= set(t, "kernel", json_string(in->kernel ? in->kernel : ""));
	err |= set(t, "check", check_json(in));
	if (err) {
		json_decref(t);
		return NULL;
	}
	return t;
}
