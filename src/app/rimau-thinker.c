/* rimau-thinker.c — a personality asked for plies, one question at a time
 *
 * A thinker asks its personality for a ply through a RimauPlayerRunner and
 * says what came of it with `answered` or `failed`. A new question, or
 * stop(), takes back the one before: its answer, when it comes, is dropped
 * here, so that nobody who asks has to tell a late answer from a current
 * one. Its searches wait while its gatekeeper is closed.
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "rimau-thinker.h"

struct _RimauThinker
{
  GObject            parent_instance;

  RimauPlayerRunner *runner;
  RimauGatekeeper   *gatekeeper;
  /* The question whose answer counts, while one is open. */
  GCancellable      *current;
};

G_DEFINE_FINAL_TYPE (RimauThinker, rimau_thinker, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_THINKING,
  N_PROPS
};

enum {
  ANSWERED,
  FAILED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* Whether a question is open: its answer has not come yet. */
gboolean
rimau_thinker_get_thinking (RimauThinker *self)
{
  g_return_val_if_fail (RIMAU_IS_THINKER (self), FALSE);

  return self->current != NULL;
}

static gboolean
close_question (RimauThinker *self)
{
  if (self->current == NULL)
    return FALSE;

  g_cancellable_cancel (self->current);
  g_clear_object (&self->current);
  return TRUE;
}

/* Takes back the open question, if any: no answer to it will be told. */
void
rimau_thinker_stop (RimauThinker *self)
{
  g_return_if_fail (RIMAU_IS_THINKER (self));

  if (close_question (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_THINKING]);
}

/* The runner's answer, handed on to the thinker's own callback below. */
static void
runner_answered_cb (GObject      *source,
                    GAsyncResult *result,
                    gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree RimauMove *move = g_new0 (RimauMove, 1);

  if (rimau_player_runner_choose_finish (RIMAU_PLAYER_RUNNER (source), result, move, &error))
    g_task_return_pointer (task, g_steal_pointer (&move), g_free);
  else
    g_task_return_error (task, g_steal_pointer (&error));
}

/* The task holds the thinker weakly: a thinker let go takes its question
 * back in dispose, and nobody hears of its answer. */
static void
answered_cb (GObject      *source,
             GAsyncResult *result,
             gpointer      user_data)
{
  GWeakRef *weak = user_data;
  g_autoptr(RimauThinker) self = g_weak_ref_get (weak);
  GTask *task = G_TASK (result);
  g_autoptr(GError) error = NULL;
  g_autofree RimauMove *move = g_task_propagate_pointer (task, &error);

  g_weak_ref_clear (weak);
  g_free (weak);

  /* Let go, taken back, or overtaken by a newer question. */
  if (self == NULL || g_task_get_cancellable (task) != self->current)
    return;

  g_clear_object (&self->current);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_THINKING]);
  if (move != NULL)
    g_signal_emit (self, signals[ANSWERED], 0, move);
  else
    g_signal_emit (self, signals[FAILED], 0, error);
}

/* Asks for a ply in the position of @game, to be chosen in about
 * @time_ms; a question still open is taken back. */
void
rimau_thinker_think (RimauThinker *self,
                     RimauGame    *game,
                     guint         time_ms)
{
  GTask *task;
  GWeakRef *weak;
  gboolean was_thinking;

  g_return_if_fail (RIMAU_IS_THINKER (self));
  g_return_if_fail (RIMAU_IS_GAME (game));

  was_thinking = close_question (self);
  self->current = g_cancellable_new ();
  weak = g_new0 (GWeakRef, 1);
  g_weak_ref_init (weak, self);
  task = g_task_new (NULL, self->current, answered_cb, weak);
  g_task_set_source_tag (task, rimau_thinker_think);
  rimau_player_runner_choose_async (self->runner, game, time_ms, self->current, runner_answered_cb, task);
  if (!was_thinking)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_THINKING]);
}

/* The search under way answers at once with the best ply it has. */
void
rimau_thinker_hurry (RimauThinker *self)
{
  g_return_if_fail (RIMAU_IS_THINKER (self));

  rimau_player_runner_hurry (self->runner);
}

/* A suspended search holds still, its clock stopped, until let go. */
void
rimau_thinker_set_suspended (RimauThinker *self,
                             gboolean      suspended)
{
  g_return_if_fail (RIMAU_IS_THINKER (self));

  rimau_player_runner_set_suspended (self->runner, suspended);
}

/* See rimau_player_runner_set_neutral(). */
void
rimau_thinker_set_neutral (RimauThinker *self,
                           gboolean      neutral)
{
  g_return_if_fail (RIMAU_IS_THINKER (self));

  rimau_player_runner_set_neutral (self->runner, neutral);
}

/* What the last search reported of the position, if anything. */
gboolean
rimau_thinker_get_report (RimauThinker      *self,
                          RimauSearchReport *report)
{
  g_return_val_if_fail (RIMAU_IS_THINKER (self), FALSE);

  return rimau_player_runner_get_report (self->runner, report);
}

static void
gate_cb (RimauThinker *self)
{
  rimau_player_runner_set_paused (self->runner, rimau_gatekeeper_get_closed (self->gatekeeper));
}

static void
rimau_thinker_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  RimauThinker *self = RIMAU_THINKER (object);

  switch (prop_id)
    {
    case PROP_THINKING:
      g_value_set_boolean (value, rimau_thinker_get_thinking (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
rimau_thinker_dispose (GObject *object)
{
  RimauThinker *self = RIMAU_THINKER (object);

  close_question (self);
  g_clear_object (&self->runner);
  g_clear_object (&self->gatekeeper);

  G_OBJECT_CLASS (rimau_thinker_parent_class)->dispose (object);
}

static void
rimau_thinker_class_init (RimauThinkerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = rimau_thinker_get_property;
  object_class->dispose = rimau_thinker_dispose;

  properties[PROP_THINKING] =
    g_param_spec_boolean ("thinking", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* The ply chosen, a `const RimauMove *`, legal in the position asked. */
  signals[ANSWERED] =
    g_signal_new ("answered", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
  /* No ply came: the personality's error. */
  signals[FAILED] =
    g_signal_new ("failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_ERROR);
}

static void
rimau_thinker_init (RimauThinker *self)
{
}

/* A thinker asking @strategy, whose searches wait while @gatekeeper is
 * closed. */
RimauThinker *
rimau_thinker_new (RimauStrategy   *strategy,
                   RimauGatekeeper *gatekeeper)
{
  RimauThinker *self;

  g_return_val_if_fail (RIMAU_IS_STRATEGY (strategy), NULL);
  g_return_val_if_fail (RIMAU_IS_GATEKEEPER (gatekeeper), NULL);

  self = g_object_new (RIMAU_TYPE_THINKER, NULL);
  self->runner = rimau_player_runner_new (strategy);
  self->gatekeeper = g_object_ref (gatekeeper);
  g_signal_connect_object (gatekeeper, "notify::closed", G_CALLBACK (gate_cb), self, G_CONNECT_SWAPPED);
  gate_cb (self);
  return self;
}

/* A thinker asking the installed personality @id, or %NULL with the
 * reason it could not be made. */
RimauThinker *
rimau_thinker_new_for_personality (const char       *id,
                                   RimauGatekeeper  *gatekeeper,
                                   GError          **error)
{
  g_autoptr(RimauStrategy) strategy =
    rimau_plugin_loader_create_strategy (rimau_plugin_loader_get_default (), id, error);

  if (strategy == NULL)
    return NULL;
  return rimau_thinker_new (strategy, gatekeeper);
}
