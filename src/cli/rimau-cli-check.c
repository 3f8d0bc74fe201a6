/* rimau-cli-check.c — `rimau-cli check`: validate game records
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "rimau-cli.h"
#include "rimau-record-private.h"

/* Prints FILE: ok, N plies, OUTCOME, or what is wrong in the way of
 * compilers, FILE:LINE:COLUMN: reason. Returns whether the record is good. */
static gboolean
check_record (const char *argument)
{
  g_autoptr(GFile) file = g_file_new_for_commandline_arg (argument);
  g_autofree char *name = g_filename_display_name (argument);
  g_autoptr(GError) error = NULL;
  g_autoptr(RimauGame) game = NULL;
  guint line, column;

  game = rimau_record_load_file (file, NULL, &error);
  if (game == NULL)
    {
      if (rimau_record_error_get_location (error, &line, &column))
        printf ("%s:%u:%u: %s\n", name, line, column, rimau_record_error_get_reason (error));
      else
        printf ("%s: %s\n", name, error->message);
      return FALSE;
    }

  printf ("%s: ok, %u %s, %s\n", name, rimau_game_get_n_moves (game),
          rimau_game_get_n_moves (game) == 1 ? "ply" : "plies",
          cli_outcome_name (rimau_game_get_outcome (game)));
  return TRUE;
}

int
cli_check (int    argc,
           char **argv)
{
  g_autoptr(GOptionContext) context = g_option_context_new (_("FILE… — check game records"));
  gboolean all_good = TRUE;

  if (!cli_parse_options (context, &argc, &argv))
    return CLI_EXIT_USAGE;
  if (argc < 2)
    return cli_usage_error ("check", _("give the record files to check"));

  for (int i = 1; i < argc; i++)
    all_good &= check_record (argv[i]);

  return all_good ? CLI_EXIT_OK : CLI_EXIT_FAILED;
}
