/* test-window-speech.c — what the game window tells a screen reader
 *
 * The window's announcements, heard through its "announced" signal: GTK's
 * test accessibility backend has no assistive technology to hear them.
 * Runs under Xvfb as the other window tests do.
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "rimau-hint-words.h"
#include "rimau-test-window.h"

static void
announced_cb (RimauWindow *window,
              const char  *message,
              GPtrArray   *heard)
{
  g_ptr_array_add (heard, g_strdup (message));
}

/* Waits until @heard holds @n messages: the window says what changed once
 * the game has paused for a moment. */
static void
wait_until_heard (GPtrArray *heard,
                  guint      n)
{
  gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

  while (heard->len < n)
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, TRUE);
    }
}

/* What @window says from now on, a new game of @variant being started and
 * said first. */
static GPtrArray *
listen (RimauWindow  *window,
        RimauVariant  variant)
{
  GPtrArray *heard = g_ptr_array_new_with_free_func (g_free);
  RimauGameSetup setup = test_game_setup (variant, NULL, NULL, 1000);

  g_signal_connect (window, "announced", G_CALLBACK (announced_cb), heard);
  rimau_session_start (window_session (window), &setup);
  wait_until_heard (heard, 1);
  g_assert_true (g_str_has_prefix (g_ptr_array_index (heard, 0), "New game."));
  g_ptr_array_set_size (heard, 0);
  return heard;
}

/* Each ply is announced by the window, whichever widget has the focus:
 * the keyboard in the ply list hears the men removed as well. */
static void
test_plies_announced (void)
{
  RimauWindow *window = open_window (RIMAU_VARIANT_RIMAU_RIMAU_A);
  g_autoptr(GPtrArray) heard = listen (window, RIMAU_VARIANT_RIMAU_RIMAU_A);

  gtk_widget_grab_focus (GTK_WIDGET (ply_list (window)));
  click (window, "c4");
  wait_until_heard (heard, 1);
  g_assert_cmpuint (heard->len, ==, 1);
  g_assert_true (g_str_has_prefix (g_ptr_array_index (heard, 0), "Man removed from c4."));

  press (window, "undo");
  wait_until_heard (heard, 2);
  g_assert_cmpuint (heard->len, ==, 2);
  g_assert_true (g_str_has_prefix (g_ptr_array_index (heard, 1), "Taken back: Man removed from c4."));

  g_signal_handlers_disconnect_by_func (window, announced_cb, heard);
  close_window (window);
}

/* Against a computer, undo takes back the person's ply and the
 * computer's answer, and says both, the latest first; redo says both
 * again, in the order they were played. */
static void
test_undo_redo_say_which_plies (void)
{
  RimauWindow *window = open_window_against (RIMAU_VARIANT_SUMATRA, NULL, "mat-jenin", 50);
  RimauGame *game = window_game (window);
  g_autoptr(GPtrArray) heard = g_ptr_array_new_with_free_func (g_free);
  const char *said;

  g_signal_connect (window, "announced", G_CALLBACK (announced_cb), heard);
  move_piece (window, "c3", "c2");
  while (rimau_game_get_cursor (game) < 2)
    g_main_context_iteration (NULL, TRUE);
  g_ptr_array_set_size (heard, 0);

  press (window, "undo");
  wait_until_heard (heard, 1);
  /* What was still to be said before may come in the same message. */
  said = strstr (g_ptr_array_index (heard, heard->len - 1), "Taken back: ");
  g_assert_nonnull (said);
  g_assert_true (g_str_has_prefix (said, "Taken back: Man "));
  g_assert_nonnull (strstr (said, ". Tiger c3 moves to c2. "));

  press (window, "redo");
  wait_until_heard (heard, 2);
  said = g_ptr_array_index (heard, heard->len - 1);
  g_assert_true (g_str_has_prefix (said, "Played again: Tiger c3 moves to c2. Man "));
  g_assert_null (strstr (said, "Taken back"));

  g_signal_handlers_disconnect_by_func (window, announced_cb, heard);
  close_window (window);
}

/* A press that plays nothing says why, wherever the focus is. */
static void
test_refused_press_says_why (void)
{
  RimauWindow *window = open_window (RIMAU_VARIANT_SUMATRA);
  g_autoptr(GPtrArray) heard = listen (window, RIMAU_VARIANT_SUMATRA);

  press_point (window, "c3");
  press_point (window, "a3");
  wait_until_heard (heard, 1);
  g_assert_cmpstr (g_ptr_array_index (heard, 0), ==, "a3: no move of the selected tiger goes there");

  /* The press dropped the tiger: a man, not to move, plays nothing. */
  press_point (window, "b5");
  wait_until_heard (heard, 2);
  g_assert_cmpstr (g_ptr_array_index (heard, 1), ==, "b5: nothing to play here");

  g_signal_handlers_disconnect_by_func (window, announced_cb, heard);
  close_window (window);
}

/* The whole hint in words, what to play and why, as the session found it. */
static char *
expected_hint (RimauWindow *window)
{
  RimauSession *session = window_session (window);
  const RimauMove *line;
  guint n = rimau_session_get_hint_line (session, &line);
  g_autofree char *words = NULL;

  g_assert_cmpuint (n, >, 0);
  words = rimau_words_hint (rimau_game_get_position (rimau_session_get_game (session)), line, n);
  return g_strconcat ("Hint: ", words, NULL);
}

/* A hint is said by the window as its toast shows it, what to play and
 * why, and said again when asked for again while it is shown. */
static void
test_hint_asked_again_is_said (void)
{
  RimauWindow *window = open_window (RIMAU_VARIANT_SUMATRA);
  g_autoptr(GPtrArray) heard = listen (window, RIMAU_VARIANT_SUMATRA);
  gint64 deadline = g_get_monotonic_time () + 30 * G_USEC_PER_SEC;
  g_autofree char *hint_said = NULL;
  RimauMove hint;

  press (window, "hint");
  while (!rimau_board_scene_get_hint (board_scene (window_board (window)), &hint))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, TRUE);
    }
  hint_said = expected_hint (window);
  /* The ply to play, now, then what it does. */
  g_assert_true (g_str_has_prefix (hint_said, "Hint: Jump ") || g_str_has_prefix (hint_said, "Hint: Move the tiger "));
  g_assert_nonnull (strstr (hint_said, ". "));
  /* The toast's own announcement is not spoken by every screen reader. */
  while (heard->len == 0 || !g_str_has_suffix (g_ptr_array_index (heard, heard->len - 1), hint_said))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, TRUE);
    }
  /* The toast, one line, says what to play; under the board the whole
   * hint stays while it is shown. */
  {
    g_autofree char *what = g_strndup (hint_said, strstr (hint_said, ". ") - hint_said);

    g_assert_true (toast_says (window, what));
    g_assert_cmpstr (status_detail (window), ==, hint_said);
  }
  g_ptr_array_set_size (heard, 0);

  press (window, "hint");
  wait_until_heard (heard, 1);
  g_assert_cmpstr (g_ptr_array_index (heard, 0), ==, hint_said);
  /* Said from what is shown: no search again. */
  g_assert_false (rimau_match_get_thinking (rimau_session_get_match (window_session (window))));

  g_signal_handlers_disconnect_by_func (window, announced_cb, heard);
  close_window (window);
}

/* Ask the board, by the keys of these actions: each answer is said
 * through the window, wherever the focus is. */
static void
test_ask_the_board (void)
{
  RimauWindow *window = open_window (RIMAU_VARIANT_SUMATRA);
  g_autoptr(GPtrArray) heard = listen (window, RIMAU_VARIANT_SUMATRA);
  const char *said;

  /* Its keys reach it wherever the focus is, here on a point. */
  rimau_board_view_set_focus_point (window_board (window), point ("d4"));
  gtk_widget_grab_focus (GTK_WIDGET (window_board (window)));
  if (!press_key (GTK_WINDOW (window), GDK_KEY_5, GDK_ALT_MASK))
    activate (window, "say-last-move");
  wait_until_heard (heard, 1);
  g_assert_cmpstr (g_ptr_array_index (heard, 0), ==, "No move has been played yet.");

  activate (window, "say-pieces");
  wait_until_heard (heard, 2);
  g_assert_cmpstr (g_ptr_array_index (heard, 1), ==, "Tigers on c3, c7. 8 men on the board. 16 men in hand.");

  activate (window, "say-danger");
  wait_until_heard (heard, 3);
  g_assert_cmpstr (g_ptr_array_index (heard, 2), ==, "Men in danger: b4, c4, d4, b6, c6, d6.");

  activate (window, "say-moves");
  wait_until_heard (heard, 4);
  /* The jumps first, then the steps. */
  said = g_ptr_array_index (heard, 3);
  g_assert_true (g_str_has_prefix (said, "16 moves. Tiger c3 jumps the man on b4 to a5. "));
  g_assert_true (strstr (said, "Tiger c7 jumps the man on d6 to e5.") < strstr (said, "Tiger c3 moves to b2."));
  g_assert_true (g_str_has_suffix (said, "Tiger c7 moves to d8."));

  move_piece (window, "c3", "c2");
  wait_until_heard (heard, 5);
  activate (window, "say-last-move");
  wait_until_heard (heard, 6);
  g_assert_cmpstr (g_ptr_array_index (heard, 5), ==, "Last move: Tiger c3 moves to c2.");

  activate (window, "say-situation");
  wait_until_heard (heard, 7);
  g_assert_true (g_str_has_prefix (g_ptr_array_index (heard, 6), "Men to Play."));

  g_signal_handlers_disconnect_by_func (window, announced_cb, heard);
  close_window (window);
}

/* Leaving an earlier position is said as such, not as plies played. */
static void
test_leaving_review_said (void)
{
  RimauWindow *window = open_window (RIMAU_VARIANT_RIMAU_RIMAU_A);
  RimauSession *session = window_session (window);
  g_autoptr(GPtrArray) heard = listen (window, RIMAU_VARIANT_RIMAU_RIMAU_A);

  test_session_play (session, "xc4 xc5 xc6");
  wait_until_heard (heard, 1);

  rimau_navigator_review (rimau_session_get_navigator (session), 1);
  wait_until_heard (heard, 2);
  rimau_navigator_back_to_game (rimau_session_get_navigator (session));
  wait_until_heard (heard, 3);
  g_assert_true (g_str_has_prefix (g_ptr_array_index (heard, 2), "Back to the game. "));

  rimau_navigator_review (rimau_session_get_navigator (session), 2);
  wait_until_heard (heard, 4);
  rimau_navigator_play_from_here (rimau_session_get_navigator (session));
  wait_until_heard (heard, 5);
  g_assert_true (g_str_has_prefix (g_ptr_array_index (heard, 4), "Playing on from here. "));

  g_signal_handlers_disconnect_by_func (window, announced_cb, heard);
  close_window (window);
}

/* Moves played in quick succession are said as one, in order, with only
 * the last situation: said one by one, each would cut the one before
 * short in a screen reader. */
static void
test_quick_plies_said_as_one (void)
{
  RimauWindow *window = open_window (RIMAU_VARIANT_RIMAU_RIMAU_A);
  RimauBoardScene *scene = board_scene (window_board (window));
  g_autoptr(GPtrArray) heard = listen (window, RIMAU_VARIANT_RIMAU_RIMAU_A);

  g_assert_true (rimau_board_scene_activate (scene, point ("c4")));
  g_assert_true (rimau_board_scene_activate (scene, point ("c5")));
  g_assert_cmpuint (heard->len, ==, 0);
  wait_until_heard (heard, 1);
  g_assert_cmpuint (heard->len, ==, 1);
  g_assert_cmpstr (g_ptr_array_index (heard, 0), ==,
                   "Man removed from c4. Man removed from c5. Tigers to Play. Remove 1 man from the board.");

  g_signal_handlers_disconnect_by_func (window, announced_cb, heard);
  close_window (window);
}

int
main (int   argc,
      char *argv[])
{
  rimau_test_ui_init (&argc, &argv);

  g_test_add_func ("/window-speech/plies-announced", test_plies_announced);
  g_test_add_func ("/window-speech/quick-plies-said-as-one", test_quick_plies_said_as_one);
  g_test_add_func ("/window-speech/undo-redo-say-which-plies", test_undo_redo_say_which_plies);
  g_test_add_func ("/window-speech/refused-press-says-why", test_refused_press_says_why);
  g_test_add_func ("/window-speech/hint-asked-again-is-said", test_hint_asked_again_is_said);
  g_test_add_func ("/window-speech/ask-the-board", test_ask_the_board);
  g_test_add_func ("/window-speech/leaving-review-said", test_leaving_review_said);

  return rimau_test_ui_run (argv);
}
