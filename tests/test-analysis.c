/* test-analysis.c — the analysis of a game: scores, marks, runs and the tag
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runs with RIMAU_PLUGIN_PATH pointing at the build tree's plugins: the
 * known mistakes are found by the master itself, at a modest time.
 */

#include "config.h"

#include "rimau-ai.h"
#include "rimau-test.h"

#define WIN RIMAU_SCORE_WIN
/* Enough for the master to see what the tests ask, on a busy machine. */
#define TIME_MS 200

#define assert_error(error, domain, code) \
  ck_assert_msg (g_error_matches ((error), (domain), (code)), "expected another error than: %s", \
                 (error) != NULL ? (error)->message : "none")

/* ------------------------------------------------------------------------ */
/* Helpers                                                                   */

static RimauGame *
game_from (RimauVariant  variant,
           const char   *position,
           const char   *plies)
{
  RimauRules rules = test_rules (variant, RIMAU_CAPTURE_SINGLE, 10);
  RimauPosition start = test_position (&rules, position);
  RimauGame *game = rimau_game_new_from_position (&start);

  if (plies != NULL)
    test_play (game, plies);
  return game;
}

/* The tigers win with c7xc5, the only man they need. */
#define WON_IN_ONE ".../.../..T../..M../...../...../..T../.../... t 10 - 0 20"

/* The tiger on a1 is hemmed in. The one on a6 can take a5 and run, or
 * step into the corner, where a man dropped on a6 shuts it in too. */
static RimauGame *
trap_game (const char *plies)
{
  return game_from (RIMAU_VARIANT_RIMAU_RIMAU_A, ".../.../.MM../TMM../M.M../...../..M../M../TMM t 5 - 0 20", plies);
}

static GPtrArray *
masters (guint n)
{
  RimauPluginLoader *loader = rimau_plugin_loader_get_default ();
  RimauPersonality *master = rimau_plugin_loader_find_master (loader);
  GPtrArray *strategies = g_ptr_array_new_with_free_func (g_object_unref);

  ck_assert_ptr_nonnull (master);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GError) error = NULL;
      RimauStrategy *strategy =
        rimau_plugin_loader_create_strategy (loader, rimau_personality_get_id (master), &error);

      ck_assert_msg (strategy != NULL, "the master should load: %s", error ? error->message : "");
      g_ptr_array_add (strategies, strategy);
    }

  return strategies;
}

typedef struct
{
  GAsyncResult *result;
  GThread      *thread;
  /* How often each position was announced, and on which thread. */
  guint         announced[64];
  gboolean      off_thread;
  guint         notified;
  /* Cancelled after this many announcements, when set. */
  GCancellable *cancel;
  guint         cancel_after;
  guint         n_announced;
} Watch;

static void
on_evaluated (RimauAnalysis *analysis,
              guint          index,
              Watch         *watch)
{
  ck_assert_ptr_nonnull (rimau_analysis_get_evaluation (analysis, index));
  if (index < G_N_ELEMENTS (watch->announced))
    watch->announced[index]++;
  watch->off_thread |= g_thread_self () != watch->thread;
  if (++watch->n_announced == watch->cancel_after && watch->cancel != NULL)
    g_cancellable_cancel (watch->cancel);
}

static void
on_notify (GObject    *object,
           GParamSpec *pspec,
           Watch      *watch)
{
  watch->notified++;
}

static void
run_done (GObject      *source,
          GAsyncResult *result,
          gpointer      user_data)
{
  Watch *watch = user_data;

  watch->off_thread |= g_thread_self () != watch->thread;
  watch->result = g_object_ref (result);
}

/* Runs @analysis on a main context of its own until it finishes. */
static gboolean
run_watched (RimauAnalysis *analysis,
             GPtrArray     *strategies,
             guint          time_ms,
             GCancellable  *cancellable,
             Watch         *watch,
             GError       **error)
{
  g_autoptr(GMainContext) context = g_main_context_new ();
  gulong evaluated, notify;
  gboolean ok;

  watch->thread = g_thread_self ();
  evaluated = g_signal_connect (analysis, "evaluated", G_CALLBACK (on_evaluated), watch);
  notify = g_signal_connect (analysis, "notify::n-evaluated", G_CALLBACK (on_notify), watch);

  g_main_context_push_thread_default (context);
  rimau_analysis_run_async (analysis, strategies, time_ms, NULL, cancellable, run_done, watch);
  while (watch->result == NULL)
    g_main_context_iteration (context, TRUE);
  g_main_context_pop_thread_default (context);

  g_signal_handler_disconnect (analysis, evaluated);
  g_signal_handler_disconnect (analysis, notify);
  ok = rimau_analysis_run_finish (analysis, watch->result, error);
  g_clear_object (&watch->result);
  return ok;
}

static RimauAnalysis *
analyse (RimauGame *game,
         guint      n_strategies,
         guint      time_ms)
{
  g_autoptr(RimauAnalysis) analysis = rimau_analysis_new (game);
  g_autoptr(GPtrArray) strategies = masters (n_strategies);
  g_autoptr(GError) error = NULL;
  Watch watch = { NULL };

  ck_assert_msg (run_watched (analysis, strategies, time_ms, NULL, &watch, &error),
                 "the analysis should succeed: %s", error ? error->message : "");
  ck_assert (rimau_analysis_is_complete (analysis));
  return g_steal_pointer (&analysis);
}

static char *
score_text (RimauAnalysis *analysis,
            guint          index)
{
  return rimau_score_format (rimau_analysis_get_evaluation (analysis, index)->score);
}

static void
assert_best_ply (RimauAnalysis *analysis,
                 guint          index,
                 const char    *expected)
{
  const RimauEvaluation *evaluation = rimau_analysis_get_evaluation (analysis, index);
  char text[RIMAU_MOVE_TEXT_SIZE];

  ck_assert_uint_ge (evaluation->n_line, 1);
  ck_assert_str_eq (rimau_move_to_text (&evaluation->line[0], text), expected);
}

/* ------------------------------------------------------------------------ */
/* Marks and scores                                                          */

START_TEST (test_mark_thresholds)
{
  /* From the tigers' side, and the same drops mirrored for the men. */
  static const struct { int drop; RimauMark mark; } cases[] = {
    { -300, RIMAU_MARK_NONE },
    { 0, RIMAU_MARK_NONE },
    { RIMAU_ANALYSIS_INACCURACY - 1, RIMAU_MARK_NONE },
    { RIMAU_ANALYSIS_INACCURACY, RIMAU_MARK_INACCURACY },
    { RIMAU_ANALYSIS_MISTAKE - 1, RIMAU_MARK_INACCURACY },
    { RIMAU_ANALYSIS_MISTAKE, RIMAU_MARK_MISTAKE },
    { RIMAU_ANALYSIS_BLUNDER - 1, RIMAU_MARK_MISTAKE },
    { RIMAU_ANALYSIS_BLUNDER, RIMAU_MARK_BLUNDER },
    { 1500, RIMAU_MARK_BLUNDER },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    for (int base = -150; base <= 150; base += 150)
      {
        int drop = cases[i].drop;

        ck_assert_msg (rimau_mark_classify (RIMAU_SIDE_TIGERS, base, base - drop) == cases[i].mark,
                       "tigers, %d to %d", base, base - drop);
        ck_assert_msg (rimau_mark_classify (RIMAU_SIDE_MEN, -base, -base + drop) == cases[i].mark,
                       "men, %d to %d", -base, -base + drop);
      }
}
END_TEST

START_TEST (test_mark_clamps_large_leads)
{
  int cap = RIMAU_ANALYSIS_SCORE_CAP;

  /* Far ahead either way: a smaller lead that is still large is no slip. */
  ck_assert_int_eq (rimau_mark_classify (RIMAU_SIDE_TIGERS, 2500, cap + 1), RIMAU_MARK_NONE);
  ck_assert_int_eq (rimau_mark_classify (RIMAU_SIDE_MEN, -2500, -cap), RIMAU_MARK_NONE);
  /* Far behind: losing more is no slip either. */
  ck_assert_int_eq (rimau_mark_classify (RIMAU_SIDE_TIGERS, -cap, -3000), RIMAU_MARK_NONE);
  /* Only what falls inside the cap counts. */
  ck_assert_int_eq (rimau_mark_classify (RIMAU_SIDE_TIGERS, 2000, cap - RIMAU_ANALYSIS_MISTAKE),
                    RIMAU_MARK_MISTAKE);
  ck_assert_int_eq (rimau_mark_classify (RIMAU_SIDE_MEN, -2000, -cap + RIMAU_ANALYSIS_INACCURACY),
                    RIMAU_MARK_INACCURACY);
  ck_assert_int_eq (rimau_mark_classify (RIMAU_SIDE_TIGERS, cap + 50, -cap), RIMAU_MARK_BLUNDER);
}
END_TEST

START_TEST (test_mark_forced_results)
{
  /* A missed forced win is a blunder, even with a large lead left. */
  ck_assert_int_eq (rimau_mark_classify (RIMAU_SIDE_TIGERS, WIN - 1, 1200), RIMAU_MARK_BLUNDER);
  ck_assert_int_eq (rimau_mark_classify (RIMAU_SIDE_TIGERS, WIN - 3, 0), RIMAU_MARK_BLUNDER);
  ck_assert_int_eq (rimau_mark_classify (RIMAU_SIDE_MEN, -(WIN - 5), -1200), RIMAU_MARK_BLUNDER);
  ck_assert_int_eq (rimau_mark_classify (RIMAU_SIDE_TIGERS, RIMAU_SCORE_KNOWN_WIN + 1, RIMAU_SCORE_KNOWN_WIN),
                    RIMAU_MARK_BLUNDER);
  /* Winning more slowly is not. */
  ck_assert_int_eq (rimau_mark_classify (RIMAU_SIDE_TIGERS, WIN - 1, WIN - 9), RIMAU_MARK_NONE);
  ck_assert_int_eq (rimau_mark_classify (RIMAU_SIDE_MEN, -(WIN - 2), -(WIN - 20)), RIMAU_MARK_NONE);
  ck_assert_int_eq (rimau_mark_classify (RIMAU_SIDE_TIGERS, WIN - 1, WIN), RIMAU_MARK_NONE);

  /* Walking into a forced loss is a blunder, from a lost position too. */
  ck_assert_int_eq (rimau_mark_classify (RIMAU_SIDE_TIGERS, 300, -(WIN - 2)), RIMAU_MARK_BLUNDER);
  ck_assert_int_eq (rimau_mark_classify (RIMAU_SIDE_TIGERS, -1500, -(WIN - 2)), RIMAU_MARK_BLUNDER);
  ck_assert_int_eq (rimau_mark_classify (RIMAU_SIDE_MEN, -300, WIN - 1), RIMAU_MARK_BLUNDER);
  ck_assert_int_eq (rimau_mark_classify (RIMAU_SIDE_MEN, 0, WIN), RIMAU_MARK_BLUNDER);
  /* A loss that was forced already is not made worse by coming sooner. */
  ck_assert_int_eq (rimau_mark_classify (RIMAU_SIDE_TIGERS, -(WIN - 9), -(WIN - 2)), RIMAU_MARK_NONE);
  ck_assert_int_eq (rimau_mark_classify (RIMAU_SIDE_MEN, WIN - 9, WIN - 1), RIMAU_MARK_NONE);
  /* Out of a forced loss is no mistake. */
  ck_assert_int_eq (rimau_mark_classify (RIMAU_SIDE_MEN, WIN - 9, 0), RIMAU_MARK_NONE);
}
END_TEST

START_TEST (test_mark_texts)
{
  ck_assert_str_eq (rimau_mark_to_string (RIMAU_MARK_NONE), "");
  ck_assert_str_eq (rimau_mark_to_string (RIMAU_MARK_INACCURACY), "?!");
  ck_assert_str_eq (rimau_mark_to_string (RIMAU_MARK_MISTAKE), "?");
  ck_assert_str_eq (rimau_mark_to_string (RIMAU_MARK_BLUNDER), "??");
}
END_TEST

START_TEST (test_score_format)
{
  static const struct { int score; const char *text; } cases[] = {
    { 0, "0.00" },
    { 125, "+1.25" },
    { -50, "-0.50" },
    { 5, "+0.05" },
    { -5, "-0.05" },
    { 1000, "+10.00" },
    { RIMAU_SCORE_KNOWN_WIN, "+290.00" },
    { RIMAU_SCORE_KNOWN_WIN + 1, "+M999" },
    { WIN - 3, "+M3" },
    { -(WIN - 3), "-M3" },
    { WIN - 1, "+M1" },
    { WIN, "+M0" },
    { -WIN, "-M0" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = rimau_score_format (cases[i].score);

      ck_assert_str_eq (text, cases[i].text);
    }

  ck_assert (rimau_score_is_forced (WIN - 1));
  ck_assert (rimau_score_is_forced (-WIN));
  ck_assert (!rimau_score_is_forced (RIMAU_SCORE_KNOWN_WIN));
  ck_assert (!rimau_score_is_forced (-RIMAU_SCORE_KNOWN_WIN));
  ck_assert (!rimau_score_is_forced (0));
}
END_TEST

/* ------------------------------------------------------------------------ */
/* The positions of a game                                                   */

START_TEST (test_copies_the_game)
{
  RimauRules rules = test_rules (RIMAU_VARIANT_RIMAU_RIMAU_A, RIMAU_CAPTURE_SINGLE, 10);
  g_autoptr(RimauGame) game = rimau_game_new (&rules);
  g_autoptr(RimauAnalysis) analysis = NULL;

  test_play (game, "xc4 xc5 xc6 -- @c5 c3-c2 @c4");
  /* The plies after the cursor are the game's too. */
  rimau_game_go_to (game, 2);
  analysis = rimau_analysis_new (game);

  ck_assert_uint_eq (rimau_game_get_cursor (game), 2);
  ck_assert_uint_eq (rimau_analysis_get_n_plies (analysis), 7);
  ck_assert_uint_eq (rimau_analysis_get_n_evaluated (analysis), 0);
  ck_assert (!rimau_analysis_is_complete (analysis));
  for (guint i = 0; i <= 7; i++)
    {
      ck_assert (rimau_position_equal (rimau_analysis_get_position (analysis, i),
                                       rimau_game_get_position_at (game, i)));
      ck_assert_ptr_null (rimau_analysis_get_evaluation (analysis, i));
    }
  for (guint i = 0; i < 7; i++)
    {
      ck_assert (rimau_move_equal (rimau_analysis_get_ply (analysis, i), rimau_game_get_ply (game, i)));
      ck_assert_int_eq (rimau_analysis_get_mark (analysis, i), RIMAU_MARK_NONE);
    }

  ck_assert (rimau_analysis_matches_game (analysis, game));
  /* A game that has gone another way from its cursor is not the one
   * analysed. */
  test_play (game, "xd6");
  ck_assert (!rimau_analysis_matches_game (analysis, game));
}
END_TEST

START_TEST (test_finished_positions_need_no_search)
{
  /* The tigers take the man the threshold allows and win. */
  g_autoptr(RimauGame) won = game_from (RIMAU_VARIANT_RIMAU_RIMAU_A, WON_IN_ONE, "c7xc5");
  RimauRules all_men = test_rules (RIMAU_VARIANT_SUMATRA, RIMAU_CAPTURE_SINGLE, 0);
  RimauPosition quiet = test_position (&all_men, ".T./.../...../...../...../...../...../.M./... t 0 - 99 70");
  g_autoptr(RimauGame) drawn = rimau_game_new_from_position (&quiet);
  g_autoptr(RimauAnalysis) analysis = analyse (won, 1, 100);
  g_autoptr(RimauAnalysis) draw = NULL;
  g_autoptr(GPtrArray) none = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  const RimauEvaluation *end = rimau_analysis_get_evaluation (analysis, 1);
  g_autofree char *start_score = score_text (analysis, 0);
  g_autofree char *end_score = score_text (analysis, 1);
  Watch watch = { NULL };

  ck_assert_int_eq (end->score, WIN);
  ck_assert_uint_eq (end->depth, 0);
  ck_assert_uint_eq (end->n_line, 0);
  ck_assert_str_eq (end_score, "+M0");
  ck_assert_str_eq (start_score, "+M1");
  assert_best_ply (analysis, 0, "c7xc5");
  ck_assert_int_eq (rimau_analysis_get_mark (analysis, 0), RIMAU_MARK_NONE);

  /* Only the finished position of a game drawn on the hundredth quiet
   * ply is known without a strategy; the other one is not searched. */
  test_play (drawn, "c9-c8");
  ck_assert_int_eq (rimau_game_get_outcome (drawn), RIMAU_OUTCOME_DRAW);
  draw = rimau_analysis_new (drawn);
  ck_assert (!run_watched (draw, none, 100, NULL, &watch, &error));
  assert_error (error, RIMAU_AI_ERROR, RIMAU_AI_ERROR_STRATEGY_FAILED);
  ck_assert_ptr_null (rimau_analysis_get_evaluation (draw, 0));
  ck_assert_int_eq (rimau_analysis_get_evaluation (draw, 1)->score, 0);
  ck_assert_uint_eq (watch.announced[1], 1);
}
END_TEST

START_TEST (test_only_ply_is_evaluated_after_it)
{
  /* The men on a1 are hemmed in: they can only pass, and a search says
   * nothing about a position without a choice. */
  RimauRules rules = test_rules (RIMAU_VARIANT_RIMAU_RIMAU_B, RIMAU_CAPTURE_SINGLE, 0);
  RimauPosition start = test_position (&rules, ".../.../...../...../...../...../...../T../MT. m 0 - 3 40");
  g_autoptr(RimauGame) game = rimau_game_new_from_position (&start);
  g_autoptr(RimauAnalysis) analysis = analyse (game, 1, 100);
  const RimauEvaluation *evaluation = rimau_analysis_get_evaluation (analysis, 0);

  assert_best_ply (analysis, 0, "--");
  ck_assert_uint_ge (evaluation->n_line, 2);
  ck_assert_uint_ge (evaluation->depth, 1);
}
END_TEST

/* ------------------------------------------------------------------------ */
/* Known mistakes                                                            */

START_TEST (test_finds_a_man_left_to_be_captured)
{
  /* c3-b4 leaves the man on b4 to the tiger on a5, which jumps to c3;
   * c3-b3 and others keep every man. */
  g_autoptr(RimauGame) game = game_from (RIMAU_VARIANT_RIMAU_RIMAU_A,
                                         ".../..M/M.MM./.TMMM/T.MM./...MM/M.MMM/.MM/... m 0 - 9 20",
                                         "c3-b4 a5xc3");
  g_autoptr(RimauAnalysis) analysis = analyse (game, 2, TIME_MS);
  g_autofree char *after = score_text (analysis, 1);

  ck_assert_msg (rimau_analysis_get_mark (analysis, 0) >= RIMAU_MARK_MISTAKE,
                 "c3-b4 should be a mistake at least; the tigers' side is %s after it", after);
  ck_assert_int_eq (rimau_analysis_get_mark (analysis, 1), RIMAU_MARK_NONE);
  ck_assert_uint_ge (rimau_analysis_count_marks (analysis, RIMAU_SIDE_MEN, RIMAU_MARK_MISTAKE) +
                     rimau_analysis_count_marks (analysis, RIMAU_SIDE_MEN, RIMAU_MARK_BLUNDER), 1);
  ck_assert_uint_eq (rimau_analysis_count_marks (analysis, RIMAU_SIDE_TIGERS, RIMAU_MARK_BLUNDER), 0);
}
END_TEST

START_TEST (test_finds_a_missed_win_in_one)
{
  /* Eleven men are left: c7xc5 takes the one the tigers need. */
  g_autoptr(RimauGame) game = game_from (RIMAU_VARIANT_RIMAU_RIMAU_A,
                                         ".../.../..T../..M../.M.M./MMMMM/MM.M./.../... t 0 - 0 30", "c7-b7");
  g_autoptr(RimauAnalysis) analysis = analyse (game, 2, TIME_MS);
  g_autofree char *best = score_text (analysis, 0);
  g_autofree char *after = score_text (analysis, 1);

  ck_assert_str_eq (best, "+M1");
  assert_best_ply (analysis, 0, "c7xc5");
  ck_assert_msg (!rimau_score_is_forced (rimau_analysis_get_evaluation (analysis, 1)->score),
                 "the tigers should have no forced win after c7-b7, not %s", after);
  ck_assert_int_eq (rimau_analysis_get_mark (analysis, 0), RIMAU_MARK_BLUNDER);
  ck_assert_uint_eq (rimau_analysis_count_marks (analysis, RIMAU_SIDE_TIGERS, RIMAU_MARK_BLUNDER), 1);
}
END_TEST

START_TEST (test_finds_tigers_walking_into_a_trap)
{
  g_autoptr(RimauGame) game = trap_game ("a6-a7 @a6");
  g_autoptr(RimauAnalysis) analysis = analyse (game, 2, TIME_MS);
  g_autofree char *after = score_text (analysis, 1);
  g_autofree char *end = score_text (analysis, 2);

  ck_assert_int_eq (rimau_game_get_outcome (game), RIMAU_OUTCOME_MEN);
  assert_best_ply (analysis, 0, "a6xa4");
  ck_assert_str_eq (after, "-M1");
  ck_assert_str_eq (end, "-M0");
  ck_assert_int_eq (rimau_analysis_get_mark (analysis, 0), RIMAU_MARK_BLUNDER);
  /* The men's drop is the best there is. */
  ck_assert_int_eq (rimau_analysis_get_mark (analysis, 1), RIMAU_MARK_NONE);
  ck_assert_uint_eq (rimau_analysis_count_marks (analysis, RIMAU_SIDE_TIGERS, RIMAU_MARK_BLUNDER), 1);
  ck_assert_uint_eq (rimau_analysis_count_marks (analysis, RIMAU_SIDE_MEN, RIMAU_MARK_BLUNDER), 0);
}
END_TEST

/* ------------------------------------------------------------------------ */
/* Runs                                                                      */

/* A game of 24 plies: the opening, then drops and steps. */
static RimauGame *
opening_game (void)
{
  RimauRules rules = test_rules (RIMAU_VARIANT_RIMAU_RIMAU_A, RIMAU_CAPTURE_SINGLE, 10);
  RimauGame *game = rimau_game_new (&rules);

  test_play (game, "xb4 xd4 xc5 c3-d4 @c3 d4xb4 @e5 c7xc5 @d2 c5xa5 @c7 b4-c4 @c2 c4-c5 @e7 c5xa7 "
                   "@d8 a7-b6 @c6 b6-b5 @a7 b5-b6 @d3 a5-a4");
  return game;
}

START_TEST (test_run_announces_each_position_once)
{
  g_autoptr(RimauGame) game = opening_game ();
  g_autoptr(RimauAnalysis) analysis = rimau_analysis_new (game);
  g_autoptr(GPtrArray) strategies = masters (2);
  g_autoptr(GError) error = NULL;
  guint n = rimau_game_get_n_plies (game);
  Watch watch = { NULL };

  ck_assert (run_watched (analysis, strategies, 20, NULL, &watch, &error));
  ck_assert (!watch.off_thread);
  for (guint i = 0; i <= n; i++)
    {
      const RimauEvaluation *evaluation = rimau_analysis_get_evaluation (analysis, i);

      ck_assert_uint_eq (watch.announced[i], 1);
      ck_assert_uint_ge (evaluation->n_line, 1);
      ck_assert (rimau_position_is_legal (rimau_analysis_get_position (analysis, i), &evaluation->line[0]));
    }
  ck_assert_uint_eq (watch.notified, n + 1);
  ck_assert_uint_eq (rimau_analysis_get_n_evaluated (analysis), n + 1);

  /* Nothing is left to do, and nothing is announced again. */
  memset (watch.announced, 0, sizeof watch.announced);
  ck_assert (run_watched (analysis, strategies, 20, NULL, &watch, &error));
  ck_assert_uint_eq (watch.announced[0], 0);
  /* The caller's game was never moved. */
  ck_assert_uint_eq (rimau_game_get_cursor (game), n);
}
END_TEST

/* An analysis of @game cancelled as the @n-th position is announced. */
static RimauAnalysis *
analyse_until_cancelled (RimauGame *game,
                         guint      n,
                         guint      time_ms)
{
  g_autoptr(RimauAnalysis) analysis = rimau_analysis_new (game);
  g_autoptr(GPtrArray) strategies = masters (1);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GError) error = NULL;
  Watch watch = { .cancel = cancellable, .cancel_after = n };

  ck_assert (!run_watched (analysis, strategies, time_ms, cancellable, &watch, &error));
  assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  return g_steal_pointer (&analysis);
}

START_TEST (test_cancel_keeps_what_is_known)
{
  g_autoptr(RimauGame) game = opening_game ();
  gint64 started = g_get_monotonic_time ();
  g_autoptr(RimauAnalysis) analysis = analyse_until_cancelled (game, 2, 300);
  g_autoptr(GPtrArray) strategies = masters (1);
  g_autoptr(GError) error = NULL;
  Watch watch = { NULL };
  guint known = 0;

  /* Two positions and the one being searched, not all 25. */
  ck_assert_int_lt (g_get_monotonic_time () - started, 10 * G_USEC_PER_SEC);
  for (guint i = 0; i <= rimau_game_get_n_plies (game); i++)
    known += rimau_analysis_get_evaluation (analysis, i) != NULL;
  ck_assert_uint_eq (known, 2);
  ck_assert_uint_eq (rimau_analysis_get_n_evaluated (analysis), 2);
  ck_assert (!rimau_analysis_is_complete (analysis));

  /* A new run goes on where the cancelled one stopped. */
  ck_assert (run_watched (analysis, strategies, 10, NULL, &watch, &error));
  ck_assert (rimau_analysis_is_complete (analysis));
  ck_assert_uint_eq (watch.n_announced, rimau_game_get_n_plies (game) + 1 - 2);
}
END_TEST

START_TEST (test_one_run_at_a_time)
{
  g_autoptr(RimauGame) game = opening_game ();
  g_autoptr(RimauAnalysis) analysis = rimau_analysis_new (game);
  g_autoptr(GPtrArray) strategies = masters (1);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GMainContext) context = g_main_context_new ();
  g_autoptr(GError) first_error = NULL;
  g_autoptr(GError) second_error = NULL;
  Watch first = { NULL }, second = { NULL };

  g_main_context_push_thread_default (context);
  rimau_analysis_run_async (analysis, strategies, 50, NULL, cancellable, run_done, &first);
  rimau_analysis_run_async (analysis, strategies, 50, NULL, NULL, run_done, &second);
  while (second.result == NULL)
    g_main_context_iteration (context, TRUE);
  ck_assert (!rimau_analysis_run_finish (analysis, second.result, &second_error));
  assert_error (second_error, G_IO_ERROR, G_IO_ERROR_PENDING);

  g_cancellable_cancel (cancellable);
  while (first.result == NULL)
    g_main_context_iteration (context, TRUE);
  g_main_context_pop_thread_default (context);
  ck_assert (!rimau_analysis_run_finish (analysis, first.result, &first_error));
  assert_error (first_error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_object (&first.result);
  g_clear_object (&second.result);
}
END_TEST

/* The misbehaving test players of tests/plugins: a failure, an illegal
 * ply, and a legal ply given late with no evaluation. Each leaves the one
 * position to search unknown, and says why. One a process: their modules
 * all name their type alike. */
static const struct { const char *id; int code; } misbehaving[] = {
  { "test-failing", RIMAU_AI_ERROR_STRATEGY_FAILED },
  { "test-illegal", RIMAU_AI_ERROR_ILLEGAL_ANSWER },
  { "test-stall", RIMAU_AI_ERROR_STRATEGY_FAILED },
};

START_TEST (test_misbehaving_strategies)
{
  g_autoptr(RimauGame) game = game_from (RIMAU_VARIANT_RIMAU_RIMAU_A, WON_IN_ONE, "c7xc5");
  g_autoptr(RimauAnalysis) analysis = rimau_analysis_new (game);
  g_autoptr(GPtrArray) strategies = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GError) error = NULL;
  const char *id = misbehaving[_i].id;
  RimauStrategy *strategy = rimau_plugin_loader_create_strategy (rimau_plugin_loader_get_default (), id, &error);
  Watch watch = { NULL };

  ck_assert_msg (strategy != NULL, "%s should load: %s", id, error ? error->message : "");
  g_ptr_array_add (strategies, strategy);
  ck_assert (!run_watched (analysis, strategies, 50, NULL, &watch, &error));
  ck_assert_msg (g_error_matches (error, RIMAU_AI_ERROR, misbehaving[_i].code), "%s: %s", id, error->message);
  ck_assert_ptr_null (rimau_analysis_get_evaluation (analysis, 0));
  ck_assert_ptr_nonnull (rimau_analysis_get_evaluation (analysis, 1));
}
END_TEST

/* ------------------------------------------------------------------------ */
/* The tag                                                                   */

static void
assert_same_analysis (RimauAnalysis *a,
                      RimauAnalysis *b)
{
  guint n = rimau_analysis_get_n_plies (a);

  ck_assert_uint_eq (rimau_analysis_get_n_plies (b), n);
  ck_assert_uint_eq (rimau_analysis_get_n_evaluated (b), rimau_analysis_get_n_evaluated (a));
  for (guint i = 0; i <= n; i++)
    {
      const RimauEvaluation *ea = rimau_analysis_get_evaluation (a, i);
      const RimauEvaluation *eb = rimau_analysis_get_evaluation (b, i);

      ck_assert_int_eq (ea == NULL, eb == NULL);
      if (ea == NULL)
        continue;
      ck_assert_int_eq (ea->score, eb->score);
      ck_assert_uint_eq (ea->depth, eb->depth);
      ck_assert_uint_eq (ea->n_line, eb->n_line);
      for (guint k = 0; k < ea->n_line; k++)
        ck_assert (rimau_move_equal (&ea->line[k], &eb->line[k]));
    }
  for (guint ply = 0; ply < n; ply++)
    ck_assert_int_eq (rimau_analysis_get_mark (a, ply), rimau_analysis_get_mark (b, ply));
}

START_TEST (test_tag_round_trip)
{
  g_autoptr(RimauGame) game = trap_game ("a6-a7 @a6");
  g_autoptr(RimauAnalysis) analysis = analyse (game, 2, 50);
  g_autoptr(RimauAnalysis) again = NULL;
  g_autoptr(RimauGame) read = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *tag = rimau_analysis_to_tag (analysis);
  g_autofree char *record = NULL;
  g_autofree char *tag_again = NULL;

  ck_assert (g_str_has_prefix (tag, "1 3 "));
  ck_assert_ptr_null (strchr (tag, '\n'));
  rimau_game_set_tag (game, RIMAU_ANALYSIS_TAG, tag);
  record = rimau_record_write (game);
  read = rimau_record_parse (record, strlen (record), NULL, NULL, &error);
  ck_assert_msg (read != NULL, "%s", error ? error->message : "");
  ck_assert_str_eq (rimau_game_get_tag (read, RIMAU_ANALYSIS_TAG), tag);

  again = rimau_analysis_new_from_tag (read, rimau_game_get_tag (read, RIMAU_ANALYSIS_TAG), &error);
  ck_assert_msg (again != NULL, "%s", error ? error->message : "");
  ck_assert (rimau_analysis_is_complete (again));
  ck_assert (rimau_analysis_matches_game (again, game));
  assert_same_analysis (analysis, again);
  tag_again = rimau_analysis_to_tag (again);
  ck_assert_str_eq (tag_again, tag);
  ck_assert_int_eq (rimau_analysis_get_mark (again, 0), RIMAU_MARK_BLUNDER);
}
END_TEST

START_TEST (test_tag_of_a_partial_analysis)
{
  g_autoptr(RimauGame) game = opening_game ();
  g_autoptr(RimauAnalysis) analysis = analyse_until_cancelled (game, 3, 30);
  g_autofree char *tag = rimau_analysis_to_tag (analysis);
  g_autoptr(RimauAnalysis) again = rimau_analysis_new_from_tag (game, tag, NULL);

  /* The unknown ones are empty entries. */
  ck_assert_ptr_nonnull (strstr (tag, "; ; "));
  ck_assert_ptr_nonnull (again);
  assert_same_analysis (analysis, again);
  ck_assert_uint_eq (rimau_analysis_get_n_evaluated (again), 3);
}
END_TEST

/* The tag of the trap game, with its entries replaced by @entries. */
static char *
tag_with_entries (RimauAnalysis *analysis,
                  const char    *entries)
{
  g_autofree char *tag = rimau_analysis_to_tag (analysis);

  *strchr (tag, ';') = '\0';
  return g_strconcat (tag, entries, NULL);
}

START_TEST (test_tag_entries_that_do_not_read)
{
  g_autoptr(RimauGame) game = trap_game ("a6-a7 @a6");
  g_autoptr(RimauAnalysis) blank = rimau_analysis_new (game);
  static const char * const bad_entries[] = {
    "; +3.04/13 a6-a7 a6-a5; -M1/2 @a6; -M0/0",    /* a line that is not legal */
    "; +3.04/13 zz9; -M1/2 @a6; -M0/0",            /* a line that is no plies */
    "; 3.4/13 a6xa4; -M1/2 @a6; -M0/0",             /* one decimal */
    "; +3.04 a6xa4; -M1/2 @a6; -M0/0",              /* no depth */
    "; +3,04/13 a6xa4; -M1/2 @a6; -M0/0",           /* a decimal comma */
    "; +M0/1 a6xa4; -M1/2 @a6; -M0/0",              /* over, where it is not */
    "; +1000.00/3 a6xa4; -M1/2 @a6; -M0/0",         /* beyond any score */
    "; M3/3 a6xa4; -M1/2 @a6; -M0/0",               /* a forced result of nobody's */
    "; +M1000/3 a6xa4; -M1/2 @a6; -M0/0",           /* too far to be forced */
    "; +0.12/9 a6xa4 a5-b5 a4-a5 b5-b4 a5-a6 @c8 a6-a5 @c9 a5-a6; -M1/2 @a6; -M0/0",  /* too long */
    "; \x01\xff/3; -M1/2 @a6; -M0/0",
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad_entries); i++)
    {
      g_autofree char *tag = tag_with_entries (blank, bad_entries[i]);
      g_autoptr(GError) error = NULL;
      g_autoptr(RimauAnalysis) analysis = rimau_analysis_new_from_tag (game, tag, &error);

      ck_assert_msg (analysis != NULL, "%s: %s", tag, error ? error->message : "");
      ck_assert_msg (rimau_analysis_get_evaluation (analysis, 0) == NULL, "%s: the first entry is read", tag);
      ck_assert_int_eq (rimau_analysis_get_evaluation (analysis, 1)->score, -(WIN - 1));
      ck_assert_int_eq (rimau_analysis_get_evaluation (analysis, 2)->score, -WIN);
    }

  /* Fewer entries leave the others unknown; more are not read; a
   * finished position is what the game says whatever its entry's score. */
  {
    g_autofree char *short_tag = tag_with_entries (blank, "; +3.04/13 a6xa4");
    g_autofree char *long_tag = tag_with_entries (blank, "; ; ; +0.00/0; +1.00/1 xc5");
    g_autoptr(RimauAnalysis) shorter = rimau_analysis_new_from_tag (game, short_tag, NULL);
    g_autoptr(RimauAnalysis) longer = rimau_analysis_new_from_tag (game, long_tag, NULL);

    ck_assert_int_eq (rimau_analysis_get_evaluation (shorter, 0)->score, 304);
    ck_assert_uint_eq (rimau_analysis_get_evaluation (shorter, 0)->depth, 13);
    ck_assert_uint_eq (rimau_analysis_get_n_evaluated (shorter), 1);
    ck_assert_uint_eq (rimau_analysis_get_n_evaluated (longer), 1);
    ck_assert_int_eq (rimau_analysis_get_evaluation (longer, 2)->score, -WIN);
  }
}
END_TEST

START_TEST (test_tag_that_is_no_analysis)
{
  g_autoptr(RimauGame) game = trap_game ("a6-a7 @a6");
  g_autoptr(RimauAnalysis) blank = rimau_analysis_new (game);
  g_autofree char *tag = rimau_analysis_to_tag (blank);
  g_autofree char *fingerprint = g_strndup (tag + 4, 16);
  static const struct { const char *text; int code; } cases[] = {
    { "", RIMAU_ANALYSIS_ERROR_INVALID },
    { ";;;", RIMAU_ANALYSIS_ERROR_INVALID },
    { "garbage", RIMAU_ANALYSIS_ERROR_INVALID },
    { "+0.12/3 a6xa4; -M1/2 @a6", RIMAU_ANALYSIS_ERROR_INVALID },
    { "1", RIMAU_ANALYSIS_ERROR_INVALID },
    { "1 3; ; ;", RIMAU_ANALYSIS_ERROR_INVALID },
    { "1 3 12345; ; ;", RIMAU_ANALYSIS_ERROR_INVALID },
    { "1 3 0123456789abcdeg; ; ;", RIMAU_ANALYSIS_ERROR_INVALID },
    { "1 x 0123456789abcdef; ; ;", RIMAU_ANALYSIS_ERROR_INVALID },
    { "1 3 0123456789abcdef extra; ; ;", RIMAU_ANALYSIS_ERROR_INVALID },
    { "99999999999 3 0123456789abcdef", RIMAU_ANALYSIS_ERROR_INVALID },
    { "2 3 0123456789abcdef; whatever comes next", RIMAU_ANALYSIS_ERROR_VERSION },
    { "1 3 0123456789abcdef; ; ;", RIMAU_ANALYSIS_ERROR_OTHER_GAME },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(RimauAnalysis) analysis = rimau_analysis_new_from_tag (game, cases[i].text, &error);

      ck_assert_msg (analysis == NULL, "“%s” should not read", cases[i].text);
      ck_assert_msg (g_error_matches (error, RIMAU_ANALYSIS_ERROR, cases[i].code),
                     "“%s”: %s", cases[i].text, error ? error->message : "no error");
    }

  /* The right number of positions, but not this game's. */
  {
    g_autoptr(GError) error = NULL;
    g_autofree char *wrong_count = g_strdup_printf ("1 4 %s; ; ; ;", fingerprint);
    g_autoptr(RimauAnalysis) analysis = rimau_analysis_new_from_tag (game, wrong_count, &error);

    ck_assert_ptr_null (analysis);
    assert_error (error, RIMAU_ANALYSIS_ERROR, RIMAU_ANALYSIS_ERROR_OTHER_GAME);
  }
}
END_TEST

START_TEST (test_tag_of_another_game)
{
  g_autoptr(RimauGame) game = trap_game ("a6-a7 @a6");
  /* The same number of plies, the same lines legal, another game. */
  g_autoptr(RimauGame) other = trap_game ("a6-a7 @d5");
  g_autoptr(RimauAnalysis) analysis = analyse (game, 1, 30);
  g_autofree char *tag = rimau_analysis_to_tag (analysis);
  g_autoptr(GError) error = NULL;
  g_autoptr(RimauAnalysis) misread = rimau_analysis_new_from_tag (other, tag, &error);

  ck_assert_ptr_null (misread);
  assert_error (error, RIMAU_ANALYSIS_ERROR, RIMAU_ANALYSIS_ERROR_OTHER_GAME);
  ck_assert (!rimau_analysis_matches_game (analysis, other));
}
END_TEST

int
main (void)
{
  Suite *suite = suite_create ("analysis");
  TCase *marks = tcase_create ("marks");
  TCase *positions = tcase_create ("positions");
  TCase *mistakes = tcase_create ("mistakes");
  TCase *runs = tcase_create ("runs");
  TCase *tag = tcase_create ("tag");

  tcase_add_test (marks, test_mark_thresholds);
  tcase_add_test (marks, test_mark_clamps_large_leads);
  tcase_add_test (marks, test_mark_forced_results);
  tcase_add_test (marks, test_mark_texts);
  tcase_add_test (marks, test_score_format);
  suite_add_tcase (suite, marks);

  tcase_add_test (positions, test_copies_the_game);
  tcase_add_test (positions, test_finished_positions_need_no_search);
  tcase_add_test (positions, test_only_ply_is_evaluated_after_it);
  suite_add_tcase (suite, positions);

  tcase_add_test (mistakes, test_finds_a_man_left_to_be_captured);
  tcase_add_test (mistakes, test_finds_a_missed_win_in_one);
  tcase_add_test (mistakes, test_finds_tigers_walking_into_a_trap);
  suite_add_tcase (suite, mistakes);

  tcase_add_test (runs, test_run_announces_each_position_once);
  tcase_add_test (runs, test_cancel_keeps_what_is_known);
  tcase_add_test (runs, test_one_run_at_a_time);
  tcase_add_loop_test (runs, test_misbehaving_strategies, 0, G_N_ELEMENTS (misbehaving));
  suite_add_tcase (suite, runs);

  tcase_add_test (tag, test_tag_round_trip);
  tcase_add_test (tag, test_tag_of_a_partial_analysis);
  tcase_add_test (tag, test_tag_entries_that_do_not_read);
  tcase_add_test (tag, test_tag_that_is_no_analysis);
  tcase_add_test (tag, test_tag_of_another_game);
  suite_add_tcase (suite, tag);

  return test_run_suite (suite);
}
