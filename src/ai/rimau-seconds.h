/* rimau-seconds.h — times in milliseconds as people read them
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

char *rimau_format_seconds_number (guint ms);
char *rimau_format_seconds        (guint ms);

G_END_DECLS
