/* rimau-board-point.c — one point of the board, for focus and accessibility
 *
 * The board view draws everything itself; each of its 37 points is also a
 * small button laid over the point, so that keyboard focus has a real
 * widget to land on (drawn with the theme's focus ring) and assistive
 * technologies see one named button per point, such as “c5, tiger”, that
 * they can click. Enter and Space click it as they click any button.
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "rimau-board-point.h"

struct _RimauBoardPoint
{
  GtkButton  parent_instance;

  int        point;
  char      *label;
  gboolean   selected;
};

G_DEFINE_FINAL_TYPE (RimauBoardPoint, rimau_board_point, GTK_TYPE_BUTTON)

static void
rimau_board_point_finalize (GObject *object)
{
  RimauBoardPoint *self = (RimauBoardPoint *) object;

  g_clear_pointer (&self->label, g_free);

  G_OBJECT_CLASS (rimau_board_point_parent_class)->finalize (object);
}

static void
rimau_board_point_class_init (RimauBoardPointClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = rimau_board_point_finalize;

  gtk_widget_class_set_css_name (widget_class, "point");
}

static void
rimau_board_point_init (RimauBoardPoint *self)
{
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  /* Clicks and drags belong to the board view, which knows the geometry. */
  gtk_widget_set_can_target (GTK_WIDGET (self), FALSE);
}

GtkWidget *
rimau_board_point_new (int point)
{
  RimauBoardPoint *self = g_object_new (RIMAU_TYPE_BOARD_POINT, NULL);

  self->point = point;
  return GTK_WIDGET (self);
}

int
rimau_board_point_get_point (RimauBoardPoint *self)
{
  g_return_val_if_fail (RIMAU_IS_BOARD_POINT (self), -1);

  return self->point;
}

/* Updates what assistive technologies are told about the point; only real
 * changes are passed on, since the board refreshes all points at once. */
void
rimau_board_point_update (RimauBoardPoint *self,
                          const char      *label,
                          gboolean         selected)
{
  g_return_if_fail (RIMAU_IS_BOARD_POINT (self));

  if (g_strcmp0 (self->label, label) != 0)
    {
      g_free (self->label);
      self->label = g_strdup (label);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                      -1);
    }

  if (self->selected != selected)
    {
      self->selected = selected;
      gtk_accessible_update_state (GTK_ACCESSIBLE (self),
                                   GTK_ACCESSIBLE_STATE_PRESSED,
                                   selected ? GTK_ACCESSIBLE_TRISTATE_TRUE : GTK_ACCESSIBLE_TRISTATE_FALSE,
                                   -1);
      if (selected)
        gtk_widget_add_css_class (GTK_WIDGET (self), "selected");
      else
        gtk_widget_remove_css_class (GTK_WIDGET (self), "selected");
    }
}
