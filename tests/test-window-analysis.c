/* test-window-analysis.c — a game's analysis in the window, and the help
 * while playing
 *
 * Runs under Xvfb with a session bus, GSETTINGS_BACKEND=memory and
 * G_DEBUG=fatal-warnings: any GTK warning fails the test.
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "rimau-analysis-panel.h"
#include "rimau-eval-graph.h"
#include "rimau-test-window.h"

/* Eleven men are left: c7xc5 takes the one the tigers need, and c7-b7
 * misses it. */
#define MISSED_WIN ".../.../..T../..M../.M.M./MMMMM/MM.M./.../... t 0 - 0 30"

static RimauAnalyst *
window_analyst (RimauWindow *window)
{
  return rimau_session_get_analyst (window_session (window));
}

static void
play_text (RimauWindow *window,
           const char  *text)
{
  RimauMove move;

  g_assert_true (rimau_position_parse_move (rimau_game_get_position (window_game (window)), text, &move, NULL));
  g_assert_true (rimau_session_play (window_session (window), &move));
  process_pending ();
}

static gboolean
analysis_stopped (gpointer window)
{
  return !rimau_analyst_get_running (window_analyst (window));
}

static gboolean
widget_shown (RimauWindow *window,
              const char  *id)
{
  return gtk_widget_get_visible (find_by_id (window, id));
}

static GtkWidget *
mark_label (RimauWindow *window,
            guint        row)
{
  GtkWidget *list_row = GTK_WIDGET (gtk_list_box_get_row_at_index (ply_list (window), (int) row));

  return g_object_get_data (G_OBJECT (list_row), "mark-label");
}

static void
test_start_and_stop (void)
{
  RimauWindow *window = open_position (RIMAU_VARIANT_RIMAU_RIMAU_A, MISSED_WIN);
  GtkWidget *panel = find_by_type (window, RIMAU_TYPE_ANALYSIS_PANEL);

  play_text (window, "c7-b7");
  g_assert_false (gtk_widget_get_visible (panel));

  /* Slow enough to be stopped halfway. */
  rimau_analyst_set_time (window_analyst (window), 5000);
  activate (window, "analyse");
  g_assert_true (rimau_analyst_get_running (window_analyst (window)));
  g_assert_true (gtk_widget_get_visible (panel));
  g_assert_true (widget_shown (window, "analysis_progress"));
  g_assert_true (action_enabled (window, "stop-analysis"));
  /* The window goes on: the person can still look at the plies. */
  review_ply (window, 0);
  g_assert_true (rimau_navigator_get_reviewing (rimau_session_get_navigator (window_session (window))));

  press (window, "stop-analysis");
  g_assert_false (rimau_analyst_get_running (window_analyst (window)));
  g_assert_false (widget_shown (window, "analysis_progress"));
  g_assert_false (widget_shown (window, "stop_button"));
  /* The game is as it was. */
  g_assert_cmpuint (rimau_game_get_n_plies (window_game (window)), ==, 1);

  close_window (window);
}

static void
test_marks_and_better_ply (void)
{
  RimauWindow *window = open_position (RIMAU_VARIANT_RIMAU_RIMAU_A, MISSED_WIN);
  RimauMove hint;
  char text[RIMAU_MOVE_TEXT_SIZE];

  play_text (window, "c7-b7");
  rimau_analyst_set_time (window_analyst (window), 300);
  activate (window, "analyse");
  wait_until (analysis_stopped, window, 60);

  /* The ply list and the graph show the blunder. */
  g_assert_true (gtk_widget_get_visible (mark_label (window, 1)));
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (mark_label (window, 1))), ==, "??");
  g_assert_true (gtk_widget_has_css_class (mark_label (window, 1), "blunder"));
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (gtk_list_box_get_row_at_index (ply_list (window), 1)),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "Turn 30, tigers: c7-b7, blunder");
  g_assert_nonnull (rimau_eval_graph_get_analysis (RIMAU_EVAL_GRAPH (find_by_id (window, "eval_graph"))));
  /* Each side's accuracy, then its marks. */
  g_assert_true (g_str_has_prefix (label_text (window, "analysis_summary"), "Tigers: "));
  g_assert_nonnull (strstr (label_text (window, "analysis_summary"), "% accuracy · 1 blunder.\nMen: "));
  /* The verdict and the summary are stops of the keyboard, read after
   * the graph, not only text beside it. */
  g_assert_true (gtk_widget_get_focusable (find_by_id (window, "analysis_detail")));
  g_assert_true (gtk_widget_get_focusable (find_by_id (window, "analysis_summary")));

  /* After the blunder: what it was, and the way to the better ply. */
  g_assert_nonnull (strstr (label_text (window, "analysis_detail"), "A blunder."));
  g_assert_nonnull (strstr (label_text (window, "analysis_detail"), "Better was: Tiger c7 jumps the man on c6 to c5."));
  press (window, "show-better-ply");
  g_assert_true (rimau_navigator_get_reviewing (rimau_session_get_navigator (window_session (window))));
  g_assert_cmpuint (rimau_game_get_cursor (window_game (window)), ==, 0);
  g_assert_true (rimau_board_scene_get_hint (board_scene (window_board (window)), &hint));
  g_assert_cmpstr (rimau_move_to_text (&hint, text), ==, "c7xc5");

  /* Analysed whole: nothing is left to do. */
  g_assert_false (action_enabled (window, "analyse"));
  close_window (window);
}

/* The long record with an analysis written by hand: ply @blunder throws a
 * lead of three men away, and nothing else is marked. */
static RimauGame *
game_with_a_blunder (guint blunder)
{
  g_autoptr(RimauGame) game = rimau_record_parse (long_record, strlen (long_record), NULL, NULL, NULL);
  g_autoptr(RimauAnalysis) blank = NULL;
  g_autofree char *tag = NULL;
  g_autoptr(GString) text = NULL;
  int sign;

  g_assert_nonnull (game);
  blank = rimau_analysis_new (game);
  sign = rimau_analysis_get_position (blank, blunder)->side == RIMAU_SIDE_TIGERS ? 1 : -1;
  tag = rimau_analysis_to_tag (blank);
  text = g_string_new_len (tag, strchr (tag, ';') - tag);
  for (guint i = 0; i <= rimau_analysis_get_n_plies (blank); i++)
    g_string_append (text, (i <= blunder) == (sign > 0) ? "; +3.00/5" : "; -3.00/5");
  rimau_game_set_tag (game, RIMAU_ANALYSIS_TAG, text->str);
  return g_steal_pointer (&game);
}

/* The selected row is where the ply list is scrolled to, whole. */
static void
assert_row_in_view (RimauWindow *window,
                    guint        index)
{
  GtkWidget *row = GTK_WIDGET (gtk_list_box_get_row_at_index (ply_list (window), (int) index));
  GtkWidget *scroller = find_by_id (window, "moves_scroller");
  graphene_rect_t shown;

  g_assert_true (gtk_list_box_get_selected_row (ply_list (window)) == GTK_LIST_BOX_ROW (row));
  g_assert_true (gtk_widget_compute_bounds (row, scroller, &shown));
  g_assert_cmpfloat (shown.size.height, >, 0);
  g_assert_cmpfloat (shown.origin.y, >=, 0);
  g_assert_cmpfloat (shown.origin.y + shown.size.height, <=, gtk_widget_get_height (scroller));
}

/* Going to a marked ply below the rows shown scrolls the list to it, and
 * the panel then grows by what it says of the mark, taking height from
 * the list: the row stays in view all the same. The same on the graph. */
static void
test_marked_ply_stays_in_view (void)
{
  g_autoptr(RimauGame) game = game_with_a_blunder (36);
  RimauWindow *window = open_game (game);
  RimauAnalysis *analysis = rimau_analyst_get_analysis (window_analyst (window));

  g_assert_nonnull (analysis);
  g_assert_cmpint (rimau_analysis_get_mark (analysis, 36), ==, RIMAU_MARK_BLUNDER);
  review_ply (window, 0);
  wait_for_frames (window);
  assert_row_in_view (window, 0);

  review_ply (window, 37);
  wait_for_frames (window);
  g_assert_nonnull (strstr (label_text (window, "analysis_detail"), "Before: "));
  g_assert_nonnull (strstr (label_text (window, "analysis_detail"), "\nAfter: "));
  assert_row_in_view (window, 37);

  review_ply (window, 0);
  wait_for_frames (window);
  g_signal_emit_by_name (find_by_id (window, "eval_graph"), "position-activated", 37);
  wait_for_frames (window);
  assert_row_in_view (window, 37);

  close_window (window);
}

static void
test_help_while_playing (void)
{
  RimauWindow *window = open_position (RIMAU_VARIANT_RIMAU_RIMAU_A,
                                       ".../.../..T../..M../.M.M./MMMMM/MM.M./.../... t 0 - 92 30");
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);

  g_assert_true (widget_shown (window, "help_label"));
  g_assert_nonnull (strstr (label_text (window, "help_label"), "must capture"));
  /* Eight quiet plies are left. */
  g_assert_nonnull (strstr (label_text (window, "help_label"), "8 more moves"));

  g_settings_set_boolean (settings, "warn-draws", FALSE);
  process_pending ();
  g_assert_null (strstr (label_text (window, "help_label"), "8 more moves"));
  g_settings_set_boolean (settings, "show-men-needed", FALSE);
  process_pending ();
  g_assert_false (widget_shown (window, "help_label"));
  g_assert_false (widget_shown (window, "help_box"));

  g_settings_reset (settings, "warn-draws");
  g_settings_reset (settings, "show-men-needed");
  close_window (window);
}

static gboolean
evaluation_shown (gpointer window)
{
  return widget_shown (window, "evaluation_label");
}

static void
test_evaluation_bar (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  RimauWindow *window;

  /* Off by default; only against a computer. */
  window = open_window (RIMAU_VARIANT_RIMAU_RIMAU_A);
  g_settings_set_boolean (settings, "show-evaluation", TRUE);
  process_pending ();
  g_assert_false (widget_shown (window, "evaluation_box"));
  close_window (window);

  window = open_window_against (RIMAU_VARIANT_RIMAU_RIMAU_A, NULL, "mat-jenin", 300);
  g_assert_true (widget_shown (window, "evaluation_box"));
  wait_until (evaluation_shown, window, 30);
  g_assert_cmpstr (label_text (window, "evaluation_label"), !=, "");
  g_settings_set_boolean (settings, "show-evaluation", FALSE);
  process_pending ();
  g_assert_false (widget_shown (window, "evaluation_box"));
  close_window (window);
}

static void
add_tests (void)
{
  g_test_add_func ("/window/analysis/start-and-stop", test_start_and_stop);
  g_test_add_func ("/window/analysis/marks-and-better-ply", test_marks_and_better_ply);
  g_test_add_func ("/window/analysis/marked-ply-stays-in-view", test_marked_ply_stays_in_view);
  g_test_add_func ("/window/help-while-playing", test_help_while_playing);
  g_test_add_func ("/window/evaluation-bar", test_evaluation_bar);
}

int
main (int   argc,
      char *argv[])
{
  rimau_test_ui_init (&argc, &argv);
  add_tests ();
  return rimau_test_ui_run (argv);
}
