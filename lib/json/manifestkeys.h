/*
 * manifestkeys.h: the key names of a study's manifest.json (STUDIES.md, "manifest.json") that
 * its writer (build/schedaio-study: study/doc.c, study/dynamic.c), its readers (compare:
 * compare/read/manifest.c; scripts/lib/rp-manifest.sh through jq) share: written once here,
 * so that a renamed key is renamed for all of them. tests/integration/one-place.bats checks
 * that every key the scripts' jq filters read is below.
 * Also the one default of the run-count rule both sides use: MANIFEST_RSD_THRESHOLD.
 */
#ifndef SCHEDAIO_MANIFESTKEYS_H
#define SCHEDAIO_MANIFESTKEYS_H

/* top level */
#define MK_SCHEMA "schema"
#define MK_RUN_ID "run_id"
#define MK_STATUS "status"
#define MK_QUICK "quick"
#define MK_OVERRIDES "overrides"
#define MK_RUNS "runs"
#define MK_RUNS_MODE "runs_mode"
#define MK_RSD_THRESHOLD "rsd_threshold"
/* runs_mode "decided" (run-pack --until-decided PCT): the equivalence margin PCT (%), the
 * runs of a pair at most (--max-runs) and the study's time budget (--budget, s; null: none);
 * the rule: lib/seqtest/seqtest.h */
#define MK_RUNS_MODE_DECIDED "decided"
#define MK_UNTIL_DECIDED "until_decided_pct"
#define MK_MAX_RUNS "max_runs"
#define MK_BUDGET_S "budget_s"
#define MK_ORDER "order"
#define MK_PACK "pack"
#define MK_DEVICE "device"
#define MK_KERNEL "kernel"
#define MK_FIO_VERSION "fio_version"
#define MK_ENGINE "engine"
#define MK_ENGINE_EXPECT_SCHED "engine_expect_sched"
#define MK_FIO_COMMAND "fio_command"
#define MK_SCHEDULERS "schedulers"
#define MK_SCHEDULER_PLAN "scheduler_plan"
#define MK_CELLS "cells"
#define MK_ORIGINAL_SCHEDULER "original_scheduler"
#define MK_ORIGINAL "original"
#define MK_HOSTS "hosts"
/* run-pack --kernel (STUDIES.md "Kernels as an axis"): kernels[] {name (the run folder's level,
 * lib/runpath/runpath.h), spec (as given: host, debian, 6.1, RELEASE, BZIMAGE:MODDIR), release,
 * accel, from, status, skipped {folder: why}, and what its share found: started, ended, device,
 * backing, size_mib, device_model, preflight, error}; every result of such a study names its
 * kernel (results[].kernel, as results[].host names a host) */
#define MK_KERNELS "kernels"
#define MK_SPEC "spec"
#define MK_RELEASE "release"
#define MK_FROM "from"
#define MK_ERROR "error" /* kernels[].error: why its share failed, or null */
/* kernels[].backing_type: what the lowest device of the share's stack is (issue 38: a guest
 * kernel may lack O_DIRECT on its RAM file system): "null_blk" (a memory-backed null_blk
 * disk) or "file" (a loop device on a file: kernels[].backing, or device_model.stack
 * .backing_file); kernels[].direct_io: that loop device's loop/dio (true: direct I/O; false:
 * buffered, the page cache is part of the device measured), null for null_blk */
#define MK_BACKING_TYPE "backing_type"
#define MK_BACKING_NULL_BLK "null_blk"
#define MK_BACKING_FILE "file"
#define MK_DIRECT_IO "direct_io"
/* where a study's runs ran (top level: run-pack's own machine; kernels[].accel; every
 * result's): "native" (no guest), or a guest's accelerator: "kvm", or "tcg" (qemu's emulated
 * CPU: its figures measure the emulator; compare marks them and gives no verdict across
 * accelerators); results[].kernel_release: the kernel (uname -r) the run ran on */
#define MK_ACCEL "accel"
#define MK_ACCEL_NATIVE "native"
#define MK_ACCEL_KVM "kvm"
#define MK_ACCEL_TCG "tcg"
#define MK_KERNEL_RELEASE "kernel_release"
#define MK_STARTED "started"
#define MK_COMMAND "command"
#define MK_ARGS "args"
#define MK_CWD "cwd"
#define MK_ENDED "ended"
#define MK_RESUMED "resumed"
#define MK_PREFLIGHT "preflight"
#define MK_RESULTS "results"
#define MK_SWEEP "sweep"
/* the medium below the scheduler (scripts/lib/devmodel.sh, STUDIES.md "Device models"): null
 * on a plain device, else {name, file, sha256, model (the model file's content), stack {...},
 * probe {ok, rates [{key, want, got, ok}], inflight_max, read_merges_mq_deadline, ...}};
 * results[].device_model: the model's name of that run (absent without one) */
#define MK_DEVICE_MODEL "device_model"
/* device_model.model.<rate>.value: the model's caps (jobs/models/<name>.json; compare's
 * model/countbias.h): bytes/s and I/Os per second */
#define MK_DM_MODEL "model"
#define MK_DM_VALUE "value"
#define MK_DM_READ_BPS "read_bps"
#define MK_DM_WRITE_BPS "write_bps"
#define MK_DM_READ_IOPS "read_iops"
#define MK_DM_WRITE_IOPS "write_iops"
/* device_model.model.<figure>.source (where the figure comes from: a published set is named by
 * its file, results/reference/<set>.json), .queue_depth, .title; device_model.file and
 * .stack.{backing_file, cgroup} (compare's header names the medium with them, issue 40) */
#define MK_DM_SOURCE "source"
#define MK_DM_QUEUE_DEPTH "queue_depth"
#define MK_DM_FILE "file"
#define MK_DM_STACK "stack"
#define MK_DM_BACKING_FILE "backing_file"
#define MK_DM_CGROUP "cgroup"

/* pack.*, pack.descriptor.* (the pack's pack.json), device.* */
#define MK_NAME "name"
#define MK_DESCRIPTOR "descriptor"
#define MK_TITLE "title"
#define MK_MBPS_UNIT "mbps_unit"
#define MK_MEASURE "measure"
#define MK_PATH "path"
#define MK_SCRATCH "scratch"
#define MK_FILESYSTEM "filesystem" /* device.filesystem: the scratch filesystem's type */
#define MK_BACKING "backing"       /* device.backing: a scratch device's backing file */
#define MK_SIZE_MIB "size_mib"     /* device.size_mib: a scratch device's size, MiB */
/* pack.json's read_ahead_kb (KiB, queue-sysfs.rst): the readahead run-pack sets on a scratch
 * device it made (scripts/lib/rp-target.sh reads the pack's key by this name); also
 * device.read_ahead_kb (what it set, null when it set none) and original.read_ahead_kb (the
 * device's own before, null likewise) */
#define MK_READ_AHEAD_KB "read_ahead_kb"

/* scheduler_plan[].*, results[].*, hosts[].* */
#define MK_FOLDER "folder"
#define MK_LABEL "label"
#define MK_TUNABLES "tunables"
#define MK_SKIPPED "skipped"
#define MK_REQUESTED "requested"
#define MK_SCHEDULER "scheduler"
#define MK_CELL "cell"
#define MK_RUN "run"
#define MK_KERNEL_SCHEDULER "kernel_scheduler"
#define MK_HOST "host"
/* results[].kernel: the run's kernel in a --kernel study (a kernels[].name; the top level's
 * MK_KERNEL is run-pack's own machine's release): the same name, MK_KERNEL */
#define MK_STARTUP "startup"

/* The relative standard deviation (sd / mean, percent) at or above which run-pack adds a run
 * (study/dynamic.c) and compare marks a row's runs as spread, when the manifest does not give
 * its own rsd_threshold: the Phoronix Test Suite's StandardDeviationThreshold, 3.50. Also
 * run-pack's --rsd-threshold default (one-place.bats checks it). */
#define MANIFEST_RSD_THRESHOLD 3.5

#endif
