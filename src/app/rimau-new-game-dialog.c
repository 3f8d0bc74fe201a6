/* rimau-new-game-dialog.c — choosing the variant, rules and players
 *
 * A dialog presented on the game window: centred on a wide window, a
 * bottom sheet on a narrow one.
 *
 * Who plays is one choice first (Play As: the tigers, the men, both sides
 * or neither), then the computers that choice leaves: one opponent, or a
 * computer for each side to watch. The choice is only a way of setting
 * the two sides' players, which are what the settings keep.
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

/* The choices of the Play As row, in its order. */
typedef enum
{
  PLAY_AS_TIGERS,
  PLAY_AS_MEN,
  PLAY_AS_BOTH,
  PLAY_AS_WATCH,
  N_PLAY_AS
} PlayAs;

/* The most stars a strength shows: X-Rimau-Strength goes from 1 to 4 for
 * the shipped personalities; a stronger one dropped in shows them all. */
#define MAX_STARS 4

struct _RimauNewGameDialog
{
  AdwDialog       parent_instance;

  AdwClamp       *clamp;
  AdwComboRow    *variant_row;
  AdwComboRow    *captures_row;
  AdwActionRow   *concede_row;
  GtkAdjustment  *concede_adjustment;
  AdwComboRow    *play_as_row;
  AdwComboRow    *opponent_row;
  AdwActionRow   *opponent_time_row;
  GtkSpinButton  *opponent_time_spin;
  AdwComboRow    *tigers_row;
  AdwActionRow   *tigers_time_row;
  GtkSpinButton  *tigers_time_spin;
  AdwComboRow    *men_row;
  AdwActionRow   *men_time_row;
  GtkSpinButton  *men_time_spin;

  GtkButton      *start_button;
};

G_DEFINE_FINAL_TYPE (RimauNewGameDialog, rimau_new_game_dialog, ADW_TYPE_DIALOG)

enum {
  START,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Every computer personality installed, weakest first, but those left
 * out for crashing (see rimau-crash-guard.h). */
static GListModel *
computer_players (void)
{
  GListModel *personalities = rimau_plugin_loader_get_personalities (rimau_plugin_loader_get_default ());
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  GListStore *computers = g_list_store_new (RIMAU_TYPE_PERSONALITY);

  for (guint i = 0; i < g_list_model_get_n_items (personalities); i++)
    {
      g_autoptr(RimauPersonality) personality = g_list_model_get_item (personalities, i);

      if (!rimau_crash_guard_is_left_out (settings, rimau_personality_get_id (personality)))
        g_list_store_append (computers, personality);
    }

  return G_LIST_MODEL (computers);
}

static guint
find_computer (AdwComboRow *row,
               const char  *id)
{
  GListModel *computers = adw_combo_row_get_model (row);

  for (guint i = 0; i < g_list_model_get_n_items (computers); i++)
    {
      g_autoptr(RimauPersonality) personality = g_list_model_get_item (computers, i);

      if (g_strcmp0 (rimau_personality_get_id (personality), id) == 0)
        return i;
    }

  return 0;
}

/* The id of the computer chosen in @row, or "" (a person) when there is
 * no computer to choose. */
static const char *
selected_computer (AdwComboRow *row)
{
  RimauPersonality *personality = adw_combo_row_get_selected_item (row);

  return personality != NULL ? rimau_personality_get_id (personality) : "";
}

static guint
stars_of (RimauPersonality *personality)
{
  return CLAMP (rimau_personality_get_strength (personality), 1, MAX_STARS);
}

/* ★★☆☆: the strength as it is seen. */
static char *
strength_stars (RimauPersonality *personality)
{
  GString *stars = g_string_new (NULL);
  guint filled = stars_of (personality);

  for (guint i = 0; i < MAX_STARS; i++)
    g_string_append (stars, i < filled ? "★" : "☆");

  return g_string_free (stars, FALSE);
}

/* The strength as a screen reader says it, rather than the stars' names. */
static char *
strength_words (RimauPersonality *personality)
{
  /* Translators: a computer player's strength, as a screen reader says
   * the stars shown for it (★★☆☆): “Strength 2 of 4”. */
  return g_strdup_printf (_("Strength %u of %u"), stars_of (personality), MAX_STARS);
}

/* The name and the strength in words: “Mat Jenin. Strength 1 of 4”. */
static char *
name_and_strength (RimauPersonality *personality)
{
  g_autofree char *strength = strength_words (personality);

  return g_strdup_printf (_("%s. %s"), rimau_personality_get_name (personality), strength);
}

/* A computer's row says its character under its title, and tells screen
 * readers the name, the strength in words and the character. */
static void
describe_computer (AdwComboRow *row)
{
  RimauPersonality *personality = adw_combo_row_get_selected_item (row);
  g_autofree char *choice = NULL;
  g_autofree char *text = NULL;

  if (personality == NULL)
    return;

  choice = name_and_strength (personality);
  text = g_strdup_printf (_("%s. %s"), choice, rimau_personality_get_description (personality));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), rimau_personality_get_description (personality));
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
  /* libadwaita has the row described by its subtitle's label, which GTK
   * reads before the description and which leaves the choice out. */
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_RELATION_DESCRIBED_BY);
}

static PlayAs
selected_play_as (RimauNewGameDialog *self)
{
  return (PlayAs) MIN (adw_combo_row_get_selected (self->play_as_row), N_PLAY_AS - 1);
}

/* The side the one opponent plays, when there is one. */
static gboolean
opponent_side (RimauNewGameDialog *self,
               RimauSide          *side)
{
  switch (selected_play_as (self))
    {
    case PLAY_AS_TIGERS:
      *side = RIMAU_SIDE_MEN;
      return TRUE;
    case PLAY_AS_MEN:
      *side = RIMAU_SIDE_TIGERS;
      return TRUE;
    case PLAY_AS_BOTH:
    case PLAY_AS_WATCH:
    case N_PLAY_AS:
    default:
      return FALSE;
    }
}

static AdwComboRow *
side_row (RimauNewGameDialog *self,
          RimauSide           side)
{
  return side == RIMAU_SIDE_TIGERS ? self->tigers_row : self->men_row;
}

static GtkSpinButton *
side_time_spin (RimauNewGameDialog *self,
                RimauSide           side)
{
  return side == RIMAU_SIDE_TIGERS ? self->tigers_time_spin : self->men_time_spin;
}

/* What Play As means under it: the rows of the computers it leaves. */
static void
show_players (RimauNewGameDialog *self)
{
  PlayAs play_as = selected_play_as (self);
  static const char * const meanings[N_PLAY_AS] = {
    N_("You hunt the men; a computer plays them"),
    N_("You play the men against a computer’s tigers"),
    N_("Two people take turns on this computer"),
    N_("A computer plays each side"),
  };
  gboolean one = play_as == PLAY_AS_TIGERS || play_as == PLAY_AS_MEN;
  gboolean watch = play_as == PLAY_AS_WATCH;

  rimau_accessible_describe_choice (self->play_as_row, _(meanings[play_as]));
  gtk_widget_set_visible (GTK_WIDGET (self->opponent_row), one);
  gtk_widget_set_visible (GTK_WIDGET (self->opponent_time_row), one);
  gtk_widget_set_visible (GTK_WIDGET (self->tigers_row), watch);
  gtk_widget_set_visible (GTK_WIDGET (self->tigers_time_row), watch);
  gtk_widget_set_visible (GTK_WIDGET (self->men_row), watch);
  gtk_widget_set_visible (GTK_WIDGET (self->men_time_row), watch);
}

/* The opponent row shows the computer of the side it plays: the side rows
 * keep the choices, so that a computer chosen as the opponent is the one
 * watched on that side, and the other way round. */
static void
play_as_changed_cb (RimauNewGameDialog *self)
{
  RimauSide side;

  if (opponent_side (self, &side))
    {
      adw_combo_row_set_selected (self->opponent_row, adw_combo_row_get_selected (side_row (self, side)));
      gtk_spin_button_set_value (self->opponent_time_spin, gtk_spin_button_get_value (side_time_spin (self, side)));
    }
  show_players (self);
}

static void
opponent_changed_cb (RimauNewGameDialog *self)
{
  RimauSide side;

  if (opponent_side (self, &side))
    adw_combo_row_set_selected (side_row (self, side), adw_combo_row_get_selected (self->opponent_row));
}

static void
opponent_time_changed_cb (RimauNewGameDialog *self)
{
  RimauSide side;

  if (opponent_side (self, &side))
    gtk_spin_button_set_value (side_time_spin (self, side), gtk_spin_button_get_value (self->opponent_time_spin));
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

static gboolean
plays_side (PlayAs    play_as,
            RimauSide side)
{
  return play_as == PLAY_AS_BOTH ||
         (play_as == PLAY_AS_TIGERS && side == RIMAU_SIDE_TIGERS) ||
         (play_as == PLAY_AS_MEN && side == RIMAU_SIDE_MEN);
}

void
rimau_new_game_dialog_get_setup (RimauNewGameDialog *self,
                                 RimauGameSetup     *setup)
{
  RimauVariant variant;
  PlayAs play_as;

  g_return_if_fail (RIMAU_IS_NEW_GAME_DIALOG (self));

  variant = (RimauVariant) MIN (adw_combo_row_get_selected (self->variant_row), RIMAU_N_VARIANTS - 1);
  play_as = selected_play_as (self);

  rimau_game_setup_init_default (setup);
  rimau_rules_init (&setup->rules, variant);
  setup->rules.captures = adw_combo_row_get_selected (self->captures_row) == 1 ? RIMAU_CAPTURE_ODD
                                                                               : RIMAU_CAPTURE_SINGLE;
  setup->rules.concede = (guint) gtk_adjustment_get_value (self->concede_adjustment);

  for (int side = 0; side < 2; side++)
    {
      rimau_game_setup_set_player (setup, side,
                                   plays_side (play_as, side) ? "" : selected_computer (side_row (self, side)));
      setup->time_ms[side] = (guint) lround (gtk_spin_button_get_value (side_time_spin (self, side)) * 1000);
    }
}

/* A time per move shows in seconds as it is: 2, 1.5 or 1.25, where the
 * spin button's own digits would show 2.0, and 1.2 for 1.25. The row
 * says the unit. */
static gboolean
time_spin_output_cb (GtkSpinButton *spin)
{
  g_autofree char *text = rimau_format_seconds_number ((guint) lround (gtk_spin_button_get_value (spin) * 1000));

  gtk_editable_set_text (GTK_EDITABLE (spin), text);
  return TRUE;
}

/* The Play As choice that gives @setup's players. */
static PlayAs
play_as_of (const RimauGameSetup *setup)
{
  gboolean tigers = rimau_game_setup_is_person (setup, RIMAU_SIDE_TIGERS);
  gboolean men = rimau_game_setup_is_person (setup, RIMAU_SIDE_MEN);

  if (tigers && men)
    return PLAY_AS_BOTH;
  if (tigers)
    return PLAY_AS_TIGERS;
  if (men)
    return PLAY_AS_MEN;
  return PLAY_AS_WATCH;
}

/* Each side's computer, or for a side a person plays, the other side's,
 * so that watching starts with the computer played against. */
static void
set_computers (RimauNewGameDialog   *self,
               const RimauGameSetup *setup)
{
  for (int side = 0; side < 2; side++)
    {
      const char *id = setup->player[side];

      if (rimau_game_setup_is_person (setup, side))
        id = setup->player[1 - side];
      adw_combo_row_set_selected (side_row (self, side), find_computer (side_row (self, side), id));
      gtk_spin_button_set_value (side_time_spin (self, side), setup->time_ms[side] / 1000.0);
    }
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

  set_computers (self, setup);
  adw_combo_row_set_selected (self->play_as_row, play_as_of (setup));
  /* Said again when the choice is the one there was. */
  play_as_changed_cb (self);
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
rimau_new_game_dialog_class_init (RimauNewGameDialogClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

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
  gtk_widget_class_bind_template_child (widget_class, RimauNewGameDialog, play_as_row);
  gtk_widget_class_bind_template_child (widget_class, RimauNewGameDialog, opponent_row);
  gtk_widget_class_bind_template_child (widget_class, RimauNewGameDialog, opponent_time_row);
  gtk_widget_class_bind_template_child (widget_class, RimauNewGameDialog, opponent_time_spin);
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

/* The name, and beside it the stars, which screen readers read as the
 * strength in words. */
static GtkWidget *
new_name_and_stars (void)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *name = gtk_label_new (NULL);
  GtkWidget *stars = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (name), 0.0);
  gtk_widget_add_css_class (stars, "accent");
  gtk_box_append (GTK_BOX (box), name);
  gtk_box_append (GTK_BOX (box), stars);
  return box;
}

static void
bind_name_and_stars (GtkWidget        *box,
                     RimauPersonality *personality)
{
  GtkWidget *name = gtk_widget_get_first_child (box);
  GtkWidget *stars = gtk_widget_get_next_sibling (name);
  g_autofree char *shown = strength_stars (personality);
  g_autofree char *said = strength_words (personality);

  gtk_label_set_label (GTK_LABEL (name), rimau_personality_get_name (personality));
  gtk_label_set_label (GTK_LABEL (stars), shown);
  gtk_accessible_update_property (GTK_ACCESSIBLE (stars), GTK_ACCESSIBLE_PROPERTY_LABEL, said, -1);
}

static void
setup_computer_cb (GtkSignalListItemFactory *factory,
                   GtkListItem              *item)
{
  gtk_list_item_set_child (item, new_name_and_stars ());
}

static void
bind_computer_cb (GtkSignalListItemFactory *factory,
                  GtkListItem              *item)
{
  bind_name_and_stars (gtk_list_item_get_child (item), gtk_list_item_get_item (item));
}

/* In the list, each computer's character under its name, wrapped to the
 * width of a narrow window. */
static void
setup_computer_choice_cb (GtkSignalListItemFactory *factory,
                          GtkListItem              *item)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 3);
  GtkWidget *character = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (character), 0.0);
  gtk_label_set_wrap (GTK_LABEL (character), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (character), 32);
  gtk_label_set_width_chars (GTK_LABEL (character), 24);
  gtk_widget_add_css_class (character, "dim-label");
  gtk_widget_add_css_class (character, "caption");
  gtk_box_append (GTK_BOX (box), new_name_and_stars ());
  gtk_box_append (GTK_BOX (box), character);
  gtk_list_item_set_child (item, box);
}

static void
bind_computer_choice_cb (GtkSignalListItemFactory *factory,
                         GtkListItem              *item)
{
  RimauPersonality *personality = gtk_list_item_get_item (item);
  GtkWidget *box = gtk_list_item_get_child (item);
  g_autofree char *choice = name_and_strength (personality);

  bind_name_and_stars (gtk_widget_get_first_child (box), personality);
  gtk_label_set_label (GTK_LABEL (gtk_widget_get_last_child (box)), rimau_personality_get_description (personality));
  gtk_list_item_set_accessible_label (item, choice);
  gtk_list_item_set_accessible_description (item, rimau_personality_get_description (personality));
}

/* A row of the computers: each with its strength, and in the list its
 * character; typing a name finds it. */
static void
show_computers (AdwComboRow *row,
                GListModel  *computers)
{
  g_autoptr(GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();
  g_autoptr(GtkListItemFactory) list_factory = gtk_signal_list_item_factory_new ();
  /* The row takes a reference of its own. */
  g_autoptr(GtkExpression) name = gtk_property_expression_new (RIMAU_TYPE_PERSONALITY, NULL, "name");

  g_signal_connect (factory, "setup", G_CALLBACK (setup_computer_cb), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_computer_cb), NULL);
  g_signal_connect (list_factory, "setup", G_CALLBACK (setup_computer_choice_cb), NULL);
  g_signal_connect (list_factory, "bind", G_CALLBACK (bind_computer_choice_cb), NULL);
  adw_combo_row_set_factory (row, factory);
  adw_combo_row_set_list_factory (row, list_factory);
  adw_combo_row_set_expression (row, name);
  adw_combo_row_set_model (row, computers);
  g_signal_connect (row, "notify::selected", G_CALLBACK (describe_computer), NULL);
  describe_computer (row);
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
  g_autoptr(GListModel) computers = computer_players ();

  gtk_widget_init_template (GTK_WIDGET (self));
  /* It holds the window it is presented on until it closes: screen
   * readers are told so, as they were of the dialog window it was. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_MODAL, TRUE, -1);
  scale_to_text (self);
  show_choices_whole (self->variant_row);
  show_choices_whole (self->captures_row);
  show_choices_whole (self->play_as_row);

  for (guint v = 0; v < RIMAU_N_VARIANTS; v++)
    gtk_string_list_append (variants, rimau_variant_get_name ((RimauVariant) v));
  adw_combo_row_set_model (self->variant_row, G_LIST_MODEL (variants));

  show_computers (self->opponent_row, computers);
  show_computers (self->tigers_row, computers);
  show_computers (self->men_row, computers);

  g_signal_connect_object (self->variant_row, "notify::selected", G_CALLBACK (variant_changed_cb),
                           self, G_CONNECT_SWAPPED);
  rimau_accessible_follow_choice (self->captures_row);
  g_signal_connect_object (self->play_as_row, "notify::selected", G_CALLBACK (play_as_changed_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->opponent_row, "notify::selected", G_CALLBACK (opponent_changed_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->opponent_time_spin, "value-changed", G_CALLBACK (opponent_time_changed_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect (self->opponent_time_spin, "output", G_CALLBACK (time_spin_output_cb), NULL);
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
