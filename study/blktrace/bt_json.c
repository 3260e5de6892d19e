/* bt_json.c: blktrace.json from an analysed trace (keys: json/blktracekeys.h; STATS.md "blktrace.json"). */
#include "bt_json.h"
#include "json/blktracekeys.h"

#include "hist/histjson.h"

static const char *const dir_names[BT_NDIR] = { "read", "write", "trim" };
static const double pct[] = { 50.0, 90.0, 99.0, 99.9 };

static json_t *dir_json(const struct bt_dir *d)
{
	json_t *o = json_object();

	if (!o)
		return NULL;
	if (json_object_set_new(o, BT_REQUESTS, json_integer((json_int_t)d->requests)) ||
	    json_object_set_new(o, BT_BYTES, json_integer((json_int_t)d->bytes)) ||
	    json_object_set_new(o, BT_MERGES, json_integer((json_int_t)d->merges)) ||
	    json_object_set_new(o, BT_DIRECT, json_integer((json_int_t)d->direct)) ||
	    json_object_set_new(o, BT_OVERTAKING, json_integer((json_int_t)d->overtaking)) ||
	    json_object_set_new(o, BT_QUEUE_NS, histjson_write(&d->queue, pct, 4)) ||
	    json_object_set_new(o, BT_DEVICE_NS, histjson_write(&d->device, pct, 4))) {
		json_decref(o);
		return NULL;
	}
	return o;
}

json_t *bt_json(const struct bt_state *s, uint64_t lost_recorder)
{
	json_t *root = json_object(), *groups = json_array(), *g, *tids;
	char dev[32];
	unsigned i, d, t;
	uint64_t lost = s->lost + lost_recorder;

	if (!root || !groups)
		goto fail;
	snprintf(dev, sizeof(dev), "%u:%u", s->dev >> 20, s->dev & 0xfffff);
	if (json_object_set_new(root, BT_SCHEMA, json_integer(1)) ||
	    json_object_set_new(root, BT_DEVICE, json_string(dev)) ||
	    json_object_set_new(root, BT_EVENTS, json_integer((json_int_t)s->events)) ||
	    json_object_set_new(root, BT_LOST_EVENTS, json_integer((json_int_t)lost)) ||
	    json_object_set_new(root, BT_COMPLETE, json_boolean(lost == 0)) ||
	    json_object_set_new(root, BT_UNMATCHED, json_integer((json_int_t)s->unmatched)))
		goto fail;
	for (i = 0; i < s->ngroups; i++) {
		g = json_object();
		tids = json_array();
		if (!g || !tids || json_array_append_new(groups, g)) {
			json_decref(tids);
			goto fail;
		}
		for (t = 0; t < s->groups[i].ntids; t++)
			if (json_array_append_new(tids, json_integer(s->groups[i].tids[t])))
				goto fail;
		if (json_object_set_new(g, BT_NAME, json_string(s->groups[i].name)) ||
		    json_object_set_new(g, BT_TIDS, tids))
			goto fail;
		for (d = 0; d < BT_NDIR; d++) {
			const struct bt_dir *x = &s->groups[i].dir[d];

			if (!x->requests && !x->merges && !x->queue.count)
				continue;
			if (json_object_set_new(g, dir_names[d], dir_json(x)))
				goto fail;
		}
	}
	if (json_object_set_new(root, BT_GROUPS, groups))
		goto fail2;
	return root;
fail:
	json_decref(groups);
fail2:
	json_decref(root);
	return NULL;
}
