/* rimau-hinter.h — the master's hint for the position shown
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "rimau-engine.h"
#include "rimau-gatekeeper.h"

G_BEGIN_DECLS

#define RIMAU_TYPE_HINTER (rimau_hinter_get_type ())

G_DECLARE_FINAL_TYPE (RimauHinter, rimau_hinter, RIMAU, HINTER, GObject)

RimauHinter *rimau_hinter_new          (RimauGatekeeper  *gatekeeper);
gboolean     rimau_hinter_ask          (RimauHinter      *self,
                                        RimauGame        *game,
                                        const char       *master,
                                        GError          **error);
void         rimau_hinter_stop         (RimauHinter      *self);
void         rimau_hinter_release      (RimauHinter      *self);
gboolean     rimau_hinter_get_thinking (RimauHinter      *self);
guint        rimau_hinter_get_line     (RimauHinter      *self,
                                        const RimauMove **line);

G_END_DECLS
