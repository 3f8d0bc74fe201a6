/* test-analysis-words.c — an evaluation in the terms of the game's goal,
 * the verdict on a ply, and how well each side played
 *
 * No display and no search: the analyses are written by hand, as an
 * Analysis tag would give them.
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "rimau-analysis-words.h"
#include "rimau-test-app.h"

#define WIN RIMAU_SCORE_WIN

/* Eleven men left, none in hand: one more capture wins. c7xc5 takes it,
 * and c7-b7 misses it. */
#define MISSED_WIN ".../.../..T../..M../.M.M./MMMMM/MM.M./.../... t 0 - 0 30"
/* Twelve men left: the tigers need two more. */
#define TWELVE_LEFT ".../.../..T../..M../.M.M./MMMMM/MM.M./.../..M t 0 - 0 30"
/* Eleven men left, none in hand, and 80 quiet plies played. */
#define FORTRESS ".../.../M..../MT.../MMT.M/.M..M/M...M/M../.M. t 0 - 80 35"
/* The same at quiet 80, with a man still in hand to drop. */
#define FORTRESS_IN_HAND ".../.../M..../MT.../MMT.M/.M..M/M...M/M../... m 1 - 80 35"

static RimauPosition
position_of (RimauVariant  variant,
             const char   *text)
{
  g_autoptr(GError) error = NULL;
  RimauRules rules;
  RimauPosition position;

  rimau_rules_init (&rules, variant);
  g_assert_true (rimau_position_from_string (&position, &rules, text, &error));
  g_assert_no_error (error);
  return position;
}

static void
assert_evaluation (const char *position_text,
                   int         score,
                   const char *expected)
{
  RimauPosition position = position_of (RIMAU_VARIANT_RIMAU_RIMAU_A, position_text);
  g_autofree char *words = rimau_words_evaluation (&position, score);

  g_assert_cmpstr (words, ==, expected);
}

static void
test_score_number (void)
{
  static const struct { int score; const char *text; } cases[] = {
    { 0, "0.0" }, { 4, "0.0" }, { -4, "0.0" }, { 130, "+1.3" }, { -40, "−0.4" }, { 1024, "+10.2" }, { -1000, "−10.0" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = rimau_words_score_number (cases[i].score);

      g_assert_cmpstr (text, ==, cases[i].text);
    }
}

/* The example: twelve men left, and the lead said as what the
 * tigers need, not as a head count. */
static void
test_lead_in_goal_terms (void)
{
  assert_evaluation (TWELVE_LEFT, 1024,
                     "The tigers are far ahead (+10.2). The tigers must capture 2 more men to win.");
  assert_evaluation (MISSED_WIN, 130, "The tigers are ahead (+1.3). The tigers must capture 1 more man to win.");
  assert_evaluation (MISSED_WIN, -130, "The men are ahead (−1.3). The tigers must capture 1 more man to win.");
}

static void
test_size_of_the_lead (void)
{
  static const struct { int score; const char *headline; } cases[] = {
    { 9, "Even (+0.1)" },
    { 10, "The tigers are slightly ahead (+0.1)" },
    { -49, "The men are slightly ahead (−0.5)" },
    { 50, "The tigers are ahead (+0.5)" },
    { -199, "The men are ahead (−2.0)" },
    { 200, "The tigers are well ahead (+2.0)" },
    { -499, "The men are well ahead (−5.0)" },
    { 500, "The tigers are far ahead (+5.0)" },
    { -RIMAU_SCORE_KNOWN_WIN, "The men are far ahead (−290.0)" },
  };
  RimauPosition position = position_of (RIMAU_VARIANT_RIMAU_RIMAU_A, MISSED_WIN);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *headline = rimau_words_evaluation_headline (&position, cases[i].score);

      g_assert_cmpstr (headline, ==, cases[i].headline);
    }
}

/* A forced result in the winner's own moves, with no number. */
static void
test_forced_results (void)
{
  RimauPosition one_tiger = position_of (RIMAU_VARIANT_RIMAU, ".../.../..T../..M../.M.M./MMMMM/MM.M./.../... t 0 - 0 30");
  g_autofree char *trap_the_tiger = rimau_words_evaluation (&one_tiger, -(WIN - 4));

  /* Five plies, the tigers to move: their 1st, 3rd and 5th. */
  assert_evaluation (TWELVE_LEFT, WIN - 5,
                     "The tigers can force a win within 3 moves. The tigers must capture 2 more men to win.");
  assert_evaluation (MISSED_WIN, WIN - 1,
                     "The tigers can force a win within 1 move. The tigers must capture 1 more man to win.");
  assert_evaluation (MISSED_WIN, -(WIN - 2), "The men can trap both tigers within 1 move.");
  assert_evaluation (MISSED_WIN, -(WIN - 9), "The men can trap both tigers within 5 moves.");
  g_assert_cmpstr (trap_the_tiger, ==, "The men can trap the tiger within 2 moves.");
  assert_evaluation (MISSED_WIN, WIN, "The tigers have won.");
  assert_evaluation (MISSED_WIN, -WIN, "The men have won.");
}

/* Near even, with no man to drop and half the quiet plies gone, the
 * quiet-move rule is what ends the game. */
static void
test_draw_by_the_quiet_move_rule (void)
{
  assert_evaluation (FORTRESS, 0,
                     "Even (0.0). The tigers must capture 1 more man to win. "
                     "Likely a draw by the quiet-move rule, after 20 more moves without a capture.");
  assert_evaluation (FORTRESS, -30,
                     "The men are slightly ahead (−0.3). The tigers must capture 1 more man to win. "
                     "Likely a draw by the quiet-move rule, after 20 more moves without a capture.");
  /* A real lead, a man to drop, or a fresh counter: no draw in sight. */
  assert_evaluation (FORTRESS, 60, "The tigers are ahead (+0.6). The tigers must capture 1 more man to win.");
  assert_evaluation (FORTRESS_IN_HAND, 0, "Even (0.0). The tigers must capture 1 more man to win.");
  assert_evaluation (MISSED_WIN, 0, "Even (0.0). The tigers must capture 1 more man to win.");
}

/* @plies from @start, with the evaluations of @entries, as an Analysis
 * tag gives them. */
static RimauAnalysis *
analysis_by_hand (const char *start,
                  const char *plies,
                  const char *entries)
{
  RimauPosition position = position_of (RIMAU_VARIANT_RIMAU_RIMAU_A, start);
  g_autoptr(RimauGame) game = rimau_game_new_from_position (&position);
  g_auto(GStrv) texts = g_strsplit (plies, " ", -1);
  g_autoptr(RimauAnalysis) empty = NULL;
  g_autofree char *blank = NULL;
  g_autofree char *header = NULL;
  g_autofree char *tag = NULL;
  g_autoptr(GError) error = NULL;
  RimauAnalysis *analysis;

  for (guint i = 0; texts[i] != NULL; i++)
    g_assert_true (rimau_game_play_text (game, texts[i], NULL));
  empty = rimau_analysis_new (game);
  blank = rimau_analysis_to_tag (empty);
  header = g_strndup (blank, (gsize) (strchr (blank, ';') - blank));
  tag = g_strconcat (header, "; ", entries, NULL);
  analysis = rimau_analysis_new_from_tag (game, tag, &error);
  g_assert_no_error (error);
  return analysis;
}

/* A marked ply says the evaluation before and after it in the same
 * words, and the better ply; one not marked, the evaluation after it. */
static void
test_before_and_after_a_mark (void)
{
  g_autoptr(RimauAnalysis) analysis = analysis_by_hand (MISSED_WIN, "c7-b7 c6-c7", "+M1/3 c7xc5; +4.00/3; +4.00/3");
  g_autofree char *marked = rimau_words_analysis_of_ply (analysis, 0);
  g_autofree char *unmarked = rimau_words_analysis_of_ply (analysis, 1);

  g_assert_cmpint (rimau_analysis_get_mark (analysis, 0), ==, RIMAU_MARK_BLUNDER);
  g_assert_cmpstr (marked, ==,
                   "A blunder. Better was: Tiger c7 jumps the man on c6 to c5.\n"
                   "Before: The tigers can force a win within 1 move\n"
                   "After: The tigers are well ahead (+4.0). The tigers must capture 1 more man to win.");
  g_assert_cmpstr (unmarked, ==, "The tigers are well ahead (+4.0). The tigers must capture 1 more man to win.");
}

/* Each side's accuracy and its marks, the worst first; a side with no
 * ply judged yet says so. */
static void
test_summary_of_each_side (void)
{
  g_autoptr(RimauAnalysis) analysis = analysis_by_hand (MISSED_WIN, "c7-b7 c6-c7", "+M1/3 c7xc5; +4.00/3; +4.00/3");
  g_autoptr(RimauAnalysis) partial = analysis_by_hand (MISSED_WIN, "c7-b7 c6-c7", "+M1/3 c7xc5; +4.00/3; ");
  guint tigers = (guint) (rimau_ply_accuracy (RIMAU_SIDE_TIGERS, WIN - 1, 400) + 0.5);
  g_autofree char *expected = g_strdup_printf ("Tigers: %u%% accuracy · 1 blunder.", tigers);
  g_autofree char *tiger_summary = rimau_words_summary_of_side (analysis, RIMAU_SIDE_TIGERS);
  g_autofree char *men_summary = rimau_words_summary_of_side (analysis, RIMAU_SIDE_MEN);
  g_autofree char *men_partial = rimau_words_summary_of_side (partial, RIMAU_SIDE_MEN);

  g_assert_cmpuint (tigers, ==, 46);
  g_assert_cmpstr (tiger_summary, ==, expected);
  g_assert_cmpstr (men_summary, ==, "Men: 100% accuracy · no marked moves.");
  g_assert_cmpstr (men_partial, ==, "Men: no move analysed yet.");
}

/* In Malay, as the game speaks it with LANGUAGE=ms in a Malay locale:
 * the lead in the goal's terms, and a mark with the evaluation before and
 * after it. */
static void
test_in_malay (void)
{
  assert_evaluation (TWELVE_LEFT, 1024, "Rimau jauh mendahului (+10.2). Rimau mesti menangkap 2 orang lagi untuk menang.");
  assert_evaluation (MISSED_WIN, -130, "Orang mendahului (−1.3). Rimau mesti menangkap 1 orang lagi untuk menang.");

  /* A mark, with the evaluation before and after it. */
  {
    g_autoptr(RimauAnalysis) analysis = analysis_by_hand (MISSED_WIN, "c7-b7 c6-c7", "+M1/3 c7xc5; +4.00/3; +4.00/3");
    g_autofree char *marked = rimau_words_analysis_of_ply (analysis, 0);

    g_assert_cmpstr (marked, ==,
                     "Kesilapan besar. Langkah yang lebih baik: Rimau di c7 melompati orang di c6 dan mendarat di c5.\n"
                     "Sebelum: Rimau boleh memaksa kemenangan dalam 1 langkah\n"
                     "Selepas: Rimau jelas mendahului (+4.0). Rimau mesti menangkap 1 orang lagi untuk menang.");
  }
}

int
main (int   argc,
      char *argv[])
{
  gboolean in_malay = test_speak_the_language ();

  g_test_init (&argc, &argv, NULL);

  /* Run in Malay, the Malay test alone; otherwise the others, in English. */
  if (in_malay)
    {
      g_test_add_func ("/analysis-words/in-malay", test_in_malay);
      return g_test_run ();
    }

  g_test_add_func ("/analysis-words/score-number", test_score_number);
  g_test_add_func ("/analysis-words/lead-in-goal-terms", test_lead_in_goal_terms);
  g_test_add_func ("/analysis-words/size-of-the-lead", test_size_of_the_lead);
  g_test_add_func ("/analysis-words/forced-results", test_forced_results);
  g_test_add_func ("/analysis-words/draw-by-the-quiet-move-rule", test_draw_by_the_quiet_move_rule);
  g_test_add_func ("/analysis-words/before-and-after-a-mark", test_before_and_after_a_mark);
  g_test_add_func ("/analysis-words/summary-of-each-side", test_summary_of_each_side);

  return g_test_run ();
}
