/* rimau-board-paintable.c — the picture of a board
 *
 * Shows what a RimauBoardScene shows: the board, its coordinates, the
 * pieces and the marks, and a ply in motion. The board widget shows it
 * under its points, and the rules page shows it as still pictures. The
 * drawing itself is rimau-board-art.c's; this keeps what it draws as
 * pictures, and puts them together at every frame.
 *
 * The colours are the palette of the style the widget's display has (see
 * rimau-palette.c), taken again when that style changes; the font of the
 * coordinates comes from the widget's style (see
 * rimau_board_paintable_update_style()).
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>
#include <string.h>

#include "rimau-board-art.h"
#include "rimau-board-paintable.h"
#include "rimau-palette.h"

/* Piece radii in board units. */
#define TIGER_RADIUS 0.38
#define MAN_RADIUS   0.34

struct _RimauBoardPaintable
{
  GObject                parent_instance;

  RimauBoardScene       *scene;
  RimauBoardOrientation  orientation;
  gboolean               show_targets;
  gboolean               show_last_move;
  gboolean               show_danger;
  gboolean               show_coordinates;

  AdwStyleManager       *styles;
  RimauPalette           palette;
  PangoFontDescription  *font;
  int                    scale;

  /* The ply in motion, drawn at @progress from the position before it. */
  gboolean               has_ply;
  RimauPosition          before;
  RimauMove              ply;
  double                 progress;

  int                    dragged;
  double                 drag_x;
  double                 drag_y;

  /* What each frame reuses: the board without pieces, and one picture of
   * each kind of piece, drawn once for a size, scale and style. */
  GdkTexture            *background;
  GdkTexture            *sprites[2];
  double                 texture_width;
  double                 texture_height;
};

static void rimau_board_paintable_iface_init (GdkPaintableInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (RimauBoardPaintable, rimau_board_paintable, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (GDK_TYPE_PAINTABLE, rimau_board_paintable_iface_init))

enum {
  PROP_0,
  PROP_SCENE,
  PROP_ORIENTATION,
  PROP_SHOW_TARGETS,
  PROP_SHOW_LAST_MOVE,
  PROP_SHOW_DANGER,
  PROP_SHOW_COORDINATES,
  PROP_PROGRESS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Forgets the pictures drawn for the last size, scale or style. */
static void
drop_textures (RimauBoardPaintable *self)
{
  g_clear_object (&self->background);
  g_clear_object (&self->sprites[FALSE]);
  g_clear_object (&self->sprites[TRUE]);
}

static gboolean
is_animating_ply (RimauBoardPaintable *self)
{
  return self->has_ply && self->progress < 1.0;
}

/* A frame: where and in what colours it is drawn, and the paintable that
 * keeps its pictures. */
typedef struct
{
  RimauBoardPaintable *self;
  RimauBoardCanvas     art;
} Canvas;

static void
to_screen (const Canvas *canvas,
           int           point,
           double       *x,
           double       *y)
{
  rimau_board_geometry_point_to_screen (canvas->art.geometry, point, x, y);
}

/* ------------------------------------------------------------------------ */
/* Marks                                                                     */

static gboolean
has_marks (RimauBoardPaintable *self)
{
  RimauBoardScene *scene = self->scene;

  return rimau_board_scene_get_highlight (scene) != 0 || rimau_board_scene_get_hint (scene, NULL) ||
         rimau_board_scene_get_selected (scene) != RIMAU_NO_POINT || self->show_danger ||
         (self->show_targets && rimau_board_scene_get_interactive (scene)) ||
         (self->show_last_move && !is_animating_ply (self) && rimau_board_scene_get_last_ply (scene, NULL));
}

/* The marks the settings ask for. While a ply is in motion, the trace of
 * the last ply and the men in danger wait for it to land: they belong to
 * the position after it. */
static void
get_marks (RimauBoardPaintable *self,
           RimauBoardMarks     *marks)
{
  gboolean landed = !is_animating_ply (self);

  marks->scene = self->scene;
  marks->show_last_move = self->show_last_move && landed;
  marks->show_danger = self->show_danger && landed;
  marks->show_targets = self->show_targets;
}

/* ------------------------------------------------------------------------ */
/* Pictures                                                                  */

/* The board's picture covers the board alone, in whole pixels: the room
 * around it would cost the renderer as much at every frame, for nothing. */
static void
background_bounds (const Canvas    *canvas,
                   graphene_rect_t *bounds)
{
  rimau_board_geometry_get_board_rect (canvas->art.geometry, bounds);
  bounds->size.width = ceilf (bounds->size.width);
  bounds->size.height = ceilf (bounds->size.height);
}

static GdkTexture *
render_background (const Canvas          *canvas,
                   const graphene_rect_t *bounds)
{
  cairo_t *cr = rimau_board_art_begin_picture (canvas->self->scale, bounds);

  rimau_board_art_draw_background (&canvas->art, cr);
  if (canvas->self->show_coordinates)
    rimau_board_art_draw_coordinates (&canvas->art, cr, canvas->self->font);
  rimau_board_art_draw_lines (&canvas->art, cr);
  return rimau_board_art_end_picture (cr);
}

/* Half the side of a piece's picture: room for a tiger's ears, its shadow
 * and the rise of a jump. */
static double
sprite_half_size (const Canvas *canvas)
{
  return ceil (TIGER_RADIUS * canvas->art.geometry->unit * 1.5);
}

static GdkTexture *
render_sprite (const Canvas *canvas,
               gboolean      tiger)
{
  double half = sprite_half_size (canvas);
  double unit = canvas->art.geometry->unit;
  cairo_t *cr = rimau_board_art_begin_picture (canvas->self->scale, &GRAPHENE_RECT_INIT (0, 0, 2 * half, 2 * half));

  if (tiger)
    rimau_board_art_draw_tiger (cr, canvas->art.palette, half, half, TIGER_RADIUS * unit);
  else
    rimau_board_art_draw_man (cr, canvas->art.palette, half, half, MAN_RADIUS * unit);
  return rimau_board_art_end_picture (cr);
}

typedef void (*DrawMarksFunc) (const RimauBoardCanvas *canvas,
                               cairo_t                *cr,
                               const RimauBoardMarks  *marks);

/* The marks are drawn into a recording first and handed to the renderer as
 * a picture of just the area they cover: a picture of the whole board would
 * have to be filled, uploaded and blended at every frame that shows marks,
 * which on a software renderer costs more than the rest of the frame. The
 * picture is a texture, as the board's and the pieces' are, not a cairo
 * node: the renderer draws a cairo node with a program of its own, which a
 * software renderer compiles when the first marks show, in mid-game. */
static void
append_marks (const Canvas  *canvas,
              GtkSnapshot   *snapshot,
              DrawMarksFunc  draw_marks)
{
  cairo_surface_t *recording = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, NULL);
  cairo_t *cr = cairo_create (recording);
  RimauBoardMarks marks;
  double x, y, width, height;

  get_marks (canvas->self, &marks);
  draw_marks (&canvas->art, cr, &marks);
  cairo_destroy (cr);

  cairo_recording_surface_ink_extents (recording, &x, &y, &width, &height);
  if (width > 0 && height > 0)
    {
      graphene_rect_t bounds = GRAPHENE_RECT_INIT (floor (x), floor (y),
                                                   ceil (x + width) - floor (x),
                                                   ceil (y + height) - floor (y));
      g_autoptr(GdkTexture) texture = NULL;

      cr = rimau_board_art_begin_picture (canvas->self->scale, &bounds);
      cairo_set_source_surface (cr, recording, 0, 0);
      cairo_paint (cr);
      texture = rimau_board_art_end_picture (cr);
      gtk_snapshot_append_texture (snapshot, texture, &bounds);
    }

  cairo_surface_destroy (recording);
}

/* A piece at (x, y), grown by @scale and faded by @alpha, drawn from its
 * picture: a frame of an animation costs no drawing. */
static void
append_piece (const Canvas *canvas,
              GtkSnapshot  *snapshot,
              gboolean      tiger,
              double        x,
              double        y,
              double        scale,
              double        alpha)
{
  RimauBoardPaintable *self = canvas->self;
  double half = sprite_half_size (canvas);

  if (self->sprites[tiger] == NULL)
    self->sprites[tiger] = render_sprite (canvas, tiger);

  /* Whole device pixels keep the picture sharp. */
  x = round (x * self->scale) / self->scale;
  y = round (y * self->scale) / self->scale;

  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (x, y));
  if (scale != 1.0)
    gtk_snapshot_scale (snapshot, scale, scale);
  if (alpha < 1.0)
    gtk_snapshot_push_opacity (snapshot, alpha);
  gtk_snapshot_append_texture (snapshot, self->sprites[tiger],
                               &GRAPHENE_RECT_INIT (-half, -half, 2 * half, 2 * half));
  if (alpha < 1.0)
    gtk_snapshot_pop (snapshot);
  gtk_snapshot_restore (snapshot);
}

static void
append_pieces_on (const Canvas *canvas,
                  GtkSnapshot  *snapshot,
                  gboolean      tigers,
                  RimauMask     points)
{
  int p;

  RIMAU_MASK_FOREACH (p, points)
    {
      double x, y;

      to_screen (canvas, p, &x, &y);
      append_piece (canvas, snapshot, tigers, x, y, 1.0, 1.0);
    }
}

/* The position before the ply in motion, with the moving piece in flight
 * and the men it takes fading. */
static void
append_ply_in_motion (const Canvas *canvas,
                      GtkSnapshot  *snapshot)
{
  RimauBoardPaintable *self = canvas->self;
  const RimauMove *move = &self->ply;
  double t = self->progress;
  RimauMask tigers = self->before.tigers;
  RimauMask men = self->before.men & ~move->captured;
  gboolean tiger = move->kind != RIMAU_MOVE_DROP && move->kind != RIMAU_MOVE_REMOVE &&
                   (move->kind != RIMAU_MOVE_STEP || (self->before.tigers & RIMAU_MASK (move->from)));
  double tx, ty;
  int p;

  if (move->from != RIMAU_NO_POINT)
    {
      tigers &= ~RIMAU_MASK (move->from);
      men &= ~RIMAU_MASK (move->from);
    }
  if (move->kind == RIMAU_MOVE_REMOVE)
    men &= ~RIMAU_MASK (move->to);

  RIMAU_MASK_FOREACH (p, move->captured)
    {
      double x, y;

      to_screen (canvas, p, &x, &y);
      append_piece (canvas, snapshot, FALSE, x, y, 1.0 - 0.4 * t, 1.0 - t);
    }
  append_pieces_on (canvas, snapshot, TRUE, tigers);
  append_pieces_on (canvas, snapshot, FALSE, men);

  to_screen (canvas, move->to, &tx, &ty);
  if (move->kind == RIMAU_MOVE_REMOVE)
    append_piece (canvas, snapshot, FALSE, tx, ty, 1.0 - 0.4 * t, 1.0 - t);
  else if (move->from == RIMAU_NO_POINT)
    append_piece (canvas, snapshot, tiger, tx, ty, 0.6 + 0.4 * t, t);
  else
    {
      double fx, fy;
      /* A jump rises a little on its way over the men. */
      double lift = move->kind == RIMAU_MOVE_JUMP ? 1.0 + 0.25 * sin (G_PI * t) : 1.0;

      to_screen (canvas, move->from, &fx, &fy);
      append_piece (canvas, snapshot, tiger, fx + (tx - fx) * t, fy + (ty - fy) * t, lift, 1.0);
    }
}

static void
append_pieces (const Canvas        *canvas,
               GtkSnapshot         *snapshot,
               const RimauPosition *position)
{
  RimauBoardPaintable *self = canvas->self;
  int dragged = self->dragged;
  RimauMask lifted = dragged != RIMAU_NO_POINT ? RIMAU_MASK (dragged) : 0;

  if (is_animating_ply (self))
    {
      append_ply_in_motion (canvas, snapshot);
      return;
    }

  append_pieces_on (canvas, snapshot, FALSE, position->men & ~lifted);
  append_pieces_on (canvas, snapshot, TRUE, position->tigers & ~lifted);

  if (dragged != RIMAU_NO_POINT)
    append_piece (canvas, snapshot, (position->tigers & lifted) != 0, self->drag_x, self->drag_y, 1.12, 0.95);
}

static void
rimau_board_paintable_snapshot (GdkPaintable *paintable,
                                GtkSnapshot  *snapshot,
                                double        width,
                                double        height)
{
  RimauBoardPaintable *self = RIMAU_BOARD_PAINTABLE (paintable);
  const RimauPosition *position = rimau_board_scene_get_position (self->scene);
  RimauBoardGeometry geometry;
  Canvas canvas = { self, { &geometry, &self->palette } };
  graphene_rect_t bounds;
  gboolean marks;

  /* Without a style, there is nothing to draw with yet. */
  if (self->font == NULL)
    return;

  rimau_board_geometry_init (&geometry, width, height, self->orientation);
  if (geometry.unit <= 0)
    return;

  if (width != self->texture_width || height != self->texture_height)
    drop_textures (self);
  self->texture_width = width;
  self->texture_height = height;

  background_bounds (&canvas, &bounds);
  if (self->background == NULL)
    self->background = render_background (&canvas, &bounds);
  gtk_snapshot_append_texture (snapshot, self->background, &bounds);

  if (position == NULL)
    return;

  marks = has_marks (self);
  if (marks)
    append_marks (&canvas, snapshot, rimau_board_art_draw_marks_under_pieces);
  append_pieces (&canvas, snapshot, position);
  if (marks)
    append_marks (&canvas, snapshot, rimau_board_art_draw_marks_over_pieces);
}

static GdkPaintableFlags
rimau_board_paintable_get_flags (GdkPaintable *paintable)
{
  return GDK_PAINTABLE_STATIC_SIZE;
}

static double
rimau_board_paintable_get_intrinsic_aspect_ratio (GdkPaintable *paintable)
{
  RimauBoardPaintable *self = RIMAU_BOARD_PAINTABLE (paintable);

  if (self->orientation == RIMAU_BOARD_ORIENTATION_AUTOMATIC)
    return 0;
  return rimau_board_geometry_aspect_ratio (self->orientation == RIMAU_BOARD_ORIENTATION_SIDEWAYS);
}

static void
rimau_board_paintable_iface_init (GdkPaintableInterface *iface)
{
  iface->snapshot = rimau_board_paintable_snapshot;
  iface->get_flags = rimau_board_paintable_get_flags;
  iface->get_intrinsic_aspect_ratio = rimau_board_paintable_get_intrinsic_aspect_ratio;
}

/* ------------------------------------------------------------------------ */
/* Object                                                                    */

static void
invalidate (RimauBoardPaintable *self)
{
  gdk_paintable_invalidate_contents (GDK_PAINTABLE (self));
}

static void
scene_changed_cb (RimauBoardPaintable *self)
{
  invalidate (self);
}

void
rimau_board_paintable_set_orientation (RimauBoardPaintable   *self,
                                       RimauBoardOrientation  orientation)
{
  g_return_if_fail (RIMAU_IS_BOARD_PAINTABLE (self));

  if (self->orientation == orientation)
    return;

  self->orientation = orientation;
  drop_textures (self);
  invalidate (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ORIENTATION]);
}

/* The pictures are drawn again only when the colours change: a change of
 * style that leaves them as they were (the window losing focus, say) keeps
 * them, for they take longest to draw. Equal palettes are equal bytes. */
static gboolean
take_palette (RimauBoardPaintable *self)
{
  RimauPalette palette;

  rimau_palette_init (&palette, self->styles);
  if (memcmp (&palette, &self->palette, sizeof palette) == 0)
    return FALSE;

  self->palette = palette;
  return TRUE;
}

static void
style_manager_changed_cb (RimauBoardPaintable *self)
{
  if (!take_palette (self))
    return;

  drop_textures (self);
  invalidate (self);
}

/* Follows the style of @styles, which may change without any change in
 * the style sheets of the widget that shows the picture. */
static void
watch_style_manager (RimauBoardPaintable *self,
                     AdwStyleManager     *styles)
{
  if (self->styles == styles)
    return;

  if (self->styles != NULL)
    g_signal_handlers_disconnect_by_func (self->styles, style_manager_changed_cb, self);
  g_set_object (&self->styles, styles);
  rimau_palette_connect_changes (styles, G_CALLBACK (style_manager_changed_cb), self);
}

static gboolean
take_font_and_scale (RimauBoardPaintable *self,
                     GtkWidget           *widget)
{
  const PangoFontDescription *font = pango_context_get_font_description (gtk_widget_get_pango_context (widget));
  int scale = gtk_widget_get_scale_factor (widget);

  if (scale == self->scale && self->font != NULL && pango_font_description_equal (font, self->font))
    return FALSE;

  self->scale = scale;
  g_clear_pointer (&self->font, pango_font_description_free);
  self->font = pango_font_description_copy (font);
  return TRUE;
}

/* Takes the colours of the style of @widget's display, and the font and
 * the scale of @widget, where the picture is shown; the pictures drawn
 * for other ones are drawn again. Called when the widget's style or scale
 * changes, never at every frame. */
void
rimau_board_paintable_update_style (RimauBoardPaintable *self,
                                    GtkWidget           *widget)
{
  gboolean changed;

  g_return_if_fail (RIMAU_IS_BOARD_PAINTABLE (self));
  g_return_if_fail (GTK_IS_WIDGET (widget));

  watch_style_manager (self, adw_style_manager_get_for_display (gtk_widget_get_display (widget)));
  changed = take_palette (self);
  changed |= take_font_and_scale (self, widget);
  if (!changed)
    return;

  drop_textures (self);
  invalidate (self);
}

/* Shows @move on its way from @before, at the paintable's progress, until
 * the progress reaches 1. */
void
rimau_board_paintable_show_ply (RimauBoardPaintable *self,
                                const RimauPosition *before,
                                const RimauMove     *move)
{
  g_return_if_fail (RIMAU_IS_BOARD_PAINTABLE (self));

  self->has_ply = before != NULL && move != NULL;
  if (self->has_ply)
    {
      self->before = *before;
      self->ply = *move;
    }
  invalidate (self);
}

/* Draws the piece on @point where the pointer holds it, at (@x, @y);
 * %RIMAU_NO_POINT puts it back. */
void
rimau_board_paintable_set_dragged (RimauBoardPaintable *self,
                                   int                  point,
                                   double               x,
                                   double               y)
{
  g_return_if_fail (RIMAU_IS_BOARD_PAINTABLE (self));

  self->dragged = point;
  self->drag_x = x;
  self->drag_y = y;
  invalidate (self);
}

static void
set_flag (RimauBoardPaintable *self,
          gboolean            *flag,
          gboolean             value,
          int                  prop_id)
{
  value = !!value;
  if (*flag == value)
    return;

  *flag = value;
  if (prop_id == PROP_SHOW_COORDINATES)
    g_clear_object (&self->background);
  invalidate (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop_id]);
}

static void
set_progress (RimauBoardPaintable *self,
              double               progress)
{
  progress = CLAMP (progress, 0.0, 1.0);
  if (self->progress == progress)
    return;

  self->progress = progress;
  invalidate (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PROGRESS]);
}

static void
rimau_board_paintable_dispose (GObject *object)
{
  RimauBoardPaintable *self = (RimauBoardPaintable *) object;

  if (self->scene != NULL)
    g_signal_handlers_disconnect_by_func (self->scene, scene_changed_cb, self);
  g_clear_object (&self->scene);
  if (self->styles != NULL)
    g_signal_handlers_disconnect_by_func (self->styles, style_manager_changed_cb, self);
  g_clear_object (&self->styles);
  drop_textures (self);

  G_OBJECT_CLASS (rimau_board_paintable_parent_class)->dispose (object);
}

static void
rimau_board_paintable_finalize (GObject *object)
{
  RimauBoardPaintable *self = (RimauBoardPaintable *) object;

  g_clear_pointer (&self->font, pango_font_description_free);

  G_OBJECT_CLASS (rimau_board_paintable_parent_class)->finalize (object);
}

static void
rimau_board_paintable_get_property (GObject    *object,
                                    guint       prop_id,
                                    GValue     *value,
                                    GParamSpec *pspec)
{
  RimauBoardPaintable *self = RIMAU_BOARD_PAINTABLE (object);

  switch (prop_id)
    {
    case PROP_SCENE:
      g_value_set_object (value, self->scene);
      break;
    case PROP_ORIENTATION:
      g_value_set_enum (value, self->orientation);
      break;
    case PROP_SHOW_TARGETS:
      g_value_set_boolean (value, self->show_targets);
      break;
    case PROP_SHOW_LAST_MOVE:
      g_value_set_boolean (value, self->show_last_move);
      break;
    case PROP_SHOW_DANGER:
      g_value_set_boolean (value, self->show_danger);
      break;
    case PROP_SHOW_COORDINATES:
      g_value_set_boolean (value, self->show_coordinates);
      break;
    case PROP_PROGRESS:
      g_value_set_double (value, self->progress);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
rimau_board_paintable_set_property (GObject      *object,
                                    guint         prop_id,
                                    const GValue *value,
                                    GParamSpec   *pspec)
{
  RimauBoardPaintable *self = RIMAU_BOARD_PAINTABLE (object);

  switch (prop_id)
    {
    case PROP_SCENE:
      self->scene = g_value_dup_object (value);
      g_signal_connect_object (self->scene, "changed", G_CALLBACK (scene_changed_cb), self, G_CONNECT_SWAPPED);
      break;
    case PROP_ORIENTATION:
      rimau_board_paintable_set_orientation (self, g_value_get_enum (value));
      break;
    case PROP_SHOW_TARGETS:
      set_flag (self, &self->show_targets, g_value_get_boolean (value), prop_id);
      break;
    case PROP_SHOW_LAST_MOVE:
      set_flag (self, &self->show_last_move, g_value_get_boolean (value), prop_id);
      break;
    case PROP_SHOW_DANGER:
      set_flag (self, &self->show_danger, g_value_get_boolean (value), prop_id);
      break;
    case PROP_SHOW_COORDINATES:
      set_flag (self, &self->show_coordinates, g_value_get_boolean (value), prop_id);
      break;
    case PROP_PROGRESS:
      set_progress (self, g_value_get_double (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
rimau_board_paintable_class_init (RimauBoardPaintableClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = rimau_board_paintable_dispose;
  object_class->finalize = rimau_board_paintable_finalize;
  object_class->get_property = rimau_board_paintable_get_property;
  object_class->set_property = rimau_board_paintable_set_property;

  properties[PROP_SCENE] =
    g_param_spec_object ("scene", NULL, NULL, RIMAU_TYPE_BOARD_SCENE,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ORIENTATION] =
    g_param_spec_enum ("orientation", NULL, NULL, RIMAU_TYPE_BOARD_ORIENTATION,
                       RIMAU_BOARD_ORIENTATION_UPRIGHT,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
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
  /* How far the ply given to rimau_board_paintable_show_ply() has gone,
   * from 0 to 1; an animation drives it. */
  properties[PROP_PROGRESS] =
    g_param_spec_double ("progress", NULL, NULL, 0.0, 1.0, 1.0,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
rimau_board_paintable_init (RimauBoardPaintable *self)
{
  self->orientation = RIMAU_BOARD_ORIENTATION_UPRIGHT;
  self->show_targets = TRUE;
  self->show_last_move = TRUE;
  self->show_coordinates = TRUE;
  self->progress = 1.0;
  self->dragged = RIMAU_NO_POINT;
  self->scale = 1;
}

RimauBoardPaintable *
rimau_board_paintable_new (RimauBoardScene *scene)
{
  g_return_val_if_fail (RIMAU_IS_BOARD_SCENE (scene), NULL);

  return g_object_new (RIMAU_TYPE_BOARD_PAINTABLE, "scene", scene, NULL);
}
