/* rimau-gatekeeper.h — one switch for every search a game runs
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

#define RIMAU_TYPE_GATEKEEPER (rimau_gatekeeper_get_type ())

G_DECLARE_FINAL_TYPE (RimauGatekeeper, rimau_gatekeeper, RIMAU, GATEKEEPER, GObject)

RimauGatekeeper *rimau_gatekeeper_new        (void);
gboolean         rimau_gatekeeper_get_closed (RimauGatekeeper *self);
void             rimau_gatekeeper_set_closed (RimauGatekeeper *self,
                                              gboolean         closed);

G_END_DECLS
