/* rimau-record-private.h — what rimau-cli and the tests see of record
 * errors, and what the reader, the writer and the errors share
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "rimau-record.h"

G_BEGIN_DECLS

/* An error in RIMAU_RECORD_ERROR carries where the problem is and the
 * reason on its own, without the "Line L, column C: " of its message, so
 * that a caller can present them its own way (as in FILE:L:C: reason). */
gboolean    rimau_record_error_get_location (const GError *error,
                                             guint        *line,
                                             guint        *column);
const char *rimau_record_error_get_reason   (const GError *error);

/* Shared by the reader (rimau-record.c), the writer (rimau-record-write.c)
 * and the errors (rimau-record-error.c). */

/* The one tag whose value is not held to RIMAU_RECORD_MAX_TAG_LENGTH: the
 * analysis of every position (src/ai/rimau-analysis.c). */
#define RIMAU_RECORD_LONG_TAG "Analysis"

void        rimau_record_set_error          (GError           **error,
                                             guint             *line_out,
                                             guint             *column_out,
                                             RimauRecordError   code,
                                             guint              line,
                                             guint              column,
                                             const char        *reason);
gboolean    rimau_record_is_rules_tag       (const char        *name);
const char *rimau_record_result_text        (RimauOutcome       outcome);

G_END_DECLS
