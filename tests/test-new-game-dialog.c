/* test-new-game-dialog.c — the New Game dialog on its own
 *
 * Runs under Xvfb with a session bus, GSETTINGS_BACKEND=memory and
 * G_DEBUG=fatal-warnings: any GTK warning fails the test.
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>

#include "rimau-ai.h"
#include "rimau-new-game-dialog.h"
#include "rimau-test-ui.h"

/* The id of the first computer personality installed. */
static const char *
first_personality (void)
{
  GListModel *personalities = rimau_plugin_loader_get_personalities (rimau_plugin_loader_get_default ());
  g_autoptr(RimauPersonality) personality = NULL;

  g_assert_cmpuint (g_list_model_get_n_items (personalities), >, 0);
  personality = g_list_model_get_item (personalities, 0);
  /* The loader keeps its personalities. */
  return rimau_personality_get_id (personality);
}

static void
count_cb (RimauNewGameDialog *dialog,
          guint              *count)
{
  (*count)++;
}

/* A dialog opened as the game opens it, counting its "start" signals. */
static RimauNewGameDialog *
open_dialog (const RimauGameSetup *setup,
             guint                *starts)
{
  RimauNewGameDialog *dialog = rimau_new_game_dialog_new (NULL, setup);

  g_signal_connect (dialog, "start", G_CALLBACK (count_cb), starts);
  gtk_window_present (GTK_WINDOW (dialog));
  wait_until_mapped (GTK_WIDGET (dialog));
  return dialog;
}

static void
close_dialog (RimauNewGameDialog *dialog)
{
  g_autoptr(GtkWidget) watch = g_object_ref (GTK_WIDGET (dialog));

  gtk_window_destroy (GTK_WINDOW (dialog));
  process_pending ();
  g_assert_false (gtk_widget_get_visible (watch));
}

static void
test_setup_round_trip (void)
{
  RimauGameSetup setup, chosen;
  RimauNewGameDialog *dialog;
  guint starts = 0;

  rimau_game_setup_init_default (&setup);
  rimau_rules_init (&setup.rules, RIMAU_VARIANT_RIMAU);
  setup.rules.captures = RIMAU_CAPTURE_SINGLE;
  setup.rules.concede = 7;
  rimau_game_setup_set_player (&setup, RIMAU_SIDE_MEN, first_personality ());
  setup.time_ms[RIMAU_SIDE_MEN] = 3500;

  dialog = open_dialog (&setup, &starts);
  rimau_new_game_dialog_get_setup (dialog, &chosen);
  g_assert_cmpint (chosen.rules.variant, ==, RIMAU_VARIANT_RIMAU);
  g_assert_cmpint (chosen.rules.captures, ==, RIMAU_CAPTURE_SINGLE);
  g_assert_cmpuint (chosen.rules.concede, ==, 7);
  g_assert_true (rimau_game_setup_is_person (&chosen, RIMAU_SIDE_TIGERS));
  g_assert_cmpstr (chosen.player[RIMAU_SIDE_MEN], ==, first_personality ());
  g_assert_cmpuint (chosen.time_ms[RIMAU_SIDE_MEN], ==, 3500);

  /* Setting another setup replaces every choice. */
  rimau_game_setup_init_default (&setup);
  rimau_new_game_dialog_set_setup (dialog, &setup);
  rimau_new_game_dialog_get_setup (dialog, &chosen);
  g_assert_cmpint (chosen.rules.variant, ==, RIMAU_VARIANT_RIMAU_RIMAU_A);
  g_assert_cmpint (chosen.rules.captures, ==, RIMAU_CAPTURE_SINGLE);
  g_assert_cmpuint (chosen.rules.concede, ==, RIMAU_DEFAULT_CONCEDE);
  g_assert_cmpuint (rimau_game_setup_count_people (&chosen), ==, 2);

  g_assert_cmpuint (starts, ==, 0);
  close_dialog (dialog);
}

typedef struct
{
  guint     *starts;
  GtkWidget *dialog;
} StartOrClose;

static gboolean
started_or_closed (gpointer data)
{
  StartOrClose *wait = data;

  return *wait->starts > 0 || !gtk_widget_get_visible (wait->dialog);
}

/* Start is the default widget: activating the default starts the game. */
static void
test_default_starts (void)
{
  RimauGameSetup setup;
  RimauNewGameDialog *dialog;
  g_autoptr(GtkWidget) watch = NULL;
  GtkWidget *start;
  guint starts = 0;

  rimau_game_setup_init_default (&setup);
  dialog = open_dialog (&setup, &starts);
  watch = g_object_ref (GTK_WIDGET (dialog));

  start = gtk_window_get_default_widget (GTK_WINDOW (dialog));
  g_assert_true (GTK_IS_BUTTON (start));
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (start)), ==, "dialog.start");
  g_assert_true (gtk_widget_has_css_class (start, "suggested-action"));

  g_assert_true (gtk_widget_activate_action (watch, "default.activate", NULL));
  /* A button clicks a moment after it is activated, as it shows itself
   * pressed. */
  wait_until (started_or_closed, &(StartOrClose) { &starts, watch }, 10);
  g_assert_cmpuint (starts, ==, 1);
  g_assert_true (gtk_widget_get_visible (watch));

  close_dialog (dialog);
}

/* Enter, pressed as soon as the dialog opens, starts the game rather than
 * cancelling it. */
static void
test_enter_starts (void)
{
  RimauGameSetup setup;
  RimauNewGameDialog *dialog;
  g_autoptr(GtkWidget) watch = NULL;
  guint starts = 0;

  rimau_game_setup_init_default (&setup);
  dialog = open_dialog (&setup, &starts);
  watch = g_object_ref (GTK_WIDGET (dialog));

  if (press_key (GTK_WINDOW (dialog), GDK_KEY_Return, 0))
    {
      wait_until (started_or_closed, &(StartOrClose) { &starts, watch }, 10);
      g_assert_cmpuint (starts, ==, 1);
      g_assert_true (gtk_widget_get_visible (watch));
    }

  close_dialog (dialog);
}

int
main (int   argc,
      char *argv[])
{
  rimau_test_ui_init (&argc, &argv);

  g_test_add_func ("/new-game-dialog/setup", test_setup_round_trip);
  g_test_add_func ("/new-game-dialog/default-starts", test_default_starts);
  g_test_add_func ("/new-game-dialog/enter-starts", test_enter_starts);

  return rimau_test_ui_run (argv);
}
