/*
 * render_pts.h: a comparison (model.h), or a published reference set (model/input.h struct
 * reference, as read/reference.h reads it), as the
 * Phoronix Test Suite's result file, composite.xml (schema
 * pts-core/openbenchmarking.org/schemas/result-file.xsd of phoronix-test-suite, with
 * types.xsd; a copy for the tests in tests/fixtures/pts/), so that a study opens in PTS's
 * viewers and `phoronix-test-suite merge-results` beside the published results:
 *
 *   Generated    Title (the pack's title, at most 50 characters), LastModified (the study's
 *                start, "YYYY-MM-DD HH:MM:SS"), TestClient "schedaio compare", Description
 *   System       one per row label (a scheduler, or "<run>: <scheduler>"): Identifier = the
 *                label, Hardware = the pack's title and the device, Software = kernel, fio
 *                and scheduler, Notes = the tag: "scheduler: bfq; tunables: low_latency=0;
 *                device chain: loop0 bfq -> vda mq-deadline; run: Linux 6.1"
 *   Result       one per cell and metric (compare's tables): Identifier "schedaio/fio", Title
 *                "Flexible IO Tester", AppVersion fio's version, Arguments = the cell,
 *                Description = cell, metric and which way is better, Scale = the unit as the
 *                seeds print it ("MB/s", "IOPS", "usec"; "sec" for start-up times),
 *                Proportion HIB / LIB ("" for the merge ratio), DisplayFormat BAR_GRAPH;
 *                Data/Entry per row: Identifier = its System, Value = the mean with the
 *                metric's format, RawString = every run's value joined by ':'.
 * A reference set gives the same Results with the published values (RawString = Value: the
 * seeds publish no run values), one System per published label.
 * Every string is escaped for XML (& < > " ' as entities; control characters as '?');
 * Titles and Identifiers are cut to the schema's lengths at a character boundary.
 * Both return 0, -ENOMEM, or -EIO when writing OUT failed.
 */
#ifndef COMPARE_RENDER_PTS_H
#define COMPARE_RENDER_PTS_H

#include <stdio.h>

#include "model/model.h"

/* render_pts: M as composite.xml to OUT; the device chains come from the runs the caller
 * loaded into M->why (why_load, once: a part it cannot read was named then); without them
 * (M->why NULL) the systems have no device chain. */
int render_pts(FILE *out, const struct model *m);

/* render_pts_reference: the reference set REF as composite.xml to OUT. */
int render_pts_reference(FILE *out, const struct reference *ref);

#endif
