# schedaio: a plain Makefile, quiet unless V=1.
#
#   make                 build build/schedaio.so (fetches and configures fio's source once)
#   make FIO_SRC=DIR     build against another configured fio tree
#   make check           the fast tier: lint, unit tests and the bats files that need no device
#   make test            unit tests (ASan/UBSan) and integration tests; ends with 'N passed, N failed, N skipped'
#   make study           the main job: the quick laptop pack on a scratch loop device under none,
#                        mq-deadline, kyber and bfq, then compare's tables (root; ~5 minutes)
#   make install         PREFIX=/usr/local, DESTDIR: the engine, scripts, compare (see install:)
#   make bench           the engine's cost against fio's own engines: IOPS and CPU ratios with 95 %
#                        intervals and a verdict per row (needs root; at most ~15 minutes)
#   make profile         perf profiles of fio's engines and schedaio side by side, into
#                        results/<date>-profile-*.txt, or PROFILE_DIR=DIR (root, perf; ~2 min)
#   make bench-compare   how fast compare reads a generated study of 2,048 result files
#   make bench-decide    the until-decided rule's error rates and runs on synthetic runs from the
#                        committed studies' spreads, beside PTS's dynamic count and N = 12 (~1 min)
#   make lint            shellcheck every script, bats checks that cannot fail, conflict markers
#   make fuzz            each libFuzzer target of tests/fuzz/ for FUZZ_SECONDS (30) under ASan/UBSan
#
# The fio version the engine is built for is recorded in build/fio-version.txt and compiled
# into the engine, which refuses to run under any other fio (see engine/schedaio.c).

# A build runs one job per core unless -j is given (make test's build here: 123 s at one job,
# 63 s at two; the test runner has its own pool: tests/run -j). Only a make started by hand:
# a make under make (MAKELEVEL) keeps what it was given, and the tests run without the
# jobserver (test:, check:), as from a shell.
ifeq ($(MAKELEVEL)$(filter -j% --jobserver%,$(MAKEFLAGS)),0)
MAKEFLAGS += -j$(shell nproc 2>/dev/null || echo 1)
endif

CC       ?= cc
BUILD    := build
FIO_SRC  ?= $(BUILD)/fio-src/fio
WARN     := -Wall -Wextra -Wshadow -Wno-unused-parameter
CFLAGS   ?= -O2 -g
BASEFLAGS := -std=gnu11 -D_GNU_SOURCE -D_FILE_OFFSET_BITS=64 -fPIC $(WARN)
SANFLAGS := -fsanitize=address,undefined -fno-omit-frame-pointer -O1 -g

ifeq ($(V),1)
Q :=
else
Q := @
endif

# The engine's three stacks, each a folder of pure modules (no fio headers; each builds and
# is tested alone): tag/ (the device chain and its scheduler), stats/ (the per-job
# statistics and their JSON), io/ (the libaio and io_uring backends). The fio glue sits
# alone at the top of engine/; engine/merge/ is build/schedaio-merge, not part of the .so.
# The rules the engine shares with the programs (the histogram, the label rule, atomic files)
# come from lib/ (below): the .so links the static library, which brings only the members it
# uses (the engine never reads JSON: lib/json/jsonfile.c and lib/hist/histjson_read.c stay out).
ENGINE_MODS := $(wildcard engine/tag/*.c engine/stats/*.c engine/io/*.c)
ENGINE_HDRS := $(wildcard engine/*.h engine/*/*.h)
ENGINE_SRCS_ALL := $(wildcard engine/*.c engine/*/*.c)
ENGINE_GLUE := $(wildcard engine/*.c)
ENGINE_LIBS := -laio -luring -ljansson -lm
# lib/: the rules shared by the engine, merge-stats, the label CLI, study, blktrace and compare
# (DEVELOPING.md "Layout": json, units, seqtest, safepath, runpath, schema, hist, label,
# merge), each a folder of pure modules that include nothing of engine/, compare/ or study/.
# Compiled once, with the engine's flags (position-independent, fat LTO objects: the .so's
# link-time optimisation still inlines lathist_record into the per-I/O hooks, and the programs
# link the plain code), into one static library that every program links. gcc-ar keeps the
# LTO symbol index the .so's link needs. Its sanitizer objects (build/asan/, the same
# sources) are linked by compare-asan and the unit tests.
LIB_SRCS := $(wildcard lib/*/*.c)
LIB_HDRS := $(wildcard lib/*/*.h)
LIB_OBJS := $(patsubst lib/%.c,$(BUILD)/lib/%.o,$(LIB_SRCS))
LIB_A    := $(BUILD)/libschedaio.a
LIB_AR   ?= gcc-ar
LIB_CPPFLAGS := -Ilib -I$(BUILD)
COMPARE_SRCS := $(wildcard compare/*.c compare/*/*.c)
COMPARE_HDRS := $(wildcard compare/*/*.h)
COMPARE_LIBS := -ljansson -lgsl -lgslcblas -lm
# The study model of run-pack (study/): the manifest, the run order and run count, resume's
# checks; it shares lib/'s JSON reader, units, seqtest, safepath and runpath with compare.
STUDY_SRCS := $(wildcard study/*.c)

UNIT_SRCS  := $(wildcard tests/unit/test_*.c)
UNIT_BINS  := $(patsubst tests/unit/%.c,$(BUILD)/tests/%,$(UNIT_SRCS))

.PHONY: all check test unit integration bench profile bench-compare bench-decide lint fuzz clean distclean fio-src FORCE deps \
	study install uninstall
all: $(BUILD)/schedaio.so $(BUILD)/compare $(BUILD)/schedaio-merge $(BUILD)/schedaio-study $(BUILD)/schedaio-label $(BUILD)/schedaio-blktrace

# --- dependencies ----------------------------------------------------------------------
# What is missing is installed first (scripts/setup-deps --if-missing: one dpkg-query when
# nothing is; apt-get as root when something is), so that make, make test and make study
# each work alone on a fresh Debian 12 machine. An order-only prerequisite of every rule that
# compiles or runs the tools: it never makes anything out of date.
deps:
	$(Q)scripts/setup-deps --if-missing

# --- fio source tree -------------------------------------------------------------------
# Debian's source package of the installed fio, configured with ./configure.
$(BUILD)/fio-src/fio/config-host.h: | deps
	$(Q)scripts/fetch-fio-src $(BUILD)/fio-src

fio-src: $(FIO_SRC)/config-host.h

# fio's FIO-VERSION-GEN says "FIO_VERSION = fio-3.33" on stderr when it writes the file: kept
# off the terminal (the version is said by the "fio   building against" line below); an error
# of the script is shown.
$(FIO_SRC)/FIO-VERSION-FILE: $(FIO_SRC)/config-host.h
	$(Q)cd $(FIO_SRC) && out=$$(./FIO-VERSION-GEN 2>&1 >/dev/null) || { printf '%s\n' "$$out" >&2; exit 1; }; \
	  printf '%s\n' "$$out" | grep -v '^FIO_VERSION = ' >&2 || true

# Which tree the engine is built against: rewritten only when FIO_SRC changes, so that a
# plain 'make' after 'make FIO_SRC=...' rebuilds against the default tree again.
$(BUILD)/fio-src.path: FORCE
	@mkdir -p $(BUILD)
	@echo '$(abspath $(FIO_SRC))' | cmp -s - $@ 2>/dev/null || echo '$(abspath $(FIO_SRC))' > $@

$(BUILD)/fio-version.h: $(FIO_SRC)/FIO-VERSION-FILE $(BUILD)/fio-src.path
	@mkdir -p $(BUILD)
	$(Q)v=$$(sed -n 's/^FIO_VERSION = //p' $(FIO_SRC)/FIO-VERSION-FILE); \
	  test -n "$$v" || { echo "cannot read the fio version from $<" >&2; exit 1; }; \
	  printf '%s\n' "$$v" > $(BUILD)/fio-version.txt; \
	  printf '#define SCHEDAIO_FIO_BUILD_VERSION "%s"\n#define SCHEDAIO_FIO_SRC "%s"\n' "$$v" "$(abspath $(FIO_SRC))" > $@.tmp && mv $@.tmp $@
	@echo "  fio   building against $$(cat $(BUILD)/fio-version.txt) ($(FIO_SRC))"

# The engine (.so) is compiled for a short per-I/O path: every symbol hidden but get_ioengine
# (no PLT call between its own modules) and link-time optimisation, so that the hooks in
# schedaio_io.c inline the recorders of stats/ and the backends of io/ (issue 11). No SLP
# vectorisation: it turned pairs of counter increments (a time series point's completions and
# bytes) into SSE loads, shuffles and stores, 7 instructions for 2 (callgrind: -13 per I/O).
SO_FLAGS := -fvisibility=hidden -flto -ffat-lto-objects -fno-tree-slp-vectorize

FIO_CPPFLAGS = -include $(FIO_SRC)/config-host.h -I$(FIO_SRC) -I$(BUILD) -Iengine -Ilib

# --- lib: the shared rules, one static library ------------------------------------------
$(BUILD)/lib/%.o: lib/%.c $(LIB_HDRS) Makefile | deps
	@mkdir -p $(dir $@)
	@$(if $(Q),echo "  CC    $<")
	$(Q)$(CC) $(BASEFLAGS) $(SO_FLAGS) $(LIB_CPPFLAGS) $(CFLAGS) -c -o $@ $<

$(LIB_A): $(LIB_OBJS)
	@$(if $(Q),echo "  AR    $@")
	$(Q)rm -f $@ && $(LIB_AR) rcs $@ $^

# --- engine ----------------------------------------------------------------------------
$(BUILD)/obj/%.o: engine/%.c $(ENGINE_HDRS) $(LIB_HDRS) Makefile | deps
	@mkdir -p $(dir $@)
	@$(if $(Q),echo "  CC    $<")
	$(Q)$(CC) $(BASEFLAGS) $(SO_FLAGS) -Iengine -Ilib -I$(BUILD) $(CFLAGS) -c -o $@ $<

# The scheduler label table, compiled in from the one table jobs/sched-labels.tsv: one
# { label, scheduler, tunables, legacy } row per line ("-" becomes "").
$(BUILD)/sched-labels.h: jobs/sched-labels.tsv
	@mkdir -p $(BUILD)
	$(Q)awk -F'\t' 'BEGIN { print "/* generated from jobs/sched-labels.tsv by the Makefile */" } \
	  /^#/ || NF == 0 { next } \
	  NF != 4 { printf "%s:%d: want 4 tab-separated columns\n", FILENAME, FNR > "/dev/stderr"; exit 1 } \
	  { for (i = 1; i <= 4; i++) { if ($$i == "-") $$i = ""; gsub(/[\\"]/, "\\\\&", $$i) } \
	    printf "{ \"%s\", \"%s\", \"%s\", \"%s\" },\n", $$1, $$2, $$3, $$4 }' $< > $@.tmp && mv $@.tmp $@

# The tunables of each scheduler, compiled in from jobs/sched-tunables.tsv (the kernel's
# Documentation/block/*-iosched.rst): one { scheduler, tunable, source } row per line.
$(BUILD)/sched-tunables.h: jobs/sched-tunables.tsv
	@mkdir -p $(BUILD)
	$(Q)awk -F'\t' 'BEGIN { print "/* generated from jobs/sched-tunables.tsv by the Makefile */" } \
	  /^#/ || NF == 0 { next } \
	  NF != 3 || $$1 !~ /^[a-z0-9_-]+$$/ || $$2 !~ /^([a-z0-9_]+|-)$$/ { printf "%s:%d: want scheduler, tunable, source (tab-separated)\n", FILENAME, FNR > "/dev/stderr"; exit 1 } \
	  { if ($$2 == "-") $$2 = ""; gsub(/[\\"]/, "\\\\&", $$3); \
	    printf "{ \"%s\", \"%s\", \"%s\" },\n", $$1, $$2, $$3 }' $< > $@.tmp && mv $@.tmp $@

SCHED_TABLES := $(BUILD)/sched-labels.h $(BUILD)/sched-tunables.h
$(BUILD)/lib/label/schedlabel.o: $(SCHED_TABLES)

# What a pack's job file may set, compiled into schedaio-study from the one table
# jobs/fio-options.tsv (study/fioopts.c): one { option, from, pack, value, sweep, why } row per
# line, each column checked here ("-" is no kind).
$(BUILD)/fio-options.h: jobs/fio-options.tsv
	@mkdir -p $(BUILD)
	$(Q)awk -F'\t' 'BEGIN { print "/* generated from jobs/fio-options.tsv by the Makefile */"; \
	    split("count count0 pct size sizes range split time bool flag word rw name trace engine mem text", k, " "); \
	    for (i in k) kind[k[i]] = "FIOOPT_K_" toupper(k[i]); kind["-"] = "FIOOPT_K_NONE"; \
	    verdict["allow"] = "FIOOPT_ALLOW"; verdict["refuse"] = "FIOOPT_REFUSE"; verdict["run-pack"] = "FIOOPT_RUNPACK" } \
	  /^#/ || NF == 0 { next } \
	  NF != 6 || $$1 !~ /^[a-z0-9_-]+$$/ || $$2 !~ /^(fio|ioengine|alias:[a-z0-9_-]+|[a-z0-9_-]+(,[a-z0-9_-]+)*)$$/ || \
	  !($$3 in verdict) || !($$4 in kind) || ($$5 != "sweep" && $$5 != "-") || $$6 == "" || \
	  ($$3 == "allow" && $$2 != "ioengine" && $$4 == "-") || ($$3 != "allow" && ($$4 != "-" || $$5 != "-")) { \
	    printf "%s:%d: want option, from, pack (allow, refuse, run-pack), value (a kind for an allowed option, else -), sweep (sweep or -), why; tab-separated\n", FILENAME, FNR > "/dev/stderr"; bad = 1; exit 1 } \
	  { gsub(/[\\"]/, "\\\\&", $$6); \
	    printf "{ \"%s\", \"%s\", %s, %s, %d, \"%s\" },\n", $$1, $$2, verdict[$$3], kind[$$4], $$5 == "sweep", $$6 }' $< > $@.tmp && mv $@.tmp $@
STUDY_TABLES := $(BUILD)/fio-options.h

# The fio glue: the only sources compiled with fio's headers.
GLUE_OBJS := $(patsubst engine/%.c,$(BUILD)/obj/%.o,$(ENGINE_GLUE))
$(GLUE_OBJS): $(BUILD)/obj/%.o: engine/%.c $(ENGINE_HDRS) $(LIB_HDRS) $(BUILD)/fio-version.h Makefile | deps
	@mkdir -p $(dir $@)
	@$(if $(Q),echo "  CC    $<")
	$(Q)$(CC) $(BASEFLAGS) $(SO_FLAGS) -Wno-sign-compare -Wno-shadow $(CFLAGS) $(FIO_CPPFLAGS) -c -o $@ $<

ENGINE_OBJS := $(patsubst engine/%.c,$(BUILD)/obj/%.o,$(ENGINE_MODS))

$(BUILD)/schedaio.so: $(GLUE_OBJS) $(ENGINE_OBJS) $(LIB_A)
	@$(if $(Q),echo "  LD    $@")
	$(Q)$(CC) $(SO_FLAGS) $(CFLAGS) -shared -o $@ $^ $(ENGINE_LIBS)

# An engine that claims another fio version: used by the test of the load-time check.
$(BUILD)/tests/schedaio-wrongver.so: $(ENGINE_GLUE) $(ENGINE_OBJS) $(LIB_A) $(ENGINE_HDRS) $(BUILD)/fio-version.h | deps
	@mkdir -p $(dir $@)
	@$(if $(Q),echo "  LD    $@")
	$(Q)$(CC) $(BASEFLAGS) $(SO_FLAGS) -Wno-sign-compare -Wno-shadow $(CFLAGS) $(FIO_CPPFLAGS) \
	  -DSCHEDAIO_FIO_VERSION_OVERRIDE='"fio-0.0-schedaio-test"' -shared -o $@ $(ENGINE_GLUE) $(ENGINE_OBJS) $(LIB_A) $(ENGINE_LIBS)

# The per-job stats merger (engine/merge/statsmerge_main.c, not part of the .so): the merge
# rule of lib/merge/statsmerge.c behind a CLI; it reads its files with lib/json/jsonfile.c, the
# one reader of results files (see its header).
$(BUILD)/schedaio-merge: engine/merge/statsmerge_main.c $(LIB_A) $(LIB_HDRS) | deps
	@mkdir -p $(BUILD)
	@$(if $(Q),echo "  LD    $@")
	$(Q)$(CC) $(BASEFLAGS) $(CFLAGS) -Ilib -o $@ engine/merge/statsmerge_main.c $(LIB_A) -ljansson -lm

# The label rule for scripts (run-pack --schedulers): lib/label/schedlabel.c behind a CLI.
$(BUILD)/schedaio-label: engine/label/schedlabel_main.c $(LIB_A) $(LIB_HDRS) | deps
	@mkdir -p $(BUILD)
	@$(if $(Q),echo "  LD    $@")
	$(Q)$(CC) $(BASEFLAGS) $(CFLAGS) -Ilib -I$(BUILD) -o $@ engine/label/schedlabel_main.c $(LIB_A)

# A timing program for scripts/bench: the cost of lathist_record (lib/hist/lathist.c, -O2 as
# in the engine, no sanitizers).
$(BUILD)/lathist-cost: tests/bench/lathist_cost.c lib/hist/lathist.c lib/hist/lathist.h | deps
	@mkdir -p $(BUILD)
	@$(if $(Q),echo "  LD    $@")
	$(Q)$(CC) $(BASEFLAGS) $(CFLAGS) -Ilib -o $@ tests/bench/lathist_cost.c lib/hist/lathist.c -lm

# scripts/bench's and bench-trace's statistics (scripts/lib/bench-ci.sh): lib/pairci/pairci.c
# (GSL: the ratio of paired runs, its t interval, the verdict, the spread) behind a CLI.
$(BUILD)/bench-ci: tests/bench/bench_ci.c $(LIB_A) $(LIB_HDRS) | deps
	@mkdir -p $(BUILD)
	@$(if $(Q),echo "  LD    $@")
	$(Q)$(CC) $(BASEFLAGS) $(CFLAGS) -Ilib -o $@ tests/bench/bench_ci.c $(LIB_A) -lgsl -lgslcblas -lm

# --- compare ---------------------------------------------------------------------------
# compare links lib/ (the label rule and its tables, the merge rule, the JSON reader, units,
# seqtest, safepath) and includes nothing of engine/.
$(BUILD)/compare: $(COMPARE_SRCS) $(COMPARE_HDRS) $(LIB_A) $(LIB_HDRS) | deps
	@mkdir -p $(BUILD)
	@$(if $(Q),echo "  LD    $@")
	$(Q)$(CC) $(BASEFLAGS) $(CFLAGS) -Icompare -Ilib -I$(BUILD) -o $@ $(COMPARE_SRCS) $(LIB_A) $(COMPARE_LIBS)

# --- study (run-pack's manifest, order, dynamic run count, resume checks) ---------------
$(BUILD)/schedaio-study: $(STUDY_SRCS) $(wildcard study/*.h) $(LIB_A) $(LIB_HDRS) $(STUDY_TABLES) | deps
	@mkdir -p $(BUILD)
	@$(if $(Q),echo "  LD    $@")
	$(Q)$(CC) $(BASEFLAGS) $(CFLAGS) -Istudy -Ilib -I$(BUILD) -o $@ $(STUDY_SRCS) $(LIB_A) -ljansson -lgsl -lgslcblas -lm

# The block trace's reader and analyser (study/blktrace/: scripts/record-block-trace,
# run-pack --trace-block): request lifetimes into the histogram of lib/hist (lathist, histjson).
BLKTRACE_SRCS := $(wildcard study/blktrace/*.c)
$(BUILD)/schedaio-blktrace: $(BLKTRACE_SRCS) $(wildcard study/blktrace/*.h) $(LIB_A) $(LIB_HDRS) | deps
	@mkdir -p $(BUILD)
	@$(if $(Q),echo "  LD    $@")
	$(Q)$(CC) $(BASEFLAGS) $(CFLAGS) -Istudy/blktrace -Ilib -o $@ $(BLKTRACE_SRCS) $(LIB_A) -ljansson -lz -lm

# --- tests -----------------------------------------------------------------------------
# The sanitizer objects: every source a unit test names and compare-asan's, compiled once
# under ASan/UBSan into build/asan/ with one set of flags, and linked by each program that
# names it. Compiled per test, the three tests naming all of compare and lib/, the other 56
# and compare-asan came to about 620 compiles, 85 s of make test's 2-core build; once, 183
# (124 objects, 59 tests), 25 s (2026-12-07).
ASAN_DIR := $(BUILD)/asan
ASAN_CPPFLAGS := -Iengine -Ilib -Icompare -Istudy -Istudy/blktrace -I$(BUILD)
ASAN_HDRS := $(ENGINE_HDRS) $(COMPARE_HDRS) $(LIB_HDRS) $(wildcard study/*.h study/blktrace/*.h) $(SCHED_TABLES) $(STUDY_TABLES)
UNIT_LIBS := -lcmocka -ljansson -lz -lgsl -lgslcblas -laio -luring -lm
$(ASAN_DIR)/%.o: %.c $(ASAN_HDRS) Makefile | deps
	@mkdir -p $(dir $@)
	$(Q)$(CC) $(BASEFLAGS) $(SANFLAGS) $(ASAN_CPPFLAGS) -c -o $@ $<

# compare under ASan/UBSan with LeakSanitizer: tests/integration/hostile.bats runs its exit
# paths on broken inputs and fails on any leak or sanitizer report.
$(BUILD)/tests/compare-asan: $(patsubst %.c,$(ASAN_DIR)/%.o,$(COMPARE_SRCS) $(LIB_SRCS)) | deps
	@mkdir -p $(dir $@)
	@$(if $(Q),echo "  LD    $@")
	$(Q)$(CC) $(BASEFLAGS) $(SANFLAGS) -o $@ $^ $(COMPARE_LIBS)

# Each unit test links the modules it tests, named on its first line ('// modules: a.c b.c',
# globs allowed): their sanitizer objects. A line that names a flag ('-DLATHIST_NO_ASM
# lib/hist/lathist.c') is compiled with the test instead, under that flag: its sources are the
# prerequisites. A test is remade when its file, a header or what it links changes, not when
# another test's module does.
unit_modules = $(shell sed -n '1s|^// modules\{0,1\}: ||p' $(1))
unit_objs = $(if $(filter -%,$(1)),$(wildcard $(filter-out -%,$(1))),$(patsubst %.c,$(ASAN_DIR)/%.o,$(wildcard $(1))))
$(foreach t,$(UNIT_SRCS),$(eval $(BUILD)/tests/$(basename $(notdir $(t))): $(call unit_objs,$(call unit_modules,$(t)))))
$(BUILD)/tests/test_%: tests/unit/test_%.c $(ASAN_HDRS) $(wildcard tests/unit/*.h) | deps
	@mkdir -p $(dir $@)
	@$(if $(Q),echo "  CC    $<")
	$(Q)$(CC) $(BASEFLAGS) $(SANFLAGS) $(ASAN_CPPFLAGS) -o $@ $< \
	  $(or $(filter $(ASAN_DIR)/%.o,$^),$(call unit_modules,$<)) $(UNIT_LIBS)

unit: $(UNIT_BINS) $(BUILD)/tests/compare-asan

# --- fuzzing (make fuzz; not part of make test) ----------------------------------------
# One libFuzzer target per reader of results files (tests/fuzz/fuzz_*.c, each naming its
# modules on its first line like the unit tests), built with clang under ASan and UBSan.
FUZZ_CC   ?= clang
FUZZ_SRCS := $(wildcard tests/fuzz/fuzz_*.c)
FUZZ_BINS := $(patsubst tests/fuzz/%.c,$(BUILD)/fuzz/%,$(FUZZ_SRCS))
$(BUILD)/fuzz/fuzz_%: tests/fuzz/fuzz_%.c tests/fuzz/fuzz_input.h $(wildcard $(ENGINE_SRCS_ALL) $(ENGINE_HDRS) $(COMPARE_SRCS) $(COMPARE_HDRS) $(STUDY_SRCS) study/*.h) $(LIB_SRCS) $(LIB_HDRS) $(SCHED_TABLES) $(STUDY_TABLES) | deps
	@mkdir -p $(dir $@)
	@$(if $(Q),echo "  FUZZ  $<")
	$(Q)mods=$$(sed -n '1s|^// modules\{0,1\}: ||p' $<); \
	  $(FUZZ_CC) $(BASEFLAGS) -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined \
	  -fno-omit-frame-pointer -O1 -g -DFUZZ_TOP='"$(abspath .)"' -Iengine -Ilib -Icompare -Istudy -I$(BUILD) -Itests/fuzz \
	  -o $@ $< $$mods -ljansson -lgsl -lgslcblas -lm

fuzz: $(FUZZ_BINS)
	$(Q)tests/fuzz/run

# check: the fast tier for the edit loop (DEVELOPING.md "Tests"): lint, the unit programs and
# the bats files tagged check (no device, no root-only machine state, no guest). lint runs
# beside the tests (one shellcheck process: a core the pool's last long file leaves idle); its
# output is printed after them when it fails.
check: all unit $(BUILD)/fuzz/fuzz_manifest $(BUILD)/fuzz/fuzz_study | deps
	$(Q)$(MAKE) --no-print-directory lint >$(BUILD)/check-lint.log 2>&1 & lint=$$!; rc=0; \
	  MAKEFLAGS= tests/run --check || rc=1; \
	  if wait $$lint; then echo "lint: passed"; else cat $(BUILD)/check-lint.log; echo "lint: failed (above)"; rc=1; fi; \
	  exit $$rc

test: all unit $(BUILD)/tests/schedaio-wrongver.so $(BUILD)/lathist-cost $(BUILD)/bench-ci $(BUILD)/fuzz/fuzz_manifest \
      $(BUILD)/fuzz/fuzz_study
	$(Q)MAKEFLAGS= tests/run

# study: the README's main job (root): the quick laptop pack on the laptop device model (its
# pack.json's device_model, STUDIES.md "Device models"; STUDY_ARGS="--runs 2 --quick
# --device-model none" for the plain scratch device), a scratch loop device (made
# and removed by run-pack) under each of STUDY_SCHEDULERS the device offers (--skip-unoffered:
# one the kernel lacks, bfq without CONFIG_IOSCHED_BFQ, is skipped with a line saying so and
# recorded), 2 runs each, then compare's tables
# of the results folder it prints, and its compare.txt, plots/ and report/index.html
# (scripts/plots --html). Exit status: run-pack's, else compare's, else 1 if plots failed.
STUDY_PACK ?= jobs/laptop
STUDY_SCHEDULERS ?= none,mq-deadline,kyber,bfq
STUDY_ARGS ?= --runs 2 --quick
study: all
	$(Q)dir=$$(scripts/run-pack --pack $(STUDY_PACK) --schedulers $(STUDY_SCHEDULERS) --skip-unoffered $(STUDY_ARGS)); rc=$$?; \
	  if [ -n "$$dir" ]; then scripts/compare "$$dir" || rc=$$?; \
	    scripts/plots --html "$$dir" >/dev/null || rc=1; fi; exit $$rc

# install: where a Debian user expects them (FHS; PREFIX default /usr/local; DESTDIR to stage):
#   $(PREFIX)/lib/schedaio/        schedaio.so (fio --ioengine=external:<it>), compare, schedaio-merge,
#                                  schedaio-study, schedaio-label (run-pack's study model, label rule)
#   $(PREFIX)/share/schedaio/      scripts/ (run-pack, compare, plots, merge-stats, guest and lib/), jobs/
#                                  (the packs, sched-labels.tsv), results/reference/
#   $(PREFIX)/bin/                 schedaio-run-pack, schedaio-compare, schedaio-plots,
#                                  schedaio-merge-stats and schedaio-guest: relative symlinks to
#                                  those scripts
#   $(PREFIX)/share/doc/schedaio/  README.md, ENGINE.md, STATS.md, STUDIES.md, COMPARE.md, FLEETS.md
# The installed scripts find everything relative to themselves (scripts/lib/paths.sh).
PREFIX ?= /usr/local
INST_LIB := $(DESTDIR)$(PREFIX)/lib/schedaio
INST_SHARE := $(DESTDIR)$(PREFIX)/share/schedaio
INST_BIN := $(DESTDIR)$(PREFIX)/bin
INST_DOC := $(DESTDIR)$(PREFIX)/share/doc/schedaio
INST_SCRIPTS := run-pack compare plots merge-stats guest
install: all
	$(Q)install -d "$(INST_LIB)" "$(INST_SHARE)/scripts/lib" "$(INST_SHARE)/results/reference" "$(INST_BIN)" "$(INST_DOC)"
	$(Q)install -m 0644 $(BUILD)/schedaio.so "$(INST_LIB)/schedaio.so"
	$(Q)install -m 0755 $(BUILD)/compare $(BUILD)/schedaio-merge $(BUILD)/schedaio-study $(BUILD)/schedaio-label $(BUILD)/schedaio-blktrace "$(INST_LIB)/"
	$(Q)install -m 0755 $(addprefix scripts/,$(INST_SCRIPTS)) "$(INST_SHARE)/scripts/"
	$(Q)install -m 0644 scripts/lib/*.sh scripts/lib/*.awk scripts/lib/guest-init "$(INST_SHARE)/scripts/lib/"
	$(Q)for f in $$(find jobs -type f | sort); do install -D -m 0644 "$$f" "$(INST_SHARE)/$$f" || exit 1; done
	$(Q)install -m 0644 results/reference/*.json results/reference/README.md "$(INST_SHARE)/results/reference/"
	$(Q)install -D -m 0644 -t "$(INST_SHARE)/results/reference/overhead" results/reference/overhead/*.json
	$(Q)for s in $(INST_SCRIPTS); do ln -sfn "../share/schedaio/scripts/$$s" "$(INST_BIN)/schedaio-$$s" || exit 1; done
	$(Q)install -m 0644 README.md ENGINE.md STATS.md STUDIES.md COMPARE.md FLEETS.md "$(INST_DOC)/"
	@echo "  installed under $(DESTDIR)$(PREFIX): bin/schedaio-*, lib/schedaio/, share/schedaio/"

# uninstall: every path quoted (a PREFIX with a space names one folder, never two).
uninstall:
	rm -rf -- "$(INST_LIB)" "$(INST_SHARE)" "$(INST_DOC)"
	for s in $(INST_SCRIPTS); do rm -f -- "$(INST_BIN)/schedaio-$$s" || exit 1; done

bench: all $(BUILD)/lathist-cost $(BUILD)/bench-ci
	$(Q)scripts/bench
	$(Q)scripts/bench-trace
	$(Q)tests/bench/guest-cost

# make profile PROFILE_DIR=DIR: the profiles into DIR (default: scripts/bench's, results/)
profile: all
	$(Q)scripts/bench --profile $(if $(PROFILE_DIR),--profile-dir "$(PROFILE_DIR)")

bench-compare: $(BUILD)/compare
	$(Q)scripts/bench-compare

# The until-decided rule's simulation (tests/bench/decide/decide.c; lib/seqtest/ and
# study/dynamic.c's PTS rule on the same draws). CPU only, seeded.
DECIDE_SRCS := tests/bench/decide/decide.c study/dynamic.c study/doc.c study/spec.c
$(BUILD)/bench-decide: $(DECIDE_SRCS) $(LIB_A) $(LIB_HDRS) study/study.h | deps
	@mkdir -p $(dir $@)
	@$(if $(Q),echo "  LD    $@")
	$(Q)$(CC) $(BASEFLAGS) $(CFLAGS) -Ilib -Istudy -o $@ $(DECIDE_SRCS) $(LIB_A) -ljansson -lgsl -lgslcblas -lm
bench-decide: $(BUILD)/bench-decide
	$(Q)scripts/bench-decide

# lint: shellcheck every script; tests/lint-bats refuses bats checks that cannot fail (`! cmd`
# not on a test's last line, checks chained with &&); tests/lint-c-size a C function over 80
# lines or a C file over 600 in the folders that hold to it; tests/lint-sh-size the same for
# a shell function and a shell file (SH_SIZE_FILES); tests/lint-includes an include
# circle in compare/, an include of compare/read from compare/render, an include of engine/
# from compare/ or study/; no merge-conflict marker in the tree (results/ and build/ aside).
SH_SIZE_FILES = $(filter-out scripts/lib,$(wildcard scripts/*)) $(wildcard scripts/lib/*.sh) tests/run tests/tier-worker \
	$(wildcard tests/integration/*.bats) $(wildcard tests/integration/*.bash)
lint: | deps
	$(Q)shellcheck -S warning -x -s bash scripts/run-pack scripts/compare scripts/merge-stats scripts/bench scripts/setup-deps scripts/fetch-fio-src scripts/bench-compare scripts/bench-decide scripts/plots scripts/record-startup-trace scripts/startup-pack scripts/record-block-trace scripts/bench-trace scripts/measure-device scripts/guest scripts/lib/*.sh tests/run tests/tier-worker tests/bench/guest-cost tests/fuzz/run tests/lint-bats tests/lint-c-size tests/lint-sh-size tests/lint-includes tests/integration/*.bash tests/fixtures/results/make-decided .ci/run
	$(Q)shellcheck -S warning scripts/lib/guest-init
	$(Q)tests/lint-bats
	$(Q)tests/lint-c-size engine study lib compare
	$(Q)tests/lint-sh-size $(SH_SIZE_FILES)
	$(Q)tests/lint-includes
	$(Q)if grep -rInE --exclude-dir=.git --exclude-dir=results --exclude-dir=build '^(<{7}|>{7}|\|{7})( |$$)|^={7}$$' .; then \
	  echo "lint: merge-conflict markers (above)" >&2; exit 1; fi

clean:
	rm -rf $(BUILD)/obj $(BUILD)/lib $(BUILD)/libschedaio.a $(BUILD)/tests $(BUILD)/asan $(BUILD)/fuzz $(BUILD)/schedaio.so $(BUILD)/compare $(BUILD)/schedaio-merge $(BUILD)/schedaio-study $(BUILD)/schedaio-label $(BUILD)/schedaio-blktrace $(BUILD)/lathist-cost $(BUILD)/bench-ci $(BUILD)/fio-version.*

distclean:
	rm -rf $(BUILD)
