/* rimau-engine-words.h — plies, positions and marks in words
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "rimau-ai.h"

G_BEGIN_DECLS

const char *rimau_words_side_icon_name (RimauSide            side);
char       *rimau_words_position       (const RimauPosition *position);
char       *rimau_words_ply            (RimauSide            side,
                                        const RimauMove     *move);
const char *rimau_words_mark           (RimauMark            mark);
const char *rimau_words_ply_shown      (RimauSide            side,
                                        const char          *text);
char       *rimau_words_ply_name       (RimauSide            side,
                                        guint                turn,
                                        const char          *text,
                                        RimauMark            mark);
char       *rimau_words_join_sentences (const char * const  *sentences,
                                        guint                n_sentences);

G_END_DECLS
