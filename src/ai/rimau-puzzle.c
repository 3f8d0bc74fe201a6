/* rimau-puzzle.c — a position with one task: the value, and what each
 * kind asks of a move
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "rimau-puzzle-private.h"

G_DEFINE_QUARK (rimau-puzzle-error-quark, rimau_puzzle_error)

/* Ids as puzzle files spell them: never translated. */
static const char * const kind_ids[RIMAU_PUZZLE_N_KINDS] = { "capture", "trap", "save" };
static const char * const grade_ids[RIMAU_PUZZLE_N_GRADES] = { "easy", "medium", "hard" };

/**
 * rimau_puzzle_new:
 * @kind: what is asked
 * @position: the position, the solving side to move
 * @n_moves: in how many moves
 *
 * Returns: (transfer full): a puzzle with no solution yet
 */
RimauPuzzle *
rimau_puzzle_new (RimauPuzzleKind      kind,
                  const RimauPosition *position,
                  guint                n_moves)
{
  RimauPuzzle *puzzle = g_new0 (RimauPuzzle, 1);

  puzzle->kind = kind;
  puzzle->position = *position;
  puzzle->n_moves = n_moves;
  puzzle->solution = g_array_new (FALSE, FALSE, sizeof (RimauMove));
  puzzle->accepted = g_array_new (FALSE, FALSE, sizeof (RimauMove));
  return puzzle;
}

void
rimau_puzzle_free (RimauPuzzle *puzzle)
{
  if (puzzle == NULL)
    return;
  g_free (puzzle->id);
  g_free (puzzle->source);
  g_array_unref (puzzle->solution);
  g_array_unref (puzzle->accepted);
  g_free (puzzle);
}

static gboolean
index_of_id (const char * const *ids,
             guint               n_ids,
             const char         *id,
             guint              *index)
{
  for (guint i = 0; i < n_ids; i++)
    if (g_strcmp0 (ids[i], id) == 0)
      {
        *index = i;
        return TRUE;
      }
  return FALSE;
}

const char *
rimau_puzzle_kind_to_id (RimauPuzzleKind kind)
{
  g_return_val_if_fail (kind < RIMAU_PUZZLE_N_KINDS, NULL);
  return kind_ids[kind];
}

gboolean
rimau_puzzle_kind_from_id (const char      *id,
                           RimauPuzzleKind *kind)
{
  guint index;

  if (!index_of_id (kind_ids, RIMAU_PUZZLE_N_KINDS, id, &index))
    return FALSE;
  *kind = (RimauPuzzleKind) index;
  return TRUE;
}

const char *
rimau_puzzle_grade_to_id (RimauPuzzleGrade grade)
{
  g_return_val_if_fail (grade < RIMAU_PUZZLE_N_GRADES, NULL);
  return grade_ids[grade];
}

gboolean
rimau_puzzle_grade_from_id (const char       *id,
                            RimauPuzzleGrade *grade)
{
  guint index;

  if (!index_of_id (grade_ids, RIMAU_PUZZLE_N_GRADES, id, &index))
    return FALSE;
  *grade = (RimauPuzzleGrade) index;
  return TRUE;
}

/* The side a puzzle of @kind is solved by: the one to move. */
RimauSide
rimau_puzzle_kind_solver (RimauPuzzleKind kind)
{
  return kind == RIMAU_PUZZLE_CAPTURE ? RIMAU_SIDE_TIGERS : RIMAU_SIDE_MEN;
}

/* What the prover is asked to force for @kind: a save is a capture the
 * tigers must not be able to force. */
RimauProofGoal
rimau_puzzle_kind_goal (RimauPuzzleKind kind)
{
  return kind == RIMAU_PUZZLE_TRAP ? RIMAU_PROOF_TRAP : RIMAU_PROOF_CAPTURE;
}

/* Sets @error to @code with the message, after "Line N: " when @line is
 * not 0, and returns %FALSE, for the reader's and the checker's reasons. */
gboolean
rimau_puzzle_fail (GError           **error,
                   RimauPuzzleError   code,
                   guint              line,
                   const char        *format,
                   ...)
{
  g_autofree char *reason = NULL;
  va_list args;

  va_start (args, format);
  reason = g_strdup_vprintf (format, args);
  va_end (args);
  if (line == 0)
    g_set_error_literal (error, RIMAU_PUZZLE_ERROR, code, reason);
  else
    g_set_error (error, RIMAU_PUZZLE_ERROR, code, _("Line %u: %s"), line, reason);
  return FALSE;
}

guint
rimau_puzzle_kind_max_moves (RimauPuzzleKind kind)
{
  return kind == RIMAU_PUZZLE_SAVE ? RIMAU_PUZZLE_SAVE_MAX_MOVES : RIMAU_PUZZLE_MAX_MOVES;
}

/**
 * rimau_puzzle_plies_to_text:
 * @plies: #RimauMove plies
 *
 * Returns: (transfer full): the plies in the notation, separated by spaces
 */
char *
rimau_puzzle_plies_to_text (const GArray *plies)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < plies->len; i++)
    {
      char ply[RIMAU_MOVE_TEXT_SIZE];

      if (i > 0)
        g_string_append_c (text, ' ');
      g_string_append (text, rimau_move_to_text (&g_array_index (plies, RimauMove, i), ply));
    }
  return g_string_free (text, FALSE);
}

/* Whether @move is the solution's first move or an accepted one. */
gboolean
rimau_puzzle_is_accepted (const RimauPuzzle *puzzle,
                          const RimauMove   *move)
{
  if (puzzle->solution->len > 0 && rimau_move_equal (&g_array_index (puzzle->solution, RimauMove, 0), move))
    return TRUE;
  for (guint i = 0; i < puzzle->accepted->len; i++)
    if (rimau_move_equal (&g_array_index (puzzle->accepted, RimauMove, i), move))
      return TRUE;
  return FALSE;
}

/* A man is in danger: the men are to move in a game going on, and the
 * tigers could capture at once if it were their turn. */
gboolean
rimau_puzzle_has_threat (const RimauPosition *position)
{
  return position->side == RIMAU_SIDE_MEN && !rimau_position_in_opening (position) &&
         rimau_position_outcome (position) == RIMAU_OUTCOME_NONE &&
         rimau_position_capturable_men (position) != 0;
}

/**
 * rimau_puzzle_move_works:
 * @prover: a prover
 * @kind: what is asked
 * @position: the position, the solving side to move
 * @move: a legal ply of @position
 * @n_moves: the puzzle's moves
 *
 * What each kind asks of a first move (docs/puzzles.md): a capture or a
 * trap forced within @n_moves moves of the side to move, this one
 * included; or, saving a man, that the tigers cannot force a capture
 * within @n_moves of theirs after it.
 *
 * Returns: whether @move does it
 */
gboolean
rimau_puzzle_move_works (RimauProver         *prover,
                         RimauPuzzleKind      kind,
                         const RimauPosition *position,
                         const RimauMove     *move,
                         guint                n_moves)
{
  RimauPosition next = *position;

  switch (kind)
    {
    case RIMAU_PUZZLE_CAPTURE:
      return rimau_prover_move_forces (prover, RIMAU_PROOF_CAPTURE, position, move, n_moves);
    case RIMAU_PUZZLE_TRAP:
      return rimau_prover_move_forces (prover, RIMAU_PROOF_TRAP, position, move, n_moves);
    case RIMAU_PUZZLE_SAVE:
    default:
      rimau_position_apply (&next, move);
      return !rimau_prover_forces (prover, RIMAU_PROOF_CAPTURE, &next, n_moves);
    }
}

/**
 * rimau_puzzle_working_moves:
 * @prover: a prover
 * @kind: what is asked
 * @position: the position, the solving side to move
 * @n_moves: the puzzle's moves
 *
 * Returns: (transfer full): every legal ply of @position that works, by
 *   rimau_puzzle_move_works(), in the engine's order
 */
GArray *
rimau_puzzle_working_moves (RimauProver         *prover,
                            RimauPuzzleKind      kind,
                            const RimauPosition *position,
                            guint                n_moves)
{
  GArray *working = g_array_new (FALSE, FALSE, sizeof (RimauMove));
  RimauMove moves[RIMAU_MAX_MOVES];
  guint n = rimau_position_generate (position, moves);

  for (guint i = 0; i < n; i++)
    if (rimau_puzzle_move_works (prover, kind, position, &moves[i], n_moves))
      g_array_append_val (working, moves[i]);
  return working;
}
