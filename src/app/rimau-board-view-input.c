/* rimau-board-view-input.c — the board's keyboard and pointer
 *
 * Arrows move the focus between the points as they stand on screen, Enter
 * or Space clicks the focused point (a button) and Escape puts a
 * picked-up piece down again. The pointer clicks a point, or drags a piece
 * to where it goes. What a click means is the scene's to say.
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>

#include "rimau-board-point.h"
#include "rimau-board-words.h"
#include "rimau-board-view-private.h"

/* Pointer travel, in pixels, that turns a press into a drag. */
#define DRAG_THRESHOLD 6.0

static const RimauBoardGeometry *
geometry (RimauBoardView *self)
{
  return rimau_board_layout_get_geometry (self->layout);
}

/* ------------------------------------------------------------------------ */
/* Keyboard                                                                  */

static void
move_focus_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  RimauBoardView *self = RIMAU_BOARD_VIEW (widget);
  int dx, dy, next;

  g_variant_get (parameter, "(ii)", &dx, &dy);
  next = rimau_board_geometry_nearest_point (geometry (self), self->focus_point, dx, dy);
  if (next == RIMAU_NO_POINT)
    gtk_widget_error_bell (widget);
  else
    rimau_board_view_set_focus_point (self, next);
}

enum {
  PRESS_REFUSED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Why nothing is played is worked out before the press, which drops the
 * piece picked up. */
static void
activate_point (RimauBoardView *self,
                int             point)
{
  g_autofree char *why = rimau_words_no_ply_at (self->scene, point);

  _rimau_board_view_remember_focus_point (self, point);
  if (rimau_board_scene_activate (self->scene, point))
    return;

  gtk_widget_error_bell (GTK_WIDGET (self));
  if (why != NULL)
    g_signal_emit (self, signals[PRESS_REFUSED], 0, why);
}

/* A point clicked by Enter, Space or an assistive technology. */
static void
point_clicked_cb (RimauBoardView *self,
                  GtkButton      *button)
{
  activate_point (self, rimau_board_point_get_point (RIMAU_BOARD_POINT (button)));
}

static void
activate_focus_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  RimauBoardView *self = RIMAU_BOARD_VIEW (widget);

  activate_point (self, self->focus_point);
}

static void
cancel_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  rimau_board_scene_cancel (RIMAU_BOARD_VIEW (widget)->scene);
}

static gboolean
rimau_board_view_grab_focus (GtkWidget *widget)
{
  RimauBoardView *self = RIMAU_BOARD_VIEW (widget);

  return gtk_widget_grab_focus (self->points[self->focus_point]);
}

/* Tab enters the board at its focus point and leaves it in one step;
 * arrows move inside it through the key bindings. */
static gboolean
rimau_board_view_focus (GtkWidget        *widget,
                        GtkDirectionType  direction)
{
  RimauBoardView *self = RIMAU_BOARD_VIEW (widget);

  if (gtk_widget_get_focus_child (widget) != NULL)
    return FALSE;

  return gtk_widget_grab_focus (self->points[self->focus_point]);
}

static void
add_move_focus_binding (GtkWidgetClass *widget_class,
                        guint           keyval,
                        guint           keypad_keyval,
                        int             dx,
                        int             dy)
{
  gtk_widget_class_add_binding_action (widget_class, keyval, 0, "board.move-focus", "(ii)", dx, dy);
  gtk_widget_class_add_binding_action (widget_class, keypad_keyval, 0, "board.move-focus", "(ii)", dx, dy);
}

/* ------------------------------------------------------------------------ */
/* Pointer                                                                   */

static void
drag_begin_cb (RimauBoardView *self,
               double          x,
               double          y,
               GtkGestureDrag *gesture)
{
  int point = rimau_board_geometry_point_at (geometry (self), x, y);

  if (!rimau_board_scene_get_interactive (self->scene) || point == RIMAU_NO_POINT)
    {
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_DENIED);
      return;
    }

  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  self->press_point = point;
  self->press_x = x;
  self->press_y = y;
  self->dragging = FALSE;
}

static void
drag_update_cb (RimauBoardView *self,
                double          offset_x,
                double          offset_y,
                GtkGestureDrag *gesture)
{
  if (self->press_point == RIMAU_NO_POINT)
    return;

  if (!self->dragging && hypot (offset_x, offset_y) >= DRAG_THRESHOLD)
    {
      /* Only a piece that can move is picked up. */
      if (rimau_board_scene_get_selected (self->scene) != self->press_point &&
          !rimau_board_scene_select (self->scene, self->press_point))
        {
          self->press_point = RIMAU_NO_POINT;
          return;
        }
      self->dragging = TRUE;
    }

  if (self->dragging)
    rimau_board_paintable_set_dragged (self->paintable, self->press_point,
                                       self->press_x + offset_x, self->press_y + offset_y);
}

/* Puts a piece held by the pointer back on its point. */
void
_rimau_board_view_drop_piece (RimauBoardView *self)
{
  self->press_point = RIMAU_NO_POINT;
  self->dragging = FALSE;
  rimau_board_paintable_set_dragged (self->paintable, RIMAU_NO_POINT, 0, 0);
}

static void
drag_end_cb (RimauBoardView *self,
             double          offset_x,
             double          offset_y,
             GtkGestureDrag *gesture)
{
  int point = self->press_point;
  int target;

  self->press_point = RIMAU_NO_POINT;
  if (point == RIMAU_NO_POINT)
    return;

  if (!self->dragging)
    {
      activate_point (self, point);
      return;
    }

  /* Dropped off a legal target, the piece stays selected where it was. */
  _rimau_board_view_drop_piece (self);
  target = rimau_board_geometry_point_at (geometry (self), self->press_x + offset_x, self->press_y + offset_y);
  rimau_board_scene_play_to (self->scene, target);
}

static void
drag_cancel_cb (RimauBoardView   *self,
                GdkEventSequence *sequence,
                GtkGesture       *gesture)
{
  _rimau_board_view_drop_piece (self);
}

/* ------------------------------------------------------------------------ */
/* Set-up                                                                    */

void
_rimau_board_view_input_class_init (GtkWidgetClass *widget_class)
{
  widget_class->grab_focus = rimau_board_view_grab_focus;
  widget_class->focus = rimau_board_view_focus;

  /**
   * RimauBoardView::press-refused:
   * @why: why a press on a point played nothing, in words
   *
   * A person pressed a point where nothing is played.
   */
  signals[PRESS_REFUSED] =
    g_signal_new ("press-refused", G_TYPE_FROM_CLASS (widget_class), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  gtk_widget_class_install_action (widget_class, "board.move-focus", "(ii)", move_focus_action);
  gtk_widget_class_install_action (widget_class, "board.activate-focus", NULL, activate_focus_action);
  gtk_widget_class_install_action (widget_class, "board.cancel", NULL, cancel_action);

  add_move_focus_binding (widget_class, GDK_KEY_Left, GDK_KEY_KP_Left, -1, 0);
  add_move_focus_binding (widget_class, GDK_KEY_Right, GDK_KEY_KP_Right, 1, 0);
  add_move_focus_binding (widget_class, GDK_KEY_Up, GDK_KEY_KP_Up, 0, -1);
  add_move_focus_binding (widget_class, GDK_KEY_Down, GDK_KEY_KP_Down, 0, 1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "board.cancel", NULL);
}

/* A point's name typed, a file then a rank, such as c then 5, moves the
 * focus there: a screen reader then says what is on it. */
static gboolean
key_pressed_cb (RimauBoardView  *self,
                guint            keyval,
                guint            keycode,
                GdkModifierType  state)
{
  guint32 c = gdk_keyval_to_unicode (gdk_keyval_to_lower (keyval));
  char name[3] = { self->typed_file, (char) c, '\0' };
  int point;

  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK))
    return FALSE;

  if (c >= 'a' && c <= 'e')
    {
      self->typed_file = (char) c;
      return TRUE;
    }
  if (self->typed_file == 0 || c < '1' || c > '9')
    {
      self->typed_file = 0;
      return FALSE;
    }

  self->typed_file = 0;
  point = rimau_point_from_name (name, 2);
  if (point < 0 || point >= RIMAU_N_POINTS)
    gtk_widget_error_bell (GTK_WIDGET (self));
  else
    rimau_board_view_set_focus_point (self, point);
  return TRUE;
}

void
_rimau_board_view_input_init (RimauBoardView *self)
{
  GtkGesture *drag = gtk_gesture_drag_new ();
  GtkEventController *keys = gtk_event_controller_key_new ();

  g_signal_connect_swapped (keys, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);

  self->press_point = RIMAU_NO_POINT;

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (drag), GDK_BUTTON_PRIMARY);
  g_signal_connect_swapped (drag, "drag-begin", G_CALLBACK (drag_begin_cb), self);
  g_signal_connect_swapped (drag, "drag-update", G_CALLBACK (drag_update_cb), self);
  g_signal_connect_swapped (drag, "drag-end", G_CALLBACK (drag_end_cb), self);
  g_signal_connect_swapped (drag, "cancel", G_CALLBACK (drag_cancel_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));

  for (int p = 0; p < RIMAU_N_POINTS; p++)
    g_signal_connect_swapped (self->points[p], "clicked", G_CALLBACK (point_clicked_cb), self);
}
