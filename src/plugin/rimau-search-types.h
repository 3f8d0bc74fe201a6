/* rimau-search-types.h — what the host asks of a search, and hears back
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Plain values the program's own searches, the runner and the analysis
 * pass around; private to Rimau and never installed. A plugin sees them
 * only through a RimauStrategyContext, so that their layout can change.
 */

#pragma once

#include "rimau-move.h"
#include "rimau-position.h"
#include "rimau-search-gate.h"

G_BEGIN_DECLS

/* How long and how far a strategy may think; 0 means no limit. A strategy
 * passes @gate, when there is one, each time it looks at its clock, and so
 * waits while the caller holds it closed; the time the gate says it held
 * the search is left out of the search's time. */
typedef struct
{
  guint            time_ms;
  guint            depth;
  guint64          nodes;
  RimauSearchGate *gate;
  /* A verdict rather than a game: a draw is scored as a draw, without the
   * contempt that makes a personality play on. Analysis asks for it. */
  gboolean         neutral;
} RimauSearchLimits;

/* Enough for every position since the last irreversible ply: the quiet-ply
 * counter never goes past the limit. */
#define RIMAU_SEARCH_HISTORY RIMAU_QUIET_PLY_LIMIT

/* What to think about: the position, and the keys of the positions that came
 * before it since the last irreversible ply, oldest first, so that a
 * strategy can see repetitions coming. A plain value: no allocation. */
typedef struct
{
  RimauPosition position;
  guint         n_history;
  guint64       history[RIMAU_SEARCH_HISTORY];
} RimauSearchRequest;

#define RIMAU_MAX_LINE 24

/* What a strategy told about its choice, when it did. Scores follow
 * RIMAU_SCORE_WIN. */
typedef struct
{
  gboolean  has_score;
  int       score;
  guint     depth;
  guint64   nodes;
  guint     n_line;
  /* The principal line, starting with the chosen ply. */
  RimauMove line[RIMAU_MAX_LINE];
} RimauSearchReport;

G_END_DECLS
