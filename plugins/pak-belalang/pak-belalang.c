/* pak-belalang.c — Pak Belalang, the intermediate player: a careful but short look ahead
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "rimau-ai.h"

static const RimauCharacter pak_belalang = {
  .kind = RIMAU_SEARCH_ALPHA_BETA,
  .alpha_beta = {
    /* A few plies and the captures beyond them: careful, but no plan
     * beyond that, and now and then a slip. */
    .max_depth = 3,
    .quiescence = TRUE,
    .oversight = 0.08,
    .noise = 30,
    .contempt = 50,
    .tt_bits = 18,
  },
  .time_cap_ms = 1000,
};

G_MODULE_EXPORT void peas_register_types (GTypeModule *module);

void
peas_register_types (GTypeModule *module)
{
  rimau_plugin_register_character (module, &pak_belalang);
}
