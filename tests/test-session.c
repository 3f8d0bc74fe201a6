/* test-session.c — a game as a person plays it, with no display
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "rimau-ply.h"
#include "rimau-record.h"
#include "rimau-test-records.h"
#include "rimau-test-session.h"

/* ------------------------------------------------------------------------ */
/* Playing                                                                   */

/* Today, as records date their games. */
static char *
today_text (void)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();

  return g_date_time_format (now, "%Y-%m-%d");
}

static void
test_new_session (void)
{
  g_autofree char *before = today_text ();
  g_autoptr(RimauSession) session = new_session (RIMAU_VARIANT_RIMAU_RIMAU_A, NULL, NULL, 100);
  g_autofree char *after = today_text ();
  RimauGame *game = rimau_session_get_game (session);
  const char *date = rimau_game_get_tag (game, "Date");

  g_assert_cmpuint (rimau_game_get_n_plies (game), ==, 0);
  g_assert_false (rimau_game_document_get_modified (rimau_session_get_document (session)));
  g_assert_null (rimau_game_document_get_file (rimau_session_get_document (session)));
  g_assert_true (rimau_session_get_person_to_move (session));
  g_assert_false (rimau_match_get_computer_to_move (rimau_session_get_match (session)));
  g_assert_false (rimau_navigator_get_can_undo (rimau_session_get_navigator (session)));
  g_assert_false (rimau_navigator_get_can_redo (rimau_session_get_navigator (session)));
  g_assert_cmpuint (n_plies_listed (session), ==, 1);
  /* Dated as rimau-cli dates its records: today, in ISO 8601's form. */
  g_assert_nonnull (date);
  if (!g_str_equal (date, after))
    g_assert_cmpstr (date, ==, before);
}

typedef struct
{
  guint changed;
  guint modified;
  guint depth;
  guint deepest;
} Counts;

static void
count_changed (RimauSession *session,
               Counts       *counts)
{
  counts->changed++;
}

static void
count_modified (RimauGameDocument *document,
                GParamSpec        *pspec,
                Counts            *counts)
{
  counts->modified++;
}

static void
test_play_undo_redo (void)
{
  g_autoptr(RimauSession) session = new_session (RIMAU_VARIANT_RIMAU_RIMAU_A, NULL, NULL, 100);
  RimauGame *game = rimau_session_get_game (session);
  Counts counts = { 0 };
  g_autoptr(RimauPly) last = NULL;

  g_signal_connect (session, "changed", G_CALLBACK (count_changed), &counts);
  g_signal_connect (rimau_session_get_document (session), "notify::modified", G_CALLBACK (count_modified), &counts);

  test_session_play (session, "xc4 xc5 xc6");
  g_assert_cmpuint (counts.changed, ==, 3);
  g_assert_cmpuint (counts.modified, ==, 1);
  g_assert_true (rimau_game_document_get_modified (rimau_session_get_document (session)));
  g_assert_cmpuint (n_plies_listed (session), ==, 4);

  last = g_list_model_get_item (rimau_session_get_plies (session), 3);
  g_assert_cmpstr (rimau_ply_get_text (last), ==, "xc6");
  g_assert_cmpuint (rimau_ply_get_turn (last), ==, 1);

  rimau_navigator_undo (rimau_session_get_navigator (session));
  g_assert_cmpuint (rimau_game_get_cursor (game), ==, 2);
  g_assert_true (rimau_ply_get_undone (last));
  g_assert_true (rimau_navigator_get_can_redo (rimau_session_get_navigator (session)));
  /* A record keeps every ply: undo leaves the game to save as it was. */
  g_assert_true (rimau_game_document_get_modified (rimau_session_get_document (session)));

  rimau_navigator_redo (rimau_session_get_navigator (session));
  g_assert_cmpuint (rimau_game_get_cursor (game), ==, 3);
  g_assert_false (rimau_ply_get_undone (last));
  g_assert_false (rimau_navigator_get_can_redo (rimau_session_get_navigator (session)));

  /* Only the person to move plays, and only legal plies. */
  g_assert_false (rimau_session_play_kind (session, RIMAU_MOVE_PASS));
  g_assert_true (rimau_session_can_play_kind (session, RIMAU_MOVE_KEEP));
  g_assert_true (rimau_session_play_kind (session, RIMAU_MOVE_KEEP));
  g_assert_cmpuint (rimau_game_get_n_plies (game), ==, 4);
}

/* A handler of `changed` that plays on is told of that ply after it
 * returns, not from inside itself. */
static void
play_once_cb (RimauSession *session,
              Counts       *counts)
{
  counts->changed++;
  counts->depth++;
  counts->deepest = MAX (counts->deepest, counts->depth);
  if (counts->changed == 1)
    test_session_play (session, "xc5");
  counts->depth--;
}

static void
test_changed_never_reentrant (void)
{
  g_autoptr(RimauSession) session = new_session (RIMAU_VARIANT_RIMAU_RIMAU_A, NULL, NULL, 100);
  Counts counts = { 0 };

  g_signal_connect (session, "changed", G_CALLBACK (play_once_cb), &counts);
  test_session_play (session, "xc4");

  g_assert_cmpuint (rimau_game_get_n_plies (rimau_session_get_game (session)), ==, 2);
  g_assert_cmpuint (counts.changed, ==, 2);
  g_assert_cmpuint (counts.deepest, ==, 1);
}

static void
test_review_and_play_from_here (void)
{
  g_autoptr(RimauSession) session = new_session (RIMAU_VARIANT_RIMAU_RIMAU_A, NULL, NULL, 100);
  RimauGame *game = rimau_session_get_game (session);

  test_session_play (session, "xc4 xc5 xc6 --");
  rimau_navigator_review (rimau_session_get_navigator (session), 1);
  g_assert_true (rimau_navigator_get_reviewing (rimau_session_get_navigator (session)));
  g_assert_cmpuint (rimau_navigator_get_resume_cursor (rimau_session_get_navigator (session)), ==, 4);
  /* An earlier position is nobody's turn. */
  g_assert_false (rimau_session_get_person_to_move (session));
  g_assert_true (rimau_navigator_get_can_redo (rimau_session_get_navigator (session)));
  g_assert_false (rimau_session_play_kind (session, RIMAU_MOVE_KEEP));

  rimau_navigator_redo (rimau_session_get_navigator (session));
  g_assert_cmpuint (rimau_game_get_cursor (game), ==, 2);
  rimau_navigator_back_to_game (rimau_session_get_navigator (session));
  g_assert_false (rimau_navigator_get_reviewing (rimau_session_get_navigator (session)));
  g_assert_cmpuint (rimau_game_get_cursor (game), ==, 4);

  rimau_navigator_review (rimau_session_get_navigator (session), 2);
  rimau_navigator_play_from_here (rimau_session_get_navigator (session));
  g_assert_false (rimau_navigator_get_reviewing (rimau_session_get_navigator (session)));
  g_assert_true (rimau_session_get_person_to_move (session));
  test_session_play (session, "xd4");
  g_assert_cmpuint (rimau_game_get_n_plies (game), ==, 3);
  g_assert_cmpuint (n_plies_listed (session), ==, 4);
}

/* ------------------------------------------------------------------------ */
/* Computer players                                                          */

static gboolean
men_to_move (RimauSession *session)
{
  return rimau_game_get_side_to_move (rimau_session_get_game (session)) == RIMAU_SIDE_MEN &&
         rimau_session_get_person_to_move (session);
}

static void
test_computer_plays_when_enabled (void)
{
  g_autoptr(RimauSession) session = new_session (RIMAU_VARIANT_SUMATRA, "mat-jenin", NULL, 50);

  /* Not until the view lets it. */
  g_assert_true (rimau_match_get_computer_to_move (rimau_session_get_match (session)));
  g_assert_false (rimau_match_get_thinking (rimau_session_get_match (session)));
  test_run_for (100);
  g_assert_cmpuint (rimau_game_get_n_plies (rimau_session_get_game (session)), ==, 0);

  rimau_session_set_computers_enabled (session, TRUE);
  g_assert_true (rimau_match_get_thinking (rimau_session_get_match (session)));
  g_assert_cmpint (rimau_match_get_thinking_side (rimau_session_get_match (session)), ==, RIMAU_SIDE_TIGERS);
  g_assert_false (rimau_session_get_person_to_move (session));
  wait_for (session, men_to_move, 30);
  g_assert_cmpuint (rimau_game_get_n_plies (rimau_session_get_game (session)), ==, 1);
  g_assert_cmpint (rimau_match_get_thinking_side (rimau_session_get_match (session)), ==, RIMAU_NO_SIDE);
}

static void
test_plies_held (void)
{
  g_autoptr(RimauSession) session = new_session (RIMAU_VARIANT_SUMATRA, "mat-jenin", NULL, 50);
  RimauGame *game = rimau_session_get_game (session);
  gint64 deadline = g_get_monotonic_time () + 30 * G_USEC_PER_SEC;

  rimau_match_set_holding_plies (rimau_session_get_match (session), TRUE);
  rimau_session_set_computers_enabled (session, TRUE);
  /* The search ends, and its ply waits. */
  while (rimau_match_get_thinking_side (rimau_session_get_match (session)) != RIMAU_NO_SIDE)
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, TRUE);
    }
  g_assert_true (rimau_match_get_thinking (rimau_session_get_match (session)));
  g_assert_cmpuint (rimau_game_get_n_plies (game), ==, 0);

  /* Played on the main loop's next turn, not from inside the call. */
  rimau_match_set_holding_plies (rimau_session_get_match (session), FALSE);
  g_assert_cmpuint (rimau_game_get_n_plies (game), ==, 0);
  wait_for (session, not_thinking, 10);
  g_assert_cmpuint (rimau_game_get_n_plies (game), ==, 1);
  g_assert_false (rimau_match_get_thinking (rimau_session_get_match (session)));
}

typedef struct
{
  guint  count;
  int    side;
  char  *name;
} Failure;

static void
computer_failed_cb (RimauMatch   *match,
                    int           side,
                    const char   *name,
                    const char   *id,
                    const GError *error,
                    Failure      *failure)
{
  g_assert_nonnull (error);
  failure->count++;
  failure->side = side;
  g_free (failure->name);
  failure->name = g_strdup (name);
}

static void
test_failing_personality (void)
{
  g_autoptr(RimauSession) session = new_session (RIMAU_VARIANT_SUMATRA, "test-failing", NULL, 200);
  Failure failure = { 0 };

  g_signal_connect (rimau_session_get_match (session), "computer-failed", G_CALLBACK (computer_failed_cb), &failure);
  rimau_session_set_computers_enabled (session, TRUE);
  g_assert_true (rimau_match_get_thinking (rimau_session_get_match (session)));
  wait_for (session, not_thinking, 30);

  g_assert_cmpuint (failure.count, ==, 1);
  g_assert_cmpint (failure.side, ==, RIMAU_SIDE_TIGERS);
  g_assert_nonnull (failure.name);
  g_assert_cmpuint (rimau_game_get_n_plies (rimau_session_get_game (session)), ==, 0);
  g_assert_true (rimau_match_is_person (rimau_session_get_match (session), RIMAU_SIDE_TIGERS));
  g_assert_true (rimau_session_get_person_to_move (session));
  g_free (failure.name);
}

static void
test_personality_that_cannot_be_made (void)
{
  g_autoptr(RimauSession) session = new_session (RIMAU_VARIANT_SUMATRA, "test-broken", NULL, 200);
  Failure failure = { 0 };

  g_signal_connect (rimau_session_get_match (session), "computer-failed", G_CALLBACK (computer_failed_cb), &failure);
  /* Its module is loaded, and fails to, in a process of its own. */
  rimau_session_set_computers_enabled (session, TRUE);
  wait_for (session, not_thinking, 30);

  g_assert_cmpuint (failure.count, ==, 1);
  g_assert_false (rimau_match_get_thinking (rimau_session_get_match (session)));
  g_assert_true (rimau_session_get_person_to_move (session));
  g_free (failure.name);
}

static gboolean
four_plies_played (RimauSession *session)
{
  return rimau_game_get_n_plies (rimau_session_get_game (session)) >= 4;
}

/* Undo in a game of two computers goes back one ply and waits: playing on
 * at once would only play again what was taken back. */
static void
test_undo_pauses_computers (void)
{
  g_autoptr(RimauSession) session = new_session (RIMAU_VARIANT_SUMATRA, "mat-jenin", "mat-jenin", 30);
  RimauGame *game = rimau_session_get_game (session);
  guint cursor;

  rimau_session_set_computers_enabled (session, TRUE);
  wait_for (session, four_plies_played, 30);
  cursor = rimau_game_get_cursor (game);

  rimau_navigator_undo (rimau_session_get_navigator (session));
  g_assert_cmpuint (rimau_game_get_cursor (game), ==, cursor - 1);
  g_assert_true (rimau_match_get_paused (rimau_session_get_match (session)));
  g_assert_false (rimau_match_get_thinking (rimau_session_get_match (session)));
  g_assert_false (rimau_match_get_computer_to_move (rimau_session_get_match (session)));
  test_run_for (200);
  g_assert_cmpuint (rimau_game_get_cursor (game), ==, cursor - 1);

  rimau_match_resume (rimau_session_get_match (session));
  g_assert_false (rimau_match_get_paused (rimau_session_get_match (session)));
  g_assert_true (rimau_match_get_thinking (rimau_session_get_match (session)));
}

static guint
n_plies (RimauSession *session)
{
  return rimau_game_get_n_plies (rimau_session_get_game (session));
}

static void
count_failures (RimauMatch   *match,
                int           side,
                const char   *name,
                const char   *id,
                const GError *error,
                guint        *failures)
{
  (*failures)++;
}

/* Paused, the computer's search holds still, however long past its time;
 * resumed, it goes on and plays. */
static void
test_pause_holds_the_search (void)
{
  g_autoptr(RimauSession) session = new_session (RIMAU_VARIANT_SUMATRA, NULL, "hang-tuah", 400);
  guint failures = 0;

  g_signal_connect (rimau_session_get_match (session), "computer-failed", G_CALLBACK (count_failures), &failures);
  rimau_session_set_computers_enabled (session, TRUE);
  g_assert_true (rimau_match_get_pausable (rimau_session_get_match (session)));
  test_session_play (session, "c3-c2");
  g_assert_true (rimau_match_get_can_move_now (rimau_session_get_match (session)));

  rimau_match_pause (rimau_session_get_match (session));
  g_assert_true (rimau_match_get_paused (rimau_session_get_match (session)));
  g_assert_true (rimau_match_get_thinking (rimau_session_get_match (session)));
  g_assert_false (rimau_match_get_can_move_now (rimau_session_get_match (session)));
  g_assert_false (rimau_match_get_computer_to_move (rimau_session_get_match (session)));
  test_run_for (1500);
  g_assert_cmpuint (n_plies (session), ==, 1);

  rimau_match_resume (rimau_session_get_match (session));
  g_assert_false (rimau_match_get_paused (rimau_session_get_match (session)));
  g_assert_true (rimau_match_get_thinking (rimau_session_get_match (session)));
  wait_for (session, not_thinking, 10);
  g_assert_cmpuint (n_plies (session), ==, 2);
  g_assert_cmpuint (failures, ==, 0);
  g_assert_true (rimau_session_get_person_to_move (session));
}

static void
count_answer (guint *answers)
{
  (*answers)++;
}

/* A ply that comes while the computers are paused (from a personality that
 * does not hold still) waits, and is played once they are resumed. */
static void
test_pause_holds_a_chosen_ply (void)
{
  g_autoptr(RimauSession) session = new_session (RIMAU_VARIANT_SUMATRA, NULL, "test-stall", 10000);
  guint answers = 0;

  g_signal_connect_swapped (rimau_session_get_match (session), "computer-answered", G_CALLBACK (count_answer),
                            &answers);
  rimau_session_set_computers_enabled (session, TRUE);
  test_session_play (session, "c3-c2");
  rimau_match_pause (rimau_session_get_match (session));
  /* It answers after two seconds, or as long as a loaded machine takes. */
  test_iterate_until (counted, &answers);
  g_assert_cmpuint (n_plies (session), ==, 1);
  g_assert_true (rimau_match_get_thinking (rimau_session_get_match (session)));

  rimau_match_resume (rimau_session_get_match (session));
  g_assert_cmpuint (n_plies (session), ==, 2);
  g_assert_false (rimau_match_get_thinking (rimau_session_get_match (session)));
}

/* Two people have no computer to pause. */
static void
test_nothing_to_pause_between_people (void)
{
  g_autoptr(RimauSession) session = new_session (RIMAU_VARIANT_SUMATRA, NULL, NULL, 100);

  g_assert_false (rimau_match_get_pausable (rimau_session_get_match (session)));
  rimau_match_pause (rimau_session_get_match (session));
  g_assert_false (rimau_match_get_paused (rimau_session_get_match (session)));
  g_assert_false (rimau_match_get_can_move_now (rimau_session_get_match (session)));
}

/* Move Now: the computer thinking a minute plays at once. */
static void
test_move_now (void)
{
  g_autoptr(RimauSession) session = new_session (RIMAU_VARIANT_SUMATRA, NULL, "hang-tuah", 60000);
  gint64 asked;

  rimau_session_set_computers_enabled (session, TRUE);
  test_session_play (session, "c3-c2");
  test_run_for (200);
  g_assert_true (rimau_match_get_can_move_now (rimau_session_get_match (session)));

  asked = g_get_monotonic_time ();
  rimau_match_move_now (rimau_session_get_match (session));
  wait_for (session, not_thinking, 5);
  g_assert_cmpint (g_get_monotonic_time () - asked, <, 3 * G_USEC_PER_SEC);
  g_assert_cmpuint (n_plies (session), ==, 2);
  g_assert_true (rimau_session_get_person_to_move (session));
  g_assert_false (rimau_match_get_can_move_now (rimau_session_get_match (session)));
}

static gboolean
one_ply_played (RimauSession *session)
{
  return n_plies (session) >= 1;
}

static gboolean
two_plies_played (RimauSession *session)
{
  return n_plies (session) >= 2;
}

/* A game of two quick computers, started, with @delay_ms between plies. */
static RimauSession *
watch_two_computers (guint delay_ms)
{
  RimauSession *session = new_session (RIMAU_VARIANT_SUMATRA, "mat-jenin", "mat-jenin", 50);

  rimau_match_set_computer_delay (rimau_session_get_match (session), delay_ms);
  g_assert_cmpuint (rimau_match_get_computer_delay (rimau_session_get_match (session)), ==, delay_ms);
  rimau_session_set_computers_enabled (session, TRUE);
  return session;
}

/* Between two computers each ply waits for the time between plies, however
 * fast they think; Move Now plays a ply that waits at once. */
static void
test_delay_between_two_computers (void)
{
  g_autoptr(RimauSession) session = watch_two_computers (700);
  gint64 first;

  test_run_for (400);
  g_assert_cmpuint (n_plies (session), ==, 0);
  wait_for (session, one_ply_played, 10);
  first = g_get_monotonic_time ();

  test_run_for (400);
  g_assert_cmpuint (n_plies (session), ==, 1);
  wait_for (session, two_plies_played, 10);
  g_assert_cmpint (g_get_monotonic_time () - first, >=, 650 * 1000);

  /* The next ply is chosen well before its time comes. */
  test_run_for (400);
  g_assert_cmpuint (n_plies (session), ==, 2);
  g_assert_true (rimau_match_get_can_move_now (rimau_session_get_match (session)));
  rimau_match_move_now (rimau_session_get_match (session));
  g_assert_cmpuint (n_plies (session), ==, 3);
}

/* Paused, the time between plies starts again once resumed. */
static void
test_pause_stops_the_delay (void)
{
  g_autoptr(RimauSession) session = watch_two_computers (500);

  wait_for (session, one_ply_played, 10);
  test_run_for (350);
  rimau_match_pause (rimau_session_get_match (session));
  test_run_for (800);
  g_assert_cmpuint (n_plies (session), ==, 1);

  rimau_match_resume (rimau_session_get_match (session));
  test_run_for (300);
  g_assert_cmpuint (n_plies (session), ==, 1);
  wait_for (session, two_plies_played, 10);
}

/* Against a person the computer answers as soon as it has thought. */
static void
test_no_delay_against_a_person (void)
{
  g_autoptr(RimauSession) session = new_session (RIMAU_VARIANT_SUMATRA, NULL, "mat-jenin", 50);
  gint64 played;

  rimau_match_set_computer_delay (rimau_session_get_match (session), 5000);
  rimau_session_set_computers_enabled (session, TRUE);
  played = g_get_monotonic_time ();
  test_session_play (session, "c3-c2");
  wait_for (session, not_thinking, 10);
  g_assert_cmpint (g_get_monotonic_time () - played, <, 3 * G_USEC_PER_SEC);
  g_assert_cmpuint (n_plies (session), ==, 2);
}

/* Undo while a ply waits for its time takes back the last ply played, and
 * the waiting one goes with the position it was for. */
static void
test_undo_while_a_ply_waits (void)
{
  g_autoptr(RimauSession) session = watch_two_computers (800);

  wait_for (session, two_plies_played, 10);
  test_run_for (300);
  rimau_navigator_undo (rimau_session_get_navigator (session));
  g_assert_cmpuint (rimau_game_get_cursor (rimau_session_get_game (session)), ==, 1);
  g_assert_true (rimau_match_get_paused (rimau_session_get_match (session)));
  g_assert_false (rimau_match_get_thinking (rimau_session_get_match (session)));
  test_run_for (1000);
  g_assert_cmpuint (rimau_game_get_cursor (rimau_session_get_game (session)), ==, 1);
}

/* Against the computer, undo goes back to the person's previous turn. */
static void
test_undo_against_computer (void)
{
  g_autoptr(RimauSession) session = new_session (RIMAU_VARIANT_SUMATRA, NULL, "mat-jenin", 30);
  RimauGame *game = rimau_session_get_game (session);

  rimau_session_set_computers_enabled (session, TRUE);
  test_session_play (session, "c3-c2");
  g_assert_true (rimau_match_get_thinking (rimau_session_get_match (session)));
  wait_for (session, not_thinking, 30);
  g_assert_cmpuint (rimau_game_get_cursor (game), ==, 2);

  rimau_navigator_undo (rimau_session_get_navigator (session));
  g_assert_cmpuint (rimau_game_get_cursor (game), ==, 0);
  g_assert_false (rimau_match_get_thinking (rimau_session_get_match (session)));
  g_assert_false (rimau_match_get_paused (rimau_session_get_match (session)));
  g_assert_true (rimau_session_get_person_to_move (session));

  rimau_navigator_redo (rimau_session_get_navigator (session));
  g_assert_cmpuint (rimau_game_get_cursor (game), ==, 2);
  g_assert_false (rimau_match_get_thinking (rimau_session_get_match (session)));
}

/* Looking at an earlier position stops the search and says nobody thinks. */
static void
test_review_stops_computer (void)
{
  g_autoptr(RimauSession) session = new_session (RIMAU_VARIANT_SUMATRA, NULL, "hang-tuah", 60000);

  rimau_session_set_computers_enabled (session, TRUE);
  test_session_play (session, "c3-c2");
  g_assert_true (rimau_match_get_thinking (rimau_session_get_match (session)));

  rimau_navigator_review (rimau_session_get_navigator (session), 0);
  g_assert_false (rimau_match_get_thinking (rimau_session_get_match (session)));
  g_assert_false (rimau_match_get_computer_to_move (rimau_session_get_match (session)));
  g_assert_false (rimau_session_get_person_to_move (session));

  rimau_navigator_back_to_game (rimau_session_get_navigator (session));
  g_assert_true (rimau_match_get_thinking (rimau_session_get_match (session)));
}

static void
hint_found_cb (RimauSession    *session,
               const RimauMove *move,
               RimauMove       *found)
{
  *found = *move;
}

static gboolean
hint_back (RimauSession *session)
{
  return rimau_session_get_hint_available (session);
}

static void
test_hint (void)
{
  g_autoptr(RimauSession) session = new_session (RIMAU_VARIANT_SUMATRA, NULL, NULL, 100);
  RimauMove hint = { 0 };
  const RimauMove *line;

  g_assert_true (rimau_plugin_loader_find_master (rimau_plugin_loader_get_default ()) != NULL);
  g_assert_true (rimau_session_get_hint_available (session));
  g_signal_connect (session, "hint-found", G_CALLBACK (hint_found_cb), &hint);
  rimau_session_hint (session);
  g_assert_false (rimau_session_get_hint_available (session));
  wait_for (session, hint_back, 30);
  g_assert_true (rimau_position_is_legal (rimau_game_get_position (rimau_session_get_game (session)), &hint));
  /* The line the search found it on, the hint first, for its words. */
  g_assert_cmpuint (rimau_session_get_hint_line (session, &line), >, 0);
  g_assert_true (rimau_move_equal (&line[0], &hint));

  /* A hint asked for goes with its position. */
  memset (&hint, 0, sizeof hint);
  rimau_session_hint (session);
  test_session_play (session, "c3-c2");
  test_run_for (1800);
  g_assert_cmpint (hint.kind, ==, 0);
  g_assert_cmpint (hint.to, ==, 0);
  g_assert_cmpuint (rimau_session_get_hint_line (session, &line), ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  tmp_dir = g_dir_make_tmp ("rimau-session-XXXXXX", NULL);
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/session/new", test_new_session);
  g_test_add_func ("/session/play-undo-redo", test_play_undo_redo);
  g_test_add_func ("/session/changed-never-reentrant", test_changed_never_reentrant);
  g_test_add_func ("/session/review", test_review_and_play_from_here);
  g_test_add_func ("/session/computer/plays-when-enabled", test_computer_plays_when_enabled);
  g_test_add_func ("/session/computer/plies-held", test_plies_held);
  g_test_add_func ("/session/computer/failing", test_failing_personality);
  g_test_add_func ("/session/computer/cannot-be-made", test_personality_that_cannot_be_made);
  g_test_add_func ("/session/computer/undo-pauses-two-computers", test_undo_pauses_computers);
  g_test_add_func ("/session/computer/undo", test_undo_against_computer);
  g_test_add_func ("/session/computer/pause-holds-the-search", test_pause_holds_the_search);
  g_test_add_func ("/session/computer/pause-holds-a-chosen-ply", test_pause_holds_a_chosen_ply);
  g_test_add_func ("/session/computer/nothing-to-pause", test_nothing_to_pause_between_people);
  g_test_add_func ("/session/computer/move-now", test_move_now);
  g_test_add_func ("/session/computer/delay-between-two-computers", test_delay_between_two_computers);
  g_test_add_func ("/session/computer/pause-stops-the-delay", test_pause_stops_the_delay);
  g_test_add_func ("/session/computer/no-delay-against-a-person", test_no_delay_against_a_person);
  g_test_add_func ("/session/computer/undo-while-a-ply-waits", test_undo_while_a_ply_waits);
  g_test_add_func ("/session/computer/review-stops-it", test_review_stops_computer);
  g_test_add_func ("/session/hint", test_hint);

  status = g_test_run ();

  remove_tree (tmp_dir);
  g_free (tmp_dir);
  return status;
}
