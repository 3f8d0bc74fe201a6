/* rimau-analysis-pool.c — evaluating an analysis's positions in worker threads
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A run hands the positions still unknown to worker threads, one per
 * strategy, which take the next position from a shared counter; their
 * results go through a queue to the caller's main context, where they are
 * stored and announced.
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "rimau-ai-error.h"
#include "rimau-analysis-private.h"
#include "rimau-search-private.h"

/* Searches deeper than this are not told. */
#define MAX_DEPTH 999
/* How many plies in a row that leave no choice are followed to reach a
 * position with one. */
#define MAX_FORCED_RUN RIMAU_ANALYSIS_MAX_LINE

/* What is known of a request's position without a search: the game's end
 * by the rules, draws included. The history holds every position since
 * the last irreversible ply (rimau_search_request_init_from_game()). */
static RimauOutcome
request_outcome (const RimauSearchRequest *request)
{
  const RimauPosition *position = &request->position;
  RimauOutcome outcome = rimau_position_outcome (position);
  guint seen = 1;

  if (outcome != RIMAU_OUTCOME_NONE || rimau_position_in_opening (position))
    return outcome;

  for (guint i = 0; i < request->n_history; i++)
    seen += request->history[i] == position->key;
  if (seen >= 3 || position->quiet >= RIMAU_QUIET_PLY_LIMIT)
    return RIMAU_OUTCOME_DRAW;

  return RIMAU_OUTCOME_NONE;
}

/* The request after @move is played from @request's position. */
static void
request_after (const RimauSearchRequest *request,
               const RimauMove          *move,
               RimauSearchRequest       *next)
{
  guint64 keys[RIMAU_SEARCH_HISTORY + 1];
  guint n_keys = request->n_history;
  guint window;

  memcpy (keys, request->history, n_keys * sizeof (guint64));
  keys[n_keys++] = request->position.key;

  rimau_search_request_init (next, &request->position);
  rimau_position_apply (&next->position, move);
  window = MIN (MIN (n_keys, (guint) next->position.quiet), RIMAU_SEARCH_HISTORY);
  memcpy (next->history, keys + (n_keys - window), window * sizeof (guint64));
  next->n_history = window;
}

/* @evaluation, of the position after @move, made that of the position
 * before it: one ply more to a forced result, and @move first in line. */
static void
evaluation_before (const RimauMove *move,
                   RimauEvaluation *evaluation)
{
  if (evaluation->score > RIMAU_SCORE_KNOWN_WIN)
    evaluation->score--;
  else if (evaluation->score < -RIMAU_SCORE_KNOWN_WIN)
    evaluation->score++;

  evaluation->depth = MIN (evaluation->depth + 1, MAX_DEPTH);
  evaluation->n_line = MIN (evaluation->n_line + 1, RIMAU_ANALYSIS_MAX_LINE);
  memmove (evaluation->line + 1, evaluation->line, (evaluation->n_line - 1) * sizeof (RimauMove));
  evaluation->line[0] = *move;
}

static gboolean evaluate (RimauStrategy            *strategy,
                          const RimauSearchRequest *request,
                          const RimauSearchLimits  *limits,
                          GCancellable             *cancellable,
                          guint                     forced_run,
                          RimauEvaluation          *evaluation,
                          GError                  **error);

/* A position with one legal ply is worth what the position after it is:
 * searches answer it at once, without a score. */
static gboolean
evaluate_only_ply (RimauStrategy            *strategy,
                   const RimauSearchRequest *request,
                   const RimauMove          *move,
                   const RimauSearchLimits  *limits,
                   GCancellable             *cancellable,
                   guint                     forced_run,
                   RimauEvaluation          *evaluation,
                   GError                  **error)
{
  RimauSearchRequest next;
  RimauOutcome outcome;

  request_after (request, move, &next);
  outcome = request_outcome (&next);
  if (outcome != RIMAU_OUTCOME_NONE)
    rimau_evaluation_of_outcome (outcome, evaluation);
  else if (!evaluate (strategy, &next, limits, cancellable, forced_run + 1, evaluation, error))
    return FALSE;

  evaluation_before (move, evaluation);
  return TRUE;
}

/* The evaluation of @request's position from the report of a search. */
static void
evaluation_from_report (const RimauSearchRequest *request,
                        const RimauSearchReport  *report,
                        RimauEvaluation          *evaluation)
{
  int score = CLAMP (report->score, -RIMAU_SCORE_WIN, RIMAU_SCORE_WIN);

  evaluation->score = request->position.side == RIMAU_SIDE_TIGERS ? score : -score;
  evaluation->depth = MIN (report->depth, MAX_DEPTH);
  evaluation->n_line = MIN (report->n_line, RIMAU_ANALYSIS_MAX_LINE);
  memcpy (evaluation->line, report->line, evaluation->n_line * sizeof (RimauMove));
}

/* Runs in a worker thread. */
static gboolean
evaluate (RimauStrategy            *strategy,
          const RimauSearchRequest *request,
          const RimauSearchLimits  *limits,
          GCancellable             *cancellable,
          guint                     forced_run,
          RimauEvaluation          *evaluation,
          GError                  **error)
{
  g_autoptr(GError) failure = NULL;
  RimauSearchReport report;
  RimauMove move;

  if (!rimau_search_run (strategy, request, limits, cancellable, &move, &report, &failure))
    {
      if (g_error_matches (failure, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        g_propagate_error (error, g_steal_pointer (&failure));
      else
        g_set_error (error, RIMAU_AI_ERROR, RIMAU_AI_ERROR_STRATEGY_FAILED, _("The computer player failed: %s"),
                     failure != NULL ? failure->message : _("The computer player failed without saying why"));
      return FALSE;
    }
  if ((failure = rimau_search_check_answer (&request->position, &move)) != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&failure));
      return FALSE;
    }

  /* The line must start with the ply chosen to say what it was. */
  rimau_search_report_trim_line (&report, &request->position);
  if (report.n_line == 0 || !rimau_move_equal (&report.line[0], &move))
    {
      report.line[0] = move;
      report.n_line = 1;
    }

  if (report.has_score)
    {
      evaluation_from_report (request, &report, evaluation);
      return TRUE;
    }
  if (rimau_analysis_is_only_ply (&request->position, &move) && forced_run < MAX_FORCED_RUN)
    return evaluate_only_ply (strategy, request, &move, limits, cancellable, forced_run, evaluation, error);

  g_set_error_literal (error, RIMAU_AI_ERROR, RIMAU_AI_ERROR_STRATEGY_FAILED,
                       _("The computer player gave no evaluation of the position"));
  return FALSE;
}

typedef struct
{
  guint              index;
  RimauSearchRequest request;
} Job;

typedef struct
{
  guint           index;
  RimauEvaluation evaluation;
} Result;

/* One run of rimau_analysis_run_async(): what its workers share. */
typedef struct
{
  gatomicrefcount    ref_count;

  /* Used on the caller's main context only; task is NULL once answered. */
  RimauAnalysis     *analysis;
  GTask             *task;
  GMainContext      *context;

  /* Read by the workers, never changed while they run. */
  GCancellable      *cancellable;
  RimauSearchLimits  limits;
  GArray            *jobs;
  /* The next job a worker takes, atomically. */
  guint              next_job;

  GMutex             lock;
  /* Under lock: results on their way to the main context, the workers
   * still running, the first failure, and whether a delivery is due. */
  GQueue             results;
  guint              n_working;
  GError            *error;
  gboolean           delivery_due;
} Run;

static Run *
run_ref (Run *run)
{
  g_atomic_ref_count_inc (&run->ref_count);
  return run;
}

static void
run_unref (gpointer data)
{
  Run *run = data;

  if (!g_atomic_ref_count_dec (&run->ref_count))
    return;

  g_assert (run->task == NULL);
  g_queue_clear_full (&run->results, g_free);
  g_mutex_clear (&run->lock);
  g_clear_error (&run->error);
  g_clear_pointer (&run->jobs, g_array_unref);
  g_clear_object (&run->cancellable);
  g_clear_pointer (&run->context, g_main_context_unref);
  g_clear_object (&run->analysis);
  g_free (run);
}

/* On the main context, where the last reference to the analysis may go. */
static void
finish_run (Run *run)
{
  g_autoptr(GTask) task = g_steal_pointer (&run->task);
  g_autoptr(RimauAnalysis) analysis = g_steal_pointer (&run->analysis);

  analysis->running = FALSE;
  if (g_cancellable_is_cancelled (run->cancellable))
    g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED, _("The analysis was stopped"));
  else if (run->error != NULL)
    g_task_return_error (task, g_steal_pointer (&run->error));
  else
    g_task_return_boolean (task, TRUE);
}

/* On the main context: stores what the workers found so far, and answers
 * the caller once they are all done. */
static gboolean
deliver_results (gpointer data)
{
  Run *run = data;
  GQueue results = G_QUEUE_INIT;
  gboolean done;
  Result *result;

  g_mutex_lock (&run->lock);
  results = run->results;
  g_queue_init (&run->results);
  run->delivery_due = FALSE;
  done = run->n_working == 0;
  g_mutex_unlock (&run->lock);

  /* Nothing is announced once the caller has asked to stop, not even
   * what was found before the request came through. */
  while ((result = g_queue_pop_head (&results)) != NULL)
    {
      if (run->analysis != NULL && !g_cancellable_is_cancelled (run->cancellable))
        rimau_analysis_store_evaluation (run->analysis, result->index, &result->evaluation);
      g_free (result);
    }

  if (done && run->task != NULL)
    finish_run (run);
  return G_SOURCE_REMOVE;
}

/* Under lock: makes sure the main context delivers soon. */
static void
schedule_delivery (Run *run)
{
  g_autoptr(GSource) source = NULL;

  if (run->delivery_due)
    return;

  run->delivery_due = TRUE;
  source = g_idle_source_new ();
  g_source_set_priority (source, G_PRIORITY_DEFAULT);
  g_source_set_callback (source, deliver_results, run_ref (run), run_unref);
  g_source_set_static_name (source, "[rimau] analysis results");
  g_source_attach (source, run->context);
}

/* Under lock. */
static void
queue_result (Run                   *run,
              guint                  index,
              const RimauEvaluation *evaluation)
{
  Result *result = g_new (Result, 1);

  result->index = index;
  result->evaluation = *evaluation;
  g_queue_push_tail (&run->results, result);
  schedule_delivery (run);
}

typedef struct
{
  Run           *run;
  RimauStrategy *strategy;
} Worker;

static void
worker_free (Worker *worker)
{
  g_clear_object (&worker->strategy);
  g_clear_pointer (&worker->run, run_unref);
  g_free (worker);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Worker, worker_free)

static void
work_on (Worker    *worker,
         const Job *job)
{
  Run *run = worker->run;
  g_autoptr(GError) error = NULL;
  RimauEvaluation evaluation;
  gboolean ok = evaluate (worker->strategy, &job->request, &run->limits, run->cancellable, 0, &evaluation, &error);

  /* A search cut short by cancelling saw less than it was asked to. */
  if (g_cancellable_is_cancelled (run->cancellable))
    return;

  g_mutex_lock (&run->lock);
  if (ok)
    queue_result (run, job->index, &evaluation);
  else if (run->error == NULL)
    run->error = g_steal_pointer (&error);
  g_mutex_unlock (&run->lock);
}

/* A worker thread: takes positions until there are none left. */
static gpointer
work (gpointer data)
{
  g_autoptr(Worker) worker = data;
  Run *run = worker->run;

  rimau_search_thread_lower_priority ();
  for (;;)
    {
      guint next = (guint) g_atomic_int_add ((gint *) &run->next_job, 1);

      if (next >= run->jobs->len || g_cancellable_is_cancelled (run->cancellable))
        break;
      work_on (worker, &g_array_index (run->jobs, Job, next));
    }

  g_mutex_lock (&run->lock);
  run->n_working--;
  schedule_delivery (run);
  g_mutex_unlock (&run->lock);
  return NULL;
}

/* Under lock: starts a thread for @strategy, or says why not. */
static gboolean
start_worker (Run            *run,
              RimauStrategy  *strategy,
              GError        **error)
{
  Worker *worker = g_new0 (Worker, 1);
  GThread *thread;

  worker->run = run_ref (run);
  worker->strategy = g_object_ref (strategy);
  thread = g_thread_try_new ("rimau-analysis", work, worker, error);
  if (thread == NULL)
    {
      worker_free (worker);
      return FALSE;
    }

  run->n_working++;
  g_thread_unref (thread);
  return TRUE;
}

/* The positions still unknown: finished ones are evaluated now, the
 * others become jobs. */
static void
prepare_jobs (Run *run)
{
  RimauAnalysis *self = run->analysis;

  for (guint i = 0; i < self->entries->len; i++)
    {
      const RimauAnalysisEntry *entry = rimau_analysis_entry_at (self, i);

      if (entry->known)
        continue;
      if (entry->outcome != RIMAU_OUTCOME_NONE)
        {
          RimauEvaluation evaluation;

          rimau_evaluation_of_outcome (entry->outcome, &evaluation);
          queue_result (run, i, &evaluation);
        }
      else
        {
          Job job = { .index = i, .request = entry->request };

          g_array_append_val (run->jobs, job);
        }
    }
}

static void
start_workers (Run       *run,
               GPtrArray *strategies)
{
  g_autoptr(GError) error = NULL;
  guint n_workers = MIN (strategies->len, run->jobs->len);

  for (guint i = 0; i < n_workers; i++)
    if (!start_worker (run, g_ptr_array_index (strategies, i), &error))
      break;

  if (run->jobs->len > 0 && run->n_working == 0)
    {
      if (error != NULL)
        run->error = g_error_new (RIMAU_AI_ERROR, RIMAU_AI_ERROR_STRATEGY_FAILED,
                                  _("The analysis could not start: %s"), error->message);
      else
        run->error = g_error_new_literal (RIMAU_AI_ERROR, RIMAU_AI_ERROR_STRATEGY_FAILED,
                                          _("The analysis could not start: there is no computer player"));
    }
}

void
rimau_analysis_run_async (RimauAnalysis       *self,
                          GPtrArray           *strategies,
                          guint                time_ms,
                          RimauSearchGate     *gate,
                          GCancellable        *cancellable,
                          GAsyncReadyCallback  callback,
                          gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  Run *run;

  g_return_if_fail (RIMAU_IS_ANALYSIS (self));
  g_return_if_fail (strategies != NULL);
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, rimau_analysis_run_async);
  /* The run answers cancellation itself, once its workers have stopped. */
  g_task_set_check_cancellable (task, FALSE);
  if (self->running)
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_PENDING, _("The game is being analysed already"));
      return;
    }

  run = g_new0 (Run, 1);
  g_atomic_ref_count_init (&run->ref_count);
  g_mutex_init (&run->lock);
  run->analysis = g_object_ref (self);
  run->task = g_steal_pointer (&task);
  run->context = g_main_context_ref (g_task_get_context (run->task));
  run->cancellable = cancellable != NULL ? g_object_ref (cancellable) : NULL;
  run->limits.time_ms = time_ms > 0 ? time_ms : RIMAU_ANALYSIS_DEFAULT_TIME_MS;
  run->limits.gate = gate;
  run->limits.neutral = TRUE;
  run->jobs = g_array_new (FALSE, FALSE, sizeof (Job));
  self->running = TRUE;

  g_mutex_lock (&run->lock);
  prepare_jobs (run);
  start_workers (run, strategies);
  /* With nothing to search, this delivery answers. */
  schedule_delivery (run);
  g_mutex_unlock (&run->lock);

  run_unref (run);
}

gboolean
rimau_analysis_run_finish (RimauAnalysis  *self,
                           GAsyncResult   *result,
                           GError        **error)
{
  g_return_val_if_fail (RIMAU_IS_ANALYSIS (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == rimau_analysis_run_async, FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}
