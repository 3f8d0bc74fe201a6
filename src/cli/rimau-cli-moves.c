/* rimau-cli-moves.c — `rimau-cli moves`: the legal plies of positions
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#include "rimau-cli.h"

/* The legal plies of @position as texts sorted by their text. */
static GPtrArray *
sorted_move_texts (const RimauPosition *position)
{
  RimauMove moves[RIMAU_MAX_MOVES];
  guint n = rimau_position_generate (position, moves);
  GPtrArray *texts = g_ptr_array_new_full (n, g_free);

  for (guint i = 0; i < n; i++)
    {
      char text[RIMAU_MOVE_TEXT_SIZE];

      g_ptr_array_add (texts, g_strdup (rimau_move_to_text (&moves[i], text)));
    }
  g_ptr_array_sort (texts, cli_compare_move_texts);

  return texts;
}

static int
print_moves_of_stdin (const RimauRules *rules)
{
  g_autoptr(GIOChannel) in = g_io_channel_unix_new (fileno (stdin));
  int status = CLI_EXIT_OK;
  guint line_number = 0;
  GIOStatus io;
  char *line;

  while ((io = g_io_channel_read_line (in, &line, NULL, NULL, NULL)) == G_IO_STATUS_NORMAL)
    {
      g_autofree char *owned = line;
      g_autoptr(GError) error = NULL;
      g_autoptr(GPtrArray) texts = NULL;
      g_autofree char *joined = NULL;
      RimauPosition position;

      line_number++;
      if (!rimau_position_from_string (&position, rules, g_strchomp (owned), &error))
        {
          g_printerr ("rimau-cli moves: ");
          /* Translators: a line of standard input, not a line of the board. */
          g_printerr (_("line %u: %s\n"), line_number, error->message);
          printf ("\n");
          status = CLI_EXIT_USAGE;
          continue;
        }

      texts = sorted_move_texts (&position);
      g_ptr_array_add (texts, NULL);
      joined = g_strjoinv (" ", (char **) texts->pdata);
      printf ("%s\n", joined);
    }

  if (io == G_IO_STATUS_ERROR)
    return cli_usage_error ("moves", _("standard input could not be read"));

  return status;
}

int
cli_moves (int    argc,
           char **argv)
{
  g_autoptr(GOptionContext) context = g_option_context_new (_("— list the legal plies"));
  g_auto(CliRulesOptions) options = { 0 };
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) texts = NULL;
  RimauPosition position;
  RimauRules rules;

  cli_rules_options_add (context, &options);
  if (!cli_parse_options (context, &argc, &argv))
    return CLI_EXIT_USAGE;
  if (argc != 1)
    return cli_usage_error ("moves", _("unexpected argument “%s”"), argv[1]);

  if (options.position == NULL)
    {
      if (!cli_rules_from_options (&options, &rules, &error))
        return cli_usage_error ("moves", "%s", error->message);
      return print_moves_of_stdin (&rules);
    }

  if (!cli_position_from_options (&options, &rules, &position, &error))
    return cli_usage_error ("moves", "%s", error->message);

  texts = sorted_move_texts (&position);
  for (guint i = 0; i < texts->len; i++)
    printf ("%s\n", (char *) g_ptr_array_index (texts, i));

  return CLI_EXIT_OK;
}
