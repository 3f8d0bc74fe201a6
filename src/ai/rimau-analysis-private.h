/* rimau-analysis-private.h — what the analysis's files share of it
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "rimau-analysis.h"
#include "rimau-search.h"

G_BEGIN_DECLS

/* What the analysis knows of one position of the game. */
typedef struct
{
  RimauSearchRequest request;
  RimauOutcome       outcome;
  gboolean           known;
  RimauEvaluation    evaluation;
} RimauAnalysisEntry;

struct _RimauAnalysis
{
  GObject   parent_instance;

  /* entries[i] is the position after i plies; moves[i] the ply from it. */
  GArray   *entries;
  GArray   *moves;
  /* Names the game in the tag: its start and plies as text. */
  guint64   fingerprint;
  guint     n_evaluated;
  gboolean  running;
};

static inline RimauAnalysisEntry *
rimau_analysis_entry_at (RimauAnalysis *self,
                         guint          index)
{
  return &g_array_index (self->entries, RimauAnalysisEntry, index);
}

/* What the game's end makes a finished position worth. */
G_GNUC_INTERNAL
void     rimau_evaluation_of_outcome        (RimauOutcome           outcome,
                                             RimauEvaluation       *evaluation);
/* Whether @move is all that @position allows. */
G_GNUC_INTERNAL
gboolean rimau_analysis_is_only_ply         (const RimauPosition   *position,
                                             const RimauMove       *move);
/* Whether ply @ply is the one the master found best before it, or all
 * that was allowed: such a ply is never marked, and counts as perfect. */
G_GNUC_INTERNAL
gboolean rimau_analysis_is_best_or_only_ply (RimauAnalysis         *self,
                                             guint                  ply);
/* Keeps @evaluation of position @index, unless it is known already, and
 * tells listeners. */
G_GNUC_INTERNAL
void     rimau_analysis_store_evaluation    (RimauAnalysis         *self,
                                             guint                  index,
                                             const RimauEvaluation *evaluation);
/* A hash of the game's start and plies as text: the tag names its game
 * with it. */
G_GNUC_INTERNAL
guint64  rimau_analysis_compute_fingerprint (RimauAnalysis         *self);

G_END_DECLS
