/* test-analysis-accuracy.c — how well each side played: the win chance
 * of a score, the accuracy of a ply and of each side
 *
 * No search: the analyses are written by hand, as an Analysis tag gives
 * them.
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>
#include <string.h>

#include "rimau-ai.h"
#include "rimau-test.h"

#define WIN RIMAU_SCORE_WIN

/* lichess's curve, written out again: the accuracy of a ply that threw
 * away @lost percentage points of its side's win chance. */
static double
expected_accuracy (double lost)
{
  return CLAMP (103.1668 * exp (-0.04354 * lost) - 3.1669, 0.0, 100.0);
}

START_TEST (test_win_chance)
{
  ck_assert_double_eq_tol (rimau_win_chance (RIMAU_SIDE_TIGERS, 0), 50.0, 1e-9);
  ck_assert_double_eq_tol (rimau_win_chance (RIMAU_SIDE_MEN, 0), 50.0, 1e-9);
  /* e / (1 + e) at the scale, the same for either side. */
  ck_assert_double_eq_tol (rimau_win_chance (RIMAU_SIDE_TIGERS, RIMAU_ANALYSIS_WIN_CHANCE_SCALE),
                           100.0 * G_E / (1 + G_E), 1e-9);
  ck_assert_double_eq_tol (rimau_win_chance (RIMAU_SIDE_MEN, -RIMAU_ANALYSIS_WIN_CHANCE_SCALE),
                           100.0 * G_E / (1 + G_E), 1e-9);
  ck_assert_double_eq_tol (rimau_win_chance (RIMAU_SIDE_TIGERS, 300) + rimau_win_chance (RIMAU_SIDE_MEN, 300),
                           100.0, 1e-9);
  /* A forced result is certain, however far away. */
  ck_assert_double_eq (rimau_win_chance (RIMAU_SIDE_TIGERS, WIN - 15), 100.0);
  ck_assert_double_eq (rimau_win_chance (RIMAU_SIDE_MEN, WIN - 15), 0.0);
  ck_assert_double_eq (rimau_win_chance (RIMAU_SIDE_MEN, -WIN), 100.0);
  ck_assert_double_lt (rimau_win_chance (RIMAU_SIDE_TIGERS, 2000), 100.0);
}
END_TEST

START_TEST (test_ply_accuracy)
{
  /* Nothing lost, or a gain (a search seeing one ply further): perfect. */
  ck_assert_double_eq (rimau_ply_accuracy (RIMAU_SIDE_TIGERS, 120, 120), 100.0);
  ck_assert_double_eq (rimau_ply_accuracy (RIMAU_SIDE_TIGERS, 120, 300), 100.0);
  ck_assert_double_eq (rimau_ply_accuracy (RIMAU_SIDE_MEN, -120, -300), 100.0);
  /* Near even, the thresholds of the marks: about 80, 64 and 42 %. */
  ck_assert_double_eq_tol (rimau_ply_accuracy (RIMAU_SIDE_TIGERS, 0, -RIMAU_ANALYSIS_INACCURACY), 79.9, 0.1);
  ck_assert_double_eq_tol (rimau_ply_accuracy (RIMAU_SIDE_TIGERS, 0, -RIMAU_ANALYSIS_MISTAKE), 64.0, 0.1);
  ck_assert_double_eq_tol (rimau_ply_accuracy (RIMAU_SIDE_MEN, 0, RIMAU_ANALYSIS_BLUNDER), 41.9, 0.1);
  /* The same loss far ahead costs little: the chance hardly moves. */
  ck_assert_double_gt (rimau_ply_accuracy (RIMAU_SIDE_TIGERS, 2000, 2000 - RIMAU_ANALYSIS_BLUNDER), 99.0);
  ck_assert_double_gt (rimau_ply_accuracy (RIMAU_SIDE_TIGERS, -2000, -2000 - RIMAU_ANALYSIS_BLUNDER), 99.0);
  /* Winning more slowly is no loss; throwing a forced win away is. */
  ck_assert_double_eq (rimau_ply_accuracy (RIMAU_SIDE_TIGERS, WIN - 1, WIN - 9), 100.0);
  ck_assert_double_eq (rimau_ply_accuracy (RIMAU_SIDE_MEN, WIN - 1, -(WIN - 3)), 100.0);
  ck_assert_double_eq_tol (rimau_ply_accuracy (RIMAU_SIDE_TIGERS, WIN - 1, 0), expected_accuracy (50), 1e-9);
  ck_assert_double_eq (rimau_ply_accuracy (RIMAU_SIDE_TIGERS, WIN - 1, -(WIN - 2)), 0.0);
}
END_TEST

/* The tigers play plies 0 to 3 and 5, the men 4 and 6. */
static RimauGame *
seven_plies (void)
{
  RimauRules rules = test_rules (RIMAU_VARIANT_RIMAU_RIMAU_A, RIMAU_CAPTURE_SINGLE, 10);
  RimauGame *game = rimau_game_new (&rules);

  test_play (game, "xb4 xd4 xc5 -- @c5 c3-c2 @c3");
  return game;
}

/* @game with the evaluations of @entries, as an Analysis tag gives them. */
static RimauAnalysis *
analysis_by_hand (RimauGame  *game,
                  const char *entries)
{
  g_autoptr(RimauAnalysis) empty = rimau_analysis_new (game);
  g_autofree char *blank = rimau_analysis_to_tag (empty);
  g_autofree char *header = g_strndup (blank, (gsize) (strchr (blank, ';') - blank));
  g_autofree char *tag = g_strconcat (header, "; ", entries, NULL);
  g_autoptr(GError) error = NULL;
  RimauAnalysis *analysis = rimau_analysis_new_from_tag (game, tag, &error);

  ck_assert_msg (analysis != NULL, "%s", error ? error->message : "");
  return analysis;
}

START_TEST (test_accuracy_of_each_side)
{
  g_autoptr(RimauGame) game = seven_plies ();
  /* Ply 0 loses two men but is the best ply found; ply 1 loses a man;
   * ply 5 gains; ply 6, the men's, loses two. */
  g_autoptr(RimauAnalysis) analysis =
    analysis_by_hand (game, "+2.00/5 xb4; 0.00/5; -1.00/5; -1.00/5; -1.00/5; -1.00/5; -1.00/5; +1.00/5");
  double men_lost = rimau_win_chance (RIMAU_SIDE_MEN, -100) - rimau_win_chance (RIMAU_SIDE_MEN, 100);
  double tigers_lost = rimau_win_chance (RIMAU_SIDE_TIGERS, 0) - rimau_win_chance (RIMAU_SIDE_TIGERS, -100);
  double accuracy;

  ck_assert (rimau_analysis_get_ply_accuracy (analysis, 0, &accuracy));
  ck_assert_double_eq (accuracy, 100.0);
  ck_assert (rimau_analysis_get_ply_accuracy (analysis, 1, &accuracy));
  ck_assert_double_eq_tol (accuracy, expected_accuracy (tigers_lost), 1e-9);
  ck_assert_double_eq_tol (accuracy, 64.0, 0.1);

  ck_assert (rimau_analysis_get_accuracy (analysis, RIMAU_SIDE_TIGERS, &accuracy));
  ck_assert_double_eq_tol (accuracy, (400 + expected_accuracy (tigers_lost)) / 5, 1e-9);
  ck_assert (rimau_analysis_get_accuracy (analysis, RIMAU_SIDE_MEN, &accuracy));
  ck_assert_double_eq_tol (accuracy, (100 + expected_accuracy (men_lost)) / 2, 1e-9);
  ck_assert_double_eq_tol (accuracy, 70.3, 0.1);
}
END_TEST

START_TEST (test_accuracy_counts_known_plies_only)
{
  g_autoptr(RimauGame) game = seven_plies ();
  /* Only the opening is known: the men have no ply judged yet. */
  g_autoptr(RimauAnalysis) analysis = analysis_by_hand (game, "0.00/5; -1.00/5; -1.00/5; ; ; ; ; ");
  double accuracy = -1;

  ck_assert (!rimau_analysis_get_ply_accuracy (analysis, 2, &accuracy));
  ck_assert (!rimau_analysis_get_accuracy (analysis, RIMAU_SIDE_MEN, &accuracy));
  ck_assert_double_eq (accuracy, -1);
  ck_assert (rimau_analysis_get_accuracy (analysis, RIMAU_SIDE_TIGERS, &accuracy));
  ck_assert_double_eq_tol (accuracy, (expected_accuracy (rimau_win_chance (RIMAU_SIDE_TIGERS, 0) -
                                                         rimau_win_chance (RIMAU_SIDE_TIGERS, -100)) + 100) / 2,
                           1e-9);
}
END_TEST


int
main (void)
{
  Suite *suite = suite_create ("analysis-accuracy");
  TCase *accuracy = tcase_create ("accuracy");

  tcase_add_test (accuracy, test_win_chance);
  tcase_add_test (accuracy, test_ply_accuracy);
  tcase_add_test (accuracy, test_accuracy_of_each_side);
  tcase_add_test (accuracy, test_accuracy_counts_known_plies_only);
  suite_add_tcase (suite, accuracy);

  return test_run_suite (suite);
}
