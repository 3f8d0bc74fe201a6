/* rimau-cli-bench.c — `rimau-cli bench`: speed figures of the engine
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "rimau-cli.h"

/* Perft from the start, one depth deeper at a time, until a depth takes
 * at least @min_seconds; reports the last depth. */
static void
bench_perft (const RimauRules *rules,
             double            min_seconds)
{
  RimauPosition start;
  guint64 count = 0;
  double seconds = 0;
  guint depth;

  rimau_position_init_start (&start, rules);
  /* A depth takes some 30 times as long as the one before. */
  for (depth = 1; depth <= 12 && seconds < min_seconds / 20; depth++)
    {
      gint64 begin = g_get_monotonic_time ();

      count = rimau_position_perft (&start, depth);
      seconds = (g_get_monotonic_time () - begin) / 1e6;
    }

  printf ("  perft %u: %" G_GUINT64_FORMAT " plies in %.3f s, %.1f M plies/s\n",
          depth - 1, count, seconds, count / seconds / 1e6);
}

static void
bench_playouts (const RimauRules *rules,
                double            min_seconds)
{
  guint64 rng = 20261129;
  guint64 games = 0, plies = 0;
  guint64 wins[4] = { 0 };
  gint64 begin = g_get_monotonic_time ();
  RimauPosition start;
  double seconds;

  rimau_position_init_start (&start, rules);
  do
    {
      for (guint i = 0; i < 1000; i++)
        {
          RimauPosition position = start;
          guint n;

          wins[rimau_position_playout (&position, &rng, &n)]++;
          plies += n;
          games++;
        }
      seconds = (g_get_monotonic_time () - begin) / 1e6;
    }
  while (seconds < min_seconds);

  printf ("  random playouts: %" G_GUINT64_FORMAT " games in %.3f s, %.0f games/s, %.1f M plies/s, "
          "%.1f plies a game; tigers %.1f%%, men %.1f%%, draws %.1f%%\n",
          games, seconds, games / seconds, plies / seconds / 1e6, (double) plies / games,
          100.0 * wins[RIMAU_OUTCOME_TIGERS] / games, 100.0 * wins[RIMAU_OUTCOME_MEN] / games,
          100.0 * wins[RIMAU_OUTCOME_DRAW] / games);
}

int
cli_bench (int    argc,
           char **argv)
{
  double seconds = 1.0;
  const GOptionEntry entries[] = {
    { "seconds", 0, 0, G_OPTION_ARG_DOUBLE, &seconds, N_("At least this long for each figure (default 1)"), "S" },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new (_("— measure the engine’s speed"));

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!cli_parse_options (context, &argc, &argv))
    return CLI_EXIT_USAGE;
  if (argc != 1)
    return cli_usage_error ("bench", _("unexpected argument “%s”"), argv[1]);

  for (guint v = 0; v < RIMAU_N_VARIANTS; v++)
    {
      RimauRules rules;

      rimau_rules_init (&rules, (RimauVariant) v);
      printf ("%s (%s captures):\n", rimau_variant_to_id (rules.variant),
              rimau_capture_rule_to_id (rules.captures));
      bench_perft (&rules, seconds / 2);
      bench_playouts (&rules, seconds);
      fflush (stdout);
    }

  return CLI_EXIT_OK;
}
