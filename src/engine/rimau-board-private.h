/* rimau-board-private.h — the board tables, for the engine's hot paths
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "rimau-board.h"

G_BEGIN_DECLS

G_GNUC_INTERNAL extern RimauBoard rimau_board_tables;

G_END_DECLS
