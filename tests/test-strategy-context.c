/* test-strategy-context.c — what a plugin's strategy sees of its host
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "rimau-ai.h"
#include "rimau-test.h"

/* A context as the runner makes one for @game's position. */
static RimauStrategyContext *
context_for_game (RimauGame    *game,
                  guint         time_ms,
                  GCancellable *cancellable)
{
  RimauSearchLimits limits = { .time_ms = time_ms, .depth = 7, .nodes = 12345 };
  RimauSearchRequest request;

  rimau_search_request_init_from_game (&request, game);
  return rimau_strategy_context_new (&request, &limits, cancellable);
}

static RimauGame *
start_game (void)
{
  RimauRules rules;

  rimau_rules_init (&rules, RIMAU_VARIANT_RIMAU_RIMAU_A);
  return rimau_game_new (&rules);
}

START_TEST (test_context_tells_its_api_version)
{
  g_autoptr(RimauGame) game = start_game ();
  g_autoptr(RimauStrategyContext) context = context_for_game (game, 0, NULL);

  ck_assert_uint_eq (rimau_strategy_context_get_api_version (context), RIMAU_PLUGIN_API_VERSION);
  ck_assert_uint_ge (RIMAU_PLUGIN_API_VERSION, 1);
}
END_TEST

START_TEST (test_context_tells_position_and_limits)
{
  g_autoptr(RimauGame) game = start_game ();
  g_autoptr(RimauStrategyContext) context = context_for_game (game, 900, NULL);
  g_autoptr(RimauPosition) copy = rimau_strategy_context_dup_position (context);

  ck_assert (rimau_position_equal (rimau_strategy_context_get_position (context),
                                   rimau_game_get_position (game)));
  ck_assert (rimau_position_equal (copy, rimau_game_get_position (game)));
  ck_assert (copy != rimau_strategy_context_get_position (context));
  ck_assert_uint_eq (rimau_strategy_context_get_time_ms (context), 900);
  ck_assert_uint_eq (rimau_strategy_context_get_depth (context), 7);
  ck_assert_uint_eq (rimau_strategy_context_get_nodes (context), 12345);
}
END_TEST

/* A tiger and a man go back and forth twice: the start stands on the
 * board for the third time, and the history says so. */
START_TEST (test_context_counts_repetitions)
{
  RimauRules rules = test_rules (RIMAU_VARIANT_SUMATRA, RIMAU_CAPTURE_SINGLE, 10);
  RimauPosition start = test_position (&rules, "MMM/MMM/..T../MMMMM/M...M/MMMMM/..T../.../... t 0 - 0 20");
  g_autoptr(RimauGame) game = rimau_game_new_from_position (&start);
  g_autoptr(RimauStrategyContext) context = NULL;
  const guint64 *keys;
  guint n_keys;

  test_play (game, "c7-b7 a6-a7 b7-c7 a7-a6 c7-b7 a6-a7 b7-c7 a7-a6");
  context = context_for_game (game, 0, NULL);

  keys = rimau_strategy_context_get_history (context, &n_keys);
  ck_assert_uint_eq (n_keys, 8);
  ck_assert (keys[0] == start.key);
  ck_assert (keys[7] == rimau_game_get_position_at (game, 7)->key);
  ck_assert_uint_eq (rimau_strategy_context_count_occurrences (context, &start), 3);
  ck_assert_uint_eq (rimau_strategy_context_count_occurrences (context, rimau_game_get_position_at (game, 1)), 2);
}
END_TEST

START_TEST (test_context_stops_once_cancelled)
{
  g_autoptr(RimauGame) game = start_game ();
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(RimauStrategyContext) context = context_for_game (game, 0, cancellable);

  ck_assert (!rimau_strategy_context_should_stop (context));
  g_cancellable_cancel (cancellable);
  ck_assert (rimau_strategy_context_should_stop (context));
}
END_TEST

START_TEST (test_context_stops_at_its_deadline)
{
  g_autoptr(RimauGame) game = start_game ();
  g_autoptr(RimauStrategyContext) context = context_for_game (game, 200, NULL);

  ck_assert (!rimau_strategy_context_should_stop (context));
  g_usleep (250 * G_TIME_SPAN_MILLISECOND);
  ck_assert (rimau_strategy_context_should_stop (context));
}
END_TEST

/* A strategy of this test: its first legal ply, with a made-up score and
 * line, the line's second ply illegal. */
#define TEST_TYPE_REPORTER (test_reporter_get_type ())
G_DECLARE_FINAL_TYPE (TestReporter, test_reporter, TEST, REPORTER, GObject)

struct _TestReporter
{
  GObject parent_instance;
};

static void test_reporter_init_strategy (RimauStrategyInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TestReporter, test_reporter, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (RIMAU_TYPE_STRATEGY, test_reporter_init_strategy))

static RimauMove *
test_reporter_choose (RimauStrategy         *strategy,
                      RimauStrategyContext  *context,
                      GError               **error)
{
  RimauMove moves[RIMAU_MAX_MOVES];
  RimauMove line[2];

  rimau_position_generate (rimau_strategy_context_get_position (context), moves);
  line[0] = line[1] = moves[0];
  rimau_strategy_context_report_score (context, 123, 4, 5678);
  rimau_strategy_context_report_line (context, line, G_N_ELEMENTS (line));
  return rimau_move_copy (&moves[0]);
}

static void
test_reporter_init_strategy (RimauStrategyInterface *iface)
{
  iface->choose = test_reporter_choose;
}

static void
test_reporter_class_init (TestReporterClass *klass)
{
}

static void
test_reporter_init (TestReporter *self)
{
}

static void
answer_arrived (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  GAsyncResult **answer = user_data;

  *answer = g_object_ref (result);
}

START_TEST (test_reports_reach_the_runner)
{
  g_autoptr(RimauGame) game = start_game ();
  g_autoptr(RimauStrategy) strategy = g_object_new (TEST_TYPE_REPORTER, NULL);
  g_autoptr(RimauPlayerRunner) runner = rimau_player_runner_new (strategy);
  g_autoptr(GAsyncResult) answer = NULL;
  g_autoptr(GError) error = NULL;
  RimauSearchReport report;
  RimauMove moves[RIMAU_MAX_MOVES];
  RimauMove move;

  rimau_player_runner_choose_async (runner, game, 1000, NULL, answer_arrived, &answer);
  while (answer == NULL)
    g_main_context_iteration (NULL, TRUE);
  ck_assert (rimau_player_runner_choose_finish (runner, answer, &move, &error));
  ck_assert_ptr_null (error);

  rimau_position_generate (rimau_game_get_position (game), moves);
  ck_assert (rimau_move_equal (&move, &moves[0]));
  ck_assert (rimau_player_runner_get_report (runner, &report));
  ck_assert (report.has_score);
  ck_assert_int_eq (report.score, 123);
  ck_assert_uint_eq (report.depth, 4);
  ck_assert_uint_eq (report.nodes, 5678);
  /* The same ply twice is no line: the runner keeps the legal part. */
  ck_assert_uint_eq (report.n_line, 1);
  ck_assert (rimau_move_equal (&report.line[0], &moves[0]));
}
END_TEST

static Suite *
strategy_context_suite (void)
{
  Suite *suite = suite_create ("strategy-context");
  TCase *context = tcase_create ("context");

  tcase_add_test (context, test_context_tells_its_api_version);
  tcase_add_test (context, test_context_tells_position_and_limits);
  tcase_add_test (context, test_context_counts_repetitions);
  tcase_add_test (context, test_context_stops_once_cancelled);
  tcase_add_test (context, test_context_stops_at_its_deadline);
  tcase_add_test (context, test_reports_reach_the_runner);
  suite_add_tcase (suite, context);

  return suite;
}

int
main (void)
{
  return test_run_suite (strategy_context_suite ());
}
