/* rimau-strategy-context.c — what a strategy is asked, and how it answers
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The context is the whole of what a plugin sees of its host: the host's
 * request, limits, cancellation and frame-pause gate stay behind it, so
 * that they can change without breaking a plugin built against an older
 * version of these headers.
 */

#include "config.h"

#include <string.h>

#include "rimau-strategy-context-private.h"

/**
 * RimauStrategyContext:
 *
 * What a #RimauStrategy is asked to think about and within which limits,
 * and where it tells what it thinks. The host makes one for each ply it
 * asks for and hands it to rimau_strategy_choose(); a strategy uses it
 * from the thread it is called in, and only until it returns.
 */
struct _RimauStrategyContext
{
  GObject             parent_instance;

  RimauSearchRequest  request;
  RimauSearchLimits   limits;
  GCancellable       *cancellable;

  /* Monotonic times, µs: when the search began and when it should be done
   * (G_MAXINT64: no time limit). */
  gint64              start;
  gint64              deadline;
  /* The time the gate held the search, which its clock leaves out. */
  gint64              held;

  RimauSearchReport   report;
};

G_DEFINE_FINAL_TYPE (RimauStrategyContext, rimau_strategy_context, G_TYPE_OBJECT)

static void
rimau_strategy_context_finalize (GObject *object)
{
  RimauStrategyContext *self = (RimauStrategyContext *) object;

  g_clear_object (&self->cancellable);

  G_OBJECT_CLASS (rimau_strategy_context_parent_class)->finalize (object);
}

static void
rimau_strategy_context_class_init (RimauStrategyContextClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = rimau_strategy_context_finalize;
}

static void
rimau_strategy_context_init (RimauStrategyContext *self)
{
}

/* A little of the time is kept back for answering and for the clock's
 * granularity: the answer must reach the host before its deadline. */
static gint64
deadline_after (gint64 start,
                guint  time_ms)
{
  gint64 budget;

  if (time_ms == 0)
    return G_MAXINT64;
  budget = (gint64) time_ms * 1000;
  return start + MAX (budget - MIN (budget / 10, 5000), budget / 2);
}

RimauStrategyContext *
rimau_strategy_context_new (const RimauSearchRequest *request,
                            const RimauSearchLimits  *limits,
                            GCancellable             *cancellable)
{
  RimauStrategyContext *self;

  g_return_val_if_fail (request != NULL && limits != NULL, NULL);
  g_return_val_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable), NULL);

  self = g_object_new (RIMAU_TYPE_STRATEGY_CONTEXT, NULL);
  self->request = *request;
  self->request.n_history = MIN (request->n_history, RIMAU_SEARCH_HISTORY);
  self->limits = *limits;
  self->cancellable = cancellable != NULL ? g_object_ref (cancellable) : NULL;
  self->start = g_get_monotonic_time ();
  self->deadline = deadline_after (self->start, limits->time_ms);
  return self;
}

const RimauSearchRequest *
rimau_strategy_context_get_request (RimauStrategyContext *self)
{
  g_return_val_if_fail (RIMAU_IS_STRATEGY_CONTEXT (self), NULL);

  return &self->request;
}

const RimauSearchReport *
rimau_strategy_context_get_report (RimauStrategyContext *self)
{
  g_return_val_if_fail (RIMAU_IS_STRATEGY_CONTEXT (self), NULL);

  return &self->report;
}

gboolean
rimau_strategy_context_get_neutral (RimauStrategyContext *self)
{
  g_return_val_if_fail (RIMAU_IS_STRATEGY_CONTEXT (self), FALSE);

  return self->limits.neutral;
}

void
rimau_strategy_context_set_time_ms (RimauStrategyContext *self,
                                    guint                 time_ms)
{
  g_return_if_fail (RIMAU_IS_STRATEGY_CONTEXT (self));

  self->limits.time_ms = time_ms;
  self->deadline = deadline_after (self->start, time_ms);
}

gboolean
rimau_strategy_context_has_used (RimauStrategyContext *self,
                                 guint                 percent)
{
  g_return_val_if_fail (RIMAU_IS_STRATEGY_CONTEXT (self), FALSE);

  if (self->deadline == G_MAXINT64)
    return FALSE;
  return g_get_monotonic_time () - self->held >= self->start + (self->deadline - self->start) * percent / 100;
}

/**
 * rimau_strategy_context_get_api_version:
 * @self: a #RimauStrategyContext
 *
 * The version of the plugin API of the host, which may be newer than the
 * %RIMAU_PLUGIN_API_VERSION a plugin was built with, never older.
 *
 * Returns: the host's %RIMAU_PLUGIN_API_VERSION
 */
guint
rimau_strategy_context_get_api_version (RimauStrategyContext *self)
{
  g_return_val_if_fail (RIMAU_IS_STRATEGY_CONTEXT (self), 0);

  return RIMAU_PLUGIN_API_VERSION;
}

/**
 * rimau_strategy_context_get_position:
 * @self: a #RimauStrategyContext
 *
 * The position to choose a ply in. It is the context's own: a strategy
 * that plays plies ahead works on a copy.
 *
 * Returns: (transfer none): the position, valid as long as @self
 */
const RimauPosition *
rimau_strategy_context_get_position (RimauStrategyContext *self)
{
  g_return_val_if_fail (RIMAU_IS_STRATEGY_CONTEXT (self), NULL);

  return &self->request.position;
}

/**
 * rimau_strategy_context_dup_position:
 * @self: a #RimauStrategyContext
 *
 * A copy of the position to choose a ply in, to play plies ahead on.
 *
 * Returns: (transfer full): a new position; free it with rimau_position_free()
 */
RimauPosition *
rimau_strategy_context_dup_position (RimauStrategyContext *self)
{
  g_return_val_if_fail (RIMAU_IS_STRATEGY_CONTEXT (self), NULL);

  return rimau_position_copy (&self->request.position);
}

/**
 * rimau_strategy_context_get_history:
 * @self: a #RimauStrategyContext
 * @n_keys: (out): where to store the number of keys
 *
 * The keys (#RimauPosition.key) of the positions before this one since the
 * last irreversible ply, oldest first: all that a repetition can reach
 * back into.
 *
 * Returns: (transfer none) (array length=n_keys): the keys, valid as long
 *   as @self
 */
const guint64 *
rimau_strategy_context_get_history (RimauStrategyContext *self,
                                    guint                *n_keys)
{
  g_return_val_if_fail (RIMAU_IS_STRATEGY_CONTEXT (self), NULL);
  g_return_val_if_fail (n_keys != NULL, NULL);

  *n_keys = self->request.n_history;
  return self->request.history;
}

/**
 * rimau_strategy_context_count_occurrences:
 * @self: a #RimauStrategyContext
 * @position: a position
 *
 * How many times @position stood on the board before: in the history, and
 * as the position to choose a ply in. A position met for the third time
 * draws the game.
 *
 * Returns: the number of times @position occurred
 */
guint
rimau_strategy_context_count_occurrences (RimauStrategyContext *self,
                                          const RimauPosition  *position)
{
  guint seen;

  g_return_val_if_fail (RIMAU_IS_STRATEGY_CONTEXT (self), 0);
  g_return_val_if_fail (position != NULL, 0);

  seen = self->request.position.key == position->key;
  for (guint i = 0; i < self->request.n_history; i++)
    seen += self->request.history[i] == position->key;
  return seen;
}

/**
 * rimau_strategy_context_get_time_ms:
 * @self: a #RimauStrategyContext
 *
 * The time the strategy has to answer in. rimau_strategy_context_should_stop()
 * says when it is up, with a margin kept back for the answer to arrive.
 *
 * Returns: the time in milliseconds, or 0 for no limit
 */
guint
rimau_strategy_context_get_time_ms (RimauStrategyContext *self)
{
  g_return_val_if_fail (RIMAU_IS_STRATEGY_CONTEXT (self), 0);

  return self->limits.time_ms;
}

/**
 * rimau_strategy_context_get_depth:
 * @self: a #RimauStrategyContext
 *
 * How many plies deep the strategy may look at the most.
 *
 * Returns: the depth, or 0 for no limit
 */
guint
rimau_strategy_context_get_depth (RimauStrategyContext *self)
{
  g_return_val_if_fail (RIMAU_IS_STRATEGY_CONTEXT (self), 0);

  return self->limits.depth;
}

/**
 * rimau_strategy_context_get_nodes:
 * @self: a #RimauStrategyContext
 *
 * How many positions the strategy may look at the most.
 *
 * Returns: the number of positions, or 0 for no limit
 */
guint64
rimau_strategy_context_get_nodes (RimauStrategyContext *self)
{
  g_return_val_if_fail (RIMAU_IS_STRATEGY_CONTEXT (self), 0);

  return self->limits.nodes;
}

/**
 * rimau_strategy_context_should_stop:
 * @self: a #RimauStrategyContext
 *
 * Whether the strategy should answer now with the best ply it has: its time
 * is up, the host was asked to stop it, or the host wants its answer at
 * once. A strategy that thinks for long calls it often, every millisecond
 * or so; the call may wait a moment while the host needs the processor,
 * and that time is not counted as the strategy's.
 *
 * Returns: %TRUE when the strategy should answer at once
 */
gboolean
rimau_strategy_context_should_stop (RimauStrategyContext *self)
{
  g_return_val_if_fail (RIMAU_IS_STRATEGY_CONTEXT (self), TRUE);

  self->held += rimau_search_gate_pass (self->limits.gate);
  return g_get_monotonic_time () - self->held >= self->deadline ||
         g_cancellable_is_cancelled (self->cancellable);
}

/**
 * rimau_strategy_context_report_score:
 * @self: a #RimauStrategyContext
 * @score: what the position is worth to the side to move, in hundredths
 *   of a man, or a proven result (see %RIMAU_SCORE_WIN)
 * @depth: how many plies deep the strategy looked, or 0
 * @nodes: how many positions it looked at, or 0
 *
 * Tells the host what the strategy thinks of the position, for the player
 * to see and for the analysis of a game. A later report replaces an
 * earlier one.
 */
void
rimau_strategy_context_report_score (RimauStrategyContext *self,
                                     int                   score,
                                     guint                 depth,
                                     guint64               nodes)
{
  g_return_if_fail (RIMAU_IS_STRATEGY_CONTEXT (self));

  self->report.has_score = TRUE;
  self->report.score = CLAMP (score, -RIMAU_SCORE_WIN, RIMAU_SCORE_WIN);
  self->report.depth = depth;
  self->report.nodes = nodes;
}

/**
 * rimau_strategy_context_report_line:
 * @self: a #RimauStrategyContext
 * @line: (array length=n_line): the plies the strategy expects, its
 *   answer first
 * @n_line: the number of plies in @line
 *
 * Tells the host how the strategy expects the game to go on. The host
 * keeps the first plies only, as far as they are legal.
 */
void
rimau_strategy_context_report_line (RimauStrategyContext *self,
                                    const RimauMove      *line,
                                    guint                 n_line)
{
  g_return_if_fail (RIMAU_IS_STRATEGY_CONTEXT (self));
  g_return_if_fail (line != NULL || n_line == 0);

  self->report.n_line = MIN (n_line, RIMAU_MAX_LINE);
  if (self->report.n_line > 0)
    memcpy (self->report.line, line, self->report.n_line * sizeof (RimauMove));
}
