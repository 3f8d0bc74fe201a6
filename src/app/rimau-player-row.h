/* rimau-player-row.h — one side's player, in the side panel
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "rimau-session.h"

G_BEGIN_DECLS

#define RIMAU_TYPE_PLAYER_ROW (rimau_player_row_get_type ())

G_DECLARE_FINAL_TYPE (RimauPlayerRow, rimau_player_row, RIMAU, PLAYER_ROW, GtkListBoxRow)

GtkWidget    *rimau_player_row_new         (void);
RimauSession *rimau_player_row_get_session (RimauPlayerRow *self);
void          rimau_player_row_set_session (RimauPlayerRow *self,
                                            RimauSession   *session);
RimauSide     rimau_player_row_get_side    (RimauPlayerRow *self);
void          rimau_player_row_set_side    (RimauPlayerRow *self,
                                            RimauSide       side);

G_END_DECLS
