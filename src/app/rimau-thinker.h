/* rimau-thinker.h — a personality asked for plies, one question at a time
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "rimau-ai.h"
#include "rimau-gatekeeper.h"

G_BEGIN_DECLS

#define RIMAU_TYPE_THINKER (rimau_thinker_get_type ())

G_DECLARE_FINAL_TYPE (RimauThinker, rimau_thinker, RIMAU, THINKER, GObject)

RimauThinker *rimau_thinker_new               (RimauStrategy     *strategy,
                                               RimauGatekeeper   *gatekeeper);
RimauThinker *rimau_thinker_new_for_personality (const char      *id,
                                               RimauGatekeeper   *gatekeeper,
                                               GError           **error);
void          rimau_thinker_think             (RimauThinker      *self,
                                               RimauGame         *game,
                                               guint              time_ms);
void          rimau_thinker_stop              (RimauThinker      *self);
gboolean      rimau_thinker_get_thinking      (RimauThinker      *self);
void          rimau_thinker_hurry             (RimauThinker      *self);
void          rimau_thinker_set_suspended     (RimauThinker      *self,
                                               gboolean           suspended);
void          rimau_thinker_set_neutral       (RimauThinker      *self,
                                               gboolean           neutral);
gboolean      rimau_thinker_get_report        (RimauThinker      *self,
                                               RimauSearchReport *report);

G_END_DECLS
