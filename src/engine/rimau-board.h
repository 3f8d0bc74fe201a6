/* rimau-board.h — the 37 points and 76 links of the Rimau-rimau board
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/**
 * RIMAU_N_POINTS:
 *
 * The number of points of the board; a point is its canonical index, 0 to
 * %RIMAU_N_POINTS - 1 (rules.md §1).
 */
/**
 * RIMAU_N_LINKS:
 *
 * The number of links between neighbouring points.
 */
/**
 * RIMAU_N_DIRECTIONS:
 *
 * The number of directions a line can run in from a point.
 */
/**
 * RIMAU_NO_POINT:
 *
 * Stands for no point: a drop's origin, or a neighbour off the board.
 */
#define RIMAU_N_POINTS     37
#define RIMAU_N_LINKS      76
#define RIMAU_N_DIRECTIONS 8
#define RIMAU_NO_POINT     (-1)

/**
 * RimauMask:
 *
 * A set of points: bit i is the point of canonical index i (rules.md §1).
 */
typedef guint64 RimauMask;

/**
 * RIMAU_MASK:
 * @p: a point
 *
 * The set of the one point @p.
 */
/**
 * RIMAU_ALL_POINTS:
 *
 * The set of every point.
 */
#define RIMAU_MASK(p)   (G_GUINT64_CONSTANT (1) << (p))
#define RIMAU_ALL_POINTS ((G_GUINT64_CONSTANT (1) << RIMAU_N_POINTS) - 1)

/**
 * rimau_mask_count:
 * @mask: a set of points
 *
 * The move generator's hot functions are also built for processors with a
 * popcnt instruction (see RIMAU_HOT in rimau-board-private.h), where this
 * is one instruction.
 *
 * Returns: the number of points in @mask
 */
static inline guint
rimau_mask_count (RimauMask mask)
{
  return (guint) __builtin_popcountll (mask);
}

/**
 * rimau_mask_first:
 * @mask: a non-empty set of points
 *
 * Returns: the lowest point of @mask
 */
static inline int
rimau_mask_first (RimauMask mask)
{
  return __builtin_ctzll (mask);
}

/**
 * RIMAU_MASK_FOREACH:
 * @point: an int variable, set to each point in turn
 * @mask: a set of points
 *
 * Runs the statement that follows for each point of @mask, lowest first.
 */
#define RIMAU_MASK_FOREACH(point, mask) \
  for (RimauMask _rest_##point = (mask); \
       _rest_##point != 0 && ((point) = rimau_mask_first (_rest_##point), TRUE); \
       _rest_##point &= _rest_##point - 1)

/**
 * RimauDirection:
 * @RIMAU_DIRECTION_E: east
 * @RIMAU_DIRECTION_NE: north-east
 * @RIMAU_DIRECTION_N: north
 * @RIMAU_DIRECTION_NW: north-west
 * @RIMAU_DIRECTION_W: west
 * @RIMAU_DIRECTION_SW: south-west
 * @RIMAU_DIRECTION_S: south
 * @RIMAU_DIRECTION_SE: south-east
 *
 * Directions, counter-clockwise from east; opposite directions differ by 4.
 */
typedef enum
{
  RIMAU_DIRECTION_E,
  RIMAU_DIRECTION_NE,
  RIMAU_DIRECTION_N,
  RIMAU_DIRECTION_NW,
  RIMAU_DIRECTION_W,
  RIMAU_DIRECTION_SW,
  RIMAU_DIRECTION_S,
  RIMAU_DIRECTION_SE,
} RimauDirection;

/**
 * RIMAU_DIRECTION_OPPOSITE:
 * @d: a #RimauDirection
 *
 * The direction opposite @d.
 */
#define RIMAU_DIRECTION_OPPOSITE(d) ((RimauDirection) (((d) + 4) % RIMAU_N_DIRECTIONS))

/**
 * RimauBoard:
 *
 * The board's static tables, built once on first use: coordinates, names,
 * neighbours, lines and Zobrist keys (see the header for each table).
 */
typedef struct
{
  gint8     x[RIMAU_N_POINTS];
  gint8     y[RIMAU_N_POINTS];
  char      name[RIMAU_N_POINTS][3];
  /* neighbour[p][d]: the point joined to p in direction d, or RIMAU_NO_POINT. */
  gint8     neighbour[RIMAU_N_POINTS][RIMAU_N_DIRECTIONS];
  /* direction[p][q]: the direction from p to the joined point q, or -1. */
  gint8     direction[RIMAU_N_POINTS][RIMAU_N_POINTS];
  /* beyond[p][q]: the point after the joined point q on the line from p,
   * where a tiger on p lands when it jumps a single man on q; or -1. */
  gint8     beyond[RIMAU_N_POINTS][RIMAU_N_POINTS];
  /* All points joined to p. */
  RimauMask neighbours[RIMAU_N_POINTS];
  /* ray[p][d]: the points after p in direction d, nearest first, ended by
   * RIMAU_NO_POINT. A line has at most 9 points, so a ray at most 8. */
  gint8     ray[RIMAU_N_POINTS][RIMAU_N_DIRECTIONS][9];
  /* Zobrist keys. */
  guint64   zobrist_tiger[RIMAU_N_POINTS];
  guint64   zobrist_man[RIMAU_N_POINTS];
  guint64   zobrist_emptied[RIMAU_N_POINTS];
  guint64   zobrist_hand[25];
  guint64   zobrist_opening[16];
  guint64   zobrist_men_to_move;
} RimauBoard;

const RimauBoard *rimau_board_get            (void);

const char       *rimau_point_name           (int          point);
int               rimau_point_at             (int          x,
                                              int          y);
int               rimau_point_from_name      (const char  *text,
                                              gsize        length);
int               rimau_point_x              (int          point);
int               rimau_point_y              (int          point);
int               rimau_point_neighbour      (int          point,
                                              RimauDirection direction);
gboolean          rimau_points_are_joined    (int          a,
                                              int          b);
guint             rimau_board_count_links    (void);

G_END_DECLS
