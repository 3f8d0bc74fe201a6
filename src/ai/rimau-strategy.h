/* rimau-strategy.h — what a computer opponent implements
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "rimau-engine.h"
#include "rimau-search-gate.h"

G_BEGIN_DECLS

/* How long and how far a strategy may think; 0 means no limit. A strategy
 * that thinks for long passes @gate, when there is one, each time it looks
 * at its clock, and so waits while the caller holds it closed; the time the
 * gate says it held the search is left out of the search's time. */
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

/* Scores are in hundredths of a man, from the side to move's point of view.
 * A forced win in n plies scores RIMAU_SCORE_WIN - n, a forced loss the
 * opposite; anything beyond ±RIMAU_SCORE_KNOWN_WIN is a proven result. */
#define RIMAU_SCORE_WIN        30000
#define RIMAU_SCORE_KNOWN_WIN  29000

#define RIMAU_MAX_LINE 24

/* What a strategy tells about its choice, when it can. */
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

#define RIMAU_TYPE_STRATEGY (rimau_strategy_get_type ())

G_DECLARE_INTERFACE (RimauStrategy, rimau_strategy, RIMAU, STRATEGY, GObject)

struct _RimauStrategyInterface
{
  GTypeInterface parent_iface;

  /* Chooses a legal ply of @request's position within @limits. Runs in a
   * worker thread, never two at once for one strategy; should return soon
   * after @cancellable is cancelled. @report starts cleared. */
  gboolean (*choose) (RimauStrategy            *self,
                      const RimauSearchRequest *request,
                      const RimauSearchLimits  *limits,
                      GCancellable             *cancellable,
                      RimauMove                *move,
                      RimauSearchReport        *report,
                      GError                  **error);
};

gboolean rimau_strategy_choose               (RimauStrategy            *self,
                                              const RimauSearchRequest *request,
                                              const RimauSearchLimits  *limits,
                                              GCancellable             *cancellable,
                                              RimauMove                *move,
                                              RimauSearchReport        *report,
                                              GError                  **error);

void     rimau_search_request_init           (RimauSearchRequest       *request,
                                              const RimauPosition      *position);
void     rimau_search_request_init_from_game (RimauSearchRequest       *request,
                                              RimauGame                *game);
void     rimau_search_report_clear           (RimauSearchReport        *report);
char    *rimau_search_report_format_score    (const RimauSearchReport  *report);
char    *rimau_search_report_format_line     (const RimauSearchReport  *report);

G_END_DECLS
