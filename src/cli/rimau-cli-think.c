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
  g_autoptr(GOptionContext) context = g_option_context_new (_("— let a computer player choose a ply"));
  g_auto(CliRulesOptions) options = { 0 };
  g_autofree char *personality = NULL;
  int time_ms = 1000;
  const GOptionEntry entries[] = {
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
  RimauPosition start;
  RimauRules rules;
  RimauMove move;
  char text[RIMAU_MOVE_TEXT_SIZE];

  cli_rules_options_add (context, &options);
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!cli_parse_options (context, &argc, &argv))
    return CLI_EXIT_USAGE;
  if (argc != 1)
    return cli_usage_error ("think", _("unexpected argument “%s”"), argv[1]);
  if (personality == NULL)
    return cli_usage_error ("think", _("say which computer player thinks, with --personality"));
  if (time_ms <= 0)
    return cli_usage_error ("think", _("the time must be a positive number of milliseconds"));
  if (!cli_position_from_options (&options, &rules, &start, &error))
    return cli_usage_error ("think", "%s", error->message);

  strategy = cli_create_strategy (personality, &error);
  if (strategy == NULL)
    return cli_usage_error ("think", "%s", error->message);

  runner = rimau_player_runner_new (strategy);
  game = rimau_game_new_from_position (&start);
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
