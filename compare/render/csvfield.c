// csvfield.c: one CSV field (see csvfield.h).
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "render/csvfield.h"

/* plain_number: 1 when S is nothing but one finite number as printf writes it ("-0.5",
 * "1e-06"): a spreadsheet reads it as that number, never as a formula. */
static int plain_number(const char *s)
{
	char *end;
	double v;

	if (!s[0] || s[strspn(s, "0123456789.eE+-")] != '\0')
		return 0; /* strtod alone would take "inf", "0x1p3" and a leading blank */
	v = strtod(s, &end);
	return *end == '\0' && isfinite(v);
}

void render_csv_field(FILE *out, const char *s)
{
	/* OWASP "CSV injection": a leading = + - @ TAB or CR starts a formula */
	const char *guard = s[0] && strchr("=+-@\t\r", s[0]) && !plain_number(s) ? "'" : "";

	if (!strpbrk(s, ",\"\n\r")) {
		fprintf(out, "%s%s", guard, s);
		return;
	}
	fprintf(out, "\"%s", guard);
	for (; *s; s++) {
		if (*s == '"')
			fputc('"', out);
		fputc(*s, out);
	}
	fputc('"', out);
}
