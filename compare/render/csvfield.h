/*
 * csvfield.h: one CSV field, the one way compare writes a string into CSV (render_csv.c's
 * tables with their why and split lines, html_runs.c's runs.csv), below both.
 */
#ifndef COMPARE_CSVFIELD_H
#define COMPARE_CSVFIELD_H

#include <stdio.h>

/* render_csv_field: S as one CSV field to OUT: quoted when it holds a comma, a quote or a
 * line break, quotes doubled (RFC 4180); a field that starts with = + - @ TAB or CR gets a
 * leading ' so that no spreadsheet runs it as a formula (OWASP, "CSV injection"), unless it
 * is only a number ("-0.5"). Every field compare writes from a results file (a folder name,
 * a label, a cell) goes through it. */
void render_csv_field(FILE *out, const char *s);

#endif
