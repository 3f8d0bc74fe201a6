/* test-words.c — what the game says in words: plies, points, announcements
 *
 * No display: the words come from the session and the board's scene.
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "rimau-test-app.h"

#include "rimau-board-words.h"
#include "rimau-engine-words.h"
#include "rimau-session-words.h"

/* Sumatra's start: tigers on c3 and c7, eight men around c5, 16 in hand,
 * tigers to move; c3 can jump c4 to c5. */
#define SUMATRA_START ".../.../..T../.MMM./.M.M./.MMM./..T../.../... t 16 - 0 1"
/* Eleven men left, one more capture wins, and none to be had: a fortress,
 * at quiet 80 and at quiet 92. */
#define FORTRESS ".../.../M..../MT.../MMT.M/.M..M/M...M/M../.M. t 0 - 80 35"
/* One tiger on c7 over a run of three men, c6 to c4, and c3 empty. */
#define ODD_RUN ".../.../..T../..M../..M../..M../...../.../... t 10 - 0 20"
#define NEAR_QUIET_LIMIT ".../.../M..../MT.../MMT.M/.M..M/M...M/M../.M. t 0 - 92 35"

static int
point (const char *name)
{
  int p = rimau_point_from_name (name, 2);

  g_assert_cmpint (p, !=, RIMAU_NO_POINT);
  return p;
}

static RimauSession *
new_session (RimauVariant variant)
{
  RimauSession *session = rimau_session_new ();
  RimauGameSetup setup = test_game_setup (variant, NULL, NULL, 1000);

  rimau_session_start (session, &setup);
  return session;
}

static RimauSession *
new_session_at (RimauVariant  variant,
                const char   *text)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(RimauGame) game = NULL;
  RimauSession *session = new_session (variant);
  RimauGameSetup setup = *rimau_match_get_setup (rimau_session_get_match (session));
  RimauPosition start;

  g_assert_true (rimau_position_from_string (&start, &setup.rules, text, &error));
  g_assert_no_error (error);
  game = rimau_game_new_from_position (&start);
  rimau_session_set_game (session, game, &setup);
  return session;
}

static void
play (RimauSession *session,
      const char   *plies)
{
  g_auto(GStrv) texts = g_strsplit (plies, " ", -1);

  for (guint i = 0; texts[i] != NULL; i++)
    {
      g_autoptr(GError) error = NULL;

      g_assert_true (rimau_game_play_text (rimau_session_get_game (session), texts[i], &error));
      g_assert_no_error (error);
    }
}

static RimauMove
parse (RimauSession *session,
       const char   *text)
{
  RimauMove move;

  g_assert_true (rimau_position_parse_move (rimau_game_get_position (rimau_session_get_game (session)), text,
                                            &move, NULL));
  return move;
}

static void
assert_ply_words (RimauSession *session,
                  const char   *ply,
                  const char   *expected)
{
  RimauMove move = parse (session, ply);
  RimauSide side = rimau_game_get_side_to_move (rimau_session_get_game (session));
  g_autofree char *words = rimau_words_ply (side, &move);

  g_assert_cmpstr (words, ==, expected);
}

static RimauBoardScene *
scene_of (RimauSession *session)
{
  RimauBoardScene *scene = rimau_board_scene_new ();

  rimau_board_scene_set_game (scene, rimau_session_get_game (session));
  rimau_board_scene_set_interactive (scene, TRUE);
  return scene;
}

static void
assert_point_label (RimauBoardScene *scene,
                    const char      *name,
                    const char      *expected)
{
  g_autofree char *label = rimau_words_point_label (scene, point (name), TRUE);

  g_assert_cmpstr (label, ==, expected);
}

static void
test_plies_in_words (void)
{
  g_autoptr(RimauSession) session = new_session (RIMAU_VARIANT_RIMAU_RIMAU_A);
  g_autoptr(RimauSession) sumatra = new_session_at (RIMAU_VARIANT_SUMATRA, SUMATRA_START);
  g_autoptr(RimauSession) one_tiger = new_session (RIMAU_VARIANT_RIMAU);
  g_autoptr(RimauSession) fortress = new_session_at (RIMAU_VARIANT_RIMAU_RIMAU_A, NEAR_QUIET_LIMIT);
  g_autoptr(RimauSession) run = new_session_at (RIMAU_VARIANT_RIMAU, ODD_RUN);

  assert_ply_words (session, "xc4", "Man removed from c4");
  play (session, "xc4 xc5 xc6");
  assert_ply_words (session, "c7-a9", "Tiger c7 moves to a9");
  assert_ply_words (session, "--", "Tigers keep both where they are");
  play (session, "--");
  assert_ply_words (session, "@d8", "Man dropped on d8");

  assert_ply_words (sumatra, "c3xc5", "Tiger c3 jumps the man on c4 to c5");
  assert_ply_words (run, "c7xc3", "Tiger c7 jumps the men on c4, c5, c6 to c3");
  assert_ply_words (sumatra, "c3-c2", "Tiger c3 moves to c2");
  play (fortress, "b6-b7");
  assert_ply_words (fortress, "a3-b3", "Man a3 moves to b3");

  play (one_tiger, "xc5 xd6 xb4");
  assert_ply_words (one_tiger, "T@c5", "Tiger placed on c5");
}

/* In every phase the points a click plays on say what it plays. */
/* Why a press plays nothing, in each phase. */
static void
test_no_ply_at (void)
{
  g_autoptr(RimauSession) session = new_session (RIMAU_VARIANT_RIMAU_RIMAU_A);
  g_autoptr(RimauBoardScene) scene = scene_of (session);
  g_autofree char *tiger = NULL;
  g_autofree char *empty = NULL;
  g_autofree char *dropped_on = NULL;
  g_autofree char *selected = NULL;

  /* Removals: a tiger has nothing to do yet. */
  tiger = rimau_words_no_ply_at (scene, point ("c3"));
  g_assert_cmpstr (tiger, ==, "c3: this tiger cannot move");

  /* Drops: a man already on the board is no place for one. */
  play (session, "xc4 xc5 xc6 --");
  dropped_on = rimau_words_no_ply_at (scene, point ("b4"));
  g_assert_cmpstr (dropped_on, ==, "b4: a man stands here; drop on an empty point");
  empty = rimau_words_no_ply_at (scene, point ("c3"));
  g_assert_cmpstr (empty, ==, "c3: nothing to play here");

  /* The tigers' turn: a point no move of the picked-up tiger reaches. */
  play (session, "@a1");
  g_assert_true (rimau_board_scene_select (scene, point ("c7")));
  selected = rimau_words_no_ply_at (scene, point ("a1"));
  g_assert_cmpstr (selected, ==, "a1: no move of the selected tiger goes there");
}

static void
test_point_labels_in_each_phase (void)
{
  g_autoptr(RimauSession) session = new_session (RIMAU_VARIANT_RIMAU_RIMAU_A);
  g_autoptr(RimauSession) sumatra = new_session_at (RIMAU_VARIANT_SUMATRA, SUMATRA_START);
  g_autoptr(RimauSession) one_tiger = new_session (RIMAU_VARIANT_RIMAU);
  g_autoptr(RimauBoardScene) scene = scene_of (session);
  g_autoptr(RimauBoardScene) sumatra_scene = scene_of (sumatra);
  g_autoptr(RimauBoardScene) one_tiger_scene = scene_of (one_tiger);
  g_autoptr(RimauSession) run = new_session_at (RIMAU_VARIANT_RIMAU, ODD_RUN);
  g_autoptr(RimauBoardScene) run_scene = scene_of (run);

  /* Removals: a click on a man removes it. */
  assert_point_label (scene, "c4", "c4, man, remove");
  assert_point_label (scene, "c7", "c7, tiger");
  assert_point_label (scene, "a9", "a9, empty");

  /* The tigers' opening move, to any empty point. */
  play (session, "xc4 xc5 xc6");
  assert_point_label (scene, "c6", "c6, empty, man removed here in the last move");
  g_assert_true (rimau_board_scene_select (scene, point ("c7")));
  assert_point_label (scene, "c7", "c7, tiger, selected");
  assert_point_label (scene, "a9", "a9, empty, move here");

  /* Drops: a click on an empty point drops a man there. */
  play (session, "--");
  assert_point_label (scene, "a5", "a5, empty, drop here");
  assert_point_label (scene, "b4", "b4, man, in danger");

  /* A jump says what it captures. */
  g_assert_true (rimau_board_scene_select (sumatra_scene, point ("c3")));
  assert_point_label (sumatra_scene, "c5", "c5, empty, jump capturing c4");
  assert_point_label (sumatra_scene, "c2", "c2, empty, move here");
  /* The men in danger, whom the tiger could jump. */
  assert_point_label (sumatra_scene, "c4", "c4, man, in danger");

  /* A jump over a run of men says where the run lies. */
  g_assert_true (rimau_board_scene_select (run_scene, point ("c7")));
  assert_point_label (run_scene, "c3", "c3, empty, jump capturing 3 men from c4 to c6");

  /* The one tiger placed on a point the removals emptied. */
  play (one_tiger, "xc5 xd6 xb4");
  assert_point_label (one_tiger_scene, "c5", "c5, empty, place the tiger here");
}

static void
test_point_labels_mark_the_last_ply_and_hint (void)
{
  g_autoptr(RimauSession) sumatra = new_session_at (RIMAU_VARIANT_SUMATRA, SUMATRA_START);
  g_autoptr(RimauBoardScene) scene = scene_of (sumatra);
  RimauMove hint;

  play (sumatra, "c3xc5");
  assert_point_label (scene, "c3", "c3, empty, drop here, last move started here");
  assert_point_label (scene, "c5", "c5, tiger, last move ended here");
  assert_point_label (scene, "b2", "b2, empty, drop here");
  assert_point_label (scene, "c4", "c4, empty, drop here, man captured here in the last move");

  hint = parse (sumatra, "@c3");
  rimau_board_scene_set_hint (scene, &hint);
  assert_point_label (scene, "c3", "c3, empty, drop here, last move started here, hint: play here");
}

static void
play_chosen_cb (RimauBoardScene *scene,
                const RimauMove *move,
                RimauGame       *game)
{
  g_assert_true (rimau_game_play (game, move, NULL));
}

/* The points of a ply chosen on the board do not say it was the last
 * move: the player knows, and a screen reader would read the focused
 * point again when the reply takes the mark away. A reply's are said. */
static void
test_point_labels_of_a_ply_chosen_here (void)
{
  g_autoptr(RimauSession) sumatra = new_session_at (RIMAU_VARIANT_SUMATRA, SUMATRA_START);
  g_autoptr(RimauBoardScene) scene = scene_of (sumatra);

  g_signal_connect (scene, "move-chosen", G_CALLBACK (play_chosen_cb), rimau_session_get_game (sumatra));
  g_assert_true (rimau_board_scene_activate (scene, point ("c3")));
  g_assert_true (rimau_board_scene_activate (scene, point ("c5")));
  assert_point_label (scene, "c3", "c3, empty, drop here");
  assert_point_label (scene, "c5", "c5, tiger");
  assert_point_label (scene, "c4", "c4, empty, drop here");

  play (sumatra, "@c3");
  assert_point_label (scene, "c5", "c5, tiger");
  assert_point_label (scene, "c3", "c3, man, last move ended here");
}

static void
test_after_ply (void)
{
  g_autoptr(RimauSession) sumatra = new_session_at (RIMAU_VARIANT_SUMATRA, SUMATRA_START);
  RimauMove move = parse (sumatra, "c3xc5");
  g_autofree char *words = NULL;

  play (sumatra, "c3xc5");
  words = rimau_words_after_ply (sumatra, RIMAU_SIDE_TIGERS, &move);
  g_assert_cmpstr (words, ==,
                   "Tiger c3 jumps the man on c4 to c5. The tigers have taken 1 man. The tigers must capture 13 more men to win. "
                   "Men to Play. Drop a man on an empty point (16 left in hand).");
}

static void
test_draw_warnings (void)
{
  g_autoptr(RimauSession) near = new_session_at (RIMAU_VARIANT_RIMAU_RIMAU_A, NEAR_QUIET_LIMIT);
  g_autoptr(RimauSession) fortress = new_session_at (RIMAU_VARIANT_RIMAU_RIMAU_A, FORTRESS);
  g_autofree char *quiet = NULL;
  g_autofree char *twice = NULL;
  g_autofree char *none = rimau_words_draw_warning (fortress);

  g_assert_null (none);
  quiet = rimau_words_draw_warning (near);
  g_assert_cmpstr (quiet, ==, "The game will be drawn if 8 more moves pass without a drop or a capture.");

  /* Out and back again by both sides: the start position comes up twice. */
  play (fortress, "b6-b7 a3-b3 b7-b6");
  g_assert_cmpuint (rimau_game_count_occurrences (rimau_session_get_game (fortress)), ==, 1);
  play (fortress, "b3-a3");
  g_assert_cmpuint (rimau_game_count_occurrences (rimau_session_get_game (fortress)), ==, 2);
  twice = rimau_words_draw_warning (fortress);
  g_assert_cmpstr (twice, ==, "This position has come up twice: a third time draws the game.");
  /* The ply that would bring a position up a third time is named. */
  play (fortress, "b6-b7 a3-b3 b7-b6");
  g_clear_pointer (&twice, g_free);
  twice = rimau_words_draw_warning (fortress);
  g_assert_cmpstr (twice, ==, "Playing b3-a3 would bring a position up a third time and draw the game.");
  /* A third time is the draw itself, no longer a warning. */
  play (fortress, "b3-a3");
  g_assert_cmpuint (rimau_game_count_occurrences (rimau_session_get_game (fortress)), ==, 3);
  g_assert_cmpint (rimau_game_get_outcome (rimau_session_get_game (fortress)), ==, RIMAU_OUTCOME_DRAW);
  g_clear_pointer (&twice, g_free);
  twice = rimau_words_draw_warning (fortress);
  g_assert_null (twice);
}

static void
test_situation_at_the_end (void)
{
  g_autoptr(RimauSession) session = new_session_at (RIMAU_VARIANT_SUMATRA,
                                                    ".../.../..T../..M../...../...../..T../.../... t 10 - 0 20");
  g_autofree char *words = NULL;

  play (session, "c7xc5");
  words = rimau_words_situation (session);
  g_assert_cmpstr (words, ==, "The Tigers Win. The men were reduced to 10.");
}

/* Pausing the computers, or resuming them, is said with where the game
 * stands; where the computer is to play, that says it. */
static void
test_after_pause (void)
{
  g_autoptr(RimauSession) session = rimau_session_new ();
  RimauGameSetup setup = test_game_setup (RIMAU_VARIANT_SUMATRA, NULL, "mat-jenin", 1000);
  g_autofree char *paused = NULL;
  g_autofree char *resumed = NULL;
  g_autofree char *computer_paused = NULL;
  g_autofree char *computer_resumed = NULL;

  rimau_session_start (session, &setup);
  rimau_match_pause (rimau_session_get_match (session));
  paused = rimau_words_after_pause (session);
  g_assert_cmpstr (paused, ==, "Mat Jenin is paused. Your Turn: Tigers. Move a tiger, or jump a man.");
  rimau_match_resume (rimau_session_get_match (session));
  resumed = rimau_words_after_pause (session);
  g_assert_cmpstr (resumed, ==, "Mat Jenin plays on. Your Turn: Tigers. Move a tiger, or jump a man.");

  setup = test_game_setup (RIMAU_VARIANT_SUMATRA, "mat-jenin", NULL, 1000);
  rimau_session_start (session, &setup);
  rimau_match_pause (rimau_session_get_match (session));
  computer_paused = rimau_words_after_pause (session);
  g_assert_cmpstr (computer_paused, ==, "Mat Jenin is paused. Resume to let the computer play on.");
  rimau_match_resume (rimau_session_get_match (session));
  computer_resumed = rimau_words_after_pause (session);
  g_assert_cmpstr (computer_resumed, ==, "Mat Jenin is thinking…");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/words/plies", test_plies_in_words);
  g_test_add_func ("/words/point-labels-in-each-phase", test_point_labels_in_each_phase);
  g_test_add_func ("/words/point-labels-mark-last-ply-and-hint", test_point_labels_mark_the_last_ply_and_hint);
  g_test_add_func ("/words/point-labels-of-a-ply-chosen-here", test_point_labels_of_a_ply_chosen_here);
  g_test_add_func ("/words/no-ply-at", test_no_ply_at);
  g_test_add_func ("/words/after-ply", test_after_ply);
  g_test_add_func ("/words/draw-warnings", test_draw_warnings);
  g_test_add_func ("/words/situation-at-the-end", test_situation_at_the_end);
  g_test_add_func ("/words/after-pause", test_after_pause);

  return g_test_run ();
}
