/* rimau-player-process-private.h — a player process as a strategy
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "rimau-player-process.h"

G_BEGIN_DECLS

void rimau_player_process_strategy_init (RimauStrategyInterface *iface);

G_END_DECLS
