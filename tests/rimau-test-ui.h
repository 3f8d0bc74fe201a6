/* rimau-test-ui.h — what the application's tests share
 *
 * Each test program runs its tests inside a RimauApplication, as the game
 * runs, with a state folder of its own for the games kept at a close.
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>
#include "rimau-application.h"
#include "rimau-test-files.h"

static RimauApplication *test_app;
static char *test_state_dir;

static inline void
process_pending (void)
{
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
}

static inline void
wait_until_mapped (GtkWidget *widget)
{
  while (!gtk_widget_get_mapped (widget))
    g_main_context_iteration (NULL, TRUE);
  process_pending ();
}

static inline int
point (const char *name)
{
  return rimau_point_from_name (name, 2);
}

/* The first visible toplevel of @type, or %NULL. */
static inline GtkWindow *
find_toplevel (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (window, type) && gtk_widget_get_visible (GTK_WIDGET (window)))
        return GTK_WINDOW (window);
    }

  return NULL;
}

/* Iterates the main loop until @done (called with @data) holds, failing
 * the test after @seconds. */
static inline void
wait_until (gboolean (*done) (gpointer data),
            gpointer   data,
            guint      seconds)
{
  gint64 deadline = g_get_monotonic_time () + (gint64) seconds * G_USEC_PER_SEC;

  while (!done (data))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
  process_pending ();
}

/* Called first in main(), before the tests are added. */
static inline void
rimau_test_ui_init (int    *argc,
                    char ***argv)
{
  test_state_dir = g_dir_make_tmp ("rimau-test-XXXXXX", NULL);
  /* The game kept at a close lands there. */
  g_setenv ("XDG_STATE_HOME", test_state_dir, TRUE);
  g_test_init (argc, argv, NULL);
}

static inline void
rimau_test_ui_run_tests (GApplication *application,
                         int          *status)
{
  *status = g_test_run ();
  g_application_quit (application);
}

/* Runs the tests added inside the application; returns main()'s status. */
static inline int
rimau_test_ui_run (char **argv)
{
  int status = 1;

  test_app = rimau_application_new ();
  g_signal_connect (test_app, "activate", G_CALLBACK (rimau_test_ui_run_tests), &status);
  g_application_run (G_APPLICATION (test_app), 1, argv);
  g_clear_object (&test_app);

  remove_tree (test_state_dir);
  g_clear_pointer (&test_state_dir, g_free);
  return status;
}
