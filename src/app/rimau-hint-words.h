/* rimau-hint-words.h — a hint in words: the ply to play, and why
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "rimau-ai.h"

G_BEGIN_DECLS

char *rimau_words_hint_ply    (RimauSide              side,
                               const RimauMove       *move);
char *rimau_words_hint_reason (const RimauHintReason *reason);
char *rimau_words_hint        (const RimauPosition   *position,
                               const RimauMove       *line,
                               guint                  n_line);

G_END_DECLS
