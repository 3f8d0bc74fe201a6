/* test-record.c — game records: writing, reading, every error
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "rimau-test.h"
#include "rimau-record-private.h"

#define VARIANT_A "[Variant \"rimau-rimau-a\"]\n"

/* After xc4 xc5 xc6 -- @c5 in rimau-rimau-a. */
#define AFTER_OPENING ".../.../..T../.M.M./.MMM./.M.M./..T../.../... t 14 - 0 2"
/* The tigers win with c7xc5 here (10 men left, concede 10). */
#define ONE_JUMP_TO_WIN ".../.../..T../..M../...../...../..T../.../... t 10 - 0 20"

static RimauGame *
parse_ok (const char *text)
{
  g_autoptr(GError) error = NULL;
  RimauGame *game = rimau_record_parse (text, strlen (text), NULL, NULL, &error);

  if (game == NULL)
    ck_abort_msg ("the record should be read: %s\n%s", error->message, text);
  return game;
}

static RimauGame *
game_from_position (RimauVariant      variant,
                    RimauCaptureRule  captures,
                    guint             concede,
                    const char       *position)
{
  RimauRules rules = test_rules (variant, captures, concede);
  RimauPosition start = test_position (&rules, position);

  return rimau_game_new_from_position (&start);
}

/* Reads @length bytes of @text, expecting the error @code at @line and
 * @column, with a message that starts with "Line L, column C: " and holds
 * @fragment. */
static void
check_error_n (const char       *text,
               gsize             length,
               RimauRecordError  code,
               guint             line,
               guint             column,
               const char       *fragment)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(RimauGame) game = NULL;
  g_autofree char *prefix = g_strdup_printf ("Line %u, column %u: ", line, column);
  guint error_line = 0, error_column = 0, carried_line = 0, carried_column = 0;

  game = rimau_record_parse (text, length, &error_line, &error_column, &error);
  ck_assert_msg (game == NULL, "the record should be refused:\n%s", text);
  ck_assert_msg (g_error_matches (error, RIMAU_RECORD_ERROR, code),
                 "expected code %d, got %s %d: %s", code,
                 g_quark_to_string (error->domain), error->code, error->message);
  ck_assert_uint_eq (error_line, line);
  ck_assert_uint_eq (error_column, column);
  ck_assert_msg (g_str_has_prefix (error->message, prefix), "“%s” should start with “%s”", error->message, prefix);
  ck_assert_msg (strstr (error->message, fragment) != NULL, "“%s” should hold “%s”", error->message, fragment);
  ck_assert_msg (g_utf8_validate (error->message, -1, NULL), "the message should be UTF-8");

  /* The location and the bare reason travel with the error too. */
  ck_assert (rimau_record_error_get_location (error, &carried_line, &carried_column));
  ck_assert_uint_eq (carried_line, line);
  ck_assert_uint_eq (carried_column, column);
  ck_assert_str_eq (rimau_record_error_get_reason (error), error->message + strlen (prefix));
}

static void
check_error (const char       *text,
             RimauRecordError  code,
             guint             line,
             guint             column,
             const char       *fragment)
{
  check_error_n (text, strlen (text), code, line, column, fragment);
}

static void
check_message (const char *text,
               const char *message)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(RimauGame) game = rimau_record_parse (text, strlen (text), NULL, NULL, &error);

  ck_assert (game == NULL);
  ck_assert_str_eq (error->message, message);
}

static void
assert_same_game (RimauGame *expected,
                  RimauGame *actual)
{
  guint n = rimau_game_get_n_plies (expected);
  g_autofree char *expected_start = rimau_position_to_string (rimau_game_get_start_position (expected));
  g_autofree char *actual_start = rimau_position_to_string (rimau_game_get_start_position (actual));
  g_autofree char *expected_end = rimau_position_to_string (rimau_game_get_position_at (expected, n));
  g_autofree char *actual_end = test_position_text (actual);

  ck_assert_uint_eq (rimau_game_get_n_plies (actual), n);
  ck_assert_uint_eq (rimau_game_get_cursor (actual), n);
  ck_assert (rimau_rules_equal (rimau_game_get_rules (actual), rimau_game_get_rules (expected)));
  ck_assert_str_eq (actual_start, expected_start);
  ck_assert (rimau_position_equal (rimau_game_get_start_position (actual), rimau_game_get_start_position (expected)));
  for (guint i = 0; i < n; i++)
    ck_assert_msg (rimau_move_equal (rimau_game_get_ply (actual, i), rimau_game_get_ply (expected, i)),
                   "ply %u differs", i + 1);
  ck_assert_str_eq (actual_end, expected_end);
  ck_assert (rimau_position_equal (rimau_game_get_position (actual), rimau_game_get_position_at (expected, n)));
}

/* ------------------------------------------------------------------------ */
/* Writing                                                                  */

START_TEST (test_write_exact_text)
{
  RimauRules rules = test_rules (RIMAU_VARIANT_RIMAU_RIMAU_A, RIMAU_CAPTURE_SINGLE, 10);
  g_autoptr(RimauGame) game = rimau_game_new (&rules);
  g_autofree char *text = NULL;

  /* Set out of order, with tags the writer must leave out or clean. */
  rimau_game_set_tag (game, "Event", "Club \"night\" \\ 1");
  rimau_game_set_tag (game, "Men", "hunter");
  rimau_game_set_tag (game, "Variant", "nonsense");
  rimau_game_set_tag (game, "Result", "1-0");
  rimau_game_set_tag (game, "Tigers", "Siti\nAminah");
  rimau_game_set_tag (game, "bad name", "left out");
  rimau_game_set_tag (game, "Date", "2026-03-01");
  test_play (game, "xc4 xc5 xc6 -- @c5 c3-c2 @c4");

  text = rimau_record_write (game);
  ck_assert_str_eq (text,
                    "[Variant \"rimau-rimau-a\"]\n"
                    "[Captures \"single\"]\n"
                    "[Concede \"10\"]\n"
                    "[Date \"2026-03-01\"]\n"
                    "[Tigers \"Siti Aminah\"]\n"
                    "[Men \"hunter\"]\n"
                    "[Result \"*\"]\n"
                    "[Event \"Club \\\"night\\\" \\\\ 1\"]\n"
                    "\n"
                    "1. xc4 xc5 xc6 -- @c5 2. c3-c2 @c4 *\n");
}
END_TEST

START_TEST (test_write_position_and_men_first)
{
  g_autoptr(RimauGame) game =
    game_from_position (RIMAU_VARIANT_SUMATRA, RIMAU_CAPTURE_ODD, 0,
                        ".../.../..T../.MMM./.M.M./.MMM./...../.T./... m 16 - 1 1");
  g_autoptr(RimauGame) empty = NULL;
  g_autofree char *text = NULL;
  g_autofree char *empty_text = NULL;
  RimauRules rules = test_rules (RIMAU_VARIANT_RIMAU, RIMAU_CAPTURE_ODD, 10);

  test_play (game, "@c5 c2-c3 @c2");
  text = rimau_record_write (game);
  ck_assert_str_eq (text,
                    "[Variant \"sumatra\"]\n"
                    "[Captures \"odd\"]\n"
                    "[Concede \"0\"]\n"
                    "[Result \"*\"]\n"
                    "[Position \".../.../..T../.MMM./.M.M./.MMM./...../.T./... m 16 - 1 1\"]\n"
                    "\n"
                    "1... @c5 2. c2-c3 @c2 *\n");

  empty = rimau_game_new (&rules);
  empty_text = rimau_record_write (empty);
  ck_assert_str_eq (empty_text,
                    "[Variant \"rimau\"]\n"
                    "[Captures \"odd\"]\n"
                    "[Concede \"10\"]\n"
                    "[Result \"*\"]\n"
                    "\n"
                    "*\n");
}
END_TEST

START_TEST (test_write_finished_game)
{
  g_autoptr(RimauGame) game =
    game_from_position (RIMAU_VARIANT_RIMAU_RIMAU_A, RIMAU_CAPTURE_SINGLE, 10, ONE_JUMP_TO_WIN);
  g_autofree char *text = NULL;

  test_play (game, "c7xc5");
  text = rimau_record_write (game);
  ck_assert (g_str_has_suffix (text, "[Result \"1-0\"]\n"
                                     "[Position \"" ONE_JUMP_TO_WIN "\"]\n"
                                     "\n"
                                     "20. c7xc5 1-0\n"));
}
END_TEST

START_TEST (test_write_all_plies_wherever_the_cursor)
{
  g_autoptr(RimauGame) game =
    game_from_position (RIMAU_VARIANT_RIMAU_RIMAU_A, RIMAU_CAPTURE_SINGLE, 10, ONE_JUMP_TO_WIN);
  g_autoptr(RimauGame) loaded = NULL;
  g_autofree char *text = NULL;

  test_play (game, "c7xc5");
  rimau_game_go_to (game, 0);
  ck_assert_int_eq (rimau_game_get_outcome (game), RIMAU_OUTCOME_NONE);

  /* The record is the game up to its last ply, and says how it ended. */
  text = rimau_record_write (game);
  ck_assert (g_str_has_suffix (text, "\n20. c7xc5 1-0\n"));
  ck_assert (strstr (text, "[Result \"1-0\"]\n") != NULL);

  loaded = parse_ok (text);
  ck_assert_uint_eq (rimau_game_get_cursor (loaded), 1);
  ck_assert_int_eq (rimau_game_get_outcome (loaded), RIMAU_OUTCOME_TIGERS);
  ck_assert_uint_eq (rimau_game_get_cursor (game), 0);
}
END_TEST

/* Lines of at most 80 characters, each turn number with its ply. */
static void
check_plies_layout (const char *text)
{
  const char *plies = strstr (text, "\n\n");
  g_auto(GStrv) lines = NULL;

  ck_assert_ptr_nonnull (plies);
  lines = g_strsplit (plies + 2, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      gsize length = strlen (lines[i]);

      ck_assert_msg (length <= 80, "line of %u characters: %s", (guint) length, lines[i]);
      ck_assert_msg (length == 0 || lines[i][length - 1] != '.', "a line ends with a turn number: %s", lines[i]);
      ck_assert_msg (lines[i + 1] != NULL || length == 0, "the record should end with a newline");
    }
}

/* ------------------------------------------------------------------------ */
/* Round trips                                                              */

static RimauGame *
random_game (const RimauRules *rules,
             guint64           seed,
             guint             max_plies)
{
  RimauGame *game = rimau_game_new (rules);
  guint64 rng = seed;

  for (guint i = 0; i < max_plies && rimau_game_get_outcome (game) == RIMAU_OUTCOME_NONE; i++)
    {
      g_autoptr(GError) error = NULL;
      RimauMove move;

      ck_assert (rimau_position_random_move (rimau_game_get_position (game), &rng, &move));
      if (!rimau_game_play (game, &move, &error))
        ck_abort_msg ("random ply: %s", error->message);
    }

  return game;
}

static void
check_round_trip (RimauGame *game)
{
  g_autofree char *text = rimau_record_write (game);
  g_autoptr(RimauGame) loaded = parse_ok (text);
  g_autofree char *again = rimau_record_write (loaded);
  RimauOutcome outcome;

  assert_same_game (game, loaded);
  if (rimau_game_get_cursor (game) == rimau_game_get_n_plies (game))
    {
      ck_assert_int_eq (rimau_game_get_outcome (loaded), rimau_game_get_outcome (game));
      ck_assert_int_eq (rimau_game_get_end_reason (loaded), rimau_game_get_end_reason (game));
    }
  outcome = rimau_game_get_outcome (loaded);
  ck_assert_str_eq (rimau_game_get_tag (loaded, "Result"),
                    outcome == RIMAU_OUTCOME_TIGERS ? "1-0" :
                    outcome == RIMAU_OUTCOME_MEN ? "0-1" :
                    outcome == RIMAU_OUTCOME_DRAW ? "1/2-1/2" : "*");
  ck_assert_str_eq (again, text);
  check_plies_layout (text);
}

START_TEST (test_round_trip_random_games)
{
  guint ended[RIMAU_N_VARIANTS] = { 0 };
  guint outcomes[4] = { 0 };
  guint n_games = 0;

  for (guint variant = 0; variant < RIMAU_N_VARIANTS; variant++)
    for (guint captures = RIMAU_CAPTURE_SINGLE; captures <= RIMAU_CAPTURE_ODD; captures++)
      for (guint64 seed = 1; seed <= 24; seed++)
        {
          static const guint concedes[] = { 10, 0, 5, 14 };
          RimauRules rules = test_rules (variant, captures, concedes[seed % 4]);
          /* Most games are played to their end, some stop early. */
          guint max_plies = seed % 3 == 0 ? (guint) seed * 3 : 100000;
          g_autoptr(RimauGame) game = random_game (&rules, seed * 7919 + variant * 31 + captures, max_plies);

          check_round_trip (game);
          n_games++;
          if (rimau_game_get_outcome (game) != RIMAU_OUTCOME_NONE)
            ended[variant]++;
          outcomes[rimau_game_get_outcome (game)]++;
        }

  ck_assert_uint_eq (n_games, 4 * 2 * 24);
  for (guint variant = 0; variant < RIMAU_N_VARIANTS; variant++)
    ck_assert_uint_ge (ended[variant], 20);
  ck_assert_uint_ge (outcomes[RIMAU_OUTCOME_NONE], 1);
  ck_assert_uint_ge (outcomes[RIMAU_OUTCOME_TIGERS], 1);
  ck_assert_uint_ge (outcomes[RIMAU_OUTCOME_DRAW], 1);
}
END_TEST

START_TEST (test_round_trip_from_positions)
{
  /* From the middle of random games, with the men or the tigers to move. */
  for (guint variant = 0; variant < RIMAU_N_VARIANTS; variant++)
    for (guint64 seed = 1; seed <= 12; seed++)
      {
        RimauRules rules = test_rules (variant, seed % 2 ? RIMAU_CAPTURE_ODD : RIMAU_CAPTURE_SINGLE, 10);
        g_autoptr(RimauGame) opening = random_game (&rules, seed, (guint) seed * 5);
        g_autoptr(RimauGame) game = rimau_game_new_from_position (rimau_game_get_position (opening));
        guint64 rng = seed * 13;

        for (guint i = 0; i < 400 && rimau_game_get_outcome (game) == RIMAU_OUTCOME_NONE; i++)
          {
            RimauMove move;

            ck_assert (rimau_position_random_move (rimau_game_get_position (game), &rng, &move));
            ck_assert (rimau_game_play (game, &move, NULL));
          }
        ck_assert (!rimau_game_starts_from_variant (game));
        check_round_trip (game);
      }
}
END_TEST

START_TEST (test_round_trip_tags)
{
  RimauRules rules = test_rules (RIMAU_VARIANT_RIMAU_RIMAU_B, RIMAU_CAPTURE_SINGLE, 10);
  g_autoptr(RimauGame) game = rimau_game_new (&rules);
  g_autoptr(RimauGame) loaded = NULL;
  g_autofree char *text = NULL;
  g_auto(GStrv) names = NULL;

  rimau_game_set_tag (game, "Site", "Kuala Lumpur");
  rimau_game_set_tag (game, "Tigers", "Ñoño \"the tiger\" \\o/");
  rimau_game_set_tag (game, "Men", "");
  rimau_game_set_tag (game, "Round_2", "{not a comment}");
  test_play (game, "xc4 --");

  text = rimau_record_write (game);
  loaded = parse_ok (text);
  ck_assert_str_eq (rimau_game_get_tag (loaded, "Site"), "Kuala Lumpur");
  ck_assert_str_eq (rimau_game_get_tag (loaded, "Tigers"), "Ñoño \"the tiger\" \\o/");
  ck_assert_str_eq (rimau_game_get_tag (loaded, "Men"), "");
  ck_assert_str_eq (rimau_game_get_tag (loaded, "Round_2"), "{not a comment}");
  ck_assert_ptr_null (rimau_game_get_tag (loaded, "Variant"));
  ck_assert_ptr_null (rimau_game_get_tag (loaded, "Date"));

  /* The record's order: players, Result, then the others as they came. */
  names = rimau_game_dup_tag_names (loaded);
  ck_assert_uint_eq (g_strv_length (names), 5);
  ck_assert_str_eq (names[0], "Tigers");
  ck_assert_str_eq (names[1], "Men");
  ck_assert_str_eq (names[2], "Result");
  ck_assert_str_eq (names[3], "Site");
  ck_assert_str_eq (names[4], "Round_2");
}
END_TEST

/* A value longer than a reader takes is cut to that length, and a name
 * that long left out, so that the record written can be read. */
START_TEST (test_round_trip_long_tags)
{
  RimauRules rules = test_rules (RIMAU_VARIANT_RIMAU_RIMAU_A, RIMAU_CAPTURE_SINGLE, 10);
  g_autoptr(RimauGame) game = rimau_game_new (&rules);
  g_autoptr(RimauGame) loaded = NULL;
  g_autoptr(GString) name = g_string_new ("T");
  g_autoptr(GString) value = g_string_new (NULL);
  g_autoptr(GString) analysis = g_string_new (NULL);
  g_autofree char *text = NULL;

  for (guint i = 0; i < 300; i++)
    g_string_append (value, "é");
  for (guint i = 0; i < 300; i++)
    g_string_append_c (name, 'x');
  for (guint i = 0; i < 1000; i++)
    g_string_append (analysis, "+0.00/1 xc4; ");
  rimau_game_set_tag (game, "Tigers", value->str);
  rimau_game_set_tag (game, name->str, "a");
  rimau_game_set_tag (game, "Analysis", analysis->str);

  text = rimau_record_write (game);
  loaded = parse_ok (text);
  ck_assert_uint_eq (g_utf8_strlen (rimau_game_get_tag (loaded, "Tigers"), -1), RIMAU_RECORD_MAX_TAG_LENGTH);
  ck_assert (g_str_has_prefix (value->str, rimau_game_get_tag (loaded, "Tigers")));
  ck_assert_ptr_null (rimau_game_get_tag (loaded, name->str));
  ck_assert_str_eq (rimau_game_get_tag (loaded, "Analysis"), analysis->str);
}
END_TEST

/* ------------------------------------------------------------------------ */
/* Reading                                                                  */

START_TEST (test_read_hand_written)
{
  const char *text =
    "\xEF\xBB\xBF{ A game from the club }\r\n"
    "[Event \"Club \\\"night\\\"\"]\r\n"
    "  [Variant\t\"rimau-rimau-a\" ]  \r\n"
    "[Tigers \"C:\\games\"]\r\n"
    "{ between tags }\r\n"
    "[Result \"*\"]\r\n"
    "\r\n"
    "xc4 xc5 {the centre} xc6\r\n"
    "-- @c5 { drop\r\n"
    " in the middle } c3-c2{glued}@c4\r\n"
    "*  {the end}\r\n";
  g_autoptr(RimauGame) game = parse_ok (text);
  g_autofree char *position = test_position_text (game);
  g_auto(GStrv) names = rimau_game_dup_tag_names (game);

  ck_assert_uint_eq (rimau_game_get_n_plies (game), 7);
  ck_assert_uint_eq (rimau_game_get_cursor (game), 7);
  ck_assert_str_eq (position, ".../.../..T../.M.M./.MMM./.MMM./...../.T./... t 13 - 0 3");
  ck_assert_str_eq (rimau_game_get_tag (game, "Event"), "Club \"night\"");
  ck_assert_str_eq (rimau_game_get_tag (game, "Tigers"), "C:\\games");
  ck_assert_str_eq (rimau_game_get_tag (game, "Result"), "*");
  ck_assert_uint_eq (g_strv_length (names), 3);

  /* Locations after CRLF lines are the same as after LF ones. */
  check_error ("\xEF\xBB\xBF" "[Variant \"rimau-rimau-a\"]\r\n\r\nxc4 xc5\r\n   xc3\r\n",
               RIMAU_RECORD_ERROR_ILLEGAL_PLY, 4, 4, "“xc3” is not legal here");
}
END_TEST

/* Rimau wrote dates as 2026.12.04 once; a Date tag is free text, read and
 * written again as it is. */
START_TEST (test_read_any_date)
{
  const char *text = VARIANT_A "[Date \"2026.12.04\"]\n[Result \"*\"]\n\n*\n";
  g_autoptr(RimauGame) game = parse_ok (text);
  g_autofree char *written = rimau_record_write (game);

  ck_assert_str_eq (rimau_game_get_tag (game, "Date"), "2026.12.04");
  ck_assert_msg (strstr (written, "\n[Date \"2026.12.04\"]\n") != NULL, "%s", written);
}
END_TEST

START_TEST (test_read_turn_numbers)
{
  g_autoptr(RimauGame) numbered =
    parse_ok (VARIANT_A "1. xc4 xc5 xc6 -- @c5 2.c3-c2 2... @c4 17. c2-c1 3...@c6");
  g_autoptr(RimauGame) bare = parse_ok (VARIANT_A "xc4 xc5 xc6 -- @c5 c3-c2 @c4 c2-c1 @c6");
  g_autoptr(RimauGame) men_first =
    parse_ok ("[Variant \"sumatra\"]\n"
              "[Position \".../.../..T../.MMM./.M.M./.MMM./...../.T./... m 16 - 1 1\"]\n"
              "1... @c5 2. c2-c3\n");

  assert_same_game (bare, numbered);
  ck_assert_uint_eq (rimau_game_get_n_plies (men_first), 2);
}
END_TEST

START_TEST (test_read_results)
{
  g_autoptr(RimauGame) won = NULL;
  g_autoptr(RimauGame) won_by_token = NULL;
  g_autoptr(RimauGame) unfinished = NULL;
  g_autoptr(RimauGame) silent = NULL;

  won = parse_ok ("[Variant \"rimau-rimau-a\"]\n[Result \"1-0\"]\n"
                  "[Position \"" ONE_JUMP_TO_WIN "\"]\nc7xc5 1-0 {tigers}\n");
  ck_assert_int_eq (rimau_game_get_outcome (won), RIMAU_OUTCOME_TIGERS);
  won_by_token = parse_ok ("[Variant \"rimau-rimau-a\"]\n[Position \"" ONE_JUMP_TO_WIN "\"]\nc7xc5 1-0");
  ck_assert_str_eq (rimau_game_get_tag (won_by_token, "Result"), "1-0");
  unfinished = parse_ok (VARIANT_A "[Result \"*\"]\nxc4 *");
  ck_assert_int_eq (rimau_game_get_outcome (unfinished), RIMAU_OUTCOME_NONE);
  /* Without a result, the game says it. */
  silent = parse_ok ("[Variant \"rimau-rimau-a\"]\n[Position \"" ONE_JUMP_TO_WIN "\"]\nc7xc5");
  ck_assert_str_eq (rimau_game_get_tag (silent, "Result"), "1-0");
}
END_TEST

START_TEST (test_read_men_win_and_draws)
{
  /* The men's c2-b2 traps the tiger on a1. */
  g_autoptr(RimauGame) men = NULL;
  g_autoptr(RimauGame) quiet = NULL;
  g_autoptr(RimauGame) repetition = NULL;

  men = parse_ok ("[Variant \"rimau\"]\n[Captures \"single\"]\n[Concede \"0\"]\n[Result \"0-1\"]\n"
                  "[Position \".../.../...../...../...../...../..M../.M./TMM m 0 - 0 40\"]\n"
                  "40... c2-b2 0-1\n");
  ck_assert_int_eq (rimau_game_get_outcome (men), RIMAU_OUTCOME_MEN);
  ck_assert_int_eq (rimau_game_get_end_reason (men), RIMAU_END_REASON_TIGERS_TRAPPED);

  quiet = parse_ok ("[Variant \"sumatra\"]\n[Concede \"0\"]\n"
                    "[Position \".T./.../...../...../...../...../...../.M./... t 0 - 99 70\"]\n"
                    "c9-c8 1/2-1/2\n");
  ck_assert_int_eq (rimau_game_get_end_reason (quiet), RIMAU_END_REASON_QUIET_PLIES);

  repetition = parse_ok ("[Variant \"sumatra\"]\n[Concede \"0\"]\n"
                         "[Position \".T./.../...../...../...../...../...../.M./... t 0 - 0 70\"]\n"
                         "c9-c8 c2-c1 c8-c9 c1-c2 c9-c8 c2-c1 c8-c9 c1-c2 1/2-1/2\n");
  ck_assert_int_eq (rimau_game_get_end_reason (repetition), RIMAU_END_REASON_REPETITION);
}
END_TEST

START_TEST (test_read_size_limit)
{
  const gsize max = RIMAU_RECORD_MAX_SIZE;
  g_autofree char *text = g_malloc (max + 1);
  g_autoptr(RimauGame) game = NULL;
  g_autoptr(GError) error = NULL;

  /* Exactly the largest size is read... */
  memset (text, ' ', max + 1);
  memcpy (text, VARIANT_A "xc4", strlen (VARIANT_A "xc4"));
  game = rimau_record_parse (text, max, NULL, NULL, &error);
  ck_assert_ptr_nonnull (game);
  ck_assert_uint_eq (rimau_game_get_n_plies (game), 1);

  /* ... one byte more is not. */
  check_error_n (text, max + 1, RIMAU_RECORD_ERROR_TOO_LARGE, 1, 1, "1024 KiB");
}
END_TEST

/* ------------------------------------------------------------------------ */
/* Errors                                                                   */

START_TEST (test_error_encoding)
{
  /* Columns count characters: Ñ and á are two bytes each. */
  check_error (VARIANT_A "[Tigers \"Ñá\xFF\"]\n", RIMAU_RECORD_ERROR_ENCODING, 2, 12, "not valid UTF-8 (byte 0xFF)");
  check_error ("\xC3", RIMAU_RECORD_ERROR_ENCODING, 1, 1, "UTF-8");
  check_error_n (VARIANT_A "\n1. xc4\0 xc5", strlen (VARIANT_A) + 11, RIMAU_RECORD_ERROR_ENCODING, 3, 7, "NUL byte");
  check_message ("\xEF\xBB\xBF[Variant \"rimau-rimau-a\xE2\x82\"]",
                 "Line 1, column 24: the text is not valid UTF-8 (byte 0xE2); records are UTF-8 text");
}
END_TEST

START_TEST (test_error_syntax)
{
  check_error ("[Variant rimau-rimau-a]\n", RIMAU_RECORD_ERROR_SYNTAX, 1, 10, "must be in double quotes");
  check_error ("[Variant \"rimau-rimau-a]\nxc4", RIMAU_RECORD_ERROR_SYNTAX, 1, 10, "no closing quote");
  check_error ("[Variant \"rimau-rimau-a\r\n\"]", RIMAU_RECORD_ERROR_SYNTAX, 1, 10, "no closing quote");
  check_error ("[ \"x\"]", RIMAU_RECORD_ERROR_SYNTAX, 1, 3, "a tag name must follow “[”");
  check_error ("[Variant\"rimau-rimau-a\"]", RIMAU_RECORD_ERROR_SYNTAX, 1, 9, "followed by a space");
  check_error ("[Variant \"rimau-rimau-a\" x", RIMAU_RECORD_ERROR_SYNTAX, 1, 26, "“]” must close the tag Variant");
  check_error ("[Variant \"rimau-rimau-a\"] [Date \"x\"]", RIMAU_RECORD_ERROR_SYNTAX, 1, 27, "each tag on a line of its own");
  check_error (VARIANT_A "\n1. xc4 {unfinished\nxc5", RIMAU_RECORD_ERROR_SYNTAX, 3, 8, "never closed");
  check_error (VARIANT_A "xc4 } xc5", RIMAU_RECORD_ERROR_SYNTAX, 2, 5, "closes no comment");
  check_error (VARIANT_A "\nxc4\n[Date \"x\"]\n", RIMAU_RECORD_ERROR_SYNTAX, 4, 1, "tags come before the plies");
  check_error (VARIANT_A "xc4 * xc5", RIMAU_RECORD_ERROR_SYNTAX, 2, 7, "follow the result *");
  check_error (VARIANT_A "xc4 * *", RIMAU_RECORD_ERROR_SYNTAX, 2, 7, "follow the result *");
  check_message ("[Variant \"rimau-rimau-a\"]\n[Date \"x\"] {late}",
                 "Line 2, column 12: a tag ends its line; put each tag on a line of its own");
}
END_TEST

START_TEST (test_error_tags)
{
  check_error (VARIANT_A "[Date \"a\"]\n[Date \"b\"]\n", RIMAU_RECORD_ERROR_DUPLICATE_TAG, 3, 2, "already on line 2");
  check_error ("[Variant \"rimau\"]\n\n [Variant \"rimau\"]", RIMAU_RECORD_ERROR_DUPLICATE_TAG, 3, 3, "tag Variant");
  check_error ("[Date \"x\"]\n\nxc4", RIMAU_RECORD_ERROR_MISSING_TAG, 1, 1, "no Variant tag");
  check_error ("", RIMAU_RECORD_ERROR_MISSING_TAG, 1, 1, "no Variant tag");
  check_error ("[variant \"rimau\"]", RIMAU_RECORD_ERROR_MISSING_TAG, 1, 1, "no Variant tag");
  check_error ("[Date \"x\"]\n[Variant \"chess\"]", RIMAU_RECORD_ERROR_UNKNOWN_VARIANT, 2, 11, "“chess” is not a variant");
  check_error ("[Variant \"\"]", RIMAU_RECORD_ERROR_UNKNOWN_VARIANT, 1, 11, "“” is not a variant");
  check_message ("[Variant \"a-very-long-variant-name-indeed-it-is\"]",
                 "Line 1, column 11: “a-very-long-variant-nam…” is not a variant; "
                 "the variants are rimau-rimau-a, rimau-rimau-b, rimau and sumatra");
  check_error (VARIANT_A "[Captures \"even\"]", RIMAU_RECORD_ERROR_BAD_OPTION, 2, 12, "the Captures tag is “even”");
  check_error (VARIANT_A "[Concede \"25\"]", RIMAU_RECORD_ERROR_BAD_OPTION, 2, 11, "from 0 to 20");
  check_error (VARIANT_A "[Concede \"-1\"]", RIMAU_RECORD_ERROR_BAD_OPTION, 2, 11, "the Concede tag is “-1”");
  check_error (VARIANT_A "[Concede \"\"]", RIMAU_RECORD_ERROR_BAD_OPTION, 2, 11, "the Concede tag is “”");
  check_error (VARIANT_A "[Concede \"99999999999999999999\"]", RIMAU_RECORD_ERROR_BAD_OPTION, 2, 11, "from 0 to 20");
  check_error (VARIANT_A "[Position \"nonsense\"]", RIMAU_RECORD_ERROR_BAD_POSITION, 2, 12,
               "the Position tag is not a position: A position has 6 fields");
  check_error (VARIANT_A "[Position \".../.../..T../.MMM./.MMM./.MMM./..T../.../... m 15 x3r 0 1\"]",
               RIMAU_RECORD_ERROR_BAD_POSITION, 2, 12, "Field 4");
  check_error (VARIANT_A "[Result \"2-0\"]", RIMAU_RECORD_ERROR_BAD_RESULT, 2, 10, "the Result tag is “2-0”");
}
END_TEST

/* A tag name or value is at most RIMAU_RECORD_MAX_TAG_LENGTH characters,
 * the Analysis tag's value excepted; the error points at where it starts. */
START_TEST (test_error_long_tags)
{
  g_autofree char *at_bound = g_strnfill (RIMAU_RECORD_MAX_TAG_LENGTH, 'a');
  g_autofree char *over = g_strnfill (RIMAU_RECORD_MAX_TAG_LENGTH + 1, 'a');
  g_autofree char *huge = g_strnfill (1000 * 1000, 'a');
  g_autoptr(GString) wide = g_string_new (NULL);
  g_autofree char *good = NULL;
  g_autofree char *long_value = NULL;
  g_autofree char *long_name = NULL;
  g_autofree char *huge_value = NULL;
  g_autofree char *long_analysis = NULL;
  g_autoptr(RimauGame) game = NULL;
  g_autoptr(RimauGame) analysed = NULL;

  /* Characters, not bytes: é is two. */
  for (guint i = 0; i < RIMAU_RECORD_MAX_TAG_LENGTH; i++)
    g_string_append (wide, "é");
  good = g_strdup_printf (VARIANT_A "[Tigers \"%s\"]\n[Men \"%s\"]\n[%s \"x\"]\n", at_bound, wide->str, at_bound);
  game = parse_ok (good);
  ck_assert_str_eq (rimau_game_get_tag (game, "Men"), wide->str);

  long_value = g_strdup_printf (VARIANT_A "[Date \"2026\"]\n[Tigers \"%s\"]\n", over);
  check_error (long_value, RIMAU_RECORD_ERROR_TAG_TOO_LONG, 3, 10, "the value of the tag Tigers is longer than 256 characters");
  huge_value = g_strdup_printf (VARIANT_A "[Men \"%s\"]\n", huge);
  check_error (huge_value, RIMAU_RECORD_ERROR_TAG_TOO_LONG, 2, 7, "the value of the tag Men is longer");
  long_name = g_strdup_printf (VARIANT_A "\n[%s \"x\"]\n", over);
  check_error (long_name, RIMAU_RECORD_ERROR_TAG_TOO_LONG, 3, 2, "is longer than 256 characters");

  long_analysis = g_strdup_printf (VARIANT_A "[Analysis \"%s\"]\n", huge);
  analysed = parse_ok (long_analysis);
  ck_assert_str_eq (rimau_game_get_tag (analysed, "Analysis"), huge);
}
END_TEST

/* Each variant's highest threshold is read; one more, with which the
 * tigers would win as their opening ends, is refused. */
START_TEST (test_error_concede_above_bound)
{
  for (guint v = 0; v < RIMAU_N_VARIANTS; v++)
    {
      guint max = rimau_variant_max_concede ((RimauVariant) v);
      g_autofree char *at_bound = g_strdup_printf ("[Variant \"%s\"]\n[Concede \"%u\"]\n",
                                                   rimau_variant_to_id ((RimauVariant) v), max);
      g_autofree char *above = g_strdup_printf ("[Variant \"%s\"]\n[Concede \"%u\"]\n",
                                                rimau_variant_to_id ((RimauVariant) v), max + 1);
      g_autofree char *message = g_strdup_printf ("Line 2, column 11: the Concede tag is “%u”; "
                                                  "it must be a number from 0 to %u", max + 1, max);
      g_autoptr(RimauGame) game = parse_ok (at_bound);

      ck_assert_uint_eq (rimau_game_get_rules (game)->concede, max);
      check_message (above, message);
    }
}
END_TEST

START_TEST (test_error_plies)
{
  check_error (VARIANT_A "\n1. xc4 xc5 zz9", RIMAU_RECORD_ERROR_MALFORMED_PLY, 3, 12, "“zz9” is not a ply");
  check_error (VARIANT_A "xc4 12 xc5", RIMAU_RECORD_ERROR_MALFORMED_PLY, 2, 5, "“12” is not a ply");
  check_error (VARIANT_A "xc4 c3–c2", RIMAU_RECORD_ERROR_MALFORMED_PLY, 2, 5, "“c3–c2” is not a ply");
  check_message (VARIANT_A "  a-word-much-too-long-to-be-any-ply-at-all",
                 "Line 2, column 3: “a-word-much-too-long-to…” is not a ply; "
                 "plies are written like xc5, c7-a9, --, T@c5, @d8, c3-c2 or c3xc5");
  check_error (VARIANT_A "xc4 c5-c4xxxxxxxx", RIMAU_RECORD_ERROR_MALFORMED_PLY, 2, 5, "“c5-c4xxxxxxxx” is not a ply");

  check_message (VARIANT_A "\n1. xc4 xc5 xc6 -- @c5 2. c3-c9",
                 "Line 3, column 26: “c3-c9” is not legal here: c3 and c9 are not joined by a line "
                 "(ply 6, played in the position " AFTER_OPENING ")");
  check_error (VARIANT_A "xc4 xc4", RIMAU_RECORD_ERROR_ILLEGAL_PLY, 2, 5, "(ply 2, played in the position");
  /* A tab is one column. */
  check_error (VARIANT_A "\txc4\txc4", RIMAU_RECORD_ERROR_ILLEGAL_PLY, 2, 6, "there is no man there to remove");
  check_error (VARIANT_A "--", RIMAU_RECORD_ERROR_ILLEGAL_PLY, 2, 1, "the tigers must first remove men (ply 1");

  check_message ("[Variant \"rimau-rimau-a\"]\n[Position \"" ONE_JUMP_TO_WIN "\"]\nc7xc5 @c6",
                 "Line 3, column 7: “@c6” comes after the end of the game: "
                 "after ply 1, the tigers have won (too few men are left)");
  check_error ("[Variant \"rimau-rimau-a\"]\n"
               "[Position \".../.../...../...../..T../...../..T../.../... m 10 - 0 20\"]\n@c6",
               RIMAU_RECORD_ERROR_PLY_AFTER_END, 3, 1, "“@c6” cannot be played: in the start position, the tigers have won");
  check_error ("[Variant \"sumatra\"]\n[Concede \"0\"]\n"
               "[Position \".T./.../...../...../...../...../...../.M./... t 0 - 99 70\"]\n"
               "c9-c8 c2-c1",
               RIMAU_RECORD_ERROR_PLY_AFTER_END, 4, 7, "drawn after 100 plies without a drop, jump or removal");
  /* A malformed word after the end is malformed first. */
  check_error ("[Variant \"rimau-rimau-a\"]\n[Position \"" ONE_JUMP_TO_WIN "\"]\nc7xc5 hello",
               RIMAU_RECORD_ERROR_MALFORMED_PLY, 3, 7, "“hello” is not a ply");
}
END_TEST

START_TEST (test_error_results)
{
  /* An unfinished game's result is *, by tag or token. */
  check_error (VARIANT_A "[Result \"1-0\"]\nxc4", RIMAU_RECORD_ERROR_RESULT_MISMATCH, 2, 10,
               "gives the result 1-0, but the game is not over after its last ply");
  check_error (VARIANT_A "xc4 1/2-1/2", RIMAU_RECORD_ERROR_RESULT_MISMATCH, 2, 5,
               "gives the result 1/2-1/2, but the game is not over");
  /* A finished game's result is its outcome. */
  check_message ("[Variant \"rimau-rimau-a\"]\n[Position \"" ONE_JUMP_TO_WIN "\"]\nc7xc5 *",
                 "Line 3, column 7: the record says the game is not finished (*), but after its last ply "
                 "the tigers have won (too few men are left) (1-0)");
  check_error ("[Variant \"rimau-rimau-a\"]\n[Result \"0-1\"]\n[Position \"" ONE_JUMP_TO_WIN "\"]\nc7xc5",
               RIMAU_RECORD_ERROR_RESULT_MISMATCH, 2, 10, "gives the result 0-1, but after its last ply the tigers have won");
  /* Tag and token must agree. */
  check_error (VARIANT_A "[Result \"*\"]\n\nxc4 1-0", RIMAU_RECORD_ERROR_RESULT_MISMATCH, 4, 5,
               "the result 1-0 differs from the Result tag, *");
}
END_TEST

START_TEST (test_error_leaves_output_alone_on_success)
{
  guint line = 77, column = 88;
  g_autoptr(RimauGame) game = rimau_record_parse (VARIANT_A "xc4", strlen (VARIANT_A "xc4"), &line, &column, NULL);
  g_autoptr(RimauGame) refused = NULL;

  ck_assert_ptr_nonnull (game);
  ck_assert_uint_eq (line, 77);
  ck_assert_uint_eq (column, 88);

  /* Without a GError, the location still comes out. */
  refused = rimau_record_parse (VARIANT_A "xc4 xc4", strlen (VARIANT_A "xc4 xc4"), &line, &column, NULL);
  ck_assert_ptr_null (refused);
  ck_assert_uint_eq (line, 2);
  ck_assert_uint_eq (column, 5);
}
END_TEST

static Suite *
record_suite (void)
{
  Suite *s = suite_create ("record");
  TCase *writing = tcase_create ("writing");
  TCase *round_trips = tcase_create ("round trips");
  TCase *reading = tcase_create ("reading");
  TCase *errors = tcase_create ("errors");

  tcase_add_test (writing, test_write_exact_text);
  tcase_add_test (writing, test_write_position_and_men_first);
  tcase_add_test (writing, test_write_finished_game);
  tcase_add_test (writing, test_write_all_plies_wherever_the_cursor);
  suite_add_tcase (s, writing);

  tcase_add_test (round_trips, test_round_trip_random_games);
  tcase_add_test (round_trips, test_round_trip_from_positions);
  tcase_add_test (round_trips, test_round_trip_tags);
  tcase_add_test (round_trips, test_round_trip_long_tags);
  suite_add_tcase (s, round_trips);

  tcase_add_test (reading, test_read_hand_written);
  tcase_add_test (reading, test_read_any_date);
  tcase_add_test (reading, test_read_turn_numbers);
  tcase_add_test (reading, test_read_results);
  tcase_add_test (reading, test_read_men_win_and_draws);
  tcase_add_test (reading, test_read_size_limit);
  suite_add_tcase (s, reading);

  tcase_add_test (errors, test_error_encoding);
  tcase_add_test (errors, test_error_syntax);
  tcase_add_test (errors, test_error_tags);
  tcase_add_test (errors, test_error_long_tags);
  tcase_add_test (errors, test_error_concede_above_bound);
  tcase_add_test (errors, test_error_plies);
  tcase_add_test (errors, test_error_results);
  tcase_add_test (errors, test_error_leaves_output_alone_on_success);
  suite_add_tcase (s, errors);

  return s;
}

int
main (void)
{
  return test_run_suite (record_suite ());
}
