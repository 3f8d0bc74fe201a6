/* rimau-board-private.h — the board tables, for the engine's hot paths
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "rimau-board.h"

G_BEGIN_DECLS

/* Generic x86-64 has no popcnt instruction, and counting points is most of
 * what move generation does: hot functions get a second version for
 * processors that have it, chosen once when the library loads. Only with
 * GCC: clang 14 names the dispatcher "f.ifunc", so calls from other files
 * to "f" do not link (clang builds the fuzz targets). */
#if defined(__x86_64__) && !defined(__POPCNT__) && !defined(__clang__) && defined(__has_attribute)
# if __has_attribute(target_clones)
#  define RIMAU_HOT __attribute__((target_clones ("popcnt", "default")))
# endif
#endif
#ifndef RIMAU_HOT
# define RIMAU_HOT
#endif

G_GNUC_INTERNAL extern RimauBoard rimau_board_tables;

G_END_DECLS
