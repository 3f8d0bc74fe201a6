/* rimau-cli-think.c — `rimau-cli think`: a computer player's choice
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "rimau-cli.h"

int
cli_think (int    argc,
           char **argv)
{
  g_autoptr(GOptionContext) context =
    g_option_context_new (_("[-- PLY…] — let a computer player choose a ply, after the game so far"));
  g_auto(CliRulesOptions) options = { 0 };
  g_autofree char *personality = NULL;
  g_autofree char *record = NULL;
  int time_ms = 1000;
  char **plies;
  int status;
  const GOptionEntry entries[] = {
    { "record", 0, 0, G_OPTION_ARG_FILENAME, &record,
      N_("Think at the end of the game in this record, knowing its plies; the rules and start come from it"), "FILE" },
    { "personality", 0, 0, G_OPTION_ARG_STRING, &personality, N_("The computer player (see “personalities”)"), "ID" },
    { "time", 0, 0, G_OPTION_ARG_INT, &time_ms, N_("Time to think, in milliseconds (default 1000)"), "MS" },
    { NULL }
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(RimauStrategy) strategy = NULL;
  g_autoptr(RimauPlayerRunner) runner = NULL;
  g_autoptr(RimauGame) game = NULL;
  g_autofree char *score = NULL;
  g_autofree char *line = NULL;
  RimauSearchReport report;
  RimauMove move;
  char text[RIMAU_MOVE_TEXT_SIZE];

  plies = cli_split_plies (&argc, argv);
  cli_rules_options_add (context, &options);
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  cli_rules_options_expect_record (&options);
  if (!cli_parse_options (context, &argc, &argv))
    return CLI_EXIT_USAGE;
  if (argc != 1)
    return cli_usage_error ("think", _("unexpected argument “%s”"), argv[1]);
  if (personality == NULL)
    return cli_usage_error ("think", _("say which computer player thinks, with --personality"));
  if (time_ms <= 0)
    return cli_usage_error ("think", _("the time must be a positive number of milliseconds"));
  /* The game so far, which the search knows: a repetition it would walk
   * into is seen as the draw it is. */
  game = cli_game_from_options ("think", &options, record, plies, &status);
  if (game == NULL)
    return status;
  if (rimau_game_get_outcome (game) != RIMAU_OUTCOME_NONE)
    return cli_usage_error ("think", _("the game is over: %s"), cli_outcome_name (rimau_game_get_outcome (game)));

  strategy = cli_create_strategy (personality, &error);
  if (strategy == NULL)
    return cli_usage_error ("think", "%s", error->message);

  runner = rimau_player_runner_new (strategy);
  if (!cli_choose (runner, game, (guint) time_ms, &move, &error))
    {
      g_printerr ("rimau-cli think: %s\n", error->message);
      return CLI_EXIT_FAILED;
    }

  printf ("%s\n", rimau_move_to_text (&move, text));
  if (rimau_player_runner_get_report (runner, &report))
    {
      if (report.has_score)
        {
          score = rimau_search_report_format_score (&report);
          /* Output for scripts as much as for people: not translated. */
          printf ("evaluation: %s (depth %u, %" G_GUINT64_FORMAT " nodes)\n", score, report.depth, report.nodes);
        }
      if (report.n_line > 0)
        {
          line = rimau_search_report_format_line (&report);
          printf ("line: %s\n", line);
        }
    }

  return CLI_EXIT_OK;
}
