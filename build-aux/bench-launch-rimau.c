/* bench-launch-rimau.c — the game, watched for its first painted frame
 *
 * Runs the game's own RimauApplication, set up as src/app/main.c sets it
 * up, and watches it from outside: when its first window is mapped and its
 * frame clock has painted once, prints the wall-clock time
 * ("first-frame MICROSECONDS", since the epoch) and quits.
 * build-aux/bench-launch compares that with build-aux/empty-window, so the
 * application itself carries no benchmark code.
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <stdio.h>

#include "rimau-application.h"
#include "rimau-i18n.h"

static void
first_frame_cb (GdkFrameClock *frame_clock,
                GApplication  *app)
{
  printf ("first-frame %" G_GINT64_FORMAT "\n", g_get_real_time ());
  fflush (stdout);
  g_signal_handlers_disconnect_by_func (frame_clock, first_frame_cb, app);
  g_application_quit (app);
}

/* A window has its frame clock once it is realized, which mapping implies. */
static void
window_mapped_cb (GtkWidget    *window,
                  GApplication *app)
{
  g_signal_handlers_disconnect_by_func (window, window_mapped_cb, app);
  g_signal_connect (gtk_widget_get_frame_clock (window), "after-paint",
                    G_CALLBACK (first_frame_cb), app);
}

/* Only the first window counts: the one a launch shows. */
static void
window_added_cb (GtkApplication *app,
                 GtkWindow      *window,
                 gpointer        user_data)
{
  g_signal_handlers_disconnect_by_func (app, window_added_cb, user_data);
  g_signal_connect (window, "map", G_CALLBACK (window_mapped_cb), app);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(RimauApplication) app = NULL;

  /* As in src/app/main.c, so that the launch measured is the game's. */
  setlocale (LC_ALL, "");
  rimau_i18n_bind_text_domain ();
  textdomain (GETTEXT_PACKAGE);

  app = rimau_application_new ();
  g_signal_connect (app, "window-added", G_CALLBACK (window_added_cb), NULL);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
