/* rimau-cli-match.c — `rimau-cli match`: games between computer players
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <errno.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <math.h>
#include <stdio.h>

#include "rimau-cli.h"

typedef struct
{
  CliPlayer player;
  /* Wins, draws and losses as tigers [0] and as men [1]. */
  guint     wins[2];
  guint     draws[2];
  guint     losses[2];
} Player;

/* The game's plies on one line, then where they led. */
static void
print_plies (RimauGame *game)
{
  g_autofree char *end = rimau_position_to_string (rimau_game_get_position (game));

  printf ("  ");
  for (guint i = 0; i < rimau_game_get_n_plies (game); i++)
    {
      char text[RIMAU_MOVE_TEXT_SIZE];

      printf ("%s ", rimau_move_to_text (rimau_game_get_ply (game, i), text));
    }
  printf ("\n  %s\n", end);
}

/* Saves @game as game-NNN.rimau in @folder. */
static gboolean
save_game (RimauGame   *game,
           const char  *folder,
           guint        number,
           GError     **error)
{
  g_autofree char *name = g_strdup_printf ("game-%03u.rimau", number);
  g_autofree char *path = g_build_filename (folder, name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);

  return rimau_record_save_file (game, file, NULL, error);
}

/* Plays one game; the winner as a side, or the loser's failure. */
static RimauOutcome
play_game (RimauGame *game,
           Player    *tigers,
           Player    *men,
           guint      time_ms,
           gboolean   show_plies,
           guint     *n_plies,
           char     **failure)
{
  RimauOutcome outcome = cli_play_game (game, &tigers->player, &men->player, time_ms, failure);

  *n_plies = rimau_game_get_n_plies (game);
  if (show_plies)
    print_plies (game);
  return outcome;
}

static void
record_result (Player       *player,
               RimauSide     side,
               RimauOutcome  outcome)
{
  if (outcome == RIMAU_OUTCOME_DRAW)
    player->draws[side]++;
  else if ((outcome == RIMAU_OUTCOME_TIGERS) == (side == RIMAU_SIDE_TIGERS))
    player->wins[side]++;
  else
    player->losses[side]++;
}

static double
elo_of (double score)
{
  return -400.0 * log10 (1.0 / score - 1.0);
}

/* The score and Elo difference with its 95% interval; at 0% or 100% only a
 * bound can be given. */
static void
print_summary (const Player *a,
               const Player *b)
{
  guint w = a->wins[0] + a->wins[1], d = a->draws[0] + a->draws[1], l = a->losses[0] + a->losses[1];
  guint n = w + d + l;
  double s = (w + 0.5 * d) / n;

  printf ("%s as tigers: %u wins, %u draws, %u losses; as men: %u wins, %u draws, %u losses\n",
          a->player.id, a->wins[0], a->draws[0], a->losses[0], a->wins[1], a->draws[1], a->losses[1]);
  printf ("%s vs %s: %u wins, %u draws, %u losses, score %.1f%%, ", a->player.id, b->player.id, w, d, l, 100 * s);

  if (w == n || l == n)
    {
      /* With every game won, the chance of a score p per game giving that
       * is p^n; the p for which it is 2.5% is the 95% bound. */
      double bound = pow (0.025, 1.0 / n);

      printf ("Elo %s %+.0f (95%% bound)\n", w == n ? ">" : "<", w == n ? elo_of (bound) : -elo_of (bound));
      return;
    }

  {
    double variance = (w * (1 - s) * (1 - s) + d * (0.5 - s) * (0.5 - s) + l * s * s) / n;
    double margin = 1.96 * sqrt (variance / n);
    double low = CLAMP (s - margin, 0.001, 0.999), high = CLAMP (s + margin, 0.001, 0.999);

    printf ("Elo %+.0f ± %.0f\n", elo_of (s) + 0.0, (elo_of (high) - elo_of (low)) / 2);
  }
}

int
cli_match (int    argc,
           char **argv)
{
  g_autoptr(GOptionContext) context = g_option_context_new (_("— play games between computer players"));
  g_auto(CliRulesOptions) options = { 0 };
  g_autofree char *tigers_id = NULL;
  g_autofree char *men_id = NULL;
  int games = 2, time_ms = 200;
  gboolean swap = FALSE, show_plies = FALSE;
  g_autofree char *save_dir = NULL;
  const GOptionEntry entries[] = {
    { "tigers", 0, 0, G_OPTION_ARG_STRING, &tigers_id, N_("Player A, the tigers in the first game: a personality or “random”"), "A" },
    { "men", 0, 0, G_OPTION_ARG_STRING, &men_id, N_("Player B, the men in the first game"), "B" },
    { "games", 0, 0, G_OPTION_ARG_INT, &games, N_("Number of games (default 2)"), "N" },
    { "time", 0, 0, G_OPTION_ARG_INT, &time_ms, N_("Time per ply, in milliseconds (default 200)"), "MS" },
    { "swap", 0, 0, G_OPTION_ARG_NONE, &swap, N_("A and B change sides after every game"), NULL },
    { "plies", 0, 0, G_OPTION_ARG_NONE, &show_plies, N_("Print each game’s plies and final position"), NULL },
    { "save-dir", 0, 0, G_OPTION_ARG_FILENAME, &save_dir, N_("Save each game’s record in this folder, as game-001.rimau and on"), "DIR" },
    { NULL }
  };
  g_autoptr(GError) error = NULL;
  Player a = { 0 }, b = { 0 };
  RimauPosition start;
  RimauRules rules;
  int status = CLI_EXIT_OK;

  cli_rules_options_add (context, &options);
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!cli_parse_options (context, &argc, &argv))
    return CLI_EXIT_USAGE;
  if (argc != 1)
    return cli_usage_error ("match", _("unexpected argument “%s”"), argv[1]);
  if (tigers_id == NULL || men_id == NULL)
    return cli_usage_error ("match", _("say who plays, with --tigers and --men"));
  if (games <= 0 || time_ms <= 0)
    return cli_usage_error ("match", _("--games and --time must be positive"));
  if (!cli_position_from_options (&options, &rules, &start, &error))
    return cli_usage_error ("match", "%s", error->message);
  if (save_dir != NULL && g_mkdir_with_parents (save_dir, 0777) != 0)
    {
      g_printerr (_("rimau-cli match: cannot make the folder %s: %s\n"), save_dir, g_strerror (errno));
      return CLI_EXIT_FAILED;
    }

  if (!cli_player_init (&a.player, tigers_id, &error) || !cli_player_init (&b.player, men_id, &error))
    {
      status = cli_usage_error ("match", "%s", error->message);
      goto out;
    }

  for (int i = 0; i < games; i++)
    {
      gboolean a_is_tigers = !swap || i % 2 == 0;
      Player *tigers = a_is_tigers ? &a : &b;
      Player *men = a_is_tigers ? &b : &a;
      g_autoptr(RimauGame) game = rimau_game_new_from_position (&start);
      g_autofree char *how = NULL;
      guint n_plies;
      RimauOutcome outcome = play_game (game, tigers, men, (guint) time_ms, show_plies,
                                         &n_plies, &how);

      record_result (tigers, RIMAU_SIDE_TIGERS, outcome);
      record_result (men, RIMAU_SIDE_MEN, outcome);
      printf ("game %d: tigers %s, men %s: %s (%s, %u plies)\n", i + 1, tigers->player.id, men->player.id,
              outcome == RIMAU_OUTCOME_TIGERS ? "1-0" : outcome == RIMAU_OUTCOME_MEN ? "0-1" : "1/2-1/2",
              how, n_plies);
      fflush (stdout);

      if (save_dir != NULL && !save_game (game, save_dir, (guint) i + 1, &error))
        {
          g_printerr ("rimau-cli match: %s\n", error->message);
          status = CLI_EXIT_FAILED;
          goto out;
        }
    }

  print_summary (&a, &b);

out:
  cli_player_clear (&a.player);
  cli_player_clear (&b.player);
  return status;
}
