/* rimau-session-private.h — what views tell a session of themselves
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "rimau-gatekeeper.h"
#include "rimau-session.h"

G_BEGIN_DECLS

void                  rimau_session_set_computers_enabled (RimauSession         *self,
                                                          gboolean               enabled);
void                  rimau_session_set_evaluation_wanted (RimauSession       *self,
                                                          gboolean               wanted);
RimauGatekeeper      *rimau_session_get_gatekeeper       (RimauSession          *self);

G_END_DECLS
