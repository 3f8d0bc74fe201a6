/* screenshot-window.c — the game window as the metainfo's screenshots show it
 *
 * Opens the game window at its default size (the window-width and
 * window-height settings) with a game in progress: the first start's
 * game, a person's tigers against Pak Belalang, played from a short
 * record up to the tigers' turn. Once the window has drawn all of it and
 * has nothing more to draw, it renders the whole toplevel with the
 * window's own renderer, shadow and rounded corners included, and saves
 * it as a PNG that is transparent around the window, as GNOME's
 * screenshot tool takes a window.
 *
 *   screenshot-window [--dark] [--width W --height H] [--select POINT] FILE.png
 *
 * GTK gives a window its shadow and rounded corners only under a
 * compositing window manager that lets the client draw them; without one
 * this refuses to save anything. build-aux/screenshots runs it under Xvfb
 * with xfwm4's compositor.
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdio.h>
#include <string.h>

#include "rimau-application.h"
#include "rimau-record.h"
#include "rimau-window-private.h"

/* A game as at the first start: the tigers, a person, against Pak
 * Belalang, whose replies these are. Nine turns: the tigers have taken
 * six men, the men close in on them from the top of the board, and their
 * last drop is the last ply. */
static const char game_record[] =
  "[Variant \"rimau-rimau-a\"]\n"
  "[Captures \"single\"]\n"
  "[Concede \"10\"]\n"
  "[Men \"pak-belalang\"]\n"
  "[Result \"*\"]\n"
  "\n"
  "1. xd4 xc5 xb4 c3-c5 @a5 2. c5xc3 @c5 3. c7xe5 @b4 4. e5-d6 @a4 5. d6xd4 @c7\n"
  "6. d4-d5 @b7 7. d5-e5 @d6 8. e5-d4 @e5 9. d4-e3 @e4 *\n";

/* How long the window must have drawn nothing to count as settled: longer
 * than GTK shows a list's overlay scrollbar after the list scrolled to its
 * last ply (two seconds). And how long it may take to get there. */
#define SETTLED_MS 3000
#define CHECK_MS   100
#define GIVE_UP_MS 30000

static gboolean dark = FALSE;
static int width = 0;
static int height = 0;
static char *select_name = NULL;
static char *output = NULL;

static RimauWindow *window;
static guint n_frames;
static guint frames_at_last_check;
static int quiet_ms;
static int waited_ms;
static int exit_status = 1;

/* GNOME's own window controls, which a GNOME session would give GTK
 * through its settings: only the close button. */
static void
use_gnome_window_controls (void)
{
  g_object_set (gtk_settings_get_default (), "gtk-decoration-layout", "appmenu:close", NULL);
}

/* The window takes its size from the settings, as at any start. The
 * light style is set rather than left to follow the system, so that the
 * session the screenshots are taken in makes no difference. */
static void
apply_settings (RimauApplication *app)
{
  GSettings *settings = rimau_application_get_settings (app);

  g_settings_set_string (settings, "color-scheme", dark ? "dark" : "light");
  if (width > 0)
    g_settings_set_int (settings, "window-width", width);
  if (height > 0)
    g_settings_set_int (settings, "window-height", height);
}

static gboolean
show_game (RimauWindow *self)
{
  RimauSession *session = rimau_window_get_session (self);
  RimauGameSetup setup;
  g_autoptr(GError) error = NULL;
  g_autoptr(RimauGame) game = rimau_record_parse (game_record, strlen (game_record), NULL, NULL, &error);

  if (game == NULL)
    {
      g_printerr ("The screenshots' game cannot be read: %s\n", error->message);
      return FALSE;
    }
  /* The window's own setup: who plays which side at the first start. */
  setup = *rimau_match_get_setup (rimau_session_get_match (session));
  rimau_session_set_game (session, game, &setup);
  return TRUE;
}

/* Picks up a piece, as a click on it does, to show where it may go. */
static gboolean
select_piece (RimauWindow *self,
              const char  *name)
{
  int point = rimau_point_from_name (name, strlen (name));

  if (point == RIMAU_NO_POINT ||
      !rimau_board_scene_select (rimau_board_view_get_scene (self->board_view), point))
    {
      g_printerr ("No piece to pick up on “%s”\n", name);
      return FALSE;
    }
  return TRUE;
}

static void
count_frame_cb (GdkFrameClock *frame_clock,
                gpointer       user_data)
{
  n_frames++;
}

static void
window_mapped_cb (GtkWidget *widget,
                  gpointer   user_data)
{
  g_signal_connect (gtk_widget_get_frame_clock (widget), "after-paint", G_CALLBACK (count_frame_cb), NULL);
}

/* The whole surface, as the compositor shows it: the window and, around
 * it, the shadow GTK draws in the surface's margins. */
static GdkTexture *
render_window (GtkWidget *widget)
{
  GtkNative *native = GTK_NATIVE (widget);
  GdkSurface *surface = gtk_native_get_surface (native);
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  double x, y;

  /* The widget's paintable gives the window's last frame as it was drawn,
   * clipped to the widget's bounds; the shadow lies outside them, in the
   * surface's margins, so the clip comes off. */
  gdk_paintable_snapshot (paintable, snapshot, gtk_widget_get_width (widget), gtk_widget_get_height (widget));
  node = gtk_snapshot_free_to_node (snapshot);
  if (node == NULL)
    return NULL;
  if (gsk_render_node_get_node_type (node) == GSK_CLIP_NODE)
    {
      GskRenderNode *child = gsk_render_node_ref (gsk_clip_node_get_child (node));

      gsk_render_node_unref (node);
      node = child;
    }

  gtk_native_get_surface_transform (native, &x, &y);
  return gsk_renderer_render_texture (gtk_native_get_renderer (native), node,
                                      &GRAPHENE_RECT_INIT (-x, -y,
                                                           gdk_surface_get_width (surface),
                                                           gdk_surface_get_height (surface)));
}

static guint
alpha_at (const guint32 *pixels,
          int            stride,
          int            x,
          int            y)
{
  /* GDK_MEMORY_DEFAULT: premultiplied ARGB in a native-endian word. */
  return pixels[y * stride + x] >> 24;
}

/* What GNOME's screenshot tool would show of a window: nothing at all in
 * the corner of the surface, the shadow fading under the window, a
 * rounded corner, and the window itself opaque. */
static gboolean
check_transparency (GdkTexture *texture,
                    GtkWidget  *widget)
{
  int texture_width = gdk_texture_get_width (texture);
  int texture_height = gdk_texture_get_height (texture);
  g_autofree guint32 *pixels = g_new (guint32, (gsize) texture_width * texture_height);
  double x, y;
  int left, top, right, bottom;
  guint corner, shadow, rounded, middle;

  gdk_texture_download (texture, (guchar *) pixels, (gsize) texture_width * 4);
  gtk_native_get_surface_transform (GTK_NATIVE (widget), &x, &y);
  left = (int) x;
  top = (int) y;
  right = left + gtk_widget_get_width (widget) - 1;
  bottom = top + gtk_widget_get_height (widget) - 1;

  corner = alpha_at (pixels, texture_width, 0, 0);
  shadow = alpha_at (pixels, texture_width, (left + right) / 2, MIN (bottom + 4, texture_height - 1));
  rounded = alpha_at (pixels, texture_width, right, bottom);
  middle = alpha_at (pixels, texture_width, (left + right) / 2, (top + bottom) / 2);

  if (corner == 0 && shadow > 0 && shadow < 255 && rounded < 255 && middle == 255)
    return TRUE;

  g_printerr ("%s: the window is not drawn as a compositor shows it "
              "(alpha %u in the corner, %u in the shadow, %u on a rounded corner, %u in the middle)\n",
              output, corner, shadow, rounded, middle);
  return FALSE;
}

static gboolean
save_screenshot (GtkWidget *widget)
{
  g_autoptr(GdkTexture) texture = render_window (widget);
  g_autofree char *name = g_path_get_basename (output);

  if (texture == NULL)
    {
      g_printerr ("%s: the window drew nothing\n", output);
      return FALSE;
    }
  if (!check_transparency (texture, widget))
    return FALSE;
  if (!gdk_texture_save_to_png (texture, output))
    {
      g_printerr ("%s: could not be written\n", output);
      return FALSE;
    }

  printf ("%s: %d×%d pixels, the window %d×%d in the %s style, %u plies\n",
          name, gdk_texture_get_width (texture), gdk_texture_get_height (texture),
          gtk_widget_get_width (widget), gtk_widget_get_height (widget), dark ? "dark" : "light",
          rimau_game_get_n_plies (rimau_session_get_game (rimau_window_get_session (window))));
  return TRUE;
}

/* Mapped, focused (a window in the background has a dimmed header bar),
 * laid out for its width, and nothing drawn for a while: the board's
 * animations are over and the ply list has scrolled to the last ply. */
static gboolean
window_settled (void)
{
  GtkWidget *widget = GTK_WIDGET (window);
  gboolean quiet = n_frames > 0 && n_frames == frames_at_last_check;

  quiet_ms = quiet ? quiet_ms + CHECK_MS : 0;
  frames_at_last_check = n_frames;

  return gtk_widget_get_mapped (widget) &&
         gtk_window_is_active (GTK_WINDOW (window)) &&
         gtk_widget_has_css_class (widget, window->narrow ? "narrow" : "wide") &&
         quiet_ms >= SETTLED_MS;
}

static gboolean
check_cb (gpointer user_data)
{
  GApplication *app = user_data;

  waited_ms += CHECK_MS;
  if (!window_settled ())
    {
      if (waited_ms < GIVE_UP_MS)
        return G_SOURCE_CONTINUE;
      g_printerr ("%s: the window did not settle in %d s (mapped %d, active %d, %u frames)\n",
                  output, GIVE_UP_MS / 1000, gtk_widget_get_mapped (GTK_WIDGET (window)),
                  gtk_window_is_active (GTK_WINDOW (window)), n_frames);
    }
  else if (save_screenshot (GTK_WIDGET (window)))
    exit_status = 0;

  g_application_quit (app);
  return G_SOURCE_REMOVE;
}

/* GTK draws the shadow and the rounded corners only where a compositing
 * window manager lets it, and says so by the window's style class. */
static gboolean
check_decorations (RimauWindow *self)
{
  if (gtk_widget_has_css_class (GTK_WIDGET (self), "csd"))
    return TRUE;

  g_printerr ("%s: the window has no shadow: GTK draws one only under a compositing "
              "window manager that supports _GTK_FRAME_EXTENTS\n", output);
  return FALSE;
}

static void
activate_cb (GApplication *app)
{
  use_gnome_window_controls ();
  apply_settings (RIMAU_APPLICATION (app));

  window = rimau_window_new (RIMAU_APPLICATION (app));
  g_signal_connect (window, "map", G_CALLBACK (window_mapped_cb), NULL);
  if (show_game (window) && (select_name == NULL || select_piece (window, select_name)))
    {
      gtk_window_present (GTK_WINDOW (window));
      if (check_decorations (window))
        {
          g_timeout_add (CHECK_MS, check_cb, app);
          return;
        }
    }
  /* The window stays: without one the application would open its own. */
  g_application_quit (app);
}

int
main (int   argc,
      char *argv[])
{
  const GOptionEntry entries[] = {
    { "dark", 0, 0, G_OPTION_ARG_NONE, &dark, "Use the dark style", NULL },
    { "width", 0, 0, G_OPTION_ARG_INT, &width, "Window width (default: the setting's default)", "W" },
    { "height", 0, 0, G_OPTION_ARG_INT, &height, "Window height (default: the setting's default)", "H" },
    { "select", 0, 0, G_OPTION_ARG_STRING, &select_name, "Pick up the piece on POINT", "POINT" },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new ("FILE.png — save a screenshot of the game window");
  g_autoptr(GError) error = NULL;
  g_autoptr(RimauApplication) app = NULL;
  char *no_arguments[] = { argv[0], NULL };

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("%s\n", error->message);
      return 2;
    }
  if (argc != 2)
    {
      g_printerr ("Usage: %s [--dark] [--width W --height H] [--select POINT] FILE.png\n", argv[0]);
      return 2;
    }
  output = argv[1];

  app = rimau_application_new ();
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE);
  /* Connected first, so the window is there before the application's own
   * activate looks for one. */
  g_signal_connect (app, "activate", G_CALLBACK (activate_cb), NULL);
  g_application_run (G_APPLICATION (app), 1, no_arguments);
  return exit_status;
}
