// modules: lib/json/jsonfile.c lib/json/fileopen.c compare/read/runfile.c compare/read/cpufile.c compare/model/input.c compare/read/fiojson.c compare/model/tracetimes.c lib/hist/lathist.c compare/read/statsnum.c lib/fiosize/fiosize.c
/*
 * fuzz_fio: fio's JSON output (fio.json: json or json+, fio 2.x or 3.x, client/server, text
 * before the object) through compare's readers: runfile_read_fio (run-pack studies) and
 * fiojson_parse (any fio JSON).
 */
#include <stdint.h>
#include <stddef.h>

#include "read/fiojson.h"
#include "fuzz_input.h"
#include "json/jsonfile.h"
#include "read/runfile.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t n)
{
	const char *path = fuzz_path(data, n);
	struct fiojson_file f;
	struct runfile_fio fio;
	char why[512];
	json_t *root;

	runfile_read_fio(NULL, path, &fio, why, sizeof(why));
	if (jsonfile_load(path, JSONFILE_FIO, &root, why, sizeof(why)))
		return 0;
	if (fiojson_parse(root, &f, why, sizeof(why)) == 0)
		fiojson_free(&f);
	json_decref(root);
	return 0;
}
