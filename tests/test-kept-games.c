/* test-kept-games.c — games kept for the next start, with no display
 *
 * A session's game taken up again (with the record it belongs to, with
 * its computers paused after a crash), the state folder where the games
 * are kept (rimau-kept-games.c) and the mark of a run that did not end
 * cleanly (rimau-run-marker.c).
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* mkfifo() and fork(), which strict C17 leaves out. */
#define _DEFAULT_SOURCE

#include "config.h"

#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "rimau-autosave.h"
#include "rimau-kept-games.h"
#include "rimau-record.h"
#include "rimau-run-marker.h"
#include "rimau-session-private.h"
#include "rimau-test-app.h"
#include "rimau-test-records.h"

static char *tmp_dir;

static GFile *
tmp_file (const char *name)
{
  return g_file_new_build_filename (tmp_dir, name, NULL);
}

/* A folder of its own for each test. */
static GFile *
new_folder (const char *name)
{
  GFile *folder = tmp_file (name);

  g_assert_true (g_file_make_directory_with_parents (folder, NULL, NULL));
  return folder;
}

static GFile *
write_file (GFile      *folder,
            const char *name,
            const char *text)
{
  GFile *file = g_file_get_child (folder, name);

  g_assert_true (g_file_set_contents (g_file_peek_path (file), text, -1, NULL));
  return file;
}

static char *
read_file (GFile *file)
{
  char *text = NULL;

  g_assert_true (g_file_get_contents (g_file_peek_path (file), &text, NULL, NULL));
  return text;
}

/* The names in @folder, sorted and joined by spaces. */
static char *
list_folder (GFile *folder)
{
  g_autoptr(GDir) dir = g_dir_open (g_file_peek_path (folder), 0, NULL);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort_values (names, (GCompareFunc) strcmp);
  g_ptr_array_add (names, NULL);
  return g_strjoinv (" ", (char **) names->pdata);
}

/* ------------------------------------------------------------------------ */
/* A session's kept game                                                     */

static void
load (RimauSession *session,
      GFile        *file)
{
  TestResult result = { 0 };

  test_load_record (session, file, &result);
  g_assert_no_error (result.error);
  g_assert_true (result.ok);
}

static void
save (RimauSession *session,
      GFile        *file)
{
  TestResult result = { 0 };

  test_save_record (session, file, &result);
  g_assert_no_error (result.error);
  g_assert_true (result.ok);
}

/* A game opened from a record and played on, kept, comes back as the
 * game of that record, with its new plies still to be saved; the tag that
 * names the record stays out of the record saved. */
static void
test_kept_game_of_a_record (void)
{
  g_autoptr(GFile) folder = new_folder ("record-comes-back");
  g_autoptr(GFile) record = write_file (folder, "opened.rimau", "[Variant \"sumatra\"]\n\n1. c3-c2 *\n");
  g_autoptr(GFile) kept = g_file_get_child (folder, "window-1.rimau");
  g_autoptr(RimauSession) first = rimau_session_new ();
  g_autoptr(RimauSession) second = rimau_session_new ();
  g_autofree char *kept_text = NULL;
  g_autofree char *saved_text = NULL;

  rimau_game_document_set_autosave_file (rimau_session_get_document (first), kept);
  load (first, record);
  test_session_play (first, "@c5");
  test_wait_for_kept_plies (kept, 2);
  kept_text = read_file (kept);
  g_assert_nonnull (strstr (kept_text, "[" RIMAU_AUTOSAVE_RECORD_TAG " \"file://"));
  /* Killed here: the session is not told. */
  g_clear_object (&first);

  rimau_game_document_set_autosave_file (rimau_session_get_document (second), kept);
  test_resume_kept_game (second, FALSE);
  g_assert_nonnull (rimau_game_document_get_file (rimau_session_get_document (second)));
  g_assert_true (g_file_equal (rimau_game_document_get_file (rimau_session_get_document (second)), record));
  g_assert_true (rimau_game_document_get_modified (rimau_session_get_document (second)));
  g_assert_cmpuint (rimau_game_get_n_plies (rimau_session_get_game (second)), ==, 2);
  g_assert_null (rimau_game_get_tag (rimau_session_get_game (second), RIMAU_AUTOSAVE_RECORD_TAG));

  save (second, record);
  g_assert_false (rimau_game_document_get_modified (rimau_session_get_document (second)));
  g_assert_false (g_file_query_exists (kept, NULL));
  saved_text = read_file (record);
  g_assert_null (strstr (saved_text, RIMAU_AUTOSAVE_RECORD_TAG));
  g_assert_true (test_file_holds_plies (record, 2));
}

/* A record that carries the tag (saved by hand from a kept copy, say) is
 * still the game of the file it was opened from. */
static void
test_record_with_the_tag (void)
{
  g_autoptr(GFile) folder = new_folder ("record-with-tag");
  g_autoptr(GFile) record = write_file (folder, "copied.rimau",
                                        "[Variant \"sumatra\"]\n[" RIMAU_AUTOSAVE_RECORD_TAG " \"file:///elsewhere.rimau\"]\n\n"
                                        "1. c3-c2 *\n");
  g_autoptr(RimauSession) session = rimau_session_new ();

  load (session, record);
  g_assert_true (g_file_equal (rimau_game_document_get_file (rimau_session_get_document (session)), record));
  g_assert_null (rimau_game_get_tag (rimau_session_get_game (session), RIMAU_AUTOSAVE_RECORD_TAG));
}

/* Keeps a game of Sumatra in @kept where Mat Jenin, playing the men, is
 * to move, as a run that was killed before he played leaves it. */
static void
keep_game_with_computer_to_move (GFile *kept)
{
  g_autoptr(RimauSession) session = rimau_session_new ();
  RimauGameSetup setup = test_game_setup (RIMAU_VARIANT_SUMATRA, NULL, "mat-jenin", 50);

  rimau_session_start (session, &setup);
  rimau_game_document_set_autosave_file (rimau_session_get_document (session), kept);
  test_session_play (session, "c3-c2");
  test_wait_for_kept_plies (kept, 1);
}

/* After a run that did not end cleanly, the computer that was to move
 * waits for the person: it may be what crashed. */
static void
test_paused_after_unclean_exit (void)
{
  g_autoptr(GFile) folder = new_folder ("paused");
  g_autoptr(GFile) kept = g_file_get_child (folder, "last-game.rimau");
  g_autoptr(RimauSession) session = rimau_session_new ();

  keep_game_with_computer_to_move (kept);
  rimau_session_set_computers_enabled (session, TRUE);
  rimau_game_document_set_autosave_file (rimau_session_get_document (session), kept);
  test_resume_kept_game (session, TRUE);
  g_assert_false (rimau_match_is_person (rimau_session_get_match (session), RIMAU_SIDE_MEN));
  g_assert_true (rimau_match_get_paused (rimau_session_get_match (session)));
  g_assert_false (rimau_match_get_thinking (rimau_session_get_match (session)));
  g_assert_true (rimau_match_get_can_resume (rimau_session_get_match (session)));

  rimau_match_resume (rimau_session_get_match (session));
  g_assert_true (rimau_match_get_thinking (rimau_session_get_match (session)));
}

/* After a clean one it plays on at once, as before. */
static void
test_not_paused_after_clean_exit (void)
{
  g_autoptr(GFile) folder = new_folder ("not-paused");
  g_autoptr(GFile) kept = g_file_get_child (folder, "last-game.rimau");
  g_autoptr(RimauSession) session = rimau_session_new ();

  keep_game_with_computer_to_move (kept);
  rimau_session_set_computers_enabled (session, TRUE);
  rimau_game_document_set_autosave_file (rimau_session_get_document (session), kept);
  test_resume_kept_game (session, FALSE);
  g_assert_false (rimau_match_get_paused (rimau_session_get_match (session)));
  g_assert_true (rimau_match_get_thinking (rimau_session_get_match (session)));
}

/* A game between two people has nothing to pause. */
static void
test_nothing_to_pause_between_people (void)
{
  g_autoptr(GFile) folder = new_folder ("people");
  g_autoptr(GFile) kept = g_file_get_child (folder, "last-game.rimau");
  g_autoptr(RimauSession) first = rimau_session_new ();
  g_autoptr(RimauSession) second = rimau_session_new ();

  rimau_game_document_set_autosave_file (rimau_session_get_document (first), kept);
  test_session_play (first, "xc4");
  test_wait_for_kept_plies (kept, 1);
  rimau_game_document_set_autosave_file (rimau_session_get_document (second), kept);
  test_resume_kept_game (second, TRUE);
  g_assert_false (rimau_match_get_paused (rimau_session_get_match (second)));
}

/* A named pipe given as a record is refused at once: reading it would
 * wait for a writer for ever. */
static void
test_pipe_refused (void)
{
  g_autoptr(GFile) folder = new_folder ("pipe");
  g_autoptr(GFile) pipe = g_file_get_child (folder, "pipe.rimau");
  g_autoptr(RimauSession) session = rimau_session_new ();
  RimauGame *before = rimau_session_get_game (session);
  TestResult result = { 0 };

  g_assert_cmpint (mkfifo (g_file_peek_path (pipe), 0600), ==, 0);
  test_load_record (session, pipe, &result);
  g_assert_false (result.ok);
  g_assert_error (result.error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE);
  g_assert_cmpstr (result.error->message, ==, "This is a named pipe, not a file");
  g_assert_true (rimau_session_get_game (session) == before);
  g_clear_error (&result.error);
}

/* The same game is written once, not at every change of the session. */
static void
test_unchanged_game_not_written_again (void)
{
  g_autoptr(GFile) folder = new_folder ("unchanged");
  g_autoptr(GFile) kept = g_file_get_child (folder, "last-game.rimau");
  g_autoptr(RimauSession) session = rimau_session_new ();
  g_autoptr(GFileInfo) before = NULL;
  g_autoptr(GFileInfo) after = NULL;

  rimau_game_document_set_autosave_file (rimau_session_get_document (session), kept);
  test_session_play (session, "xc4");
  test_wait_for_kept_plies (kept, 1);
  before = g_file_query_info (kept, G_FILE_ATTRIBUTE_ID_FILE, G_FILE_QUERY_INFO_NONE, NULL, NULL);
  rimau_navigator_review (rimau_session_get_navigator (session), 0);
  rimau_navigator_back_to_game (rimau_session_get_navigator (session));
  while (g_main_context_iteration (NULL, FALSE))
    ;
  after = g_file_query_info (kept, G_FILE_ATTRIBUTE_ID_FILE, G_FILE_QUERY_INFO_NONE, NULL, NULL);
  /* A write replaces the file, which then has another inode. */
  g_assert_cmpstr (g_file_info_get_attribute_string (before, G_FILE_ATTRIBUTE_ID_FILE), ==,
                   g_file_info_get_attribute_string (after, G_FILE_ATTRIBUTE_ID_FILE));
}

/* ------------------------------------------------------------------------ */
/* The state folder                                                          */

static void
test_window_files (void)
{
  g_autoptr(GFile) folder = new_folder ("windows");
  g_autoptr(GFile) first = rimau_kept_games_new_file (folder);
  g_autoptr(GFile) second = NULL;
  g_autoptr(GPtrArray) listed = NULL;
  g_autofree char *first_name = g_file_get_basename (first);

  g_assert_true (g_str_has_prefix (first_name, "window-") && g_str_has_suffix (first_name, ".rimau"));
  g_assert_true (g_file_set_contents (g_file_peek_path (first), "x", -1, NULL));
  second = rimau_kept_games_new_file (folder);
  g_assert_false (g_file_equal (first, second));
  g_assert_true (g_file_set_contents (g_file_peek_path (second), "x", -1, NULL));
  g_object_unref (write_file (folder, "last-game.rimau", "x"));
  g_object_unref (write_file (folder, "window-0.rimau.unreadable-20261206-031500", "x"));
  g_object_unref (write_file (folder, ".window-0.rimau.AbC123.saving", "x"));

  /* Only the windows' own, in the order of their names. */
  listed = rimau_kept_games_list_windows (folder);
  g_assert_cmpuint (listed->len, ==, 2);
  for (guint i = 0; i < listed->len; i++)
    {
      g_autofree char *name = g_file_get_basename (g_ptr_array_index (listed, i));

      g_assert_true (g_str_has_prefix (name, "window-") && g_str_has_suffix (name, ".rimau"));
    }
}

/* The temporary files of killed writes go; nothing else does. */
static void
test_temporaries_removed (void)
{
  g_autoptr(GFile) folder = new_folder ("temporaries");
  g_autofree char *listing = NULL;

  g_object_unref (write_file (folder, "last-game.rimau", "x"));
  g_object_unref (write_file (folder, ".last-game.rimau.AbC123.saving", "x"));
  g_object_unref (write_file (folder, ".goutputstream-5XK7Q2", "x"));
  g_object_unref (write_file (folder, "running", ""));
  g_object_unref (write_file (folder, "notes.saving", "x"));

  rimau_kept_games_remove_temporaries (folder);
  listing = list_folder (folder);
  g_assert_cmpstr (listing, ==, "last-game.rimau notes.saving running");
}

/* A kept game that cannot be read is moved aside, named by the time, never
 * over another. */
static void
test_moved_aside (void)
{
  g_autoptr(GFile) folder = new_folder ("aside");
  g_autoptr(GDateTime) when = g_date_time_new_local (2026, 12, 6, 3, 15, 0);
  g_autoptr(GFile) first = write_file (folder, "last-game.rimau", "first");
  g_autoptr(GFile) aside = rimau_kept_games_move_aside (first, when, NULL);
  g_autoptr(GFile) second = write_file (folder, "last-game.rimau", "second");
  g_autoptr(GFile) aside_again = rimau_kept_games_move_aside (second, when, NULL);
  g_autofree char *listing = list_folder (folder);
  g_autofree char *first_text = read_file (aside);

  g_assert_cmpstr (listing, ==,
                   "last-game.rimau.unreadable-20261206-031500 last-game.rimau.unreadable-20261206-031500-2");
  g_assert_cmpstr (first_text, ==, "first");
  g_assert_false (g_file_equal (aside, aside_again));
}

static void
test_display_path (void)
{
  g_autoptr(GFile) in_home = g_file_new_build_filename (g_get_home_dir (), ".local", "state", "rimau",
                                                        "last-game.rimau", NULL);
  g_autoptr(GFile) elsewhere = g_file_new_for_path ("/var/tmp/last-game.rimau");
  g_autofree char *home_path = rimau_kept_games_display_path (in_home);
  g_autofree char *other_path = rimau_kept_games_display_path (elsewhere);

  g_assert_cmpstr (home_path, ==, "~/.local/state/rimau/last-game.rimau");
  g_assert_cmpstr (other_path, ==, "/var/tmp/last-game.rimau");
}

/* ------------------------------------------------------------------------ */
/* The run marker                                                            */

/* A run that ends cleanly leaves nothing; one that is killed leaves its
 * mark, which the next run finds; a run still going keeps it. */
static void
test_run_marker (void)
{
  g_autoptr(GFile) folder = tmp_file ("marker/state");
  RimauRunMarker *marker;
  RimauRunMarker *other;
  RimauLastRun last_run;
  int status;
  pid_t pid;

  marker = rimau_run_marker_claim (folder, &last_run);
  g_assert_nonnull (marker);
  g_assert_cmpint (last_run, ==, RIMAU_LAST_RUN_CLEAN);

  other = rimau_run_marker_claim (folder, &last_run);
  g_assert_null (other);
  g_assert_cmpint (last_run, ==, RIMAU_LAST_RUN_STILL_ON);

  rimau_run_marker_release (marker);
  marker = rimau_run_marker_claim (folder, &last_run);
  g_assert_cmpint (last_run, ==, RIMAU_LAST_RUN_CLEAN);
  rimau_run_marker_release (marker);

  /* A run that ends without a word. */
  pid = fork ();
  g_assert_cmpint (pid, >=, 0);
  if (pid == 0)
    {
      RimauLastRun child_run;

      _exit (rimau_run_marker_claim (folder, &child_run) != NULL && child_run == RIMAU_LAST_RUN_CLEAN ? 0 : 1);
    }
  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  g_assert_true (WIFEXITED (status) && WEXITSTATUS (status) == 0);

  marker = rimau_run_marker_claim (folder, &last_run);
  g_assert_nonnull (marker);
  g_assert_cmpint (last_run, ==, RIMAU_LAST_RUN_UNCLEAN);
  rimau_run_marker_release (marker);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  tmp_dir = g_dir_make_tmp ("rimau-kept-XXXXXX", NULL);
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/kept/session/record-comes-back", test_kept_game_of_a_record);
  g_test_add_func ("/kept/session/record-with-the-tag", test_record_with_the_tag);
  g_test_add_func ("/kept/session/paused-after-unclean-exit", test_paused_after_unclean_exit);
  g_test_add_func ("/kept/session/not-paused-after-clean-exit", test_not_paused_after_clean_exit);
  g_test_add_func ("/kept/session/nothing-to-pause", test_nothing_to_pause_between_people);
  g_test_add_func ("/kept/session/pipe-refused", test_pipe_refused);
  g_test_add_func ("/kept/session/unchanged-not-written-again", test_unchanged_game_not_written_again);
  g_test_add_func ("/kept/folder/window-files", test_window_files);
  g_test_add_func ("/kept/folder/temporaries-removed", test_temporaries_removed);
  g_test_add_func ("/kept/folder/moved-aside", test_moved_aside);
  g_test_add_func ("/kept/folder/display-path", test_display_path);
  g_test_add_func ("/kept/run-marker", test_run_marker);

  status = g_test_run ();

  remove_tree (tmp_dir);
  g_free (tmp_dir);
  return status;
}
