/* rimau-eval-graph.h — who was ahead over a game, ply by ply
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "rimau-ai.h"

G_BEGIN_DECLS

#define RIMAU_TYPE_EVAL_GRAPH (rimau_eval_graph_get_type ())

G_DECLARE_FINAL_TYPE (RimauEvalGraph, rimau_eval_graph, RIMAU, EVAL_GRAPH, GtkWidget)

GtkWidget     *rimau_eval_graph_new          (void);
RimauAnalysis *rimau_eval_graph_get_analysis (RimauEvalGraph *self);
void           rimau_eval_graph_set_analysis (RimauEvalGraph *self,
                                              RimauAnalysis  *analysis);
guint          rimau_eval_graph_get_cursor   (RimauEvalGraph *self);
void           rimau_eval_graph_set_cursor   (RimauEvalGraph *self,
                                              guint           cursor);
int            rimau_eval_graph_index_at     (RimauEvalGraph *self,
                                              double          x);

G_END_DECLS
