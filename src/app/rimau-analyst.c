/* rimau-analyst.c — the master's view of a session's game, kept up to date
 *
 * The analyst keeps the analysis of its game's plies: read back from the
 * game's record when it carries one, run on request in worker threads,
 * kept across new plies for the positions that did not change, and written
 * into the record's tags when the game is saved. It also gives a quick
 * evaluation of the position on the board, for the bar shown during play.
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "rimau-analyst.h"
#include "rimau-thinker.h"

/* How long the evaluation of the position on the board may think. */
#define LIVE_TIME_MS 800

/* More threads than positions to share help no one; more than this many
 * would only take memory for their tables. */
#define MAX_THREADS 4

struct _RimauAnalyst
{
  GObject            parent_instance;

  RimauGame         *game;
  RimauAnalysis     *analysis;
  guint              time_ms;

  GCancellable      *running;
  /* A stopped run of the analysis has not finished yet: the next one
   * waits for it. */
  gboolean           winding_down;
  /* The run's searches pass this gate, which follows the gatekeeper. */
  RimauSearchGate   *gate;
  RimauGatekeeper   *gatekeeper;

  gboolean           live;
  RimauThinker      *live_thinker;
  gboolean           has_live_score;
  int                live_score;
};

G_DEFINE_FINAL_TYPE (RimauAnalyst, rimau_analyst, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_ANALYSIS,
  PROP_RUNNING,
  PROP_FRACTION,
  PROP_LIVE_SCORE,
  N_PROPS
};

enum {
  EVALUATED,
  FAILED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void update_live (RimauAnalyst *self);

static RimauPersonality *
master (void)
{
  return rimau_plugin_loader_find_master (rimau_plugin_loader_get_default ());
}

/* ------------------------------------------------------------------------ */
/* The analysis                                                              */

static void
analysis_evaluated_cb (RimauAnalyst  *self,
                       guint          index,
                       RimauAnalysis *analysis)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FRACTION]);
  g_signal_emit (self, signals[EVALUATED], 0, index);
  if (self->live && index == rimau_game_get_cursor (self->game))
    update_live (self);
}

static void
set_analysis (RimauAnalyst  *self,
              RimauAnalysis *analysis)
{
  if (self->analysis == analysis)
    return;

  if (self->analysis != NULL)
    g_signal_handlers_disconnect_by_data (self->analysis, self);
  g_set_object (&self->analysis, analysis);
  self->winding_down = FALSE;
  if (analysis != NULL)
    g_signal_connect_object (analysis, "evaluated", G_CALLBACK (analysis_evaluated_cb), self, G_CONNECT_SWAPPED);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ANALYSIS]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FRACTION]);
}

/* The analysis the game's record carries, if it is one of this game. */
static RimauAnalysis *
analysis_from_record (RimauGame *game)
{
  const char *tag = rimau_game_get_tag (game, RIMAU_ANALYSIS_TAG);
  g_autoptr(GError) error = NULL;
  g_autoptr(RimauAnalysis) analysis = NULL;

  if (tag == NULL)
    return NULL;

  analysis = rimau_analysis_new_from_tag (game, tag, &error);
  if (analysis == NULL)
    {
      /* An analysis is only ever a help: the game itself is fine. */
      g_debug ("The record's analysis is not read: %s", error->message);
      return NULL;
    }
  if (rimau_analysis_get_n_evaluated (analysis) == 0)
    return NULL;
  return g_steal_pointer (&analysis);
}

static void
set_running (RimauAnalyst *self,
             GCancellable *running)
{
  gboolean was_running = self->running != NULL;

  g_set_object (&self->running, running);
  if (was_running != (running != NULL))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RUNNING]);
}

static void
stop_running (RimauAnalyst *self)
{
  if (self->running != NULL)
    g_cancellable_cancel (self->running);
  set_running (self, NULL);
}

static void launch_run (RimauAnalyst *self);

/* Takes in how a run of @analysis ended, as @result says; @run is the
 * cancellable it was started with. A run of an analysis since replaced,
 * or stopped and asked for again meanwhile, is no longer the one wanted. */
static void
run_ended (RimauAnalyst  *self,
           RimauAnalysis *analysis,
           GCancellable  *run,
           GAsyncResult  *result)
{
  g_autoptr(GError) error = NULL;
  gboolean done = rimau_analysis_run_finish (analysis, result, &error);

  if (analysis != self->analysis)
    return;

  self->winding_down = FALSE;
  if (self->running != run)
    {
      /* Asked again while this run was stopping. */
      if (self->running != NULL)
        launch_run (self);
      return;
    }

  set_running (self, NULL);
  if (!done && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    g_signal_emit (self, signals[FAILED], 0, error);
}

static void
ran_cb (GObject      *source,
        GAsyncResult *result,
        gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;

  run_ended (g_task_get_source_object (task), RIMAU_ANALYSIS (source), g_task_get_cancellable (task), result);
  /* A failure went out by the "failed" signal: nothing waits on the task. */
  g_task_return_boolean (task, TRUE);
}

/* One master per thread: a master thinks in one thread at a time. */
static GPtrArray *
new_masters (GError **error)
{
  RimauPluginLoader *loader = rimau_plugin_loader_get_default ();
  RimauPersonality *personality = master ();
  guint n = CLAMP (g_get_num_processors (), 1, MAX_THREADS);
  g_autoptr(GPtrArray) masters = g_ptr_array_new_with_free_func (g_object_unref);

  if (personality == NULL)
    {
      g_set_error_literal (error, RIMAU_AI_ERROR, RIMAU_AI_ERROR_UNKNOWN_PERSONALITY,
                           _("No computer player that can analyse a game is installed."));
      return NULL;
    }

  for (guint i = 0; i < n; i++)
    {
      RimauStrategy *strategy = rimau_plugin_loader_create_strategy (loader, rimau_personality_get_id (personality),
                                                                     error);

      if (strategy == NULL)
        return NULL;
      g_ptr_array_add (masters, strategy);
    }
  return g_steal_pointer (&masters);
}

static void
launch_run (RimauAnalyst *self)
{
  g_autoptr(GPtrArray) masters = NULL;
  g_autoptr(GError) error = NULL;
  GTask *task;

  masters = new_masters (&error);
  if (masters == NULL)
    {
      set_running (self, NULL);
      g_signal_emit (self, signals[FAILED], 0, error);
      return;
    }

  /* The task keeps the analyst until the run ends, and the run's
   * cancellable, which tells whether it is still the run wanted. */
  task = g_task_new (self, self->running, NULL, NULL);
  g_task_set_source_tag (task, launch_run);
  self->winding_down = TRUE;
  rimau_analysis_run_async (self->analysis, masters, self->time_ms, self->gate, self->running, ran_cb, task);
}

/* Starts evaluating what is not known yet of the game's positions. */
void
rimau_analyst_start (RimauAnalyst *self)
{
  g_autoptr(GCancellable) cancellable = NULL;

  g_return_if_fail (RIMAU_IS_ANALYST (self));
  g_return_if_fail (self->game != NULL);

  if (self->running != NULL)
    return;

  if (self->analysis == NULL)
    {
      g_autoptr(RimauAnalysis) analysis = rimau_analysis_new (self->game);

      set_analysis (self, analysis);
    }
  if (rimau_analysis_is_complete (self->analysis))
    return;

  cancellable = g_cancellable_new ();
  set_running (self, cancellable);
  if (!self->winding_down)
    launch_run (self);
}

/* Stops the analysis; what it found so far is kept. */
void
rimau_analyst_cancel (RimauAnalyst *self)
{
  g_return_if_fail (RIMAU_IS_ANALYST (self));

  stop_running (self);
}

/* The analysis of the game's positions, complete or not, or %NULL when
 * none was asked for. */
RimauAnalysis *
rimau_analyst_get_analysis (RimauAnalyst *self)
{
  g_return_val_if_fail (RIMAU_IS_ANALYST (self), NULL);

  return self->analysis;
}

/* Whether a computer player that can analyse is installed. */
gboolean
rimau_analyst_get_available (RimauAnalyst *self)
{
  g_return_val_if_fail (RIMAU_IS_ANALYST (self), FALSE);

  return master () != NULL;
}

gboolean
rimau_analyst_get_running (RimauAnalyst *self)
{
  g_return_val_if_fail (RIMAU_IS_ANALYST (self), FALSE);

  return self->running != NULL;
}

/* How much of the game's positions is evaluated, from 0 to 1. */
double
rimau_analyst_get_fraction (RimauAnalyst *self)
{
  g_return_val_if_fail (RIMAU_IS_ANALYST (self), 0.0);

  if (self->analysis == NULL)
    return 0.0;
  return (double) rimau_analysis_get_n_evaluated (self->analysis) /
         (rimau_analysis_get_n_plies (self->analysis) + 1);
}

/* How long each position is thought about. */
void
rimau_analyst_set_time (RimauAnalyst *self,
                        guint         time_ms)
{
  g_return_if_fail (RIMAU_IS_ANALYST (self));

  self->time_ms = time_ms > 0 ? time_ms : RIMAU_ANALYSIS_DEFAULT_TIME_MS;
}

/* The analysis waits while the gatekeeper is closed, as while a view
 * draws a frame. */
static void
gate_cb (RimauAnalyst *self)
{
  if (rimau_gatekeeper_get_closed (self->gatekeeper))
    rimau_search_gate_close (self->gate);
  else
    rimau_search_gate_open (self->gate);
}

/* Puts the analysis into the game's tags, for the record to keep; a game
 * with no analysis of its plies keeps none. */
void
rimau_analyst_keep_in_record (RimauAnalyst *self)
{
  g_autofree char *text = NULL;

  g_return_if_fail (RIMAU_IS_ANALYST (self));
  g_return_if_fail (self->game != NULL);

  if (self->analysis != NULL && rimau_analysis_get_n_evaluated (self->analysis) > 0)
    text = rimau_analysis_to_tag (self->analysis);
  rimau_game_set_tag (self->game, RIMAU_ANALYSIS_TAG, text);
}

/* ------------------------------------------------------------------------ */
/* Following the game                                                        */

/* Called by the owner each time the game changes, before anyone looks at
 * the analysis again: from then on it is one of the game's plies. New
 * plies keep the evaluations of the positions before them; a running
 * analysis goes on with the game as it is now. */
void
rimau_analyst_game_changed (RimauAnalyst *self)
{
  g_return_if_fail (RIMAU_IS_ANALYST (self));
  g_return_if_fail (self->game != NULL);

  if (self->analysis != NULL && !rimau_analysis_matches_game (self->analysis, self->game))
    {
      gboolean was_running = self->running != NULL;
      g_autoptr(RimauAnalysis) analysis = rimau_analysis_new_continuing (self->game, self->analysis);

      stop_running (self);
      set_analysis (self, analysis);
      if (was_running)
        rimau_analyst_start (self);
    }
  update_live (self);
}

/* Follows @game from now on, with the analysis its record carries; the
 * owner tells of each change with rimau_analyst_game_changed(). */
void
rimau_analyst_set_game (RimauAnalyst *self,
                        RimauGame    *game)
{
  g_autoptr(RimauAnalysis) analysis = NULL;

  g_return_if_fail (RIMAU_IS_ANALYST (self));
  g_return_if_fail (RIMAU_IS_GAME (game));

  stop_running (self);
  g_set_object (&self->game, game);

  analysis = analysis_from_record (game);
  set_analysis (self, analysis);
  self->has_live_score = FALSE;
  update_live (self);
}

/* ------------------------------------------------------------------------ */
/* The position on the board                                                 */

static void
set_live_score (RimauAnalyst *self,
                gboolean      has_score,
                int           score)
{
  if (self->has_live_score == has_score && self->live_score == score)
    return;

  self->has_live_score = has_score;
  self->live_score = score;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LIVE_SCORE]);
}

static void
stop_living (RimauAnalyst *self)
{
  if (self->live_thinker != NULL)
    rimau_thinker_stop (self->live_thinker);
}

static void
live_answered_cb (RimauAnalyst    *self,
                  const RimauMove *move,
                  RimauThinker    *thinker)
{
  RimauSearchReport report;

  if (rimau_thinker_get_report (thinker, &report) && report.has_score)
    set_live_score (self, TRUE,
                    rimau_game_get_side_to_move (self->game) == RIMAU_SIDE_TIGERS ? report.score : -report.score);
}

static int
outcome_score (RimauOutcome outcome)
{
  switch (outcome)
    {
    case RIMAU_OUTCOME_TIGERS:
      return RIMAU_SCORE_WIN;
    case RIMAU_OUTCOME_MEN:
      return -RIMAU_SCORE_WIN;
    default:
      return 0;
    }
}

static gboolean
ensure_live_thinker (RimauAnalyst *self)
{
  g_autoptr(GError) error = NULL;

  if (self->live_thinker != NULL)
    return TRUE;
  if (master () == NULL)
    return FALSE;

  self->live_thinker = rimau_thinker_new_for_personality (rimau_personality_get_id (master ()), self->gatekeeper,
                                                          &error);
  if (self->live_thinker == NULL)
    {
      g_debug ("No evaluation of the position on the board: %s", error->message);
      return FALSE;
    }
  rimau_thinker_set_neutral (self->live_thinker, TRUE);
  g_signal_connect_object (self->live_thinker, "answered", G_CALLBACK (live_answered_cb), self, G_CONNECT_SWAPPED);
  return TRUE;
}

/* The analysis's number when it has one for the position, the end's when
 * the game is over, else a short search's. */
static void
update_live (RimauAnalyst *self)
{
  RimauOutcome outcome;
  const RimauEvaluation *evaluation = NULL;

  stop_living (self);
  if (!self->live || self->game == NULL)
    return;

  if (self->analysis != NULL)
    evaluation = rimau_analysis_get_evaluation (self->analysis, rimau_game_get_cursor (self->game));
  if (evaluation != NULL)
    {
      set_live_score (self, TRUE, evaluation->score);
      return;
    }

  outcome = rimau_game_get_outcome (self->game);
  if (outcome != RIMAU_OUTCOME_NONE)
    {
      set_live_score (self, TRUE, outcome_score (outcome));
      return;
    }

  if (!ensure_live_thinker (self))
    return;

  rimau_thinker_think (self->live_thinker, self->game, LIVE_TIME_MS);
}

/* Whether to keep an evaluation of the position on the board. */
void
rimau_analyst_set_live (RimauAnalyst *self,
                        gboolean      live)
{
  g_return_if_fail (RIMAU_IS_ANALYST (self));

  live = !!live;
  if (self->live == live)
    return;

  self->live = live;
  if (live)
    update_live (self);
  else
    {
      stop_living (self);
      g_clear_object (&self->live_thinker);
      set_live_score (self, FALSE, 0);
    }
}

gboolean
rimau_analyst_get_has_live_score (RimauAnalyst *self)
{
  g_return_val_if_fail (RIMAU_IS_ANALYST (self), FALSE);

  return self->has_live_score;
}

/* The evaluation of the position on the board, from the tigers' side. */
int
rimau_analyst_get_live_score (RimauAnalyst *self)
{
  g_return_val_if_fail (RIMAU_IS_ANALYST (self), 0);

  return self->live_score;
}

/* ------------------------------------------------------------------------ */

static void
rimau_analyst_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  RimauAnalyst *self = RIMAU_ANALYST (object);

  switch (prop_id)
    {
    case PROP_ANALYSIS:
      g_value_set_object (value, self->analysis);
      break;
    case PROP_RUNNING:
      g_value_set_boolean (value, rimau_analyst_get_running (self));
      break;
    case PROP_FRACTION:
      g_value_set_double (value, rimau_analyst_get_fraction (self));
      break;
    case PROP_LIVE_SCORE:
      g_value_set_int (value, self->live_score);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
rimau_analyst_dispose (GObject *object)
{
  RimauAnalyst *self = RIMAU_ANALYST (object);

  stop_running (self);
  stop_living (self);
  if (self->analysis != NULL)
    g_signal_handlers_disconnect_by_data (self->analysis, self);
  g_clear_object (&self->game);
  g_clear_object (&self->analysis);
  g_clear_object (&self->live_thinker);
  g_clear_object (&self->gatekeeper);

  G_OBJECT_CLASS (rimau_analyst_parent_class)->dispose (object);
}

static void
rimau_analyst_finalize (GObject *object)
{
  RimauAnalyst *self = RIMAU_ANALYST (object);

  /* Every run holds a reference to the analyst, so none passes the gate
   * any more. */
  g_clear_pointer (&self->gate, rimau_search_gate_free);

  G_OBJECT_CLASS (rimau_analyst_parent_class)->finalize (object);
}

static void
rimau_analyst_class_init (RimauAnalystClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = rimau_analyst_get_property;
  object_class->dispose = rimau_analyst_dispose;
  object_class->finalize = rimau_analyst_finalize;

  properties[PROP_ANALYSIS] =
    g_param_spec_object ("analysis", NULL, NULL, RIMAU_TYPE_ANALYSIS,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_RUNNING] =
    g_param_spec_boolean ("running", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_FRACTION] =
    g_param_spec_double ("fraction", NULL, NULL, 0.0, 1.0, 0.0,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_LIVE_SCORE] =
    g_param_spec_int ("live-score", NULL, NULL, -RIMAU_SCORE_WIN, RIMAU_SCORE_WIN, 0,
                      G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* A position's evaluation is known: its index in the analysis. */
  signals[EVALUATED] = g_signal_new ("evaluated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                     NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  /* The analysis could not be made: no master, or it failed. */
  signals[FAILED] = g_signal_new ("failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_ERROR);
}

static void
rimau_analyst_init (RimauAnalyst *self)
{
  self->gate = rimau_search_gate_new ();
  self->time_ms = RIMAU_ANALYSIS_DEFAULT_TIME_MS;
}

/* An analyst whose searches wait while @gatekeeper is closed. */
RimauAnalyst *
rimau_analyst_new (RimauGatekeeper *gatekeeper)
{
  RimauAnalyst *self;

  g_return_val_if_fail (RIMAU_IS_GATEKEEPER (gatekeeper), NULL);

  self = g_object_new (RIMAU_TYPE_ANALYST, NULL);
  self->gatekeeper = g_object_ref (gatekeeper);
  g_signal_connect_object (gatekeeper, "notify::closed", G_CALLBACK (gate_cb), self, G_CONNECT_SWAPPED);
  gate_cb (self);
  return self;
}
