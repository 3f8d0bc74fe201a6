/* rimau-board-paintable.h — the picture of a board
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "rimau-board-layout.h"
#include "rimau-board-scene.h"

G_BEGIN_DECLS

#define RIMAU_TYPE_BOARD_PAINTABLE (rimau_board_paintable_get_type ())

G_DECLARE_FINAL_TYPE (RimauBoardPaintable, rimau_board_paintable, RIMAU, BOARD_PAINTABLE, GObject)

RimauBoardPaintable *rimau_board_paintable_new             (RimauBoardScene       *scene);
void                 rimau_board_paintable_set_orientation (RimauBoardPaintable   *self,
                                                            RimauBoardOrientation  orientation);
void                 rimau_board_paintable_update_style    (RimauBoardPaintable   *self,
                                                            GtkWidget             *widget);
void                 rimau_board_paintable_show_ply        (RimauBoardPaintable   *self,
                                                            const RimauPosition   *before,
                                                            const RimauMove       *move);
void                 rimau_board_paintable_set_dragged     (RimauBoardPaintable   *self,
                                                            int                    point,
                                                            double                 x,
                                                            double                 y);

G_END_DECLS
