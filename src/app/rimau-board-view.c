/* rimau-board-view.c — the board that is played on
 *
 * A thin widget over the board's parts: the scene says what is shown and
 * what a click means (rimau-board-scene.c), the layout manager places the
 * 37 points (rimau-board-layout.c), the paintable draws
 * (rimau-board-paintable.c) and the input file turns keys and the pointer
 * into clicks on points (rimau-board-view-input.c). Here they are put
 * together, with the animation of a ply and what assistive technologies
 * are told of each point.
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "rimau-board-point.h"
#include "rimau-board-view-private.h"
#include "rimau-board-words.h"

G_DEFINE_FINAL_TYPE (RimauBoardView, rimau_board_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_SHOW_TARGETS,
  PROP_SHOW_LAST_MOVE,
  PROP_SHOW_DANGER,
  PROP_SHOW_COORDINATES,
  PROP_ORIENTATION,
  PROP_ROTATED,
  PROP_ANIMATING,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* How long each kind of ply is shown moving, in milliseconds; a ply that
 * moves nothing is not animated. */
static const guint ply_duration_ms[] = {
  [RIMAU_MOVE_REMOVE] = 200,
  [RIMAU_MOVE_RELOCATE] = 320,
  [RIMAU_MOVE_KEEP] = 0,
  [RIMAU_MOVE_PLACE] = 200,
  [RIMAU_MOVE_DROP] = 200,
  [RIMAU_MOVE_STEP] = 220,
  [RIMAU_MOVE_JUMP] = 340,
  [RIMAU_MOVE_PASS] = 0,
};

static gboolean
is_animating (RimauBoardView *self)
{
  return adw_animation_get_state (self->animation) == ADW_ANIMATION_PLAYING;
}

static void
update_points (RimauBoardView *self)
{
  int selected = rimau_board_scene_get_selected (self->scene);
  gboolean with_danger;

  g_object_get (self->paintable, "show-danger", &with_danger, NULL);

  for (int p = 0; p < RIMAU_N_POINTS; p++)
    {
      g_autofree char *label = rimau_words_point_label (self->scene, p, with_danger);

      rimau_board_point_update (RIMAU_BOARD_POINT (self->points[p]), label, selected == p);
    }
}

/* Whether the ply in motion is the last one @game shows. */
static gboolean
showing_ply_of (RimauBoardView *self,
                RimauGame      *game)
{
  return game != NULL && game == self->animated_game &&
         rimau_game_get_cursor (game) == self->animated_cursor;
}

static void
scene_changed_cb (RimauBoardView *self)
{
  /* A piece picked up by the pointer goes back when the selection goes. */
  if (self->dragging && rimau_board_scene_get_selected (self->scene) == RIMAU_NO_POINT)
    _rimau_board_view_drop_piece (self);

  /* A ply played at the end of what was shown moves on the board; any
   * other change of the game shows its position at once. */
  if (is_animating (self) && !showing_ply_of (self, rimau_board_scene_get_game (self->scene)))
    adw_animation_skip (self->animation);

  update_points (self);
}

static void
ply_played_cb (RimauBoardView      *self,
               const RimauPosition *before,
               const RimauMove     *move)
{
  guint duration = ply_duration_ms[move->kind];

  if (is_animating (self))
    adw_animation_skip (self->animation);
  if (duration == 0)
    return;

  self->animated_game = rimau_board_scene_get_game (self->scene);
  self->animated_cursor = rimau_game_get_cursor (self->animated_game);
  rimau_board_paintable_show_ply (self->paintable, before, move);
  adw_timed_animation_set_duration (ADW_TIMED_ANIMATION (self->animation), duration);
  adw_animation_play (self->animation);
  if (is_animating (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ANIMATING]);
}

static void
animation_done_cb (RimauBoardView *self)
{
  self->animated_game = NULL;
  rimau_board_paintable_show_ply (self->paintable, NULL, NULL);
  /* Whoever waits for the end may start another animation. */
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ANIMATING]);
}

RimauBoardScene *
rimau_board_view_get_scene (RimauBoardView *self)
{
  g_return_val_if_fail (RIMAU_IS_BOARD_VIEW (self), NULL);

  return self->scene;
}

/* The point the keyboard is on, inside the board or not. */
int
rimau_board_view_get_focus_point (RimauBoardView *self)
{
  g_return_val_if_fail (RIMAU_IS_BOARD_VIEW (self), RIMAU_NO_POINT);

  return self->focus_point;
}

/* Moves the keyboard's place to @point without taking the focus. */
void
_rimau_board_view_remember_focus_point (RimauBoardView *self,
                                        int             point)
{
  self->focus_point = point;
}

/* Puts the keyboard on @point; the point takes the focus if it can. */
void
rimau_board_view_set_focus_point (RimauBoardView *self,
                                  int             point)
{
  g_return_if_fail (RIMAU_IS_BOARD_VIEW (self));
  g_return_if_fail (point >= 0 && point < RIMAU_N_POINTS);

  _rimau_board_view_remember_focus_point (self, point);
  if (gtk_widget_get_focusable (self->points[point]))
    gtk_widget_grab_focus (self->points[point]);
}

static void
rimau_board_view_snapshot (GtkWidget   *widget,
                           GtkSnapshot *snapshot)
{
  RimauBoardView *self = RIMAU_BOARD_VIEW (widget);

  gdk_paintable_snapshot (GDK_PAINTABLE (self->paintable), snapshot,
                          gtk_widget_get_width (widget), gtk_widget_get_height (widget));

  /* The points draw only their focus ring. */
  for (int p = 0; p < RIMAU_N_POINTS; p++)
    gtk_widget_snapshot_child (widget, self->points[p], snapshot);
}

static void
update_style (RimauBoardView *self)
{
  rimau_board_paintable_update_style (self->paintable, GTK_WIDGET (self));
}

static void
scale_factor_cb (RimauBoardView *self,
                 GParamSpec     *pspec)
{
  update_style (self);
}

static void
rimau_board_view_css_changed (GtkWidget         *widget,
                              GtkCssStyleChange *change)
{
  GTK_WIDGET_CLASS (rimau_board_view_parent_class)->css_changed (widget, change);

  update_style (RIMAU_BOARD_VIEW (widget));
}

static void
rimau_board_view_dispose (GObject *object)
{
  RimauBoardView *self = (RimauBoardView *) object;

  g_clear_object (&self->animation);
  for (int p = 0; p < RIMAU_N_POINTS; p++)
    g_clear_pointer (&self->points[p], gtk_widget_unparent);
  g_clear_object (&self->paintable);
  g_clear_object (&self->scene);

  G_OBJECT_CLASS (rimau_board_view_parent_class)->dispose (object);
}

static void
rimau_board_view_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  RimauBoardView *self = RIMAU_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_SHOW_TARGETS:
    case PROP_SHOW_LAST_MOVE:
    case PROP_SHOW_DANGER:
    case PROP_SHOW_COORDINATES:
      g_object_get_property (G_OBJECT (self->paintable), pspec->name, value);
      break;
    case PROP_ORIENTATION:
      g_value_set_enum (value, rimau_board_layout_get_orientation (self->layout));
      break;
    case PROP_ROTATED:
      g_value_set_boolean (value, rimau_board_layout_get_rotated (self->layout));
      break;
    case PROP_ANIMATING:
      g_value_set_boolean (value, is_animating (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
rimau_board_view_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  RimauBoardView *self = RIMAU_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_SHOW_TARGETS:
    case PROP_SHOW_LAST_MOVE:
    case PROP_SHOW_DANGER:
    case PROP_SHOW_COORDINATES:
      g_object_set_property (G_OBJECT (self->paintable), pspec->name, value);
      break;
    case PROP_ORIENTATION:
      rimau_board_layout_set_orientation (self->layout, g_value_get_enum (value));
      rimau_board_paintable_set_orientation (self->paintable, g_value_get_enum (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
install_properties (GObjectClass *object_class)
{
  properties[PROP_SHOW_TARGETS] =
    g_param_spec_boolean ("show-targets", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SHOW_LAST_MOVE] =
    g_param_spec_boolean ("show-last-move", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SHOW_DANGER] =
    g_param_spec_boolean ("show-danger", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SHOW_COORDINATES] =
    g_param_spec_boolean ("show-coordinates", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ORIENTATION] =
    g_param_spec_enum ("orientation", NULL, NULL, RIMAU_TYPE_BOARD_ORIENTATION,
                       RIMAU_BOARD_ORIENTATION_AUTOMATIC,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ROTATED] =
    g_param_spec_boolean ("rotated", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* Whether the last ply is still moving on the board; notified when it
   * starts and when it ends. */
  properties[PROP_ANIMATING] =
    g_param_spec_boolean ("animating", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
rimau_board_view_class_init (RimauBoardViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = rimau_board_view_dispose;
  object_class->get_property = rimau_board_view_get_property;
  object_class->set_property = rimau_board_view_set_property;

  widget_class->snapshot = rimau_board_view_snapshot;
  widget_class->css_changed = rimau_board_view_css_changed;

  install_properties (object_class);
  _rimau_board_view_input_class_init (widget_class);

  gtk_widget_class_set_layout_manager_type (widget_class, RIMAU_TYPE_BOARD_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "boardview");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
notify_own_cb (RimauBoardView *self,
               GParamSpec     *pspec)
{
  g_object_notify (G_OBJECT (self), pspec->name);
}

/* Tells of a change of @object's property @name as of the board's own
 * property of that name. */
static void
forward_notify (RimauBoardView *self,
                gpointer        object,
                const char     *name)
{
  g_autofree char *signal = g_strconcat ("notify::", name, NULL);

  g_signal_connect_object (object, signal, G_CALLBACK (notify_own_cb), self, G_CONNECT_SWAPPED);
}

static void
init_animation (RimauBoardView *self)
{
  AdwAnimationTarget *target = adw_property_animation_target_new (G_OBJECT (self->paintable), "progress");

  self->animation = adw_timed_animation_new (GTK_WIDGET (self), 0.0, 1.0, 1, target);
  adw_timed_animation_set_easing (ADW_TIMED_ANIMATION (self->animation), ADW_EASE_OUT_CUBIC);
  g_signal_connect_swapped (self->animation, "done", G_CALLBACK (animation_done_cb), self);
}

static void
init_points (RimauBoardView *self)
{
  for (int p = 0; p < RIMAU_N_POINTS; p++)
    {
      self->points[p] = rimau_board_point_new (p);
      gtk_widget_set_parent (self->points[p], GTK_WIDGET (self));
    }
}

static void
rimau_board_view_init (RimauBoardView *self)
{
  self->scene = rimau_board_scene_new ();
  self->paintable = rimau_board_paintable_new (self->scene);
  rimau_board_paintable_set_orientation (self->paintable, RIMAU_BOARD_ORIENTATION_AUTOMATIC);
  self->layout = RIMAU_BOARD_LAYOUT (gtk_widget_get_layout_manager (GTK_WIDGET (self)));
  self->focus_point = rimau_point_from_name ("c5", 2);

  g_signal_connect_object (self->scene, "changed", G_CALLBACK (scene_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->scene, "ply-played", G_CALLBACK (ply_played_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->paintable, "invalidate-contents", G_CALLBACK (gtk_widget_queue_draw), self,
                           G_CONNECT_SWAPPED);
  for (int prop_id = PROP_SHOW_TARGETS; prop_id <= PROP_SHOW_COORDINATES; prop_id++)
    forward_notify (self, self->paintable, properties[prop_id]->name);
  forward_notify (self, self->layout, "orientation");
  forward_notify (self, self->layout, "rotated");
  g_signal_connect (self, "notify::scale-factor", G_CALLBACK (scale_factor_cb), NULL);
  g_signal_connect (self, "notify::show-danger", G_CALLBACK (update_points), NULL);

  init_animation (self);
  init_points (self);
  _rimau_board_view_input_init (self);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Board"), -1);
  update_points (self);
}

GtkWidget *
rimau_board_view_new (void)
{
  return g_object_new (RIMAU_TYPE_BOARD_VIEW, NULL);
}
