/* rimau-player-process.h — a personality that plays in a process of its own
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "rimau-search.h"

G_BEGIN_DECLS

/* The rimau-player program to start instead of the installed one: how
 * tests and uninstalled runs find the build tree's. */
#define RIMAU_PLAYER_PROGRAM_VARIABLE "RIMAU_PLAYER_PROGRAM"

/* How long a player may take to load its module. */
#define RIMAU_PLAYER_START_TIMEOUT_MS 20000
/* How long a player may take to answer once told to stop. */
#define RIMAU_PLAYER_STOP_GRACE_MS 1000
/* What a player may write on its output since it was last asked for a
 * ply, in bytes: its author's messages, not a flood. */
#define RIMAU_PLAYER_OUTPUT_LIMIT (1024 * 1024)
/* How much of it goes on to Rimau's standard error. */
#define RIMAU_PLAYER_OUTPUT_SHOWN (64 * 1024)

#define RIMAU_TYPE_PLAYER_PROCESS (rimau_player_process_get_type ())

G_DECLARE_FINAL_TYPE (RimauPlayerProcess, rimau_player_process, RIMAU, PLAYER_PROCESS, GObject)

RimauPlayerProcess *rimau_player_process_new            (const char                *id);
const char         *rimau_player_process_get_id         (RimauPlayerProcess        *self);
const char         *rimau_player_process_get_identifier (RimauPlayerProcess        *self);
gboolean            rimau_player_process_get_running    (RimauPlayerProcess        *self);

void                rimau_player_process_choose_async   (RimauPlayerProcess        *self,
                                                         const RimauSearchRequest  *request,
                                                         const RimauSearchLimits   *limits,
                                                         GAsyncReadyCallback        callback,
                                                         gpointer                   user_data);
gboolean            rimau_player_process_choose_finish  (RimauPlayerProcess        *self,
                                                         GAsyncResult              *result,
                                                         RimauMove                 *move,
                                                         RimauSearchReport         *report,
                                                         GError                   **error);
void                rimau_player_process_stop           (RimauPlayerProcess        *self);
void                rimau_player_process_set_held       (RimauPlayerProcess        *self,
                                                         gboolean                   held);
void                rimau_player_process_kill           (RimauPlayerProcess        *self,
                                                         const GError              *reason);

G_END_DECLS
