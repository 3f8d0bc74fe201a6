/* rimau-window-private.h — what the tests look at inside a game window
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "rimau-board-view.h"
#include "rimau-window.h"

G_BEGIN_DECLS

RimauBoardView *rimau_window_get_board_view    (RimauWindow *self);
const char     *rimau_window_get_status_title  (RimauWindow *self);
const char     *rimau_window_get_status_detail (RimauWindow *self);
gboolean        rimau_window_get_narrow        (RimauWindow *self);
gboolean        rimau_window_get_reviewing     (RimauWindow *self);
void            rimau_window_review_ply        (RimauWindow *self,
                                                guint        index);
guint           rimau_window_get_n_move_rows   (RimauWindow *self);

G_END_DECLS
