/* rimau-board-scene.h — what the board shows and what a click on it means
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "rimau-engine.h"

G_BEGIN_DECLS

#define RIMAU_TYPE_BOARD_SCENE (rimau_board_scene_get_type ())

G_DECLARE_FINAL_TYPE (RimauBoardScene, rimau_board_scene, RIMAU, BOARD_SCENE, GObject)

RimauBoardScene     *rimau_board_scene_new                (void);

void                 rimau_board_scene_set_game           (RimauBoardScene *self,
                                                           RimauGame       *game);
RimauGame           *rimau_board_scene_get_game           (RimauBoardScene *self);
const RimauPosition *rimau_board_scene_get_position       (RimauBoardScene *self);
void                 rimau_board_scene_set_interactive    (RimauBoardScene *self,
                                                           gboolean         interactive);
gboolean             rimau_board_scene_get_interactive    (RimauBoardScene *self);

gboolean             rimau_board_scene_activate           (RimauBoardScene *self,
                                                           int              point);
gboolean             rimau_board_scene_select             (RimauBoardScene *self,
                                                           int              point);
gboolean             rimau_board_scene_play_to            (RimauBoardScene *self,
                                                           int              point);
void                 rimau_board_scene_cancel             (RimauBoardScene *self);

int                  rimau_board_scene_get_selected       (RimauBoardScene *self);
guint                rimau_board_scene_get_targets        (RimauBoardScene *self,
                                                           RimauMove       *moves);
RimauMask            rimau_board_scene_get_target_points  (RimauBoardScene *self);
gboolean             rimau_board_scene_get_ply_at         (RimauBoardScene *self,
                                                           int              point,
                                                           RimauMove       *move);
RimauMask            rimau_board_scene_get_one_click_points (RimauBoardScene *self);

gboolean             rimau_board_scene_get_last_ply       (RimauBoardScene *self,
                                                           RimauMove       *move);
gboolean             rimau_board_scene_get_last_ply_chosen_here (RimauBoardScene *self);
RimauMask            rimau_board_scene_get_danger         (RimauBoardScene *self);
void                 rimau_board_scene_set_hint           (RimauBoardScene *self,
                                                           const RimauMove *move);
gboolean             rimau_board_scene_get_hint           (RimauBoardScene *self,
                                                           RimauMove       *move);
void                 rimau_board_scene_set_highlight      (RimauBoardScene *self,
                                                           RimauMask        points);
RimauMask            rimau_board_scene_get_highlight      (RimauBoardScene *self);

G_END_DECLS
