/* rimau-new-game-dialog.c — choosing the variant, rules and players
 *
 * A dialog presented on the game window: centred on a wide window, a
 * bottom sheet on a narrow one.
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "rimau-ai.h"
#include "rimau-accessible-names.h"
#include "rimau-crash-guard.h"
#include "rimau-new-game-dialog.h"
#include "rimau-text-scale.h"

typedef struct
{
  char *id;           /* "" for a person */
  char *name;
  char *description;
} PlayerChoice;

struct _RimauNewGameDialog
{
  AdwDialog       parent_instance;

  AdwClamp       *clamp;
  AdwComboRow    *variant_row;
  AdwComboRow    *captures_row;
  AdwActionRow   *concede_row;
  GtkAdjustment  *concede_adjustment;
  AdwComboRow    *tigers_row;
  AdwActionRow   *tigers_time_row;
  GtkSpinButton  *tigers_time_spin;
  AdwComboRow    *men_row;
  AdwActionRow   *men_time_row;
  GtkSpinButton  *men_time_spin;

  GtkButton      *start_button;

  GArray         *players;
};

G_DEFINE_FINAL_TYPE (RimauNewGameDialog, rimau_new_game_dialog, ADW_TYPE_DIALOG)

enum {
  START,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
player_choice_clear (gpointer data)
{
  PlayerChoice *choice = data;

  g_free (choice->id);
  g_free (choice->name);
  g_free (choice->description);
}

static void
add_player_choice (RimauNewGameDialog *self,
                   const char         *id,
                   const char         *name,
                   const char         *description)
{
  PlayerChoice choice = { g_strdup (id), g_strdup (name), g_strdup (description) };

  g_array_append_val (self->players, choice);
}

/* Every computer personality installed, weakest first, but those left
 * out for crashing (see rimau-crash-guard.h). */
static void
add_computer_choices (RimauNewGameDialog *self)
{
  GListModel *personalities = rimau_plugin_loader_get_personalities (rimau_plugin_loader_get_default ());
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);

  for (guint i = 0; i < g_list_model_get_n_items (personalities); i++)
    {
      g_autoptr(RimauPersonality) personality = g_list_model_get_item (personalities, i);
      /* The name alone fits beside the row's title; the subtitle says it
       * is a computer, and what kind of player it is. */
      g_autofree char *description = NULL;

      if (rimau_crash_guard_is_left_out (settings, rimau_personality_get_id (personality)))
        continue;
      description = g_strdup_printf (_("Computer: %s"), rimau_personality_get_description (personality));
      add_player_choice (self, rimau_personality_get_id (personality),
                         rimau_personality_get_name (personality), description);
    }
}

static GListModel *
player_names (RimauNewGameDialog *self)
{
  GtkStringList *names = gtk_string_list_new (NULL);

  for (guint i = 0; i < self->players->len; i++)
    gtk_string_list_append (names, g_array_index (self->players, PlayerChoice, i).name);

  return G_LIST_MODEL (names);
}

static guint
find_player (RimauNewGameDialog *self,
             const char         *id)
{
  for (guint i = 0; i < self->players->len; i++)
    if (g_strcmp0 (g_array_index (self->players, PlayerChoice, i).id, id) == 0)
      return i;

  return 0;
}

static const PlayerChoice *
selected_player (AdwComboRow        *row,
                 RimauNewGameDialog *self)
{
  guint index = adw_combo_row_get_selected (row);

  if (index >= self->players->len)
    index = 0;
  return &g_array_index (self->players, PlayerChoice, index);
}

static void
update_player_row (RimauNewGameDialog *self,
                   AdwComboRow        *row,
                   AdwActionRow       *time_row)
{
  const PlayerChoice *choice = selected_player (row, self);

  rimau_accessible_describe_choice (row, choice->description);
  gtk_widget_set_visible (GTK_WIDGET (time_row), choice->id[0] != '\0');
}

static void
players_changed_cb (RimauNewGameDialog *self)
{
  update_player_row (self, self->tigers_row, self->tigers_time_row);
  update_player_row (self, self->men_row, self->men_time_row);
}

/* A new variant brings its own capture rule, and its own bound on the
 * concede threshold. */
static void
variant_changed_cb (RimauNewGameDialog *self)
{
  RimauVariant variant = (RimauVariant) adw_combo_row_get_selected (self->variant_row);
  guint max_concede;

  if (variant >= RIMAU_N_VARIANTS)
    return;

  rimau_accessible_describe_choice (self->variant_row, rimau_variant_get_description (variant));
  adw_combo_row_set_selected (self->captures_row, rimau_variant_default_captures (variant));

  /* A new upper bound leaves the value where it was. */
  max_concede = rimau_variant_max_concede (variant);
  gtk_adjustment_set_upper (self->concede_adjustment, max_concede);
  if (gtk_adjustment_get_value (self->concede_adjustment) > max_concede)
    gtk_adjustment_set_value (self->concede_adjustment, max_concede);
}

void
rimau_new_game_dialog_get_setup (RimauNewGameDialog *self,
                                 RimauGameSetup     *setup)
{
  RimauVariant variant;

  g_return_if_fail (RIMAU_IS_NEW_GAME_DIALOG (self));

  variant = (RimauVariant) MIN (adw_combo_row_get_selected (self->variant_row), RIMAU_N_VARIANTS - 1);

  rimau_game_setup_init_default (setup);
  rimau_rules_init (&setup->rules, variant);
  setup->rules.captures = adw_combo_row_get_selected (self->captures_row) == 1 ? RIMAU_CAPTURE_ODD
                                                                               : RIMAU_CAPTURE_SINGLE;
  setup->rules.concede = (guint) gtk_adjustment_get_value (self->concede_adjustment);

  rimau_game_setup_set_player (setup, RIMAU_SIDE_TIGERS, selected_player (self->tigers_row, self)->id);
  rimau_game_setup_set_player (setup, RIMAU_SIDE_MEN, selected_player (self->men_row, self)->id);
  setup->time_ms[RIMAU_SIDE_TIGERS] = (guint) lround (gtk_spin_button_get_value (self->tigers_time_spin) * 1000);
  setup->time_ms[RIMAU_SIDE_MEN] = (guint) lround (gtk_spin_button_get_value (self->men_time_spin) * 1000);
}

/* A time per ply shows in seconds as it is: 2, 1.5 or 1.25, where the
 * spin button's own digits would show 2.0, and 1.2 for 1.25. The row
 * says the unit. */
static gboolean
time_spin_output_cb (GtkSpinButton *spin)
{
  g_autofree char *text = rimau_format_seconds_number ((guint) lround (gtk_spin_button_get_value (spin) * 1000));

  gtk_editable_set_text (GTK_EDITABLE (spin), text);
  return TRUE;
}

void
rimau_new_game_dialog_set_setup (RimauNewGameDialog   *self,
                                 const RimauGameSetup *setup)
{
  g_return_if_fail (RIMAU_IS_NEW_GAME_DIALOG (self));
  g_return_if_fail (setup != NULL);

  adw_combo_row_set_selected (self->variant_row, setup->rules.variant);
  /* The variant's own defaults first, then the chosen options. */
  variant_changed_cb (self);
  adw_combo_row_set_selected (self->captures_row, setup->rules.captures == RIMAU_CAPTURE_ODD ? 1 : 0);
  gtk_adjustment_set_value (self->concede_adjustment, setup->rules.concede);

  adw_combo_row_set_selected (self->tigers_row, find_player (self, setup->player[RIMAU_SIDE_TIGERS]));
  adw_combo_row_set_selected (self->men_row, find_player (self, setup->player[RIMAU_SIDE_MEN]));
  gtk_spin_button_set_value (self->tigers_time_spin, setup->time_ms[RIMAU_SIDE_TIGERS] / 1000.0);
  gtk_spin_button_set_value (self->men_time_spin, setup->time_ms[RIMAU_SIDE_MEN] / 1000.0);
  players_changed_cb (self);
}

static void
start_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  g_signal_emit (widget, signals[START], 0);
}

static void
cancel_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  adw_dialog_close (ADW_DIALOG (widget));
}

static void
rimau_new_game_dialog_finalize (GObject *object)
{
  RimauNewGameDialog *self = (RimauNewGameDialog *) object;

  g_clear_pointer (&self->players, g_array_unref);

  G_OBJECT_CLASS (rimau_new_game_dialog_parent_class)->finalize (object);
}

static void
rimau_new_game_dialog_class_init (RimauNewGameDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = rimau_new_game_dialog_finalize;

  /**
   * RimauNewGameDialog::start:
   *
   * Emitted when the player asks to start the game chosen.
   */
  signals[START] =
    g_signal_new ("start",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/rimau/Rimau/rimau-new-game-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, RimauNewGameDialog, clamp);
  gtk_widget_class_bind_template_child (widget_class, RimauNewGameDialog, variant_row);
  gtk_widget_class_bind_template_child (widget_class, RimauNewGameDialog, captures_row);
  gtk_widget_class_bind_template_child (widget_class, RimauNewGameDialog, concede_row);
  gtk_widget_class_bind_template_child (widget_class, RimauNewGameDialog, concede_adjustment);
  gtk_widget_class_bind_template_child (widget_class, RimauNewGameDialog, tigers_row);
  gtk_widget_class_bind_template_child (widget_class, RimauNewGameDialog, tigers_time_row);
  gtk_widget_class_bind_template_child (widget_class, RimauNewGameDialog, tigers_time_spin);
  gtk_widget_class_bind_template_child (widget_class, RimauNewGameDialog, men_row);
  gtk_widget_class_bind_template_child (widget_class, RimauNewGameDialog, men_time_row);
  gtk_widget_class_bind_template_child (widget_class, RimauNewGameDialog, men_time_spin);
  gtk_widget_class_bind_template_child (widget_class, RimauNewGameDialog, start_button);

  gtk_widget_class_install_action (widget_class, "dialog.start", NULL, start_action);
  gtk_widget_class_install_action (widget_class, "dialog.cancel", NULL, cancel_action);
}

static void
setup_name_cb (GtkSignalListItemFactory *factory,
               GtkListItem              *item)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  gtk_list_item_set_child (item, label);
}

static void
bind_name_cb (GtkSignalListItemFactory *factory,
              GtkListItem              *item)
{
  GtkStringObject *name = gtk_list_item_get_item (item);

  gtk_label_set_label (GTK_LABEL (gtk_list_item_get_child (item)), gtk_string_object_get_string (name));
}

/* A row's choice shown whole: the row's own labels are cut short to leave
 * its description room, which in Malay left a computer's name as “P…”;
 * this way the description wraps instead. */
static void
show_choices_whole (AdwComboRow *row)
{
  g_autoptr(GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();

  g_signal_connect (factory, "setup", G_CALLBACK (setup_name_cb), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_name_cb), NULL);
  adw_combo_row_set_factory (row, factory);
}

/* Larger text needs a larger dialog, and rows as much wider, for the names
 * at their ends to be read whole; the window it is presented on bounds it. */
static void
scale_to_text (RimauNewGameDialog *self)
{
  double scale = rimau_text_scale (GTK_WIDGET (self));
  AdwDialog *dialog = ADW_DIALOG (self);

  adw_dialog_set_content_width (dialog, (int) (adw_dialog_get_content_width (dialog) * scale));
  adw_dialog_set_content_height (dialog, (int) (adw_dialog_get_content_height (dialog) * scale));
  adw_clamp_set_maximum_size (self->clamp, (int) (adw_clamp_get_maximum_size (self->clamp) * scale));
  adw_clamp_set_tightening_threshold (self->clamp, (int) (adw_clamp_get_tightening_threshold (self->clamp) * scale));
}

static void
rimau_new_game_dialog_init (RimauNewGameDialog *self)
{
  g_autoptr(GtkStringList) variants = gtk_string_list_new (NULL);
  g_autoptr(GListModel) tigers_names = NULL;
  g_autoptr(GListModel) men_names = NULL;

  gtk_widget_init_template (GTK_WIDGET (self));
  /* It holds the window it is presented on until it closes: screen
   * readers are told so, as they were of the dialog window it was. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_MODAL, TRUE, -1);
  scale_to_text (self);
  show_choices_whole (self->variant_row);
  show_choices_whole (self->captures_row);
  show_choices_whole (self->tigers_row);
  show_choices_whole (self->men_row);

  for (guint v = 0; v < RIMAU_N_VARIANTS; v++)
    gtk_string_list_append (variants, rimau_variant_get_name ((RimauVariant) v));
  adw_combo_row_set_model (self->variant_row, G_LIST_MODEL (variants));

  self->players = g_array_new (FALSE, TRUE, sizeof (PlayerChoice));
  g_array_set_clear_func (self->players, player_choice_clear);
  add_player_choice (self, "", _("A Person"), _("Plays on this computer with the mouse or keyboard"));
  add_computer_choices (self);

  tigers_names = player_names (self);
  men_names = player_names (self);
  adw_combo_row_set_model (self->tigers_row, tigers_names);
  adw_combo_row_set_model (self->men_row, men_names);

  g_signal_connect_object (self->variant_row, "notify::selected", G_CALLBACK (variant_changed_cb),
                           self, G_CONNECT_SWAPPED);
  rimau_accessible_follow_choice (self->captures_row);
  g_signal_connect_object (self->tigers_row, "notify::selected", G_CALLBACK (players_changed_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->men_row, "notify::selected", G_CALLBACK (players_changed_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect (self->tigers_time_spin, "output", G_CALLBACK (time_spin_output_cb), NULL);
  g_signal_connect (self->men_time_spin, "output", G_CALLBACK (time_spin_output_cb), NULL);
}

RimauNewGameDialog *
rimau_new_game_dialog_new (const RimauGameSetup *initial)
{
  RimauNewGameDialog *self = g_object_new (RIMAU_TYPE_NEW_GAME_DIALOG, NULL);

  rimau_new_game_dialog_set_setup (self, initial);
  return self;
}
