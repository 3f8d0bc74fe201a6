/* rimau-session.h — one game as a person plays it, apart from any view
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "rimau-analyst.h"
#include "rimau-engine.h"
#include "rimau-game-document.h"
#include "rimau-game-setup.h"
#include "rimau-match.h"
#include "rimau-navigator.h"

G_BEGIN_DECLS

#define RIMAU_TYPE_SESSION (rimau_session_get_type ())

G_DECLARE_FINAL_TYPE (RimauSession, rimau_session, RIMAU, SESSION, GObject)

RimauSession         *rimau_session_new                  (void);

RimauGame            *rimau_session_get_game             (RimauSession          *self);
GListModel           *rimau_session_get_plies            (RimauSession          *self);
RimauMatch           *rimau_session_get_match            (RimauSession          *self);
RimauNavigator       *rimau_session_get_navigator        (RimauSession          *self);
RimauGameDocument    *rimau_session_get_document         (RimauSession          *self);
RimauAnalyst         *rimau_session_get_analyst          (RimauSession          *self);

const char           *rimau_session_get_player_name      (RimauSession          *self,
                                                          RimauSide              side);
gboolean              rimau_session_get_person_to_move   (RimauSession          *self);

void                  rimau_session_start                (RimauSession          *self,
                                                          const RimauGameSetup  *setup);
void                  rimau_session_set_game             (RimauSession          *self,
                                                          RimauGame             *game,
                                                          const RimauGameSetup  *setup);
gboolean              rimau_session_play                 (RimauSession          *self,
                                                          const RimauMove       *move);
gboolean              rimau_session_play_kind            (RimauSession          *self,
                                                          RimauMoveKind          kind);
gboolean              rimau_session_can_play_kind        (RimauSession          *self,
                                                          RimauMoveKind          kind);

gboolean              rimau_session_get_hint_available   (RimauSession          *self);
void                  rimau_session_hint                 (RimauSession          *self);
guint                 rimau_session_get_hint_line        (RimauSession          *self,
                                                          const RimauMove      **line);

void                  rimau_session_open_record          (RimauSession          *self,
                                                          RimauGame             *game,
                                                          GFile                 *file);
void                  rimau_session_take_up              (RimauSession          *self,
                                                          RimauGame             *game,
                                                          GFile                 *record,
                                                          gboolean               paused);

G_END_DECLS
