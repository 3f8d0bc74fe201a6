/* sang-kancil.c — Sang Kancil, the trickster: Monte Carlo tree search
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "rimau-ai.h"

static const RimauCharacter sang_kancil = {
  .kind = RIMAU_SEARCH_MCTS,
  /* Thousands of short imagined games, each ending in the judgement of a
   * position rather than a random finish: random men lose almost every
   * game, which would teach him nothing. */
  .mcts = {
    .tree_bits = 20,
    .exploration = 0.5,
    .playout_plies = 4,
    .minimax_weight = 0.7,
    .contempt = 0.15,
  },
  /* Quick-witted: he answers in half the time he is given. */
  .time_share = 0.5,
};

G_MODULE_EXPORT void peas_register_types (GTypeModule *module);

void
peas_register_types (GTypeModule *module)
{
  rimau_plugin_register_character (module, &sang_kancil);
}
