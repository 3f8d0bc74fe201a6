/* rimau-engine.h — the rules model of Rimau: include this one header
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "rimau-board.h"
#include "rimau-enums.h"
#include "rimau-game.h"
#include "rimau-i18n.h"
#include "rimau-move.h"
#include "rimau-position.h"
#include "rimau-random.h"
#include "rimau-record.h"
#include "rimau-rules.h"
