/*
 * schedtag.c: read, compare and describe the scheduler tag of a device chain. See schedtag.h.
 */
#include "tag/schedtag.h"

#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const char *const schedtag_queue_attrs[SCHEDTAG_QUEUE_NR] = {
	"nr_requests", "rotational", "logical_block_size", "physical_block_size",
	"max_sectors_kb", "nomerges", "rq_affinity", "read_ahead_kb", "wbt_lat_usec",
	"write_cache",
};

static int cmp_kv(const void *a, const void *b)
{
	return strcmp(((const struct sched_kv *)a)->name, ((const struct sched_kv *)b)->name);
}

/* read_tunables: every regular file under <diskdir>/queue/iosched/, sorted by name. */
static void read_tunables(const char *sysroot, const char *diskdir, struct schedtag_dev *out)
{
	char dir[BLKDEV_PATH_MAX], rel[BLKDEV_PATH_MAX];
	struct dirent *de;
	DIR *d;

	if (snprintf(dir, sizeof(dir), "%s%s/queue/iosched", sysroot ? sysroot : "", diskdir) >=
	    (int)sizeof(dir) || !(d = opendir(dir)))
		return; /* "none" has no iosched/ */
	while ((de = readdir(d)) && out->ntun < SCHEDTAG_TUN_MAX) {
		struct sched_kv *kv = &out->tun[out->ntun];

		if (de->d_name[0] == '.' || strlen(de->d_name) >= sizeof(kv->name) ||
		    snprintf(rel, sizeof(rel), "%s/queue/iosched/%s", diskdir, de->d_name) >=
		    (int)sizeof(rel))
			continue;
		if (blkdev_read_sysfs_string(sysroot, rel, kv->value, sizeof(kv->value)))
			continue; /* write-only or unreadable: not part of the tag */
		memcpy(kv->name, de->d_name, strlen(de->d_name) + 1);
		out->ntun++;
	}
	closedir(d);
	qsort(out->tun, out->ntun, sizeof(out->tun[0]), cmp_kv);
}

int schedtag_read_dev(const char *sysroot, const struct devchain_link *l,
		      struct schedtag_dev *out)
{
	struct blkdev_info *bi;
	char rel[BLKDEV_PATH_MAX + 64]; /* too long for sysfs_join: that read fails, -ENAMETOOLONG */
	uint64_t sectors;
	int i;

	if (!l || !out)
		return -EINVAL;
	memset(out, 0, sizeof(*out));
	snprintf(out->device, sizeof(out->device), "%s", l->dev.name);
	bi = malloc(sizeof(*bi));
	if (!bi)
		return -ENOMEM;
	memcpy(bi, &l->dev, sizeof(*bi));
	out->sched_err = blkdev_read_sched(sysroot, bi);
	snprintf(out->scheduler, sizeof(out->scheduler), "%s", bi->scheduler);
	snprintf(out->sched_line, sizeof(out->sched_line), "%s", bi->sched_line);
	free(bi);
	read_tunables(sysroot, l->dev.diskdir, out);
	for (i = 0; i < SCHEDTAG_QUEUE_NR; i++) {
		snprintf(rel, sizeof(rel), "%s/queue/%s", l->dev.diskdir, schedtag_queue_attrs[i]);
		out->queue_ok[i] = !blkdev_read_sysfs_string(sysroot, rel, out->queue[i],
							     sizeof(out->queue[i]));
	}
	snprintf(rel, sizeof(rel), "%s/device/model", l->dev.diskdir);
	if (blkdev_read_sysfs_string(sysroot, rel, out->model, sizeof(out->model)))
		out->model[0] = '\0';
	for (i = (int)strlen(out->model); i > 0 && isspace((unsigned char)out->model[i - 1]); i--)
		out->model[i - 1] = '\0'; /* SCSI pads the model with blanks */
	snprintf(rel, sizeof(rel), "%s/size", l->dev.sysdir);
	if (!blkdev_read_sysfs_u64(sysroot, rel, &sectors) && sectors <= UINT64_MAX / 512) {
		out->size_bytes = sectors * 512; /* sysfs-block: always 512-byte sectors */
		out->size_ok = true;
	}
	out->label = schedlabel_for(out->scheduler, out->tun, out->ntun);
	return 0;
}

int schedtag_read(const char *sysroot, const struct devchain *c, struct schedtag *out)
{
	unsigned i;
	int ret;

	if (!c || !out)
		return -EINVAL;
	out->n = 0;
	for (i = 0; i < c->n; i++) {
		ret = schedtag_read_dev(sysroot, &c->link[i], &out->dev[i]);
		if (ret)
			return ret;
		out->n++;
	}
	return 0;
}

/* note: one change into out[*n] if room; always counts it. */
static void note(struct schedtag_change *out, size_t max, size_t *n, const char *device,
		 const char *field, const char *start, const char *end)
{
	if (*n < max) {
		struct schedtag_change *c = &out[*n];

		snprintf(c->device, sizeof(c->device), "%s", device);
		snprintf(c->field, sizeof(c->field), "%s", field);
		snprintf(c->start, sizeof(c->start), "%s", start);
		snprintf(c->end, sizeof(c->end), "%s", end);
	}
	(*n)++;
}

static const char *tun_value(const struct schedtag_dev *d, const char *name)
{
	unsigned i;

	for (i = 0; i < d->ntun; i++)
		if (!strcmp(d->tun[i].name, name))
			return d->tun[i].value;
	return NULL;
}

static void diff_tunables(const struct schedtag_dev *a, const struct schedtag_dev *b,
			  struct schedtag_change *out, size_t max, size_t *n)
{
	char field[SCHED_KV_NAME + 16];
	const char *v;
	unsigned i;

	for (i = 0; i < a->ntun; i++) {
		v = tun_value(b, a->tun[i].name);
		if (v && !strcmp(v, a->tun[i].value))
			continue;
		snprintf(field, sizeof(field), "tunables.%s", a->tun[i].name);
		note(out, max, n, a->device, field, a->tun[i].value, v ? v : "");
	}
	for (i = 0; i < b->ntun; i++) {
		if (tun_value(a, b->tun[i].name))
			continue;
		snprintf(field, sizeof(field), "tunables.%s", b->tun[i].name);
		note(out, max, n, a->device, field, "", b->tun[i].value);
	}
}

size_t schedtag_diff(const struct schedtag *a, const struct schedtag *b,
		     struct schedtag_change *out, size_t max)
{
	char field[32], s1[32], s2[32];
	size_t n = 0;
	unsigned i, q;

	if (!a || !b)
		return 0;
	for (i = 0; i < a->n && i < b->n; i++) {
		const struct schedtag_dev *x = &a->dev[i], *y = &b->dev[i];

		if (strcmp(x->scheduler, y->scheduler) || x->sched_err != y->sched_err) {
			note(out, max, &n, x->device, "scheduler", x->scheduler, y->scheduler);
			continue; /* its tunables went with it */
		}
		diff_tunables(x, y, out, max, &n);
		for (q = 0; q < SCHEDTAG_QUEUE_NR; q++) {
			const char *v1 = x->queue_ok[q] ? x->queue[q] : "";
			const char *v2 = y->queue_ok[q] ? y->queue[q] : "";

			if (strcmp(v1, v2)) {
				snprintf(field, sizeof(field), "queue.%s", schedtag_queue_attrs[q]);
				note(out, max, &n, x->device, field, v1, v2);
			}
		}
		if (strcmp(x->model, y->model))
			note(out, max, &n, x->device, "model", x->model, y->model);
		snprintf(s1, sizeof(s1), "%llu", (unsigned long long)x->size_bytes);
		snprintf(s2, sizeof(s2), "%llu", (unsigned long long)y->size_bytes);
		if (x->size_ok != y->size_ok || strcmp(s1, s2))
			note(out, max, &n, x->device, "size_bytes", x->size_ok ? s1 : "",
			     y->size_ok ? s2 : "");
	}
	return n;
}

void schedtag_describe(const struct schedtag_dev *d, const struct sched_expect *exp,
		       char *buf, size_t len)
{
	size_t o;
	unsigned i;

	if (!buf || !len)
		return;
	buf[0] = '\0';
	if (!d)
		return;
	o = (size_t)snprintf(buf, len, "%s runs %s", d->device,
			     d->scheduler[0] ? d->scheduler : "no readable scheduler");
	for (i = 0; exp && i < exp->ntun && o < len; i++) {
		const char *v = tun_value(d, exp->tun[i].name);

		if (v) /* absent under another scheduler: the scheduler's name says enough */
			o += (size_t)snprintf(buf + o, len - o, " %s=%s", exp->tun[i].name, v);
	}
	if (d->label && o < len)
		snprintf(buf + o, len - o, " (%s)", d->label);
}
