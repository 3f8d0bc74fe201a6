/* mat-jenin.c — Mat Jenin, the beginner: a shallow look ahead, and a daydreamer's oversights
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "rimau-ai.h"

static const RimauCharacter mat_jenin = {
  .kind = RIMAU_SEARCH_ALPHA_BETA,
  .alpha_beta = {
    /* One ply and the reply, no capture search: he sees what is in front
     * of him, and not always that. */
    .max_depth = 2,
    .quiescence = FALSE,
    .oversight = 0.3,
    .noise = 40,
    .tt_bits = 14,
  },
  /* He does not think long, whatever the clock allows. */
  .time_cap_ms = 300,
};

G_MODULE_EXPORT void peas_register_types (GTypeModule *module);

void
peas_register_types (GTypeModule *module)
{
  rimau_plugin_register_character (module, &mat_jenin);
}
