/* rimau-window-analysis.c — what the master makes of the game, in a window
 *
 * The analysis panel under the plies, the better ply marked on the board
 * in the position before a marked ply, and the help while playing that
 * the preferences switch on: the men the tigers still need, a warning
 * before a draw, and the evaluation bar in a game against a computer.
 * While the panel goes through the person's marked plies again, the
 * board's plies in the position before one are tries, not plies of the
 * game, and what comes of them is said aloud.
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "rimau-analysis-words.h"
#include "rimau-engine-words.h"
#include "rimau-session-words.h"
#include "rimau-widget-text.h"
#include "rimau-window-private.h"

static RimauAnalyst *
session_analyst (RimauWindow *self)
{
  return rimau_session_get_analyst (self->session);
}

/* The trainer, while the board shows the position before the marked ply
 * it asks about. */
static RimauMistakeTrainer *
trainer_on_board (RimauWindow *self)
{
  RimauMistakeTrainer *trainer = rimau_analysis_panel_get_trainer (self->analysis_panel);

  if (trainer == NULL || rimau_mistake_trainer_get_state (trainer) == RIMAU_TRAINER_FINISHED ||
      !rimau_navigator_get_reviewing (rimau_session_get_navigator (self->session)) ||
      rimau_game_get_cursor (rimau_session_get_game (self->session)) != rimau_mistake_trainer_get_ply (trainer))
    return NULL;
  return trainer;
}

/* The board takes a try while the trainer waits for one, and marks the
 * better ply only once it is no longer a secret. */
static void
show_training (RimauWindow         *self,
               RimauMistakeTrainer *trainer)
{
  RimauBoardScene *scene = rimau_board_view_get_scene (self->board_view);
  RimauMove solution;

  rimau_board_scene_set_interactive (scene, rimau_mistake_trainer_get_state (trainer) == RIMAU_TRAINER_FINDING);
  if (rimau_mistake_trainer_get_solution (trainer, &solution))
    rimau_board_scene_set_hint (scene, &solution);
  else
    rimau_board_scene_set_hint (scene, NULL);
}

/* In the position before a marked ply, the board marks the ply the master
 * would have played, as it marks a hint. */
static void
show_better_ply (RimauWindow *self)
{
  RimauAnalysis *analysis = rimau_analyst_get_analysis (session_analyst (self));
  guint cursor = rimau_game_get_cursor (rimau_session_get_game (self->session));
  const RimauEvaluation *evaluation;
  RimauMistakeTrainer *trainer = trainer_on_board (self);

  if (trainer != NULL)
    {
      show_training (self, trainer);
      return;
    }
  if (analysis == NULL || !rimau_navigator_get_reviewing (rimau_session_get_navigator (self->session)) ||
      cursor >= rimau_analysis_get_n_plies (analysis) ||
      rimau_analysis_get_mark (analysis, cursor) == RIMAU_MARK_NONE)
    return;

  evaluation = rimau_analysis_get_evaluation (analysis, cursor);
  if (evaluation != NULL && evaluation->n_line > 0)
    rimau_board_scene_set_hint (rimau_board_view_get_scene (self->board_view), &evaluation->line[0]);
}

/* ------------------------------------------------------------------------ */
/* Help while playing                                                        */

static gboolean
against_computer (RimauWindow *self)
{
  gboolean tigers = rimau_match_is_person (rimau_session_get_match (self->session), RIMAU_SIDE_TIGERS);
  gboolean men = rimau_match_is_person (rimau_session_get_match (self->session), RIMAU_SIDE_MEN);

  return tigers != men;
}

static gboolean
help_wanted (RimauWindow *self)
{
  return g_settings_get_boolean (self->settings, "show-men-needed") ||
         g_settings_get_boolean (self->settings, "warn-draws");
}

static void
update_help_text (RimauWindow *self)
{
  RimauGame *game = rimau_session_get_game (self->session);
  gboolean on = rimau_game_get_outcome (game) == RIMAU_OUTCOME_NONE;
  g_autofree char *needed = NULL;
  g_autofree char *warning = NULL;
  g_autofree char *text = NULL;

  if (on && g_settings_get_boolean (self->settings, "show-men-needed"))
    needed = rimau_words_men_taken (self->session);
  if (on && g_settings_get_boolean (self->settings, "warn-draws"))
    warning = rimau_words_draw_warning (self->session);

  text = rimau_words_join_sentences ((const char *[]) { needed, warning }, 2);
  rimau_label_show_text (self->help_label, text);
  /* Under the board, the help keeps its room even when it has nothing to
   * say: the board would grow and shrink with it. */
  gtk_widget_set_visible (GTK_WIDGET (self->help_label),
                          text[0] != '\0' || (self->narrow && help_wanted (self)));
  if (warning != NULL)
    gtk_widget_add_css_class (GTK_WIDGET (self->help_label), "warning");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->help_label), "warning");
}

/* From 0, the men won, to 1, the tigers won: a lead of a few men already
 * fills most of the bar, as it decides most games. */
static double
bar_value (int score)
{
  if (rimau_score_is_forced (score))
    return score > 0 ? 1.0 : 0.0;
  return 0.5 + 0.5 * CLAMP ((double) score / RIMAU_ANALYSIS_SCORE_CAP, -1.0, 1.0);
}

static void
update_evaluation_bar (RimauWindow *self)
{
  RimauAnalyst *analyst = session_analyst (self);
  gboolean wanted = g_settings_get_boolean (self->settings, "show-evaluation") && against_computer (self);
  gboolean known;

  known = wanted && rimau_analyst_get_has_live_score (analyst);
  /* Shown, empty, before the first number: the panel keeps its height. */
  gtk_widget_set_visible (GTK_WIDGET (self->evaluation_box), wanted);
  gtk_widget_set_visible (GTK_WIDGET (self->evaluation_label), known);
  if (!known)
    gtk_level_bar_set_value (self->evaluation_bar, 0.5);
  else
    {
      int score = rimau_analyst_get_live_score (analyst);
      g_autofree char *number = rimau_score_format (score);
      g_autofree char *words = rimau_words_evaluation (rimau_game_get_position (rimau_session_get_game (self->session)),
                                                       score);

      gtk_level_bar_set_value (self->evaluation_bar, bar_value (score));
      rimau_label_show_text (self->evaluation_label, number);
      gtk_widget_set_tooltip_text (GTK_WIDGET (self->evaluation_box), words);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->evaluation_bar),
                                      GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, words, -1);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->help_box),
                          gtk_widget_get_visible (GTK_WIDGET (self->help_label)) || wanted);
}

/* After every change of the session or of the preferences. */
void
_rimau_window_update_analysis (RimauWindow *self)
{
  update_help_text (self);
  update_evaluation_bar (self);
  show_better_ply (self);
}

/* ------------------------------------------------------------------------ */

static void
analysis_failed_cb (RimauWindow  *self,
                    const GError *error)
{
  g_autofree char *text = g_strdup_printf (_("The game could not be analysed: %s"), error->message);

  _rimau_window_show_toast (self, text);
}

static void
analysis_changed_cb (RimauWindow *self)
{
  _rimau_window_actions_update (self);
  show_better_ply (self);
}

static void
running_cb (RimauWindow *self)
{
  RimauAnalysis *analysis = rimau_analyst_get_analysis (session_analyst (self));

  _rimau_window_actions_update (self);
  if (!rimau_analyst_get_running (session_analyst (self)) && analysis != NULL && rimau_analysis_is_complete (analysis))
    _rimau_window_announce (self, _("The analysis is complete."));
}

/* ------------------------------------------------------------------------ */
/* Learning from the marked plies                                            */

static void
try_chosen_cb (RimauWindow     *self,
               const RimauMove *move)
{
  RimauMistakeTrainer *trainer = trainer_on_board (self);

  if (trainer != NULL)
    rimau_mistake_trainer_try (trainer, move);
}

static void
trainer_state_cb (RimauWindow *self)
{
  RimauMistakeTrainer *trainer = trainer_on_board (self);

  if (trainer != NULL)
    show_training (self, trainer);
}

static void
verdict_cb (RimauWindow         *self,
            GParamSpec          *pspec,
            RimauMistakeTrainer *trainer)
{
  if (rimau_mistake_trainer_get_verdict (trainer) != NULL)
    _rimau_window_announce (self, rimau_mistake_trainer_get_verdict (trainer));
}

static void
task_cb (RimauWindow         *self,
         GParamSpec          *pspec,
         RimauMistakeTrainer *trainer)
{
  _rimau_window_announce (self, rimau_mistake_trainer_get_task (trainer));
}

static void
trainer_cb (RimauWindow *self)
{
  RimauMistakeTrainer *trainer = rimau_analysis_panel_get_trainer (self->analysis_panel);

  if (trainer == NULL)
    return;

  g_signal_connect_object (trainer, "notify::state", G_CALLBACK (trainer_state_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (trainer, "notify::verdict", G_CALLBACK (verdict_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (trainer, "notify::task", G_CALLBACK (task_cb), self, G_CONNECT_SWAPPED);
  task_cb (self, NULL, trainer);
}

void
_rimau_window_connect_analysis (RimauWindow *self)
{
  RimauAnalyst *analyst = session_analyst (self);
  static const char *keys[] = { "changed::show-men-needed", "changed::warn-draws", "changed::show-evaluation" };

  rimau_analysis_panel_set_session (self->analysis_panel, self->session);
  g_object_bind_property (self->analysis_panel, "shown", self->analysis_panel, "visible", G_BINDING_SYNC_CREATE);
  gtk_level_bar_remove_offset_value (self->evaluation_bar, GTK_LEVEL_BAR_OFFSET_LOW);
  gtk_level_bar_remove_offset_value (self->evaluation_bar, GTK_LEVEL_BAR_OFFSET_HIGH);
  gtk_level_bar_remove_offset_value (self->evaluation_bar, GTK_LEVEL_BAR_OFFSET_FULL);

  g_signal_connect_object (self->analysis_panel, "notify::trainer", G_CALLBACK (trainer_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (rimau_board_view_get_scene (self->board_view), "move-chosen", G_CALLBACK (try_chosen_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (analyst, "failed", G_CALLBACK (analysis_failed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (analyst, "evaluated", G_CALLBACK (analysis_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (analyst, "notify::analysis", G_CALLBACK (analysis_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (analyst, "notify::running", G_CALLBACK (running_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (analyst, "notify::live-score", G_CALLBACK (update_evaluation_bar), self,
                           G_CONNECT_SWAPPED);
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    g_signal_connect_object (self->settings, keys[i], G_CALLBACK (_rimau_window_update_analysis), self,
                             G_CONNECT_SWAPPED);
  /* The session evaluates the position on the board when the player wants
   * it; the bar shows what it finds. */
  g_settings_bind (self->settings, "show-evaluation", self->session, "evaluation-wanted", G_SETTINGS_BIND_GET);
  _rimau_window_update_analysis (self);
}
