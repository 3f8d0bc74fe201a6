/* rimau-board.c — the 37 points and 76 links of the Rimau-rimau board
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "rimau-board.h"
#include "rimau-random.h"

/* Canonical order: rank 1 to 9, file a to e inside a rank (rules.md §1). */
static const gint8 point_coordinates[RIMAU_N_POINTS][2] = {
  { 0, 0 }, { 2, 0 }, { 4, 0 },
  { 1, 1 }, { 2, 1 }, { 3, 1 },
  { 0, 2 }, { 1, 2 }, { 2, 2 }, { 3, 2 }, { 4, 2 },
  { 0, 3 }, { 1, 3 }, { 2, 3 }, { 3, 3 }, { 4, 3 },
  { 0, 4 }, { 1, 4 }, { 2, 4 }, { 3, 4 }, { 4, 4 },
  { 0, 5 }, { 1, 5 }, { 2, 5 }, { 3, 5 }, { 4, 5 },
  { 0, 6 }, { 1, 6 }, { 2, 6 }, { 3, 6 }, { 4, 6 },
  { 1, 7 }, { 2, 7 }, { 3, 7 },
  { 0, 8 }, { 2, 8 }, { 4, 8 },
};

/* The top mountain's ten links as coordinate pairs; the bottom one is its
 * mirror image through rank 5. */
static const gint8 mountain_links[10][4] = {
  { 2, 6, 1, 7 }, { 1, 7, 0, 8 },   /* left side */
  { 2, 6, 3, 7 }, { 3, 7, 4, 8 },   /* right side */
  { 2, 6, 2, 7 }, { 2, 7, 2, 8 },   /* middle line */
  { 1, 7, 2, 7 }, { 2, 7, 3, 7 },   /* half-way line */
  { 0, 8, 2, 8 }, { 2, 8, 4, 8 },   /* base */
};

/* Built by a constructor when the library loads, so the move generator
 * reads it without a once-check on every call. */
RimauBoard rimau_board_tables;
#define board rimau_board_tables

static int
sign (int v)
{
  return (v > 0) - (v < 0);
}

static RimauDirection
direction_of (int dx,
              int dy)
{
  static const RimauDirection by_sign[3][3] = {
    /* dy = -1 */          /* dy = 0 */          /* dy = +1 */
    { RIMAU_DIRECTION_SW, RIMAU_DIRECTION_W, RIMAU_DIRECTION_NW }, /* dx = -1 */
    { RIMAU_DIRECTION_S,  RIMAU_DIRECTION_E, RIMAU_DIRECTION_N  }, /* dx = 0 (0,0 unused) */
    { RIMAU_DIRECTION_SE, RIMAU_DIRECTION_E, RIMAU_DIRECTION_NE }, /* dx = +1 */
  };

  return by_sign[sign (dx) + 1][sign (dy) + 1];
}

static int
lookup_point (int x,
              int y)
{
  for (int p = 0; p < RIMAU_N_POINTS; p++)
    if (point_coordinates[p][0] == x && point_coordinates[p][1] == y)
      return p;
  return RIMAU_NO_POINT;
}

static void
join (int a,
      int b)
{
  RimauDirection d = direction_of (board.x[b] - board.x[a], board.y[b] - board.y[a]);

  g_assert (a != RIMAU_NO_POINT && b != RIMAU_NO_POINT);
  g_assert (board.neighbour[a][d] == RIMAU_NO_POINT);

  board.neighbour[a][d] = b;
  board.direction[a][b] = (gint8) d;
  board.direction[b][a] = (gint8) RIMAU_DIRECTION_OPPOSITE (d);
  board.neighbour[b][RIMAU_DIRECTION_OPPOSITE (d)] = a;
  board.neighbours[a] |= RIMAU_MASK (b);
  board.neighbours[b] |= RIMAU_MASK (a);
}

static void
join_square (void)
{
  for (int y = 2; y <= 6; y++)
    for (int x = 0; x <= 4; x++)
      {
        int p = lookup_point (x, y);

        if (x < 4)
          join (p, lookup_point (x + 1, y));
        if (y < 6)
          join (p, lookup_point (x, y + 1));
        /* Diagonals run through the points with x + y even only. */
        if ((x + y) % 2 == 0 && y < 6)
          {
            if (x < 4)
              join (p, lookup_point (x + 1, y + 1));
            if (x > 0)
              join (p, lookup_point (x - 1, y + 1));
          }
      }
}

static void
join_mountains (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (mountain_links); i++)
    {
      const gint8 *l = mountain_links[i];

      join (lookup_point (l[0], l[1]), lookup_point (l[2], l[3]));
      join (lookup_point (l[0], 8 - l[1]), lookup_point (l[2], 8 - l[3]));
    }
}

static void
build_rays (void)
{
  for (int p = 0; p < RIMAU_N_POINTS; p++)
    for (int d = 0; d < RIMAU_N_DIRECTIONS; d++)
      {
        int n = 0;

        for (int q = board.neighbour[p][d]; q != RIMAU_NO_POINT; q = board.neighbour[q][d])
          board.ray[p][d][n++] = q;
        board.ray[p][d][n] = RIMAU_NO_POINT;
        if (n > 0)
          board.beyond[p][board.ray[p][d][0]] = board.ray[p][d][1];
      }
}

/* A fixed seed keeps keys identical from run to run, so hashes in tests
 * and saved analyses are reproducible. */
static void
build_zobrist_keys (void)
{
  guint64 state = G_GUINT64_CONSTANT (0x52494D4155);

  for (int p = 0; p < RIMAU_N_POINTS; p++)
    {
      board.zobrist_tiger[p] = rimau_random_next (&state);
      board.zobrist_man[p] = rimau_random_next (&state);
      board.zobrist_emptied[p] = rimau_random_next (&state);
    }
  for (guint i = 0; i < G_N_ELEMENTS (board.zobrist_hand); i++)
    board.zobrist_hand[i] = rimau_random_next (&state);
  /* Opening code 0 means "no opening" and keeps the key of a plain position. */
  for (guint i = 1; i < G_N_ELEMENTS (board.zobrist_opening); i++)
    board.zobrist_opening[i] = rimau_random_next (&state);
  board.zobrist_men_to_move = rimau_random_next (&state);
}

static void
build_board (void)
{
  memset (board.neighbour, RIMAU_NO_POINT, sizeof board.neighbour);
  memset (board.direction, -1, sizeof board.direction);
  memset (board.beyond, RIMAU_NO_POINT, sizeof board.beyond);

  for (int p = 0; p < RIMAU_N_POINTS; p++)
    {
      board.x[p] = point_coordinates[p][0];
      board.y[p] = point_coordinates[p][1];
      board.name[p][0] = 'a' + board.x[p];
      board.name[p][1] = '1' + board.y[p];
      board.name[p][2] = '\0';
    }

  join_square ();
  join_mountains ();
  build_rays ();
  build_zobrist_keys ();
}

__attribute__((constructor)) static void
build_board_on_load (void)
{
  build_board ();
}

/**
 * rimau_board_get:
 * Returns: (transfer none): the board's tables, built on first use and
 *   never freed
 */
const RimauBoard *
rimau_board_get (void)
{
  return &board;
}

/**
 * rimau_point_name:
 * @point: a point, 0 to %RIMAU_N_POINTS - 1
 *
 * The name of @point in the notation of position strings, such as "c5".
 *
 * Returns: (transfer none): the name
 */
const char *
rimau_point_name (int point)
{
  g_return_val_if_fail (point >= 0 && point < RIMAU_N_POINTS, NULL);

  return rimau_board_get ()->name[point];
}

/**
 * rimau_point_at:
 * @x: the column, 0 (a) to 4 (e)
 * @y: the row, 0 (1) to 8 (9)
 *
 * The point at a place of the drawing of the board.
 *
 * Returns: the point there, or %RIMAU_NO_POINT where the board has none
 */
int
rimau_point_at (int x,
                int y)
{
  return lookup_point (x, y);
}

/**
 * rimau_point_from_name:
 * @text: (array length=length) (element-type gchar): the name, not
 *   necessarily ended by a NUL
 * @length: the name's length in bytes
 *
 * Parses exactly @length bytes of @text as a point name such as "c5".
 *
 * Returns: the point, or %RIMAU_NO_POINT if @text names none
 */
int
rimau_point_from_name (const char *text,
                       gsize       length)
{
  if (text == NULL || length != 2)
    return RIMAU_NO_POINT;
  if (text[0] < 'a' || text[0] > 'e' || text[1] < '1' || text[1] > '9')
    return RIMAU_NO_POINT;

  return lookup_point (text[0] - 'a', text[1] - '1');
}

/**
 * rimau_point_x:
 * @point: a point
 *
 * Returns: the column of @point, 0 (a) to 4 (e)
 */
int
rimau_point_x (int point)
{
  g_return_val_if_fail (point >= 0 && point < RIMAU_N_POINTS, 0);

  return point_coordinates[point][0];
}

/**
 * rimau_point_y:
 * @point: a point
 *
 * Returns: the row of @point, 0 (1) to 8 (9)
 */
int
rimau_point_y (int point)
{
  g_return_val_if_fail (point >= 0 && point < RIMAU_N_POINTS, 0);

  return point_coordinates[point][1];
}

/**
 * rimau_point_neighbour:
 * @point: a point
 * @direction: a direction
 *
 * Returns: the point joined to @point in @direction, or %RIMAU_NO_POINT
 */
int
rimau_point_neighbour (int            point,
                       RimauDirection direction)
{
  g_return_val_if_fail (point >= 0 && point < RIMAU_N_POINTS, RIMAU_NO_POINT);
  g_return_val_if_fail (direction < RIMAU_N_DIRECTIONS, RIMAU_NO_POINT);

  return rimau_board_get ()->neighbour[point][direction];
}

/**
 * rimau_points_are_joined:
 * @a: a point
 * @b: another point
 *
 * Returns: whether a line of the board joins @a and @b directly
 */
gboolean
rimau_points_are_joined (int a,
                         int b)
{
  g_return_val_if_fail (a >= 0 && a < RIMAU_N_POINTS, FALSE);
  g_return_val_if_fail (b >= 0 && b < RIMAU_N_POINTS, FALSE);

  return (rimau_board_get ()->neighbours[a] & RIMAU_MASK (b)) != 0;
}

/**
 * rimau_board_count_links:
 * Returns: the number of links between neighbouring points,
 *   %RIMAU_N_LINKS
 */
guint
rimau_board_count_links (void)
{
  const RimauBoard *b = rimau_board_get ();
  guint ends = 0;

  for (int p = 0; p < RIMAU_N_POINTS; p++)
    ends += rimau_mask_count (b->neighbours[p]);

  return ends / 2;
}
