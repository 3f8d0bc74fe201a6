/* rimau-session-review.c — a session's earlier positions, undo and redo
 *
 * The session's navigator (rimau-navigator.c) moves the game's cursor;
 * the session passes on what a person asks of it.
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "rimau-ai.h"
#define RIMAU_SESSION_INSIDE
#include "rimau-session-private.h"

gboolean
rimau_session_get_reviewing (RimauSession *self)
{
  g_return_val_if_fail (RIMAU_IS_SESSION (self), FALSE);

  return rimau_navigator_get_reviewing (self->navigator);
}

/* The game's cursor before reviewing began. */
guint
rimau_session_get_resume_cursor (RimauSession *self)
{
  g_return_val_if_fail (RIMAU_IS_SESSION (self), 0);

  return rimau_navigator_get_resume_cursor (self->navigator);
}

/* Shows the position after ply @index, 0 being the start; going back to
 * the game's own position ends reviewing. */
void
rimau_session_review (RimauSession *self,
                      guint         index)
{
  g_return_if_fail (RIMAU_IS_SESSION (self));

  rimau_navigator_review (self->navigator, index);
}

void
rimau_session_back_to_game (RimauSession *self)
{
  g_return_if_fail (RIMAU_IS_SESSION (self));

  rimau_navigator_back_to_game (self->navigator);
}

/* The position looked at becomes the game's: the next ply played
 * replaces the plies after it. */
void
rimau_session_play_from_here (RimauSession *self)
{
  g_return_if_fail (RIMAU_IS_SESSION (self));

  rimau_navigator_play_from_here (self->navigator);
}

/* Against the computer a person takes back their own last ply, and the
 * computers then wait to be resumed. */
void
rimau_session_undo (RimauSession *self)
{
  g_return_if_fail (RIMAU_IS_SESSION (self));

  rimau_navigator_undo (self->navigator);
}

void
rimau_session_redo (RimauSession *self)
{
  g_return_if_fail (RIMAU_IS_SESSION (self));

  rimau_navigator_redo (self->navigator);
}
