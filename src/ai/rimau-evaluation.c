/* rimau-evaluation.c — how good a position looks, in the game's own terms
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Everything here runs at every leaf of a search: masks and the board's
 * static rays only, no allocation, no call that lists plies.
 */

#include "config.h"

#include "rimau-evaluation.h"
#include "rimau-strategy.h"

static const RimauEvalWeights default_weights = {
  .man = 80,
  .last_men = 40,
  .mobility = 6,
  .trapped = 350,
  .cramped = 100,
  .hemmed = 30,
  .reach = 4,
  .confined = 25,
  .capture_now = 80,
  .threat_single = 15,
  .threat_double = 60,
  .exposed = 12,
  .unsafe_drop = 2,
};

const RimauEvalWeights *
rimau_eval_weights_default (void)
{
  return &default_weights;
}

static inline guint
opening_removals (RimauVariant variant)
{
  switch (variant)
    {
    case RIMAU_VARIANT_RIMAU_RIMAU_A:
    case RIMAU_VARIANT_RIMAU:
      return 3;
    case RIMAU_VARIANT_RIMAU_RIMAU_B:
      return 1;
    case RIMAU_VARIANT_SUMATRA:
    default:
      return 0;
    }
}

/* Men captured beyond what the opening takes, for the tigers; the last
 * few the tigers need count more, as each brings the end nearer. */
int
rimau_evaluate_material (const RimauPosition    *position,
                         const RimauEvalWeights *weights)
{
  int expected = (int) rimau_variant_men (position->rules.variant) -
                 (int) opening_removals (position->rules.variant);
  int left = (int) rimau_position_men_left (position);
  int margin = left - (int) position->rules.concede;
  int score;

  if (position->opening != RIMAU_OPENING_NONE)
    expected += position->removals_left;
  score = weights->man * (expected - left);
  if (margin < 6)
    score += weights->last_men * (6 - margin);
  return score;
}

/* The jump of the tiger on @tiger in @direction: how many men it takes
 * (0: none) and where it lands. */
static inline guint
jump_in_direction (const RimauBoard    *board,
                   const RimauPosition *position,
                   int                  tiger,
                   int                  direction,
                   RimauMask           *captured,
                   int                 *landing)
{
  const gint8 *ray = board->ray[tiger][direction];
  RimauMask run = 0;
  guint length = 0;

  while (ray[length] != RIMAU_NO_POINT && (position->men & RIMAU_MASK (ray[length])))
    run |= RIMAU_MASK (ray[length++]);

  if (length == 0 || ray[length] == RIMAU_NO_POINT || (position->tigers & RIMAU_MASK (ray[length])))
    return 0;
  if (position->rules.captures == RIMAU_CAPTURE_SINGLE ? length != 1 : (length & 1) == 0)
    return 0;

  *captured = run;
  *landing = ray[length];
  return length;
}

/* The tigers' jumps only: what a capture search looks at. */
guint
rimau_generate_jumps (const RimauPosition *position,
                      RimauMove           *moves)
{
  const RimauBoard *board = rimau_board_get ();
  guint n = 0;
  int t;

  if (position->opening != RIMAU_OPENING_NONE || position->side != RIMAU_SIDE_TIGERS)
    return 0;

  RIMAU_MASK_FOREACH (t, position->tigers)
    {
      for (int d = 0; d < RIMAU_N_DIRECTIONS; d++)
        {
          RimauMask captured;
          int landing;

          if (jump_in_direction (board, position, t, d, &captured, &landing) > 0)
            {
              moves[n].kind = RIMAU_MOVE_JUMP;
              moves[n].from = (gint8) t;
              moves[n].to = (gint8) landing;
              moves[n].captured = captured;
              n++;
            }
        }
    }

  return n;
}

/* The men a tiger could jump now, or after one step: what a careless
 * player overlooks. */
RimauMask
rimau_men_in_danger (const RimauPosition *position)
{
  const RimauBoard *board = rimau_board_get ();
  RimauMask empty = rimau_position_empty (position);
  RimauMask danger = 0;
  int t, p;

  RIMAU_MASK_FOREACH (t, position->tigers)
    {
      RimauMask from = RIMAU_MASK (t) | (board->neighbours[t] & empty);

      RIMAU_MASK_FOREACH (p, from)
        {
          for (int d = 0; d < RIMAU_N_DIRECTIONS; d++)
            {
              int over = board->ray[p][d][0];
              int beyond = over == RIMAU_NO_POINT ? RIMAU_NO_POINT : board->ray[p][d][1];

              if (beyond != RIMAU_NO_POINT && (position->men & RIMAU_MASK (over)) &&
                  ((empty | RIMAU_MASK (t)) & RIMAU_MASK (beyond)) && beyond != p)
                danger |= RIMAU_MASK (over);
            }
        }
    }

  return danger;
}

/* The empty points the tigers can walk to through empty points. */
static inline RimauMask
tiger_reach (const RimauBoard *board,
             RimauMask         tigers,
             RimauMask         empty)
{
  RimauMask reach = tigers, frontier = tigers;

  while (frontier != 0)
    {
      RimauMask next = 0;
      int p;

      RIMAU_MASK_FOREACH (p, frontier)
        next |= board->neighbours[p];
      frontier = next & empty & ~reach;
      reach |= frontier;
    }

  return reach & empty;
}

/* The tigers' side of the evaluation: their freedom and the men's danger. */
static int
evaluate_tigers (const RimauPosition    *position,
                 const RimauEvalWeights *w,
                 RimauEvalInfo          *info)
{
  const RimauBoard *board = rimau_board_get ();
  RimauMask empty = rimau_position_empty (position);
  RimauMask capturable = 0, exposed = 0, unsafe = 0;
  guint captures[2] = { 0, 0 };   /* the two biggest jumps */
  int score = 0;
  int t;

  RIMAU_MASK_FOREACH (t, position->tigers)
    {
      RimauMask steps = board->neighbours[t] & empty;
      guint moves = rimau_mask_count (steps);
      int p;

      for (int d = 0; d < RIMAU_N_DIRECTIONS; d++)
        {
          int next = board->ray[t][d][0];
          RimauMask captured;
          int landing;
          guint taken;

          if (next == RIMAU_NO_POINT)
            continue;
          if (empty & RIMAU_MASK (next))
            {
              /* A man dropped on next would hang if the point beyond is empty. */
              int beyond = board->ray[t][d][1];

              if (beyond != RIMAU_NO_POINT && (empty & RIMAU_MASK (beyond)))
                unsafe |= RIMAU_MASK (next);
              continue;
            }
          taken = jump_in_direction (board, position, t, d, &captured, &landing);
          if (taken == 0)
            continue;
          moves++;
          info->n_jumps++;
          capturable |= captured;
          if (taken > captures[0])
            captures[1] = captures[0], captures[0] = taken;
          else if (taken > captures[1])
            captures[1] = taken;
        }

      /* Men this tiger could jump after one step. */
      RIMAU_MASK_FOREACH (p, steps)
        {
          for (int d = 0; d < RIMAU_N_DIRECTIONS; d++)
            {
              int over = board->ray[p][d][0];
              int beyond;

              if (over == RIMAU_NO_POINT || !(position->men & RIMAU_MASK (over)))
                continue;
              beyond = board->ray[p][d][1];
              if (beyond != RIMAU_NO_POINT && (empty & RIMAU_MASK (beyond)))
                exposed |= RIMAU_MASK (over);
            }
        }

      info->tiger_moves += moves;
      score += w->mobility * ((int) moves - 3);
      if (moves == 0)
        score -= w->trapped;
      else if (moves == 1)
        score -= w->cramped;
      else if (moves == 2)
        score -= w->hemmed;
    }

  info->best_capture = captures[0];
  if (position->side == RIMAU_SIDE_TIGERS)
    score += w->capture_now * (int) captures[0];
  else
    score += w->threat_single * (int) captures[0] + w->threat_double * (int) captures[1];

  score += w->exposed * (int) rimau_mask_count (exposed & ~capturable);
  {
    /* Tigers shut in a small space are on the way to being trapped, however
     * many men they took to get there. */
    int reach = (int) rimau_mask_count (tiger_reach (board, position->tigers, empty));

    score += w->reach * (reach - 8);
    if (reach < 8)
      score -= w->confined * (8 - reach);
  }
  if (position->hand > 0)
    score += w->unsafe_drop * (int) rimau_mask_count (unsafe);

  return score;
}

/**
 * rimau_evaluate:
 * @info: (out caller-allocates) (optional): what was seen on the way
 *
 * The static value of @position for the side to move, in hundredths of a
 * man. It does not look for the end of the game: the search does.
 */
int
rimau_evaluate (const RimauPosition    *position,
                const RimauEvalWeights *weights,
                RimauEvalInfo          *info)
{
  RimauEvalInfo scratch = { 0 };
  int score;

  if (info == NULL)
    info = &scratch;
  *info = (RimauEvalInfo) { 0 };

  score = rimau_evaluate_material (position, weights);
  if (position->tigers != 0)
    score += evaluate_tigers (position, weights, info);

  return position->side == RIMAU_SIDE_TIGERS ? score : -score;
}

/* Whether the game is over by position rules, and its score for the side
 * to move, a win sooner being worth more. */
int
rimau_evaluate_terminal (const RimauPosition *position,
                         guint                ply,
                         gboolean            *is_terminal)
{
  RimauOutcome outcome = rimau_position_outcome (position);

  *is_terminal = outcome != RIMAU_OUTCOME_NONE;
  if (outcome == RIMAU_OUTCOME_NONE || outcome == RIMAU_OUTCOME_DRAW)
    return 0;
  if ((outcome == RIMAU_OUTCOME_TIGERS) == (position->side == RIMAU_SIDE_TIGERS))
    return RIMAU_SCORE_WIN - (int) ply;
  return -RIMAU_SCORE_WIN + (int) ply;
}
