/* rimau-search-strategy.h — a computer player's character: which search, and how
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "rimau-alpha-beta.h"
#include "rimau-mcts.h"
#include "rimau-search.h"

G_BEGIN_DECLS

typedef enum
{
  RIMAU_SEARCH_ALPHA_BETA,
  RIMAU_SEARCH_MCTS,
} RimauSearchKind;

/* What makes one personality differ from another. A character's .plugin
 * file describes one of these with its X-Rimau-* keys (see
 * rimau-plugin-file.h); the searches themselves live in this library. */
typedef struct
{
  RimauSearchKind       kind;
  /* The options of the search @kind names; the other is ignored. Their
   * @weights must be NULL or outlive every player made from them. */
  RimauAlphaBetaOptions alpha_beta;
  RimauMctsOptions      mcts;
  /* The share of the time given that it uses, up to 1 (0 counts as 1). */
  double                time_share;
  /* Never thinks longer than this, and thinks this long when no time is
   * given; 0: no such cap. */
  guint                 time_cap_ms;
} RimauCharacter;

#define RIMAU_TYPE_SEARCH_STRATEGY (rimau_search_strategy_get_type ())

G_DECLARE_FINAL_TYPE (RimauSearchStrategy, rimau_search_strategy, RIMAU, SEARCH_STRATEGY, GObject)

RimauSearchStrategy *rimau_search_strategy_new (const RimauCharacter *character);

G_END_DECLS
