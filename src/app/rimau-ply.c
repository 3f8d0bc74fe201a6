/* rimau-ply.c — one entry of a game's ply list
 *
 * The start position (index 0) or the ply that led to position @index,
 * with the turn it was played in and whether undo has taken it back.
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "rimau-engine-words.h"
#include "rimau-ply.h"

struct _RimauPly
{
  GObject    parent_instance;

  guint      index;
  guint      turn;
  RimauSide  side;
  RimauMove  move;
  char       text[RIMAU_MOVE_TEXT_SIZE];
  gboolean   undone;
  RimauMark  mark;
};

G_DEFINE_FINAL_TYPE (RimauPly, rimau_ply, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_INDEX,
  PROP_TEXT,
  PROP_UNDONE,
  PROP_MARK,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
rimau_ply_get_property (GObject    *object,
                        guint       prop_id,
                        GValue     *value,
                        GParamSpec *pspec)
{
  RimauPly *self = RIMAU_PLY (object);

  switch (prop_id)
    {
    case PROP_INDEX:
      g_value_set_uint (value, self->index);
      break;
    case PROP_TEXT:
      g_value_set_string (value, rimau_ply_get_text (self));
      break;
    case PROP_UNDONE:
      g_value_set_boolean (value, self->undone);
      break;
    case PROP_MARK:
      g_value_set_uint (value, self->mark);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
rimau_ply_class_init (RimauPlyClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = rimau_ply_get_property;

  properties[PROP_INDEX] =
    g_param_spec_uint ("index", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_TEXT] =
    g_param_spec_string ("text", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_UNDONE] =
    g_param_spec_boolean ("undone", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* A RimauMark. */
  properties[PROP_MARK] =
    g_param_spec_uint ("mark", NULL, NULL, RIMAU_MARK_NONE, RIMAU_MARK_BLUNDER, RIMAU_MARK_NONE,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
rimau_ply_init (RimauPly *self)
{
}

RimauPly *
rimau_ply_new_start (void)
{
  return g_object_new (RIMAU_TYPE_PLY, NULL);
}

/* The ply @move, played from @before and leading to position @index. */
RimauPly *
rimau_ply_new (guint                index,
               const RimauPosition *before,
               const RimauMove     *move)
{
  RimauPly *self;

  g_return_val_if_fail (index > 0, NULL);
  g_return_val_if_fail (before != NULL && move != NULL, NULL);

  self = g_object_new (RIMAU_TYPE_PLY, NULL);
  self->index = index;
  self->turn = before->turn;
  self->side = before->side;
  self->move = *move;
  rimau_move_to_text (move, self->text);
  return self;
}

guint
rimau_ply_get_index (RimauPly *self)
{
  g_return_val_if_fail (RIMAU_IS_PLY (self), 0);

  return self->index;
}

/* The turn number a record writes before the ply: 0 for the start. */
guint
rimau_ply_get_turn (RimauPly *self)
{
  g_return_val_if_fail (RIMAU_IS_PLY (self), 0);

  return self->turn;
}

RimauSide
rimau_ply_get_side (RimauPly *self)
{
  g_return_val_if_fail (RIMAU_IS_PLY (self), RIMAU_SIDE_TIGERS);

  return self->side;
}

/* %NULL for the start. */
const RimauMove *
rimau_ply_get_move (RimauPly *self)
{
  g_return_val_if_fail (RIMAU_IS_PLY (self), NULL);

  return self->index > 0 ? &self->move : NULL;
}

/* The ply in the notation of the rules, or %NULL for the start. */
const char *
rimau_ply_get_text (RimauPly *self)
{
  g_return_val_if_fail (RIMAU_IS_PLY (self), NULL);

  return self->index > 0 ? self->text : NULL;
}

/* The ply in words, as its tooltip says it: “Tiger c3 jumps the man on c4
 * to c5”, or %NULL for the start. */
char *
rimau_ply_dup_words (RimauPly *self)
{
  g_return_val_if_fail (RIMAU_IS_PLY (self), NULL);

  return self->index > 0 ? rimau_words_ply (self->side, &self->move) : NULL;
}

/* The ply as a screen reader names its row, as the row shows it: the
 * turn, the side, the ply in notation and its mark. The tooltip, which a
 * screen reader reads after the name, says it in words. */
char *
rimau_ply_dup_label (RimauPly *self)
{
  g_return_val_if_fail (RIMAU_IS_PLY (self), NULL);

  if (self->index == 0)
    return g_strdup (_("Start position"));

  return rimau_words_ply_name (self->side, self->turn, self->text, self->mark);
}

/* Whether the ply is after the game's cursor: redo would play it again. */
gboolean
rimau_ply_get_undone (RimauPly *self)
{
  g_return_val_if_fail (RIMAU_IS_PLY (self), FALSE);

  return self->undone;
}

void
rimau_ply_set_undone (RimauPly *self,
                      gboolean  undone)
{
  g_return_if_fail (RIMAU_IS_PLY (self));

  undone = !!undone;
  if (self->undone == undone)
    return;

  self->undone = undone;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_UNDONE]);
}

/* What an analysis made of the ply: RIMAU_MARK_NONE until one says. */
RimauMark
rimau_ply_get_mark (RimauPly *self)
{
  g_return_val_if_fail (RIMAU_IS_PLY (self), RIMAU_MARK_NONE);

  return self->mark;
}

void
rimau_ply_set_mark (RimauPly  *self,
                    RimauMark  mark)
{
  g_return_if_fail (RIMAU_IS_PLY (self));

  if (self->mark == mark)
    return;

  self->mark = mark;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MARK]);
}
