/* rimau-analysis-accuracy.c — how well each side played, as a percentage
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * As lichess measures it for chess: a score is turned into a chance of
 * winning, a ply's accuracy falls with the chance it threw away against
 * the best ply found, and a side's accuracy is the mean of its plies'.
 * Chances rather than scores, so that a side far ahead loses nothing by
 * winning a little more slowly, and one far behind nothing by losing a
 * little more: both ends of the curve are flat. docs/playing.md gives the
 * formulas to players.
 */

#include "config.h"

#include <math.h>

#include "rimau-analysis-private.h"

/* lichess's fit of a move's accuracy to the win chance it lost, in
 * percentage points: 100 % for nothing lost, about 64 % for 10 points,
 * 0 % from about 76 points on. */
#define ACCURACY_A   103.1668
#define ACCURACY_K     0.04354
#define ACCURACY_B     3.1669

double
rimau_win_chance (RimauSide side,
                  int       score)
{
  double tigers;

  if (rimau_score_is_forced (score))
    tigers = score > 0 ? 100.0 : 0.0;
  else
    tigers = 100.0 / (1.0 + exp (-(double) score / RIMAU_ANALYSIS_WIN_CHANCE_SCALE));
  return side == RIMAU_SIDE_TIGERS ? tigers : 100.0 - tigers;
}

double
rimau_ply_accuracy (RimauSide mover,
                    int       best,
                    int       after)
{
  double lost = rimau_win_chance (mover, best) - rimau_win_chance (mover, after);

  /* A search of the same time sees a ply further after the ply: a gain
   * is that, not a ply better than the best. */
  if (lost <= 0)
    return 100.0;
  return CLAMP (ACCURACY_A * exp (-ACCURACY_K * lost) - ACCURACY_B, 0.0, 100.0);
}

gboolean
rimau_analysis_get_ply_accuracy (RimauAnalysis *self,
                                 guint          ply,
                                 double        *accuracy)
{
  const RimauAnalysisEntry *before, *after;

  g_return_val_if_fail (RIMAU_IS_ANALYSIS (self), FALSE);
  g_return_val_if_fail (ply < self->moves->len, FALSE);

  before = rimau_analysis_entry_at (self, ply);
  after = rimau_analysis_entry_at (self, ply + 1);
  if (!before->known || !after->known)
    return FALSE;

  /* The plies that are never marked are played perfectly. */
  if (rimau_analysis_is_best_or_only_ply (self, ply))
    *accuracy = 100.0;
  else
    *accuracy = rimau_ply_accuracy (before->request.position.side, before->evaluation.score,
                                    after->evaluation.score);
  return TRUE;
}

gboolean
rimau_analysis_get_accuracy (RimauAnalysis *self,
                             RimauSide      side,
                             double        *accuracy)
{
  double sum = 0;
  guint n = 0;

  g_return_val_if_fail (RIMAU_IS_ANALYSIS (self), FALSE);
  g_return_val_if_fail (accuracy != NULL, FALSE);

  for (guint ply = 0; ply < self->moves->len; ply++)
    {
      double one;

      if (rimau_analysis_entry_at (self, ply)->request.position.side != side ||
          !rimau_analysis_get_ply_accuracy (self, ply, &one))
        continue;
      sum += one;
      n++;
    }

  if (n == 0)
    return FALSE;
  *accuracy = sum / n;
  return TRUE;
}
