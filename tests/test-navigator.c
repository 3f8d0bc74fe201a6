/* test-navigator.c — earlier positions, undo and redo, without a session
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "rimau-navigator.h"
#include "rimau-test-app.h"

typedef struct
{
  RimauGatekeeper *gatekeeper;
  RimauMatch      *match;
  RimauNavigator  *navigator;
  RimauGame       *game;
  guint            changed;
  guint            reviewing_told;
} Fixture;

static void
count_changed (Fixture *fixture)
{
  fixture->changed++;
}

static void
count_reviewing (Fixture *fixture)
{
  fixture->reviewing_told++;
}

/* A game of Sumatra between @tigers and @men (ids, or %NULL for a
 * person), with @n_plies plies played: each time the first legal one. */
static void
fixture_set_up (Fixture    *fixture,
                const char *tigers,
                const char *men,
                guint       n_plies)
{
  RimauGameSetup setup = test_game_setup (RIMAU_VARIANT_SUMATRA, tigers, men, 100);

  fixture->gatekeeper = rimau_gatekeeper_new ();
  fixture->match = rimau_match_new (fixture->gatekeeper);
  fixture->navigator = rimau_navigator_new (fixture->match);
  fixture->game = rimau_game_new (&setup.rules);
  for (guint i = 0; i < n_plies; i++)
    {
      RimauMove plies[RIMAU_MAX_MOVES];

      g_assert_cmpuint (rimau_game_get_legal_plies (fixture->game, plies), >, 0);
      g_assert_true (rimau_game_play (fixture->game, &plies[0], NULL));
    }
  rimau_match_set_game (fixture->match, fixture->game, &setup);
  rimau_navigator_set_game (fixture->navigator, fixture->game);
  g_signal_connect_swapped (fixture->navigator, "changed", G_CALLBACK (count_changed), fixture);
  g_signal_connect_swapped (fixture->navigator, "notify::reviewing", G_CALLBACK (count_reviewing), fixture);
}

static void
fixture_tear_down (Fixture *fixture)
{
  g_clear_object (&fixture->navigator);
  g_clear_object (&fixture->match);
  g_clear_object (&fixture->game);
  g_clear_object (&fixture->gatekeeper);
}

static void
test_review_and_back (void)
{
  Fixture f = { 0 };

  fixture_set_up (&f, NULL, NULL, 4);

  /* The position shown already: nothing to review. */
  rimau_navigator_review (f.navigator, 4);
  g_assert_false (rimau_navigator_get_reviewing (f.navigator));

  rimau_navigator_review (f.navigator, 1);
  g_assert_true (rimau_navigator_get_reviewing (f.navigator));
  g_assert_cmpuint (f.reviewing_told, ==, 1);
  g_assert_cmpuint (rimau_game_get_cursor (f.game), ==, 1);
  g_assert_cmpuint (rimau_navigator_get_resume_cursor (f.navigator), ==, 4);
  g_assert_true (rimau_navigator_get_can_redo (f.navigator));
  g_assert_true (rimau_navigator_get_can_undo (f.navigator));

  /* Redo while reviewing steps towards the game's own position. */
  rimau_navigator_redo (f.navigator);
  g_assert_cmpuint (rimau_game_get_cursor (f.game), ==, 2);
  g_assert_true (rimau_navigator_get_reviewing (f.navigator));

  rimau_navigator_back_to_game (f.navigator);
  g_assert_false (rimau_navigator_get_reviewing (f.navigator));
  g_assert_cmpuint (f.reviewing_told, ==, 2);
  g_assert_cmpuint (rimau_game_get_cursor (f.game), ==, 4);
  g_assert_false (rimau_navigator_get_can_redo (f.navigator));
  /* Each of these moved the game, which told of it itself. */
  g_assert_cmpuint (f.changed, ==, 0);

  /* At the start there is nothing to undo. */
  rimau_navigator_review (f.navigator, 0);
  g_assert_false (rimau_navigator_get_can_undo (f.navigator));
  rimau_navigator_back_to_game (f.navigator);

  /* Past the end: nothing. */
  rimau_navigator_review (f.navigator, 5);
  g_assert_false (rimau_navigator_get_reviewing (f.navigator));
  fixture_tear_down (&f);
}

static void
test_play_from_here (void)
{
  Fixture f = { 0 };

  fixture_set_up (&f, NULL, NULL, 4);
  rimau_navigator_review (f.navigator, 2);
  rimau_navigator_play_from_here (f.navigator);

  g_assert_false (rimau_navigator_get_reviewing (f.navigator));
  g_assert_cmpuint (rimau_game_get_cursor (f.game), ==, 2);
  /* The game did not move: the navigator says so itself, once. */
  g_assert_cmpuint (f.changed, ==, 1);
  g_assert_cmpuint (rimau_navigator_get_resume_cursor (f.navigator), ==, 2);

  /* Not reviewing: nothing to play from. */
  rimau_navigator_play_from_here (f.navigator);
  g_assert_cmpuint (f.changed, ==, 1);
  fixture_tear_down (&f);
}

/* Reviewing, the match has nobody to move. */
static void
test_reviewing_stops_the_match (void)
{
  Fixture f = { 0 };

  fixture_set_up (&f, NULL, "mat-jenin", 1);
  g_assert_true (rimau_match_get_computer_to_move (f.match));

  rimau_navigator_review (f.navigator, 0);
  g_assert_false (rimau_match_get_computer_to_move (f.match));
  rimau_navigator_back_to_game (f.navigator);
  g_assert_true (rimau_match_get_computer_to_move (f.match));
  fixture_tear_down (&f);
}

/* Against a computer, undo takes back the person's own last ply with the
 * computer's answer, and redo plays both again, the computers paused
 * where one of them is to move. */
static void
test_undo_against_a_computer (void)
{
  Fixture f = { 0 };

  fixture_set_up (&f, NULL, "mat-jenin", 4);

  rimau_navigator_undo (f.navigator);
  g_assert_cmpuint (rimau_game_get_cursor (f.game), ==, 2);
  g_assert_false (rimau_match_get_paused (f.match));

  rimau_navigator_undo (f.navigator);
  g_assert_cmpuint (rimau_game_get_cursor (f.game), ==, 0);

  rimau_navigator_redo (f.navigator);
  g_assert_cmpuint (rimau_game_get_cursor (f.game), ==, 2);
  g_assert_false (rimau_match_get_paused (f.match));
  fixture_tear_down (&f);
}

/* Between two computers each step is one ply, and the computers wait. */
static void
test_undo_between_computers_pauses (void)
{
  Fixture f = { 0 };

  fixture_set_up (&f, "mat-jenin", "mat-jenin", 3);

  rimau_navigator_undo (f.navigator);
  g_assert_cmpuint (rimau_game_get_cursor (f.game), ==, 2);
  g_assert_true (rimau_match_get_paused (f.match));
  fixture_tear_down (&f);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/navigator/review-and-back", test_review_and_back);
  g_test_add_func ("/navigator/play-from-here", test_play_from_here);
  g_test_add_func ("/navigator/reviewing-stops-the-match", test_reviewing_stops_the_match);
  g_test_add_func ("/navigator/undo-against-a-computer", test_undo_against_a_computer);
  g_test_add_func ("/navigator/undo-between-computers-pauses", test_undo_between_computers_pauses);

  return g_test_run ();
}
