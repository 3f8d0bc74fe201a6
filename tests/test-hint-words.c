/* test-hint-words.c — a hint in words: the ply to play, and why
 *
 * No display. Hand-made positions, each with a principal line given, so
 * that the words never hang on how far a search got; and one hint from
 * the master itself, in a position where every ply says the same.
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "rimau-test-app.h"

#include "rimau-hint-words.h"

/* Tigers on c3 and e9; c3 can jump b4 to a5 and c4 to c5. */
#define TWO_THREATS "..T/.../...../...../...../.MM../..T../.../... m 10 - 0 5"
#define ONE_THREAT  "..T/.../...../...../...../..M../..T../.../... m 10 - 0 5"
#define CORNERED    "T.M/M../..M../...../...../...../..T../.../..."
#define BEHIND_D2   "..T/.../...../...../...../...../..T../.../..M m 10 - 0 5"

static RimauPosition
position_of (const char *text)
{
  g_autoptr(GError) error = NULL;
  RimauRules rules;
  RimauPosition position;

  rimau_rules_init (&rules, RIMAU_VARIANT_SUMATRA);
  /* Every man may be taken: the positions need few men. */
  rules.concede = 0;
  g_assert_true (rimau_position_from_string (&position, &rules, text, &error));
  g_assert_no_error (error);
  return position;
}

/* The hint for the line @plies from @position_text, in words. */
static char *
hint_words (const char *position_text,
            const char *plies)
{
  RimauPosition position = position_of (position_text);
  RimauPosition walk = position;
  g_auto(GStrv) texts = g_strsplit (plies, " ", -1);
  RimauMove line[RIMAU_MAX_LINE];
  guint n = 0;

  for (; texts[n] != NULL; n++)
    {
      g_assert_true (rimau_position_parse_move (&walk, texts[n], &line[n], NULL));
      rimau_position_apply (&walk, &line[n]);
    }
  return rimau_words_hint (&position, line, n);
}

static void
assert_hint (const char *position_text,
             const char *plies,
             const char *expected)
{
  g_autofree char *words = hint_words (position_text, plies);

  g_assert_cmpstr (words, ==, expected);
}

static void
test_men (void)
{
  g_autofree char *trap = g_strconcat (CORNERED, " m 10 - 0 5", NULL);

  /* Two threats, one drop: the one it cannot stop is said. */
  assert_hint (TWO_THREATS, "@a5 c3xc5",
               "Drop a man on a5. It blocks the jump c3×a5. The jump c3×c5 cannot be stopped.");
  assert_hint (TWO_THREATS, "@e1",
               "Drop a man on e1. The jumps c3×c5, c3×a5 cannot all be stopped.");
  assert_hint (ONE_THREAT, "@c5", "Drop a man on c5. It blocks the jump c3×c5.");
  assert_hint (ONE_THREAT, "@a1", "Drop a man on a1. It leaves the man on c4 in danger.");
  assert_hint ("..T/.../...../...../...../..M../..T../.../... m 0 - 0 5", "c4-c5",
               "Move the man from c4 to c5. It moves the man on c4 out of danger.");
  assert_hint (trap, "@c9", "Drop a man on c9. It leaves the tiger on a9 without a move.");
  assert_hint ("T.M/M../..M../...../...../...../...../.../... m 10 - 0 5", "@c9",
               "Drop a man on c9. The tigers cannot move: the men win.");
  assert_hint (BEHIND_D2, "@d2", "Drop a man on d2. It hems in the tigers: they have 9 moves left.");
  assert_hint (BEHIND_D2, "@a1", "Drop a man on a1. It keeps every man safe.");
}

static void
test_tigers (void)
{
  g_autofree char *escape = g_strconcat (CORNERED, " t 10 - 0 5", NULL);
  const char *empty = "..T/.../...../...../...../...../..T../.../... t 10 - 0 5";

  assert_hint ("..T/.../...../...../...../..M../..T../.../... t 10 - 0 5", "c3xc5",
               "Jump c3×c5. It captures the man on c4.");
  assert_hint ("..T/.../...../...../...../..M../...../.T./... t 10 - 0 5", "c2-c3",
               "Move the tiger from c2 to c3. It threatens the jump c3×c5.");
  assert_hint ("..T/.../...../...../...../.MM../...../.T./... t 10 - 0 5", "c2-c3",
               "Move the tiger from c2 to c3. It threatens the jumps c3×c5, c3×a5, and the men cannot stop "
               "them all.");
  assert_hint (escape, "a9-c9",
               "Move the tiger from a9 to c9. It escapes a trap: the men could have shut in the tiger on a9.");
  assert_hint (empty, "c3-c4 @c5 c4xc6", "Move the tiger from c3 to c4. It prepares the jump c4×c6 for the next move.");
  assert_hint (empty, "c3-c4", "Move the tiger from c3 to c4. No man can be taken yet.");
  assert_hint ("..T/.../...../...../...../..M../..T../.../... t 10 - 0 5", "c3-d3",
               "Move the tiger from c3 to d3. Taking a man now would not pay.");
}

/* Last men: the capture that wins says so. */
static void
test_winning_capture (void)
{
  g_autoptr(GError) error = NULL;
  RimauRules rules;
  RimauPosition position;
  RimauMove jump;
  g_autofree char *words = NULL;

  rimau_rules_init (&rules, RIMAU_VARIANT_SUMATRA);
  g_assert_true (rimau_position_from_string (&position, &rules,
                                             ".../.../..T../..M../...../...../..T../.../... t 10 - 0 20", &error));
  g_assert_true (rimau_position_parse_move (&position, "c7xc5", &jump, &error));
  words = rimau_words_hint (&position, &jump, 1);
  g_assert_cmpstr (words, ==, "Jump c7×c5. It captures the man on c6 and wins the game.");
}

/* The opening's plies and a pass are only named. */
static void
test_plies_only_named (void)
{
  RimauRules rules;
  RimauPosition start;
  RimauMove removal;
  RimauMove pass = { .kind = RIMAU_MOVE_PASS, .from = RIMAU_NO_POINT, .to = RIMAU_NO_POINT };
  g_autofree char *words = NULL;
  g_autofree char *pass_words = rimau_words_hint_ply (RIMAU_SIDE_MEN, &pass);

  rimau_rules_init (&rules, RIMAU_VARIANT_RIMAU_RIMAU_A);
  rimau_position_init_start (&start, &rules);
  g_assert_true (rimau_position_parse_move (&start, "xc5", &removal, NULL));
  words = rimau_words_hint (&start, &removal, 1);
  g_assert_cmpstr (words, ==, "Remove the man on c5.");
  g_assert_cmpstr (pass_words, ==, "Pass: no man can move");
}

static void
hint_found_cb (RimauSession    *session,
               const RimauMove *move,
               char           **words)
{
  const RimauMove *line;
  guint n = rimau_session_get_hint_line (session, &line);

  g_assert_cmpuint (n, >, 0);
  g_assert_true (rimau_move_equal (&line[0], move));
  *words = rimau_words_hint (rimau_game_get_position (rimau_session_get_game (session)), line, n);
}

static gboolean
has_words (gpointer data)
{
  return *(char **) data != NULL;
}

/* The master's own hint where two men hang and one drop saves one: what
 * it drops is its own choice, but not that a jump is left that no drop
 * stops. */
static void
test_master_hint_says_what_cannot_be_stopped (void)
{
  g_autoptr(RimauSession) session = rimau_session_new ();
  RimauGameSetup setup = test_game_setup (RIMAU_VARIANT_SUMATRA, NULL, NULL, 1000);
  RimauPosition start = position_of (TWO_THREATS);
  g_autoptr(RimauGame) game = NULL;
  g_autofree char *words = NULL;

  setup.rules.concede = 0;
  rimau_session_start (session, &setup);
  start.rules = setup.rules;
  game = rimau_game_new_from_position (&start);
  rimau_session_set_game (session, game, &setup);
  g_signal_connect (session, "hint-found", G_CALLBACK (hint_found_cb), &words);
  rimau_session_hint (session);
  test_iterate_until (has_words, &words);

  g_assert_true (g_str_has_prefix (words, "Drop a man on "));
  g_assert_true (g_str_has_suffix (words, " cannot be stopped.") || g_str_has_suffix (words, " cannot all be stopped."));
}

/* In Malay, as the game speaks it with LANGUAGE=ms in a Malay locale:
 * what to play and why, each part in Malay. */
static void
test_in_malay (void)
{
  assert_hint (TWO_THREATS, "@a5 c3xc5",
               "Letakkan satu orang di a5. Langkah ini menyekat lompatan c3×a5. Lompatan c3×c5 tidak dapat disekat.");
  assert_hint ("..T/.../...../...../...../..M../..T../.../... t 10 - 0 5", "c3xc5",
               "Lakukan lompatan c3×c5. Langkah ini menangkap orang di c4.");
  assert_hint (BEHIND_D2, "@a1", "Letakkan satu orang di a1. Langkah ini memastikan semua orang selamat.");
}

int
main (int   argc,
      char *argv[])
{
  gboolean in_malay = test_speak_the_language ();

  g_test_init (&argc, &argv, NULL);

  /* Run in Malay, the Malay test alone; otherwise the others, in English. */
  if (in_malay)
    {
      g_test_add_func ("/hint-words/in-malay", test_in_malay);
      return g_test_run ();
    }

  g_test_add_func ("/hint-words/men", test_men);
  g_test_add_func ("/hint-words/tigers", test_tigers);
  g_test_add_func ("/hint-words/winning-capture", test_winning_capture);
  g_test_add_func ("/hint-words/plies-only-named", test_plies_only_named);
  g_test_add_func ("/hint-words/master-hint", test_master_hint_says_what_cannot_be_stopped);

  return g_test_run ();
}
