// cpufile.c: CPU ns per I/O of a run's fio JSON job (see cpufile.h).
#include <errno.h>
#include <math.h>

#include "json/jsonfile.h"
#include "read/cpufile.h"

int cpufile_ns_per_io(const json_t *job, double *ns)
{
	double usr, sys, rt, ios[2] = { 0, 0 }, v;
	int ret;

	if ((ret = jsonfile_number(job, "usr_cpu", "jobs[0].usr_cpu", 0, 1e6, &usr, NULL, 0)) ||
	    (ret = jsonfile_number(job, "sys_cpu", "jobs[0].sys_cpu", 0, 1e6, &sys, NULL, 0)) ||
	    (ret = jsonfile_number(job, "job_runtime", "jobs[0].job_runtime", 0, 1e12, &rt, NULL, 0)))
		return ret;
	jsonfile_number(json_object_get(job, "read"), "total_ios", "jobs[0].read.total_ios", 0, 1e15,
			&ios[0], NULL, 0);
	jsonfile_number(json_object_get(job, "write"), "total_ios", "jobs[0].write.total_ios", 0,
			1e15, &ios[1], NULL, 0);
	if (ios[0] + ios[1] <= 0)
		return -ERANGE;
	v = (usr + sys) / 100 * rt * 1e6 / (ios[0] + ios[1]);
	if (!isfinite(v) || v > CPUFILE_NS_MAX)
		return -ERANGE;
	*ns = v;
	return 0;
}
