/* rimau-board-view.h — the board that is played on
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "rimau-board-layout.h"
#include "rimau-board-scene.h"

G_BEGIN_DECLS

#define RIMAU_TYPE_BOARD_VIEW (rimau_board_view_get_type ())

G_DECLARE_FINAL_TYPE (RimauBoardView, rimau_board_view, RIMAU, BOARD_VIEW, GtkWidget)

GtkWidget       *rimau_board_view_new             (void);
RimauBoardScene *rimau_board_view_get_scene       (RimauBoardView *self);
int              rimau_board_view_get_focus_point (RimauBoardView *self);
void             rimau_board_view_set_focus_point (RimauBoardView *self,
                                                   int             point);

G_END_DECLS
