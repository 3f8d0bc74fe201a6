/* rimau-puzzle-find.c — the puzzle a position holds, if any
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A position holds a puzzle of a kind when exactly one first move works,
 * for the fewest moves that any works in (a capture, a trap), or for the
 * most moves up to the cap that any holds for (saving a man). Each
 * puzzle found is sound by rimau_puzzle_verify(), which the generator
 * checks again.
 */

#include "config.h"

#include "rimau-puzzle-private.h"

/* How many moves of the solving side win after @reply at @position:
 * fewer is a stubborner defence, leaving fewer ways through. */
static guint
count_winning_answers (RimauProver         *prover,
                       RimauPuzzleKind      kind,
                       const RimauPosition *position,
                       guint                n_moves)
{
  g_autoptr(GArray) winning = rimau_puzzle_working_moves (prover, kind, position, n_moves);

  return winning->len;
}

/* The defence the main line shows at @position, the defending side to
 * move, the solving side having @n_moves moves left: a reply after which
 * it needs every one of them (one always exists, or the move before it
 * would have won sooner), and of those the one leaving it the fewest
 * winning moves; the engine's first of equals. */
static RimauMove
most_stubborn_reply (RimauProver         *prover,
                     RimauPuzzleKind      kind,
                     const RimauPosition *position,
                     guint                n_moves)
{
  RimauMove replies[RIMAU_MAX_MOVES];
  guint n = rimau_position_generate (position, replies);
  guint best = 0, fewest = G_MAXUINT;

  for (guint i = 0; i < n; i++)
    {
      RimauPosition next = *position;
      guint answers;

      rimau_position_apply (&next, &replies[i]);
      if (rimau_prover_forces (prover, rimau_puzzle_kind_goal (kind), &next, n_moves - 1))
        continue;
      answers = count_winning_answers (prover, kind, &next, n_moves);
      if (answers < fewest)
        {
          best = i;
          fewest = answers;
        }
    }

  g_assert (fewest != G_MAXUINT);
  return replies[best];
}

/* The first move that wins within @n_moves: the engine lists the
 * tigers' jumps with their steps, so a capture in one is shown as soon
 * as there is one. */
static RimauMove
first_winning_move (RimauProver         *prover,
                    RimauPuzzleKind      kind,
                    const RimauPosition *position,
                    guint                n_moves)
{
  g_autoptr(GArray) winning = rimau_puzzle_working_moves (prover, kind, position, n_moves);

  g_assert (winning->len > 0);
  return g_array_index (winning, RimauMove, 0);
}

/* The main line from @first: the solving side's moves, each winning in
 * the moves left, and the most stubborn defence between them. */
static void
add_main_line (RimauProver     *prover,
               RimauPuzzle     *puzzle,
               const RimauMove *first)
{
  RimauPosition position = puzzle->position;
  RimauMove move = *first;

  for (guint left = puzzle->n_moves; ; left--)
    {
      RimauMove reply;

      g_array_append_val (puzzle->solution, move);
      rimau_position_apply (&position, &move);
      if (left == 1)
        break;

      reply = most_stubborn_reply (prover, puzzle->kind, &position, left - 1);
      g_array_append_val (puzzle->solution, reply);
      rimau_position_apply (&position, &reply);
      move = first_winning_move (prover, puzzle->kind, &position, left - 1);
    }
}

/* The puzzle of @n_moves with @first as its only solution. */
static RimauPuzzle *
make_puzzle (RimauProver         *prover,
             RimauPuzzleKind      kind,
             const RimauPosition *position,
             guint                n_moves,
             const RimauMove     *first)
{
  RimauPuzzle *puzzle = rimau_puzzle_new (kind, position, n_moves);

  if (kind == RIMAU_PUZZLE_SAVE)
    g_array_append_val (puzzle->solution, *first);
  else
    add_main_line (prover, puzzle, first);
  puzzle->grade = rimau_puzzle_grade (puzzle, NULL);
  return puzzle;
}

/* The puzzle for the moves @n_moves if exactly one move works in them;
 * %NULL, and whether none did, otherwise. */
static RimauPuzzle *
try_moves (RimauProver         *prover,
           RimauPuzzleKind      kind,
           const RimauPosition *position,
           guint                n_moves,
           gboolean            *none_works)
{
  g_autoptr(GArray) working = rimau_puzzle_working_moves (prover, kind, position, n_moves);

  *none_works = working->len == 0;
  if (working->len != 1)
    return NULL;
  return make_puzzle (prover, kind, position, n_moves, &g_array_index (working, RimauMove, 0));
}

static gboolean
can_hold_puzzle (RimauPuzzleKind      kind,
                 const RimauPosition *position)
{
  if (position->side != rimau_puzzle_kind_solver (kind) || rimau_position_in_opening (position) ||
      rimau_position_outcome (position) != RIMAU_OUTCOME_NONE || position->quiet >= RIMAU_QUIET_PLY_LIMIT)
    return FALSE;
  return kind != RIMAU_PUZZLE_SAVE || rimau_puzzle_has_threat (position);
}

/**
 * rimau_puzzle_find:
 * @prover: a prover
 * @kind: what to look for
 * @position: a position
 *
 * Looks for a puzzle of @kind at @position: for a capture or a trap, the
 * fewest moves, up to %RIMAU_PUZZLE_MAX_MOVES, in which one works, and it
 * must be the only one; for saving a man, the most moves, up to
 * %RIMAU_PUZZLE_SAVE_MAX_MOVES, that one holds for, and it must be the
 * only one. The puzzle has no id and no source yet.
 *
 * Returns: (transfer full) (nullable): the puzzle, or %NULL if there is none
 */
RimauPuzzle *
rimau_puzzle_find (RimauProver         *prover,
                   RimauPuzzleKind      kind,
                   const RimauPosition *position)
{
  guint max = rimau_puzzle_kind_max_moves (kind);
  gboolean none_works;

  if (!can_hold_puzzle (kind, position))
    return NULL;

  for (guint i = 1; i <= max; i++)
    {
      /* Saving looks from the longest hold down, the others from the
       * shortest win up: the first moves count that any move works for. */
      guint n_moves = kind == RIMAU_PUZZLE_SAVE ? max + 1 - i : i;
      RimauPuzzle *puzzle = try_moves (prover, kind, position, n_moves, &none_works);

      if (puzzle != NULL || !none_works)
        return puzzle;
    }

  return NULL;
}
