// render_num.c: numbers into JSON and CSV, whole ones exactly (see render_num.h).
#include <math.h>

#include "render/render_num.h"

#define RENDER_NUM_EXACT 9007199254740992.0 /* 2^53 */

int render_num_whole(double v)
{
	return isfinite(v) && fabs(v) <= RENDER_NUM_EXACT && v == trunc(v);
}

json_t *render_num_json(double v)
{
	if (!isfinite(v))
		return json_null();
	return render_num_whole(v) ? json_integer((json_int_t)v) : json_real(v);
}

void render_num_csv(FILE *out, double v)
{
	fprintf(out, render_num_whole(v) ? "%.0f" : "%.6g", v + 0.0); /* + 0.0: no "-0" */
}
