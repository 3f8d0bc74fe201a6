/* rimau-record-private.h — what rimau-cli and the tests see of record errors
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

G_END_DECLS
