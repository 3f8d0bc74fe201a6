/* rimau-board-view-private.h — what the board's files share
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "rimau-board-paintable.h"
#include "rimau-board-view.h"

G_BEGIN_DECLS

struct _RimauBoardView
{
  GtkWidget            parent_instance;

  /* Owned */
  RimauBoardScene     *scene;
  RimauBoardPaintable *paintable;
  AdwAnimation        *animation;
  /* The game whose last ply is in motion, and its ply count then. */
  RimauGame           *animated_game;
  guint                animated_cursor;

  /* Borrowed: the layout manager the widget owns, and the 37 points,
   * which are its children. */
  RimauBoardLayout    *layout;
  GtkWidget           *points[RIMAU_N_POINTS];

  /* Input */
  int                  focus_point;
  int                  press_point;
  double               press_x;
  double               press_y;
  gboolean             dragging;
  /* The file of a point's name typed so far, or 0. */
  char                 typed_file;
};

void _rimau_board_view_input_class_init (GtkWidgetClass *widget_class);
void _rimau_board_view_input_init       (RimauBoardView *self);
void _rimau_board_view_drop_piece       (RimauBoardView *self);
void _rimau_board_view_remember_focus_point (RimauBoardView *self,
                                             int             point);

G_END_DECLS
