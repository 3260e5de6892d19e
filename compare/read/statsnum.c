// statsnum.c: the bounds of the engine stats file's numbers and their one reader (statsnum.h).
#include <errno.h>
#include <math.h>

#include "json/jsonfile.h"
#include "read/runfile_bounds.h"
#include "read/statsnum.h"
#include "schema/statskeys.h"

double statsnum_lo(enum statsnum_kind kind)
{
	return kind == STATSNUM_INTERVAL_NS ? (double)STATS_MIN_INTERVAL_NS : 0;
}

double statsnum_hi(enum statsnum_kind kind)
{
	switch (kind) {
	case STATSNUM_COUNT:
		return RUNFILE_BYTES_MAX;
	case STATSNUM_NS:
	case STATSNUM_INTERVAL_NS:
		return RUNFILE_NS_MAX;
	case STATSNUM_FRACTION:
		return 1;
	case STATSNUM_UTIL:
		return 1.5;
	}
	return 0;
}

int statsnum_value(const json_t *v, enum statsnum_kind kind, double *out)
{
	double x;

	if (!json_is_number(v))
		return -EINVAL;
	x = json_number_value(v);
	if (!isfinite(x) || x < statsnum_lo(kind) || x > statsnum_hi(kind))
		return -ERANGE;
	*out = x;
	return 0;
}

int statsnum_get(const json_t *obj, const char *key, const char *field, enum statsnum_kind kind,
		 double *out, char *why, size_t whylen)
{
	return jsonfile_number(obj, key, field, statsnum_lo(kind), statsnum_hi(kind), out, why,
			       whylen);
}
