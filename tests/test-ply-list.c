/* test-ply-list.c — the ply list: its rows, and keeping the cursor in view
 *
 * Runs under Xvfb with a session bus, GSETTINGS_BACKEND=memory and
 * G_DEBUG=fatal-warnings: any GTK warning fails the test.
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "rimau-test-window.h"




/* The row is where the list is scrolled to, and the list shows it whole. */
static void
assert_row_in_view (RimauWindow *window,
                    guint        index)
{
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (ply_list (window), (int) index);
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (find_by_id (window, "moves_scroller")));
  double value = gtk_adjustment_get_value (adjustment);
  graphene_rect_t in_list, shown;

  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (row), GTK_WIDGET (ply_list (window)), &in_list));
  g_assert_cmpfloat (in_list.size.height, >, 0);
  g_assert_cmpfloat (in_list.origin.y, >=, value);
  g_assert_cmpfloat (in_list.origin.y + in_list.size.height, <=, value + gtk_adjustment_get_page_size (adjustment));

  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (row), GTK_WIDGET (GTK_SCROLLED_WINDOW (find_by_id (window, "moves_scroller"))), &shown));
  g_assert_cmpfloat (shown.origin.y, >=, 0);
  g_assert_cmpfloat (shown.origin.y + shown.size.height, <=, gtk_widget_get_height (GTK_WIDGET (GTK_SCROLLED_WINDOW (find_by_id (window, "moves_scroller")))));
}

/* The long record, opened from a file. */
static void
open_long_record (RimauWindow *window)
{
  g_autoptr(GFile) file = write_record ("long.rimau", long_record);

  rimau_window_open_file (window, file);
  wait_for_other_game (window, window_game (window));
  g_assert_cmpuint (n_move_rows (window), ==, 48);
}

/* A record keeps every ply wherever the cursor is: looking at a ply, undo
 * and redo leave nothing to save, and closing the window asks nothing. */
static void
test_moving_through_plies_is_no_change (void)
{
  RimauWindow *window = open_window (RIMAU_VARIANT_RIMAU_RIMAU_A);

  open_long_record (window);
  review_ply (window, 2);
  process_pending ();
  press (window, "back-to-game");
  press (window, "undo");
  press (window, "undo");
  press (window, "redo");
  g_assert_cmpuint (rimau_game_get_cursor (window_game (window)), ==, 46);
  g_assert_false (rimau_game_document_get_modified (rimau_session_get_document (window_session (window))));

  close_window (window);
}

/* The ply list shows the cursor's row: the last ply of a record just
 * opened, a ply looked at, and again the last when back to the game. */
static void
test_ply_list_follows_the_cursor (void)
{
  RimauWindow *window = open_window (RIMAU_VARIANT_RIMAU_RIMAU_A);
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (find_by_id (window, "moves_scroller")));

  open_long_record (window);
  wait_for_frames (window);
  g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), >, 0);
  assert_row_in_view (window, 47);

  review_ply (window, 2);
  wait_for_frames (window);
  assert_row_in_view (window, 2);

  press (window, "back-to-game");
  wait_for_frames (window);
  assert_row_in_view (window, 47);

  close_window (window);
}

typedef struct
{
  RimauWindow *window;
  guint        row;
  guint        n_frames;
} RowWatch;

static void
row_drawn_cb (GdkFrameClock *frame_clock,
              RowWatch      *watch)
{
  if (watch->n_frames++ == 0)
    assert_row_in_view (watch->window, watch->row);
}

/* A ply played at the end of a list longer than its card shows in view
 * from the first frame that shows it: the list does not show its newest
 * row cut off for a frame, then jump. */
static void
test_ply_list_scrolls_before_drawing (void)
{
  g_autoptr(RimauGame) game = rimau_record_parse (long_record, strlen (long_record), NULL, NULL, NULL);
  RowWatch watch = { NULL, 0, 0 };
  RimauMove moves[RIMAU_MAX_MOVES];
  GdkFrameClock *frame_clock;
  RimauWindow *window;
  gulong handler;

  g_assert_nonnull (game);
  window = watch.window = open_game (game);
  wait_for_frames (window);
  frame_clock = gtk_widget_get_frame_clock (GTK_WIDGET (window));
  g_assert_cmpuint (rimau_position_generate (rimau_game_get_position (game), moves), >, 0);
  watch.row = rimau_game_get_cursor (game) + 1;

  handler = g_signal_connect (frame_clock, "paint", G_CALLBACK (row_drawn_cb), &watch);
  g_assert_true (rimau_game_play (game, &moves[0], NULL));
  while (watch.n_frames == 0)
    g_main_context_iteration (NULL, TRUE);
  g_signal_handler_disconnect (frame_clock, handler);

  close_window (window);
}

/* Each row says its ply in words: the turn, the side and the ply; undone
 * rows are marked as such. */
static void
test_rows_say_their_plies (void)
{
  RimauWindow *window = open_window (RIMAU_VARIANT_RIMAU_RIMAU_A);
  GtkListBox *list = ply_list (window);

  click (window, "c4");
  click (window, "c5");
  g_assert_cmpuint (n_move_rows (window), ==, 3);
  gtk_test_accessible_assert_role (GTK_ACCESSIBLE (gtk_list_box_get_row_at_index (list, 0)),
                                   GTK_ACCESSIBLE_ROLE_LIST_ITEM);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (gtk_list_box_get_row_at_index (list, 0)),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "Start position");
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (gtk_list_box_get_row_at_index (list, 2)),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "Turn 1, tigers: xc5");
  /* The tooltip says the ply in the same words. */
  g_assert_cmpstr (gtk_widget_get_tooltip_text (GTK_WIDGET (gtk_list_box_get_row_at_index (list, 2))), ==,
                   "Man removed from c5");
  /* What the row shows is in its name: a screen reader does not read it
   * again from the row's labels and icon. */
  for (GtkWidget *child = gtk_widget_get_first_child (gtk_widget_get_first_child (GTK_WIDGET (
                                                        gtk_list_box_get_row_at_index (list, 2))));
       child != NULL; child = gtk_widget_get_next_sibling (child))
    gtk_test_accessible_assert_role (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_ROLE_PRESENTATION);

  press (window, "undo");
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (gtk_list_box_get_row_at_index (list, 2)), "undone"));
  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (gtk_list_box_get_row_at_index (list, 1)), "undone"));
  g_assert_true (gtk_list_box_get_selected_row (list) == gtk_list_box_get_row_at_index (list, 1));

  /* Keeping both tigers, written --, is said in words. */
  press (window, "redo");
  click (window, "c6");
  press (window, "keep");
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (gtk_list_box_get_row_at_index (list, 4)),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "Turn 1, tigers: keep both");
  g_assert_true (find_widget (GTK_WIDGET (gtk_list_box_get_row_at_index (list, 4)), is_label_with, "keep both") != NULL);

  close_window (window);
}

int
main (int   argc,
      char *argv[])
{
  rimau_test_ui_init (&argc, &argv);

  g_test_add_func ("/ply-list/rows-say-their-plies", test_rows_say_their_plies);
  g_test_add_func ("/ply-list/moving-through-plies", test_moving_through_plies_is_no_change);
  g_test_add_func ("/ply-list/follows-the-cursor", test_ply_list_follows_the_cursor);
  g_test_add_func ("/ply-list/scrolls-before-drawing", test_ply_list_scrolls_before_drawing);

  return rimau_test_ui_run (argv);
}
