/* test-window-computer.c — computer players in the window
 *
 * Runs under Xvfb with a session bus, GSETTINGS_BACKEND=memory and
 * G_DEBUG=fatal-warnings: any GTK warning fails the test.
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "rimau-crash-guard.h"
#include "rimau-new-game-dialog.h"
#include "rimau-preferences-dialog.h"
#include "rimau-session-private.h"
#include "rimau-shortcuts.h"
#include "rimau-test-window.h"


/* Plays @move the way a person would, through the board or the buttons. */
static void
play_as_person (RimauWindow     *window,
                const RimauMove *move)
{
  RimauBoardView *board = window_board (window);

  if (move->kind == RIMAU_MOVE_KEEP)
    press (window, "keep");
  else if (move->kind == RIMAU_MOVE_PASS)
    press (window, "pass");
  else if (move->from == RIMAU_NO_POINT)
    g_assert_true (rimau_board_scene_activate (board_scene (board), move->to));
  else
    {
      g_assert_true (rimau_board_scene_select (board_scene (board), move->from));
      g_assert_true (rimau_board_scene_play_to (board_scene (board), move->to));
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
  RimauGame *game = window_game (window);
  RimauBoardView *board = window_board (window);
  guint computer_plies = 0, person_plies = 0;
  gint64 deadline = g_get_monotonic_time () + 240 * G_USEC_PER_SEC;

  while (rimau_game_get_outcome (game) == RIMAU_OUTCOME_NONE)
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);

      if (rimau_game_get_side_to_move (game) == RIMAU_SIDE_MEN && rimau_board_scene_get_interactive (board_scene (board)))
        {
          RimauMove moves[RIMAU_MAX_MOVES];

          g_assert_cmpuint (rimau_game_get_legal_plies (game, moves), >, 0);
          play_as_person (window, &moves[0]);
          person_plies++;
        }
      else
        {
          /* The person cannot play while the computer thinks. */
          g_assert_false (rimau_board_scene_get_interactive (board_scene (board)));
          g_main_context_iteration (NULL, TRUE);
        }
    }

  for (guint i = 0; i < rimau_game_get_n_plies (game); i++)
    if (rimau_game_get_position_at (game, i)->side == RIMAU_SIDE_TIGERS)
      computer_plies++;

  g_assert_cmpuint (computer_plies, >, 3);
  g_assert_cmpuint (rimau_game_get_n_plies (game), ==, computer_plies + person_plies);
  g_assert_cmpint (rimau_game_get_end_reason (game), !=, RIMAU_END_REASON_NONE);
  g_assert_false (rimau_match_get_thinking (rimau_session_get_match (window_session (window))));

  close_window (window);
}

static void
wait_until_thinking_done (RimauWindow *window)
{
  gint64 deadline = g_get_monotonic_time () + 30 * G_USEC_PER_SEC;

  while (rimau_match_get_thinking (rimau_session_get_match (window_session (window))))
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
  RimauWindow *window = rimau_window_new (test_app);
  gint64 deadline = g_get_monotonic_time () + 30 * G_USEC_PER_SEC;
  RimauGameSetup setup;
  guint wake_id;

  rimau_game_setup_init_default (&setup);
  rimau_rules_init (&setup.rules, RIMAU_VARIANT_SUMATRA);
  rimau_game_setup_set_player (&setup, RIMAU_SIDE_TIGERS, "mat-jenin");
  setup.time_ms[RIMAU_SIDE_TIGERS] = 50;

  rimau_session_start (window_session (window), &setup);
  process_pending ();
  g_assert_false (rimau_match_get_thinking (rimau_session_get_match (window_session (window))));
  g_assert_cmpuint (rimau_game_get_n_plies (window_game (window)), ==, 0);

  wake_id = g_timeout_add (20, wake_up, NULL);
  gtk_window_present (GTK_WINDOW (window));
  while (rimau_game_get_n_plies (window_game (window)) == 0)
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
  RimauWindow *window = rimau_window_new (test_app);
  gint64 deadline = g_get_monotonic_time () + 30 * G_USEC_PER_SEC;
  g_autoptr(RimauGame) game = rimau_record_parse (record, strlen (record), NULL, NULL, NULL);
  RimauGameSetup setup;

  g_assert_nonnull (game);
  rimau_game_setup_init_default (&setup);
  rimau_game_setup_set_player (&setup, RIMAU_SIDE_MEN, "hang-tuah");
  setup.time_ms[RIMAU_SIDE_MEN] = 20000;
  rimau_session_set_game (window_session (window), game, &setup);
  gtk_window_present (GTK_WINDOW (window));

  while (!rimau_match_get_thinking (rimau_session_get_match (window_session (window))))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, TRUE);
    }
  process_pending ();
  g_assert_cmpuint (rimau_game_get_n_plies (game), ==, 20);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (find_by_id (find_by_id (window, "men_row"), "badge"))));
  g_assert_cmpstr (label_text (find_by_id (window, "men_row"), "badge"), ==, "Thinking…");
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (find_by_id (find_by_id (window, "tigers_row"), "badge"))));

  close_window (window);
}

typedef struct
{
  RimauSession *session;
  guint         n_frames;
  guint         n_paused;
} FrameWatch;

/* Connected after the window's own handlers: called in the middle of a
 * frame, once it has been drawn and before it ends. */
static void
frame_painted_cb (GdkFrameClock *frame_clock,
                  FrameWatch    *watch)
{
  watch->n_frames++;
  if (rimau_gatekeeper_get_closed (rimau_session_get_gatekeeper (watch->session)))
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
  g_assert_true (rimau_match_get_thinking (rimau_session_get_match (window_session (window))));
  watch.session = window_session (window);

  handler = g_signal_connect (frame_clock, "paint", G_CALLBACK (frame_painted_cb), &watch);
  while (watch.n_frames < 3)
    {
      gtk_widget_queue_draw (GTK_WIDGET (window));
      /* A frame is drawn whole within one iteration. */
      g_main_context_iteration (NULL, TRUE);
      g_assert_false (rimau_gatekeeper_get_closed (rimau_session_get_gatekeeper (watch.session)));
    }
  g_signal_handler_disconnect (frame_clock, handler);

  g_assert_cmpuint (watch.n_paused, ==, watch.n_frames);
  g_assert_true (rimau_match_get_thinking (rimau_session_get_match (window_session (window))));
  close_window (window);
}

/* A personality that fails leaves the game as it was and its side to a
 * person. */
static void
test_failing_personality (void)
{
  RimauWindow *window = open_window_against (RIMAU_VARIANT_SUMATRA, "test-failing", NULL, 200);
  RimauGame *game = window_game (window);

  g_assert_true (rimau_match_get_thinking (rimau_session_get_match (window_session (window))));
  wait_until_thinking_done (window);

  g_assert_cmpuint (rimau_game_get_n_plies (game), ==, 0);
  g_assert_true (rimau_match_is_person (rimau_session_get_match (window_session (window)), RIMAU_SIDE_TIGERS));
  g_assert_true (rimau_board_scene_get_interactive (board_scene (window_board (window))));
  g_assert_cmpstr (status_title (window), ==, "Tigers to Play");

  close_window (window);
}

static gboolean
is_switch (GtkWidget     *widget,
           gconstpointer  data)
{
  return GTK_IS_SWITCH (widget);
}

static gboolean
is_tigers_row (GtkWidget     *widget,
               gconstpointer  data)
{
  return ADW_IS_COMBO_ROW (widget) &&
         g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), "T_igers") == 0;
}

/* Whether the computers of @dialog's tigers hold @name. */
static gboolean
offers (RimauNewGameDialog *dialog,
        const char         *name)
{
  GtkWidget *row = find_widget (GTK_WIDGET (dialog), is_tigers_row, NULL);
  GListModel *computers;

  g_assert_nonnull (row);
  computers = adw_combo_row_get_model (ADW_COMBO_ROW (row));

  for (guint i = 0; i < g_list_model_get_n_items (computers); i++)
    {
      g_autoptr(RimauPersonality) item = g_list_model_get_item (computers, i);

      if (g_strcmp0 (rimau_personality_get_name (item), name) == 0)
        return TRUE;
    }
  return FALSE;
}

/* A personality whose process crashes twice in a row is left out of New
 * Game, and said so, until the player turns it back on in Preferences. */
static void
test_crashing_twice_leaves_out (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  RimauWindow *window = open_window_against (RIMAU_VARIANT_SUMATRA, "test-crash", NULL, 200);
  RimauGameSetup setup = test_game_setup (RIMAU_VARIANT_SUMATRA, "test-crash", NULL, 200);
  RimauPreferencesDialog *preferences;
  RimauNewGameDialog *new_game;
  g_auto(GStrv) left_out = NULL;
  GtkWidget *toggle;

  wait_until_thinking_done (window);
  g_assert_cmpuint (rimau_game_get_n_plies (window_game (window)), ==, 0);
  g_assert_true (rimau_match_is_person (rimau_session_get_match (window_session (window)), RIMAU_SIDE_TIGERS));
  left_out = g_settings_get_strv (settings, "left-out-personalities");
  g_assert_cmpuint (g_strv_length (left_out), ==, 0);

  /* Again: it crashes a second time in a row (the toast of the first seen). */
  adw_toast_overlay_dismiss_all (ADW_TOAST_OVERLAY (find_by_type (window, ADW_TYPE_TOAST_OVERLAY)));
  rimau_session_start (window_session (window), &setup);
  wait_until_thinking_done (window);
  g_clear_pointer (&left_out, g_strfreev);
  left_out = g_settings_get_strv (settings, "left-out-personalities");
  g_assert_true (g_strv_contains ((const char * const *) left_out, "test-crash"));
  g_assert_true (toast_says (window, "Test: crashes crashed twice in a row"));

  /* New Game no longer offers a personality left out (the test one is
   * hidden anyway: Mat Jenin stands in for it). */
  g_settings_set_strv (settings, "left-out-personalities", (const char * const[]) { "mat-jenin", "test-crash", NULL });
  new_game = rimau_new_game_dialog_new (&setup);
  adw_dialog_present (ADW_DIALOG (new_game), GTK_WIDGET (window));
  g_assert_false (offers (new_game, "Mat Jenin"));
  g_assert_true (offers (new_game, "Si Luncai"));
  close_window_dialog (ADW_DIALOG (new_game));

  /* Preferences lists them, each with a switch that offers it again. */
  preferences = rimau_preferences_dialog_new (settings);
  adw_dialog_present (ADW_DIALOG (preferences), GTK_WIDGET (window));
  g_assert_true (gtk_widget_get_visible (find_by_id (preferences, "left_out_group")));
  toggle = find_widget (find_by_id (preferences, "left_out_group"), is_switch, NULL);
  g_assert_nonnull (toggle);
  g_assert_false (gtk_switch_get_active (GTK_SWITCH (toggle)));
  gtk_switch_set_active (GTK_SWITCH (toggle), TRUE);
  g_clear_pointer (&left_out, g_strfreev);
  left_out = g_settings_get_strv (settings, "left-out-personalities");
  g_assert_cmpuint (g_strv_length (left_out), ==, 1);
  adw_dialog_close (ADW_DIALOG (preferences));

  g_settings_reset (settings, "left-out-personalities");
  g_settings_reset (settings, "crashes-in-a-row");
  close_window (window);
}

/* A personality whose module cannot be loaded would fail every time: it
 * is left out at once. */
static void
test_unloadable_left_out (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  RimauWindow *window = open_window_against (RIMAU_VARIANT_SUMATRA, "test-broken", NULL, 200);
  g_auto(GStrv) left_out = NULL;

  wait_until_thinking_done (window);
  g_assert_true (rimau_match_is_person (rimau_session_get_match (window_session (window)), RIMAU_SIDE_TIGERS));
  left_out = g_settings_get_strv (settings, "left-out-personalities");
  g_assert_true (g_strv_contains ((const char * const *) left_out, "test-broken"));
  g_assert_true (toast_says (window, "it is left out of New Game until you turn it back on in Preferences"));

  g_settings_reset (settings, "left-out-personalities");
  close_window (window);
}

/* Only crashes with no answer between them count as in a row. */
static void
test_crashes_count_in_a_row (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);

  g_assert_false (rimau_crash_guard_note_crash (settings, "si-luncai"));
  rimau_crash_guard_note_answer (settings, "si-luncai");
  g_assert_false (rimau_crash_guard_note_crash (settings, "si-luncai"));
  g_assert_false (rimau_crash_guard_is_left_out (settings, "si-luncai"));
  g_assert_true (rimau_crash_guard_note_crash (settings, "si-luncai"));
  g_assert_true (rimau_crash_guard_is_left_out (settings, "si-luncai"));
  /* Said once: a third crash leaves it out no more than it is. */
  g_assert_false (rimau_crash_guard_note_crash (settings, "si-luncai"));

  /* Turned back on, it starts again from no crash at all. */
  rimau_crash_guard_take_back (settings, "si-luncai");
  g_assert_false (rimau_crash_guard_is_left_out (settings, "si-luncai"));
  g_assert_false (rimau_crash_guard_note_crash (settings, "si-luncai"));

  g_settings_reset (settings, "left-out-personalities");
  g_settings_reset (settings, "crashes-in-a-row");
}

/* Undo while the computer thinks stops it and takes back the person's
 * last ply. */
static void
test_undo_while_thinking (void)
{
  /* A minute to think: the undo comes long before the answer. */
  RimauWindow *window = open_window_against (RIMAU_VARIANT_SUMATRA, NULL, "hang-tuah", 60000);
  RimauGame *game = window_game (window);

  move_piece (window, "c3", "c2");
  g_assert_true (rimau_match_get_thinking (rimau_session_get_match (window_session (window))));
  g_assert_cmpstr (status_title (window), ==, "Hang Tuah is thinking…");

  press (window, "undo");
  g_assert_false (rimau_match_get_thinking (rimau_session_get_match (window_session (window))));
  g_assert_cmpuint (rimau_game_get_cursor (game), ==, 0);
  g_assert_true (rimau_board_scene_get_interactive (board_scene (window_board (window))));

  close_window (window);
}

/* Against the computer, undo goes back to the person's previous turn. */
static void
test_undo_against_computer (void)
{
  RimauWindow *window = open_window_against (RIMAU_VARIANT_SUMATRA, NULL, "mat-jenin", 50);
  RimauGame *game = window_game (window);

  move_piece (window, "c3", "c2");
  wait_until_thinking_done (window);
  g_assert_cmpuint (rimau_game_get_cursor (game), ==, 2);

  /* No search starts on the way back, for a position passed over. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  g_assert_false (rimau_match_get_thinking (rimau_session_get_match (window_session (window))));
  process_pending ();
  g_assert_cmpuint (rimau_game_get_cursor (game), ==, 0);
  g_assert_false (rimau_match_get_thinking (rimau_session_get_match (window_session (window))));
  g_assert_false (rimau_match_is_person (rimau_session_get_match (window_session (window)), RIMAU_SIDE_MEN));

  press (window, "redo");
  g_assert_cmpuint (rimau_game_get_cursor (game), ==, 2);
  g_assert_false (rimau_match_get_thinking (rimau_session_get_match (window_session (window))));

  close_window (window);
}

static void
test_hint (void)
{
  RimauWindow *window = open_window (RIMAU_VARIANT_SUMATRA);
  RimauBoardView *board = window_board (window);
  gint64 deadline = g_get_monotonic_time () + 30 * G_USEC_PER_SEC;
  RimauMove hint;

  press (window, "hint");
  while (!rimau_board_scene_get_hint (board_scene (board), &hint))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, TRUE);
    }

  g_assert_true (rimau_position_is_legal (rimau_game_get_position (window_game (window)), &hint));

  /* The hint goes with the position it was for. */
  move_piece (window, "c3", "c2");
  g_assert_false (rimau_board_scene_get_hint (board_scene (board), NULL));

  close_window (window);
}

static gboolean
not_paused (gpointer window)
{
  return !rimau_match_get_paused (rimau_session_get_match (window_session (window)));
}

static gboolean
two_plies_played (gpointer data)
{
  return rimau_game_get_n_plies (window_game (data)) >= 2;
}

/* While an earlier position is looked at, nothing says a computer thinks. */
static void
test_review_says_nobody_thinks (void)
{
  RimauWindow *window = open_window_against (RIMAU_VARIANT_SUMATRA, NULL, "hang-tuah", 60000);

  move_piece (window, "c3", "c2");
  g_assert_cmpstr (status_title (window), ==, "Hang Tuah is thinking…");
  review_ply (window, 0);
  g_assert_false (rimau_match_get_thinking (rimau_session_get_match (window_session (window))));
  g_assert_cmpstr (status_title (window), ==, "Tigers to Play");
  g_assert_false (gtk_widget_get_visible (find_by_id (find_by_id (window, "men_row"), "badge")));

  press (window, "back-to-game");
  g_assert_true (rimau_match_get_thinking (rimau_session_get_match (window_session (window))));
  g_assert_cmpstr (status_title (window), ==, "Hang Tuah is thinking…");
  close_window (window);
}

/* Undo in a game of two computers goes back one ply and waits to be
 * resumed, rather than playing again what it took back. */
static void
test_undo_pauses_two_computers (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  RimauWindow *window = NULL;
  RimauGame *game;
  guint cursor;

  /* No time between plies: the two computers play as fast as they think. */
  g_settings_set_uint (settings, "computer-delay", 0);
  window = open_window_against (RIMAU_VARIANT_SUMATRA, "mat-jenin", "mat-jenin", 30);
  game = window_game (window);
  wait_until (two_plies_played, window, 30);
  cursor = rimau_game_get_cursor (game);
  g_assert_false (gtk_widget_get_visible (find_by_id (window, "resume_button")));

  press (window, "undo");
  g_assert_cmpuint (rimau_game_get_cursor (game), ==, cursor - 1);
  g_assert_true (gtk_widget_get_visible (find_by_id (window, "resume_button")));
  g_assert_true (g_str_has_suffix (status_title (window), " is paused"));
  g_assert_cmpstr (status_detail (window), ==, "Resume to let the computer play on");
  g_assert_false (rimau_match_get_thinking (rimau_session_get_match (window_session (window))));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (find_by_id (window, "pause_button")), ==, "Resume");
  g_assert_cmpstr (label_text (find_by_id (window, "tigers_row"), "badge"), ==, "Paused");
  g_assert_cmpstr (label_text (find_by_id (window, "men_row"), "badge"), ==, "Paused");
  wait_for_frames (window);
  g_assert_cmpuint (rimau_game_get_cursor (game), ==, cursor - 1);

  /* Resume pressed from the keyboard gives the keyboard back to the board. */
  g_assert_true (gtk_widget_grab_focus (find_by_id (window, "resume_button")));
  if (press_key (GTK_WINDOW (window), GDK_KEY_Return, 0))
    wait_until (not_paused, window, 10);
  else
    press (window, "resume");
  g_assert_false (gtk_widget_get_visible (find_by_id (window, "resume_button")));
  g_assert_true (rimau_match_get_thinking (rimau_session_get_match (window_session (window))));
  g_assert_nonnull (gtk_window_get_focus (GTK_WINDOW (window)));
  g_assert_true (gtk_widget_is_ancestor (gtk_window_get_focus (GTK_WINDOW (window)), GTK_WIDGET (window_board (window))));
  close_window (window);
  g_settings_reset (settings, "computer-delay");
}

/* Pause and Resume, and Move Now: buttons in the header bar, and their
 * copies that a phone shows under the board, shortcuts, enabled as the
 * game allows, and the window says the computer waits. */
static void
test_pause_and_move_now (void)
{
  RimauWindow *window = open_window_against (RIMAU_VARIANT_SUMATRA, NULL, "hang-tuah", 60000);
  RimauSession *session = window_session (window);
  GtkWidget *pause_button = find_by_id (window, "pause_button");
  GtkWidget *phone_pause_button = find_by_id (window, "bar_pause_button");
  RimauMove moves[RIMAU_MAX_MOVES];
  gboolean paused;

  g_assert_true (gtk_widget_get_visible (find_by_id (window, "computer_buttons")));
  g_assert_true (gtk_widget_get_visible (find_by_id (window, "bar_computer_buttons")));
  g_assert_true (action_enabled (window, "pause-computers"));
  g_assert_false (action_enabled (window, "move-now"));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (pause_button), ==, "Pause");

  /* Paused at the person's turn: the person plays on, and only the
   * header bar's button resumes the computer. */
  press (window, "pause-computers");
  g_assert_true (rimau_match_get_paused (rimau_session_get_match (session)));
  g_assert_cmpstr (label_text (find_by_id (window, "men_row"), "badge"), ==, "Paused");
  g_assert_false (gtk_widget_get_visible (find_by_id (window, "resume_button")));
  g_assert_cmpstr (status_title (window), ==, "Your Turn: Tigers");
  press (window, "pause-computers");
  g_assert_false (rimau_match_get_paused (rimau_session_get_match (session)));
  g_assert_false (gtk_widget_get_visible (find_by_id (find_by_id (window, "men_row"), "badge")));

  move_piece (window, "c3", "c2");
  g_assert_true (action_enabled (window, "move-now"));
  press (window, "pause-computers");
  g_object_get (window, "computers-paused", &paused, NULL);
  g_assert_true (paused);
  g_assert_true (rimau_match_get_paused (rimau_session_get_match (session)));
  g_assert_true (rimau_match_get_thinking (rimau_session_get_match (session)));
  g_assert_false (action_enabled (window, "move-now"));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (pause_button), ==, "Resume");
  g_assert_cmpstr (gtk_button_get_icon_name (GTK_BUTTON (pause_button)), ==, "media-playback-start-symbolic");
  g_assert_cmpstr (gtk_widget_get_tooltip_text (phone_pause_button), ==, "Resume");
  g_assert_cmpstr (gtk_button_get_icon_name (GTK_BUTTON (phone_pause_button)), ==, "media-playback-start-symbolic");
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (phone_pause_button), GTK_ACCESSIBLE_PROPERTY_LABEL, "Resume");
  g_assert_cmpstr (status_title (window), ==, "Hang Tuah is paused");
  g_assert_cmpstr (label_text (find_by_id (window, "men_row"), "badge"), ==, "Paused");
  g_assert_true (gtk_widget_get_visible (find_by_id (window, "resume_button")));
  g_assert_cmpuint (rimau_game_get_n_plies (window_game (window)), ==, 1);

  /* Resumed by its shortcut. */
  if (press_key (GTK_WINDOW (window), GDK_KEY_p, GDK_CONTROL_MASK))
    wait_until (not_paused, window, 10);
  else
    activate (window, "pause-computers");
  g_assert_false (rimau_match_get_paused (rimau_session_get_match (session)));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (pause_button), ==, "Pause");
  g_assert_cmpstr (gtk_widget_get_tooltip_text (phone_pause_button), ==, "Pause");
  g_assert_cmpstr (status_title (window), ==, "Hang Tuah is thinking…");
  g_assert_true (action_enabled (window, "move-now"));

  /* Move Now, by its shortcut: a legal ply long before the minute. */
  if (press_key (GTK_WINDOW (window), GDK_KEY_m, GDK_CONTROL_MASK))
    process_pending ();
  else
    activate (window, "move-now");
  wait_until_thinking_done (window);
  g_assert_cmpuint (rimau_game_get_n_plies (window_game (window)), ==, 2);
  g_assert_true (rimau_session_get_person_to_move (session));
  g_assert_false (action_enabled (window, "move-now"));

  /* Pressed on its button from the keyboard, it leaves the keyboard on the
   * board, not on a button that can no longer be pressed. */
  g_assert_cmpuint (rimau_game_get_legal_plies (window_game (window), moves), >, 0);
  play_as_person (window, &moves[0]);
  g_assert_true (gtk_widget_grab_focus (find_by_id (window, "move_now_button")));
  if (press_key (GTK_WINDOW (window), GDK_KEY_Return, 0))
    {
      wait_until_thinking_done (window);
      g_assert_cmpuint (rimau_game_get_n_plies (window_game (window)), ==, 4);
      g_assert_nonnull (gtk_window_get_focus (GTK_WINDOW (window)));
      g_assert_true (gtk_widget_is_ancestor (gtk_window_get_focus (GTK_WINDOW (window)),
                                             GTK_WIDGET (window_board (window))));
    }

  close_window (window);
}

/* Between two people there is no computer to direct. */
static void
test_no_computer_to_direct (void)
{
  RimauWindow *window = open_window (RIMAU_VARIANT_SUMATRA);

  g_assert_false (gtk_widget_get_visible (find_by_id (window, "computer_buttons")));
  g_assert_false (action_enabled (window, "pause-computers"));
  g_assert_false (action_enabled (window, "move-now"));
  activate (window, "pause-computers");
  g_assert_false (rimau_match_get_paused (rimau_session_get_match (window_session (window))));

  close_window (window);
}

/* The time between the plies of two computers is a preference, which the
 * window's session follows. */
static void
test_delay_preference (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  RimauWindow *window = open_window (RIMAU_VARIANT_SUMATRA);
  RimauPreferencesDialog *preferences = rimau_preferences_dialog_new (settings);
  AdwComboRow *row;

  /* Shown within the window, as the Preferences action does: the dialog
   * holds its rows from then on. */
  adw_dialog_present (ADW_DIALOG (preferences), GTK_WIDGET (window));
  row = ADW_COMBO_ROW (find_by_id (preferences, "computer_delay_row"));

  /* A ply a second at first. */
  g_assert_cmpuint (g_settings_get_uint (settings, "computer-delay"), ==, 1000);
  g_assert_cmpuint (rimau_match_get_computer_delay (rimau_session_get_match (window_session (window))), ==, 1000);
  g_assert_cmpuint (adw_combo_row_get_selected (row), ==, 2);

  adw_combo_row_set_selected (row, 1);
  g_assert_cmpuint (g_settings_get_uint (settings, "computer-delay"), ==, 500);
  g_assert_cmpuint (rimau_match_get_computer_delay (rimau_session_get_match (window_session (window))), ==, 500);
  adw_combo_row_set_selected (row, 0);
  g_assert_cmpuint (rimau_match_get_computer_delay (rimau_session_get_match (window_session (window))), ==, 0);

  /* A time set elsewhere shows as the nearest one offered. */
  g_settings_set_uint (settings, "computer-delay", 1800);
  g_assert_cmpuint (adw_combo_row_get_selected (row), ==, 3);
  g_assert_cmpuint (rimau_match_get_computer_delay (rimau_session_get_match (window_session (window))), ==, 1800);

  adw_dialog_close (ADW_DIALOG (preferences));
  g_settings_reset (settings, "computer-delay");
  close_window (window);
}

static gboolean
shows_danger (RimauWindow *window)
{
  gboolean show;

  g_object_get (window_board (window), "show-danger", &show, NULL);
  return show;
}

/* Left automatic, the men in danger are ringed for a person playing the
 * men against a computer, and for nobody else; Always and Never, chosen
 * in Preferences, hold whoever plays. */
static void
test_danger_marks_default (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  RimauWindow *window = open_window_against (RIMAU_VARIANT_SUMATRA, "mat-jenin", NULL, 60000);
  RimauPreferencesDialog *preferences = rimau_preferences_dialog_new (settings);
  AdwComboRow *row;
  RimauGameSetup setup;

  adw_dialog_present (ADW_DIALOG (preferences), GTK_WIDGET (window));
  row = ADW_COMBO_ROW (find_by_id (preferences, "danger_row"));
  g_assert_cmpuint (adw_combo_row_get_selected (row), ==, 0);
  g_assert_true (shows_danger (window));

  setup = test_game_setup (RIMAU_VARIANT_SUMATRA, NULL, "mat-jenin", 60000);
  rimau_session_start (window_session (window), &setup);
  g_assert_false (shows_danger (window));
  setup = test_game_setup (RIMAU_VARIANT_SUMATRA, NULL, NULL, 60000);
  rimau_session_start (window_session (window), &setup);
  g_assert_false (shows_danger (window));

  /* Always, between two people too. */
  adw_combo_row_set_selected (row, 1);
  g_assert_cmpint (g_settings_get_enum (settings, "danger-marks"), ==, 1);
  g_assert_true (shows_danger (window));

  /* Never, against a computer too. */
  adw_combo_row_set_selected (row, 2);
  setup = test_game_setup (RIMAU_VARIANT_SUMATRA, "mat-jenin", NULL, 60000);
  rimau_session_start (window_session (window), &setup);
  g_assert_false (shows_danger (window));

  adw_dialog_close (ADW_DIALOG (preferences));
  g_settings_reset (settings, "danger-marks");
  g_assert_true (shows_danger (window));
  close_window (window);
}

/* The shortcut of the Keyboard Shortcuts dialog's list for @action. */
static const RimauShortcut *
listed_shortcut (const char *action)
{
  guint n_sections;
  const RimauShortcutSection *sections = rimau_shortcuts_get_sections (&n_sections);

  for (guint i = 0; i < n_sections; i++)
    for (guint j = 0; j < sections[i].n_shortcuts; j++)
      if (g_strcmp0 (sections[i].shortcuts[j].action_name, action) == 0)
        return &sections[i].shortcuts[j];
  return NULL;
}

/* The new shortcuts have keys of their own, listed in the Keyboard
 * Shortcuts dialog. */
static void
test_shortcuts_listed (void)
{
  static const char * const actions[] = { "win.pause-computers", "win.move-now" };

  for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
    {
      const RimauShortcut *shortcut = listed_shortcut (actions[i]);
      g_auto(GStrv) accels = NULL;
      g_auto(GStrv) taken = NULL;

      g_assert_nonnull (shortcut);
      /* The dialog shows the keys the application gives the action. */
      accels = rimau_shortcut_get_accels (shortcut, GTK_APPLICATION (test_app));
      g_assert_nonnull (accels[0]);
      taken = gtk_application_get_actions_for_accel (GTK_APPLICATION (test_app), accels[0]);
      g_assert_cmpuint (g_strv_length (taken), ==, 1);
    }
}

int
main (int   argc,
      char *argv[])
{
  rimau_test_ui_init (&argc, &argv);

  g_test_add_func ("/computer/full-game", test_computer_plays_full_game);
  g_test_add_func ("/computer/waits-for-the-window", test_computer_waits_for_the_window);
  g_test_add_func ("/computer/shown-thinking", test_computer_shown_thinking);
  g_test_add_func ("/computer/paused-while-drawing", test_computer_paused_while_drawing);
  g_test_add_func ("/computer/failing", test_failing_personality);
  g_test_add_func ("/computer/crashing-twice-leaves-out", test_crashing_twice_leaves_out);
  g_test_add_func ("/computer/crashes-count-in-a-row", test_crashes_count_in_a_row);
  g_test_add_func ("/computer/unloadable-left-out", test_unloadable_left_out);
  g_test_add_func ("/computer/undo-while-thinking", test_undo_while_thinking);
  g_test_add_func ("/computer/undo", test_undo_against_computer);
  g_test_add_func ("/computer/hint", test_hint);
  g_test_add_func ("/computer/review-says-nobody-thinks", test_review_says_nobody_thinks);
  g_test_add_func ("/computer/undo-pauses-two-computers", test_undo_pauses_two_computers);
  g_test_add_func ("/computer/pause-and-move-now", test_pause_and_move_now);
  g_test_add_func ("/computer/no-computer-to-direct", test_no_computer_to_direct);
  g_test_add_func ("/computer/delay-preference", test_delay_preference);
  g_test_add_func ("/computer/danger-marks-default", test_danger_marks_default);
  g_test_add_func ("/computer/shortcuts-listed", test_shortcuts_listed);

  return rimau_test_ui_run (argv);
}
