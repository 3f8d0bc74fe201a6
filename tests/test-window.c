/* test-window.c — the game window, board view and dialogs
 *
 * Runs under Xvfb with a session bus, GSETTINGS_BACKEND=memory and
 * G_DEBUG=fatal-warnings: any GTK warning fails the test.
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <stdlib.h>
#include <string.h>

#include "rimau-application.h"
#include "rimau-board-view.h"
#include "rimau-new-game-dialog.h"
#include "rimau-record.h"
#include "rimau-window-private.h"

static RimauApplication *app;

static void
process_pending (void)
{
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
}

static void
wait_until_mapped (GtkWidget *widget)
{
  while (!gtk_widget_get_mapped (widget))
    g_main_context_iteration (NULL, TRUE);
  process_pending ();
}

static int
point (const char *name)
{
  return rimau_point_from_name (name, 2);
}

static RimauWindow *
open_window (RimauVariant variant)
{
  RimauWindow *window = rimau_window_new (app);
  RimauGameSetup setup;

  rimau_game_setup_init_default (&setup);
  rimau_rules_init (&setup.rules, variant);
  rimau_window_start_game (window, &setup);
  /* Tall enough for the board to stand upright. */
  gtk_window_set_default_size (GTK_WINDOW (window), 960, 800);
  gtk_window_present (GTK_WINDOW (window));
  wait_until_mapped (GTK_WIDGET (window));
  return window;
}

static void
close_window (RimauWindow *window)
{
  g_autoptr(GtkWidget) watch = GTK_WIDGET (g_object_ref (window));

  gtk_window_close (GTK_WINDOW (window));
  process_pending ();
  g_assert_false (gtk_widget_get_visible (watch));
}

static char *
position_text (RimauWindow *window)
{
  return rimau_position_to_string (rimau_game_get_position (rimau_window_get_game (window)));
}

static void
assert_position (RimauWindow *window,
                 const char  *expected)
{
  g_autofree char *text = position_text (window);

  g_assert_cmpstr (text, ==, expected);
}

static char *
last_ply (RimauWindow *window)
{
  RimauGame *game = rimau_window_get_game (window);
  char text[RIMAU_MOVE_TEXT_SIZE];

  g_assert_cmpuint (rimau_game_get_cursor (game), >, 0);
  return g_strdup (rimau_move_to_text (rimau_game_get_move (game, rimau_game_get_cursor (game) - 1), text));
}

static void
assert_last_ply (RimauWindow *window,
                 const char  *expected)
{
  g_autofree char *text = last_ply (window);

  g_assert_cmpstr (text, ==, expected);
}

/* Plays a ply the way a person does: a click on the piece, a click on
 * the target; or a single click for removals, drops and placements. */
static void
click (RimauWindow *window,
       const char  *name)
{
  g_assert_true (rimau_board_view_activate_point (rimau_window_get_board_view (window), point (name)));
  process_pending ();
}

static void
move_piece (RimauWindow *window,
            const char  *from,
            const char  *to)
{
  RimauBoardView *board = rimau_window_get_board_view (window);

  g_assert_true (rimau_board_view_select (board, point (from)));
  g_assert_cmpint (rimau_board_view_get_selected (board), ==, point (from));
  g_assert_true (rimau_board_view_play_to (board, point (to)));
  g_assert_cmpint (rimau_board_view_get_selected (board), ==, RIMAU_NO_POINT);
  process_pending ();
}

static void
activate (RimauWindow *window,
          const char  *action)
{
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (window), action));
  g_action_group_activate_action (G_ACTION_GROUP (window), action, NULL);
  process_pending ();
}

/* ------------------------------------------------------------------------ */

static void
test_window_opens_and_closes (void)
{
  RimauWindow *window = open_window (RIMAU_VARIANT_RIMAU_RIMAU_A);
  RimauBoardView *board = rimau_window_get_board_view (window);

  g_assert_nonnull (rimau_board_view_get_game (board));
  g_assert_true (rimau_board_view_get_interactive (board));
  g_assert_cmpstr (rimau_window_get_status_title (window), ==, "Tigers to Play");
  g_assert_cmpstr (rimau_window_get_status_detail (window), ==, "Remove 3 men from the board");
  g_assert_cmpuint (rimau_window_get_n_move_rows (window), ==, 1);
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "undo"));
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "redo"));

  close_window (window);
}

static void
test_opening_rimau_rimau_a (void)
{
  RimauWindow *window = open_window (RIMAU_VARIANT_RIMAU_RIMAU_A);
  RimauBoardView *board = rimau_window_get_board_view (window);
  RimauMove targets[RIMAU_MAX_MOVES];

  click (window, "c4");
  g_assert_cmpstr (rimau_window_get_status_detail (window), ==, "Remove 2 men from the board");
  click (window, "c5");
  click (window, "c6");
  g_assert_cmpstr (rimau_window_get_status_detail (window), ==, "Move a tiger to any empty point, or keep both");
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "keep"));

  /* A relocation may go to any of the 29 empty points. */
  g_assert_true (rimau_board_view_select (board, point ("c7")));
  g_assert_cmpuint (rimau_board_view_get_targets (board, targets), ==, 29);
  g_assert_true (rimau_board_view_play_to (board, point ("a9")));
  process_pending ();
  assert_last_ply (window, "c7-a9");

  assert_position (window, "T../.../...../.M.M./.M.M./.M.M./..T../.../... m 15 - 1 1");
  g_assert_cmpstr (rimau_window_get_status_title (window), ==, "Men to Play");
  g_assert_cmpstr (rimau_window_get_status_detail (window), ==, "Drop a man on an empty point (15 left in hand)");
  g_assert_cmpuint (rimau_window_get_n_move_rows (window), ==, 5);

  click (window, "c5");
  assert_last_ply (window, "@c5");
  g_assert_cmpstr (rimau_window_get_status_detail (window), ==, "Move a tiger, or jump a man");

  close_window (window);
}

static void
test_opening_rimau_rimau_b (void)
{
  RimauWindow *window = open_window (RIMAU_VARIANT_RIMAU_RIMAU_B);

  g_assert_cmpstr (rimau_window_get_status_detail (window), ==, "Remove 1 man from the board");
  click (window, "d5");
  g_assert_cmpstr (rimau_window_get_status_detail (window), ==, "Move a tiger to any empty point, or keep both");
  activate (window, "keep");
  assert_last_ply (window, "--");
  assert_position (window, ".../.../..T../.MMM./.M.../.MMM./..T../.../... m 14 - 1 1");
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "keep"));

  close_window (window);
}

static void
test_opening_rimau (void)
{
  RimauWindow *window = open_window (RIMAU_VARIANT_RIMAU);
  RimauBoardView *board = rimau_window_get_board_view (window);

  click (window, "b4");
  click (window, "c5");
  click (window, "d6");
  g_assert_cmpstr (rimau_window_get_status_detail (window), ==, "Place the tiger on an emptied point");

  /* Only the emptied points take the tiger. */
  g_assert_false (rimau_board_view_activate_point (board, point ("a1")));
  click (window, "c5");
  assert_last_ply (window, "T@c5");
  assert_position (window, ".../.../...../.MM../.MTM./..MM./...../.../... m 15 - 1 1");

  close_window (window);
}

static void
test_opening_sumatra (void)
{
  RimauWindow *window = open_window (RIMAU_VARIANT_SUMATRA);

  g_assert_cmpstr (rimau_window_get_status_detail (window), ==, "Move a tiger, or jump a man");
  move_piece (window, "c3", "c5");
  assert_last_ply (window, "c3xc5");
  assert_position (window, ".../.../..T../.MMM./.MTM./.M.M./...../.../... m 16 - 0 1");
  g_assert_cmpstr (rimau_window_get_status_detail (window), ==, "Drop a man on an empty point (16 left in hand)");

  close_window (window);
}

/* A game in which the men concede at 20: the first capture after the
 * opening decides it. */
static RimauWindow *
open_short_game (void)
{
  RimauWindow *window = rimau_window_new (app);
  RimauGameSetup setup;

  rimau_game_setup_init_default (&setup);
  setup.rules.concede = 20;
  rimau_window_start_game (window, &setup);
  gtk_window_present (GTK_WINDOW (window));
  wait_until_mapped (GTK_WIDGET (window));
  return window;
}

/* The opening, a man placed and the tigers' first capture, which wins the
 * short game. */
static void
play_short_game (RimauWindow *window)
{
  click (window, "c4");
  click (window, "c5");
  click (window, "c6");
  activate (window, "keep");
  click (window, "c4");
  move_piece (window, "c3", "c5");

  g_assert_cmpint (rimau_game_get_outcome (rimau_window_get_game (window)), ==, RIMAU_OUTCOME_TIGERS);
}

static void
test_game_won_by_tigers (void)
{
  RimauWindow *window = open_short_game ();

  play_short_game (window);
  g_assert_cmpstr (rimau_window_get_status_title (window), ==, "The Tigers Win");
  g_assert_cmpstr (rimau_window_get_status_detail (window), ==, "The men were reduced to 20.");
  g_assert_false (rimau_board_view_get_interactive (rimau_window_get_board_view (window)));

  close_window (window);
}

static void
test_game_won_by_men (void)
{
  RimauWindow *window = rimau_window_new (app);
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
  rimau_window_set_game (window, game, &setup);
  gtk_window_present (GTK_WINDOW (window));
  wait_until_mapped (GTK_WIDGET (window));

  g_assert_cmpstr (rimau_window_get_status_detail (window), ==, "Move a man");
  move_piece (window, "c2", "b2");

  g_assert_cmpint (rimau_game_get_outcome (game), ==, RIMAU_OUTCOME_MEN);
  g_assert_cmpstr (rimau_window_get_status_title (window), ==, "The Men Win");
  g_assert_cmpstr (rimau_window_get_status_detail (window), ==, "The men trapped the tiger.");

  close_window (window);
}

/* A window showing @game, played by two people. */
static RimauWindow *
open_game (RimauGame *game)
{
  RimauWindow *window = rimau_window_new (app);
  RimauGameSetup setup;

  rimau_game_setup_init_default (&setup);
  rimau_window_set_game (window, game, &setup);
  gtk_window_set_default_size (GTK_WINDOW (window), 960, 800);
  gtk_window_present (GTK_WINDOW (window));
  wait_until_mapped (GTK_WIDGET (window));
  return window;
}

static RimauWindow *
open_position (const char *text)
{
  g_autoptr(RimauGame) game = NULL;
  RimauPosition start;
  RimauRules rules;

  rimau_rules_init (&rules, RIMAU_VARIANT_SUMATRA);
  g_assert_true (rimau_position_from_string (&start, &rules, text, NULL));
  game = rimau_game_new_from_position (&start);
  return open_game (game);
}

static void
test_game_drawn_by_repetition (void)
{
  RimauWindow *window = open_position ("T../.../...../MMMMM/MMMMM/MMMMM/...../.../..T m 0 - 0 10");

  for (int round = 0; round < 2; round++)
    {
      g_assert_cmpint (rimau_game_get_outcome (rimau_window_get_game (window)), ==, RIMAU_OUTCOME_NONE);
      move_piece (window, "a4", "a3");
      move_piece (window, "a9", "b8");
      move_piece (window, "a3", "a4");
      move_piece (window, "b8", "a9");
    }

  g_assert_cmpint (rimau_game_get_outcome (rimau_window_get_game (window)), ==, RIMAU_OUTCOME_DRAW);
  g_assert_cmpstr (rimau_window_get_status_title (window), ==, "Draw");
  g_assert_cmpstr (rimau_window_get_status_detail (window), ==, "The same position came up for the third time.");

  close_window (window);
}

static void
test_game_drawn_by_quiet_plies (void)
{
  RimauWindow *window = open_position ("T../.../...../MMMMM/MMMMM/MMMMM/...../.../..T m 0 - 98 10");

  move_piece (window, "a4", "a3");
  g_assert_cmpint (rimau_game_get_outcome (rimau_window_get_game (window)), ==, RIMAU_OUTCOME_NONE);
  move_piece (window, "a9", "b8");

  g_assert_cmpint (rimau_game_get_outcome (rimau_window_get_game (window)), ==, RIMAU_OUTCOME_DRAW);
  g_assert_cmpstr (rimau_window_get_status_detail (window), ==, "100 plies went by without a drop or a capture.");
  g_assert_false (rimau_board_view_get_interactive (rimau_window_get_board_view (window)));

  close_window (window);
}

static void
test_undo_redo_actions (void)
{
  RimauWindow *window = open_window (RIMAU_VARIANT_RIMAU_RIMAU_A);
  RimauGame *game = rimau_window_get_game (window);

  click (window, "c4");
  click (window, "c5");
  g_assert_cmpuint (rimau_game_get_cursor (game), ==, 2);

  activate (window, "undo");
  g_assert_cmpuint (rimau_game_get_cursor (game), ==, 1);
  g_assert_cmpstr (rimau_window_get_status_detail (window), ==, "Remove 2 men from the board");
  activate (window, "undo");
  g_assert_cmpuint (rimau_game_get_cursor (game), ==, 0);
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "undo"));

  activate (window, "redo");
  activate (window, "redo");
  g_assert_cmpuint (rimau_game_get_cursor (game), ==, 2);
  assert_last_ply (window, "xc5");
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "redo"));

  /* A new ply after an undo replaces the plies undone. */
  activate (window, "undo");
  click (window, "d4");
  g_assert_cmpuint (rimau_game_get_n_moves (game), ==, 2);
  assert_last_ply (window, "xd4");
  g_assert_cmpuint (rimau_window_get_n_move_rows (window), ==, 3);

  close_window (window);
}

static void
test_review_and_resume (void)
{
  RimauWindow *window = open_window (RIMAU_VARIANT_RIMAU_RIMAU_A);
  RimauGame *game = rimau_window_get_game (window);
  RimauBoardView *board = rimau_window_get_board_view (window);

  click (window, "c4");
  click (window, "c5");
  click (window, "c6");

  rimau_window_review_ply (window, 1);
  process_pending ();
  g_assert_true (rimau_window_get_reviewing (window));
  g_assert_cmpuint (rimau_game_get_cursor (game), ==, 1);
  g_assert_false (rimau_board_view_get_interactive (board));
  g_assert_false (rimau_board_view_activate_point (board, point ("d4")));

  /* Undo and redo step through the plies while reviewing. */
  activate (window, "undo");
  g_assert_cmpuint (rimau_game_get_cursor (game), ==, 0);
  activate (window, "redo");
  g_assert_cmpuint (rimau_game_get_cursor (game), ==, 1);

  activate (window, "back-to-game");
  g_assert_false (rimau_window_get_reviewing (window));
  g_assert_cmpuint (rimau_game_get_cursor (game), ==, 3);
  g_assert_true (rimau_board_view_get_interactive (board));

  close_window (window);
}

static void
test_keyboard_play (void)
{
  RimauWindow *window = open_window (RIMAU_VARIANT_RIMAU_RIMAU_A);
  RimauBoardView *board = rimau_window_get_board_view (window);
  GtkWidget *widget = GTK_WIDGET (board);

  g_assert_false (rimau_board_view_get_rotated (board));
  g_assert_cmpint (rimau_board_view_get_focus_point (board), ==, point ("c5"));

  /* Down from c5 is c4: remove that man. */
  g_assert_true (gtk_widget_activate_action (widget, "board.move-focus", "(ii)", 0, 1));
  g_assert_cmpint (rimau_board_view_get_focus_point (board), ==, point ("c4"));
  g_assert_true (gtk_widget_activate_action (widget, "board.activate-focus", NULL));
  process_pending ();
  assert_last_ply (window, "xc4");

  gtk_widget_activate_action (widget, "board.activate-focus", NULL);
  gtk_widget_activate_action (widget, "board.move-focus", "(ii)", 1, 0);
  g_assert_cmpint (rimau_board_view_get_focus_point (board), ==, point ("d4"));
  gtk_widget_activate_action (widget, "board.activate-focus", NULL);
  gtk_widget_activate_action (widget, "board.move-focus", "(ii)", 0, -1);
  gtk_widget_activate_action (widget, "board.activate-focus", NULL);
  process_pending ();
  assert_last_ply (window, "xd5");

  /* Select the tiger on c3 from the keyboard, then move it to c4. */
  rimau_board_view_set_focus_point (board, point ("c3"));
  gtk_widget_activate_action (widget, "board.activate-focus", NULL);
  g_assert_cmpint (rimau_board_view_get_selected (board), ==, point ("c3"));
  {
    g_autofree char *label = rimau_board_view_dup_point_label (board, point ("c3"));

    g_assert_cmpstr (label, ==, "c3, tiger, selected");
  }
  gtk_widget_activate_action (widget, "board.cancel", NULL);
  g_assert_cmpint (rimau_board_view_get_selected (board), ==, RIMAU_NO_POINT);
  gtk_widget_activate_action (widget, "board.activate-focus", NULL);
  gtk_widget_activate_action (widget, "board.move-focus", "(ii)", 0, -1);
  g_assert_cmpint (rimau_board_view_get_focus_point (board), ==, point ("c4"));
  gtk_widget_activate_action (widget, "board.activate-focus", NULL);
  process_pending ();
  assert_last_ply (window, "c3-c4");

  close_window (window);
}

static void
test_point_labels (void)
{
  RimauWindow *window = open_window (RIMAU_VARIANT_RIMAU_RIMAU_A);
  RimauBoardView *board = rimau_window_get_board_view (window);
  g_autofree char *tiger = rimau_board_view_dup_point_label (board, point ("c7"));
  g_autofree char *man = rimau_board_view_dup_point_label (board, point ("b4"));
  g_autofree char *empty = rimau_board_view_dup_point_label (board, point ("a9"));
  g_autofree char *target = NULL;

  g_assert_cmpstr (tiger, ==, "c7, tiger");
  g_assert_cmpstr (man, ==, "b4, man");
  g_assert_cmpstr (empty, ==, "a9, empty");

  click (window, "c4");
  click (window, "c5");
  click (window, "c6");
  g_assert_true (rimau_board_view_select (board, point ("c7")));
  target = rimau_board_view_dup_point_label (board, point ("a9"));
  g_assert_cmpstr (target, ==, "a9, empty, legal target");

  close_window (window);
}

static void
test_narrow_and_sideways (void)
{
  RimauWindow *window = open_window (RIMAU_VARIANT_RIMAU_RIMAU_A);
  GtkWidget *board_window = gtk_window_new ();
  GtkWidget *board = rimau_board_view_new ();

  gtk_window_set_default_size (GTK_WINDOW (window), 400, 800);
  while (!rimau_window_get_narrow (window))
    g_main_context_iteration (NULL, TRUE);
  gtk_window_set_default_size (GTK_WINDOW (window), 1100, 700);
  while (rimau_window_get_narrow (window))
    g_main_context_iteration (NULL, TRUE);
  close_window (window);

  /* A board much wider than tall is drawn sideways. */
  gtk_window_set_child (GTK_WINDOW (board_window), board);
  gtk_window_set_default_size (GTK_WINDOW (board_window), 900, 400);
  gtk_window_present (GTK_WINDOW (board_window));
  wait_until_mapped (board);
  while (!rimau_board_view_get_rotated (RIMAU_BOARD_VIEW (board)))
    g_main_context_iteration (NULL, TRUE);
  gtk_window_destroy (GTK_WINDOW (board_window));
  process_pending ();
}

/* The picture the icon theme gives for an icon: its resource path. */
static char *
icon_picture (GtkIconTheme *theme,
              const char   *name,
              int           size,
              int           scale)
{
  g_autoptr(GtkIconPaintable) icon = gtk_icon_theme_lookup_icon (theme, name, NULL, size, scale,
                                                                 GTK_TEXT_DIR_NONE, 0);
  g_autoptr(GFile) file = gtk_icon_paintable_get_file (icon);

  g_assert_nonnull (file);
  return g_file_get_uri (file);
}

/* The window's icons come as pictures at every size it shows them, so that
 * no SVG renderer is loaded to draw them: symbolic ones at 16, 24, 32 and
 * 48 pixels on normal and double-resolution screens, the application's
 * own at each size GTK gives the window and at the about window's 128. */
static void
test_icons_are_pictures (void)
{
  static const char * const symbolic[] = {
    "rimau-board-symbolic", "rimau-draw-symbolic", "rimau-hint-symbolic",
    "rimau-man-symbolic", "rimau-tiger-symbolic",
  };
  static const int shown_at[] = { 16, 24, 32, 48 };
  GtkIconTheme *theme = gtk_icon_theme_get_for_display (gdk_display_get_default ());
  g_autofree int *app_sizes = gtk_icon_theme_get_icon_sizes (theme, APP_ID);

  for (guint i = 0; i < G_N_ELEMENTS (symbolic); i++)
    for (guint j = 0; j < G_N_ELEMENTS (shown_at); j++)
      for (int scale = 1; scale <= 2; scale++)
        {
          g_autofree char *uri = icon_picture (theme, symbolic[i], shown_at[j], scale);
          g_autofree char *folder = g_strdup_printf ("/%dx%d/", shown_at[j] * scale, shown_at[j] * scale);

          g_assert_true (g_str_has_prefix (uri, "resource:///"));
          g_assert_true (g_str_has_suffix (uri, ".symbolic.png"));
          g_assert_nonnull (strstr (uri, folder));
        }

  /* GTK gives the window each size the theme has, a scalable one at 48. */
  g_assert_cmpint (app_sizes[0], !=, 0);
  for (int *size = app_sizes; *size != 0; size++)
    {
      g_autofree char *uri = icon_picture (theme, APP_ID, *size == -1 ? 48 : *size, 1);
      g_assert_true (g_str_has_suffix (uri, ".png"));
    }
  for (int scale = 1; scale <= 2; scale++)
    {
      g_autofree char *uri = icon_picture (theme, APP_ID, 128, scale);
      g_autofree char *folder = g_strdup_printf ("/%dx%d/", 128 * scale, 128 * scale);

      g_assert_true (g_str_has_suffix (uri, ".png"));
      g_assert_nonnull (strstr (uri, folder));
    }
}

/* The render nodes @widget draws. A widget keeps those of the frame it
 * last drew: let it draw first to see what it draws now. */
static GskRenderNode *
snapshot_widget (GtkWidget *widget)
{
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();

  gdk_paintable_snapshot (paintable, snapshot, gtk_widget_get_width (widget), gtk_widget_get_height (widget));
  return gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
}

/* The board's pixels as the window's renderer draws them now. */
static GBytes *
render_board (RimauBoardView *board)
{
  g_autoptr(GskRenderNode) node = snapshot_widget (GTK_WIDGET (board));
  g_autoptr(GdkTexture) texture = NULL;
  int width = gtk_widget_get_width (GTK_WIDGET (board));
  int height = gtk_widget_get_height (GTK_WIDGET (board));
  guchar *pixels = g_malloc ((gsize) width * height * 4);

  texture = gsk_renderer_render_texture (gtk_native_get_renderer (gtk_widget_get_native (GTK_WIDGET (board))),
                                         node, &GRAPHENE_RECT_INIT (0, 0, width, height));
  gdk_texture_download (texture, pixels, (gsize) width * 4);
  return g_bytes_new_take (pixels, (gsize) width * height * 4);
}

static void
set_color_scheme (AdwColorScheme scheme)
{
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), scheme);
  process_pending ();
}

/* The board takes its colours from the style: it turns dark with the
 * window, and back. */
static void
test_board_follows_the_style (void)
{
  RimauWindow *window = open_window (RIMAU_VARIANT_RIMAU_RIMAU_A);
  RimauBoardView *board = rimau_window_get_board_view (window);
  g_autoptr(GBytes) light = NULL;
  g_autoptr(GBytes) dark = NULL;
  g_autoptr(GBytes) light_again = NULL;
  const guchar *a, *b;
  gsize size, changed = 0;

  set_color_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  light = render_board (board);
  set_color_scheme (ADW_COLOR_SCHEME_FORCE_DARK);
  dark = render_board (board);
  set_color_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  light_again = render_board (board);
  set_color_scheme (ADW_COLOR_SCHEME_DEFAULT);

  /* Most of the board is its background, which the dark style changes. */
  a = g_bytes_get_data (light, &size);
  b = g_bytes_get_data (dark, NULL);
  for (gsize i = 0; i < size; i += 4)
    changed += memcmp (a + i, b + i, 4) != 0;
  g_assert_cmpuint (changed, >, size / 4 / 2);
  g_assert_true (g_bytes_equal (light, light_again));

  close_window (window);
}

static RimauNewGameDialog *
find_new_game_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);

      if (RIMAU_IS_NEW_GAME_DIALOG (window) && gtk_widget_get_visible (GTK_WIDGET (window)))
        return RIMAU_NEW_GAME_DIALOG (window);
    }

  return NULL;
}

static void
test_new_game_dialog (void)
{
  RimauWindow *window = open_window (RIMAU_VARIANT_RIMAU_RIMAU_A);
  RimauNewGameDialog *dialog;
  RimauGameSetup setup, chosen;
  const RimauRules *rules;

  g_assert_null (find_new_game_dialog ());
  activate (window, "new-game");
  dialog = find_new_game_dialog ();
  g_assert_nonnull (dialog);

  rimau_game_setup_init_default (&setup);
  rimau_rules_init (&setup.rules, RIMAU_VARIANT_SUMATRA);
  setup.rules.captures = RIMAU_CAPTURE_ODD;
  setup.rules.concede = 5;
  rimau_new_game_dialog_set_setup (dialog, &setup);
  g_signal_emit_by_name (dialog, "start");
  process_pending ();

  g_assert_null (find_new_game_dialog ());
  rules = rimau_game_get_rules (rimau_window_get_game (window));
  g_assert_cmpint (rules->variant, ==, RIMAU_VARIANT_SUMATRA);
  g_assert_cmpint (rules->captures, ==, RIMAU_CAPTURE_ODD);
  g_assert_cmpuint (rules->concede, ==, 5);
  g_assert_cmpstr (rimau_window_get_status_detail (window), ==, "Move a tiger, or jump an odd run of men");

  /* The dialog remembers the last choices. */
  activate (window, "new-game");
  dialog = find_new_game_dialog ();
  rimau_new_game_dialog_get_setup (dialog, &chosen);
  g_assert_cmpint (chosen.rules.variant, ==, RIMAU_VARIANT_SUMATRA);
  g_assert_cmpint (chosen.rules.captures, ==, RIMAU_CAPTURE_ODD);
  g_assert_cmpuint (chosen.rules.concede, ==, 5);
  g_assert_true (rimau_game_setup_is_person (&chosen, RIMAU_SIDE_TIGERS));
  g_assert_true (rimau_game_setup_is_person (&chosen, RIMAU_SIDE_MEN));
  gtk_window_close (GTK_WINDOW (dialog));
  process_pending ();
  g_assert_null (find_new_game_dialog ());

  close_window (window);
}

static GtkWindow *
find_message_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (window) && gtk_widget_get_visible (GTK_WIDGET (window)))
        return GTK_WINDOW (window);
    }

  return NULL;
}

/* ------------------------------------------------------------------------ */
/* Records                                                                   */

static GFile *
write_record (const char *name,
              const char *text)
{
  g_autofree char *path = g_build_filename (g_get_user_state_dir (), name, NULL);
  GFile *file = g_file_new_for_path (path);

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  return file;
}

/* Waits until the window shows another game than @before, or an error
 * dialog has come up. */
static void
wait_for_other_game (RimauWindow *window,
                     RimauGame   *before)
{
  gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

  while (rimau_window_get_game (window) == before && find_message_dialog () == NULL)
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, TRUE);
    }
  process_pending ();
}

static void
test_open_record (void)
{
  RimauWindow *window = open_window (RIMAU_VARIANT_RIMAU_RIMAU_A);
  g_autoptr(GFile) file = write_record ("opened.rimau",
                                        "[Variant \"rimau-rimau-a\"]\n"
                                        "[Tigers \"Ayu\"]\n"
                                        "[Men \"Bayu\"]\n"
                                        "\n"
                                        "1. xc4 xc5 xc6 -- @c5 2. c3-c4 *\n");
  RimauGame *game;

  rimau_window_open_file (window, file);
  wait_for_other_game (window, rimau_window_get_game (window));
  game = rimau_window_get_game (window);

  g_assert_null (find_message_dialog ());
  g_assert_cmpuint (rimau_game_get_n_moves (game), ==, 6);
  g_assert_cmpuint (rimau_game_get_cursor (game), ==, 6);
  assert_position (window, ".../.../..T../.M.M./.MMM./.MTM./...../.../... m 14 - 1 2");
  g_assert_cmpuint (rimau_window_get_n_move_rows (window), ==, 7);
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "opened.rimau");
  g_assert_cmpstr (rimau_window_get_status_detail (window), ==, "Drop a man on an empty point (14 left in hand)");
  g_assert_false (rimau_window_needs_saving (window));
  g_assert_true (rimau_board_view_get_interactive (rimau_window_get_board_view (window)));

  close_window (window);
}

static void
frame_drawn_cb (GdkFrameClock *frame_clock,
                guint         *n_frames)
{
  (*n_frames)++;
}

/* Lets the window lay itself out and draw, twice, and finish what it does
 * once idle. */
static void
wait_for_frames (RimauWindow *window)
{
  GdkFrameClock *frame_clock = gtk_widget_get_frame_clock (GTK_WIDGET (window));
  guint n_frames = 0;
  gulong handler = g_signal_connect (frame_clock, "after-paint", G_CALLBACK (frame_drawn_cb), &n_frames);

  while (n_frames < 2)
    {
      gtk_widget_queue_draw (GTK_WIDGET (window));
      g_main_context_iteration (NULL, TRUE);
    }
  g_signal_handler_disconnect (frame_clock, handler);
  process_pending ();
}

/* The row is where the list is scrolled to, and the list shows it whole. */
static void
assert_row_in_view (RimauWindow *window,
                    guint        index)
{
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (window->move_list, (int) index);
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (window->moves_scroller);
  double value = gtk_adjustment_get_value (adjustment);
  graphene_rect_t in_list, shown;

  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (row), GTK_WIDGET (window->move_list), &in_list));
  g_assert_cmpfloat (in_list.size.height, >, 0);
  g_assert_cmpfloat (in_list.origin.y, >=, value);
  g_assert_cmpfloat (in_list.origin.y + in_list.size.height, <=, value + gtk_adjustment_get_page_size (adjustment));

  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (row), GTK_WIDGET (window->moves_scroller), &shown));
  g_assert_cmpfloat (shown.origin.y, >=, 0);
  g_assert_cmpfloat (shown.origin.y + shown.size.height, <=, gtk_widget_get_height (GTK_WIDGET (window->moves_scroller)));
}

/* A record of 47 plies: more than the ply list shows at once. */
static const char long_record[] =
  "[Variant \"rimau-rimau-a\"]\n"
  "[Tigers \"Ayu\"]\n"
  "[Men \"Bayu\"]\n"
  "\n"
  "1. xc4 xc5 xc6 c3-a5 @c5 2. a5xc3 @c4 3. c3xe5 @a5 4. e5-d4 @e5\n"
  "5. c7-c6 @b4 6. c6xa6 @a4 7. d4xb6 @c3 8. b6-c5 @a3 9. c5xe7 @d4\n"
  "10. a6-b6 @e4 11. b6-c5 @e3 12. e7-d6 @a6 13. d6-c7 @c9 14. c5-c6 @a9\n"
  "15. c6-c5 @e6 16. c7-d6 a9-b8 17. d6-c6 a6-a7 18. c6-c7 c9-a9\n"
  "19. c7-d6 b8-c7 20. d6xb8 a7-a6 21. b8-c8 e3-d3 22. c5xe3 e6-d6 *\n";

/* The long record, opened from a file. */
static void
open_long_record (RimauWindow *window)
{
  g_autoptr(GFile) file = write_record ("long.rimau", long_record);

  rimau_window_open_file (window, file);
  wait_for_other_game (window, rimau_window_get_game (window));
  g_assert_cmpuint (rimau_window_get_n_move_rows (window), ==, 48);
}

/* A record keeps every ply wherever the cursor is: looking at a ply, undo
 * and redo leave nothing to save, and closing the window asks nothing. */
static void
test_moving_through_plies_is_no_change (void)
{
  RimauWindow *window = open_window (RIMAU_VARIANT_RIMAU_RIMAU_A);

  open_long_record (window);
  rimau_window_review_ply (window, 2);
  process_pending ();
  activate (window, "back-to-game");
  activate (window, "undo");
  activate (window, "undo");
  activate (window, "redo");
  g_assert_cmpuint (rimau_game_get_cursor (rimau_window_get_game (window)), ==, 46);
  g_assert_false (rimau_window_needs_saving (window));

  close_window (window);
}

/* The ply list shows the cursor's row: the last ply of a record just
 * opened, a ply looked at, and again the last when back to the game. */
static void
test_ply_list_follows_the_cursor (void)
{
  RimauWindow *window = open_window (RIMAU_VARIANT_RIMAU_RIMAU_A);
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (window->moves_scroller);

  open_long_record (window);
  wait_for_frames (window);
  g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), >, 0);
  assert_row_in_view (window, 47);

  rimau_window_review_ply (window, 2);
  wait_for_frames (window);
  assert_row_in_view (window, 2);

  activate (window, "back-to-game");
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

/* The players' rows keep their height whichever of them has the badge of
 * the player to move, so that what is under them stays where it is. */
static void
test_player_rows_keep_their_height (void)
{
  RimauWindow *window = open_window (RIMAU_VARIANT_RIMAU_RIMAU_A);
  int tigers_height, men_height;

  wait_for_frames (window);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (window->tigers_badge)));
  tigers_height = gtk_widget_get_height (GTK_WIDGET (window->tigers_row));
  men_height = gtk_widget_get_height (GTK_WIDGET (window->men_row));

  click (window, "c4");
  click (window, "c5");
  click (window, "c6");
  activate (window, "keep");
  wait_for_frames (window);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (window->men_badge)));
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (window->tigers_row)), ==, tigers_height);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (window->men_row)), ==, men_height);

  close_window (window);
}

static void
layout_cb (GdkFrameClock *frame_clock,
           guint         *n_layouts)
{
  (*n_layouts)++;
}

static gboolean
time_is_up (gpointer user_data)
{
  *(gboolean *) user_data = TRUE;
  return G_SOURCE_REMOVE;
}

/* How many times the window is laid out in the next 200 ms. */
static guint
count_layouts (RimauWindow *window)
{
  GdkFrameClock *frame_clock = gtk_widget_get_frame_clock (GTK_WIDGET (window));
  gulong handler;
  guint n_layouts = 0;
  gboolean up = FALSE;

  handler = g_signal_connect (frame_clock, "layout", G_CALLBACK (layout_cb), &n_layouts);
  g_timeout_add (200, time_is_up, &up);
  while (!up)
    g_main_context_iteration (NULL, TRUE);
  g_signal_handler_disconnect (frame_clock, handler);
  return n_layouts;
}

/* Showing the window again as it already is lays nothing out again, so
 * that a ply, or a computer starting to think, redraws only what changed. */
static void
test_same_state_no_layout (void)
{
  RimauWindow *window = open_window (RIMAU_VARIANT_RIMAU_RIMAU_A);
  guint tries = 0;

  /* First the window settles. */
  while (count_layouts (window) > 0)
    g_assert_cmpuint (++tries, <, 25);

  rimau_window_update (window);
  g_assert_cmpuint (count_layouts (window), ==, 0);

  close_window (window);
}

/* The one node a node draws through (a transform, a clip…), if it is such
 * a node. */
static GskRenderNode *
wrapped_node (GskRenderNode *node)
{
  switch (gsk_render_node_get_node_type (node))
    {
    case GSK_TRANSFORM_NODE: return gsk_transform_node_get_child (node);
    case GSK_OPACITY_NODE: return gsk_opacity_node_get_child (node);
    case GSK_COLOR_MATRIX_NODE: return gsk_color_matrix_node_get_child (node);
    case GSK_CLIP_NODE: return gsk_clip_node_get_child (node);
    case GSK_ROUNDED_CLIP_NODE: return gsk_rounded_clip_node_get_child (node);
    case GSK_DEBUG_NODE: return gsk_debug_node_get_child (node);
    default: return NULL;
    }
}

typedef gboolean (*NodeFunc) (GskRenderNode *node,
                              gpointer       data);

/* Calls @func on @node and on each node it draws, through containers and
 * the nodes that wrap one child, in drawing order, until @func returns
 * FALSE; returns FALSE if it did. */
static gboolean
walk_nodes (GskRenderNode *node,
            NodeFunc       func,
            gpointer       data)
{
  GskRenderNode *wrapped = wrapped_node (node);

  if (!func (node, data))
    return FALSE;
  if (wrapped != NULL)
    return walk_nodes (wrapped, func, data);
  if (gsk_render_node_get_node_type (node) == GSK_CONTAINER_NODE)
    {
      for (guint i = 0; i < gsk_container_node_get_n_children (node); i++)
        {
          if (!walk_nodes (gsk_container_node_get_child (node, i), func, data))
            return FALSE;
        }
    }
  return TRUE;
}

static gboolean
find_texture (GskRenderNode *node,
              gpointer       data)
{
  GskRenderNode **texture = data;

  if (gsk_render_node_get_node_type (node) != GSK_TEXTURE_NODE)
    return TRUE;
  *texture = node;
  return FALSE;
}

/* The first picture a node draws. */
static GskRenderNode *
first_texture (GskRenderNode *node)
{
  GskRenderNode *texture = NULL;

  walk_nodes (node, find_texture, &texture);
  return texture;
}

/* The board's picture, drawn first, covers every point of the board and
 * leaves out the room the widget has beside it: that room would cost the
 * renderer as much as the board at every frame. */
static void
test_board_picture_covers_the_board (void)
{
  RimauWindow *window = open_window (RIMAU_VARIANT_RIMAU_RIMAU_A);
  GtkWidget *board = GTK_WIDGET (rimau_window_get_board_view (window));
  g_autoptr(GskRenderNode) node = NULL;
  GskRenderNode *picture;
  graphene_rect_t bounds;
  guint n_points = 0;

  process_pending ();
  g_assert_false (rimau_board_view_get_rotated (RIMAU_BOARD_VIEW (board)));
  node = snapshot_widget (board);
  picture = first_texture (node);
  g_assert_nonnull (picture);
  gsk_render_node_get_bounds (picture, &bounds);

  /* Upright, the board is little more than half as wide as it is tall. */
  g_assert_cmpfloat (bounds.size.width, <, 0.75 * gtk_widget_get_width (board));
  for (GtkWidget *point = gtk_widget_get_first_child (board); point != NULL;
       point = gtk_widget_get_next_sibling (point))
    {
      graphene_rect_t point_bounds;

      g_assert_true (gtk_widget_compute_bounds (point, board, &point_bounds));
      g_assert_true (graphene_rect_contains_rect (&bounds, &point_bounds));
      n_points++;
    }
  g_assert_cmpuint (n_points, ==, RIMAU_N_POINTS);

  close_window (window);
}

typedef struct
{
  GskRenderNodeType type;
  guint             n;
} NodeCount;

static gboolean
count_node (GskRenderNode *node,
            gpointer       data)
{
  NodeCount *count = data;

  count->n += gsk_render_node_get_node_type (node) == count->type;
  return TRUE;
}

/* How many nodes of @type a node draws. */
static guint
count_nodes (GskRenderNode     *node,
             GskRenderNodeType  type)
{
  NodeCount count = { type, 0 };

  walk_nodes (node, count_node, &count);
  return count.n;
}

/* The board is drawn from pictures alone: its own, one a piece, and those
 * of the marks (here the last ply and the men the tigers may remove). A
 * cairo node would make a software renderer compile a drawing program of
 * its own the first time marks show, in the middle of a game. */
static void
test_board_drawn_from_pictures (void)
{
  RimauWindow *window = open_window (RIMAU_VARIANT_RIMAU_RIMAU_A);
  GtkWidget *board = GTK_WIDGET (rimau_window_get_board_view (window));
  g_autoptr(GskRenderNode) node = NULL;
  g_autofree char *text = NULL;
  guint n_pieces = 0;

  click (window, "c4");
  assert_last_ply (window, "xc4");
  while (rimau_board_view_is_animating (RIMAU_BOARD_VIEW (board)))
    g_main_context_iteration (NULL, TRUE);
  /* The board's node is the one drawn last: let it be drawn as it is now. */
  wait_for_frames (window);
  text = position_text (window);
  for (const char *c = text; *c != ' '; c++)
    n_pieces += *c == 'T' || *c == 'M';

  node = snapshot_widget (board);
  g_assert_cmpuint (count_nodes (node, GSK_CAIRO_NODE), ==, 0);
  g_assert_cmpuint (count_nodes (node, GSK_TEXTURE_NODE), >, 1 + n_pieces);

  close_window (window);
}

/* None of the kinds of drawing that a software renderer makes aside and
 * keeps (see style.css). */
static gboolean
assert_node_drawn_simply (GskRenderNode *node,
                          gpointer       data)
{
  switch (gsk_render_node_get_node_type (node))
    {
    case GSK_OUTSET_SHADOW_NODE:
      g_assert_cmpfloat (gsk_outset_shadow_node_get_blur_radius (node), ==, 0);
      break;
    case GSK_INSET_SHADOW_NODE:
    case GSK_CROSS_FADE_NODE:
    case GSK_BLUR_NODE:
    case GSK_SHADOW_NODE:
      g_error ("the window draws a %s", g_type_name (G_TYPE_FROM_INSTANCE (node)));
      break;
    default:
      break;
    }
  return TRUE;
}

static void
assert_window_drawn_simply (RimauWindow *window)
{
  g_autoptr(GskRenderNode) node = snapshot_widget (GTK_WIDGET (window));

  g_assert_nonnull (node);
  walk_nodes (node, assert_node_drawn_simply, NULL);
}

/* The side panel's cards, the player to move and the end of a game are
 * drawn without blurred or inset shadows and without a crossfade, in both
 * styles. */
static void
test_window_drawn_simply (void)
{
  RimauWindow *window = open_short_game ();

  set_color_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  wait_for_frames (window);
  assert_window_drawn_simply (window);
  set_color_scheme (ADW_COLOR_SCHEME_FORCE_DARK);
  wait_for_frames (window);
  assert_window_drawn_simply (window);
  set_color_scheme (ADW_COLOR_SCHEME_DEFAULT);

  play_short_game (window);
  /* A crossfade would be over before a frame could be looked at here. */
  g_assert_cmpint (gtk_stack_get_transition_type (window->status_stack), ==, GTK_STACK_TRANSITION_TYPE_NONE);
  wait_for_frames (window);
  assert_window_drawn_simply (window);

  close_window (window);
}

#if defined (HAVE_MALLOC_TRIM) && !defined (__SANITIZE_ADDRESS__)
static long
resident_kib (void)
{
  g_autofree char *status = NULL;
  const char *line;

  g_assert_true (g_file_get_contents ("/proc/self/status", &status, NULL, NULL));
  line = strstr (status, "VmRSS:");
  g_assert_nonnull (line);
  return strtol (line + strlen ("VmRSS:"), NULL, 10);
}
#endif

/* After a ply, what the heap holds free goes back to the system. */
static void
test_freed_memory_returned (void)
{
#if defined (HAVE_MALLOC_TRIM) && !defined (__SANITIZE_ADDRESS__)
  enum { N_BLOCKS = 32768, BLOCK_SIZE = 1024 };
  RimauWindow *window = open_window (RIMAU_VARIANT_RIMAU_RIMAU_A);
  g_autofree gpointer *blocks = g_new (gpointer, N_BLOCKS);
  long before;

  /* 32 MB spread through the heap and freed, but for one block in 64 that
   * keeps the heap from simply shrinking. */
  for (guint i = 0; i < N_BLOCKS; i++)
    blocks[i] = memset (g_malloc (BLOCK_SIZE), 1, BLOCK_SIZE);
  for (guint i = 0; i < N_BLOCKS; i++)
    if (i % 64 != 0)
      g_clear_pointer (&blocks[i], g_free);

  before = resident_kib ();
  click (window, "c4");
  wait_for_frames (window);
  g_assert_cmpint (before - resident_kib (), >, 16 * 1024);

  for (guint i = 0; i < N_BLOCKS; i++)
    g_free (blocks[i]);
  close_window (window);
#else
  g_test_skip ("The heap is not the C library's own");
#endif
}

static void
test_open_bad_record (void)
{
  RimauWindow *window = open_window (RIMAU_VARIANT_RIMAU_RIMAU_A);
  RimauGame *before = rimau_window_get_game (window);
  g_autoptr(GFile) file = write_record ("bad.rimau",
                                        "[Variant \"rimau-rimau-a\"]\n"
                                        "\n"
                                        "1. xc4 xc5 c3-c2\n");
  GtkWindow *dialog;

  click (window, "b4");
  rimau_window_open_file (window, file);
  wait_for_other_game (window, before);

  /* The error is shown, and the game is as it was. */
  dialog = find_message_dialog ();
  g_assert_nonnull (dialog);
  g_assert_true (rimau_window_get_game (window) == before);
  g_assert_cmpuint (rimau_game_get_n_moves (before), ==, 1);
  assert_last_ply (window, "xb4");

  gtk_window_destroy (dialog);
  process_pending ();
  close_window (window);
}

static void
test_save_record (void)
{
  RimauWindow *window = open_window (RIMAU_VARIANT_RIMAU_RIMAU_A);
  g_autoptr(GFile) file = write_record ("saved.rimau",
                                        "[Variant \"sumatra\"]\n"
                                        "\n"
                                        "1. c3-c2 *\n");
  g_autofree char *contents = NULL;
  g_autoptr(RimauGame) reread = NULL;
  gint64 deadline;

  rimau_window_open_file (window, file);
  wait_for_other_game (window, rimau_window_get_game (window));
  click (window, "c3");
  g_assert_true (rimau_window_needs_saving (window));

  activate (window, "save");
  deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  while (rimau_window_needs_saving (window))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, TRUE);
    }

  g_assert_true (g_file_load_contents (file, NULL, &contents, NULL, NULL, NULL));
  reread = rimau_record_parse (contents, strlen (contents), NULL, NULL, NULL);
  g_assert_nonnull (reread);
  g_assert_cmpuint (rimau_game_get_n_moves (reread), ==, 2);
  {
    char text[RIMAU_MOVE_TEXT_SIZE];

    g_assert_cmpstr (rimau_move_to_text (rimau_game_get_move (reread, 1), text), ==, "@c3");
  }

  close_window (window);
}

/* A game in progress outlives its window: the next first window takes it
 * up again. */
static void
test_last_game_resumed (void)
{
  RimauWindow *window = open_window (RIMAU_VARIANT_RIMAU_RIMAU_B);
  RimauGame *before;

  click (window, "d5");
  close_window (window);

  window = rimau_window_new (app);
  gtk_window_present (GTK_WINDOW (window));
  wait_until_mapped (GTK_WIDGET (window));
  before = rimau_window_get_game (window);
  rimau_window_resume_last_game (window);
  wait_for_other_game (window, before);

  g_assert_cmpint (rimau_game_get_rules (rimau_window_get_game (window))->variant, ==, RIMAU_VARIANT_RIMAU_RIMAU_B);
  assert_last_ply (window, "xd5");
  g_assert_cmpstr (rimau_window_get_status_detail (window), ==, "Move a tiger to any empty point, or keep both");

  /* A finished or empty game is not kept. */
  {
    RimauGameSetup setup;

    rimau_game_setup_init_default (&setup);
    rimau_window_start_game (window, &setup);
  }
  close_window (window);
  {
    g_autofree char *path = g_build_filename (g_get_user_state_dir (), "rimau", "last-game.rimau", NULL);

    g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  }
}

/* ------------------------------------------------------------------------ */
/* Computer players                                                          */

static RimauWindow *
open_window_against (RimauVariant  variant,
                     const char   *tigers,
                     const char   *men,
                     guint         time_ms)
{
  RimauWindow *window = rimau_window_new (app);
  RimauGameSetup setup;

  rimau_game_setup_init_default (&setup);
  rimau_rules_init (&setup.rules, variant);
  rimau_game_setup_set_player (&setup, RIMAU_SIDE_TIGERS, tigers);
  rimau_game_setup_set_player (&setup, RIMAU_SIDE_MEN, men);
  setup.time_ms[RIMAU_SIDE_TIGERS] = setup.time_ms[RIMAU_SIDE_MEN] = time_ms;
  gtk_window_set_default_size (GTK_WINDOW (window), 960, 800);
  gtk_window_present (GTK_WINDOW (window));
  wait_until_mapped (GTK_WIDGET (window));
  rimau_window_start_game (window, &setup);
  return window;
}

/* Plays @move the way a person would, through the board or the buttons. */
static void
play_as_person (RimauWindow     *window,
                const RimauMove *move)
{
  RimauBoardView *board = rimau_window_get_board_view (window);

  if (move->kind == RIMAU_MOVE_KEEP)
    activate (window, "keep");
  else if (move->kind == RIMAU_MOVE_PASS)
    activate (window, "pass");
  else if (move->from == RIMAU_NO_POINT)
    g_assert_true (rimau_board_view_activate_point (board, move->to));
  else
    {
      g_assert_true (rimau_board_view_select (board, move->from));
      g_assert_true (rimau_board_view_play_to (board, move->to));
    }
  process_pending ();
}

/* The men are a person who always plays the first legal ply; the tigers
 * the weakest personality. The game must reach its end, each side having
 * played, without the window ever blocking. */
static void
test_computer_plays_full_game (void)
{
  RimauWindow *window = open_window_against (RIMAU_VARIANT_RIMAU_RIMAU_A, "mat-jenin", NULL, 50);
  RimauGame *game = rimau_window_get_game (window);
  RimauBoardView *board = rimau_window_get_board_view (window);
  guint computer_plies = 0, person_plies = 0;
  gint64 deadline = g_get_monotonic_time () + 240 * G_USEC_PER_SEC;

  while (rimau_game_get_outcome (game) == RIMAU_OUTCOME_NONE)
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);

      if (rimau_game_get_side_to_move (game) == RIMAU_SIDE_MEN && rimau_board_view_get_interactive (board))
        {
          RimauMove moves[RIMAU_MAX_MOVES];

          g_assert_cmpuint (rimau_game_get_legal_moves (game, moves), >, 0);
          play_as_person (window, &moves[0]);
          person_plies++;
        }
      else
        {
          /* The person cannot play while the computer thinks. */
          g_assert_false (rimau_board_view_get_interactive (board));
          g_main_context_iteration (NULL, TRUE);
        }
    }

  for (guint i = 0; i < rimau_game_get_n_moves (game); i++)
    if (rimau_game_get_position_at (game, i)->side == RIMAU_SIDE_TIGERS)
      computer_plies++;

  g_assert_cmpuint (computer_plies, >, 3);
  g_assert_cmpuint (rimau_game_get_n_moves (game), ==, computer_plies + person_plies);
  g_assert_cmpint (rimau_game_get_end_reason (game), !=, RIMAU_END_REASON_NONE);
  g_assert_false (rimau_window_is_thinking (window));

  close_window (window);
}

static void
wait_until_thinking_done (RimauWindow *window)
{
  gint64 deadline = g_get_monotonic_time () + 30 * G_USEC_PER_SEC;

  while (rimau_window_is_thinking (window))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, TRUE);
    }
  process_pending ();
}

/* Keeps a wait on the main loop checking its deadline. */
static gboolean
wake_up (gpointer user_data)
{
  return G_SOURCE_CONTINUE;
}

/* A computer that plays first waits until the window has shown the board. */
static void
test_computer_waits_for_the_window (void)
{
  RimauWindow *window = rimau_window_new (app);
  gint64 deadline = g_get_monotonic_time () + 30 * G_USEC_PER_SEC;
  RimauGameSetup setup;
  guint wake_id;

  rimau_game_setup_init_default (&setup);
  rimau_rules_init (&setup.rules, RIMAU_VARIANT_SUMATRA);
  rimau_game_setup_set_player (&setup, RIMAU_SIDE_TIGERS, "mat-jenin");
  setup.time_ms[RIMAU_SIDE_TIGERS] = 50;

  rimau_window_start_game (window, &setup);
  process_pending ();
  g_assert_false (rimau_window_is_thinking (window));
  g_assert_cmpuint (rimau_game_get_n_moves (rimau_window_get_game (window)), ==, 0);

  wake_id = g_timeout_add (20, wake_up, NULL);
  gtk_window_present (GTK_WINDOW (window));
  while (rimau_game_get_n_moves (rimau_window_get_game (window)) == 0)
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, TRUE);
    }
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (window)));

  g_source_remove (wake_id);
  close_window (window);
}

/* A computer to move in a game the window is given is shown thinking in
 * its row once it has started, as it is at its later turns. */
static void
test_computer_shown_thinking (void)
{
  static const char record[] =
    "[Variant \"rimau-rimau-a\"]\n"
    "\n"
    "1. xb4 xd4 xb6 c7-b6 @c7 2. b6xd8 @e5 3. c3-d4 @b6 4. d8-c7 @a5\n"
    "5. d4xb4 @a7 6. b4-b3 @b4 7. b3-c3 @c4 8. c3-b3 @d4 9. b3-c3 *\n";
  RimauWindow *window = rimau_window_new (app);
  gint64 deadline = g_get_monotonic_time () + 30 * G_USEC_PER_SEC;
  g_autoptr(RimauGame) game = rimau_record_parse (record, strlen (record), NULL, NULL, NULL);
  RimauGameSetup setup;

  g_assert_nonnull (game);
  rimau_game_setup_init_default (&setup);
  rimau_game_setup_set_player (&setup, RIMAU_SIDE_MEN, "hang-tuah");
  setup.time_ms[RIMAU_SIDE_MEN] = 20000;
  rimau_window_set_game (window, game, &setup);
  gtk_window_present (GTK_WINDOW (window));

  while (!rimau_window_is_thinking (window))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, TRUE);
    }
  process_pending ();
  g_assert_cmpuint (rimau_game_get_n_moves (game), ==, 20);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (window->men_badge)));
  g_assert_cmpstr (gtk_label_get_label (window->men_badge), ==, "Thinking…");
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (window->tigers_badge)));

  close_window (window);
}

typedef struct
{
  RimauPlayerRunner *runner;
  guint              n_frames;
  guint              n_paused;
} FrameWatch;

/* Connected after the window's own handlers: called in the middle of a
 * frame, once it has been drawn and before it ends. */
static void
frame_painted_cb (GdkFrameClock *frame_clock,
                  FrameWatch    *watch)
{
  watch->n_frames++;
  if (rimau_player_runner_get_paused (watch->runner))
    watch->n_paused++;
}

/* The computer's search waits while the window draws a frame, and goes on
 * between frames. */
static void
test_computer_paused_while_drawing (void)
{
  RimauWindow *window = open_window_against (RIMAU_VARIANT_SUMATRA, NULL, "hang-tuah", 60000);
  GdkFrameClock *frame_clock = gtk_widget_get_frame_clock (GTK_WIDGET (window));
  FrameWatch watch = { NULL };
  gulong handler;

  move_piece (window, "c3", "c2");
  g_assert_true (rimau_window_is_thinking (window));
  watch.runner = window->runners[RIMAU_SIDE_MEN];
  g_assert_nonnull (watch.runner);

  handler = g_signal_connect (frame_clock, "paint", G_CALLBACK (frame_painted_cb), &watch);
  while (watch.n_frames < 3)
    {
      gtk_widget_queue_draw (GTK_WIDGET (window));
      /* A frame is drawn whole within one iteration. */
      g_main_context_iteration (NULL, TRUE);
      g_assert_false (rimau_player_runner_get_paused (watch.runner));
    }
  g_signal_handler_disconnect (frame_clock, handler);

  g_assert_cmpuint (watch.n_paused, ==, watch.n_frames);
  g_assert_true (rimau_window_is_thinking (window));
  close_window (window);
}

/* A personality that fails leaves the game as it was and its side to a
 * person. */
static void
test_failing_personality (void)
{
  RimauWindow *window = open_window_against (RIMAU_VARIANT_SUMATRA, "test-failing", NULL, 200);
  RimauGame *game = rimau_window_get_game (window);

  g_assert_true (rimau_window_is_thinking (window));
  wait_until_thinking_done (window);

  g_assert_cmpuint (rimau_game_get_n_moves (game), ==, 0);
  g_assert_true (rimau_game_setup_is_person (&window->setup, RIMAU_SIDE_TIGERS));
  g_assert_true (rimau_board_view_get_interactive (rimau_window_get_board_view (window)));
  g_assert_cmpstr (rimau_window_get_status_title (window), ==, "Tigers to Play");

  close_window (window);
}

/* Undo while the computer thinks stops it and takes back the person's
 * last ply. */
static void
test_undo_while_thinking (void)
{
  /* A minute to think: the undo comes long before the answer. */
  RimauWindow *window = open_window_against (RIMAU_VARIANT_SUMATRA, NULL, "hang-tuah", 60000);
  RimauGame *game = rimau_window_get_game (window);

  move_piece (window, "c3", "c2");
  g_assert_true (rimau_window_is_thinking (window));
  g_assert_cmpstr (rimau_window_get_status_title (window), ==, "Hang Tuah is thinking…");

  activate (window, "undo");
  g_assert_false (rimau_window_is_thinking (window));
  g_assert_cmpuint (rimau_game_get_cursor (game), ==, 0);
  g_assert_true (rimau_board_view_get_interactive (rimau_window_get_board_view (window)));

  close_window (window);
}

/* Against the computer, undo goes back to the person's previous turn. */
static void
test_undo_against_computer (void)
{
  RimauWindow *window = open_window_against (RIMAU_VARIANT_SUMATRA, NULL, "mat-jenin", 50);
  RimauGame *game = rimau_window_get_game (window);

  move_piece (window, "c3", "c2");
  wait_until_thinking_done (window);
  g_assert_cmpuint (rimau_game_get_cursor (game), ==, 2);

  /* No search starts on the way back, for a position passed over. */
  g_action_group_activate_action (G_ACTION_GROUP (window), "undo", NULL);
  g_assert_false (rimau_window_is_thinking (window));
  process_pending ();
  g_assert_cmpuint (rimau_game_get_cursor (game), ==, 0);
  g_assert_false (rimau_window_is_thinking (window));
  g_assert_false (rimau_game_setup_is_person (&window->setup, RIMAU_SIDE_MEN));

  activate (window, "redo");
  g_assert_cmpuint (rimau_game_get_cursor (game), ==, 2);
  g_assert_false (rimau_window_is_thinking (window));

  close_window (window);
}

static void
test_hint (void)
{
  RimauWindow *window = open_window (RIMAU_VARIANT_SUMATRA);
  RimauBoardView *board = rimau_window_get_board_view (window);
  gint64 deadline = g_get_monotonic_time () + 30 * G_USEC_PER_SEC;
  RimauMove hint;

  activate (window, "hint");
  while (!rimau_board_view_get_hint (board, &hint))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, TRUE);
    }

  g_assert_true (rimau_position_is_legal (rimau_game_get_position (rimau_window_get_game (window)), &hint));

  /* The hint goes with the position it was for. */
  move_piece (window, "c3", "c2");
  g_assert_false (rimau_board_view_get_hint (board, NULL));

  close_window (window);
}

/* Removes the test's state folder and what the tests left in it. */
static void
remove_tree (const char *path)
{
  if (g_file_test (path, G_FILE_TEST_IS_DIR))
    {
      g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
      const char *name;

      while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
        {
          g_autofree char *child = g_build_filename (path, name, NULL);

          remove_tree (child);
        }
    }
  g_remove (path);
}

static void
run_tests (GApplication *application,
           int          *status)
{
  *status = g_test_run ();
  g_application_quit (application);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *state_dir = g_dir_make_tmp ("rimau-test-XXXXXX", NULL);
  int status = 1;

  /* A state folder of its own: the game kept at a close lands there. */
  g_setenv ("XDG_STATE_HOME", state_dir, TRUE);
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/window/opens-and-closes", test_window_opens_and_closes);
  g_test_add_func ("/window/opening/rimau-rimau-a", test_opening_rimau_rimau_a);
  g_test_add_func ("/window/opening/rimau-rimau-b", test_opening_rimau_rimau_b);
  g_test_add_func ("/window/opening/rimau", test_opening_rimau);
  g_test_add_func ("/window/opening/sumatra", test_opening_sumatra);
  g_test_add_func ("/window/game/tigers-win", test_game_won_by_tigers);
  g_test_add_func ("/window/game/men-win", test_game_won_by_men);
  g_test_add_func ("/window/game/draw-by-repetition", test_game_drawn_by_repetition);
  g_test_add_func ("/window/game/draw-by-quiet-plies", test_game_drawn_by_quiet_plies);
  g_test_add_func ("/window/undo-redo", test_undo_redo_actions);
  g_test_add_func ("/window/review", test_review_and_resume);
  g_test_add_func ("/window/layout", test_narrow_and_sideways);
  g_test_add_func ("/window/icons-are-pictures", test_icons_are_pictures);
  g_test_add_func ("/board/keyboard", test_keyboard_play);
  g_test_add_func ("/board/labels", test_point_labels);
  g_test_add_func ("/board/follows-the-style", test_board_follows_the_style);
  g_test_add_func ("/board/picture-covers-the-board", test_board_picture_covers_the_board);
  g_test_add_func ("/board/drawn-from-pictures", test_board_drawn_from_pictures);
  g_test_add_func ("/window/drawn-simply", test_window_drawn_simply);
  g_test_add_func ("/window/player-rows-keep-their-height", test_player_rows_keep_their_height);
  g_test_add_func ("/window/same-state-no-layout", test_same_state_no_layout);
  g_test_add_func ("/window/returns-freed-memory", test_freed_memory_returned);
  g_test_add_func ("/records/open", test_open_record);
  g_test_add_func ("/records/moving-through-plies", test_moving_through_plies_is_no_change);
  g_test_add_func ("/window/ply-list-follows-the-cursor", test_ply_list_follows_the_cursor);
  g_test_add_func ("/window/ply-list-scrolls-before-drawing", test_ply_list_scrolls_before_drawing);
  g_test_add_func ("/records/open-bad", test_open_bad_record);
  g_test_add_func ("/records/save", test_save_record);
  g_test_add_func ("/records/last-game", test_last_game_resumed);
  g_test_add_func ("/computer/full-game", test_computer_plays_full_game);
  g_test_add_func ("/computer/waits-for-the-window", test_computer_waits_for_the_window);
  g_test_add_func ("/computer/shown-thinking", test_computer_shown_thinking);
  g_test_add_func ("/computer/paused-while-drawing", test_computer_paused_while_drawing);
  g_test_add_func ("/computer/failing", test_failing_personality);
  g_test_add_func ("/computer/undo-while-thinking", test_undo_while_thinking);
  g_test_add_func ("/computer/undo", test_undo_against_computer);
  g_test_add_func ("/computer/hint", test_hint);
  g_test_add_func ("/new-game-dialog/setup", test_new_game_dialog);

  /* The tests run inside the application, as the game does. */
  app = rimau_application_new ();
  g_signal_connect (app, "activate", G_CALLBACK (run_tests), &status);
  g_application_run (G_APPLICATION (app), 1, argv);
  g_clear_object (&app);

  remove_tree (state_dir);
  return status;
}
