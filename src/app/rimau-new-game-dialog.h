/* rimau-new-game-dialog.h — choosing the variant, rules and players
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "rimau-game-setup.h"

G_BEGIN_DECLS

#define RIMAU_TYPE_NEW_GAME_DIALOG (rimau_new_game_dialog_get_type ())

G_DECLARE_FINAL_TYPE (RimauNewGameDialog, rimau_new_game_dialog, RIMAU, NEW_GAME_DIALOG, AdwDialog)

RimauNewGameDialog *rimau_new_game_dialog_new       (const RimauGameSetup *initial);
void                rimau_new_game_dialog_set_setup (RimauNewGameDialog   *self,
                                                     const RimauGameSetup *setup);
void                rimau_new_game_dialog_get_setup (RimauNewGameDialog   *self,
                                                     RimauGameSetup       *setup);

G_END_DECLS
