/* test-player-process.c — personalities that play in a process of their own
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each misbehaviour of tests/plugins, in C and in Python: whatever the
 * module does, the runner answers an error that says what happened, the
 * game is as it was, the process is gone, and no thread of the program is
 * left behind. None of it waits for a time: each test waits for the event
 * it checks.
 */

#include "config.h"

#include <errno.h>
#include <signal.h>
#include <sys/types.h>

#include "rimau-ai.h"
#include "rimau-player-process.h"
#include "rimau-test-ai.h"

typedef struct
{
  const char *id;
  int         code;
  const char *message;
} Misbehaviour;

static const Misbehaviour misbehaviours[] = {
  { "test-crash", RIMAU_AI_ERROR_PLAYER_DIED, "The computer player crashed (*)" },
  { "test-python-crash", RIMAU_AI_ERROR_PLAYER_DIED, "The computer player crashed (*)" },
  { "test-exit", RIMAU_AI_ERROR_PLAYER_DIED, "The computer player quit with status 3" },
  { "test-python-exit", RIMAU_AI_ERROR_PLAYER_DIED, "The computer player quit with status 3" },
  { "test-loop", RIMAU_AI_ERROR_TIMED_OUT, "The computer player took longer than 0.2 s to answer" },
  { "test-python-loop", RIMAU_AI_ERROR_TIMED_OUT, "The computer player took longer than 0.2 s to answer" },
  { "test-garbage", RIMAU_AI_ERROR_BAD_CHANNEL, "The computer player sent something that is not an answer*" },
  { "test-python-garbage", RIMAU_AI_ERROR_BAD_CHANNEL, "The computer player sent something that is not an answer*" },
  { "test-flood", RIMAU_AI_ERROR_BAD_CHANNEL, "The computer player wrote more than 1024 KiB of messages" },
  { "test-python-flood", RIMAU_AI_ERROR_BAD_CHANNEL, "The computer player wrote more than 1024 KiB of messages" },
};

static guint
count_threads (void)
{
  g_autoptr(GDir) dir = g_dir_open ("/proc/self/task", 0, NULL);
  guint n = 0;

  ck_assert_ptr_nonnull (dir);
  while (g_dir_read_name (dir) != NULL)
    n++;
  return n;
}

static RimauPlayerProcess *
process_of (RimauPlayerRunner *runner)
{
  RimauStrategy *strategy = rimau_player_runner_get_strategy (runner);

  ck_assert (RIMAU_IS_PLAYER_PROCESS (strategy));
  return RIMAU_PLAYER_PROCESS (strategy);
}

/* Remembers the process id of each process started. */
static void
note_process (RimauPlayerProcess *process,
              GParamSpec         *pspec,
              GArray             *pids)
{
  const char *identifier = rimau_player_process_get_identifier (process);
  pid_t pid;

  if (identifier == NULL)
    return;
  pid = (pid_t) g_ascii_strtoll (identifier, NULL, 10);
  g_array_append_val (pids, pid);
}

/* Waits until @pid is no process at all, reaped: GLib reaps its children
 * in a thread of its own. */
static void
assert_process_gone (pid_t pid)
{
  /* Not a measure of time, a guard against a test that would hang. */
  for (guint tries = 0; kill (pid, 0) == 0; tries++)
    {
      ck_assert_msg (tries < 30000, "process %d is still there", (int) pid);
      g_usleep (1000);
    }
  ck_assert_int_eq (errno, ESRCH);
}

static RimauGame *
start_game (void)
{
  RimauRules rules;

  rimau_rules_init (&rules, RIMAU_VARIANT_RIMAU_RIMAU_A);
  return rimau_game_new (&rules);
}

START_TEST (test_misbehaving_player_is_an_error)
{
  const Misbehaviour *misbehaviour = &misbehaviours[_i];
  g_autoptr(RimauPlayerRunner) good = runner_for ("si-luncai");
  g_autoptr(RimauPlayerRunner) runner = runner_for (misbehaviour->id);
  g_autoptr(GArray) pids = g_array_new (FALSE, FALSE, sizeof (pid_t));
  g_autoptr(RimauGame) game = start_game ();
  g_autoptr(GError) error = NULL;
  g_autofree char *before = test_position_text (game);
  g_autofree char *after = NULL;
  guint threads;
  RimauMove move;

  /* One good ply first, so that whatever GLib starts once is started. */
  ck_assert (choose (good, game, 40, NULL, &move, NULL));
  threads = count_threads ();

  g_signal_connect (process_of (runner), "notify::running", G_CALLBACK (note_process), pids);
  ck_assert (!choose (runner, game, 200, NULL, &move, &error));
  ck_assert_msg (g_error_matches (error, RIMAU_AI_ERROR, misbehaviour->code), "%s: %s (%d)",
                 misbehaviour->id, error->message, error->code);
  ck_assert_msg (g_pattern_match_simple (misbehaviour->message, error->message), "%s: %s",
                 misbehaviour->id, error->message);

  /* The game is as it was, and goes on. */
  after = test_position_text (game);
  ck_assert_str_eq (after, before);
  ck_assert_uint_eq (rimau_game_get_n_plies (game), 0);
  ck_assert (choose (good, game, 40, NULL, &move, NULL));

  /* The process went when the error came: nothing of it runs on. */
  ck_assert (!rimau_player_process_get_running (process_of (runner)));
  ck_assert_uint_eq (pids->len, 1);
  assert_process_gone (g_array_index (pids, pid_t, 0));
  ck_assert_uint_eq (count_threads (), threads);
}
END_TEST

/* After a crash the next ply asked for starts a new process. */
START_TEST (test_new_process_after_a_crash)
{
  g_autoptr(RimauPlayerRunner) runner = runner_for ("test-crash");
  g_autoptr(GArray) pids = g_array_new (FALSE, FALSE, sizeof (pid_t));
  g_autoptr(RimauGame) game = start_game ();
  RimauMove move;

  g_signal_connect (process_of (runner), "notify::running", G_CALLBACK (note_process), pids);
  for (guint i = 0; i < 2; i++)
    {
      g_autoptr(GError) error = NULL;

      ck_assert (!choose (runner, game, 200, NULL, &move, &error));
      ck_assert (g_error_matches (error, RIMAU_AI_ERROR, RIMAU_AI_ERROR_PLAYER_DIED));
    }
  ck_assert_uint_eq (pids->len, 2);
  ck_assert_int_ne (g_array_index (pids, pid_t, 0), g_array_index (pids, pid_t, 1));
}
END_TEST

/* A good player keeps its process from ply to ply, and it goes with the
 * runner. */
START_TEST (test_process_lasts_the_game)
{
  g_autoptr(RimauPlayerRunner) runner = runner_for ("si-luncai");
  g_autoptr(GArray) pids = g_array_new (FALSE, FALSE, sizeof (pid_t));
  g_autoptr(RimauGame) game = start_game ();
  RimauSearchReport report;

  g_signal_connect (process_of (runner), "notify::running", G_CALLBACK (note_process), pids);
  for (guint i = 0; i < 6; i++)
    {
      g_autoptr(GError) error = NULL;
      RimauMove move;

      ck_assert_msg (choose (runner, game, 40, NULL, &move, &error), "%s", error ? error->message : "");
      ck_assert (rimau_game_play (game, &move, NULL));
    }
  ck_assert_uint_eq (pids->len, 1);
  ck_assert (rimau_player_process_get_running (process_of (runner)));
  /* What the module reported came through the channel. */
  ck_assert (rimau_player_runner_get_report (runner, &report));
  ck_assert_uint_ge (report.n_line, 1);

  g_clear_object (&runner);
  assert_process_gone (g_array_index (pids, pid_t, 0));
}
END_TEST

/* Stopped, a process answers at once with what it has; one that does not
 * stop when told is killed. */
START_TEST (test_move_now_reaches_the_process)
{
  g_autoptr(RimauPlayerRunner) runner = runner_for ("test-python-stalls");
  g_autoptr(GMainContext) context = g_main_context_new ();
  g_autoptr(RimauGame) game = start_game ();
  g_autoptr(GError) error = NULL;
  Answer answer = { NULL };
  RimauMove move;

  /* Ten seconds to think; told to hurry as soon as it thinks. */
  g_main_context_push_thread_default (context);
  g_signal_connect_swapped (process_of (runner), "started", G_CALLBACK (rimau_player_runner_hurry), runner);
  rimau_player_runner_choose_async (runner, game, 10000, NULL, answer_arrived, &answer);
  while (answer.result == NULL)
    g_main_context_iteration (context, TRUE);
  g_main_context_pop_thread_default (context);

  /* It sleeps two seconds, deaf: killed a second after being told. */
  ck_assert (!rimau_player_runner_choose_finish (runner, answer.result, &move, &error));
  ck_assert (g_error_matches (error, RIMAU_AI_ERROR, RIMAU_AI_ERROR_TIMED_OUT));
  ck_assert_str_eq (error->message, "The computer player did not stop when asked to");
  ck_assert (!rimau_player_process_get_running (process_of (runner)));
  g_clear_object (&answer.result);
  g_clear_pointer (&answer.context, g_main_context_unref);
}
END_TEST

START_TEST (test_missing_program_is_an_error)
{
  g_autoptr(RimauPlayerRunner) runner = runner_for ("si-luncai");
  g_autoptr(RimauGame) game = start_game ();
  g_autoptr(GError) error = NULL;
  g_autofree char *program = g_strdup (g_getenv (RIMAU_PLAYER_PROGRAM_VARIABLE));
  RimauMove move;

  g_setenv (RIMAU_PLAYER_PROGRAM_VARIABLE, "/nonexistent/rimau-player", TRUE);
  ck_assert (!choose (runner, game, 40, NULL, &move, &error));
  g_setenv (RIMAU_PLAYER_PROGRAM_VARIABLE, program, TRUE);
  ck_assert (g_error_matches (error, RIMAU_AI_ERROR, RIMAU_AI_ERROR_NO_PLAYER_PROCESS));
  ck_assert (g_str_has_prefix (error->message, "The computer player could not be started: "));
}
END_TEST

static Suite *
player_process_suite (void)
{
  Suite *suite = suite_create ("player-process");
  TCase *misbehaving = tcase_create ("misbehaving");
  TCase *lifetime = tcase_create ("lifetime");

  tcase_add_loop_test (misbehaving, test_misbehaving_player_is_an_error, 0, G_N_ELEMENTS (misbehaviours));
  tcase_add_test (misbehaving, test_new_process_after_a_crash);
  tcase_add_test (misbehaving, test_move_now_reaches_the_process);
  suite_add_tcase (suite, misbehaving);
  tcase_add_test (lifetime, test_process_lasts_the_game);
  tcase_add_test (lifetime, test_missing_program_is_an_error);
  suite_add_tcase (suite, lifetime);
  return suite;
}

int
main (void)
{
  return test_run_suite (player_process_suite ());
}
