/* rimau-test-window.h — playing in a game window as a person does
 *
 * The tests find the window's parts as a person's tools would: by type,
 * by the id the window's template gives them, by the action a button
 * activates. What they play goes through the board and the actions.
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <string.h>

#include "rimau-board-point.h"
#include "rimau-board-view.h"
#include "rimau-record.h"
#include "rimau-test-long-record.h"
#include "rimau-test-ui.h"
#include "rimau-window.h"

/* ------------------------------------------------------------------------ */
/* Finding widgets                                                           */

typedef gboolean (*WidgetMatch) (GtkWidget  *widget,
                                 gconstpointer data);

static inline GtkWidget *
find_widget (GtkWidget     *root,
             WidgetMatch    match,
             gconstpointer  data)
{
  if (match (root, data))
    return root;

  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_widget (child, match, data);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static inline gboolean
has_id (GtkWidget     *widget,
        gconstpointer  id)
{
  return g_strcmp0 (gtk_buildable_get_buildable_id (GTK_BUILDABLE (widget)), id) == 0;
}

static inline gboolean
has_type (GtkWidget     *widget,
          gconstpointer  type)
{
  return G_TYPE_CHECK_INSTANCE_TYPE (widget, GPOINTER_TO_SIZE (type));
}

static inline gboolean
activates (GtkWidget     *widget,
           gconstpointer  action)
{
  return GTK_IS_ACTIONABLE (widget) &&
         g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action) == 0;
}

/* The widget the template of @root's window calls @id. */
static inline GtkWidget *
find_by_id (gpointer    root,
            const char *id)
{
  GtkWidget *found = find_widget (GTK_WIDGET (root), has_id, id);

  g_assert_nonnull (found);
  return found;
}

static inline GtkWidget *
find_by_type (gpointer root,
              GType    type)
{
  GtkWidget *found = find_widget (GTK_WIDGET (root), has_type, GSIZE_TO_POINTER (type));

  g_assert_nonnull (found);
  return found;
}

static inline RimauSession *
window_session (RimauWindow *window)
{
  return rimau_window_get_session (window);
}

static inline RimauGame *
window_game (RimauWindow *window)
{
  return rimau_session_get_game (rimau_window_get_session (window));
}

static inline RimauBoardView *
window_board (RimauWindow *window)
{
  return RIMAU_BOARD_VIEW (find_by_type (window, RIMAU_TYPE_BOARD_VIEW));
}

static inline RimauBoardScene *
board_scene (RimauBoardView *board)
{
  return rimau_board_view_get_scene (board);
}

/* Whether the board lies on its side. */
static inline gboolean
board_is_rotated (gpointer board)
{
  gboolean rotated;

  g_object_get (board, "rotated", &rotated, NULL);
  return rotated;
}

/* Whether the board shows a ply moving. */
static inline gboolean
board_is_animating (RimauBoardView *board)
{
  gboolean animating;

  g_object_get (board, "animating", &animating, NULL);
  return animating;
}

static inline gboolean
is_label_with (GtkWidget     *widget,
               gconstpointer  text)
{
  return GTK_IS_LABEL (widget) && strstr (gtk_label_get_label (GTK_LABEL (widget)), text) != NULL;
}

/* Whether a toast saying @text is shown. */
static inline gboolean
toast_says (RimauWindow *window,
            const char  *text)
{
  return find_widget (find_by_type (window, ADW_TYPE_TOAST_OVERLAY), is_label_with, text) != NULL;
}

static inline const char *
label_text (gpointer    root,
            const char *id)
{
  return gtk_label_get_label (GTK_LABEL (find_by_id (root, id)));
}

/* The status line under the board: whose turn, or how the game ended. */
static inline const char *
status_title (RimauWindow *window)
{
  gboolean over = rimau_game_get_outcome (window_game (window)) != RIMAU_OUTCOME_NONE;

  return label_text (window, over ? "result_title" : "status_title");
}

static inline const char *
status_detail (RimauWindow *window)
{
  gboolean over = rimau_game_get_outcome (window_game (window)) != RIMAU_OUTCOME_NONE;

  return label_text (window, over ? "result_reason" : "status_detail");
}

static inline GtkListBox *
ply_list (RimauWindow *window)
{
  return GTK_LIST_BOX (find_by_id (window, "move_list"));
}

static inline guint
n_move_rows (RimauWindow *window)
{
  guint n = 0;

  while (gtk_list_box_get_row_at_index (ply_list (window), (int) n) != NULL)
    n++;
  return n;
}

/* ------------------------------------------------------------------------ */
/* Opening and closing                                                       */

static inline RimauWindow *
present_window (RimauWindow *window)
{
  /* Tall enough for the board to stand upright. */
  gtk_window_set_default_size (GTK_WINDOW (window), 960, 800);
  gtk_window_present (GTK_WINDOW (window));
  wait_until_mapped (GTK_WIDGET (window));
  return window;
}

static inline RimauWindow *
open_window_against (RimauVariant  variant,
                     const char   *tigers,
                     const char   *men,
                     guint         time_ms)
{
  RimauWindow *window = rimau_window_new (test_app);
  RimauGameSetup setup = test_game_setup (variant, tigers, men, time_ms);

  present_window (window);
  rimau_session_start (window_session (window), &setup);
  return window;
}

/* A window with a new game of @variant between two people, drawn. */
static inline RimauWindow *
open_window (RimauVariant variant)
{
  RimauWindow *window = rimau_window_new (test_app);
  RimauGameSetup setup = test_game_setup (variant, NULL, NULL, 1000);

  rimau_session_start (window_session (window), &setup);
  return present_window (window);
}

/* A window showing @game, played by two people. */
static inline RimauWindow *
open_game (RimauGame *game)
{
  RimauWindow *window = rimau_window_new (test_app);
  RimauGameSetup setup;

  rimau_game_setup_init_default (&setup);
  rimau_session_set_game (window_session (window), game, &setup);
  return present_window (window);
}

static inline RimauWindow *
open_position (RimauVariant  variant,
               const char   *text)
{
  g_autoptr(RimauGame) game = NULL;
  RimauPosition start;
  RimauRules rules;

  rimau_rules_init (&rules, variant);
  g_assert_true (rimau_position_from_string (&start, &rules, text, NULL));
  game = rimau_game_new_from_position (&start);
  return open_game (game);
}

/* The dialog of @type that @window shows, if any. */
static inline gpointer
window_dialog (RimauWindow *window,
               GType        type)
{
  AdwDialog *dialog = adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (window));

  return G_TYPE_CHECK_INSTANCE_TYPE (dialog, type) ? dialog : NULL;
}

static inline gboolean
dialog_gone (gpointer dialog)
{
  return !gtk_widget_get_mapped (dialog);
}

/* Closes @dialog as Escape does and waits until it has gone. */
static inline void
close_window_dialog (AdwDialog *dialog)
{
  g_autoptr(GtkWidget) watch = g_object_ref (GTK_WIDGET (dialog));

  adw_dialog_close (dialog);
  wait_until (dialog_gone, watch, 10);
}

/* The dialog shown within @window, if any: an AdwDialog is no toplevel of
 * its own but lives inside the window it was presented on. */
static inline AdwDialog *
window_visible_dialog (GtkWindow *window)
{
  if (ADW_IS_APPLICATION_WINDOW (window))
    return adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (window));
  if (ADW_IS_WINDOW (window))
    return adw_window_get_visible_dialog (ADW_WINDOW (window));
  return NULL;
}

/* The alert dialog shown on a visible window, if any. */
static inline AdwAlertDialog *
find_alert_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);
      AdwDialog *dialog = window_visible_dialog (window);

      if (gtk_widget_get_visible (GTK_WIDGET (window)) && ADW_IS_ALERT_DIALOG (dialog))
        return ADW_ALERT_DIALOG (dialog);
    }

  return NULL;
}

static inline gboolean
is_button_labelled (GtkWidget     *widget,
                    gconstpointer  label)
{
  return GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0;
}

/* Answers the alert dialog shown with @response, as a click on its button
 * does: the dialog closes, then says what was answered. */
static inline void
answer_dialog (const char *response)
{
  AdwAlertDialog *dialog = find_alert_dialog ();
  GtkWidget *button;

  g_assert_nonnull (dialog);
  g_assert_true (adw_alert_dialog_has_response (dialog, response));
  button = find_widget (GTK_WIDGET (dialog), is_button_labelled,
                        adw_alert_dialog_get_response_label (dialog, response));
  g_assert_nonnull (button);
  g_signal_emit_by_name (button, "clicked");
  process_pending ();
}

/* Closes @window; asked about a game with plies in no file, the person
 * lets it go. */
static inline void
close_window (RimauWindow *window)
{
  g_autoptr(GtkWidget) watch = GTK_WIDGET (g_object_ref (window));

  gtk_window_close (GTK_WINDOW (window));
  process_pending ();
  if (find_alert_dialog () != NULL)
    answer_dialog ("discard");
  g_assert_false (gtk_widget_get_visible (watch));
}

/* ------------------------------------------------------------------------ */
/* Playing                                                                   */

static inline char *
position_text (RimauWindow *window)
{
  return rimau_position_to_string (rimau_game_get_position (window_game (window)));
}

static inline void
assert_position (RimauWindow *window,
                 const char  *expected)
{
  g_autofree char *text = position_text (window);

  g_assert_cmpstr (text, ==, expected);
}

static inline void
assert_last_ply (RimauWindow *window,
                 const char  *expected)
{
  RimauGame *game = window_game (window);
  char text[RIMAU_MOVE_TEXT_SIZE];

  g_assert_cmpuint (rimau_game_get_cursor (game), >, 0);
  g_assert_cmpstr (rimau_move_to_text (rimau_game_get_ply (game, rimau_game_get_cursor (game) - 1), text),
                   ==, expected);
}

/* Ply @index of @window's game is @expected. */
static inline void
assert_ply (RimauWindow *window,
            guint        index,
            const char  *expected)
{
  RimauGame *game = window_game (window);
  char text[RIMAU_MOVE_TEXT_SIZE];

  g_assert_cmpuint (rimau_game_get_n_plies (game), >, index);
  g_assert_cmpstr (rimau_move_to_text (rimau_game_get_ply (game, index), text), ==, expected);
}

/* Plays a ply the way a person does: a click on the piece, a click on
 * the target; or a single click for removals, drops and placements. */
static inline void
click (RimauWindow *window,
       const char  *name)
{
  g_assert_true (rimau_board_scene_activate (board_scene (window_board (window)), point (name)));
  process_pending ();
}

/* The board's scene under @root: a window beside the game (the puzzles,
 * the lesson) has one board. */
static inline RimauBoardScene *
scene_under (gpointer root)
{
  return board_scene (RIMAU_BOARD_VIEW (find_by_type (root, RIMAU_TYPE_BOARD_VIEW)));
}

/* Whether the board under @root takes a person's plies. */
static inline gboolean
board_takes_plies (gpointer root)
{
  return rimau_board_scene_get_interactive (scene_under (root));
}

/* Plays @text on the board under @root the way a person does, once it
 * takes plies (within @seconds): a click on the piece, then on the target. */
static inline void
click_ply_under (gpointer    root,
                 const char *text,
                 guint       seconds)
{
  RimauBoardScene *scene = scene_under (root);
  RimauMove move;

  wait_until (board_takes_plies, root, seconds);
  g_assert_true (rimau_position_parse_move (rimau_board_scene_get_position (scene), text, &move, NULL));
  if (move.from != RIMAU_NO_POINT)
    g_assert_true (rimau_board_scene_activate (scene, move.from));
  g_assert_true (rimau_board_scene_activate (scene, move.to));
}

/* The point @name's child of the board, which assistive technologies see. */
static inline GtkAccessible *
point_child (RimauBoardView *board,
             const char     *name)
{
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (board)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (RIMAU_IS_BOARD_POINT (child) && rimau_board_point_get_point (RIMAU_BOARD_POINT (child)) == point (name))
      return GTK_ACCESSIBLE (child);

  g_assert_not_reached ();
}

/* Presses the point @name as Enter, Space or an assistive technology
 * does, whatever it plays. */
static inline void
press_point (RimauWindow *window,
             const char  *name)
{
  g_signal_emit_by_name (point_child (window_board (window), name), "clicked");
  process_pending ();
}

static inline void
move_piece (RimauWindow *window,
            const char  *from,
            const char  *to)
{
  RimauBoardView *board = window_board (window);

  g_assert_true (rimau_board_scene_select (board_scene (board), point (from)));
  g_assert_cmpint (rimau_board_scene_get_selected (board_scene (board)), ==, point (from));
  g_assert_true (rimau_board_scene_play_to (board_scene (board), point (to)));
  g_assert_cmpint (rimau_board_scene_get_selected (board_scene (board)), ==, RIMAU_NO_POINT);
  process_pending ();
}

/* Whether the button under @root that activates @action, such as
 * "win.undo", may be pressed. */
static inline gboolean
action_button_enabled (GtkWidget  *root,
                       const char *action)
{
  GtkWidget *button = find_widget (root, activates, action);

  g_assert_nonnull (button);
  return gtk_widget_get_sensitive (button);
}

/* Whether the button that activates the window's action @name may be
 * pressed. */
static inline gboolean
action_enabled (RimauWindow *window,
                const char  *name)
{
  g_autofree char *action = g_strconcat ("win.", name, NULL);

  return action_button_enabled (GTK_WIDGET (window), action);
}

/* Activates the window's action @name, as its shortcut does. */
static inline void
activate (RimauWindow *window,
          const char  *name)
{
  g_autofree char *action = g_strconcat ("win.", name, NULL);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), action, NULL));
  process_pending ();
}

/* Activates the action of an enabled button, as a click does. */
static inline void
press (RimauWindow *window,
       const char  *name)
{
  g_assert_true (action_enabled (window, name));
  activate (window, name);
}

/* Looks at the position after ply @index, as a click in the ply list does. */
static inline void
review_ply (RimauWindow *window,
            guint        index)
{
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (ply_list (window), (int) index);

  g_assert_nonnull (row);
  g_signal_emit_by_name (ply_list (window), "row-activated", row);
  process_pending ();
}

/* ------------------------------------------------------------------------ */
/* Frames and records                                                        */

static inline void
count_frame_cb (GdkFrameClock *frame_clock,
                guint         *n_frames)
{
  (*n_frames)++;
}

/* Lets the window lay itself out and draw, twice, and finish what it does
 * once idle. */
static inline void
wait_for_frames (RimauWindow *window)
{
  GdkFrameClock *frame_clock = gtk_widget_get_frame_clock (GTK_WIDGET (window));
  guint n_frames = 0;
  gulong handler = g_signal_connect (frame_clock, "after-paint", G_CALLBACK (count_frame_cb), &n_frames);

  while (n_frames < 2)
    {
      gtk_widget_queue_draw (GTK_WIDGET (window));
      g_main_context_iteration (NULL, TRUE);
    }
  g_signal_handler_disconnect (frame_clock, handler);
  process_pending ();
}

/* The render nodes @widget draws. A widget keeps those of the frame it
 * last drew: let it draw first to see what it draws now. */
static inline GskRenderNode *
snapshot_widget (GtkWidget *widget)
{
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();

  gdk_paintable_snapshot (paintable, snapshot, gtk_widget_get_width (widget), gtk_widget_get_height (widget));
  return gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
}

/* The one node a node draws through (a transform, a clip…), if it is such
 * a node. */
static inline GskRenderNode *
wrapped_node (GskRenderNode *node)
{
  switch (gsk_render_node_get_node_type (node))
    {
    case GSK_TRANSFORM_NODE: return gsk_transform_node_get_child (node);
    case GSK_OPACITY_NODE: return gsk_opacity_node_get_child (node);
    case GSK_COLOR_MATRIX_NODE: return gsk_color_matrix_node_get_child (node);
    case GSK_CLIP_NODE: return gsk_clip_node_get_child (node);
    case GSK_ROUNDED_CLIP_NODE: return gsk_rounded_clip_node_get_child (node);
    case GSK_DEBUG_NODE: return gsk_debug_node_get_child (node);
    default: return NULL;
    }
}

typedef gboolean (*NodeFunc) (GskRenderNode *node,
                              gpointer       data);

/* Calls @func on @node and on each node it draws, through containers and
 * the nodes that wrap one child, in drawing order, until @func returns
 * FALSE; returns FALSE if it did. */
static inline gboolean
walk_nodes (GskRenderNode *node,
            NodeFunc       func,
            gpointer       data)
{
  GskRenderNode *wrapped = wrapped_node (node);

  if (!func (node, data))
    return FALSE;
  if (wrapped != NULL)
    return walk_nodes (wrapped, func, data);
  if (gsk_render_node_get_node_type (node) == GSK_CONTAINER_NODE)
    {
      for (guint i = 0; i < gsk_container_node_get_n_children (node); i++)
        {
          if (!walk_nodes (gsk_container_node_get_child (node, i), func, data))
            return FALSE;
        }
    }
  return TRUE;
}

typedef struct
{
  GskRenderNodeType  type;
  GskRenderNode     *found;
} NodeSearch;

static inline gboolean
find_node_of_type (GskRenderNode *node,
                   gpointer       data)
{
  NodeSearch *search = data;

  if (gsk_render_node_get_node_type (node) != search->type)
    return TRUE;
  search->found = node;
  return FALSE;
}

/* The first node of @type that @node draws, or %NULL. */
static inline GskRenderNode *
first_node_of_type (GskRenderNode     *node,
                    GskRenderNodeType  type)
{
  NodeSearch search = { type, NULL };

  walk_nodes (node, find_node_of_type, &search);
  return search.found;
}

static inline void
set_color_scheme (AdwColorScheme scheme)
{
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), scheme);
  process_pending ();
}

static inline GFile *
write_record (const char *name,
              const char *text)
{
  g_autofree char *path = g_build_filename (g_get_user_state_dir (), name, NULL);
  GFile *file = g_file_new_for_path (path);

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  return file;
}

/* Waits until the window shows another game than @before, or an error
 * dialog has come up. */
static inline void
wait_for_other_game (RimauWindow *window,
                     RimauGame   *before)
{
  gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

  while (window_game (window) == before && find_alert_dialog () == NULL)
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, TRUE);
    }
  process_pending ();
}

/* A game in which the men concede at 20: the first capture after the
 * opening decides it. */
static inline RimauWindow *
open_short_game (void)
{
  RimauWindow *window = rimau_window_new (test_app);
  RimauGameSetup setup;

  rimau_game_setup_init_default (&setup);
  setup.rules.concede = 20;
  rimau_session_start (window_session (window), &setup);
  return present_window (window);
}

/* The opening, a man placed and the tigers' first capture, which wins the
 * short game. */
static inline void
play_short_game (RimauWindow *window)
{
  click (window, "c4");
  click (window, "c5");
  click (window, "c6");
  press (window, "keep");
  click (window, "c4");
  move_piece (window, "c3", "c5");

  g_assert_cmpint (rimau_game_get_outcome (window_game (window)), ==, RIMAU_OUTCOME_TIGERS);
}
