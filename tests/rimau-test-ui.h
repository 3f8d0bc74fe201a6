/* rimau-test-ui.h — what the application's tests share
 *
 * Each test program runs its tests inside a RimauApplication, as the game
 * runs, with a state folder of its own for the games kept at a close.
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>
#ifdef HAVE_XTEST
#include <X11/Xatom.h>
#include <X11/Xlib.h>
#include <X11/extensions/XTest.h>
#include <unistd.h>
#endif

#include "rimau-application.h"
#include "rimau-test-app.h"

static RimauApplication *test_app;
static char *test_state_dir;

static inline void
process_pending (void)
{
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
}

static inline void
wait_until_mapped (GtkWidget *widget)
{
  while (!gtk_widget_get_mapped (widget))
    g_main_context_iteration (NULL, TRUE);
  process_pending ();
}

static inline int
point (const char *name)
{
  return rimau_point_from_name (name, 2);
}

/* The first visible toplevel of @type, or %NULL. */
static inline GtkWindow *
find_toplevel (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (window, type) && gtk_widget_get_visible (GTK_WIDGET (window)))
        return GTK_WINDOW (window);
    }

  return NULL;
}

/* Iterates the main loop until @done (called with @data) holds, failing
 * the test after @seconds. */
static inline void
wait_until (gboolean (*done) (gpointer data),
            gpointer   data,
            guint      seconds)
{
  gint64 deadline = g_get_monotonic_time () + (gint64) seconds * G_USEC_PER_SEC;

  while (!done (data))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
  process_pending ();
}

#ifdef HAVE_XTEST
static inline gboolean
window_is_active (gpointer window)
{
  return gtk_window_is_active (GTK_WINDOW (window));
}

/* A connection of the tests' own to the X server the windows are on, to
 * send it key presses and pointer moves through XTEST: GTK has no way to
 * make input, and its X11 calls are deprecated. NULL when there is no X
 * server, or it has no XTEST. */
static inline Display *
test_x_display (void)
{
  static Display *xdisplay;
  static gboolean opened;
  int event_base, error_base, major, minor;

  if (opened)
    return xdisplay;
  opened = TRUE;
  if (g_strcmp0 (g_getenv ("GDK_BACKEND"), "x11") != 0)
    return NULL;
  xdisplay = XOpenDisplay (NULL);
  if (xdisplay != NULL && !XTestQueryExtension (xdisplay, &event_base, &error_base, &major, &minor))
    g_clear_pointer (&xdisplay, XCloseDisplay);
  return xdisplay;
}

static inline void
fake_key (Display *xdisplay,
          guint    keyval,
          gboolean press)
{
  /* GDK's key values are X's key symbols. */
  KeyCode keycode = XKeysymToKeycode (xdisplay, keyval);

  g_assert_cmpint (keycode, !=, 0);
  XTestFakeKeyEvent (xdisplay, keycode, press, 0);
}
#endif

/* Presses and releases @keyval, with Control or Alt held if @modifiers has it,
 * the way a person does: the X server sends the key to @window, which
 * first has to be the active window, and GTK hands it to the focus widget
 * and up through its ancestors. Returns %FALSE, having marked the test
 * skipped, where no X server with XTEST is there to do it. The caller
 * waits for what the key does. */
static inline gboolean
press_key (GtkWindow       *window,
           guint            keyval,
           GdkModifierType  modifiers)
{
#ifdef HAVE_XTEST
  Display *xdisplay = test_x_display ();

  if (xdisplay != NULL)
    {
      /* A window presented once more after it is mapped takes the X focus. */
      gtk_window_present (window);
      wait_until (window_is_active, window, 10);

      if (modifiers & GDK_CONTROL_MASK)
        fake_key (xdisplay, GDK_KEY_Control_L, TRUE);
      if (modifiers & GDK_ALT_MASK)
        fake_key (xdisplay, GDK_KEY_Alt_L, TRUE);
      fake_key (xdisplay, keyval, TRUE);
      fake_key (xdisplay, keyval, FALSE);
      if (modifiers & GDK_ALT_MASK)
        fake_key (xdisplay, GDK_KEY_Alt_L, FALSE);
      if (modifiers & GDK_CONTROL_MASK)
        fake_key (xdisplay, GDK_KEY_Control_L, FALSE);
      XSync (xdisplay, False);
      return TRUE;
    }
#endif

  g_test_skip ("key presses need an X server with XTEST");
  return FALSE;
}

static inline gboolean
window_is_hidden (gpointer window)
{
  return !gtk_widget_get_visible (GTK_WIDGET (window));
}

/* Presses @keyval with @modifiers in @window, as a person does, and waits
 * until the window is gone; where no key can be pressed, the test is
 * skipped and the window closed. */
static inline void
check_key_closes_window (GtkWindow       *window,
                         guint            keyval,
                         GdkModifierType  modifiers)
{
  g_autoptr(GtkWidget) watch = g_object_ref (GTK_WIDGET (window));

  if (press_key (window, keyval, modifiers))
    wait_until (window_is_hidden, watch, 10);
  else
    {
      gtk_window_destroy (window);
      process_pending ();
    }
}

#ifdef HAVE_XTEST
/* Whether the X window @xid is one of this process's, mapped, and of the
 * size of @surface. */
static inline gboolean
is_surface_window (Display    *xdisplay,
                   Window      xid,
                   GdkSurface *surface)
{
  Atom pid_atom = XInternAtom (xdisplay, "_NET_WM_PID", False);
  XWindowAttributes attributes;
  unsigned char *value = NULL;
  unsigned long n_items, remaining;
  gboolean ours;
  Atom type;
  int format;

  if (!XGetWindowAttributes (xdisplay, xid, &attributes) || attributes.map_state != IsViewable ||
      attributes.width != gdk_surface_get_width (surface) * gdk_surface_get_scale_factor (surface) ||
      attributes.height != gdk_surface_get_height (surface) * gdk_surface_get_scale_factor (surface))
    return FALSE;
  if (XGetWindowProperty (xdisplay, xid, pid_atom, 0, 1, False, XA_CARDINAL, &type, &format,
                          &n_items, &remaining, &value) != Success || value == NULL)
    return FALSE;
  ours = n_items == 1 && format == 32 && *(unsigned long *) value == (unsigned long) getpid ();
  XFree (value);
  return ours;
}

/* The X window of @surface: a window of this process of its size, among
 * the X server's top-level windows (the tests run with no window manager). */
static inline Window
surface_window (Display    *xdisplay,
                GdkSurface *surface)
{
  Window root, parent, *children = NULL, found = None;
  unsigned int n_children = 0;

  XQueryTree (xdisplay, DefaultRootWindow (xdisplay), &root, &parent, &children, &n_children);
  /* The last is the topmost: the window just presented. */
  for (unsigned int i = n_children; i > 0 && found == None; i--)
    if (is_surface_window (xdisplay, children[i - 1], surface))
      found = children[i - 1];
  if (children != NULL)
    XFree (children);
  g_assert_true (found != None);
  return found;
}

/* Where the point (@x, @y) of @widget is on the X screen. */
static inline void
widget_to_root (Display   *xdisplay,
                GtkWidget *widget,
                double     x,
                double     y,
                int       *root_x,
                int       *root_y)
{
  GtkNative *native = gtk_widget_get_native (widget);
  GdkSurface *surface = gtk_native_get_surface (native);
  graphene_point_t in_native;
  double offset_x, offset_y;
  Window child;

  g_assert_true (gtk_widget_compute_point (widget, GTK_WIDGET (native), &GRAPHENE_POINT_INIT (x, y), &in_native));
  gtk_native_get_surface_transform (native, &offset_x, &offset_y);
  XTranslateCoordinates (xdisplay, surface_window (xdisplay, surface), DefaultRootWindow (xdisplay),
                         (int) (in_native.x + offset_x), (int) (in_native.y + offset_y), root_x, root_y, &child);
}
#endif

/* Moves the pointer to (@x, @y) of @widget, holds the first button down
 * if @press, and lets it go at (@to_x, @to_y) after moving there in a few
 * steps, as a hand does; a click where the two are the same. Returns
 * %FALSE, having marked the test skipped, without an X server with XTEST.
 * The caller waits for what the pointer does. */
static inline gboolean
drag_pointer (GtkWidget *widget,
              double     x,
              double     y,
              double     to_x,
              double     to_y)
{
#ifdef HAVE_XTEST
  Display *xdisplay = test_x_display ();

  if (xdisplay != NULL)
    {
      int rx, ry;

      gtk_window_present (GTK_WINDOW (gtk_widget_get_root (widget)));
      wait_until (window_is_active, gtk_widget_get_root (widget), 10);
      widget_to_root (xdisplay, widget, x, y, &rx, &ry);
      XTestFakeMotionEvent (xdisplay, -1, rx, ry, 0);
      XTestFakeButtonEvent (xdisplay, 1, True, 0);
      XSync (xdisplay, False);
      process_pending ();
      for (int step = 1; step <= 5; step++)
        {
          widget_to_root (xdisplay, widget, x + (to_x - x) * step / 5, y + (to_y - y) * step / 5, &rx, &ry);
          XTestFakeMotionEvent (xdisplay, -1, rx, ry, 0);
          XSync (xdisplay, False);
          process_pending ();
        }
      XTestFakeButtonEvent (xdisplay, 1, False, 0);
      XSync (xdisplay, False);
      return TRUE;
    }
#endif

  g_test_skip ("pointer events need an X server with XTEST");
  return FALSE;
}

/* Every warning fails a test but one: GTK from 4.23 warns under Xvfb
 * that a frame's timings were submitted twice as a popover opens, a fault
 * of its frame clock that the game cannot cause or mend. That one is
 * written out, and the tests go on. */
static GLogWriterOutput
test_ui_log_writer (GLogLevelFlags   log_level,
                    const GLogField *fields,
                    gsize            n_fields,
                    gpointer         user_data)
{
  const char *domain = NULL, *message = NULL;

  for (gsize i = 0; i < n_fields; i++)
    {
      if (g_str_equal (fields[i].key, "GLIB_DOMAIN") && fields[i].length < 0)
        domain = fields[i].value;
      else if (g_str_equal (fields[i].key, "MESSAGE") && fields[i].length < 0)
        message = fields[i].value;
    }
  if ((log_level & G_LOG_LEVEL_WARNING) && g_strcmp0 (domain, "Gdk") == 0 && message != NULL &&
      g_str_has_prefix (message, "gdk_frame_timings_submitted() called on submitted frame"))
    return g_log_writer_standard_streams (log_level, fields, n_fields, user_data);
  return g_log_writer_default (log_level, fields, n_fields, user_data);
}

/* Called first in main(), before the tests are added. */
static inline void
rimau_test_ui_init (int    *argc,
                    char ***argv)
{
  test_state_dir = g_dir_make_tmp ("rimau-test-XXXXXX", NULL);
  /* The game kept at a close lands there. */
  g_setenv ("XDG_STATE_HOME", test_state_dir, TRUE);
  g_log_set_writer_func (test_ui_log_writer, NULL, NULL);
  g_test_init (argc, argv, NULL);
}

static inline void
rimau_test_ui_run_tests (GApplication *application,
                         int          *status)
{
  *status = g_test_run ();
  /* The application's own activation, which follows, finds no game kept
   * by the tests to take up. */
  remove_tree (test_state_dir);
  g_application_quit (application);
}

/* Runs the tests added inside the application; returns main()'s status. */
static inline int
rimau_test_ui_run (char **argv)
{
  int status = 1;

  test_app = rimau_application_new ();
  g_signal_connect (test_app, "activate", G_CALLBACK (rimau_test_ui_run_tests), &status);
  g_application_run (G_APPLICATION (test_app), 1, argv);
  g_clear_object (&test_app);

  remove_tree (test_state_dir);
  g_clear_pointer (&test_state_dir, g_free);
  return status;
}
