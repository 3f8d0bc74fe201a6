/* test-game.c — RimauGame: history, cursor, draws, signals and properties
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "rimau-test.h"

static RimauGame *
game_from (RimauVariant  variant,
           guint         concede,
           const char   *position)
{
  RimauRules rules = test_rules (variant, rimau_variant_default_captures (variant), concede);
  RimauPosition start;

  if (position == NULL)
    return rimau_game_new (&rules);

  start = test_position (&rules, position);
  return rimau_game_new_from_position (&start);
}

static void
count_changed (RimauGame *game,
               guint     *count)
{
  (*count)++;
}

static void
count_notify (GObject    *object,
              GParamSpec *pspec,
              guint      *count)
{
  (*count)++;
}

START_TEST (test_new_game)
{
  g_autoptr(RimauGame) game = game_from (RIMAU_VARIANT_RIMAU_RIMAU_A, 10, NULL);
  g_autofree char *text = test_position_text (game);

  ck_assert_str_eq (text, rimau_variant_start_string (RIMAU_VARIANT_RIMAU_RIMAU_A));
  ck_assert (rimau_game_starts_from_variant (game));
  ck_assert (!rimau_game_get_can_undo (game));
  ck_assert (!rimau_game_get_can_redo (game));
  ck_assert_int_eq (rimau_game_get_outcome (game), RIMAU_OUTCOME_NONE);
  ck_assert_int_eq (rimau_game_get_side_to_move (game), RIMAU_SIDE_TIGERS);
  ck_assert_uint_eq (rimau_game_get_n_plies (game), 0);
}
END_TEST

START_TEST (test_undo_redo_go_to_round_trip)
{
  g_autoptr(RimauGame) game = game_from (RIMAU_VARIANT_RIMAU_RIMAU_A, 10, NULL);
  g_autoptr(GPtrArray) seen = g_ptr_array_new_with_free_func (g_free);
  const char *plies = "xc5 xb4 xd6 c7-a9 @c7 a9-b8 @a9 c3-c2 @c3";
  guint n;

  g_ptr_array_add (seen, test_position_text (game));
  {
    g_auto(GStrv) texts = g_strsplit (plies, " ", -1);

    for (guint i = 0; texts[i] != NULL; i++)
      {
        test_play (game, texts[i]);
        g_ptr_array_add (seen, test_position_text (game));
      }
  }
  n = rimau_game_get_n_plies (game);
  ck_assert_uint_eq (n, 9);

  /* Undo all the way back, checking each position on the way. */
  for (guint i = n; i > 0; i--)
    {
      g_autofree char *text = NULL;

      ck_assert (rimau_game_undo (game));
      text = test_position_text (game);
      ck_assert_str_eq (text, g_ptr_array_index (seen, i - 1));
      ck_assert (rimau_game_get_can_redo (game));
    }
  ck_assert (!rimau_game_undo (game));
  ck_assert (!rimau_game_get_can_undo (game));

  /* Redo all the way forward. */
  for (guint i = 1; i <= n; i++)
    {
      g_autofree char *text = NULL;

      ck_assert (rimau_game_redo (game));
      text = test_position_text (game);
      ck_assert_str_eq (text, g_ptr_array_index (seen, i));
    }
  ck_assert (!rimau_game_redo (game));

  /* Jump anywhere. */
  for (guint i = 0; i <= n; i++)
    {
      guint target = (i * 5) % (n + 1);
      g_autofree char *text = NULL;

      rimau_game_go_to (game, target);
      ck_assert_uint_eq (rimau_game_get_cursor (game), target);
      text = test_position_text (game);
      ck_assert_str_eq (text, g_ptr_array_index (seen, target));
    }
  ck_assert (!rimau_game_go_to (game, n + 1));
}
END_TEST

START_TEST (test_playing_drops_the_redo_tail)
{
  g_autoptr(RimauGame) game = game_from (RIMAU_VARIANT_RIMAU_RIMAU_B, 10, NULL);
  g_autofree char *text = NULL;

  test_play (game, "xc4 -- @c4 c3-b2");
  rimau_game_go_to (game, 2);
  ck_assert (rimau_game_get_can_redo (game));
  test_play (game, "@e1");
  ck_assert (!rimau_game_get_can_redo (game));
  ck_assert_uint_eq (rimau_game_get_n_plies (game), 3);
  text = test_position_text (game);
  ck_assert_str_eq (text, ".../.../..T../.MMM./.M.M./.M.M./..T../.../..M t 13 - 0 2");
}
END_TEST

START_TEST (test_illegal_play_changes_nothing)
{
  g_autoptr(RimauGame) game = game_from (RIMAU_VARIANT_RIMAU_RIMAU_A, 10, NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  guint changed = 0;
  RimauMove bogus = { .kind = RIMAU_MOVE_STEP, .from = 8, .to = 4 };

  test_play (game, "xc5");
  before = test_position_text (game);
  g_signal_connect (game, "changed", G_CALLBACK (count_changed), &changed);

  ck_assert (!rimau_game_play_text (game, "c3-c2", &error));
  ck_assert (g_error_matches (error, RIMAU_MOVE_ERROR, RIMAU_MOVE_ERROR_ILLEGAL));
  g_clear_error (&error);
  ck_assert (!rimau_game_play_text (game, "nonsense", &error));
  ck_assert (g_error_matches (error, RIMAU_MOVE_ERROR, RIMAU_MOVE_ERROR_MALFORMED));
  g_clear_error (&error);
  ck_assert (!rimau_game_play (game, &bogus, &error));
  ck_assert (g_error_matches (error, RIMAU_GAME_ERROR, RIMAU_GAME_ERROR_ILLEGAL));

  after = test_position_text (game);
  ck_assert_str_eq (after, before);
  ck_assert_uint_eq (rimau_game_get_n_plies (game), 1);
  ck_assert_uint_eq (changed, 0);
}
END_TEST

START_TEST (test_signals_and_properties)
{
  g_autoptr(RimauGame) game = game_from (RIMAU_VARIANT_SUMATRA, 10, NULL);
  guint changed = 0, can_undo_notified = 0, side_notified = 0;
  gboolean can_undo;
  RimauSide side;

  g_signal_connect (game, "changed", G_CALLBACK (count_changed), &changed);
  g_signal_connect (game, "notify::can-undo", G_CALLBACK (count_notify), &can_undo_notified);
  g_signal_connect (game, "notify::side-to-move", G_CALLBACK (count_notify), &side_notified);

  test_play (game, "c3-c2");
  ck_assert_uint_eq (changed, 1);
  ck_assert_uint_ge (can_undo_notified, 1);
  ck_assert_uint_ge (side_notified, 1);

  g_object_get (game, "can-undo", &can_undo, "side-to-move", &side, NULL);
  ck_assert (can_undo);
  ck_assert_int_eq (side, RIMAU_SIDE_MEN);

  rimau_game_undo (game);
  ck_assert_uint_eq (changed, 2);
  g_object_get (game, "can-undo", &can_undo, "side-to-move", &side, NULL);
  ck_assert (!can_undo);
  ck_assert_int_eq (side, RIMAU_SIDE_TIGERS);
}
END_TEST

START_TEST (test_repetition_draw)
{
  /* Tigers on a9 and e9, men on a1 and c5: both sides shuffle back and forth. */
  g_autoptr(RimauGame) game = game_from (RIMAU_VARIANT_RIMAU_RIMAU_A, 0,
                                         "T.T/.../...../...../..M../...../...../.../M.. t 0 - 0 30");
  RimauOutcome outcome;

  test_play (game, "a9-b8 c5-c4 b8-a9 c4-c5");   /* the start position, second time */
  ck_assert_int_eq (rimau_game_get_outcome (game), RIMAU_OUTCOME_NONE);
  test_play (game, "a9-b8 c5-c4 b8-a9");
  ck_assert_int_eq (rimau_game_get_outcome (game), RIMAU_OUTCOME_NONE);
  test_play (game, "c4-c5");                      /* third time */
  ck_assert_int_eq (rimau_game_get_outcome (game), RIMAU_OUTCOME_DRAW);
  ck_assert_int_eq (rimau_game_get_end_reason (game), RIMAU_END_REASON_REPETITION);
  g_object_get (game, "outcome", &outcome, NULL);
  ck_assert_int_eq (outcome, RIMAU_OUTCOME_DRAW);
  ck_assert (!rimau_game_play_text (game, "a9-b8", NULL));

  /* Going back one ply undoes the draw. */
  rimau_game_undo (game);
  ck_assert_int_eq (rimau_game_get_outcome (game), RIMAU_OUTCOME_NONE);
  ck_assert (rimau_game_play_text (game, "a1-b2", NULL));
}
END_TEST

START_TEST (test_repeating_move_found)
{
  g_autoptr(RimauGame) game = game_from (RIMAU_VARIANT_RIMAU_RIMAU_A, 0,
                                         "T.T/.../...../...../..M../...../...../.../M.. t 0 - 0 30");
  RimauMove move;
  char text[RIMAU_MOVE_TEXT_SIZE];

  ck_assert_uint_eq (rimau_game_find_repeating_ply (game, &move), 0);
  test_play (game, "a9-b8 c5-c4 b8-a9 c4-c5");   /* the start position, second time */
  /* a9-b8 would bring up its position only a second time. */
  ck_assert_uint_eq (rimau_game_find_repeating_ply (game, &move), 0);
  test_play (game, "a9-b8 c5-c4 b8-a9");
  ck_assert_uint_eq (rimau_game_find_repeating_ply (game, &move), 1);
  ck_assert_str_eq (rimau_move_to_text (&move, text), "c4-c5");

  /* A game over has no plies at all. */
  test_play (game, "c4-c5");
  ck_assert_uint_eq (rimau_game_find_repeating_ply (game, NULL), 0);
}
END_TEST

START_TEST (test_quiet_ply_draw)
{
  g_autoptr(RimauGame) game = game_from (RIMAU_VARIANT_RIMAU_RIMAU_A, 0,
                                         "T.T/.../...../...../..M../...../...../.../M.. t 0 - 97 30");

  test_play (game, "a9-b8 c5-c4");
  ck_assert_int_eq (rimau_game_get_outcome (game), RIMAU_OUTCOME_NONE);
  test_play (game, "e9-d8");
  ck_assert_uint_eq (rimau_game_get_position (game)->quiet, 100);
  ck_assert_int_eq (rimau_game_get_outcome (game), RIMAU_OUTCOME_DRAW);
  ck_assert_int_eq (rimau_game_get_end_reason (game), RIMAU_END_REASON_QUIET_PLIES);
}
END_TEST

START_TEST (test_jump_resets_quiet_plies)
{
  g_autoptr(RimauGame) game = game_from (RIMAU_VARIANT_RIMAU_RIMAU_A, 0,
                                         ".../.../..T../..M../...../...../..T../.../M.. t 0 - 99 30");

  test_play (game, "c7xc5");
  ck_assert_uint_eq (rimau_game_get_position (game)->quiet, 0);
  ck_assert_int_eq (rimau_game_get_outcome (game), RIMAU_OUTCOME_NONE);
}
END_TEST

START_TEST (test_win_reasons)
{
  g_autoptr(RimauGame) trapped = game_from (RIMAU_VARIANT_RIMAU_RIMAU_A, 10,
                                            ".../.../...../...../...../...../..M../M../T.M m 10 - 0 20");
  g_autoptr(RimauGame) captured = game_from (RIMAU_VARIANT_RIMAU_RIMAU_A, 10,
                                             ".../.../..T../..M../...../...../..T../.../... t 10 - 0 20");

  test_play (trapped, "@c1");
  ck_assert_int_eq (rimau_game_get_outcome (trapped), RIMAU_OUTCOME_MEN);
  ck_assert_int_eq (rimau_game_get_end_reason (trapped), RIMAU_END_REASON_TIGERS_TRAPPED);

  test_play (captured, "c7xc5");
  ck_assert_int_eq (rimau_game_get_outcome (captured), RIMAU_OUTCOME_TIGERS);
  ck_assert_int_eq (rimau_game_get_end_reason (captured), RIMAU_END_REASON_MEN_CAPTURED);
}
END_TEST

START_TEST (test_moves_from_a_point)
{
  g_autoptr(RimauGame) game = game_from (RIMAU_VARIANT_RIMAU_RIMAU_A, 10, NULL);
  RimauMove moves[RIMAU_MAX_MOVES];
  char text[RIMAU_MOVE_TEXT_SIZE];

  ck_assert_uint_eq (rimau_game_get_plies_from (game, rimau_point_from_name ("c5", 2), moves), 1);
  ck_assert_str_eq (rimau_move_to_text (&moves[0], text), "xc5");
  ck_assert_uint_eq (rimau_game_get_plies_from (game, rimau_point_from_name ("c3", 2), moves), 0);

  test_play (game, "xc5 xc4 xc6");
  /* The tiger on c3 may go to any of the 29 empty points. */
  ck_assert_uint_eq (rimau_game_get_plies_from (game, rimau_point_from_name ("c3", 2), moves), 29);
  test_play (game, "--");
  ck_assert_uint_eq (rimau_game_get_plies_from (game, rimau_point_from_name ("c5", 2), moves), 1);
  ck_assert_str_eq (rimau_move_to_text (&moves[0], text), "@c5");
  test_play (game, "@c5");
  /* Six steps, and jumps over b4 to a5 and over d4 to e5. */
  ck_assert_uint_eq (rimau_game_get_plies_from (game, rimau_point_from_name ("c3", 2), moves), 8);
}
END_TEST

START_TEST (test_tags)
{
  g_autoptr(RimauGame) game = game_from (RIMAU_VARIANT_RIMAU_RIMAU_A, 10, NULL);
  g_auto(GStrv) names = NULL;

  rimau_game_set_tag (game, "Tigers", "Siti");
  rimau_game_set_tag (game, "Men", "Hang Tuah");
  rimau_game_set_tag (game, "Tigers", "Aminah");
  rimau_game_set_tag (game, "Event", "Kampung cup");
  rimau_game_set_tag (game, "Men", NULL);

  names = rimau_game_dup_tag_names (game);
  ck_assert_uint_eq (g_strv_length (names), 2);
  ck_assert_str_eq (names[0], "Tigers");
  ck_assert_str_eq (names[1], "Event");
  ck_assert_str_eq (rimau_game_get_tag (game, "Tigers"), "Aminah");
  ck_assert_ptr_null (rimau_game_get_tag (game, "Men"));
}
END_TEST

/* Today, as the Date tag has it. */
static char *
today_text (void)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();

  return g_date_time_format (now, "%Y-%m-%d");
}

/* ISO 8601's YYYY-MM-DD, padded whatever the year; today's by default. */
START_TEST (test_date)
{
  g_autoptr(RimauGame) game = game_from (RIMAU_VARIANT_RIMAU_RIMAU_A, 10, NULL);
  g_autoptr(GDateTime) december = g_date_time_new_local (2026, 12, 4, 23, 59, 59);
  g_autoptr(GDateTime) long_ago = g_date_time_new_utc (987, 1, 5, 0, 0, 0);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_auto(GStrv) names = NULL;
  const char *today;

  rimau_game_set_date (game, december);
  ck_assert_str_eq (rimau_game_get_tag (game, "Date"), "2026-12-04");
  rimau_game_set_date (game, long_ago);
  ck_assert_str_eq (rimau_game_get_tag (game, "Date"), "0987-01-05");

  /* The day it began or, past midnight, the day it ended. */
  before = today_text ();
  rimau_game_set_date (game, NULL);
  after = today_text ();
  today = rimau_game_get_tag (game, "Date");
  ck_assert_msg (g_str_equal (today, before) || g_str_equal (today, after), "%s is not today", today);

  names = rimau_game_dup_tag_names (game);
  ck_assert_uint_eq (g_strv_length (names), 1);
  ck_assert_str_eq (names[0], "Date");
}
END_TEST

static Suite *
game_suite (void)
{
  Suite *s = suite_create ("game");
  TCase *tc = tcase_create ("game");

  tcase_add_test (tc, test_new_game);
  tcase_add_test (tc, test_undo_redo_go_to_round_trip);
  tcase_add_test (tc, test_playing_drops_the_redo_tail);
  tcase_add_test (tc, test_illegal_play_changes_nothing);
  tcase_add_test (tc, test_signals_and_properties);
  tcase_add_test (tc, test_repetition_draw);
  tcase_add_test (tc, test_repeating_move_found);
  tcase_add_test (tc, test_quiet_ply_draw);
  tcase_add_test (tc, test_jump_resets_quiet_plies);
  tcase_add_test (tc, test_win_reasons);
  tcase_add_test (tc, test_moves_from_a_point);
  tcase_add_test (tc, test_tags);
  tcase_add_test (tc, test_date);
  suite_add_tcase (s, tc);

  return s;
}

int
main (void)
{
  return test_run_suite (game_suite ());
}
