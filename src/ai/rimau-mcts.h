/* rimau-mcts.h — Monte Carlo tree search for plugins
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "rimau-evaluation.h"
#include "rimau-search.h"

G_BEGIN_DECLS

/* The bounds of tree_bits: a tree of 2^10 to 2^24 nodes of 48 bytes. */
#define RIMAU_MCTS_MIN_TREE_BITS 10
#define RIMAU_MCTS_MAX_TREE_BITS 24

typedef struct
{
  /* The tree holds at most 2^tree_bits nodes (default 20). */
  guint                   tree_bits;
  /* Exploration constant of the UCB formula (default 0.7). */
  double                  exploration;
  /* Plies of informed play after a leaf before the evaluation judges it
   * (default 10). */
  guint                   playout_plies;
  /* How much the evaluation's minimax value counts against the playouts'
   * average, 0 to 1 (default 0.4). */
  double                  minimax_weight;
  /* What a draw costs the searching side, as a chance of winning (0 to
   * 0.5): a player who wants to win avoids draws. */
  double                  contempt;
  /* NULL: rimau_eval_weights_default(). */
  const RimauEvalWeights *weights;
} RimauMctsOptions;

typedef struct _RimauMcts RimauMcts;

RimauMcts *rimau_mcts_new    (const RimauMctsOptions   *options);
void       rimau_mcts_free   (RimauMcts                *self);
gboolean   rimau_mcts_choose (RimauMcts                *self,
                              RimauStrategyContext     *context,
                              RimauMove                *move,
                              GError                  **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (RimauMcts, rimau_mcts_free)

G_END_DECLS
