// cpufile.c: CPU ns per I/O of a run's fio JSON (see cpufile.h).
#include <errno.h>
#include <math.h>
#include <stdio.h>

#include <jansson.h>

#include "json/jsonfile.h"
#include "read/cpufile.h"

int cpufile_ns_per_io(const char *path, double *ns, char *why, size_t whylen)
{
	double usr, sys, rt, ios[2] = { 0, 0 }, v;
	json_t *root, *job;
	int ret;

	ret = jsonfile_load(path, JSONFILE_LENIENT, &root, why, whylen);
	if (ret)
		return ret;
	job = json_array_get(json_object_get(root, "jobs"), 0);
	if ((ret = jsonfile_number(job, "usr_cpu", "jobs[0].usr_cpu", 0, 1e6, &usr, why, whylen)) ||
	    (ret = jsonfile_number(job, "sys_cpu", "jobs[0].sys_cpu", 0, 1e6, &sys, why, whylen)) ||
	    (ret = jsonfile_number(job, "job_runtime", "jobs[0].job_runtime", 0, 1e12, &rt, why,
				   whylen)))
		goto out;
	jsonfile_number(json_object_get(job, "read"), "total_ios", "jobs[0].read.total_ios", 0, 1e15,
			&ios[0], NULL, 0);
	jsonfile_number(json_object_get(job, "write"), "total_ios", "jobs[0].write.total_ios", 0,
			1e15, &ios[1], NULL, 0);
	ret = -ERANGE;
	if (ios[0] + ios[1] <= 0) {
		snprintf(why, whylen, "jobs[0] completed no I/O");
		goto out;
	}
	v = (usr + sys) / 100 * rt * 1e6 / (ios[0] + ios[1]);
	if (!isfinite(v) || v > CPUFILE_NS_MAX) {
		snprintf(why, whylen, "jobs[0]: CPU per I/O out of bounds");
		goto out;
	}
	*ns = v;
	ret = 0;
out:
	json_decref(root);
	return ret;
}
