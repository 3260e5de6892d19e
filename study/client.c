// client.c: one host's part of the JSON of `fio --client=HOST1 job1 --client=HOST2 job2`
// (fio's client/server, fio HOWTO "Client/Server"). The client writes one JSON object for all
// hosts: fio's usual top-level keys, and "client_stats" (each host's jobs, each entry with
// "hostname" and "port", plus an "All clients" sum) and "disk_util" (each with "hostname")
// instead of "jobs" and "disk_util". A host's part is the usual fio JSON of one run: the
// top-level keys, "jobs" = its client_stats entries, "disk_util" = its own; so each host's
// run folder holds a fio.json that reads like that of a run on one machine.
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "json/jsonfile.h"
#include "study.h"

#define CLIENT_ALL "All clients" /* fio's jobname of the sum over hosts (client.c) */

/* of_host: ENTRY was reported by the fio server at HOST (its "hostname", which fio's client
 * sets from the connection, never from the server: the socket of --client=sock:PATH, the
 * address of --client=ip:ADDR). */
static int of_host(json_t *entry, const char *host)
{
	const char *h = json_string_value(json_object_get(entry, "hostname"));

	return h && !strcmp(h, host);
}

int client_split(const char *path, const char *host, json_t **out, char *why, size_t whylen)
{
	json_t *root, *part, *jobs, *disks, *v;
	const char *key;
	size_t i;
	int ret;

	*out = NULL;
	ret = jsonfile_load(path, JSONFILE_FIO, &root, why, whylen);
	if (ret)
		return ret;
	part = json_object();
	jobs = json_array();
	disks = json_array();
	if (!part || !jobs || !disks) {
		ret = -ENOMEM;
		snprintf(why, whylen, "out of memory");
		goto out;
	}
	json_object_foreach(root, key, v) {
		if (strcmp(key, "client_stats") && strcmp(key, "disk_util") && strcmp(key, "jobs"))
			json_object_set(part, key, v);
	}
	json_array_foreach(json_object_get(root, "client_stats"), i, v) {
		const char *name = json_string_value(json_object_get(v, "jobname"));

		if (of_host(v, host) && !(name && !strcmp(name, CLIENT_ALL)))
			json_array_append(jobs, v);
	}
	json_array_foreach(json_object_get(root, "disk_util"), i, v) {
		if (of_host(v, host))
			json_array_append(disks, v);
	}
	if (!json_array_size(jobs)) {
		ret = -ENOENT;
		snprintf(why, whylen, "no results from %s in fio's client output (the host did not run the job)", host);
		goto out;
	}
	json_object_set(part, "jobs", jobs);
	json_object_set(part, "disk_util", disks);
	*out = json_incref(part);
out:
	json_decref(part);
	json_decref(jobs);
	json_decref(disks);
	json_decref(root);
	return ret;
}
