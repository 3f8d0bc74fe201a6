/* rimau-preferences-dialog.c — the preferences: style, board marks, computers
 *
 * Every row is bound to its GSettings key, so changes apply at once to
 * every window.
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "rimau-ai.h"
#include "rimau-accessible-names.h"
#include "rimau-crash-guard.h"
#include "rimau-preferences-dialog.h"
#include "rimau-settings-choice.h"

struct _RimauPreferencesDialog
{
  AdwPreferencesDialog  parent_instance;

  AdwComboRow          *style_row;
  AdwComboRow          *orientation_row;
  GtkSwitch            *show_targets_switch;
  GtkSwitch            *show_last_move_switch;
  AdwComboRow          *danger_row;
  GtkSwitch            *show_coordinates_switch;
  GtkSwitch            *show_men_needed_switch;
  GtkSwitch            *warn_draws_switch;
  GtkSwitch            *show_evaluation_switch;
  AdwComboRow          *computer_delay_row;
  AdwPreferencesGroup  *left_out_group;

  GSettings            *settings;
};

G_DEFINE_FINAL_TYPE (RimauPreferencesDialog, rimau_preferences_dialog, ADW_TYPE_PREFERENCES_DIALOG)

/* The times between the plies of two computers that the row offers, in
 * milliseconds, in its order. */
static const guint computer_delays[] = { 0, 500, 1000, 2000, 4000 };

/* A time set elsewhere shows as the nearest the row offers. */
static gboolean
delay_to_row (GValue   *value,
              GVariant *variant,
              gpointer  user_data)
{
  guint delay = g_variant_get_uint32 (variant);
  guint nearest = 0;

  for (guint i = 1; i < G_N_ELEMENTS (computer_delays); i++)
    if ((guint) ABS ((int) computer_delays[i] - (int) delay) <
        (guint) ABS ((int) computer_delays[nearest] - (int) delay))
      nearest = i;

  g_value_set_uint (value, nearest);
  return TRUE;
}

static GVariant *
row_to_delay (const GValue       *value,
              const GVariantType *expected_type,
              gpointer            user_data)
{
  return g_variant_new_uint32 (computer_delays[MIN (g_value_get_uint (value), G_N_ELEMENTS (computer_delays) - 1)]);
}

static void
rimau_preferences_dialog_dispose (GObject *object)
{
  RimauPreferencesDialog *self = (RimauPreferencesDialog *) object;

  g_clear_object (&self->settings);

  G_OBJECT_CLASS (rimau_preferences_dialog_parent_class)->dispose (object);
}

static void
rimau_preferences_dialog_class_init (RimauPreferencesDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = rimau_preferences_dialog_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/rimau/Rimau/rimau-preferences-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, RimauPreferencesDialog, style_row);
  gtk_widget_class_bind_template_child (widget_class, RimauPreferencesDialog, orientation_row);
  gtk_widget_class_bind_template_child (widget_class, RimauPreferencesDialog, show_targets_switch);
  gtk_widget_class_bind_template_child (widget_class, RimauPreferencesDialog, show_last_move_switch);
  gtk_widget_class_bind_template_child (widget_class, RimauPreferencesDialog, danger_row);
  gtk_widget_class_bind_template_child (widget_class, RimauPreferencesDialog, show_coordinates_switch);
  gtk_widget_class_bind_template_child (widget_class, RimauPreferencesDialog, show_men_needed_switch);
  gtk_widget_class_bind_template_child (widget_class, RimauPreferencesDialog, warn_draws_switch);
  gtk_widget_class_bind_template_child (widget_class, RimauPreferencesDialog, show_evaluation_switch);
  gtk_widget_class_bind_template_child (widget_class, RimauPreferencesDialog, computer_delay_row);
  gtk_widget_class_bind_template_child (widget_class, RimauPreferencesDialog, left_out_group);
}

static void
rimau_preferences_dialog_init (RimauPreferencesDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

static void
left_out_switched (GtkSwitch              *toggle,
                   GParamSpec             *pspec,
                   RimauPreferencesDialog *self)
{
  const char *id = g_object_get_data (G_OBJECT (toggle), "personality-id");

  if (gtk_switch_get_active (toggle))
    rimau_crash_guard_take_back (self->settings, id);
}

/* A row for each personality left out for crashing, with a switch that
 * offers it again. */
static void
add_left_out_rows (RimauPreferencesDialog *self)
{
  g_auto(GStrv) left_out = g_settings_get_strv (self->settings, "left-out-personalities");
  RimauPluginLoader *loader = rimau_plugin_loader_get_default ();

  for (guint i = 0; left_out[i] != NULL; i++)
    {
      RimauPersonality *personality = rimau_plugin_loader_find (loader, left_out[i]);
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *toggle = gtk_switch_new ();

      if (personality == NULL)
        continue;   /* no longer installed */
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), rimau_personality_get_name (personality));
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      gtk_widget_set_valign (toggle, GTK_ALIGN_CENTER);
      g_object_set_data_full (G_OBJECT (toggle), "personality-id", g_strdup (left_out[i]), g_free);
      g_signal_connect_object (toggle, "notify::active", G_CALLBACK (left_out_switched), self, 0);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), toggle);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), toggle);
      adw_preferences_group_add (self->left_out_group, row);
      gtk_widget_set_visible (GTK_WIDGET (self->left_out_group), TRUE);
    }
}

RimauPreferencesDialog *
rimau_preferences_dialog_new (GSettings *settings)
{
  RimauPreferencesDialog *self;
  static const char * const schemes[] = { "default", "light", "dark", NULL };
  static const char * const orientations[] = { "automatic", "upright", "sideways", NULL };
  static const char * const danger_marks[] = { "automatic", "always", "never", NULL };

  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);

  self = g_object_new (RIMAU_TYPE_PREFERENCES_DIALOG, NULL);
  self->settings = g_object_ref (settings);

  rimau_settings_bind_choice (settings, "color-scheme", self->style_row, schemes);
  rimau_settings_bind_choice (settings, "board-orientation", self->orientation_row, orientations);
  rimau_accessible_follow_choice (self->style_row);
  rimau_accessible_follow_choice (self->orientation_row);
  rimau_settings_bind_choice (settings, "danger-marks", self->danger_row, danger_marks);
  rimau_accessible_follow_choice (self->danger_row);
  g_settings_bind_with_mapping (settings, "computer-delay", self->computer_delay_row, "selected",
                                G_SETTINGS_BIND_DEFAULT, delay_to_row, row_to_delay, NULL, NULL);
  rimau_accessible_follow_choice (self->computer_delay_row);
  g_settings_bind (settings, "show-targets", self->show_targets_switch, "active", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (settings, "show-last-move", self->show_last_move_switch, "active", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (settings, "show-coordinates", self->show_coordinates_switch, "active", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (settings, "show-men-needed", self->show_men_needed_switch, "active", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (settings, "warn-draws", self->warn_draws_switch, "active", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (settings, "show-evaluation", self->show_evaluation_switch, "active", G_SETTINGS_BIND_DEFAULT);
  add_left_out_rows (self);

  return self;
}
