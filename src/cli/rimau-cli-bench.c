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

/* Positions of each phase of rimau-rimau-a the master's speed is measured on. */
static const char * const search_positions[] = {
  ".../.../..T../.MMM./.MMM./.MMM./..T../.../... t 15 x3r 0 1",
  ".../.../..T../.M.M./.M.M./.M.M./..T../.../... m 15 - 1 1",
  ".../.M./M.T.M/.MMM./MM.M./.M.MM/...T./.../... t 7 - 0 8",
  ".M./MT./M.MM./.MMMM/.MMM./.MMM./.M.M./M../..T t 0 - 40 50",
};

/* The master's search on fixed positions: how many positions a second it
 * looks at on one core. */
static void
bench_search (double seconds)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(RimauStrategy) master =
    rimau_plugin_loader_create_strategy (rimau_plugin_loader_get_default (), "hang-tuah", &error);
  RimauSearchLimits limits = { .time_ms = (guint) (seconds * 1000) };
  guint64 total_nodes = 0;
  gint64 total_time = 0;
  RimauRules rules;

  printf ("master search (hang-tuah):\n");
  if (master == NULL)
    {
      printf ("  not measured: %s\n", error->message);
      return;
    }

  rimau_rules_init (&rules, RIMAU_VARIANT_RIMAU_RIMAU_A);
  for (guint i = 0; i < G_N_ELEMENTS (search_positions); i++)
    {
      RimauSearchRequest request;
      RimauSearchReport report;
      RimauPosition position;
      RimauMove move;
      gint64 begin;
      double elapsed;
      char text[RIMAU_MOVE_TEXT_SIZE];

      if (!rimau_position_from_string (&position, &rules, search_positions[i], &error))
        g_error ("%s", error->message);   /* a constant of this file */
      rimau_search_request_init (&request, &position);

      begin = g_get_monotonic_time ();
      if (!rimau_search_run (master, &request, &limits, NULL, &move, &report, &error))
        {
          printf ("  position %u: %s\n", i + 1, error->message);
          g_clear_error (&error);
          continue;
        }
      elapsed = (g_get_monotonic_time () - begin) / 1e6;
      total_nodes += report.nodes;
      total_time += g_get_monotonic_time () - begin;
      printf ("  position %u: %s, depth %u, %" G_GUINT64_FORMAT " nodes in %.3f s, %.2f M nodes/s\n",
              i + 1, rimau_move_to_text (&move, text), report.depth, report.nodes, elapsed,
              report.nodes / elapsed / 1e6);
      fflush (stdout);
    }
  printf ("  all: %.2f M nodes/s\n", total_nodes / (total_time / 1e6) / 1e6);
}

int
cli_bench (int    argc,
           char **argv)
{
  double seconds = 1.0;
  g_autofree char *player = NULL;
  int plies = 200, time_ms = 50;
  const GOptionEntry entries[] = {
    { "seconds", 0, 0, G_OPTION_ARG_DOUBLE, &seconds, N_("At least this long for each figure (default 1)"), "S" },
    { "player", 0, 0, G_OPTION_ARG_STRING, &player,
      N_("Instead, what a process of its own costs the module personality ID"), "ID" },
    { "plies", 0, 0, G_OPTION_ARG_INT, &plies, N_("With --player: how many plies to ask for (default 200)"), "N" },
    { "time", 0, 0, G_OPTION_ARG_INT, &time_ms, N_("With --player: the time of each ply (default 50)"), "MS" },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new (_("— measure the engine’s speed"));

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!cli_parse_options (context, &argc, &argv))
    return CLI_EXIT_USAGE;
  if (argc != 1)
    return cli_usage_error ("bench", _("unexpected argument “%s”"), argv[1]);
  if (plies <= 0 || time_ms <= 0)
    return cli_usage_error ("bench", _("--plies and --time must be positive"));
  if (player != NULL)
    return cli_bench_player (player, (guint) plies, (guint) time_ms);

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
  bench_search (seconds * 2);

  return CLI_EXIT_OK;
}
