/* rimau-puzzle-file.h — puzzle files, read and written
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "rimau-puzzle.h"

G_BEGIN_DECLS

typedef struct _RimauPuzzleReader RimauPuzzleReader;

RimauPuzzleReader *rimau_puzzle_reader_new      (const char         *text);
void               rimau_puzzle_reader_free     (RimauPuzzleReader  *reader);
RimauPuzzle       *rimau_puzzle_reader_next     (RimauPuzzleReader  *reader,
                                                 GError            **error);

GPtrArray         *rimau_puzzle_file_parse      (const char         *text,
                                                 GError            **error);
char              *rimau_puzzle_to_stanza       (const RimauPuzzle  *puzzle);
char              *rimau_puzzle_file_to_text    (GPtrArray          *puzzles);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (RimauPuzzleReader, rimau_puzzle_reader_free)

G_END_DECLS
