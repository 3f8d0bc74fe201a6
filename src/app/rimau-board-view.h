/* rimau-board-view.h — the board: drawing, pointer and keyboard play
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "rimau-engine.h"

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

#define RIMAU_TYPE_BOARD_VIEW (rimau_board_view_get_type ())

G_DECLARE_FINAL_TYPE (RimauBoardView, rimau_board_view, RIMAU, BOARD_VIEW, GtkWidget)

GtkWidget  *rimau_board_view_new               (void);

void        rimau_board_view_set_game          (RimauBoardView  *self,
                                                RimauGame       *game);
RimauGame  *rimau_board_view_get_game          (RimauBoardView  *self);
void        rimau_board_view_set_interactive   (RimauBoardView  *self,
                                                gboolean         interactive);
gboolean    rimau_board_view_get_interactive   (RimauBoardView  *self);

/* What a click (or Enter on the focused point) does to @point: select a
 * piece, play the selected piece to it, or play the removal, drop or
 * placement on it. Returns whether anything happened. */
gboolean    rimau_board_view_activate_point    (RimauBoardView  *self,
                                                int              point);
gboolean    rimau_board_view_select            (RimauBoardView  *self,
                                                int              point);
int         rimau_board_view_get_selected      (RimauBoardView  *self);
guint       rimau_board_view_get_targets       (RimauBoardView  *self,
                                                RimauMove       *moves);
gboolean    rimau_board_view_play_to           (RimauBoardView  *self,
                                                int              target);
void        rimau_board_view_cancel            (RimauBoardView  *self);

int         rimau_board_view_get_focus_point   (RimauBoardView  *self);
void        rimau_board_view_set_focus_point   (RimauBoardView  *self,
                                                int              point);
gboolean    rimau_board_view_move_focus        (RimauBoardView  *self,
                                                int              dx,
                                                int              dy);

void        rimau_board_view_set_hint          (RimauBoardView  *self,
                                                const RimauMove *move);
gboolean    rimau_board_view_get_hint          (RimauBoardView  *self,
                                                RimauMove       *move);
void        rimau_board_view_set_highlight     (RimauBoardView  *self,
                                                RimauMask        points);
gboolean    rimau_board_view_get_rotated       (RimauBoardView  *self);
void        rimau_board_view_set_orientation   (RimauBoardView        *self,
                                                RimauBoardOrientation  orientation);
gboolean    rimau_board_view_is_animating      (RimauBoardView  *self);
char       *rimau_board_view_dup_point_label   (RimauBoardView  *self,
                                                int              point);

G_END_DECLS
