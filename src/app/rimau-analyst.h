/* rimau-analyst.h — the master's view of a session's game, kept up to date
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "rimau-ai.h"
#include "rimau-gatekeeper.h"

G_BEGIN_DECLS

#define RIMAU_TYPE_ANALYST (rimau_analyst_get_type ())

G_DECLARE_FINAL_TYPE (RimauAnalyst, rimau_analyst, RIMAU, ANALYST, GObject)

RimauAnalyst  *rimau_analyst_new              (RimauGatekeeper *gatekeeper);

void           rimau_analyst_set_game         (RimauAnalyst *self,
                                               RimauGame    *game);
void           rimau_analyst_game_changed     (RimauAnalyst *self);
RimauAnalysis *rimau_analyst_get_analysis     (RimauAnalyst *self);
gboolean       rimau_analyst_get_available    (RimauAnalyst *self);
gboolean       rimau_analyst_get_running      (RimauAnalyst *self);
double         rimau_analyst_get_fraction     (RimauAnalyst *self);
void           rimau_analyst_set_time         (RimauAnalyst *self,
                                               guint         time_ms);
void           rimau_analyst_start            (RimauAnalyst *self);
void           rimau_analyst_cancel           (RimauAnalyst *self);
void           rimau_analyst_keep_in_record   (RimauAnalyst *self);

void           rimau_analyst_set_live         (RimauAnalyst *self,
                                               gboolean      live);
gboolean       rimau_analyst_get_has_live_score (RimauAnalyst *self);
int            rimau_analyst_get_live_score   (RimauAnalyst *self);

G_END_DECLS
