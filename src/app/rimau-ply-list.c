/* rimau-ply-list.c — a game's plies as a list model
 *
 * Item 0 is the start position, item i the ply that led to position i.
 * An update keeps the items of the plies the game still has and announces
 * only the items after the first ply that differs, so that a view of the
 * list makes rows for new plies only.
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "rimau-ply-list.h"

struct _RimauPlyList
{
  GObject    parent_instance;

  GPtrArray *items;
};

static void rimau_ply_list_model_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (RimauPlyList, rimau_ply_list, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, rimau_ply_list_model_init))

static GType
rimau_ply_list_get_item_type (GListModel *model)
{
  return RIMAU_TYPE_PLY;
}

static guint
rimau_ply_list_get_n_items (GListModel *model)
{
  return RIMAU_PLY_LIST (model)->items->len;
}

static gpointer
rimau_ply_list_get_item (GListModel *model,
                         guint       position)
{
  RimauPlyList *self = RIMAU_PLY_LIST (model);

  if (position >= self->items->len)
    return NULL;
  return g_object_ref (g_ptr_array_index (self->items, position));
}

static void
rimau_ply_list_model_init (GListModelInterface *iface)
{
  iface->get_item_type = rimau_ply_list_get_item_type;
  iface->get_n_items = rimau_ply_list_get_n_items;
  iface->get_item = rimau_ply_list_get_item;
}

static void
rimau_ply_list_finalize (GObject *object)
{
  RimauPlyList *self = (RimauPlyList *) object;

  g_clear_pointer (&self->items, g_ptr_array_unref);

  G_OBJECT_CLASS (rimau_ply_list_parent_class)->finalize (object);
}

static void
rimau_ply_list_class_init (RimauPlyListClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = rimau_ply_list_finalize;
}

static void
rimau_ply_list_init (RimauPlyList *self)
{
  self->items = g_ptr_array_new_with_free_func (g_object_unref);
  g_ptr_array_add (self->items, rimau_ply_new_start ());
}

RimauPlyList *
rimau_ply_list_new (void)
{
  return g_object_new (RIMAU_TYPE_PLY_LIST, NULL);
}

/* How many of @game's first plies the list holds as they are. */
static guint
count_same (RimauPlyList *self,
            RimauGame    *game)
{
  guint n_moves = rimau_game_get_n_plies (game);
  guint same = 0;

  while (same < n_moves && same + 1 < self->items->len &&
         rimau_move_equal (rimau_game_get_ply (game, same),
                           rimau_ply_get_move (g_ptr_array_index (self->items, same + 1))))
    same++;
  return same;
}

static void
mark_undone (RimauPlyList *self,
             guint         cursor)
{
  for (guint i = 1; i < self->items->len; i++)
    rimau_ply_set_undone (g_ptr_array_index (self->items, i), i > cursor);
}

/* Brings the list in line with @game's plies and its cursor. */
void
rimau_ply_list_update (RimauPlyList *self,
                       RimauGame    *game)
{
  guint same, removed, n_moves;

  g_return_if_fail (RIMAU_IS_PLY_LIST (self));
  g_return_if_fail (RIMAU_IS_GAME (game));

  same = count_same (self, game);
  n_moves = rimau_game_get_n_plies (game);
  removed = self->items->len - 1 - same;

  if (removed > 0)
    g_ptr_array_remove_range (self->items, same + 1, removed);
  for (guint i = same; i < n_moves; i++)
    g_ptr_array_add (self->items, rimau_ply_new (i + 1, rimau_game_get_position_at (game, i),
                                                 rimau_game_get_ply (game, i)));

  /* Marked before the change is announced: new rows are made right. */
  mark_undone (self, rimau_game_get_cursor (game));

  if (removed > 0 || n_moves > same)
    g_list_model_items_changed (G_LIST_MODEL (self), same + 1, removed, n_moves - same);
}

/* Marks each ply as @analysis judged it, or clears the marks when it is
 * %NULL or an analysis of other plies. */
void
rimau_ply_list_show_marks (RimauPlyList  *self,
                           RimauAnalysis *analysis)
{
  guint n_plies;
  gboolean same = TRUE;

  g_return_if_fail (RIMAU_IS_PLY_LIST (self));
  g_return_if_fail (analysis == NULL || RIMAU_IS_ANALYSIS (analysis));

  n_plies = analysis != NULL ? rimau_analysis_get_n_plies (analysis) : 0;
  for (guint i = 1; i < self->items->len; i++)
    {
      RimauPly *ply = g_ptr_array_index (self->items, i);

      /* After the first ply that differs, the positions differ too. */
      same = same && i <= n_plies && rimau_move_equal (rimau_ply_get_move (ply), rimau_analysis_get_ply (analysis, i - 1));

      rimau_ply_set_mark (ply, same ? rimau_analysis_get_mark (analysis, i - 1) : RIMAU_MARK_NONE);
    }
}
