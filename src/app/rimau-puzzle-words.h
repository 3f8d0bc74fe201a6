/* rimau-puzzle-words.h — puzzles in a player's words
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "rimau-puzzle.h"

G_BEGIN_DECLS

char       *rimau_words_puzzle_task     (const RimauPuzzle *puzzle);
const char *rimau_words_puzzle_grade    (RimauPuzzleGrade   grade);
char       *rimau_words_puzzle_place    (const RimauPuzzle *puzzle,
                                         guint              number,
                                         guint              n_shown);
const char *rimau_words_puzzle_solved   (RimauPuzzleKind    kind);
const char *rimau_words_puzzle_missed   (RimauPuzzleKind    kind);
char       *rimau_words_puzzle_reply    (const RimauPuzzle *puzzle,
                                         const RimauMove   *reply);
char       *rimau_words_puzzle_solution (const RimauPuzzle *puzzle);
char       *rimau_words_puzzle_progress (guint              n_solved,
                                         guint              n_puzzles,
                                         guint              streak,
                                         guint              best_streak);

G_END_DECLS
