/* rimau-search-private.h — what the runner and the analysis share of searching
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "rimau-search.h"

G_BEGIN_DECLS

/* Cuts @report's principal line where it stops being legal from @start: a
 * strategy is a plugin, and its line is only words until checked. */
void    rimau_search_report_trim_line      (RimauSearchReport   *report,
                                            const RimauPosition *start);

/* Why @move cannot be a strategy's answer in @position, or %NULL. */
GError *rimau_search_check_answer          (const RimauPosition *position,
                                            const RimauMove     *move);

/* Lowers the calling thread's priority below the thread that asked for a
 * search; for a thread that does nothing but search. */
void    rimau_search_thread_lower_priority (void);

G_END_DECLS
