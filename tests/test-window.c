/* test-window.c — the game window: its parts, layout and drawing
 *
 * Runs under Xvfb with a session bus, GSETTINGS_BACKEND=memory and
 * G_DEBUG=fatal-warnings: any GTK warning fails the test.
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "rimau-test-window.h"

#include "rimau-new-game-dialog.h"
#include "rimau-rules-page.h"
#include "rimau-session-words.h"


static void
test_window_opens_and_closes (void)
{
  RimauWindow *window = open_window (RIMAU_VARIANT_RIMAU_RIMAU_A);
  RimauBoardView *board = window_board (window);

  g_assert_nonnull (rimau_board_scene_get_game (board_scene (board)));
  g_assert_true (rimau_board_scene_get_interactive (board_scene (board)));
  g_assert_cmpstr (status_title (window), ==, "Tigers to Play");
  g_assert_cmpstr (status_detail (window), ==, "Remove 3 men from the board");
  g_assert_cmpuint (n_move_rows (window), ==, 1);
  g_assert_false (action_enabled (window, "undo"));
  g_assert_false (action_enabled (window, "redo"));

  close_window (window);
}

static void
test_narrow_and_sideways (void)
{
  RimauWindow *window = open_window (RIMAU_VARIANT_RIMAU_RIMAU_A);
  GtkWidget *board_window = gtk_window_new ();
  GtkWidget *board = rimau_board_view_new ();

  gtk_window_set_default_size (GTK_WINDOW (window), 400, 800);
  while (!gtk_widget_has_css_class (GTK_WIDGET (window), "narrow"))
    g_main_context_iteration (NULL, TRUE);
  gtk_window_set_default_size (GTK_WINDOW (window), 1100, 700);
  while (gtk_widget_has_css_class (GTK_WIDGET (window), "narrow"))
    g_main_context_iteration (NULL, TRUE);
  /* libadwaita 1.7's breakpoint bin keeps a picture of the layout it left
   * until it next draws, and loses it if the window closes first. */
  wait_for_frames (window);
  close_window (window);

  /* A board much wider than tall is drawn sideways. */
  gtk_window_set_child (GTK_WINDOW (board_window), board);
  gtk_window_set_default_size (GTK_WINDOW (board_window), 900, 400);
  gtk_window_present (GTK_WINDOW (board_window));
  wait_until_mapped (board);
  while (!board_is_rotated (board))
    g_main_context_iteration (NULL, TRUE);
  gtk_window_destroy (GTK_WINDOW (board_window));
  process_pending ();
}

/* A phone's screen is 360 pixels wide: the metainfo promises that the
 * narrow layout fits it, with GNOME's window controls. */
static void
test_narrow_fits_a_phone (void)
{
  RimauWindow *window;
  int minimum, natural;

  /* GNOME's own window controls: only the close button. */
  g_object_set (gtk_settings_get_default (), "gtk-decoration-layout", "appmenu:close", NULL);
  window = open_window (RIMAU_VARIANT_RIMAU_RIMAU_A);
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 720);
  while (!gtk_widget_has_css_class (GTK_WIDGET (window), "narrow"))
    g_main_context_iteration (NULL, TRUE);
  wait_for_frames (window);

  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, NULL, NULL);
  g_test_message ("narrow window: at least %d pixels wide", minimum);
  g_assert_cmpint (minimum, <=, 360);

  close_window (window);
}

/* Whether @widget is on screen whole: mapped, and not cut off by the
 * edges of the window's content, @content. */
static gboolean
shows_whole (GtkWidget *widget,
             GtkWidget *content)
{
  graphene_rect_t bounds;

  return gtk_widget_get_mapped (widget) &&
         gtk_widget_compute_bounds (widget, content, &bounds) &&
         bounds.origin.x >= 0 &&
         bounds.origin.x + bounds.size.width <= gtk_widget_get_width (content);
}

/* A button under @root that activates @action and is on screen whole in
 * @content, or %NULL. */
static GtkWidget *
find_shown_button (GtkWidget  *root,
                   const char *action,
                   GtkWidget  *content)
{
  if (activates (root, action) && shows_whole (root, content))
    return root;

  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_shown_button (child, action, content);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
button_shown (gpointer window)
{
  GtkWidget *content = adw_application_window_get_content (window);

  return find_shown_button (content, g_object_get_data (window, "action"), content) != NULL;
}

static gboolean
is_end_controls (GtkWidget     *widget,
                 gconstpointer  data)
{
  return GTK_IS_WINDOW_CONTROLS (widget) &&
         gtk_window_controls_get_side (GTK_WINDOW_CONTROLS (widget)) == GTK_PACK_END;
}

/* Many systems give a window minimize and maximize buttons beside close:
 * a phone's 360 pixels hold them too, with a computer playing, in either
 * style. Every button that plays the game is on screen whole, in the
 * header bar or in a bar of the window's own, not in its content, and so
 * are the window's controls. */
static void
test_phone_fits_every_window_control (void)
{
  static const char * const actions[] = {
    "win.new-game", "win.undo", "win.redo", "win.hint", "win.pause-computers", "win.move-now",
  };
  static const AdwColorScheme schemes[] = { ADW_COLOR_SCHEME_FORCE_LIGHT, ADW_COLOR_SCHEME_FORCE_DARK };
  GtkSettings *settings = gtk_settings_get_default ();
  g_autofree char *decoration_layout = NULL;
  RimauWindow *window;
  GtkWidget *content;
  GtkWidget *controls;
  int minimum;

  g_object_get (settings, "gtk-decoration-layout", &decoration_layout, NULL);
  g_object_set (settings, "gtk-decoration-layout", ":minimize,maximize,close", NULL);
  /* Pause and Move Now show while a computer plays: here the men. */
  window = open_window_against (RIMAU_VARIANT_RIMAU_RIMAU_A, NULL, "pak-belalang", 1000);
  content = adw_application_window_get_content (ADW_APPLICATION_WINDOW (window));
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 720);
  while (!gtk_widget_has_css_class (GTK_WIDGET (window), "narrow"))
    g_main_context_iteration (NULL, TRUE);

  for (guint i = 0; i < G_N_ELEMENTS (schemes); i++)
    {
      set_color_scheme (schemes[i]);
      wait_for_frames (window);

      /* The window asks for no more than 360 pixels, and its content for
       * no more than the window gives it at that width: all of it on a
       * phone, less the frame a window draws itself without a compositor
       * here. */
      gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
      g_assert_cmpint (minimum, <=, 360);
      gtk_widget_measure (content, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
      g_test_message ("phone layout with three window controls: at least %d of %d pixels", minimum,
                      gtk_widget_get_width (content));
      g_assert_cmpint (minimum, <=, gtk_widget_get_width (content));
      g_assert_cmpint (gtk_widget_get_width (content), <=, 360);

      for (guint j = 0; j < G_N_ELEMENTS (actions); j++)
        {
          GtkWidget *button;

          g_object_set_data (G_OBJECT (window), "action", (gpointer) actions[j]);
          wait_until (button_shown, window, 10);
          button = find_shown_button (content, actions[j], content);
          g_assert_false (gtk_widget_is_ancestor (button, adw_toolbar_view_get_content (ADW_TOOLBAR_VIEW (content))));
        }
      controls = find_widget (content, is_end_controls, NULL);
      g_assert_nonnull (controls);
      g_assert_true (shows_whole (controls, content));
    }

  set_color_scheme (ADW_COLOR_SCHEME_DEFAULT);
  g_object_set (settings, "gtk-decoration-layout", decoration_layout, NULL);
  close_window (window);
}

#define RESOURCE_ICONS "resource:///io/github/rimau/Rimau/icons/scalable/"

/* Where the icon theme found @icon. */
static char *
icon_uri (GtkIconPaintable *icon)
{
  g_autoptr(GFile) file = gtk_icon_paintable_get_file (icon);

  g_assert_nonnull (file);
  return g_file_get_uri (file);
}

/* The pixels of @icon drawn @size pixels wide in @color, as red, green,
 * blue and alpha, each premultiplied. */
static GBytes *
draw_icon (GskRenderer      *renderer,
           GtkIconPaintable *icon,
           int               size,
           const GdkRGBA    *color)
{
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autoptr(GdkTextureDownloader) downloader = NULL;
  gsize stride;
  GBytes *pixels;

  gtk_symbolic_paintable_snapshot_symbolic (GTK_SYMBOLIC_PAINTABLE (icon), snapshot, size, size, color, 1);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, size, size));
  downloader = gdk_texture_downloader_new (texture);
  gdk_texture_downloader_set_format (downloader, GDK_MEMORY_R8G8B8A8_PREMULTIPLIED);
  pixels = gdk_texture_downloader_download_bytes (downloader, &stride);
  g_assert_cmpuint (stride, ==, (gsize) size * 4);
  return pixels;
}

/* That @pixels show a drawing over a tenth of the picture at least. */
static void
assert_drawing (GBytes *pixels)
{
  gsize size;
  const guchar *p = g_bytes_get_data (pixels, &size);
  gsize opaque = 0;

  for (gsize i = 0; i < size; i += 4)
    opaque += p[i + 3] >= 128;
  g_assert_cmpuint (opaque, >=, size / 4 / 10);
}

/* That all of @pixels are in the pure colour whose only channel is
 * @channel (0 for red, 1 for green, 2 for blue). */
static void
assert_all_in (GBytes *pixels,
               guint   channel)
{
  gsize size;
  const guchar *p = g_bytes_get_data (pixels, &size);

  for (gsize i = 0; i < size; i += 4)
    for (guint c = 0; c < 3; c++)
      g_assert_cmpint (ABS ((int) p[i + c] - (c == channel ? p[i + 3] : 0)), <=, 1);
}

/* Each of the window's symbolic icons is found where the game ships it and
 * drawn in the colour of the text around it, as GTK recolours a symbolic
 * icon; a missing one would be GTK's missing-image picture, in its own
 * colours. The application's own icon is found and keeps its colours. At
 * each size the window shows an icon, on normal and double-resolution
 * screens, and the about window's 128 pixels for the application's. */
static void
test_icons_are_found (void)
{
  static const char * const symbolic[] = {
    "rimau-board-symbolic", "rimau-draw-symbolic", "rimau-hint-symbolic",
    "rimau-man-symbolic", "rimau-tiger-symbolic",
  };
  static const int shown_at[] = { 16, 24, 32, 48 };
  static const int app_shown_at[] = { 48, 128 };
  static const GdkRGBA red = { 1, 0, 0, 1 };
  static const GdkRGBA blue = { 0, 0, 1, 1 };
  GdkDisplay *display = gdk_display_get_default ();
  GtkIconTheme *theme = gtk_icon_theme_get_for_display (display);
  g_autoptr(GskRenderer) renderer = gsk_cairo_renderer_new ();

  g_assert_true (gsk_renderer_realize_for_display (renderer, display, NULL));

  for (guint i = 0; i < G_N_ELEMENTS (symbolic); i++)
    for (guint j = 0; j < G_N_ELEMENTS (shown_at); j++)
      for (int scale = 1; scale <= 2; scale++)
        {
          g_autoptr(GtkIconPaintable) icon = gtk_icon_theme_lookup_icon (theme, symbolic[i], NULL, shown_at[j], scale,
                                                                         GTK_TEXT_DIR_NONE, 0);
          g_autofree char *uri = icon_uri (icon);
          g_autofree char *expected = g_strconcat (RESOURCE_ICONS "actions/", symbolic[i], ".svg", NULL);
          g_autoptr(GBytes) in_red = draw_icon (renderer, icon, shown_at[j] * scale, &red);
          g_autoptr(GBytes) in_blue = draw_icon (renderer, icon, shown_at[j] * scale, &blue);

          g_assert_cmpstr (uri, ==, expected);
          assert_drawing (in_red);
          assert_all_in (in_red, 0);
          assert_all_in (in_blue, 2);
        }

  for (guint j = 0; j < G_N_ELEMENTS (app_shown_at); j++)
    for (int scale = 1; scale <= 2; scale++)
      {
        g_autoptr(GtkIconPaintable) icon = gtk_icon_theme_lookup_icon (theme, APP_ID, NULL, app_shown_at[j], scale,
                                                                       GTK_TEXT_DIR_NONE, 0);
        g_autofree char *uri = icon_uri (icon);
        g_autoptr(GBytes) in_red = draw_icon (renderer, icon, app_shown_at[j] * scale, &red);
        g_autoptr(GBytes) in_blue = draw_icon (renderer, icon, app_shown_at[j] * scale, &blue);

        g_assert_cmpstr (uri, ==, RESOURCE_ICONS "apps/" APP_ID ".svg");
        assert_drawing (in_red);
        g_assert_true (g_bytes_equal (in_red, in_blue));
      }

  gsk_renderer_unrealize (renderer);
}

/* None of the kinds of drawing that a software renderer makes aside and
 * keeps (see style.css). */
static gboolean
assert_node_drawn_simply (GskRenderNode *node,
                          gpointer       data)
{
  switch (gsk_render_node_get_node_type (node))
    {
    case GSK_OUTSET_SHADOW_NODE:
      g_assert_cmpfloat (gsk_outset_shadow_node_get_blur_radius (node), ==, 0);
      break;
    case GSK_INSET_SHADOW_NODE:
    case GSK_CROSS_FADE_NODE:
    case GSK_BLUR_NODE:
    case GSK_SHADOW_NODE:
      g_error ("the window draws a %s", g_type_name (G_TYPE_FROM_INSTANCE (node)));
      break;
    default:
      break;
    }
  return TRUE;
}

static void
assert_window_drawn_simply (RimauWindow *window)
{
  g_autoptr(GskRenderNode) node = snapshot_widget (GTK_WIDGET (window));

  g_assert_nonnull (node);
  walk_nodes (node, assert_node_drawn_simply, NULL);
}

/* The side panel's cards, the player to move and the end of a game are
 * drawn without blurred or inset shadows and without a crossfade, in both
 * styles. */
static void
test_window_drawn_simply (void)
{
  RimauWindow *window = open_short_game ();

  set_color_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  wait_for_frames (window);
  assert_window_drawn_simply (window);
  set_color_scheme (ADW_COLOR_SCHEME_FORCE_DARK);
  wait_for_frames (window);
  assert_window_drawn_simply (window);
  set_color_scheme (ADW_COLOR_SCHEME_DEFAULT);

  play_short_game (window);
  /* A crossfade would be over before a frame could be looked at here. */
  g_assert_cmpint (gtk_stack_get_transition_type (GTK_STACK (find_by_id (window, "status_stack"))), ==, GTK_STACK_TRANSITION_TYPE_NONE);
  wait_for_frames (window);
  assert_window_drawn_simply (window);

  close_window (window);
}

/* The players' rows keep their height whichever of them has the badge of
 * the player to move, so that what is under them stays where it is. */
static void
test_player_rows_keep_their_height (void)
{
  RimauWindow *window = open_window (RIMAU_VARIANT_RIMAU_RIMAU_A);
  int tigers_height, men_height;

  wait_for_frames (window);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (find_by_id (find_by_id (window, "tigers_row"), "badge"))));
  tigers_height = gtk_widget_get_height (GTK_WIDGET (find_by_id (window, "tigers_row")));
  men_height = gtk_widget_get_height (GTK_WIDGET (find_by_id (window, "men_row")));

  click (window, "c4");
  click (window, "c5");
  click (window, "c6");
  press (window, "keep");
  wait_for_frames (window);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (find_by_id (find_by_id (window, "men_row"), "badge"))));
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (find_by_id (window, "tigers_row"))), ==, tigers_height);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (find_by_id (window, "men_row"))), ==, men_height);

  close_window (window);
}

static void
layout_cb (GdkFrameClock *frame_clock,
           guint         *n_layouts)
{
  (*n_layouts)++;
}

static gboolean
time_is_up (gpointer user_data)
{
  *(gboolean *) user_data = TRUE;
  return G_SOURCE_REMOVE;
}

/* How many times the window is laid out in the next 200 ms. */
static guint
count_layouts (RimauWindow *window)
{
  GdkFrameClock *frame_clock = gtk_widget_get_frame_clock (GTK_WIDGET (window));
  gulong handler;
  guint n_layouts = 0;
  gboolean up = FALSE;

  handler = g_signal_connect (frame_clock, "layout", G_CALLBACK (layout_cb), &n_layouts);
  g_timeout_add (200, time_is_up, &up);
  while (!up)
    g_main_context_iteration (NULL, TRUE);
  g_signal_handler_disconnect (frame_clock, handler);
  return n_layouts;
}

/* Showing the window again as it already is lays nothing out again, so
 * that a ply, or a computer starting to think, redraws only what changed. */
static void
test_same_state_no_layout (void)
{
  RimauWindow *window = open_window (RIMAU_VARIANT_RIMAU_RIMAU_A);
  guint tries = 0;

  /* First the window settles. */
  while (count_layouts (window) > 0)
    g_assert_cmpuint (++tries, <, 25);

  g_signal_emit_by_name (window_session (window), "changed");
  g_assert_cmpuint (count_layouts (window), ==, 0);

  close_window (window);
}

#if defined (HAVE_MALLOC_TRIM) && !defined (__SANITIZE_ADDRESS__)
static long
resident_kib (void)
{
  g_autofree char *status = NULL;
  const char *line;

  g_assert_true (g_file_get_contents ("/proc/self/status", &status, NULL, NULL));
  line = strstr (status, "VmRSS:");
  g_assert_nonnull (line);
  return strtol (line + strlen ("VmRSS:"), NULL, 10);
}
#endif

/* After a ply, what the heap holds free goes back to the system. */
static void
test_freed_memory_returned (void)
{
#if defined (HAVE_MALLOC_TRIM) && !defined (__SANITIZE_ADDRESS__)
  enum { N_BLOCKS = 32768, BLOCK_SIZE = 1024 };
  RimauWindow *window = open_window (RIMAU_VARIANT_RIMAU_RIMAU_A);
  g_autofree gpointer *blocks = g_new (gpointer, N_BLOCKS);
  long before;

  /* 32 MB spread through the heap and freed, but for one block in 64 that
   * keeps the heap from simply shrinking. */
  for (guint i = 0; i < N_BLOCKS; i++)
    blocks[i] = memset (g_malloc (BLOCK_SIZE), 1, BLOCK_SIZE);
  for (guint i = 0; i < N_BLOCKS; i++)
    if (i % 64 != 0)
      g_clear_pointer (&blocks[i], g_free);

  before = resident_kib ();
  click (window, "c4");
  wait_for_frames (window);
  g_assert_cmpint (before - resident_kib (), >, 16 * 1024);

  for (guint i = 0; i < N_BLOCKS; i++)
    g_free (blocks[i]);
  close_window (window);
#else
  g_test_skip ("The heap is not the C library's own");
#endif
}

static RimauNewGameDialog *
find_new_game_dialog (RimauWindow *window)
{
  return window_dialog (window, RIMAU_TYPE_NEW_GAME_DIALOG);
}

static void
test_new_game_dialog (void)
{
  RimauWindow *window = open_window (RIMAU_VARIANT_RIMAU_RIMAU_A);
  RimauNewGameDialog *dialog;
  RimauGameSetup setup, chosen;
  const RimauRules *rules;

  g_assert_null (find_new_game_dialog (window));
  press (window, "new-game");
  dialog = find_new_game_dialog (window);
  g_assert_nonnull (dialog);

  rimau_game_setup_init_default (&setup);
  rimau_rules_init (&setup.rules, RIMAU_VARIANT_SUMATRA);
  setup.rules.captures = RIMAU_CAPTURE_ODD;
  setup.rules.concede = 5;
  rimau_new_game_dialog_set_setup (dialog, &setup);
  g_signal_emit_by_name (dialog, "start");
  process_pending ();

  g_assert_null (find_new_game_dialog (window));
  rules = rimau_game_get_rules (window_game (window));
  g_assert_cmpint (rules->variant, ==, RIMAU_VARIANT_SUMATRA);
  g_assert_cmpint (rules->captures, ==, RIMAU_CAPTURE_ODD);
  g_assert_cmpuint (rules->concede, ==, 5);
  g_assert_cmpstr (status_detail (window), ==, "Move a tiger, or jump an odd run of men");

  /* The dialog remembers the last choices. */
  press (window, "new-game");
  dialog = find_new_game_dialog (window);
  rimau_new_game_dialog_get_setup (dialog, &chosen);
  g_assert_cmpint (chosen.rules.variant, ==, RIMAU_VARIANT_SUMATRA);
  g_assert_cmpint (chosen.rules.captures, ==, RIMAU_CAPTURE_ODD);
  g_assert_cmpuint (chosen.rules.concede, ==, 5);
  g_assert_true (rimau_game_setup_is_person (&chosen, RIMAU_SIDE_TIGERS));
  g_assert_true (rimau_game_setup_is_person (&chosen, RIMAU_SIDE_MEN));
  close_window_dialog (ADW_DIALOG (dialog));
  g_assert_null (find_new_game_dialog (window));

  close_window (window);
}

/* A second window closes on its own, and the first after it, each
 * letting go of what it was connected to. */
static void
test_second_window_closes (void)
{
  RimauWindow *first = open_window (RIMAU_VARIANT_RIMAU_RIMAU_A);
  RimauWindow *second = open_window (RIMAU_VARIANT_SUMATRA);

  wait_for_frames (second);
  close_window (second);
  wait_for_frames (first);
  click (first, "c4");
  close_window (first);
}

static gboolean
toast_shown (gpointer data)
{
  return find_widget (find_by_type (data, ADW_TYPE_TOAST_OVERLAY), has_type,
                      GSIZE_TO_POINTER (g_type_from_name ("AdwToastWidget"))) != NULL;
}

/* Whether the offer of the rules shows over the window's content. */
static gboolean
rules_offer_shown (gpointer window)
{
  return gtk_revealer_get_reveal_child (GTK_REVEALER (find_by_id (window, "rules_banner")));
}

static gboolean
bounds_meet (GtkWidget *a,
             GtkWidget *b,
             GtkWidget *root)
{
  graphene_rect_t in_a, in_b;

  g_assert_true (gtk_widget_compute_bounds (a, root, &in_a));
  g_assert_true (gtk_widget_compute_bounds (b, root, &in_b));
  return graphene_rect_intersection (&in_a, &in_b, NULL);
}

/* The window the rules page is shown in, if any. */
static GtkWindow *
rules_window (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);

      if (gtk_widget_get_visible (GTK_WIDGET (window)) &&
          find_widget (GTK_WIDGET (window), has_type, GSIZE_TO_POINTER (RIMAU_TYPE_RULES_PAGE)) != NULL)
        return GTK_WINDOW (window);
    }

  return NULL;
}

static gboolean
rules_page_shown (gpointer data)
{
  return rules_window () != NULL;
}

static gboolean
has_label (GtkWidget     *widget,
           gconstpointer  text)
{
  return GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_label (GTK_LABEL (widget)), text) == 0;
}

/* At the first start a newcomer plays the tigers against the beginner and
 * is offered the rules, once. */
static void
test_first_start (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  RimauWindow *window;
  GtkWidget *show_rules;
  g_autofree char *men = NULL;

  g_settings_reset (settings, "tigers-player");
  g_settings_reset (settings, "men-player");
  g_settings_reset (settings, "rules-offered");
  window = present_window (rimau_window_new (test_app));
  g_assert_true (rimau_match_is_person (rimau_session_get_match (window_session (window)), RIMAU_SIDE_TIGERS));
  men = rimau_words_player_name (window_session (window), RIMAU_SIDE_MEN);
  g_assert_cmpstr (men, ==, "Mat Jenin");

  rimau_window_offer_rules (window);
  wait_until (rules_offer_shown, window, 10);
  g_assert_nonnull (find_widget (GTK_WIDGET (window), has_label, "New to Rimau-rimau? Learn the rules in two minutes."));
  show_rules = find_widget (GTK_WIDGET (window), has_label, "_Show Rules");
  g_assert_nonnull (show_rules);
  /* The banner's button can be pressed once it has slid in. */
  wait_until_mapped (show_rules);
  gtk_widget_activate (gtk_widget_get_ancestor (show_rules, GTK_TYPE_BUTTON));
  wait_until (rules_page_shown, NULL, 10);
  g_assert_true (g_settings_get_boolean (settings, "rules-offered"));
  gtk_window_destroy (rules_window ());
  close_window (window);

  /* Answered once, it is not made again. */
  window = present_window (rimau_window_new (test_app));
  rimau_window_offer_rules (window);
  process_pending ();
  g_assert_false (rules_offer_shown (window));
  close_window (window);
}

/* A game played to its end is as good as the offer answered. */
static void
test_finished_game_ends_the_offer (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  RimauWindow *window;

  g_settings_reset (settings, "rules-offered");
  window = open_position (RIMAU_VARIANT_SUMATRA, ".../.../..T../..M../...../...../..T../.../... t 10 - 0 20");
  rimau_window_offer_rules (window);
  wait_until (rules_offer_shown, window, 10);
  /* Closed unanswered, the offer stands. */
  g_assert_false (g_settings_get_boolean (settings, "rules-offered"));
  move_piece (window, "c7", "c5");
  process_pending ();
  g_assert_cmpint (rimau_game_get_outcome (window_game (window)), ==, RIMAU_OUTCOME_TIGERS);
  g_assert_true (g_settings_get_boolean (settings, "rules-offered"));
  close_window (window);
}

static gboolean
shows_ply (gpointer data)
{
  RimauWindow *window = data;

  return rimau_game_get_cursor (window_game (window)) == GPOINTER_TO_UINT (g_object_get_data (data, "expected"));
}

static void
wait_for_ply (RimauWindow *window,
              guint        index)
{
  g_object_set_data (G_OBJECT (window), "expected", GUINT_TO_POINTER (index));
  wait_until (shows_ply, window, 10);
}

/* Start, back, forward and end go through the history as a chess program
 * does, by buttons and by Alt with Home, Left, Right and End, and never
 * change the game. */
static void
test_history_navigation (void)
{
  RimauWindow *window = open_window (RIMAU_VARIANT_RIMAU_RIMAU_A);
  RimauGame *game = window_game (window);

  g_assert_false (action_enabled (window, "go-back"));
  g_assert_false (action_enabled (window, "go-forward"));
  click (window, "c4");
  click (window, "c5");
  click (window, "c6");
  g_assert_cmpuint (rimau_game_get_n_plies (game), ==, 3);
  g_assert_false (action_enabled (window, "go-forward"));
  g_assert_false (action_enabled (window, "go-end"));

  press (window, "go-back");
  g_assert_true (rimau_navigator_get_reviewing (rimau_session_get_navigator (window_session (window))));
  g_assert_cmpuint (rimau_game_get_cursor (game), ==, 2);
  press (window, "go-start");
  g_assert_cmpuint (rimau_game_get_cursor (game), ==, 0);
  g_assert_false (action_enabled (window, "go-back"));
  press (window, "go-forward");
  g_assert_cmpuint (rimau_game_get_cursor (game), ==, 1);
  press (window, "go-end");
  g_assert_false (rimau_navigator_get_reviewing (rimau_session_get_navigator (window_session (window))));
  g_assert_cmpuint (rimau_game_get_cursor (game), ==, 3);

  /* The same by keyboard. */
  if (press_key (GTK_WINDOW (window), GDK_KEY_Left, GDK_ALT_MASK))
    {
      wait_for_ply (window, 2);
      press_key (GTK_WINDOW (window), GDK_KEY_Home, GDK_ALT_MASK);
      wait_for_ply (window, 0);
      press_key (GTK_WINDOW (window), GDK_KEY_Right, GDK_ALT_MASK);
      wait_for_ply (window, 1);
      press_key (GTK_WINDOW (window), GDK_KEY_End, GDK_ALT_MASK);
      wait_for_ply (window, 3);
      g_assert_false (rimau_navigator_get_reviewing (rimau_session_get_navigator (window_session (window))));
    }

  /* Looking never played nor took back a ply. */
  g_assert_cmpuint (rimau_game_get_n_plies (game), ==, 3);
  assert_last_ply (window, "xc6");
  close_window (window);
}

/* A toast leaves the turn prompt and its Keep Both button uncovered. */
static void
test_toasts_leave_the_status (void)
{
  RimauWindow *window = open_window (RIMAU_VARIANT_RIMAU_RIMAU_A);
  GtkWidget *toast_overlay = find_by_type (window, ADW_TYPE_TOAST_OVERLAY);
  GtkWidget *keep = find_by_id (window, "keep_button");

  click (window, "c4");
  click (window, "c5");
  click (window, "c6");
  g_assert_true (gtk_widget_get_visible (keep));
  adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (toast_overlay), adw_toast_new ("Your last game is back"));
  wait_until (toast_shown, window, 10);
  wait_for_frames (window);

  g_assert_false (bounds_meet (toast_overlay, keep, GTK_WIDGET (window)));
  g_assert_false (bounds_meet (toast_overlay, find_by_id (window, "status_title"), GTK_WIDGET (window)));
  g_assert_false (bounds_meet (toast_overlay, find_by_id (window, "status_detail"), GTK_WIDGET (window)));
  close_window (window);
}

/* The buttons that show only an icon, or a label with a mnemonic, are
 * named for assistive technologies; the player rows, which do nothing
 * when activated, are no keyboard stops. */
static void
test_controls_are_named (void)
{
  /* Each is in the header bar; all but New Game have a copy in the bar
   * that takes them on a phone. */
  static const struct { const char *action; const char *name; gboolean on_phone_bar; } buttons[] = {
    { "win.new-game", "New Game", FALSE },
    { "win.undo", "Undo", TRUE },
    { "win.redo", "Redo", TRUE },
    { "win.hint", "Show a Hint", TRUE },
    { "win.pause-computers", "Pause", TRUE },
    { "win.move-now", "Move Now", TRUE },
  };
  RimauWindow *window = open_window (RIMAU_VARIANT_RIMAU_RIMAU_A);
  GtkWidget *header = find_by_type (window, ADW_TYPE_HEADER_BAR);
  GtkWidget *phone_bar = find_by_type (window, GTK_TYPE_ACTION_BAR);

  for (guint i = 0; i < G_N_ELEMENTS (buttons); i++)
    {
      GtkWidget *button = find_widget (header, activates, buttons[i].action);
      GtkWidget *copy = find_widget (phone_bar, activates, buttons[i].action);

      g_assert_nonnull (button);
      gtk_test_accessible_assert_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, buttons[i].name);
      g_assert_true ((copy != NULL) == buttons[i].on_phone_bar);
      if (copy == NULL)
        continue;
      gtk_test_accessible_assert_property (GTK_ACCESSIBLE (copy), GTK_ACCESSIBLE_PROPERTY_LABEL, buttons[i].name);
      g_assert_cmpstr (gtk_widget_get_tooltip_text (copy), ==, gtk_widget_get_tooltip_text (button));
    }
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (find_by_type (header, GTK_TYPE_MENU_BUTTON)),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "Main Menu");
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (find_by_id (window, "keep_button")),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "Keep Both");
  g_assert_false (gtk_widget_get_focusable (find_by_id (window, "tigers_row")));
  g_assert_false (gtk_widget_get_focusable (find_by_id (window, "men_row")));

  close_window (window);
}

int
main (int   argc,
      char *argv[])
{
  rimau_test_ui_init (&argc, &argv);

  g_test_add_func ("/window/opens-and-closes", test_window_opens_and_closes);
  g_test_add_func ("/window/layout", test_narrow_and_sideways);
  g_test_add_func ("/window/narrow-fits-a-phone", test_narrow_fits_a_phone);
  g_test_add_func ("/window/phone-fits-every-window-control", test_phone_fits_every_window_control);
  g_test_add_func ("/window/controls-are-named", test_controls_are_named);
  g_test_add_func ("/window/icons-are-found", test_icons_are_found);
  g_test_add_func ("/window/drawn-simply", test_window_drawn_simply);
  g_test_add_func ("/window/player-rows-keep-their-height", test_player_rows_keep_their_height);
  g_test_add_func ("/window/same-state-no-layout", test_same_state_no_layout);
  g_test_add_func ("/window/returns-freed-memory", test_freed_memory_returned);
  g_test_add_func ("/window/new-game", test_new_game_dialog);
  g_test_add_func ("/window/second-window-closes", test_second_window_closes);
  g_test_add_func ("/window/toasts-leave-the-status", test_toasts_leave_the_status);
  g_test_add_func ("/window/first-start", test_first_start);
  g_test_add_func ("/window/history-navigation", test_history_navigation);
  g_test_add_func ("/window/finished-game-ends-the-offer", test_finished_game_ends_the_offer);

  return rimau_test_ui_run (argv);
}
