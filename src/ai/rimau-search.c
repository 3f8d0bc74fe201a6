/* rimau-search.c — asking a strategy for a ply, from the host's side
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "rimau-ai-error.h"
#include "rimau-search-private.h"
#include "rimau-search.h"

/**
 * rimau_search_run:
 *
 * Asks @strategy for a ply of @request's position within @limits, through
 * a context made for it in the calling thread, where the search's clock
 * starts. On success @move holds the ply (its legality is the caller's to
 * check) and @report what the strategy told about it.
 */
gboolean
rimau_search_run (RimauStrategy            *strategy,
                  const RimauSearchRequest *request,
                  const RimauSearchLimits  *limits,
                  GCancellable             *cancellable,
                  RimauMove                *move,
                  RimauSearchReport        *report,
                  GError                  **error)
{
  g_autoptr(RimauStrategyContext) context = NULL;
  g_autoptr(RimauMove) chosen = NULL;

  g_return_val_if_fail (RIMAU_IS_STRATEGY (strategy), FALSE);
  g_return_val_if_fail (request != NULL && limits != NULL && move != NULL && report != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  context = rimau_strategy_context_new (request, limits, cancellable);
  chosen = rimau_strategy_choose (strategy, context, error);
  *report = *rimau_strategy_context_get_report (context);
  if (chosen == NULL)
    return FALSE;

  *move = *chosen;
  return TRUE;
}

void
rimau_search_request_init (RimauSearchRequest  *request,
                           const RimauPosition *position)
{
  request->position = *position;
  request->n_history = 0;
}

/* The request for the position at @game's cursor, with the keys of the
 * positions before it that a repetition could still match. */
void
rimau_search_request_init_from_game (RimauSearchRequest *request,
                                     RimauGame          *game)
{
  guint cursor = rimau_game_get_cursor (game);
  const RimauPosition *now = rimau_game_get_position (game);
  guint window = MIN (MIN ((guint) now->quiet, cursor), RIMAU_SEARCH_HISTORY);

  rimau_search_request_init (request, now);
  for (guint k = window; k >= 1; k--)
    request->history[request->n_history++] = rimau_game_get_position_at (game, cursor - k)->key;
}

void
rimau_search_report_clear (RimauSearchReport *report)
{
  report->has_score = FALSE;
  report->score = 0;
  report->depth = 0;
  report->nodes = 0;
  report->n_line = 0;
}

/* The score in words for a player: "+1.25", "win in 7 plies". */
char *
rimau_search_report_format_score (const RimauSearchReport *report)
{
  int score = report->score;

  if (!report->has_score)
    return g_strdup (_("no evaluation"));
  if (score > RIMAU_SCORE_KNOWN_WIN)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "win in %d ply", "win in %d plies",
                                         RIMAU_SCORE_WIN - score),
                            RIMAU_SCORE_WIN - score);
  if (score < -RIMAU_SCORE_KNOWN_WIN)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "loss in %d ply", "loss in %d plies",
                                         RIMAU_SCORE_WIN + score),
                            RIMAU_SCORE_WIN + score);

  return g_strdup_printf ("%+.2f", score / 100.0);
}

/* The principal line as plies separated by spaces. */
char *
rimau_search_report_format_line (const RimauSearchReport *report)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < report->n_line && i < RIMAU_MAX_LINE; i++)
    {
      char text[RIMAU_MOVE_TEXT_SIZE];

      if (i > 0)
        g_string_append_c (out, ' ');
      g_string_append (out, rimau_move_to_text (&report->line[i], text));
    }

  return g_string_free (out, FALSE);
}

/* The principal line as far as it is made of legal plies. */
void
rimau_search_report_trim_line (RimauSearchReport   *report,
                               const RimauPosition *start)
{
  RimauPosition position = *start;

  for (guint i = 0; i < report->n_line; i++)
    {
      if (!rimau_position_is_legal (&position, &report->line[i]))
        {
          report->n_line = i;
          return;
        }
      rimau_position_apply (&position, &report->line[i]);
    }
}

/* Why @move cannot be the answer in @position, or NULL: a plugin may
 * answer anything, even what is no ply at all. */
GError *
rimau_search_check_answer (const RimauPosition *position,
                           const RimauMove     *move)
{
  char text[RIMAU_MOVE_TEXT_SIZE];

  if (move->kind < RIMAU_MOVE_REMOVE || move->kind > RIMAU_MOVE_PASS ||
      move->from < RIMAU_NO_POINT || move->from >= RIMAU_N_POINTS ||
      move->to < RIMAU_NO_POINT || move->to >= RIMAU_N_POINTS)
    return g_error_new_literal (RIMAU_AI_ERROR, RIMAU_AI_ERROR_ILLEGAL_ANSWER,
                                _("The computer player answered a move that does not exist"));
  if (!rimau_position_is_legal (position, move))
    return g_error_new (RIMAU_AI_ERROR, RIMAU_AI_ERROR_ILLEGAL_ANSWER,
                        _("The computer player answered an illegal move, %s"), rimau_move_to_text (move, text));
  return NULL;
}
