/* rimau-engine-words-private.h — what the words of a session and of the
 * analysis share
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "rimau-engine-words.h"

G_BEGIN_DECLS

char       *rimau_words_list_points    (RimauMask  points);
const char *rimau_words_list_separator (void);

G_END_DECLS
