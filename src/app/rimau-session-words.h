/* rimau-session-words.h — where a session's game stands, in words
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "rimau-session.h"

G_BEGIN_DECLS

char       *rimau_words_player_name   (RimauSession    *session,
                                       RimauSide        side);
char       *rimau_words_turn_title    (RimauSession    *session);
char       *rimau_words_instruction   (RimauSession    *session);
const char *rimau_words_outcome_title (RimauSession    *session);
char       *rimau_words_end_reason    (RimauSession    *session);
char       *rimau_words_review        (RimauSession    *session);
char       *rimau_words_player_detail (RimauSession    *session,
                                       RimauSide        side);
char       *rimau_words_men_taken     (RimauSession    *session);
char       *rimau_words_draw_warning  (RimauSession    *session);
char       *rimau_words_situation     (RimauSession    *session);
char       *rimau_words_after_pause   (RimauSession    *session);
char       *rimau_words_after_ply     (RimauSession    *session,
                                       RimauSide        side,
                                       const RimauMove *move);

G_END_DECLS
