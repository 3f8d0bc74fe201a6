/* test-window-files.c — opening and saving records, and never losing a game
 *
 * Runs under Xvfb with a session bus, GSETTINGS_BACKEND=memory and
 * G_DEBUG=fatal-warnings: any GTK warning fails the test.
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* mkfifo(), which strict C17 leaves out. */
#define _DEFAULT_SOURCE

#include "config.h"

#include <sys/stat.h>

#include "rimau-kept-games.h"
#include "rimau-new-game-dialog.h"
#include "rimau-test-window.h"


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
  wait_for_other_game (window, window_game (window));
  game = window_game (window);

  g_assert_null (find_alert_dialog ());
  g_assert_cmpuint (rimau_game_get_n_plies (game), ==, 6);
  g_assert_cmpuint (rimau_game_get_cursor (game), ==, 6);
  assert_position (window, ".../.../..T../.M.M./.MMM./.MTM./...../.../... m 14 - 1 2");
  g_assert_cmpuint (n_move_rows (window), ==, 7);
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "opened.rimau");
  g_assert_cmpstr (status_detail (window), ==, "Drop a man on an empty point (14 left in hand)");
  g_assert_false (rimau_game_document_get_modified (rimau_session_get_document (window_session (window))));
  g_assert_true (rimau_board_scene_get_interactive (board_scene (window_board (window))));
  /* The record's names for its players, not "Player 1" and "Player 2". */
  g_assert_cmpstr (label_text (find_by_id (window, "tigers_row"), "name_label"), ==, "Ayu");
  g_assert_cmpstr (label_text (find_by_id (window, "men_row"), "name_label"), ==, "Bayu");

  close_window (window);
}

static void
test_open_bad_record (void)
{
  RimauWindow *window = open_window (RIMAU_VARIANT_RIMAU_RIMAU_A);
  RimauGame *before = window_game (window);
  g_autoptr(GFile) file = write_record ("bad.rimau",
                                        "[Variant \"rimau-rimau-a\"]\n"
                                        "\n"
                                        "1. xc4 xc5 c3-c2\n");
  AdwAlertDialog *dialog;

  click (window, "b4");
  rimau_window_open_file (window, file);
  process_pending ();
  answer_dialog ("discard");
  wait_for_other_game (window, before);

  /* The error is shown, and the game is as it was. */
  dialog = find_alert_dialog ();
  g_assert_nonnull (dialog);
  g_assert_true (window_game (window) == before);
  g_assert_cmpuint (rimau_game_get_n_plies (before), ==, 1);
  assert_last_ply (window, "xb4");

  adw_dialog_close (ADW_DIALOG (dialog));
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
  wait_for_other_game (window, window_game (window));
  click (window, "c3");
  g_assert_true (rimau_game_document_get_modified (rimau_session_get_document (window_session (window))));

  activate (window, "save");
  deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  while (rimau_game_document_get_modified (rimau_session_get_document (window_session (window))))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, TRUE);
    }

  g_assert_true (g_file_load_contents (file, NULL, &contents, NULL, NULL, NULL));
  reread = rimau_record_parse (contents, strlen (contents), NULL, NULL, NULL);
  g_assert_nonnull (reread);
  g_assert_cmpuint (rimau_game_get_n_plies (reread), ==, 2);
  {
    char text[RIMAU_MOVE_TEXT_SIZE];

    g_assert_cmpstr (rimau_move_to_text (rimau_game_get_ply (reread, 1), text), ==, "@c3");
  }

  close_window (window);
}

static GFile *
autosave_file (void)
{
  return g_file_new_build_filename (g_get_user_state_dir (), "rimau", "last-game.rimau", NULL);
}

static gboolean
autosave_holds (guint n_plies)
{
  g_autoptr(GFile) file = autosave_file ();
  g_autoptr(RimauGame) game = rimau_record_load_file (file, NULL, NULL);

  return game != NULL && rimau_game_get_n_plies (game) == n_plies;
}

static void
wait_for_autosave (guint n_plies)
{
  gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

  while (!autosave_holds (n_plies))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
}

/* The first window of the application: it keeps its game while it holds
 * plies in no file, and takes up the one kept. */
static RimauWindow *
open_first_window (void)
{
  RimauWindow *window = present_window (rimau_window_new (test_app));
  g_autoptr(GFile) file = autosave_file ();
  RimauGame *before = window_game (window);

  rimau_window_resume_kept_game (window, file, FALSE);
  if (g_file_query_exists (file, NULL))
    wait_for_other_game (window, before);
  return window;
}

/* The heading and body of the alert dialog shown. */
static void
assert_asked (const char *heading,
              const char *body)
{
  AdwAlertDialog *dialog = find_alert_dialog ();

  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_alert_dialog_get_heading (dialog), ==, heading);
  g_assert_cmpstr (adw_alert_dialog_get_body (dialog), ==, body);
}

/* A game in progress outlives its window, even one that was never closed
 * (the session ended): the next first window takes it up again, and it is
 * still a game to save or let go. */
static void
test_last_game_resumed (void)
{
  RimauWindow *window = open_first_window ();
  g_autoptr(GFile) file = autosave_file ();
  RimauVariant variant = RIMAU_VARIANT_RIMAU_RIMAU_B;
  RimauGameSetup setup;

  rimau_game_setup_init_default (&setup);
  rimau_rules_init (&setup.rules, variant);
  rimau_session_start (window_session (window), &setup);
  click (window, "d5");
  wait_for_autosave (1);
  gtk_window_destroy (GTK_WINDOW (window));
  process_pending ();

  window = open_first_window ();
  g_assert_cmpint (rimau_game_get_rules (window_game (window))->variant, ==, variant);
  assert_last_ply (window, "xd5");
  g_assert_cmpstr (status_detail (window), ==, "Move a tiger to any empty point, or keep both");
  g_assert_true (toast_says (window, "Your last game is back"));
  g_assert_true (action_enabled (window, "undo"));

  /* New Game asks first; let go, the game is gone for good. */
  press (window, "new-game");
  assert_asked ("Save the Game?", "The game in progress is lost unless you save it.");
  answer_dialog ("discard");
  g_assert_false (g_file_query_exists (file, NULL));
  close_window_dialog (window_dialog (window, RIMAU_TYPE_NEW_GAME_DIALOG));
  close_window (window);
}

/* Closing the window with plies in no file asks, and Cancel keeps both
 * the window and the game kept for the next start. */
static void
test_close_asks (void)
{
  RimauWindow *window = open_first_window ();
  g_autoptr(GFile) file = autosave_file ();

  click (window, "c4");
  wait_for_autosave (1);
  gtk_window_close (GTK_WINDOW (window));
  process_pending ();
  assert_asked ("Save the Game?", "The game in progress is lost unless you save it.");
  answer_dialog ("cancel");
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (window)));
  g_assert_true (g_file_query_exists (file, NULL));

  close_window (window);
  g_assert_false (g_file_query_exists (file, NULL));
}

/* Opening a record asks before it replaces a game with plies in no file. */
static void
test_open_asks (void)
{
  RimauWindow *window = open_window (RIMAU_VARIANT_RIMAU_RIMAU_A);
  g_autoptr(GFile) file = write_record ("other.rimau", "[Variant \"sumatra\"]\n\n1. c3-c2 *\n");
  RimauGame *before = window_game (window);

  click (window, "c4");
  rimau_window_open_file (window, file);
  process_pending ();
  assert_asked ("Save the Game?", "The game in progress is lost unless you save it.");
  answer_dialog ("cancel");
  g_assert_true (window_game (window) == before);

  rimau_window_open_file (window, file);
  process_pending ();
  answer_dialog ("discard");
  wait_for_other_game (window, before);
  g_assert_cmpint (rimau_game_get_rules (window_game (window))->variant, ==, RIMAU_VARIANT_SUMATRA);

  close_window (window);
}

/* A record opened from the file manager opens beside a game that holds
 * plies in no file, never over it. */
static void
test_open_from_outside_keeps_game (void)
{
  RimauWindow *window = open_window (RIMAU_VARIANT_RIMAU_RIMAU_A);
  g_autoptr(GFile) file = write_record ("outside.rimau", "[Variant \"sumatra\"]\n\n1. c3-c2 *\n");
  guint n_windows = g_list_length (gtk_application_get_windows (GTK_APPLICATION (test_app)));
  RimauGame *before = window_game (window);
  RimauWindow *other;

  click (window, "c4");
  gtk_window_present (GTK_WINDOW (window));
  process_pending ();
  g_application_open (G_APPLICATION (test_app), &file, 1, "");
  process_pending ();

  g_assert_null (find_alert_dialog ());
  g_assert_cmpuint (g_list_length (gtk_application_get_windows (GTK_APPLICATION (test_app))), ==, n_windows + 1);
  g_assert_true (window_game (window) == before);
  other = RIMAU_WINDOW (gtk_application_get_active_window (GTK_APPLICATION (test_app)));
  g_assert_true (other != window);
  wait_for_other_game (other, NULL);

  close_window (other);
  close_window (window);
}

/* Quitting asks as closing the window does; Cancel keeps it open. */
static void
test_quit_asks (void)
{
  RimauWindow *window = open_window (RIMAU_VARIANT_RIMAU_RIMAU_A);

  click (window, "c4");
  g_action_group_activate_action (G_ACTION_GROUP (test_app), "quit", NULL);
  process_pending ();
  assert_asked ("Save the Game?", "The game in progress is lost unless you save it.");
  answer_dialog ("cancel");
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (window)));

  close_window (window);
}

/* A finished game is not "in progress", but still lost unless saved. */
static void
test_finished_game_prompt (void)
{
  RimauWindow *window = open_short_game ();
  g_autoptr(GtkWidget) watch = GTK_WIDGET (g_object_ref (window));

  play_short_game (window);
  gtk_window_close (GTK_WINDOW (window));
  process_pending ();
  assert_asked ("Save the Game?", "This game is lost unless you save it.");
  answer_dialog ("discard");
  g_assert_false (gtk_widget_get_visible (watch));
}

/* Save in the prompt saves the record, then closes. */
static void
test_close_saves (void)
{
  RimauWindow *window = open_window (RIMAU_VARIANT_RIMAU_RIMAU_A);
  g_autoptr(GFile) file = write_record ("closing.rimau", "[Variant \"sumatra\"]\n\n1. c3-c2 *\n");
  g_autoptr(RimauGame) reread = NULL;
  gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

  rimau_window_open_file (window, file);
  wait_for_other_game (window, window_game (window));
  click (window, "c3");
  g_object_ref (window);
  gtk_window_close (GTK_WINDOW (window));
  process_pending ();
  assert_asked ("Save Changes?", "The changes to “closing.rimau” are lost unless you save them.");
  answer_dialog ("save");
  while (gtk_widget_get_visible (GTK_WIDGET (window)))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, TRUE);
    }
  g_object_unref (window);

  reread = rimau_record_load_file (file, NULL, NULL);
  g_assert_nonnull (reread);
  g_assert_cmpuint (rimau_game_get_n_plies (reread), ==, 2);
}

static gboolean
says_it_could_not_keep (gpointer window)
{
  return toast_says (window, "could not be kept");
}

/* A game that cannot be kept for the next start says so. */
static void
test_failed_autosave_reported (void)
{
  RimauWindow *window = open_window (RIMAU_VARIANT_RIMAU_RIMAU_A);
  g_autoptr(GFile) blocker = write_record ("in-the-way", "");
  g_autoptr(GFile) file = g_file_get_child (blocker, "last-game.rimau");

  rimau_window_resume_kept_game (window, file, FALSE);
  click (window, "c4");
  wait_until (says_it_could_not_keep, window, 10);
  g_assert_cmpuint (rimau_game_get_n_plies (window_game (window)), ==, 1);

  close_window (window);
}

/* ------------------------------------------------------------------------ */
/* Every window's game is kept                                               */

/* The file a window keeps its game in, once it holds @n_plies. */
static GFile *
wait_for_kept_game (RimauWindow *window,
                    guint        n_plies)
{
  GFile *kept = rimau_game_document_get_autosave_file (rimau_session_get_document (window_session (window)));
  gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

  g_assert_nonnull (kept);
  for (;;)
    {
      g_autoptr(RimauGame) game = rimau_record_load_file (kept, NULL, NULL);

      if (game != NULL && rimau_game_get_n_plies (game) == n_plies)
        return g_object_ref (kept);
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
}

/* A window that takes up @kept, as a window of the next start does. */
static RimauWindow *
open_kept_game (GFile    *kept,
                gboolean  paused)
{
  RimauWindow *window = present_window (rimau_window_new (test_app));
  RimauGame *before = window_game (window);

  rimau_window_resume_kept_game (window, kept, paused);
  wait_for_other_game (window, before);
  return window;
}

/* A window opened on a record keeps its game too: killed, it comes back
 * at the next start as the game of that record, its plies to be saved. */
static void
test_kept_game_of_a_record (void)
{
  RimauWindow *window = open_window (RIMAU_VARIANT_RIMAU_RIMAU_A);
  g_autoptr(GFile) record = write_record ("kept-of-record.rimau", "[Variant \"sumatra\"]\n\n1. c3-c2 *\n");
  g_autoptr(GFile) kept = NULL;

  rimau_window_open_file (window, record);
  wait_for_other_game (window, window_game (window));
  click (window, "c5");
  kept = wait_for_kept_game (window, 2);
  /* Killed: nothing is asked, nothing let go. */
  gtk_window_destroy (GTK_WINDOW (window));
  process_pending ();

  window = open_kept_game (kept, FALSE);
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "kept-of-record.rimau");
  assert_last_ply (window, "@c5");
  g_assert_true (rimau_game_document_get_modified (rimau_session_get_document (window_session (window))));
  g_assert_true (toast_says (window, "The unsaved changes to “kept-of-record.rimau” are back"));

  close_window (window);
  g_assert_false (g_file_query_exists (kept, NULL));
}

/* Whether the banner over the board shows, saying @text. */
static gboolean
notice_says (RimauWindow *window,
             const char  *text)
{
  AdwBanner *banner = ADW_BANNER (find_by_id (window, "notice_banner"));

  return adw_banner_get_revealed (banner) && strstr (adw_banner_get_title (banner), text) != NULL;
}

static gboolean
says_it_could_not_be_read (gpointer window)
{
  return notice_says (window, "could not be read");
}

/* A kept game that cannot be read is moved aside, and the person told
 * where; the game kept next does not write over it. */
static void
test_unreadable_kept_game_moved_aside (void)
{
  g_autoptr(GFile) folder = g_file_new_build_filename (g_get_user_state_dir (), "rimau", NULL);
  g_autoptr(GFile) kept = g_file_get_child (folder, "window-unreadable.rimau");
  RimauWindow *window = present_window (rimau_window_new (test_app));
  g_autofree char *shown = NULL;
  g_autoptr(GDir) dir = NULL;
  g_autoptr(GFile) aside = NULL;
  g_autofree char *aside_text = NULL;
  const char *name;

  g_file_make_directory_with_parents (folder, NULL, NULL);
  g_assert_true (g_file_set_contents (g_file_peek_path (kept), "[Variant \"chess\"]\n", -1, NULL));
  rimau_window_resume_kept_game (window, kept, FALSE);
  wait_until (says_it_could_not_be_read, window, 10);
  g_assert_false (g_file_query_exists (kept, NULL));

  dir = g_dir_open (g_file_peek_path (folder), 0, NULL);
  while ((name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_prefix (name, "window-unreadable.rimau.unreadable-"))
      aside = g_file_get_child (folder, name);
  g_assert_nonnull (aside);
  g_assert_true (g_file_get_contents (g_file_peek_path (aside), &aside_text, NULL, NULL));
  g_assert_cmpstr (aside_text, ==, "[Variant \"chess\"]\n");
  /* The banner says where it went, until the person has read it. */
  shown = rimau_kept_games_display_path (aside);
  g_assert_true (notice_says (window, shown));
  g_signal_emit_by_name (find_by_id (window, "notice_banner"), "button-clicked");
  g_assert_false (notice_says (window, shown));

  /* The window keeps its own game as before, and leaves that one be. */
  click (window, "c4");
  g_clear_object (&kept);
  kept = wait_for_kept_game (window, 1);
  g_clear_pointer (&aside_text, g_free);
  g_assert_true (g_file_get_contents (g_file_peek_path (aside), &aside_text, NULL, NULL));
  g_assert_cmpstr (aside_text, ==, "[Variant \"chess\"]\n");

  close_window (window);
}

/* After a run that did not end cleanly the computers of a game taken up
 * wait, and the window says so, with a button to resume them. */
static void
test_paused_after_unclean_exit (void)
{
  g_autoptr(GFile) kept = write_record ("paused.rimau", "[Variant \"sumatra\"]\n[Men \"mat-jenin\"]\n\n1. c3-c2 *\n");
  RimauWindow *window = open_kept_game (kept, TRUE);
  RimauSession *session = window_session (window);

  g_assert_true (rimau_match_get_paused (rimau_session_get_match (session)));
  g_assert_true (notice_says (window, "Rimau did not close properly last time; the computer players are paused"));
  wait_for_frames (window);
  g_assert_false (rimau_match_get_thinking (rimau_session_get_match (session)));
  g_assert_cmpuint (rimau_game_get_n_plies (window_game (window)), ==, 1);
  g_assert_true (action_enabled (window, "resume"));
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (find_by_id (window, "notice_banner"))), ==,
                   "win.resume");

  /* Resumed, by the banner's button or the window's, they play on. */
  activate (window, "resume");
  g_assert_false (rimau_match_get_paused (rimau_session_get_match (session)));
  g_assert_false (notice_says (window, "did not close properly"));
  close_window (window);
}

static gboolean
shows_a_dialog (gpointer data)
{
  return find_alert_dialog () != NULL;
}

/* A named pipe is refused at once, with what it is. */
static void
test_open_pipe (void)
{
  RimauWindow *window = open_window (RIMAU_VARIANT_RIMAU_RIMAU_A);
  g_autofree char *path = g_build_filename (g_get_user_state_dir (), "pipe.rimau", NULL);
  g_autoptr(GFile) pipe = g_file_new_for_path (path);
  RimauGame *before = window_game (window);
  AdwAlertDialog *dialog;

  g_assert_cmpint (mkfifo (path, 0600), ==, 0);
  rimau_window_open_file (window, pipe);
  wait_until (shows_a_dialog, NULL, 10);
  dialog = find_alert_dialog ();
  g_assert_cmpstr (adw_alert_dialog_get_heading (dialog), ==, "Could Not Open “pipe.rimau”");
  g_assert_cmpstr (adw_alert_dialog_get_body (dialog), ==, "This is a named pipe, not a file");
  g_assert_true (window_game (window) == before);

  adw_dialog_close (ADW_DIALOG (dialog));
  process_pending ();
  close_window (window);
}

static int
window_minimum_width (RimauWindow *window)
{
  int minimum, natural;

  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, NULL, NULL);
  return minimum;
}

/* A player's name of a megabyte is refused; one of the longest kind there
 * may be is shown shortened, and leaves the window as narrow as it was. */
static void
test_long_names (void)
{
  RimauWindow *window = open_window (RIMAU_VARIANT_RIMAU_RIMAU_A);
  g_autofree char *huge = g_strnfill (1000 * 1000, 'W');
  g_autofree char *longest = g_strnfill (256, 'W');
  g_autofree char *huge_text = g_strdup_printf ("[Variant \"sumatra\"]\n[Tigers \"%s\"]\n\n*\n", huge);
  g_autofree char *longest_text = g_strdup_printf ("[Variant \"sumatra\"]\n[Tigers \"%s\"]\n[Men \"%s\"]\n\n*\n",
                                                   longest, longest);
  g_autoptr(GFile) huge_record = write_record ("huge.rimau", huge_text);
  g_autoptr(GFile) longest_record = write_record ("longest-name.rimau", longest_text);
  RimauGame *before = window_game (window);
  int width = window_minimum_width (window);
  AdwAlertDialog *dialog;
  GtkWidget *name_label;

  rimau_window_open_file (window, huge_record);
  wait_until (shows_a_dialog, NULL, 10);
  dialog = find_alert_dialog ();
  g_assert_cmpstr (adw_alert_dialog_get_body (dialog), ==,
                   "Line 2, column 10: the value of the tag Tigers is longer than 256 characters");
  g_assert_true (window_game (window) == before);
  adw_dialog_close (ADW_DIALOG (dialog));
  process_pending ();

  rimau_window_open_file (window, longest_record);
  wait_for_other_game (window, before);
  wait_for_frames (window);
  name_label = find_by_id (find_by_id (window, "tigers_row"), "name_label");
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (name_label)), ==, longest);
  g_assert_cmpint (window_minimum_width (window), <=, width);
  g_assert_cmpint (gtk_widget_get_width (name_label), <, gtk_widget_get_width (GTK_WIDGET (window)));

  close_window (window);
}

int
main (int   argc,
      char *argv[])
{
  rimau_test_ui_init (&argc, &argv);

  g_test_add_func ("/records/open", test_open_record);
  g_test_add_func ("/records/open-bad", test_open_bad_record);
  g_test_add_func ("/records/save", test_save_record);
  g_test_add_func ("/records/last-game", test_last_game_resumed);
  g_test_add_func ("/records/close-asks", test_close_asks);
  g_test_add_func ("/records/quit-asks", test_quit_asks);
  g_test_add_func ("/records/open-asks", test_open_asks);
  g_test_add_func ("/records/open-from-outside", test_open_from_outside_keeps_game);
  g_test_add_func ("/records/finished-game-prompt", test_finished_game_prompt);
  g_test_add_func ("/records/close-saves", test_close_saves);
  g_test_add_func ("/records/failed-autosave", test_failed_autosave_reported);
  g_test_add_func ("/records/kept-game-of-a-record", test_kept_game_of_a_record);
  g_test_add_func ("/records/unreadable-kept-game", test_unreadable_kept_game_moved_aside);
  g_test_add_func ("/records/paused-after-unclean-exit", test_paused_after_unclean_exit);
  g_test_add_func ("/records/open-pipe", test_open_pipe);
  g_test_add_func ("/records/long-names", test_long_names);

  return rimau_test_ui_run (argv);
}
