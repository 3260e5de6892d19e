// refpair.c: which published set each kernel of a --kernel study is compared with (refpair.h).
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "model/refpair.h"

size_t refpair_kernel_len(const char *arg)
{
	size_t eq = strcspn(arg, "=");

	if (!arg[eq] || memchr(arg, '/', eq))
		return 0;
	return eq;
}

int refpair_wanted(const char *const *args, size_t na)
{
	return na > 1 || (na == 1 && args[0][refpair_kernel_len(args[0])] == '=');
}

/* named: 1 when ARG names a kernel (KERNEL=SET), even an empty one ("=SET"). */
static int named(const char *arg)
{
	return arg[refpair_kernel_len(arg)] == '=';
}

/* is_word: 1 when the N bytes of S are the whole of WORD (WORD may be NULL). */
static int is_word(const char *s, size_t n, const char *word)
{
	return word && strlen(word) == n && !strncmp(s, word, n);
}

/* matches: 1 when the N bytes of S name kernel K: its name, its release, or the release as
 * its rows show it (K->shown "Linux <that>[ (emulated CPU)]"). */
static int matches(const struct manifest_kernel *k, const char *s, size_t n)
{
	const char *shown = k->shown;

	if (is_word(s, n, k->name) || is_word(s, n, k->release))
		return 1;
	if (strncmp(shown, "Linux ", 6))
		return 0;
	shown += 6;
	return strcspn(shown, " ") == n && !strncmp(shown, s, n);
}

/* kernel_list: the NK kernels of KS as "host (6.18.44-fc-v1300), debian (...)" into BUF. */
static void kernel_list(const struct manifest_kernel *ks, size_t nk, char *buf, size_t len)
{
	size_t i, at = 0;

	buf[0] = '\0';
	for (i = 0; i < nk && at < len; i++)
		at += (size_t)snprintf(buf + at, len - at, "%s%s (%s)", i ? ", " : "",
				       ks[i].name ? ks[i].name : "?",
				       ks[i].release ? ks[i].release : "no release");
}

/* find: the index of the kernel ARG names (its first KLEN bytes) among KS, or -1 with WHY. */
static int find(const struct manifest_kernel *ks, size_t nk, const char *arg, size_t klen,
		char *why, size_t whylen)
{
	char list[REFPAIR_WHY / 2];
	size_t i;
	int at = -1, n = 0;

	for (i = 0; i < nk; i++)
		if (matches(&ks[i], arg, klen)) {
			if (!n++)
				at = (int)i;
		}
	if (n == 1)
		return at;
	kernel_list(ks, nk, list, sizeof(list));
	snprintf(why, whylen, "--reference %s: %s kernel '%.*s' in the study (its kernels: %s)",
		 arg, n ? "more than one" : "no", (int)klen, arg, list);
	return -1;
}

/* outside: the reason NA values ARGS cannot go with a study of no kernels, into WHY. */
static int outside(const char *const *args, size_t na, char *why, size_t whylen)
{
	if (na > 1)
		snprintf(why, whylen, "%zu --reference need a run-pack --kernel study (a set per "
			 "kernel); for a table per set, run compare once per set (as scripts/plots "
			 "--reference A --reference B does)", na);
	else
		snprintf(why, whylen, "--reference %s names a kernel, but the input is not a "
			 "run-pack --kernel study", args[0]);
	return -EINVAL;
}

int refpair_assign(const struct manifest_kernel *ks, size_t nk, const char *const *args,
		   size_t na, int *pair, char *why, size_t whylen)
{
	char list[REFPAIR_WHY / 2];
	size_t i, klen;
	int k;

	for (i = 0; i < nk; i++)
		pair[i] = -1;
	if (!nk)
		return outside(args, na, why, whylen);
	if (na > nk) {
		kernel_list(ks, nk, list, sizeof(list));
		snprintf(why, whylen, "%zu --reference for the %zu kernels of the study (%s): one set "
			 "per kernel at most", na, nk, list);
		return -EINVAL;
	}
	for (i = 0; i < na; i++) {
		klen = refpair_kernel_len(args[i]);
		if ((named(args[i]) && !klen) || !args[i][klen + named(args[i])]) {
			snprintf(why, whylen, "--reference '%s': wants SET or KERNEL=SET", args[i]);
			return -EINVAL;
		}
		k = named(args[i]) ? find(ks, nk, args[i], klen, why, whylen) : (int)i;
		if (k < 0)
			return -EINVAL;
		if (pair[k] >= 0) {
			snprintf(why, whylen, "two --reference for kernel %s: %s and %s", ks[k].name,
				 args[pair[k]], args[i]);
			return -EINVAL;
		}
		pair[k] = (int)i;
	}
	return 0;
}
