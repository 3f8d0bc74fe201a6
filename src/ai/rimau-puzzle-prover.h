/* rimau-puzzle-prover.h — exhaustive proofs of short forced wins
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "rimau-engine.h"

G_BEGIN_DECLS

/**
 * RimauProofGoal:
 * @RIMAU_PROOF_CAPTURE: the tigers, to move, capture at least one man
 * @RIMAU_PROOF_TRAP: the men, to move, leave the tigers unable to move
 *
 * What the side to move tries to force.
 */
typedef enum
{
  RIMAU_PROOF_CAPTURE,
  RIMAU_PROOF_TRAP,
} RimauProofGoal;

/* The most moves of the solving side a proof looks at: deep enough for
 * puzzles, shallow enough to look at every reply. */
#define RIMAU_PROOF_MAX_MOVES 4

typedef struct _RimauProver RimauProver;

RimauProver *rimau_prover_new            (void);
void         rimau_prover_free           (RimauProver         *self);
void         rimau_prover_clear          (RimauProver         *self);
guint64      rimau_prover_get_nodes      (RimauProver         *self);

gboolean     rimau_prover_forces         (RimauProver         *self,
                                          RimauProofGoal       goal,
                                          const RimauPosition *position,
                                          guint                n_moves);
gboolean     rimau_prover_move_forces    (RimauProver         *self,
                                          RimauProofGoal       goal,
                                          const RimauPosition *position,
                                          const RimauMove     *move,
                                          guint                n_moves);
guint        rimau_prover_distance       (RimauProver         *self,
                                          RimauProofGoal       goal,
                                          const RimauPosition *position,
                                          guint                max_moves);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (RimauProver, rimau_prover_free)

G_END_DECLS
