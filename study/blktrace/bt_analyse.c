/* bt_analyse.c: request lifetimes from block tracepoint text (bt_analyse.h). */
#include "bt_analyse.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct bt_req {
	uint64_t key;
	int64_t next;                   /* chain (or free list), -1 end */
	unsigned nr, dir, group, state; /* state 1 inserted, 2 issued */
	uint64_t insert_ns, issue_ns, seq;
};

struct bt_bio {
	uint64_t key;
	int64_t next;
	long pid;
};

#define NBUCKETS 65536u

static uint64_t key_of(unsigned dev, uint64_t sector) { return ((uint64_t)dev << 40) ^ sector; }
static size_t hash_of(uint64_t k) { return (size_t)((k * 0x9E3779B97F4A7C15ULL) >> 48) & (NBUCKETS - 1); }

int bt_init(struct bt_state *s, unsigned dev)
{
	memset(s, 0, sizeof(*s));
	s->dev = dev;
	s->req_head = malloc(NBUCKETS * sizeof(int64_t));
	s->bio_head = malloc(NBUCKETS * sizeof(int64_t));
	if (!s->req_head || !s->bio_head) {
		bt_free(s);
		return -ENOMEM;
	}
	memset(s->req_head, 0xff, NBUCKETS * sizeof(int64_t));
	memset(s->bio_head, 0xff, NBUCKETS * sizeof(int64_t));
	s->req_free = s->bio_free = -1;
	return 0;
}

int bt_add_job(struct bt_state *s, const char *name, long tid)
{
	struct bt_group *g = NULL;
	unsigned i;

	for (i = 0; i < s->ngroups; i++)
		if (!strcmp(s->groups[i].name, name))
			g = &s->groups[i];
	if (!g) {
		if (s->ngroups >= BT_MAX_GROUPS - 1)
			return -E2BIG;
		g = &s->groups[s->ngroups++];
		snprintf(g->name, sizeof(g->name), "%s", name);
	}
	if (g->ntids >= 16)
		return -E2BIG;
	g->tids[g->ntids++] = tid;
	return 0;
}

int bt_finish_groups(struct bt_state *s)
{
	struct lathist_config cfg;
	unsigned i, d;
	int ret;

	snprintf(s->groups[s->ngroups++].name, sizeof(s->groups[0].name), "others");
	ret = lathist_config_for(LATHIST_DEFAULT_REL_ERROR, LATHIST_DEFAULT_MAX_NS, &cfg);
	if (ret)
		return ret;
	for (i = 0; i < s->ngroups; i++)
		for (d = 0; d < BT_NDIR; d++) {
			if (lathist_init(&s->groups[i].dir[d].queue, &cfg) ||
			    lathist_init(&s->groups[i].dir[d].device, &cfg))
				return -ENOMEM;
		}
	return 0;
}

static unsigned group_of(const struct bt_state *s, long pid)
{
	unsigned i, t;

	for (i = 0; i + 1 < s->ngroups; i++)
		for (t = 0; t < s->groups[i].ntids; t++)
			if (s->groups[i].tids[t] == pid)
				return i;
	return s->ngroups - 1;
}

/* --- the two tables -------------------------------------------------------------------- */

static int64_t req_find(const struct bt_state *s, uint64_t key, int64_t **link)
{
	int64_t *l = &s->req_head[hash_of(key)];

	while (*l >= 0 && s->req[*l].key != key)
		l = &s->req[*l].next;
	if (link)
		*link = l;
	return *l;
}

static void req_unlink(struct bt_state *s, uint64_t key)
{
	int64_t *l, i = req_find(s, key, &l);

	if (i < 0)
		return;
	*l = s->req[i].next;
	s->req[i].next = s->req_free;
	s->req[i].state = 0;
	s->req_free = i;
	s->req_n--;
}

static struct bt_req *req_add(struct bt_state *s, uint64_t key)
{
	int64_t i;
	size_t h = hash_of(key);

	if (s->req_free >= 0) {
		i = s->req_free;
		s->req_free = s->req[i].next;
	} else {
		if (s->req_n >= s->req_cap) {
			size_t cap = s->req_cap ? s->req_cap * 2 : 1024;
			struct bt_req *n = realloc(s->req, cap * sizeof(*n));

			if (!n)
				return NULL;
			s->req = n;
			s->req_cap = cap;
		}
		i = (int64_t)s->req_n; /* no free entry: all of 0 .. req_n - 1 are in use */
	}
	s->req_n++;
	memset(&s->req[i], 0, sizeof(s->req[i]));
	s->req[i].key = key;
	s->req[i].next = s->req_head[h];
	s->req_head[h] = i;
	return &s->req[i];
}

static void bio_set(struct bt_state *s, uint64_t key, long pid)
{
	int64_t *l = &s->bio_head[hash_of(key)], i;

	while (*l >= 0 && s->bio[*l].key != key)
		l = &s->bio[*l].next;
	if (*l >= 0) {
		s->bio[*l].pid = pid;
		return;
	}
	if (s->bio_free >= 0) {
		i = s->bio_free;
		s->bio_free = s->bio[i].next;
	} else {
		if (s->bio_n >= s->bio_cap) {
			size_t cap = s->bio_cap ? s->bio_cap * 2 : 1024;
			struct bt_bio *n = realloc(s->bio, cap * sizeof(*n));

			if (!n)
				return; /* the owner falls back to the logging task's pid */
			s->bio = n;
			s->bio_cap = cap;
		}
		i = (int64_t)s->bio_n;
	}
	s->bio_n++;
	s->bio[i].key = key;
	s->bio[i].pid = pid;
	s->bio[i].next = s->bio_head[hash_of(key)];
	s->bio_head[hash_of(key)] = i;
}

/* bio_take: the pid that queued the bio at KEY (removed), or -1. */
static long bio_take(struct bt_state *s, uint64_t key)
{
	int64_t *l = &s->bio_head[hash_of(key)], i;
	long pid;

	while (*l >= 0 && s->bio[*l].key != key)
		l = &s->bio[*l].next;
	if (*l < 0)
		return -1;
	i = *l;
	pid = s->bio[i].pid;
	*l = s->bio[i].next;
	s->bio[i].next = s->bio_free;
	s->bio_free = i;
	s->bio_n--;
	return pid;
}

/* --- insert order ----------------------------------------------------------------------- */

static int seq_push(struct bt_state *s, uint64_t *seq)
{
	if (s->seq_next >= s->seq_cap) {
		uint64_t cap = s->seq_cap ? s->seq_cap * 2 : 4096;
		uint8_t *n = realloc(s->waiting, cap);

		if (!n)
			return -ENOMEM;
		memset(n + s->seq_cap, 0, cap - s->seq_cap);
		s->waiting = n;
		s->seq_cap = cap;
	}
	*seq = s->seq_next;
	s->waiting[s->seq_next++] = 1;
	return 0;
}

/* seq_leave: SEQ no longer waits; true when an earlier-inserted request still waits. */
static int seq_leave(struct bt_state *s, uint64_t seq)
{
	int overtook;

	while (s->oldest < s->seq_next && !s->waiting[s->oldest])
		s->oldest++;
	overtook = s->oldest < seq;
	s->waiting[seq] = 0;
	return overtook;
}

/* --- one line --------------------------------------------------------------------------- */

enum { EV_BIO_QUEUE, EV_BACKMERGE, EV_FRONTMERGE, EV_INSERT, EV_RQ_MERGE, EV_ISSUE, EV_COMPLETE, EV_N };
static const char *const ev_names[EV_N] = {
	"block_bio_queue: ", "block_bio_backmerge: ", "block_bio_frontmerge: ", "block_rq_insert: ",
	"block_rq_merge: ", "block_rq_issue: ", "block_rq_complete: ",
};

/* dir_of RWBS: 0 read, 1 write, 2 trim; -1 none (a flush alone). */
static int dir_of(const char *rwbs)
{
	for (; *rwbs && *rwbs != ' '; rwbs++)
		switch (*rwbs) {
		case 'R': return 0;
		case 'W': return 1;
		case 'D': return 2;
		default: break;
		}
	return -1;
}

/* header "<comm>-<pid> [cpu] flags <sec>.<usec>: event": pid and time (ns) before EV. */
static int parse_head(const char *line, const char *ev, long *pid, uint64_t *ns)
{
	const char *p = ev - 2, *t, *b;
	unsigned long long sec = 0, us = 0, mul = 1;

	/* time: digits '.' digits ending at ev - 2 (": " before the event) */
	if (p < line || *p != ':')
		return -EINVAL;
	t = p;
	while (t > line && t[-1] >= '0' && t[-1] <= '9')
		t--;
	for (b = p - 1; b >= t; b--, mul *= 10)
		us += (unsigned long long)(*b - '0') * mul;
	if (t <= line || t[-1] != '.' || p - t > 9)
		return -EINVAL;
	for (mul = 1, b = t - 2; b >= line && *b >= '0' && *b <= '9'; b--, mul *= 10)
		sec += (unsigned long long)(*b - '0') * mul;
	for (; p - t < 9; t--)
		us *= 10; /* to ns: 6 digits (us) -> x1000 */
	*ns = sec * 1000000000ULL + us;
	/* pid: the digits before " [" of the CPU field, after the last '-' */
	b = strstr(line, " [");
	while (b && !(b[2] >= '0' && b[2] <= '9'))
		b = strstr(b + 1, " [");
	if (!b || b >= ev)
		return -EINVAL;
	while (b > line && b[-1] == ' ')
		b--;
	t = b;
	while (t > line && t[-1] >= '0' && t[-1] <= '9')
		t--;
	if (t == b || t == line || t[-1] != '-')
		return -EINVAL;
	*pid = strtol(t, NULL, 10);
	return 0;
}

/* parse_body "MAJ,MIN RWBS ... SECTOR + NR ...": dev, rwbs pointer, sector, nr. */
static int parse_body(const char *p, unsigned *dev, const char **rwbs, uint64_t *sector, unsigned *nr)
{
	unsigned maj, min;
	const char *plus, *q;
	int n = 0;

	if (sscanf(p, "%u,%u %n", &maj, &min, &n) != 2 || !n)
		return -EINVAL;
	*dev = maj << 20 | min;
	*rwbs = p + n;
	plus = strstr(p + n, " + ");
	if (!plus)
		return -EINVAL;
	q = plus;
	while (q > p && q[-1] >= '0' && q[-1] <= '9')
		q--;
	if (q == plus)
		return -EINVAL;
	*sector = strtoull(q, NULL, 10);
	*nr = (unsigned)strtoul(plus + 3, NULL, 10);
	return 0;
}

static int ev_insert(struct bt_state *s, uint64_t key, unsigned nr, int dir, long pid, uint64_t ns, int direct)
{
	struct bt_req *r;
	long owner = bio_take(s, key);

	req_unlink(s, key); /* a stale one at the same sector (an event lost) */
	r = req_add(s, key);
	if (!r)
		return -ENOMEM;
	r->nr = nr;
	r->dir = (unsigned)dir;
	r->group = group_of(s, owner >= 0 ? owner : pid);
	r->insert_ns = r->issue_ns = ns;
	r->state = direct ? 2 : 1;
	if (!direct)
		return seq_push(s, &r->seq);
	s->groups[r->group].dir[dir].direct++;
	lathist_record(&s->groups[r->group].dir[dir].queue, 0);
	return 0;
}

/* ev_bio_merge: a bio merged at the back (or FRONT) of a request: one merge of DIR for the
 * bio's owner (else PID); a front merge moves the request that began at SECTOR + NR to
 * SECTOR. 0 or -ENOMEM. */
static int ev_bio_merge(struct bt_state *s, unsigned dev, uint64_t sector, unsigned nr, int dir,
			long pid, int front)
{
	uint64_t key = key_of(dev, sector);
	long owner = bio_take(s, key);
	struct bt_req old, *r;
	int64_t i;

	s->groups[group_of(s, owner >= 0 ? owner : pid)].dir[dir].merges++;
	if (!front)
		return 0;
	/* the request that began at sector + nr begins here now */
	i = req_find(s, key_of(dev, sector + nr), NULL);
	if (i < 0)
		return 0;
	old = s->req[i];
	req_unlink(s, old.key);
	r = req_add(s, key);
	if (!r)
		return -ENOMEM;
	old.key = r->key;
	old.next = r->next;
	*r = old;
	r->nr += nr;
	return 0;
}

/* ev_rq_merge: the request at KEY was merged into another and never issues on its own: one
 * merge of DIR for its group (for PID's when it is not known). */
static void ev_rq_merge(struct bt_state *s, uint64_t key, int dir, long pid)
{
	int64_t i = req_find(s, key, NULL);

	if (i < 0) {
		s->groups[group_of(s, pid)].dir[dir].merges++;
		return;
	}
	s->groups[s->req[i].group].dir[dir].merges++;
	if (s->req[i].state == 1)
		seq_leave(s, s->req[i].seq);
	req_unlink(s, key);
}

/* ev_issue: the request at KEY goes to the driver at NS: its queue time (and whether it
 * overtook an earlier insert) when it was inserted, else it starts here (ev_insert direct).
 * 0 or -ENOMEM. */
static int ev_issue(struct bt_state *s, uint64_t key, unsigned nr, int dir, long pid, uint64_t ns)
{
	int64_t i = req_find(s, key, NULL);
	struct bt_req *r;

	if (i < 0)
		return ev_insert(s, key, nr, dir, pid, ns, 1);
	r = &s->req[i];
	if (r->state == 1) {
		struct bt_dir *d = &s->groups[r->group].dir[r->dir];

		d->overtaking += (uint64_t)seq_leave(s, r->seq);
		lathist_record(&d->queue, ns - r->insert_ns);
	}
	r->state = 2;
	r->issue_ns = ns; /* a requeued request: its last issue */
	r->nr = nr;
	return 0;
}

/* ev_complete: NR sectors of the issued request at SECTOR completed at NS: its device time
 * when it is whole; a partial completion moves the rest to SECTOR + NR. A completion of no
 * issued request counts as unmatched. 0 or -ENOMEM. */
static int ev_complete(struct bt_state *s, unsigned dev, uint64_t sector, unsigned nr, uint64_t ns)
{
	uint64_t key = key_of(dev, sector);
	int64_t i = req_find(s, key, NULL);
	struct bt_req *r, rest;
	struct bt_dir *d;

	if (i < 0 || s->req[i].state != 2) {
		s->unmatched++;
		return 0;
	}
	r = &s->req[i];
	if (nr >= r->nr) {
		d = &s->groups[r->group].dir[r->dir];
		d->requests++;
		d->bytes += (uint64_t)r->nr * 512;
		lathist_record(&d->device, ns - r->issue_ns);
		req_unlink(s, key);
		return 0;
	}
	/* a partial completion: the rest goes on from sector + nr */
	rest = *r;
	req_unlink(s, key);
	r = req_add(s, key_of(dev, sector + nr));
	if (!r)
		return -ENOMEM;
	rest.key = r->key;
	rest.next = r->next;
	rest.nr -= nr;
	*r = rest;
	s->groups[r->group].dir[r->dir].bytes += (uint64_t)nr * 512;
	return 0;
}

int bt_line(struct bt_state *s, const char *line)
{
	const char *ev = NULL, *rwbs, *lost;
	unsigned dev, nr;
	uint64_t sector, ns, key;
	long pid;
	int e, dir;

	if ((lost = strstr(line, "[LOST ")) && !strstr(line, ": block_")) {
		s->lost += strtoull(lost + 6, NULL, 10);
		return 0;
	}
	for (e = 0; e < EV_N && !ev; e++)
		ev = strstr(line, ev_names[e]);
	if (!ev)
		return 0;
	e--;
	if (parse_head(line, ev, &pid, &ns) ||
	    parse_body(ev + strlen(ev_names[e]), &dev, &rwbs, &sector, &nr)) {
		s->bad_lines++;
		return 0;
	}
	if (s->dev && dev != s->dev)
		return 0;
	s->events++;
	dir = dir_of(rwbs);
	if (dir < 0 || nr == 0)
		return 0;
	key = key_of(dev, sector);
	switch (e) {
	case EV_BIO_QUEUE:
		bio_set(s, key, pid);
		return 0;
	case EV_BACKMERGE:
	case EV_FRONTMERGE:
		return ev_bio_merge(s, dev, sector, nr, dir, pid, e == EV_FRONTMERGE);
	case EV_INSERT:
		return ev_insert(s, key, nr, dir, pid, ns, 0);
	case EV_RQ_MERGE:
		ev_rq_merge(s, key, dir, pid);
		return 0;
	case EV_ISSUE:
		return ev_issue(s, key, nr, dir, pid, ns);
	case EV_COMPLETE:
		return ev_complete(s, dev, sector, nr, ns);
	}
	return 0;
}

void bt_free(struct bt_state *s)
{
	unsigned i, d;

	for (i = 0; i < s->ngroups; i++)
		for (d = 0; d < BT_NDIR; d++) {
			lathist_free(&s->groups[i].dir[d].queue);
			lathist_free(&s->groups[i].dir[d].device);
		}
	free(s->req);
	free(s->bio);
	free(s->req_head);
	free(s->bio_head);
	free(s->waiting);
	memset(s, 0, sizeof(*s));
}
