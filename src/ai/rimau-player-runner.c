/* rimau-player-runner.c — lets a strategy think in a thread, safely
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A request runs as a job: a copy of the position, a worker GTask that
 * calls the strategy in a thread of its own, at a lower priority than the
 * caller's, and the caller's GTask, which the first of three things
 * answers on the caller's main context: the worker's answer, the deadline,
 * or the caller's cancellation. Whatever comes later is dropped, so a
 * late, failed or illegal answer never reaches the game.
 *
 * Each job's search passes a gate of its own. Through it the caller pauses
 * the runner's searches for a moment (while a frame is drawn), or suspends
 * them for as long as it likes: a suspended search holds still, its clock
 * and its deadline with it, and goes on where it was once resumed. The
 * caller can also hurry a search: it stops and answers the best ply it has
 * found so far, checked as any other answer is.
 *
 * A strategy that is a RimauPlayerProcess, a module playing in a process
 * of its own, is asked on the caller's main context instead, and the same
 * things are said to it as messages: its time starts when the process has
 * been asked, a missed deadline kills the process, a hurry or a
 * cancellation tells it to stop, a suspension holds it still.
 */

#define _GNU_SOURCE   /* gettid() */

#include "config.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#ifdef __linux__
#include <sys/resource.h>
#include <unistd.h>
#endif

#include "rimau-ai-error.h"
#include "rimau-player-process.h"
#include "rimau-player-runner.h"
#include "rimau-search-private.h"
#include "rimau-seconds.h"

struct _RimauPlayerRunner
{
  GObject            parent_instance;

  RimauStrategy     *strategy;
  /* The strategy, when it plays in a process of its own. */
  RimauPlayerProcess *process;
  /* Held by the worker while the strategy thinks: a strategy thinks about
   * one thing at a time, even when a request that timed out still runs. */
  GMutex             thinking;
  /* The jobs whose searches still run, answered or not; their gates are
   * closed while the caller has the searches paused, and those of the
   * unanswered ones held while it has them suspended. */
  GPtrArray         *jobs;
  gboolean           paused;
  gboolean           suspended;
  gboolean           neutral;

  gboolean           has_report;
  RimauSearchReport  report;
};

G_DEFINE_FINAL_TYPE (RimauPlayerRunner, rimau_player_runner, G_TYPE_OBJECT)

typedef struct
{
  gatomicrefcount     ref_count;
  RimauPlayerRunner  *runner;
  RimauSearchRequest  request;
  RimauSearchLimits   limits;
  RimauSearchGate    *gate;
  GCancellable       *worker_cancellable;
  /* Set when the caller wants the best ply found so far, at once: the
   * worker's cancellable is cancelled, and the answer still counts. */
  gint                hurried;

  /* The caller's side, used on its main context only; task is NULL once
   * it has been answered. */
  GTask              *task;
  GSource            *deadline;
  GSource            *cancelled;
  /* While suspended, the time left to the deadline. */
  gint64              deadline_left_us;
  /* Whether the strategy's time runs: at once in a thread, once asked in
   * a process. */
  gboolean            started;

  /* The worker's answer. */
  gboolean            ok;
  RimauMove           move;
  RimauSearchReport   report;
  GError             *error;
} Job;

static Job *
job_ref (Job *job)
{
  g_atomic_ref_count_inc (&job->ref_count);
  return job;
}

static void
job_unref (gpointer data)
{
  Job *job = data;

  if (!g_atomic_ref_count_dec (&job->ref_count))
    return;

  g_assert (job->task == NULL && job->deadline == NULL && job->cancelled == NULL);
  g_clear_object (&job->worker_cancellable);
  g_clear_pointer (&job->gate, rimau_search_gate_free);
  g_clear_error (&job->error);
  g_clear_object (&job->runner);
  g_free (job);
}

static void
rimau_player_runner_finalize (GObject *object)
{
  RimauPlayerRunner *self = (RimauPlayerRunner *) object;

  if (self->process != NULL)
    g_signal_handlers_disconnect_by_data (self->process, self);
  self->process = NULL;
  g_clear_object (&self->strategy);
  g_mutex_clear (&self->thinking);
  /* Every job holds the runner: no search is left. */
  g_clear_pointer (&self->jobs, g_ptr_array_unref);

  G_OBJECT_CLASS (rimau_player_runner_parent_class)->finalize (object);
}

static void process_started (RimauPlayerRunner *self);

static void
rimau_player_runner_class_init (RimauPlayerRunnerClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = rimau_player_runner_finalize;
}

static void
rimau_player_runner_init (RimauPlayerRunner *self)
{
  g_mutex_init (&self->thinking);
  self->jobs = g_ptr_array_new ();
}

RimauPlayerRunner *
rimau_player_runner_new (RimauStrategy *strategy)
{
  RimauPlayerRunner *self;

  g_return_val_if_fail (RIMAU_IS_STRATEGY (strategy), NULL);

  self = g_object_new (RIMAU_TYPE_PLAYER_RUNNER, NULL);
  self->strategy = g_object_ref (strategy);
  if (RIMAU_IS_PLAYER_PROCESS (strategy))
    {
      self->process = RIMAU_PLAYER_PROCESS (strategy);
      g_signal_connect_swapped (self->process, "started", G_CALLBACK (process_started), self);
    }
  return self;
}

RimauStrategy *
rimau_player_runner_get_strategy (RimauPlayerRunner *self)
{
  g_return_val_if_fail (RIMAU_IS_PLAYER_RUNNER (self), NULL);
  return self->strategy;
}

/* How long after its time the runner still waits for an answer: thread
 * start-up, a busy machine, and a clock checked every so many nodes. */
guint
rimau_player_runner_get_grace_ms (guint time_ms)
{
  return 300 + time_ms / 4;
}

static void
think (GTask        *worker,
       gpointer      source_object,
       gpointer      task_data,
       GCancellable *cancellable)
{
  Job *job = task_data;
  RimauPlayerRunner *runner = job->runner;

  g_mutex_lock (&runner->thinking);
  /* A search hurried before it started still answers: its first ply. */
  if (!g_cancellable_is_cancelled (cancellable) || g_atomic_int_get (&job->hurried))
    job->ok = rimau_search_run (runner->strategy, &job->request, &job->limits, cancellable,
                                &job->move, &job->report, &job->error);
  g_mutex_unlock (&runner->thinking);

  g_task_return_boolean (worker, TRUE);
}

/* How much less a search's thread counts than the thread that asked for
 * it, in nice steps. */
#define SEARCH_NICENESS 10

/* A search runs at a lower priority than the thread that asked for it: a
 * window drawing a frame, or anything else the person is doing, comes
 * first, and the search has every cycle they leave. On Linux the nice
 * value belongs to the thread. */
void
rimau_search_thread_lower_priority (void)
{
#ifdef __linux__
  id_t tid = (id_t) gettid ();
  int niceness;

  errno = 0;
  niceness = getpriority (PRIO_PROCESS, tid);
  if (errno == 0)
    (void) setpriority (PRIO_PROCESS, tid, MIN (niceness + SEARCH_NICENESS, 19));
#endif
}

/* Each search has a thread of its own rather than one of GLib's shared
 * pool: a thread cannot take back the priority it gave up, and the pool's
 * threads go on to other work. A thread costs nothing beside a search. */
static gpointer
search_thread (gpointer data)
{
  g_autoptr(GTask) worker = data;

  rimau_search_thread_lower_priority ();
  think (worker, NULL, g_task_get_task_data (worker), g_task_get_cancellable (worker));
  return NULL;
}

static void
start_search_thread (GTask *worker)
{
  g_autoptr(GError) error = NULL;
  GThread *thread = g_thread_try_new ("rimau-search", search_thread, worker, &error);

  /* Out of threads: the shared pool still answers, at full priority. */
  if (thread == NULL)
    {
      g_warning ("Could not start a search thread: %s", error->message);
      g_task_run_in_thread (worker, think);
      g_object_unref (worker);
      return;
    }

  g_thread_unref (thread);
}

/* Answers the caller once, and stops whatever else could still answer. */
static void
job_answer (Job       *job,
            RimauMove *move,
            GError    *error)
{
  g_autoptr(GTask) task = g_steal_pointer (&job->task);

  g_assert (task != NULL);

  if (job->deadline != NULL)
    {
      g_source_destroy (job->deadline);
      g_clear_pointer (&job->deadline, g_source_unref);
    }
  if (job->cancelled != NULL)
    {
      g_source_destroy (job->cancelled);
      g_clear_pointer (&job->cancelled, g_source_unref);
    }
  /* The worker is done or no longer wanted, and not held for it. */
  g_cancellable_cancel (job->worker_cancellable);
  rimau_search_gate_release (job->gate);

  if (error != NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, g_memdup2 (move, sizeof *move), g_free);
}

/* The strategy's answer, or why there is none, is in @job. */
static void
job_finished (Job *job)
{
  RimauPlayerRunner *runner = job->runner;
  GError *error;

  g_ptr_array_remove (runner->jobs, job);
  if (job->task == NULL)
    return;   /* answered already: timed out or cancelled */

  /* A process says why it failed in its own words. */
  if (!job->ok && job->error != NULL && runner->process != NULL)
    {
      job_answer (job, NULL, g_steal_pointer (&job->error));
      return;
    }

  /* No ply and no error: a strategy in Python that raised answers so,
   * as PyGObject prints the exception and returns NULL. Said once, not
   * as the reason of a failure. */
  if (!job->ok && job->error == NULL)
    {
      job_answer (job, NULL, g_error_new_literal (RIMAU_AI_ERROR, RIMAU_AI_ERROR_STRATEGY_FAILED,
                                                  _("The computer player failed without saying why")));
      return;
    }
  if (!job->ok)
    {
      job_answer (job, NULL, g_error_new (RIMAU_AI_ERROR, RIMAU_AI_ERROR_STRATEGY_FAILED,
                                          _("The computer player failed: %s"), job->error->message));
      return;
    }

  if ((error = rimau_search_check_answer (&job->request.position, &job->move)) != NULL)
    {
      job_answer (job, NULL, error);
      return;
    }

  rimau_search_report_trim_line (&job->report, &job->request.position);
  runner->report = job->report;
  runner->has_report = TRUE;
  job_answer (job, &job->move, NULL);
}

static void
worker_done (GObject      *source_object,
             GAsyncResult *result,
             gpointer      user_data)
{
  job_finished (user_data);
}

static void
process_answered (GObject      *source_object,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  Job *job = user_data;

  job->ok = rimau_player_process_choose_finish (RIMAU_PLAYER_PROCESS (source_object), result,
                                                &job->move, &job->report, &job->error);
  job_finished (job);
  job_unref (job);
}

static gboolean
deadline_passed (gpointer user_data)
{
  Job *job = user_data;
  g_autofree char *seconds = rimau_format_seconds (job->limits.time_ms);
  g_autoptr(GError) error = g_error_new (RIMAU_AI_ERROR, RIMAU_AI_ERROR_TIMED_OUT,
                                         _("The computer player took longer than %s to answer"), seconds);

  g_clear_pointer (&job->deadline, g_source_unref);
  job_answer (job, NULL, g_error_copy (error));
  /* Nothing can make a process that missed its time think of anything
   * else: it goes. */
  if (job->runner->process != NULL)
    rimau_player_process_kill (job->runner->process, error);
  return G_SOURCE_REMOVE;
}

static gboolean
caller_cancelled (GCancellable *cancellable,
                  gpointer      user_data)
{
  Job *job = user_data;

  g_clear_pointer (&job->cancelled, g_source_unref);
  job_answer (job, NULL, g_error_new_literal (G_IO_ERROR, G_IO_ERROR_CANCELLED,
                                              _("The computer player was stopped")));
  if (job->runner->process != NULL)
    rimau_player_process_stop (job->runner->process);
  return G_SOURCE_REMOVE;
}

static GSource *
attach_source (GSource     *source,
               GSourceFunc  func,
               Job         *job)
{
  g_source_set_callback (source, func, job_ref (job), job_unref);
  g_source_set_priority (source, G_PRIORITY_DEFAULT);
  g_source_attach (source, g_task_get_context (job->task));
  return source;
}

static void
attach_deadline (Job  *job,
                 guint ms)
{
  job->deadline = attach_source (g_timeout_source_new (ms), deadline_passed, job);
}

/* The time a job has, its grace with it. */
static guint
job_time_ms (Job *job)
{
  return job->limits.time_ms + rimau_player_runner_get_grace_ms (job->limits.time_ms);
}

/* The process was asked for the ply of the oldest job not yet started:
 * processes are asked one ply at a time, in order. */
static void
process_started (RimauPlayerRunner *self)
{
  for (guint i = 0; i < self->jobs->len; i++)
    {
      Job *job = g_ptr_array_index (self->jobs, i);

      if (job->started)
        continue;
      job->started = TRUE;
      if (job->task != NULL && !self->suspended && job->deadline == NULL)
        attach_deadline (job, job_time_ms (job));
      return;
    }
}

/* Why @game has no ply to choose, or NULL. */
static GError *
check_game_can_go_on (RimauGame *game)
{
  RimauMove moves[RIMAU_MAX_MOVES];

  if (rimau_game_get_outcome (game) != RIMAU_OUTCOME_NONE)
    return g_error_new_literal (RIMAU_AI_ERROR, RIMAU_AI_ERROR_NO_LEGAL_PLY,
                                _("The game is over: there is no move to choose"));
  if (rimau_position_generate (rimau_game_get_position (game), moves) == 0)
    return g_error_new_literal (RIMAU_AI_ERROR, RIMAU_AI_ERROR_NO_LEGAL_PLY,
                                _("There is no legal move to choose"));
  return NULL;
}

/**
 * rimau_player_runner_choose_async:
 * @time_ms: the time to think, or 0 for RIMAU_DEFAULT_TIME_MS
 *
 * Copies @game's position and the history a repetition can reach back
 * into, and lets the strategy think about it in a worker thread. The
 * answer comes on the thread-default main context of the caller: a legal
 * ply, or an error if the strategy failed, answered an illegal ply, took
 * longer than @time_ms and a grace margin, or @cancellable was cancelled.
 */
void
rimau_player_runner_choose_async (RimauPlayerRunner   *self,
                                  RimauGame           *game,
                                  guint                time_ms,
                                  GCancellable        *cancellable,
                                  GAsyncReadyCallback  callback,
                                  gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  g_autoptr(GTask) worker = NULL;
  GError *error;
  Job *job;

  g_return_if_fail (RIMAU_IS_PLAYER_RUNNER (self));
  g_return_if_fail (RIMAU_IS_GAME (game));
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, rimau_player_runner_choose_async);
  /* The runner answers cancellation itself, with its own message. */
  g_task_set_check_cancellable (task, FALSE);

  if (g_task_return_error_if_cancelled (task))
    return;
  if ((error = check_game_can_go_on (game)) != NULL)
    {
      g_task_return_error (task, error);
      return;
    }

  job = g_new0 (Job, 1);
  g_atomic_ref_count_init (&job->ref_count);
  job->runner = g_object_ref (self);
  rimau_search_request_init_from_game (&job->request, game);
  /* An hour is more than any game needs, and keeps the deadline in range. */
  job->limits.time_ms = time_ms > 0 ? MIN (time_ms, 3600 * 1000) : RIMAU_DEFAULT_TIME_MS;
  job->gate = rimau_search_gate_new ();
  job->limits.gate = job->gate;
  job->limits.neutral = self->neutral;
  job->worker_cancellable = g_cancellable_new ();
  job->task = g_steal_pointer (&task);
  g_ptr_array_add (self->jobs, job);

  job->started = self->process == NULL;

  if (self->paused)
    rimau_search_gate_close (job->gate);
  if (self->suspended)
    {
      rimau_search_gate_hold (job->gate);
      job->deadline_left_us = (gint64) job_time_ms (job) * 1000;
    }
  else if (job->started)
    attach_deadline (job, job_time_ms (job));
  if (cancellable != NULL)
    job->cancelled = attach_source (g_cancellable_source_new (cancellable),
                                    (GSourceFunc) (void (*) (void)) caller_cancelled, job);

  if (self->process != NULL)
    {
      rimau_player_process_choose_async (self->process, &job->request, &job->limits, process_answered, job);
      return;   /* the first reference goes with the answer */
    }

  worker = g_task_new (NULL, job->worker_cancellable, worker_done, job);
  g_task_set_source_tag (worker, think);
  g_task_set_task_data (worker, job, job_unref);   /* the first reference */
  start_search_thread (g_steal_pointer (&worker));
}

/**
 * rimau_player_runner_choose_finish:
 *
 * Returns: whether @move holds the chosen ply.
 */
gboolean
rimau_player_runner_choose_finish (RimauPlayerRunner  *self,
                                   GAsyncResult       *result,
                                   RimauMove          *move,
                                   GError            **error)
{
  g_autofree RimauMove *chosen = NULL;

  g_return_val_if_fail (RIMAU_IS_PLAYER_RUNNER (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == rimau_player_runner_choose_async, FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  chosen = g_task_propagate_pointer (G_TASK (result), error);
  if (chosen == NULL)
    return FALSE;

  *move = *chosen;
  return TRUE;
}

/**
 * rimau_player_runner_get_report:
 *
 * Copies what the strategy told about its last answered ply.
 *
 * Returns: FALSE if no ply was answered yet.
 */
gboolean
rimau_player_runner_get_report (RimauPlayerRunner *self,
                                RimauSearchReport *report)
{
  g_return_val_if_fail (RIMAU_IS_PLAYER_RUNNER (self), FALSE);
  g_return_val_if_fail (report != NULL, FALSE);

  if (!self->has_report)
    return FALSE;
  *report = self->report;
  return TRUE;
}

/**
 * rimau_player_runner_set_paused:
 *
 * Pauses the runner's searches, or lets them go on. A paused search waits
 * the next time it looks at its clock, a fraction of a millisecond later,
 * and its time runs on meanwhile: a pause is for moments, such as the
 * drawing of a frame, not for stopping a search (suspending is).
 */
void
rimau_player_runner_set_paused (RimauPlayerRunner *self,
                                gboolean           paused)
{
  g_return_if_fail (RIMAU_IS_PLAYER_RUNNER (self));

  self->paused = !!paused;
  for (guint i = 0; i < self->jobs->len; i++)
    {
      Job *job = g_ptr_array_index (self->jobs, i);

      if (paused)
        rimau_search_gate_close (job->gate);
      else
        rimau_search_gate_open (job->gate);
    }
}

gboolean
rimau_player_runner_get_paused (RimauPlayerRunner *self)
{
  g_return_val_if_fail (RIMAU_IS_PLAYER_RUNNER (self), FALSE);

  return self->paused;
}

static void
suspend_job (Job *job)
{
  rimau_search_gate_hold (job->gate);
  if (job->deadline != NULL)
    {
      job->deadline_left_us = MAX (g_source_get_ready_time (job->deadline) - g_get_monotonic_time (), 0);
      g_source_destroy (job->deadline);
      g_clear_pointer (&job->deadline, g_source_unref);
    }
}

static void
resume_job (Job *job)
{
  rimau_search_gate_release (job->gate);
  if (job->deadline == NULL && job->started)
    attach_deadline (job, (guint) MAX (job->deadline_left_us / 1000, 1));
}

/**
 * rimau_player_runner_set_suspended:
 *
 * Suspends the runner's searches, or resumes them. A suspended search
 * holds still the next time it looks at its clock, a fraction of a
 * millisecond later, for as long as the runner stays suspended; neither
 * its time nor the runner's deadline runs meanwhile, and once resumed it
 * goes on where it was. A search started while the runner is suspended
 * holds still from the start. A strategy that does not look at its clock
 * answers all the same, when it answers.
 */
void
rimau_player_runner_set_suspended (RimauPlayerRunner *self,
                                   gboolean           suspended)
{
  g_return_if_fail (RIMAU_IS_PLAYER_RUNNER (self));

  suspended = !!suspended;
  if (self->suspended == suspended)
    return;

  self->suspended = suspended;
  if (self->process != NULL)
    rimau_player_process_set_held (self->process, suspended);
  for (guint i = 0; i < self->jobs->len; i++)
    {
      Job *job = g_ptr_array_index (self->jobs, i);

      /* An answered job's search is no longer wanted: it is let go. */
      if (job->task == NULL)
        continue;
      if (suspended)
        suspend_job (job);
      else
        resume_job (job);
    }
}

gboolean
rimau_player_runner_get_suspended (RimauPlayerRunner *self)
{
  g_return_val_if_fail (RIMAU_IS_PLAYER_RUNNER (self), FALSE);

  return self->suspended;
}

/**
 * rimau_player_runner_hurry:
 *
 * Asks the search that has not answered yet to stop and answer at once the
 * best ply it has found so far; the answer comes as any other does, checked
 * as any other is. A suspended search is let go for it. A strategy that
 * does not heed cancellation answers when it answers, or its deadline
 * passes. Does nothing when no search runs.
 */
void
rimau_player_runner_hurry (RimauPlayerRunner *self)
{
  g_return_if_fail (RIMAU_IS_PLAYER_RUNNER (self));

  for (guint i = 0; i < self->jobs->len; i++)
    {
      Job *job = g_ptr_array_index (self->jobs, i);

      if (job->task == NULL)
        continue;
      g_atomic_int_set (&job->hurried, TRUE);
      g_cancellable_cancel (job->worker_cancellable);
      rimau_search_gate_release (job->gate);
    }
  if (self->process != NULL)
    rimau_player_process_stop (self->process);
}

/* Whether the strategy gives verdicts rather than plays a game: a draw is
 * then scored as a draw (see RimauSearchLimits). */
void
rimau_player_runner_set_neutral (RimauPlayerRunner *self,
                                 gboolean           neutral)
{
  g_return_if_fail (RIMAU_IS_PLAYER_RUNNER (self));

  self->neutral = !!neutral;
}
