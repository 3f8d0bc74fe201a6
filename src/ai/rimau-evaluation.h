/* rimau-evaluation.h — how good a position looks, in the game's own terms
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "rimau-engine.h"

G_BEGIN_DECLS

/* What each term is worth, in hundredths of a man, for the tigers. */
typedef struct
{
  int man;            /* a man captured, beyond the opening's removals */
  int last_men;       /* more for each of the last few men the tigers need */
  int mobility;       /* a step or jump a tiger has, beyond three */
  int trapped;        /* a tiger with no step and no jump (subtracted) */
  int cramped;        /* a tiger with a single step or jump (subtracted) */
  int hemmed;         /* a tiger with two steps or jumps (subtracted) */
  int reach;          /* an empty point the tigers can walk to, beyond eight */
  int confined;       /* for each point fewer than eight the tigers can walk to (subtracted) */
  int capture_now;    /* a man the tigers, to move, can take at once */
  int threat_single;  /* a man under threat while the men are to move */
  int threat_double;  /* a second threat the men cannot parry at once */
  int exposed;        /* a man a tiger could jump after one step */
  int unsafe_drop;    /* an empty point where a dropped man would hang */
} RimauEvalWeights;

/* What the evaluation saw on the way: the search uses it too. */
typedef struct
{
  guint tiger_moves;   /* steps and jumps of all tigers */
  guint best_capture;  /* the most men one jump takes now */
  guint n_jumps;
} RimauEvalInfo;

const RimauEvalWeights *rimau_eval_weights_default (void);

int       rimau_evaluate               (const RimauPosition    *position,
                                        const RimauEvalWeights *weights,
                                        RimauEvalInfo          *info);
int       rimau_evaluate_material      (const RimauPosition    *position,
                                        const RimauEvalWeights *weights);
int       rimau_evaluate_terminal      (const RimauPosition    *position,
                                        guint                   ply,
                                        gboolean               *is_terminal);
/* The quiet plies from which the tigers, ahead, play to take the men's
 * safe steps; and what each step taken is worth at the limit, in
 * hundredths of a man. */
#define RIMAU_RESTRICTION_FROM   20
#define RIMAU_RESTRICTION_WEIGHT 6

guint     rimau_evaluate_men_safe_steps (const RimauPosition  *position);
gboolean  rimau_tigers_have_room        (const RimauPosition  *position);
int       rimau_restriction_bonus       (int                   steps_taken,
                                         guint                 quiet);
int       rimau_scale_toward_draw      (int                     score,
                                        guint                   quiet);
guint     rimau_generate_jumps         (const RimauPosition    *position,
                                        RimauMove              *moves);
RimauMask rimau_men_in_danger          (const RimauPosition    *position);

G_END_DECLS
