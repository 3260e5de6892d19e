/*
 * units.h: what "MB/s" means in a job pack, and the conversion from fio's bandwidth.
 *
 * fio reports bandwidth as "bw" in KiB/s (1024 bytes per second, fio HOWTO "bw" in the
 * JSON output). Phoronix published "MB/s" differently by fio version (seeds/README.md):
 *   UNITS_KIB_1000  "KiB/s/1000": fio 2.1.13 printed KB/s meaning KiB/s, and Phoronix
 *                   divided that by 1000 (laptop sets: 125,784 KiB/s -> 125.78 "MB/s").
 *   UNITS_MIB       "MiB/s": fio 3.1 printed MiB/s (EPYC set: 276,532 KiB/s -> 270.05).
 *   UNITS_MB        "MB/s": SI megabytes, 10^6 bytes per second (fio's "(xx.xMB/s)" in
 *                   parentheses, with kb_base=1024: KiB/s x 1024 / 10^6).
 * A pack names its definition in manifest.json, pack.descriptor.mbps_unit; compare --unit
 * chooses one over it. The one unit rule of the tree: compare's tables and run-pack's progress
 * lines (schedaio-study mbps) both convert through units_mbps, so it lives below both.
 */
#ifndef ENGINE_UNITS_UNITS_H
#define ENGINE_UNITS_UNITS_H

enum units_mbps {
	UNITS_KIB_1000, /* "KiB/s/1000": MB/s = KiB/s / 1000 */
	UNITS_MIB,      /* "MiB/s":      MB/s = KiB/s / 1024 */
	UNITS_MB,       /* "MB/s":       MB/s = KiB/s x 1024 / 10^6 */
};

/* units_parse: NAME ("KiB/s/1000", "MiB/s" or "MB/s", exact) into *OUT. 0, or -EINVAL for any
 * other name (OUT unchanged). */
int units_parse(const char *name, enum units_mbps *out);

/* units_name: the manifest spelling of UNIT ("KiB/s/1000", "MiB/s", "MB/s"). */
const char *units_name(enum units_mbps unit);

/* units_describe: one line for a table header saying what MB/s is, e.g.
 * "MB/s = fio KiB/s / 1000, as Phoronix published fio 2.1.13 results". */
const char *units_describe(enum units_mbps unit);

/* units_mbps: fio bandwidth KIBPS (KiB/s, >= 0) as MB/s under UNIT. */
double units_mbps(double kibps, enum units_mbps unit);

#endif
