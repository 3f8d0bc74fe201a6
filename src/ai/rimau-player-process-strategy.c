/* rimau-player-process-strategy.c — a player process asked as a strategy
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Whoever asks a strategy directly, in a thread of their own rather than
 * through a runner (an analysis, with a module as its master), gets each
 * ply from a process of its own, talked to on a main context of the
 * thread's own, stopped when the strategy's context says so.
 */

#include "config.h"

#include "rimau-player-process-private.h"
#include "rimau-strategy-context-private.h"

/* As a strategy: one ply asked of a process of its own, on a main context
 * of the calling thread's own. */

typedef struct
{
  gboolean           done;
  gboolean           ok;
  RimauMove          move;
  RimauSearchReport  report;
  GError            *error;
} DirectAnswer;

static void
direct_answered (GObject      *source,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  DirectAnswer *answer = user_data;

  answer->ok = rimau_player_process_choose_finish (RIMAU_PLAYER_PROCESS (source), result, &answer->move,
                                                   &answer->report, &answer->error);
  answer->done = TRUE;
}

typedef struct
{
  RimauPlayerProcess   *player;
  RimauStrategyContext *context;
} DirectWatch;

/* The strategy's time is up, or its caller stopped it. */
static gboolean
direct_check (gpointer user_data)
{
  DirectWatch *watch = user_data;

  if (rimau_strategy_context_should_stop (watch->context))
    rimau_player_process_stop (watch->player);
  return G_SOURCE_CONTINUE;
}

static RimauMove *
ask_directly (const char           *id,
              RimauStrategyContext *context,
              GMainContext         *main_context,
              GError              **error)
{
  g_autoptr(RimauPlayerProcess) player = rimau_player_process_new (id);
  RimauSearchLimits limits = {
    .time_ms = rimau_strategy_context_get_time_ms (context),
    .neutral = rimau_strategy_context_get_neutral (context),
  };
  DirectWatch watch = { player, context };
  g_autoptr(GSource) check = g_timeout_source_new (10);
  DirectAnswer answer = { FALSE };

  rimau_player_process_choose_async (player, rimau_strategy_context_get_request (context), &limits,
                                     direct_answered, &answer);
  g_source_set_callback (check, direct_check, &watch, NULL);
  g_source_attach (check, main_context);
  while (!answer.done)
    g_main_context_iteration (main_context, TRUE);
  g_source_destroy (check);

  if (!answer.ok)
    {
      g_propagate_error (error, answer.error);
      return NULL;
    }
  if (answer.report.has_score)
    rimau_strategy_context_report_score (context, answer.report.score, answer.report.depth,
                                         answer.report.nodes);
  rimau_strategy_context_report_line (context, answer.report.line, answer.report.n_line);
  return rimau_move_copy (&answer.move);
}

static RimauMove *
rimau_player_process_choose (RimauStrategy         *strategy,
                             RimauStrategyContext  *context,
                             GError               **error)
{
  RimauPlayerProcess *self = RIMAU_PLAYER_PROCESS (strategy);
  g_autoptr(GMainContext) main_context = g_main_context_new ();
  RimauMove *move;

  g_main_context_push_thread_default (main_context);
  move = ask_directly (rimau_player_process_get_id (self), context, main_context, error);
  g_main_context_pop_thread_default (main_context);
  return move;
}

void
rimau_player_process_strategy_init (RimauStrategyInterface *iface)
{
  iface->choose = rimau_player_process_choose;
}
