/* test-match.c — who plays each side, and the computers' turns
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The match alone, with no session and no display: the test is its owner,
 * and calls go_on() where a session would. Every wait is for an event;
 * the deadlines only keep a broken match from hanging the test.
 */

#include "config.h"

#include "rimau-match.h"
#include "rimau-test-app.h"

/* ------------------------------------------------------------------------ */
/* What a match told                                                         */

typedef struct
{
  guint   n_answered;
  char   *answered_id;
  guint   n_failed;
  int     failed_side;
  char   *failed_id;
  GError *failed_error;
  guint   n_changed;
} Heard;

static void
computer_answered_cb (RimauMatch *match,
                      const char *id,
                      Heard      *heard)
{
  heard->n_answered++;
  g_free (heard->answered_id);
  heard->answered_id = g_strdup (id);
}

static void
computer_failed_cb (RimauMatch   *match,
                    int           side,
                    const char   *name,
                    const char   *id,
                    const GError *error,
                    Heard        *heard)
{
  g_assert_nonnull (error);
  g_assert_nonnull (name);
  heard->n_failed++;
  heard->failed_side = side;
  g_free (heard->failed_id);
  heard->failed_id = g_strdup (id);
  g_clear_error (&heard->failed_error);
  heard->failed_error = g_error_copy (error);
}

static void
changed_cb (RimauMatch *match,
            Heard      *heard)
{
  heard->n_changed++;
}

static void
listen_to (RimauMatch *match,
           Heard      *heard)
{
  g_signal_connect (match, "computer-answered", G_CALLBACK (computer_answered_cb), heard);
  g_signal_connect (match, "computer-failed", G_CALLBACK (computer_failed_cb), heard);
  g_signal_connect (match, "changed", G_CALLBACK (changed_cb), heard);
}

static void
heard_clear (Heard *heard)
{
  g_clear_pointer (&heard->answered_id, g_free);
  g_clear_pointer (&heard->failed_id, g_free);
  g_clear_error (&heard->failed_error);
}

/* ------------------------------------------------------------------------ */
/* Waiting                                                                   */

static gboolean
not_thinking (gpointer match)
{
  return !rimau_match_get_thinking (match);
}

/* A computer has chosen its ply, and the ply waits to be played. */
static gboolean
ply_waits (gpointer match)
{
  return rimau_match_get_thinking (match) && rimau_match_get_thinking_side (match) == RIMAU_NO_SIDE;
}

/* ------------------------------------------------------------------------ */
/* Games and matches                                                         */

/* A game of Sumatra after @plies: the tigers move first. */
static RimauGame *
sumatra_after (const char *plies)
{
  return test_game_after (RIMAU_VARIANT_SUMATRA, plies);
}

/* A match of @game between @tigers and @men (personality ids, or %NULL for
 * a person), each thinking @time_ms a ply; its computers not enabled yet. */
static RimauMatch *
match_of (RimauGame  *game,
          const char *tigers,
          const char *men,
          guint       time_ms)
{
  g_autoptr(RimauGatekeeper) gatekeeper = rimau_gatekeeper_new ();
  RimauMatch *match = rimau_match_new (gatekeeper);
  RimauGameSetup setup = test_game_setup (RIMAU_VARIANT_SUMATRA, tigers, men, time_ms);

  rimau_match_set_game (match, game, &setup);
  return match;
}

/* The computers may play, and the one to move is asked. */
static void
let_computers_play (RimauMatch *match)
{
  rimau_match_set_computers_enabled (match, TRUE);
  rimau_match_go_on (match);
}

static guint
n_plies (RimauGame *game)
{
  return rimau_game_get_n_plies (game);
}

/* ------------------------------------------------------------------------ */
/* A computer's turn                                                         */

static void
test_computer_plays (void)
{
  g_autoptr(RimauGame) game = sumatra_after ("");
  g_autoptr(RimauMatch) match = match_of (game, "mat-jenin", NULL, 50);
  Heard heard = { 0 };

  listen_to (match, &heard);
  g_assert_false (rimau_match_is_person (match, RIMAU_SIDE_TIGERS));
  g_assert_true (rimau_match_is_person (match, RIMAU_SIDE_MEN));
  g_assert_true (rimau_match_get_computer_to_move (match));

  /* Not until the computers are let play. */
  rimau_match_go_on (match);
  g_assert_false (rimau_match_get_thinking (match));
  test_dispatch_pending ();
  g_assert_cmpuint (n_plies (game), ==, 0);

  let_computers_play (match);
  g_assert_true (rimau_match_get_thinking (match));
  g_assert_cmpint (rimau_match_get_thinking_side (match), ==, RIMAU_SIDE_TIGERS);
  test_iterate_until (not_thinking, match);

  g_assert_cmpuint (n_plies (game), ==, 1);
  g_assert_cmpuint (heard.n_answered, ==, 1);
  g_assert_cmpstr (heard.answered_id, ==, "mat-jenin");
  g_assert_cmpuint (heard.n_failed, ==, 0);
  /* Played at once: nothing of the match's own to tell. */
  g_assert_cmpuint (heard.n_changed, ==, 0);
  g_assert_cmpint (rimau_match_get_thinking_side (match), ==, RIMAU_NO_SIDE);
  g_assert_false (rimau_match_get_computer_to_move (match));

  /* The person's turn: nobody is asked. */
  rimau_match_go_on (match);
  g_assert_false (rimau_match_get_thinking (match));
  heard_clear (&heard);
}

/* A ply chosen while plies are held waits, and is played once they are
 * not. */
static void
test_plies_held (void)
{
  g_autoptr(RimauGame) game = sumatra_after ("");
  g_autoptr(RimauMatch) match = match_of (game, "mat-jenin", NULL, 50);
  Heard heard = { 0 };

  listen_to (match, &heard);
  rimau_match_set_holding_plies (match, TRUE);
  g_assert_true (rimau_match_get_holding_plies (match));
  let_computers_play (match);
  test_iterate_until (ply_waits, match);

  g_assert_cmpuint (heard.n_answered, ==, 1);
  g_assert_cmpuint (heard.n_changed, ==, 1);
  g_assert_cmpuint (n_plies (game), ==, 0);
  g_assert_true (rimau_match_get_can_move_now (match));

  /* Played on the main loop's next turn, not from inside the call. */
  rimau_match_set_holding_plies (match, FALSE);
  g_assert_cmpuint (n_plies (game), ==, 0);
  test_iterate_until (not_thinking, match);
  g_assert_cmpuint (n_plies (game), ==, 1);
  g_assert_false (rimau_match_get_thinking (match));
  heard_clear (&heard);
}

/* Paused, a chosen ply waits even once plies are no longer held; resumed,
 * it is played. */
static void
test_pause_holds_a_chosen_ply (void)
{
  g_autoptr(RimauGame) game = sumatra_after ("");
  g_autoptr(RimauMatch) match = match_of (game, "mat-jenin", NULL, 50);

  rimau_match_set_holding_plies (match, TRUE);
  let_computers_play (match);
  test_iterate_until (ply_waits, match);

  g_assert_true (rimau_match_get_pausable (match));
  rimau_match_set_paused (match, TRUE);
  g_assert_true (rimau_match_get_paused (match));
  g_assert_false (rimau_match_get_can_move_now (match));
  g_assert_false (rimau_match_get_computer_to_move (match));
  rimau_match_set_holding_plies (match, FALSE);
  g_assert_cmpuint (n_plies (game), ==, 0);
  g_assert_true (rimau_match_get_thinking (match));

  rimau_match_set_paused (match, FALSE);
  g_assert_false (rimau_match_get_paused (match));
  g_assert_cmpuint (n_plies (game), ==, 1);
  g_assert_false (rimau_match_get_thinking (match));
}

/* A personality that answers even while held (it never looks at its clock)
 * answers into a pause: its ply waits for the resume. */
static void
test_answer_during_a_pause (void)
{
  g_autoptr(RimauGame) game = sumatra_after ("c3-c2");
  g_autoptr(RimauMatch) match = match_of (game, NULL, "test-stall", 10000);
  Heard heard = { 0 };

  listen_to (match, &heard);
  let_computers_play (match);
  g_assert_cmpint (rimau_match_get_thinking_side (match), ==, RIMAU_SIDE_MEN);
  rimau_match_set_paused (match, TRUE);
  test_iterate_until (ply_waits, match);

  g_assert_cmpuint (heard.n_answered, ==, 1);
  g_assert_cmpstr (heard.answered_id, ==, "test-stall");
  g_assert_cmpuint (heard.n_changed, ==, 1);
  g_assert_cmpuint (n_plies (game), ==, 1);

  rimau_match_set_paused (match, FALSE);
  g_assert_cmpuint (n_plies (game), ==, 2);
  g_assert_false (rimau_match_get_thinking (match));
  heard_clear (&heard);
}

/* Move Now: a computer given a minute plays well before it. The master
 * would otherwise think for more than half of that minute, longer than
 * the test waits. */
static void
test_move_now (void)
{
  g_autoptr(RimauGame) game = sumatra_after ("c3-c2");
  g_autoptr(RimauMatch) match = match_of (game, NULL, "hang-tuah", 60000);
  Heard heard = { 0 };

  listen_to (match, &heard);
  g_assert_false (rimau_match_get_can_move_now (match));
  let_computers_play (match);
  g_assert_true (rimau_match_get_can_move_now (match));

  rimau_match_move_now (match);
  test_iterate_until (not_thinking, match);
  g_assert_cmpuint (n_plies (game), ==, 2);
  g_assert_cmpuint (heard.n_answered, ==, 1);
  g_assert_cmpstr (heard.answered_id, ==, "hang-tuah");
  g_assert_false (rimau_match_get_can_move_now (match));
  heard_clear (&heard);
}

/* Between two computers a chosen ply waits out the time between plies
 * (here a minute, which never passes in the test); Move Now plays it. */
static void
test_delay_between_two_computers (void)
{
  g_autoptr(RimauGame) game = sumatra_after ("");
  g_autoptr(RimauMatch) match = match_of (game, "mat-jenin", "mat-jenin", 50);
  Heard heard = { 0 };

  listen_to (match, &heard);
  rimau_match_set_computer_delay (match, 60000);
  g_assert_cmpuint (rimau_match_get_computer_delay (match), ==, 60000);
  let_computers_play (match);
  test_iterate_until (ply_waits, match);
  g_assert_cmpuint (heard.n_changed, ==, 1);
  g_assert_cmpuint (n_plies (game), ==, 0);

  g_assert_true (rimau_match_get_can_move_now (match));
  rimau_match_move_now (match);
  g_assert_cmpuint (n_plies (game), ==, 1);
  g_assert_false (rimau_match_get_thinking (match));

  /* The owner asks the other computer. */
  rimau_match_go_on (match);
  g_assert_cmpint (rimau_match_get_thinking_side (match), ==, RIMAU_SIDE_MEN);
  heard_clear (&heard);
}

/* ------------------------------------------------------------------------ */
/* Who plays                                                                 */

/* A computer that is not installed is a person; the rules are the game's
 * whatever the setup says. */
static void
test_missing_personality_is_a_person (void)
{
  g_autoptr(RimauGame) game = sumatra_after ("");
  g_autoptr(RimauGatekeeper) gatekeeper = rimau_gatekeeper_new ();
  g_autoptr(RimauMatch) match = rimau_match_new (gatekeeper);
  RimauGameSetup setup = test_game_setup (RIMAU_VARIANT_RIMAU_RIMAU_A, "no-such-personality", "mat-jenin", 50);
  const RimauGameSetup *kept;

  rimau_match_set_game (match, game, &setup);
  kept = rimau_match_get_setup (match);
  g_assert_true (rimau_match_is_person (match, RIMAU_SIDE_TIGERS));
  g_assert_cmpstr (kept->player[RIMAU_SIDE_TIGERS], ==, "");
  g_assert_false (rimau_match_is_person (match, RIMAU_SIDE_MEN));
  g_assert_cmpstr (kept->player[RIMAU_SIDE_MEN], ==, "mat-jenin");
  g_assert_cmpint (kept->rules.variant, ==, RIMAU_VARIANT_SUMATRA);

  /* The tigers are to move: a person's turn. */
  let_computers_play (match);
  g_assert_false (rimau_match_get_computer_to_move (match));
  g_assert_false (rimau_match_get_thinking (match));
}

/* A personality that fails leaves the game as it was, and its side to a
 * person. */
static void
test_failing_personality (void)
{
  g_autoptr(RimauGame) game = sumatra_after ("");
  g_autoptr(RimauMatch) match = match_of (game, "test-failing", NULL, 200);
  Heard heard = { 0 };

  listen_to (match, &heard);
  let_computers_play (match);
  g_assert_true (rimau_match_get_thinking (match));
  test_iterate_until (not_thinking, match);

  g_assert_cmpuint (heard.n_failed, ==, 1);
  g_assert_cmpint (heard.failed_side, ==, RIMAU_SIDE_TIGERS);
  g_assert_cmpstr (heard.failed_id, ==, "test-failing");
  g_assert_error (heard.failed_error, RIMAU_AI_ERROR, RIMAU_AI_ERROR_STRATEGY_FAILED);
  g_assert_cmpuint (heard.n_answered, ==, 0);
  g_assert_cmpuint (heard.n_changed, ==, 1);
  g_assert_cmpuint (n_plies (game), ==, 0);
  g_assert_true (rimau_match_is_person (match, RIMAU_SIDE_TIGERS));
  g_assert_cmpstr (rimau_match_get_setup (match)->player[RIMAU_SIDE_TIGERS], ==, "");
  g_assert_cmpint (rimau_match_get_thinking_side (match), ==, RIMAU_NO_SIDE);

  /* A person's turn now. */
  rimau_match_go_on (match);
  g_assert_false (rimau_match_get_thinking (match));
  heard_clear (&heard);
}

/* While an earlier position is shown nobody is to move; looking back
 * stops a search, whose answer is never played. */
static void
test_reviewing_starts_nothing (void)
{
  g_autoptr(RimauGame) game = sumatra_after ("");
  g_autoptr(RimauMatch) match = match_of (game, "mat-jenin", NULL, 50);
  Heard heard = { 0 };

  listen_to (match, &heard);
  rimau_match_set_computers_enabled (match, TRUE);
  rimau_match_set_reviewing (match, TRUE);
  rimau_match_go_on (match);
  g_assert_false (rimau_match_get_thinking (match));
  g_assert_false (rimau_match_get_computer_to_move (match));
  test_dispatch_pending ();
  g_assert_cmpuint (n_plies (game), ==, 0);

  rimau_match_set_reviewing (match, FALSE);
  rimau_match_go_on (match);
  g_assert_true (rimau_match_get_thinking (match));
  rimau_match_set_reviewing (match, TRUE);
  g_assert_false (rimau_match_get_thinking (match));
  g_assert_cmpint (rimau_match_get_thinking_side (match), ==, RIMAU_NO_SIDE);

  rimau_match_set_reviewing (match, FALSE);
  rimau_match_go_on (match);
  test_iterate_until (not_thinking, match);
  g_assert_cmpuint (n_plies (game), ==, 1);
  g_assert_cmpuint (heard.n_answered, ==, 1);
  heard_clear (&heard);
}

/* What a person asks, pause and resume, the match tells with `changed`;
 * Resume is offered only where the game's own position is shown. */
static void
test_person_pauses_and_resumes (void)
{
  g_autoptr(RimauGame) game = sumatra_after ("c3-c2");
  g_autoptr(RimauMatch) match = match_of (game, NULL, "mat-jenin", 50);
  Heard heard = { 0 };

  listen_to (match, &heard);
  g_assert_false (rimau_match_get_can_resume (match));
  rimau_match_pause (match);
  g_assert_true (rimau_match_get_paused (match));
  g_assert_true (rimau_match_get_can_resume (match));
  g_assert_cmpuint (heard.n_changed, ==, 1);
  /* Asked again, nothing changes and nothing is told. */
  rimau_match_pause (match);
  g_assert_cmpuint (heard.n_changed, ==, 1);

  rimau_match_set_reviewing (match, TRUE);
  g_assert_false (rimau_match_get_can_resume (match));
  rimau_match_set_reviewing (match, FALSE);

  rimau_match_resume (match);
  g_assert_false (rimau_match_get_paused (match));
  g_assert_false (rimau_match_get_can_resume (match));
  g_assert_cmpuint (heard.n_changed, ==, 2);
  rimau_match_resume (match);
  g_assert_cmpuint (heard.n_changed, ==, 2);
  heard_clear (&heard);
}

/* Two people have no computer to pause. */
static void
test_people_cannot_pause (void)
{
  g_autoptr(RimauGame) game = sumatra_after ("");
  g_autoptr(RimauMatch) match = match_of (game, NULL, NULL, 50);
  Heard heard = { 0 };

  listen_to (match, &heard);
  rimau_match_pause (match);
  g_assert_false (rimau_match_get_paused (match));
  g_assert_cmpuint (heard.n_changed, ==, 0);
  heard_clear (&heard);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/match/computer-plays", test_computer_plays);
  g_test_add_func ("/match/plies-held", test_plies_held);
  g_test_add_func ("/match/pause-holds-a-chosen-ply", test_pause_holds_a_chosen_ply);
  g_test_add_func ("/match/answer-during-a-pause", test_answer_during_a_pause);
  g_test_add_func ("/match/move-now", test_move_now);
  g_test_add_func ("/match/delay-between-two-computers", test_delay_between_two_computers);
  g_test_add_func ("/match/missing-personality-is-a-person", test_missing_personality_is_a_person);
  g_test_add_func ("/match/failing-personality", test_failing_personality);
  g_test_add_func ("/match/reviewing-starts-nothing", test_reviewing_starts_nothing);
  g_test_add_func ("/match/person-pauses-and-resumes", test_person_pauses_and_resumes);
  g_test_add_func ("/match/people-cannot-pause", test_people_cannot_pause);

  return g_test_run ();
}
