/* rimau-board-layout.c — where the board's points are on screen
 *
 * The board's 37 points are children of the board widget, laid over the
 * points of its picture so that the keyboard focus and assistive
 * technologies have something real to land on. This layout manager gives
 * the board its size and places them; it also answers where a point is
 * drawn, which point is under the pointer and which point lies next in a
 * direction on screen, for the board may stand upright or lie sideways.
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>

#include "rimau-board-layout.h"
#include "rimau-board-point.h"
#include "rimau-engine.h"

/* Board units around the outermost points: room for the pieces, the
 * marks around them and, beyond those, the coordinates. */
#define PAD 0.92
/* How near a press must be to a point, in board units. */
#define HIT_RADIUS 0.48
/* The side of a point's child, in board units. */
#define POINT_SIZE 0.9
/* The smallest board that can still be played on, and the one asked for. */
#define MIN_SIZE 180
#define NATURAL_WIDTH 420
#define NATURAL_HEIGHT 640

struct _RimauBoardLayout
{
  GtkLayoutManager       parent_instance;

  RimauBoardOrientation  orientation;
  RimauBoardGeometry     geometry;
};

G_DEFINE_ENUM_TYPE (RimauBoardOrientation, rimau_board_orientation,
                    G_DEFINE_ENUM_VALUE (RIMAU_BOARD_ORIENTATION_AUTOMATIC, "automatic"),
                    G_DEFINE_ENUM_VALUE (RIMAU_BOARD_ORIENTATION_UPRIGHT, "upright"),
                    G_DEFINE_ENUM_VALUE (RIMAU_BOARD_ORIENTATION_SIDEWAYS, "sideways"))

G_DEFINE_FINAL_TYPE (RimauBoardLayout, rimau_board_layout, GTK_TYPE_LAYOUT_MANAGER)

enum {
  PROP_0,
  PROP_ORIENTATION,
  PROP_ROTATED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* ------------------------------------------------------------------------ */
/* Geometry                                                                  */

/* Where a board coordinate sits in board units from the corner: upright
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

/* Width over height of the board with its margin. */
double
rimau_board_geometry_aspect_ratio (gboolean rotated)
{
  return rotated ? (8.0 + 2 * PAD) / (4.0 + 2 * PAD) : (4.0 + 2 * PAD) / (8.0 + 2 * PAD);
}

void
rimau_board_geometry_init (RimauBoardGeometry    *geometry,
                           double                 width,
                           double                 height,
                           RimauBoardOrientation  orientation)
{
  double upright = MIN (width / (4.0 + 2 * PAD), height / (8.0 + 2 * PAD));
  double sideways = MIN (width / (8.0 + 2 * PAD), height / (4.0 + 2 * PAD));
  graphene_rect_t board;

  /* Left to itself, the board lies on its side only where that makes it
   * clearly larger. */
  if (orientation == RIMAU_BOARD_ORIENTATION_AUTOMATIC)
    geometry->rotated = sideways > upright * 1.2;
  else
    geometry->rotated = orientation == RIMAU_BOARD_ORIENTATION_SIDEWAYS;

  geometry->unit = MAX (0.0, geometry->rotated ? sideways : upright);
  geometry->origin_x = 0;
  geometry->origin_y = 0;
  rimau_board_geometry_get_board_rect (geometry, &board);
  geometry->origin_x = floor ((width - board.size.width) / 2);
  geometry->origin_y = floor ((height - board.size.height) / 2);
}

/* Where the board coordinate (@x, @y) is drawn; (0, 0) is a1's file and
 * rank, one unit the step from a file to the next. */
void
rimau_board_geometry_to_screen (const RimauBoardGeometry *geometry,
                                double                    x,
                                double                    y,
                                double                   *sx,
                                double                   *sy)
{
  double lx, ly;

  board_to_layout (geometry->rotated, x, y, &lx, &ly);
  *sx = geometry->origin_x + lx * geometry->unit;
  *sy = geometry->origin_y + ly * geometry->unit;
}

void
rimau_board_geometry_point_to_screen (const RimauBoardGeometry *geometry,
                                      int                       point,
                                      double                   *sx,
                                      double                   *sy)
{
  rimau_board_geometry_to_screen (geometry, rimau_point_x (point), rimau_point_y (point), sx, sy);
}

/* The point drawn nearest (@sx, @sy), if it is near enough to be meant. */
int
rimau_board_geometry_point_at (const RimauBoardGeometry *geometry,
                               double                    sx,
                               double                    sy)
{
  int best = RIMAU_NO_POINT;
  double best_distance = HIT_RADIUS * geometry->unit;

  for (int p = 0; p < RIMAU_N_POINTS; p++)
    {
      double px, py, distance;

      rimau_board_geometry_point_to_screen (geometry, p, &px, &py);
      distance = hypot (px - sx, py - sy);
      if (distance <= best_distance)
        {
          best = p;
          best_distance = distance;
        }
    }

  return best;
}

/* The point next to @from in a direction on screen, @dx and @dy each -1, 0
 * or 1, preferring points straight ahead; %RIMAU_NO_POINT at the edge. */
int
rimau_board_geometry_nearest_point (const RimauBoardGeometry *geometry,
                                    int                       from,
                                    int                       dx,
                                    int                       dy)
{
  double fx, fy;
  int best = RIMAU_NO_POINT;
  double best_score = G_MAXDOUBLE;

  board_to_layout (geometry->rotated, rimau_point_x (from), rimau_point_y (from), &fx, &fy);

  for (int p = 0; p < RIMAU_N_POINTS; p++)
    {
      double px, py, along, across, score;

      board_to_layout (geometry->rotated, rimau_point_x (p), rimau_point_y (p), &px, &py);
      along = (px - fx) * dx + (py - fy) * dy;
      across = fabs ((px - fx) * dy - (py - fy) * dx);
      if (along < 0.5)
        continue;

      score = along + 2.5 * across;
      if (score < best_score)
        {
          best = p;
          best_score = score;
        }
    }

  return best;
}

/* The board itself with its margin, without the room beside it. */
void
rimau_board_geometry_get_board_rect (const RimauBoardGeometry *geometry,
                                     graphene_rect_t          *rect)
{
  double width = ((geometry->rotated ? 8.0 : 4.0) + 2 * PAD) * geometry->unit;
  double height = ((geometry->rotated ? 4.0 : 8.0) + 2 * PAD) * geometry->unit;

  graphene_rect_init (rect, (float) geometry->origin_x, (float) geometry->origin_y,
                      (float) width, (float) height);
}

/* ------------------------------------------------------------------------ */
/* Layout                                                                    */

static void
rimau_board_layout_measure (GtkLayoutManager *manager,
                            GtkWidget        *widget,
                            GtkOrientation    orientation,
                            int               for_size,
                            int              *minimum,
                            int              *natural,
                            int              *minimum_baseline,
                            int              *natural_baseline)
{
  /* Small enough to fit a phone, large enough to be played on. */
  *minimum = MIN_SIZE;
  *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? NATURAL_WIDTH : NATURAL_HEIGHT;
}

static void
rimau_board_layout_allocate (GtkLayoutManager *manager,
                             GtkWidget        *widget,
                             int               width,
                             int               height,
                             int               baseline)
{
  RimauBoardLayout *self = RIMAU_BOARD_LAYOUT (manager);
  gboolean was_rotated = self->geometry.rotated;
  int size;

  rimau_board_geometry_init (&self->geometry, width, height, self->orientation);

  size = MAX (1, (int) round (POINT_SIZE * self->geometry.unit));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      double x, y;

      if (!RIMAU_IS_BOARD_POINT (child) || !gtk_widget_should_layout (child))
        continue;

      rimau_board_geometry_point_to_screen (&self->geometry, rimau_board_point_get_point (RIMAU_BOARD_POINT (child)),
                                            &x, &y);
      gtk_widget_size_allocate (child,
                                &(GtkAllocation) { (int) round (x - size / 2.0), (int) round (y - size / 2.0),
                                                   size, size },
                                -1);
    }

  if (self->geometry.rotated != was_rotated)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ROTATED]);
}

static GtkSizeRequestMode
rimau_board_layout_get_request_mode (GtkLayoutManager *manager,
                                     GtkWidget        *widget)
{
  return GTK_SIZE_REQUEST_CONSTANT_SIZE;
}

void
rimau_board_layout_set_orientation (RimauBoardLayout      *self,
                                    RimauBoardOrientation  orientation)
{
  g_return_if_fail (RIMAU_IS_BOARD_LAYOUT (self));

  if (self->orientation == orientation)
    return;

  self->orientation = orientation;
  gtk_layout_manager_layout_changed (GTK_LAYOUT_MANAGER (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ORIENTATION]);
}

RimauBoardOrientation
rimau_board_layout_get_orientation (RimauBoardLayout *self)
{
  g_return_val_if_fail (RIMAU_IS_BOARD_LAYOUT (self), RIMAU_BOARD_ORIENTATION_AUTOMATIC);

  return self->orientation;
}

/* Whether the board lies on its side at its last allocation. */
gboolean
rimau_board_layout_get_rotated (RimauBoardLayout *self)
{
  g_return_val_if_fail (RIMAU_IS_BOARD_LAYOUT (self), FALSE);

  return self->geometry.rotated;
}

/* The geometry of the last allocation. */
const RimauBoardGeometry *
rimau_board_layout_get_geometry (RimauBoardLayout *self)
{
  g_return_val_if_fail (RIMAU_IS_BOARD_LAYOUT (self), NULL);

  return &self->geometry;
}

static void
rimau_board_layout_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  RimauBoardLayout *self = RIMAU_BOARD_LAYOUT (object);

  switch (prop_id)
    {
    case PROP_ORIENTATION:
      g_value_set_enum (value, self->orientation);
      break;
    case PROP_ROTATED:
      g_value_set_boolean (value, self->geometry.rotated);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
rimau_board_layout_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  RimauBoardLayout *self = RIMAU_BOARD_LAYOUT (object);

  switch (prop_id)
    {
    case PROP_ORIENTATION:
      rimau_board_layout_set_orientation (self, g_value_get_enum (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
rimau_board_layout_class_init (RimauBoardLayoutClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkLayoutManagerClass *layout_class = GTK_LAYOUT_MANAGER_CLASS (klass);

  object_class->get_property = rimau_board_layout_get_property;
  object_class->set_property = rimau_board_layout_set_property;

  layout_class->get_request_mode = rimau_board_layout_get_request_mode;
  layout_class->measure = rimau_board_layout_measure;
  layout_class->allocate = rimau_board_layout_allocate;

  properties[PROP_ORIENTATION] =
    g_param_spec_enum ("orientation", NULL, NULL, RIMAU_TYPE_BOARD_ORIENTATION,
                       RIMAU_BOARD_ORIENTATION_AUTOMATIC,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ROTATED] =
    g_param_spec_boolean ("rotated", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
rimau_board_layout_init (RimauBoardLayout *self)
{
}
