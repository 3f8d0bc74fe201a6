/* rimau-puzzle-private.h — what the puzzle files share, and nothing else
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "rimau-puzzle.h"

G_BEGIN_DECLS

RimauProofGoal rimau_puzzle_kind_goal (RimauPuzzleKind    kind);
gboolean       rimau_puzzle_fail      (GError           **error,
                                       RimauPuzzleError   code,
                                       guint              line,
                                       const char        *format,
                                       ...) G_GNUC_PRINTF (4, 5);

G_END_DECLS
