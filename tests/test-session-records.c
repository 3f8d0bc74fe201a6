/* test-session-records.c — a session's games saved, read and kept for the
 * next start, with no display
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "rimau-record.h"
#include "rimau-test-records.h"
#include "rimau-test-session.h"

/* ------------------------------------------------------------------------ */
/* Records                                                                   */

static gboolean
save (RimauSession *session,
      GFile        *file,
      GError      **error)
{
  TestResult result = { 0 };

  test_save_record (session, file, &result);
  if (result.error != NULL)
    g_propagate_error (error, result.error);
  return result.ok;
}

static gboolean
load (RimauSession *session,
      GFile        *file,
      GError      **error)
{
  TestResult result = { 0 };

  test_load_record (session, file, &result);
  if (result.error != NULL)
    g_propagate_error (error, result.error);
  return result.ok;
}

static GFile *
write_file (const char *name,
            const char *text)
{
  GFile *file = tmp_file (name);
  g_autofree char *path = g_file_get_path (file);

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  return file;
}

static void
test_save_and_load (void)
{
  g_autoptr(RimauSession) session = new_session (RIMAU_VARIANT_RIMAU_RIMAU_A, NULL, NULL, 100);
  g_autoptr(RimauSession) other = rimau_session_new ();
  g_autoptr(GFile) file = tmp_file ("saved.rimau");
  g_autoptr(GError) error = NULL;

  test_session_play (session, "xc4 xc5 xc6");
  g_assert_true (save (session, file, &error));
  g_assert_no_error (error);
  g_assert_false (rimau_game_document_get_modified (rimau_session_get_document (session)));
  g_assert_true (g_file_equal (rimau_game_document_get_file (rimau_session_get_document (session)), file));

  /* Moving through plies saved changes nothing to save; a new ply does. */
  rimau_navigator_undo (rimau_session_get_navigator (session));
  rimau_navigator_redo (rimau_session_get_navigator (session));
  g_assert_false (rimau_game_document_get_modified (rimau_session_get_document (session)));
  test_session_play (session, "--");
  g_assert_true (rimau_game_document_get_modified (rimau_session_get_document (session)));
  /* Taking it back leaves it in the game, and so still to save. */
  rimau_navigator_undo (rimau_session_get_navigator (session));
  g_assert_true (rimau_game_document_get_modified (rimau_session_get_document (session)));

  g_assert_true (load (other, file, &error));
  g_assert_cmpuint (rimau_game_get_n_plies (rimau_session_get_game (other)), ==, 3);
  g_assert_false (rimau_game_document_get_modified (rimau_session_get_document (other)));
  g_assert_true (g_file_equal (rimau_game_document_get_file (rimau_session_get_document (other)), file));
}

static void
test_failed_save (void)
{
  g_autoptr(RimauSession) session = new_session (RIMAU_VARIANT_RIMAU_RIMAU_A, NULL, NULL, 100);
  g_autoptr(GFile) file = g_file_new_build_filename (tmp_dir, "no-such-folder", "game.rimau", NULL);
  g_autoptr(GError) error = NULL;

  test_session_play (session, "xc4");
  g_assert_false (save (session, file, &error));
  g_assert_nonnull (error);
  g_assert_true (rimau_game_document_get_modified (rimau_session_get_document (session)));
  g_assert_null (rimau_game_document_get_file (rimau_session_get_document (session)));
}

static void
test_bad_record_changes_nothing (void)
{
  g_autoptr(RimauSession) session = new_session (RIMAU_VARIANT_RIMAU_RIMAU_A, NULL, NULL, 100);
  g_autoptr(GFile) file = write_file ("bad.rimau", "[Variant \"rimau-rimau-a\"]\n\n1. xc4 xc5 xc9 *\n");
  RimauGame *game = rimau_session_get_game (session);
  g_autoptr(GError) error = NULL;

  test_session_play (session, "xc4");
  g_assert_false (load (session, file, &error));
  g_assert_error (error, RIMAU_RECORD_ERROR, RIMAU_RECORD_ERROR_ILLEGAL_PLY);
  g_assert_true (rimau_session_get_game (session) == game);
  g_assert_cmpuint (rimau_game_get_n_plies (game), ==, 1);
  g_assert_true (rimau_game_document_get_modified (rimau_session_get_document (session)));
}

static void
test_names_from_record (void)
{
  g_autoptr(RimauSession) session = rimau_session_new ();
  g_autoptr(GFile) people = write_file ("people.rimau",
                                        "[Variant \"rimau-rimau-a\"]\n[Tigers \"Ayu\"]\n[Men \"Bayu\"]\n\n"
                                        "1. xc4 xc5 xc6 *\n");
  g_autoptr(GFile) computer = write_file ("computer.rimau",
                                          "[Variant \"rimau-rimau-a\"]\n[Tigers \"Siti\"]\n[Men \"mat-jenin\"]\n\n"
                                          "1. xc4 xc5 xc6 *\n");

  g_assert_true (load (session, people, NULL));
  g_assert_cmpstr (rimau_session_get_player_name (session, RIMAU_SIDE_TIGERS), ==, "Ayu");
  g_assert_cmpstr (rimau_session_get_player_name (session, RIMAU_SIDE_MEN), ==, "Bayu");

  g_assert_true (load (session, computer, NULL));
  g_assert_true (rimau_match_is_person (rimau_session_get_match (session), RIMAU_SIDE_TIGERS));
  g_assert_cmpstr (rimau_session_get_player_name (session, RIMAU_SIDE_TIGERS), ==, "Siti");
  g_assert_false (rimau_match_is_person (rimau_session_get_match (session), RIMAU_SIDE_MEN));
  g_assert_cmpstr (rimau_session_get_player_name (session, RIMAU_SIDE_MEN), ==, "Mat Jenin");
}

/* ------------------------------------------------------------------------ */
/* The game kept for the next start                                          */

static void
test_resumed_game_is_modified (void)
{
  g_autoptr(GFile) autosave = tmp_file ("kept/last-game.rimau");
  g_autoptr(RimauSession) first = new_session (RIMAU_VARIANT_RIMAU_RIMAU_A, NULL, NULL, 100);
  g_autoptr(RimauSession) second = rimau_session_new ();

  g_file_delete (autosave, NULL, NULL);
  rimau_game_document_set_autosave_file (rimau_session_get_document (first), autosave);
  test_session_play (first, "xc4 xc5");
  test_wait_for_kept_plies (autosave, 2);
  g_clear_object (&first);

  rimau_game_document_set_autosave_file (rimau_session_get_document (second), autosave);
  test_resume_kept_game (second, FALSE);
  g_assert_cmpuint (rimau_game_get_n_plies (rimau_session_get_game (second)), ==, 2);
  g_assert_null (rimau_game_document_get_file (rimau_session_get_document (second)));
  /* Its plies are in no file the person chose: to be saved or let go. */
  g_assert_true (rimau_game_document_get_modified (rimau_session_get_document (second)));
  g_assert_true (g_file_query_exists (autosave, NULL));

  rimau_game_document_discard (rimau_session_get_document (second));
  g_assert_false (g_file_query_exists (autosave, NULL));
}

static void
test_autosave_removed_once_saved (void)
{
  g_autoptr(GFile) autosave = tmp_file ("last-game-saved.rimau");
  g_autoptr(GFile) file = tmp_file ("kept.rimau");
  g_autoptr(RimauSession) session = new_session (RIMAU_VARIANT_RIMAU_RIMAU_A, NULL, NULL, 100);

  rimau_game_document_set_autosave_file (rimau_session_get_document (session), autosave);
  test_session_play (session, "xc4");
  test_wait_for_kept_plies (autosave, 1);

  g_assert_true (save (session, file, NULL));
  g_assert_false (g_file_query_exists (autosave, NULL));

  /* Plies after the save are kept again. */
  test_session_play (session, "xc5");
  test_wait_for_kept_plies (autosave, 2);
}

/* Letting a game go while it is being written leaves nothing behind. */
static void
test_discard_while_writing (void)
{
  g_autoptr(GFile) autosave = tmp_file ("last-game-discarded.rimau");
  g_autoptr(RimauSession) session = new_session (RIMAU_VARIANT_RIMAU_RIMAU_A, NULL, NULL, 100);

  rimau_game_document_set_autosave_file (rimau_session_get_document (session), autosave);
  for (guint i = 0; i < 20; i++)
    {
      test_session_play (session, "xc4");
      rimau_game_document_discard (rimau_session_get_document (session));
      test_run_for (20);
      g_assert_false (g_file_query_exists (autosave, NULL));
      rimau_navigator_undo (rimau_session_get_navigator (session));
      rimau_session_start (session, rimau_match_get_setup (rimau_session_get_match (session)));
    }

  /* And a game played after is kept again. */
  test_session_play (session, "xc4 xc5");
  test_wait_for_kept_plies (autosave, 2);
}

static void
count_error (RimauGameDocument *document,
             const GError      *error,
             guint             *count)
{
  g_assert_nonnull (error);
  (*count)++;
}

static void
test_failed_autosave_reported (void)
{
  g_autoptr(GFile) blocker = write_file ("not-a-folder", "");
  g_autoptr(GFile) autosave = g_file_get_child (blocker, "last-game.rimau");
  g_autoptr(RimauSession) session = new_session (RIMAU_VARIANT_RIMAU_RIMAU_A, NULL, NULL, 100);
  guint failures = 0;

  g_signal_connect (rimau_session_get_document (session), "autosave-failed", G_CALLBACK (count_error), &failures);
  rimau_game_document_set_autosave_file (rimau_session_get_document (session), autosave);
  test_session_play (session, "xc4 xc5");
  test_iterate_until (counted, &failures);
  test_run_for (100);

  /* Said once, and the game goes on as it was. */
  g_assert_cmpuint (failures, ==, 1);
  g_assert_cmpuint (rimau_game_get_n_plies (rimau_session_get_game (session)), ==, 2);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  tmp_dir = g_dir_make_tmp ("rimau-session-XXXXXX", NULL);
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/session/records/save-and-load", test_save_and_load);
  g_test_add_func ("/session/records/failed-save", test_failed_save);
  g_test_add_func ("/session/records/bad-record", test_bad_record_changes_nothing);
  g_test_add_func ("/session/records/names", test_names_from_record);
  g_test_add_func ("/session/autosave/resumed-is-modified", test_resumed_game_is_modified);
  g_test_add_func ("/session/autosave/removed-once-saved", test_autosave_removed_once_saved);
  g_test_add_func ("/session/autosave/failure-reported", test_failed_autosave_reported);
  g_test_add_func ("/session/autosave/discard-while-writing", test_discard_while_writing);

  status = g_test_run ();

  remove_tree (tmp_dir);
  g_free (tmp_dir);
  return status;
}
