/* rimau-game-setup.c — what a new game is made of: rules and players
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "rimau-ai.h"
#include "rimau-game-setup.h"

/* The GSettings value that stands for a person. */
#define PERSON_ID "human"

static const char * const player_keys[2] = { "tigers-player", "men-player" };
static const char * const time_keys[2] = { "tigers-time", "men-time" };

#define DEFAULT_TIME_MS 2000

void
rimau_game_setup_init_default (RimauGameSetup *setup)
{
  memset (setup, 0, sizeof *setup);
  rimau_rules_init (&setup->rules, RIMAU_VARIANT_RIMAU_RIMAU_A);
  setup->time_ms[RIMAU_SIDE_TIGERS] = DEFAULT_TIME_MS;
  setup->time_ms[RIMAU_SIDE_MEN] = DEFAULT_TIME_MS;
}

void
rimau_game_setup_set_player (RimauGameSetup *setup,
                             RimauSide       side,
                             const char     *id)
{
  if (id == NULL || strcmp (id, PERSON_ID) == 0)
    id = "";
  g_strlcpy (setup->player[side], id, RIMAU_PLAYER_ID_SIZE);
}

/* Reads the last choices; values a newer or older version left behind
 * fall back to the defaults rather than failing. */
void
rimau_game_setup_load (RimauGameSetup *setup,
                       GSettings      *settings)
{
  g_autofree char *variant_id = g_settings_get_string (settings, "variant");
  g_autofree char *captures_id = g_settings_get_string (settings, "captures");
  RimauVariant variant = RIMAU_VARIANT_RIMAU_RIMAU_A;
  RimauCaptureRule captures;

  rimau_game_setup_init_default (setup);

  if (rimau_variant_from_id (variant_id, &variant))
    rimau_rules_init (&setup->rules, variant);
  if (rimau_capture_rule_from_id (captures_id, &captures))
    setup->rules.captures = captures;
  setup->rules.concede = MIN (g_settings_get_uint (settings, "concede"), rimau_variant_max_concede (variant));

  for (int side = 0; side < 2; side++)
    {
      g_autofree char *id = g_settings_get_string (settings, player_keys[side]);

      rimau_game_setup_set_player (setup, side, id);
      setup->time_ms[side] = g_settings_get_uint (settings, time_keys[side]);
    }
}

void
rimau_game_setup_save (const RimauGameSetup *setup,
                       GSettings            *settings)
{
  g_settings_set_string (settings, "variant", rimau_variant_to_id (setup->rules.variant));
  g_settings_set_string (settings, "captures", rimau_capture_rule_to_id (setup->rules.captures));
  g_settings_set_uint (settings, "concede", setup->rules.concede);
  for (int side = 0; side < 2; side++)
    {
      g_settings_set_string (settings, player_keys[side],
                             setup->player[side][0] != '\0' ? setup->player[side] : PERSON_ID);
      g_settings_set_uint (settings, time_keys[side], setup->time_ms[side]);
    }
}

gboolean
rimau_game_setup_is_person (const RimauGameSetup *setup,
                            RimauSide             side)
{
  return setup->player[side][0] == '\0';
}

guint
rimau_game_setup_count_people (const RimauGameSetup *setup)
{
  return rimau_game_setup_is_person (setup, RIMAU_SIDE_TIGERS) +
         rimau_game_setup_is_person (setup, RIMAU_SIDE_MEN);
}

/* The tag of a game's record that names the player of @side. */
const char *
rimau_game_setup_player_tag (RimauSide side)
{
  return side == RIMAU_SIDE_TIGERS ? "Tigers" : "Men";
}

/* Writes into @game's record who plays it: the computers' personalities;
 * a person is named by no tag. */
void
rimau_game_setup_tag_players (const RimauGameSetup *setup,
                              RimauGame            *game)
{
  for (int side = 0; side < 2; side++)
    if (!rimau_game_setup_is_person (setup, side))
      rimau_game_set_tag (game, rimau_game_setup_player_tag (side), setup->player[side]);
}

/* Who plays the sides of @game's record: the computer personality a tag
 * names, when that one is installed, or else a person. */
void
rimau_game_setup_take_players (RimauGameSetup *setup,
                               RimauGame      *game)
{
  RimauPluginLoader *loader = rimau_plugin_loader_get_default ();

  for (int side = 0; side < 2; side++)
    {
      const char *tag = rimau_game_get_tag (game, rimau_game_setup_player_tag (side));
      gboolean installed = tag != NULL && tag[0] != '\0' && rimau_plugin_loader_find (loader, tag) != NULL;

      rimau_game_setup_set_player (setup, side, installed ? tag : NULL);
    }
}
