/* rimau-window.c — a game window: board, players, plies and status
 *
 * The window owns one RimauGame and says who plays each side. Plies chosen
 * on the board are played here; every change of the game refreshes the
 * status line, the players, the ply list and the actions.
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#ifdef HAVE_MALLOC_TRIM
#include <malloc.h>
#endif

#include <glib/gi18n.h>

#include "rimau-board-view.h"
#include "rimau-new-game-dialog.h"
#include "rimau-rules-page.h"
#include "rimau-window-private.h"

/* Below this width the side panel goes under the board. */
#define NARROW_WIDTH 760
#define SIDE_PANEL_WIDTH 340

G_DEFINE_FINAL_TYPE (RimauWindow, rimau_window, ADW_TYPE_APPLICATION_WINDOW)


/* ------------------------------------------------------------------------ */
/* Players                                                                   */

static gboolean
is_person (RimauWindow *self,
           RimauSide    side)
{
  return rimau_game_setup_is_person (&self->setup, side);
}

/* Whether the player of @side can be asked for a ply now. */
static gboolean
person_to_move (RimauWindow *self)
{
  return rimau_game_get_outcome (self->game) == RIMAU_OUTCOME_NONE &&
         !self->reviewing &&
         is_person (self, rimau_game_get_side_to_move (self->game));
}

static const char *
side_icon_name (RimauSide side)
{
  return side == RIMAU_SIDE_TIGERS ? "rimau-tiger-symbolic" : "rimau-man-symbolic";
}

static char *
player_name (RimauWindow *self,
             RimauSide    side)
{
  if (!is_person (self, side))
    return rimau_window_dup_personality_name (self->setup.player[side]);

  if (rimau_game_setup_count_people (&self->setup) == 1)
    return g_strdup (_("You"));

  return g_strdup (side == RIMAU_SIDE_TIGERS ? _("Player 1") : _("Player 2"));
}

/* ------------------------------------------------------------------------ */
/* Status                                                                    */

static gboolean
legal_move_of_kind (RimauWindow   *self,
                    RimauMoveKind  kind,
                    RimauMove     *found)
{
  RimauMove moves[RIMAU_MAX_MOVES];
  guint n = rimau_game_get_legal_moves (self->game, moves);

  for (guint i = 0; i < n; i++)
    if ((RimauMoveKind) moves[i].kind == kind)
      {
        if (found != NULL)
          *found = moves[i];
        return TRUE;
      }

  return FALSE;
}

/* What the player to move has to do, in the words of the rules. */
static char *
instruction (RimauWindow *self)
{
  const RimauPosition *position = rimau_game_get_position (self->game);
  guint tigers = rimau_mask_count (position->tigers);

  if (position->removals_left > 0)
    return g_strdup_printf (ngettext ("Remove %u man from the board",
                                      "Remove %u men from the board",
                                      position->removals_left),
                            (guint) position->removals_left);

  if (position->opening == RIMAU_OPENING_RELOCATE)
    return g_strdup (_("Move a tiger to any empty point, or keep both"));
  if (position->opening == RIMAU_OPENING_PLACE)
    return g_strdup (_("Place the tiger on an emptied point"));

  if (position->side == RIMAU_SIDE_TIGERS)
    {
      if (position->rules.captures == RIMAU_CAPTURE_ODD)
        return g_strdup (tigers == 1 ? _("Move the tiger, or jump an odd run of men")
                                     : _("Move a tiger, or jump an odd run of men"));
      return g_strdup (tigers == 1 ? _("Move the tiger, or jump a man")
                                   : _("Move a tiger, or jump a man"));
    }

  if (position->hand > 0)
    return g_strdup_printf (ngettext ("Drop a man on an empty point (%u left in hand)",
                                      "Drop a man on an empty point (%u left in hand)",
                                      position->hand),
                            (guint) position->hand);

  if (legal_move_of_kind (self, RIMAU_MOVE_PASS, NULL))
    return g_strdup (_("No man can move: pass"));

  return g_strdup (_("Move a man"));
}

static char *
turn_title (RimauWindow *self,
            RimauSide    side)
{
  g_autofree char *name = player_name (self, side);

  if (!is_person (self, side))
    /* Translators: %s is a computer player's name */
    return g_strdup_printf (_("%s is thinking…"), name);

  if (rimau_game_setup_count_people (&self->setup) == 1)
    return g_strdup (side == RIMAU_SIDE_TIGERS ? _("Your Turn: Tigers") : _("Your Turn: Men"));

  return g_strdup (side == RIMAU_SIDE_TIGERS ? _("Tigers to Play") : _("Men to Play"));
}

static const char *
outcome_title (RimauWindow  *self,
               RimauOutcome  outcome)
{
  RimauSide winner = outcome == RIMAU_OUTCOME_TIGERS ? RIMAU_SIDE_TIGERS : RIMAU_SIDE_MEN;

  if (outcome == RIMAU_OUTCOME_DRAW)
    return _("Draw");

  /* Against the computer, say it to the person. */
  if (rimau_game_setup_count_people (&self->setup) == 1)
    return is_person (self, winner) ? _("You Win!") : _("You Lose");

  return winner == RIMAU_SIDE_TIGERS ? _("The Tigers Win") : _("The Men Win");
}

static char *
end_reason_text (RimauWindow *self)
{
  const RimauPosition *position = rimau_game_get_position (self->game);
  guint tigers = rimau_mask_count (position->tigers);

  switch (rimau_game_get_end_reason (self->game))
    {
    case RIMAU_END_REASON_MEN_CAPTURED:
      if (position->rules.concede == 0)
        return g_strdup (_("Every man was captured."));
      return g_strdup_printf (ngettext ("The men were reduced to %u.",
                                        "The men were reduced to %u.",
                                        rimau_position_men_left (position)),
                              rimau_position_men_left (position));
    case RIMAU_END_REASON_TIGERS_TRAPPED:
      return g_strdup (tigers == 1 ? _("The men trapped the tiger.") : _("The men trapped both tigers."));
    case RIMAU_END_REASON_REPETITION:
      return g_strdup (_("The same position came up for the third time."));
    case RIMAU_END_REASON_QUIET_PLIES:
      return g_strdup (_("100 plies went by without a drop or a capture."));
    case RIMAU_END_REASON_NONE:
    default:
      return g_strdup ("");
    }
}

/* GTK lays a label or an image out again, and with it the window, whenever
 * it is given its text or icon, even the one it shows: only changes are
 * given to it. */
static void
show_text (GtkLabel   *label,
           const char *text)
{
  if (g_strcmp0 (gtk_label_get_label (label), text) != 0)
    gtk_label_set_label (label, text);
}

static void
show_icon (GtkImage   *image,
           const char *icon_name)
{
  if (gtk_image_get_storage_type (image) != GTK_IMAGE_ICON_NAME ||
      g_strcmp0 (gtk_image_get_icon_name (image), icon_name) != 0)
    gtk_image_set_from_icon_name (image, icon_name);
}

static void
update_status (RimauWindow *self)
{
  RimauOutcome outcome = rimau_game_get_outcome (self->game);
  RimauSide side = rimau_game_get_side_to_move (self->game);
  gboolean person = person_to_move (self);

  if (outcome != RIMAU_OUTCOME_NONE)
    {
      g_autofree char *reason = end_reason_text (self);

      show_text (self->result_title, outcome_title (self, outcome));
      show_text (self->result_reason, reason);
      show_icon (self->result_icon,
                 outcome == RIMAU_OUTCOME_DRAW ? "rimau-draw-symbolic"
                 : side_icon_name (outcome == RIMAU_OUTCOME_TIGERS ? RIMAU_SIDE_TIGERS : RIMAU_SIDE_MEN));
      if (outcome == RIMAU_OUTCOME_TIGERS)
        gtk_widget_add_css_class (GTK_WIDGET (self->result_icon), "tiger-icon");
      else
        gtk_widget_remove_css_class (GTK_WIDGET (self->result_icon), "tiger-icon");
      gtk_stack_set_visible_child_name (self->status_stack, "over");
    }
  else
    {
      g_autofree char *title = turn_title (self, side);
      g_autofree char *detail = instruction (self);

      show_text (self->status_title, title);
      show_text (self->status_detail, detail);
      show_icon (self->status_icon, side_icon_name (side));
      if (side == RIMAU_SIDE_TIGERS)
        gtk_widget_add_css_class (GTK_WIDGET (self->status_icon), "tiger-icon");
      else
        gtk_widget_remove_css_class (GTK_WIDGET (self->status_icon), "tiger-icon");
      gtk_widget_set_visible (GTK_WIDGET (self->keep_button),
                              person && legal_move_of_kind (self, RIMAU_MOVE_KEEP, NULL));
      gtk_widget_set_visible (GTK_WIDGET (self->pass_button),
                              person && legal_move_of_kind (self, RIMAU_MOVE_PASS, NULL));
      gtk_stack_set_visible_child_name (self->status_stack, "turn");
    }
}

/* ------------------------------------------------------------------------ */
/* Players panel                                                             */

/* A player's row: the name, with the badge of the player to move beside
 * it, and under them the side and its men. The line under the name has the
 * row's whole width and keeps to one line: a label that may wrap is laid
 * out again at every ply, which makes the frame that shows the ply several
 * milliseconds longer. */
static void
update_player_row (RimauWindow   *self,
                   RimauSide      side,
                   GtkListBoxRow *row,
                   GtkLabel      *name_label,
                   GtkLabel      *badge,
                   GtkLabel      *detail)
{
  const RimauPosition *start = rimau_game_get_start_position (self->game);
  const RimauPosition *position = rimau_game_get_position (self->game);
  gboolean to_move = rimau_game_get_outcome (self->game) == RIMAU_OUTCOME_NONE &&
                     rimau_game_get_side_to_move (self->game) == side;
  /* A computer to move is thinking, as the status line says, unless an
   * earlier position is being looked at; the row does not wait for the
   * search itself to start, which would redraw the window for nothing. */
  gboolean thinking = to_move && !is_person (self, side) && !self->reviewing;
  g_autofree char *name = player_name (self, side);
  g_autofree char *subtitle = NULL;

  if (side == RIMAU_SIDE_TIGERS)
    {
      guint taken = rimau_position_men_left (start) - rimau_position_men_left (position);

      subtitle = g_strdup_printf (ngettext ("Tigers · %u man taken", "Tigers · %u men taken", taken), taken);
    }
  else
    {
      guint on_board = rimau_mask_count (position->men);

      subtitle = g_strdup_printf (_("Men · %u in hand · %u on the board"), (guint) position->hand, on_board);
    }

  show_text (name_label, name);
  show_text (detail, subtitle);

  show_text (badge, thinking ? _("Thinking…") : _("To play"));
  gtk_widget_set_visible (GTK_WIDGET (badge), to_move);

  if (to_move)
    gtk_widget_add_css_class (GTK_WIDGET (row), "to-move");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (row), "to-move");
}

static void
update_players (RimauWindow *self)
{
  update_player_row (self, RIMAU_SIDE_TIGERS, self->tigers_row, self->tigers_name, self->tigers_badge, self->tigers_detail);
  update_player_row (self, RIMAU_SIDE_MEN, self->men_row, self->men_name, self->men_badge, self->men_detail);
}

/* ------------------------------------------------------------------------ */
/* Ply list                                                                  */

static GtkWidget *
new_move_row (RimauWindow *self,
              guint        index)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *number, *text;
  g_autofree char *number_text = NULL;
  g_autofree char *accessible = NULL;

  if (index == 0)
    {
      number = gtk_label_new ("");
      text = gtk_label_new (_("Start"));
      accessible = g_strdup (_("Start position"));
      gtk_box_append (GTK_BOX (box), number);
      gtk_box_append (GTK_BOX (box), gtk_image_new_from_icon_name ("rimau-board-symbolic"));
    }
  else
    {
      const RimauPosition *before = rimau_game_get_position_at (self->game, index - 1);
      const RimauMove *move = rimau_game_get_move (self->game, index - 1);
      char ply[RIMAU_MOVE_TEXT_SIZE];

      rimau_move_to_text (move, ply);
      number_text = g_strdup_printf ("%u.", (guint) before->turn);
      number = gtk_label_new (number_text);
      text = gtk_label_new (ply);
      accessible = g_strdup_printf (before->side == RIMAU_SIDE_TIGERS ? _("Turn %u, tigers: %s")
                                                                      : _("Turn %u, men: %s"),
                                    (guint) before->turn, ply);
      gtk_box_append (GTK_BOX (box), number);
      gtk_box_append (GTK_BOX (box), gtk_image_new_from_icon_name (side_icon_name (before->side)));
    }

  gtk_label_set_xalign (GTK_LABEL (number), 1.0);
  gtk_label_set_width_chars (GTK_LABEL (number), 4);
  gtk_widget_add_css_class (number, "dim-label");
  gtk_widget_add_css_class (number, "numeric");
  gtk_label_set_xalign (GTK_LABEL (text), 0.0);
  gtk_widget_add_css_class (text, "ply");
  gtk_box_append (GTK_BOX (box), text);

  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, accessible,
                                  -1);
  return row;
}

static void
scroll_to_row (RimauWindow   *self,
               GtkListBoxRow *row)
{
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (self->moves_scroller);
  graphene_rect_t bounds;
  double value, page;

  if (!gtk_widget_compute_bounds (GTK_WIDGET (row), GTK_WIDGET (self->move_list), &bounds))
    return;

  value = gtk_adjustment_get_value (adjustment);
  page = gtk_adjustment_get_page_size (adjustment);
  if (bounds.origin.y < value)
    gtk_adjustment_set_value (adjustment, bounds.origin.y);
  else if (bounds.origin.y + bounds.size.height > value + page)
    gtk_adjustment_set_value (adjustment, bounds.origin.y + bounds.size.height - page);
}

static void
scroll_to_end (GtkAdjustment *adjustment)
{
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment) -
                                        gtk_adjustment_get_page_size (adjustment));
}

/* A row just added has no place in the list until the list is next laid
 * out, and its bounds before then are those of the list's top: scrolling
 * to it waits for that. */
static void
scroll_to_cursor (RimauWindow *self)
{
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (self->move_list, (int) rimau_game_get_cursor (self->game));

  self->list_scroll_pending = row != NULL && gtk_widget_get_height (GTK_WIDGET (row)) == 0;
  if (self->list_follows_end)
    scroll_to_end (gtk_scrolled_window_get_vadjustment (self->moves_scroller));
  else if (row != NULL && !self->list_scroll_pending)
    scroll_to_row (self, row);
}

/* The list's length or height has changed as it was laid out, its rows
 * already placed: a scroll made now would not move them in this layout.
 * It is made once the window has been laid out; the frame clock then lays
 * the window out again before drawing, so no frame shows the list as it
 * was before the scroll, with its newest row cut off. */
static void
moves_adjustment_changed_cb (RimauWindow   *self,
                             GtkAdjustment *adjustment)
{
  if (self->list_follows_end || self->list_scroll_pending)
    self->list_scroll_queued = TRUE;
}

static void
window_laid_out_cb (RimauWindow *self)
{
  if (!self->list_scroll_queued)
    return;

  self->list_scroll_queued = FALSE;
  scroll_to_cursor (self);
}

/* Each realization brings a surface, and with it a frame clock, of its own. */
static void
window_realized_cb (RimauWindow *self)
{
  g_signal_connect_object (gtk_widget_get_frame_clock (GTK_WIDGET (self)), "layout",
                           G_CALLBACK (window_laid_out_cb), self, G_CONNECT_SWAPPED);
}

/* How many of the game's first plies the list shows as they are. */
static guint
count_listed_plies (RimauWindow *self)
{
  guint n_moves = rimau_game_get_n_moves (self->game);
  guint same = 0;

  while (same < n_moves && same < self->listed_moves->len &&
         rimau_move_equal (rimau_game_get_move (self->game, same),
                           &g_array_index (self->listed_moves, RimauMove, same)))
    same++;
  return same;
}

/* Brings the list in line with the game's plies, touching only the rows
 * after the first ply that differs. */
static void
update_move_list (RimauWindow *self)
{
  guint n_moves = rimau_game_get_n_moves (self->game);
  guint same = count_listed_plies (self);
  GtkListBoxRow *row;

  self->updating_list = TRUE;

  if (gtk_list_box_get_row_at_index (self->move_list, 0) == NULL)
    gtk_list_box_append (self->move_list, new_move_row (self, 0));

  while ((row = gtk_list_box_get_row_at_index (self->move_list, (int) same + 1)) != NULL)
    gtk_list_box_remove (self->move_list, GTK_WIDGET (row));
  g_array_set_size (self->listed_moves, same);

  for (guint i = same; i < n_moves; i++)
    {
      g_array_append_vals (self->listed_moves, rimau_game_get_move (self->game, i), 1);
      gtk_list_box_append (self->move_list, new_move_row (self, i + 1));
    }

  /* Plies after the cursor are the ones redo would replay. */
  for (guint i = 1; i <= n_moves; i++)
    {
      row = gtk_list_box_get_row_at_index (self->move_list, (int) i);
      if (i > rimau_game_get_cursor (self->game))
        gtk_widget_add_css_class (GTK_WIDGET (row), "undone");
      else
        gtk_widget_remove_css_class (GTK_WIDGET (row), "undone");
    }

  row = gtk_list_box_get_row_at_index (self->move_list, (int) rimau_game_get_cursor (self->game));
  gtk_list_box_select_row (self->move_list, row);
  self->updating_list = FALSE;

  self->list_follows_end = rimau_game_get_cursor (self->game) == n_moves;
  scroll_to_cursor (self);
}

static void
move_row_activated_cb (RimauWindow   *self,
                       GtkListBoxRow *row,
                       GtkListBox    *list)
{
  if (!self->updating_list)
    rimau_window_review_ply (self, (guint) gtk_list_box_row_get_index (row));
}

/* ------------------------------------------------------------------------ */
/* Reviewing earlier positions                                               */

void
rimau_window_review_ply (RimauWindow *self,
                         guint        index)
{
  g_return_if_fail (RIMAU_IS_WINDOW (self));

  if (index > rimau_game_get_n_moves (self->game))
    return;

  if (!self->reviewing)
    {
      if (index == rimau_game_get_cursor (self->game))
        return;
      self->reviewing = TRUE;
      self->resume_cursor = rimau_game_get_cursor (self->game);
      rimau_window_players_stop (self);
    }
  else if (index == self->resume_cursor)
    self->reviewing = FALSE;

  if (!rimau_game_go_to (self->game, index))
    rimau_window_update (self);
}

static void
back_to_game_action (GSimpleAction *action,
                     GVariant      *parameter,
                     gpointer       user_data)
{
  RimauWindow *self = RIMAU_WINDOW (user_data);

  if (self->reviewing)
    rimau_window_review_ply (self, self->resume_cursor);
}

static void
play_from_here_response_cb (RimauWindow      *self,
                            const char       *response,
                            AdwMessageDialog *dialog)
{
  if (g_strcmp0 (response, "play") != 0 || !self->reviewing)
    return;

  self->reviewing = FALSE;
  rimau_window_update (self);
}

static void
play_from_here_action (GSimpleAction *action,
                       GVariant      *parameter,
                       gpointer       user_data)
{
  RimauWindow *self = RIMAU_WINDOW (user_data);
  guint later = rimau_game_get_n_moves (self->game) - rimau_game_get_cursor (self->game);
  GtkWidget *dialog;

  if (!self->reviewing)
    return;

  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Play From Here?"), NULL);
  adw_message_dialog_format_body (ADW_MESSAGE_DIALOG (dialog),
                                  ngettext ("The next ply played replaces the %u ply that followed this position.",
                                            "The next ply played replaces the %u plies that followed this position.",
                                            later),
                                  later);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "play", _("_Play From Here"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "play", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (play_from_here_response_cb), self, G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
update_review (RimauWindow *self)
{
  gtk_revealer_set_reveal_child (self->review_revealer, self->reviewing);

  if (self->reviewing)
    {
      guint cursor = rimau_game_get_cursor (self->game);
      g_autofree char *text = NULL;

      if (cursor == 0)
        text = g_strdup (_("Viewing the start position"));
      else
        text = g_strdup_printf (_("Viewing the position after ply %u of %u"), cursor, self->resume_cursor);
      show_text (self->review_label, text);
    }
}

/* ------------------------------------------------------------------------ */
/* Actions                                                                   */

static void
set_action_enabled (RimauWindow *self,
                    const char  *name,
                    gboolean     enabled)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self), name);

  g_simple_action_set_enabled (G_SIMPLE_ACTION (action), enabled);
}

static void
update_actions (RimauWindow *self)
{
  gboolean person = person_to_move (self);

  set_action_enabled (self, "undo", rimau_game_get_can_undo (self->game));
  set_action_enabled (self, "redo",
                      self->reviewing ? rimau_game_get_cursor (self->game) < self->resume_cursor
                                      : rimau_game_get_can_redo (self->game));
  set_action_enabled (self, "keep", person && legal_move_of_kind (self, RIMAU_MOVE_KEEP, NULL));
  set_action_enabled (self, "pass", person && legal_move_of_kind (self, RIMAU_MOVE_PASS, NULL));
  set_action_enabled (self, "back-to-game", self->reviewing);
  set_action_enabled (self, "play-from-here", self->reviewing);
  set_action_enabled (self, "hint", person && rimau_window_hint_available (self));
  gtk_widget_set_visible (GTK_WIDGET (self->hint_button), rimau_window_player_is_available ("hang-tuah"));
}

void
rimau_window_update_title (RimauWindow *self)
{
  const RimauRules *rules = rimau_game_get_rules (self->game);
  g_autofree char *subtitle = NULL;

  if (rules->captures == rimau_variant_default_captures (rules->variant))
    subtitle = g_strdup (rimau_variant_get_name (rules->variant));
  else if (rules->captures == RIMAU_CAPTURE_ODD)
    /* Translators: %s is a variant name */
    subtitle = g_strdup_printf (_("%s, odd captures"), rimau_variant_get_name (rules->variant));
  else
    subtitle = g_strdup_printf (_("%s, single captures"), rimau_variant_get_name (rules->variant));

  adw_window_title_set_subtitle (self->window_title, subtitle);

  if (self->file != NULL)
    {
      g_autofree char *basename = g_file_get_basename (self->file);
      g_autofree char *name = g_filename_display_name (basename);

      adw_window_title_set_title (self->window_title, name);
      gtk_window_set_title (GTK_WINDOW (self), name);
    }
  else
    {
      adw_window_title_set_title (self->window_title, _("Rimau"));
      gtk_window_set_title (GTK_WINDOW (self), _("Rimau"));
    }
}

void
rimau_window_update (RimauWindow *self)
{
  /* First the computer, so that what follows shows it thinking. */
  rimau_window_players_next (self);
  rimau_board_view_set_interactive (self->board_view, person_to_move (self));
  update_status (self);
  update_players (self);
  update_move_list (self);
  update_review (self);
  update_actions (self);
}

#ifdef HAVE_MALLOC_TRIM
static gboolean
return_freed_memory_idle (gpointer user_data)
{
  RimauWindow *self = user_data;

  self->return_memory_idle_id = 0;
  malloc_trim (0);
  return G_SOURCE_REMOVE;
}
#endif

/* Showing a ply, listing it and the computer's search free memory all over
 * the heap, where the C library keeps it for the process: over a game that
 * creeps up by several megabytes. Once the window has nothing else to do,
 * it goes back to the system, which takes well under a millisecond. */
static void
return_freed_memory_later (RimauWindow *self)
{
#ifdef HAVE_MALLOC_TRIM
  if (self->return_memory_idle_id == 0)
    self->return_memory_idle_id = g_idle_add_full (G_PRIORITY_LOW, return_freed_memory_idle, self, NULL);
#endif
}

static void
game_changed_cb (RimauWindow *self,
                 RimauGame   *game)
{
  guint n_moves = rimau_game_get_n_moves (game);

  /* A record keeps every ply, wherever the cursor is: undo, redo and
   * looking at a ply leave nothing to save, a new or replaced ply does. */
  if (count_listed_plies (self) != n_moves || self->listed_moves->len != n_moves)
    self->dirty = TRUE;
  /* A hint is for the position it was asked in. */
  if (self->hinting != NULL)
    {
      g_cancellable_cancel (self->hinting);
      g_clear_object (&self->hinting);
    }
  rimau_window_update (self);
  return_freed_memory_later (self);
}

static void
play_move (RimauWindow     *self,
           const RimauMove *move)
{
  g_autoptr(GError) error = NULL;

  if (!rimau_game_play (self->game, move, &error))
    {
      /* The board offers only legal plies: this would be a bug. */
      g_warning ("Could not play a ply chosen on the board: %s", error->message);
      return;
    }
}

static void
move_chosen_cb (RimauWindow     *self,
                const RimauMove *move,
                RimauBoardView  *board_view)
{
  if (person_to_move (self))
    play_move (self, move);
}

static void
play_kind_of_move (RimauWindow   *self,
                   RimauMoveKind  kind)
{
  RimauMove move;

  if (person_to_move (self) && legal_move_of_kind (self, kind, &move))
    play_move (self, &move);
}

static void
keep_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  play_kind_of_move (RIMAU_WINDOW (user_data), RIMAU_MOVE_KEEP);
}

static void
pass_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  play_kind_of_move (RIMAU_WINDOW (user_data), RIMAU_MOVE_PASS);
}

/* Where undo (@step -1) or redo (@step 1) goes from the cursor. Against
 * the computer a person takes back their own last ply, so the step goes on
 * past the computer's plies to a position where a person is to move. */
static guint
undo_redo_target (RimauWindow *self,
                  int          step)
{
  guint target = rimau_game_get_cursor (self->game) + step;
  guint n_moves = rimau_game_get_n_moves (self->game);

  if (rimau_game_setup_count_people (&self->setup) == 0)
    return target;

  while (target > 0 && target < n_moves &&
         !is_person (self, rimau_game_get_position_at (self->game, target)->side))
    target += step;
  return target;
}

/* The cursor moves in one step: a computer asked to play at a position in
 * between would be answering for a position already gone. */
static void
undo_or_redo (RimauWindow *self,
              int          step)
{
  if (self->reviewing)
    {
      rimau_window_review_ply (self, rimau_game_get_cursor (self->game) + step);
      return;
    }

  if (step < 0 ? !rimau_game_get_can_undo (self->game) : !rimau_game_get_can_redo (self->game))
    return;

  /* The computer's search is for the position being left. */
  rimau_window_players_stop (self);
  rimau_game_go_to (self->game, undo_redo_target (self, step));
}

static void
undo_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  undo_or_redo (RIMAU_WINDOW (user_data), -1);
}

static void
redo_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  undo_or_redo (RIMAU_WINDOW (user_data), 1);
}

static void
new_game_start_cb (RimauWindow         *self,
                   RimauNewGameDialog  *dialog)
{
  RimauGameSetup setup;

  rimau_new_game_dialog_get_setup (dialog, &setup);
  rimau_game_setup_save (&setup, self->settings);
  rimau_window_start_game (self, &setup);
  gtk_window_destroy (GTK_WINDOW (dialog));
}

static void
show_new_game_dialog (RimauWindow *self)
{
  RimauNewGameDialog *dialog;
  RimauGameSetup last;

  rimau_game_setup_load (&last, self->settings);
  dialog = rimau_new_game_dialog_new (GTK_WINDOW (self), &last);
  g_signal_connect_object (dialog, "start", G_CALLBACK (new_game_start_cb), self, G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
new_game_action (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       user_data)
{
  rimau_window_confirm_discard (RIMAU_WINDOW (user_data), show_new_game_dialog);
}

static void
show_rules_action (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       user_data)
{
  RimauWindow *self = RIMAU_WINDOW (user_data);
  GtkWindow *window = rimau_rules_page_new_window (GTK_WINDOW (self), rimau_game_get_rules (self->game));

  gtk_window_present (window);
}

/* ------------------------------------------------------------------------ */
/* Layout                                                                    */

static void
apply_layout (RimauWindow *self)
{
  gboolean narrow = self->narrow;

  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->main_box),
                                  narrow ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL);
  /* A panel of one width beside the board, so that the board does not
   * move as the texts in the panel change; wide enough for the line under
   * a player's name in every language the game speaks. */
  gtk_widget_set_size_request (GTK_WIDGET (self->side_panel), narrow ? -1 : SIDE_PANEL_WIDTH, -1);
  adw_clamp_set_maximum_size (self->side_clamp, narrow ? 640 : SIDE_PANEL_WIDTH);
  adw_clamp_set_tightening_threshold (self->side_clamp, narrow ? 640 : SIDE_PANEL_WIDTH);
  gtk_widget_set_vexpand (GTK_WIDGET (self->moves_scroller), !narrow);
  gtk_scrolled_window_set_min_content_height (self->moves_scroller, narrow ? 120 : 96);
  gtk_scrolled_window_set_max_content_height (self->moves_scroller, narrow ? 120 : -1);
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->review_box),
                                  narrow ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL);

  /* Room for the title on a phone: an icon instead of the label. */
  if (narrow)
    gtk_button_set_icon_name (self->new_game_button, "list-add-symbolic");
  else
    gtk_button_set_label (self->new_game_button, _("_New Game"));
  adw_header_bar_set_centering_policy (self->header_bar,
                                       narrow ? ADW_CENTERING_POLICY_LOOSE : ADW_CENTERING_POLICY_STRICT);

  if (narrow)
    {
      gtk_widget_add_css_class (GTK_WIDGET (self), "narrow");
      gtk_widget_remove_css_class (GTK_WIDGET (self), "wide");
    }
  else
    {
      gtk_widget_add_css_class (GTK_WIDGET (self), "wide");
      gtk_widget_remove_css_class (GTK_WIDGET (self), "narrow");
    }
}

static void
apply_layout_idle (gpointer user_data)
{
  RimauWindow *self = user_data;

  self->layout_idle_id = 0;
  apply_layout (self);
}

/* The side panel goes beside the board in wide windows and under it in
 * narrow ones. The change waits for an idle: changing the layout while
 * being allocated would allocate again inside the allocation. */
static void
rimau_window_size_allocate (GtkWidget *widget,
                            int        width,
                            int        height,
                            int        baseline)
{
  RimauWindow *self = RIMAU_WINDOW (widget);
  gboolean narrow = width < NARROW_WIDTH;

  GTK_WIDGET_CLASS (rimau_window_parent_class)->size_allocate (widget, width, height, baseline);

  if (narrow != self->narrow)
    {
      self->narrow = narrow;
      if (self->layout_idle_id == 0)
        self->layout_idle_id = g_idle_add_once (apply_layout_idle, self);
    }
}

/* ------------------------------------------------------------------------ */
/* Window state                                                              */

static void
save_window_state (RimauWindow *self)
{
  int width, height;

  gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
  g_settings_set_boolean (self->settings, "window-maximized", gtk_window_is_maximized (GTK_WINDOW (self)));
  if (!gtk_window_is_maximized (GTK_WINDOW (self)))
    {
      g_settings_set_int (self->settings, "window-width", width);
      g_settings_set_int (self->settings, "window-height", height);
    }
}

static void
restore_window_state (RimauWindow *self)
{
  gtk_window_set_default_size (GTK_WINDOW (self),
                               MAX (360, g_settings_get_int (self->settings, "window-width")),
                               MAX (520, g_settings_get_int (self->settings, "window-height")));
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));
  else
    self->narrow = g_settings_get_int (self->settings, "window-width") < NARROW_WIDTH;
}

static void
close_confirmed (RimauWindow *self)
{
  self->close_confirmed = TRUE;
  gtk_window_close (GTK_WINDOW (self));
}

/* A game kept in a file is saved or let go first; the game in progress is
 * kept for the next start in any case. */
static gboolean
rimau_window_close_request (GtkWindow *window)
{
  RimauWindow *self = RIMAU_WINDOW (window);

  if (!self->close_confirmed && self->file != NULL && rimau_window_needs_saving (self))
    {
      rimau_window_confirm_discard (self, close_confirmed);
      return TRUE;
    }

  save_window_state (self);
  rimau_window_save_last_game (self);

  return GTK_WINDOW_CLASS (rimau_window_parent_class)->close_request (window);
}

/* ------------------------------------------------------------------------ */
/* Object                                                                    */

/* Shows @game, played by the players of @setup; the rules are @game's. */
void
rimau_window_set_game (RimauWindow          *self,
                       RimauGame            *game,
                       const RimauGameSetup *setup)
{
  g_return_if_fail (RIMAU_IS_WINDOW (self));
  g_return_if_fail (RIMAU_IS_GAME (game));
  g_return_if_fail (setup != NULL);

  self->setup = *setup;
  self->setup.rules = *rimau_game_get_rules (game);
  /* A computer player that is not installed is played by a person. */
  for (int side = 0; side < 2; side++)
    if (!rimau_window_player_is_available (self->setup.player[side]))
      rimau_game_setup_set_player (&self->setup, side, NULL);

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_func (self->game, game_changed_cb, self);
  g_set_object (&self->game, game);
  g_signal_connect_object (game, "changed", G_CALLBACK (game_changed_cb), self, G_CONNECT_SWAPPED);

  self->reviewing = FALSE;
  g_array_set_size (self->listed_moves, 0);
  {
    GtkWidget *child;

    while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->move_list))) != NULL)
      gtk_list_box_remove (self->move_list, child);
  }

  g_clear_object (&self->file);
  self->dirty = FALSE;

  rimau_board_view_set_game (self->board_view, game);
  rimau_window_players_setup (self);
  rimau_window_update_title (self);
  rimau_window_update (self);
}

/* Who plays a side of a record: the computer personality its tag names,
 * when that one is installed, or else a person. */
static void
set_player_from_tag (RimauWindow    *self,
                     RimauGameSetup *setup,
                     RimauGame      *game,
                     RimauSide       side)
{
  const char *tag = rimau_game_get_tag (game, side == RIMAU_SIDE_TIGERS ? "Tigers" : "Men");

  rimau_game_setup_set_player (setup, side, rimau_window_player_is_available (tag) ? tag : NULL);
}

/* Shows a game read from a record; @file is where it was read from, or
 * %NULL for a game that belongs to no file. */
void
rimau_window_show_record (RimauWindow *self,
                          RimauGame   *game,
                          GFile       *file)
{
  RimauGameSetup setup;

  g_return_if_fail (RIMAU_IS_WINDOW (self));
  g_return_if_fail (RIMAU_IS_GAME (game));

  rimau_game_setup_load (&setup, self->settings);
  set_player_from_tag (self, &setup, game, RIMAU_SIDE_TIGERS);
  set_player_from_tag (self, &setup, game, RIMAU_SIDE_MEN);
  rimau_window_set_game (self, game, &setup);

  g_set_object (&self->file, file);
  rimau_window_update_title (self);
}

static void
set_player_tag (RimauWindow *self,
                RimauGame   *game,
                RimauSide    side)
{
  g_autofree char *name = NULL;

  if (is_person (self, side))
    name = player_name (self, side);
  rimau_game_set_tag (game, side == RIMAU_SIDE_TIGERS ? "Tigers" : "Men",
                      name != NULL ? name : self->setup.player[side]);
}

void
rimau_window_start_game (RimauWindow          *self,
                         const RimauGameSetup *setup)
{
  g_autoptr(RimauGame) game = NULL;

  g_return_if_fail (RIMAU_IS_WINDOW (self));
  g_return_if_fail (setup != NULL);

  game = rimau_game_new (&setup->rules);
  rimau_window_set_game (self, game, setup);

  /* What a record of the game says of it. */
  {
    g_autoptr(GDateTime) now = g_date_time_new_now_local ();
    g_autofree char *date = g_date_time_format (now, "%Y.%m.%d");

    set_player_tag (self, game, RIMAU_SIDE_TIGERS);
    set_player_tag (self, game, RIMAU_SIDE_MEN);
    rimau_game_set_tag (game, "Date", date);
  }
}

RimauGame *
rimau_window_get_game (RimauWindow *self)
{
  g_return_val_if_fail (RIMAU_IS_WINDOW (self), NULL);

  return self->game;
}

RimauBoardView *
rimau_window_get_board_view (RimauWindow *self)
{
  g_return_val_if_fail (RIMAU_IS_WINDOW (self), NULL);

  return self->board_view;
}

const char *
rimau_window_get_status_title (RimauWindow *self)
{
  g_return_val_if_fail (RIMAU_IS_WINDOW (self), NULL);

  if (rimau_game_get_outcome (self->game) != RIMAU_OUTCOME_NONE)
    return gtk_label_get_label (self->result_title);
  return gtk_label_get_label (self->status_title);
}

const char *
rimau_window_get_status_detail (RimauWindow *self)
{
  g_return_val_if_fail (RIMAU_IS_WINDOW (self), NULL);

  if (rimau_game_get_outcome (self->game) != RIMAU_OUTCOME_NONE)
    return gtk_label_get_label (self->result_reason);
  return gtk_label_get_label (self->status_detail);
}

gboolean
rimau_window_get_narrow (RimauWindow *self)
{
  g_return_val_if_fail (RIMAU_IS_WINDOW (self), FALSE);

  return self->narrow;
}

gboolean
rimau_window_get_reviewing (RimauWindow *self)
{
  g_return_val_if_fail (RIMAU_IS_WINDOW (self), FALSE);

  return self->reviewing;
}

guint
rimau_window_get_n_move_rows (RimauWindow *self)
{
  guint n = 0;

  g_return_val_if_fail (RIMAU_IS_WINDOW (self), 0);

  while (gtk_list_box_get_row_at_index (self->move_list, (int) n) != NULL)
    n++;
  return n;
}

static void
rimau_window_dispose (GObject *object)
{
  RimauWindow *self = (RimauWindow *) object;

  g_clear_handle_id (&self->layout_idle_id, g_source_remove);
  g_clear_handle_id (&self->return_memory_idle_id, g_source_remove);
  rimau_window_players_dispose (self);
  gtk_widget_dispose_template (GTK_WIDGET (self), RIMAU_TYPE_WINDOW);

  G_OBJECT_CLASS (rimau_window_parent_class)->dispose (object);
}

static void
rimau_window_finalize (GObject *object)
{
  RimauWindow *self = (RimauWindow *) object;

  g_clear_object (&self->game);
  g_clear_object (&self->file);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->listed_moves, g_array_unref);

  G_OBJECT_CLASS (rimau_window_parent_class)->finalize (object);
}

static void
rimau_window_class_init (RimauWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = rimau_window_dispose;
  object_class->finalize = rimau_window_finalize;
  widget_class->size_allocate = rimau_window_size_allocate;
  window_class->close_request = rimau_window_close_request;

  g_type_ensure (RIMAU_TYPE_BOARD_VIEW);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/rimau/Rimau/rimau-window.ui");
  gtk_widget_class_bind_template_child (widget_class, RimauWindow, header_bar);
  gtk_widget_class_bind_template_child (widget_class, RimauWindow, new_game_button);
  gtk_widget_class_bind_template_child (widget_class, RimauWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, RimauWindow, hint_button);
  gtk_widget_class_bind_template_child (widget_class, RimauWindow, review_box);
  gtk_widget_class_bind_template_child (widget_class, RimauWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, RimauWindow, review_revealer);
  gtk_widget_class_bind_template_child (widget_class, RimauWindow, review_label);
  gtk_widget_class_bind_template_child (widget_class, RimauWindow, main_box);
  gtk_widget_class_bind_template_child (widget_class, RimauWindow, board_column);
  gtk_widget_class_bind_template_child (widget_class, RimauWindow, side_clamp);
  gtk_widget_class_bind_template_child (widget_class, RimauWindow, side_panel);
  gtk_widget_class_bind_template_child (widget_class, RimauWindow, board_view);
  gtk_widget_class_bind_template_child (widget_class, RimauWindow, status_stack);
  gtk_widget_class_bind_template_child (widget_class, RimauWindow, status_icon);
  gtk_widget_class_bind_template_child (widget_class, RimauWindow, status_title);
  gtk_widget_class_bind_template_child (widget_class, RimauWindow, status_detail);
  gtk_widget_class_bind_template_child (widget_class, RimauWindow, keep_button);
  gtk_widget_class_bind_template_child (widget_class, RimauWindow, pass_button);
  gtk_widget_class_bind_template_child (widget_class, RimauWindow, result_icon);
  gtk_widget_class_bind_template_child (widget_class, RimauWindow, result_title);
  gtk_widget_class_bind_template_child (widget_class, RimauWindow, result_reason);
  gtk_widget_class_bind_template_child (widget_class, RimauWindow, tigers_row);
  gtk_widget_class_bind_template_child (widget_class, RimauWindow, men_row);
  gtk_widget_class_bind_template_child (widget_class, RimauWindow, tigers_name);
  gtk_widget_class_bind_template_child (widget_class, RimauWindow, men_name);
  gtk_widget_class_bind_template_child (widget_class, RimauWindow, tigers_badge);
  gtk_widget_class_bind_template_child (widget_class, RimauWindow, men_badge);
  gtk_widget_class_bind_template_child (widget_class, RimauWindow, tigers_detail);
  gtk_widget_class_bind_template_child (widget_class, RimauWindow, men_detail);
  gtk_widget_class_bind_template_child (widget_class, RimauWindow, moves_heading);
  gtk_widget_class_bind_template_child (widget_class, RimauWindow, moves_scroller);
  gtk_widget_class_bind_template_child (widget_class, RimauWindow, move_list);

}

static const GActionEntry window_actions[] = {
  { "new-game", new_game_action },
  { "undo", undo_action },
  { "redo", redo_action },
  { "keep", keep_action },
  { "pass", pass_action },
  { "show-rules", show_rules_action },
  { "back-to-game", back_to_game_action },
  { "play-from-here", play_from_here_action },
};

static void
rimau_window_init (RimauWindow *self)
{
  RimauGameSetup setup;

  self->listed_moves = g_array_new (FALSE, FALSE, sizeof (RimauMove));

  gtk_widget_init_template (GTK_WIDGET (self));
  g_action_map_add_action_entries (G_ACTION_MAP (self), window_actions, G_N_ELEMENTS (window_actions), self);
  rimau_window_files_init (self);
  rimau_window_players_init (self);

  self->settings = g_settings_new (APP_ID);
  g_settings_bind (self->settings, "show-targets", self->board_view, "show-targets", G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "show-last-move", self->board_view, "show-last-move", G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "show-danger", self->board_view, "show-danger", G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "show-coordinates", self->board_view, "show-coordinates", G_SETTINGS_BIND_GET);

  g_signal_connect_object (self->board_view, "move-chosen", G_CALLBACK (move_chosen_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->move_list, "row-activated", G_CALLBACK (move_row_activated_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (gtk_scrolled_window_get_vadjustment (self->moves_scroller), "changed",
                           G_CALLBACK (moves_adjustment_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect (self, "realize", G_CALLBACK (window_realized_cb), NULL);

  restore_window_state (self);
  apply_layout (self);

  rimau_game_setup_load (&setup, self->settings);
  rimau_window_start_game (self, &setup);
}

RimauWindow *
rimau_window_new (RimauApplication *application)
{
  return g_object_new (RIMAU_TYPE_WINDOW, "application", application, NULL);
}
