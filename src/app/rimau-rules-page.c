/* rimau-rules-page.c — an illustrated explanation of the rules
 *
 * The page explains the variant being played, section by section, each
 * illustrated by a still picture of a board: the start, the mountains,
 * the opening, a jump and, with odd captures, a jump over a run of three
 * men. The example positions are real games replayed by the engine, so
 * the pictures always follow the rules the game enforces.
 *
 * The page is read as a document: the title, each heading, each paragraph
 * and each picture is a stop of its own, reached by Tab or the arrows. The
 * text can be selected, and a screen reader reads each stop whole, or the
 * page through from the focus; a picture is read by its caption, then
 * described in words with where its pieces stand.
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "rimau-board-paintable.h"
#include "rimau-engine-words.h"
#include "rimau-rules-page.h"
#include "rimau-side-window.h"
#include "rimau-widget-text.h"

struct _RimauRulesPage
{
  AdwBin      parent_instance;

  GtkBox     *content;
  RimauRules  rules;
  /* The illustrations' paintables, which take the page's style. */
  GPtrArray  *paintables;
};

G_DEFINE_FINAL_TYPE (RimauRulesPage, rimau_rules_page, ADW_TYPE_BIN)

/* A stop of the page's text: a label that the keyboard reaches and a
 * screen reader reads line by line. */
static GtkWidget *
text_new (const char         *text,
          GtkAccessibleRole   role)
{
  GtkWidget *label = g_object_new (GTK_TYPE_LABEL,
                                   "label", text,
                                   "accessible-role", role,
                                   "wrap", TRUE,
                                   "wrap-mode", PANGO_WRAP_WORD_CHAR,
                                   "xalign", 0.0f,
                                   NULL);

  rimau_label_make_readable (GTK_LABEL (label));
  gtk_widget_add_css_class (label, "rules-text");
  return label;
}

/* The role is fixed when the label is made: a heading for assistive
 * technologies, which let their users jump from one to the next. */
static void
add_heading_at_level (RimauRulesPage *self,
                      const char     *text,
                      int             level)
{
  GtkWidget *label = text_new (text, GTK_ACCESSIBLE_ROLE_HEADING);

  gtk_widget_add_css_class (label, level == 1 ? "title-1" : "title-3");
  gtk_accessible_update_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_LEVEL, level, -1);
  gtk_box_append (self->content, label);
}

static void
add_heading (RimauRulesPage *self,
             const char     *text)
{
  add_heading_at_level (self, text, 2);
}

/* A label, not a paragraph: a screen reader reads a focused paragraph's
 * line at the caret, and a label whole. */
static void
add_paragraph (RimauRulesPage *self,
               const char     *text)
{
  gtk_box_append (self->content, text_new (text, GTK_ACCESSIBLE_ROLE_LABEL));
}

/* A still picture of @game's current position, with a caption. The
 * picture is a stop of the page, named by its caption and described by
 * where the pieces stand; the caption is no stop, so that it is read once
 * going from stop to stop, and once reading the page through. */
static void
add_illustration (RimauRulesPage *self,
                  RimauGame      *game,
                  RimauMask       highlight,
                  const char     *caption)
{
  g_autoptr(RimauBoardScene) scene = rimau_board_scene_new ();
  g_autoptr(RimauBoardPaintable) paintable = NULL;
  g_autofree char *position = NULL;
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *picture, *label;

  rimau_board_scene_set_game (scene, game);
  rimau_board_scene_set_highlight (scene, highlight);
  paintable = rimau_board_paintable_new (scene);
  /* Its style comes with the page's, in css_changed. */
  g_ptr_array_add (self->paintables, g_object_ref (paintable));

  position = rimau_words_position (rimau_game_get_position (game));
  picture = gtk_picture_new_for_paintable (GDK_PAINTABLE (paintable));
  gtk_picture_set_alternative_text (GTK_PICTURE (picture), position);
  gtk_widget_set_focusable (picture, TRUE);
  gtk_widget_set_size_request (picture, 220, 380);
  gtk_widget_set_halign (picture, GTK_ALIGN_CENTER);

  label = g_object_new (GTK_TYPE_LABEL,
                        "label", caption,
                        "wrap", TRUE,
                        "justify", GTK_JUSTIFY_CENTER,
                        NULL);
  gtk_widget_add_css_class (label, "caption");
  gtk_widget_add_css_class (label, "dim-label");
  gtk_accessible_update_property (GTK_ACCESSIBLE (picture), GTK_ACCESSIBLE_PROPERTY_LABEL, caption, -1);

  gtk_box_append (GTK_BOX (box), picture);
  gtk_box_append (GTK_BOX (box), label);
  gtk_widget_add_css_class (box, "illustration");
  gtk_box_append (self->content, box);
}

/* A game from @position_text with @plies played, or NULL if the example
 * does not hold under these rules. */
static RimauGame *
example_game (const RimauRules *rules,
              const char       *position_text,
              const char       *plies)
{
  g_autoptr(RimauGame) game = NULL;
  g_auto(GStrv) texts = NULL;
  RimauPosition start;

  if (position_text == NULL)
    rimau_position_init_start (&start, rules);
  else if (!rimau_position_from_string (&start, rules, position_text, NULL))
    return NULL;

  game = rimau_game_new_from_position (&start);
  texts = g_strsplit (plies != NULL ? plies : "", " ", -1);
  for (guint i = 0; texts[i] != NULL; i++)
    if (texts[i][0] != '\0' && !rimau_game_play_text (game, texts[i], NULL))
      return NULL;

  return g_steal_pointer (&game);
}


static void
add_board_section (RimauRulesPage *self)
{
  g_autoptr(RimauGame) empty = NULL;

  add_heading (self, _("The Board"));
  add_paragraph (self, _("The game is played on the 37 points of an Alquerque square with a triangular "
                         "mountain (gunung) at each end. Pieces move along the lines, from a point to the "
                         "next. Every point of the square is joined to its neighbours across and up and "
                         "down; every second point also has diagonals."));
  add_paragraph (self, _("Each mountain has its apex on the square (c3 and c7), two sides, a middle line, "
                         "a half-way line and a base. Its six points are as much a part of the board as "
                         "any other: men can hide there, and tigers can be trapped there."));

  empty = example_game (&self->rules, ".../.../..T../...../...../...../..T../.../... m 12 - 0 1", NULL);
  if (empty != NULL)
    add_illustration (self, empty, rimau_mask_of_names ("a1 c1 e1 b2 c2 d2 b8 c8 d8 a9 c9 e9"),
                      _("The two mountains, marked"));
}

static void
add_start_section (RimauRulesPage *self)
{
  RimauPosition start;
  g_autoptr(RimauGame) game = rimau_game_new (&self->rules);
  guint tigers, on_board, hand;
  g_autofree char *text = NULL;

  rimau_position_init_start (&start, &self->rules);
  tigers = rimau_variant_tigers (self->rules.variant);
  on_board = rimau_mask_count (start.men);
  hand = start.hand;

  add_heading (self, _("Setting Up"));
  if (tigers == 1)
    text = g_strdup_printf (_("One player has a single tiger, which starts off the board; the other has "
                              "%u men. %u men stand on the square around c5 and the other %u are in hand."),
                            on_board + hand, on_board, hand);
  else
    text = g_strdup_printf (_("One player has two tigers, on the mountain apexes c3 and c7; the other has "
                              "%u men. %u men stand around c5 and the other %u are in hand."),
                            on_board + hand, on_board, hand);
  add_paragraph (self, text);
  add_paragraph (self, _("The tigers move first, then the players take turns, one piece per turn."));
  add_illustration (self, game, 0, _("The start"));
}

static void
add_opening_section (RimauRulesPage *self)
{
  RimauPosition start;
  g_autoptr(RimauGame) game = NULL;
  g_autofree char *text = NULL;

  rimau_position_init_start (&start, &self->rules);
  if (!rimau_position_in_opening (&start))
    return;

  add_heading (self, _("The Tigers’ Opening"));
  if (start.opening == RIMAU_OPENING_PLACE)
    {
      if (start.removals_left == 1)
        text = g_strdup (_("The tiger’s first turn is made of two moves. First it removes one man from the "
                           "board; then it places the tiger on the point emptied."));
      else
        /* Translators: always two or more men; one has a text of its own. */
        text = g_strdup_printf (ngettext ("The tiger’s first turn is made of several moves. First it removes %u "
                                          "men from the board, one by one; then it places the tiger on one of "
                                          "the points emptied.",
                                          "The tiger’s first turn is made of several moves. First it removes %u "
                                          "men from the board, one by one; then it places the tiger on one of "
                                          "the points emptied.",
                                          start.removals_left),
                                (guint) start.removals_left);
      game = example_game (&self->rules, NULL, "xb4 xc5 xd6");
      add_paragraph (self, text);
      if (game != NULL)
        add_illustration (self, game, rimau_mask_of_names ("b4 c5 d6"), _("Three men removed: the tiger may be placed on b4, c5 or d6"));
    }
  else
    {
      if (start.removals_left == 1)
        text = g_strdup (_("The tigers’ first turn is made of two moves. First they remove one man from the "
                           "board. Then they may pick up one tiger and put it on any empty point, or keep "
                           "both where they are."));
      else
        /* Translators: always two or more men; one has a text of its own. */
        text = g_strdup_printf (ngettext ("The tigers’ first turn is made of several moves. First they remove %u "
                                          "men from the board, one by one. Then they may pick up one tiger and "
                                          "put it on any empty point, or keep both where they are.",
                                          "The tigers’ first turn is made of several moves. First they remove %u "
                                          "men from the board, one by one. Then they may pick up one tiger and "
                                          "put it on any empty point, or keep both where they are.",
                                          start.removals_left),
                                (guint) start.removals_left);
      add_paragraph (self, text);
      game = example_game (&self->rules, NULL, start.removals_left == 3 ? "xc4 xc5 xc6 c7-c5" : "xc4 c7-c4");
      if (game != NULL)
        add_illustration (self, game, 0, _("After the removals, a tiger leaps into the gap"));
    }
}

static void
add_moves_section (RimauRulesPage *self)
{
  add_heading (self, _("Dropping and Moving"));
  add_paragraph (self, _("While the men’s player has men in hand, each of their turns is a drop: one man "
                         "from hand onto any empty point. Only when the hand is empty do the men on the "
                         "board start to move, one step along a line to the next empty point. A player "
                         "whose men cannot move passes."));
  add_paragraph (self, _("A tiger steps along a line to the next empty point, or jumps."));
}

static void
add_capture_section (RimauRulesPage *self)
{
  g_autoptr(RimauGame) single = NULL;

  add_heading (self, _("Capturing"));
  if (self->rules.captures == RIMAU_CAPTURE_SINGLE)
    add_paragraph (self, _("A tiger next to a man may jump over it along a line to the empty point just "
                           "beyond, and captures it. A tiger takes one man per jump, never jumps a tiger, "
                           "and never jumps twice in a turn. Jumping is never compulsory."));
  else
    add_paragraph (self, _("A tiger next to a man may jump along a line over a run of one, three, five or "
                           "seven men in a row and land on the empty point just beyond: every man jumped is "
                           "captured. A run of two or four men cannot be jumped. A tiger never jumps a tiger "
                           "and never jumps twice in a turn. Jumping is never compulsory."));

  single = example_game (&self->rules, ".../.../..T../...../...../..M../..T../.../... t 12 - 0 9", "c3xc5");
  if (single != NULL)
    add_illustration (self, single, 0, _("The tiger on c3 jumps the man on c4 and lands on c5"));

  if (self->rules.captures == RIMAU_CAPTURE_ODD)
    {
      g_autoptr(RimauGame) run = example_game (&self->rules,
                                               ".T./.../...../...../...../..M../..M../.M./.T. t 12 - 0 9",
                                               "c1xc5");

      if (run != NULL)
        add_illustration (self, run, 0, _("An odd run: the tiger on c1 jumps three men at once"));
    }
}

static void
add_end_section (RimauRulesPage *self)
{
  g_autofree char *text = NULL;
  g_autofree char *draw = NULL;

  add_heading (self, _("Winning"));
  if (self->rules.concede == 0)
    text = g_strdup (_("The tigers win by capturing every man."));
  else
    text = g_strdup_printf (ngettext ("The tigers win when the men left, on the board and in hand, are "
                                      "%u or fewer.",
                                      "The tigers win when the men left, on the board and in hand, are "
                                      "%u or fewer.",
                                      self->rules.concede),
                            self->rules.concede);
  add_paragraph (self, text);
  add_paragraph (self, rimau_variant_tigers (self->rules.variant) == 1
                       ? _("The men win when the tiger cannot step or jump on its turn.")
                       : _("The men win when neither tiger can step or jump on the tigers’ turn."));
  draw = g_strdup_printf (ngettext ("The game is drawn when the same position comes up for the third time, or "
                                    "after %u move in a row without a drop, a capture or a removal.",
                                    "The game is drawn when the same position comes up for the third time, or "
                                    "after %u moves in a row without a drop, a capture or a removal.",
                                    RIMAU_QUIET_PLY_LIMIT),
                          RIMAU_QUIET_PLY_LIMIT);
  add_paragraph (self, draw);
}

static void
build (RimauRulesPage *self)
{
  g_autofree char *title = g_strdup_printf (_("How to Play %s"), rimau_variant_get_name (self->rules.variant));

  add_heading_at_level (self, title, 1);
  add_paragraph (self, rimau_variant_get_description (self->rules.variant));

  add_board_section (self);
  add_start_section (self);
  add_opening_section (self);
  add_moves_section (self);
  add_capture_section (self);
  add_end_section (self);
}

static void
update_style (RimauRulesPage *self)
{
  for (guint i = 0; i < self->paintables->len; i++)
    rimau_board_paintable_update_style (g_ptr_array_index (self->paintables, i), GTK_WIDGET (self));
}

static void
rimau_rules_page_css_changed (GtkWidget         *widget,
                              GtkCssStyleChange *change)
{
  GTK_WIDGET_CLASS (rimau_rules_page_parent_class)->css_changed (widget, change);

  update_style (RIMAU_RULES_PAGE (widget));
}

static void
scale_factor_cb (RimauRulesPage *self,
                 GParamSpec     *pspec)
{
  update_style (self);
}

static void
rimau_rules_page_finalize (GObject *object)
{
  RimauRulesPage *self = (RimauRulesPage *) object;

  g_clear_pointer (&self->paintables, g_ptr_array_unref);

  G_OBJECT_CLASS (rimau_rules_page_parent_class)->finalize (object);
}

static void
rimau_rules_page_class_init (RimauRulesPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = rimau_rules_page_finalize;
  widget_class->css_changed = rimau_rules_page_css_changed;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/rimau/Rimau/rimau-rules-page.ui");
  gtk_widget_class_bind_template_child (widget_class, RimauRulesPage, content);
}

static void
rimau_rules_page_init (RimauRulesPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->paintables = g_ptr_array_new_with_free_func (g_object_unref);
  g_signal_connect (self, "notify::scale-factor", G_CALLBACK (scale_factor_cb), NULL);
}

GtkWidget *
rimau_rules_page_new (const RimauRules *rules)
{
  RimauRulesPage *self;

  g_return_val_if_fail (rules != NULL, NULL);

  self = g_object_new (RIMAU_TYPE_RULES_PAGE, NULL);
  self->rules = *rules;
  build (self);
  return GTK_WIDGET (self);
}

/* The page in a window of its own, beside the game. */
GtkWindow *
rimau_rules_page_new_window (GtkWindow        *parent,
                             const RimauRules *rules)
{
  GtkWidget *window = adw_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *page = rimau_rules_page_new (rules);
  /* The application's Control+W reaches only its own windows, and this
   * one belongs to none. */
  GtkShortcutTrigger *keys = gtk_alternative_trigger_new (gtk_keyval_trigger_new (GDK_KEY_Escape, 0),
                                                          gtk_keyval_trigger_new (GDK_KEY_w, GDK_CONTROL_MASK));
  g_autoptr(GtkShortcut) close = gtk_shortcut_new (keys, gtk_named_action_new ("window.close"));
  GtkEventController *shortcuts = gtk_shortcut_controller_new ();

  gtk_window_set_title (GTK_WINDOW (window), _("Rules"));
  gtk_window_set_transient_for (GTK_WINDOW (window), parent);
  gtk_window_set_default_size (GTK_WINDOW (window), 600, 720);
  gtk_widget_set_vexpand (page, TRUE);

  gtk_box_append (GTK_BOX (box), header);
  gtk_box_append (GTK_BOX (box), page);
  adw_window_set_content (ADW_WINDOW (window), box);

  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts), g_steal_pointer (&close));
  gtk_widget_add_controller (window, shortcuts);

  return GTK_WINDOW (window);
}
