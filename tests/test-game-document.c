/* test-game-document.c — a game as a file: its record, saved or not
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The game document alone, with no session and no display: the test is
 * its owner, and calls game_changed() after each ply where a session
 * would. Every wait for something to happen is for that event, the
 * deadlines only keeping a broken document from hanging the test; what
 * must not happen is looked for while the main loop runs a while.
 */

#include "config.h"

#include <string.h>

#include "rimau-autosave.h"
#include "rimau-game-document.h"
#include "rimau-record.h"
#include "rimau-test-app.h"
#include "rimau-test-files.h"
#include "rimau-test-records.h"

static char *tmp_dir;

/* ------------------------------------------------------------------------ */
/* Files                                                                     */

static GFile *
tmp_file (const char *name)
{
  return g_file_new_build_filename (tmp_dir, name, NULL);
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

static char *
file_text (GFile *file)
{
  g_autoptr(GError) error = NULL;
  char *text = NULL;

  g_assert_true (g_file_load_contents (file, NULL, &text, NULL, NULL, &error));
  g_assert_no_error (error);
  return text;
}

static gboolean
same_plies (RimauGame *a,
            RimauGame *b)
{
  if (rimau_game_get_n_plies (a) != rimau_game_get_n_plies (b))
    return FALSE;
  for (guint i = 0; i < rimau_game_get_n_plies (a); i++)
    if (!rimau_move_equal (rimau_game_get_ply (a, i), rimau_game_get_ply (b, i)))
      return FALSE;
  return TRUE;
}

/* Whether @file holds a record of @game's plies. */
static gboolean
file_holds_game (GFile     *file,
                 RimauGame *game)
{
  g_autoptr(RimauGame) read = rimau_record_load_file (file, NULL, NULL);

  return read != NULL && same_plies (read, game);
}

typedef struct
{
  GFile     *file;
  RimauGame *game;
} FileAndGame;

static gboolean
file_holds_wanted_game (gpointer data)
{
  FileAndGame *wanted = data;

  return file_holds_game (wanted->file, wanted->game);
}

/* Iterates the main context until @file holds a record of @game's plies,
 * or fails. */
static void
wait_for_file (GFile     *file,
               RimauGame *game)
{
  FileAndGame wanted = { file, game };

  test_iterate_until (file_holds_wanted_game, &wanted);
}

/* ------------------------------------------------------------------------ */
/* Games and documents                                                       */

static RimauGame *
new_game (void)
{
  RimauRules rules;

  rimau_rules_init (&rules, RIMAU_VARIANT_RIMAU_RIMAU_A);
  return rimau_game_new (&rules);
}

/* Plays @plies, in notation and separated by spaces. */
static void
play (RimauGame  *game,
      const char *plies)
{
  g_auto(GStrv) texts = g_strsplit (plies, " ", -1);

  for (guint i = 0; texts[i] != NULL; i++)
    {
      g_autoptr(GError) error = NULL;

      g_assert_true (rimau_game_play_text (game, texts[i], &error));
      g_assert_no_error (error);
    }
}

/* Plays @plies and tells @document, as its owner does after every change. */
static void
play_and_tell (RimauGameDocument *document,
               RimauGame         *game,
               const char        *plies)
{
  play (game, plies);
  rimau_game_document_game_changed (document);
}

/* A document of @game, with an analyst that follows it. */
static RimauGameDocument *
document_of (RimauGame *game,
             GFile     *file,
             gboolean   saved)
{
  g_autoptr(RimauGatekeeper) gatekeeper = rimau_gatekeeper_new ();
  g_autoptr(RimauAnalyst) analyst = rimau_analyst_new (gatekeeper);
  RimauGameDocument *document = rimau_game_document_new (analyst);

  rimau_analyst_set_game (analyst, game);
  rimau_game_document_set_game (document, game, file, saved);
  return document;
}

typedef struct
{
  guint file;
  guint modified;
} Notified;

static void
count_notify (GObject    *object,
              GParamSpec *pspec,
              Notified   *notified)
{
  if (g_str_equal (pspec->name, "file"))
    notified->file++;
  else if (g_str_equal (pspec->name, "modified"))
    notified->modified++;
}

static void
count_notifications (RimauGameDocument *document,
                     Notified          *notified)
{
  g_signal_connect (document, "notify", G_CALLBACK (count_notify), notified);
}

/* ------------------------------------------------------------------------ */
/* Asking and waiting                                                        */

static void
result_clear (TestResult *result)
{
  g_clear_object (&result->game);
  g_clear_object (&result->record);
  g_clear_error (&result->error);
}

static gboolean
result_done (gpointer result)
{
  return ((TestResult *) result)->done;
}

static void
wait_for_result (TestResult *result)
{
  test_iterate_until (result_done, result);
}

/* Saves @document's game to @file; the caller clears @result. */
static void
save (RimauGameDocument *document,
      GFile             *file,
      TestResult            *result)
{
  rimau_game_document_save_async (document, file, NULL, test_record_saved_cb, result);
  wait_for_result (result);
}

static void
save_well (RimauGameDocument *document,
           GFile             *file)
{
  TestResult result = { 0 };

  save (document, file, &result);
  g_assert_no_error (result.error);
  g_assert_true (result.ok);
}

static void
read_record (RimauGameDocument *document,
      GFile             *file,
      TestResult            *result)
{
  rimau_game_document_read_async (document, file, NULL, test_record_read_cb, result);
  wait_for_result (result);
}

static void
take_up (RimauGameDocument *document,
         TestResult            *result)
{
  rimau_game_document_take_up_async (document, NULL, test_record_taken_up_cb, result);
  wait_for_result (result);
}

/* ------------------------------------------------------------------------ */
/* Modified or not                                                           */

static void
test_saved_game_is_not_modified (void)
{
  g_autoptr(RimauGame) game = new_game ();
  g_autoptr(RimauGameDocument) document = NULL;
  Notified notified = { 0 };

  play (game, "xc4 xc5");
  document = document_of (game, NULL, TRUE);
  count_notifications (document, &notified);
  g_assert_false (rimau_game_document_get_modified (document));
  g_assert_null (rimau_game_document_get_file (document));

  /* Told of no new ply, it stays as it was. */
  rimau_game_document_game_changed (document);
  g_assert_false (rimau_game_document_get_modified (document));

  play_and_tell (document, game, "xc6");
  g_assert_true (rimau_game_document_get_modified (document));
  g_assert_cmpuint (notified.modified, ==, 1);

  play_and_tell (document, game, "--");
  g_assert_cmpuint (notified.modified, ==, 1);
  /* A ply taken back is still in the game, and so still to save. */
  rimau_game_undo (game);
  rimau_game_document_game_changed (document);
  g_assert_true (rimau_game_document_get_modified (document));
  g_assert_cmpuint (notified.modified, ==, 1);
  g_assert_cmpuint (notified.file, ==, 0);
}

/* A game put in place as unsaved is modified as soon as it holds a ply. */
static void
test_unsaved_game_with_plies_is_modified (void)
{
  g_autoptr(RimauGame) empty = new_game ();
  g_autoptr(RimauGame) game = new_game ();
  g_autoptr(RimauGameDocument) document = document_of (empty, NULL, FALSE);

  g_assert_false (rimau_game_document_get_modified (document));

  play (game, "xc4");
  rimau_game_document_set_game (document, game, NULL, FALSE);
  g_assert_true (rimau_game_document_get_modified (document));
}

/* ------------------------------------------------------------------------ */
/* Records                                                                   */

static void
test_save (void)
{
  g_autoptr(RimauGame) game = new_game ();
  g_autoptr(RimauGameDocument) document = document_of (game, NULL, TRUE);
  g_autoptr(GFile) file = tmp_file ("saved.rimau");
  g_autofree char *text = NULL;
  g_autofree char *expected = NULL;
  Notified notified = { 0 };

  play_and_tell (document, game, "xc4 xc5 xc6");
  count_notifications (document, &notified);
  save_well (document, file);

  g_assert_false (rimau_game_document_get_modified (document));
  g_assert_true (g_file_equal (rimau_game_document_get_file (document), file));
  g_assert_cmpuint (notified.modified, ==, 1);
  g_assert_cmpuint (notified.file, ==, 1);

  /* The record of the game, as it is. */
  text = file_text (file);
  expected = rimau_record_write (game);
  g_assert_cmpstr (text, ==, expected);
  g_assert_true (file_holds_game (file, game));

  /* Saved again where it was: nothing to say. */
  save_well (document, file);
  g_assert_cmpuint (notified.file, ==, 1);
  g_assert_cmpuint (notified.modified, ==, 1);
}

/* A save that fails leaves the document's file, the file on disk and
 * `modified` as they were. */
static void
test_failed_save (void)
{
  g_autoptr(RimauGame) game = new_game ();
  g_autoptr(RimauGameDocument) document = document_of (game, NULL, TRUE);
  g_autoptr(GFile) file = tmp_file ("saved-before.rimau");
  g_autoptr(GFile) nowhere = g_file_new_build_filename (tmp_dir, "no-such-folder", "game.rimau", NULL);
  g_autoptr(RimauGame) on_disk = NULL;
  Notified notified = { 0 };
  TestResult result = { 0 };

  play_and_tell (document, game, "xc4");
  save_well (document, file);
  play_and_tell (document, game, "xc5");
  g_assert_true (rimau_game_document_get_modified (document));
  count_notifications (document, &notified);

  save (document, nowhere, &result);
  g_assert_false (result.ok);
  g_assert_nonnull (result.error);
  g_assert_true (g_file_equal (rimau_game_document_get_file (document), file));
  g_assert_true (rimau_game_document_get_modified (document));
  g_assert_cmpuint (notified.file, ==, 0);
  g_assert_cmpuint (notified.modified, ==, 0);
  g_assert_false (g_file_query_exists (nowhere, NULL));
  on_disk = rimau_record_load_file (file, NULL, NULL);
  g_assert_cmpuint (rimau_game_get_n_plies (on_disk), ==, 1);
  result_clear (&result);
}

/* Reading gives the record's game to the caller; the document's own game
 * stays as it was. */
static void
test_read (void)
{
  g_autoptr(RimauGame) game = new_game ();
  g_autoptr(RimauGameDocument) document = document_of (game, NULL, TRUE);
  g_autoptr(GFile) good = write_file ("good.rimau", "[Variant \"rimau-rimau-a\"]\n\n1. xc4 xc5 xc6 *\n");
  g_autoptr(GFile) bad = write_file ("bad.rimau", "[Variant \"rimau-rimau-a\"]\n\n1. xc4 xc5 xc9 *\n");
  TestResult result = { 0 };

  read_record (document, good, &result);
  g_assert_no_error (result.error);
  g_assert_nonnull (result.game);
  g_assert_cmpuint (rimau_game_get_n_plies (result.game), ==, 3);
  g_assert_null (rimau_game_document_get_file (document));
  g_assert_false (rimau_game_document_get_modified (document));
  result_clear (&result);

  result = (TestResult) { 0 };
  read_record (document, bad, &result);
  g_assert_null (result.game);
  g_assert_error (result.error, RIMAU_RECORD_ERROR, RIMAU_RECORD_ERROR_ILLEGAL_PLY);
  result_clear (&result);
}

/* The analysis goes into the record with the plies. */
static gboolean
analysis_done (gpointer analyst)
{
  return !rimau_analyst_get_running (analyst);
}

static void
test_analysis_in_record (void)
{
  g_autoptr(RimauGame) game = new_game ();
  g_autoptr(RimauGatekeeper) gatekeeper = rimau_gatekeeper_new ();
  g_autoptr(RimauAnalyst) analyst = rimau_analyst_new (gatekeeper);
  g_autoptr(RimauGameDocument) document = rimau_game_document_new (analyst);
  g_autoptr(GFile) file = tmp_file ("analysed.rimau");
  g_autoptr(RimauGame) on_disk = NULL;

  play (game, "xc4 xc5 xc6");
  rimau_analyst_set_game (analyst, game);
  rimau_game_document_set_game (document, game, NULL, FALSE);
  rimau_analyst_set_time (analyst, 30);
  rimau_analyst_start (analyst);
  test_iterate_until (analysis_done, analyst);
  g_assert_nonnull (rimau_analyst_get_analysis (analyst));

  save_well (document, file);
  on_disk = rimau_record_load_file (file, NULL, NULL);
  g_assert_nonnull (on_disk);
  g_assert_nonnull (rimau_game_get_tag (on_disk, RIMAU_ANALYSIS_TAG));
}

/* ------------------------------------------------------------------------ */
/* The game kept for the next start                                          */

/* Kept while it holds plies in no file: not before. */
static void
test_kept_once_modified (void)
{
  g_autoptr(GFile) autosave = tmp_file ("kept/modified.rimau");
  g_autoptr(RimauGame) game = new_game ();
  g_autoptr(RimauGameDocument) document = document_of (game, NULL, TRUE);
  g_autoptr(RimauGameDocument) next_start = document_of (game, NULL, TRUE);
  g_autofree char *text = NULL;
  TestResult result = { 0 };

  rimau_game_document_set_autosave_file (document, autosave);
  g_assert_true (g_file_equal (rimau_game_document_get_autosave_file (document), autosave));
  rimau_game_document_game_changed (document);
  test_run_for (100);
  g_assert_false (g_file_query_exists (autosave, NULL));

  play_and_tell (document, game, "xc4 xc5");
  wait_for_file (autosave, game);

  /* A game of no record says it belongs to none. */
  text = file_text (autosave);
  g_assert_null (strstr (text, RIMAU_AUTOSAVE_RECORD_TAG));
  rimau_game_document_set_autosave_file (next_start, autosave);
  take_up (next_start, &result);
  g_assert_no_error (result.error);
  g_assert_true (same_plies (result.game, game));
  g_assert_null (result.record);
  result_clear (&result);
}

/* Let go, the kept game goes, and is not written again until the game
 * changes. */
static void
test_discard (void)
{
  g_autoptr(GFile) autosave = tmp_file ("kept/discarded.rimau");
  g_autoptr(RimauGame) game = new_game ();
  g_autoptr(RimauGameDocument) document = document_of (game, NULL, TRUE);

  rimau_game_document_set_autosave_file (document, autosave);
  play_and_tell (document, game, "xc4");
  wait_for_file (autosave, game);

  rimau_game_document_discard (document);
  g_assert_false (g_file_query_exists (autosave, NULL));
  g_assert_true (rimau_game_document_get_modified (document));
  test_run_for (200);
  g_assert_false (g_file_query_exists (autosave, NULL));

  play_and_tell (document, game, "xc5");
  wait_for_file (autosave, game);
}

/* The kept game comes back with the record it belongs to; the tag that
 * says which is the kept copy's alone. */
static void
test_take_up (void)
{
  g_autoptr(GFile) autosave = tmp_file ("kept/of-a-record.rimau");
  g_autoptr(GFile) record = tmp_file ("kept-record.rimau");
  g_autoptr(RimauGame) game = new_game ();
  g_autoptr(RimauGame) other = new_game ();
  g_autoptr(RimauGameDocument) document = document_of (game, NULL, TRUE);
  g_autoptr(RimauGameDocument) next_start = document_of (other, NULL, TRUE);
  g_autofree char *uri = g_file_get_uri (record);
  g_autofree char *kept_text = NULL;
  g_autofree char *record_text = NULL;
  TestResult result = { 0 };

  rimau_game_document_set_autosave_file (document, autosave);
  play_and_tell (document, game, "xc4 xc5");
  wait_for_file (autosave, game);
  /* Saved, it is kept no more. */
  save_well (document, record);
  g_assert_false (g_file_query_exists (autosave, NULL));
  play_and_tell (document, game, "xc6");
  wait_for_file (autosave, game);

  kept_text = file_text (autosave);
  g_assert_nonnull (strstr (kept_text, uri));
  g_assert_nonnull (strstr (kept_text, RIMAU_AUTOSAVE_RECORD_TAG));
  record_text = file_text (record);
  g_assert_null (strstr (record_text, RIMAU_AUTOSAVE_RECORD_TAG));
  g_assert_null (rimau_game_get_tag (game, RIMAU_AUTOSAVE_RECORD_TAG));

  rimau_game_document_set_autosave_file (next_start, autosave);
  take_up (next_start, &result);
  g_assert_no_error (result.error);
  g_assert_nonnull (result.game);
  g_assert_true (same_plies (result.game, game));
  g_assert_nonnull (result.record);
  g_assert_true (g_file_equal (result.record, record));
  g_assert_null (rimau_game_get_tag (result.game, RIMAU_AUTOSAVE_RECORD_TAG));
  /* Taken up, it is still kept until its game is saved or let go. */
  g_assert_true (g_file_query_exists (autosave, NULL));
  result_clear (&result);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  tmp_dir = g_dir_make_tmp ("rimau-game-document-XXXXXX", NULL);
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/game-document/saved-is-not-modified", test_saved_game_is_not_modified);
  g_test_add_func ("/game-document/unsaved-with-plies-is-modified", test_unsaved_game_with_plies_is_modified);
  g_test_add_func ("/game-document/records/save", test_save);
  g_test_add_func ("/game-document/records/failed-save", test_failed_save);
  g_test_add_func ("/game-document/records/read", test_read);
  g_test_add_func ("/game-document/records/analysis", test_analysis_in_record);
  g_test_add_func ("/game-document/autosave/kept-once-modified", test_kept_once_modified);
  g_test_add_func ("/game-document/autosave/discard", test_discard);
  g_test_add_func ("/game-document/autosave/take-up", test_take_up);

  status = g_test_run ();

  remove_tree (tmp_dir);
  g_free (tmp_dir);
  return status;
}
