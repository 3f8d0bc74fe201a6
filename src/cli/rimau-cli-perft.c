/* rimau-cli-perft.c — `rimau-cli perft`: plies to each depth
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "rimau-cli.h"

#define MAX_PERFT_DEPTH 20

/* The number ngettext() chooses a plural form by: it takes an unsigned long,
 * and where that is too small for a count, a number with the same last six
 * digits picks the same form in every language. */
static gulong
plural_count (guint64 count)
{
#if GLIB_SIZEOF_LONG >= 8
  return count;
#else
  return count <= G_MAXULONG ? (gulong) count : (gulong) (count % 1000000 + 1000000);
#endif
}

int
cli_perft (int    argc,
           char **argv)
{
  g_autoptr(GOptionContext) context = g_option_context_new (_("DEPTH — count the plies to each depth"));
  g_auto(CliRulesOptions) options = { 0 };
  g_autoptr(GError) error = NULL;
  RimauPosition position;
  RimauRules rules;
  guint64 depth;

  cli_rules_options_add (context, &options);
  if (!cli_parse_options (context, &argc, &argv))
    return CLI_EXIT_USAGE;

  if (argc != 2 || !g_ascii_string_to_unsigned (argv[1], 10, 1, MAX_PERFT_DEPTH, &depth, NULL))
    return cli_usage_error ("perft", _("give one depth from 1 to %d"), MAX_PERFT_DEPTH);

  if (!cli_position_from_options (&options, &rules, &position, &error))
    return cli_usage_error ("perft", "%s", error->message);

  for (guint d = 1; d <= depth; d++)
    {
      gint64 start = g_get_monotonic_time ();
      guint64 count = rimau_position_perft (&position, d);
      double seconds = (g_get_monotonic_time () - start) / 1e6;

      g_autofree char *count_text = g_strdup_printf ("%" G_GUINT64_FORMAT, count);

      printf ("%u %s\n", d, count_text);
      fflush (stdout);
      /* Translators: the second %s is a number of plies; plies/s is a speed. */
      g_printerr (ngettext ("depth %u: %s ply in %.3f s, %.0f plies/s\n",
                            "depth %u: %s plies in %.3f s, %.0f plies/s\n",
                            plural_count (count)),
                  d, count_text, seconds, seconds > 0 ? count / seconds : 0.0);
    }

  return CLI_EXIT_OK;
}
