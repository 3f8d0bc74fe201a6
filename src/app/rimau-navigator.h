/* rimau-navigator.h — earlier positions of a game, undo and redo
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "rimau-engine.h"
#include "rimau-match.h"

G_BEGIN_DECLS

#define RIMAU_TYPE_NAVIGATOR (rimau_navigator_get_type ())

G_DECLARE_FINAL_TYPE (RimauNavigator, rimau_navigator, RIMAU, NAVIGATOR, GObject)

RimauNavigator *rimau_navigator_new               (RimauMatch     *match);
void            rimau_navigator_set_game          (RimauNavigator *self,
                                                   RimauGame      *game);
gboolean        rimau_navigator_get_reviewing     (RimauNavigator *self);
guint           rimau_navigator_get_resume_cursor (RimauNavigator *self);
gboolean        rimau_navigator_get_can_undo      (RimauNavigator *self);
gboolean        rimau_navigator_get_can_redo      (RimauNavigator *self);
void            rimau_navigator_review            (RimauNavigator *self,
                                                   guint           index);
void            rimau_navigator_back_to_game      (RimauNavigator *self);
void            rimau_navigator_play_from_here    (RimauNavigator *self);
void            rimau_navigator_undo              (RimauNavigator *self);
void            rimau_navigator_redo              (RimauNavigator *self);

G_END_DECLS
