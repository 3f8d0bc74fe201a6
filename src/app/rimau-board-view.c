/* rimau-board-view.c — the board: drawing, pointer and keyboard play
 *
 * The view shows a RimauGame's current position and turns clicks, drags and
 * keys into plies. It never decides what is legal: it asks the game for the
 * plies that start at a point and offers exactly those. A chosen ply is
 * announced with ::move-chosen; whoever owns the game plays it, and the view
 * animates the change when the game moves one ply forward.
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "rimau-board-point.h"
#include "rimau-board-view.h"

/* Board units around the outermost points: room for pieces and labels. */
#define PAD 0.78
/* Piece radii in board units (one unit is the distance of a1 to b2's file). */
#define TIGER_RADIUS 0.38
#define MAN_RADIUS   0.34
/* How near a press must be to a point, in board units. */
#define HIT_RADIUS   0.48
/* Pointer travel, in pixels, that turns a press into a drag. */
#define DRAG_THRESHOLD 6.0

/* Colours come from the style sheet, so that the dark and high-contrast
 * styles can change them; these are used only if a name is missing. */
typedef struct
{
  GdkRGBA board;
  GdkRGBA mountain;
  GdkRGBA line;
  GdkRGBA label;
  GdkRGBA tiger;
  GdkRGBA tiger_stripes;
  GdkRGBA man;
  GdkRGBA man_outline;
  GdkRGBA accent;
  GdkRGBA last_move;
  GdkRGBA danger;
  GdkRGBA hint;
  GdkRGBA highlight;
} Palette;

struct _RimauBoardView
{
  GtkWidget        parent_instance;

  RimauGame       *game;
  gulong           changed_id;
  guint            last_cursor;

  gboolean         interactive;
  gboolean         show_targets;
  gboolean         show_last_move;
  gboolean         show_danger;
  gboolean         show_coordinates;

  int              selected;
  RimauMove        targets[RIMAU_MAX_MOVES];
  guint            n_targets;
  int              focus_point;
  gboolean         has_hint;
  RimauMove        hint;
  RimauMask        highlight;

  /* Geometry of the last allocation. */
  gboolean         rotated;
  RimauBoardOrientation orientation;
  double           unit;
  double           origin_x;
  double           origin_y;

  /* The animation of the last ply. */
  guint            tick_id;
  gint64           animation_start;
  gint64           animation_duration;
  double           progress;
  RimauMove        animated_move;
  RimauPosition    before;

  /* Pointer dragging. */
  int              press_point;
  double           press_x;
  double           press_y;
  double           pointer_x;
  double           pointer_y;
  gboolean         dragging;

  GtkWidget       *points[RIMAU_N_POINTS];

  /* What each frame reuses: the board without pieces, and one picture of
   * each kind of piece, drawn once for the widget's size and scale and the
   * style's colours. */
  GdkTexture      *background;
  GdkTexture      *sprites[2];
  int              texture_width;
  int              texture_height;
  int              texture_scale;
  Palette          texture_palette;
};

G_DEFINE_ENUM_TYPE (RimauBoardOrientation, rimau_board_orientation,
                    G_DEFINE_ENUM_VALUE (RIMAU_BOARD_ORIENTATION_AUTOMATIC, "automatic"),
                    G_DEFINE_ENUM_VALUE (RIMAU_BOARD_ORIENTATION_UPRIGHT, "upright"),
                    G_DEFINE_ENUM_VALUE (RIMAU_BOARD_ORIENTATION_SIDEWAYS, "sideways"))

G_DEFINE_FINAL_TYPE (RimauBoardView, rimau_board_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_GAME,
  PROP_INTERACTIVE,
  PROP_SHOW_TARGETS,
  PROP_SHOW_LAST_MOVE,
  PROP_SHOW_DANGER,
  PROP_SHOW_COORDINATES,
  PROP_ROTATED,
  PROP_ANIMATING,
  PROP_ORIENTATION,
  N_PROPS
};

enum {
  MOVE_CHOSEN,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void
lookup_color (GtkWidget  *widget,
              const char *name,
              const char *fallback,
              GdkRGBA    *color)
{
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  if (!gtk_style_context_lookup_color (gtk_widget_get_style_context (widget), name, color))
    gdk_rgba_parse (color, fallback);
  G_GNUC_END_IGNORE_DEPRECATIONS
}

static void
load_palette (GtkWidget *widget,
              Palette   *palette)
{
  lookup_color (widget, "rimau_board_color", "#ecdfc3", &palette->board);
  lookup_color (widget, "rimau_mountain_color", "#dcc79d", &palette->mountain);
  lookup_color (widget, "rimau_line_color", "#6f5b3e", &palette->line);
  lookup_color (widget, "rimau_label_color", "#5e4b31", &palette->label);
  lookup_color (widget, "rimau_tiger_color", "#ed7f1c", &palette->tiger);
  lookup_color (widget, "rimau_tiger_stripes_color", "#2b2118", &palette->tiger_stripes);
  lookup_color (widget, "rimau_man_color", "#fbfaf7", &palette->man);
  lookup_color (widget, "rimau_man_outline_color", "#3d3846", &palette->man_outline);
  lookup_color (widget, "accent_bg_color", "#3584e4", &palette->accent);
  lookup_color (widget, "rimau_last_move_color", "#813d9c", &palette->last_move);
  lookup_color (widget, "error_color", "#c01c28", &palette->danger);
  lookup_color (widget, "success_color", "#26a269", &palette->hint);
  lookup_color (widget, "rimau_highlight_color", "#f6d32d", &palette->highlight);
}

static void
set_source (cairo_t       *cr,
            const GdkRGBA *color,
            double         alpha)
{
  cairo_set_source_rgba (cr, color->red, color->green, color->blue, color->alpha * alpha);
}

/* ------------------------------------------------------------------------ */
/* Geometry                                                                  */

/* Where a board coordinate sits in layout units, before scaling: upright
 * with rank 9 at the top, or turned a quarter clockwise with rank 1 on the
 * left and file a at the top. */
static void
board_to_layout (gboolean  rotated,
                 double    x,
                 double    y,
                 double   *lx,
                 double   *ly)
{
  if (rotated)
    {
      *lx = y + PAD;
      *ly = x + PAD;
    }
  else
    {
      *lx = x + PAD;
      *ly = 8.0 - y + PAD;
    }
}

static void
board_to_screen (RimauBoardView *self,
                 double          x,
                 double          y,
                 double         *sx,
                 double         *sy)
{
  double lx, ly;

  board_to_layout (self->rotated, x, y, &lx, &ly);
  *sx = self->origin_x + lx * self->unit;
  *sy = self->origin_y + ly * self->unit;
}

static void
point_to_screen (RimauBoardView *self,
                 int             point,
                 double         *sx,
                 double         *sy)
{
  board_to_screen (self, rimau_point_x (point), rimau_point_y (point), sx, sy);
}

static int
point_at (RimauBoardView *self,
          double          sx,
          double          sy)
{
  int best = RIMAU_NO_POINT;
  double best_distance = HIT_RADIUS * self->unit;

  for (int p = 0; p < RIMAU_N_POINTS; p++)
    {
      double px, py, distance;

      point_to_screen (self, p, &px, &py);
      distance = hypot (px - sx, py - sy);
      if (distance <= best_distance)
        {
          best = p;
          best_distance = distance;
        }
    }

  return best;
}

/* The size of the board itself, its margin included: the widget leaves
 * room around it. */
static void
board_size (RimauBoardView *self,
            double         *width,
            double         *height)
{
  *width = ((self->rotated ? 8.0 : 4.0) + 2 * PAD) * self->unit;
  *height = ((self->rotated ? 4.0 : 8.0) + 2 * PAD) * self->unit;
}

static void
compute_geometry (RimauBoardView *self,
                  int             width,
                  int             height)
{
  double upright = MIN (width / (4.0 + 2 * PAD), height / (8.0 + 2 * PAD));
  double sideways = MIN (width / (8.0 + 2 * PAD), height / (4.0 + 2 * PAD));
  gboolean was_rotated = self->rotated;
  double board_width, board_height;
  gboolean rotated;

  /* Left to itself, the board lies on its side only where that makes it
   * clearly larger. */
  if (self->orientation == RIMAU_BOARD_ORIENTATION_AUTOMATIC)
    rotated = sideways > upright * 1.2;
  else
    rotated = self->orientation == RIMAU_BOARD_ORIENTATION_SIDEWAYS;

  self->rotated = rotated;
  self->unit = rotated ? sideways : upright;
  board_size (self, &board_width, &board_height);
  self->origin_x = floor ((width - board_width) / 2);
  self->origin_y = floor ((height - board_height) / 2);

  if (rotated != was_rotated)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ROTATED]);
}

/* ------------------------------------------------------------------------ */
/* State                                                                     */

static const RimauPosition *
shown_position (RimauBoardView *self)
{
  return self->game != NULL ? rimau_game_get_position (self->game) : NULL;
}

static gboolean
game_is_over (RimauBoardView *self)
{
  return self->game == NULL || rimau_game_get_outcome (self->game) != RIMAU_OUTCOME_NONE;
}

static const RimauMove *
target_move (RimauBoardView *self,
             int             target)
{
  for (guint i = 0; i < self->n_targets; i++)
    if (self->targets[i].to == target)
      return &self->targets[i];

  return NULL;
}

/* The points a single click plays on (placements), worth marking because
 * they are few; removals and drops may go almost anywhere. */
static RimauMask
single_click_targets (RimauBoardView *self)
{
  RimauMove moves[RIMAU_MAX_MOVES];
  RimauMask mask = 0;
  guint n;

  if (!self->interactive || game_is_over (self))
    return 0;

  n = rimau_game_get_legal_moves (self->game, moves);
  for (guint i = 0; i < n; i++)
    if (moves[i].kind == RIMAU_MOVE_PLACE)
      mask |= RIMAU_MASK (moves[i].to);

  return mask;
}

char *
rimau_board_view_dup_point_label (RimauBoardView *self,
                                  int             point)
{
  const RimauPosition *position;
  const char *name;
  GString *label;

  g_return_val_if_fail (RIMAU_IS_BOARD_VIEW (self), NULL);
  g_return_val_if_fail (point >= 0 && point < RIMAU_N_POINTS, NULL);

  position = shown_position (self);
  name = rimau_point_name (point);
  label = g_string_new (NULL);

  if (position != NULL && (position->tigers & RIMAU_MASK (point)))
    /* Translators: an accessible name of a point of the board, e.g. “c5, tiger” */
    g_string_printf (label, _("%s, tiger"), name);
  else if (position != NULL && (position->men & RIMAU_MASK (point)))
    g_string_printf (label, _("%s, man"), name);
  else
    g_string_printf (label, _("%s, empty"), name);

  if (self->selected == point)
    g_string_append_printf (label, ", %s", _("selected"));
  else if (target_move (self, point) != NULL)
    g_string_append_printf (label, ", %s", _("legal target"));

  return g_string_free (label, FALSE);
}

static void
update_points (RimauBoardView *self)
{
  for (int p = 0; p < RIMAU_N_POINTS; p++)
    {
      g_autofree char *label = rimau_board_view_dup_point_label (self, p);

      rimau_board_point_update (RIMAU_BOARD_POINT (self->points[p]), label, self->selected == p);
    }
}

static void
clear_selection (RimauBoardView *self)
{
  self->selected = RIMAU_NO_POINT;
  self->n_targets = 0;
  self->dragging = FALSE;
}

static void
refresh (RimauBoardView *self)
{
  update_points (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
choose_move (RimauBoardView  *self,
             const RimauMove *chosen)
{
  RimauMove move = *chosen;

  clear_selection (self);
  self->has_hint = FALSE;
  refresh (self);
  g_signal_emit (self, signals[MOVE_CHOSEN], 0, &move);
}

/* ------------------------------------------------------------------------ */
/* Animation                                                                 */

static gboolean
animations_enabled (RimauBoardView *self)
{
  gboolean enabled = TRUE;

  g_object_get (gtk_widget_get_settings (GTK_WIDGET (self)), "gtk-enable-animations", &enabled, NULL);
  return enabled && gtk_widget_get_mapped (GTK_WIDGET (self));
}

static void
stop_animation (RimauBoardView *self)
{
  self->progress = 1.0;
  if (self->tick_id != 0)
    {
      gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->tick_id);
      self->tick_id = 0;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ANIMATING]);
    }
}

static double
ease_out_cubic (double t)
{
  double u = 1.0 - t;

  return 1.0 - u * u * u;
}

static gboolean
animation_tick (GtkWidget     *widget,
                GdkFrameClock *frame_clock,
                gpointer       user_data)
{
  RimauBoardView *self = RIMAU_BOARD_VIEW (widget);
  gint64 now = gdk_frame_clock_get_frame_time (frame_clock);

  if (self->animation_start == 0)
    self->animation_start = now;

  self->progress = CLAMP ((double) (now - self->animation_start) / self->animation_duration, 0.0, 1.0);
  gtk_widget_queue_draw (widget);

  if (self->progress >= 1.0)
    {
      /* Whoever waits for the end may start another animation. */
      self->tick_id = 0;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ANIMATING]);
      return G_SOURCE_REMOVE;
    }

  return G_SOURCE_CONTINUE;
}

static void
start_animation (RimauBoardView      *self,
                 const RimauPosition *before,
                 const RimauMove     *move)
{
  static const guint duration_ms[] = {
    [RIMAU_MOVE_REMOVE] = 200,
    [RIMAU_MOVE_RELOCATE] = 320,
    [RIMAU_MOVE_KEEP] = 0,
    [RIMAU_MOVE_PLACE] = 200,
    [RIMAU_MOVE_DROP] = 200,
    [RIMAU_MOVE_STEP] = 220,
    [RIMAU_MOVE_JUMP] = 340,
    [RIMAU_MOVE_PASS] = 0,
  };

  stop_animation (self);

  if (!animations_enabled (self) || duration_ms[move->kind] == 0)
    return;

  self->before = *before;
  self->animated_move = *move;
  self->animation_start = 0;
  self->animation_duration = (gint64) duration_ms[move->kind] * 1000;
  self->progress = 0.0;
  self->tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (self), animation_tick, NULL, NULL);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ANIMATING]);
}

gboolean
rimau_board_view_is_animating (RimauBoardView *self)
{
  g_return_val_if_fail (RIMAU_IS_BOARD_VIEW (self), FALSE);

  return self->tick_id != 0;
}

static void
game_changed_cb (RimauBoardView *self,
                 RimauGame      *game)
{
  guint cursor = rimau_game_get_cursor (game);

  /* Animate only a ply played or redone at the end of what was shown. */
  if (cursor == self->last_cursor + 1 && cursor >= 1)
    start_animation (self, rimau_game_get_position_at (game, cursor - 1), rimau_game_get_move (game, cursor - 1));
  else
    stop_animation (self);

  self->last_cursor = cursor;
  clear_selection (self);
  self->has_hint = FALSE;
  refresh (self);
}

/* ------------------------------------------------------------------------ */
/* Drawing                                                                   */

static void
draw_link (RimauBoardView *self,
           cairo_t        *cr,
           int             a,
           int             b)
{
  double ax, ay, bx, by;

  point_to_screen (self, a, &ax, &ay);
  point_to_screen (self, b, &bx, &by);
  cairo_move_to (cr, ax, ay);
  cairo_line_to (cr, bx, by);
}

static void
triangle_path (RimauBoardView *self,
               cairo_t        *cr,
               const char     *apex,
               const char     *left,
               const char     *right)
{
  double x, y;

  point_to_screen (self, rimau_point_from_name (apex, 2), &x, &y);
  cairo_move_to (cr, x, y);
  point_to_screen (self, rimau_point_from_name (left, 2), &x, &y);
  cairo_line_to (cr, x, y);
  point_to_screen (self, rimau_point_from_name (right, 2), &x, &y);
  cairo_line_to (cr, x, y);
  cairo_close_path (cr);
}

static void
rounded_rectangle (cairo_t *cr,
                   double   x,
                   double   y,
                   double   width,
                   double   height,
                   double   radius)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + width - radius, y + radius, radius, -G_PI / 2, 0);
  cairo_arc (cr, x + width - radius, y + height - radius, radius, 0, G_PI / 2);
  cairo_arc (cr, x + radius, y + height - radius, radius, G_PI / 2, G_PI);
  cairo_arc (cr, x + radius, y + radius, radius, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

static void
draw_background (RimauBoardView *self,
                 cairo_t        *cr,
                 const Palette  *palette)
{
  double width, height;

  board_size (self, &width, &height);
  rounded_rectangle (cr, self->origin_x, self->origin_y, width, height, 0.3 * self->unit);
  set_source (cr, &palette->board, 1.0);
  cairo_fill (cr);

  /* The mountains (gunung): the two triangles beyond the square. */
  triangle_path (self, cr, "c7", "a9", "e9");
  triangle_path (self, cr, "c3", "a1", "e1");
  set_source (cr, &palette->mountain, 1.0);
  cairo_fill (cr);
}

static void
draw_lines (RimauBoardView *self,
            cairo_t        *cr,
            const Palette  *palette)
{
  /* Each link once: from every point, the directions pointing "forward". */
  static const RimauDirection forward[] = {
    RIMAU_DIRECTION_E, RIMAU_DIRECTION_NE, RIMAU_DIRECTION_N, RIMAU_DIRECTION_NW,
  };

  for (int p = 0; p < RIMAU_N_POINTS; p++)
    for (guint d = 0; d < G_N_ELEMENTS (forward); d++)
      {
        int q = rimau_point_neighbour (p, forward[d]);

        if (q != RIMAU_NO_POINT)
          draw_link (self, cr, p, q);
      }

  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_width (cr, MAX (1.0, 0.045 * self->unit));
  set_source (cr, &palette->line, 1.0);
  cairo_stroke (cr);

  for (int p = 0; p < RIMAU_N_POINTS; p++)
    {
      double x, y;

      point_to_screen (self, p, &x, &y);
      cairo_new_sub_path (cr);
      cairo_arc (cr, x, y, MAX (1.5, 0.075 * self->unit), 0, 2 * G_PI);
    }
  cairo_fill (cr);
}

static void
draw_label (RimauBoardView *self,
            cairo_t        *cr,
            double          x,
            double          y,
            const char     *text)
{
  cairo_text_extents_t extents;
  double sx, sy;

  board_to_screen (self, x, y, &sx, &sy);
  cairo_text_extents (cr, text, &extents);
  cairo_move_to (cr,
                 sx - extents.width / 2 - extents.x_bearing,
                 sy - extents.height / 2 - extents.y_bearing);
  cairo_show_text (cr, text);
}

static void
draw_coordinates (RimauBoardView *self,
                  cairo_t        *cr,
                  const Palette  *palette)
{
  cairo_select_font_face (cr, "Cantarell", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
  cairo_set_font_size (cr, MAX (7.0, 0.24 * self->unit));
  set_source (cr, &palette->label, 1.0);

  for (int file = 0; file < 5; file++)
    {
      char text[2] = { (char) ('a' + file), '\0' };

      draw_label (self, cr, file, -0.56, text);
    }
  for (int rank = 0; rank < 9; rank++)
    {
      char text[2] = { (char) ('1' + rank), '\0' };

      draw_label (self, cr, -0.56, rank, text);
    }
}

static void
draw_shadow (cairo_t *cr,
             double   x,
             double   y,
             double   radius,
             double   alpha)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, x, y + radius * 0.12, radius * 1.02, 0, 2 * G_PI);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.22 * alpha);
  cairo_fill (cr);
}

/* A tiger: a round head with ears and stripes, so that it differs from a
 * man in outline as well as colour. */
static void
draw_tiger (cairo_t       *cr,
            const Palette *palette,
            double         x,
            double         y,
            double         r,
            double         alpha)
{
  double ear = r * 0.42;

  draw_shadow (cr, x, y, r, alpha);

  /* Ears, behind the head. */
  for (int side = -1; side <= 1; side += 2)
    {
      cairo_new_sub_path (cr);
      cairo_arc (cr, x + side * r * 0.66, y - r * 0.68, ear, 0, 2 * G_PI);
    }
  set_source (cr, &palette->tiger, alpha);
  cairo_fill_preserve (cr);
  set_source (cr, &palette->tiger_stripes, alpha);
  cairo_set_line_width (cr, MAX (1.0, r * 0.1));
  cairo_stroke (cr);
  for (int side = -1; side <= 1; side += 2)
    {
      cairo_new_sub_path (cr);
      cairo_arc (cr, x + side * r * 0.66, y - r * 0.68, ear * 0.45, 0, 2 * G_PI);
    }
  set_source (cr, &palette->tiger_stripes, alpha * 0.8);
  cairo_fill (cr);

  /* Head. */
  cairo_new_sub_path (cr);
  cairo_arc (cr, x, y, r, 0, 2 * G_PI);
  set_source (cr, &palette->tiger, alpha);
  cairo_fill_preserve (cr);
  cairo_save (cr);
  cairo_clip (cr);

  /* Stripes: wedges from each cheek and the forehead. */
  set_source (cr, &palette->tiger_stripes, alpha);
  for (int side = -1; side <= 1; side += 2)
    for (int k = 0; k < 3; k++)
      {
        double sy = y - r * 0.25 + k * r * 0.32;

        cairo_move_to (cr, x + side * r * 1.05, sy - r * 0.1);
        cairo_line_to (cr, x + side * r * 0.52, sy + r * 0.02);
        cairo_line_to (cr, x + side * r * 1.05, sy + r * 0.12);
        cairo_close_path (cr);
      }
  for (int k = -1; k <= 1; k++)
    {
      cairo_move_to (cr, x + k * r * 0.22 - r * 0.07, y - r * 1.05);
      cairo_line_to (cr, x + k * r * 0.2, y - r * (k == 0 ? 0.5 : 0.62));
      cairo_line_to (cr, x + k * r * 0.22 + r * 0.07, y - r * 1.05);
      cairo_close_path (cr);
    }
  cairo_fill (cr);
  cairo_restore (cr);

  /* Eyes and nose. */
  for (int side = -1; side <= 1; side += 2)
    {
      cairo_new_sub_path (cr);
      cairo_arc (cr, x + side * r * 0.33, y - r * 0.1, r * 0.1, 0, 2 * G_PI);
    }
  cairo_move_to (cr, x - r * 0.16, y + r * 0.28);
  cairo_line_to (cr, x + r * 0.16, y + r * 0.28);
  cairo_line_to (cr, x, y + r * 0.45);
  cairo_close_path (cr);
  set_source (cr, &palette->tiger_stripes, alpha);
  cairo_fill (cr);

  cairo_new_sub_path (cr);
  cairo_arc (cr, x, y, r, 0, 2 * G_PI);
  cairo_set_line_width (cr, MAX (1.0, r * 0.1));
  cairo_stroke (cr);
}

/* A man: a standing figure, a head above rounded shoulders. */
static void
man_path (cairo_t *cr,
          double   x,
          double   y,
          double   r)
{
  double body_y = y + r * 0.95;

  cairo_new_sub_path (cr);
  cairo_save (cr);
  cairo_translate (cr, x, body_y);
  cairo_scale (cr, r * 0.9, r * 1.05);
  cairo_arc (cr, 0, 0, 1.0, G_PI, 2 * G_PI);
  cairo_restore (cr);
  cairo_close_path (cr);

  cairo_new_sub_path (cr);
  cairo_arc (cr, x, y - r * 0.42, r * 0.46, 0, 2 * G_PI);
}

static void
draw_man (cairo_t       *cr,
          const Palette *palette,
          double         x,
          double         y,
          double         r,
          double         alpha)
{
  /* Centre the figure's bulk on the point. */
  y -= r * 0.12;

  cairo_save (cr);
  cairo_translate (cr, 0, r * 0.1);
  man_path (cr, x, y, r);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.22 * alpha);
  cairo_fill (cr);
  cairo_restore (cr);

  man_path (cr, x, y, r);
  set_source (cr, &palette->man, alpha);
  cairo_fill_preserve (cr);
  set_source (cr, &palette->man_outline, alpha);
  cairo_set_line_width (cr, MAX (1.0, r * 0.12));
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_stroke (cr);
}

static void
draw_ring (cairo_t       *cr,
           double         x,
           double         y,
           double         radius,
           double         width,
           const GdkRGBA *color,
           double         alpha)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, x, y, radius, 0, 2 * G_PI);
  cairo_set_line_width (cr, width);
  set_source (cr, color, alpha);
  cairo_stroke (cr);
}

static void
draw_disc (cairo_t       *cr,
           double         x,
           double         y,
           double         radius,
           const GdkRGBA *color,
           double         alpha)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, x, y, radius, 0, 2 * G_PI);
  set_source (cr, color, alpha);
  cairo_fill (cr);
}

static void
draw_cross (cairo_t       *cr,
            double         x,
            double         y,
            double         size,
            const GdkRGBA *color,
            double         alpha)
{
  cairo_move_to (cr, x - size, y - size);
  cairo_line_to (cr, x + size, y + size);
  cairo_move_to (cr, x + size, y - size);
  cairo_line_to (cr, x - size, y + size);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_width (cr, MAX (1.5, size * 0.4));
  set_source (cr, color, alpha);
  cairo_stroke (cr);
}

/* A ply as a translucent band from where it started to where it ended,
 * with the men it captured crossed out. */
static void
draw_move_trace (RimauBoardView  *self,
                 cairo_t         *cr,
                 const RimauMove *move,
                 const GdkRGBA   *color,
                 double           alpha)
{
  double u = self->unit;
  double tx, ty;
  int p;

  if (move->to == RIMAU_NO_POINT)
    return;

  point_to_screen (self, move->to, &tx, &ty);

  if (move->from != RIMAU_NO_POINT)
    {
      double fx, fy;

      point_to_screen (self, move->from, &fx, &fy);
      cairo_move_to (cr, fx, fy);
      cairo_line_to (cr, tx, ty);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
      cairo_set_line_width (cr, 0.16 * u);
      set_source (cr, color, 0.35 * alpha);
      cairo_stroke (cr);
      draw_ring (cr, fx, fy, 0.2 * u, 0.06 * u, color, 0.8 * alpha);
    }

  draw_disc (cr, tx, ty, 0.5 * u, color, 0.2 * alpha);
  draw_ring (cr, tx, ty, 0.5 * u, 0.05 * u, color, 0.7 * alpha);

  RIMAU_MASK_FOREACH (p, move->captured)
    {
      double cx, cy;

      point_to_screen (self, p, &cx, &cy);
      draw_cross (cr, cx, cy, 0.14 * u, color, 0.8 * alpha);
    }
}

/* Half the side of a piece's picture: room for a tiger's ears, its shadow
 * and the rise of a jump. */
static double
sprite_half_size (RimauBoardView *self)
{
  return ceil (TIGER_RADIUS * self->unit * 1.5);
}

static GdkTexture *
texture_from_surface (cairo_surface_t *surface)
{
  int stride = cairo_image_surface_get_stride (surface);
  int width = cairo_image_surface_get_width (surface);
  int height = cairo_image_surface_get_height (surface);
  g_autoptr(GBytes) bytes = NULL;

  cairo_surface_flush (surface);
  bytes = g_bytes_new (cairo_image_surface_get_data (surface), (gsize) stride * height);
  return gdk_memory_texture_new (width, height, GDK_MEMORY_DEFAULT, bytes, stride);
}

/* Starts a picture of the area @bounds covers, in whole pixels, at the
 * widget's scale: what is drawn on the context lands where it would on the
 * widget. */
static cairo_t *
begin_picture (RimauBoardView        *self,
               const graphene_rect_t *bounds)
{
  int scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32,
                                                         (int) bounds->size.width * scale,
                                                         (int) bounds->size.height * scale);
  cairo_t *cr = cairo_create (surface);

  cairo_surface_destroy (surface);
  cairo_scale (cr, scale, scale);
  cairo_translate (cr, -bounds->origin.x, -bounds->origin.y);
  return cr;
}

/* The picture drawn on a context from begin_picture(), which it ends. */
static GdkTexture *
end_picture (cairo_t *cr)
{
  GdkTexture *texture = texture_from_surface (cairo_get_target (cr));

  cairo_destroy (cr);
  return texture;
}

static GdkTexture *
render_sprite (RimauBoardView *self,
               const Palette  *palette,
               gboolean        tiger)
{
  double half = sprite_half_size (self);
  cairo_t *cr = begin_picture (self, &GRAPHENE_RECT_INIT (0, 0, 2 * half, 2 * half));

  if (tiger)
    draw_tiger (cr, palette, half, half, TIGER_RADIUS * self->unit, 1.0);
  else
    draw_man (cr, palette, half, half, MAN_RADIUS * self->unit, 1.0);
  return end_picture (cr);
}

/* A piece at (x, y), grown by @scale and faded by @alpha, drawn from its
 * picture: a frame of an animation costs no drawing. */
static void
draw_piece_at (RimauBoardView *self,
               GtkSnapshot    *snapshot,
               const Palette  *palette,
               gboolean        tiger,
               double          x,
               double          y,
               double          scale,
               double          alpha)
{
  int device_scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));
  double half = sprite_half_size (self);

  if (self->sprites[tiger] == NULL)
    self->sprites[tiger] = render_sprite (self, palette, tiger);

  /* Whole device pixels keep the picture sharp. */
  x = round (x * device_scale) / device_scale;
  y = round (y * device_scale) / device_scale;

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

static gboolean
is_animating_ply (RimauBoardView *self)
{
  return self->tick_id != 0 && self->progress < 1.0;
}

static void
draw_pieces (RimauBoardView      *self,
             GtkSnapshot         *snapshot,
             const Palette       *palette,
             const RimauPosition *position)
{
  RimauMask tigers = position->tigers;
  RimauMask men = position->men;
  int dragged = self->dragging ? self->selected : RIMAU_NO_POINT;
  int p;

  if (is_animating_ply (self))
    {
      const RimauMove *move = &self->animated_move;
      double t = ease_out_cubic (self->progress);

      /* Draw the position before the ply, with the moving piece in flight. */
      tigers = self->before.tigers;
      men = self->before.men & ~move->captured;
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

          point_to_screen (self, p, &x, &y);
          draw_piece_at (self, snapshot, palette, FALSE, x, y, 1.0 - 0.4 * t, 1.0 - t);
        }

      RIMAU_MASK_FOREACH (p, tigers)
        {
          double x, y;

          point_to_screen (self, p, &x, &y);
          draw_piece_at (self, snapshot, palette, TRUE, x, y, 1.0, 1.0);
        }
      RIMAU_MASK_FOREACH (p, men)
        {
          double x, y;

          point_to_screen (self, p, &x, &y);
          draw_piece_at (self, snapshot, palette, FALSE, x, y, 1.0, 1.0);
        }

      {
        gboolean tiger = move->kind != RIMAU_MOVE_DROP && move->kind != RIMAU_MOVE_REMOVE &&
                         (move->kind != RIMAU_MOVE_STEP || (self->before.tigers & RIMAU_MASK (move->from)));
        double tx, ty;

        point_to_screen (self, move->to, &tx, &ty);
        if (move->kind == RIMAU_MOVE_REMOVE)
          draw_piece_at (self, snapshot, palette, FALSE, tx, ty, 1.0 - 0.4 * t, 1.0 - t);
        else if (move->from == RIMAU_NO_POINT)
          draw_piece_at (self, snapshot, palette, tiger, tx, ty, 0.6 + 0.4 * t, t);
        else
          {
            double fx, fy;
            /* A jump rises a little on its way over the men. */
            double lift = move->kind == RIMAU_MOVE_JUMP ? 1.0 + 0.25 * sin (G_PI * t) : 1.0;

            point_to_screen (self, move->from, &fx, &fy);
            draw_piece_at (self, snapshot, palette, tiger, fx + (tx - fx) * t, fy + (ty - fy) * t, lift, 1.0);
          }
      }
      return;
    }

  RIMAU_MASK_FOREACH (p, men)
    if (p != dragged)
      {
        double x, y;

        point_to_screen (self, p, &x, &y);
        draw_piece_at (self, snapshot, palette, FALSE, x, y, 1.0, 1.0);
      }
  RIMAU_MASK_FOREACH (p, tigers)
    if (p != dragged)
      {
        double x, y;

        point_to_screen (self, p, &x, &y);
        draw_piece_at (self, snapshot, palette, TRUE, x, y, 1.0, 1.0);
      }

  if (dragged != RIMAU_NO_POINT)
    draw_piece_at (self, snapshot, palette, (tigers & RIMAU_MASK (dragged)) != 0,
                   self->pointer_x, self->pointer_y, 1.12, 0.95);
}

static void
draw_marks_under_pieces (RimauBoardView      *self,
                         cairo_t             *cr,
                         const Palette       *palette,
                         const RimauPosition *position)
{
  double u = self->unit;
  int p;

  RIMAU_MASK_FOREACH (p, self->highlight)
    {
      double x, y;

      point_to_screen (self, p, &x, &y);
      draw_disc (cr, x, y, 0.42 * u, &palette->highlight, 0.45);
    }

  if (self->show_last_move && self->game != NULL && rimau_game_get_cursor (self->game) > 0 &&
      !is_animating_ply (self))
    {
      guint cursor = rimau_game_get_cursor (self->game);

      draw_move_trace (self, cr, rimau_game_get_move (self->game, cursor - 1), &palette->last_move, 1.0);
    }

  if (self->has_hint)
    draw_move_trace (self, cr, &self->hint, &palette->hint, 1.0);

  if (self->selected != RIMAU_NO_POINT)
    {
      double x, y;

      point_to_screen (self, self->selected, &x, &y);
      draw_disc (cr, x, y, 0.5 * u, &palette->accent, 0.35);
    }
}

static void
draw_marks_over_pieces (RimauBoardView      *self,
                        cairo_t             *cr,
                        const Palette       *palette,
                        const RimauPosition *position)
{
  double u = self->unit;
  int p;

  if (self->show_danger && !is_animating_ply (self))
    RIMAU_MASK_FOREACH (p, rimau_position_capturable_men (position))
      {
        double x, y;

        point_to_screen (self, p, &x, &y);
        draw_ring (cr, x, y, 0.44 * u, 0.07 * u, &palette->danger, 0.9);
      }

  if (self->selected != RIMAU_NO_POINT)
    {
      double x, y;

      point_to_screen (self, self->selected, &x, &y);
      draw_ring (cr, x, y, 0.5 * u, 0.07 * u, &palette->accent, 1.0);
    }

  /* A hint stands out above the pieces: both ends ringed. */
  if (self->has_hint)
    {
      double x, y;

      if (self->hint.from != RIMAU_NO_POINT)
        {
          point_to_screen (self, self->hint.from, &x, &y);
          draw_ring (cr, x, y, 0.5 * u, 0.08 * u, &palette->hint, 1.0);
        }
      if (self->hint.to != RIMAU_NO_POINT)
        {
          point_to_screen (self, self->hint.to, &x, &y);
          draw_ring (cr, x, y, 0.5 * u, 0.08 * u, &palette->hint, 1.0);
        }
    }

  if (self->show_targets)
    {
      for (guint i = 0; i < self->n_targets; i++)
        {
          double x, y;

          point_to_screen (self, self->targets[i].to, &x, &y);
          draw_disc (cr, x, y, 0.17 * u, &palette->accent, 0.9);
          RIMAU_MASK_FOREACH (p, self->targets[i].captured)
            {
              double cx, cy;

              point_to_screen (self, p, &cx, &cy);
              draw_ring (cr, cx, cy, 0.44 * u, 0.04 * u, &palette->danger, 0.6);
            }
        }

      RIMAU_MASK_FOREACH (p, single_click_targets (self))
        {
          double x, y;

          point_to_screen (self, p, &x, &y);
          draw_ring (cr, x, y, 0.3 * u, 0.07 * u, &palette->accent, 0.9);
        }
    }
}

static GdkTexture *
render_background (RimauBoardView        *self,
                   const Palette         *palette,
                   const graphene_rect_t *bounds)
{
  cairo_t *cr = begin_picture (self, bounds);

  draw_background (self, cr, palette);
  if (self->show_coordinates)
    draw_coordinates (self, cr, palette);
  draw_lines (self, cr, palette);
  return end_picture (cr);
}

/* The board's picture covers the board alone, in whole pixels: the room
 * around it would cost the renderer as much at every frame, for nothing. */
static void
background_bounds (RimauBoardView  *self,
                   graphene_rect_t *bounds)
{
  double width, height;

  board_size (self, &width, &height);
  graphene_rect_init (bounds, (float) self->origin_x, (float) self->origin_y,
                      (float) ceil (width), (float) ceil (height));
}

/* Forgets the pictures drawn for the last size, scale or style. */
static void
drop_textures (RimauBoardView *self)
{
  g_clear_object (&self->background);
  g_clear_object (&self->sprites[FALSE]);
  g_clear_object (&self->sprites[TRUE]);
}

static gboolean
has_marks (RimauBoardView *self)
{
  return self->highlight != 0 || self->has_hint || self->selected != RIMAU_NO_POINT ||
         self->show_danger || (self->show_targets && self->interactive) ||
         (self->show_last_move && self->game != NULL && rimau_game_get_cursor (self->game) > 0 &&
          !is_animating_ply (self));
}

typedef void (*DrawMarksFunc) (RimauBoardView      *self,
                               cairo_t             *cr,
                               const Palette       *palette,
                               const RimauPosition *position);

/* The marks are drawn into a recording first and handed to the renderer as
 * a picture of just the area they cover: a picture of the whole board would
 * have to be filled, uploaded and blended at every frame that shows marks,
 * which on a software renderer costs more than the rest of the frame. The
 * picture is a texture, as the board's and the pieces' are, not a cairo
 * node: the renderer draws a cairo node with a program of its own, which a
 * software renderer compiles when the first marks show, in mid-game. */
static void
append_marks (RimauBoardView      *self,
              GtkSnapshot         *snapshot,
              DrawMarksFunc        draw_marks,
              const Palette       *palette,
              const RimauPosition *position)
{
  cairo_surface_t *recording = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, NULL);
  cairo_t *cr = cairo_create (recording);
  double x, y, width, height;

  draw_marks (self, cr, palette, position);
  cairo_destroy (cr);

  cairo_recording_surface_ink_extents (recording, &x, &y, &width, &height);
  if (width > 0 && height > 0)
    {
      graphene_rect_t bounds = GRAPHENE_RECT_INIT (floor (x), floor (y),
                                                   ceil (x + width) - floor (x),
                                                   ceil (y + height) - floor (y));
      g_autoptr(GdkTexture) texture = NULL;

      cr = begin_picture (self, &bounds);
      cairo_set_source_surface (cr, recording, 0, 0);
      cairo_paint (cr);
      texture = end_picture (cr);
      gtk_snapshot_append_texture (snapshot, texture, &bounds);
    }

  cairo_surface_destroy (recording);
}

static void
rimau_board_view_snapshot (GtkWidget   *widget,
                           GtkSnapshot *snapshot)
{
  RimauBoardView *self = RIMAU_BOARD_VIEW (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  int scale = gtk_widget_get_scale_factor (widget);
  const RimauPosition *position = shown_position (self);
  graphene_rect_t bounds;
  Palette palette;

  if (width <= 0 || height <= 0 || self->unit <= 0)
    return;

  load_palette (widget, &palette);

  /* A change of style that leaves the colours as they were (the window
   * losing focus, say) keeps the pictures: they take longest to draw. The
   * colours come from one style sheet, so equal colours are equal bytes.
   * A new scale factor is seen here too: GTK redraws the widget for it. */
  if (width != self->texture_width || height != self->texture_height || scale != self->texture_scale ||
      memcmp (&palette, &self->texture_palette, sizeof palette) != 0)
    drop_textures (self);
  self->texture_width = width;
  self->texture_height = height;
  self->texture_scale = scale;
  self->texture_palette = palette;

  background_bounds (self, &bounds);
  if (self->background == NULL)
    self->background = render_background (self, &palette, &bounds);
  gtk_snapshot_append_texture (snapshot, self->background, &bounds);

  if (position != NULL)
    {
      gboolean marks = has_marks (self);

      if (marks)
        append_marks (self, snapshot, draw_marks_under_pieces, &palette, position);

      draw_pieces (self, snapshot, &palette, position);

      if (marks)
        append_marks (self, snapshot, draw_marks_over_pieces, &palette, position);
    }

  /* The points draw only their focus ring. */
  for (int p = 0; p < RIMAU_N_POINTS; p++)
    gtk_widget_snapshot_child (widget, self->points[p], snapshot);
}

/* ------------------------------------------------------------------------ */
/* Size                                                                      */

static void
rimau_board_view_measure (GtkWidget      *widget,
                          GtkOrientation  orientation,
                          int             for_size,
                          int            *minimum,
                          int            *natural,
                          int            *minimum_baseline,
                          int            *natural_baseline)
{
  int request_width, request_height;

  /* Small enough to fit a phone, large enough to be played on; a size
   * asked for, as the rules page's small boards do, is kept to. */
  gtk_widget_get_size_request (widget, &request_width, &request_height);
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = 180;
      *natural = request_width > 0 ? request_width : 420;
    }
  else
    {
      *minimum = 180;
      *natural = request_height > 0 ? request_height : 640;
    }
}

static void
rimau_board_view_size_allocate (GtkWidget *widget,
                                int        width,
                                int        height,
                                int        baseline)
{
  RimauBoardView *self = RIMAU_BOARD_VIEW (widget);
  int size;

  compute_geometry (self, width, height);

  size = MAX (1, (int) round (0.9 * self->unit));
  for (int p = 0; p < RIMAU_N_POINTS; p++)
    {
      double x, y;

      point_to_screen (self, p, &x, &y);
      gtk_widget_size_allocate (self->points[p],
                                &(GtkAllocation) { (int) round (x - size / 2.0), (int) round (y - size / 2.0), size, size },
                                -1);
    }
}

/* ------------------------------------------------------------------------ */
/* Play                                                                      */

static void
set_selected (RimauBoardView *self,
              int             point)
{
  self->selected = point;
  self->n_targets = rimau_game_get_moves_from (self->game, point, self->targets);
  refresh (self);
}

gboolean
rimau_board_view_select (RimauBoardView *self,
                         int             point)
{
  RimauMove moves[RIMAU_MAX_MOVES];
  guint n;

  g_return_val_if_fail (RIMAU_IS_BOARD_VIEW (self), FALSE);

  if (!self->interactive || game_is_over (self) || point < 0 || point >= RIMAU_N_POINTS)
    return FALSE;

  /* Only a piece that can move may be selected. */
  n = rimau_game_get_moves_from (self->game, point, moves);
  if (n == 0 || moves[0].from != point)
    return FALSE;

  set_selected (self, point);
  return TRUE;
}

gboolean
rimau_board_view_play_to (RimauBoardView *self,
                          int             target)
{
  const RimauMove *move;

  g_return_val_if_fail (RIMAU_IS_BOARD_VIEW (self), FALSE);

  if (!self->interactive || self->selected == RIMAU_NO_POINT)
    return FALSE;

  move = target_move (self, target);
  if (move == NULL)
    return FALSE;

  choose_move (self, move);
  return TRUE;
}

gboolean
rimau_board_view_activate_point (RimauBoardView *self,
                                 int             point)
{
  RimauMove moves[RIMAU_MAX_MOVES];
  guint n;

  g_return_val_if_fail (RIMAU_IS_BOARD_VIEW (self), FALSE);

  if (!self->interactive || game_is_over (self) || point < 0 || point >= RIMAU_N_POINTS)
    return FALSE;

  if (self->selected == point)
    {
      rimau_board_view_cancel (self);
      return TRUE;
    }

  if (rimau_board_view_play_to (self, point))
    return TRUE;

  n = rimau_game_get_moves_from (self->game, point, moves);
  if (n > 0 && moves[0].from == RIMAU_NO_POINT)
    {
      /* A removal, drop or placement: one click plays it. */
      choose_move (self, &moves[0]);
      return TRUE;
    }
  if (n > 0)
    {
      set_selected (self, point);
      return TRUE;
    }

  if (self->selected != RIMAU_NO_POINT)
    rimau_board_view_cancel (self);
  return FALSE;
}

void
rimau_board_view_cancel (RimauBoardView *self)
{
  g_return_if_fail (RIMAU_IS_BOARD_VIEW (self));

  clear_selection (self);
  refresh (self);
}

int
rimau_board_view_get_selected (RimauBoardView *self)
{
  g_return_val_if_fail (RIMAU_IS_BOARD_VIEW (self), RIMAU_NO_POINT);

  return self->selected;
}

/* Copies the plies of the selected piece into @moves; returns how many. */
guint
rimau_board_view_get_targets (RimauBoardView *self,
                              RimauMove      *moves)
{
  g_return_val_if_fail (RIMAU_IS_BOARD_VIEW (self), 0);

  memcpy (moves, self->targets, self->n_targets * sizeof (RimauMove));
  return self->n_targets;
}

/* ------------------------------------------------------------------------ */
/* Keyboard                                                                  */

int
rimau_board_view_get_focus_point (RimauBoardView *self)
{
  g_return_val_if_fail (RIMAU_IS_BOARD_VIEW (self), RIMAU_NO_POINT);

  return self->focus_point;
}

void
rimau_board_view_set_focus_point (RimauBoardView *self,
                                  int             point)
{
  g_return_if_fail (RIMAU_IS_BOARD_VIEW (self));
  g_return_if_fail (point >= 0 && point < RIMAU_N_POINTS);

  self->focus_point = point;
  if (gtk_widget_get_focusable (self->points[point]))
    gtk_widget_grab_focus (self->points[point]);
}

/* Moves the focus to the nearest point in a direction on screen, dx and dy
 * each -1, 0 or 1; the board may be drawn sideways, so this works on where
 * points are drawn rather than on their names. */
gboolean
rimau_board_view_move_focus (RimauBoardView *self,
                             int             dx,
                             int             dy)
{
  double fx, fy;
  int best = RIMAU_NO_POINT;
  double best_score = G_MAXDOUBLE;

  g_return_val_if_fail (RIMAU_IS_BOARD_VIEW (self), FALSE);

  board_to_layout (self->rotated, rimau_point_x (self->focus_point), rimau_point_y (self->focus_point), &fx, &fy);

  for (int p = 0; p < RIMAU_N_POINTS; p++)
    {
      double px, py, along, across, score;

      board_to_layout (self->rotated, rimau_point_x (p), rimau_point_y (p), &px, &py);
      along = (px - fx) * dx + (py - fy) * dy;
      across = fabs ((px - fx) * dy - (py - fy) * dx);
      if (along < 0.5)
        continue;

      /* Prefer points straight ahead, then the nearest. */
      score = along + 2.5 * across;
      if (score < best_score)
        {
          best = p;
          best_score = score;
        }
    }

  if (best == RIMAU_NO_POINT)
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      return FALSE;
    }

  rimau_board_view_set_focus_point (self, best);
  return TRUE;
}

static void
move_focus_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  int dx, dy;

  g_variant_get (parameter, "(ii)", &dx, &dy);
  rimau_board_view_move_focus (RIMAU_BOARD_VIEW (widget), dx, dy);
}

static void
activate_focus_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  RimauBoardView *self = RIMAU_BOARD_VIEW (widget);

  if (!rimau_board_view_activate_point (self, self->focus_point))
    gtk_widget_error_bell (widget);
}

static void
cancel_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  rimau_board_view_cancel (RIMAU_BOARD_VIEW (widget));
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

/* ------------------------------------------------------------------------ */
/* Pointer                                                                   */

static void
drag_begin_cb (RimauBoardView *self,
               double          x,
               double          y,
               GtkGestureDrag *gesture)
{
  int point = point_at (self, x, y);

  if (!self->interactive || point == RIMAU_NO_POINT)
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
      if (self->selected != self->press_point && !rimau_board_view_select (self, self->press_point))
        {
          self->press_point = RIMAU_NO_POINT;
          return;
        }
      self->dragging = TRUE;
    }

  if (self->dragging)
    {
      self->pointer_x = self->press_x + offset_x;
      self->pointer_y = self->press_y + offset_y;
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
}

static void
drag_end_cb (RimauBoardView *self,
             double          offset_x,
             double          offset_y,
             GtkGestureDrag *gesture)
{
  int point = self->press_point;

  self->press_point = RIMAU_NO_POINT;
  if (point == RIMAU_NO_POINT)
    return;

  if (!self->dragging)
    {
      self->focus_point = point;
      if (!rimau_board_view_activate_point (self, point))
        gtk_widget_error_bell (GTK_WIDGET (self));
      return;
    }

  self->dragging = FALSE;
  /* Dropped off a legal target, the piece stays selected where it was. */
  if (!rimau_board_view_play_to (self, point_at (self, self->press_x + offset_x, self->press_y + offset_y)))
    gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
drag_cancel_cb (RimauBoardView   *self,
                GdkEventSequence *sequence,
                GtkGesture       *gesture)
{
  self->press_point = RIMAU_NO_POINT;
  self->dragging = FALSE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* ------------------------------------------------------------------------ */
/* Object                                                                    */

void
rimau_board_view_set_game (RimauBoardView *self,
                           RimauGame      *game)
{
  g_return_if_fail (RIMAU_IS_BOARD_VIEW (self));
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
      self->last_cursor = rimau_game_get_cursor (game);
    }

  stop_animation (self);
  clear_selection (self);
  self->has_hint = FALSE;
  refresh (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

RimauGame *
rimau_board_view_get_game (RimauBoardView *self)
{
  g_return_val_if_fail (RIMAU_IS_BOARD_VIEW (self), NULL);

  return self->game;
}

void
rimau_board_view_set_interactive (RimauBoardView *self,
                                  gboolean        interactive)
{
  g_return_if_fail (RIMAU_IS_BOARD_VIEW (self));

  interactive = !!interactive;
  if (self->interactive == interactive)
    return;

  self->interactive = interactive;
  if (!interactive)
    clear_selection (self);
  refresh (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_INTERACTIVE]);
}

gboolean
rimau_board_view_get_interactive (RimauBoardView *self)
{
  g_return_val_if_fail (RIMAU_IS_BOARD_VIEW (self), FALSE);

  return self->interactive;
}

/* Marks a suggested ply until the position changes; %NULL clears it. */
void
rimau_board_view_set_hint (RimauBoardView  *self,
                           const RimauMove *move)
{
  g_return_if_fail (RIMAU_IS_BOARD_VIEW (self));

  self->has_hint = move != NULL;
  if (move != NULL)
    self->hint = *move;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Copies the ply marked as a hint into @move; returns whether there is one. */
gboolean
rimau_board_view_get_hint (RimauBoardView *self,
                           RimauMove      *move)
{
  g_return_val_if_fail (RIMAU_IS_BOARD_VIEW (self), FALSE);

  if (self->has_hint && move != NULL)
    *move = self->hint;
  return self->has_hint;
}

/* Marks a set of points, as the rules page does to point at the mountains. */
void
rimau_board_view_set_highlight (RimauBoardView *self,
                                RimauMask       points)
{
  g_return_if_fail (RIMAU_IS_BOARD_VIEW (self));

  self->highlight = points;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean
rimau_board_view_get_rotated (RimauBoardView *self)
{
  g_return_val_if_fail (RIMAU_IS_BOARD_VIEW (self), FALSE);

  return self->rotated;
}

/* Which way the board stands; its picture is drawn again at the new size. */
void
rimau_board_view_set_orientation (RimauBoardView        *self,
                                  RimauBoardOrientation  orientation)
{
  g_return_if_fail (RIMAU_IS_BOARD_VIEW (self));

  if (self->orientation == orientation)
    return;

  self->orientation = orientation;
  gtk_widget_queue_allocate (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ORIENTATION]);
}

static void
set_flag (RimauBoardView *self,
          gboolean       *flag,
          gboolean        value,
          int             prop_id)
{
  value = !!value;
  if (*flag == value)
    return;

  *flag = value;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop_id]);
}

static void
rimau_board_view_css_changed (GtkWidget         *widget,
                              GtkCssStyleChange *change)
{
  GTK_WIDGET_CLASS (rimau_board_view_parent_class)->css_changed (widget, change);

  /* The colours come from the style: the next frame checks them. */
  gtk_widget_queue_draw (widget);
}

static void
rimau_board_view_dispose (GObject *object)
{
  RimauBoardView *self = (RimauBoardView *) object;

  stop_animation (self);
  if (self->game != NULL)
    g_clear_signal_handler (&self->changed_id, self->game);
  g_clear_object (&self->game);
  drop_textures (self);

  for (int p = 0; p < RIMAU_N_POINTS; p++)
    g_clear_pointer (&self->points[p], gtk_widget_unparent);

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
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_INTERACTIVE:
      g_value_set_boolean (value, self->interactive);
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
    case PROP_ROTATED:
      g_value_set_boolean (value, self->rotated);
      break;
    case PROP_ANIMATING:
      g_value_set_boolean (value, self->tick_id != 0);
      break;
    case PROP_ORIENTATION:
      g_value_set_enum (value, self->orientation);
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
    case PROP_GAME:
      rimau_board_view_set_game (self, g_value_get_object (value));
      break;
    case PROP_INTERACTIVE:
      rimau_board_view_set_interactive (self, g_value_get_boolean (value));
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
      g_clear_object (&self->background);
      set_flag (self, &self->show_coordinates, g_value_get_boolean (value), prop_id);
      break;
    case PROP_ORIENTATION:
      rimau_board_view_set_orientation (self, g_value_get_enum (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
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

static void
rimau_board_view_class_init (RimauBoardViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = rimau_board_view_dispose;
  object_class->get_property = rimau_board_view_get_property;
  object_class->set_property = rimau_board_view_set_property;

  widget_class->snapshot = rimau_board_view_snapshot;
  widget_class->measure = rimau_board_view_measure;
  widget_class->size_allocate = rimau_board_view_size_allocate;
  widget_class->grab_focus = rimau_board_view_grab_focus;
  widget_class->focus = rimau_board_view_focus;
  widget_class->css_changed = rimau_board_view_css_changed;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, RIMAU_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_INTERACTIVE] =
    g_param_spec_boolean ("interactive", NULL, NULL, FALSE,
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
  properties[PROP_ROTATED] =
    g_param_spec_boolean ("rotated", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  /* Whether the last ply is still moving on the board; notified when it
   * starts and when it ends. */
  properties[PROP_ORIENTATION] =
    g_param_spec_enum ("orientation", NULL, NULL, RIMAU_TYPE_BOARD_ORIENTATION,
                       RIMAU_BOARD_ORIENTATION_AUTOMATIC,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ANIMATING] =
    g_param_spec_boolean ("animating", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * RimauBoardView::move-chosen:
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

  gtk_widget_class_install_action (widget_class, "board.move-focus", "(ii)", move_focus_action);
  gtk_widget_class_install_action (widget_class, "board.activate-focus", NULL, activate_focus_action);
  gtk_widget_class_install_action (widget_class, "board.cancel", NULL, cancel_action);

  add_move_focus_binding (widget_class, GDK_KEY_Left, GDK_KEY_KP_Left, -1, 0);
  add_move_focus_binding (widget_class, GDK_KEY_Right, GDK_KEY_KP_Right, 1, 0);
  add_move_focus_binding (widget_class, GDK_KEY_Up, GDK_KEY_KP_Up, 0, -1);
  add_move_focus_binding (widget_class, GDK_KEY_Down, GDK_KEY_KP_Down, 0, 1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, 0, "board.activate-focus", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Enter, 0, "board.activate-focus", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_ISO_Enter, 0, "board.activate-focus", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_space, 0, "board.activate-focus", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Space, 0, "board.activate-focus", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "board.cancel", NULL);

  gtk_widget_class_set_css_name (widget_class, "boardview");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
rimau_board_view_init (RimauBoardView *self)
{
  GtkGesture *drag;

  self->selected = RIMAU_NO_POINT;
  self->press_point = RIMAU_NO_POINT;
  self->focus_point = rimau_point_from_name ("c5", 2);
  self->show_targets = TRUE;
  self->show_last_move = TRUE;
  self->show_coordinates = TRUE;
  self->progress = 1.0;

  for (int p = 0; p < RIMAU_N_POINTS; p++)
    {
      self->points[p] = rimau_board_point_new (p);
      gtk_widget_set_parent (self->points[p], GTK_WIDGET (self));
    }


  drag = gtk_gesture_drag_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (drag), GDK_BUTTON_PRIMARY);
  g_signal_connect_swapped (drag, "drag-begin", G_CALLBACK (drag_begin_cb), self);
  g_signal_connect_swapped (drag, "drag-update", G_CALLBACK (drag_update_cb), self);
  g_signal_connect_swapped (drag, "drag-end", G_CALLBACK (drag_end_cb), self);
  g_signal_connect_swapped (drag, "cancel", G_CALLBACK (drag_cancel_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Board"),
                                  -1);
  update_points (self);
}

GtkWidget *
rimau_board_view_new (void)
{
  return g_object_new (RIMAU_TYPE_BOARD_VIEW, NULL);
}
