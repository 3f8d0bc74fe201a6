/* rimau-ai-error.c — the errors of computer opponents
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "rimau-ai-error.h"

G_DEFINE_QUARK (rimau-ai-error-quark, rimau_ai_error)
