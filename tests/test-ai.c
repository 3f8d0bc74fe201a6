/* test-ai.c — computer players: loading, answering, and misbehaving
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runs with RIMAU_PLUGIN_PATH pointing at the build tree's plugins and at
 * the misbehaving test plugins of tests/plugins/.
 */

#define _GNU_SOURCE   /* gettid() */

#include "config.h"

#ifdef __linux__
#include <sys/resource.h>
#include <unistd.h>
#endif

#include "rimau-ai.h"
#include "rimau-test-ai.h"

static const char * const personality_ids[] = {
  "mat-jenin", "si-luncai", "pak-belalang", "sang-kancil", "hang-tuah",
};

/* Si Luncai, in Python, has Mat Jenin's strength and comes after him by
 * his id: between him and Pak Belalang. */
static const guint personality_strengths[] = { 1, 1, 2, 3, 4 };

/* ------------------------------------------------------------------------ */
/* A player that notes the thread it is asked in                            */

#define TEST_TYPE_THREAD_PROBE (test_thread_probe_get_type ())

G_DECLARE_FINAL_TYPE (TestThreadProbe, test_thread_probe, TEST, THREAD_PROBE, GObject)

struct _TestThreadProbe
{
  GObject  parent_instance;
  GThread *thread;
  int      niceness;
};

static void test_thread_probe_init_strategy (RimauStrategyInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TestThreadProbe, test_thread_probe, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (RIMAU_TYPE_STRATEGY, test_thread_probe_init_strategy))

static int
thread_niceness (void)
{
#ifdef __linux__
  return getpriority (PRIO_PROCESS, (id_t) gettid ());
#else
  return 0;
#endif
}

static RimauMove *
test_thread_probe_choose (RimauStrategy         *strategy,
                          RimauStrategyContext  *context,
                          GError               **error)
{
  TestThreadProbe *self = TEST_THREAD_PROBE (strategy);
  RimauMove moves[RIMAU_MAX_MOVES];

  self->thread = g_thread_self ();
  self->niceness = thread_niceness ();
  rimau_position_generate (rimau_strategy_context_get_position (context), moves);
  return rimau_move_copy (&moves[0]);
}

static void
test_thread_probe_init_strategy (RimauStrategyInterface *iface)
{
  iface->choose = test_thread_probe_choose;
}

static void
test_thread_probe_class_init (TestThreadProbeClass *klass)
{
}

static void
test_thread_probe_init (TestThreadProbe *self)
{
}

/* ------------------------------------------------------------------------ */
/* Positions of every phase, both sides, every variant                       */

enum {
  PHASE_REMOVAL,
  PHASE_RELOCATION_OR_PLACEMENT,
  PHASE_MEN_DROP,
  PHASE_TIGERS_WHILE_DROPPING,
  PHASE_MEN_STEP,
  PHASE_TIGERS_MOVEMENT,
  N_PHASES
};

static const char * const phase_names[] = {
  "removal", "relocation or placement", "men drop", "tigers while men drop",
  "men step", "tigers in the movement phase",
};

static int
phase_of (const RimauPosition *position)
{
  if (position->opening != RIMAU_OPENING_NONE)
    return position->removals_left > 0 ? PHASE_REMOVAL : PHASE_RELOCATION_OR_PLACEMENT;
  if (position->side == RIMAU_SIDE_MEN)
    return position->hand > 0 ? PHASE_MEN_DROP : PHASE_MEN_STEP;
  return position->hand > 0 ? PHASE_TIGERS_WHILE_DROPPING : PHASE_TIGERS_MOVEMENT;
}

/* One position of each phase, found in games where the tigers play at
 * random and the men drop and step where no man hangs, when they can. */
static void
find_phase_positions (RimauVariant   variant,
                      RimauPosition *found)
{
  gboolean have[N_PHASES] = { FALSE };
  guint64 rng = 7 + variant;
  RimauRules rules;

  rimau_rules_init (&rules, variant);
  for (guint game = 0; game < 500; game++)
    {
      RimauPosition position;

      rimau_position_init_start (&position, &rules);
      for (guint ply = 0; ply < 300 && rimau_position_outcome (&position) == RIMAU_OUTCOME_NONE; ply++)
        {
          RimauMove move;
          int phase = phase_of (&position);

          if (!have[phase])
            {
              found[phase] = position;
              have[phase] = TRUE;
            }
          for (guint tries = 0; tries < 20; tries++)
            {
              RimauPosition child = position;
              RimauMove jumps[16];

              ck_assert (rimau_position_random_move (&position, &rng, &move));
              rimau_position_apply (&child, &move);
              if (position.side == RIMAU_SIDE_TIGERS || rimau_generate_jumps (&child, jumps) == 0)
                break;
            }
          rimau_position_apply (&position, &move);
        }
    }

  /* The Sumatran game has no opening. */
  for (int phase = variant == RIMAU_VARIANT_SUMATRA ? PHASE_MEN_DROP : 0; phase < N_PHASES; phase++)
    ck_assert_msg (have[phase], "%s: no position of the phase “%s” found",
                   rimau_variant_to_id (variant), phase_names[phase]);
}

static void
assert_answers_legal_ply (RimauPlayerRunner   *runner,
                          const char          *id,
                          const RimauPosition *position)
{
  g_autoptr(RimauGame) game = rimau_game_new_from_position (position);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = rimau_position_to_string (position);
  RimauMove move;

  ck_assert_msg (choose (runner, game, 40, NULL, &move, &error),
                 "%s failed on %s: %s", id, text, error ? error->message : "");
  ck_assert_msg (rimau_position_is_legal (position, &move), "%s answered an illegal ply on %s", id, text);
  /* Choosing never plays. */
  ck_assert_uint_eq (rimau_game_get_n_plies (game), 0);
}

START_TEST (test_personalities_answer_every_phase)
{
  const char *id = personality_ids[_i];
  g_autoptr(RimauPlayerRunner) runner = runner_for (id);
  RimauRules b_rules = test_rules (RIMAU_VARIANT_RIMAU_RIMAU_B, RIMAU_CAPTURE_SINGLE, 0);
  /* The men on a1 are hemmed in by the tigers on b2 and c1: they pass. */
  RimauPosition pass = test_position (&b_rules, ".../.../...../...../...../...../...../T../MT. m 0 - 3 40");
  RimauSearchReport report;

  for (RimauVariant variant = 0; variant < RIMAU_N_VARIANTS; variant++)
    {
      RimauPosition positions[N_PHASES];

      find_phase_positions (variant, positions);
      for (int phase = variant == RIMAU_VARIANT_SUMATRA ? PHASE_MEN_DROP : 0; phase < N_PHASES; phase++)
        assert_answers_legal_ply (runner, id, &positions[phase]);
    }

  {
    g_autoptr(RimauGame) game = rimau_game_new_from_position (&pass);
    RimauMove move;

    ck_assert (choose (runner, game, 40, NULL, &move, NULL));
    ck_assert_int_eq (move.kind, RIMAU_MOVE_PASS);
  }

  ck_assert (rimau_player_runner_get_report (runner, &report));
  ck_assert_uint_eq (report.n_line, 1);
  ck_assert_int_eq (report.line[0].kind, RIMAU_MOVE_PASS);
}
END_TEST

/* ------------------------------------------------------------------------ */
/* The loader                                                                */

START_TEST (test_loader_lists_personalities_weakest_first)
{
  RimauPluginLoader *loader = rimau_plugin_loader_get_default ();
  GListModel *list = rimau_plugin_loader_get_personalities (loader);

  /* The test plugins are hidden. */
  ck_assert_uint_eq (g_list_model_get_n_items (list), G_N_ELEMENTS (personality_ids));
  for (guint i = 0; i < G_N_ELEMENTS (personality_ids); i++)
    {
      g_autoptr(RimauPersonality) personality = g_list_model_get_item (list, i);
      g_autofree char *id = NULL;
      guint strength;

      ck_assert_str_eq (rimau_personality_get_id (personality), personality_ids[i]);
      ck_assert_uint_eq (rimau_personality_get_strength (personality), personality_strengths[i]);
      ck_assert_ptr_eq (rimau_plugin_loader_find (loader, personality_ids[i]), personality);
      ck_assert_ptr_nonnull (rimau_personality_get_icon_name (personality));
      ck_assert (strlen (rimau_personality_get_description (personality)) > 20);

      g_object_get (personality, "id", &id, "strength", &strength, NULL);
      ck_assert_str_eq (id, personality_ids[i]);
      ck_assert_uint_eq (strength, personality_strengths[i]);
    }

  {
    g_autoptr(RimauPersonality) first = g_list_model_get_item (list, 0);
    g_autoptr(RimauPersonality) last = g_list_model_get_item (list, G_N_ELEMENTS (personality_ids) - 1);

    ck_assert_str_eq (rimau_personality_get_name (first), "Mat Jenin");
    ck_assert_str_eq (rimau_personality_get_name (last), "Hang Tuah");
  }

  ck_assert_ptr_nonnull (rimau_plugin_loader_find (loader, "test-illegal"));
  ck_assert_ptr_null (rimau_plugin_loader_find (loader, "nobody"));
}
END_TEST

START_TEST (test_loader_unknown_personality)
{
  g_autoptr(GError) error = NULL;
  RimauStrategy *strategy =
    rimau_plugin_loader_create_strategy (rimau_plugin_loader_get_default (), "nobody", &error);

  ck_assert_ptr_null (strategy);
  ck_assert (g_error_matches (error, RIMAU_AI_ERROR, RIMAU_AI_ERROR_UNKNOWN_PERSONALITY));
  ck_assert_str_eq (error->message, "There is no computer player “nobody”");
}
END_TEST

START_TEST (test_loader_finds_the_hint_personality)
{
  RimauPluginLoader *loader = rimau_plugin_loader_get_default ();
  RimauPersonality *hints = rimau_plugin_loader_find_master (loader);
  gboolean gives_hints;

  ck_assert_ptr_nonnull (hints);
  ck_assert_str_eq (rimau_personality_get_id (hints), "hang-tuah");
  ck_assert_ptr_eq (hints, rimau_plugin_loader_find (loader, "hang-tuah"));

  /* The master, and none of the others. */
  for (guint i = 0; i < G_N_ELEMENTS (personality_ids); i++)
    {
      const char *id = personality_ids[i];
      gboolean is_master = g_str_equal (id, "hang-tuah");

      ck_assert_msg (gives_hints_in (loader, id) == is_master, "%s", id);
      g_object_get (rimau_plugin_loader_find (loader, id), "gives-hints", &gives_hints, NULL);
      ck_assert (gives_hints == is_master);
    }

  /* A test plugin whose .plugin file has no X-Rimau-Hints key. */
  ck_assert (!gives_hints_in (loader, "test-illegal"));
}
END_TEST

START_TEST (test_plugin_that_fails_to_load)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(RimauPlayerRunner) runner = NULL;
  g_autoptr(RimauPlayerRunner) broken = runner_for ("test-broken");
  g_autoptr(RimauGame) game = NULL;
  RimauRules rules;
  RimauMove move;

  /* Its module is loaded in a process of its own, when it is to play. */
  rimau_rules_init (&rules, RIMAU_VARIANT_RIMAU_RIMAU_A);
  game = rimau_game_new (&rules);
  ck_assert (!choose (broken, game, 40, NULL, &move, &error));
  ck_assert (g_error_matches (error, RIMAU_AI_ERROR, RIMAU_AI_ERROR_PLUGIN_FAILED_TO_LOAD));
  ck_assert_msg (g_str_has_prefix (error->message, "The computer player “test-broken” could not be loaded"),
                 "%s", error->message);

  /* The others still work. */
  runner = runner_for ("pak-belalang");
  ck_assert (choose (runner, game, 40, NULL, &move, NULL));
  ck_assert_int_eq (move.kind, RIMAU_MOVE_REMOVE);
}
END_TEST

/* ------------------------------------------------------------------------ */
/* The runner                                                                */

/* The misbehaving players, in C and in Python: the runner's guarantees
 * hold for every language. */
static const char * const illegal_ids[] = { "test-illegal", "test-python-illegal" };
static const char * const stall_ids[] = { "test-stall", "test-python-stalls" };

START_TEST (test_illegal_answer_is_refused)
{
  g_autoptr(RimauPlayerRunner) runner = runner_for (illegal_ids[_i]);
  g_autoptr(RimauPlayerRunner) good = runner_for ("mat-jenin");
  g_autoptr(GError) error = NULL;
  g_autoptr(RimauGame) game = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  RimauRules rules;
  RimauMove move;

  rimau_rules_init (&rules, RIMAU_VARIANT_SUMATRA);
  game = rimau_game_new (&rules);
  before = rimau_position_to_string (rimau_game_get_position (game));

  ck_assert (!choose (runner, game, 200, NULL, &move, &error));
  ck_assert (g_error_matches (error, RIMAU_AI_ERROR, RIMAU_AI_ERROR_ILLEGAL_ANSWER));
  ck_assert_str_eq (error->message, "The computer player answered an illegal move, c3-c3");

  after = rimau_position_to_string (rimau_game_get_position (game));
  ck_assert_str_eq (before, after);
  ck_assert_uint_eq (rimau_game_get_n_plies (game), 0);

  ck_assert (choose (good, game, 40, NULL, &move, NULL));
  ck_assert (rimau_game_play (game, &move, NULL));
}
END_TEST

/* A player in Python whose code raises answers no ply and no error:
 * PyGObject prints the exception and returns NULL. */
static const char * const failing_ids[] = { "test-failing", "test-python-raises" };
static const char * const failing_messages[] = {
  "The computer player failed: the test player always fails",
  "The computer player failed without saying why",
};

START_TEST (test_failing_strategy)
{
  g_autoptr(RimauPlayerRunner) runner = runner_for (failing_ids[_i]);
  g_autoptr(RimauPlayerRunner) good = runner_for ("si-luncai");
  g_autoptr(GError) error = NULL;
  g_autoptr(RimauGame) game = NULL;
  RimauRules rules;
  RimauMove move;

  rimau_rules_init (&rules, RIMAU_VARIANT_RIMAU);
  game = rimau_game_new (&rules);
  ck_assert (!choose (runner, game, 200, NULL, &move, &error));
  ck_assert (g_error_matches (error, RIMAU_AI_ERROR, RIMAU_AI_ERROR_STRATEGY_FAILED));
  ck_assert_str_eq (error->message, failing_messages[_i]);
  ck_assert_uint_eq (rimau_game_get_n_plies (game), 0);

  /* Python still runs after an exception, and a player in it plays. */
  ck_assert (choose (good, game, 200, NULL, &move, NULL));
  ck_assert (rimau_game_play (game, &move, NULL));
}
END_TEST

START_TEST (test_deadline_is_enforced)
{
  g_autoptr(RimauPlayerRunner) runner = runner_for (stall_ids[_i]);
  g_autoptr(GError) error = NULL;
  g_autoptr(RimauGame) game = NULL;
  RimauRules rules;
  RimauMove move;

  rimau_rules_init (&rules, RIMAU_VARIANT_RIMAU_RIMAU_A);
  game = rimau_game_new (&rules);
  /* The plugin answers a legal ply after two seconds; the runner stops
   * waiting at 100 ms and its grace margin, and drops the late answer. */
  ck_assert_uint_lt (100 + rimau_player_runner_get_grace_ms (100), 2000);
  ck_assert (!choose (runner, game, 100, NULL, &move, &error));
  ck_assert (g_error_matches (error, RIMAU_AI_ERROR, RIMAU_AI_ERROR_TIMED_OUT));
  ck_assert_str_eq (error->message, "The computer player took longer than 0.1 s to answer");
  ck_assert_uint_eq (rimau_game_get_n_plies (game), 0);
}
END_TEST

static gboolean
cancel_later (gpointer user_data)
{
  g_cancellable_cancel (user_data);
  return G_SOURCE_REMOVE;
}

START_TEST (test_cancelling_a_long_search)
{
  const char *id = personality_ids[_i];
  g_autoptr(RimauPlayerRunner) runner = runner_for (id);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GMainContext) context = g_main_context_new ();
  g_autoptr(GSource) source = g_timeout_source_new (50);
  g_autoptr(GError) error = NULL;
  g_autoptr(RimauGame) game = NULL;
  RimauRules rules;
  RimauMove move;
  Answer answer;

  rimau_rules_init (&rules, RIMAU_VARIANT_RIMAU_RIMAU_B);
  game = rimau_game_new (&rules);

  g_source_set_callback (source, cancel_later, cancellable, NULL);
  g_source_attach (source, context);
  /* A minute to think, stopped after 50 ms; the two that use all their
   * time are the ones to stop. */
  ck_assert (!choose_on (context, runner, game, 60000, cancellable, &move, &answer, &error));
  g_clear_pointer (&answer.context, g_main_context_unref);
  ck_assert (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED));
  g_clear_error (&error);

  /* The search really stopped: the strategy thinks about one thing at a
   * time, so it could not answer within this deadline otherwise. */
  ck_assert_msg (choose (runner, game, 100, NULL, &move, &error), "%s", error ? error->message : "");
  ck_assert (rimau_position_is_legal (rimau_game_get_position (game), &move));
}
END_TEST

START_TEST (test_answer_arrives_on_callers_context)
{
  g_autoptr(RimauPlayerRunner) runner = runner_for ("pak-belalang");
  g_autoptr(GMainContext) context = g_main_context_new ();
  g_autoptr(RimauGame) game = NULL;
  RimauRules rules;
  RimauMove move;
  Answer answer;

  rimau_rules_init (&rules, RIMAU_VARIANT_SUMATRA);
  game = rimau_game_new (&rules);
  ck_assert (choose_on (context, runner, game, 50, NULL, &move, &answer, NULL));
  ck_assert_ptr_eq (answer.thread, g_thread_self ());
  ck_assert_ptr_eq (answer.context, context);
  g_main_context_unref (answer.context);
}
END_TEST

/* A search must leave the processor to the window that waits for it. */
START_TEST (test_search_thinks_at_a_lower_priority)
{
  g_autoptr(TestThreadProbe) probe = g_object_new (TEST_TYPE_THREAD_PROBE, NULL);
  g_autoptr(RimauPlayerRunner) runner = rimau_player_runner_new (RIMAU_STRATEGY (probe));
  g_autoptr(RimauGame) game = NULL;
  RimauRules rules;
  RimauMove move;

  rimau_rules_init (&rules, RIMAU_VARIANT_RIMAU_RIMAU_A);
  game = rimau_game_new (&rules);
  ck_assert (choose (runner, game, 1000, NULL, &move, NULL));
  ck_assert_ptr_nonnull (probe->thread);
  ck_assert_ptr_ne (probe->thread, g_thread_self ());
#ifdef __linux__
  ck_assert_int_eq (probe->niceness, MIN (thread_niceness () + 10, 19));
#endif
}
END_TEST

/* A paused runner's search waits: in the same time it looks at a small
 * part of the nodes it looks at when it goes on freely (a few thousand
 * against hundreds of thousands). */
START_TEST (test_paused_runner_holds_its_search)
{
  g_autoptr(RimauPlayerRunner) runner = runner_for ("hang-tuah");
  g_autoptr(RimauGame) game = NULL;
  RimauSearchReport free_report, paused_report;
  RimauRules rules;
  RimauMove move;

  rimau_rules_init (&rules, RIMAU_VARIANT_RIMAU_RIMAU_A);
  game = rimau_game_new (&rules);
  ck_assert (!rimau_player_runner_get_paused (runner));
  ck_assert (choose (runner, game, 300, NULL, &move, NULL));
  ck_assert (rimau_player_runner_get_report (runner, &free_report));

  rimau_player_runner_set_paused (runner, TRUE);
  ck_assert (rimau_player_runner_get_paused (runner));
  ck_assert (choose (runner, game, 300, NULL, &move, NULL));
  ck_assert (rimau_player_runner_get_report (runner, &paused_report));
  rimau_player_runner_set_paused (runner, FALSE);
  ck_assert (!rimau_player_runner_get_paused (runner));

  ck_assert_uint_gt (free_report.nodes, 0);
  ck_assert_uint_lt (paused_report.nodes * 4, free_report.nodes);
}
END_TEST

/* Iterates @context for up to @ms milliseconds, until @answer has come;
 * returns whether it has. */
static gboolean
answer_within (GMainContext *context,
               Answer       *answer,
               guint         ms)
{
  gint64 until = g_get_monotonic_time () + (gint64) ms * 1000;

  while (answer->result == NULL && g_get_monotonic_time () < until)
    if (!g_main_context_iteration (context, FALSE))
      g_usleep (1000);
  return answer->result != NULL;
}

static RimauGame *
new_game (RimauVariant variant)
{
  RimauRules rules;

  rimau_rules_init (&rules, variant);
  return rimau_game_new (&rules);
}

static gboolean
take_answer (RimauPlayerRunner  *runner,
             Answer             *answer,
             RimauMove          *move,
             GError            **error)
{
  gboolean ok = rimau_player_runner_choose_finish (runner, answer->result, move, error);

  g_clear_object (&answer->result);
  g_clear_pointer (&answer->context, g_main_context_unref);
  return ok;
}

/* A suspended search holds still, its deadline too, for as long as it is
 * suspended, and once resumed goes on to answer a legal ply in its time. */
START_TEST (test_suspended_runner_holds_its_search)
{
  const char *id = personality_ids[_i];
  g_autoptr(RimauPlayerRunner) runner = runner_for (id);
  g_autoptr(GMainContext) context = g_main_context_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(RimauGame) game = new_game (RIMAU_VARIANT_RIMAU_RIMAU_B);
  Answer answer = { NULL };
  RimauSearchReport report;
  RimauMove move;

  g_main_context_push_thread_default (context);
  rimau_player_runner_choose_async (runner, game, 300, NULL, answer_arrived, &answer);
  ck_assert (answer_within (context, &answer, 50) == FALSE);
  rimau_player_runner_set_suspended (runner, TRUE);
  ck_assert (rimau_player_runner_get_suspended (runner));
  /* Far past its time and the runner's grace. */
  ck_assert_uint_lt (300 + rimau_player_runner_get_grace_ms (300), 1200);
  ck_assert (!answer_within (context, &answer, 1200));

  rimau_player_runner_set_suspended (runner, FALSE);
  ck_assert (!rimau_player_runner_get_suspended (runner));
  ck_assert (answer_within (context, &answer, 5000));
  g_main_context_pop_thread_default (context);

  ck_assert_msg (take_answer (runner, &answer, &move, &error), "%s", error ? error->message : "");
  ck_assert (rimau_position_is_legal (rimau_game_get_position (game), &move));
  ck_assert (rimau_player_runner_get_report (runner, &report));
  ck_assert_uint_gt (report.nodes, 0);
}
END_TEST

/* A hurried search answers at once the best ply it has found, legal,
 * long before its time; suspended or not. */
START_TEST (test_hurried_search_answers_at_once)
{
  const char *id = personality_ids[3 + _i / 2];
  gboolean suspended = _i % 2 == 1;
  g_autoptr(RimauPlayerRunner) runner = runner_for (id);
  g_autoptr(GMainContext) context = g_main_context_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(RimauGame) game = new_game (RIMAU_VARIANT_RIMAU_RIMAU_B);
  Answer answer = { NULL };
  RimauMove move;
  gint64 hurried;

  /* Nothing to hurry: nothing happens. */
  rimau_player_runner_hurry (runner);

  g_main_context_push_thread_default (context);
  rimau_player_runner_choose_async (runner, game, 60000, NULL, answer_arrived, &answer);
  ck_assert (!answer_within (context, &answer, 200));
  rimau_player_runner_set_suspended (runner, suspended);
  hurried = g_get_monotonic_time ();
  rimau_player_runner_hurry (runner);
  ck_assert (answer_within (context, &answer, 2000));
  ck_assert_int_lt (g_get_monotonic_time () - hurried, 2 * G_USEC_PER_SEC);
  g_main_context_pop_thread_default (context);

  ck_assert_msg (take_answer (runner, &answer, &move, &error), "%s", error ? error->message : "");
  ck_assert (rimau_position_is_legal (rimau_game_get_position (game), &move));
  rimau_player_runner_set_suspended (runner, FALSE);
}
END_TEST

/* A search asked for while the runner is suspended holds still from the
 * start. */
START_TEST (test_search_started_suspended)
{
  g_autoptr(RimauPlayerRunner) runner = runner_for ("hang-tuah");
  g_autoptr(GMainContext) context = g_main_context_new ();
  g_autoptr(RimauGame) game = new_game (RIMAU_VARIANT_RIMAU_RIMAU_B);
  Answer answer = { NULL };
  RimauMove move;

  rimau_player_runner_set_suspended (runner, TRUE);
  g_main_context_push_thread_default (context);
  rimau_player_runner_choose_async (runner, game, 100, NULL, answer_arrived, &answer);
  ck_assert (!answer_within (context, &answer, 800));
  rimau_player_runner_set_suspended (runner, FALSE);
  ck_assert (answer_within (context, &answer, 5000));
  g_main_context_pop_thread_default (context);

  ck_assert (take_answer (runner, &answer, &move, NULL));
  ck_assert (rimau_position_is_legal (rimau_game_get_position (game), &move));
}
END_TEST

/* A suspended search that is no longer wanted is let go: the strategy
 * thinks about one thing at a time, so the next search could not answer
 * otherwise. */
START_TEST (test_cancelling_a_suspended_search)
{
  g_autoptr(RimauPlayerRunner) runner = runner_for ("hang-tuah");
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GMainContext) context = g_main_context_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(RimauGame) game = new_game (RIMAU_VARIANT_RIMAU_RIMAU_B);
  Answer answer = { NULL };
  RimauMove move;

  g_main_context_push_thread_default (context);
  rimau_player_runner_choose_async (runner, game, 60000, cancellable, answer_arrived, &answer);
  ck_assert (!answer_within (context, &answer, 100));
  rimau_player_runner_set_suspended (runner, TRUE);
  g_cancellable_cancel (cancellable);
  ck_assert (answer_within (context, &answer, 1000));
  g_main_context_pop_thread_default (context);
  ck_assert (!take_answer (runner, &answer, &move, &error));
  ck_assert (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED));

  /* Still suspended: this one holds still, and is resumed. */
  rimau_player_runner_set_suspended (runner, FALSE);
  ck_assert (choose (runner, game, 100, NULL, &move, NULL));
  ck_assert (rimau_position_is_legal (rimau_game_get_position (game), &move));
}
END_TEST

START_TEST (test_no_ply_when_the_game_is_over)
{
  g_autoptr(RimauPlayerRunner) runner = runner_for ("hang-tuah");
  RimauRules rules = test_rules (RIMAU_VARIANT_RIMAU_RIMAU_A, RIMAU_CAPTURE_SINGLE, 10);
  /* Ten men left: the tigers have won. */
  RimauPosition over = test_position (&rules, ".../.../..T../MMMMM/MMMMM/...../..T../.../... m 0 - 0 30");
  g_autoptr(RimauGame) game = rimau_game_new_from_position (&over);
  g_autoptr(GError) error = NULL;
  RimauMove move;

  ck_assert (!choose (runner, game, 50, NULL, &move, &error));
  ck_assert (g_error_matches (error, RIMAU_AI_ERROR, RIMAU_AI_ERROR_NO_LEGAL_PLY));
}
END_TEST

START_TEST (test_request_carries_history)
{
  RimauRules rules = test_rules (RIMAU_VARIANT_SUMATRA, RIMAU_CAPTURE_SINGLE, 10);
  g_autoptr(RimauGame) game = NULL;
  RimauPosition start = test_position (&rules, "MMM/MMM/..T../MMMMM/M...M/MMMMM/..T../.../... t 0 - 0 20");
  RimauSearchRequest request;

  game = rimau_game_new_from_position (&start);
  ck_assert (rimau_game_play_text (game, "c7-b7", NULL));
  ck_assert (rimau_game_play_text (game, "a6-a7", NULL));
  ck_assert (rimau_game_play_text (game, "b7-c7", NULL));
  rimau_search_request_init_from_game (&request, game);

  ck_assert_uint_eq (request.n_history, 3);
  ck_assert_uint_eq (request.history[0], rimau_game_get_position_at (game, 0)->key);
  ck_assert_uint_eq (request.history[2], rimau_game_get_position_at (game, 2)->key);
  ck_assert_uint_eq (request.position.key, rimau_game_get_position (game)->key);
}
END_TEST

static Suite *
ai_suite (void)
{
  Suite *suite = suite_create ("ai");
  TCase *loader = tcase_create ("loader");
  TCase *runner = tcase_create ("runner");
  TCase *play = tcase_create ("play");

  tcase_add_test (loader, test_loader_lists_personalities_weakest_first);
  tcase_add_test (loader, test_loader_unknown_personality);
  tcase_add_test (loader, test_loader_finds_the_hint_personality);
  tcase_add_test (loader, test_plugin_that_fails_to_load);
  suite_add_tcase (suite, loader);

  tcase_add_loop_test (runner, test_illegal_answer_is_refused, 0, G_N_ELEMENTS (illegal_ids));
  tcase_add_loop_test (runner, test_failing_strategy, 0, G_N_ELEMENTS (failing_ids));
  tcase_add_loop_test (runner, test_deadline_is_enforced, 0, G_N_ELEMENTS (stall_ids));
  tcase_add_loop_test (runner, test_cancelling_a_long_search, 3, G_N_ELEMENTS (personality_ids));
  tcase_add_test (runner, test_answer_arrives_on_callers_context);
  tcase_add_test (runner, test_search_thinks_at_a_lower_priority);
  tcase_add_test (runner, test_paused_runner_holds_its_search);
  tcase_add_loop_test (runner, test_suspended_runner_holds_its_search, 3, G_N_ELEMENTS (personality_ids));
  tcase_add_loop_test (runner, test_hurried_search_answers_at_once, 0, 4);
  tcase_add_test (runner, test_search_started_suspended);
  tcase_add_test (runner, test_cancelling_a_suspended_search);
  tcase_add_test (runner, test_no_ply_when_the_game_is_over);
  tcase_add_test (runner, test_request_carries_history);
  suite_add_tcase (suite, runner);

  tcase_add_loop_test (play, test_personalities_answer_every_phase, 0, G_N_ELEMENTS (personality_ids));
  tcase_set_timeout (play, 300);
  suite_add_tcase (suite, play);

  return suite;
}

int
main (void)
{
  return test_run_suite (ai_suite ());
}
