/* rimau-search.h — asking a strategy for a ply, from the host's side
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "rimau-engine.h"
#include "rimau-search-types.h"
#include "rimau-strategy-context-private.h"
#include "rimau-strategy.h"

G_BEGIN_DECLS

void     rimau_search_request_init           (RimauSearchRequest       *request,
                                              const RimauPosition      *position);
void     rimau_search_request_init_from_game (RimauSearchRequest       *request,
                                              RimauGame                *game);
void     rimau_search_report_clear           (RimauSearchReport        *report);
char    *rimau_search_report_format_score    (const RimauSearchReport  *report);
char    *rimau_search_report_format_line     (const RimauSearchReport  *report);

gboolean rimau_search_run                    (RimauStrategy            *strategy,
                                              const RimauSearchRequest *request,
                                              const RimauSearchLimits  *limits,
                                              GCancellable             *cancellable,
                                              RimauMove                *move,
                                              RimauSearchReport        *report,
                                              GError                  **error);

G_END_DECLS
