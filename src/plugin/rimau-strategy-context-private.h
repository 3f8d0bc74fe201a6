/* rimau-strategy-context-private.h — the host's side of a strategy's context
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "rimau-search-types.h"
#include "rimau-strategy-context.h"

G_BEGIN_DECLS

/* The search's clock starts here: make it in the thread that searches,
 * just before the strategy is asked. */
RimauStrategyContext    *rimau_strategy_context_new          (const RimauSearchRequest *request,
                                                              const RimauSearchLimits  *limits,
                                                              GCancellable             *cancellable);

const RimauSearchRequest *rimau_strategy_context_get_request (RimauStrategyContext     *self);
const RimauSearchReport *rimau_strategy_context_get_report   (RimauStrategyContext     *self);
gboolean                 rimau_strategy_context_get_neutral  (RimauStrategyContext     *self);

/* Gives the search @time_ms from when the context was made instead, as a
 * personality that takes only a share of the time does. */
void                     rimau_strategy_context_set_time_ms  (RimauStrategyContext     *self,
                                                              guint                     time_ms);

/* Whether @percent of the search's time is gone, the time the gate held
 * it left out; without passing the gate. */
gboolean                 rimau_strategy_context_has_used     (RimauStrategyContext     *self,
                                                              guint                     percent);

G_END_DECLS
