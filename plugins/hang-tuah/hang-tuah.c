/* hang-tuah.c — Hang Tuah, the master: the full search, all the time it is given
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "rimau-ai.h"

static const RimauCharacter hang_tuah = {
  .kind = RIMAU_SEARCH_ALPHA_BETA,
  .alpha_beta = {
    .max_depth = 0,
    .quiescence = TRUE,
    .reductions = TRUE,
    .contempt = 100,
    .tt_bits = 21,
  },
};

G_MODULE_EXPORT void peas_register_types (GTypeModule *module);

void
peas_register_types (GTypeModule *module)
{
  rimau_plugin_register_character (module, &hang_tuah);
}
