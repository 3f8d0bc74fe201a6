/* rimau-cli-bench-player.c — `rimau-cli bench --player ID`: what playing
 * in a process of its own costs a module personality
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "rimau-cli.h"
#include "rimau-player-process.h"
#include "rimau-plugin-loader-private.h"

/* Positions along a random game of rimau-rimau-a, so that every phase is
 * asked about; the same for both ways of asking. */
static GPtrArray *
bench_games (guint n)
{
  GPtrArray *games = g_ptr_array_new_with_free_func (g_object_unref);
  guint64 rng = 20261206;
  RimauPosition position;
  RimauRules rules;

  rimau_rules_init (&rules, RIMAU_VARIANT_RIMAU_RIMAU_A);
  rimau_position_init_start (&position, &rules);
  while (games->len < n)
    {
      RimauMove move;

      if (rimau_position_outcome (&position) != RIMAU_OUTCOME_NONE ||
          !rimau_position_random_move (&position, &rng, &move))
        {
          rimau_position_init_start (&position, &rules);
          continue;
        }
      g_ptr_array_add (games, rimau_game_new_from_position (&position));
      rimau_position_apply (&position, &move);
    }
  return games;
}

static void
note_started (gpointer user_data)
{
  *(gint64 *) user_data = g_get_monotonic_time ();
}

/* From asking a new process for a ply to its being asked: the start of
 * the process and the loading of its module. */
static double
bench_start_up (const char  *id,
                RimauGame   *game,
                GError     **error)
{
  g_autoptr(RimauPlayerProcess) process = rimau_player_process_new (id);
  g_autoptr(RimauPlayerRunner) runner = rimau_player_runner_new (RIMAU_STRATEGY (process));
  gint64 started = 0;
  gint64 begin = g_get_monotonic_time ();
  RimauMove move;

  g_signal_connect_swapped (process, "started", G_CALLBACK (note_started), &started);
  if (!cli_choose (runner, game, 50, &move, error))
    return -1;
  return (started - begin) / 1e3;
}

/* The mean time of an answer on @games, in milliseconds. */
static double
bench_answers (RimauPlayerRunner  *runner,
               GPtrArray          *games,
               guint               time_ms,
               GError            **error)
{
  gint64 total = 0;

  for (guint i = 0; i < games->len; i++)
    {
      gint64 begin = g_get_monotonic_time ();
      RimauMove move;

      if (!cli_choose (runner, g_ptr_array_index (games, i), time_ms, &move, error))
        return -1;
      total += g_get_monotonic_time () - begin;
    }
  return total / 1e3 / games->len;
}

static int
bench_failed (const GError *error)
{
  g_printerr ("rimau-cli bench: %s\n", error->message);
  return CLI_EXIT_FAILED;
}

static guint64
rss_kib (const char *pid)
{
  g_autofree char *path = g_strdup_printf ("/proc/%s/status", pid);
  g_autofree char *text = NULL;
  const char *line;

  if (!g_file_get_contents (path, &text, NULL, NULL) || (line = strstr (text, "VmRSS:")) == NULL)
    return 0;
  return g_ascii_strtoull (line + strlen ("VmRSS:"), NULL, 10);
}

/**
 * cli_bench_player:
 *
 * The same module asked for the same plies in this process, in a thread,
 * and in a rimau-player process: the difference is what the process costs
 * each answer.
 */
int
cli_bench_player (const char *id,
                  guint       n_plies,
                  guint       time_ms)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) games = bench_games (n_plies);
  g_autoptr(RimauStrategy) in_thread = NULL;
  g_autoptr(RimauPlayerProcess) process = rimau_player_process_new (id);
  g_autoptr(RimauPlayerRunner) thread_runner = NULL;
  g_autoptr(RimauPlayerRunner) process_runner = rimau_player_runner_new (RIMAU_STRATEGY (process));
  double start_up = 0, thread_ms, process_ms;
  g_autofree char *rss_self = g_strdup ("self");

  printf ("module personality %s, %u plies of %u ms:\n", id, n_plies, time_ms);
  for (guint i = 0; i < 3; i++)
    {
      double ms = bench_start_up (id, g_ptr_array_index (games, 0), &error);

      if (ms < 0)
        return bench_failed (error);
      start_up += ms / 3;
    }
  printf ("  start of a process: %.1f ms (the mean of 3)\n", start_up);

  process_ms = bench_answers (process_runner, games, time_ms, &error);
  if (process_ms < 0)
    return bench_failed (error);
  printf ("  in a process: %.2f ms an answer, %.0f plies/s; its process %" G_GUINT64_FORMAT " KiB, "
          "this one %" G_GUINT64_FORMAT " KiB\n",
          process_ms, 1000 / process_ms, rss_kib (rimau_player_process_get_identifier (process)), rss_kib (rss_self));

  in_thread = rimau_plugin_loader_load_module (rimau_plugin_loader_get_default (), id, &error);
  if (in_thread == NULL)
    return bench_failed (error);
  thread_runner = rimau_player_runner_new (in_thread);
  thread_ms = bench_answers (thread_runner, games, time_ms, &error);
  if (thread_ms < 0)
    return bench_failed (error);
  printf ("  in a thread of this process: %.2f ms an answer, %.0f plies/s\n", thread_ms, 1000 / thread_ms);
  printf ("  added by the process: %.2f ms an answer\n", process_ms - thread_ms);
  return CLI_EXIT_OK;
}
