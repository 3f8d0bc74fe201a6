/* rimau-player-runner.h — lets a strategy think in a thread, safely
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "rimau-engine.h"
#include "rimau-search.h"

G_BEGIN_DECLS

/* The time per ply used when the caller gives none. */
#define RIMAU_DEFAULT_TIME_MS 1000

#define RIMAU_TYPE_PLAYER_RUNNER (rimau_player_runner_get_type ())

G_DECLARE_FINAL_TYPE (RimauPlayerRunner, rimau_player_runner, RIMAU, PLAYER_RUNNER, GObject)

RimauPlayerRunner *rimau_player_runner_new           (RimauStrategy      *strategy);
RimauStrategy     *rimau_player_runner_get_strategy  (RimauPlayerRunner  *self);

void               rimau_player_runner_choose_async  (RimauPlayerRunner  *self,
                                                      RimauGame          *game,
                                                      guint               time_ms,
                                                      GCancellable       *cancellable,
                                                      GAsyncReadyCallback callback,
                                                      gpointer            user_data);
gboolean           rimau_player_runner_choose_finish (RimauPlayerRunner  *self,
                                                      GAsyncResult       *result,
                                                      RimauMove          *move,
                                                      GError            **error);
gboolean           rimau_player_runner_get_report    (RimauPlayerRunner  *self,
                                                      RimauSearchReport  *report);
void               rimau_player_runner_set_paused    (RimauPlayerRunner  *self,
                                                      gboolean            paused);
gboolean           rimau_player_runner_get_paused    (RimauPlayerRunner  *self);
void               rimau_player_runner_set_suspended (RimauPlayerRunner  *self,
                                                      gboolean            suspended);
gboolean           rimau_player_runner_get_suspended (RimauPlayerRunner  *self);
void               rimau_player_runner_hurry         (RimauPlayerRunner  *self);
guint              rimau_player_runner_get_grace_ms  (guint               time_ms);
void               rimau_player_runner_set_neutral   (RimauPlayerRunner  *self,
                                                      gboolean            neutral);

G_END_DECLS
