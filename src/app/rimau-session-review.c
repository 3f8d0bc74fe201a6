/* rimau-session-review.c — a session's earlier positions, undo and redo
 *
 * Looking at an earlier position stops the computers and the hint: nobody
 * is to move there. Undo and redo move the game's cursor in one step,
 * past the computers' plies when a person plays against them.
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

  return self->reviewing;
}

/* The game's cursor before reviewing began. */
guint
rimau_session_get_resume_cursor (RimauSession *self)
{
  g_return_val_if_fail (RIMAU_IS_SESSION (self), 0);

  return self->reviewing ? self->resume_cursor : rimau_game_get_cursor (self->game);
}

/* Shows the position after ply @index, 0 being the start; going back to
 * the game's own position ends reviewing. */
void
rimau_session_review (RimauSession *self,
                      guint         index)
{
  g_return_if_fail (RIMAU_IS_SESSION (self));

  if (index > rimau_game_get_n_plies (self->game))
    return;

  if (!self->reviewing)
    {
      if (index == rimau_game_get_cursor (self->game))
        return;
      self->resume_cursor = rimau_game_get_cursor (self->game);
      _rimau_session_stop_hinting (self);
      _rimau_session_set_reviewing (self, TRUE);
    }
  else if (index == self->resume_cursor)
    _rimau_session_set_reviewing (self, FALSE);

  if (!rimau_game_go_to (self->game, index))
    _rimau_session_changed (self);
}

void
rimau_session_back_to_game (RimauSession *self)
{
  g_return_if_fail (RIMAU_IS_SESSION (self));

  if (self->reviewing)
    rimau_session_review (self, self->resume_cursor);
}

/* The position looked at becomes the game's: the next ply played
 * replaces the plies after it. */
void
rimau_session_play_from_here (RimauSession *self)
{
  g_return_if_fail (RIMAU_IS_SESSION (self));

  if (!self->reviewing)
    return;

  _rimau_session_set_reviewing (self, FALSE);
  _rimau_session_changed (self);
}

/* Where undo (@step -1) or redo (@step 1) goes from the cursor. Against
 * the computer a person takes back their own last ply, so the step goes on
 * past the computer's plies to a position where a person is to move. */
static guint
undo_redo_target (RimauSession *self,
                  int           step)
{
  guint target = rimau_game_get_cursor (self->game) + step;
  guint n_plies = rimau_game_get_n_plies (self->game);

  if (rimau_game_setup_count_people (rimau_match_get_setup (self->match)) == 0)
    return target;

  while (target > 0 && target < n_plies &&
         !rimau_session_is_person (self, rimau_game_get_position_at (self->game, target)->side))
    target += step;
  return target;
}

/* The cursor moves in one step: a computer asked to play at a position in
 * between would be answering for a position already gone. Where a
 * computer is then to move, the computers wait to be resumed: otherwise
 * they would play again at once what was just taken back. */
static void
undo_or_redo (RimauSession *self,
              int           step)
{
  guint target;

  if (self->reviewing)
    {
      rimau_session_review (self, rimau_game_get_cursor (self->game) + step);
      return;
    }

  if (step < 0 ? !rimau_game_get_can_undo (self->game) : !rimau_game_get_can_redo (self->game))
    return;

  rimau_match_stop (self->match);
  target = undo_redo_target (self, step);
  rimau_match_set_paused (self->match,
                          !rimau_session_is_person (self, rimau_game_get_position_at (self->game, target)->side));
  rimau_game_go_to (self->game, target);
}

void
rimau_session_undo (RimauSession *self)
{
  g_return_if_fail (RIMAU_IS_SESSION (self));

  undo_or_redo (self, -1);
}

void
rimau_session_redo (RimauSession *self)
{
  g_return_if_fail (RIMAU_IS_SESSION (self));

  undo_or_redo (self, 1);
}
