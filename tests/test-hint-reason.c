/* test-hint-reason.c — why a hinted ply is good, worked out on the board
 *
 * Hand-made positions, each with the line a search might report: the
 * reason comes from the board and the line alone, so no search runs here.
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "rimau-ai.h"
#include "rimau-test.h"

/* Tigers on c3 and e9; c3 can jump b4 to a5 and c4 to c5: two threats,
 * one drop blocks only one. */
#define TWO_THREATS "..T/.../...../...../...../.MM../..T../.../... m 10 - 0 5"
/* c3 can jump c4 to c5, and a drop on c5 stops it. */
#define ONE_THREAT  "..T/.../...../...../...../..M../..T../.../... m 10 - 0 5"
/* The tiger on c2 steps to c3 over one man, or two. */
#define ONE_TO_ATTACK  "..T/.../...../...../...../..M../...../.T./... t 10 - 0 5"
#define TWO_TO_ATTACK  "..T/.../...../...../...../.MM../...../.T./... t 10 - 0 5"
/* The tiger on a9 has one step, to c9: a man dropped there shuts it in. */
#define CORNERED "T.M/M../..M../...../...../...../..T../.../..."
/* The man on e1 stands behind d2, next to the tiger on c3. */
#define BEHIND_D2 "..T/.../...../...../...../...../..T../.../..M m 10 - 0 5"
#define EMPTY_BOARD "..T/.../...../...../...../...../..T../.../... t 10 - 0 5"

static int
point (const char *name)
{
  return rimau_point_from_name (name, 2);
}

static RimauMask
points (const char *a,
        const char *b)
{
  return RIMAU_MASK (point (a)) | (b != NULL ? RIMAU_MASK (point (b)) : 0);
}

static RimauPosition
position_of (const char *text)
{
  /* Every man may be taken: the positions need few men. */
  RimauRules rules = test_rules (RIMAU_VARIANT_SUMATRA, RIMAU_CAPTURE_SINGLE, 0);

  return test_position (&rules, text);
}

/* @plies, separated by single spaces, as a line from @position. */
static guint
line_of (const RimauPosition *position,
         const char          *plies,
         RimauMove           *line)
{
  g_auto(GStrv) texts = g_strsplit (plies, " ", -1);
  RimauPosition walk = *position;
  guint n = 0;

  for (; texts[n] != NULL; n++)
    {
      g_autoptr(GError) error = NULL;

      if (!rimau_position_parse_move (&walk, texts[n], &line[n], &error))
        ck_abort_msg ("“%s” should be legal: %s", texts[n], error->message);
      rimau_position_apply (&walk, &line[n]);
    }
  return n;
}

static RimauHintReason
explain (const char *position_text,
         const char *plies)
{
  RimauPosition position = position_of (position_text);
  RimauMove line[RIMAU_MAX_LINE];
  guint n = line_of (&position, plies, line);
  RimauHintReason reason;

  rimau_hint_reason_explain (&position, line, n, &reason);
  return reason;
}

static void
assert_jump (const RimauMove *jump,
             const char      *text)
{
  char buffer[RIMAU_MOVE_TEXT_SIZE];

  ck_assert_str_eq (rimau_move_to_text (jump, buffer), text);
}

/* ------------------------------------------------------------------------ */

START_TEST (test_threats_of_a_position)
{
  RimauPosition two = position_of (TWO_THREATS);
  RimauPosition one = position_of (ONE_THREAT);
  RimauMove jumps[RIMAU_MAX_TIGER_JUMPS];

  ck_assert_uint_eq (rimau_threats_jumps (&two, jumps), 2);
  ck_assert (!rimau_threats_can_all_be_stopped (&two));
  ck_assert_uint_eq (rimau_threats_jumps (&one, jumps), 1);
  ck_assert (rimau_threats_can_all_be_stopped (&one));
  /* c3 has seven steps and a jump, e9 two steps. */
  ck_assert_uint_eq (rimau_threats_tiger_moves (&one, point ("c3")), 8);
  ck_assert_uint_eq (rimau_threats_tiger_moves (&one, point ("e9")), 2);
}
END_TEST

START_TEST (test_blocked_jumps)
{
  RimauPosition before = position_of (TWO_THREATS);
  RimauPosition after = before;
  RimauMove line[1], blocked[RIMAU_MAX_TIGER_JUMPS];

  line_of (&before, "@a5", line);
  rimau_position_apply (&after, &line[0]);
  ck_assert_uint_eq (rimau_threats_blocked (&before, &after, blocked), 1);
  assert_jump (&blocked[0], "c3xa5");
}
END_TEST

START_TEST (test_trappable_tigers)
{
  g_autofree char *cornered = g_strconcat (CORNERED, " t 10 - 0 5", NULL);
  RimauPosition position = position_of (cornered);

  ck_assert_uint_eq (rimau_threats_trappable (&position), points ("a9", NULL));
}
END_TEST

/* The men's block, and the threat left that no drop could stop. */
START_TEST (test_block_with_a_threat_left)
{
  RimauHintReason reason = explain (TWO_THREATS, "@a5 c3xc5");

  ck_assert_int_eq (reason.kind, RIMAU_HINT_BLOCK);
  ck_assert_uint_eq (reason.n_jumps, 1);
  assert_jump (&reason.jumps[0], "c3xa5");
  ck_assert_int_eq (reason.left, RIMAU_HINT_LEFT_UNSTOPPABLE);
  ck_assert_uint_eq (reason.n_left, 1);
  assert_jump (&reason.left_jumps[0], "c3xc5");
}
END_TEST

START_TEST (test_block)
{
  RimauHintReason reason = explain (ONE_THREAT, "@c5");

  ck_assert_int_eq (reason.kind, RIMAU_HINT_BLOCK);
  assert_jump (&reason.jumps[0], "c3xc5");
  ck_assert_int_eq (reason.left, RIMAU_HINT_LEFT_NONE);
}
END_TEST

/* A threat another drop would have stopped is given up, not unstoppable. */
START_TEST (test_man_given_up)
{
  RimauHintReason reason = explain (ONE_THREAT, "@a1");

  ck_assert_int_eq (reason.kind, RIMAU_HINT_NOTHING);
  ck_assert_int_eq (reason.left, RIMAU_HINT_LEFT_GIVEN_UP);
  assert_jump (&reason.left_jumps[0], "c3xc5");
}
END_TEST

START_TEST (test_man_steps_out_of_danger)
{
  RimauHintReason reason = explain ("..T/.../...../...../...../..M../..T../.../... m 0 - 0 5", "c4-c5");

  ck_assert_int_eq (reason.kind, RIMAU_HINT_SAVE);
  ck_assert_uint_eq (reason.men, points ("c4", NULL));
  ck_assert_int_eq (reason.left, RIMAU_HINT_LEFT_NONE);
}
END_TEST

START_TEST (test_trap)
{
  g_autofree char *cornered = g_strconcat (CORNERED, " m 10 - 0 5", NULL);
  RimauHintReason reason = explain (cornered, "@c9");

  ck_assert_int_eq (reason.kind, RIMAU_HINT_TRAP);
  ck_assert_uint_eq (reason.tigers, points ("a9", NULL));
}
END_TEST

START_TEST (test_trap_both)
{
  RimauHintReason reason = explain ("T.M/M../..M../...../...../...../...../.../... m 10 - 0 5", "@c9");

  ck_assert_int_eq (reason.kind, RIMAU_HINT_TRAP_BOTH);
}
END_TEST

START_TEST (test_hem_and_safe)
{
  RimauHintReason hem = explain (BEHIND_D2, "@d2");
  RimauHintReason safe = explain (BEHIND_D2, "@a1");

  ck_assert_int_eq (hem.kind, RIMAU_HINT_HEM);
  /* c3 has lost d2 and has seven steps left; e9 has two. */
  ck_assert_uint_eq (hem.tiger_moves, 9);
  ck_assert_int_eq (hem.left, RIMAU_HINT_LEFT_NONE);
  ck_assert_int_eq (safe.kind, RIMAU_HINT_SAFE);
}
END_TEST

START_TEST (test_capture)
{
  RimauHintReason reason = explain ("..T/.../...../...../...../..M../..T../.../... t 10 - 0 5", "c3xc5");

  ck_assert_int_eq (reason.kind, RIMAU_HINT_CAPTURE);
  ck_assert_uint_eq (reason.men, points ("c4", NULL));
  ck_assert (!reason.wins);
}
END_TEST

START_TEST (test_threats_the_men_can_stop_or_not)
{
  RimauHintReason one = explain (ONE_TO_ATTACK, "c2-c3");
  RimauHintReason two = explain (TWO_TO_ATTACK, "c2-c3");

  ck_assert_int_eq (one.kind, RIMAU_HINT_THREAT);
  ck_assert_uint_eq (one.n_jumps, 1);
  assert_jump (&one.jumps[0], "c3xc5");
  ck_assert_int_eq (two.kind, RIMAU_HINT_FORCED_THREAT);
  ck_assert_uint_eq (two.n_jumps, 2);
}
END_TEST

START_TEST (test_escape)
{
  g_autofree char *cornered = g_strconcat (CORNERED, " t 10 - 0 5", NULL);
  RimauHintReason reason = explain (cornered, "a9-c9");

  ck_assert_int_eq (reason.kind, RIMAU_HINT_ESCAPE);
  ck_assert_uint_eq (reason.tigers, points ("a9", NULL));
}
END_TEST

/* A quiet ply: the line says what it prepares, if anything; else whether
 * a man could have been taken at all. */
START_TEST (test_quiet_tigers)
{
  RimauHintReason set_up = explain (EMPTY_BOARD, "c3-c4 @c5 c4xc6");
  RimauHintReason not_yet = explain (EMPTY_BOARD, "c3-c4");
  RimauHintReason wait = explain ("..T/.../...../...../...../..M../..T../.../... t 10 - 0 5", "c3-d3");

  ck_assert_int_eq (set_up.kind, RIMAU_HINT_SET_UP);
  assert_jump (&set_up.jumps[0], "c4xc6");
  ck_assert_int_eq (not_yet.kind, RIMAU_HINT_NOT_YET);
  ck_assert_int_eq (wait.kind, RIMAU_HINT_WAIT);
}
END_TEST

/* Nothing is said of the opening, nor of a line that is not legal. */
START_TEST (test_nothing_to_say)
{
  RimauRules rules = test_rules (RIMAU_VARIANT_RIMAU_RIMAU_A, RIMAU_CAPTURE_SINGLE, 10);
  RimauPosition start;
  RimauPosition position = position_of (ONE_THREAT);
  RimauMove line[1];
  RimauHintReason reason;

  rimau_position_init_start (&start, &rules);
  line_of (&start, "xc5", line);
  rimau_hint_reason_explain (&start, line, 1, &reason);
  ck_assert_int_eq (reason.kind, RIMAU_HINT_NOTHING);

  line[0].kind = RIMAU_MOVE_STEP;
  rimau_hint_reason_explain (&position, line, 1, &reason);
  ck_assert_int_eq (reason.kind, RIMAU_HINT_NOTHING);
  ck_assert_int_eq (reason.left, RIMAU_HINT_LEFT_NONE);
}
END_TEST

int
main (void)
{
  Suite *suite = suite_create ("hint-reason");
  TCase *threats = tcase_create ("threats");
  TCase *men = tcase_create ("men");
  TCase *tigers = tcase_create ("tigers");

  tcase_add_test (threats, test_threats_of_a_position);
  tcase_add_test (threats, test_blocked_jumps);
  tcase_add_test (threats, test_trappable_tigers);
  suite_add_tcase (suite, threats);

  tcase_add_test (men, test_block_with_a_threat_left);
  tcase_add_test (men, test_block);
  tcase_add_test (men, test_man_given_up);
  tcase_add_test (men, test_man_steps_out_of_danger);
  tcase_add_test (men, test_trap);
  tcase_add_test (men, test_trap_both);
  tcase_add_test (men, test_hem_and_safe);
  suite_add_tcase (suite, men);

  tcase_add_test (tigers, test_capture);
  tcase_add_test (tigers, test_threats_the_men_can_stop_or_not);
  tcase_add_test (tigers, test_escape);
  tcase_add_test (tigers, test_quiet_tigers);
  tcase_add_test (tigers, test_nothing_to_say);
  suite_add_tcase (suite, tigers);

  return test_run_suite (suite);
}
