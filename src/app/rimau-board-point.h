/* rimau-board-point.h — one point of the board, for focus and accessibility
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define RIMAU_TYPE_BOARD_POINT (rimau_board_point_get_type ())

G_DECLARE_FINAL_TYPE (RimauBoardPoint, rimau_board_point, RIMAU, BOARD_POINT, GtkButton)

GtkWidget  *rimau_board_point_new         (int              point);
int         rimau_board_point_get_point   (RimauBoardPoint *self);
void        rimau_board_point_update      (RimauBoardPoint *self,
                                           const char      *label,
                                           gboolean         selected);

G_END_DECLS
