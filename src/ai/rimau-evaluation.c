/* rimau-evaluation.c — how good a position looks, in the game's own terms
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Everything here runs at every leaf of a search: masks and the board's
 * static rays only, no allocation, no call that lists every ply (the
 * tigers' jumps are asked of the engine, into a buffer on the stack).
 */

#include "config.h"

#include "rimau-evaluation.h"
#include "rimau-search.h"

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

/* The tigers' jumps only: what a capture search looks at. */
guint
rimau_generate_jumps (const RimauPosition *position,
                      RimauMove           *moves)
{
  if (position->opening != RIMAU_OPENING_NONE || position->side != RIMAU_SIDE_TIGERS)
    return 0;

  return rimau_position_generate_tiger_jumps (position, moves);
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

/* The men a tiger could jump after one step: a man on a line from a point
 * next to a tiger, with the point beyond him empty now. It looks one tiger
 * step ahead, where rimau_position_capturable_men() is about the jumps the
 * tigers have now; and it is a rough measure: it counts single-man jumps
 * whatever the capture rule, not a landing on the point the tiger stepped
 * from, and men that can be captured at once as well (the evaluation leaves
 * those out). */
static inline RimauMask
men_exposed_after_a_tiger_step (const RimauBoard    *board,
                                const RimauPosition *position,
                                RimauMask            empty)
{
  RimauMask exposed = 0;
  int t, p;

  RIMAU_MASK_FOREACH (t, position->tigers)
    {
      RIMAU_MASK_FOREACH (p, board->neighbours[t] & empty)
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
    }

  return exposed;
}

/* The tigers' side of the evaluation: their freedom and the men's danger. */
static int
evaluate_tigers (const RimauPosition    *position,
                 const RimauEvalWeights *w,
                 RimauEvalInfo          *info)
{
  const RimauBoard *board = rimau_board_get ();
  RimauMask empty = rimau_position_empty (position);
  RimauMask capturable = 0, unsafe = 0;
  RimauMove jumps[RIMAU_MAX_TIGER_JUMPS];
  guint captures[2] = { 0, 0 };   /* the two biggest jumps */
  guint n_jumps, j = 0;
  int score = 0;
  int t;

  /* The jumps of the board, in the opening too: the men it leaves are
   * those the tigers will face once it is over. */
  n_jumps = rimau_position_generate_tiger_jumps (position, jumps);
  for (guint i = 0; i < n_jumps; i++)
    {
      /* A single capture takes one man: no need to count. */
      guint taken = position->rules.captures == RIMAU_CAPTURE_SINGLE ? 1 : rimau_mask_count (jumps[i].captured);

      capturable |= jumps[i].captured;
      if (taken > captures[0])
        captures[1] = captures[0], captures[0] = taken;
      else if (taken > captures[1])
        captures[1] = taken;
    }
  info->n_jumps = n_jumps;

  RIMAU_MASK_FOREACH (t, position->tigers)
    {
      RimauMask steps = board->neighbours[t] & empty;
      guint moves = rimau_mask_count (steps);

      /* The jumps come tiger by tiger, in the same order. */
      for (; j < n_jumps && jumps[j].from == t; j++)
        moves++;

      /* A man dropped on a point next to the tiger would hang if the point
       * beyond is empty. */
      if (position->hand > 0)
        {
          int p;

          RIMAU_MASK_FOREACH (p, steps)
            {
              int beyond = board->beyond[t][p];

              if (beyond != RIMAU_NO_POINT && (empty & RIMAU_MASK (beyond)))
                unsafe |= RIMAU_MASK (p);
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

  score += w->exposed * (int) rimau_mask_count (men_exposed_after_a_tiger_step (board, position, empty) &
                                                ~capturable);
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

/**
 * rimau_scale_toward_draw:
 *
 * What is left of a position's @score once @quiet quiet plies have been
 * played. The game is drawn at RIMAU_QUIET_PLY_LIMIT (L) of them, so a lead
 * that brings no capture is worth less with every quiet ply: only
 *
 *   score × (L − quiet) / L
 *
 * of it counts, rounded toward 0, and nothing from the limit on; as chess
 * engines scale by the fifty-move counter. A capture or a drop sets the
 * counter back to 0, and the whole of the score counts again. Meant for
 * static values: a proven win or loss is not to be scaled.
 */
int
rimau_scale_toward_draw (int   score,
                         guint quiet)
{
  if (quiet >= RIMAU_QUIET_PLY_LIMIT)
    return 0;
  return score * (int) (RIMAU_QUIET_PLY_LIMIT - quiet) / RIMAU_QUIET_PLY_LIMIT;
}

/* Whether a tiger could jump a single man. */
static inline gboolean
tigers_can_jump_a_man (const RimauBoard *board,
                       RimauMask         tigers,
                       RimauMask         men,
                       RimauMask         empty)
{
  int t, n;

  RIMAU_MASK_FOREACH (t, tigers)
    {
      RIMAU_MASK_FOREACH (n, board->neighbours[t] & men)
        {
          int beyond = board->beyond[t][n];

          if (beyond != RIMAU_NO_POINT && (empty & RIMAU_MASK (beyond)))
            return TRUE;
        }
    }
  return FALSE;
}

/**
 * rimau_evaluate_men_safe_steps:
 *
 * How many of the men's steps leave no man a tiger could jump: the room
 * they have to wait in. Men with none left must give one up. It looks
 * for jumps of a single man, the only ones of the single-capture rule;
 * under the odd-capture rule it is a rougher measure.
 */
guint
rimau_evaluate_men_safe_steps (const RimauPosition *position)
{
  const RimauBoard *board = rimau_board_get ();
  RimauMask empty = rimau_position_empty (position);
  guint safe = 0;
  int m, to;

  RIMAU_MASK_FOREACH (m, position->men)
    {
      RIMAU_MASK_FOREACH (to, board->neighbours[m] & empty)
        {
          RimauMask step = RIMAU_MASK (m) | RIMAU_MASK (to);

          if (!tigers_can_jump_a_man (board, position->tigers, position->men ^ step, empty ^ step))
            safe++;
        }
    }
  return safe;
}

/**
 * rimau_tigers_have_room:
 *
 * Whether every tiger has three steps or more: too free to be trapped
 * soon, so that taking the men's room is not bought with their own.
 */
gboolean
rimau_tigers_have_room (const RimauPosition *position)
{
  const RimauBoard *board = rimau_board_get ();
  RimauMask empty = rimau_position_empty (position);
  int t;

  RIMAU_MASK_FOREACH (t, position->tigers)
    if (rimau_mask_count (board->neighbours[t] & empty) < 3)
      return FALSE;
  return TRUE;
}

/**
 * rimau_restriction_bonus:
 *
 * What a lead of the tigers gains for @steps_taken safe steps fewer for
 * the men (fewer than when the search began; negative for more) once
 * @quiet quiet plies have been played: nothing before
 * RIMAU_RESTRICTION_FROM, then
 *
 *   RIMAU_RESTRICTION_WEIGHT × steps_taken × quiet / L
 *
 * hundredths of a man, rounded toward 0. With their lead shrinking toward
 * a draw, this is the progress the tigers can make without a capture. It
 * grows with the counter, so that it decides between shuffles late in a
 * quiet stretch, not between plans early in it.
 */
int
rimau_restriction_bonus (int   steps_taken,
                         guint quiet)
{
  if (quiet < RIMAU_RESTRICTION_FROM || quiet >= RIMAU_QUIET_PLY_LIMIT)
    return 0;
  return RIMAU_RESTRICTION_WEIGHT * steps_taken * (int) quiet / RIMAU_QUIET_PLY_LIMIT;
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
