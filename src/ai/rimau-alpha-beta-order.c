/* rimau-alpha-beta-order.c — the order the alpha-beta search tries plies in
 *
 * The sooner the best ply is searched, the more of the others a cut-off
 * spares: the table's ply first, then captures, then the quiet plies that
 * refuted a sibling (killers) or often refuted others (history).
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "rimau-alpha-beta-private.h"

/* History scores are all halved when one passes this: they stay below
 * the killers', and old ones fade. */
#define HISTORY_MAX   (1 << 24)

static inline gboolean
same_move (const RimauMove *a,
           const RimauMove *b)
{
  return a->kind == b->kind && a->from == b->from && a->to == b->to;
}

/* Scores each of the @n @moves for the order they are tried in: the
 * table's ply, then captures (the more men the sooner), the killers of
 * @ply, then by history. */
void
rimau_alpha_beta_score_moves (const RimauAlphaBeta *self,
                              const RimauPosition  *position,
                              const RimauMove      *moves,
                              guint                 n,
                              int                  *scores,
                              const TTEntry        *entry,
                              guint                 ply)
{
  const int (*history)[RIMAU_N_POINTS] = self->history[position->side];

  for (guint i = 0; i < n; i++)
    {
      const RimauMove *m = &moves[i];

      if (entry != NULL && entry->kind == m->kind && entry->from == m->from && entry->to == m->to)
        scores[i] = SCORE_TT;
      else if (m->kind == RIMAU_MOVE_JUMP)
        scores[i] = SCORE_JUMP + (int) rimau_mask_count (m->captured);
      else if (same_move (m, &self->killers[ply][0]))
        scores[i] = SCORE_KILLER + 1;
      else if (same_move (m, &self->killers[ply][1]))
        scores[i] = SCORE_KILLER;
      else
        scores[i] = m->to >= 0 ? history[m->from + 1][m->to] : 0;
    }
}

/* Brings the best-scored remaining ply to @i. */
void
rimau_alpha_beta_pick_move (RimauMove *moves,
                            int       *scores,
                            guint      i,
                            guint      n)
{
  guint best = i;

  for (guint j = i + 1; j < n; j++)
    if (scores[j] > scores[best])
      best = j;
  if (best != i)
    {
      RimauMove m = moves[i];
      int s = scores[i];

      moves[i] = moves[best], moves[best] = m;
      scores[i] = scores[best], scores[best] = s;
    }
}

/* Remembers that @move refuted the position at @ply: as a killer of @ply,
 * and in the history of its side. Captures, tried early anyway, and plies
 * to no point are not remembered. */
void
rimau_alpha_beta_remember_cutoff (RimauAlphaBeta      *self,
                                  const RimauPosition *position,
                                  const RimauMove     *move,
                                  int                  depth,
                                  guint                ply)
{
  int *h;

  if (move->kind == RIMAU_MOVE_JUMP || move->to < 0)
    return;
  if (!same_move (move, &self->killers[ply][0]))
    {
      self->killers[ply][1] = self->killers[ply][0];
      self->killers[ply][0] = *move;
    }

  h = &self->history[position->side][move->from + 1][move->to];
  *h += depth * depth;
  if (*h > HISTORY_MAX)
    {
      for (guint s = 0; s < 2; s++)
        for (guint f = 0; f <= RIMAU_N_POINTS; f++)
          for (guint t = 0; t < RIMAU_N_POINTS; t++)
            self->history[s][f][t] /= 2;
    }
}
