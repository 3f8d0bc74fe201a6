/* rimau-board-scene.c — what the board shows and what a click on it means
 *
 * The scene is the board without pixels: the game it shows, the piece the
 * player picked up and the plies it has, the marks (the last ply, the men
 * in danger, a hint, a highlight) and what a click or Enter on a point
 * does. It decides nothing about the rules: it asks the game for the plies
 * there are and offers exactly those. A chosen ply is announced with
 * ::move-chosen, and whoever owns the game plays it.
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "rimau-board-scene.h"

struct _RimauBoardScene
{
  GObject     parent_instance;

  RimauGame  *game;
  gulong      changed_id;
  guint       shown_cursor;
  gboolean    interactive;

  int         selected;
  RimauMove   targets[RIMAU_MAX_MOVES];
  guint       n_targets;

  /* A hint is for the position it was given in: the game's cursor then. */
  gboolean    has_hint;
  RimauMove   hint;
  guint       hint_cursor;
  RimauMask   highlight;

  /* The ply last chosen here, until the game changes; and whether the
   * last ply shown is that one. */
  gboolean    has_chosen;
  RimauMove   chosen;
  gboolean    last_ply_chosen_here;
};

G_DEFINE_FINAL_TYPE (RimauBoardScene, rimau_board_scene, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_GAME,
  PROP_INTERACTIVE,
  N_PROPS
};

enum {
  CHANGED,
  MOVE_CHOSEN,
  PLY_PLAYED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void
emit_changed (RimauBoardScene *self)
{
  g_signal_emit (self, signals[CHANGED], 0);
}

static gboolean
can_play (RimauBoardScene *self)
{
  return self->interactive && self->game != NULL &&
         rimau_game_get_outcome (self->game) == RIMAU_OUTCOME_NONE;
}

static void
clear_selection (RimauBoardScene *self)
{
  self->selected = RIMAU_NO_POINT;
  self->n_targets = 0;
}

static const RimauMove *
find_target (RimauBoardScene *self,
             int              point)
{
  for (guint i = 0; i < self->n_targets; i++)
    if (self->targets[i].to == point)
      return &self->targets[i];

  return NULL;
}

/* The ply a single click on @point plays, if there is one: a removal, a
 * drop or a placement. */
static gboolean
find_one_click_ply (RimauBoardScene *self,
                    int              point,
                    RimauMove       *move)
{
  RimauMove moves[RIMAU_MAX_MOVES];
  guint n = rimau_game_get_plies_from (self->game, point, moves);

  if (n == 0 || moves[0].from != RIMAU_NO_POINT)
    return FALSE;

  *move = moves[0];
  return TRUE;
}

static void
choose (RimauBoardScene *self,
        const RimauMove *chosen)
{
  RimauMove move = *chosen;

  clear_selection (self);
  self->has_hint = FALSE;
  self->has_chosen = TRUE;
  self->chosen = move;
  emit_changed (self);
  g_signal_emit (self, signals[MOVE_CHOSEN], 0, &move);
}

static void
game_changed_cb (RimauBoardScene *self,
                 RimauGame       *game)
{
  guint cursor = rimau_game_get_cursor (game);
  gboolean one_ply_on = cursor >= 1 && cursor == self->shown_cursor + 1;

  self->shown_cursor = cursor;
  self->last_ply_chosen_here = one_ply_on && self->has_chosen &&
                               rimau_move_equal (rimau_game_get_ply (game, cursor - 1), &self->chosen);
  self->has_chosen = FALSE;
  clear_selection (self);

  /* A ply played or redone at the end of what was shown: a view may show
   * it moving before it shows the new position. */
  if (one_ply_on)
    g_signal_emit (self, signals[PLY_PLAYED], 0,
                   rimau_game_get_position_at (game, cursor - 1),
                   rimau_game_get_ply (game, cursor - 1));
  emit_changed (self);
}

void
rimau_board_scene_set_game (RimauBoardScene *self,
                            RimauGame       *game)
{
  g_return_if_fail (RIMAU_IS_BOARD_SCENE (self));
  g_return_if_fail (game == NULL || RIMAU_IS_GAME (game));

  if (self->game == game)
    return;

  if (self->game != NULL)
    g_clear_signal_handler (&self->changed_id, self->game);
  g_set_object (&self->game, game);
  if (game != NULL)
    {
      self->changed_id = g_signal_connect_object (game, "changed", G_CALLBACK (game_changed_cb),
                                                  self, G_CONNECT_SWAPPED);
      self->shown_cursor = rimau_game_get_cursor (game);
    }

  clear_selection (self);
  self->has_hint = FALSE;
  self->has_chosen = FALSE;
  self->last_ply_chosen_here = FALSE;
  emit_changed (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

RimauGame *
rimau_board_scene_get_game (RimauBoardScene *self)
{
  g_return_val_if_fail (RIMAU_IS_BOARD_SCENE (self), NULL);

  return self->game;
}

const RimauPosition *
rimau_board_scene_get_position (RimauBoardScene *self)
{
  g_return_val_if_fail (RIMAU_IS_BOARD_SCENE (self), NULL);

  return self->game != NULL ? rimau_game_get_position (self->game) : NULL;
}

/* Whether the person may play on the board now; a board that is not
 * interactive only shows. */
void
rimau_board_scene_set_interactive (RimauBoardScene *self,
                                   gboolean         interactive)
{
  g_return_if_fail (RIMAU_IS_BOARD_SCENE (self));

  interactive = !!interactive;
  if (self->interactive == interactive)
    return;

  self->interactive = interactive;
  if (!interactive)
    clear_selection (self);
  emit_changed (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_INTERACTIVE]);
}

gboolean
rimau_board_scene_get_interactive (RimauBoardScene *self)
{
  g_return_val_if_fail (RIMAU_IS_BOARD_SCENE (self), FALSE);

  return self->interactive;
}

/* What a click (or Enter on the focused point) does to @point: put the
 * selected piece down again, play it to @point, play the removal, drop or
 * placement there, or pick up the piece there. Returns whether anything
 * happened. */
gboolean
rimau_board_scene_activate (RimauBoardScene *self,
                            int              point)
{
  RimauMove move;

  g_return_val_if_fail (RIMAU_IS_BOARD_SCENE (self), FALSE);

  if (!can_play (self) || point < 0 || point >= RIMAU_N_POINTS)
    return FALSE;

  if (self->selected == point)
    {
      rimau_board_scene_cancel (self);
      return TRUE;
    }

  if (rimau_board_scene_play_to (self, point))
    return TRUE;

  if (find_one_click_ply (self, point, &move))
    {
      choose (self, &move);
      return TRUE;
    }

  if (rimau_board_scene_select (self, point))
    return TRUE;

  if (self->selected != RIMAU_NO_POINT)
    rimau_board_scene_cancel (self);
  return FALSE;
}

/* Picks up the piece on @point; only a piece that can move is picked up. */
gboolean
rimau_board_scene_select (RimauBoardScene *self,
                          int              point)
{
  RimauMove moves[RIMAU_MAX_MOVES];
  guint n;

  g_return_val_if_fail (RIMAU_IS_BOARD_SCENE (self), FALSE);

  if (!can_play (self) || point < 0 || point >= RIMAU_N_POINTS)
    return FALSE;

  n = rimau_game_get_plies_from (self->game, point, moves);
  if (n == 0 || moves[0].from != point)
    return FALSE;

  self->selected = point;
  self->n_targets = n;
  memcpy (self->targets, moves, n * sizeof (RimauMove));
  emit_changed (self);
  return TRUE;
}

/* Plays the selected piece to @point, if it has a ply there. */
gboolean
rimau_board_scene_play_to (RimauBoardScene *self,
                           int              point)
{
  const RimauMove *move;

  g_return_val_if_fail (RIMAU_IS_BOARD_SCENE (self), FALSE);

  if (!can_play (self) || self->selected == RIMAU_NO_POINT)
    return FALSE;

  move = find_target (self, point);
  if (move == NULL)
    return FALSE;

  choose (self, move);
  return TRUE;
}

void
rimau_board_scene_cancel (RimauBoardScene *self)
{
  g_return_if_fail (RIMAU_IS_BOARD_SCENE (self));

  clear_selection (self);
  emit_changed (self);
}

int
rimau_board_scene_get_selected (RimauBoardScene *self)
{
  g_return_val_if_fail (RIMAU_IS_BOARD_SCENE (self), RIMAU_NO_POINT);

  return self->selected;
}

/* Copies the plies of the selected piece into @moves; returns how many. */
guint
rimau_board_scene_get_targets (RimauBoardScene *self,
                               RimauMove       *moves)
{
  g_return_val_if_fail (RIMAU_IS_BOARD_SCENE (self), 0);

  memcpy (moves, self->targets, self->n_targets * sizeof (RimauMove));
  return self->n_targets;
}

/* The points the selected piece may go to. */
RimauMask
rimau_board_scene_get_target_points (RimauBoardScene *self)
{
  RimauMask points = 0;

  g_return_val_if_fail (RIMAU_IS_BOARD_SCENE (self), 0);

  for (guint i = 0; i < self->n_targets; i++)
    points |= RIMAU_MASK (self->targets[i].to);
  return points;
}

/* The ply a click on @point would play now: the selected piece's ply
 * there, or the removal, drop or placement there. A click that would only
 * pick up a piece plays nothing. */
gboolean
rimau_board_scene_get_ply_at (RimauBoardScene *self,
                              int              point,
                              RimauMove       *move)
{
  const RimauMove *target;

  g_return_val_if_fail (RIMAU_IS_BOARD_SCENE (self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  if (!can_play (self) || point < 0 || point >= RIMAU_N_POINTS)
    return FALSE;

  target = find_target (self, point);
  if (target != NULL)
    {
      *move = *target;
      return TRUE;
    }

  return find_one_click_ply (self, point, move);
}

/* The points where a single click plays a ply. */
RimauMask
rimau_board_scene_get_one_click_points (RimauBoardScene *self)
{
  RimauMove moves[RIMAU_MAX_MOVES];
  RimauMask mask = 0;
  guint n;

  g_return_val_if_fail (RIMAU_IS_BOARD_SCENE (self), 0);

  if (!can_play (self))
    return 0;

  n = rimau_game_get_legal_plies (self->game, moves);
  for (guint i = 0; i < n; i++)
    if (moves[i].from == RIMAU_NO_POINT && moves[i].to != RIMAU_NO_POINT)
      mask |= RIMAU_MASK (moves[i].to);

  return mask;
}

/* Copies the ply that led to the shown position into @move, if any. */
gboolean
rimau_board_scene_get_last_ply (RimauBoardScene *self,
                                RimauMove       *move)
{
  guint cursor;

  g_return_val_if_fail (RIMAU_IS_BOARD_SCENE (self), FALSE);

  if (self->game == NULL || (cursor = rimau_game_get_cursor (self->game)) == 0)
    return FALSE;

  if (move != NULL)
    *move = *rimau_game_get_ply (self->game, cursor - 1);
  return TRUE;
}

/* Whether the ply that led to the shown position was chosen on this board
 * as the last thing the game did: the player who chose it needs no mark to
 * find it. */
gboolean
rimau_board_scene_get_last_ply_chosen_here (RimauBoardScene *self)
{
  g_return_val_if_fail (RIMAU_IS_BOARD_SCENE (self), FALSE);

  return self->last_ply_chosen_here;
}

/* The men the tigers could capture, were it their turn. */
RimauMask
rimau_board_scene_get_danger (RimauBoardScene *self)
{
  const RimauPosition *position;

  g_return_val_if_fail (RIMAU_IS_BOARD_SCENE (self), 0);

  position = rimau_board_scene_get_position (self);
  return position != NULL ? rimau_position_capturable_men (position) : 0;
}

/* Marks a suggested ply until the position changes; %NULL clears it. */
void
rimau_board_scene_set_hint (RimauBoardScene *self,
                            const RimauMove *move)
{
  g_return_if_fail (RIMAU_IS_BOARD_SCENE (self));

  self->has_hint = move != NULL;
  if (move != NULL)
    self->hint = *move;
  self->hint_cursor = self->game != NULL ? rimau_game_get_cursor (self->game) : 0;
  emit_changed (self);
}

/* Copies the ply marked as a hint into @move; returns whether there is one
 * for the position shown. */
gboolean
rimau_board_scene_get_hint (RimauBoardScene *self,
                            RimauMove       *move)
{
  gboolean shown;

  g_return_val_if_fail (RIMAU_IS_BOARD_SCENE (self), FALSE);

  shown = self->has_hint && self->game != NULL && self->hint_cursor == rimau_game_get_cursor (self->game);
  if (shown && move != NULL)
    *move = self->hint;
  return shown;
}

/* Marks a set of points, as the rules page does to point at the mountains. */
void
rimau_board_scene_set_highlight (RimauBoardScene *self,
                                 RimauMask        points)
{
  g_return_if_fail (RIMAU_IS_BOARD_SCENE (self));

  if (self->highlight == points)
    return;

  self->highlight = points;
  emit_changed (self);
}

RimauMask
rimau_board_scene_get_highlight (RimauBoardScene *self)
{
  g_return_val_if_fail (RIMAU_IS_BOARD_SCENE (self), 0);

  return self->highlight;
}

static void
rimau_board_scene_dispose (GObject *object)
{
  RimauBoardScene *self = (RimauBoardScene *) object;

  if (self->game != NULL)
    g_clear_signal_handler (&self->changed_id, self->game);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (rimau_board_scene_parent_class)->dispose (object);
}

static void
rimau_board_scene_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  RimauBoardScene *self = RIMAU_BOARD_SCENE (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_INTERACTIVE:
      g_value_set_boolean (value, self->interactive);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
rimau_board_scene_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  RimauBoardScene *self = RIMAU_BOARD_SCENE (object);

  switch (prop_id)
    {
    case PROP_GAME:
      rimau_board_scene_set_game (self, g_value_get_object (value));
      break;
    case PROP_INTERACTIVE:
      rimau_board_scene_set_interactive (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
rimau_board_scene_class_init (RimauBoardSceneClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = rimau_board_scene_dispose;
  object_class->get_property = rimau_board_scene_get_property;
  object_class->set_property = rimau_board_scene_set_property;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, RIMAU_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_INTERACTIVE] =
    g_param_spec_boolean ("interactive", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * RimauBoardScene::changed:
   *
   * Emitted after anything the board shows changed.
   */
  signals[CHANGED] =
    g_signal_new ("changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);

  /**
   * RimauBoardScene::move-chosen:
   * @move: (type RimauMove): the ply the player chose
   *
   * Emitted when the player chose a legal ply; the owner of the game plays it.
   */
  signals[MOVE_CHOSEN] =
    g_signal_new ("move-chosen",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, RIMAU_TYPE_MOVE | G_SIGNAL_TYPE_STATIC_SCOPE);

  /**
   * RimauBoardScene::ply-played:
   * @before: (type gpointer): the `RimauPosition` before the ply
   * @move: (type gpointer): the `RimauMove` played
   *
   * Emitted, before ::changed, when the game went one ply on from the
   * position shown, so that a view can show the ply moving.
   */
  signals[PLY_PLAYED] =
    g_signal_new ("ply-played",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, G_TYPE_POINTER, G_TYPE_POINTER);
}

static void
rimau_board_scene_init (RimauBoardScene *self)
{
  self->selected = RIMAU_NO_POINT;
}

RimauBoardScene *
rimau_board_scene_new (void)
{
  return g_object_new (RIMAU_TYPE_BOARD_SCENE, NULL);
}
