/* test-window-retry.c — learning from the marked moves, in a window
 *
 * Runs under Xvfb with a session bus, GSETTINGS_BACKEND=memory and
 * G_DEBUG=fatal-warnings: any GTK warning fails the test. It runs in
 * English and again in Malay: what it asserts of the words is what the
 * window's existing words say (plies in words, hints, notation).
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "rimau-analysis-panel.h"
#include "rimau-engine-words.h"
#include "rimau-hint-words.h"
#include "rimau-i18n.h"
#include "rimau-test-retry.h"
#include "rimau-test-window.h"

static void
announced_cb (RimauWindow *window,
              const char  *message,
              GPtrArray   *heard)
{
  g_ptr_array_add (heard, g_strdup (message));
}

static gboolean
heard_saying (GPtrArray  *heard,
              const char *words)
{
  for (guint i = 0; i < heard->len; i++)
    if (strstr (g_ptr_array_index (heard, i), words) != NULL)
      return TRUE;
  return FALSE;
}

/* Waits, a generous while at most, until the window has said @words. */
static void
wait_until_heard (GPtrArray  *heard,
                  const char *words)
{
  gint64 deadline = g_get_monotonic_time () + 30 * G_USEC_PER_SEC;

  while (!heard_saying (heard, words))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, TRUE);
    }
}

static RimauMistakeTrainer *
window_trainer (RimauWindow *window)
{
  return rimau_analysis_panel_get_trainer (RIMAU_ANALYSIS_PANEL (find_by_type (window, RIMAU_TYPE_ANALYSIS_PANEL)));
}

static gboolean
judged (gpointer window)
{
  return rimau_mistake_trainer_get_state (window_trainer (window)) != RIMAU_TRAINER_JUDGING;
}

static void
press_button (RimauWindow *window,
              const char  *id)
{
  GtkWidget *button = find_by_id (window, id);

  g_assert_true (gtk_widget_get_visible (button));
  g_signal_emit_by_name (button, "clicked");
  process_pending ();
}

/* A try on the board: a drop by a click, as a person makes it, anything
 * else as the board chooses it. */
static void
try_on_board (RimauWindow     *window,
              const RimauMove *move)
{
  RimauBoardScene *scene = board_scene (window_board (window));

  g_assert_true (rimau_board_scene_get_interactive (scene));
  if (move->kind == RIMAU_MOVE_DROP)
    click (window, rimau_point_name (move->to));
  else
    {
      g_signal_emit_by_name (scene, "move-chosen", move);
      process_pending ();
    }
}

static void
assert_shows_ply_before (RimauWindow *window,
                         guint        ply)
{
  g_assert_true (rimau_navigator_get_reviewing (rimau_session_get_navigator (window_session (window))));
  g_assert_cmpuint (rimau_game_get_cursor (window_game (window)), ==, ply);
}

static void
test_learn_from_mistakes (void)
{
  g_autoptr(RimauGame) game = retry_game ();
  g_autofree char *tag = g_strdup (rimau_game_get_tag (game, RIMAU_ANALYSIS_TAG));
  RimauWindow *window = open_game (game);
  g_autoptr(GPtrArray) heard = g_ptr_array_new_with_free_func (g_free);
  RimauMove better = retry_better_ply (game, RETRY_MEN_PLY);
  RimauMove other = retry_other_ply (game, RETRY_MEN_PLY, 1);
  RimauMove tigers_better = retry_better_ply (game, RETRY_TIGERS_PLY);
  g_autofree char *reply = rimau_words_ply (RIMAU_SIDE_TIGERS, rimau_game_get_ply (game, RETRY_MEN_PLY + 1));
  g_autofree char *solution = rimau_words_hint_ply (RIMAU_SIDE_MEN, &better);
  RimauMove hint;

  g_signal_connect (window, "announced", G_CALLBACK (announced_cb), heard);
  g_assert_true (gtk_widget_get_visible (find_by_id (window, "learn_button")));
  g_assert_false (gtk_widget_get_visible (find_by_id (window, "retry_box")));

  /* The position before the men's mistake, and the task. */
  press_button (window, "learn_button");
  g_assert_nonnull (window_trainer (window));
  g_assert_true (gtk_widget_get_visible (find_by_id (window, "retry_box")));
  g_assert_false (gtk_widget_get_visible (find_by_id (window, "learn_button")));
  assert_shows_ply_before (window, RETRY_MEN_PLY);
  g_assert_nonnull (strstr (label_text (window, "retry_task"), "@a9"));
  wait_until_heard (heard, "@a9");
  /* The better move is not given away. */
  g_assert_false (rimau_board_scene_get_hint (board_scene (window_board (window)), &hint));

  /* The move played: wrong, with the reply expected. */
  try_on_board (window, rimau_game_get_ply (game, RETRY_MEN_PLY));
  /* Run in Malay, the ply is said in Malay. */
  if (test_in_malay_language ())
    g_assert_true (g_str_has_prefix (reply, "Rimau di "));
  g_assert_nonnull (strstr (label_text (window, "retry_verdict"), reply));
  wait_until_heard (heard, reply);
  assert_shows_ply_before (window, RETRY_MEN_PLY);
  g_assert_cmpuint (rimau_game_get_n_plies (window_game (window)), ==, 47);

  /* A second miss: the solution, in words and on the board. */
  try_on_board (window, &other);
  wait_until (judged, window, 60);
  process_pending ();
  g_assert_cmpint (rimau_mistake_trainer_get_state (window_trainer (window)), ==, RIMAU_TRAINER_SOLVED);
  g_assert_nonnull (strstr (label_text (window, "retry_verdict"), solution));
  wait_until_heard (heard, solution);
  g_assert_true (rimau_board_scene_get_hint (board_scene (window_board (window)), &hint));
  g_assert_true (rimau_move_equal (&hint, &better));
  g_assert_false (rimau_board_scene_get_interactive (board_scene (window_board (window))));

  /* The tigers' mistake next: their better move is right. */
  press_button (window, "retry_next_button");
  assert_shows_ply_before (window, RETRY_TIGERS_PLY);
  g_assert_nonnull (strstr (label_text (window, "retry_task"), "d6-c6"));
  g_assert_false (rimau_board_scene_get_hint (board_scene (window_board (window)), &hint));
  try_on_board (window, &tigers_better);
  g_assert_cmpint (rimau_mistake_trainer_get_state (window_trainer (window)), ==, RIMAU_TRAINER_RIGHT);
  g_assert_true (gtk_widget_get_visible (find_by_id (window, "retry_next_button")));

  /* The last one done: back to the game as it was. */
  press_button (window, "retry_next_button");
  g_assert_false (rimau_navigator_get_reviewing (rimau_session_get_navigator (window_session (window))));
  press_button (window, "retry_stop_button");
  g_assert_null (window_trainer (window));
  g_assert_false (gtk_widget_get_visible (find_by_id (window, "retry_box")));
  g_assert_true (gtk_widget_get_visible (find_by_id (window, "learn_button")));
  g_assert_cmpuint (rimau_game_get_n_plies (window_game (window)), ==, 47);
  g_assert_cmpuint (rimau_game_get_cursor (window_game (window)), ==, 47);
  g_assert_true (rimau_analysis_matches_game (rimau_analyst_get_analysis (rimau_session_get_analyst (window_session (window))),
                                              window_game (window)));
  g_assert_cmpstr (rimau_game_get_tag (window_game (window), RIMAU_ANALYSIS_TAG), ==, tag);

  g_signal_handlers_disconnect_by_func (window, announced_cb, heard);
  close_window (window);
}

/* Stopping halfway, a try being judged, goes back to the game as well. */
static void
test_stop_while_judging (void)
{
  g_autoptr(RimauGame) game = retry_game ();
  RimauWindow *window = open_game (game);
  RimauMove other = retry_other_ply (game, RETRY_MEN_PLY, 1);

  press_button (window, "learn_button");
  rimau_mistake_trainer_set_time (window_trainer (window), 5000);
  try_on_board (window, &other);
  g_assert_cmpint (rimau_mistake_trainer_get_state (window_trainer (window)), ==, RIMAU_TRAINER_JUDGING);
  g_assert_false (rimau_board_scene_get_interactive (board_scene (window_board (window))));
  press_button (window, "retry_stop_button");
  g_assert_null (window_trainer (window));
  g_assert_false (rimau_navigator_get_reviewing (rimau_session_get_navigator (window_session (window))));
  g_assert_cmpuint (rimau_game_get_n_plies (window_game (window)), ==, 47);
  close_window (window);
}

/* A game the computer played alone has no marked move of a person's. */
static void
test_no_person_no_button (void)
{
  g_autoptr(RimauGame) game = retry_game ();
  RimauWindow *window = rimau_window_new (test_app);
  RimauGameSetup setup;

  rimau_game_setup_init_default (&setup);
  rimau_game_setup_set_player (&setup, RIMAU_SIDE_TIGERS, "hang-tuah");
  rimau_game_setup_set_player (&setup, RIMAU_SIDE_MEN, "hang-tuah");
  rimau_session_set_game (window_session (window), game, &setup);
  present_window (window);
  g_assert_false (gtk_widget_get_visible (find_by_id (window, "learn_button")));
  close_window (window);
}

int
main (int   argc,
      char *argv[])
{
  test_speak_the_language ();
  rimau_test_ui_init (&argc, &argv);
  g_test_add_func ("/window/retry/learn-from-mistakes", test_learn_from_mistakes);
  g_test_add_func ("/window/retry/stop-while-judging", test_stop_while_judging);
  g_test_add_func ("/window/retry/no-person-no-button", test_no_person_no_button);
  return rimau_test_ui_run (argv);
}
