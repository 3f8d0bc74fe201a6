/* test-lesson-window.c — the first lesson, played on the board
 *
 * Runs under Xvfb with a session bus, GSETTINGS_BACKEND=memory and
 * G_DEBUG=fatal-warnings: any GTK warning fails the test.
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "rimau-lesson-window.h"
#include "rimau-puzzles-window.h"
#include "rimau-rules-page.h"
#include "rimau-test-window.h"

/* Each step's move that does what it asks, as a person plays it. */
static const char *right_moves[RIMAU_LESSON_N_STEPS] = { "xc4", "@c5", "c3xc5", "c8-c9" };

static RimauLessonWindow *
open_lesson (GtkWindow *parent)
{
  RimauLessonWindow *window = RIMAU_LESSON_WINDOW (rimau_lesson_window_new (parent));

  gtk_window_present (GTK_WINDOW (window));
  wait_until_mapped (GTK_WIDGET (window));
  return window;
}

static void
close_lesson (RimauLessonWindow *window)
{
  gtk_window_destroy (GTK_WINDOW (window));
  process_pending ();
}

static RimauGame *
lesson_game (RimauLessonWindow *window)
{
  return rimau_board_scene_get_game (scene_under (window));
}

/* Plays @text as a person does, with clicks on the board's points. */
static void
click_move (RimauLessonWindow *window,
            const char        *text)
{
  click_ply_under (window, text, 10);
  process_pending ();
}

static gboolean
lesson_action_enabled (RimauLessonWindow *window,
                       const char        *name)
{
  g_autofree char *full = g_strconcat ("lesson.", name, NULL);

  return action_button_enabled (GTK_WIDGET (window), full);
}

static const char *
label_of (RimauLessonWindow *window,
          const char        *id)
{
  return gtk_label_get_label (GTK_LABEL (find_by_id (window, id)));
}

static void
next_step (RimauLessonWindow *window)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "lesson.next", NULL));
  process_pending ();
}

/* Plays the steps before @step, and goes on to it. */
static void
go_to_step (RimauLessonWindow *window,
            guint              step)
{
  while (rimau_lesson_window_get_step (window) < step)
    {
      click_move (window, right_moves[rimau_lesson_window_get_step (window)]);
      g_assert_true (rimau_lesson_window_get_done (window));
      next_step (window);
    }
  g_assert_cmpuint (rimau_lesson_window_get_step (window), ==, step);
}

/* It opens at the first step, with its words and a board to play on. */
static void
test_opens_at_the_first_step (void)
{
  RimauLessonWindow *window = open_lesson (NULL);

  g_assert_cmpuint (rimau_lesson_window_get_step (window), ==, 0);
  g_assert_cmpstr (label_of (window, "progress_label"), ==, "Step 1 of 4");
  g_assert_cmpstr (label_of (window, "title_label"), ==, "Remove");
  g_assert_cmpstr (label_of (window, "instruction_label"), ==, "Remove a man: click one of the men next to a tiger.");
  g_assert_cmpstr (rimau_lesson_window_get_message (window), ==, "");
  g_assert_true (board_takes_plies (window));
  g_assert_false (lesson_action_enabled (window, "back"));
  g_assert_false (lesson_action_enabled (window, "next"));
  /* The board's points are named as in the game. */
  g_assert_nonnull (find_by_type (window, RIMAU_TYPE_BOARD_POINT));
  close_lesson (window);
}

/* Each step's position is legal, and its right move is played, praised
 * in words and opens the way on. */
static void
test_right_moves_are_accepted (void)
{
  static const char *said[RIMAU_LESSON_N_STEPS] = {
    "Well done! Man removed from c4. The tigers open every game by removing men like this.",
    "Well done! Man dropped on c5. The tiger has nowhere to land, so the man on c4 is safe.",
    "Well done! Tiger c3 jumps the man on c4 to c5. The man jumped over is captured and leaves the board.",
    "Well done! Man c8 moves to c9. Neither tiger can move: the men win.",
  };
  static const char *titles[RIMAU_LESSON_N_STEPS] = { "Remove", "Drop", "Jump", "Trap" };
  RimauLessonWindow *window = open_lesson (NULL);

  for (guint step = 0; step < RIMAU_LESSON_N_STEPS; step++)
    {
      g_autofree char *progress = g_strdup_printf ("Step %u of 4", step + 1);
      RimauMove move;

      g_assert_cmpuint (rimau_lesson_window_get_step (window), ==, step);
      g_assert_cmpstr (label_of (window, "progress_label"), ==, progress);
      g_assert_cmpstr (label_of (window, "title_label"), ==, titles[step]);
      g_assert_nonnull (lesson_game (window));
      g_assert_cmpint (rimau_game_get_outcome (lesson_game (window)), ==, RIMAU_OUTCOME_NONE);
      g_assert_true (rimau_position_parse_move (rimau_game_get_position (lesson_game (window)),
                                                right_moves[step], &move, NULL));

      click_move (window, right_moves[step]);
      g_assert_true (rimau_lesson_window_get_done (window));
      g_assert_cmpstr (rimau_lesson_window_get_message (window), ==, said[step]);
      g_assert_cmpuint (rimau_game_get_n_plies (lesson_game (window)), ==, 1);
      g_assert_true (rimau_move_equal (rimau_game_get_ply (lesson_game (window), 0), &move));
      g_assert_false (board_takes_plies (window));
      g_assert_true (lesson_action_enabled (window, "next"));
      next_step (window);
    }
  /* The last trap wins the game for the men. */
  g_assert_cmpuint (rimau_lesson_window_get_step (window), ==, RIMAU_LESSON_N_STEPS);
  close_lesson (window);
}

/* The opening takes any man, not only the one the test plays. */
static void
test_any_removal_is_accepted (void)
{
  RimauLessonWindow *window = open_lesson (NULL);

  click_move (window, "xb6");
  g_assert_true (rimau_lesson_window_get_done (window));
  g_assert_true (g_str_has_prefix (rimau_lesson_window_get_message (window), "Well done! Man removed from b6."));
  close_lesson (window);
}

/* A move that does not do what the step asks is said, with why, and the
 * board is set up again for another try. */
static void
check_refused (RimauLessonWindow *window,
               const char        *wrong,
               const char        *said)
{
  guint step = rimau_lesson_window_get_step (window);

  click_move (window, wrong);
  g_assert_cmpuint (rimau_lesson_window_get_step (window), ==, step);
  g_assert_false (rimau_lesson_window_get_done (window));
  g_assert_true (g_str_has_prefix (rimau_lesson_window_get_message (window), said));
  g_assert_true (g_str_has_suffix (rimau_lesson_window_get_message (window), " Try again."));
  g_assert_cmpuint (rimau_game_get_n_plies (lesson_game (window)), ==, 0);
  g_assert_true (board_takes_plies (window));
  g_assert_false (lesson_action_enabled (window, "next"));

  /* The right move still works. */
  click_move (window, right_moves[step]);
  g_assert_true (rimau_lesson_window_get_done (window));
}

static void
test_wrong_moves_are_refused (void)
{
  RimauLessonWindow *window = open_lesson (NULL);

  go_to_step (window, 1);
  check_refused (window, "@a1", "Man dropped on a1. The tiger can still capture: Tiger c3 jumps the man on c4 to c5.");
  next_step (window);
  check_refused (window, "c3-c2", "Tiger c3 moves to c2. That captures no man.");
  next_step (window);
  check_refused (window, "b4-a4", "Man b4 moves to a4. A tiger can still move: Tiger ");
  close_lesson (window);
}

/* Back goes to the step before, set up anew; Next waits for the move. */
static void
test_back_and_next (void)
{
  RimauLessonWindow *window = open_lesson (NULL);

  go_to_step (window, 2);
  g_assert_true (lesson_action_enabled (window, "back"));
  g_assert_false (lesson_action_enabled (window, "next"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "lesson.back", NULL));
  process_pending ();
  g_assert_cmpuint (rimau_lesson_window_get_step (window), ==, 1);
  g_assert_cmpstr (label_of (window, "progress_label"), ==, "Step 2 of 4");
  g_assert_false (rimau_lesson_window_get_done (window));
  g_assert_cmpuint (rimau_game_get_n_plies (lesson_game (window)), ==, 0);
  g_assert_cmpstr (rimau_lesson_window_get_message (window), ==, "");
  g_assert_true (board_takes_plies (window));
  close_lesson (window);
}

static gboolean
shows_end (gpointer window)
{
  GtkStack *stack = GTK_STACK (find_by_id (window, "stack"));

  return g_strcmp0 (gtk_stack_get_visible_child_name (stack), "end") == 0;
}

/* The end page says so and offers the ways on; Play a Game closes it. */
static void
test_end_page (void)
{
  RimauLessonWindow *window = open_lesson (NULL);
  g_autoptr(GtkWidget) watch = g_object_ref (GTK_WIDGET (window));

  go_to_step (window, RIMAU_LESSON_N_STEPS);
  g_assert_true (shows_end (window));
  g_assert_cmpstr (adw_status_page_get_title (ADW_STATUS_PAGE (find_by_id (window, "end_page"))), ==,
                   "You Know the Basics");
  g_assert_true (lesson_action_enabled (window, "play"));
  /* Without a game window there are no rules or puzzles to go on to. */
  g_assert_false (lesson_action_enabled (window, "rules"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "lesson.play", NULL));
  process_pending ();
  g_assert_false (gtk_widget_get_visible (watch));
}

static gboolean
rules_shown (gpointer data)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);

      if (gtk_widget_get_visible (GTK_WIDGET (window)) &&
          find_widget (GTK_WIDGET (window), has_type, GSIZE_TO_POINTER (RIMAU_TYPE_RULES_PAGE)) != NULL)
        return TRUE;
    }
  return FALSE;
}

static gboolean
puzzles_shown (gpointer data)
{
  return find_toplevel (RIMAU_TYPE_PUZZLES_WINDOW) != NULL;
}

static void
close_toplevels_but (GtkWindow *kept)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = g_list_model_get_n_items (toplevels); i > 0; i--)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i - 1);

      if (GTK_WINDOW (window) != kept && gtk_widget_get_visible (GTK_WIDGET (window)))
        gtk_window_destroy (GTK_WINDOW (window));
    }
  process_pending ();
}

/* From the end page, Read the Rules and Try a Puzzle go on to the game
 * window's rules and puzzles. */
static void
test_end_page_goes_on (void)
{
  RimauWindow *game_window = present_window (rimau_window_new (test_app));
  RimauLessonWindow *window = open_lesson (GTK_WINDOW (game_window));

  go_to_step (window, RIMAU_LESSON_N_STEPS);
  g_assert_true (lesson_action_enabled (window, "rules"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "lesson.rules", NULL));
  wait_until (rules_shown, NULL, 10);
  g_assert_null (find_toplevel (RIMAU_TYPE_LESSON_WINDOW));
  close_toplevels_but (GTK_WINDOW (game_window));

  window = open_lesson (GTK_WINDOW (game_window));
  go_to_step (window, RIMAU_LESSON_N_STEPS);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "lesson.puzzles", NULL));
  wait_until (puzzles_shown, NULL, 10);
  g_assert_null (find_toplevel (RIMAU_TYPE_LESSON_WINDOW));
  close_toplevels_but (GTK_WINDOW (game_window));
  close_window (game_window);
}

static void
check_key_closes (guint           keyval,
                  GdkModifierType modifiers)
{
  check_key_closes_window (GTK_WINDOW (open_lesson (NULL)), keyval, modifiers);
}

static void
test_escape_closes (void)
{
  check_key_closes (GDK_KEY_Escape, 0);
}

static void
test_control_w_closes (void)
{
  check_key_closes (GDK_KEY_w, GDK_CONTROL_MASK);
}

static gboolean
nothing_picked_up (gpointer scene)
{
  return rimau_board_scene_get_selected (scene) == RIMAU_NO_POINT;
}

/* With a piece picked up on the board, Escape lets go of it first. */
static void
test_escape_lets_go_first (void)
{
  RimauLessonWindow *window = open_lesson (NULL);
  g_autoptr(GtkWidget) watch = g_object_ref (GTK_WIDGET (window));
  RimauBoardScene *scene;

  go_to_step (window, 2);
  scene = scene_under (window);
  g_assert_true (rimau_board_scene_activate (scene, point ("c3")));
  g_assert_cmpint (rimau_board_scene_get_selected (scene), ==, point ("c3"));
  gtk_widget_grab_focus (find_by_type (window, RIMAU_TYPE_BOARD_VIEW));
  if (!press_key (GTK_WINDOW (window), GDK_KEY_Escape, 0))
    {
      close_lesson (window);
      return;
    }
  wait_until (nothing_picked_up, scene, 10);
  g_assert_true (gtk_widget_get_visible (watch));
  g_assert_true (press_key (GTK_WINDOW (window), GDK_KEY_Escape, 0));
  wait_until (window_is_hidden, watch, 10);
}

static gboolean
lesson_shown (gpointer data)
{
  return find_toplevel (RIMAU_TYPE_LESSON_WINDOW) != NULL;
}

/* The offer of the rules leads to it, and opening it answers the offer;
 * the menu's item opens it too. */
static void
test_opened_from_the_offer (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  RimauWindow *window = present_window (rimau_window_new (test_app));
  GtkWidget *button;

  g_settings_reset (settings, "rules-offered");
  rimau_window_offer_rules (window);
  button = find_widget (GTK_WIDGET (window), activates, "win.show-lesson");
  g_assert_nonnull (button);
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (button)), ==, "_Learn by Playing");
  g_assert_true (gtk_widget_has_css_class (button, "suggested-action"));
  wait_until_mapped (button);
  gtk_widget_activate (button);
  wait_until (lesson_shown, NULL, 10);
  g_assert_true (g_settings_get_boolean (settings, "rules-offered"));
  g_assert_false (gtk_revealer_get_reveal_child (GTK_REVEALER (find_by_id (window, "rules_banner"))));
  gtk_window_destroy (find_toplevel (RIMAU_TYPE_LESSON_WINDOW));
  process_pending ();

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-lesson", NULL));
  wait_until (lesson_shown, NULL, 10);
  gtk_window_destroy (find_toplevel (RIMAU_TYPE_LESSON_WINDOW));
  close_window (window);
}

int
main (int   argc,
      char *argv[])
{
  rimau_test_ui_init (&argc, &argv);

  g_test_add_func ("/lesson-window/opens-at-the-first-step", test_opens_at_the_first_step);
  g_test_add_func ("/lesson-window/right-moves-are-accepted", test_right_moves_are_accepted);
  g_test_add_func ("/lesson-window/any-removal-is-accepted", test_any_removal_is_accepted);
  g_test_add_func ("/lesson-window/wrong-moves-are-refused", test_wrong_moves_are_refused);
  g_test_add_func ("/lesson-window/back-and-next", test_back_and_next);
  g_test_add_func ("/lesson-window/end-page", test_end_page);
  g_test_add_func ("/lesson-window/end-page-goes-on", test_end_page_goes_on);
  g_test_add_func ("/lesson-window/escape-closes", test_escape_closes);
  g_test_add_func ("/lesson-window/control-w-closes", test_control_w_closes);
  g_test_add_func ("/lesson-window/escape-lets-go-first", test_escape_lets_go_first);
  g_test_add_func ("/lesson-window/opened-from-the-offer", test_opened_from_the_offer);

  return rimau_test_ui_run (argv);
}
