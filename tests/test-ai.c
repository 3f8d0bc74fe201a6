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

/* ------------------------------------------------------------------------ */
/* The searches                                                              */

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
ai_suite (void)
{
  Suite *suite = suite_create ("ai");
  TCase *loader = tcase_create ("loader");
  TCase *runner = tcase_create ("runner");
  TCase *play = tcase_create ("play");
  TCase *search = tcase_create ("search");

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
  return test_run_suite (ai_suite ());
}
