/* test-puzzles-window.c — the Puzzles window
 *
 * Runs under Xvfb with a session bus, GSETTINGS_BACKEND=memory and
 * G_DEBUG=fatal-warnings: any GTK warning fails the test. The puzzles
 * are the shipped ones (RIMAU_PUZZLES_FILE, set by tests/meson.build).
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>

#include "rimau-puzzle-file.h"
#include "rimau-puzzles-window.h"
#include "rimau-test-window.h"

/* A capture in 2, medium: b7-a7 @a1 a7xc5. */
#define CAPTURE_ID "rimau-rimau-a-capture-078"
/* A trap in 2: @b8 c8-d8 @c8. */
#define TRAP_ID "rimau-rimau-a-trap-022"

static GSettings *
reset_settings (const char *current)
{
  GSettings *settings = g_settings_new (APP_ID);

  g_settings_reset (settings, "puzzles-solved");
  g_settings_reset (settings, "puzzle-streak");
  g_settings_reset (settings, "puzzle-best-streak");
  g_settings_reset (settings, "puzzle-kind");
  g_settings_reset (settings, "puzzle-grade");
  g_settings_set_string (settings, "puzzle-current", current);
  return settings;
}

static gboolean
is_loaded (gpointer window)
{
  return rimau_puzzles_window_get_state (window) != RIMAU_PUZZLES_LOADING;
}

static RimauPuzzlesWindow *
open_puzzles (void)
{
  RimauPuzzlesWindow *window = RIMAU_PUZZLES_WINDOW (rimau_puzzles_window_new (NULL));

  gtk_window_present (GTK_WINDOW (window));
  wait_until (is_loaded, window, 30);
  return window;
}

static void
close_puzzles (RimauPuzzlesWindow *window)
{
  gtk_window_destroy (GTK_WINDOW (window));
  process_pending ();
}

static RimauGame *
puzzle_game (RimauPuzzlesWindow *window)
{
  return rimau_board_scene_get_game (scene_under (window));
}

static gboolean
is_judged (gpointer window)
{
  RimauPuzzlesState state = rimau_puzzles_window_get_state (window);

  return state != RIMAU_PUZZLES_CHECKING &&
         (state != RIMAU_PUZZLES_PLAYING || board_takes_plies (window));
}

/* Plays @text as a person does, with clicks on the board's points. */
static void
click_move (RimauPuzzlesWindow *window,
            const char         *text)
{
  click_ply_under (window, text, 30);
  wait_until (is_judged, window, 30);
}

static const char *
label_of (RimauPuzzlesWindow *window,
          const char         *id)
{
  return gtk_label_get_label (GTK_LABEL (find_by_id (window, id)));
}

static gboolean
has_solved (GSettings  *settings,
            const char *id)
{
  g_auto(GStrv) solved = g_settings_get_strv (settings, "puzzles-solved");

  return g_strv_contains ((const char * const *) solved, id);
}

/* Opening reads every shipped puzzle and shows the one to go on from,
 * with its task and grade. */
static void
test_opens_with_a_puzzle (void)
{
  g_autoptr(GSettings) settings = reset_settings (CAPTURE_ID);
  RimauPuzzlesWindow *window = open_puzzles ();
  const RimauPuzzle *puzzle = rimau_puzzles_window_get_puzzle (window);

  g_assert_cmpint (rimau_puzzles_window_get_state (window), ==, RIMAU_PUZZLES_PLAYING);
  g_assert_cmpuint (rimau_puzzles_window_get_n_puzzles (window), ==, 329);
  g_assert_cmpstr (puzzle->id, ==, CAPTURE_ID);
  g_assert_cmpstr (label_of (window, "task_label"), ==, "Tigers to move: capture a man by force within 2 moves");
  g_assert_true (g_str_has_prefix (label_of (window, "place_label"), "Medium · Puzzle "));
  g_assert_cmpstr (label_of (window, "progress_label"), ==, "Solved 0 of 329 · Streak 0 · Best 0");
  g_assert_true (board_takes_plies (window));
  /* The board's points are named as in the game. */
  g_assert_nonnull (find_by_type (window, RIMAU_TYPE_BOARD_POINT));
  close_puzzles (window);
}

/* The stored line solves it: the men answer with the stored defence, and
 * the capture solves it, counted in the progress and the streak. */
static void
test_main_line_solves (void)
{
  g_autoptr(GSettings) settings = reset_settings (CAPTURE_ID);
  RimauPuzzlesWindow *window = open_puzzles ();

  click_move (window, "b7-a7");
  g_assert_cmpint (rimau_puzzles_window_get_state (window), ==, RIMAU_PUZZLES_PLAYING);
  g_assert_cmpuint (rimau_game_get_cursor (puzzle_game (window)), ==, 2);
  g_assert_true (g_str_has_prefix (rimau_puzzles_window_get_message (window), "Good move. The answer: Man dropped on a1"));

  click_move (window, "a7xc5");
  g_assert_cmpint (rimau_puzzles_window_get_state (window), ==, RIMAU_PUZZLES_SOLVED);
  g_assert_cmpstr (rimau_puzzles_window_get_message (window), ==, "Solved: the tigers capture a man.");
  g_assert_false (board_takes_plies (window));
  g_assert_true (has_solved (settings, CAPTURE_ID));
  g_assert_cmpuint (g_settings_get_uint (settings, "puzzle-streak"), ==, 1);
  g_assert_cmpuint (g_settings_get_uint (settings, "puzzle-best-streak"), ==, 1);
  g_assert_cmpstr (label_of (window, "progress_label"), ==, "Solved 1 of 329 · Streak 1 · Best 1");
  close_puzzles (window);
}

/* A trap, the men's side. */
static void
test_trap_solves (void)
{
  g_autoptr(GSettings) settings = reset_settings (TRAP_ID);
  RimauPuzzlesWindow *window = open_puzzles ();

  g_assert_cmpstr (label_of (window, "task_label"), ==, "Men to move: trap both tigers within 2 moves");
  click_move (window, "@b8");
  click_move (window, "@c8");
  g_assert_cmpint (rimau_puzzles_window_get_state (window), ==, RIMAU_PUZZLES_SOLVED);
  g_assert_cmpstr (rimau_puzzles_window_get_message (window), ==, "Solved: the tigers are trapped.");
  close_puzzles (window);
}

/* A legal first move other than the solution's, which the puzzle being
 * sound does not work. */
static void
find_wrong_move (RimauPuzzlesWindow *window,
                 char               *text)
{
  const RimauPuzzle *puzzle = rimau_puzzles_window_get_puzzle (window);
  const RimauMove *solution = &g_array_index (puzzle->solution, RimauMove, 0);
  RimauMove moves[RIMAU_MAX_MOVES];
  guint n = rimau_position_generate (&puzzle->position, moves);

  for (guint i = 0; i < n; i++)
    if (!rimau_move_equal (&moves[i], solution))
      {
        rimau_move_to_text (&moves[i], text);
        return;
      }
  g_assert_not_reached ();
}

/* A wrong first move is refused with the reason and ends the streak; Try
 * Again sets the puzzle up again; Show Solution plays the line. */
static void
test_wrong_move_is_refused (void)
{
  g_autoptr(GSettings) settings = reset_settings (CAPTURE_ID);
  RimauPuzzlesWindow *window;
  const RimauPuzzle *puzzle;
  char wrong[RIMAU_MOVE_TEXT_SIZE];

  g_settings_set_uint (settings, "puzzle-streak", 4);
  g_settings_set_uint (settings, "puzzle-best-streak", 4);
  window = open_puzzles ();
  puzzle = rimau_puzzles_window_get_puzzle (window);
  find_wrong_move (window, wrong);

  click_move (window, wrong);
  g_assert_cmpint (rimau_puzzles_window_get_state (window), ==, RIMAU_PUZZLES_MISSED);
  g_assert_true (g_str_has_prefix (rimau_puzzles_window_get_message (window), "That lets the men escape: "));
  g_assert_cmpuint (rimau_game_get_cursor (puzzle_game (window)), ==, 0);
  g_assert_false (board_takes_plies (window));
  g_assert_cmpuint (g_settings_get_uint (settings, "puzzle-streak"), ==, 0);
  g_assert_cmpuint (g_settings_get_uint (settings, "puzzle-best-streak"), ==, 4);

  gtk_widget_activate_action (GTK_WIDGET (window), "puzzle.try-again", NULL);
  g_assert_cmpint (rimau_puzzles_window_get_state (window), ==, RIMAU_PUZZLES_PLAYING);
  g_assert_cmpstr (rimau_puzzles_window_get_message (window), ==, "");
  g_assert_true (board_takes_plies (window));

  /* Solved after a miss, it counts as solved but not for the streak. */
  click_move (window, "b7-a7");
  click_move (window, "a7xc5");
  g_assert_cmpint (rimau_puzzles_window_get_state (window), ==, RIMAU_PUZZLES_SOLVED);
  g_assert_true (has_solved (settings, CAPTURE_ID));
  g_assert_cmpuint (g_settings_get_uint (settings, "puzzle-streak"), ==, 0);

  gtk_widget_activate_action (GTK_WIDGET (window), "puzzle.show-solution", NULL);
  g_assert_cmpint (rimau_puzzles_window_get_state (window), ==, RIMAU_PUZZLES_SHOWN);
  g_assert_cmpstr (rimau_puzzles_window_get_message (window), ==,
                   "The solution: Tiger b7 moves to a7, Man dropped on a1, Tiger a7 jumps the man on b6 to c5.");
  while (rimau_game_get_cursor (puzzle_game (window)) < puzzle->solution->len)
    g_main_context_iteration (NULL, TRUE);
  for (guint i = 0; i < puzzle->solution->len; i++)
    g_assert_true (rimau_move_equal (rimau_game_get_ply (puzzle_game (window), i),
                                     &g_array_index (puzzle->solution, RimauMove, i)));
  g_assert_false (board_takes_plies (window));
  close_puzzles (window);
}

/* The position @puzzle's main line comes to after @n_plies. */
static RimauPosition
line_position (const RimauPuzzle *puzzle,
               guint              n_plies)
{
  RimauPosition position = puzzle->position;

  for (guint i = 0; i < n_plies; i++)
    rimau_position_apply (&position, &g_array_index (puzzle->solution, RimauMove, i));
  return position;
}

/* A shipped capture in 3 whose second move has another that works, and
 * that move. */
static char *
find_branching_puzzle (RimauMove *other)
{
  g_autofree char *text = NULL;
  g_autoptr(GPtrArray) puzzles = NULL;
  g_autoptr(RimauProver) prover = rimau_prover_new ();

  g_assert_true (g_file_get_contents (g_getenv ("RIMAU_PUZZLES_FILE"), &text, NULL, NULL));
  puzzles = rimau_puzzle_file_parse (text, NULL);
  g_assert_nonnull (puzzles);
  for (guint i = 0; i < puzzles->len; i++)
    {
      RimauPuzzle *puzzle = g_ptr_array_index (puzzles, i);
      RimauPosition position;
      g_autoptr(GArray) working = NULL;

      if (puzzle->kind != RIMAU_PUZZLE_CAPTURE || puzzle->n_moves != 3)
        continue;
      position = line_position (puzzle, 2);
      working = rimau_puzzle_working_moves (prover, puzzle->kind, &position, 2);
      for (guint k = 0; k < working->len; k++)
        if (!rimau_move_equal (&g_array_index (working, RimauMove, k),
                               &g_array_index (puzzle->solution, RimauMove, 2)))
          {
            *other = g_array_index (working, RimauMove, k);
            return g_strdup (puzzle->id);
          }
    }
  return NULL;
}

/* A move off the main line that still works is answered by the prover's
 * defence, and the puzzle goes on to be solved. */
static void
test_other_working_move_is_answered (void)
{
  g_autoptr(GSettings) settings = NULL;
  g_autoptr(RimauProver) prover = rimau_prover_new ();
  g_autoptr(GArray) working = NULL;
  RimauPuzzlesWindow *window;
  const RimauPuzzle *puzzle;
  g_autofree char *id = NULL;
  char text[RIMAU_MOVE_TEXT_SIZE];
  RimauMove other;

  id = find_branching_puzzle (&other);
  if (id == NULL)
    {
      g_test_skip ("no shipped puzzle has a second way");
      return;
    }
  settings = reset_settings (id);
  window = open_puzzles ();
  puzzle = rimau_puzzles_window_get_puzzle (window);

  rimau_move_to_text (&g_array_index (puzzle->solution, RimauMove, 0), text);
  click_move (window, text);
  rimau_move_to_text (&other, text);
  click_move (window, text);
  g_assert_cmpint (rimau_puzzles_window_get_state (window), ==, RIMAU_PUZZLES_PLAYING);
  g_assert_cmpuint (rimau_game_get_cursor (puzzle_game (window)), ==, 4);
  g_assert_true (g_str_has_prefix (rimau_puzzles_window_get_message (window), "Good move. The answer: "));

  /* The answer still loses: a capture is there to be made. */
  working = rimau_puzzle_working_moves (prover, puzzle->kind, rimau_game_get_position (puzzle_game (window)), 1);
  g_assert_cmpuint (working->len, >, 0);
  rimau_move_to_text (&g_array_index (working, RimauMove, 0), text);
  click_move (window, text);
  g_assert_cmpint (rimau_puzzles_window_get_state (window), ==, RIMAU_PUZZLES_SOLVED);
  g_assert_cmpuint (g_settings_get_uint (settings, "puzzle-streak"), ==, 1);
  close_puzzles (window);
}

/* Looking at the answer first ends the streak. */
static void
test_show_solution_ends_the_streak (void)
{
  g_autoptr(GSettings) settings = reset_settings (CAPTURE_ID);
  RimauPuzzlesWindow *window;

  g_settings_set_uint (settings, "puzzle-streak", 2);
  window = open_puzzles ();
  gtk_widget_activate_action (GTK_WIDGET (window), "puzzle.show-solution", NULL);
  g_assert_cmpuint (g_settings_get_uint (settings, "puzzle-streak"), ==, 0);
  g_assert_false (has_solved (settings, CAPTURE_ID));
  close_puzzles (window);
}

/* Next Puzzle goes to another puzzle, the first not solved, and it is
 * the one to go on from. */
static void
test_next_puzzle (void)
{
  g_autoptr(GSettings) settings = reset_settings (CAPTURE_ID);
  RimauPuzzlesWindow *window = open_puzzles ();
  g_autofree char *current = NULL;
  const RimauPuzzle *next;

  gtk_widget_activate_action (GTK_WIDGET (window), "puzzle.next", NULL);
  next = rimau_puzzles_window_get_puzzle (window);
  g_assert_cmpstr (next->id, ==, "rimau-rimau-a-capture-079");
  current = g_settings_get_string (settings, "puzzle-current");
  g_assert_cmpstr (current, ==, next->id);
  g_assert_cmpint (rimau_puzzles_window_get_state (window), ==, RIMAU_PUZZLES_PLAYING);
  g_assert_cmpuint (rimau_game_get_cursor (puzzle_game (window)), ==, 0);
  close_puzzles (window);
}

/* The filter by kind shows a puzzle of that kind at once. */
static void
test_filter_by_kind (void)
{
  g_autoptr(GSettings) settings = reset_settings (CAPTURE_ID);
  RimauPuzzlesWindow *window = open_puzzles ();

  gtk_drop_down_set_selected (GTK_DROP_DOWN (find_by_id (window, "kind_filter")), 1 + RIMAU_PUZZLE_SAVE);
  g_assert_cmpint (rimau_puzzles_window_get_puzzle (window)->kind, ==, RIMAU_PUZZLE_SAVE);
  g_assert_cmpstr (label_of (window, "task_label"), ==, "Men to move: save the man in danger");
  gtk_widget_activate_action (GTK_WIDGET (window), "puzzle.next", NULL);
  g_assert_cmpint (rimau_puzzles_window_get_puzzle (window)->kind, ==, RIMAU_PUZZLE_SAVE);
  close_puzzles (window);
}

/* The filters chosen are chosen again the next time, and the puzzle to go
 * on from is one they let through. */
static void
test_filter_is_kept (void)
{
  g_autoptr(GSettings) settings = reset_settings (CAPTURE_ID);
  RimauPuzzlesWindow *window = open_puzzles ();
  g_autofree char *kind = NULL;
  g_autofree char *grade = NULL;

  gtk_drop_down_set_selected (GTK_DROP_DOWN (find_by_id (window, "kind_filter")), 1 + RIMAU_PUZZLE_TRAP);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (find_by_id (window, "grade_filter")), 1 + RIMAU_PUZZLE_EASY);
  kind = g_settings_get_string (settings, "puzzle-kind");
  grade = g_settings_get_string (settings, "puzzle-grade");
  g_assert_cmpstr (kind, ==, "trap");
  g_assert_cmpstr (grade, ==, "easy");
  close_puzzles (window);

  /* The capture to go on from is not a trap: the first easy trap not
   * solved is shown instead. */
  g_settings_set_string (settings, "puzzle-current", CAPTURE_ID);
  window = open_puzzles ();
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (find_by_id (window, "kind_filter"))), ==,
                    1 + RIMAU_PUZZLE_TRAP);
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (find_by_id (window, "grade_filter"))), ==,
                    1 + RIMAU_PUZZLE_EASY);
  g_assert_cmpint (rimau_puzzles_window_get_puzzle (window)->kind, ==, RIMAU_PUZZLE_TRAP);
  g_assert_cmpint (rimau_puzzles_window_get_puzzle (window)->grade, ==, RIMAU_PUZZLE_EASY);

  /* Back to all: the next time opens where the player stopped. */
  gtk_drop_down_set_selected (GTK_DROP_DOWN (find_by_id (window, "kind_filter")), 0);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (find_by_id (window, "grade_filter")), 0);
  g_clear_pointer (&kind, g_free);
  kind = g_settings_get_string (settings, "puzzle-kind");
  g_assert_cmpstr (kind, ==, "all");
  close_puzzles (window);
}

/* A file that cannot be read, or has no puzzle in it, is told in words. */
static void
check_unavailable (const char *path,
                   const char *why)
{
  RimauPuzzlesWindow *window;
  g_autofree char *kept = g_strdup (g_getenv ("RIMAU_PUZZLES_FILE"));

  g_setenv ("RIMAU_PUZZLES_FILE", path, TRUE);
  window = open_puzzles ();
  g_setenv ("RIMAU_PUZZLES_FILE", kept, TRUE);

  g_assert_cmpint (rimau_puzzles_window_get_state (window), ==, RIMAU_PUZZLES_UNAVAILABLE);
  g_assert_null (rimau_puzzles_window_get_puzzle (window));
  g_assert_true (g_str_has_prefix (rimau_puzzles_window_get_message (window), "The puzzles could not be read: "));
  g_assert_nonnull (strstr (rimau_puzzles_window_get_message (window), why));
  /* Nothing to go on to, and no crash for trying. */
  g_assert_false (gtk_widget_get_sensitive (find_by_id (window, "next_button")));
  gtk_widget_activate_action (GTK_WIDGET (window), "puzzle.next", NULL);
  g_assert_cmpint (rimau_puzzles_window_get_state (window), ==, RIMAU_PUZZLES_UNAVAILABLE);
  close_puzzles (window);
}

static void
test_missing_file (void)
{
  g_autofree char *dir = g_dir_make_tmp ("rimau-puzzles-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "none.txt", NULL);

  check_unavailable (path, "none.txt");
  g_rmdir (dir);
}

static void
test_malformed_file (void)
{
  g_autofree char *dir = g_dir_make_tmp ("rimau-puzzles-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "bad.txt", NULL);

  g_assert_true (g_file_set_contents (path, "id: bad\nkind: riddle\n", -1, NULL));
  check_unavailable (path, "Line 1");
  g_unlink (path);
  g_rmdir (dir);

  g_free (path);
  path = g_build_filename (dir, "empty.txt", NULL);
  g_assert_true (g_mkdir (dir, 0700) == 0);
  g_assert_true (g_file_set_contents (path, "# nothing\n", -1, NULL));
  check_unavailable (path, "The file has no puzzles.");
  g_unlink (path);
  g_rmdir (dir);
}

static void
check_key_closes (guint           keyval,
                  GdkModifierType modifiers)
{
  g_autoptr(GSettings) settings = reset_settings (CAPTURE_ID);

  check_key_closes_window (GTK_WINDOW (open_puzzles ()), keyval, modifiers);
}

static void
test_escape_closes (void)
{
  check_key_closes (GDK_KEY_Escape, 0);
}

static void
test_control_w_closes (void)
{
  check_key_closes (GDK_KEY_w, GDK_CONTROL_MASK);
}

static gboolean
puzzles_shown (gpointer data)
{
  return find_toplevel (RIMAU_TYPE_PUZZLES_WINDOW) != NULL;
}

/* The game window's menu item and its offer to a newcomer open it. */
static void
test_opened_from_the_game (void)
{
  g_autoptr(GSettings) settings = reset_settings (CAPTURE_ID);
  RimauWindow *window = present_window (rimau_window_new (test_app));
  GtkWidget *button;

  g_settings_reset (settings, "rules-offered");
  rimau_window_offer_rules (window);
  button = find_widget (GTK_WIDGET (window), activates, "win.show-puzzles");
  g_assert_nonnull (button);
  wait_until_mapped (button);
  gtk_widget_activate (button);
  wait_until (puzzles_shown, NULL, 10);
  /* Trying a puzzle answers the offer. */
  g_assert_true (g_settings_get_boolean (settings, "rules-offered"));
  gtk_window_destroy (find_toplevel (RIMAU_TYPE_PUZZLES_WINDOW));
  process_pending ();

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-puzzles", NULL));
  wait_until (puzzles_shown, NULL, 10);
  gtk_window_destroy (find_toplevel (RIMAU_TYPE_PUZZLES_WINDOW));
  close_window (window);
}

int
main (int   argc,
      char *argv[])
{
  rimau_test_ui_init (&argc, &argv);

  g_test_add_func ("/puzzles-window/opens-with-a-puzzle", test_opens_with_a_puzzle);
  g_test_add_func ("/puzzles-window/main-line-solves", test_main_line_solves);
  g_test_add_func ("/puzzles-window/trap-solves", test_trap_solves);
  g_test_add_func ("/puzzles-window/wrong-move-is-refused", test_wrong_move_is_refused);
  g_test_add_func ("/puzzles-window/other-working-move-is-answered", test_other_working_move_is_answered);
  g_test_add_func ("/puzzles-window/show-solution-ends-the-streak", test_show_solution_ends_the_streak);
  g_test_add_func ("/puzzles-window/next-puzzle", test_next_puzzle);
  g_test_add_func ("/puzzles-window/filter-by-kind", test_filter_by_kind);
  g_test_add_func ("/puzzles-window/filter-is-kept", test_filter_is_kept);
  g_test_add_func ("/puzzles-window/missing-file", test_missing_file);
  g_test_add_func ("/puzzles-window/malformed-file", test_malformed_file);
  g_test_add_func ("/puzzles-window/escape-closes", test_escape_closes);
  g_test_add_func ("/puzzles-window/control-w-closes", test_control_w_closes);
  g_test_add_func ("/puzzles-window/opened-from-the-game", test_opened_from_the_game);

  return rimau_test_ui_run (argv);
}
