/* rimau-session-computers.c — what a person asks of a session's computers
 *
 * Pausing, resuming, Move Now and the time between plies are the match's
 * (rimau-match.c); the session passes them on and tells its views.
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define RIMAU_SESSION_INSIDE
#include "rimau-session-private.h"

void
rimau_session_set_computers_enabled (RimauSession *self,
                                     gboolean      enabled)
{
  g_return_if_fail (RIMAU_IS_SESSION (self));

  if (rimau_match_get_computers_enabled (self->match) == !!enabled)
    return;

  rimau_match_set_computers_enabled (self->match, enabled);
  _rimau_session_changed (self);
}

/* Whether the computers wait for the person to let them play on. */
gboolean
rimau_session_get_paused (RimauSession *self)
{
  g_return_val_if_fail (RIMAU_IS_SESSION (self), FALSE);

  return rimau_match_get_paused (self->match);
}

/* Whether the computers can be paused or resumed: one plays in the game,
 * and the game is not over. */
gboolean
rimau_session_get_pausable (RimauSession *self)
{
  g_return_val_if_fail (RIMAU_IS_SESSION (self), FALSE);

  return rimau_match_get_pausable (self->match);
}

/* Whether Resume would let a paused computer play on: the game is not
 * over, and its own position is shown. */
gboolean
rimau_session_get_can_resume (RimauSession *self)
{
  g_return_val_if_fail (RIMAU_IS_SESSION (self), FALSE);

  return rimau_match_get_paused (self->match) && !rimau_navigator_get_reviewing (self->navigator) &&
         rimau_game_get_outcome (self->game) == RIMAU_OUTCOME_NONE;
}

/* Pauses the computers, or lets them play on. */
void
rimau_session_set_paused (RimauSession *self,
                          gboolean      paused)
{
  g_return_if_fail (RIMAU_IS_SESSION (self));

  paused = !!paused;
  if (rimau_match_get_paused (self->match) == paused || (paused && !rimau_match_get_pausable (self->match)))
    return;

  rimau_match_set_paused (self->match, paused);
  _rimau_session_changed (self);
}

void
rimau_session_resume (RimauSession *self)
{
  g_return_if_fail (RIMAU_IS_SESSION (self));

  rimau_session_set_paused (self, FALSE);
}

gboolean
rimau_session_get_can_move_now (RimauSession *self)
{
  g_return_val_if_fail (RIMAU_IS_SESSION (self), FALSE);

  return rimau_match_get_can_move_now (self->match);
}

void
rimau_session_move_now (RimauSession *self)
{
  g_return_if_fail (RIMAU_IS_SESSION (self));

  rimau_match_move_now (self->match);
}

/* The time, in milliseconds, between the plies of two computers. */
guint
rimau_session_get_computer_delay (RimauSession *self)
{
  g_return_val_if_fail (RIMAU_IS_SESSION (self), 0);

  return rimau_match_get_computer_delay (self->match);
}

void
rimau_session_set_computer_delay (RimauSession *self,
                                  guint         delay_ms)
{
  g_return_if_fail (RIMAU_IS_SESSION (self));

  rimau_match_set_computer_delay (self->match, delay_ms);
}

/* Every search of the session waits while they are paused, as while a
 * view draws a frame with the processor that the search would take. */
void
rimau_session_set_searches_paused (RimauSession *self,
                                   gboolean      paused)
{
  g_return_if_fail (RIMAU_IS_SESSION (self));

  rimau_gatekeeper_set_closed (self->gatekeeper, paused);
}

gboolean
rimau_session_get_searches_paused (RimauSession *self)
{
  g_return_val_if_fail (RIMAU_IS_SESSION (self), FALSE);

  return rimau_gatekeeper_get_closed (self->gatekeeper);
}

void
rimau_session_set_holding_plies (RimauSession *self,
                                 gboolean      holding)
{
  g_return_if_fail (RIMAU_IS_SESSION (self));

  rimau_match_set_holding_plies (self->match, holding);
}

/* Whether the player wants the position on the board evaluated, in a game
 * against a computer. */
void
rimau_session_set_evaluation_wanted (RimauSession *self,
                                     gboolean      wanted)
{
  g_return_if_fail (RIMAU_IS_SESSION (self));

  wanted = !!wanted;
  if (self->evaluation_wanted == wanted)
    return;

  self->evaluation_wanted = wanted;
  g_object_notify (G_OBJECT (self), "evaluation-wanted");
  _rimau_session_changed (self);
}
