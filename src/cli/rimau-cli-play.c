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

/* A new game from the rule options, dated today. */
static RimauGame *
new_game (const CliRulesOptions  *options,
          GError                **error)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *date = g_date_time_format (now, "%Y-%m-%d");
  RimauPosition start;
  RimauRules rules;
  RimauGame *game;

  if (!cli_position_from_options (options, &rules, &start, error))
    return NULL;

  game = rimau_game_new_from_position (&start);
  rimau_game_set_tag (game, "Date", date);
  return game;
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
  g_autoptr(GError) error = NULL;
  g_autoptr(RimauGame) game = NULL;
  char **plies;

  plies = split_plies (&argc, argv);
  cli_rules_options_add (context, &options);
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  /* To tell an explicit --concede from none: the record's rules would
   * silently win over it. */
  options.concede = -1;
  if (!cli_parse_options (context, &argc, &argv))
    return CLI_EXIT_USAGE;
  if (argc != 1)
    return cli_usage_error ("play", _("plies come after “--”, as in: rimau-cli play -- xb4 xc4"));

  if (record != NULL)
    {
      g_autoptr(GFile) file = g_file_new_for_commandline_arg (record);
      g_autofree char *name = g_filename_display_name (record);

      if (options.variant != NULL || options.captures != NULL || options.position != NULL ||
          options.concede != -1)
        return cli_usage_error ("play", _("the rules and the start come from the record; "
                                          "leave out --variant, --captures, --concede and --position"));

      game = rimau_record_load_file (file, NULL, &error);
      if (game == NULL && error->domain == RIMAU_RECORD_ERROR)
        return cli_usage_error ("play", "%s: %s", name, error->message);
      if (game == NULL)
        {
          g_printerr ("rimau-cli play: %s: %s\n", name, error->message);
          return CLI_EXIT_FAILED;
        }
    }
  else
    {
      if (options.concede == -1)
        options.concede = RIMAU_DEFAULT_CONCEDE;
      game = new_game (&options, &error);
      if (game == NULL)
        return cli_usage_error ("play", "%s", error->message);
    }

  for (guint i = 0; plies != NULL && plies[i] != NULL; i++)
    if (!rimau_game_play_text (game, plies[i], &error))
      return cli_usage_error ("play", _("ply %u (“%s”): %s"), i + 1, plies[i], error->message);

  if (save != NULL)
    {
      g_autoptr(GFile) file = g_file_new_for_commandline_arg (save);
      g_autofree char *name = g_filename_display_name (save);

      if (!rimau_record_save_file (game, file, NULL, &error))
        {
          g_printerr ("rimau-cli play: %s: %s\n", name, error->message);
          return CLI_EXIT_FAILED;
        }
    }

  print_game_end (game);
  return CLI_EXIT_OK;
}
