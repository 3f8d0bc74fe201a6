/* rimau-board-words.h — the board's points in words
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "rimau-board-scene.h"

G_BEGIN_DECLS

char *rimau_words_point_label (RimauBoardScene *scene,
                               int              point,
                               gboolean         with_danger);
char *rimau_words_no_ply_at   (RimauBoardScene *scene,
                               int              point);
char *rimau_words_pieces      (RimauBoardScene *scene);
char *rimau_words_danger      (RimauBoardScene *scene);
char *rimau_words_legal_plies (RimauBoardScene *scene);
char *rimau_words_last_ply    (RimauBoardScene *scene);

G_END_DECLS
