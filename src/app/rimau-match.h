/* rimau-match.h — who plays each side, and the computers' turns
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "rimau-engine.h"
#include "rimau-game-setup.h"
#include "rimau-gatekeeper.h"

G_BEGIN_DECLS

/* No side: nobody is thinking. */
#define RIMAU_NO_SIDE (-1)

#define RIMAU_TYPE_MATCH (rimau_match_get_type ())

G_DECLARE_FINAL_TYPE (RimauMatch, rimau_match, RIMAU, MATCH, GObject)

RimauMatch           *rimau_match_new                   (RimauGatekeeper      *gatekeeper);
void                  rimau_match_set_game              (RimauMatch           *self,
                                                         RimauGame            *game,
                                                         const RimauGameSetup *setup);
const RimauGameSetup *rimau_match_get_setup             (RimauMatch           *self);
gboolean              rimau_match_is_person             (RimauMatch           *self,
                                                         RimauSide             side);
void                  rimau_match_go_on                 (RimauMatch           *self);
void                  rimau_match_stop                  (RimauMatch           *self);
void                  rimau_match_set_reviewing         (RimauMatch           *self,
                                                         gboolean              reviewing);
gboolean              rimau_match_get_computer_to_move  (RimauMatch           *self);
gboolean              rimau_match_get_computers_enabled (RimauMatch           *self);
void                  rimau_match_set_computers_enabled (RimauMatch           *self,
                                                         gboolean              enabled);
gboolean              rimau_match_get_paused            (RimauMatch           *self);
void                  rimau_match_set_paused            (RimauMatch           *self,
                                                         gboolean              paused);
gboolean              rimau_match_get_pausable          (RimauMatch           *self);
void                  rimau_match_pause                 (RimauMatch           *self);
void                  rimau_match_resume                (RimauMatch           *self);
gboolean              rimau_match_get_can_resume        (RimauMatch           *self);
gboolean              rimau_match_get_can_move_now      (RimauMatch           *self);
void                  rimau_match_move_now              (RimauMatch           *self);
gboolean              rimau_match_get_thinking          (RimauMatch           *self);
int                   rimau_match_get_thinking_side     (RimauMatch           *self);
guint                 rimau_match_get_computer_delay    (RimauMatch           *self);
void                  rimau_match_set_computer_delay    (RimauMatch           *self,
                                                         guint                 delay_ms);
gboolean              rimau_match_get_holding_plies     (RimauMatch           *self);
void                  rimau_match_set_holding_plies     (RimauMatch           *self,
                                                         gboolean              holding);

G_END_DECLS
