/* test-board-view.c — the board: keyboard, labels, style and pictures
 *
 * Runs under Xvfb with a session bus, GSETTINGS_BACKEND=memory and
 * G_DEBUG=fatal-warnings: any GTK warning fails the test.
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>

#include "rimau-board-point.h"
#include "rimau-palette.h"
#include "rimau-test-window.h"

static gboolean
board_has_no_selection (gpointer board)
{
  return rimau_board_scene_get_selected (board_scene (board)) == RIMAU_NO_POINT;
}


#define assert_point_label(board, name, expected) \
  gtk_test_accessible_assert_property (point_child ((board), (name)), GTK_ACCESSIBLE_PROPERTY_LABEL, (expected))


static void
test_keyboard_play (void)
{
  RimauWindow *window = open_window (RIMAU_VARIANT_RIMAU_RIMAU_A);
  RimauBoardView *board = window_board (window);
  GtkWidget *widget = GTK_WIDGET (board);

  g_assert_false (board_is_rotated (board));
  g_assert_cmpint (rimau_board_view_get_focus_point (board), ==, point ("c5"));

  /* Down from c5 is c4: remove that man. */
  g_assert_true (gtk_widget_activate_action (widget, "board.move-focus", "(ii)", 0, 1));
  g_assert_cmpint (rimau_board_view_get_focus_point (board), ==, point ("c4"));
  g_assert_true (gtk_widget_activate_action (widget, "board.activate-focus", NULL));
  process_pending ();
  assert_last_ply (window, "xc4");

  gtk_widget_activate_action (widget, "board.activate-focus", NULL);
  gtk_widget_activate_action (widget, "board.move-focus", "(ii)", 1, 0);
  g_assert_cmpint (rimau_board_view_get_focus_point (board), ==, point ("d4"));
  gtk_widget_activate_action (widget, "board.activate-focus", NULL);
  gtk_widget_activate_action (widget, "board.move-focus", "(ii)", 0, -1);
  gtk_widget_activate_action (widget, "board.activate-focus", NULL);
  process_pending ();
  assert_last_ply (window, "xd5");

  /* Select the tiger on c3 from the keyboard, then move it to c4. */
  rimau_board_view_set_focus_point (board, point ("c3"));
  gtk_widget_activate_action (widget, "board.activate-focus", NULL);
  g_assert_cmpint (rimau_board_scene_get_selected (board_scene (board)), ==, point ("c3"));
  assert_point_label (board, "c3", "c3, tiger, selected");
  gtk_widget_activate_action (widget, "board.cancel", NULL);
  g_assert_cmpint (rimau_board_scene_get_selected (board_scene (board)), ==, RIMAU_NO_POINT);
  gtk_widget_activate_action (widget, "board.activate-focus", NULL);
  gtk_widget_activate_action (widget, "board.move-focus", "(ii)", 0, -1);
  g_assert_cmpint (rimau_board_view_get_focus_point (board), ==, point ("c4"));
  gtk_widget_activate_action (widget, "board.activate-focus", NULL);
  process_pending ();
  assert_last_ply (window, "c3-c4");

  close_window (window);
}

/* Where the point @name is drawn on the board. */
static void
point_on_screen (RimauBoardView *board,
                 const char     *name,
                 double         *x,
                 double         *y)
{
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (point_child (board, name)), GTK_WIDGET (board), &bounds));
  *x = bounds.origin.x + bounds.size.width / 2;
  *y = bounds.origin.y + bounds.size.height / 2;
}

static gboolean
has_moves (gpointer data)
{
  RimauWindow *window = data;

  return rimau_game_get_n_plies (rimau_session_get_game (window_session (window))) > 0;
}

/* A click with the pointer removes a man; a piece dragged from one point
 * to another is played there, and one dropped off its targets stays
 * picked up where it was. */
static void
test_pointer_play (void)
{
  RimauWindow *window = open_window (RIMAU_VARIANT_RIMAU_RIMAU_A);
  RimauBoardView *board = window_board (window);
  RimauGame *game = rimau_session_get_game (window_session (window));
  double x, y, tx, ty;

  point_on_screen (board, "c4", &x, &y);
  if (!drag_pointer (GTK_WIDGET (board), x, y, x, y))
    {
      close_window (window);
      return;
    }
  wait_until (has_moves, window, 10);
  assert_last_ply (window, "xc4");

  /* The other removals by the scene, then the relocation by hand. */
  while (rimau_game_get_position (game)->removals_left > 0)
    click (window, rimau_point_name (rimau_mask_first (rimau_board_scene_get_one_click_points (board_scene (board)))));

  point_on_screen (board, "c3", &x, &y);
  point_on_screen (board, "a9", &tx, &ty);
  drag_pointer (GTK_WIDGET (board), x, y, tx - 200, ty);
  wait_for_frames (window);
  g_assert_cmpint (rimau_board_scene_get_selected (board_scene (board)), ==, point ("c3"));

  point_on_screen (board, "c4", &tx, &ty);
  drag_pointer (GTK_WIDGET (board), x, y, tx, ty);
  wait_until (board_has_no_selection, board, 10);
  assert_last_ply (window, "c3-c4");

  close_window (window);
}

static void
test_point_labels (void)
{
  RimauWindow *window = open_window (RIMAU_VARIANT_RIMAU_RIMAU_A);
  RimauBoardView *board = window_board (window);

  assert_point_label (board, "c7", "c7, tiger");
  assert_point_label (board, "b4", "b4, man, remove");
  assert_point_label (board, "a9", "a9, empty");

  click (window, "c4");
  click (window, "c5");
  click (window, "c6");
  g_assert_true (rimau_board_scene_select (board_scene (board), point ("c7")));
  assert_point_label (board, "a9", "a9, empty, move here");

  close_window (window);
}

/* Whether the game has come to @window's "n-plies" plies: a computer to
 * move may have answered the last of them already. */
static gboolean
has_n_plies (gpointer window)
{
  return rimau_game_get_n_plies (window_game (window)) >= GPOINTER_TO_UINT (g_object_get_data (window, "n-plies"));
}

/* Keep Both pressed from the keyboard, on its button, leaves the keyboard
 * on the board at the point the player was on, not on New Game. */
static void
test_focus_back_on_the_board_after_keep (void)
{
  RimauWindow *window = open_window (RIMAU_VARIANT_RIMAU_RIMAU_A);
  RimauBoardView *board = window_board (window);
  GtkWidget *keep = find_by_id (window, "keep_button");

  click (window, "c4");
  click (window, "c5");
  click (window, "c6");
  rimau_board_view_set_focus_point (board, point ("d4"));
  g_assert_true (gtk_widget_grab_focus (keep));

  if (press_key (GTK_WINDOW (window), GDK_KEY_Return, 0))
    {
      g_object_set_data (G_OBJECT (window), "n-plies", GUINT_TO_POINTER (4));
      wait_until (has_n_plies, window, 10);
      assert_last_ply (window, "--");
      process_pending ();
      g_assert_true (gtk_window_get_focus (GTK_WINDOW (window)) == GTK_WIDGET (point_child (board, "d4")));
    }

  close_window (window);
}

/* Whether the keyboard's focus is on the point @name of @window's board. */
static gboolean
focus_on_point (RimauWindow *window,
                const char  *name)
{
  return gtk_window_get_focus (GTK_WINDOW (window)) == GTK_WIDGET (point_child (window_board (window), name));
}

static void
wait_for_n_plies (RimauWindow *window,
                  guint        n)
{
  g_object_set_data (G_OBJECT (window), "n-plies", GUINT_TO_POINTER (n));
  wait_until (has_n_plies, window, 10);
  process_pending ();
}

/* Pass pressed from the keyboard, on its button or by its mnemonic, leaves
 * the keyboard on the board where the player was. */
static void
test_focus_back_on_the_board_after_pass (void)
{
  for (int by_mnemonic = 0; by_mnemonic <= 1; by_mnemonic++)
    {
      /* The men, all in the square with none in hand, cannot move. */
      RimauWindow *window = open_position (RIMAU_VARIANT_SUMATRA,
                                           ".../.../MMTMM/MMMMM/MMMMM/MMMMM/MMTMM/.../... m 0 - 0 30");
      RimauBoardView *board = window_board (window);
      gboolean pressed;

      rimau_board_view_set_focus_point (board, point ("d4"));
      if (by_mnemonic)
        pressed = press_key (GTK_WINDOW (window), GDK_KEY_p, GDK_ALT_MASK);
      else
        {
          g_assert_true (gtk_widget_grab_focus (find_by_id (window, "pass_button")));
          pressed = press_key (GTK_WINDOW (window), GDK_KEY_Return, 0);
        }
      if (pressed)
        {
          wait_for_n_plies (window, 1);
          assert_last_ply (window, "--");
          g_assert_true (focus_on_point (window, "d4"));
        }

      close_window (window);
    }
}

typedef struct
{
  RimauWindow *window;
  const char  *name;
} FocusWanted;

static gboolean
focus_is_where_wanted (gpointer data)
{
  FocusWanted *wanted = data;

  return focus_on_point (wanted->window, wanted->name);
}

/* Types @keys, each a key of a point's name, and waits for the focus to be
 * on @name. */
static void
type_and_wait_for_focus (RimauWindow *window,
                         const guint *keys,
                         guint        n_keys,
                         const char  *name)
{
  FocusWanted wanted = { window, name };

  for (guint i = 0; i < n_keys; i++)
    press_key (GTK_WINDOW (window), keys[i], 0);
  wait_until (focus_is_where_wanted, &wanted, 10);
}

/* A point's name typed on the board takes the focus there; a name that is
 * no point leaves the typing as it was. */
static void
test_type_a_point_name (void)
{
  RimauWindow *window = open_window (RIMAU_VARIANT_SUMATRA);
  RimauBoardView *board = window_board (window);

  rimau_board_view_set_focus_point (board, point ("c3"));
  if (press_key (GTK_WINDOW (window), GDK_KEY_c, 0))
    {
      type_and_wait_for_focus (window, (const guint[]) { GDK_KEY_5 }, 1, "c5");
      type_and_wait_for_focus (window, (const guint[]) { GDK_KEY_A, GDK_KEY_7 }, 2, "a7");
      /* The mountains have three points a rank: a2 is none. */
      type_and_wait_for_focus (window, (const guint[]) { GDK_KEY_a, GDK_KEY_2, GDK_KEY_b, GDK_KEY_5 }, 4, "b5");
    }

  close_window (window);
}

/* Steps the tiger on c3 down to c2 by the keyboard, Enter to pick it up,
 * the arrow down and Enter, as the game's first ply; checks that the
 * keyboard is on c2 after. Returns %FALSE, the test skipped, without a way
 * to press keys. */
static gboolean
step_tiger_by_keys (RimauWindow *window)
{
  rimau_board_view_set_focus_point (window_board (window), point ("c3"));
  if (!press_key (GTK_WINDOW (window), GDK_KEY_Return, 0))
    return FALSE;

  process_pending ();
  press_key (GTK_WINDOW (window), GDK_KEY_Down, 0);
  press_key (GTK_WINDOW (window), GDK_KEY_Return, 0);
  wait_for_n_plies (window, 1);
  /* The first ply, which need not be the last: waiting drains the main
   * loop, and where drawing a frame takes longer than a frame lasts, it
   * drains it to the end of the step's animation, after which a computer
   * playing the men has answered. */
  assert_ply (window, 0, "c3-c2");
  g_assert_true (focus_on_point (window, "c2"));
  return TRUE;
}

/* A step and a drop played with the arrows and Enter leave the keyboard on
 * the point played to. */
static void
test_focus_stays_after_keyboard_plies (void)
{
  RimauWindow *window = open_window (RIMAU_VARIANT_SUMATRA);

  if (step_tiger_by_keys (window))
    {
      press_key (GTK_WINDOW (window), GDK_KEY_Up, 0);
      press_key (GTK_WINDOW (window), GDK_KEY_Return, 0);
      wait_for_n_plies (window, 2);
      assert_last_ply (window, "@c3");
      g_assert_true (focus_on_point (window, "c3"));
      wait_for_frames (window);
      g_assert_true (focus_on_point (window, "c3"));
    }

  close_window (window);
}

static gboolean
computer_done (gpointer window)
{
  return !rimau_match_get_thinking (rimau_session_get_match (window_session (window))) &&
         !board_is_animating (window_board (window));
}

/* The computer's ply leaves the keyboard where the person left it. */
static void
test_computer_ply_leaves_the_focus (void)
{
  RimauWindow *window = open_window_against (RIMAU_VARIANT_SUMATRA, NULL, "mat-jenin", 50);
  RimauBoardView *board = window_board (window);

  if (step_tiger_by_keys (window))
    {
      wait_for_n_plies (window, 2);
      wait_until (computer_done, window, 10);
      wait_for_frames (window);
      g_assert_true (focus_on_point (window, "c2"));
      g_assert_cmpint (rimau_board_view_get_focus_point (board), ==, point ("c2"));
    }

  close_window (window);
}

/* The board's pixels as the window's renderer draws them, once the window
 * has drawn what it shows now. */
static GBytes *
render_board (RimauWindow *window)
{
  GtkWidget *board = GTK_WIDGET (window_board (window));
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  int width, height;
  guchar *pixels;

  wait_for_frames (window);
  node = snapshot_widget (board);
  width = gtk_widget_get_width (board);
  height = gtk_widget_get_height (board);
  pixels = g_malloc ((gsize) width * height * 4);
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (gtk_widget_get_native (board)),
                                         node, &GRAPHENE_RECT_INIT (0, 0, width, height));
  gdk_texture_download (texture, pixels, (gsize) width * 4);
  return g_bytes_new_take (pixels, (gsize) width * height * 4);
}

/* How many of the pixels of two pictures of the board differ. */
static gsize
n_pixels_changed (GBytes *before,
                  GBytes *after)
{
  gsize size, changed = 0;
  const guchar *a = g_bytes_get_data (before, &size);
  const guchar *b = g_bytes_get_data (after, NULL);

  for (gsize i = 0; i < size; i += 4)
    changed += memcmp (a + i, b + i, 4) != 0;
  return changed;
}

static gboolean
is_high_contrast (gpointer data)
{
  return adw_style_manager_get_high_contrast (adw_style_manager_get_default ());
}

static gboolean
is_not_high_contrast (gpointer data)
{
  return !is_high_contrast (data);
}

/* The board takes its colours from the style: it turns dark with the
 * window, and back, and takes its own colours in high contrast. */
static void
test_board_follows_the_style (void)
{
  RimauWindow *window = open_window (RIMAU_VARIANT_RIMAU_RIMAU_A);
  /* Where the desktop keeps the setting; the settings are in memory. */
  g_autoptr(GSettings) a11y = g_settings_new ("org.gnome.desktop.a11y.interface");
  g_autoptr(GBytes) light = NULL;
  g_autoptr(GBytes) dark = NULL;
  g_autoptr(GBytes) light_again = NULL;
  g_autoptr(GBytes) high_contrast = NULL;
  gsize n_pixels;

  set_color_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  light = render_board (window);
  set_color_scheme (ADW_COLOR_SCHEME_FORCE_DARK);
  dark = render_board (window);
  set_color_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  light_again = render_board (window);
  g_settings_set_boolean (a11y, "high-contrast", TRUE);
  wait_until (is_high_contrast, NULL, 10);
  high_contrast = render_board (window);
  g_settings_reset (a11y, "high-contrast");
  wait_until (is_not_high_contrast, NULL, 10);
  set_color_scheme (ADW_COLOR_SCHEME_DEFAULT);

  /* Most of the board is its background, which both change. */
  n_pixels = g_bytes_get_size (light) / 4;
  g_assert_cmpuint (n_pixels_changed (light, dark), >, n_pixels / 2);
  g_assert_cmpuint (n_pixels_changed (light, high_contrast), >, n_pixels / 2);
  g_assert_true (g_bytes_equal (light, light_again));

  close_window (window);
}

/* The board's picture, drawn first, covers every point of the board and
 * leaves out the room the widget has beside it: that room would cost the
 * renderer as much as the board at every frame. */
static void
test_board_picture_covers_the_board (void)
{
  RimauWindow *window = open_window (RIMAU_VARIANT_RIMAU_RIMAU_A);
  GtkWidget *board = GTK_WIDGET (window_board (window));
  g_autoptr(GskRenderNode) node = NULL;
  GskRenderNode *picture;
  graphene_rect_t bounds;
  guint n_points = 0;

  process_pending ();
  g_assert_false (board_is_rotated (board));
  node = snapshot_widget (board);
  picture = first_node_of_type (node, GSK_TEXTURE_NODE);
  g_assert_nonnull (picture);
  gsk_render_node_get_bounds (picture, &bounds);

  /* Upright, the board is little more than half as wide as it is tall. */
  g_assert_cmpfloat (bounds.size.width, <, 0.75 * gtk_widget_get_width (board));
  for (GtkWidget *point = gtk_widget_get_first_child (board); point != NULL;
       point = gtk_widget_get_next_sibling (point))
    {
      graphene_rect_t point_bounds;

      g_assert_true (gtk_widget_compute_bounds (point, board, &point_bounds));
      g_assert_true (graphene_rect_contains_rect (&bounds, &point_bounds));
      n_points++;
    }
  g_assert_cmpuint (n_points, ==, RIMAU_N_POINTS);

  close_window (window);
}

typedef struct
{
  GskRenderNodeType type;
  guint             n;
} NodeCount;

static gboolean
count_node (GskRenderNode *node,
            gpointer       data)
{
  NodeCount *count = data;

  count->n += gsk_render_node_get_node_type (node) == count->type;
  return TRUE;
}

/* How many nodes of @type a node draws. */
static guint
count_nodes (GskRenderNode     *node,
             GskRenderNodeType  type)
{
  NodeCount count = { type, 0 };

  walk_nodes (node, count_node, &count);
  return count.n;
}

/* The board is drawn from pictures alone: its own, one a piece, and those
 * of the marks (here the last ply and the men the tigers may remove). A
 * cairo node would make a software renderer compile a drawing program of
 * its own the first time marks show, in the middle of a game. */
static void
test_board_drawn_from_pictures (void)
{
  RimauWindow *window = open_window (RIMAU_VARIANT_RIMAU_RIMAU_A);
  GtkWidget *board = GTK_WIDGET (window_board (window));
  g_autoptr(GskRenderNode) node = NULL;
  g_autofree char *text = NULL;
  guint n_pieces = 0;

  click (window, "c4");
  assert_last_ply (window, "xc4");
  while (board_is_animating (RIMAU_BOARD_VIEW (board)))
    g_main_context_iteration (NULL, TRUE);
  /* The board's node is the one drawn last: let it be drawn as it is now. */
  wait_for_frames (window);
  text = position_text (window);
  for (const char *c = text; *c != ' '; c++)
    n_pieces += *c == 'T' || *c == 'M';

  node = snapshot_widget (board);
  g_assert_cmpuint (count_nodes (node, GSK_CAIRO_NODE), ==, 0);
  g_assert_cmpuint (count_nodes (node, GSK_TEXTURE_NODE), >, 1 + n_pieces);

  close_window (window);
}

static gboolean
board_rotated (gpointer board)
{
  return board_is_rotated (board);
}

static gboolean
board_upright (gpointer board)
{
  return !board_is_rotated (board);
}

/* Left to itself the board turns sideways where that makes it larger; told
 * to, it stands upright or lies sideways whatever its room. */
static void
test_orientation (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *board = rimau_board_view_new ();

  gtk_window_set_child (GTK_WINDOW (window), board);
  gtk_window_set_default_size (GTK_WINDOW (window), 900, 400);
  gtk_window_present (GTK_WINDOW (window));
  wait_until_mapped (board);
  wait_until (board_rotated, board, 10);

  g_object_set (board, "orientation", RIMAU_BOARD_ORIENTATION_UPRIGHT, NULL);
  wait_until (board_upright, board, 10);

  gtk_window_set_default_size (GTK_WINDOW (window), 400, 900);
  g_object_set (board, "orientation", RIMAU_BOARD_ORIENTATION_SIDEWAYS, NULL);
  wait_until (board_rotated, board, 10);
  g_object_set (board, "orientation", RIMAU_BOARD_ORIENTATION_AUTOMATIC, NULL);
  wait_until (board_upright, board, 10);

  gtk_window_destroy (GTK_WINDOW (window));
  process_pending ();
}

/* The game window's board follows the preference. */
static void
test_orientation_preference (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  RimauWindow *window = open_window (RIMAU_VARIANT_RIMAU_RIMAU_A);
  RimauBoardView *board = window_board (window);

  g_assert_false (board_is_rotated (board));
  g_settings_set_string (settings, "board-orientation", "sideways");
  wait_until (board_rotated, board, 10);
  g_settings_reset (settings, "board-orientation");
  wait_until (board_upright, board, 10);

  close_window (window);
}

/* The keyboard's focus ring cannot be taken for the last ply's mark: it is
 * a rounded square where the mark is a ring, in another colour. */
static void
test_focus_ring_differs_from_last_ply (void)
{
  RimauWindow *window = open_window (RIMAU_VARIANT_RIMAU_RIMAU_A);
  RimauBoardView *board = window_board (window);
  GtkWidget *focused;
  g_autoptr(GskRenderNode) node = NULL;
  GskRenderNode *ring = NULL;
  const GskRoundedRect *outline;
  const GdkRGBA *ring_color;
  RimauPalette palette;

  click (window, "c4");
  gtk_window_set_focus_visible (GTK_WINDOW (window), TRUE);
  rimau_board_view_set_focus_point (board, point ("c4"));
  wait_for_frames (window);
  focused = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_true (gtk_widget_is_ancestor (focused, GTK_WIDGET (board)));

  node = snapshot_widget (focused);
  ring = first_node_of_type (node, GSK_BORDER_NODE);
  g_assert_nonnull (ring);
  outline = gsk_border_node_get_outline (ring);
  g_assert_cmpfloat (outline->corner[0].width, <, 0.3 * outline->bounds.size.width);

  rimau_palette_init (&palette, adw_style_manager_get_default ());
  ring_color = gsk_border_node_get_colors (ring);
  g_assert_cmpfloat (fabs (ring_color->red - palette.last_move.red) +
                     fabs (ring_color->green - palette.last_move.green) +
                     fabs (ring_color->blue - palette.last_move.blue), >, 0.4);

  close_window (window);
}

static double
luminance (const GdkRGBA *color)
{
  double channels[3] = { color->red, color->green, color->blue };

  for (guint i = 0; i < 3; i++)
    channels[i] = channels[i] <= 0.03928 ? channels[i] / 12.92 : pow ((channels[i] + 0.055) / 1.055, 2.4);
  return 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2];
}

/* The contrast of two colours, as WCAG counts it. */
static double
contrast (const GdkRGBA *a,
          const GdkRGBA *b)
{
  double la = luminance (a);
  double lb = luminance (b);

  return (MAX (la, lb) + 0.05) / (MIN (la, lb) + 0.05);
}

/* The colours the board is drawn in, in the style in use. */
static RimauPalette
board_palette (void)
{
  RimauPalette palette;

  rimau_palette_init (&palette, adw_style_manager_get_default ());
  return palette;
}

/* The coordinates are text: at least 4.5:1 against the board, in both
 * styles. */
static void
test_coordinates_readable (void)
{
  RimauPalette palette;

  set_color_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  palette = board_palette ();
  g_assert_cmpfloat (contrast (&palette.label, &palette.board), >=, 4.5);
  set_color_scheme (ADW_COLOR_SCHEME_FORCE_DARK);
  palette = board_palette ();
  g_assert_cmpfloat (contrast (&palette.label, &palette.board), >=, 4.5);
  set_color_scheme (ADW_COLOR_SCHEME_DEFAULT);
}

/* In high contrast the board keeps its shape: the mountains stand out
 * from the square at 3:1 at least, the lines at 4.5:1, light and dark. */
static void
test_high_contrast_palette (void)
{
  /* Where the desktop keeps the setting; the settings are in memory. */
  g_autoptr(GSettings) a11y = g_settings_new ("org.gnome.desktop.a11y.interface");

  g_settings_set_boolean (a11y, "high-contrast", TRUE);
  wait_until (is_high_contrast, NULL, 10);

  for (guint i = 0; i < 2; i++)
    {
      RimauPalette palette;

      set_color_scheme (i == 0 ? ADW_COLOR_SCHEME_FORCE_LIGHT : ADW_COLOR_SCHEME_FORCE_DARK);
      palette = board_palette ();
      g_assert_cmpfloat (contrast (&palette.mountain, &palette.board), >=, 3.0);
      g_assert_cmpfloat (contrast (&palette.line, &palette.board), >=, 4.5);
      g_assert_cmpfloat (contrast (&palette.line, &palette.mountain), >=, 4.5);
      g_assert_cmpfloat (contrast (&palette.label, &palette.board), >=, 4.5);
    }

  set_color_scheme (ADW_COLOR_SCHEME_DEFAULT);
  g_settings_reset (a11y, "high-contrast");
  wait_until (is_not_high_contrast, NULL, 10);
}

/* The coordinates stand clear of everything drawn around a point: the
 * largest mark reaches 0.55 of a step from it, the largest piece less. */
static void
test_coordinates_never_covered (void)
{
  for (guint rotated = 0; rotated < 2; rotated++)
    {
      RimauBoardGeometry geometry;

      rimau_board_geometry_init (&geometry, 1000, 1000,
                                 rotated ? RIMAU_BOARD_ORIENTATION_SIDEWAYS : RIMAU_BOARD_ORIENTATION_UPRIGHT);
      for (int label = 0; label < 14; label++)
        {
          double x = label < 5 ? label : RIMAU_BOARD_LABEL_OFFSET;
          double y = label < 5 ? RIMAU_BOARD_LABEL_OFFSET : label - 5;
          double lx, ly;
          graphene_rect_t board;

          rimau_board_geometry_to_screen (&geometry, x, y, &lx, &ly);
          rimau_board_geometry_get_board_rect (&geometry, &board);
          /* A label is about 0.1 of a step either side of its centre. */
          g_assert_true (graphene_rect_contains_point (&board, &GRAPHENE_POINT_INIT (lx, ly)));
          for (int p = 0; p < RIMAU_N_POINTS; p++)
            {
              double px, py;

              rimau_board_geometry_point_to_screen (&geometry, p, &px, &py);
              g_assert_cmpfloat (hypot (px - lx, py - ly) / geometry.unit, >=, 0.55 + 0.1);
            }
        }
    }
}

int
main (int   argc,
      char *argv[])
{
  rimau_test_ui_init (&argc, &argv);

  g_test_add_func ("/board/keyboard", test_keyboard_play);
  g_test_add_func ("/board/pointer", test_pointer_play);
  g_test_add_func ("/board/orientation", test_orientation);
  g_test_add_func ("/board/orientation-preference", test_orientation_preference);
  g_test_add_func ("/board/labels", test_point_labels);
  g_test_add_func ("/board/focus-back-after-keep", test_focus_back_on_the_board_after_keep);
  g_test_add_func ("/board/focus-back-after-pass", test_focus_back_on_the_board_after_pass);
  g_test_add_func ("/board/type-a-point-name", test_type_a_point_name);
  g_test_add_func ("/board/focus-stays-after-keyboard-plies", test_focus_stays_after_keyboard_plies);
  g_test_add_func ("/board/computer-ply-leaves-the-focus", test_computer_ply_leaves_the_focus);
  g_test_add_func ("/board/coordinates-readable", test_coordinates_readable);
  g_test_add_func ("/board/high-contrast-palette", test_high_contrast_palette);
  g_test_add_func ("/board/coordinates-never-covered", test_coordinates_never_covered);
  g_test_add_func ("/board/focus-ring-differs-from-last-ply", test_focus_ring_differs_from_last_ply);
  g_test_add_func ("/board/follows-the-style", test_board_follows_the_style);
  g_test_add_func ("/board/picture-covers-the-board", test_board_picture_covers_the_board);
  g_test_add_func ("/board/drawn-from-pictures", test_board_drawn_from_pictures);

  return rimau_test_ui_run (argv);
}
