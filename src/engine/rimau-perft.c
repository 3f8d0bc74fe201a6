/* rimau-perft.c — random plies, playouts and perft
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "rimau-position-private.h"
#include "rimau-random.h"

/* More than the quiet-ply limit: no repetition can reach further back. */
#define PLAYOUT_HISTORY 128

G_ALWAYS_INLINE static inline int
nth_point (RimauMask mask,
           guint     n)
{
  while (n-- > 0)
    mask &= mask - 1;
  return rimau_mask_first (mask);
}

/* Picks the @pick-th of the steps whose targets are @targets[i] for the
 * pieces on @from[i]. */
G_ALWAYS_INLINE static inline void
pick_step (const RimauMask *targets,
           const gint8     *from,
           guint            pick,
           RimauMove       *move)
{
  for (guint i = 0;; i++)
    {
      guint count = rimau_mask_count (targets[i]);

      if (pick < count)
        {
          add_move (move, RIMAU_MOVE_STEP, from[i], nth_point (targets[i], pick), 0);
          return;
        }
      pick -= count;
    }
}

G_ALWAYS_INLINE static inline gboolean
random_tiger_move (const RimauPosition *position,
                   guint64             *rng_state,
                   RimauMove           *move)
{
  const RimauBoard *board = &rimau_board_tables;
  RimauMask empty = rimau_position_empty (position);
  RimauMove jumps[2 * RIMAU_N_DIRECTIONS];
  RimauMask targets[2];
  gint8 from[2];
  guint n_steps = 0, n_jumps = 0, n_tigers = 0, pick;
  int t, over;

  RIMAU_MASK_FOREACH (t, position->tigers)
    {
      targets[n_tigers] = board->neighbours[t] & empty;
      from[n_tigers] = (gint8) t;
      n_steps += rimau_mask_count (targets[n_tigers++]);

      RIMAU_MASK_FOREACH (over, board->neighbours[t] & position->men)
        {
          RimauMask captured;
          int landing;

          if (find_jump (board, position, t, over, &landing, &captured))
            add_move (&jumps[n_jumps++], RIMAU_MOVE_JUMP, t, landing, captured);
        }
    }

  if (n_steps + n_jumps == 0)
    return FALSE;

  pick = rimau_random_below (rng_state, n_steps + n_jumps);
  if (pick >= n_steps)
    *move = jumps[pick - n_steps];
  else
    pick_step (targets, from, pick, move);
  return TRUE;
}

G_ALWAYS_INLINE static inline void
random_men_move (const RimauPosition *position,
                 guint64             *rng_state,
                 RimauMove           *move)
{
  const RimauBoard *board = &rimau_board_tables;
  RimauMask empty = rimau_position_empty (position);
  RimauMask targets[RIMAU_MAX_MEN];
  gint8 from[RIMAU_MAX_MEN];
  guint total = 0, n = 0;
  int m;

  if (position->hand > 0)
    {
      add_move (move, RIMAU_MOVE_DROP, RIMAU_NO_POINT,
                nth_point (empty, rimau_random_below (rng_state, rimau_mask_count (empty))), 0);
      return;
    }

  RIMAU_MASK_FOREACH (m, position->men)
    {
      RimauMask to = board->neighbours[m] & empty;

      if (to != 0)
        {
          targets[n] = to;
          from[n++] = (gint8) m;
          total += rimau_mask_count (to);
        }
    }

  if (total == 0)
    add_move (move, RIMAU_MOVE_PASS, RIMAU_NO_POINT, RIMAU_NO_POINT, 0);
  else
    pick_step (targets, from, rimau_random_below (rng_state, total), move);
}

/**
 * rimau_position_random_move:
 * @position: a position
 * @rng_state: (inout): the state of the caller's random numbers
 * @move: (out caller-allocates): where to store the ply
 *
 * A uniformly random legal ply, the same distribution as picking from
 * rimau_position_generate(), but without listing every ply: playouts are
 * made of this.
 *
 * Returns: %FALSE when there is no legal ply
 */
RIMAU_HOT gboolean
rimau_position_random_move (const RimauPosition *position,
                            guint64             *rng_state,
                            RimauMove           *move)
{
  if (position->opening != RIMAU_OPENING_NONE)
    {
      RimauMove moves[RIMAU_MAX_MOVES];
      guint n = rimau_position_generate (position, moves);

      if (n == 0)
        return FALSE;
      *move = moves[rimau_random_below (rng_state, n)];
      return TRUE;
    }

  if (rimau_position_men_left (position) <= position->rules.concede)
    return FALSE;

  if (position->side == RIMAU_SIDE_TIGERS)
    return random_tiger_move (position, rng_state, move);

  random_men_move (position, rng_state, move);
  return TRUE;
}

/* The number of legal plies, counted without listing the ones that are
 * plain sets of points: the leaves of perft. */
RIMAU_HOT static guint64
count_moves (const RimauPosition *position)
{
  RimauMove moves[RIMAU_MAX_MOVES];

  if (position->side == RIMAU_SIDE_MEN && position->hand > 0 &&
      rimau_position_men_left (position) > position->rules.concede)
    return rimau_mask_count (rimau_position_empty (position));

  return rimau_position_generate (position, moves);
}

RIMAU_HOT static guint64
perft (const RimauPosition *position,
       guint                depth)
{
  RimauMove moves[RIMAU_MAX_MOVES];
  guint64 nodes = 0;
  guint n;

  if (depth == 1)
    return count_moves (position);

  n = rimau_position_generate (position, moves);
  for (guint i = 0; i < n; i++)
    {
      RimauPosition child = *position;

      rimau_position_apply (&child, &moves[i]);
      nodes += perft (&child, depth - 1);
    }

  return nodes;
}

/**
 * rimau_position_perft:
 * @position: a position
 * @depth: how many plies deep to count
 *
 * Counts the leaf plies at @depth, by position rules only (rules.md §6):
 * the yardstick of a move generator.
 *
 * Returns: the number of leaf plies
 */
guint64
rimau_position_perft (const RimauPosition *position,
                      guint                depth)
{
  if (depth == 0)
    return 1;

  return perft (position, depth);
}

/* Whether the position just reached, keys[n], occurs for the third time.
 * Outside the opening the sides alternate, so only every second earlier
 * position can be equal to it. */
static gboolean
playout_repeats (const guint64 *keys,
                 guint          n,
                 guint          window)
{
  guint64 key = keys[n % PLAYOUT_HISTORY];
  guint seen = 1;

  for (guint k = 2; k <= window; k += 2)
    if (keys[(n - k) % PLAYOUT_HISTORY] == key && ++seen == 3)
      return TRUE;

  return FALSE;
}

/**
 * rimau_position_playout:
 * @position: (inout): the position to play from, and the final position
 * @rng_state: (inout): the state of the caller's random numbers
 * @n_plies: (out) (optional): where to store the number of plies played
 *
 * Plays uniformly random legal plies from @position to the end of the game,
 * with every rule of rules.md §4, draws included. A position from which
 * nothing can be played (an opening with nothing left to remove) ends with
 * %RIMAU_OUTCOME_NONE.
 *
 * Returns: the outcome of the game played
 */
RIMAU_HOT RimauOutcome
rimau_position_playout (RimauPosition *position,
                        guint64       *rng_state,
                        guint         *n_plies)
{
  guint64 keys[PLAYOUT_HISTORY];
  guint n = 0;
  RimauOutcome outcome = RIMAU_OUTCOME_NONE;
  gboolean trapped;

  keys[0] = position->key;

  for (;;)
    {
      RimauMove move;

      if (position->opening == RIMAU_OPENING_NONE)
        {
          if (rimau_position_men_left (position) <= position->rules.concede)
            {
              outcome = RIMAU_OUTCOME_TIGERS;
              break;
            }
          if (position->quiet >= RIMAU_QUIET_PLY_LIMIT ||
              (position->quiet >= 4 && playout_repeats (keys, n, MIN (position->quiet, n))))
            {
              /* Trapped tigers lose before a draw is looked at (rules.md
               * §4); asked only here, since draws are rare. */
              trapped = position->side == RIMAU_SIDE_TIGERS && !rimau_position_tigers_can_move (position);
              outcome = trapped ? RIMAU_OUTCOME_MEN : RIMAU_OUTCOME_DRAW;
              break;
            }
        }

      if (!rimau_position_random_move (position, rng_state, &move))
        {
          /* Only trapped tigers have no ply once the opening is over. */
          if (position->opening == RIMAU_OPENING_NONE)
            outcome = RIMAU_OUTCOME_MEN;
          break;
        }

      rimau_position_apply (position, &move);
      keys[++n % PLAYOUT_HISTORY] = position->key;
    }

  if (n_plies != NULL)
    *n_plies = n;
  return outcome;
}
