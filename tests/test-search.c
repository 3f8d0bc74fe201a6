/* test-search.c — the searches: what they find, and what they count
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runs with RIMAU_PLUGIN_PATH pointing at the build tree's plugins.
 */

#include "config.h"

#include "rimau-ai.h"
#include "rimau-test-ai.h"

/* Eleven men left, the tigers to move: c7xc5 takes the last one they need. */
#define TIGERS_WIN_IN_ONE ".../.../..T../..M../.M.M./MMMMM/MM.M./.../... t 0 - 0 30"
/* The tigers on a9 and e9 can only go to c9: c8-c9 traps both. */
#define MEN_TRAP_IN_ONE "T.T/MMM/..M../...../...../MMMMM/MMMMM/.../... m 0 - 0 30"

static RimauMove
search_with (const char *id,
             const char *text,
             RimauSearchReport *report)
{
  g_autoptr(RimauStrategy) strategy =
    rimau_plugin_loader_create_strategy (rimau_plugin_loader_get_default (), id, NULL);
  RimauRules rules = test_rules (RIMAU_VARIANT_RIMAU_RIMAU_A, RIMAU_CAPTURE_SINGLE, 10);
  RimauSearchRequest request;
  RimauSearchLimits limits = { .time_ms = 2000 };
  RimauPosition position = test_position (&rules, text);
  RimauMove move;

  rimau_search_request_init (&request, &position);
  ck_assert (rimau_search_run (strategy, &request, &limits, NULL, &move, report, NULL));
  return move;
}

START_TEST (test_searches_take_the_win)
{
  const char *id = _i == 0 ? "hang-tuah" : "sang-kancil";
  RimauSearchReport report;
  RimauMove move = search_with (id, TIGERS_WIN_IN_ONE, &report);
  char text[RIMAU_MOVE_TEXT_SIZE];

  ck_assert_str_eq (rimau_move_to_text (&move, text), "c7xc5");
  ck_assert (report.has_score);
  ck_assert_int_gt (report.score, RIMAU_SCORE_KNOWN_WIN);
}
END_TEST

START_TEST (test_searches_trap_the_tigers)
{
  const char *id = _i == 0 ? "hang-tuah" : "sang-kancil";
  RimauSearchReport report;
  RimauMove move = search_with (id, MEN_TRAP_IN_ONE, &report);
  char text[RIMAU_MOVE_TEXT_SIZE];

  ck_assert_str_eq (rimau_move_to_text (&move, text), "c8-c9");
  ck_assert_int_gt (report.score, RIMAU_SCORE_KNOWN_WIN);
}
END_TEST

/* How many nodes @id looks at from the start of a game in 300 ms, passing
 * @gate. */
static guint64
nodes_searched_through (const char      *id,
                        RimauSearchGate *gate)
{
  g_autoptr(RimauStrategy) strategy =
    rimau_plugin_loader_create_strategy (rimau_plugin_loader_get_default (), id, NULL);
  RimauSearchLimits limits = { .time_ms = 300, .gate = gate };
  RimauSearchRequest request;
  RimauSearchReport report;
  RimauPosition position;
  RimauRules rules;
  RimauMove move;

  rimau_rules_init (&rules, RIMAU_VARIANT_RIMAU_RIMAU_A);
  rimau_position_init_start (&position, &rules);
  rimau_search_request_init (&request, &position);
  ck_assert (rimau_search_run (strategy, &request, &limits, NULL, &move, &report, NULL));
  return report.nodes;
}

/* Both searches wait at a closed gate. No one opens it here: a search
 * gives up waiting after a tenth of a second, looks at a few more nodes,
 * and waits again. */
START_TEST (test_searches_wait_at_a_closed_gate)
{
  const char *id = _i == 0 ? "hang-tuah" : "sang-kancil";
  g_autoptr(RimauSearchGate) gate = rimau_search_gate_new ();
  guint64 through_open, through_closed;

  ck_assert (!rimau_search_gate_is_closed (gate));
  through_open = nodes_searched_through (id, gate);
  rimau_search_gate_close (gate);
  ck_assert (rimau_search_gate_is_closed (gate));
  through_closed = nodes_searched_through (id, gate);

  ck_assert_uint_gt (through_open, 0);
  ck_assert_uint_lt (through_closed * 4, through_open);
}
END_TEST

START_TEST (test_master_reports_its_line)
{
  RimauSearchReport report;
  RimauMove move = search_with ("hang-tuah", ".../.../..T../.MMM./.MMM./.MMM./..T../.../... t 15 x3r 0 1", &report);
  g_autofree char *line = rimau_search_report_format_line (&report);

  ck_assert_int_eq (move.kind, RIMAU_MOVE_REMOVE);
  ck_assert (rimau_move_equal (&report.line[0], &move));
  ck_assert_uint_ge (report.depth, 4);
  ck_assert_uint_gt (report.nodes, 1000);
  /* The three removals, the relocation or keep, then the men's drop. */
  ck_assert_int_eq (report.line[1].kind, RIMAU_MOVE_REMOVE);
  ck_assert_int_eq (report.line[2].kind, RIMAU_MOVE_REMOVE);
  ck_assert (report.line[3].kind == RIMAU_MOVE_RELOCATE || report.line[3].kind == RIMAU_MOVE_KEEP);
  ck_assert_int_eq (report.line[4].kind, RIMAU_MOVE_DROP);
  ck_assert_ptr_nonnull (line);
}
END_TEST

/* Removals after a removal are searched in increasing order: the tree
 * search must cope with the branches where none is left to take. */
START_TEST (test_tree_search_through_the_opening)
{
  g_autoptr(RimauStrategy) strategy =
    rimau_plugin_loader_create_strategy (rimau_plugin_loader_get_default (), "sang-kancil", NULL);
  RimauSearchLimits limits = { .time_ms = 1000 };
  RimauVariant variants[] = { RIMAU_VARIANT_RIMAU_RIMAU_A, RIMAU_VARIANT_RIMAU };

  for (guint i = 0; i < G_N_ELEMENTS (variants); i++)
    {
      RimauSearchRequest request;
      RimauSearchReport report;
      RimauPosition position;
      RimauRules rules;
      RimauMove move;

      rimau_rules_init (&rules, variants[i]);
      rimau_position_init_start (&position, &rules);
      rimau_search_request_init (&request, &position);
      ck_assert (rimau_search_run (strategy, &request, &limits, NULL, &move, &report, NULL));
      ck_assert_int_eq (move.kind, RIMAU_MOVE_REMOVE);
      ck_assert_uint_ge (report.n_line, 3);
      for (guint k = 1; k < 3; k++)
        {
          ck_assert_int_eq (report.line[k].kind, RIMAU_MOVE_REMOVE);
          ck_assert_int_gt (report.line[k].to, report.line[k - 1].to);
        }
    }
}
END_TEST

/* The master's search without its contempt, so that a draw scores 0. */
static RimauAlphaBeta *
master_without_contempt (void)
{
  RimauAlphaBetaOptions options = { .quiescence = TRUE, .reductions = TRUE };

  return rimau_alpha_beta_new (&options);
}

/* @search's answer to @request within @limits, given through a context as
 * a strategy's is; @report gets what it told. */
static gboolean
alpha_beta_choose (RimauAlphaBeta           *search,
                   const RimauSearchRequest *request,
                   const RimauSearchLimits  *limits,
                   RimauMove                *move,
                   RimauSearchReport        *report)
{
  g_autoptr(RimauStrategyContext) context = rimau_strategy_context_new (request, limits, NULL);
  gboolean ok = rimau_alpha_beta_choose (search, context, move, NULL);

  *report = *rimau_strategy_context_get_report (context);
  return ok;
}

/* What @search, to @depth, makes of the position at @game's cursor,
 * knowing the game that led there. */
static RimauMove
search_game (RimauAlphaBeta    *search,
             RimauGame         *game,
             guint              depth,
             RimauSearchReport *report)
{
  RimauSearchLimits limits = { .depth = depth };
  RimauSearchRequest request;
  RimauMove move;

  rimau_search_request_init_from_game (&request, game);
  rimau_search_report_clear (report);
  ck_assert (alpha_beta_choose (search, &request, &limits, &move, report));
  ck_assert (report->has_score);
  return move;
}

/* What @search, to @depth, makes of a position of rimau-rimau-a. */
static RimauMove
search_text (RimauAlphaBeta    *search,
             guint              depth,
             RimauSearchReport *report,
             const char        *text)
{
  RimauRules rules = test_rules (RIMAU_VARIANT_RIMAU_RIMAU_A, RIMAU_CAPTURE_SINGLE, 10);
  RimauPosition position = test_position (&rules, text);
  g_autoptr(RimauGame) game = rimau_game_new_from_position (&position);

  return search_game (search, game, depth, report);
}

/* The same, with the position string given printf-style. */
static RimauMove search_position (RimauAlphaBeta    *search,
                                  guint              depth,
                                  RimauSearchReport *report,
                                  const char        *format,
                                  ...) G_GNUC_PRINTF (4, 5);

static RimauMove
search_position (RimauAlphaBeta    *search,
                 guint              depth,
                 RimauSearchReport *report,
                 const char        *format,
                 ...)
{
  g_autofree char *text = NULL;
  va_list args;

  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);
  return search_text (search, depth, report, text);
}

/* The score a search of its own gives the position, with no table left
 * from another search. */
static int fresh_score (guint       depth,
                        const char *format,
                        ...) G_GNUC_PRINTF (2, 3);

static int
fresh_score (guint       depth,
             const char *format,
             ...)
{
  g_autoptr(RimauAlphaBeta) search = master_without_contempt ();
  g_autofree char *text = NULL;
  RimauSearchReport report;
  va_list args;

  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);
  search_text (search, depth, &report, text);
  return report.score;
}

/* The men trap both tigers in three plies: a9-b8, then the tigers' only
 * ply c8-d8, then c9-c8. The last field is the quiet-ply counter. */
#define MEN_TRAP_IN_THREE "MMM/.T./..M../MMTMM/.MM../.MMM./.M.MM/MM./.MM m 0 - %u 40"

/* Tigers trapped on the hundredth quiet ply have lost: the rules look at
 * the draw last. One quiet ply later the draw comes first. */
START_TEST (test_master_draws_at_the_quiet_ply_limit)
{
  g_autoptr(RimauAlphaBeta) search = master_without_contempt ();
  RimauSearchReport report;
  RimauMove move;
  char text[RIMAU_MOVE_TEXT_SIZE];

  move = search_position (search, 6, &report, MEN_TRAP_IN_THREE, 97);
  ck_assert_str_eq (rimau_move_to_text (&move, text), "a9-b8");
  ck_assert_int_eq (report.score, RIMAU_SCORE_WIN - 3);

  search_position (search, 6, &report, MEN_TRAP_IN_THREE, 98);
  ck_assert_int_eq (report.score, 0);
}
END_TEST

/* A neutral search scores a draw as a draw whatever the contempt, as an
 * analysis needs; a game's search keeps it, to play on. */
START_TEST (test_neutral_search_has_no_contempt)
{
  RimauAlphaBetaOptions options = { .quiescence = TRUE, .reductions = TRUE, .contempt = 100 };
  g_autoptr(RimauAlphaBeta) search = rimau_alpha_beta_new (&options);
  RimauRules rules = test_rules (RIMAU_VARIANT_RIMAU_RIMAU_A, RIMAU_CAPTURE_SINGLE, 10);
  g_autofree char *text = g_strdup_printf (MEN_TRAP_IN_THREE, 98);
  RimauSearchRequest request;
  RimauSearchReport report;
  RimauSearchLimits limits = { .depth = 6 };
  RimauMove move;

  rimau_search_request_init (&request, &(RimauPosition) { 0 });
  request.position = test_position (&rules, text);
  rimau_search_report_clear (&report);
  ck_assert (alpha_beta_choose (search, &request, &limits, &move, &report));
  ck_assert_int_eq (report.score, -100);

  limits.neutral = TRUE;
  rimau_search_report_clear (&report);
  ck_assert (alpha_beta_choose (search, &request, &limits, &move, &report));
  ck_assert_int_eq (report.score, 0);
}
END_TEST

/* Eleven men, the tigers need one: the men's shuffle c3-c4 lets the tiger
 * on c5 take it (c5xc3), while the other tiger goes c9-c8 and back. */
#define SHUFFLE_WITH_A_MAN_HANGING ".T./.../...../...../..T../..M../MM.MM/MMM/MMM t 0 - 20 40"

/* A position that stood once before comes up again without a draw, one
 * that stood twice is a draw: the search counts the game's positions
 * before its own. */
START_TEST (test_master_draws_on_the_third_occurrence)
{
  RimauRules rules = test_rules (RIMAU_VARIANT_RIMAU_RIMAU_A, RIMAU_CAPTURE_SINGLE, 10);
  RimauPosition start = test_position (&rules, SHUFFLE_WITH_A_MAN_HANGING);
  g_autoptr(RimauGame) game = rimau_game_new_from_position (&start);
  g_autoptr(RimauAlphaBeta) search = master_without_contempt ();
  RimauSearchReport report;
  RimauMove move;
  char text[RIMAU_MOVE_TEXT_SIZE];

  test_play (game, "c9-c8 c4-c3 c8-c9");
  move = search_game (search, game, 6, &report);
  ck_assert_str_ne (rimau_move_to_text (&move, text), "c3-c4");
  ck_assert_int_lt (report.score, 0);

  test_play (game, "c3-c4 c9-c8 c4-c3 c8-c9");
  move = search_game (search, game, 6, &report);
  ck_assert_str_eq (rimau_move_to_text (&move, text), "c3-c4");
  ck_assert_int_eq (report.score, 0);
}
END_TEST

/* Tigers far ahead that cannot make the men give up the man they need:
 * the master reported +11 here until the quiet-ply limit came into view. */
#define FORTRESS ".../.../M..../MT.../MMT.M/.M..M/M...M/M../.M. t 0 - %u 35"

/* Sixteen plies from 85 quiet plies reach the limit, from 80 they do not:
 * what a search found with the draw in view must not be taken, through
 * its table, for the value of the same board further from it. */
START_TEST (test_master_keeps_quiet_counts_apart)
{
  g_autoptr(RimauAlphaBeta) search = master_without_contempt ();
  RimauSearchReport report;

  search_position (search, 16, &report, FORTRESS, 85);
  ck_assert_int_eq (report.score, 0);

  search_position (search, 16, &report, FORTRESS, 80);
  ck_assert_int_gt (report.score, 0);
}
END_TEST

/* Thirteen men, the tigers to move: c7xc5 takes one, and the counter
 * goes back to 0. */
#define TIGERS_CAPTURE ".../.../..T../..M../.M.M./MMMMM/MM.M./.../M.M t 0 - %u 30"

/* The men to move, ahead: the tigers' room is small, and no trap in
 * sight. */
#define MEN_AHEAD "M../MT./MMMM./M.M../.MM../MMMM./MM.M./.MM/TMM m 0 - %u 40"

/* A lead of the tigers that brings no capture counts for less as the
 * quiet plies run out, (100 − q) / 100 of it after q of them, even where
 * the search cannot see the limit yet; a capture sets the counter back
 * and keeps the whole of it. A lead of the men is not shrunk. */
START_TEST (test_master_shrinks_the_tigers_quiet_lead)
{
  g_autoptr(RimauAlphaBeta) search = master_without_contempt ();
  RimauSearchReport report;
  RimauMove move;
  char text[RIMAU_MOVE_TEXT_SIZE];
  int at_0, at_60, at_90;

  at_0 = fresh_score (8, FORTRESS, 0);
  at_60 = fresh_score (8, FORTRESS, 60);
  at_90 = fresh_score (8, FORTRESS, 90);
  ck_assert_int_gt (at_0, 800);
  ck_assert_int_ge (at_60 * 4, at_0);
  ck_assert_int_le (at_60 * 2, at_0);
  ck_assert_int_gt (at_90, 0);
  ck_assert_int_le (at_90 * 8, at_0);

  at_0 = fresh_score (8, TIGERS_CAPTURE, 0);
  move = search_position (search, 8, &report, TIGERS_CAPTURE, 90);
  at_90 = report.score;
  ck_assert_str_eq (rimau_move_to_text (&move, text), "c7xc5");
  ck_assert_int_gt (at_0, 800);
  ck_assert_int_ge (at_90 * 20, at_0 * 19);

  at_0 = fresh_score (6, MEN_AHEAD, 0);
  at_60 = fresh_score (6, MEN_AHEAD, 60);
  ck_assert_int_gt (at_0, 300);
  ck_assert_int_lt (at_0, RIMAU_SCORE_KNOWN_WIN);
  ck_assert_int_eq (at_60, at_0);
}
END_TEST

/* Tigers on a7 and c3 ahead by several men at the 49th quiet ply, the
 * men packed in the middle of the square: a shuffle of the tigers, seen
 * from a game between two masters. */
#define MEN_PACKED ".../.../T.M../..MM./M.MMM/M.MM./MMT../.../... t 0 - %u 52"

/* Late in a quiet stretch the tigers, ahead, choose the shuffle that takes
 * the men's safe steps; early in it they play as before. */
START_TEST (test_master_takes_the_mens_room)
{
  g_autoptr(RimauAlphaBeta) early = master_without_contempt ();
  g_autoptr(RimauAlphaBeta) late = master_without_contempt ();
  RimauSearchReport report;
  RimauMove move;
  char text[RIMAU_MOVE_TEXT_SIZE];

  move = search_position (early, 4, &report, MEN_PACKED, RIMAU_RESTRICTION_FROM - 1);
  ck_assert_str_eq (rimau_move_to_text (&move, text), "a7-b6");
  ck_assert_int_gt (report.score, 0);
  move = search_position (late, 4, &report, MEN_PACKED, 49);
  ck_assert_str_eq (rimau_move_to_text (&move, text), "a7-b7");
  ck_assert_int_gt (report.score, 0);
}
END_TEST

/* The men's safe steps: those after which no tiger can jump a man. */
START_TEST (test_men_safe_steps)
{
  RimauRules rules = test_rules (RIMAU_VARIANT_RIMAU_RIMAU_A, RIMAU_CAPTURE_SINGLE, 10);
  /* A man on c5, the middle of the square, with its eight neighbours free;
   * a tiger far off on e9, then on c7, from where it would jump him on c6,
   * b6 or d6. */
  RimauPosition far = test_position (&rules, "..T/.../...../...../..M../...../...../.../... m 0 - 30 30");
  RimauPosition near = test_position (&rules, ".../.../..T../...../..M../...../...../.../... m 0 - 30 30");

  ck_assert_uint_eq (rimau_evaluate_men_safe_steps (&far), 8);
  ck_assert_uint_eq (rimau_evaluate_men_safe_steps (&near), 5);
}
END_TEST

/* A tiger with fewer than three steps is short of room. */
START_TEST (test_tigers_have_room)
{
  RimauRules rules = test_rules (RIMAU_VARIANT_RIMAU_RIMAU_A, RIMAU_CAPTURE_SINGLE, 10);
  RimauPosition middle = test_position (&rules, ".../.../...../...../..T../...../...../.../... m 0 - 30 30");
  RimauPosition corner = test_position (&rules, "T../.../...../...../..T../...../...../.../... m 0 - 30 30");
  RimauPosition hemmed = test_position (&rules, ".../.../...../.MMM./.MTM./.MMM./...../.../... m 0 - 30 30");

  ck_assert (rimau_tigers_have_room (&middle));
  ck_assert (!rimau_tigers_have_room (&corner));
  ck_assert (!rimau_tigers_have_room (&hemmed));
}
END_TEST

/* What taking the men's safe steps is worth, by the quiet plies played. */
START_TEST (test_restriction_bonus)
{
  ck_assert_int_eq (rimau_restriction_bonus (5, 0), 0);
  ck_assert_int_eq (rimau_restriction_bonus (5, RIMAU_RESTRICTION_FROM - 1), 0);
  ck_assert_int_eq (rimau_restriction_bonus (5, 20), 6);
  ck_assert_int_eq (rimau_restriction_bonus (5, 60), 18);
  ck_assert_int_eq (rimau_restriction_bonus (-5, 60), -18);
  ck_assert_int_eq (rimau_restriction_bonus (1, 99), 5);
  ck_assert_int_eq (rimau_restriction_bonus (5, RIMAU_QUIET_PLY_LIMIT), 0);
}
END_TEST

/* The share of a static value that counts after so many quiet plies. */
START_TEST (test_scale_toward_draw)
{
  ck_assert_int_eq (rimau_scale_toward_draw (1000, 0), 1000);
  ck_assert_int_eq (rimau_scale_toward_draw (1000, 60), 400);
  ck_assert_int_eq (rimau_scale_toward_draw (-1000, 90), -100);
  ck_assert_int_eq (rimau_scale_toward_draw (999, 99), 9);
  ck_assert_int_eq (rimau_scale_toward_draw (-999, 99), -9);
  ck_assert_int_eq (rimau_scale_toward_draw (1000, RIMAU_QUIET_PLY_LIMIT), 0);
  ck_assert_int_eq (rimau_scale_toward_draw (1000, G_MAXUINT16), 0);
}
END_TEST

START_TEST (test_evaluation_terms)
{
  RimauRules rules = test_rules (RIMAU_VARIANT_SUMATRA, RIMAU_CAPTURE_SINGLE, 10);
  RimauPosition tigers = test_position (&rules, TIGERS_WIN_IN_ONE);
  RimauPosition men = tigers;
  RimauMove jumps[16];
  RimauEvalInfo info;
  char text[RIMAU_MOVE_TEXT_SIZE];
  int for_tigers, for_men;

  ck_assert_uint_eq (rimau_generate_jumps (&tigers, jumps), 1);
  ck_assert_str_eq (rimau_move_to_text (&jumps[0], text), "c7xc5");

  men.side = RIMAU_SIDE_MEN;
  men.key = rimau_position_compute_key (&men);
  ck_assert_uint_eq (rimau_generate_jumps (&men, jumps), 0);

  for_tigers = rimau_evaluate (&tigers, rimau_eval_weights_default (), &info);
  ck_assert_uint_eq (info.n_jumps, 1);
  ck_assert_uint_eq (info.best_capture, 1);
  for_men = rimau_evaluate (&men, rimau_eval_weights_default (), NULL);
  /* A capture at hand is worth more to the side that can take it now. */
  ck_assert_int_gt (for_tigers, -for_men);
  ck_assert (rimau_men_in_danger (&tigers) & RIMAU_MASK (rimau_point_from_name ("c6", 2)));
}
END_TEST

static Suite *
search_suite (void)
{
  Suite *suite = suite_create ("search");
  TCase *search = tcase_create ("search");

  tcase_add_loop_test (search, test_searches_take_the_win, 0, 2);
  tcase_add_loop_test (search, test_searches_trap_the_tigers, 0, 2);
  tcase_add_loop_test (search, test_searches_wait_at_a_closed_gate, 0, 2);
  tcase_add_test (search, test_master_reports_its_line);
  tcase_add_test (search, test_tree_search_through_the_opening);
  tcase_add_test (search, test_master_draws_at_the_quiet_ply_limit);
  tcase_add_test (search, test_neutral_search_has_no_contempt);
  tcase_add_test (search, test_master_draws_on_the_third_occurrence);
  tcase_add_test (search, test_master_keeps_quiet_counts_apart);
  tcase_add_test (search, test_master_shrinks_the_tigers_quiet_lead);
  tcase_add_test (search, test_scale_toward_draw);
  tcase_add_test (search, test_master_takes_the_mens_room);
  tcase_add_test (search, test_men_safe_steps);
  tcase_add_test (search, test_tigers_have_room);
  tcase_add_test (search, test_restriction_bonus);
  tcase_add_test (search, test_evaluation_terms);
  suite_add_tcase (suite, search);

  return suite;
}

int
main (void)
{
  return test_run_suite (search_suite ());
}
