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
#include <glib/gi18n.h>
#include <locale.h>

#include "rimau-ai.h"
#include "rimau-i18n.h"
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

/* The first label under @widget that shows @text. */
static GtkWidget *
find_label (GtkWidget  *widget,
            const char *text)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (GTK_IS_LABEL (child) && g_strcmp0 (gtk_label_get_label (GTK_LABEL (child)), text) == 0)
        return child;
      if ((found = find_label (child, text)) != NULL)
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

/* The times per move show in seconds as they are, without digits that say
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

  g_assert_cmpstr (spin_text (dialog, "Tigers’ Time per Move"), ==, "2");
  g_assert_cmpstr (spin_text (dialog, "Men’s Time per Move"), ==, "1.25");
  rimau_new_game_dialog_get_setup (dialog, &chosen);
  g_assert_cmpuint (chosen.time_ms[RIMAU_SIDE_MEN], ==, 1250);

  setup.time_ms[RIMAU_SIDE_MEN] = 3500;
  rimau_new_game_dialog_set_setup (dialog, &setup);
  g_assert_cmpstr (spin_text (dialog, "Men’s Time per Move"), ==, "3.5");

  /* The shortest time the settings allow is offered too. */
  setup.time_ms[RIMAU_SIDE_MEN] = 250;
  rimau_new_game_dialog_set_setup (dialog, &setup);
  g_assert_cmpstr (spin_text (dialog, "Men’s Time per Move"), ==, "0.25");
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
  AdwComboRow *opponent_row;
  guint starts = 0;

  g_assert_cmpstr (rimau_personality_get_id (strongest), ==, "test-dropped");

  rimau_game_setup_init_default (&setup);
  rimau_game_setup_set_player (&setup, RIMAU_SIDE_MEN, "test-dropped");
  dialog = open_dialog (&setup, &starts);
  opponent_row = ADW_COMBO_ROW (find_descendant (GTK_WIDGET (dialog), ADW_TYPE_COMBO_ROW, "Oppo_nent"));
  g_assert_cmpstr (rimau_personality_get_name (adw_combo_row_get_selected_item (opponent_row)), ==, "Dropped In");
  /* A strength beyond the shipped ones shows every star. */
  g_assert_nonnull (find_label (GTK_WIDGET (opponent_row), "★★★★"));
  rimau_new_game_dialog_get_setup (dialog, &chosen);
  g_assert_cmpstr (chosen.player[RIMAU_SIDE_MEN], ==, "test-dropped");

  close_dialog (dialog);
}

static AdwComboRow *
combo_row (RimauNewGameDialog *dialog,
           const char         *title)
{
  GtkWidget *row = find_descendant (GTK_WIDGET (dialog), ADW_TYPE_COMBO_ROW, title);

  g_assert_nonnull (row);
  return ADW_COMBO_ROW (row);
}

/* The rows under Play As, in their order: whether each is shown is one
 * character of @shown, 1 or 0. */
static void
assert_rows_shown (RimauNewGameDialog *dialog,
                   const char         *shown)
{
  static const char * const titles[] = {
    "Oppo_nent", "Time per Move", "T_igers", "Tigers’ Time per Move", "_Men", "Men’s Time per Move",
  };

  for (guint i = 0; i < G_N_ELEMENTS (titles); i++)
    {
      GtkWidget *row = find_descendant (GTK_WIDGET (dialog), ADW_TYPE_PREFERENCES_ROW, titles[i]);

      g_assert_nonnull (row);
      if (gtk_widget_get_visible (row) != (shown[i] == '1'))
        g_error ("“%s” is %s", titles[i], gtk_widget_get_visible (row) ? "shown" : "hidden");
    }
}

/* The position of the computer @id among a row's computers. */
static guint
computer_position (AdwComboRow *row,
                   const char  *id)
{
  GListModel *computers = adw_combo_row_get_model (row);

  for (guint i = 0; i < g_list_model_get_n_items (computers); i++)
    {
      g_autoptr(RimauPersonality) personality = g_list_model_get_item (computers, i);

      if (g_strcmp0 (rimau_personality_get_id (personality), id) == 0)
        return i;
    }

  g_error ("%s is not offered", id);
}

static const char *
chosen_computer (AdwComboRow *row)
{
  return rimau_personality_get_id (adw_combo_row_get_selected_item (row));
}

static void
assert_players (RimauNewGameDialog *dialog,
                const char         *tigers,
                const char         *men,
                guint               tigers_ms,
                guint               men_ms)
{
  RimauGameSetup chosen;

  rimau_new_game_dialog_get_setup (dialog, &chosen);
  g_assert_cmpstr (chosen.player[RIMAU_SIDE_TIGERS], ==, tigers);
  g_assert_cmpstr (chosen.player[RIMAU_SIDE_MEN], ==, men);
  g_assert_cmpuint (chosen.time_ms[RIMAU_SIDE_TIGERS], ==, tigers_ms);
  g_assert_cmpuint (chosen.time_ms[RIMAU_SIDE_MEN], ==, men_ms);
}

static GtkSpinButton *
time_spin (RimauNewGameDialog *dialog,
           const char         *title)
{
  GtkWidget *row = find_descendant (GTK_WIDGET (dialog), ADW_TYPE_ACTION_ROW, title);

  return GTK_SPIN_BUTTON (find_descendant (row, GTK_TYPE_SPIN_BUTTON, NULL));
}

/* Each Play As choice sets who plays each side, and shows the rows of the
 * computers it leaves: one opponent and its time, none, or one computer
 * and its time for each side. The opponent is the computer of the side it
 * plays, chosen again when that side is watched. */
static void
test_play_as_choices (void)
{
  RimauGameSetup setup;
  RimauNewGameDialog *dialog;
  AdwComboRow *play_as, *opponent;
  guint starts = 0;

  rimau_game_setup_init_default (&setup);
  rimau_game_setup_set_player (&setup, RIMAU_SIDE_MEN, "pak-belalang");
  setup.time_ms[RIMAU_SIDE_TIGERS] = 1500;
  setup.time_ms[RIMAU_SIDE_MEN] = 3000;
  dialog = open_dialog (&setup, &starts);
  play_as = combo_row (dialog, "P_lay As");
  opponent = combo_row (dialog, "Oppo_nent");

  /* As the tigers, against the men's computer. */
  g_assert_cmpuint (adw_combo_row_get_selected (play_as), ==, 0);
  assert_rows_shown (dialog, "110000");
  g_assert_cmpstr (chosen_computer (opponent), ==, "pak-belalang");
  g_assert_cmpstr (spin_text (dialog, "Time per Move"), ==, "3");
  assert_players (dialog, "", "pak-belalang", 1500, 3000);

  adw_combo_row_set_selected (opponent, computer_position (opponent, "sang-kancil"));
  gtk_spin_button_set_value (time_spin (dialog, "Time per Move"), 5);
  assert_players (dialog, "", "sang-kancil", 1500, 5000);

  /* As the men, against the tigers' computer: the one the tigers had. */
  adw_combo_row_set_selected (play_as, 1);
  assert_rows_shown (dialog, "110000");
  g_assert_cmpstr (chosen_computer (opponent), ==, "pak-belalang");
  g_assert_cmpstr (spin_text (dialog, "Time per Move"), ==, "1.5");
  assert_players (dialog, "pak-belalang", "", 1500, 5000);

  /* Two people. */
  adw_combo_row_set_selected (play_as, 2);
  assert_rows_shown (dialog, "000000");
  assert_players (dialog, "", "", 1500, 5000);

  /* Two computers, each side's as it was chosen. */
  adw_combo_row_set_selected (play_as, 3);
  assert_rows_shown (dialog, "001111");
  g_assert_cmpstr (chosen_computer (combo_row (dialog, "T_igers")), ==, "pak-belalang");
  g_assert_cmpstr (chosen_computer (combo_row (dialog, "_Men")), ==, "sang-kancil");
  assert_players (dialog, "pak-belalang", "sang-kancil", 1500, 5000);
  adw_combo_row_set_selected (combo_row (dialog, "_Men"), computer_position (opponent, "hang-tuah"));
  gtk_spin_button_set_value (time_spin (dialog, "Men’s Time per Move"), 10);
  assert_players (dialog, "pak-belalang", "hang-tuah", 1500, 10000);

  /* Back to the tigers, against the men's computer just chosen. */
  adw_combo_row_set_selected (play_as, 0);
  g_assert_cmpstr (chosen_computer (opponent), ==, "hang-tuah");
  g_assert_cmpstr (spin_text (dialog, "Time per Move"), ==, "10");
  assert_players (dialog, "", "hang-tuah", 1500, 10000);

  close_dialog (dialog);
}

/* The dialog opens on the Play As choice of the players last saved, as
 * the settings keep them. */
static void
test_opens_on_saved_players (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  static const struct {
    const char *tigers, *men, *play_as;
    guint       choice;
  } saved[] = {
    { "human", "mat-jenin", "Tigers", 0 },
    { "pak-belalang", "human", "Men", 1 },
    { "human", "human", "Both sides", 2 },
    { "hang-tuah", "sang-kancil", "Watch two computers", 3 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (saved); i++)
    {
      RimauGameSetup setup;
      RimauNewGameDialog *dialog;
      AdwComboRow *play_as;
      guint starts = 0;

      g_settings_set_string (settings, "tigers-player", saved[i].tigers);
      g_settings_set_string (settings, "men-player", saved[i].men);
      g_settings_set_uint (settings, "tigers-time", 1000 + i * 1000);
      g_settings_set_uint (settings, "men-time", 250);
      rimau_game_setup_load (&setup, settings);

      dialog = open_dialog (&setup, &starts);
      play_as = combo_row (dialog, "P_lay As");
      g_assert_cmpuint (adw_combo_row_get_selected (play_as), ==, saved[i].choice);
      g_assert_cmpstr (gtk_string_object_get_string (adw_combo_row_get_selected_item (play_as)), ==, saved[i].play_as);
      /* Started as it opened, the game is the one saved. */
      assert_players (dialog, g_strcmp0 (saved[i].tigers, "human") == 0 ? "" : saved[i].tigers,
                      g_strcmp0 (saved[i].men, "human") == 0 ? "" : saved[i].men, 1000 + i * 1000, 250);
      close_dialog (dialog);
    }

  g_settings_reset (settings, "tigers-player");
  g_settings_reset (settings, "men-player");
  g_settings_reset (settings, "tigers-time");
  g_settings_reset (settings, "men-time");
}

static RimauPersonality *
personality (const char *id)
{
  RimauPersonality *found = rimau_plugin_loader_find (rimau_plugin_loader_get_default (), id);

  g_assert_nonnull (found);
  return found;
}

typedef struct
{
  GtkWidget  *row;
  const char *text;
} LabelWait;

static gboolean
is_unmapped (gpointer widget)
{
  return !gtk_widget_get_mapped (GTK_WIDGET (widget));
}

static gboolean
label_shows (gpointer data)
{
  LabelWait *wait = data;
  GtkWidget *label = find_label (wait->row, wait->text);

  return label != NULL && gtk_widget_get_mapped (label);
}

/* The opponent row shows the computer's name and its strength in stars,
 * which a screen reader says in words, and its character under the
 * title; its list shows each computer so, each said by name and
 * strength. */
static void
test_opponent_strength_and_character (void)
{
  RimauGameSetup setup;
  RimauNewGameDialog *dialog;
  GtkWidget *row, *stars, *character;
  const char *description = rimau_personality_get_description (personality ("pak-belalang"));
  const char *master = rimau_personality_get_description (personality ("hang-tuah"));
  g_autofree char *said = g_strdup_printf ("Pak Belalang. Strength 2 of 4. %s", description);
  guint starts = 0;

  rimau_game_setup_init_default (&setup);
  rimau_game_setup_set_player (&setup, RIMAU_SIDE_TIGERS, "pak-belalang");
  dialog = open_dialog (&setup, &starts);
  row = GTK_WIDGET (combo_row (dialog, "Oppo_nent"));

  g_assert_nonnull (find_label (row, "Pak Belalang"));
  stars = find_label (row, "★★☆☆");
  g_assert_nonnull (stars);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (stars), GTK_ACCESSIBLE_PROPERTY_LABEL, "Strength 2 of 4");
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==, description);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, said);

  /* The list, opened as a click opens it. */
  g_assert_true (gtk_widget_activate (row));
  wait_until (label_shows, &(LabelWait) { row, master }, 10);
  character = find_label (row, master);
  g_assert_nonnull (character);
  g_assert_nonnull (find_label (gtk_widget_get_parent (character), "Hang Tuah"));
  stars = find_label (gtk_widget_get_parent (character), "★★★★");
  g_assert_nonnull (stars);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (stars), GTK_ACCESSIBLE_PROPERTY_LABEL, "Strength 4 of 4");

  gtk_popover_popdown (GTK_POPOVER (gtk_widget_get_ancestor (character, GTK_TYPE_POPOVER)));
  wait_until (is_unmapped, character, 10);
  close_dialog (dialog);
}

/* The shown combo rows under @widget, in their order. */
static void
collect_shown_combos (GtkWidget *widget,
                      GPtrArray *rows)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (ADW_IS_COMBO_ROW (child) && gtk_widget_get_visible (child))
        g_ptr_array_add (rows, child);
      collect_shown_combos (child, rows);
    }
}

/* In Malay, as the game runs with LANGUAGE=ms in a Malay locale: the
 * choices, the opponent's character and its strength in words. The
 * rows are found by their order, the titles then checked. */
static void
test_in_malay (void)
{
  RimauGameSetup setup;
  RimauNewGameDialog *dialog;
  GtkWidget *play_as, *opponent, *stars;
  const char *description = rimau_personality_get_description (personality ("mat-jenin"));
  g_autofree char *said = g_strdup_printf ("Mat Jenin. Kekuatan 1 daripada 4. %s", description);
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();
  guint starts = 0;

  rimau_game_setup_init_default (&setup);
  rimau_game_setup_set_player (&setup, RIMAU_SIDE_MEN, "mat-jenin");
  dialog = open_dialog (&setup, &starts);
  /* Variant, Captures, Play As and Opponent. */
  collect_shown_combos (GTK_WIDGET (dialog), rows);
  g_assert_cmpuint (rows->len, ==, 4);
  play_as = g_ptr_array_index (rows, 2);
  opponent = g_ptr_array_index (rows, 3);
  g_assert_true (RIMAU_IS_PERSONALITY (adw_combo_row_get_selected_item (ADW_COMBO_ROW (opponent))));

  /* What the catalogue had before Play As. */
  g_assert_cmpstr (gtk_string_object_get_string (adw_combo_row_get_selected_item (ADW_COMBO_ROW (play_as))), ==, "Rimau");
  g_assert_true (g_str_has_prefix (description, "Si pengelamun"));
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (opponent)), ==, description);
  g_assert_nonnull (find_label (opponent, "Mat Jenin"));
  stars = find_label (opponent, "★☆☆☆");
  g_assert_nonnull (stars);

  /* What Play As brought. */
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (play_as)), ==, "Main _sebagai");
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (play_as)), ==,
                   "Anda memburu orang; komputer memainkan orang");
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (opponent)), ==, "_Lawan");
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (stars), GTK_ACCESSIBLE_PROPERTY_LABEL, "Kekuatan 1 daripada 4");
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (opponent), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, said);
  g_assert_nonnull (find_descendant (GTK_WIDGET (dialog), ADW_TYPE_ACTION_ROW, "Masa bagi setiap langkah"));

  close_dialog (dialog);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *dropped = drop_character ();
  gboolean in_malay = test_speak_the_language ();
  int status;

  rimau_test_ui_init (&argc, &argv);

  /* Run in Malay (tests/meson.build's new-game-dialog-malay), the Malay
   * test alone; otherwise the others, in English. */
  if (in_malay)
    {
      g_test_add_func ("/new-game-dialog/in-malay", test_in_malay);
    }
  else
    {
      g_test_add_func ("/new-game-dialog/setup", test_setup_round_trip);
      g_test_add_func ("/new-game-dialog/default-starts", test_default_starts);
      g_test_add_func ("/new-game-dialog/enter-starts", test_enter_starts);
      g_test_add_func ("/new-game-dialog/concede-follows-variant", test_concede_follows_variant);
      g_test_add_func ("/new-game-dialog/saved-concede-bounded", test_saved_concede_bounded);
      g_test_add_func ("/new-game-dialog/times-in-seconds", test_times_in_seconds);
      g_test_add_func ("/new-game-dialog/dropped-character-offered", test_dropped_character_offered);
      g_test_add_func ("/new-game-dialog/play-as-choices", test_play_as_choices);
      g_test_add_func ("/new-game-dialog/opens-on-saved-players", test_opens_on_saved_players);
      g_test_add_func ("/new-game-dialog/opponent-strength-and-character", test_opponent_strength_and_character);
    }

  status = rimau_test_ui_run (argv);
  remove_tree (dropped);
  return status;
}
