/* rimau-board-layout.h — where the board's points are on screen
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Which way the board stands: upright, with the mountains at the top and
 * the bottom; sideways, with them at the left and the right; or whichever
 * lets it be larger in the room it has. */
typedef enum
{
  RIMAU_BOARD_ORIENTATION_AUTOMATIC,
  RIMAU_BOARD_ORIENTATION_UPRIGHT,
  RIMAU_BOARD_ORIENTATION_SIDEWAYS,
} RimauBoardOrientation;

#define RIMAU_TYPE_BOARD_ORIENTATION (rimau_board_orientation_get_type ())

GType rimau_board_orientation_get_type (void);

/* The board laid out in an area: the length of one step between points
 * (the unit), the corner of the board's own square and whether it lies on
 * its side. The layout manager and the board's picture work it out from
 * the same size, so that they agree. */
typedef struct
{
  double   unit;
  double   origin_x;
  double   origin_y;
  gboolean rotated;
} RimauBoardGeometry;

void     rimau_board_geometry_init            (RimauBoardGeometry       *geometry,
                                               double                    width,
                                               double                    height,
                                               RimauBoardOrientation     orientation);
void     rimau_board_geometry_to_screen       (const RimauBoardGeometry *geometry,
                                               double                    x,
                                               double                    y,
                                               double                   *sx,
                                               double                   *sy);
void     rimau_board_geometry_point_to_screen (const RimauBoardGeometry *geometry,
                                               int                       point,
                                               double                   *sx,
                                               double                   *sy);
int      rimau_board_geometry_point_at        (const RimauBoardGeometry *geometry,
                                               double                    sx,
                                               double                    sy);
int      rimau_board_geometry_nearest_point   (const RimauBoardGeometry *geometry,
                                               int                       from,
                                               int                       dx,
                                               int                       dy);
void     rimau_board_geometry_get_board_rect  (const RimauBoardGeometry *geometry,
                                               graphene_rect_t          *rect);
double   rimau_board_geometry_aspect_ratio    (gboolean                  rotated);

/* Where the file and rank names stand, in board coordinates. */
#define RIMAU_BOARD_LABEL_OFFSET (-0.72)

#define RIMAU_TYPE_BOARD_LAYOUT (rimau_board_layout_get_type ())

G_DECLARE_FINAL_TYPE (RimauBoardLayout, rimau_board_layout, RIMAU, BOARD_LAYOUT, GtkLayoutManager)

void                      rimau_board_layout_set_orientation (RimauBoardLayout      *self,
                                                              RimauBoardOrientation  orientation);
RimauBoardOrientation     rimau_board_layout_get_orientation (RimauBoardLayout      *self);
gboolean                  rimau_board_layout_get_rotated     (RimauBoardLayout      *self);
const RimauBoardGeometry *rimau_board_layout_get_geometry    (RimauBoardLayout      *self);

G_END_DECLS
