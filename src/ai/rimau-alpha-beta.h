/* rimau-alpha-beta.h — iterative-deepening alpha-beta search for plugins
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "rimau-evaluation.h"
#include "rimau-search.h"

G_BEGIN_DECLS

/* The deepest the search goes, in plies, whatever its options say. */
#define RIMAU_ALPHA_BETA_MAX_DEPTH 62
/* The bounds of tt_bits: a table of 2^10 to 2^26 entries of 12 bytes. */
#define RIMAU_ALPHA_BETA_MIN_TT_BITS 10
#define RIMAU_ALPHA_BETA_MAX_TT_BITS 26

/* How a personality searches. Zero for every field is a plain full search. */
typedef struct
{
  /* Never deeper than this many plies; 0: as deep as time allows, up to
   * RIMAU_ALPHA_BETA_MAX_DEPTH. */
  guint                   max_depth;
  /* Look at the tigers' captures beyond the horizon. */
  gboolean                quiescence;
  /* Search late, quiet plies less deep first. */
  gboolean                reductions;
  /* The chance that a ply is chosen without looking at the replies, and
   * that each capture at hand goes unnoticed: the oversights of a beginner. */
  double                  oversight;
  /* Up to this much (hundredths of a man) of random preference between
   * plies at the root, so that games differ. */
  int                     noise;
  /* What a draw costs the searching side, in hundredths of a man: a
   * player who wants to win avoids repetitions and the quiet-ply draw. */
  int                     contempt;
  /* The transposition table holds 2^tt_bits entries (default 20). */
  guint                   tt_bits;
  /* NULL: rimau_eval_weights_default(). */
  const RimauEvalWeights *weights;
} RimauAlphaBetaOptions;

typedef struct _RimauAlphaBeta RimauAlphaBeta;

RimauAlphaBeta *rimau_alpha_beta_new    (const RimauAlphaBetaOptions *options);
void            rimau_alpha_beta_free   (RimauAlphaBeta              *self);
gboolean        rimau_alpha_beta_choose (RimauAlphaBeta              *self,
                                         RimauStrategyContext        *context,
                                         RimauMove                   *move,
                                         GError                     **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (RimauAlphaBeta, rimau_alpha_beta_free)

G_END_DECLS
