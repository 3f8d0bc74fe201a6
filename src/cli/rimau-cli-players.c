/* rimau-cli-players.c — computer players playing a game out, for the
 * commands that need whole games (match, puzzles generate)
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "rimau-cli.h"

void
cli_player_clear (CliPlayer *player)
{
  g_clear_object (&player->runner);
}

/* A player by personality id, or "random"; personalities are found as
 * the program finds them (RIMAU_PLUGIN_PATH for the build tree's). */
gboolean
cli_player_init (CliPlayer   *player,
                 const char  *id,
                 GError     **error)
{
  g_autoptr(RimauStrategy) strategy = cli_create_strategy (id, error);

  *player = (CliPlayer) { .id = id };
  if (strategy == NULL)
    return FALSE;
  player->runner = rimau_player_runner_new (strategy);
  return TRUE;
}

/* Plays @game out, @time_ms a ply; the winner as a side, and in
 * @failure how the game ended or, for a player that could not answer,
 * why it lost (also written in the record's Forfeit tag). */
RimauOutcome
cli_play_game (RimauGame  *game,
               CliPlayer  *tigers,
               CliPlayer  *men,
               guint       time_ms,
               char      **failure)
{
  rimau_game_set_date (game, NULL);
  rimau_game_set_tag (game, "Tigers", tigers->id);
  rimau_game_set_tag (game, "Men", men->id);

  while (rimau_game_get_outcome (game) == RIMAU_OUTCOME_NONE)
    {
      RimauSide side = rimau_game_get_side_to_move (game);
      CliPlayer *player = side == RIMAU_SIDE_TIGERS ? tigers : men;
      g_autoptr(GError) error = NULL;
      RimauMove move;

      if (!cli_choose (player->runner, game, time_ms, &move, &error) ||
          !rimau_game_play (game, &move, &error))
        {
          /* A player that cannot answer loses the game; the record says
           * why it stops there. */
          *failure = g_strdup_printf ("%s: %s", player->id, error->message);
          rimau_game_set_tag (game, "Forfeit", *failure);
          return side == RIMAU_SIDE_TIGERS ? RIMAU_OUTCOME_MEN : RIMAU_OUTCOME_TIGERS;
        }
    }

  *failure = g_strdup (cli_end_reason_text (rimau_game_get_end_reason (game)));
  return rimau_game_get_outcome (game);
}

/* Result lines are for scripts as much as for people: not translated. */
const char *
cli_end_reason_text (RimauEndReason reason)
{
  switch (reason)
    {
    case RIMAU_END_REASON_MEN_CAPTURED: return "men captured";
    case RIMAU_END_REASON_TIGERS_TRAPPED: return "tigers trapped";
    case RIMAU_END_REASON_REPETITION: return "repetition";
    case RIMAU_END_REASON_QUIET_PLIES: return "quiet plies";
    case RIMAU_END_REASON_NONE:
    default: return "forfeit";
    }
}
