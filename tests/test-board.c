/* test-board.c — the board's points, links and lines (rules.md §1)
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "rimau-test.h"

static const char *canonical_order[RIMAU_N_POINTS] = {
  "a1", "c1", "e1", "b2", "c2", "d2",
  "a3", "b3", "c3", "d3", "e3", "a4", "b4", "c4", "d4", "e4",
  "a5", "b5", "c5", "d5", "e5", "a6", "b6", "c6", "d6", "e6",
  "a7", "b7", "c7", "d7", "e7", "b8", "c8", "d8", "a9", "c9", "e9",
};

static int
point (const char *name)
{
  int p = rimau_point_from_name (name, strlen (name));

  ck_assert_msg (p != RIMAU_NO_POINT, "%s is a point", name);
  return p;
}

/* Follows the line from @first through @second to its end and checks it
 * is exactly @names, and that it cannot be extended backwards. */
static void
assert_line (const char * const *names)
{
  int a = point (names[0]);
  int b = point (names[1]);
  RimauDirection d = RIMAU_N_DIRECTIONS;
  guint n = 1;
  int p;

  for (int i = 0; i < RIMAU_N_DIRECTIONS; i++)
    if (rimau_point_neighbour (a, (RimauDirection) i) == b)
      d = (RimauDirection) i;
  ck_assert_msg (d != RIMAU_N_DIRECTIONS, "%s and %s are joined", names[0], names[1]);
  ck_assert_int_eq (rimau_point_neighbour (a, RIMAU_DIRECTION_OPPOSITE (d)), RIMAU_NO_POINT);

  for (p = b; p != RIMAU_NO_POINT; p = rimau_point_neighbour (p, d))
    {
      ck_assert_ptr_nonnull (names[n]);
      ck_assert_str_eq (rimau_point_name (p), names[n]);
      n++;
    }
  ck_assert_ptr_null (names[n]);
}

START_TEST (test_points_in_canonical_order)
{
  for (int p = 0; p < RIMAU_N_POINTS; p++)
    {
      ck_assert_str_eq (rimau_point_name (p), canonical_order[p]);
      ck_assert_int_eq (point (canonical_order[p]), p);
      ck_assert_int_eq (rimau_point_at (rimau_point_x (p), rimau_point_y (p)), p);
    }
  ck_assert_int_eq (rimau_point_from_name ("b1", 2), RIMAU_NO_POINT);
  ck_assert_int_eq (rimau_point_from_name ("a8", 2), RIMAU_NO_POINT);
  ck_assert_int_eq (rimau_point_from_name ("f5", 2), RIMAU_NO_POINT);
  ck_assert_int_eq (rimau_point_from_name ("c", 1), RIMAU_NO_POINT);
  ck_assert_int_eq (rimau_point_from_name ("c55", 3), RIMAU_NO_POINT);
}
END_TEST

START_TEST (test_link_count)
{
  ck_assert_int_eq (rimau_board_count_links (), 76);
}
END_TEST

/* Every link goes the way its direction says, and back the opposite way:
 * so each point has at most one neighbour per direction. */
START_TEST (test_links_are_symmetric_and_directed)
{
  static const int dx[RIMAU_N_DIRECTIONS] = { 1, 1, 0, -1, -1, -1, 0, 1 };
  static const int dy[RIMAU_N_DIRECTIONS] = { 0, 1, 1, 1, 0, -1, -1, -1 };

  for (int p = 0; p < RIMAU_N_POINTS; p++)
    for (int d = 0; d < RIMAU_N_DIRECTIONS; d++)
      {
        int q = rimau_point_neighbour (p, (RimauDirection) d);
        int sx, sy;

        if (q == RIMAU_NO_POINT)
          continue;
        sx = rimau_point_x (q) - rimau_point_x (p);
        sy = rimau_point_y (q) - rimau_point_y (p);
        ck_assert_int_eq ((sx > 0) - (sx < 0), dx[d]);
        ck_assert_int_eq ((sy > 0) - (sy < 0), dy[d]);
        ck_assert_int_eq (rimau_point_neighbour (q, RIMAU_DIRECTION_OPPOSITE (d)), p);
        ck_assert (rimau_points_are_joined (p, q));
      }
}
END_TEST

START_TEST (test_square_diagonals_on_even_points)
{
  for (int x = 0; x < 5; x++)
    for (int y = 2; y < 6; y++)
      {
        int p = rimau_point_at (x, y);
        gboolean even = (x + y) % 2 == 0;

        if (x < 4)
          ck_assert_int_eq (rimau_points_are_joined (p, rimau_point_at (x + 1, y + 1)), even);
        if (x > 0)
          ck_assert_int_eq (rimau_points_are_joined (p, rimau_point_at (x - 1, y + 1)), even);
      }
}
END_TEST

START_TEST (test_lines_of_the_rules)
{
  static const char *lines[][10] = {
    { "a9", "b8", "c7", "d6", "e5", NULL },
    { "c1", "c2", "c3", "c4", "c5", "c6", "c7", "c8", "c9", NULL },
    { "a1", "c1", "e1", NULL },
    { "b8", "c8", "d8", NULL },
    { "a9", "c9", "e9", NULL },
    { "b2", "c2", "d2", NULL },
    { "e9", "d8", "c7", "b6", "a5", NULL },
    { "a1", "b2", "c3", "d4", "e5", NULL },
    { "e1", "d2", "c3", "b4", "a5", NULL },
    { "a3", "b4", "c5", "d6", "e7", NULL },
    { "a7", "b6", "c5", "d4", "e3", NULL },
    { "a3", "a4", "a5", "a6", "a7", NULL },
    { "a5", "b5", "c5", "d5", "e5", NULL },
    { "a3", "b3", "c3", "d3", "e3", NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (lines); i++)
    assert_line (lines[i]);

  /* b8–c8 is the half-way line: it does not carry on to b7 or c9. */
  ck_assert (!rimau_points_are_joined (point ("b8"), point ("b7")));
  ck_assert (!rimau_points_are_joined (point ("c8"), point ("b7")));
  ck_assert (!rimau_points_are_joined (point ("a9"), point ("a7")));
  ck_assert (!rimau_points_are_joined (point ("b3"), point ("c4")));
}
END_TEST

static Suite *
board_suite (void)
{
  Suite *s = suite_create ("board");
  TCase *tc = tcase_create ("topology");

  tcase_add_test (tc, test_points_in_canonical_order);
  tcase_add_test (tc, test_link_count);
  tcase_add_test (tc, test_links_are_symmetric_and_directed);
  tcase_add_test (tc, test_square_diagonals_on_even_points);
  tcase_add_test (tc, test_lines_of_the_rules);
  suite_add_tcase (s, tc);

  return s;
}

int
main (void)
{
  return test_run_suite (board_suite ());
}
