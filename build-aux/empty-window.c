/* empty-window.c — a bare libadwaita window, the yardstick for launch time
 *
 * An AdwApplication whose only window is an empty AdwApplicationWindow.
 * With --minimal the window has the least a real window shows: a header
 * bar with a title and one icon button, and a line of text. The difference
 * between the two is what any window with text and an icon costs on the
 * stack measured (fonts, icon loading, the renderer's shaders), before
 * anything of the game's own.
 * With RIMAU_FIRST_FRAME set it prints, as build-aux/bench-launch-rimau does
 * for the game, the wall-clock time of its first painted frame
 * ("first-frame MICROSECONDS") and quits, so that build-aux/bench-launch can
 * compare the two. With RIMAU_REPORT_RSS set it prints instead its resident
 * memory a second after the first frame ("rss-kib KIB"), the baseline of
 * build-aux/bench-game.
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <adwaita.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static long
resident_kib (void)
{
  g_autofree char *status = NULL;
  const char *line;

  if (!g_file_get_contents ("/proc/self/status", &status, NULL, NULL))
    return -1;
  line = strstr (status, "VmRSS:");
  return line != NULL ? strtol (line + 6, NULL, 10) : -1;
}

static gboolean
report_rss_cb (gpointer app)
{
  printf ("rss-kib %ld\n", resident_kib ());
  fflush (stdout);
  g_application_quit (app);
  return G_SOURCE_REMOVE;
}

static void
first_frame_cb (GdkFrameClock *frame_clock,
                GApplication  *app)
{
  g_signal_handlers_disconnect_by_func (frame_clock, first_frame_cb, app);
  if (g_getenv ("RIMAU_REPORT_RSS") != NULL)
    {
      g_timeout_add_seconds (1, report_rss_cb, app);
      return;
    }

  printf ("first-frame %" G_GINT64_FORMAT "\n", g_get_real_time ());
  fflush (stdout);
  g_application_quit (app);
}

static void
mapped_cb (GtkWidget    *window,
           GApplication *app)
{
  g_signal_connect (gtk_widget_get_frame_clock (window), "after-paint", G_CALLBACK (first_frame_cb), app);
}

static gboolean minimal = FALSE;

static void
add_minimal_content (AdwApplicationWindow *window)
{
  GtkWidget *view = adw_toolbar_view_new ();
  GtkWidget *header_bar = adw_header_bar_new ();
  GtkWidget *label = gtk_label_new ("Your Turn: Tigers. Remove 3 men from the board.");

  adw_header_bar_pack_end (ADW_HEADER_BAR (header_bar), gtk_button_new_from_icon_name ("open-menu-symbolic"));
  adw_toolbar_view_add_top_bar (ADW_TOOLBAR_VIEW (view), header_bar);
  adw_toolbar_view_set_content (ADW_TOOLBAR_VIEW (view), label);
  adw_application_window_set_content (window, view);
  gtk_window_set_title (GTK_WINDOW (window), "Rimau");
}

static void
activate_cb (GApplication *app)
{
  GtkWidget *window = adw_application_window_new (GTK_APPLICATION (app));

  if (minimal)
    add_minimal_content (ADW_APPLICATION_WINDOW (window));
  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 760);
  if (g_getenv ("RIMAU_FIRST_FRAME") != NULL || g_getenv ("RIMAU_REPORT_RSS") != NULL)
    g_signal_connect (window, "map", G_CALLBACK (mapped_cb), app);
  gtk_window_present (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(AdwApplication) app = adw_application_new ("io.github.rimau.EmptyWindow", G_APPLICATION_DEFAULT_FLAGS);

  minimal = argc > 1 && g_str_equal (argv[1], "--minimal");
  g_signal_connect (app, "activate", G_CALLBACK (activate_cb), NULL);
  return g_application_run (G_APPLICATION (app), 1, argv);
}
