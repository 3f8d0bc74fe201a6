/* rimau-ai.h — computer opponents of Rimau: include this one header
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "rimau-engine.h"
#include "rimau-plugin.h"

#include "rimau-ai-error.h"
#include "rimau-alpha-beta.h"
#include "rimau-analysis.h"
#include "rimau-evaluation.h"
#include "rimau-hint-reason.h"
#include "rimau-mcts.h"
#include "rimau-personality.h"
#include "rimau-player-runner.h"
#include "rimau-plugin-loader.h"
#include "rimau-puzzle.h"
#include "rimau-puzzle-file.h"
#include "rimau-puzzle-prover.h"
#include "rimau-search.h"
#include "rimau-search-strategy.h"
#include "rimau-seconds.h"
