/* rimau-test-records.h — a session's records read, saved and taken up, in tests
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * As a window does: the session's document reads, saves and takes up the
 * records, and the session shows the game read. Each wait is for the
 * answer; the deadline only keeps a broken read from hanging the test.
 */

#pragma once

#include "rimau-record.h"
#include "rimau-session.h"

typedef struct
{
  gboolean   done;
  gboolean   ok;
  GError    *error;
  /* The game the document read or took up, and the record it is of. */
  RimauGame *game;
  GFile     *record;
} TestResult;

static inline void
test_record_read_cb (GObject      *source,
                     GAsyncResult *async_result,
                     gpointer      user_data)
{
  TestResult *result = user_data;

  result->game = rimau_game_document_read_finish (RIMAU_GAME_DOCUMENT (source), async_result, &result->error);
  result->ok = result->game != NULL;
  result->done = TRUE;
}

static inline void
test_record_saved_cb (GObject      *source,
                      GAsyncResult *async_result,
                      gpointer      user_data)
{
  TestResult *result = user_data;

  result->ok = rimau_game_document_save_finish (RIMAU_GAME_DOCUMENT (source), async_result, &result->error);
  result->done = TRUE;
}

static inline void
test_record_taken_up_cb (GObject      *source,
                         GAsyncResult *async_result,
                         gpointer      user_data)
{
  TestResult *result = user_data;

  result->game = rimau_game_document_take_up_finish (RIMAU_GAME_DOCUMENT (source), async_result, &result->record,
                                                     &result->error);
  result->ok = result->game != NULL;
  result->done = TRUE;
}

static inline void
test_wait_for_result (TestResult *result)
{
  gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

  /* Never blocking: a read that never ends must fail the test, not hang it. */
  while (!result->done)
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      if (!g_main_context_iteration (NULL, FALSE))
        g_usleep (1000);
    }
}

/* Reads @file with the session's document and shows the game read. */
static inline void
test_load_record (RimauSession *session,
                  GFile        *file,
                  TestResult   *result)
{
  rimau_game_document_read_async (rimau_session_get_document (session), file, NULL, test_record_read_cb, result);
  test_wait_for_result (result);
  if (result->game != NULL)
    rimau_session_open_record (session, result->game, file);
  g_clear_object (&result->game);
}

static inline void
test_save_record (RimauSession *session,
                  GFile        *file,
                  TestResult   *result)
{
  rimau_game_document_save_async (rimau_session_get_document (session), file, NULL, test_record_saved_cb, result);
  test_wait_for_result (result);
}

/* Takes up the game the session's document kept, its computers paused if
 * @paused. */
static inline void
test_take_up_record (RimauSession *session,
                     gboolean      paused,
                     TestResult   *result)
{
  rimau_game_document_take_up_async (rimau_session_get_document (session), NULL, test_record_taken_up_cb, result);
  test_wait_for_result (result);
  if (result->game != NULL)
    rimau_session_take_up (session, result->game, result->record, paused);
  g_clear_object (&result->game);
  g_clear_object (&result->record);
}

/* Takes up the kept game as test_take_up_record() does, and checks that
 * it was taken up. */
static inline void
test_resume_kept_game (RimauSession *session,
                       gboolean      paused)
{
  TestResult result = { 0 };

  test_take_up_record (session, paused, &result);
  g_assert_no_error (result.error);
  g_assert_true (result.ok);
}

static inline gboolean
test_file_holds_plies (GFile *file,
                       guint  n_plies)
{
  g_autoptr(RimauGame) game = rimau_record_load_file (file, NULL, NULL);

  return game != NULL && rimau_game_get_n_plies (game) == n_plies;
}

/* Waits until the game kept in @file has @n_plies, as its writer, which
 * works in the background, leaves it. */
static inline void
test_wait_for_kept_plies (GFile *file,
                          guint  n_plies)
{
  gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

  while (!test_file_holds_plies (file, n_plies))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      if (!g_main_context_iteration (NULL, FALSE))
        g_usleep (1000);
    }
}
