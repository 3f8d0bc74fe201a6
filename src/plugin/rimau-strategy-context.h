/* rimau-strategy-context.h — what a strategy is asked, and how it answers
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#if !defined (RIMAU_PLUGIN_INSIDE) && !defined (RIMAU_COMPILATION)
#error "Only <rimau-plugin.h> can be included directly."
#endif

#include <glib-object.h>

#include "rimau-move.h"
#include "rimau-position.h"

G_BEGIN_DECLS

/**
 * RIMAU_PLUGIN_API_VERSION:
 *
 * The version of the plugin API these headers describe. It grows by one
 * whenever the API gains something; what a version has, later ones keep.
 * Compare it with rimau_strategy_context_get_api_version() to know what the
 * host a plugin runs in offers.
 */
#define RIMAU_PLUGIN_API_VERSION 1

/**
 * RIMAU_SCORE_WIN:
 *
 * The score of a won position: a forced win in n plies scores
 * %RIMAU_SCORE_WIN - n, a forced loss the opposite. Other scores are in
 * hundredths of a man, from the side to move's point of view.
 */
#define RIMAU_SCORE_WIN        30000

/**
 * RIMAU_SCORE_KNOWN_WIN:
 *
 * Scores beyond ±%RIMAU_SCORE_KNOWN_WIN are proven results, not estimates.
 */
#define RIMAU_SCORE_KNOWN_WIN  29000

#define RIMAU_TYPE_STRATEGY_CONTEXT (rimau_strategy_context_get_type ())

G_DECLARE_FINAL_TYPE (RimauStrategyContext, rimau_strategy_context, RIMAU, STRATEGY_CONTEXT, GObject)

guint                rimau_strategy_context_get_api_version    (RimauStrategyContext *self);

const RimauPosition *rimau_strategy_context_get_position       (RimauStrategyContext *self);
RimauPosition       *rimau_strategy_context_dup_position       (RimauStrategyContext *self);
const guint64       *rimau_strategy_context_get_history        (RimauStrategyContext *self,
                                                                guint                *n_keys);
guint                rimau_strategy_context_count_occurrences  (RimauStrategyContext *self,
                                                                const RimauPosition  *position);

guint                rimau_strategy_context_get_time_ms        (RimauStrategyContext *self);
guint                rimau_strategy_context_get_depth          (RimauStrategyContext *self);
guint64              rimau_strategy_context_get_nodes          (RimauStrategyContext *self);
gboolean             rimau_strategy_context_should_stop        (RimauStrategyContext *self);

void                 rimau_strategy_context_report_score       (RimauStrategyContext *self,
                                                                int                   score,
                                                                guint                 depth,
                                                                guint64               nodes);
void                 rimau_strategy_context_report_line        (RimauStrategyContext *self,
                                                                const RimauMove      *line,
                                                                guint                 n_line);

G_END_DECLS
