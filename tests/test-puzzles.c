/* test-puzzles.c — the prover, the puzzle checks, the puzzle file, and
 * every shipped puzzle
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The hand-made positions are small enough to be worked out by hand; the
 * prover is also held against a plain AND/OR search written here, with no
 * table, no move order and no shortcut, on positions of random play.
 * Nothing here is timed: the shipped file is proved whatever the speed.
 */

#include "config.h"

#include "rimau-ai.h"
#include "rimau-test.h"

/* Rules with no concede threshold, so that a few men make a game. */
static RimauRules
few_men_rules (void)
{
  return test_rules (RIMAU_VARIANT_RIMAU_RIMAU_A, RIMAU_CAPTURE_SINGLE, 0);
}

/* A tiger on c5 next to a man on c6: c5xc7 is the only capture. */
#define CAPTURE_IN_ONE ".../.../...../..M../..T../...../...../.../... t 0 - 0 10"
/* A tiger on c5 next to men on c6 and b5: two captures. */
#define TWO_CAPTURES   ".../.../...../..M../.MT../...../...../.../... t 0 - 0 10"
/* No jump at once; b6-c5 attacks b5, d5 and b4, and one men move cannot
 * cover three landing points. */
#define FORK           ".../.../...../.T.../.M.M./.M.../...../.../... t 0 - 0 10"
/* e6-d6 attacks c6; the men step it to b6, and the tiger follows. */
#define CAPTURE_IN_THREE ".../..M/...../..M.T/...../...../...../.../.M. t 0 - 0 10"
/* The tigers on a1 and e1 can only step to c1; c2-c1 fills it, and the
 * men on b2, c1 and d2 then have men or a tiger behind them. */
#define TRAP_IN_ONE    ".../..M/...../...../...../...../..M../MMM/T.T m 0 - 0 10"
#define TRAP_IN_TWO    "..M/.../...../..M../...../...M./...../MMM/T.T m 0 - 0 10"
/* The tiger on a5 jumps b5 to c5; b4-c5 fills the landing point, and
 * moving b5 away leaves b4 to a5xc3. */
#define SAVE_IN_ONE    ".../.../..M../...../TM.../.M.../...../.../... m 0 - 0 10"
/* The only move that keeps every man safe for two tiger moves. */
#define SAVE_IN_TWO    ".../.../...../..M../.T.../.MM../M..MM/.../... m 0 - 0 10"

/* A puzzle read through the file reader from its parts; its grade the
 * rule's unless @grade is given. */
static RimauPuzzle *
read_puzzle (const char *kind,
             guint       n_moves,
             const char *grade,
             const char *position,
             const char *solution,
             const char *accepted)
{
  g_autofree char *text = g_strdup_printf ("id: test\nrules: rimau-rimau-a single 0\nkind: %s\nmoves: %u\n"
                                           "grade: %s\nposition: %s\nsolution: %s\n%s%s%s",
                                           kind, n_moves, grade != NULL ? grade : "easy", position, solution,
                                           accepted != NULL ? "accepted: " : "", accepted != NULL ? accepted : "",
                                           accepted != NULL ? "\n" : "");
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) puzzles = rimau_puzzle_file_parse (text, &error);
  RimauPuzzle *puzzle;

  if (puzzles == NULL)
    ck_abort_msg ("“%s” should read: %s", text, error->message);
  ck_assert_uint_eq (puzzles->len, 1);
  puzzle = g_ptr_array_steal_index (puzzles, 0);
  if (grade == NULL)
    puzzle->grade = rimau_puzzle_grade (puzzle, NULL);
  return puzzle;
}

static void
assert_sound (const RimauPuzzle *puzzle)
{
  g_autoptr(RimauProver) prover = rimau_prover_new ();
  g_autoptr(GError) error = NULL;

  if (!rimau_puzzle_verify (prover, puzzle, &error))
    ck_abort_msg ("%s should be sound: %s", puzzle->id, error->message);
}

/* Unsound, for a reason that says @reason. */
static void
assert_unsound (const RimauPuzzle *puzzle,
                const char        *reason)
{
  g_autoptr(RimauProver) prover = rimau_prover_new ();
  g_autoptr(GError) error = NULL;

  ck_assert_msg (!rimau_puzzle_verify (prover, puzzle, &error), "should be unsound: %s", reason);
  ck_assert (g_error_matches (error, RIMAU_PUZZLE_ERROR, RIMAU_PUZZLE_ERROR_UNSOUND));
  ck_assert_msg (strstr (error->message, reason) != NULL, "“%s” should say “%s”", error->message, reason);
}

/* The puzzle of @kind found at @position, which must have one. */
static RimauPuzzle *
find_puzzle (RimauPuzzleKind  kind,
             const char      *position_text)
{
  RimauRules rules = few_men_rules ();
  RimauPosition position = test_position (&rules, position_text);
  g_autoptr(RimauProver) prover = rimau_prover_new ();
  RimauPuzzle *puzzle = rimau_puzzle_find (prover, kind, &position);

  ck_assert_msg (puzzle != NULL, "%s should hold a puzzle", position_text);
  puzzle->id = g_strdup ("found");
  return puzzle;
}

static void
assert_found (RimauPuzzleKind  kind,
              const char      *position,
              guint            n_moves,
              const char      *solution)
{
  g_autoptr(RimauPuzzle) puzzle = find_puzzle (kind, position);
  g_autofree char *line = rimau_puzzle_plies_to_text (puzzle->solution);

  ck_assert_uint_eq (puzzle->n_moves, n_moves);
  ck_assert_str_eq (line, solution);
  ck_assert_uint_eq (puzzle->accepted->len, 0);
  assert_sound (puzzle);
}

/* ------------------------------------------------------------------------ */
/* Captures                                                                 */

START_TEST (test_capture_in_one)
{
  RimauRules rules = few_men_rules ();
  RimauPosition position = test_position (&rules, CAPTURE_IN_ONE);
  g_autoptr(RimauProver) prover = rimau_prover_new ();
  g_autoptr(RimauPuzzle) puzzle = read_puzzle ("capture", 1, NULL, CAPTURE_IN_ONE, "c5xc7", NULL);

  ck_assert (rimau_prover_forces (prover, RIMAU_PROOF_CAPTURE, &position, 1));
  ck_assert_uint_eq (rimau_prover_distance (prover, RIMAU_PROOF_CAPTURE, &position, 3), 1);
  assert_found (RIMAU_PUZZLE_CAPTURE, CAPTURE_IN_ONE, 1, "c5xc7");
  assert_sound (puzzle);
}
END_TEST

START_TEST (test_capture_in_two)
{
  RimauRules rules = few_men_rules ();
  RimauPosition position = test_position (&rules, FORK);
  g_autoptr(RimauProver) prover = rimau_prover_new ();
  g_autoptr(RimauPuzzle) other_first = read_puzzle ("capture", 2, NULL, FORK, "b6-c6 b5-c5 c6xc4", "b6-c5");

  ck_assert (!rimau_prover_forces (prover, RIMAU_PROOF_CAPTURE, &position, 1));
  ck_assert (rimau_prover_forces (prover, RIMAU_PROOF_CAPTURE, &position, 2));
  assert_found (RIMAU_PUZZLE_CAPTURE, FORK, 2, "b6-c5 b4-a5 c5xe5");
  assert_unsound (other_first, "The solution’s first move, b6-c6, does not work");
}
END_TEST

START_TEST (test_capture_in_three)
{
  assert_found (RIMAU_PUZZLE_CAPTURE, CAPTURE_IN_THREE, 3, "e6-d6 c6-b6 d6-c7 b6-a5 c7xe9");
}
END_TEST

START_TEST (test_no_capture_at_all)
{
  RimauRules rules = few_men_rules ();
  /* A man in a corner cannot be jumped. */
  RimauPosition position = test_position (&rules, "M../T../...../...../...../...../...../.../... t 0 - 0 10");
  g_autoptr(RimauProver) prover = rimau_prover_new ();

  ck_assert_uint_eq (rimau_prover_distance (prover, RIMAU_PROOF_CAPTURE, &position, 3), 0);
  ck_assert_ptr_null (rimau_puzzle_find (prover, RIMAU_PUZZLE_CAPTURE, &position));
}
END_TEST

START_TEST (test_two_first_moves)
{
  RimauRules rules = few_men_rules ();
  RimauPosition position = test_position (&rules, TWO_CAPTURES);
  g_autoptr(RimauProver) prover = rimau_prover_new ();
  g_autoptr(RimauPuzzle) one = read_puzzle ("capture", 1, NULL, TWO_CAPTURES, "c5xc7", NULL);
  g_autoptr(RimauPuzzle) both = read_puzzle ("capture", 1, NULL, TWO_CAPTURES, "c5xc7", "c5xa5");
  g_autoptr(RimauPuzzle) wrong = read_puzzle ("capture", 1, NULL, TWO_CAPTURES, "c5xc7", "c5xa5 c5-c4");

  assert_unsound (one, "c5xa5 works too");
  assert_sound (both);
  assert_unsound (wrong, "The accepted move c5-c4 does not work");
  /* The generator leaves it out: there is no one answer. */
  ck_assert_ptr_null (rimau_puzzle_find (prover, RIMAU_PUZZLE_CAPTURE, &position));
}
END_TEST

START_TEST (test_not_fewest_moves)
{
  g_autoptr(RimauPuzzle) puzzle = read_puzzle ("capture", 3, NULL, FORK, "b6-c5 b4-a5 c5-c4 a5-b4 c4xa4", NULL);

  assert_unsound (puzzle, "can be done in 2 moves");
}
END_TEST

START_TEST (test_defence_not_longest)
{
  /* c1-c2 lets d6xb6 at once: not the defence to show. */
  g_autoptr(RimauPuzzle) puzzle = read_puzzle ("capture", 3, NULL, CAPTURE_IN_THREE,
                                               "e6-d6 c1-c2 d6xb6 c2-c1 b6-a5", NULL);

  assert_unsound (puzzle, "Ply 2 of the main line, c1-c2, is not the longest defence");
}
END_TEST

START_TEST (test_line_too_short)
{
  g_autoptr(RimauPuzzle) puzzle = read_puzzle ("capture", 2, NULL, FORK, "b6-c5", NULL);

  assert_unsound (puzzle, "The main line has 1 plies; 2 moves ask for 3");
}
END_TEST

START_TEST (test_wrong_grade)
{
  g_autoptr(RimauPuzzle) puzzle = read_puzzle ("capture", 3, "easy", CAPTURE_IN_THREE,
                                               "e6-d6 c6-b6 d6-c7 b6-a5 c7xe9", NULL);

  assert_unsound (puzzle, "It is graded easy, but the rule gives hard");
}
END_TEST

START_TEST (test_wrong_side)
{
  g_autoptr(RimauPuzzle) puzzle = read_puzzle ("trap", 1, NULL, CAPTURE_IN_ONE, "c5xc7", NULL);

  assert_unsound (puzzle, "The tigers are to move");
}
END_TEST

/* ------------------------------------------------------------------------ */
/* Traps and saves                                                          */

START_TEST (test_trap_in_one)
{
  g_autoptr(RimauPuzzle) other = read_puzzle ("trap", 1, NULL, TRAP_IN_ONE, "c3-b3", NULL);

  assert_found (RIMAU_PUZZLE_TRAP, TRAP_IN_ONE, 1, "c2-c1");
  assert_unsound (other, "c2-c1 works too");
}
END_TEST

START_TEST (test_trap_in_two)
{
  RimauRules rules = few_men_rules ();
  RimauPosition position = test_position (&rules, TRAP_IN_TWO);
  g_autoptr(RimauProver) prover = rimau_prover_new ();

  ck_assert_uint_eq (rimau_prover_distance (prover, RIMAU_PROOF_TRAP, &position, 3), 2);
  assert_found (RIMAU_PUZZLE_TRAP, TRAP_IN_TWO, 2, "d4-c3 a1-c1 b2-a1");
}
END_TEST

START_TEST (test_save_in_one)
{
  g_autoptr(RimauPuzzle) away = read_puzzle ("save", 1, NULL, SAVE_IN_ONE, "b5-c5", NULL);

  assert_found (RIMAU_PUZZLE_SAVE, SAVE_IN_ONE, 1, "b4-c5");
  assert_unsound (away, "b4-c5 works too");
}
END_TEST

START_TEST (test_save_in_two)
{
  g_autoptr(RimauPuzzle) too_few = NULL;
  g_autoptr(RimauPuzzle) found = find_puzzle (RIMAU_PUZZLE_SAVE, SAVE_IN_TWO);
  g_autofree char *move = rimau_puzzle_plies_to_text (found->solution);

  ck_assert_uint_eq (found->n_moves, 2);
  ck_assert_str_eq (move, "b4-c3");
  assert_sound (found);

  too_few = read_puzzle ("save", 1, NULL, SAVE_IN_TWO, "b4-c3", NULL);
  assert_unsound (too_few, "safe for 2 moves, more than the 1");
}
END_TEST

START_TEST (test_save_needs_danger)
{
  /* The men to move, and no man can be jumped. */
  g_autoptr(RimauPuzzle) puzzle = read_puzzle ("save", 1, NULL, ".../.../...../..M../...../..T../...../.../... m 0 - 0 10",
                                               "c6-c7", NULL);

  assert_unsound (puzzle, "No man is in danger");
}
END_TEST

/* ------------------------------------------------------------------------ */
/* The prover against a plain search                                        */

static gboolean plain_solver (RimauProofGoal goal, const RimauPosition *position, guint n);

static gboolean
plain_over (const RimauPosition *position)
{
  return rimau_position_outcome (position) != RIMAU_OUTCOME_NONE || position->quiet >= RIMAU_QUIET_PLY_LIMIT;
}

static gboolean
plain_defender (RimauProofGoal       goal,
                const RimauPosition *position,
                guint                n)
{
  RimauMove replies[RIMAU_MAX_MOVES];
  guint count = rimau_position_generate (position, replies);

  if (plain_over (position))
    return FALSE;
  for (guint i = 0; i < count; i++)
    {
      RimauPosition next = *position;

      rimau_position_apply (&next, &replies[i]);
      if (!plain_solver (goal, &next, n))
        return FALSE;
    }
  return TRUE;
}

static gboolean
plain_solver (RimauProofGoal       goal,
              const RimauPosition *position,
              guint                n)
{
  RimauMove moves[RIMAU_MAX_MOVES];
  guint count = rimau_position_generate (position, moves);

  if (n == 0 || plain_over (position))
    return FALSE;
  for (guint i = 0; i < count; i++)
    {
      RimauPosition next = *position;
      gboolean reached;

      rimau_position_apply (&next, &moves[i]);
      reached = goal == RIMAU_PROOF_CAPTURE ? moves[i].kind == RIMAU_MOVE_JUMP
                                            : rimau_position_outcome (&next) == RIMAU_OUTCOME_MEN;
      if (reached || (n > 1 && plain_defender (goal, &next, n - 1)))
        return TRUE;
    }
  return FALSE;
}

/* A position of random play from the start, after the opening. */
static gboolean
random_position (guint64       *rng,
                 RimauPosition *position)
{
  RimauRules rules;
  /* The state's high bits: its low ones need not vary. */
  guint plies = 8 + (guint) ((*rng >> 33) % 70);

  rimau_rules_init (&rules, RIMAU_VARIANT_RIMAU_RIMAU_A);
  rimau_position_init_start (position, &rules);
  for (guint i = 0; i < plies; i++)
    {
      RimauMove move;

      if (!rimau_position_random_move (position, rng, &move))
        return FALSE;
      rimau_position_apply (position, &move);
    }
  return rimau_position_outcome (position) == RIMAU_OUTCOME_NONE && !rimau_position_in_opening (position);
}

START_TEST (test_prover_agrees_with_plain_search)
{
  g_autoptr(RimauProver) prover = rimau_prover_new ();
  guint64 rng = 2026;
  guint compared = 0, forced = 0;

  while (compared < 150)
    {
      RimauPosition position;
      RimauProofGoal goal;

      if (!random_position (&rng, &position))
        continue;
      goal = position.side == RIMAU_SIDE_TIGERS ? RIMAU_PROOF_CAPTURE : RIMAU_PROOF_TRAP;
      for (guint n = 1; n <= 2; n++)
        {
          gboolean expected = plain_solver (goal, &position, n);

          forced += expected;
          if (rimau_prover_forces (prover, goal, &position, n) != expected)
            {
              g_autofree char *text = rimau_position_to_string (&position);

              ck_abort_msg ("%s in %u: the prover says %d", text, n, !expected);
            }
        }
      compared++;
    }
  /* Both answers were met. */
  ck_assert_uint_gt (forced, 0);
  ck_assert_uint_lt (forced, 2 * compared);
}
END_TEST

/* ------------------------------------------------------------------------ */
/* The file                                                                 */

static const char good_stanza[] =
  "id: good\nrules: rimau-rimau-a single 0\nkind: capture\nmoves: 1\ngrade: easy\n"
  "position: " CAPTURE_IN_ONE "\nsolution: c5xc7\n";

static const struct
{
  const char *text;
  const char *error;
} malformed_files[] = {
  { "id: x\nrules: rimau-rimau-a single 0\nkind: capture\nmoves: 1\ngrade: easy\n"
    "position: .../... t 0 - 0 10\nsolution: c5xc7\n", "Line 6: Field 1 (board)" },
  { "id: x\nrules: rimau-rimau-a single 0\nkind: checkmate\nmoves: 1\ngrade: easy\n"
    "position: " CAPTURE_IN_ONE "\nsolution: c5xc7\n", "Line 3: Unknown kind “checkmate”" },
  { "id: x\nrules: rimau-rimau-a single 0\nkind: capture\nmoves: 1\ngrade: easy\n"
    "position: " CAPTURE_IN_ONE "\nsolution: c5xc9\n", "Line 7: Ply 1 (“c5xc9”) of “solution”" },
  { "id: x\nrules: rimau-rimau-a single 0\nkind: capture\nmoves: 1\ngrade: easy\n"
    "position: " CAPTURE_IN_ONE "\nsolution: zz9\n", "Line 7: Ply 1 (“zz9”)" },
  { "id: x\nrules: rimau-rimau-a single 0\nkind: capture\nmoves: 1\ngrade: easy\n"
    "position: " CAPTURE_IN_ONE "\nsolution: c5xc7\naccepted: c5-c9\n", "Line 8: Ply 1 (“c5-c9”) of “accepted”" },
  { "id: x\nrules: rimau-rimau-z single 0\nkind: capture\nmoves: 1\ngrade: easy\n"
    "position: " CAPTURE_IN_ONE "\nsolution: c5xc7\n", "Line 2: Unknown variant" },
  { "id: x\nrules: rimau-rimau-a\nkind: capture\nmoves: 1\ngrade: easy\n"
    "position: " CAPTURE_IN_ONE "\nsolution: c5xc7\n", "Line 2: The rules are" },
  { "id: x\nrules: rimau-rimau-a single 0\nkind: capture\nmoves: two\ngrade: easy\n"
    "position: " CAPTURE_IN_ONE "\nsolution: c5xc7\n", "Line 4: The moves “two”" },
  { "id: x\nrules: rimau-rimau-a single 0\nkind: capture\nmoves: 1\ngrade: trivial\n"
    "position: " CAPTURE_IN_ONE "\nsolution: c5xc7\n", "Line 5: Unknown grade" },
  { "id: x\nrules: rimau-rimau-a single 0\nkind: capture\nmoves: 1\ngrade: easy\n"
    "position: " CAPTURE_IN_ONE "\n", "Line 1: The puzzle has no “solution”" },
  { "id: x\nid: y\n", "Line 2: “id” is given twice" },
  { "id: x\ncolour: red\n", "Line 2: Unknown key “colour”" },
  { "# a comment\nid x\n", "Line 2: “id x” is not “key: value”" },
};

START_TEST (test_malformed_file)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) puzzles = rimau_puzzle_file_parse (malformed_files[_i].text, &error);

  ck_assert_ptr_null (puzzles);
  ck_assert (g_error_matches (error, RIMAU_PUZZLE_ERROR, RIMAU_PUZZLE_ERROR_MALFORMED));
  ck_assert_msg (strstr (error->message, malformed_files[_i].error) != NULL,
                 "“%s” should say “%s”", error->message, malformed_files[_i].error);
}
END_TEST

START_TEST (test_reader_goes_on_after_malformed)
{
  g_autofree char *text = g_strconcat ("# two puzzles\n\nid: bad\nkind: what\n\n", good_stanza, NULL);
  g_autoptr(RimauPuzzleReader) reader = rimau_puzzle_reader_new (text);
  g_autoptr(GError) error = NULL;
  g_autoptr(RimauPuzzle) bad = rimau_puzzle_reader_next (reader, &error);
  g_autoptr(RimauPuzzle) good = NULL;

  ck_assert_ptr_null (bad);
  ck_assert_ptr_nonnull (error);
  g_clear_error (&error);
  good = rimau_puzzle_reader_next (reader, &error);
  ck_assert_ptr_nonnull (good);
  ck_assert_str_eq (good->id, "good");
  ck_assert_ptr_null (rimau_puzzle_reader_next (reader, &error));
  ck_assert_ptr_null (error);
}
END_TEST

START_TEST (test_round_trip)
{
  g_autoptr(RimauPuzzle) puzzle = read_puzzle ("capture", 1, "easy", TWO_CAPTURES, "c5xc7", "c5xa5");
  g_autofree char *stanza = NULL;
  g_autofree char *again = NULL;
  g_autoptr(GPtrArray) read = NULL;

  g_free (puzzle->source);
  puzzle->source = g_strdup ("a test, after ply 0");
  stanza = rimau_puzzle_to_stanza (puzzle);
  read = rimau_puzzle_file_parse (stanza, NULL);
  ck_assert_uint_eq (read->len, 1);
  again = rimau_puzzle_to_stanza (read->pdata[0]);
  ck_assert_str_eq (again, stanza);
}
END_TEST

/* ------------------------------------------------------------------------ */
/* The shipped puzzles                                                      */

START_TEST (test_shipped_puzzles)
{
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) puzzles = NULL;
  g_autoptr(RimauProver) prover = rimau_prover_new ();
  g_autoptr(GHashTable) ids = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GHashTable) positions = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  guint per_kind[RIMAU_PUZZLE_N_KINDS] = { 0 };
  guint per_grade[RIMAU_PUZZLE_N_GRADES] = { 0 };

  ck_assert_msg (g_file_get_contents (PUZZLE_FILE, &text, NULL, &error), "%s", error ? error->message : "");
  puzzles = rimau_puzzle_file_parse (text, &error);
  ck_assert_msg (puzzles != NULL, "%s", error ? error->message : "");
  ck_assert_uint_ge (puzzles->len, 150);

  for (guint i = 0; i < puzzles->len; i++)
    {
      const RimauPuzzle *puzzle = puzzles->pdata[i];
      g_autofree char *position = rimau_position_to_string (&puzzle->position);
      g_auto(GStrv) fields = g_strsplit (position, " ", 4);

      if (!rimau_puzzle_verify (prover, puzzle, &error))
        ck_abort_msg ("%s: %s", puzzle->id, error->message);
      ck_assert_msg (g_hash_table_add (ids, puzzle->id), "%s is there twice", puzzle->id);
      ck_assert_msg (g_hash_table_add (positions, g_strjoin (" ", fields[0], fields[1], fields[2], NULL)),
                     "%s: its position is another puzzle's", puzzle->id);
      ck_assert_ptr_nonnull (puzzle->source);
      per_kind[puzzle->kind]++;
      per_grade[puzzle->grade]++;
    }

  for (guint k = 0; k < RIMAU_PUZZLE_N_KINDS; k++)
    ck_assert_uint_ge (per_kind[k], 30);
  for (guint g = 0; g < RIMAU_PUZZLE_N_GRADES; g++)
    ck_assert_uint_ge (per_grade[g], 30);
}
END_TEST

static Suite *
puzzles_suite (void)
{
  Suite *suite = suite_create ("puzzles");
  TCase *prover = tcase_create ("prover");
  TCase *checks = tcase_create ("checks");
  TCase *file = tcase_create ("file");
  TCase *shipped = tcase_create ("shipped");

  tcase_add_test (prover, test_capture_in_one);
  tcase_add_test (prover, test_capture_in_two);
  tcase_add_test (prover, test_capture_in_three);
  tcase_add_test (prover, test_no_capture_at_all);
  tcase_add_test (prover, test_trap_in_one);
  tcase_add_test (prover, test_trap_in_two);
  tcase_add_test (prover, test_save_in_one);
  tcase_add_test (prover, test_save_in_two);
  tcase_add_test (prover, test_prover_agrees_with_plain_search);
  suite_add_tcase (suite, prover);

  tcase_add_test (checks, test_two_first_moves);
  tcase_add_test (checks, test_not_fewest_moves);
  tcase_add_test (checks, test_defence_not_longest);
  tcase_add_test (checks, test_line_too_short);
  tcase_add_test (checks, test_wrong_grade);
  tcase_add_test (checks, test_wrong_side);
  tcase_add_test (checks, test_save_needs_danger);
  suite_add_tcase (suite, checks);

  tcase_add_loop_test (file, test_malformed_file, 0, G_N_ELEMENTS (malformed_files));
  tcase_add_test (file, test_reader_goes_on_after_malformed);
  tcase_add_test (file, test_round_trip);
  suite_add_tcase (suite, file);

  tcase_add_test (shipped, test_shipped_puzzles);
  suite_add_tcase (suite, shipped);

  return suite;
}

int
main (void)
{
  return test_run_suite (puzzles_suite ());
}
