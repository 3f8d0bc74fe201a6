/* rimau-cli-play.c — `rimau-cli play`: play plies, print where they lead
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "rimau-cli.h"

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
  g_autoptr(GOptionContext) context =
    g_option_context_new (_("-- PLY… — play plies from the start, or from the end of a record"));
  g_auto(CliRulesOptions) options = { 0 };
  g_autofree char *record = NULL;
  g_autofree char *save = NULL;
  const GOptionEntry entries[] = {
    { "record", 0, 0, G_OPTION_ARG_FILENAME, &record,
      N_("Go on from the last ply of the game in this record; the rules and start come from it"), "FILE" },
    { "save", 0, 0, G_OPTION_ARG_FILENAME, &save,
      N_("Save the record of the game played to this file"), "FILE" },
    { NULL }
  };
  g_autoptr(RimauGame) game = NULL;
  char **plies;
  int status;

  plies = cli_split_plies (&argc, argv);
  cli_rules_options_add (context, &options);
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  cli_rules_options_expect_record (&options);
  if (!cli_parse_options (context, &argc, &argv))
    return CLI_EXIT_USAGE;
  if (argc != 1)
    return cli_usage_error ("play", _("plies come after “--”, as in: rimau-cli play -- xb4 xc4"));

  game = cli_game_from_options ("play", &options, record, plies, &status);
  if (game == NULL)
    return status;

  if (save != NULL && !cli_save_record ("play", game, save))
    return CLI_EXIT_FAILED;

  print_game_end (game);
  return CLI_EXIT_OK;
}
