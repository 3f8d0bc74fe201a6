/* test-analyst.c — the analysis of a session's game, with no display
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "rimau-ply.h"
#include "rimau-record.h"
#include "rimau-session.h"
#include "rimau-test-app.h"

/* The opening, then two drops and the tigers' steps between them. */
#define OPENING "xc4 xc5 xc6 -- @d8 c3-c4 @b8"

static char *tmp_dir;

static void
iterate_until (gboolean (*done) (gpointer data),
               gpointer   data,
               guint      seconds)
{
  gint64 deadline = g_get_monotonic_time () + (gint64) seconds * G_USEC_PER_SEC;

  while (!done (data))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      if (!g_main_context_iteration (NULL, FALSE))
        g_usleep (1000);
    }
}

static gboolean
stopped (gpointer analyst)
{
  return !rimau_analyst_get_running (analyst);
}

static gboolean
has_live_score (gpointer analyst)
{
  return rimau_analyst_get_has_live_score (analyst);
}

static RimauSession *
new_session (const char *plies)
{
  RimauSession *session = rimau_session_new ();
  RimauGameSetup setup = test_game_setup (RIMAU_VARIANT_RIMAU_RIMAU_A, NULL, NULL, 100);

  rimau_session_start (session, &setup);
  test_session_play (session, plies);
  return session;
}

static RimauAnalyst *
analyse (RimauSession *session)
{
  RimauAnalyst *analyst = rimau_session_get_analyst (session);

  rimau_analyst_set_time (analyst, 30);
  rimau_analyst_start (analyst);
  g_assert_true (rimau_analyst_get_running (analyst));
  iterate_until (stopped, analyst, 60);
  return analyst;
}

static void
assert_same_evaluation (const RimauEvaluation *a,
                        const RimauEvaluation *b)
{
  g_assert_nonnull (a);
  g_assert_nonnull (b);
  g_assert_cmpint (a->score, ==, b->score);
  g_assert_cmpuint (a->n_line, ==, b->n_line);
  for (guint i = 0; i < a->n_line; i++)
    g_assert_true (rimau_move_equal (&a->line[i], &b->line[i]));
}

/* ------------------------------------------------------------------------ */

static void
test_analyses_the_game (void)
{
  g_autoptr(RimauSession) session = new_session (OPENING);
  RimauAnalyst *analyst = analyse (session);
  RimauAnalysis *analysis = rimau_analyst_get_analysis (analyst);
  GListModel *plies = rimau_session_get_plies (session);

  g_assert_nonnull (analysis);
  g_assert_true (rimau_analysis_is_complete (analysis));
  g_assert_cmpuint (rimau_analysis_get_n_plies (analysis), ==, 7);
  g_assert_cmpfloat (rimau_analyst_get_fraction (analyst), ==, 1.0);

  /* Each row of the ply list carries its ply's mark. */
  for (guint i = 1; i < g_list_model_get_n_items (plies); i++)
    {
      g_autoptr(RimauPly) ply = g_list_model_get_item (plies, i);

      g_assert_cmpint (rimau_ply_get_mark (ply), ==, rimau_analysis_get_mark (analysis, i - 1));
    }
}

static void
test_stop_keeps_what_is_known (void)
{
  g_autoptr(RimauSession) session = new_session (OPENING);
  RimauAnalyst *analyst = rimau_session_get_analyst (session);
  RimauAnalysis *analysis;
  gint64 until = g_get_monotonic_time () + 300 * 1000;

  rimau_analyst_set_time (analyst, 2000);
  rimau_analyst_start (analyst);
  while (g_get_monotonic_time () < until)
    g_main_context_iteration (NULL, FALSE);
  rimau_analyst_cancel (analyst);
  g_assert_false (rimau_analyst_get_running (analyst));

  analysis = rimau_analyst_get_analysis (analyst);
  g_assert_nonnull (analysis);
  g_assert_false (rimau_analysis_is_complete (analysis));
  g_assert_cmpfloat (rimau_analyst_get_fraction (analyst), <, 1.0);

  /* Asked again, it goes on with what is left. */
  rimau_analyst_set_time (analyst, 30);
  rimau_analyst_start (analyst);
  iterate_until (stopped, analyst, 60);
  g_assert_true (rimau_analysis_is_complete (rimau_analyst_get_analysis (analyst)));
}

static void
saved_cb (GObject      *source,
          GAsyncResult *result,
          gpointer      user_data)
{
  gboolean *done = user_data;

  g_assert_true (rimau_game_document_save_finish (RIMAU_GAME_DOCUMENT (source), result, NULL));
  *done = TRUE;
}

static void
loaded_cb (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  RimauGame **game = user_data;

  *game = rimau_game_document_read_finish (RIMAU_GAME_DOCUMENT (source), result, NULL);
  g_assert_nonnull (*game);
}

static gboolean
is_set (gpointer pointer)
{
  return *(gpointer *) pointer != NULL;
}

static gboolean
is_true (gpointer flag)
{
  return *(gboolean *) flag;
}

static void
test_kept_in_the_record (void)
{
  g_autoptr(RimauSession) session = new_session (OPENING);
  g_autoptr(RimauSession) again = rimau_session_new ();
  g_autoptr(GFile) file = g_file_new_build_filename (tmp_dir, "analysed.rimau", NULL);
  RimauAnalysis *analysis = rimau_analyst_get_analysis (analyse (session));
  RimauAnalysis *read;
  g_autoptr(RimauGame) loaded = NULL;
  gboolean saved = FALSE;

  rimau_game_document_save_async (rimau_session_get_document (session), file, NULL, saved_cb, &saved);
  iterate_until (is_true, &saved, 10);
  rimau_game_document_read_async (rimau_session_get_document (again), file, NULL, loaded_cb, &loaded);
  iterate_until (is_set, &loaded, 10);
  rimau_session_open_record (again, loaded, file);

  /* Read back, not analysed again. */
  read = rimau_analyst_get_analysis (rimau_session_get_analyst (again));
  g_assert_nonnull (read);
  g_assert_false (rimau_analyst_get_running (rimau_session_get_analyst (again)));
  g_assert_true (rimau_analysis_is_complete (read));
  for (guint i = 0; i <= rimau_analysis_get_n_plies (analysis); i++)
    assert_same_evaluation (rimau_analysis_get_evaluation (read, i), rimau_analysis_get_evaluation (analysis, i));
}

static void
test_new_plies_keep_the_evaluations (void)
{
  g_autoptr(RimauSession) session = new_session (OPENING);
  RimauAnalyst *analyst = analyse (session);
  g_autoptr(RimauAnalysis) before = g_object_ref (rimau_analyst_get_analysis (analyst));
  RimauAnalysis *after;

  test_session_play (session, "c4-c3");
  after = rimau_analyst_get_analysis (analyst);
  g_assert_cmpuint (rimau_analysis_get_n_plies (after), ==, 8);
  g_assert_true (rimau_analysis_matches_game (after, rimau_session_get_game (session)));
  for (guint i = 0; i <= 7; i++)
    assert_same_evaluation (rimau_analysis_get_evaluation (after, i), rimau_analysis_get_evaluation (before, i));
  g_assert_null (rimau_analysis_get_evaluation (after, 8));

  /* Another ply in place of the last: the positions after it are new. */
  rimau_navigator_undo (rimau_session_get_navigator (session));
  test_session_play (session, "c4-c5");
  after = rimau_analyst_get_analysis (analyst);
  g_assert_true (rimau_analysis_matches_game (after, rimau_session_get_game (session)));
  assert_same_evaluation (rimau_analysis_get_evaluation (after, 7), rimau_analysis_get_evaluation (before, 7));
  g_assert_null (rimau_analysis_get_evaluation (after, 8));
}

static void
test_new_game_has_no_analysis (void)
{
  g_autoptr(RimauSession) session = new_session (OPENING);
  RimauAnalyst *analyst = analyse (session);
  RimauGameSetup setup = test_game_setup (RIMAU_VARIANT_RIMAU_RIMAU_A, NULL, NULL, 100);

  rimau_session_start (session, &setup);
  g_assert_null (rimau_analyst_get_analysis (analyst));
}

static void
test_live_score (void)
{
  g_autoptr(RimauSession) session = new_session (OPENING);
  RimauAnalyst *analyst = rimau_session_get_analyst (session);
  int score;

  g_assert_false (rimau_analyst_get_has_live_score (analyst));
  rimau_analyst_set_live (analyst, TRUE);
  iterate_until (has_live_score, analyst, 30);
  score = rimau_analyst_get_live_score (analyst);
  /* Early in a game nothing is decided. */
  g_assert_false (rimau_score_is_forced (score));

  rimau_analyst_set_live (analyst, FALSE);
  g_assert_false (rimau_analyst_get_has_live_score (analyst));
}

int
main (int   argc,
      char *argv[])
{
  int status;

  g_test_init (&argc, &argv, NULL);
  tmp_dir = g_dir_make_tmp ("rimau-test-analyst-XXXXXX", NULL);

  g_test_add_func ("/analyst/analyses-the-game", test_analyses_the_game);
  g_test_add_func ("/analyst/stop-keeps-what-is-known", test_stop_keeps_what_is_known);
  g_test_add_func ("/analyst/kept-in-the-record", test_kept_in_the_record);
  g_test_add_func ("/analyst/new-plies-keep-the-evaluations", test_new_plies_keep_the_evaluations);
  g_test_add_func ("/analyst/new-game-has-no-analysis", test_new_game_has_no_analysis);
  g_test_add_func ("/analyst/live-score", test_live_score);

  status = g_test_run ();
  remove_tree (tmp_dir);
  g_free (tmp_dir);
  return status;
}
