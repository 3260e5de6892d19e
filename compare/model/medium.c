/* medium.c: which medium a study ran on (medium.h). */
#include <stdio.h>
#include <string.h>

#include "json/manifestkeys.h"
#include "model/medium.h"

#define REF_DIR "results/reference/"

char *medium_cap_set(const char *src, char *buf, size_t len)
{
	const char *p = src ? strstr(src, REF_DIR) : NULL, *e;

	buf[0] = '\0';
	if (!p)
		return buf;
	p += strlen(REF_DIR);
	e = strstr(p, ".json");
	if (e && e > p && (size_t)(e - p) < len && strcspn(p, " /;,()") >= (size_t)(e - p))
		snprintf(buf, len, "%.*s", (int)(e - p), p);
	return buf;
}

/* thousands: N (whole, >= 0) with ',' between groups of three into BUF. */
static void thousands(double n, char *buf, size_t len)
{
	char d[32];
	size_t i, j = 0, l;

	snprintf(d, sizeof(d), "%.0f", n);
	l = strlen(d);
	for (i = 0; i < l && j + 2 < len; i++) {
		if (i && (l - i) % 3 == 0)
			buf[j++] = ',';
		buf[j++] = d[i];
	}
	buf[j] = '\0';
}

/* basis: "; published: SET", "; assumed" or "" for a cap of source SRC, into BUF. */
static void basis(const char *src, const char *sep, char *buf, size_t len)
{
	char set[64];

	if (*medium_cap_set(src, set, sizeof(set)))
		snprintf(buf, len, "%spublished: %s", sep, set);
	else if (src && strstr(src, "assumed"))
		snprintf(buf, len, "%sassumed", sep);
	else
		buf[0] = '\0';
}

/* cap_text: direction D's caps of medium MD as "read 461.75 MB/s (472,832,000 B/s;
 * published: laptop-4.15) and 91,121 IOPS (published: laptop-4.13)" (MB/s in UNIT) into BUF;
 * "" when the model has neither. */
static void cap_text(const struct manifest_medium *md, enum units_mbps unit, int d, char *buf,
		     size_t len)
{
	char bps[256] = "", iops[160] = "", n[40], why[96];

	if (md->cap[d][0] > 0) {
		thousands(md->cap[d][0], n, sizeof(n));
		basis(md->src[d][0], "; ", why, sizeof(why));
		snprintf(bps, sizeof(bps), "%.2f MB/s (%s B/s%s)",
			 units_mbps(md->cap[d][0] / 1024, unit), n, why);
	}
	if (md->cap[d][1] > 0) {
		thousands(md->cap[d][1], n, sizeof(n));
		basis(md->src[d][1], "", why, sizeof(why));
		snprintf(iops, sizeof(iops), "%s IOPS%s%s%s", n, why[0] ? " (" : "", why,
			 why[0] ? ")" : "");
	}
	snprintf(buf, len, "%s%s%s%s%s", bps[0] || iops[0] ? (d ? "write " : "read ") : "", bps,
		 bps[0] && iops[0] ? " and " : "", iops, "");
}

/* model_file: the model file FILE as the repository names it ("jobs/models/laptop.json"),
 * or its last component: never a machine's absolute path. */
static const char *model_file(const char *file)
{
	const char *p = file ? strstr(file, "jobs/models/") : NULL, *b;

	if (p)
		return p;
	b = file ? strrchr(file, '/') : NULL;
	return b ? b + 1 : file ? file : "the model file";
}

/* The configfs folder of null_blk's disks (Documentation/block/null_blk.rst): a device
 * model's backing "file" there is a null_blk disk (scripts/lib/loopdev.sh nullb_create). */
#define NULLB_CFG "/sys/kernel/config/nullb/"

/* medium_kind: what the lowest device of MD is: MEDIUM_KIND_NULLB, _RAM (a file in
 * /dev/shm), _FILE (a file elsewhere, or not said). */
enum medium_kind { MEDIUM_KIND_FILE, MEDIUM_KIND_RAM, MEDIUM_KIND_NULLB };

static enum medium_kind medium_kind(const struct manifest_medium *md)
{
	const char *b = md->backing;

	if ((md->backing_type && !strcmp(md->backing_type, MK_BACKING_NULL_BLK)) ||
	    (!md->backing_type && b && !strncmp(b, NULLB_CFG, strlen(NULLB_CFG))))
		return MEDIUM_KIND_NULLB;
	return b && !strncmp(b, "/dev/shm/", 9) ? MEDIUM_KIND_RAM : MEDIUM_KIND_FILE;
}

/* where_text: the device below the scheduler's loop device of MD into BUF: under a model
 * (MODEL 1) the throttled device B ("a RAM-backed loop device (its file in /dev/shm)", "a
 * memory-backed null_blk disk", "a loop device on a file in DIR"), else what the scratch loop
 * device is on ("a loop device on a RAM file in /dev/shm", "... on a memory-backed null_blk
 * disk", "... on a file in DIR"); a buffered loop device (direct_io 0) said in capitals. */
static void where_text(const struct manifest_medium *md, int model, char *buf, size_t len)
{
	const char *b = md->backing, *slash = b ? strrchr(b, '/') : NULL;
	const char *buffered = md->direct_io == 0 ?
		" that is BUFFERED (no O_DIRECT on its file system: the page cache is part of the "
		"device measured)" : "";
	char dir[160] = "";

	if (slash && slash > b)
		snprintf(dir, sizeof(dir), " in %.*s", (int)(slash - b), b);
	switch (medium_kind(md)) {
	case MEDIUM_KIND_NULLB:
		snprintf(buf, len, "%sa memory-backed null_blk disk", model ? "" : "a loop device on ");
		break;
	case MEDIUM_KIND_RAM:
		snprintf(buf, len, model ? "a RAM-backed loop device (its file in /dev/shm)%s" :
			 "a loop device on a RAM file (in /dev/shm)%s", buffered);
		break;
	default:
		snprintf(buf, len, "a loop device on a file%s%s", dir, buffered);
	}
}

/* medium_text: medium MD as one line (medium_line's words) into BUF; UNIT the MB/s unit,
 * SCRATCH the study's device.scratch (0: the device itself). */
static void medium_text(const struct manifest_medium *md, enum units_mbps unit, int scratch,
			char *buf, size_t len)
{
	char rd[400], wr[400], where[320], tags[48] = "";
	const char *name = md->name ? md->name : MEDIUM_PLAIN;

	if (!strcmp(name, MEDIUM_PLAIN)) {
		if (scratch == 0) {
			snprintf(buf, len, "the device itself, no device model");
			return;
		}
		where_text(md, 0, where, sizeof(where));
		snprintf(buf, len, MEDIUM_PLAIN ": %s, no device model",
			 md->backing_type || md->backing ? where : "a loop device on a file");
		return;
	}
	where_text(md, 1, where, sizeof(where));
	cap_text(md, unit, 0, rd, sizeof(rd));
	cap_text(md, unit, 1, wr, sizeof(wr));
	if (md->depth > 0)
		snprintf(tags, sizeof(tags), "%s%.0f command tags", rd[0] || wr[0] ? ", and " : "",
			 md->depth);
	if (!rd[0] && !wr[0] && !tags[0]) { /* a manifest without the model's figures */
		snprintf(buf, len, "%s model: its figures not recorded in the manifest", name);
		return;
	}
	snprintf(buf, len, "%s model%s%s%s: %s under blk-throttle%s%s%s with caps %s%s%s%s: %s, "
		 "each figure with its source there", name, md->title ? " (" : "",
		 md->title ? md->title : "", md->title ? ")" : "", where,
		 md->cgroup ? " (cgroup " : "", md->cgroup ? md->cgroup : "",
		 md->cgroup ? ")" : "", rd, rd[0] && wr[0] ? ", " : "", wr, tags,
		 model_file(md->file));
}

void medium_kernel_line(const struct model *m, size_t k, size_t i, char *buf, size_t len)
{
	const struct manifest *man = &m->in[k].r.man;
	const struct manifest_medium *md = &man->kernels[i].med;

	if (!md->recorded) {
		snprintf(buf, len, "not recorded by its share (it ended before it made its device, "
			 "or an older run-pack wrote the study): unknown");
		return;
	}
	medium_text(md, m->unit, 1, buf, len);
}

/* media_differ: 1 when kernel shares' media A and B differ (another model, a null_blk disk
 * against a loop device on a file, direct against buffered I/O, one not recorded). */
static int media_differ(const struct manifest_medium *a, const struct manifest_medium *b)
{
	return a->recorded != b->recorded || strcmp(a->name, b->name) ||
	       medium_kind(a) != medium_kind(b) || a->direct_io != b->direct_io;
}

int medium_kernels_differ(const struct model *m, size_t k)
{
	const struct manifest *man = k < m->nin && m->in[k].r.has_manifest ? &m->in[k].r.man : NULL;
	size_t i;

	if (!man || !man->kernels)
		return 0;
	for (i = 1; i < man->nhosts; i++)
		if (media_differ(&man->kernels[0].med, &man->kernels[i].med))
			return 1;
	return 0;
}

/* table_kernels_differ: 1 when T's rows ran on --kernel shares whose media differ. */
static int table_kernels_differ(const struct model *m, const struct model_table *t)
{
	const struct manifest_kernel *first = NULL, *k;
	const struct results *r;
	size_t i;

	for (i = 0; t && i < t->n; i++) {
		r = &m->in[t->rows[i].input].r;
		k = r->folders && t->rows[i].sched < r->nscheds ? r->folders[t->rows[i].sched].kern
								 : NULL;
		if (!k)
			continue;
		if (!first)
			first = k;
		else if (media_differ(&first->med, &k->med))
			return 1;
	}
	return 0;
}

void medium_folder_line(const struct model *m, size_t k, size_t s, char *buf, size_t len)
{
	const struct results *r = k < m->nin ? &m->in[k].r : NULL;
	const struct manifest_kernel *kern = r && s < r->nscheds ? r->folders[s].kern : NULL;

	if (kern && r->man.kernels && kern >= r->man.kernels && kern < r->man.kernels + r->man.nhosts)
		medium_kernel_line(m, k, (size_t)(kern - r->man.kernels), buf, len);
	else
		medium_line(m, k, buf, len);
}

void medium_line(const struct model *m, size_t k, char *buf, size_t len)
{
	const struct manifest *man = k < m->nin && m->in[k].r.has_manifest ? &m->in[k].r.man : NULL;
	char one[2048];
	size_t i, n = 0;

	if (!man) {
		snprintf(buf, len, MEDIUM_PLAIN ": a loop device on a file, no device model");
		return;
	}
	if (!man->kernels) {
		medium_text(&man->med, m->unit, man->device_scratch, buf, len);
		return;
	}
	buf[0] = '\0'; /* a --kernel study: each kernel's share's own (issue 38) */
	for (i = 0; i < man->nhosts && n < len; i++) {
		medium_kernel_line(m, k, i, one, sizeof(one));
		n += (size_t)snprintf(buf + n, len - n, "%s%s: %s", i ? "; " : "per kernel: ",
				      man->kernels[i].shown, one);
	}
}

const char *medium_name(const struct model *m, size_t k)
{
	if (k >= m->nin || !m->in[k].r.has_manifest || !m->in[k].r.man.med.name)
		return MEDIUM_PLAIN;
	return m->in[k].r.man.med.name;
}

int medium_mixed(const struct model *m, const struct model_table *t)
{
	size_t k;

	if (table_kernels_differ(m, t))
		return 1;

	for (k = 0; k < m->nin; k++) {
		if (k > 0 && strcmp(medium_name(m, 0), medium_name(m, k)))
			return 1;
		if (m->in[k].r.has_manifest && m->in[k].r.man.media_mixed)
			return 1;
	}
	return 0;
}

const char *medium_mixed_line(const struct model *m, const struct model_table *t)
{
	return medium_mixed(m, t) ? "MIXED MEDIA: these rows ran on different media (see Medium above): "
				 "a difference may be the device's, not the scheduler's" : "";
}
