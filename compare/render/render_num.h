/*
 * render_num.h: how a number goes into JSON and CSV, one rule for every writer: a whole
 * number of at most 2^53 in magnitude (a count, bytes, ns, a mean that happens to be whole)
 * is printed exactly, as an integer; any other finite value as a real to 10 significant
 * digits in JSON (render_json.c's JSON_REAL_PRECISION) and 6 in CSV (%.6g). 2^53: above
 * it a double no longer holds every integer (the readers' bound on counts, e.g.
 * read/blktrace_read.h), so nothing larger is claimed exact.
 */
#ifndef COMPARE_RENDER_NUM_H
#define COMPARE_RENDER_NUM_H

#include <stdio.h>

#include <jansson.h>

/* render_num_json: V as a new JSON value: an integer when render_num_whole(V), else a real;
 * null when V is not finite (JSON has no NaN or infinity). NULL on -ENOMEM. */
json_t *render_num_json(double v);

/* render_num_csv: V into OUT as render_num_json's rule says ("%.0f" when whole, "%.6g"
 * otherwise, "nan"/"inf" as %g writes them). */
void render_num_csv(FILE *out, double v);

/* render_num_whole: 1 when V is a whole number with |V| <= 2^53, else 0. */
int render_num_whole(double v);

#endif
