/* test-eval-graph.c — the evaluation graph: where a click goes, its keys,
 * and what it tells assistive technologies
 *
 * Runs under Xvfb with a session bus, GSETTINGS_BACKEND=memory and
 * G_DEBUG=fatal-warnings: any GTK warning fails the test.
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "rimau-analysis-words.h"
#include "rimau-engine-words.h"
#include "rimau-eval-graph.h"
#include "rimau-test-window.h"

#define PLIES "xc4 xc5 xc6 -- @d8 c3-c4 @b8"
#define N_POSITIONS 8

static void
ran_cb (GObject      *source,
        GAsyncResult *result,
        gpointer      user_data)
{
  gboolean *done = user_data;

  g_assert_true (rimau_analysis_run_finish (RIMAU_ANALYSIS (source), result, NULL));
  *done = TRUE;
}

static gboolean
is_true (gpointer flag)
{
  return *(gboolean *) flag;
}

/* A short game, analysed by the master thinking a little. */
static RimauAnalysis *
analysed_game (void)
{
  RimauRules rules;
  g_autoptr(RimauGame) game = NULL;
  g_autoptr(GPtrArray) masters = g_ptr_array_new_with_free_func (g_object_unref);
  RimauPluginLoader *loader = rimau_plugin_loader_get_default ();
  RimauAnalysis *analysis;
  g_auto(GStrv) plies = g_strsplit (PLIES, " ", -1);
  gboolean done = FALSE;

  rimau_rules_init (&rules, RIMAU_VARIANT_RIMAU_RIMAU_A);
  game = rimau_game_new (&rules);

  for (guint i = 0; plies[i] != NULL; i++)
    g_assert_true (rimau_game_play_text (game, plies[i], NULL));
  analysis = rimau_analysis_new (game);
  g_ptr_array_add (masters, rimau_plugin_loader_create_strategy (
                     loader, rimau_personality_get_id (rimau_plugin_loader_find_master (loader)), NULL));
  g_assert_nonnull (g_ptr_array_index (masters, 0));
  rimau_analysis_run_async (analysis, masters, 20, NULL, NULL, ran_cb, &done);
  wait_until (is_true, &done, 60);
  return analysis;
}

typedef struct
{
  GtkWindow      *window;
  RimauEvalGraph *graph;
  guint           activated;
  guint           n_activated;
} Fixture;

static void
activated_cb (RimauEvalGraph *graph,
              guint           index,
              Fixture        *fixture)
{
  fixture->activated = index;
  fixture->n_activated++;
}

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(RimauAnalysis) analysis = analysed_game ();

  fixture->window = GTK_WINDOW (gtk_window_new ());
  fixture->graph = RIMAU_EVAL_GRAPH (rimau_eval_graph_new ());
  gtk_window_set_default_size (fixture->window, 300, 120);
  gtk_window_set_child (fixture->window, GTK_WIDGET (fixture->graph));
  rimau_eval_graph_set_analysis (fixture->graph, analysis);
  rimau_eval_graph_set_cursor (fixture->graph, 3);
  g_signal_connect (fixture->graph, "position-activated", G_CALLBACK (activated_cb), fixture);
  gtk_window_present (fixture->window);
  wait_until_mapped (GTK_WIDGET (fixture->graph));
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  gtk_window_destroy (fixture->window);
  process_pending ();
}

static void
test_index_at (Fixture       *fixture,
               gconstpointer  data)
{
  double width = gtk_widget_get_width (GTK_WIDGET (fixture->graph));

  g_assert_cmpint (rimau_eval_graph_index_at (fixture->graph, 0), ==, 0);
  g_assert_cmpint (rimau_eval_graph_index_at (fixture->graph, width), ==, N_POSITIONS - 1);
  g_assert_cmpint (rimau_eval_graph_index_at (fixture->graph, width / 2), >=, 3);
  g_assert_cmpint (rimau_eval_graph_index_at (fixture->graph, width / 2), <=, 4);
  /* Outside the graph, the nearest end. */
  g_assert_cmpint (rimau_eval_graph_index_at (fixture->graph, -50), ==, 0);
  g_assert_cmpint (rimau_eval_graph_index_at (fixture->graph, width + 50), ==, N_POSITIONS - 1);
}

static gboolean
activated_n_times (gpointer data)
{
  Fixture *fixture = data;

  return fixture->n_activated >= GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (fixture->graph), "expected"));
}

/* Presses @keyval and waits for the graph to ask for a position. */
static guint
press_for_position (Fixture *fixture,
                    guint    keyval)
{
  g_object_set_data (G_OBJECT (fixture->graph), "expected", GUINT_TO_POINTER (fixture->n_activated + 1));
  press_key (fixture->window, keyval, 0);
  wait_until (activated_n_times, fixture, 10);
  return fixture->activated;
}

static void
test_keys_step_through_the_game (Fixture       *fixture,
                                 gconstpointer  data)
{
  gtk_widget_grab_focus (GTK_WIDGET (fixture->graph));
  g_assert_true (gtk_widget_has_focus (GTK_WIDGET (fixture->graph)));

  if (!press_key (fixture->window, GDK_KEY_Right, 0))
    return;
  g_object_set_data (G_OBJECT (fixture->graph), "expected", GUINT_TO_POINTER (1));
  wait_until (activated_n_times, fixture, 10);
  g_assert_cmpuint (fixture->activated, ==, 4);

  /* The graph asks to go there; its cursor moves when the game does. */
  g_assert_cmpuint (rimau_eval_graph_get_cursor (fixture->graph), ==, 3);
  g_assert_cmpuint (press_for_position (fixture, GDK_KEY_Left), ==, 2);
  g_assert_cmpuint (press_for_position (fixture, GDK_KEY_End), ==, N_POSITIONS - 1);
  g_assert_cmpuint (press_for_position (fixture, GDK_KEY_Home), ==, 0);
}

/* What the graph says of the position after ply @index - 1. */
static char *
expected_value_text (RimauAnalysis *analysis,
                     guint          index)
{
  const RimauPosition *before = rimau_analysis_get_position (analysis, index - 1);
  char text[RIMAU_MOVE_TEXT_SIZE];
  g_autofree char *where = rimau_words_ply_name (before->side, before->turn,
                                                 rimau_move_to_text (rimau_analysis_get_ply (analysis, index - 1), text),
                                                 rimau_analysis_get_mark (analysis, index - 1));
  g_autofree char *evaluation = rimau_words_evaluation (rimau_analysis_get_position (analysis, index),
                                                        rimau_analysis_get_evaluation (analysis, index)->score);

  return rimau_words_join_sentences ((const char *[]) { where, evaluation }, 2);
}

static void
test_accessible_slider (Fixture       *fixture,
                        gconstpointer  data)
{
  g_autofree char *expected = NULL;

  gtk_test_accessible_assert_role (GTK_ACCESSIBLE (fixture->graph), GTK_ACCESSIBLE_ROLE_SLIDER);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (fixture->graph), GTK_ACCESSIBLE_PROPERTY_VALUE_MAX,
                                       (double) (N_POSITIONS - 1));
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (fixture->graph), GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, 3.0);
  g_assert_true (gtk_test_accessible_has_property (GTK_ACCESSIBLE (fixture->graph),
                                                   GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT));

  rimau_eval_graph_set_cursor (fixture->graph, 5);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (fixture->graph), GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, 5.0);
  /* The value's text says the ply and the evaluation after it in the
   * panel's words, as the tooltip does. */
  expected = expected_value_text (rimau_eval_graph_get_analysis (fixture->graph), 5);
  g_assert_nonnull (strstr (expected, "Turn 1, men: @d8"));
  g_assert_nonnull (strstr (expected, " more men to win."));
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (fixture->graph), GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, expected);

  /* A range to assistive technologies, which see its value and can set
   * it: setting it asks for that position, as a key does. */
  g_assert_true (GTK_IS_ACCESSIBLE_RANGE (fixture->graph));
  g_assert_cmpuint (fixture->n_activated, ==, 0);
  g_assert_true (GTK_ACCESSIBLE_RANGE_GET_IFACE (fixture->graph)->set_current_value (GTK_ACCESSIBLE_RANGE (fixture->graph),
                                                                                   2.0));
  g_assert_cmpuint (fixture->n_activated, ==, 1);
  g_assert_cmpuint (fixture->activated, ==, 2);

  rimau_eval_graph_set_analysis (fixture->graph, NULL);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (fixture->graph), GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT,
                                       "No analysis");
}

/* Lets the graph draw what it shows now: a widget keeps the render nodes
 * of the frame it last drew. */
static void
wait_for_a_frame (GtkWidget *widget)
{
  GdkFrameClock *frame_clock = gtk_widget_get_frame_clock (widget);
  guint n_frames = 0;
  gulong handler = g_signal_connect (frame_clock, "after-paint", G_CALLBACK (count_frame_cb), &n_frames);

  gtk_widget_queue_draw (widget);
  while (n_frames == 0)
    g_main_context_iteration (NULL, TRUE);
  g_signal_handler_disconnect (frame_clock, handler);
}

/* It draws something in the light and the dark style alike. */
static void
test_draws (Fixture       *fixture,
            gconstpointer  data)
{
  AdwStyleManager *styles = adw_style_manager_get_default ();

  for (int dark = 0; dark < 2; dark++)
    {
      g_autoptr(GskRenderNode) node = NULL;

      adw_style_manager_set_color_scheme (styles, dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT);
      wait_for_a_frame (GTK_WIDGET (fixture->graph));
      node = snapshot_widget (GTK_WIDGET (fixture->graph));
      g_assert_nonnull (node);
    }
  adw_style_manager_set_color_scheme (styles, ADW_COLOR_SCHEME_DEFAULT);
}

static void
add_tests (void)
{
  g_test_add ("/eval-graph/index-at", Fixture, NULL, fixture_set_up, test_index_at, fixture_tear_down);
  g_test_add ("/eval-graph/keys", Fixture, NULL, fixture_set_up, test_keys_step_through_the_game, fixture_tear_down);
  g_test_add ("/eval-graph/accessible-slider", Fixture, NULL, fixture_set_up, test_accessible_slider,
              fixture_tear_down);
  g_test_add ("/eval-graph/draws", Fixture, NULL, fixture_set_up, test_draws, fixture_tear_down);
}

int
main (int   argc,
      char *argv[])
{
  rimau_test_ui_init (&argc, &argv);
  add_tests ();
  return rimau_test_ui_run (argv);
}
