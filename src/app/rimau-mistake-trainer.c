/* rimau-mistake-trainer.c — a player's marked plies, tried again
 *
 * After an analysis, the trainer goes through the plies of the person's
 * side(s) that it marked, in the order played, and for each asks for a
 * better ply in the position before it. A try is right when it loses less
 * than an inaccuracy against the best the analysis found there: the
 * analysis's better ply at once, the marked ply itself by the analysis's
 * own verdict, any other by the master evaluating the position after it
 * in a worker thread, as long as the analysis gave each position. A wrong
 * try is explained by the master's reply; after RIMAU_TRAINER_MAX_MISSES
 * of them the better ply is the solution.
 *
 * The trainer reads the analysis and never changes it, nor any game: it
 * plays the tries in a game of its own. It knows nothing of who shows it:
 * what it finds goes up as properties.
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "rimau-analysis-words.h"
#include "rimau-mistake-trainer.h"

struct _RimauMistakeTrainer
{
  GObject           parent_instance;

  RimauAnalysis    *analysis;
  /* The marked plies of the person, by index in the game */
  GArray           *plies;
  guint             index;
  RimauTrainerState state;
  guint             misses;
  char             *task;
  char             *verdict;
  guint             time_ms;

  /* The question to the master under way, while judging */
  GCancellable     *judging;
  RimauGatekeeper  *gatekeeper;
  RimauSearchGate  *gate;
};

G_DEFINE_FINAL_TYPE (RimauMistakeTrainer, rimau_mistake_trainer, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_INDEX,
  PROP_STATE,
  PROP_MISSES,
  PROP_TASK,
  PROP_VERDICT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static gboolean
is_persons (RimauAnalysis *analysis,
            guint          ply,
            gboolean       tigers,
            gboolean       men)
{
  RimauSide side = rimau_analysis_get_position (analysis, ply)->side;

  return side == RIMAU_SIDE_TIGERS ? tigers : men;
}

/* A marked ply can be tried again only where the analysis knows a better
 * one. */
static gboolean
can_be_retried (RimauAnalysis *analysis,
                guint          ply)
{
  const RimauEvaluation *before = rimau_analysis_get_evaluation (analysis, ply);

  return rimau_analysis_get_mark (analysis, ply) != RIMAU_MARK_NONE && before != NULL && before->n_line > 0 &&
         rimau_analysis_get_evaluation (analysis, ply + 1) != NULL;
}

static GArray *
find_marked_plies (RimauAnalysis *analysis,
                   gboolean       tigers,
                   gboolean       men)
{
  GArray *plies = g_array_new (FALSE, FALSE, sizeof (guint));

  for (guint ply = 0; ply < rimau_analysis_get_n_plies (analysis); ply++)
    if (is_persons (analysis, ply, tigers, men) && can_be_retried (analysis, ply))
      g_array_append_val (plies, ply);
  return plies;
}

/* How many plies of the sides a person played (@tigers, @men) there are
 * to try again in @analysis. */
guint
rimau_mistake_trainer_count (RimauAnalysis *analysis,
                             gboolean       tigers,
                             gboolean       men)
{
  g_autoptr(GArray) plies = NULL;

  g_return_val_if_fail (RIMAU_IS_ANALYSIS (analysis), 0);

  plies = find_marked_plies (analysis, tigers, men);
  return plies->len;
}

/* ------------------------------------------------------------------------ */
/* What the trainer says                                                     */

static void
set_verdict (RimauMistakeTrainer *self,
             char                *verdict)
{
  g_free (self->verdict);
  self->verdict = verdict;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VERDICT]);
}

static void
set_state (RimauMistakeTrainer *self,
           RimauTrainerState    state)
{
  if (self->state == state)
    return;

  self->state = state;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATE]);
}

static void
set_misses (RimauMistakeTrainer *self,
            guint                misses)
{
  if (self->misses == misses)
    return;

  self->misses = misses;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MISSES]);
}

static const RimauEvaluation *
best_before (RimauMistakeTrainer *self)
{
  return rimau_analysis_get_evaluation (self->analysis, rimau_mistake_trainer_get_ply (self));
}

static void
stop_judging (RimauMistakeTrainer *self)
{
  if (self->judging != NULL)
    g_cancellable_cancel (self->judging);
  g_clear_object (&self->judging);
}

/* Shows the marked ply at @index, or says that none is left. */
static void
go_to (RimauMistakeTrainer *self,
       guint                index)
{
  g_autofree char *task = NULL;

  stop_judging (self);
  self->index = MIN (index, self->plies->len);
  set_misses (self, 0);
  if (self->index < self->plies->len)
    {
      guint ply = rimau_mistake_trainer_get_ply (self);

      task = rimau_words_retry_task (rimau_analysis_get_position (self->analysis, ply),
                                     rimau_analysis_get_ply (self->analysis, ply),
                                     rimau_analysis_get_mark (self->analysis, ply));
    }
  else
    task = g_strdup (_("You have tried all your marked moves again."));

  g_free (self->task);
  self->task = g_steal_pointer (&task);
  set_verdict (self, NULL);
  set_state (self, self->index < self->plies->len ? RIMAU_TRAINER_FINDING : RIMAU_TRAINER_FINISHED);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TASK]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_INDEX]);
}

/* ------------------------------------------------------------------------ */
/* Judging a try                                                             */

static void
judged_right (RimauMistakeTrainer *self,
              gboolean             best)
{
  set_verdict (self, rimau_words_retry_right (best));
  set_state (self, RIMAU_TRAINER_RIGHT);
}

static void
judged_wrong (RimauMistakeTrainer   *self,
              const RimauPosition   *after,
              const RimauEvaluation *evaluation)
{
  guint misses = self->misses + 1;
  gboolean again = misses < RIMAU_TRAINER_MAX_MISSES;
  g_autofree char *why = rimau_words_retry_wrong (after, evaluation, again);

  set_misses (self, misses);
  if (again)
    {
      set_verdict (self, g_steal_pointer (&why));
      set_state (self, RIMAU_TRAINER_FINDING);
    }
  else
    {
      g_autofree char *solution = rimau_words_retry_solution (rimau_mistake_trainer_get_position (self),
                                                              best_before (self));

      set_verdict (self, g_strjoin ("\n", why, solution, NULL));
      set_state (self, RIMAU_TRAINER_SOLVED);
    }
}

/* The verdict on a try from @after, the evaluation of the position it
 * leads to, @position: the mark it would have had. */
static void
judge (RimauMistakeTrainer   *self,
       const RimauPosition   *position,
       const RimauEvaluation *after)
{
  RimauSide mover = rimau_mistake_trainer_get_position (self)->side;

  if (rimau_mark_classify (mover, best_before (self)->score, after->score) == RIMAU_MARK_NONE)
    judged_right (self, FALSE);
  else
    judged_wrong (self, position, after);
}

static void
evaluated_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  RimauAnalysis *trial = RIMAU_ANALYSIS (source);
  RimauMistakeTrainer *self = g_task_get_source_object (task);
  g_autoptr(GError) error = NULL;
  gboolean done = rimau_analysis_run_finish (trial, result, &error);
  guint ply;

  g_task_return_boolean (task, TRUE);
  /* Taken back: another ply is shown, or the trainer is let go. */
  if (g_task_get_cancellable (task) != self->judging)
    return;

  g_clear_object (&self->judging);
  ply = rimau_mistake_trainer_get_ply (self);
  if (!done)
    {
      set_verdict (self, g_strdup_printf (_("The computer could not judge the move: %s"), error->message));
      set_state (self, RIMAU_TRAINER_FINDING);
      return;
    }
  judge (self, rimau_analysis_get_position (trial, ply + 1), rimau_analysis_get_evaluation (trial, ply + 1));
}

/* The game up to the marked ply, with @move played in its place. */
static RimauGame *
game_with_try (RimauMistakeTrainer *self,
               const RimauMove     *move)
{
  g_autoptr(RimauGame) game = rimau_game_new_from_position (rimau_analysis_get_position (self->analysis, 0));
  guint ply = rimau_mistake_trainer_get_ply (self);

  for (guint i = 0; i < ply; i++)
    rimau_game_play (game, rimau_analysis_get_ply (self->analysis, i), NULL);
  rimau_game_play (game, move, NULL);
  return g_steal_pointer (&game);
}

/* Asks the master for the position after @move, in a worker thread, as
 * the analysis asked it for every position of the game. */
static void
ask_master (RimauMistakeTrainer *self,
            const RimauMove     *move)
{
  RimauPluginLoader *loader = rimau_plugin_loader_get_default ();
  RimauPersonality *master = rimau_plugin_loader_find_master (loader);
  g_autoptr(RimauGame) game = game_with_try (self, move);
  g_autoptr(RimauAnalysis) trial = rimau_analysis_new_continuing (game, self->analysis);
  g_autoptr(GPtrArray) masters = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GError) error = NULL;
  RimauStrategy *strategy = NULL;

  if (master != NULL)
    strategy = rimau_plugin_loader_create_strategy (loader, rimau_personality_get_id (master), &error);
  if (strategy == NULL)
    {
      set_verdict (self, g_strdup_printf (_("The computer could not judge the move: %s"),
                                          error != NULL ? error->message
                                                        : _("No computer player that can analyse a game is installed.")));
      return;
    }

  g_ptr_array_add (masters, strategy);
  self->judging = g_cancellable_new ();
  set_state (self, RIMAU_TRAINER_JUDGING);
  rimau_analysis_run_async (trial, masters, self->time_ms, self->gate, self->judging, evaluated_cb,
                            g_task_new (self, self->judging, NULL, NULL));
}

/* Takes @move as the person's try in the position before the marked ply;
 * FALSE when no try is awaited or @move is not legal there. */
gboolean
rimau_mistake_trainer_try (RimauMistakeTrainer *self,
                           const RimauMove     *move)
{
  guint ply;

  g_return_val_if_fail (RIMAU_IS_MISTAKE_TRAINER (self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  if (self->state != RIMAU_TRAINER_FINDING || !rimau_position_is_legal (rimau_mistake_trainer_get_position (self), move))
    return FALSE;

  ply = rimau_mistake_trainer_get_ply (self);
  if (rimau_move_equal (move, &best_before (self)->line[0]))
    judged_right (self, TRUE);
  else if (rimau_move_equal (move, rimau_analysis_get_ply (self->analysis, ply)))
    judged_wrong (self, rimau_analysis_get_position (self->analysis, ply + 1),
                  rimau_analysis_get_evaluation (self->analysis, ply + 1));
  else
    ask_master (self, move);
  return TRUE;
}

/* On to the next marked ply, whether this one was solved or not. */
void
rimau_mistake_trainer_next (RimauMistakeTrainer *self)
{
  g_return_if_fail (RIMAU_IS_MISTAKE_TRAINER (self));

  if (self->index < self->plies->len)
    go_to (self, self->index + 1);
}

/* ------------------------------------------------------------------------ */

/* How long the master thinks about a try; by default as long as an
 * analysis of each position. */
void
rimau_mistake_trainer_set_time (RimauMistakeTrainer *self,
                                guint                time_ms)
{
  g_return_if_fail (RIMAU_IS_MISTAKE_TRAINER (self));

  self->time_ms = time_ms > 0 ? time_ms : RIMAU_ANALYSIS_DEFAULT_TIME_MS;
}

guint
rimau_mistake_trainer_get_n_mistakes (RimauMistakeTrainer *self)
{
  g_return_val_if_fail (RIMAU_IS_MISTAKE_TRAINER (self), 0);

  return self->plies->len;
}

/* The index in the game of the @index-th marked ply. */
guint
rimau_mistake_trainer_get_mistake (RimauMistakeTrainer *self,
                                   guint                index)
{
  g_return_val_if_fail (RIMAU_IS_MISTAKE_TRAINER (self), 0);
  g_return_val_if_fail (index < self->plies->len, 0);

  return g_array_index (self->plies, guint, index);
}

/* Which of the marked plies is shown; n_mistakes once all were. */
guint
rimau_mistake_trainer_get_index (RimauMistakeTrainer *self)
{
  g_return_val_if_fail (RIMAU_IS_MISTAKE_TRAINER (self), 0);

  return self->index;
}

/* The index in the game of the marked ply shown, or of the last one. */
guint
rimau_mistake_trainer_get_ply (RimauMistakeTrainer *self)
{
  g_return_val_if_fail (RIMAU_IS_MISTAKE_TRAINER (self), 0);

  if (self->plies->len == 0)
    return 0;
  return g_array_index (self->plies, guint, MIN (self->index, self->plies->len - 1));
}

/* The position before the marked ply shown. */
const RimauPosition *
rimau_mistake_trainer_get_position (RimauMistakeTrainer *self)
{
  g_return_val_if_fail (RIMAU_IS_MISTAKE_TRAINER (self), NULL);

  return rimau_analysis_get_position (self->analysis, rimau_mistake_trainer_get_ply (self));
}

RimauTrainerState
rimau_mistake_trainer_get_state (RimauMistakeTrainer *self)
{
  g_return_val_if_fail (RIMAU_IS_MISTAKE_TRAINER (self), RIMAU_TRAINER_FINISHED);

  return self->state;
}

/* The wrong tries at the marked ply shown. */
guint
rimau_mistake_trainer_get_misses (RimauMistakeTrainer *self)
{
  g_return_val_if_fail (RIMAU_IS_MISTAKE_TRAINER (self), 0);

  return self->misses;
}

/* What to do, in words. */
const char *
rimau_mistake_trainer_get_task (RimauMistakeTrainer *self)
{
  g_return_val_if_fail (RIMAU_IS_MISTAKE_TRAINER (self), NULL);

  return self->task;
}

/* What came of the last try, in words, or %NULL before the first. */
const char *
rimau_mistake_trainer_get_verdict (RimauMistakeTrainer *self)
{
  g_return_val_if_fail (RIMAU_IS_MISTAKE_TRAINER (self), NULL);

  return self->verdict;
}

/* The better ply, once it is to be shown: after a right try, or two
 * misses. */
gboolean
rimau_mistake_trainer_get_solution (RimauMistakeTrainer *self,
                                    RimauMove           *move)
{
  g_return_val_if_fail (RIMAU_IS_MISTAKE_TRAINER (self), FALSE);

  if (self->state != RIMAU_TRAINER_RIGHT && self->state != RIMAU_TRAINER_SOLVED)
    return FALSE;
  if (move != NULL)
    *move = best_before (self)->line[0];
  return TRUE;
}

/* ------------------------------------------------------------------------ */

static void
gate_cb (RimauMistakeTrainer *self)
{
  if (rimau_gatekeeper_get_closed (self->gatekeeper))
    rimau_search_gate_close (self->gate);
  else
    rimau_search_gate_open (self->gate);
}

static void
rimau_mistake_trainer_get_property (GObject    *object,
                                    guint       prop_id,
                                    GValue     *value,
                                    GParamSpec *pspec)
{
  RimauMistakeTrainer *self = RIMAU_MISTAKE_TRAINER (object);

  switch (prop_id)
    {
    case PROP_INDEX:
      g_value_set_uint (value, self->index);
      break;
    case PROP_STATE:
      g_value_set_uint (value, self->state);
      break;
    case PROP_MISSES:
      g_value_set_uint (value, self->misses);
      break;
    case PROP_TASK:
      g_value_set_string (value, self->task);
      break;
    case PROP_VERDICT:
      g_value_set_string (value, self->verdict);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
rimau_mistake_trainer_dispose (GObject *object)
{
  RimauMistakeTrainer *self = RIMAU_MISTAKE_TRAINER (object);

  stop_judging (self);
  if (self->gatekeeper != NULL)
    g_signal_handlers_disconnect_by_data (self->gatekeeper, self);
  g_clear_object (&self->gatekeeper);
  g_clear_object (&self->analysis);

  G_OBJECT_CLASS (rimau_mistake_trainer_parent_class)->dispose (object);
}

static void
rimau_mistake_trainer_finalize (GObject *object)
{
  RimauMistakeTrainer *self = RIMAU_MISTAKE_TRAINER (object);

  g_clear_pointer (&self->plies, g_array_unref);
  g_clear_pointer (&self->gate, rimau_search_gate_free);
  g_free (self->task);
  g_free (self->verdict);

  G_OBJECT_CLASS (rimau_mistake_trainer_parent_class)->finalize (object);
}

static void
rimau_mistake_trainer_class_init (RimauMistakeTrainerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = rimau_mistake_trainer_get_property;
  object_class->dispose = rimau_mistake_trainer_dispose;
  object_class->finalize = rimau_mistake_trainer_finalize;

  properties[PROP_INDEX] =
    g_param_spec_uint ("index", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* A RimauTrainerState */
  properties[PROP_STATE] =
    g_param_spec_uint ("state", NULL, NULL, 0, RIMAU_TRAINER_FINISHED, RIMAU_TRAINER_FINDING,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_MISSES] =
    g_param_spec_uint ("misses", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TASK] =
    g_param_spec_string ("task", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_VERDICT] =
    g_param_spec_string ("verdict", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
rimau_mistake_trainer_init (RimauMistakeTrainer *self)
{
  self->time_ms = RIMAU_ANALYSIS_DEFAULT_TIME_MS;
  self->gate = rimau_search_gate_new ();
}

/* A trainer for the marked plies of the sides a person played, @tigers
 * and @men, in @analysis, whose tries wait while @gatekeeper (if any) is
 * closed. It shows the first of them at once. */
RimauMistakeTrainer *
rimau_mistake_trainer_new (RimauAnalysis   *analysis,
                           gboolean         tigers,
                           gboolean         men,
                           RimauGatekeeper *gatekeeper)
{
  RimauMistakeTrainer *self;

  g_return_val_if_fail (RIMAU_IS_ANALYSIS (analysis), NULL);
  g_return_val_if_fail (gatekeeper == NULL || RIMAU_IS_GATEKEEPER (gatekeeper), NULL);

  self = g_object_new (RIMAU_TYPE_MISTAKE_TRAINER, NULL);
  self->analysis = g_object_ref (analysis);
  self->plies = find_marked_plies (analysis, tigers, men);
  if (gatekeeper != NULL)
    {
      self->gatekeeper = g_object_ref (gatekeeper);
      g_signal_connect_object (gatekeeper, "notify::closed", G_CALLBACK (gate_cb), self, G_CONNECT_SWAPPED);
      gate_cb (self);
    }
  go_to (self, 0);
  return self;
}
