/* test-board-scene.c — what the board shows and what a click on it means,
 * with no display
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "rimau-board-scene.h"

/* The tigers on c3 and c7, eight men around c5, 16 in hand, tigers to move:
 * the start of Sumatra, which has no opening. */
#define SUMATRA_START ".../.../..T../.MMM./.M.M./.MMM./..T../.../... t 16 - 0 1"
/* The tiger on c7 jumps the man on c6 to c5 and leaves the men 10, which is
 * the concede threshold: the jump wins. */
#define TIGERS_WIN_BY_JUMPING ".../.../..T../..M../...../...../..T../.../... t 10 - 0 20"

static int
point (const char *name)
{
  int p = rimau_point_from_name (name, 2);

  g_assert_cmpint (p, !=, RIMAU_NO_POINT);
  return p;
}

static RimauGame *
new_game (RimauVariant variant)
{
  RimauRules rules;

  rimau_rules_init (&rules, variant);
  return rimau_game_new (&rules);
}

static RimauGame *
new_game_from_string (RimauVariant  variant,
                      const char   *text)
{
  g_autoptr(GError) error = NULL;
  RimauPosition start;
  RimauRules rules;

  rimau_rules_init (&rules, variant);
  g_assert_true (rimau_position_from_string (&start, &rules, text, &error));
  g_assert_no_error (error);
  return rimau_game_new_from_position (&start);
}

/* Plays @plies, separated by single spaces, into @game. */
static void
play (RimauGame  *game,
      const char *plies)
{
  g_auto(GStrv) texts = g_strsplit (plies, " ", -1);

  for (guint i = 0; texts[i] != NULL; i++)
    {
      g_autoptr(GError) error = NULL;

      g_assert_true (rimau_game_play_text (game, texts[i], &error));
      g_assert_no_error (error);
    }
}

static RimauMove
parse_move (RimauGame  *game,
            const char *text)
{
  RimauMove move;

  g_assert_true (rimau_position_parse_move (rimau_game_get_position (game), text, &move, NULL));
  return move;
}

/* A scene showing @game that the person may play on. */
static RimauBoardScene *
new_interactive_scene (RimauGame *game)
{
  RimauBoardScene *scene = rimau_board_scene_new ();

  rimau_board_scene_set_game (scene, game);
  rimau_board_scene_set_interactive (scene, TRUE);
  return scene;
}

/* The points the legal plies of @kind go to. */
static RimauMask
legal_targets_of_kind (RimauGame     *game,
                       RimauMoveKind  kind)
{
  RimauMove moves[RIMAU_MAX_MOVES];
  guint n = rimau_game_get_legal_plies (game, moves);
  RimauMask mask = 0;

  for (guint i = 0; i < n; i++)
    if (moves[i].kind == (int) kind)
      mask |= RIMAU_MASK (moves[i].to);

  return mask;
}

static gboolean
moves_contain (const RimauMove *moves,
               guint            n,
               const RimauMove *move)
{
  for (guint i = 0; i < n; i++)
    if (rimau_move_equal (&moves[i], move))
      return TRUE;

  return FALSE;
}

/* The scene's targets are exactly the game's plies of the piece on @from,
 * in whatever order; returns how many there are. */
static guint
assert_targets_are_plies_from (RimauBoardScene *scene,
                               RimauGame       *game,
                               int              from)
{
  RimauMove targets[RIMAU_MAX_MOVES];
  RimauMove expected[RIMAU_MAX_MOVES];
  guint n_targets = rimau_board_scene_get_targets (scene, targets);
  guint n_expected = rimau_game_get_plies_from (game, from, expected);
  RimauMask points = 0;

  g_assert_cmpint (rimau_board_scene_get_selected (scene), ==, from);
  g_assert_cmpuint (n_expected, >, 0);
  g_assert_cmpuint (n_targets, ==, n_expected);
  for (guint i = 0; i < n_expected; i++)
    {
      g_assert_cmpint (expected[i].from, ==, from);
      g_assert_true (moves_contain (targets, n_targets, &expected[i]));
      points |= RIMAU_MASK (expected[i].to);
    }
  g_assert_cmphex (rimau_board_scene_get_target_points (scene), ==, points);

  return n_targets;
}

static void
assert_nothing_selected (RimauBoardScene *scene)
{
  RimauMove targets[RIMAU_MAX_MOVES];

  g_assert_cmpint (rimau_board_scene_get_selected (scene), ==, RIMAU_NO_POINT);
  g_assert_cmpuint (rimau_board_scene_get_targets (scene, targets), ==, 0);
  g_assert_cmphex (rimau_board_scene_get_target_points (scene), ==, 0);
}

/* ------------------------------------------------------------------------ */
/* What the scene said                                                       */

typedef struct
{
  guint         changed;
  guint         chosen;
  RimauMove     chosen_move;
  guint         played;
  RimauPosition played_before;
  RimauMove     played_move;
  /* How many ::changed had come when ::ply-played came. */
  guint         changed_when_played;
} Signals;

static void
changed_cb (RimauBoardScene *scene,
            Signals         *signals)
{
  signals->changed++;
}

static void
move_chosen_cb (RimauBoardScene *scene,
                const RimauMove *move,
                Signals         *signals)
{
  signals->chosen++;
  /* The ply is only lent for the emission. */
  signals->chosen_move = *move;
}

static void
ply_played_cb (RimauBoardScene *scene,
               gpointer         before,
               gpointer         move,
               Signals         *signals)
{
  signals->played++;
  signals->played_before = *(const RimauPosition *) before;
  signals->played_move = *(const RimauMove *) move;
  signals->changed_when_played = signals->changed;
}

static void
watch (RimauBoardScene *scene,
       Signals         *signals)
{
  g_signal_connect (scene, "changed", G_CALLBACK (changed_cb), signals);
  g_signal_connect (scene, "move-chosen", G_CALLBACK (move_chosen_cb), signals);
  g_signal_connect (scene, "ply-played", G_CALLBACK (ply_played_cb), signals);
}

/* Plays the chosen ply, as the owner of the game does. */
static void
play_chosen_cb (RimauBoardScene *scene,
                const RimauMove *move,
                gpointer         user_data)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (rimau_game_play (rimau_board_scene_get_game (scene), move, &error));
  g_assert_no_error (error);
}

/* ------------------------------------------------------------------------ */
/* Tests                                                                     */

static void
test_empty (void)
{
  g_autoptr(RimauBoardScene) scene = rimau_board_scene_new ();
  Signals signals = { 0 };
  RimauMove move;

  watch (scene, &signals);
  g_assert_null (rimau_board_scene_get_game (scene));
  g_assert_null (rimau_board_scene_get_position (scene));
  g_assert_false (rimau_board_scene_get_interactive (scene));
  assert_nothing_selected (scene);
  g_assert_false (rimau_board_scene_get_hint (scene, NULL));
  g_assert_cmphex (rimau_board_scene_get_highlight (scene), ==, 0);
  g_assert_cmphex (rimau_board_scene_get_danger (scene), ==, 0);
  g_assert_false (rimau_board_scene_get_last_ply (scene, &move));

  /* Even a board one may play on does nothing without a game. */
  rimau_board_scene_set_interactive (scene, TRUE);
  g_assert_false (rimau_board_scene_activate (scene, point ("c5")));
  g_assert_false (rimau_board_scene_select (scene, point ("c3")));
  g_assert_false (rimau_board_scene_play_to (scene, point ("c4")));
  g_assert_false (rimau_board_scene_get_ply_at (scene, point ("c5"), &move));
  g_assert_cmphex (rimau_board_scene_get_one_click_points (scene), ==, 0);
  assert_nothing_selected (scene);
  g_assert_cmpuint (signals.chosen, ==, 0);
}

static void
test_set_game (void)
{
  g_autoptr(RimauGame) first = new_game (RIMAU_VARIANT_SUMATRA);
  g_autoptr(RimauGame) second = new_game (RIMAU_VARIANT_RIMAU_RIMAU_A);
  g_autoptr(RimauBoardScene) scene = new_interactive_scene (first);
  RimauMove hint = parse_move (first, "c3-c2");
  Signals signals = { 0 };

  watch (scene, &signals);
  g_assert_true (rimau_board_scene_get_game (scene) == first);
  g_assert_true (rimau_board_scene_get_position (scene) == rimau_game_get_position (first));

  g_assert_true (rimau_board_scene_select (scene, point ("c3")));
  rimau_board_scene_set_hint (scene, &hint);
  signals.changed = 0;

  rimau_board_scene_set_game (scene, second);
  g_assert_cmpuint (signals.changed, ==, 1);
  g_assert_true (rimau_board_scene_get_position (scene) == rimau_game_get_position (second));
  assert_nothing_selected (scene);
  g_assert_false (rimau_board_scene_get_hint (scene, NULL));

  /* The game no longer shown is no longer listened to. */
  play (first, "c3-c2");
  g_assert_cmpuint (signals.changed, ==, 1);
  g_assert_cmpuint (signals.played, ==, 0);

  rimau_board_scene_set_game (scene, NULL);
  g_assert_cmpuint (signals.changed, ==, 2);
  g_assert_null (rimau_board_scene_get_position (scene));
  g_assert_false (rimau_board_scene_activate (scene, point ("c5")));
  g_assert_cmphex (rimau_board_scene_get_one_click_points (scene), ==, 0);
}

static void
test_opening_removals (void)
{
  g_autoptr(RimauGame) game = new_game (RIMAU_VARIANT_RIMAU_RIMAU_A);
  g_autoptr(RimauBoardScene) scene = new_interactive_scene (game);
  RimauMask men = rimau_game_get_position (game)->men;
  Signals signals = { 0 };
  RimauMove move;

  watch (scene, &signals);
  /* Any man may be removed, with a single click. */
  g_assert_cmpuint (rimau_mask_count (men), ==, 9);
  g_assert_cmphex (legal_targets_of_kind (game, RIMAU_MOVE_REMOVE), ==, men);
  g_assert_cmphex (rimau_board_scene_get_one_click_points (scene), ==, men);

  g_assert_true (rimau_board_scene_get_ply_at (scene, point ("c4"), &move));
  g_assert_cmpint (move.kind, ==, RIMAU_MOVE_REMOVE);
  g_assert_cmpint (move.to, ==, point ("c4"));

  g_assert_true (rimau_board_scene_activate (scene, point ("c5")));
  g_assert_cmpuint (signals.chosen, ==, 1);
  g_assert_cmpint (signals.chosen_move.kind, ==, RIMAU_MOVE_REMOVE);
  g_assert_cmpint (signals.chosen_move.from, ==, RIMAU_NO_POINT);
  g_assert_cmpint (signals.chosen_move.to, ==, point ("c5"));
  /* Choosing is not playing: the owner of the game plays it. */
  g_assert_cmpuint (rimau_game_get_n_plies (game), ==, 0);
  assert_nothing_selected (scene);

  /* An empty point far away, and a tiger, which has no ply while men are
   * removed. */
  g_assert_false (rimau_board_scene_activate (scene, point ("a1")));
  g_assert_false (rimau_board_scene_get_ply_at (scene, point ("a1"), &move));
  g_assert_false (rimau_board_scene_select (scene, point ("c3")));
  g_assert_false (rimau_board_scene_activate (scene, point ("c3")));
  assert_nothing_selected (scene);
  g_assert_cmpuint (signals.chosen, ==, 1);
}

static void
test_opening_relocation (void)
{
  g_autoptr(RimauGame) game = new_game (RIMAU_VARIANT_RIMAU_RIMAU_A);
  g_autoptr(RimauBoardScene) scene = new_interactive_scene (game);
  RimauMove targets[RIMAU_MAX_MOVES];
  Signals signals = { 0 };

  watch (scene, &signals);
  play (game, "xc4 xc5 xc6");

  /* Keeping both tigers is a ply at no point: nothing is one click. */
  g_assert_cmphex (rimau_board_scene_get_one_click_points (scene), ==, 0);
  g_assert_false (rimau_board_scene_activate (scene, point ("b4")));

  /* The tiger on c3 may go to any of the 29 empty points. */
  g_assert_true (rimau_board_scene_select (scene, point ("c3")));
  g_assert_cmpuint (assert_targets_are_plies_from (scene, game, point ("c3")), ==, 29);
  rimau_board_scene_get_targets (scene, targets);
  g_assert_cmpint (targets[0].kind, ==, RIMAU_MOVE_RELOCATE);

  g_assert_true (rimau_board_scene_activate (scene, point ("a1")));
  g_assert_cmpuint (signals.chosen, ==, 1);
  g_assert_cmpint (signals.chosen_move.kind, ==, RIMAU_MOVE_RELOCATE);
  g_assert_cmpint (signals.chosen_move.from, ==, point ("c3"));
  g_assert_cmpint (signals.chosen_move.to, ==, point ("a1"));
  g_assert_cmpuint (rimau_game_get_n_plies (game), ==, 3);
  assert_nothing_selected (scene);
}

static void
test_select_and_targets (void)
{
  g_autoptr(RimauGame) game = new_game_from_string (RIMAU_VARIANT_SUMATRA, SUMATRA_START);
  g_autoptr(RimauBoardScene) scene = new_interactive_scene (game);
  Signals signals = { 0 };
  RimauPosition before;
  RimauMove chosen;
  RimauMove move;

  watch (scene, &signals);
  g_assert_true (rimau_board_scene_select (scene, point ("c3")));
  assert_targets_are_plies_from (scene, game, point ("c3"));

  /* Only a piece with a ply is picked up; a refusal keeps the selection. */
  g_assert_false (rimau_board_scene_select (scene, point ("b4")));
  g_assert_false (rimau_board_scene_select (scene, point ("a1")));
  g_assert_cmpint (rimau_board_scene_get_selected (scene), ==, point ("c3"));

  /* A second click on the piece puts it down; a third picks it up again. */
  g_assert_true (rimau_board_scene_activate (scene, point ("c3")));
  assert_nothing_selected (scene);
  g_assert_true (rimau_board_scene_activate (scene, point ("c3")));
  g_assert_cmpint (rimau_board_scene_get_selected (scene), ==, point ("c3"));

  /* A click on another tiger picks that one up instead. */
  g_assert_true (rimau_board_scene_activate (scene, point ("c7")));
  assert_targets_are_plies_from (scene, game, point ("c7"));

  /* A click on a man, who may not move now, puts the tiger down. */
  g_assert_false (rimau_board_scene_activate (scene, point ("b5")));
  assert_nothing_selected (scene);
  g_assert_cmpuint (signals.chosen, ==, 0);

  g_assert_true (rimau_board_scene_select (scene, point ("c7")));
  g_assert_false (rimau_board_scene_play_to (scene, point ("a1")));
  g_assert_cmpint (rimau_board_scene_get_selected (scene), ==, point ("c7"));
  /* A click on the other tiger would pick it up: no ply. */
  g_assert_false (rimau_board_scene_get_ply_at (scene, point ("c3"), &move));
  g_assert_true (rimau_board_scene_get_ply_at (scene, point ("c8"), &move));
  g_assert_cmpint (move.kind, ==, RIMAU_MOVE_STEP);
  g_assert_cmpint (move.from, ==, point ("c7"));

  g_assert_true (rimau_board_scene_play_to (scene, point ("c8")));
  g_assert_cmpuint (signals.chosen, ==, 1);
  chosen = signals.chosen_move;
  g_assert_true (rimau_move_equal (&chosen, &move));
  g_assert_cmpint (chosen.from, ==, point ("c7"));
  g_assert_cmpint (chosen.to, ==, point ("c8"));
  assert_nothing_selected (scene);
  g_assert_cmpuint (rimau_game_get_n_plies (game), ==, 0);
  g_assert_cmpuint (signals.played, ==, 0);

  before = *rimau_game_get_position (game);
  signals.changed = 0;
  g_assert_true (rimau_game_play (game, &chosen, NULL));
  g_assert_cmpuint (signals.played, ==, 1);
  g_assert_true (rimau_position_equal (&signals.played_before, &before));
  g_assert_true (rimau_position_equal (&signals.played_before, rimau_game_get_position_at (game, 0)));
  g_assert_true (rimau_move_equal (&signals.played_move, &chosen));
  /* A view shows the ply moving before it shows where it went. */
  g_assert_cmpuint (signals.changed_when_played, ==, 0);
  g_assert_cmpuint (signals.changed, ==, 1);
  g_assert_true (rimau_board_scene_get_position (scene) == rimau_game_get_position (game));

  /* Any change of the game puts the selected piece down. */
  g_assert_true (rimau_game_undo (game));
  g_assert_true (rimau_board_scene_select (scene, point ("c3")));
  play (game, "c3-c2");
  assert_nothing_selected (scene);
}

static void
test_jump_target_captures (void)
{
  g_autoptr(RimauGame) game = new_game_from_string (RIMAU_VARIANT_SUMATRA, SUMATRA_START);
  g_autoptr(RimauBoardScene) scene = new_interactive_scene (game);
  RimauMask danger = rimau_board_scene_get_danger (scene);
  RimauMove move;

  /* Over c4 to c5, as a jump from c3. */
  g_assert_true (rimau_board_scene_select (scene, point ("c3")));
  g_assert_true (rimau_board_scene_get_ply_at (scene, point ("c5"), &move));
  g_assert_cmpint (move.kind, ==, RIMAU_MOVE_JUMP);
  g_assert_cmpint (move.from, ==, point ("c3"));
  g_assert_cmphex (move.captured, ==, RIMAU_MASK (point ("c4")));

  /* A step captures nothing. */
  g_assert_true (rimau_board_scene_get_ply_at (scene, point ("c2"), &move));
  g_assert_cmpint (move.kind, ==, RIMAU_MOVE_STEP);
  g_assert_cmphex (move.captured, ==, 0);

  g_assert_cmphex (danger, ==, rimau_position_capturable_men (rimau_game_get_position (game)));
  g_assert_cmphex (danger & RIMAU_MASK (point ("c4")), !=, 0);
  /* b5 is next to no tiger. */
  g_assert_cmphex (danger & RIMAU_MASK (point ("b5")), ==, 0);
}

static void
test_drops (void)
{
  g_autoptr(RimauGame) game = new_game (RIMAU_VARIANT_RIMAU_RIMAU_A);
  g_autoptr(RimauBoardScene) scene = new_interactive_scene (game);
  const RimauPosition *position;
  Signals signals = { 0 };
  RimauMove move;

  watch (scene, &signals);
  play (game, "xc4 xc5 xc6 --");
  position = rimau_game_get_position (game);
  g_assert_cmpint (position->side, ==, RIMAU_SIDE_MEN);
  g_assert_cmpuint (position->hand, >, 0);

  /* A man from hand goes on any empty point with one click. */
  g_assert_cmphex (rimau_board_scene_get_one_click_points (scene), ==, rimau_position_empty (position));
  g_assert_cmphex (legal_targets_of_kind (game, RIMAU_MOVE_DROP), ==, rimau_position_empty (position));
  g_assert_true (rimau_board_scene_get_ply_at (scene, point ("c5"), &move));
  g_assert_cmpint (move.kind, ==, RIMAU_MOVE_DROP);
  g_assert_cmpint (move.from, ==, RIMAU_NO_POINT);
  g_assert_cmpint (move.to, ==, point ("c5"));

  /* The men on the board wait until the hand is empty. */
  g_assert_false (rimau_board_scene_get_ply_at (scene, point ("b4"), &move));
  g_assert_false (rimau_board_scene_select (scene, point ("b4")));
  g_assert_false (rimau_board_scene_activate (scene, point ("b4")));
  assert_nothing_selected (scene);

  g_assert_true (rimau_board_scene_activate (scene, point ("a9")));
  g_assert_cmpuint (signals.chosen, ==, 1);
  g_assert_cmpint (signals.chosen_move.kind, ==, RIMAU_MOVE_DROP);
  g_assert_cmpint (signals.chosen_move.to, ==, point ("a9"));
  g_assert_cmpuint (rimau_game_get_n_plies (game), ==, 4);
}

static void
test_one_tiger_placement (void)
{
  g_autoptr(RimauGame) game = new_game (RIMAU_VARIANT_RIMAU);
  g_autoptr(RimauBoardScene) scene = new_interactive_scene (game);
  RimauMask emptied = RIMAU_MASK (point ("b4")) | RIMAU_MASK (point ("c5")) | RIMAU_MASK (point ("d6"));
  RimauMove moves[RIMAU_MAX_MOVES];
  Signals signals = { 0 };
  RimauMove move;
  guint n;

  watch (scene, &signals);
  /* The tiger is in hand while the men are removed. */
  g_assert_cmphex (rimau_board_scene_get_one_click_points (scene), ==, rimau_game_get_position (game)->men);
  play (game, "xc5 xd6 xb4");
  g_assert_cmpint (rimau_game_get_position (game)->opening, ==, RIMAU_OPENING_PLACE);

  /* Every ply now places the tiger, on one of the points emptied. */
  n = rimau_game_get_legal_plies (game, moves);
  g_assert_cmpuint (n, ==, 3);
  for (guint i = 0; i < n; i++)
    g_assert_cmpint (moves[i].kind, ==, RIMAU_MOVE_PLACE);
  g_assert_cmphex (legal_targets_of_kind (game, RIMAU_MOVE_PLACE), ==, emptied);
  g_assert_cmphex (rimau_board_scene_get_one_click_points (scene), ==, emptied);

  g_assert_true (rimau_board_scene_get_ply_at (scene, point ("c5"), &move));
  g_assert_cmpint (move.kind, ==, RIMAU_MOVE_PLACE);
  g_assert_cmpint (move.to, ==, point ("c5"));
  g_assert_false (rimau_board_scene_activate (scene, point ("b5")));
  g_assert_false (rimau_board_scene_activate (scene, point ("a1")));
  g_assert_cmpuint (signals.chosen, ==, 0);

  g_assert_true (rimau_board_scene_activate (scene, point ("d6")));
  g_assert_cmpuint (signals.chosen, ==, 1);
  g_assert_cmpint (signals.chosen_move.kind, ==, RIMAU_MOVE_PLACE);
  g_assert_cmpint (signals.chosen_move.to, ==, point ("d6"));
  assert_nothing_selected (scene);
}

/* Clicks alone play the opening and the first turns, every phase's ply. */
static void
test_clicks_play_the_game (void)
{
  static const char *const expected[] = { "xc4", "xc5", "xc6", "c3-a1", "@c3", "c7-c6", "@c5" };
  static const char *const clicks[] = { "c4", "c5", "c6", "c3", "a1", "c3", "c7", "c6", "c5" };
  g_autoptr(RimauGame) game = new_game (RIMAU_VARIANT_RIMAU_RIMAU_A);
  g_autoptr(RimauBoardScene) scene = new_interactive_scene (game);
  Signals signals = { 0 };

  watch (scene, &signals);
  g_signal_connect (scene, "move-chosen", G_CALLBACK (play_chosen_cb), NULL);
  for (guint i = 0; i < G_N_ELEMENTS (clicks); i++)
    g_assert_true (rimau_board_scene_activate (scene, point (clicks[i])));

  g_assert_cmpuint (rimau_game_get_n_plies (game), ==, G_N_ELEMENTS (expected));
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      char text[RIMAU_MOVE_TEXT_SIZE];

      g_assert_cmpstr (rimau_move_to_text (rimau_game_get_ply (game, i), text), ==, expected[i]);
    }
  g_assert_cmpuint (signals.chosen, ==, G_N_ELEMENTS (expected));
  g_assert_cmpuint (signals.played, ==, G_N_ELEMENTS (expected));
  assert_nothing_selected (scene);
}

static void
test_ply_played_only_one_ply_on (void)
{
  g_autoptr(RimauGame) game = new_game (RIMAU_VARIANT_RIMAU_RIMAU_A);
  g_autoptr(RimauBoardScene) scene = new_interactive_scene (game);
  Signals signals = { 0 };

  watch (scene, &signals);
  play (game, "xc4 xc5 xc6");
  g_assert_cmpuint (signals.played, ==, 3);

  g_assert_true (rimau_game_undo (game));
  g_assert_cmpuint (signals.played, ==, 3);

  g_assert_true (rimau_game_redo (game));
  g_assert_cmpuint (signals.played, ==, 4);
  g_assert_true (rimau_position_equal (&signals.played_before, rimau_game_get_position_at (game, 2)));
  g_assert_true (rimau_move_equal (&signals.played_move, rimau_game_get_ply (game, 2)));

  /* Jumping about the game shows no ply moving, not even going forward. */
  g_assert_true (rimau_game_go_to (game, 0));
  g_assert_true (rimau_game_go_to (game, 2));
  g_assert_cmpuint (signals.played, ==, 4);
  g_assert_cmpuint (signals.changed, ==, 7);
}

static void
test_not_interactive (void)
{
  g_autoptr(RimauGame) game = new_game (RIMAU_VARIANT_RIMAU_RIMAU_A);
  g_autoptr(RimauBoardScene) scene = rimau_board_scene_new ();
  Signals signals = { 0 };
  RimauMove move;

  watch (scene, &signals);
  rimau_board_scene_set_game (scene, game);
  g_assert_false (rimau_board_scene_get_interactive (scene));
  g_assert_cmphex (rimau_board_scene_get_one_click_points (scene), ==, 0);
  g_assert_false (rimau_board_scene_get_ply_at (scene, point ("c5"), &move));
  g_assert_false (rimau_board_scene_activate (scene, point ("c5")));
  g_assert_cmpuint (signals.chosen, ==, 0);
  /* It still shows the game. */
  g_assert_true (rimau_board_scene_get_position (scene) == rimau_game_get_position (game));

  rimau_board_scene_set_interactive (scene, TRUE);
  g_assert_true (rimau_board_scene_get_interactive (scene));
  g_assert_cmphex (rimau_board_scene_get_one_click_points (scene), !=, 0);

  play (game, "xc4 xc5 xc6");
  g_assert_true (rimau_board_scene_select (scene, point ("c3")));
  signals.changed = 0;
  rimau_board_scene_set_interactive (scene, FALSE);
  g_assert_cmpuint (signals.changed, ==, 1);
  assert_nothing_selected (scene);
  g_assert_false (rimau_board_scene_select (scene, point ("c3")));
  g_assert_false (rimau_board_scene_activate (scene, point ("c3")));
  g_assert_false (rimau_board_scene_play_to (scene, point ("a1")));
  assert_nothing_selected (scene);
  g_assert_cmpuint (signals.chosen, ==, 0);
}

static void
test_game_over (void)
{
  g_autoptr(RimauGame) game = new_game_from_string (RIMAU_VARIANT_RIMAU_RIMAU_A, TIGERS_WIN_BY_JUMPING);
  g_autoptr(RimauBoardScene) scene = new_interactive_scene (game);
  Signals signals = { 0 };
  RimauMove move;

  watch (scene, &signals);
  g_signal_connect (scene, "move-chosen", G_CALLBACK (play_chosen_cb), NULL);
  g_assert_cmphex (rimau_board_scene_get_danger (scene), ==, RIMAU_MASK (point ("c6")));
  g_assert_true (rimau_board_scene_activate (scene, point ("c7")));
  g_assert_true (rimau_board_scene_activate (scene, point ("c5")));
  g_assert_cmpint (signals.chosen_move.kind, ==, RIMAU_MOVE_JUMP);
  g_assert_cmphex (signals.chosen_move.captured, ==, RIMAU_MASK (point ("c6")));
  g_assert_cmpint (rimau_game_get_outcome (game), ==, RIMAU_OUTCOME_TIGERS);

  /* The men have men in hand, but the game is over: nothing to play. */
  g_assert_cmphex (rimau_board_scene_get_one_click_points (scene), ==, 0);
  g_assert_false (rimau_board_scene_get_ply_at (scene, point ("a1"), &move));
  g_assert_false (rimau_board_scene_activate (scene, point ("a1")));
  g_assert_false (rimau_board_scene_select (scene, point ("c5")));
  g_assert_false (rimau_board_scene_activate (scene, point ("c5")));
  assert_nothing_selected (scene);
  g_assert_cmpuint (signals.chosen, ==, 1);

  /* The last ply still shows. */
  g_assert_true (rimau_board_scene_get_last_ply (scene, &move));
  g_assert_true (rimau_move_equal (&move, &signals.chosen_move));
}

/* A ply chosen on the board is known as chosen here until the game moves
 * on by other means: a reply, an undo, a redo. */
static void
test_last_ply_chosen_here (void)
{
  g_autoptr(RimauGame) game = new_game (RIMAU_VARIANT_RIMAU_RIMAU_A);
  g_autoptr(RimauBoardScene) scene = new_interactive_scene (game);

  g_signal_connect (scene, "move-chosen", G_CALLBACK (play_chosen_cb), NULL);
  g_assert_false (rimau_board_scene_get_last_ply_chosen_here (scene));

  g_assert_true (rimau_board_scene_activate (scene, point ("c4")));
  g_assert_true (rimau_board_scene_get_last_ply_chosen_here (scene));

  /* The next ply came from elsewhere, as a computer's does. */
  play (game, "xc5");
  g_assert_false (rimau_board_scene_get_last_ply_chosen_here (scene));

  g_assert_true (rimau_board_scene_activate (scene, point ("c6")));
  g_assert_true (rimau_board_scene_get_last_ply_chosen_here (scene));
  g_assert_true (rimau_game_undo (game));
  g_assert_false (rimau_board_scene_get_last_ply_chosen_here (scene));
  g_assert_true (rimau_game_redo (game));
  g_assert_false (rimau_board_scene_get_last_ply_chosen_here (scene));
}

static void
test_marks (void)
{
  g_autoptr(RimauGame) game = new_game (RIMAU_VARIANT_RIMAU_RIMAU_A);
  g_autoptr(RimauBoardScene) scene = new_interactive_scene (game);
  RimauMask highlighted = RIMAU_MASK (point ("c8")) | RIMAU_MASK (point ("c2"));
  Signals signals = { 0 };
  RimauMove last;

  watch (scene, &signals);
  g_assert_false (rimau_board_scene_get_last_ply (scene, &last));

  play (game, "xc4");
  g_assert_true (rimau_board_scene_get_last_ply (scene, &last));
  g_assert_cmpint (last.kind, ==, RIMAU_MOVE_REMOVE);
  g_assert_cmpint (last.to, ==, point ("c4"));
  g_assert_true (rimau_move_equal (&last, rimau_game_get_ply (game, 0)));

  play (game, "xd5");
  g_assert_true (rimau_board_scene_get_last_ply (scene, &last));
  g_assert_cmpint (last.to, ==, point ("d5"));

  g_assert_true (rimau_game_undo (game));
  g_assert_true (rimau_board_scene_get_last_ply (scene, &last));
  g_assert_cmpint (last.to, ==, point ("c4"));
  g_assert_true (rimau_game_undo (game));
  g_assert_false (rimau_board_scene_get_last_ply (scene, &last));

  /* No man is in danger while the tigers' opening turn lasts. */
  g_assert_cmphex (rimau_board_scene_get_danger (scene), ==,
                   rimau_position_capturable_men (rimau_game_get_position (game)));
  play (game, "xc4 xc5 xc6 --");
  g_assert_cmphex (rimau_board_scene_get_danger (scene), ==,
                   rimau_position_capturable_men (rimau_game_get_position (game)));
  g_assert_cmphex (rimau_board_scene_get_danger (scene), !=, 0);

  signals.changed = 0;
  rimau_board_scene_set_highlight (scene, highlighted);
  g_assert_cmphex (rimau_board_scene_get_highlight (scene), ==, highlighted);
  g_assert_cmpuint (signals.changed, ==, 1);
  rimau_board_scene_set_highlight (scene, 0);
  g_assert_cmphex (rimau_board_scene_get_highlight (scene), ==, 0);
  g_assert_cmpuint (signals.changed, ==, 2);
}

static void
test_hint (void)
{
  g_autoptr(RimauGame) game = new_game_from_string (RIMAU_VARIANT_SUMATRA, SUMATRA_START);
  g_autoptr(RimauBoardScene) scene = new_interactive_scene (game);
  RimauMove hint = parse_move (game, "c3-c2");
  Signals signals = { 0 };
  RimauMove shown;

  watch (scene, &signals);
  g_assert_false (rimau_board_scene_get_hint (scene, &shown));

  rimau_board_scene_set_hint (scene, &hint);
  g_assert_cmpuint (signals.changed, ==, 1);
  g_assert_true (rimau_board_scene_get_hint (scene, NULL));
  g_assert_true (rimau_board_scene_get_hint (scene, &shown));
  g_assert_true (rimau_move_equal (&shown, &hint));

  rimau_board_scene_set_hint (scene, NULL);
  g_assert_cmpuint (signals.changed, ==, 2);
  g_assert_false (rimau_board_scene_get_hint (scene, NULL));

  /* A hint goes with its position. */
  rimau_board_scene_set_hint (scene, &hint);
  play (game, "c7-c8");
  g_assert_false (rimau_board_scene_get_hint (scene, NULL));
  g_assert_true (rimau_game_undo (game));

  /* Choosing a ply, even another one, is done with the hint. */
  rimau_board_scene_set_hint (scene, &hint);
  g_assert_true (rimau_board_scene_activate (scene, point ("c7")));
  g_assert_true (rimau_board_scene_get_hint (scene, NULL));
  g_assert_true (rimau_board_scene_activate (scene, point ("c8")));
  g_assert_cmpuint (signals.chosen, ==, 1);
  g_assert_false (rimau_board_scene_get_hint (scene, NULL));
}

/* Each thing the board shows that changes is said once. */
static void
test_changed_counted (void)
{
  g_autoptr(RimauGame) game = new_game_from_string (RIMAU_VARIANT_SUMATRA, SUMATRA_START);
  g_autoptr(RimauBoardScene) scene = rimau_board_scene_new ();
  RimauMove hint = parse_move (game, "c3-c2");
  Signals signals = { 0 };

  watch (scene, &signals);
  rimau_board_scene_set_game (scene, game);
  g_assert_cmpuint (signals.changed, ==, 1);
  rimau_board_scene_set_interactive (scene, TRUE);
  g_assert_cmpuint (signals.changed, ==, 2);
  g_assert_true (rimau_board_scene_select (scene, point ("c3")));
  g_assert_cmpuint (signals.changed, ==, 3);
  rimau_board_scene_cancel (scene);
  g_assert_cmpuint (signals.changed, ==, 4);
  rimau_board_scene_set_highlight (scene, RIMAU_MASK (point ("c5")));
  g_assert_cmpuint (signals.changed, ==, 5);
  rimau_board_scene_set_hint (scene, &hint);
  g_assert_cmpuint (signals.changed, ==, 6);
  play (game, "c3-c2");
  g_assert_cmpuint (signals.changed, ==, 7);
  rimau_board_scene_set_interactive (scene, FALSE);
  g_assert_cmpuint (signals.changed, ==, 8);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/board-scene/empty", test_empty);
  g_test_add_func ("/board-scene/set-game", test_set_game);
  g_test_add_func ("/board-scene/opening-removals", test_opening_removals);
  g_test_add_func ("/board-scene/opening-relocation", test_opening_relocation);
  g_test_add_func ("/board-scene/select-and-targets", test_select_and_targets);
  g_test_add_func ("/board-scene/jump-target-captures", test_jump_target_captures);
  g_test_add_func ("/board-scene/drops", test_drops);
  g_test_add_func ("/board-scene/one-tiger-placement", test_one_tiger_placement);
  g_test_add_func ("/board-scene/clicks-play-the-game", test_clicks_play_the_game);
  g_test_add_func ("/board-scene/ply-played-only-one-ply-on", test_ply_played_only_one_ply_on);
  g_test_add_func ("/board-scene/not-interactive", test_not_interactive);
  g_test_add_func ("/board-scene/game-over", test_game_over);
  g_test_add_func ("/board-scene/marks", test_marks);
  g_test_add_func ("/board-scene/last-ply-chosen-here", test_last_ply_chosen_here);
  g_test_add_func ("/board-scene/hint", test_hint);
  g_test_add_func ("/board-scene/changed-counted", test_changed_counted);

  return g_test_run ();
}
