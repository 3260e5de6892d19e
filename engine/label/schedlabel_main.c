// schedlabel_main.c: build/schedaio-label, the label rule of lib/label/schedlabel.c for
// scripts (run-pack's --schedulers), so that no script restates it.
//
//   schedaio-label resolve ENTRY   one --schedulers entry, one line, tab-separated:
//                                  kernel, tunables ("t=v,t=v" or "-"), label ("-" for a
//                                  kernel name or a variant), legacy map ("-"), folder
//     ENTRY: a label of the table exactly ("BFQ low_latency"); else a kernel name or a
//     variant "name:t=v[,t=v]" ("bfq:slice_idle=0"); else a label ignoring case
//     (schedlabel_parse_expect). Folder: the name as given; a label in lower case with
//     blanks as '-' ("bfq-low_latency"); a variant with ':' ',' '=' as '-'
//     ("bfq-slice_idle-0"). Its tunables must be documented (exit 3).
//   schedaio-label name SCHED [T=V...]  the label of SCHED with those tunables (the FIRST
//                                  row whose scheduler and tunables match), or exit 1
//   schedaio-label list            the table's labels, one per line
//   schedaio-label scheds          the kernel names the tables know, one line, ", " between
//                                  (schedlabel_list_scheds)
//
// --help (-h): the usage line on stdout, exit 0.
// Exit status: 0; 1 no label (name); 2 bad usage or an entry that cannot be parsed; 3 an
// entry naming a tunable jobs/sched-tunables.tsv does not list for its scheduler (the
// kernel's documentation), with the valid ones (schedlabel_check_tunables); 4 an entry whose
// kernel name neither table knows ("mq-dealine": schedlabel_known_sched), with the known
// names. Errors: one line on stderr.
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "label/schedlabel.h"

#define USAGE "usage: schedaio-label resolve ENTRY | name SCHED [T=V...] | list | scheds\n"

/* usage: the usage line on stderr; 2 (bad usage). */
static int usage(void)
{
	fputs(USAGE, stderr);
	return 2;
}

/* legacy_of: the legacy map of kernel scheduler SCHED: the first row of SCHED with one. */
static const char *legacy_of(const char *sched)
{
	const struct schedlabel_row *rows;
	size_t i, n;

	rows = schedlabel_rows(&n);
	for (i = 0; i < n; i++)
		if (strcmp(rows[i].sched, sched) == 0 && rows[i].legacy[0])
			return rows[i].legacy;
	return "-";
}

static int resolve(const char *entry)
{
	const struct schedlabel_row *rows;
	struct sched_expect e;
	char tun[512] = "", dir[256], msg[600], *p;
	const char *legacy = NULL;
	size_t i, n, o = 0;
	int ret;

	ret = schedlabel_parse_expect(entry, &e);
	if (ret) {
		fprintf(stderr, "schedaio-label: '%s' is neither a label of jobs/sched-labels.tsv "
			"nor a kernel scheduler name[:tunable=value,...] (%s)\n", entry,
			strerror(-ret));
		return 2;
	}
	if (!schedlabel_known_sched(e.sched)) {
		schedlabel_list_scheds(msg, sizeof(msg));
		fprintf(stderr, "unknown scheduler '%s' (kernel names: %s)\n", e.sched, msg);
		return 4;
	}
	if (schedlabel_check_tunables(&e, msg, sizeof(msg))) {
		fprintf(stderr, "%s\n", msg);
		return 3;
	}
	for (i = 0; i < e.ntun; i++)
		o += (size_t)snprintf(tun + o, o < sizeof(tun) ? sizeof(tun) - o : 0, "%s%s=%s",
				      i ? "," : "", e.tun[i].name, e.tun[i].value);
	rows = schedlabel_rows(&n);
	for (i = 0; e.label[0] && i < n; i++)
		if (strcmp(rows[i].label, e.label) == 0 && rows[i].legacy[0])
			legacy = rows[i].legacy;
	if (!legacy)
		legacy = e.label[0] ? "-" : legacy_of(e.sched);
	snprintf(dir, sizeof(dir), "%s", e.label[0] ? e.label : entry);
	for (p = dir; *p; p++) {
		if (e.label[0])
			*p = *p == ' ' ? '-' : (char)tolower((unsigned char)*p);
		else if (*p == ':' || *p == ',' || *p == '=' || *p == ' ')
			*p = '-';
	}
	printf("%s\t%s\t%s\t%s\t%s\n", e.sched, tun[0] ? tun : "-", e.label[0] ? e.label : "-",
	       legacy, dir);
	return 0;
}

static int name(int argc, char **argv)
{
	struct sched_kv kv[SCHED_EXPECT_TUN];
	const char *label, *eq;
	int i;

	if (argc - 3 > SCHED_EXPECT_TUN)
		return usage();
	for (i = 3; i < argc; i++) {
		eq = strchr(argv[i], '=');
		if (!eq || (size_t)(eq - argv[i]) >= SCHED_KV_NAME || strlen(eq + 1) >= SCHED_KV_VALUE)
			return usage();
		snprintf(kv[i - 3].name, sizeof(kv[i - 3].name), "%.*s", (int)(eq - argv[i]), argv[i]);
		snprintf(kv[i - 3].value, sizeof(kv[i - 3].value), "%s", eq + 1);
	}
	label = schedlabel_for(argv[2], kv, (unsigned)(argc - 3));
	if (!label)
		return 1;
	printf("%s\n", label);
	return 0;
}

int main(int argc, char **argv)
{
	const struct schedlabel_row *rows;
	size_t i, n;

	if (argc == 2 && (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0)) {
		fputs(USAGE, stdout); /* asked for: stdout, exit 0 */
		return 0;
	}
	if (argc == 3 && strcmp(argv[1], "resolve") == 0)
		return resolve(argv[2]);
	if (argc >= 3 && strcmp(argv[1], "name") == 0)
		return name(argc, argv);
	if (argc == 2 && strcmp(argv[1], "list") == 0) {
		rows = schedlabel_rows(&n);
		for (i = 0; i < n; i++)
			printf("%s\n", rows[i].label);
		return 0;
	}
	if (argc == 2 && strcmp(argv[1], "scheds") == 0) {
		char list[512];

		schedlabel_list_scheds(list, sizeof(list));
		printf("%s\n", list);
		return 0;
	}
	return usage();
}
