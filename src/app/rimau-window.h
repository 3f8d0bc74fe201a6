/* rimau-window.h — a game window: board, players, plies and status
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "rimau-application.h"
#include "rimau-engine.h"
#include "rimau-game-setup.h"

G_BEGIN_DECLS

#define RIMAU_TYPE_WINDOW (rimau_window_get_type ())

G_DECLARE_FINAL_TYPE (RimauWindow, rimau_window, RIMAU, WINDOW, AdwApplicationWindow)

RimauWindow *rimau_window_new         (RimauApplication     *application);
void         rimau_window_start_game  (RimauWindow          *self,
                                       const RimauGameSetup *setup);
void         rimau_window_set_game    (RimauWindow          *self,
                                       RimauGame            *game,
                                       const RimauGameSetup *setup);
RimauGame   *rimau_window_get_game    (RimauWindow          *self);
void         rimau_window_open_file   (RimauWindow          *self,
                                       GFile                *file);

G_END_DECLS
