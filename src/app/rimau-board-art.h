/* rimau-board-art.h — the drawing of a board, its pieces and its marks
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "rimau-board-layout.h"
#include "rimau-board-scene.h"
#include "rimau-palette.h"

G_BEGIN_DECLS

/* Where the board's points are, and the colours it is drawn in. */
typedef struct
{
  const RimauBoardGeometry *geometry;
  const RimauPalette       *palette;
} RimauBoardCanvas;

/* The marks of @scene to draw. The highlight, the hint and the selection
 * are always drawn; the others as the board's settings say. */
typedef struct
{
  RimauBoardScene *scene;
  gboolean         show_last_move;
  gboolean         show_danger;
  gboolean         show_targets;
} RimauBoardMarks;

void rimau_board_art_draw_background         (const RimauBoardCanvas     *canvas,
                                              cairo_t                    *cr);
void rimau_board_art_draw_coordinates        (const RimauBoardCanvas     *canvas,
                                              cairo_t                    *cr,
                                              const PangoFontDescription *system_font);
void rimau_board_art_draw_lines              (const RimauBoardCanvas     *canvas,
                                              cairo_t                    *cr);

void rimau_board_art_draw_tiger              (cairo_t                    *cr,
                                              const RimauPalette         *palette,
                                              double                      x,
                                              double                      y,
                                              double                      r);
void rimau_board_art_draw_man                (cairo_t                    *cr,
                                              const RimauPalette         *palette,
                                              double                      x,
                                              double                      y,
                                              double                      r);

void rimau_board_art_draw_marks_under_pieces (const RimauBoardCanvas     *canvas,
                                              cairo_t                    *cr,
                                              const RimauBoardMarks      *marks);
void rimau_board_art_draw_marks_over_pieces  (const RimauBoardCanvas     *canvas,
                                              cairo_t                    *cr,
                                              const RimauBoardMarks      *marks);

cairo_t    *rimau_board_art_begin_picture (int                    scale,
                                           const graphene_rect_t *bounds);
GdkTexture *rimau_board_art_end_picture   (cairo_t               *cr);

G_END_DECLS
