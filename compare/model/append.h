/* append.h: a note's line built part by part (countbias.c, capnote.c): one helper below both,
 * so that neither reaches into the other. */
#ifndef COMPARE_APPEND_H
#define COMPARE_APPEND_H

/* model_append: SEP (after the first part) and the printf of FMT appended to the malloc'd *S
 * (NULL: none yet), which is replaced. 0, or -ENOMEM (*S then unchanged). */
int model_append(char **s, const char *sep, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

#endif
