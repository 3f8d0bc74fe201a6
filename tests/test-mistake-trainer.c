/* test-mistake-trainer.c — a person's marked plies tried again, with no
 * display
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <locale.h>

#include "rimau-analysis-words.h"
#include "rimau-engine-words.h"
#include "rimau-hint-words.h"
#include "rimau-mistake-trainer.h"
#include "rimau-test-retry.h"

static RimauAnalysis *
retry_analysis (RimauGame *game)
{
  g_autoptr(GError) error = NULL;
  RimauAnalysis *analysis = rimau_analysis_new_from_tag (game, rimau_game_get_tag (game, RIMAU_ANALYSIS_TAG), &error);

  g_assert_no_error (error);
  g_assert_true (rimau_analysis_is_complete (analysis));
  return analysis;
}

static gboolean
judged (RimauMistakeTrainer *trainer)
{
  return rimau_mistake_trainer_get_state (trainer) != RIMAU_TRAINER_JUDGING;
}

/* Waits for the master's verdict on a try, as long as it takes within a
 * generous minute. */
static void
wait_for_verdict (RimauMistakeTrainer *trainer)
{
  gint64 deadline = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;

  while (!judged (trainer))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, TRUE);
    }
}

static void
test_lists_the_persons_plies (void)
{
  g_autoptr(RimauGame) game = retry_game ();
  g_autoptr(RimauAnalysis) analysis = retry_analysis (game);
  g_autoptr(RimauMistakeTrainer) men = rimau_mistake_trainer_new (analysis, FALSE, TRUE, NULL);
  g_autoptr(RimauMistakeTrainer) tigers = rimau_mistake_trainer_new (analysis, TRUE, FALSE, NULL);
  g_autoptr(RimauMistakeTrainer) both = rimau_mistake_trainer_new (analysis, TRUE, TRUE, NULL);
  g_autoptr(RimauMistakeTrainer) neither = rimau_mistake_trainer_new (analysis, FALSE, FALSE, NULL);

  g_assert_cmpuint (rimau_mistake_trainer_get_n_mistakes (men), ==, 1);
  g_assert_cmpuint (rimau_mistake_trainer_get_mistake (men, 0), ==, RETRY_MEN_PLY);
  g_assert_cmpuint (rimau_mistake_trainer_get_n_mistakes (tigers), ==, 1);
  g_assert_cmpuint (rimau_mistake_trainer_get_mistake (tigers, 0), ==, RETRY_TIGERS_PLY);
  g_assert_cmpuint (rimau_mistake_trainer_get_n_mistakes (both), ==, 2);
  g_assert_cmpuint (rimau_mistake_trainer_count (analysis, TRUE, TRUE), ==, 2);
  g_assert_cmpuint (rimau_mistake_trainer_get_n_mistakes (neither), ==, 0);
  g_assert_cmpint (rimau_mistake_trainer_get_state (neither), ==, RIMAU_TRAINER_FINISHED);

  /* The first is shown at once: the position before it, and the task. */
  g_assert_cmpint (rimau_mistake_trainer_get_state (both), ==, RIMAU_TRAINER_FINDING);
  g_assert_cmpuint (rimau_mistake_trainer_get_ply (both), ==, RETRY_MEN_PLY);
  g_assert_true (rimau_position_equal (rimau_mistake_trainer_get_position (both),
                                       rimau_game_get_position_at (game, RETRY_MEN_PLY)));
  g_assert_nonnull (strstr (rimau_mistake_trainer_get_task (both), "@a9"));
  g_assert_null (rimau_mistake_trainer_get_verdict (both));

  rimau_mistake_trainer_next (both);
  g_assert_cmpuint (rimau_mistake_trainer_get_ply (both), ==, RETRY_TIGERS_PLY);
  g_assert_nonnull (strstr (rimau_mistake_trainer_get_task (both), "d6-c6"));
  rimau_mistake_trainer_next (both);
  g_assert_cmpint (rimau_mistake_trainer_get_state (both), ==, RIMAU_TRAINER_FINISHED);
}

static void
test_better_ply_is_right (void)
{
  g_autoptr(RimauGame) game = retry_game ();
  g_autoptr(RimauAnalysis) analysis = retry_analysis (game);
  g_autoptr(RimauMistakeTrainer) trainer = rimau_mistake_trainer_new (analysis, FALSE, TRUE, NULL);
  RimauMove better = retry_better_ply (game, RETRY_MEN_PLY);
  RimauMove illegal = *rimau_game_get_ply (game, RETRY_MEN_PLY + 1);
  RimauMove solution;

  /* Not a ply of the men there: no try. */
  g_assert_false (rimau_mistake_trainer_try (trainer, &illegal));
  g_assert_cmpint (rimau_mistake_trainer_get_state (trainer), ==, RIMAU_TRAINER_FINDING);

  g_assert_true (rimau_mistake_trainer_try (trainer, &better));
  g_assert_cmpint (rimau_mistake_trainer_get_state (trainer), ==, RIMAU_TRAINER_RIGHT);
  g_assert_cmpuint (rimau_mistake_trainer_get_misses (trainer), ==, 0);
  g_assert_nonnull (rimau_mistake_trainer_get_verdict (trainer));
  g_assert_true (rimau_mistake_trainer_get_solution (trainer, &solution));
  g_assert_true (rimau_move_equal (&solution, &better));
  /* Only one try is judged. */
  g_assert_false (rimau_mistake_trainer_try (trainer, &better));
}

/* A ply the master evaluates no worse than an inaccuracy below the best
 * is right too: here the best was a lost cause. */
static void
test_ply_within_threshold_is_right (void)
{
  g_autoptr(RimauGame) game = retry_game ();
  g_autoptr(RimauAnalysis) analysis = retry_analysis (game);
  g_autoptr(RimauMistakeTrainer) trainer = rimau_mistake_trainer_new (analysis, TRUE, FALSE, NULL);
  RimauMove other = retry_other_ply (game, RETRY_TIGERS_PLY, 1);

  g_assert_true (rimau_mistake_trainer_try (trainer, &other));
  g_assert_cmpint (rimau_mistake_trainer_get_state (trainer), ==, RIMAU_TRAINER_JUDGING);
  wait_for_verdict (trainer);
  g_assert_cmpint (rimau_mistake_trainer_get_state (trainer), ==, RIMAU_TRAINER_RIGHT);
}

/* The ply played is wrong by the analysis's own verdict, with the reply
 * it expected; another wrong one by the master's; the solution after the
 * second. */
static void
test_wrong_plies_and_the_solution (void)
{
  g_autoptr(RimauGame) game = retry_game ();
  g_autoptr(RimauAnalysis) analysis = retry_analysis (game);
  g_autoptr(RimauMistakeTrainer) trainer = rimau_mistake_trainer_new (analysis, FALSE, TRUE, NULL);
  RimauMove better = retry_better_ply (game, RETRY_MEN_PLY);
  RimauMove other = retry_other_ply (game, RETRY_MEN_PLY, 1);
  g_autofree char *reply = rimau_words_ply (RIMAU_SIDE_TIGERS, rimau_game_get_ply (game, RETRY_MEN_PLY + 1));
  g_autofree char *solution_words = rimau_words_hint_ply (RIMAU_SIDE_MEN, &better);
  RimauMove solution;

  g_assert_true (rimau_mistake_trainer_try (trainer, rimau_game_get_ply (game, RETRY_MEN_PLY)));
  g_assert_cmpint (rimau_mistake_trainer_get_state (trainer), ==, RIMAU_TRAINER_FINDING);
  g_assert_cmpuint (rimau_mistake_trainer_get_misses (trainer), ==, 1);
  g_assert_nonnull (strstr (rimau_mistake_trainer_get_verdict (trainer), reply));
  g_assert_false (rimau_mistake_trainer_get_solution (trainer, NULL));

  g_assert_true (rimau_mistake_trainer_try (trainer, &other));
  wait_for_verdict (trainer);
  g_assert_cmpint (rimau_mistake_trainer_get_state (trainer), ==, RIMAU_TRAINER_SOLVED);
  g_assert_cmpuint (rimau_mistake_trainer_get_misses (trainer), ==, 2);
  g_assert_nonnull (strstr (rimau_mistake_trainer_get_verdict (trainer), solution_words));
  g_assert_true (rimau_mistake_trainer_get_solution (trainer, &solution));
  g_assert_true (rimau_move_equal (&solution, &better));
  g_assert_false (rimau_mistake_trainer_try (trainer, &better));
}

/* The trainer plays its tries in a game of its own. */
static void
test_game_unchanged (void)
{
  g_autoptr(RimauGame) game = retry_game ();
  g_autoptr(RimauAnalysis) analysis = retry_analysis (game);
  g_autofree char *before = rimau_analysis_to_tag (analysis);
  g_autoptr(RimauMistakeTrainer) trainer = rimau_mistake_trainer_new (analysis, TRUE, TRUE, NULL);
  RimauMove other = retry_other_ply (game, RETRY_MEN_PLY, 2);
  g_autofree char *after = NULL;

  g_assert_true (rimau_mistake_trainer_try (trainer, &other));
  wait_for_verdict (trainer);
  rimau_mistake_trainer_next (trainer);
  g_clear_object (&trainer);

  after = rimau_analysis_to_tag (analysis);
  g_assert_cmpstr (after, ==, before);
  g_assert_cmpuint (rimau_game_get_n_plies (game), ==, 47);
  g_assert_cmpuint (rimau_game_get_cursor (game), ==, 47);
  g_assert_true (rimau_analysis_matches_game (analysis, game));
}

/* Let go while the master judges: nothing is told, nothing leaks. */
static void
test_let_go_while_judging (void)
{
  g_autoptr(RimauGame) game = retry_game ();
  g_autoptr(RimauAnalysis) analysis = retry_analysis (game);
  RimauMistakeTrainer *trainer = rimau_mistake_trainer_new (analysis, FALSE, TRUE, NULL);
  RimauMove other = retry_other_ply (game, RETRY_MEN_PLY, 1);
  GWeakRef weak;
  gint64 deadline = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;

  rimau_mistake_trainer_set_time (trainer, 5000);
  g_assert_true (rimau_mistake_trainer_try (trainer, &other));
  g_weak_ref_init (&weak, trainer);
  g_object_unref (trainer);
  while (TRUE)
    {
      g_autoptr(GObject) alive = g_weak_ref_get (&weak);

      if (alive == NULL)
        break;
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, TRUE);
    }
  g_weak_ref_clear (&weak);
}

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/mistake-trainer/lists-the-persons-plies", test_lists_the_persons_plies);
  g_test_add_func ("/mistake-trainer/better-ply-is-right", test_better_ply_is_right);
  g_test_add_func ("/mistake-trainer/ply-within-threshold-is-right", test_ply_within_threshold_is_right);
  g_test_add_func ("/mistake-trainer/wrong-plies-and-the-solution", test_wrong_plies_and_the_solution);
  g_test_add_func ("/mistake-trainer/game-unchanged", test_game_unchanged);
  g_test_add_func ("/mistake-trainer/let-go-while-judging", test_let_go_while_judging);
  return g_test_run ();
}
