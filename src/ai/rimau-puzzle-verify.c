/* rimau-puzzle-verify.c — whether a puzzle holds, proved over every reply
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A puzzle is sound (docs/puzzles.md, "Sound puzzles") when
 *  1. its position can hold one of its kind: the solving side to move, the
 *     opening over, the game going on; for a save, a man in danger;
 *  2. its main line is forced: at each of the solving side's turns the
 *     line's move works in the moves left, and each reply of the defence
 *     in the line is a longest one (after it the solving side needs every
 *     move it has left), so the line ends with the goal on the last move;
 *  3. its first move works and every other first move does not, unless
 *     the puzzle lists it as accepted (and every one listed works);
 *  4. n is the fewest moves a capture or a trap can be forced in, and the
 *     most moves, up to the cap, any move holds a man safe for;
 *  5. its grade is the one the rule gives (rimau-puzzle-grade.c).
 * Each check is an exhaustive proof by the prover, never a search score.
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "rimau-puzzle-private.h"

#define unsound(error, ...) \
  rimau_puzzle_fail ((error), RIMAU_PUZZLE_ERROR_UNSOUND, 0, __VA_ARGS__)

static guint
main_line_length (const RimauPuzzle *puzzle)
{
  return puzzle->kind == RIMAU_PUZZLE_SAVE ? 1 : 2 * puzzle->n_moves - 1;
}

/* 1. The position, the moves asked for and the line's length. */
static gboolean
check_setting (const RimauPuzzle  *puzzle,
               GError            **error)
{
  const RimauPosition *position = &puzzle->position;
  guint max = rimau_puzzle_kind_max_moves (puzzle->kind);

  if (puzzle->n_moves < 1 || puzzle->n_moves > max)
    return unsound (error, _("It asks for %u moves; this kind of puzzle asks for 1 to %u"),
                    puzzle->n_moves, max);
  if (position->side != rimau_puzzle_kind_solver (puzzle->kind))
    return unsound (error, position->side == RIMAU_SIDE_TIGERS
                           ? _("The tigers are to move; this kind of puzzle is the men’s")
                           : _("The men are to move; this kind of puzzle is the tigers’"));
  if (rimau_position_in_opening (position))
    return unsound (error, _("The position is in the opening"));
  if (rimau_position_outcome (position) != RIMAU_OUTCOME_NONE || position->quiet >= RIMAU_QUIET_PLY_LIMIT)
    return unsound (error, _("The game is over in the position"));
  if (puzzle->kind == RIMAU_PUZZLE_SAVE && !rimau_puzzle_has_threat (position))
    return unsound (error, _("No man is in danger"));
  if (puzzle->solution->len != main_line_length (puzzle))
    return unsound (error, _("The main line has %u plies; %u moves ask for %u"),
                    puzzle->solution->len, puzzle->n_moves, main_line_length (puzzle));
  return TRUE;
}

/* 2. A move of the solving side, @left moves to go, this one included. */
static gboolean
check_solving_move (RimauProver          *prover,
                    const RimauPuzzle    *puzzle,
                    const RimauPosition  *position,
                    const RimauMove      *move,
                    guint                 index,
                    guint                 left,
                    GError              **error)
{
  char text[RIMAU_MOVE_TEXT_SIZE];

  if (rimau_puzzle_move_works (prover, puzzle->kind, position, move, left))
    return TRUE;
  return unsound (error, _("Ply %u of the main line, %s, does not work with %u moves left"),
                  index + 1, rimau_move_to_text (move, text), left);
}

/* 2. A reply of the defence, the solving side having @left moves after it. */
static gboolean
check_defence (RimauProver          *prover,
               const RimauPuzzle    *puzzle,
               const RimauPosition  *after,
               const RimauMove      *reply,
               guint                 index,
               guint                 left,
               GError              **error)
{
  char text[RIMAU_MOVE_TEXT_SIZE];

  if (!rimau_prover_forces (prover, rimau_puzzle_kind_goal (puzzle->kind), after, left - 1))
    return TRUE;
  return unsound (error, _("Ply %u of the main line, %s, is not the longest defence: "
                           "after it %u moves are enough"),
                  index + 1, rimau_move_to_text (reply, text), left - 1);
}

static gboolean
check_main_line (RimauProver        *prover,
                 const RimauPuzzle  *puzzle,
                 GError            **error)
{
  RimauPosition position = puzzle->position;

  for (guint i = 0; i < puzzle->solution->len; i++)
    {
      const RimauMove *ply = &g_array_index (puzzle->solution, RimauMove, i);
      guint left = puzzle->n_moves - i / 2;
      char text[RIMAU_MOVE_TEXT_SIZE];
      RimauPosition next = position;

      if (!rimau_position_is_legal (&position, ply))
        return unsound (error, _("Ply %u of the main line, %s, is not legal"), i + 1, rimau_move_to_text (ply, text));
      rimau_position_apply (&next, ply);
      if (i % 2 == 0 && !check_solving_move (prover, puzzle, &position, ply, i, left, error))
        return FALSE;
      if (i % 2 == 1 && !check_defence (prover, puzzle, &next, ply, i, left - 1, error))
        return FALSE;
      position = next;
    }
  return TRUE;
}

/* 3. The solution's first move is the only one that works, but for those
 * listed as accepted, which must work too. */
static gboolean
check_first_moves (RimauProver        *prover,
                   const RimauPuzzle  *puzzle,
                   GError            **error)
{
  RimauMove moves[RIMAU_MAX_MOVES];
  guint n = rimau_position_generate (&puzzle->position, moves);
  guint n_legal_accepted = 0;

  for (guint i = 0; i < n; i++)
    {
      gboolean works = rimau_puzzle_move_works (prover, puzzle->kind, &puzzle->position, &moves[i], puzzle->n_moves);
      gboolean accepted = rimau_puzzle_is_accepted (puzzle, &moves[i]);
      char text[RIMAU_MOVE_TEXT_SIZE];

      if (!works && rimau_move_equal (&moves[i], &g_array_index (puzzle->solution, RimauMove, 0)))
        return unsound (error, _("The solution’s first move, %s, does not work"), rimau_move_to_text (&moves[i], text));
      if (works && !accepted)
        return unsound (error, _("%s works too, and is not listed as accepted"), rimau_move_to_text (&moves[i], text));
      if (accepted && !works)
        return unsound (error, _("The accepted move %s does not work"), rimau_move_to_text (&moves[i], text));
      n_legal_accepted += accepted;
    }

  /* The solution's first move and each accepted one, all legal. */
  if (n_legal_accepted < 1 + puzzle->accepted->len)
    return unsound (error, _("An accepted move is not legal, or is listed twice"));
  return TRUE;
}

/* 4. A capture or a trap is not forced sooner; no move holds a man for
 * longer, below the cap. */
static gboolean
check_moves_asked (RimauProver        *prover,
                   const RimauPuzzle  *puzzle,
                   GError            **error)
{
  guint n = puzzle->n_moves;
  g_autoptr(GArray) holding = NULL;

  if (puzzle->kind != RIMAU_PUZZLE_SAVE)
    {
      if (n > 1 && rimau_prover_forces (prover, rimau_puzzle_kind_goal (puzzle->kind), &puzzle->position, n - 1))
        return unsound (error, _("It can be done in %u moves, fewer than the %u it asks for"), n - 1, n);
      return TRUE;
    }

  if (n == rimau_puzzle_kind_max_moves (puzzle->kind))
    return TRUE;
  holding = rimau_puzzle_working_moves (prover, puzzle->kind, &puzzle->position, n + 1);
  if (holding->len > 0)
    return unsound (error, _("A move keeps every man safe for %u moves, more than the %u it asks for"), n + 1, n);
  return TRUE;
}

/* 5. The grade by the rule. */
static gboolean
check_grade (const RimauPuzzle  *puzzle,
             GError            **error)
{
  guint score;
  RimauPuzzleGrade grade = rimau_puzzle_grade (puzzle, &score);

  if (grade == puzzle->grade)
    return TRUE;
  return unsound (error, _("It is graded %s, but the rule gives %s (score %u)"),
                  rimau_puzzle_grade_to_id (puzzle->grade), rimau_puzzle_grade_to_id (grade), score);
}

/**
 * rimau_puzzle_verify:
 * @prover: a prover
 * @puzzle: a puzzle
 * @error: where to say why it is unsound
 *
 * Proves @puzzle sound, as this file's header says, over every legal reply.
 *
 * Returns: whether it is sound; if not, @error says the first reason found
 *   (%RIMAU_PUZZLE_ERROR_UNSOUND)
 */
gboolean
rimau_puzzle_verify (RimauProver        *prover,
                     const RimauPuzzle  *puzzle,
                     GError            **error)
{
  /* The number of moves first: a puzzle asking for too many has a
   * wrong main line too, and the number is the better reason. */
  return check_setting (puzzle, error) &&
         check_moves_asked (prover, puzzle, error) &&
         check_first_moves (prover, puzzle, error) &&
         check_main_line (prover, puzzle, error) &&
         check_grade (puzzle, error);
}
