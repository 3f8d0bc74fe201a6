/* test-position.c — legal plies, apply, outcome and position strings
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "rimau-test.h"

#define A      RIMAU_VARIANT_RIMAU_RIMAU_A
#define SINGLE RIMAU_CAPTURE_SINGLE
#define ODD    RIMAU_CAPTURE_ODD

static RimauPosition
position_after (RimauPosition  position,
                const char    *plies)
{
  g_auto(GStrv) texts = g_strsplit (plies, " ", -1);

  for (guint i = 0; texts[i] != NULL; i++)
    {
      g_autoptr(GError) error = NULL;
      RimauMove move;

      if (!rimau_position_parse_move (&position, texts[i], &move, &error))
        ck_abort_msg ("%s: %s", texts[i], error->message);
      rimau_position_apply (&position, &move);
    }

  return position;
}

static void
assert_position_string (const RimauPosition *position,
                        const char          *expected)
{
  g_autofree char *text = rimau_position_to_string (position);

  ck_assert_str_eq (text, expected);
}

/* ---- start positions and perft ---------------------------------------- */

START_TEST (test_start_positions)
{
  static const char *expected[RIMAU_N_VARIANTS] = {
    ".../.../..T../.MMM./.MMM./.MMM./..T../.../... t 15 x3r 0 1",
    ".../.../..T../.MMM./.M.M./.MMM./..T../.../... t 14 x1r 0 1",
    ".../.../...../.MMM./.MMM./.MMM./...../.../... t 15 x3p 0 1",
    ".../.../..T../.MMM./.M.M./.MMM./..T../.../... t 16 - 0 1",
  };

  for (guint v = 0; v < RIMAU_N_VARIANTS; v++)
    {
      RimauRules rules;
      RimauPosition start;

      rimau_rules_init (&rules, (RimauVariant) v);
      rimau_position_init_start (&start, &rules);
      assert_position_string (&start, expected[v]);
      ck_assert_uint_eq (rimau_position_men_left (&start), rimau_variant_men ((RimauVariant) v));
    }
}
END_TEST

typedef struct
{
  RimauVariant     variant;
  RimauCaptureRule captures;
  guint64          counts[6];
} PerftCase;

/* rules.md §6. */
static const PerftCase perft_cases[] = {
  { RIMAU_VARIANT_RIMAU_RIMAU_A, SINGLE, { 9, 72, 504, 29736, 862344, 8727204 } },
  { RIMAU_VARIANT_RIMAU_RIMAU_A, ODD, { 9, 72, 504, 29736, 862344, 9039204 } },
  { RIMAU_VARIANT_RIMAU_RIMAU_B, SINGLE, { 8, 456, 12768, 133692, 3650766, 28927444 } },
  { RIMAU_VARIANT_RIMAU, ODD, { 9, 72, 504, 1512, 45360, 233028 } },
  { RIMAU_VARIANT_SUMATRA, SINGLE, { 16, 438, 4854, 129830, 1144060, 29956104 } },
};

START_TEST (test_perft)
{
  const PerftCase *c = &perft_cases[_i];
  RimauRules rules = test_rules (c->variant, c->captures, RIMAU_DEFAULT_CONCEDE);
  RimauPosition start;

  rimau_position_init_start (&start, &rules);
  for (guint depth = 1; depth <= 6; depth++)
    ck_assert_msg (rimau_position_perft (&start, depth) == c->counts[depth - 1],
                   "%s/%s perft %u", rimau_variant_to_id (c->variant),
                   rimau_capture_rule_to_id (c->captures), depth);
}
END_TEST

/* ---- the opening -------------------------------------------------------- */

START_TEST (test_opening_removals_then_relocate)
{
  RimauRules rules = test_rules (A, SINGLE, 10);
  RimauPosition position;
  RimauMove moves[RIMAU_MAX_MOVES];
  g_autofree char *plies = NULL;

  rimau_position_init_start (&position, &rules);
  assert_plies (&position, "xb4 xb5 xb6 xc4 xc5 xc6 xd4 xd5 xd6");

  position = position_after (position, "xc5");
  assert_position_string (&position, ".../.../..T../.MMM./.M.M./.MMM./..T../.../... t 15 x2r 0 1");
  ck_assert_int_eq (rimau_position_outcome (&position), RIMAU_OUTCOME_NONE);

  position = position_after (position, "xb4 xd6");
  assert_position_string (&position, ".../.../..T../.MM../.M.M./..MM./..T../.../... t 15 r 0 1");

  /* Keep, or either tiger to any of the 29 empty points. */
  ck_assert_uint_eq (rimau_position_generate (&position, moves), 1 + 2 * 29);
  plies = test_legal_plies (&position);
  ck_assert (strstr (plies, "-- ") == plies);
  ck_assert (strstr (plies, "c3-c5 ") != NULL);
  ck_assert (strstr (plies, "c7-a9 ") != NULL);
  ck_assert (strstr (plies, "c3-c7") == NULL);
  ck_assert (strstr (plies, "c3-b5") == NULL);

  position = position_after (position, "c7-a9");
  assert_position_string (&position, "T../.../...../.MM../.M.M./..MM./..T../.../... m 15 - 1 1");
}
END_TEST

START_TEST (test_opening_keep)
{
  RimauRules rules = test_rules (RIMAU_VARIANT_RIMAU_RIMAU_B, SINGLE, 10);
  RimauPosition position;

  rimau_position_init_start (&position, &rules);
  assert_plies (&position, "xb4 xb5 xb6 xc4 xc6 xd4 xd5 xd6");
  ck_assert (!rimau_position_find_move_of_kind (&position, RIMAU_MOVE_KEEP, NULL));
  position = position_after (position, "xc4");
  {
    RimauMove keep = { 0 };

    ck_assert (rimau_position_find_move_of_kind (&position, RIMAU_MOVE_KEEP, &keep));
    ck_assert_int_eq (keep.kind, RIMAU_MOVE_KEEP);
  }
  position = position_after (position, "--");
  assert_position_string (&position, ".../.../..T../.MMM./.M.M./.M.M./..T../.../... m 14 - 1 1");
}
END_TEST

START_TEST (test_opening_place_the_tiger)
{
  RimauRules rules = test_rules (RIMAU_VARIANT_RIMAU, ODD, 10);
  RimauPosition position;

  rimau_position_init_start (&position, &rules);
  position = position_after (position, "xc5");
  assert_position_string (&position, ".../.../...../.MMM./.M.M./.MMM./...../.../... t 15 x2p:c5 0 1");
  position = position_after (position, "xd6 xb4");
  assert_position_string (&position, ".../.../...../.MM../.M.M./..MM./...../.../... t 15 p:b4,c5,d6 0 1");
  assert_plies (&position, "T@b4 T@c5 T@d6");

  position = position_after (position, "T@c5");
  assert_position_string (&position, ".../.../...../.MM../.MTM./..MM./...../.../... m 15 - 1 1");
}
END_TEST

START_TEST (test_nothing_ends_the_game_in_the_opening)
{
  /* Only 8 men are left, but the tigers' opening turn is not over. */
  RimauRules rules = test_rules (A, SINGLE, 10);
  RimauPosition position = test_position (&rules, ".../.../..T../.MMM./.M.M./.MMM./..T../.../... t 0 r 0 1");

  ck_assert_int_eq (rimau_position_outcome (&position), RIMAU_OUTCOME_NONE);
  position = position_after (position, "--");
  ck_assert_int_eq (rimau_position_outcome (&position), RIMAU_OUTCOME_TIGERS);
  ck_assert_uint_eq (rimau_position_generate (&position, (RimauMove[RIMAU_MAX_MOVES]) { 0 }), 0);
}
END_TEST

/* ---- drops, steps and the pass ------------------------------------------ */

START_TEST (test_drops_fill_every_empty_point)
{
  RimauRules rules = test_rules (A, SINGLE, 10);
  RimauPosition position = test_position (&rules, "MMM/MMM/MM.MM/MM.MM/MMTMM/MMM../.MT.M/.../... m 1 - 0 12");

  assert_plies (&position, "@a1 @a3 @b2 @c1 @c2 @c6 @c7 @d2 @d3 @d4 @e1 @e4");
}
END_TEST

START_TEST (test_men_steps)
{
  RimauRules rules = test_rules (A, SINGLE, 0);
  RimauPosition position = test_position (&rules, "T.T/.../...../...../..M../...../...../.../M.. m 0 - 7 30");

  assert_plies (&position, "a1-b2 a1-c1 c5-b4 c5-b5 c5-b6 c5-c4 c5-c6 c5-d4 c5-d5 c5-d6");
  position = position_after (position, "c5-d6");
  assert_position_string (&position, "T.T/.../...../...M./...../...../...../.../M.. t 0 - 8 31");
}
END_TEST

START_TEST (test_men_pass_when_blocked)
{
  RimauRules rules = test_rules (A, SINGLE, 0);
  RimauPosition position = test_position (&rules, ".../.../...../...../...../...../...../T../MT. m 0 - 3 40");

  ck_assert_int_eq (rimau_position_outcome (&position), RIMAU_OUTCOME_NONE);
  assert_plies (&position, "--");
  ck_assert (rimau_position_find_move_of_kind (&position, RIMAU_MOVE_PASS, NULL));
  ck_assert (!rimau_position_find_move_of_kind (&position, RIMAU_MOVE_STEP, NULL));
  position = position_after (position, "--");
  assert_position_string (&position, ".../.../...../...../...../...../...../T../MT. t 0 - 4 41");
}
END_TEST

/* ---- tiger steps and jumps ---------------------------------------------- */

typedef struct
{
  RimauCaptureRule captures;
  const char      *position;
  const char      *plies;
} PlyCase;

static const PlyCase tiger_cases[] = {
  /* Odd runs of 7, 5, 3 and 1 men along c1–c9. */
  { ODD, ".../.M./..M../..M../..M../..M../..M../.M./.T. t 0 - 0 9", "c1-a1 c1-e1 c1xc9" },
  { ODD, ".../.../...../..M../..M../..M../..M../.M./.T. t 0 - 0 9", "c1-a1 c1-e1 c1xc7" },
  { ODD, ".../.../...../...../...../..M../..M../.M./.T. t 0 - 0 9", "c1-a1 c1-e1 c1xc5" },
  { ODD, ".../.../...../...../...../...../...../.M./.T. t 0 - 0 9", "c1-a1 c1-e1 c1xc3" },
  /* The single rule jumps one man only. */
  { SINGLE, ".../.M./..M../..M../..M../..M../..M../.M./.T. t 0 - 0 9", "c1-a1 c1-e1" },
  { SINGLE, ".../.../...../...../...../...../..M../.M./.T. t 0 - 0 9", "c1-a1 c1-e1" },
  { SINGLE, ".../.../...../...../...../...../...../.M./.T. t 0 - 0 9", "c1-a1 c1-e1 c1xc3" },
  /* Even runs of 2 and 4 cannot be jumped. */
  { ODD, ".../.../...../...../...../...../..M../.M./.T. t 0 - 0 9", "c1-a1 c1-e1" },
  { ODD, ".../.../...../...../..M../..M../..M../.M./.T. t 0 - 0 9", "c1-a1 c1-e1" },
  /* Into the top mountain across its apex, along a side and the middle line. */
  { SINGLE, ".../.../..M../...T./...../...../...../.../... t 0 - 0 9",
    "d6-c5 d6-c6 d6-d5 d6-d7 d6-e5 d6-e6 d6-e7 d6xb8" },
  { SINGLE, ".../.../..M../..T../...../...../...../.../... t 0 - 0 9", "c6-b6 c6-c5 c6-d6 c6xc8" },
  /* Out of it again, and along its base and half-way line. */
  { SINGLE, ".../T../..M../...../...../...../...../.../... t 0 - 0 9", "b8-a9 b8-c8 b8xd6" },
  { SINGLE, "TM./.../...../...../...../...../...../.../... t 0 - 0 9", "a9-b8 a9xe9" },
  { SINGLE, ".../TM./...../...../...../...../...../.../... t 0 - 0 9", "b8-a9 b8-c7 b8xd8" },
  /* Into the bottom mountain across its apex. */
  { SINGLE, ".../.../...../...../...../.T.../..M../.../... t 0 - 0 9",
    "b4-a3 b4-a4 b4-a5 b4-b3 b4-b5 b4-c4 b4-c5 b4xd2" },
  /* The other tiger blocks the landing point, or ends an odd run. */
  { SINGLE, ".../.../...../...../...../...../..T../.M./.T. t 0 - 0 9",
    "c1-a1 c1-e1 c3-b2 c3-b3 c3-b4 c3-c4 c3-d2 c3-d3 c3-d4" },
  { ODD, ".../.../...../...../..T../..M../..M../.M./.T. t 0 - 0 9",
    "c1-a1 c1-e1 c5-b4 c5-b5 c5-b6 c5-c6 c5-d4 c5-d5 c5-d6" },
  /* Tigers never jump tigers. */
  { SINGLE, ".../.../...../...../..T../..T../...../.../... t 5 - 0 9",
    "c4-b4 c4-c3 c4-d4 c5-b4 c5-b5 c5-b6 c5-c6 c5-d4 c5-d5 c5-d6" },
};

START_TEST (test_tiger_plies)
{
  const PlyCase *c = &tiger_cases[_i];
  RimauRules rules = test_rules (A, c->captures, 0);
  RimauPosition position = test_position (&rules, c->position);

  assert_plies (&position, c->plies);
}
END_TEST

START_TEST (test_jump_captures_the_run)
{
  RimauRules rules = test_rules (A, ODD, 0);
  RimauPosition position = test_position (&rules, ".../.M./..M../..M../..M../..M../..M../.M./.T. t 3 - 17 9");
  RimauMove move;

  ck_assert (rimau_position_parse_move (&position, "c1xc9", &move, NULL));
  ck_assert_int_eq (rimau_mask_count (move.captured), 7);
  rimau_position_apply (&position, &move);
  assert_position_string (&position, ".T./.../...../...../...../...../...../.../... m 3 - 0 9");
  ck_assert_uint_eq (position.key, rimau_position_compute_key (&position));
}
END_TEST

/* ---- men the tigers could capture ---------------------------------------- */

static RimauMask
points (const char *names)
{
  g_auto(GStrv) texts = g_strsplit (names, " ", -1);
  RimauMask mask = 0;

  for (guint i = 0; texts[i] != NULL; i++)
    if (*texts[i] != '\0')
      {
        int p = rimau_point_from_name (texts[i], strlen (texts[i]));

        ck_assert_int_ne (p, RIMAU_NO_POINT);
        mask |= RIMAU_MASK (p);
      }

  return mask;
}

/* What the board did before the engine was asked: the tigers' jumps of
 * the same position with the side to move set to the tigers. */
static RimauMask
capturable_with_the_side_flipped (const RimauPosition *position)
{
  RimauMove moves[RIMAU_MAX_MOVES];
  RimauPosition probe = *position;
  RimauMask men = 0;
  guint n;

  if (rimau_position_in_opening (position))
    return 0;

  probe.side = RIMAU_SIDE_TIGERS;
  n = rimau_position_generate (&probe, moves);
  for (guint i = 0; i < n; i++)
    if (moves[i].kind == RIMAU_MOVE_JUMP)
      men |= moves[i].captured;

  return men;
}

typedef struct
{
  RimauCaptureRule captures;
  const char      *board;      /* the first field of a position string */
  const char      *capturable;
} CapturableCase;

static const CapturableCase capturable_cases[] = {
  /* A tiger on c5: b5, c6 and d6 hang; c4 is covered by c3, or, by odd
   * runs, is the first of three men with c1 empty beyond. */
  { SINGLE, ".../.../...../..MM./.MT../..M../..M../.M./...", "b5 c6 d6" },
  { ODD, ".../.../...../..MM./.MT../..M../..M../.M./...", "b5 c2 c3 c4 c6 d6" },
  /* Runs of 7 along c1–c9: only by odd runs. */
  { SINGLE, ".../.M./..M../..M../..M../..M../..M../.M./.T.", "" },
  { ODD, ".../.M./..M../..M../..M../..M../..M../.M./.T.", "c2 c3 c4 c5 c6 c7 c8" },
  /* An even run, or a tiger beyond the run, protects every man of it. */
  { ODD, ".../.../...../...../...../...../..M../.M./.T.", "" },
  { ODD, ".../.../...../...../..T../..M../..M../.M./.T.", "" },
  { SINGLE, ".../.../...../...../...../...../..T../.M./.T.", "" },
  /* Two tigers, each with its own jump. */
  { SINGLE, "TM./.../...../...../...../...../...../.M./.T.", "c2 c9" },
};

START_TEST (test_capturable_men)
{
  const CapturableCase *c = &capturable_cases[_i];
  RimauRules rules = test_rules (A, c->captures, 0);
  RimauMove jumps[RIMAU_MAX_TIGER_JUMPS];
  g_autofree char *tigers_text = g_strdup_printf ("%s t 5 - 0 9", c->board);
  g_autofree char *men_text = g_strdup_printf ("%s m 5 - 0 9", c->board);
  RimauPosition tigers = test_position (&rules, tigers_text);
  RimauPosition men = test_position (&rules, men_text);
  RimauMask expected = points (c->capturable);
  RimauMask jumped = 0;
  guint n;

  /* The same men whichever side is to move. */
  ck_assert_uint_eq (rimau_position_capturable_men (&tigers), expected);
  ck_assert_uint_eq (rimau_position_capturable_men (&men), expected);
  ck_assert_uint_eq (capturable_with_the_side_flipped (&men), expected);

  n = rimau_position_generate_tiger_jumps (&men, jumps);
  for (guint i = 0; i < n; i++)
    {
      ck_assert_int_eq (jumps[i].kind, RIMAU_MOVE_JUMP);
      ck_assert (rimau_position_is_legal (&tigers, &jumps[i]));
      jumped |= jumps[i].captured;
    }
  ck_assert_uint_eq (jumped, expected);
}
END_TEST

START_TEST (test_capturable_men_in_the_opening)
{
  RimauRules rules = test_rules (A, SINGLE, 10);
  RimauPosition position;
  RimauMove jumps[RIMAU_MAX_TIGER_JUMPS];

  /* The tigers' opening turn plays no jump, though the tiger on c3 could
   * jump b4 by the board alone. */
  rimau_position_init_start (&position, &rules);
  ck_assert_uint_eq (rimau_position_capturable_men (&position), 0);
  ck_assert_uint_gt (rimau_position_generate_tiger_jumps (&position, jumps), 0);
  position = position_after (position, "xc5 xb5");
  ck_assert_uint_eq (rimau_position_capturable_men (&position), 0);
  position = position_after (position, "xd6");
  ck_assert (rimau_position_in_opening (&position));
  ck_assert_uint_eq (rimau_position_capturable_men (&position), 0);

  /* Once it is over, with the men to drop first. */
  position = position_after (position, "--");
  ck_assert_int_eq (position.side, RIMAU_SIDE_MEN);
  ck_assert_uint_eq (rimau_position_capturable_men (&position), points ("b4 b6 c4 c6 d4"));

  /* The one-tiger opening has no tiger until it is placed. */
  rules = test_rules (RIMAU_VARIANT_RIMAU, ODD, 10);
  rimau_position_init_start (&position, &rules);
  ck_assert_uint_eq (rimau_position_generate_tiger_jumps (&position, jumps), 0);
  position = position_after (position, "xc5 xb4 xd6 T@c5");
  ck_assert_uint_eq (rimau_position_capturable_men (&position), points ("b5 b6 c4 c6 d4 d5"));
}
END_TEST

START_TEST (test_capturable_men_after_the_end)
{
  RimauRules rules = test_rules (A, SINGLE, 10);
  /* Ten men left: the tigers have won, and no jump follows. */
  RimauPosition position = test_position (&rules, ".../.../...../...../.MT../...../...../.../... m 9 - 0 30");

  ck_assert_int_eq (rimau_position_outcome (&position), RIMAU_OUTCOME_TIGERS);
  ck_assert_uint_eq (rimau_position_capturable_men (&position), 0);

  rules.concede = 9;
  position = test_position (&rules, ".../.../...../...../.MT../...../...../.../... m 9 - 0 30");
  ck_assert_uint_eq (rimau_position_capturable_men (&position), points ("b5"));
}
END_TEST

/* Along random games of every variant and capture rule, the engine agrees
 * with the tigers' jumps of the legal plies. */
START_TEST (test_capturable_men_agree_with_the_legal_jumps)
{
  for (guint v = 0; v < RIMAU_N_VARIANTS; v++)
    for (guint r = 0; r < 2; r++)
      for (guint64 seed = 1; seed <= 20; seed++)
        {
          RimauRules rules = test_rules ((RimauVariant) v, r == 0 ? SINGLE : ODD, 10);
          RimauPosition position;
          RimauMove move;
          guint64 rng = seed;

          rimau_position_init_start (&position, &rules);
          while (rimau_position_random_move (&position, &rng, &move))
            {
              RimauMove jumps[RIMAU_MAX_TIGER_JUMPS];
              RimauMove moves[RIMAU_MAX_MOVES];
              guint n_jumps = rimau_position_generate_tiger_jumps (&position, jumps);
              guint n_legal = 0;

              ck_assert_uint_eq (rimau_position_capturable_men (&position),
                                 capturable_with_the_side_flipped (&position));
              if (position.side == RIMAU_SIDE_TIGERS && !rimau_position_in_opening (&position))
                {
                  guint n = rimau_position_generate (&position, moves);

                  for (guint i = 0; i < n; i++)
                    if (moves[i].kind == RIMAU_MOVE_JUMP)
                      {
                        gboolean found = FALSE;

                        for (guint j = 0; j < n_jumps; j++)
                          found |= rimau_move_equal (&moves[i], &jumps[j]);
                        ck_assert (found);
                        n_legal++;
                      }
                  ck_assert_uint_eq (n_jumps, n_legal);
                }
              rimau_position_apply (&position, &move);
            }
        }
}
END_TEST

/* ---- outcome ------------------------------------------------------------ */

START_TEST (test_trapped_tigers_lose)
{
  RimauRules rules = test_rules (A, ODD, 10);
  /* Tigers on a1 and c1, hemmed in by b2, c2, c3 and e1. */
  RimauPosition position = test_position (&rules, ".../.../...../...../...../...../..M../MM./TTM t 10 - 0 20");

  ck_assert_int_eq (rimau_position_outcome (&position), RIMAU_OUTCOME_MEN);
  ck_assert (!rimau_position_tigers_can_move (&position));
  assert_plies (&position, "");

  /* The same board with the men to move is no win: only the tigers' turn counts. */
  position = test_position (&rules, ".../.../...../...../...../...../..M../MM./TTM m 10 - 0 20");
  ck_assert_int_eq (rimau_position_outcome (&position), RIMAU_OUTCOME_NONE);
}
END_TEST

START_TEST (test_concede_threshold)
{
  RimauRules rules = test_rules (A, SINGLE, 10);
  RimauPosition position = test_position (&rules, ".../.../..T../..M../...../...../..T../.../... t 9 - 0 20");

  /* 1 + 9 = 10 men left: the tigers have won. */
  ck_assert_int_eq (rimau_position_outcome (&position), RIMAU_OUTCOME_TIGERS);
  ck_assert_uint_eq (rimau_position_generate (&position, (RimauMove[RIMAU_MAX_MOVES]) { 0 }), 0);

  position = test_position (&rules, ".../.../..T../..M../...../...../..T../.../... t 10 - 0 20");
  ck_assert_int_eq (rimau_position_outcome (&position), RIMAU_OUTCOME_NONE);
  position = position_after (position, "c7xc5");
  ck_assert_int_eq (rimau_position_outcome (&position), RIMAU_OUTCOME_TIGERS);

  /* With threshold 0 the tigers must take every man. */
  rules.concede = 0;
  position = test_position (&rules, ".../.../..T../..M../...../...../..T../.../... t 0 - 0 20");
  ck_assert_int_eq (rimau_position_outcome (&position), RIMAU_OUTCOME_NONE);
  position = position_after (position, "c7xc5");
  ck_assert_int_eq (rimau_position_outcome (&position), RIMAU_OUTCOME_TIGERS);
}
END_TEST

/* The highest threshold leaves the tigers one man to capture after their
 * opening; one more and they win as it ends. */
START_TEST (test_concede_bound)
{
  static const struct
  {
    RimauVariant  variant;
    guint         max_concede;
    const char   *opening;
  } cases[] = {
    { RIMAU_VARIANT_RIMAU_RIMAU_A, 20, "xc4 xc5 xc6 --" },
    { RIMAU_VARIANT_RIMAU_RIMAU_B, 20, "xc4 --" },
    { RIMAU_VARIANT_RIMAU, 20, "xb4 xc5 xd6 T@c5" },
    { RIMAU_VARIANT_SUMATRA, 23, NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      guint max = rimau_variant_max_concede (cases[i].variant);
      RimauRules rules = test_rules (cases[i].variant, SINGLE, max);
      RimauPosition position;

      ck_assert_uint_eq (max, cases[i].max_concede);

      rimau_position_init_start (&position, &rules);
      if (cases[i].opening != NULL)
        position = position_after (position, cases[i].opening);
      ck_assert (!rimau_position_in_opening (&position));
      ck_assert_uint_eq (rimau_position_men_left (&position), max + 1);
      ck_assert_int_eq (rimau_position_outcome (&position), RIMAU_OUTCOME_NONE);

      position.rules.concede = max + 1;
      ck_assert_int_eq (rimau_position_outcome (&position), RIMAU_OUTCOME_TIGERS);
    }
}
END_TEST

/* ---- counters ----------------------------------------------------------- */

START_TEST (test_quiet_counter_and_turn)
{
  RimauRules rules = test_rules (RIMAU_VARIANT_SUMATRA, SINGLE, 10);
  RimauPosition position;

  rimau_position_init_start (&position, &rules);
  position = position_after (position, "c3-c2");
  assert_position_string (&position, ".../.../..T../.MMM./.M.M./.MMM./...../.T./... m 16 - 1 1");
  position = position_after (position, "@c3");
  assert_position_string (&position, ".../.../..T../.MMM./.M.M./.MMM./..M../.T./... t 15 - 0 2");
  position = position_after (position, "c7-c8 @a1 c8-c7 @e1 c7xc5");
  assert_position_string (&position, ".../.../...../.M.M./.MTM./.MMM./..M../.T./M.M m 13 - 0 4");
}
END_TEST

START_TEST (test_quiet_counter_saturates)
{
  RimauRules rules = test_rules (A, SINGLE, 0);
  RimauPosition position = test_position (&rules, "T.T/.../...../...../..M../...../...../.../M.. t 0 - 65535 30");

  position = position_after (position, "a9-b8");
  ck_assert_uint_eq (position.quiet, 65535);
}
END_TEST

/* ---- position strings --------------------------------------------------- */

START_TEST (test_position_strings_round_trip)
{
  for (guint v = 0; v < RIMAU_N_VARIANTS; v++)
    {
      RimauRules rules;
      RimauPosition position;
      guint64 rng = v + 1;
      RimauMove move;

      rimau_rules_init (&rules, (RimauVariant) v);
      rimau_position_init_start (&position, &rules);
      while (rimau_position_random_move (&position, &rng, &move))
        {
          g_autofree char *text = NULL;
          RimauPosition parsed;

          ck_assert (rimau_position_is_legal (&position, &move));
          rimau_position_apply (&position, &move);
          ck_assert_uint_eq (position.key, rimau_position_compute_key (&position));

          text = rimau_position_to_string (&position);
          parsed = test_position (&rules, text);
          ck_assert (rimau_position_equal (&parsed, &position));
          ck_assert_uint_eq (parsed.key, position.key);
          if (position.quiet >= RIMAU_QUIET_PLY_LIMIT)
            break;
        }
    }
}
END_TEST

typedef struct
{
  const char        *text;
  RimauPositionError code;
} BadPosition;

static const BadPosition bad_positions[] = {
  { "", RIMAU_POSITION_ERROR_FIELDS },
  { ".../.../..T../.MMM./.MMM./.MMM./..T../.../... t 15 x3r 0", RIMAU_POSITION_ERROR_FIELDS },
  { ".../.../..T../.MMM./.MMM./.MMM./..T../.../... t 15 x3r 0 1 1", RIMAU_POSITION_ERROR_FIELDS },
  { ".../.../..T../.MMM./.MMM./.MMM./..T../... t 15 x3r 0 1", RIMAU_POSITION_ERROR_BOARD },
  { "..../.../..T../.MMM./.MMM./.MMM./..T../.../... t 15 x3r 0 1", RIMAU_POSITION_ERROR_BOARD },
  { ".../.../..T../.MMM./.MXM./.MMM./..T../.../... t 15 x3r 0 1", RIMAU_POSITION_ERROR_BOARD },
  { ".../.../..T../.MMM./.MTM./.MMM./..T../.../... t 15 x3r 0 1", RIMAU_POSITION_ERROR_BOARD },
  { ".../.../...../.MMM./.MMM./.MMM./...../.../... t 15 - 0 1", RIMAU_POSITION_ERROR_BOARD },
  { ".../.../..T../.MMM./.MMM./.MMM./...../.../... t 15 x3p 0 1", RIMAU_POSITION_ERROR_BOARD },
  { ".../.../..T../.MMM./.MMM./.MMM./..T../.../... x 15 x3r 0 1", RIMAU_POSITION_ERROR_SIDE },
  { ".../.../..T../.MMM./.MMM./.MMM./..T../.../... t 16 x3r 0 1", RIMAU_POSITION_ERROR_HAND },
  { ".../.../..T../.MMM./.MMM./.MMM./..T../.../... t -1 x3r 0 1", RIMAU_POSITION_ERROR_HAND },
  { ".../.../..T../.MMM./.MMM./.MMM./..T../.../... t 1a x3r 0 1", RIMAU_POSITION_ERROR_HAND },
  { ".../.../..T../.MMM./.MMM./.MMM./..T../.../... t 15 x4r 0 1", RIMAU_POSITION_ERROR_OPENING },
  { ".../.../..T../.MMM./.MMM./.MMM./..T../.../... t 15 x3 0 1", RIMAU_POSITION_ERROR_OPENING },
  { ".../.../..T../.MMM./.MMM./.MMM./..T../.../... t 15 q 0 1", RIMAU_POSITION_ERROR_OPENING },
  { ".../.../..T../.MMM./.MMM./.MMM./..T../.../... m 15 x3r 0 1", RIMAU_POSITION_ERROR_OPENING },
  { ".../.../...../.MMM./.M.M./.MMM./...../.../... t 15 x3p:c5 0 1", RIMAU_POSITION_ERROR_OPENING },
  { ".../.../...../.MMM./.M.M./.MMM./...../.../... t 15 x2p:c5,c5 0 1", RIMAU_POSITION_ERROR_OPENING },
  { ".../.../...../.MMM./.MMM./.MMM./...../.../... t 15 x2p:c5 0 1", RIMAU_POSITION_ERROR_OPENING },
  { ".../.../...../.MMM./.M.M./.MMM./...../.../... t 15 x2p:z9 0 1", RIMAU_POSITION_ERROR_OPENING },
  { ".../.../...../.MMM./.M.M./.MMM./...../.../... t 15 p 0 1", RIMAU_POSITION_ERROR_OPENING },
  { ".../.../...../.MMM./.M.M./.MMM./...../.../... t 15 p: 0 1", RIMAU_POSITION_ERROR_OPENING },
  { ".../.../...../.M.M./.M.M./.M.M./...../.../... t 15 p:c4,c5,c6,a1 0 1", RIMAU_POSITION_ERROR_OPENING },
  { ".../.../..T../.MMM./.MMM./.MMM./..T../.../... t 15 x3r x 1", RIMAU_POSITION_ERROR_QUIET },
  { ".../.../..T../.MMM./.MMM./.MMM./..T../.../... t 15 x3r 0 0", RIMAU_POSITION_ERROR_TURN },
  { ".../.../..T../.MMM./.MMM./.MMM./..T../.../... t 15 x3r 0 99999999999999999999", RIMAU_POSITION_ERROR_TURN },
};

START_TEST (test_malformed_positions_rejected)
{
  const BadPosition *c = &bad_positions[_i];
  RimauRules rules = test_rules (A, SINGLE, 10);
  g_autoptr(GError) error = NULL;
  RimauPosition position = { .turn = 77 };

  ck_assert_msg (!rimau_position_from_string (&position, &rules, c->text, &error), "“%s” is rejected", c->text);
  ck_assert_msg (g_error_matches (error, RIMAU_POSITION_ERROR, (int) c->code),
                 "“%s”: expected code %d, got %s", c->text, c->code, error->message);
  /* A failed parse leaves the position as it was. */
  ck_assert_uint_eq (position.turn, 77);
}
END_TEST

START_TEST (test_position_error_names_the_field)
{
  RimauRules rules = test_rules (A, SINGLE, 10);
  g_autoptr(GError) error = NULL;
  RimauPosition position;

  ck_assert (!rimau_position_from_string (&position, &rules,
                                          ".../.../..T../.MMM./.MMM./.MMM./..T../.../... t 15 x3r 0 0", &error));
  ck_assert (strstr (error->message, "Field 6 (turn number)") != NULL);
}
END_TEST

/* Messages quote what was read, and are UTF-8 even when that is not. */
START_TEST (test_errors_are_utf8)
{
  RimauRules rules = test_rules (A, SINGLE, 10);
  RimauPosition position = test_position (&rules, rimau_variant_start_string (A));
  g_autoptr(GError) field_error = NULL;
  g_autoptr(GError) ply_error = NULL;
  RimauMove move;

  ck_assert (!rimau_position_from_string (&position, &rules,
                                          ".../.../..T../.MMM./.MMM./.MMM./..T../.../... m\xfb 15 x3r 0 1",
                                          &field_error));
  ck_assert (g_error_matches (field_error, RIMAU_POSITION_ERROR, RIMAU_POSITION_ERROR_SIDE));
  ck_assert_str_eq (field_error->message, "Field 2 (side to move) is “m\xef\xbf\xbd”, expected t or m");

  ck_assert (!rimau_position_parse_move (&position, "xc\xff", &move, &ply_error));
  ck_assert (g_error_matches (ply_error, RIMAU_MOVE_ERROR, RIMAU_MOVE_ERROR_MALFORMED));
  ck_assert (g_str_has_prefix (ply_error->message, "“xc\xef\xbf\xbd” is not a ply"));
}
END_TEST

/* ---- ply text ----------------------------------------------------------- */

typedef struct
{
  const char     *position;
  const char     *ply;
  RimauMoveError  code;
} BadPly;

static const BadPly bad_plies[] = {
  { NULL, "", RIMAU_MOVE_ERROR_MALFORMED },
  { NULL, "x", RIMAU_MOVE_ERROR_MALFORMED },
  { NULL, "c5", RIMAU_MOVE_ERROR_MALFORMED },
  { NULL, "xc", RIMAU_MOVE_ERROR_MALFORMED },
  { NULL, "xb1", RIMAU_MOVE_ERROR_MALFORMED },
  { NULL, "c3-c", RIMAU_MOVE_ERROR_MALFORMED },
  { NULL, "c3+c4", RIMAU_MOVE_ERROR_MALFORMED },
  { NULL, "T@z9", RIMAU_MOVE_ERROR_MALFORMED },
  { NULL, "---", RIMAU_MOVE_ERROR_MALFORMED },
  { NULL, "c1xc9x", RIMAU_MOVE_ERROR_MALFORMED },
  { NULL, "XC5", RIMAU_MOVE_ERROR_MALFORMED },
  /* Well formed, but not legal at the start of rimau-rimau-a. */
  { NULL, "xc3", RIMAU_MOVE_ERROR_ILLEGAL },
  { NULL, "xa1", RIMAU_MOVE_ERROR_ILLEGAL },
  { NULL, "--", RIMAU_MOVE_ERROR_ILLEGAL },
  { NULL, "c3-c2", RIMAU_MOVE_ERROR_ILLEGAL },
  { NULL, "@a1", RIMAU_MOVE_ERROR_ILLEGAL },
  { NULL, "T@c5", RIMAU_MOVE_ERROR_ILLEGAL },
  { "T../.../...../.MM../.M.M./..MM./..T../.../... m 15 - 1 1", "b4-a3", RIMAU_MOVE_ERROR_ILLEGAL },
  { "T../.../...../.MM../.M.M./..MM./..T../.../... m 15 - 1 1", "@c4", RIMAU_MOVE_ERROR_ILLEGAL },
  { "T../.../...../.MM../.M.M./..MM./..T../.../... m 15 - 1 1", "--", RIMAU_MOVE_ERROR_ILLEGAL },
  { "T.T/.../...../...../..M../...../...../.../M.. m 0 - 7 30", "a1-c3", RIMAU_MOVE_ERROR_ILLEGAL },
  { "T.T/.../...../...../..M../...../...../.../M.. m 0 - 7 30", "c5xc7", RIMAU_MOVE_ERROR_ILLEGAL },
  { "T.T/.../...../...../..M../...../...../.../M.. t 0 - 7 30", "a9-a7", RIMAU_MOVE_ERROR_ILLEGAL },
  { "T.T/.../...../...../..M../...../...../.../M.. t 0 - 7 30", "c5-c6", RIMAU_MOVE_ERROR_ILLEGAL },
};

START_TEST (test_bad_plies_rejected)
{
  const BadPly *c = &bad_plies[_i];
  RimauRules rules = test_rules (A, SINGLE, 0);
  g_autoptr(GError) error = NULL;
  RimauPosition position;
  RimauMove move = { .kind = 99 };

  if (c->position != NULL)
    position = test_position (&rules, c->position);
  else
    rimau_position_init_start (&position, &rules);

  ck_assert_msg (!rimau_position_parse_move (&position, c->ply, &move, &error), "“%s” is rejected", c->ply);
  ck_assert_msg (g_error_matches (error, RIMAU_MOVE_ERROR, (int) c->code),
                 "“%s”: expected code %d, got %s", c->ply, c->code, error->message);
  ck_assert_int_eq (move.kind, 99);
}
END_TEST

START_TEST (test_illegal_ply_says_why)
{
  RimauRules rules = test_rules (A, SINGLE, 0);
  RimauPosition position = test_position (&rules, "T.T/.../...../...../..M../...../...../.../M.. m 0 - 7 30");
  g_autoptr(GError) error = NULL;

  ck_assert (!rimau_position_parse_move (&position, "b4-b5", NULL, &error));
  ck_assert_str_eq (error->message, "“b4-b5” is not legal here: there is no man on b4");
}
END_TEST

START_TEST (test_ply_text_round_trip)
{
  for (guint v = 0; v < RIMAU_N_VARIANTS; v++)
    {
      RimauRules rules;
      RimauPosition position;
      guint64 rng = 100 + v;
      RimauMove move;

      rimau_rules_init (&rules, (RimauVariant) v);
      rimau_position_init_start (&position, &rules);
      while (position.quiet < RIMAU_QUIET_PLY_LIMIT && rimau_position_random_move (&position, &rng, &move))
        {
          RimauMove moves[RIMAU_MAX_MOVES];
          guint n = rimau_position_generate (&position, moves);

          for (guint i = 0; i < n; i++)
            {
              char text[RIMAU_MOVE_TEXT_SIZE];
              RimauMove parsed;

              ck_assert (rimau_position_parse_move (&position, rimau_move_to_text (&moves[i], text), &parsed, NULL));
              ck_assert (rimau_move_equal (&parsed, &moves[i]));
            }
          rimau_position_apply (&position, &move);
        }
    }
}
END_TEST

/* ---- random plies and playouts ------------------------------------------ */

START_TEST (test_playouts_end_by_the_rules)
{
  for (guint v = 0; v < RIMAU_N_VARIANTS; v++)
    for (guint64 seed = 1; seed <= 200; seed++)
      {
        RimauRules rules;
        RimauPosition position;
        guint64 rng = seed;
        RimauOutcome outcome;
        guint n;

        rimau_rules_init (&rules, (RimauVariant) v);
        rimau_position_init_start (&position, &rules);
        outcome = rimau_position_playout (&position, &rng, &n);
        ck_assert_int_ne (outcome, RIMAU_OUTCOME_NONE);
        ck_assert_uint_gt (n, 0);
        if (outcome == RIMAU_OUTCOME_DRAW)
          ck_assert_int_eq (rimau_position_outcome (&position), RIMAU_OUTCOME_NONE);
        else
          ck_assert_int_eq (rimau_position_outcome (&position), outcome);
      }
}
END_TEST

/* The end is looked for in the order of the rules: tigers trapped at the
 * quiet-ply limit lose; tigers that can move there draw. */
START_TEST (test_playouts_check_the_end_in_order)
{
  RimauRules rules = test_rules (A, ODD, 10);
  RimauPosition trapped = test_position (&rules, ".../.../...../...../...../...../..M../MM./TTM t 10 - 100 70");
  RimauPosition free = test_position (&rules, ".../.../..T../..M../...../...../..T../.../... t 12 - 100 70");
  guint64 rng = 1;

  ck_assert_int_eq (rimau_position_playout (&trapped, &rng, NULL), RIMAU_OUTCOME_MEN);
  ck_assert_int_eq (rimau_position_playout (&free, &rng, NULL), RIMAU_OUTCOME_DRAW);
}
END_TEST

static Suite *
position_suite (void)
{
  Suite *s = suite_create ("position");
  TCase *tc;

  tc = tcase_create ("perft");
  tcase_set_timeout (tc, 300);
  tcase_add_test (tc, test_start_positions);
  tcase_add_loop_test (tc, test_perft, 0, G_N_ELEMENTS (perft_cases));
  suite_add_tcase (s, tc);

  tc = tcase_create ("plies");
  tcase_set_timeout (tc, 60);
  tcase_add_test (tc, test_opening_removals_then_relocate);
  tcase_add_test (tc, test_opening_keep);
  tcase_add_test (tc, test_opening_place_the_tiger);
  tcase_add_test (tc, test_nothing_ends_the_game_in_the_opening);
  tcase_add_test (tc, test_drops_fill_every_empty_point);
  tcase_add_test (tc, test_men_steps);
  tcase_add_test (tc, test_men_pass_when_blocked);
  tcase_add_loop_test (tc, test_tiger_plies, 0, G_N_ELEMENTS (tiger_cases));
  tcase_add_test (tc, test_jump_captures_the_run);
  tcase_add_loop_test (tc, test_capturable_men, 0, G_N_ELEMENTS (capturable_cases));
  tcase_add_test (tc, test_capturable_men_in_the_opening);
  tcase_add_test (tc, test_capturable_men_after_the_end);
  tcase_add_test (tc, test_capturable_men_agree_with_the_legal_jumps);
  tcase_add_test (tc, test_trapped_tigers_lose);
  tcase_add_test (tc, test_concede_threshold);
  tcase_add_test (tc, test_concede_bound);
  tcase_add_test (tc, test_quiet_counter_and_turn);
  tcase_add_test (tc, test_quiet_counter_saturates);
  tcase_add_test (tc, test_playouts_end_by_the_rules);
  tcase_add_test (tc, test_playouts_check_the_end_in_order);
  suite_add_tcase (s, tc);

  tc = tcase_create ("text");
  tcase_set_timeout (tc, 60);
  tcase_add_test (tc, test_position_strings_round_trip);
  tcase_add_loop_test (tc, test_malformed_positions_rejected, 0, G_N_ELEMENTS (bad_positions));
  tcase_add_test (tc, test_position_error_names_the_field);
  tcase_add_test (tc, test_errors_are_utf8);
  tcase_add_loop_test (tc, test_bad_plies_rejected, 0, G_N_ELEMENTS (bad_plies));
  tcase_add_test (tc, test_illegal_ply_says_why);
  tcase_add_test (tc, test_ply_text_round_trip);
  suite_add_tcase (s, tc);

  return s;
}

int
main (void)
{
  return test_run_suite (position_suite ());
}
