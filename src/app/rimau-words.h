/* rimau-words.h — what happens in a game, in words
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "rimau-ai.h"
#include "rimau-board-scene.h"
#include "rimau-session.h"

G_BEGIN_DECLS

const char *rimau_words_side_icon_name  (RimauSide     side);
char       *rimau_words_player_name     (RimauSession *session,
                                         RimauSide     side);
char       *rimau_words_turn_title      (RimauSession *session);
char       *rimau_words_instruction     (RimauSession *session);
const char *rimau_words_outcome_title   (RimauSession *session);
char       *rimau_words_end_reason      (RimauSession *session);
char       *rimau_words_review          (RimauSession *session);
char       *rimau_words_player_detail   (RimauSession *session,
                                         RimauSide     side);
char       *rimau_words_position        (const RimauPosition *position);
char       *rimau_words_men_taken       (RimauSession    *session);
char       *rimau_words_draw_warning    (RimauSession    *session);
char       *rimau_words_situation       (RimauSession    *session);
char       *rimau_words_after_pause     (RimauSession    *session);
char       *rimau_words_after_ply       (RimauSession    *session,
                                         RimauSide        side,
                                         const RimauMove *move);
char       *rimau_words_ply             (RimauSide        side,
                                         const RimauMove *move);
char       *rimau_words_point_label     (RimauBoardScene *scene,
                                         int              point,
                                         gboolean         with_danger);
const char *rimau_words_mark            (RimauMark        mark);
char       *rimau_words_ply_name        (RimauSide        side,
                                         guint            turn,
                                         const char      *text,
                                         RimauMark        mark);
char       *rimau_words_evaluation      (int              score);
char       *rimau_words_analysis_of_ply (RimauAnalysis   *analysis,
                                         guint            ply);
char       *rimau_words_marks_of_side   (RimauAnalysis   *analysis,
                                         RimauSide        side);

G_END_DECLS
