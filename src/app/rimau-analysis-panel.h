/* rimau-analysis-panel.h — the analysis of a session's game, in the side panel
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "rimau-mistake-trainer.h"
#include "rimau-session.h"

G_BEGIN_DECLS

#define RIMAU_TYPE_ANALYSIS_PANEL (rimau_analysis_panel_get_type ())

G_DECLARE_FINAL_TYPE (RimauAnalysisPanel, rimau_analysis_panel, RIMAU, ANALYSIS_PANEL, GtkWidget)

GtkWidget *rimau_analysis_panel_new         (void);
void       rimau_analysis_panel_set_session (RimauAnalysisPanel *self,
                                             RimauSession       *session);
gboolean   rimau_analysis_panel_get_shown   (RimauAnalysisPanel *self);
RimauMistakeTrainer *rimau_analysis_panel_get_trainer (RimauAnalysisPanel *self);
void       rimau_analysis_panel_stop_training (RimauAnalysisPanel *self);

G_END_DECLS
