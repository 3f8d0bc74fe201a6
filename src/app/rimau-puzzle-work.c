/* rimau-puzzle-work.c — what the Puzzles window does off the main thread
 *
 * Reading the puzzle file, and proving a move the player makes off a
 * puzzle's main line, each in a GTask thread: neither is slow, but
 * neither is worth a frame the board does not draw.
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "rimau-puzzle-file.h"
#include "rimau-puzzle-work.h"

/* The installed puzzles, or those RIMAU_PUZZLES_FILE names: the build
 * tree's under `meson devenv` and in the tests. */
const char *
rimau_puzzles_file_path (void)
{
  const char *path = g_getenv ("RIMAU_PUZZLES_FILE");

  return path != NULL && path[0] != '\0' ? path : PUZZLES_FILE;
}

/* ------------------------------------------------------------------------ */
/* Loading                                                                  */

/* Every puzzle of the file that reads; a stanza that does not is left
 * out, and only a file with none is an error. */
static GPtrArray *
read_puzzles (const char  *path,
              GError     **error)
{
  g_autofree char *text = NULL;
  g_autoptr(GError) stanza_error = NULL;
  g_autoptr(GError) first_error = NULL;
  g_autoptr(RimauPuzzleReader) reader = NULL;
  g_autoptr(GPtrArray) puzzles = g_ptr_array_new_with_free_func ((GDestroyNotify) rimau_puzzle_free);

  if (!g_file_get_contents (path, &text, NULL, error))
    return NULL;

  reader = rimau_puzzle_reader_new (text);
  for (;;)
    {
      RimauPuzzle *puzzle = rimau_puzzle_reader_next (reader, &stanza_error);

      if (puzzle != NULL)
        g_ptr_array_add (puzzles, puzzle);
      else if (stanza_error == NULL)
        break;
      else
        {
          g_debug ("%s: %s", path, stanza_error->message);
          if (first_error == NULL)
            first_error = g_steal_pointer (&stanza_error);
          g_clear_error (&stanza_error);
        }
    }

  if (puzzles->len > 0)
    return g_steal_pointer (&puzzles);
  if (first_error != NULL)
    g_propagate_error (error, g_steal_pointer (&first_error));
  else
    g_set_error_literal (error, RIMAU_PUZZLE_ERROR, RIMAU_PUZZLE_ERROR_MALFORMED, _("The file has no puzzles."));
  return NULL;
}

static void
load_in_thread (GTask        *task,
                gpointer      source_object,
                gpointer      task_data,
                GCancellable *cancellable)
{
  GError *error = NULL;
  GPtrArray *puzzles = read_puzzles (task_data, &error);

  if (puzzles == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, puzzles, (GDestroyNotify) g_ptr_array_unref);
}

void
rimau_puzzles_load_async (gpointer             source_object,
                          const char          *path,
                          GCancellable        *cancellable,
                          GAsyncReadyCallback  callback,
                          gpointer             user_data)
{
  g_autoptr(GTask) task = g_task_new (source_object, cancellable, callback, user_data);

  g_task_set_task_data (task, g_strdup (path), g_free);
  g_task_set_source_tag (task, rimau_puzzles_load_async);
  g_task_set_name (task, "rimau-puzzles-load");
  g_task_set_return_on_cancel (task, FALSE);
  g_task_run_in_thread (task, load_in_thread);
}

/* Returns: (transfer full): the puzzles, RimauPuzzle, in the file's order */
GPtrArray *
rimau_puzzles_load_finish (GAsyncResult  *result,
                           GError       **error)
{
  g_return_val_if_fail (G_IS_TASK (result), NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}

/* ------------------------------------------------------------------------ */
/* Judging a move                                                           */

typedef struct
{
  RimauPuzzleKind      kind;
  RimauPosition        position;
  RimauMove            move;
  guint                n_moves;
  RimauPuzzleJudgement judgement;
} Judging;

/* Of the replies at @position, the one after which the solving side needs
 * the most of its @n_moves: the defence that holds out longest. */
static gboolean
find_longest_defence (RimauProver         *prover,
                      RimauProofGoal       goal,
                      const RimauPosition *position,
                      guint                n_moves,
                      RimauMove           *reply)
{
  RimauMove moves[RIMAU_MAX_MOVES];
  guint n = rimau_position_generate (position, moves);
  guint longest = 0;

  for (guint i = 0; i < n; i++)
    {
      RimauPosition next = *position;
      guint distance;

      rimau_position_apply (&next, &moves[i]);
      distance = rimau_prover_distance (prover, goal, &next, n_moves);
      if (distance > longest)
        {
          longest = distance;
          *reply = moves[i];
        }
    }
  return longest > 0;
}

/* Whether the game goes on after @move with a reply of the other side:
 * a save is one move, and a capture or a trap reached ends the try. */
static gboolean
needs_reply (const Judging       *judging,
             const RimauPosition *next)
{
  return judging->kind != RIMAU_PUZZLE_SAVE && judging->n_moves > 1 &&
         judging->move.kind != RIMAU_MOVE_JUMP && rimau_position_outcome (next) == RIMAU_OUTCOME_NONE;
}

static void
judge_in_thread (GTask        *task,
                 gpointer      source_object,
                 gpointer      task_data,
                 GCancellable *cancellable)
{
  Judging *judging = task_data;
  RimauPuzzleJudgement *judgement = &judging->judgement;
  g_autoptr(RimauProver) prover = rimau_prover_new ();
  RimauProofGoal goal = judging->kind == RIMAU_PUZZLE_TRAP ? RIMAU_PROOF_TRAP : RIMAU_PROOF_CAPTURE;
  RimauPosition next = judging->position;

  judgement->works = rimau_puzzle_move_works (prover, judging->kind, &judging->position, &judging->move,
                                              judging->n_moves);
  rimau_position_apply (&next, &judging->move);
  if (judgement->works && needs_reply (judging, &next))
    judgement->has_reply = find_longest_defence (prover, goal, &next, judging->n_moves - 1, &judgement->reply);
  g_task_return_boolean (task, TRUE);
}

/* Proves whether @move, at @position, still solves a puzzle of @kind
 * with @n_moves left, this one included, and finds the other side's
 * answer if it does. */
void
rimau_puzzle_judge_async (gpointer             source_object,
                          RimauPuzzleKind      kind,
                          const RimauPosition *position,
                          const RimauMove     *move,
                          guint                n_moves,
                          GCancellable        *cancellable,
                          GAsyncReadyCallback  callback,
                          gpointer             user_data)
{
  g_autoptr(GTask) task = g_task_new (source_object, cancellable, callback, user_data);
  Judging *judging = g_new0 (Judging, 1);

  judging->kind = kind;
  judging->position = *position;
  judging->move = *move;
  judging->n_moves = n_moves;
  judging->judgement.move = *move;
  g_task_set_task_data (task, judging, g_free);
  g_task_set_source_tag (task, rimau_puzzle_judge_async);
  g_task_set_name (task, "rimau-puzzle-judge");
  g_task_run_in_thread (task, judge_in_thread);
}

gboolean
rimau_puzzle_judge_finish (GAsyncResult          *result,
                           RimauPuzzleJudgement  *judgement,
                           GError               **error)
{
  Judging *judging;

  g_return_val_if_fail (G_IS_TASK (result), FALSE);

  if (!g_task_propagate_boolean (G_TASK (result), error))
    return FALSE;
  judging = g_task_get_task_data (G_TASK (result));
  *judgement = judging->judgement;
  return TRUE;
}
