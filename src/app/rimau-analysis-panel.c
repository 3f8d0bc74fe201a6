/* rimau-analysis-panel.c — the analysis of a session's game, in the side panel
 *
 * The graph of who was ahead, the progress of a running analysis with a
 * way to stop it, what the analysis says of the ply that led to the
 * position on the board (and, when it is marked, the better ply and its
 * line in words), and how many plies of each side it marked. The panel
 * is shown from the moment an analysis is asked for, or read from a
 * record, for as long as it is an analysis of the game's plies.
 *
 * Once an analysis is complete, the panel offers to go through the
 * person's marked plies again: it owns the RimauMistakeTrainer while
 * that lasts, shows its task and verdicts, and reviews the position
 * before each ply; the window lets the board's plies go to it.
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "rimau-analysis-panel.h"
#include "rimau-analysis-words.h"
#include "rimau-engine-words.h"
#include "rimau-session-private.h"
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
  GtkButton      *learn_button;
  GtkBox         *retry_box;
  GtkLabel       *retry_task;
  GtkWidget      *retry_spinner;
  GtkLabel       *retry_verdict;
  GtkButton      *retry_next_button;
  GtkButton      *retry_skip_button;

  /* Owned references */
  RimauSession   *session;
  RimauAnalyst   *analyst;
  RimauMistakeTrainer *trainer;

  gboolean        shown;
};

G_DEFINE_FINAL_TYPE (RimauAnalysisPanel, rimau_analysis_panel, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_SHOWN,
  PROP_TRAINER,
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

/* Once the analysis is complete, when the person has marked plies. */
static gboolean
can_learn (RimauAnalysisPanel *self,
           RimauAnalysis      *analysis)
{
  RimauMatch *match;

  if (analysis == NULL || !rimau_analysis_is_complete (analysis) || rimau_analyst_get_running (self->analyst))
    return FALSE;

  match = rimau_session_get_match (self->session);
  return rimau_mistake_trainer_count (analysis, rimau_match_is_person (match, RIMAU_SIDE_TIGERS),
                                      rimau_match_is_person (match, RIMAU_SIDE_MEN)) > 0;
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
  gtk_widget_set_visible (GTK_WIDGET (self->learn_button), self->trainer == NULL && can_learn (self, analysis));
  set_shown (self, analysis != NULL);
}

/* ------------------------------------------------------------------------ */
/* Learning from the marked plies                                            */

static void
show_training (RimauAnalysisPanel *self)
{
  RimauTrainerState state = rimau_mistake_trainer_get_state (self->trainer);
  const char *verdict = rimau_mistake_trainer_get_verdict (self->trainer);

  rimau_label_show_text (self->retry_task, rimau_mistake_trainer_get_task (self->trainer));
  rimau_label_show_text (self->retry_verdict, verdict != NULL ? verdict : "");
  gtk_widget_set_visible (GTK_WIDGET (self->retry_verdict), verdict != NULL);
  gtk_widget_set_visible (self->retry_spinner, state == RIMAU_TRAINER_JUDGING);
  gtk_widget_set_visible (GTK_WIDGET (self->retry_next_button),
                          state == RIMAU_TRAINER_RIGHT || state == RIMAU_TRAINER_SOLVED);
  gtk_widget_set_visible (GTK_WIDGET (self->retry_skip_button),
                          state == RIMAU_TRAINER_FINDING || state == RIMAU_TRAINER_JUDGING);
}

/* The board shows the position before the marked ply, as Go to the
 * Better Move does; the game's plies stay as they are. */
static void
review_marked_ply (RimauAnalysisPanel *self)
{
  if (rimau_mistake_trainer_get_state (self->trainer) != RIMAU_TRAINER_FINISHED)
    rimau_navigator_review (rimau_session_get_navigator (self->session), rimau_mistake_trainer_get_ply (self->trainer));
}

static void
set_trainer (RimauAnalysisPanel  *self,
             RimauMistakeTrainer *trainer)
{
  if (self->trainer == trainer)
    return;

  if (self->trainer != NULL)
    g_signal_handlers_disconnect_by_data (self->trainer, self);
  g_set_object (&self->trainer, trainer);
  gtk_widget_set_visible (GTK_WIDGET (self->retry_box), trainer != NULL);
  if (trainer != NULL)
    {
      g_signal_connect_object (trainer, "notify::state", G_CALLBACK (show_training), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (trainer, "notify::verdict", G_CALLBACK (show_training), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (trainer, "notify::index", G_CALLBACK (review_marked_ply), self, G_CONNECT_SWAPPED);
      show_training (self);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TRAINER]);
  update (self);
}

static void
learn_clicked_cb (RimauAnalysisPanel *self)
{
  RimauMatch *match = rimau_session_get_match (self->session);
  g_autoptr(RimauMistakeTrainer) trainer = NULL;

  trainer = rimau_mistake_trainer_new (rimau_analyst_get_analysis (self->analyst),
                                       rimau_match_is_person (match, RIMAU_SIDE_TIGERS),
                                       rimau_match_is_person (match, RIMAU_SIDE_MEN),
                                       rimau_session_get_gatekeeper (self->session));
  set_trainer (self, trainer);
  review_marked_ply (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->retry_task));
}

static void
next_clicked_cb (RimauAnalysisPanel *self)
{
  rimau_mistake_trainer_next (self->trainer);
  if (rimau_mistake_trainer_get_state (self->trainer) == RIMAU_TRAINER_FINISHED)
    rimau_navigator_back_to_game (rimau_session_get_navigator (self->session));
}

/* Leaves the marked plies and goes back to the game as it was. */
void
rimau_analysis_panel_stop_training (RimauAnalysisPanel *self)
{
  g_return_if_fail (RIMAU_IS_ANALYSIS_PANEL (self));

  if (self->trainer == NULL)
    return;

  set_trainer (self, NULL);
  if (self->session != NULL && rimau_navigator_get_reviewing (rimau_session_get_navigator (self->session)))
    rimau_navigator_back_to_game (rimau_session_get_navigator (self->session));
}

/* The trainer of the person's marked plies, while the panel goes through
 * them. */
RimauMistakeTrainer *
rimau_analysis_panel_get_trainer (RimauAnalysisPanel *self)
{
  g_return_val_if_fail (RIMAU_IS_ANALYSIS_PANEL (self), NULL);

  return self->trainer;
}

/* A new analysis, or another game, ends the training: its plies are no
 * longer those analysed. */
static void
analysis_replaced_cb (RimauAnalysisPanel *self)
{
  set_trainer (self, NULL);
  update (self);
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
  set_trainer (self, NULL);
  g_set_object (&self->session, session);
  g_clear_object (&self->analyst);
  if (session != NULL)
    self->analyst = g_object_ref (rimau_session_get_analyst (session));

  if (session != NULL)
    {
      g_signal_connect_object (session, "changed", G_CALLBACK (update), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (self->analyst, "evaluated", G_CALLBACK (update), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (self->analyst, "notify::analysis", G_CALLBACK (analysis_replaced_cb), self,
                               G_CONNECT_SWAPPED);
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
    case PROP_TRAINER:
      g_value_set_object (value, self->trainer);
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
  properties[PROP_TRAINER] =
    g_param_spec_object ("trainer", NULL, NULL, RIMAU_TYPE_MISTAKE_TRAINER,
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
  gtk_widget_class_bind_template_child (widget_class, RimauAnalysisPanel, learn_button);
  gtk_widget_class_bind_template_child (widget_class, RimauAnalysisPanel, retry_box);
  gtk_widget_class_bind_template_child (widget_class, RimauAnalysisPanel, retry_task);
  gtk_widget_class_bind_template_child (widget_class, RimauAnalysisPanel, retry_spinner);
  gtk_widget_class_bind_template_child (widget_class, RimauAnalysisPanel, retry_verdict);
  gtk_widget_class_bind_template_child (widget_class, RimauAnalysisPanel, retry_next_button);
  gtk_widget_class_bind_template_child (widget_class, RimauAnalysisPanel, retry_skip_button);
  gtk_widget_class_bind_template_callback (widget_class, learn_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, next_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, rimau_analysis_panel_stop_training);
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
  rimau_label_make_readable (self->retry_task);
  rimau_label_make_readable (self->retry_verdict);
}

GtkWidget *
rimau_analysis_panel_new (void)
{
  return g_object_new (RIMAU_TYPE_ANALYSIS_PANEL, NULL);
}
