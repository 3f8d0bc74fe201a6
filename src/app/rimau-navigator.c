/* rimau-navigator.c — earlier positions of a game, undo and redo
 *
 * The navigator moves the game's cursor for a person: to look at an
 * earlier position (reviewing, which the game's own position ends, or
 * play-from-here, which makes the position looked at the game's), and to
 * take plies back or play them again. Nobody is to move in an earlier
 * position, so the match stops while it is shown.
 *
 * It tells of its own state with `reviewing`, and with `changed` of a
 * change that did not move the game (whose own `changed` says the rest).
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "rimau-navigator.h"

struct _RimauNavigator
{
  GObject     parent_instance;

  RimauMatch *match;
  RimauGame  *game;
  /* Looking at an earlier position: the cursor to go back to. */
  gboolean    reviewing;
  guint       resume_cursor;
};

G_DEFINE_FINAL_TYPE (RimauNavigator, rimau_navigator, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_REVIEWING,
  N_PROPS
};

enum {
  CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

gboolean
rimau_navigator_get_reviewing (RimauNavigator *self)
{
  g_return_val_if_fail (RIMAU_IS_NAVIGATOR (self), FALSE);

  return self->reviewing;
}

/* The game's cursor before reviewing began. */
guint
rimau_navigator_get_resume_cursor (RimauNavigator *self)
{
  g_return_val_if_fail (RIMAU_IS_NAVIGATOR (self), 0);

  return self->reviewing ? self->resume_cursor : rimau_game_get_cursor (self->game);
}

/* Whether undo would move: while reviewing, away from the game's own
 * position. */
gboolean
rimau_navigator_get_can_undo (RimauNavigator *self)
{
  g_return_val_if_fail (RIMAU_IS_NAVIGATOR (self), FALSE);

  return rimau_game_get_can_undo (self->game);
}

/* Whether redo would move: while reviewing, towards the game's own
 * position. */
gboolean
rimau_navigator_get_can_redo (RimauNavigator *self)
{
  g_return_val_if_fail (RIMAU_IS_NAVIGATOR (self), FALSE);

  if (self->reviewing)
    return rimau_game_get_cursor (self->game) < self->resume_cursor;
  return rimau_game_get_can_redo (self->game);
}

static void
set_reviewing (RimauNavigator *self,
               gboolean        reviewing)
{
  rimau_match_set_reviewing (self->match, reviewing);
  if (self->reviewing == reviewing)
    return;

  self->reviewing = reviewing;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REVIEWING]);
}

/* @game is the one navigated now, at its own position. */
void
rimau_navigator_set_game (RimauNavigator *self,
                          RimauGame      *game)
{
  g_return_if_fail (RIMAU_IS_NAVIGATOR (self));
  g_return_if_fail (RIMAU_IS_GAME (game));

  g_set_object (&self->game, game);
  set_reviewing (self, FALSE);
}

/* Shows the position after ply @index, 0 being the start; going back to
 * the game's own position ends reviewing. */
void
rimau_navigator_review (RimauNavigator *self,
                        guint           index)
{
  g_return_if_fail (RIMAU_IS_NAVIGATOR (self));

  if (index > rimau_game_get_n_plies (self->game))
    return;

  if (!self->reviewing)
    {
      if (index == rimau_game_get_cursor (self->game))
        return;
      self->resume_cursor = rimau_game_get_cursor (self->game);
      set_reviewing (self, TRUE);
    }
  else if (index == self->resume_cursor)
    set_reviewing (self, FALSE);

  if (!rimau_game_go_to (self->game, index))
    g_signal_emit (self, signals[CHANGED], 0);
}

void
rimau_navigator_back_to_game (RimauNavigator *self)
{
  g_return_if_fail (RIMAU_IS_NAVIGATOR (self));

  if (self->reviewing)
    rimau_navigator_review (self, self->resume_cursor);
}

/* The position looked at becomes the game's: the next ply played
 * replaces the plies after it. */
void
rimau_navigator_play_from_here (RimauNavigator *self)
{
  g_return_if_fail (RIMAU_IS_NAVIGATOR (self));

  if (!self->reviewing)
    return;

  set_reviewing (self, FALSE);
  g_signal_emit (self, signals[CHANGED], 0);
}

/* Where undo (@step -1) or redo (@step 1) goes from the cursor. Against
 * the computer a person takes back their own last ply, so the step goes on
 * past the computer's plies to a position where a person is to move. */
static guint
undo_redo_target (RimauNavigator *self,
                  int             step)
{
  guint target = rimau_game_get_cursor (self->game) + step;
  guint n_plies = rimau_game_get_n_plies (self->game);

  if (rimau_game_setup_count_people (rimau_match_get_setup (self->match)) == 0)
    return target;

  while (target > 0 && target < n_plies &&
         !rimau_match_is_person (self->match, rimau_game_get_position_at (self->game, target)->side))
    target += step;
  return target;
}

/* The cursor moves in one step: a computer asked to play at a position in
 * between would be answering for a position already gone. Where a
 * computer is then to move, the computers wait to be resumed: otherwise
 * they would play again at once what was just taken back. */
static void
undo_or_redo (RimauNavigator *self,
              int             step)
{
  guint target;

  if (self->reviewing)
    {
      rimau_navigator_review (self, rimau_game_get_cursor (self->game) + step);
      return;
    }

  if (step < 0 ? !rimau_game_get_can_undo (self->game) : !rimau_game_get_can_redo (self->game))
    return;

  rimau_match_stop (self->match);
  target = undo_redo_target (self, step);
  rimau_match_set_paused (self->match,
                          !rimau_match_is_person (self->match,
                                                  rimau_game_get_position_at (self->game, target)->side));
  rimau_game_go_to (self->game, target);
}

void
rimau_navigator_undo (RimauNavigator *self)
{
  g_return_if_fail (RIMAU_IS_NAVIGATOR (self));

  undo_or_redo (self, -1);
}

void
rimau_navigator_redo (RimauNavigator *self)
{
  g_return_if_fail (RIMAU_IS_NAVIGATOR (self));

  undo_or_redo (self, 1);
}

static void
rimau_navigator_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  RimauNavigator *self = RIMAU_NAVIGATOR (object);

  switch (prop_id)
    {
    case PROP_REVIEWING:
      g_value_set_boolean (value, self->reviewing);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
rimau_navigator_dispose (GObject *object)
{
  RimauNavigator *self = RIMAU_NAVIGATOR (object);

  g_clear_object (&self->game);
  g_clear_object (&self->match);

  G_OBJECT_CLASS (rimau_navigator_parent_class)->dispose (object);
}

static void
rimau_navigator_class_init (RimauNavigatorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = rimau_navigator_get_property;
  object_class->dispose = rimau_navigator_dispose;

  properties[PROP_REVIEWING] =
    g_param_spec_boolean ("reviewing", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* Reviewing began or ended without the game's cursor moving. */
  signals[CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
rimau_navigator_init (RimauNavigator *self)
{
}

/* A navigator that stops @match while an earlier position is shown, and
 * pauses it after an undo leaves a computer to move. */
RimauNavigator *
rimau_navigator_new (RimauMatch *match)
{
  RimauNavigator *self;

  g_return_val_if_fail (RIMAU_IS_MATCH (match), NULL);

  self = g_object_new (RIMAU_TYPE_NAVIGATOR, NULL);
  self->match = g_object_ref (match);
  return self;
}
