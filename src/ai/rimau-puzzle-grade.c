/* rimau-puzzle-grade.c — how hard a puzzle is, by one written rule
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The rule (docs/puzzles.md, "Grades"), from the puzzle alone so that a
 * checker can work it out again:
 *
 *   score = 2 × (n − 1)                     the longer, the harder
 *         + 1 if 1 or 2 decoys, 2 if 3 or more
 *         + 2 for a save that neither moves a man in danger nor fills
 *           the point a jump would land on  the answer is not the obvious one
 *
 *   easy: score 0–1; medium: 2–3; hard: 4 and more.
 *
 * A decoy is another first move that looks like an answer and is not
 * (the puzzle is sound, so none of them works): for a capture, a tiger
 * move after which a man could be jumped; for a trap, a men move after
 * which the tigers have one move left; for a save, a men move after
 * which no man can be jumped at once.
 */

#include "config.h"

#include "rimau-puzzle.h"

#define EASY_MOST   1
#define MEDIUM_MOST 3

/* Whether @move, another first move than the solution's, looks like an
 * answer, as the header says. */
static gboolean
is_decoy (RimauPuzzleKind      kind,
          const RimauPosition *position,
          const RimauMove     *move)
{
  RimauPosition next = *position;
  RimauMove moves[RIMAU_MAX_MOVES];

  rimau_position_apply (&next, move);
  switch (kind)
    {
    case RIMAU_PUZZLE_CAPTURE:
      return rimau_position_capturable_men (&next) != 0;
    case RIMAU_PUZZLE_TRAP:
      return rimau_position_generate (&next, moves) <= 1;
    case RIMAU_PUZZLE_SAVE:
    default:
      return rimau_position_capturable_men (&next) == 0;
    }
}

static guint
count_decoys (const RimauPuzzle *puzzle)
{
  RimauMove moves[RIMAU_MAX_MOVES];
  guint n = rimau_position_generate (&puzzle->position, moves);
  guint decoys = 0;

  for (guint i = 0; i < n; i++)
    if (!rimau_puzzle_is_accepted (puzzle, &moves[i]) && is_decoy (puzzle->kind, &puzzle->position, &moves[i]))
      decoys++;
  return decoys;
}

/* The points the tigers' jumps would land on, were it their turn. */
static RimauMask
jump_landings (const RimauPosition *position)
{
  RimauMove jumps[RIMAU_MAX_TIGER_JUMPS];
  guint n = rimau_position_generate_tiger_jumps (position, jumps);
  RimauMask landings = 0;

  for (guint i = 0; i < n; i++)
    landings |= RIMAU_MASK (jumps[i].to);
  return landings;
}

/* A save is obvious when it takes a man in danger away or fills a
 * landing point: what a beginner tries first. */
static gboolean
is_obvious_save (const RimauPuzzle *puzzle,
                 const RimauMove   *move)
{
  const RimauPosition *position = &puzzle->position;

  if (move->from != RIMAU_NO_POINT && (rimau_position_capturable_men (position) & RIMAU_MASK (move->from)))
    return TRUE;
  return move->to != RIMAU_NO_POINT && (jump_landings (position) & RIMAU_MASK (move->to));
}

/**
 * rimau_puzzle_grade:
 * @puzzle: a puzzle with its solution
 * @score: (out) (optional): the score the grade comes from
 *
 * Returns: the grade by the rule in this file's header
 */
RimauPuzzleGrade
rimau_puzzle_grade (const RimauPuzzle *puzzle,
                    guint             *score)
{
  guint points = 2 * (puzzle->n_moves - 1);
  guint decoys = count_decoys (puzzle);

  points += decoys >= 3 ? 2 : decoys >= 1 ? 1 : 0;
  if (puzzle->kind == RIMAU_PUZZLE_SAVE && puzzle->solution->len > 0 &&
      !is_obvious_save (puzzle, &g_array_index (puzzle->solution, RimauMove, 0)))
    points += 2;

  if (score != NULL)
    *score = points;
  if (points <= EASY_MOST)
    return RIMAU_PUZZLE_EASY;
  return points <= MEDIUM_MOST ? RIMAU_PUZZLE_MEDIUM : RIMAU_PUZZLE_HARD;
}
