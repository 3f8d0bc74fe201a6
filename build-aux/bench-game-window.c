/* bench-game-window.c — the game window's responsiveness and memory in a game
 *
 * Opens the game window with a computer personality on each side and lets
 * them play one whole game, as a person would see it, while a 5 ms timeout
 * probes the main loop. A gap between two ticks much longer than 5 ms is a
 * stall a person would feel. Gaps are sorted by what happened in them:
 * a frame being drawn (layout and the renderer's time) or nothing drawn at
 * all (the window's own code, or a computer player blocking it). A gap
 * counts when a computer was thinking at both of its ends, a frame when a
 * computer was thinking as it began. At the end it prints the plies, the
 * outcome, both kinds of gap and the frames drawn while a computer was
 * thinking, and the resident memory. With --list-slow it also prints each
 * frame drawn while thinking that took longer than 20 ms, as it happens.
 *
 *   bench-game-window [--tigers ID] [--men ID] [--time MS] [--variant ID]
 *                     [--list-slow]
 *
 * build-aux/bench-game runs it under Xvfb beside build-aux/empty-window.
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rimau-application.h"
#include "rimau-window-private.h"

#define TICK_MS  5
#define STALL_MS 20

static char *tigers_id = NULL;
static char *men_id = NULL;
static char *variant_id = NULL;
static int time_ms = 1000;
static gboolean list_slow = FALSE;

static RimauWindow *window;

typedef struct
{
  gint64 longest;
  guint  over_stall;
  guint  count;
} Gaps;

static gint64 last_tick;
static gboolean thinking_at_last_tick;
static guint64 frames_at_last_tick;
static Gaps quiet_gaps;       /* no frame drawn during the gap */
static Gaps frame_gaps;       /* a frame drawn during the gap */

static guint64 n_frames;
static gint64 frame_start;
static gboolean thinking_at_frame_start;
static Gaps thinking_frames;  /* frames begun while a computer thought */
static gint64 thinking_frames_total;

/* A memory figure from /proc/self/status, in KiB: "VmRSS:" for the
 * resident memory now, "VmHWM:" for the highest it has been. */
static long
status_kib (const char *field)
{
  g_autofree char *status = NULL;
  const char *line;

  if (!g_file_get_contents ("/proc/self/status", &status, NULL, NULL))
    return -1;
  line = strstr (status, field);
  return line != NULL ? strtol (line + strlen (field), NULL, 10) : -1;
}

static void
add_gap (Gaps   *gaps,
         gint64  gap)
{
  gaps->count++;
  gaps->longest = MAX (gaps->longest, gap);
  if (gap > STALL_MS * 1000)
    gaps->over_stall++;
}

static gboolean
tick_cb (gpointer user_data)
{
  gint64 now = g_get_monotonic_time ();

  gboolean thinking = rimau_match_get_thinking (rimau_session_get_match (rimau_window_get_session (window)));

  /* Only the time a computer spends choosing its ply counts. */
  if (thinking && thinking_at_last_tick)
    add_gap (n_frames != frames_at_last_tick ? &frame_gaps : &quiet_gaps, now - last_tick);

  last_tick = now;
  thinking_at_last_tick = thinking;
  frames_at_last_tick = n_frames;
  return G_SOURCE_CONTINUE;
}

static void
frame_update_cb (GdkFrameClock *frame_clock,
                 gpointer       user_data)
{
  frame_start = g_get_monotonic_time ();
  thinking_at_frame_start = rimau_match_get_thinking (rimau_session_get_match (rimau_window_get_session (window)));
}

static void
frame_painted_cb (GdkFrameClock *frame_clock,
                  gpointer       user_data)
{
  gint64 duration = g_get_monotonic_time () - frame_start;

  n_frames++;
  if (!thinking_at_frame_start)
    return;

  add_gap (&thinking_frames, duration);
  thinking_frames_total += duration;
  if (list_slow && duration > STALL_MS * 1000)
    {
      gboolean animating;

      g_object_get (window->board_view, "animating", &animating, NULL);
      printf ("slow frame %.1f ms after ply %u%s\n", duration / 1000.0,
              rimau_game_get_n_plies (rimau_session_get_game (rimau_window_get_session (window))),
              animating ? ", animating" : "");
    }
}

static void
window_mapped_cb (GtkWidget *widget,
                  gpointer   user_data)
{
  GdkFrameClock *frame_clock = gtk_widget_get_frame_clock (widget);

  g_signal_connect (frame_clock, "update", G_CALLBACK (frame_update_cb), NULL);
  g_signal_connect (frame_clock, "after-paint", G_CALLBACK (frame_painted_cb), NULL);
}

static long peak_kib;


/* The report waits a moment after the last ply: the window has then shown
 * the end of the game and let go of what the game no longer needs. */
static gboolean
report_cb (gpointer user_data)
{
  GApplication *app = user_data;
  RimauGame *game = rimau_session_get_game (rimau_window_get_session (window));
  static const char * const outcomes[] = { "ongoing", "tigers", "men", "draw" };
  RimauOutcome outcome = rimau_game_get_outcome (game);

  printf ("plies %u\n", rimau_game_get_n_plies (game));
  printf ("outcome %s\n", outcomes[outcome]);
  printf ("while thinking, gaps with no frame drawn: %u, longest %.1f ms, %u over %d ms\n",
          quiet_gaps.count, quiet_gaps.longest / 1000.0, quiet_gaps.over_stall, STALL_MS);
  printf ("while thinking, gaps with a frame drawn:  %u, longest %.1f ms, %u over %d ms\n",
          frame_gaps.count, frame_gaps.longest / 1000.0, frame_gaps.over_stall, STALL_MS);
  printf ("while thinking, frames drawn: %u, mean %.1f ms, longest %.1f ms, %u over %d ms\n",
          thinking_frames.count,
          thinking_frames.count > 0 ? thinking_frames_total / 1000.0 / thinking_frames.count : 0.0,
          thinking_frames.longest / 1000.0, thinking_frames.over_stall, STALL_MS);
  printf ("rss-kib at the end %ld, highest during the game %ld\n", status_kib ("VmRSS:"), peak_kib);
  fflush (stdout);
  g_application_quit (app);
  return G_SOURCE_REMOVE;
}

static void
outcome_cb (RimauGame    *game,
            GParamSpec   *pspec,
            GApplication *app)
{
  if (rimau_game_get_outcome (game) == RIMAU_OUTCOME_NONE)
    return;

  peak_kib = status_kib ("VmHWM:");
  g_timeout_add (1000, report_cb, app);
}

static void
activate_cb (GApplication *app)
{
  RimauGameSetup setup;
  RimauVariant variant = RIMAU_VARIANT_RIMAU_RIMAU_A;

  if (variant_id != NULL && !rimau_variant_from_id (variant_id, &variant))
    {
      g_printerr ("Unknown variant “%s”\n", variant_id);
      return;
    }

  rimau_game_setup_init_default (&setup);
  rimau_rules_init (&setup.rules, variant);
  rimau_game_setup_set_player (&setup, RIMAU_SIDE_TIGERS, tigers_id);
  rimau_game_setup_set_player (&setup, RIMAU_SIDE_MEN, men_id);
  setup.time_ms[RIMAU_SIDE_TIGERS] = setup.time_ms[RIMAU_SIDE_MEN] = (guint) time_ms;

  window = rimau_window_new (RIMAU_APPLICATION (app));
  g_signal_connect (window, "map", G_CALLBACK (window_mapped_cb), NULL);
  rimau_session_start (rimau_window_get_session (window), &setup);
  gtk_window_present (GTK_WINDOW (window));
  g_signal_connect (rimau_session_get_game (rimau_window_get_session (window)), "notify::outcome", G_CALLBACK (outcome_cb), app);

  last_tick = g_get_monotonic_time ();
  g_timeout_add (TICK_MS, tick_cb, NULL);
}

int
main (int   argc,
      char *argv[])
{
  const GOptionEntry entries[] = {
    { "tigers", 0, 0, G_OPTION_ARG_STRING, &tigers_id, "Personality of the tigers (default hang-tuah)", "ID" },
    { "men", 0, 0, G_OPTION_ARG_STRING, &men_id, "Personality of the men (default mat-jenin)", "ID" },
    { "time", 0, 0, G_OPTION_ARG_INT, &time_ms, "Time per ply in milliseconds (default 1000)", "MS" },
    { "variant", 0, 0, G_OPTION_ARG_STRING, &variant_id, "Variant (default rimau-rimau-a)", "ID" },
    { "list-slow", 0, 0, G_OPTION_ARG_NONE, &list_slow, "Print each frame over 20 ms drawn while thinking", NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new ("— play one game in the window and measure it");
  g_autoptr(GError) error = NULL;
  g_autoptr(RimauApplication) app = NULL;
  char *no_arguments[] = { argv[0], NULL };

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("%s\n", error->message);
      return 2;
    }
  if (tigers_id == NULL)
    tigers_id = g_strdup ("hang-tuah");
  if (men_id == NULL)
    men_id = g_strdup ("mat-jenin");

  app = rimau_application_new ();
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE);
  /* Connected first, so the window is there before the application's own
   * activate looks for one. */
  g_signal_connect (app, "activate", G_CALLBACK (activate_cb), NULL);
  return g_application_run (G_APPLICATION (app), 1, no_arguments);
}
