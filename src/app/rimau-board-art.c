/* rimau-board-art.c — the drawing of a board, its pieces and its marks
 *
 * Plain cairo drawing of what it is given: the board with its lines and
 * coordinates, a tiger or a man at a point, and the marks of a scene, and
 * the pictures (textures) they are drawn into at the screen's scale. It
 * keeps nothing; RimauBoardPaintable keeps the pictures it draws once and
 * shows them at every frame.
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "rimau-board-art.h"

static void
set_source (cairo_t       *cr,
            const GdkRGBA *color,
            double         alpha)
{
  cairo_set_source_rgba (cr, color->red, color->green, color->blue, color->alpha * alpha);
}

/* ------------------------------------------------------------------------ */
/* The board                                                                 */

static void
to_screen (const RimauBoardCanvas *canvas,
           int                     point,
           double                 *x,
           double                 *y)
{
  rimau_board_geometry_point_to_screen (canvas->geometry, point, x, y);
}

static void
triangle_path (const RimauBoardCanvas *canvas,
               cairo_t                *cr,
               const char             *apex,
               const char             *left,
               const char             *right)
{
  double x, y;

  to_screen (canvas, rimau_point_from_name (apex, 2), &x, &y);
  cairo_move_to (cr, x, y);
  to_screen (canvas, rimau_point_from_name (left, 2), &x, &y);
  cairo_line_to (cr, x, y);
  to_screen (canvas, rimau_point_from_name (right, 2), &x, &y);
  cairo_line_to (cr, x, y);
  cairo_close_path (cr);
}

static void
rounded_rectangle (cairo_t               *cr,
                   const graphene_rect_t *rect,
                   double                 radius)
{
  double x = rect->origin.x, y = rect->origin.y;
  double width = rect->size.width, height = rect->size.height;

  cairo_new_sub_path (cr);
  cairo_arc (cr, x + width - radius, y + radius, radius, -G_PI / 2, 0);
  cairo_arc (cr, x + width - radius, y + height - radius, radius, 0, G_PI / 2);
  cairo_arc (cr, x + radius, y + height - radius, radius, G_PI / 2, G_PI);
  cairo_arc (cr, x + radius, y + radius, radius, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

void
rimau_board_art_draw_background (const RimauBoardCanvas *canvas,
                                 cairo_t                *cr)
{
  graphene_rect_t rect;

  rimau_board_geometry_get_board_rect (canvas->geometry, &rect);
  rounded_rectangle (cr, &rect, 0.3 * canvas->geometry->unit);
  set_source (cr, &canvas->palette->board, 1.0);
  cairo_fill (cr);

  /* The mountains (gunung): the two triangles beyond the square. */
  triangle_path (canvas, cr, "c7", "a9", "e9");
  triangle_path (canvas, cr, "c3", "a1", "e1");
  set_source (cr, &canvas->palette->mountain, 1.0);
  cairo_fill (cr);
}

void
rimau_board_art_draw_lines (const RimauBoardCanvas *canvas,
                            cairo_t                *cr)
{
  /* Each link once: from every point, the directions pointing "forward". */
  static const RimauDirection forward[] = {
    RIMAU_DIRECTION_E, RIMAU_DIRECTION_NE, RIMAU_DIRECTION_N, RIMAU_DIRECTION_NW,
  };
  double unit = canvas->geometry->unit;

  for (int p = 0; p < RIMAU_N_POINTS; p++)
    for (guint d = 0; d < G_N_ELEMENTS (forward); d++)
      {
        int q = rimau_point_neighbour (p, forward[d]);
        double x, y;

        if (q == RIMAU_NO_POINT)
          continue;
        to_screen (canvas, p, &x, &y);
        cairo_move_to (cr, x, y);
        to_screen (canvas, q, &x, &y);
        cairo_line_to (cr, x, y);
      }

  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_width (cr, MAX (1.0, 0.045 * unit));
  set_source (cr, &canvas->palette->line, 1.0);
  cairo_stroke (cr);

  for (int p = 0; p < RIMAU_N_POINTS; p++)
    {
      double x, y;

      to_screen (canvas, p, &x, &y);
      cairo_new_sub_path (cr);
      cairo_arc (cr, x, y, MAX (1.5, 0.075 * unit), 0, 2 * G_PI);
    }
  cairo_fill (cr);
}

static void
draw_label (const RimauBoardCanvas *canvas,
            cairo_t                *cr,
            PangoLayout            *layout,
            double                  x,
            double                  y,
            const char             *text)
{
  PangoRectangle ink;
  double sx, sy;

  rimau_board_geometry_to_screen (canvas->geometry, x, y, &sx, &sy);
  pango_layout_set_text (layout, text, -1);
  pango_layout_get_pixel_extents (layout, &ink, NULL);
  cairo_move_to (cr, sx - ink.x - ink.width / 2.0, sy - ink.y - ink.height / 2.0);
  pango_cairo_show_layout (cr, layout);
}

/* The names of the files and ranks, in the system's font, outside the
 * marks that a piece on file a or rank 1 can carry. */
void
rimau_board_art_draw_coordinates (const RimauBoardCanvas     *canvas,
                                  cairo_t                    *cr,
                                  const PangoFontDescription *system_font)
{
  g_autoptr(PangoLayout) layout = pango_cairo_create_layout (cr);
  g_autoptr(PangoFontDescription) font = pango_font_description_copy (system_font);

  pango_font_description_set_weight (font, PANGO_WEIGHT_BOLD);
  pango_font_description_set_absolute_size (font, MAX (7.0, 0.24 * canvas->geometry->unit) * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  set_source (cr, &canvas->palette->label, 1.0);

  for (int file = 0; file < 5; file++)
    {
      char text[2] = { (char) ('a' + file), '\0' };

      draw_label (canvas, cr, layout, file, RIMAU_BOARD_LABEL_OFFSET, text);
    }
  for (int rank = 0; rank < 9; rank++)
    {
      char text[2] = { (char) ('1' + rank), '\0' };

      draw_label (canvas, cr, layout, RIMAU_BOARD_LABEL_OFFSET, rank, text);
    }
}

/* ------------------------------------------------------------------------ */
/* The pieces                                                                */

static void
draw_shadow (cairo_t *cr,
             double   x,
             double   y,
             double   radius)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, x, y + radius * 0.12, radius * 1.02, 0, 2 * G_PI);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.22);
  cairo_fill (cr);
}

static void
draw_tiger_ears (cairo_t            *cr,
                 const RimauPalette *palette,
                 double              x,
                 double              y,
                 double              r)
{
  double ear = r * 0.42;

  for (int side = -1; side <= 1; side += 2)
    {
      cairo_new_sub_path (cr);
      cairo_arc (cr, x + side * r * 0.66, y - r * 0.68, ear, 0, 2 * G_PI);
    }
  set_source (cr, &palette->tiger, 1.0);
  cairo_fill_preserve (cr);
  set_source (cr, &palette->tiger_stripes, 1.0);
  cairo_set_line_width (cr, MAX (1.0, r * 0.1));
  cairo_stroke (cr);
  for (int side = -1; side <= 1; side += 2)
    {
      cairo_new_sub_path (cr);
      cairo_arc (cr, x + side * r * 0.66, y - r * 0.68, ear * 0.45, 0, 2 * G_PI);
    }
  set_source (cr, &palette->tiger_stripes, 0.8);
  cairo_fill (cr);
}

/* Wedges from each cheek and the forehead, inside the head. */
static void
draw_tiger_stripes (cairo_t            *cr,
                    const RimauPalette *palette,
                    double              x,
                    double              y,
                    double              r)
{
  set_source (cr, &palette->tiger_stripes, 1.0);
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
}

/* A tiger: a round head with ears and stripes, so that it differs from a
 * man in outline as well as colour. */
void
rimau_board_art_draw_tiger (cairo_t            *cr,
                            const RimauPalette *palette,
                            double              x,
                            double              y,
                            double              r)
{
  draw_shadow (cr, x, y, r);
  draw_tiger_ears (cr, palette, x, y, r);

  cairo_new_sub_path (cr);
  cairo_arc (cr, x, y, r, 0, 2 * G_PI);
  set_source (cr, &palette->tiger, 1.0);
  cairo_fill_preserve (cr);
  cairo_save (cr);
  cairo_clip (cr);
  draw_tiger_stripes (cr, palette, x, y, r);
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
  set_source (cr, &palette->tiger_stripes, 1.0);
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

void
rimau_board_art_draw_man (cairo_t            *cr,
                          const RimauPalette *palette,
                          double              x,
                          double              y,
                          double              r)
{
  /* Centre the figure's bulk on the point. */
  y -= r * 0.12;

  cairo_save (cr);
  cairo_translate (cr, 0, r * 0.1);
  man_path (cr, x, y, r);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.22);
  cairo_fill (cr);
  cairo_restore (cr);

  man_path (cr, x, y, r);
  set_source (cr, &palette->man, 1.0);
  cairo_fill_preserve (cr);
  set_source (cr, &palette->man_outline, 1.0);
  cairo_set_line_width (cr, MAX (1.0, r * 0.12));
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_stroke (cr);
}

/* ------------------------------------------------------------------------ */
/* Marks                                                                     */

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
 * with the men it captured crossed out. Keeping both tigers where they
 * are rings the tigers. */
static void
draw_move_trace (const RimauBoardCanvas *canvas,
                 cairo_t                *cr,
                 RimauBoardScene        *scene,
                 const RimauMove        *move,
                 const GdkRGBA          *color)
{
  const RimauPosition *position = rimau_board_scene_get_position (scene);
  double u = canvas->geometry->unit;
  double tx, ty;
  int p;

  if (move->kind == RIMAU_MOVE_KEEP && position != NULL)
    RIMAU_MASK_FOREACH (p, position->tigers)
      {
        to_screen (canvas, p, &tx, &ty);
        draw_ring (cr, tx, ty, 0.5 * u, 0.05 * u, color, 0.7);
      }

  if (move->to == RIMAU_NO_POINT)
    return;

  to_screen (canvas, move->to, &tx, &ty);

  if (move->from != RIMAU_NO_POINT)
    {
      double fx, fy;

      to_screen (canvas, move->from, &fx, &fy);
      cairo_move_to (cr, fx, fy);
      cairo_line_to (cr, tx, ty);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
      cairo_set_line_width (cr, 0.16 * u);
      set_source (cr, color, 0.35);
      cairo_stroke (cr);
      draw_ring (cr, fx, fy, 0.2 * u, 0.06 * u, color, 0.8);
    }

  draw_disc (cr, tx, ty, 0.5 * u, color, 0.2);
  draw_ring (cr, tx, ty, 0.5 * u, 0.05 * u, color, 0.7);

  RIMAU_MASK_FOREACH (p, move->captured)
    {
      double cx, cy;

      to_screen (canvas, p, &cx, &cy);
      draw_cross (cr, cx, cy, 0.14 * u, color, 0.8);
    }
}

void
rimau_board_art_draw_marks_under_pieces (const RimauBoardCanvas *canvas,
                                         cairo_t                *cr,
                                         const RimauBoardMarks  *marks)
{
  RimauBoardScene *scene = marks->scene;
  double u = canvas->geometry->unit;
  int selected = rimau_board_scene_get_selected (scene);
  RimauMove move;
  int p;

  RIMAU_MASK_FOREACH (p, rimau_board_scene_get_highlight (scene))
    {
      double x, y;

      to_screen (canvas, p, &x, &y);
      draw_disc (cr, x, y, 0.42 * u, &canvas->palette->highlight, 0.45);
    }

  if (marks->show_last_move && rimau_board_scene_get_last_ply (scene, &move))
    draw_move_trace (canvas, cr, scene, &move, &canvas->palette->last_move);

  if (rimau_board_scene_get_hint (scene, &move))
    draw_move_trace (canvas, cr, scene, &move, &canvas->palette->success);

  if (selected != RIMAU_NO_POINT)
    {
      double x, y;

      to_screen (canvas, selected, &x, &y);
      draw_disc (cr, x, y, 0.5 * u, &canvas->palette->accent_bg, 0.35);
    }
}

/* The selected piece's targets, with the men a jump there would take, and
 * the points a placement may go to: they are few. (Removals and drops may
 * go almost anywhere, and are not marked.) */
static void
draw_targets (const RimauBoardCanvas *canvas,
              cairo_t                *cr,
              RimauBoardScene        *scene)
{
  const RimauPosition *position = rimau_board_scene_get_position (scene);
  const RimauPalette *palette = canvas->palette;
  double u = canvas->geometry->unit;
  RimauMove targets[RIMAU_MAX_MOVES];
  guint n = rimau_board_scene_get_targets (scene, targets);
  int p;

  for (guint i = 0; i < n; i++)
    {
      double x, y;

      to_screen (canvas, targets[i].to, &x, &y);
      draw_disc (cr, x, y, 0.17 * u, &palette->accent_bg, 0.9);
      RIMAU_MASK_FOREACH (p, targets[i].captured)
        {
          double cx, cy;

          to_screen (canvas, p, &cx, &cy);
          draw_ring (cr, cx, cy, 0.44 * u, 0.04 * u, &palette->error, 0.6);
        }
    }

  if (position == NULL || position->opening != RIMAU_OPENING_PLACE)
    return;

  RIMAU_MASK_FOREACH (p, rimau_board_scene_get_one_click_points (scene))
    {
      double x, y;

      to_screen (canvas, p, &x, &y);
      draw_ring (cr, x, y, 0.3 * u, 0.07 * u, &palette->accent_bg, 0.9);
    }
}

void
rimau_board_art_draw_marks_over_pieces (const RimauBoardCanvas *canvas,
                                        cairo_t                *cr,
                                        const RimauBoardMarks  *marks)
{
  RimauBoardScene *scene = marks->scene;
  double u = canvas->geometry->unit;
  int selected = rimau_board_scene_get_selected (scene);
  RimauMove hint;
  int p;

  if (marks->show_danger)
    RIMAU_MASK_FOREACH (p, rimau_board_scene_get_danger (scene))
      {
        double x, y;

        to_screen (canvas, p, &x, &y);
        draw_ring (cr, x, y, 0.44 * u, 0.07 * u, &canvas->palette->error, 0.9);
      }

  if (selected != RIMAU_NO_POINT)
    {
      double x, y;

      to_screen (canvas, selected, &x, &y);
      draw_ring (cr, x, y, 0.5 * u, 0.07 * u, &canvas->palette->accent_bg, 1.0);
    }

  /* A hint stands out above the pieces: both ends ringed. */
  if (rimau_board_scene_get_hint (scene, &hint))
    {
      int ends[2] = { hint.from, hint.to };

      for (guint i = 0; i < G_N_ELEMENTS (ends); i++)
        if (ends[i] != RIMAU_NO_POINT)
          {
            double x, y;

            to_screen (canvas, ends[i], &x, &y);
            draw_ring (cr, x, y, 0.5 * u, 0.08 * u, &canvas->palette->success, 1.0);
          }
    }

  if (marks->show_targets)
    draw_targets (canvas, cr, scene);
}

/* ------------------------------------------------------------------------ */
/* Pictures                                                                  */

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
 * @scale of the screen: what is drawn on the context lands where it would
 * on the paintable. */
cairo_t *
rimau_board_art_begin_picture (int                    scale,
                               const graphene_rect_t *bounds)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32,
                                                         (int) bounds->size.width * scale,
                                                         (int) bounds->size.height * scale);
  cairo_t *cr = cairo_create (surface);

  cairo_surface_destroy (surface);
  cairo_scale (cr, scale, scale);
  cairo_translate (cr, -bounds->origin.x, -bounds->origin.y);
  return cr;
}

/* The picture drawn on a context from rimau_board_art_begin_picture(),
 * which it ends. */
GdkTexture *
rimau_board_art_end_picture (cairo_t *cr)
{
  GdkTexture *texture = texture_from_surface (cairo_get_target (cr));

  cairo_destroy (cr);
  return texture;
}
