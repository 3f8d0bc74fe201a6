/* rimau-cli-play.c — `rimau-cli play`: play plies, print where they lead
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#include "rimau-cli.h"

/* Splits off the plies: everything after the first "--", which ends the
 * options. Later "--" are plies themselves (keep or pass). */
static char **
split_plies (int    *argc,
             char  **argv)
{
  for (int i = 1; i < *argc; i++)
    if (strcmp (argv[i], "--") == 0)
      {
        argv[i] = NULL;
        *argc = i;
        return argv + i + 1;
      }

  return NULL;
}

static void
print_game_end (RimauGame *game)
{
  g_autofree char *text = rimau_position_to_string (rimau_game_get_position (game));

  printf ("%s\n", text);
  printf ("outcome: %s\n", cli_outcome_name (rimau_game_get_outcome (game)));
}

int
cli_play (int    argc,
          char **argv)
{
  g_autoptr(GOptionContext) context = g_option_context_new (_("-- PLY… — play plies from the start"));
  g_auto(CliRulesOptions) options = { 0 };
  g_autoptr(GError) error = NULL;
  g_autoptr(RimauGame) game = NULL;
  RimauPosition start;
  RimauRules rules;
  char **plies;

  plies = split_plies (&argc, argv);
  cli_rules_options_add (context, &options);
  if (!cli_parse_options (context, &argc, &argv))
    return CLI_EXIT_USAGE;
  if (argc != 1)
    return cli_usage_error ("play", _("plies come after “--”, as in: rimau-cli play -- xb4 xc4"));

  if (!cli_position_from_options (&options, &rules, &start, &error))
    return cli_usage_error ("play", "%s", error->message);

  game = rimau_game_new_from_position (&start);

  for (guint i = 0; plies != NULL && plies[i] != NULL; i++)
    if (!rimau_game_play_text (game, plies[i], &error))
      return cli_usage_error ("play", _("ply %u (“%s”): %s"), i + 1, plies[i], error->message);

  print_game_end (game);
  return CLI_EXIT_OK;
}
