/*
 * devstat.c: /sys/block/.../stat snapshots and their deltas. See devstat.h.
 */
#include "stats/devstat.h"

#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "schema/statskeys.h"

const char *const devstat_field_names[DEVSTAT_NFIELDS] = {
	SK_READ_IOS, SK_READ_MERGES, SK_READ_SECTORS, SK_READ_TICKS_MS,
	SK_WRITE_IOS, SK_WRITE_MERGES, SK_WRITE_SECTORS, SK_WRITE_TICKS_MS,
	SK_IN_FLIGHT, SK_IO_TICKS_MS, SK_TIME_IN_QUEUE_MS,
	SK_DISCARD_IOS, SK_DISCARD_MERGES, SK_DISCARD_SECTORS, SK_DISCARD_TICKS_MS,
	SK_FLUSH_IOS, SK_FLUSH_TICKS_MS,
};

/* add: one device unless already listed; returns the new count */
static unsigned add(struct devstat_dev *devs, unsigned n, unsigned max, const char *name,
		    const char *devt, const char *role, const char *sysdir)
{
	unsigned i;

	for (i = 0; i < n; i++)
		if (!strcmp(devs[i].name, name))
			return n;
	if (n >= max)
		return n;
	snprintf(devs[n].name, sizeof(devs[n].name), "%s", name);
	snprintf(devs[n].devt, sizeof(devs[n].devt), "%s", devt);
	snprintf(devs[n].role, sizeof(devs[n].role), "%s", role);
	snprintf(devs[n].sysdir, sizeof(devs[n].sysdir), "%s", sysdir);
	return n + 1;
}

unsigned devstat_from_chain(const struct devchain *chain, struct devstat_dev *devs,
			    unsigned max)
{
	unsigned i, n = 0;

	if (max)
		memset(devs, 0, (size_t)max * sizeof(*devs));
	for (i = 0; i < chain->n; i++) {
		const struct blkdev_info *d = &chain->link[i].dev;
		char devt[32];

		snprintf(devt, sizeof(devt), "%u:%u", d->major, d->minor);
		n = add(devs, n, max, d->name, devt, chain->link[i].role ? chain->link[i].role :
			"device", d->sysdir);
		if (d->partition)
			n = add(devs, n, max, d->disk, "", "disk", d->diskdir);
	}
	return n;
}

int devstat_parse(const char *text, struct devstat_snap *s)
{
	const char *p = text;
	unsigned n = 0;

	while (*p) {
		char *end;
		unsigned long long v;

		while (*p == ' ' || *p == '\t' || *p == '\n')
			p++;
		if (!*p)
			break;
		if (*p < '0' || *p > '9' || n == DEVSTAT_NFIELDS)
			return -EINVAL;
		errno = 0;
		v = strtoull(p, &end, 10);
		if (errno)
			return -EINVAL;
		s->v[n++] = v;
		p = end;
	}
	if (n != 11 && n != 15 && n != 17)
		return -EINVAL;
	for (unsigned i = n; i < DEVSTAT_NFIELDS; i++)
		s->v[i] = 0;
	s->nfields = n;
	return 0;
}

int devstat_read(const char *sysroot, const char *sysdir, struct devstat_snap *s)
{
	char path[8400], buf[512];
	ssize_t r;
	int fd;

	if (snprintf(path, sizeof(path), "%s%s/stat", sysroot ? sysroot : "", sysdir) >=
	    (int)sizeof(path))
		return -ENAMETOOLONG;
	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return -errno;
	r = read(fd, buf, sizeof(buf) - 1);
	if (r < 0) {
		r = -errno;
		close(fd);
		return (int)r;
	}
	close(fd);
	buf[r] = '\0';
	return devstat_parse(buf, s);
}

void devstat_sample(const char *sysroot, struct devstat_dev *devs, unsigned n, bool at_end,
		    uint64_t now_ns)
{
	unsigned i;

	for (i = 0; i < n; i++) {
		struct devstat_snap *s = at_end ? &devs[i].end : &devs[i].start;
		int ret = devstat_read(sysroot, devs[i].sysdir, s);

		s->t_ns = now_ns;
		if (ret && !devs[i].err)
			devs[i].err = ret;
		if (!ret && at_end)
			devs[i].have_end = true;
		else if (!ret)
			devs[i].have_start = true;
	}
}

void devstat_sample_window(const char *sysroot, struct devstat_dev *devs, unsigned n,
			   uint64_t now_ns)
{
	unsigned i;

	for (i = 0; i < n; i++) {
		int ret = devstat_read(sysroot, devs[i].sysdir, &devs[i].win);

		devs[i].win.t_ns = now_ns;
		devs[i].have_win = !ret;
		devs[i].win_err = ret;
	}
}

void devstat_window_is_start(struct devstat_dev *devs, unsigned n)
{
	unsigned i;

	for (i = 0; i < n; i++) {
		devs[i].win = devs[i].start;
		devs[i].have_win = devs[i].have_start;
	}
}

static int set(json_t *o, const char *k, json_t *v)
{
	return v && json_object_set_new(o, k, v) == 0 ? 0 : -ENOMEM;
}

static double ratio(uint64_t merges, uint64_t ios)
{
	return merges + ios ? (double)merges / (double)(merges + ios) : 0.0;
}

/* deltas: FROM's fields (the first NF) subtracted from END's into a new object of O at KEY. */
static int deltas(json_t *o, const char *key, const struct devstat_snap *from,
		  const struct devstat_snap *end, unsigned nf)
{
	json_t *delta = json_object();
	int err = set(o, key, delta);
	unsigned i;

	for (i = 0; delta && i < nf; i++)
		err |= set(delta, devstat_field_names[i],
			   i == DEVSTAT_IN_FLIGHT ?
			   json_integer((json_int_t)end->v[i] - (json_int_t)from->v[i]) :
			   json_integer((json_int_t)(end->v[i] - from->v[i])));
	return err;
}

static json_t *dev_json(const struct devstat_dev *d)
{
	json_t *o = json_object(), *mr;
	uint64_t x[DEVSTAT_NFIELDS], wall_ns;
	unsigned i, nf;
	int err = 0;

	if (!o)
		return NULL;
	err |= set(o, SK_DEVICE, json_string(d->name));
	err |= set(o, "devt", json_string(d->devt));
	err |= set(o, SK_ROLE, json_string(d->role));
	if (d->err || !d->have_start || !d->have_end) {
		err |= set(o, SK_ERROR, json_string(strerror(d->err ? -d->err : ENODATA)));
		goto out;
	}
	nf = d->start.nfields < d->end.nfields ? d->start.nfields : d->end.nfields;
	for (i = 0; i < DEVSTAT_NFIELDS; i++)
		x[i] = d->end.v[i] - d->start.v[i];
	err |= deltas(o, SK_DELTA, &d->start, &d->end, nf);
	mr = json_object();
	err |= set(o, SK_MERGE_RATIO, mr);
	if (mr) {
		err |= set(mr, SK_READ, json_real(ratio(x[DEVSTAT_READ_MERGES], x[DEVSTAT_READ_IOS])));
		err |= set(mr, SK_WRITE, json_real(ratio(x[DEVSTAT_WRITE_MERGES], x[DEVSTAT_WRITE_IOS])));
	}
	wall_ns = d->end.t_ns > d->start.t_ns ? d->end.t_ns - d->start.t_ns : 0;
	err |= set(o, "wall_ms", json_real((double)wall_ns / 1e6));
	err |= set(o, SK_UTIL, json_real(wall_ns ? (double)x[DEVSTAT_IO_TICKS] * 1e6 /
					(double)wall_ns : 0.0));
	if (d->have_win) {
		unsigned wf = d->win.nfields < nf ? d->win.nfields : nf;

		err |= deltas(o, SK_WINDOW_DELTA, &d->win, &d->end, wf);
		wall_ns = d->end.t_ns > d->win.t_ns ? d->end.t_ns - d->win.t_ns : 0;
		err |= set(o, SK_WINDOW_WALL_MS, json_real((double)wall_ns / 1e6));
	}
out:
	if (err) {
		json_decref(o);
		return NULL;
	}
	return o;
}

json_t *devstat_to_json(const struct devstat_dev *devs, unsigned n)
{
	json_t *a = json_array();
	unsigned i;

	if (!a)
		return NULL;
	for (i = 0; i < n; i++) {
		json_t *o = dev_json(&devs[i]);

		if (!o || json_array_append_new(a, o)) {
			json_decref(a);
			return NULL;
		}
	}
	return a;
}
