/* test-window-games.c — playing whole games in the window
 *
 * Runs under Xvfb with a session bus, GSETTINGS_BACKEND=memory and
 * G_DEBUG=fatal-warnings: any GTK warning fails the test.
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "rimau-test-window.h"


static void
test_opening_rimau_rimau_a (void)
{
  RimauWindow *window = open_window (RIMAU_VARIANT_RIMAU_RIMAU_A);
  RimauBoardView *board = window_board (window);
  RimauMove targets[RIMAU_MAX_MOVES];

  click (window, "c4");
  g_assert_cmpstr (status_detail (window), ==, "Remove 2 men from the board");
  click (window, "c5");
  click (window, "c6");
  g_assert_cmpstr (status_detail (window), ==, "Move a tiger to any empty point, or keep both");
  g_assert_true (action_enabled (window, "keep"));

  /* A relocation may go to any of the 29 empty points. */
  g_assert_true (rimau_board_scene_select (board_scene (board), point ("c7")));
  g_assert_cmpuint (rimau_board_scene_get_targets (board_scene (board), targets), ==, 29);
  g_assert_true (rimau_board_scene_play_to (board_scene (board), point ("a9")));
  process_pending ();
  assert_last_ply (window, "c7-a9");

  assert_position (window, "T../.../...../.M.M./.M.M./.M.M./..T../.../... m 15 - 1 1");
  g_assert_cmpstr (status_title (window), ==, "Men to Play");
  g_assert_cmpstr (status_detail (window), ==, "Drop a man on an empty point (15 left in hand)");
  g_assert_cmpuint (n_move_rows (window), ==, 5);

  click (window, "c5");
  assert_last_ply (window, "@c5");
  g_assert_cmpstr (status_detail (window), ==, "Move a tiger, or jump a man");

  close_window (window);
}

static void
test_opening_rimau_rimau_b (void)
{
  RimauWindow *window = open_window (RIMAU_VARIANT_RIMAU_RIMAU_B);

  g_assert_cmpstr (status_detail (window), ==, "Remove 1 man from the board");
  click (window, "d5");
  g_assert_cmpstr (status_detail (window), ==, "Move a tiger to any empty point, or keep both");
  press (window, "keep");
  assert_last_ply (window, "--");
  assert_position (window, ".../.../..T../.MMM./.M.../.MMM./..T../.../... m 14 - 1 1");
  g_assert_false (action_enabled (window, "keep"));
  /* Nothing moved on the board: the status says what the tigers did. */
  g_assert_cmpstr (status_detail (window), ==,
                   "The tigers kept both where they were. Drop a man on an empty point (14 left in hand)");

  close_window (window);
}

static void
test_opening_rimau (void)
{
  RimauWindow *window = open_window (RIMAU_VARIANT_RIMAU);
  RimauBoardView *board = window_board (window);

  click (window, "b4");
  click (window, "c5");
  click (window, "d6");
  g_assert_cmpstr (status_detail (window), ==, "Place the tiger on an emptied point");

  /* Only the emptied points take the tiger. */
  g_assert_false (rimau_board_scene_activate (board_scene (board), point ("a1")));
  click (window, "c5");
  assert_last_ply (window, "T@c5");
  assert_position (window, ".../.../...../.MM../.MTM./..MM./...../.../... m 15 - 1 1");

  close_window (window);
}

static void
test_opening_sumatra (void)
{
  RimauWindow *window = open_window (RIMAU_VARIANT_SUMATRA);

  g_assert_cmpstr (status_detail (window), ==, "Move a tiger, or jump a man");
  move_piece (window, "c3", "c5");
  assert_last_ply (window, "c3xc5");
  assert_position (window, ".../.../..T../.MMM./.MTM./.M.M./...../.../... m 16 - 0 1");
  g_assert_cmpstr (status_detail (window), ==, "Drop a man on an empty point (16 left in hand)");

  close_window (window);
}

static void
test_game_won_by_tigers (void)
{
  RimauWindow *window = open_short_game ();

  play_short_game (window);
  g_assert_cmpstr (status_title (window), ==, "The Tigers Win");
  g_assert_cmpstr (status_detail (window), ==, "The men were reduced to 20.");
  g_assert_false (rimau_board_scene_get_interactive (board_scene (window_board (window))));

  close_window (window);
}

static void
assert_same_bounds (const graphene_rect_t *a,
                    const graphene_rect_t *b)
{
  g_assert_cmpfloat (a->origin.x, ==, b->origin.x);
  g_assert_cmpfloat (a->origin.y, ==, b->origin.y);
  g_assert_cmpfloat (a->size.width, ==, b->size.width);
  g_assert_cmpfloat (a->size.height, ==, b->size.height);
}

/* The board keeps its size and place when the game ends and the status
 * line says how, in a wide window and a narrow one. */
static void
test_board_keeps_its_place (void)
{
  static const int widths[] = { 960, 400 };

  for (guint i = 0; i < G_N_ELEMENTS (widths); i++)
    {
      RimauWindow *window = rimau_window_new (test_app);
      RimauGameSetup setup = test_game_setup (RIMAU_VARIANT_RIMAU_RIMAU_A, NULL, NULL, 1000);
      GtkWidget *board = GTK_WIDGET (window_board (window));
      graphene_rect_t before, after;

      setup.rules.concede = 20;
      rimau_session_start (window_session (window), &setup);
      gtk_window_set_default_size (GTK_WINDOW (window), widths[i], 800);
      gtk_window_present (GTK_WINDOW (window));
      wait_until_mapped (GTK_WIDGET (window));
      wait_for_frames (window);
      g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (window), widths[i] < 760 ? "narrow" : "wide"));
      g_assert_true (gtk_widget_compute_bounds (board, GTK_WIDGET (window), &before));
      play_short_game (window);
      wait_for_frames (window);
      g_assert_true (gtk_widget_compute_bounds (board, GTK_WIDGET (window), &after));
      assert_same_bounds (&before, &after);

      close_window (window);
    }
}

static void
test_game_won_by_men (void)
{
  RimauWindow *window = rimau_window_new (test_app);
  g_autoptr(RimauGame) game = NULL;
  RimauGameSetup setup;
  RimauPosition start;
  RimauRules rules;

  rimau_rules_init (&rules, RIMAU_VARIANT_RIMAU);
  g_assert_true (rimau_position_from_string (&start, &rules,
                                             ".../.../...../MMM../MMMMM/...../..M../.M./TMM m 0 - 0 20",
                                             NULL));
  game = rimau_game_new_from_position (&start);
  rimau_game_setup_init_default (&setup);
  rimau_session_set_game (window_session (window), game, &setup);
  gtk_window_present (GTK_WINDOW (window));
  wait_until_mapped (GTK_WIDGET (window));

  g_assert_cmpstr (status_detail (window), ==, "Move a man");
  move_piece (window, "c2", "b2");

  g_assert_cmpint (rimau_game_get_outcome (game), ==, RIMAU_OUTCOME_MEN);
  g_assert_cmpstr (status_title (window), ==, "The Men Win");
  g_assert_cmpstr (status_detail (window), ==, "The men trapped the tiger.");

  close_window (window);
}

static void
test_game_drawn_by_repetition (void)
{
  RimauWindow *window = open_position (RIMAU_VARIANT_SUMATRA, "T../.../...../MMMMM/MMMMM/MMMMM/...../.../..T m 0 - 0 10");

  for (int round = 0; round < 2; round++)
    {
      g_assert_cmpint (rimau_game_get_outcome (window_game (window)), ==, RIMAU_OUTCOME_NONE);
      move_piece (window, "a4", "a3");
      move_piece (window, "a9", "b8");
      move_piece (window, "a3", "a4");
      move_piece (window, "b8", "a9");
    }

  g_assert_cmpint (rimau_game_get_outcome (window_game (window)), ==, RIMAU_OUTCOME_DRAW);
  g_assert_cmpstr (status_title (window), ==, "Draw");
  g_assert_cmpstr (status_detail (window), ==, "The same position came up for the third time.");

  close_window (window);
}

static void
test_game_drawn_by_quiet_plies (void)
{
  RimauWindow *window = open_position (RIMAU_VARIANT_SUMATRA, "T../.../...../MMMMM/MMMMM/MMMMM/...../.../..T m 0 - 98 10");

  move_piece (window, "a4", "a3");
  g_assert_cmpint (rimau_game_get_outcome (window_game (window)), ==, RIMAU_OUTCOME_NONE);
  move_piece (window, "a9", "b8");

  g_assert_cmpint (rimau_game_get_outcome (window_game (window)), ==, RIMAU_OUTCOME_DRAW);
  g_assert_cmpstr (status_detail (window), ==, "100 moves went by without a drop or a capture.");
  g_assert_false (rimau_board_scene_get_interactive (board_scene (window_board (window))));

  close_window (window);
}

static void
test_undo_redo_actions (void)
{
  RimauWindow *window = open_window (RIMAU_VARIANT_RIMAU_RIMAU_A);
  RimauGame *game = window_game (window);

  click (window, "c4");
  click (window, "c5");
  g_assert_cmpuint (rimau_game_get_cursor (game), ==, 2);

  press (window, "undo");
  g_assert_cmpuint (rimau_game_get_cursor (game), ==, 1);
  g_assert_cmpstr (status_detail (window), ==, "Remove 2 men from the board");
  press (window, "undo");
  g_assert_cmpuint (rimau_game_get_cursor (game), ==, 0);
  g_assert_false (action_enabled (window, "undo"));

  press (window, "redo");
  press (window, "redo");
  g_assert_cmpuint (rimau_game_get_cursor (game), ==, 2);
  assert_last_ply (window, "xc5");
  g_assert_false (action_enabled (window, "redo"));

  /* A new ply after an undo replaces the plies undone. */
  press (window, "undo");
  click (window, "d4");
  g_assert_cmpuint (rimau_game_get_n_plies (game), ==, 2);
  assert_last_ply (window, "xd4");
  g_assert_cmpuint (n_move_rows (window), ==, 3);

  close_window (window);
}

static void
test_review_and_resume (void)
{
  RimauWindow *window = open_window (RIMAU_VARIANT_RIMAU_RIMAU_A);
  RimauGame *game = window_game (window);
  RimauBoardView *board = window_board (window);

  click (window, "c4");
  click (window, "c5");
  click (window, "c6");

  review_ply (window, 1);
  process_pending ();
  g_assert_true (rimau_navigator_get_reviewing (rimau_session_get_navigator (window_session (window))));
  g_assert_cmpuint (rimau_game_get_cursor (game), ==, 1);
  g_assert_false (rimau_board_scene_get_interactive (board_scene (board)));
  g_assert_false (rimau_board_scene_activate (board_scene (board), point ("d4")));
  /* An earlier position is nobody's turn, and the banner counts as the
   * ply list does: by turns. */
  g_assert_cmpstr (status_title (window), ==, "Tigers to Play");
  g_assert_cmpstr (status_detail (window), ==, "Go back to the game, or play on from this position");
  g_assert_cmpstr (label_text (window, "review_label"), ==, "Viewing the position after turn 1, tigers: xc4");
  g_assert_false (gtk_widget_get_visible (find_by_id (find_by_id (window, "tigers_row"), "badge")));
  g_assert_false (gtk_widget_get_visible (find_by_id (find_by_id (window, "men_row"), "badge")));

  /* Undo and redo step through the plies while reviewing. */
  press (window, "undo");
  g_assert_cmpuint (rimau_game_get_cursor (game), ==, 0);
  press (window, "redo");
  g_assert_cmpuint (rimau_game_get_cursor (game), ==, 1);

  press (window, "back-to-game");
  g_assert_false (rimau_navigator_get_reviewing (rimau_session_get_navigator (window_session (window))));
  g_assert_cmpuint (rimau_game_get_cursor (game), ==, 3);
  g_assert_true (rimau_board_scene_get_interactive (board_scene (board)));

  close_window (window);
}

static gboolean
back_at_the_start (gpointer window)
{
  return rimau_game_get_cursor (window_game (window)) == 0;
}

/* The application's shortcuts reach the window's actions. */
static void
test_undo_shortcut (void)
{
  RimauWindow *window = open_window (RIMAU_VARIANT_RIMAU_RIMAU_A);

  click (window, "c4");
  if (press_key (GTK_WINDOW (window), GDK_KEY_z, GDK_CONTROL_MASK))
    wait_until (back_at_the_start, window, 10);
  close_window (window);
}

int
main (int   argc,
      char *argv[])
{
  rimau_test_ui_init (&argc, &argv);

  g_test_add_func ("/window/opening/rimau-rimau-a", test_opening_rimau_rimau_a);
  g_test_add_func ("/window/opening/rimau-rimau-b", test_opening_rimau_rimau_b);
  g_test_add_func ("/window/opening/rimau", test_opening_rimau);
  g_test_add_func ("/window/opening/sumatra", test_opening_sumatra);
  g_test_add_func ("/window/game/tigers-win", test_game_won_by_tigers);
  g_test_add_func ("/window/game/men-win", test_game_won_by_men);
  g_test_add_func ("/window/game/board-keeps-its-place", test_board_keeps_its_place);
  g_test_add_func ("/window/game/draw-by-repetition", test_game_drawn_by_repetition);
  g_test_add_func ("/window/game/draw-by-quiet-plies", test_game_drawn_by_quiet_plies);
  g_test_add_func ("/window/undo-redo", test_undo_redo_actions);
  g_test_add_func ("/window/undo-shortcut", test_undo_shortcut);
  g_test_add_func ("/window/review", test_review_and_resume);

  return rimau_test_ui_run (argv);
}
