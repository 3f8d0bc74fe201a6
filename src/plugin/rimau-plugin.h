/* rimau-plugin.h — the plugin API of Rimau: include this one header
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What a computer player built outside Rimau may use: positions, plies and
 * rules, and the strategy interface with its context. Build against it
 * with `pkg-config --cflags --libs rimau-plugin-1`.
 */

#pragma once

#define RIMAU_PLUGIN_INSIDE

#include "rimau-board.h"
#include "rimau-move.h"
#include "rimau-plugin-enums.h"
#include "rimau-position.h"
#include "rimau-rules.h"
#include "rimau-strategy-context.h"
#include "rimau-strategy.h"

#undef RIMAU_PLUGIN_INSIDE
