/* rimau-analysis-panel.c — the analysis of a session's game, in the side panel
 *
 * The graph of who was ahead, the progress of a running analysis with a
 * way to stop it, what the analysis says of the ply that led to the
 * position on the board (and, when it is marked, the better ply and its
 * line in words), and how many plies of each side it marked. The panel
 * is shown from the moment an analysis is asked for, or read from a
 * record, for as long as it is an analysis of the game's plies.
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "rimau-analysis-panel.h"
#include "rimau-analysis-words.h"
#include "rimau-engine-words.h"
#include "rimau-eval-graph.h"
#include "rimau-widget-text.h"

struct _RimauAnalysisPanel
{
  GtkWidget       parent_instance;

  /* Template widgets */
  GtkBox         *box;
  GtkButton      *stop_button;
  GtkProgressBar *analysis_progress;
  RimauEvalGraph *eval_graph;
  GtkLabel       *analysis_detail;
  GtkButton      *better_ply_button;
  GtkLabel       *analysis_summary;

  /* Owned references */
  RimauSession   *session;
  RimauAnalyst   *analyst;

  gboolean        shown;
};

G_DEFINE_FINAL_TYPE (RimauAnalysisPanel, rimau_analysis_panel, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_SHOWN,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
set_shown (RimauAnalysisPanel *self,
           gboolean            shown)
{
  if (self->shown == shown)
    return;

  self->shown = shown;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOWN]);
}

static void
show_detail (RimauAnalysisPanel *self,
             RimauAnalysis      *analysis,
             guint               cursor)
{
  g_autofree char *detail = NULL;
  gboolean marked = cursor > 0 && rimau_analysis_get_mark (analysis, cursor - 1) != RIMAU_MARK_NONE;

  if (cursor > 0)
    detail = rimau_words_analysis_of_ply (analysis, cursor - 1);
  else if (rimau_analysis_get_evaluation (analysis, 0) != NULL)
    detail = rimau_words_evaluation (rimau_analysis_get_position (analysis, 0),
                                     rimau_analysis_get_evaluation (analysis, 0)->score);

  rimau_label_show_text (self->analysis_detail, detail != NULL ? detail : "");
  gtk_widget_set_visible (GTK_WIDGET (self->better_ply_button), marked);
}

static void
show_summary (RimauAnalysisPanel *self,
              RimauAnalysis      *analysis)
{
  g_autofree char *tigers = rimau_words_summary_of_side (analysis, RIMAU_SIDE_TIGERS);
  g_autofree char *men = rimau_words_summary_of_side (analysis, RIMAU_SIDE_MEN);
  g_autofree char *both = g_strconcat (tigers, "\n", men, NULL);

  rimau_label_show_text (self->analysis_summary, both);
}

static void
update (RimauAnalysisPanel *self)
{
  RimauAnalysis *analysis = self->analyst != NULL ? rimau_analyst_get_analysis (self->analyst) : NULL;
  RimauGame *game = self->session != NULL ? rimau_session_get_game (self->session) : NULL;
  gboolean running = self->analyst != NULL && rimau_analyst_get_running (self->analyst);
  guint cursor = game != NULL ? rimau_game_get_cursor (game) : 0;

  rimau_eval_graph_set_analysis (self->eval_graph, analysis);
  rimau_eval_graph_set_cursor (self->eval_graph, cursor);
  gtk_widget_set_visible (GTK_WIDGET (self->stop_button), running);
  gtk_widget_set_visible (GTK_WIDGET (self->analysis_progress), running);
  if (running)
    gtk_progress_bar_set_fraction (self->analysis_progress, rimau_analyst_get_fraction (self->analyst));

  if (analysis != NULL)
    {
      show_detail (self, analysis, cursor);
      show_summary (self, analysis);
    }
  set_shown (self, analysis != NULL);
}

static void
position_activated_cb (RimauAnalysisPanel *self,
                       guint               index)
{
  if (self->session != NULL)
    rimau_navigator_review (rimau_session_get_navigator (self->session), index);
}

/* Follows @session's game and its analysis. */
void
rimau_analysis_panel_set_session (RimauAnalysisPanel *self,
                                  RimauSession       *session)
{
  g_return_if_fail (RIMAU_IS_ANALYSIS_PANEL (self));
  g_return_if_fail (session == NULL || RIMAU_IS_SESSION (session));

  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  if (self->analyst != NULL)
    g_signal_handlers_disconnect_by_data (self->analyst, self);
  g_set_object (&self->session, session);
  g_clear_object (&self->analyst);
  if (session != NULL)
    self->analyst = g_object_ref (rimau_session_get_analyst (session));

  if (session != NULL)
    {
      g_signal_connect_object (session, "changed", G_CALLBACK (update), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (self->analyst, "evaluated", G_CALLBACK (update), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (self->analyst, "notify::analysis", G_CALLBACK (update), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (self->analyst, "notify::running", G_CALLBACK (update), self, G_CONNECT_SWAPPED);
    }
  update (self);
}

/* Whether the panel has an analysis of the game to show. */
gboolean
rimau_analysis_panel_get_shown (RimauAnalysisPanel *self)
{
  g_return_val_if_fail (RIMAU_IS_ANALYSIS_PANEL (self), FALSE);

  return self->shown;
}

static void
rimau_analysis_panel_get_property (GObject    *object,
                                   guint       prop_id,
                                   GValue     *value,
                                   GParamSpec *pspec)
{
  RimauAnalysisPanel *self = RIMAU_ANALYSIS_PANEL (object);

  switch (prop_id)
    {
    case PROP_SHOWN:
      g_value_set_boolean (value, self->shown);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
rimau_analysis_panel_dispose (GObject *object)
{
  RimauAnalysisPanel *self = RIMAU_ANALYSIS_PANEL (object);

  rimau_analysis_panel_set_session (self, NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), RIMAU_TYPE_ANALYSIS_PANEL);

  G_OBJECT_CLASS (rimau_analysis_panel_parent_class)->dispose (object);
}

static void
rimau_analysis_panel_class_init (RimauAnalysisPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = rimau_analysis_panel_get_property;
  object_class->dispose = rimau_analysis_panel_dispose;

  properties[PROP_SHOWN] =
    g_param_spec_boolean ("shown", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (RIMAU_TYPE_EVAL_GRAPH);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/rimau/Rimau/rimau-analysis-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, RimauAnalysisPanel, box);
  gtk_widget_class_bind_template_child (widget_class, RimauAnalysisPanel, stop_button);
  gtk_widget_class_bind_template_child (widget_class, RimauAnalysisPanel, analysis_progress);
  gtk_widget_class_bind_template_child (widget_class, RimauAnalysisPanel, eval_graph);
  gtk_widget_class_bind_template_child (widget_class, RimauAnalysisPanel, analysis_detail);
  gtk_widget_class_bind_template_child (widget_class, RimauAnalysisPanel, better_ply_button);
  gtk_widget_class_bind_template_child (widget_class, RimauAnalysisPanel, analysis_summary);
  gtk_widget_class_bind_template_callback (widget_class, position_activated_cb);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
rimau_analysis_panel_init (RimauAnalysisPanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* The verdict on the ply looked at and the marks of each side are read
   * from the keyboard too, after the graph. */
  rimau_label_make_readable (self->analysis_detail);
  rimau_label_make_readable (self->analysis_summary);
}

GtkWidget *
rimau_analysis_panel_new (void)
{
  return g_object_new (RIMAU_TYPE_ANALYSIS_PANEL, NULL);
}
