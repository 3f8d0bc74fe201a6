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

/* A dialog opened as the game opens it, presented on a window of its own,
 * counting its "start" signals. */
static RimauNewGameDialog *
open_dialog (const RimauGameSetup *setup,
             guint                *starts)
{
  RimauNewGameDialog *dialog = rimau_new_game_dialog_new (setup);
  GtkWidget *window = adw_window_new ();

  gtk_window_set_default_size (GTK_WINDOW (window), 800, 800);
  gtk_window_present (GTK_WINDOW (window));
  wait_until_mapped (window);
  g_signal_connect (dialog, "start", G_CALLBACK (count_cb), starts);
  adw_dialog_present (ADW_DIALOG (dialog), window);
  /* The dialog's contents show once it has opened. */
  wait_until_mapped (adw_dialog_get_default_widget (ADW_DIALOG (dialog)));
  return dialog;
}

/* The window the dialog is presented on. */
static GtkWindow *
dialog_window (RimauNewGameDialog *dialog)
{
  return GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (dialog)));
}

static gboolean
dialog_gone (gpointer dialog)
{
  return !gtk_widget_get_mapped (dialog);
}

static void
close_dialog (RimauNewGameDialog *dialog)
{
  g_autoptr(GtkWidget) watch = g_object_ref (GTK_WIDGET (dialog));
  GtkWindow *window = dialog_window (dialog);

  adw_dialog_force_close (ADW_DIALOG (dialog));
  wait_until (dialog_gone, watch, 10);
  g_assert_false (gtk_widget_get_mapped (watch));
  gtk_window_destroy (window);
  process_pending ();
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

  return *wait->starts > 0 || !gtk_widget_get_mapped (wait->dialog);
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

  start = adw_dialog_get_default_widget (ADW_DIALOG (dialog));
  g_assert_true (GTK_IS_BUTTON (start));
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (start)), ==, "dialog.start");
  g_assert_true (gtk_widget_has_css_class (start, "suggested-action"));

  g_assert_true (gtk_widget_activate_action (watch, "default.activate", NULL));
  /* A button clicks a moment after it is activated, as it shows itself
   * pressed. */
  wait_until (started_or_closed, &(StartOrClose) { &starts, watch }, 10);
  g_assert_cmpuint (starts, ==, 1);
  g_assert_true (gtk_widget_get_mapped (watch));

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

  if (press_key (dialog_window (dialog), GDK_KEY_Return, 0))
    {
      wait_until (started_or_closed, &(StartOrClose) { &starts, watch }, 10);
      g_assert_cmpuint (starts, ==, 1);
      g_assert_true (gtk_widget_get_mapped (watch));
    }

  close_dialog (dialog);
}

/* The first descendant of @widget of @type, depth first; given a @title,
 * the first such AdwPreferencesRow with that title. */
static GtkWidget *
find_descendant (GtkWidget  *widget,
                 GType       type,
                 const char *title)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (G_TYPE_CHECK_INSTANCE_TYPE (child, type) &&
          (title == NULL || g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (child)), title) == 0))
        return child;
      if ((found = find_descendant (child, type, title)) != NULL)
        return found;
    }

  return NULL;
}

/* What the spin button of the row @title shows. */
static const char *
spin_text (RimauNewGameDialog *dialog,
           const char         *title)
{
  GtkWidget *row = find_descendant (GTK_WIDGET (dialog), ADW_TYPE_ACTION_ROW, title);

  return gtk_editable_get_text (GTK_EDITABLE (find_descendant (row, GTK_TYPE_SPIN_BUTTON, NULL)));
}

/* The times per ply show in seconds as they are, without digits that say
 * nothing, and are chosen as they show. */
static void
test_times_in_seconds (void)
{
  RimauGameSetup setup, chosen;
  RimauNewGameDialog *dialog;
  guint starts = 0;

  rimau_game_setup_init_default (&setup);
  setup.time_ms[RIMAU_SIDE_TIGERS] = 2000;
  setup.time_ms[RIMAU_SIDE_MEN] = 1250;
  dialog = open_dialog (&setup, &starts);

  g_assert_cmpstr (spin_text (dialog, "Tigers’ Time per Ply"), ==, "2");
  g_assert_cmpstr (spin_text (dialog, "Men’s Time per Ply"), ==, "1.25");
  rimau_new_game_dialog_get_setup (dialog, &chosen);
  g_assert_cmpuint (chosen.time_ms[RIMAU_SIDE_MEN], ==, 1250);

  setup.time_ms[RIMAU_SIDE_MEN] = 3500;
  rimau_new_game_dialog_set_setup (dialog, &setup);
  g_assert_cmpstr (spin_text (dialog, "Men’s Time per Ply"), ==, "3.5");

  /* The shortest time the settings allow is offered too. */
  setup.time_ms[RIMAU_SIDE_MEN] = 250;
  rimau_new_game_dialog_set_setup (dialog, &setup);
  g_assert_cmpstr (spin_text (dialog, "Men’s Time per Ply"), ==, "0.25");
  rimau_new_game_dialog_get_setup (dialog, &chosen);
  g_assert_cmpuint (chosen.time_ms[RIMAU_SIDE_MEN], ==, 250);

  close_dialog (dialog);
}

static guint
chosen_concede (RimauNewGameDialog *dialog)
{
  RimauGameSetup chosen;

  rimau_new_game_dialog_get_setup (dialog, &chosen);
  return chosen.rules.concede;
}

/* The threshold can go no higher than the variant's bound, with which the
 * tigers still have a man to capture after their opening; a variant with
 * a lower bound brings the threshold down to it. */
static void
test_concede_follows_variant (void)
{
  RimauGameSetup setup;
  RimauNewGameDialog *dialog;
  AdwComboRow *variant_row;
  GtkSpinButton *concede_spin;
  guint starts = 0;

  rimau_game_setup_init_default (&setup);
  rimau_rules_init (&setup.rules, RIMAU_VARIANT_SUMATRA);
  setup.rules.concede = 23;
  dialog = open_dialog (&setup, &starts);
  variant_row = ADW_COMBO_ROW (find_descendant (GTK_WIDGET (dialog), ADW_TYPE_COMBO_ROW, "_Variant"));
  concede_spin = GTK_SPIN_BUTTON (find_descendant (find_descendant (GTK_WIDGET (dialog), ADW_TYPE_ACTION_ROW,
                                                                    "_Tigers Win With Men Left"),
                                                   GTK_TYPE_SPIN_BUTTON, NULL));
  g_assert_cmpuint (chosen_concede (dialog), ==, 23);

  /* Chosen in the dialog, as a person does; from Sumatra to a variant
   * with an opening, the threshold comes down to 20 and stays there. */
  for (guint v = 0; v < RIMAU_N_VARIANTS; v++)
    {
      adw_combo_row_set_selected (variant_row, v);
      g_assert_cmpfloat (gtk_adjustment_get_upper (gtk_spin_button_get_adjustment (concede_spin)), ==,
                         rimau_variant_max_concede ((RimauVariant) v));
      g_assert_cmpuint (chosen_concede (dialog), ==, 20);
    }

  /* Given in a setup. */
  for (guint v = 0; v < RIMAU_N_VARIANTS; v++)
    {
      rimau_rules_init (&setup.rules, (RimauVariant) v);
      setup.rules.concede = RIMAU_MAX_MEN;
      rimau_new_game_dialog_set_setup (dialog, &setup);
      g_assert_cmpuint (chosen_concede (dialog), ==, rimau_variant_max_concede ((RimauVariant) v));
    }

  close_dialog (dialog);
}

/* The dialog opens with the choices last saved; a threshold above the
 * saved variant's bound (from an older version, or set by hand) comes
 * back as the bound. */
static void
test_saved_concede_bounded (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  RimauGameSetup setup;
  RimauNewGameDialog *dialog;
  guint starts = 0;

  g_settings_set_string (settings, "variant", "rimau-rimau-b");
  g_settings_set_uint (settings, "concede", 23);
  rimau_game_setup_load (&setup, settings);
  g_assert_cmpint (setup.rules.variant, ==, RIMAU_VARIANT_RIMAU_RIMAU_B);
  g_assert_cmpuint (setup.rules.concede, ==, 20);

  dialog = open_dialog (&setup, &starts);
  g_assert_cmpuint (chosen_concede (dialog), ==, 20);
  close_dialog (dialog);

  g_settings_set_string (settings, "variant", "sumatra");
  rimau_game_setup_load (&setup, settings);
  g_assert_cmpuint (setup.rules.concede, ==, 23);

  g_settings_reset (settings, "variant");
  g_settings_reset (settings, "concede");
}

/* A personality as a player adds one: a .plugin file alone, dropped into
 * a folder of RIMAU_PLUGIN_PATH before the game starts. */
static char *
drop_character (void)
{
  g_autofree char *root = g_dir_make_tmp ("rimau-dropped-XXXXXX", NULL);
  g_autofree char *folder = g_build_filename (root, "test-dropped", NULL);
  g_autofree char *path = g_build_filename (folder, "test-dropped.plugin", NULL);
  g_autofree char *plugin_path = g_strjoin (G_SEARCHPATH_SEPARATOR_S, root,
                                            g_getenv (RIMAU_PLUGIN_PATH_VARIABLE), NULL);

  g_assert_cmpint (g_mkdir (folder, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path,
                                      "[Plugin]\n"
                                      "Module=test-dropped\n"
                                      "Name=Dropped In\n"
                                      "Description=A character of keys alone.\n"
                                      "X-Rimau-Strength=500\n"
                                      "X-Rimau-Search=alpha-beta\n"
                                      "X-Rimau-Depth=1\n", -1, NULL));
  g_setenv (RIMAU_PLUGIN_PATH_VARIABLE, plugin_path, TRUE);
  return g_steal_pointer (&root);
}

/* The dropped character is offered, by its name, after the shipped ones. */
static void
test_dropped_character_offered (void)
{
  GListModel *personalities = rimau_plugin_loader_get_personalities (rimau_plugin_loader_get_default ());
  guint last = g_list_model_get_n_items (personalities) - 1;
  g_autoptr(RimauPersonality) strongest = g_list_model_get_item (personalities, last);
  RimauGameSetup setup, chosen;
  RimauNewGameDialog *dialog;
  AdwComboRow *men_row;
  guint starts = 0;

  g_assert_cmpstr (rimau_personality_get_id (strongest), ==, "test-dropped");

  rimau_game_setup_init_default (&setup);
  rimau_game_setup_set_player (&setup, RIMAU_SIDE_MEN, "test-dropped");
  dialog = open_dialog (&setup, &starts);
  men_row = ADW_COMBO_ROW (find_descendant (GTK_WIDGET (dialog), ADW_TYPE_COMBO_ROW, "_Men"));
  g_assert_cmpstr (gtk_string_object_get_string (GTK_STRING_OBJECT (adw_combo_row_get_selected_item (men_row))), ==, "Dropped In");
  rimau_new_game_dialog_get_setup (dialog, &chosen);
  g_assert_cmpstr (chosen.player[RIMAU_SIDE_MEN], ==, "test-dropped");

  close_dialog (dialog);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *dropped = drop_character ();
  int status;

  rimau_test_ui_init (&argc, &argv);

  g_test_add_func ("/new-game-dialog/setup", test_setup_round_trip);
  g_test_add_func ("/new-game-dialog/default-starts", test_default_starts);
  g_test_add_func ("/new-game-dialog/enter-starts", test_enter_starts);
  g_test_add_func ("/new-game-dialog/concede-follows-variant", test_concede_follows_variant);
  g_test_add_func ("/new-game-dialog/saved-concede-bounded", test_saved_concede_bounded);
  g_test_add_func ("/new-game-dialog/times-in-seconds", test_times_in_seconds);
  g_test_add_func ("/new-game-dialog/dropped-character-offered", test_dropped_character_offered);

  status = rimau_test_ui_run (argv);
  remove_tree (dropped);
  return status;
}
