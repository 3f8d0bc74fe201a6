/* rimau-game-setup.h — what a new game is made of: rules and players
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "rimau-engine.h"

G_BEGIN_DECLS

#define RIMAU_PLAYER_ID_SIZE 64

/* The rules of a game and who plays each side: an empty player id is a
 * person, anything else the id of a computer personality. Indexed by
 * RimauSide. */
typedef struct
{
  RimauRules rules;
  char       player[2][RIMAU_PLAYER_ID_SIZE];
  guint      time_ms[2];
} RimauGameSetup;

void      rimau_game_setup_init_default  (RimauGameSetup       *setup);
void      rimau_game_setup_load          (RimauGameSetup       *setup,
                                          GSettings            *settings);
void      rimau_game_setup_save          (const RimauGameSetup *setup,
                                          GSettings            *settings);
void      rimau_game_setup_set_player    (RimauGameSetup       *setup,
                                          RimauSide             side,
                                          const char           *id);
gboolean  rimau_game_setup_is_person     (const RimauGameSetup *setup,
                                          RimauSide             side);
guint     rimau_game_setup_count_people  (const RimauGameSetup *setup);
const char *rimau_game_setup_player_tag  (RimauSide             side);
void      rimau_game_setup_tag_players   (const RimauGameSetup *setup,
                                          RimauGame            *game);
void      rimau_game_setup_take_players  (RimauGameSetup       *setup,
                                          RimauGame            *game);

G_END_DECLS
