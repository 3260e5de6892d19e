/*
 * fuzz_input.h: the bytes of one libFuzzer input as a regular file, so that every target
 * reads them through the real reader (lib/json/jsonfile.c: open, fstat, bounded read and
 * parse), not a shortcut. The file is a memfd (a regular file in memory), rewritten for each
 * input and named by /proc/self/fd/N.
 */
#ifndef SCHEDAIO_FUZZ_INPUT_H
#define SCHEDAIO_FUZZ_INPUT_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <unistd.h>

/* fuzz_path: a path whose file holds exactly DATA[0..N). Aborts (a fuzzer failure) when the
 * memfd cannot be made or written. */
static const char *fuzz_path(const uint8_t *data, size_t n)
{
	static int fd = -1; /* one memfd for the process: libFuzzer runs inputs one at a time */
	static char path[64];
	size_t off = 0;
	ssize_t w;

	if (fd < 0) {
		fd = memfd_create("fuzz-input", MFD_CLOEXEC);
		if (fd < 0)
			abort();
		snprintf(path, sizeof(path), "/proc/self/fd/%d", fd);
	}
	if (ftruncate(fd, 0))
		abort();
	while (off < n) {
		w = pwrite(fd, data + off, n - off, (off_t)off);
		if (w <= 0)
			abort();
		off += (size_t)w;
	}
	return path;
}

#endif
