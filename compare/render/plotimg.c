// plotimg.c: the images of one plots run, in memory (see plotimg.h).
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "render/plotimg.h"

/* slurp: the LEN bytes of regular file FD into a new buffer *OUT. 0 or -errno. */
static int slurp(int fd, unsigned char **out, size_t *len)
{
	struct stat st;
	size_t got = 0;
	ssize_t n;

	if (fstat(fd, &st))
		return -errno;
	if (!S_ISREG(st.st_mode))
		return -EINVAL;
	if (st.st_size > PLOTIMG_MAX)
		return -EFBIG;
	*out = malloc((size_t)st.st_size + 1);
	if (!*out)
		return -ENOMEM;
	while ((n = read(fd, *out + got, (size_t)st.st_size + 1 - got)) > 0)
		got += (size_t)n;
	if (n < 0 || got > (size_t)st.st_size) { /* a read error, or it grew since fstat */
		n = n < 0 ? -errno : -EFBIG;
		free(*out);
		*out = NULL;
		return (int)n;
	}
	*len = got;
	return 0;
}

int plotimg_read(struct plot_images *s, int dfd, const char *name)
{
	size_t nl = strlen(name);
	struct plot_image img = { 0 };
	int fd, ret;

	if (nl < 5 || strcmp(name + nl - 4, ".png"))
		return -EINVAL;
	if (s->n == s->cap) {
		size_t cap = s->cap ? 2 * s->cap : 16;
		struct plot_image *v = realloc(s->v, cap * sizeof(*v));

		if (!v)
			return -ENOMEM;
		s->v = v;
		s->cap = cap;
	}
	fd = openat(dfd, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
	if (fd < 0)
		return -errno;
	ret = slurp(fd, &img.png, &img.len);
	close(fd);
	if (ret)
		return ret;
	img.stem = strndup(name, nl - 4);
	if (!img.stem) {
		free(img.png);
		return -ENOMEM;
	}
	s->v[s->n++] = img;
	return 0;
}

const struct plot_image *plotimg_find(const struct plot_images *s, const char *stem)
{
	size_t i;

	for (i = 0; i < s->n; i++)
		if (!strcmp(s->v[i].stem, stem))
			return &s->v[i];
	return NULL;
}

void plotimg_free(struct plot_images *s)
{
	size_t i;

	for (i = 0; i < s->n; i++) {
		free(s->v[i].stem);
		free(s->v[i].png);
	}
	free(s->v);
	memset(s, 0, sizeof(*s));
}
