/*
 * cpufile.h: the CPU time fio's job spent per I/O, from a run's fio JSON job (issue 24,
 * jobs/overhead): what the submitting side of the request path costs, the I/O scheduler's
 * insert and dispatch included.
 *
 *   ns per I/O = (usr_cpu + sys_cpu) / 100 x job_runtime x 1e6 / (read.total_ios +
 *                write.total_ios)
 * of jobs[0]: usr_cpu and sys_cpu are fio's % of one CPU over job_runtime (ms) (fio's
 * stat.c: usr_time / total_run_time); with group_reporting fio sums the clones' CPU times
 * and run times, so the rule holds for numjobs > 1 (jobs/overhead/README.md checks it).
 * Work done in other contexts (a loop device's worker, completion softirqs) is not in it.
 * Read with the run's other fio numbers (runfile.c), kept in its run record (model/input.h).
 */
#ifndef COMPARE_CPUFILE_H
#define COMPARE_CPUFILE_H

#include <jansson.h>

#define CPUFILE_NS_MAX 1e12 /* ns per I/O kept: a second of CPU per I/O is already absurd */

/* cpufile_ns_per_io: the rule above for fio's job object JOB into *NS. 0; -ENOENT (a field
 * absent: fio 2.x without job_runtime); -EINVAL (not a number); -ERANGE (a value out of
 * bounds, or no I/O). */
int cpufile_ns_per_io(const json_t *job, double *ns);

#endif
