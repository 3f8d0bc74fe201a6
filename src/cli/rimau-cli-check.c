/* rimau-cli-check.c — `rimau-cli check`: validate game records
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "rimau-cli.h"

/* Prints FILE: ok, N plies, OUTCOME, or what is wrong in the way of
 * compilers, FILE:LINE:COLUMN: reason. Returns whether the record is good. */
static gboolean
check_record (const char *argument)
{
  g_autofree char *name = g_filename_display_name (argument);
  g_autoptr(RimauGame) game = cli_load_record (argument, stdout);

  if (game == NULL)
    return FALSE;

  printf ("%s: ok, %u %s, %s\n", name, rimau_game_get_n_plies (game),
          rimau_game_get_n_plies (game) == 1 ? "ply" : "plies",
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
