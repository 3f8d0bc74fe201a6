/* rimau-ai-error.h — the errors of computer opponents
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define RIMAU_AI_ERROR (rimau_ai_error_quark ())

/* Cancellation is reported as G_IO_ERROR_CANCELLED, like GIO does. */
typedef enum
{
  RIMAU_AI_ERROR_PLUGIN_FAILED_TO_LOAD,
  RIMAU_AI_ERROR_UNKNOWN_PERSONALITY,
  RIMAU_AI_ERROR_STRATEGY_FAILED,
  RIMAU_AI_ERROR_TIMED_OUT,
  RIMAU_AI_ERROR_ILLEGAL_ANSWER,
  RIMAU_AI_ERROR_NO_LEGAL_PLY,
  /* The process a personality plays in crashed, quit or went deaf. */
  RIMAU_AI_ERROR_PLAYER_DIED,
  /* It wrote what is no message, or far too much. */
  RIMAU_AI_ERROR_BAD_CHANNEL,
  /* The process could not be started at all: no fault of the module's. */
  RIMAU_AI_ERROR_NO_PLAYER_PROCESS,
} RimauAiError;

GQuark rimau_ai_error_quark (void);

G_END_DECLS
