/* rimau-libadwaita-fallback.h — libadwaita's texts in languages it lacks
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

gboolean rimau_libadwaita_fallback_bind (void);

G_END_DECLS
