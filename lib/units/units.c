// units.c: the MB/s definitions of the Phoronix result sets (see units.h).
#include <errno.h>
#include <string.h>

#include "units/units.h"

int units_parse(const char *name, enum units_mbps *out)
{
	if (name && strcmp(name, "KiB/s/1000") == 0) {
		*out = UNITS_KIB_1000;
		return 0;
	}
	if (name && strcmp(name, "MiB/s") == 0) {
		*out = UNITS_MIB;
		return 0;
	}
	if (name && strcmp(name, "MB/s") == 0) {
		*out = UNITS_MB;
		return 0;
	}
	return -EINVAL;
}

const char *units_name(enum units_mbps unit)
{
	return unit == UNITS_KIB_1000 ? "KiB/s/1000" : unit == UNITS_MB ? "MB/s" : "MiB/s";
}

const char *units_describe(enum units_mbps unit)
{
	if (unit == UNITS_KIB_1000)
		return "MB/s = fio KiB/s / 1000, as Phoronix published fio 2.1.13 results";
	if (unit == UNITS_MB)
		return "MB/s = 10^6 bytes/s (fio KiB/s x 1024 / 10^6)";
	return "MB/s = MiB/s, as published with fio 3.1";
}

double units_mbps(double kibps, enum units_mbps unit)
{
	if (unit == UNITS_MB)
		return kibps * 1024.0 / 1e6;
	return unit == UNITS_KIB_1000 ? kibps / 1000.0 : kibps / 1024.0;
}
