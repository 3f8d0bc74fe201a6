/* rimau-alpha-beta-private.h — what the parts of the alpha-beta search share
 *
 * The search (rimau-alpha-beta.c), its transposition table
 * (rimau-alpha-beta-table.c) and its move ordering
 * (rimau-alpha-beta-order.c) work on one RimauAlphaBeta.
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "rimau-alpha-beta.h"

G_BEGIN_DECLS

/* The plies a line from the root may have: the size of the tables kept
 * for each. */
#define MAX_PLY       64

/* The order scores of the table's ply, of captures and of killers; the
 * history scores of other plies stay below them. */
#define SCORE_TT      (1 << 30)
#define SCORE_JUMP    (1 << 29)
#define SCORE_KILLER  (1 << 28)

/* The deepest iteration stays two plies short of the tables' end. */
G_STATIC_ASSERT (RIMAU_ALPHA_BETA_MAX_DEPTH == MAX_PLY - 2);

enum
{
  BOUND_NONE,
  BOUND_UPPER,
  BOUND_LOWER,
  BOUND_EXACT,
};

/* Twelve bytes: the low bits of a key pick the entry, so only its high
 * half is kept to tell one position from another. */
typedef struct
{
  guint32 check;
  gint16  score;
  gint8   depth;
  guint8  bound;
  gint8   kind;
  gint8   from;
  gint8   to;
  guint8  age;
} TTEntry;

struct _RimauAlphaBeta
{
  RimauAlphaBetaOptions options;
  /* The options' contempt, or none for a neutral search. */
  int                   contempt;
  RimauEvalWeights      weights;
  RimauEvalWeights      careless;

  TTEntry              *tt;
  guint64               tt_mask;
  guint8                age;

  int                   history[2][RIMAU_N_POINTS + 1][RIMAU_N_POINTS];
  RimauMove             killers[MAX_PLY][2];

  /* Keys of the positions before the root, then of the search path. */
  guint64               keys[RIMAU_SEARCH_HISTORY + MAX_PLY + 1];
  guint                 n_base;

  RimauMove             pv[MAX_PLY][MAX_PLY];
  guint                 pv_length[MAX_PLY];

  guint64               nodes;
  guint64               node_limit;
  /* The clock, cancellation and gate of the search under way. */
  RimauStrategyContext *context;
  gboolean              stop;
  int                   root_side;
  guint                 root_quiet;
  /* The men's safe steps at the root, late in a quiet stretch: what the
   * tigers take from them. */
  int                   root_safe_steps;
  guint64               rng;
};

void     rimau_alpha_beta_tt_init         (RimauAlphaBeta       *self,
                                           guint                 tt_bits);
TTEntry *rimau_alpha_beta_tt_probe        (RimauAlphaBeta       *self,
                                           const RimauPosition  *position,
                                           int                   depth);
void     rimau_alpha_beta_tt_store        (RimauAlphaBeta       *self,
                                           const RimauPosition  *position,
                                           int                   depth,
                                           int                   score,
                                           int                   bound,
                                           const RimauMove      *move,
                                           guint                 ply);
int      rimau_alpha_beta_score_from_tt   (int                   score,
                                           guint                 ply);

void     rimau_alpha_beta_score_moves     (const RimauAlphaBeta *self,
                                           const RimauPosition  *position,
                                           const RimauMove      *moves,
                                           guint                 n,
                                           int                  *scores,
                                           const TTEntry        *entry,
                                           guint                 ply);
void     rimau_alpha_beta_pick_move       (RimauMove            *moves,
                                           int                  *scores,
                                           guint                 i,
                                           guint                 n);
void     rimau_alpha_beta_remember_cutoff (RimauAlphaBeta       *self,
                                           const RimauPosition  *position,
                                           const RimauMove      *move,
                                           int                   depth,
                                           guint                 ply);

G_END_DECLS
