/* test-rules-page.c — the rules page and its window
 *
 * Runs under Xvfb with a session bus, GSETTINGS_BACKEND=memory and
 * G_DEBUG=fatal-warnings: any GTK warning fails the test.
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "rimau-rules-page.h"
#include "rimau-test-ui.h"

/* The page's widgets of @type, depth first. */
static void
collect_of_type (GtkWidget *widget,
                 GType      type,
                 GPtrArray *found)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    g_ptr_array_add (found, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_of_type (child, type, found);
}

static GPtrArray *
find_pictures (GtkWidget *page)
{
  GPtrArray *pictures = g_ptr_array_new ();

  collect_of_type (page, GTK_TYPE_PICTURE, pictures);
  return pictures;
}

static void
test_illustrations (void)
{
  /* The board, the start, the opening, a jump and with odd captures a
   * jump over three men; Sumatra has no opening. */
  static const guint expected[RIMAU_N_VARIANTS] = { 4, 4, 5, 3 };

  for (guint v = 0; v < RIMAU_N_VARIANTS; v++)
    {
      RimauRules rules;
      g_autoptr(GPtrArray) pictures = NULL;
      GtkWidget *page;

      rimau_rules_init (&rules, (RimauVariant) v);
      page = g_object_ref_sink (rimau_rules_page_new (&rules));
      pictures = find_pictures (page);
      g_assert_cmpuint (pictures->len, ==, expected[v]);
      g_object_unref (page);
    }
}

static gboolean
is_mapped (gpointer widget)
{
  return gtk_widget_get_mapped (GTK_WIDGET (widget));
}

/* The page's stops in the order Tab reaches them: its texts and pictures. */
static GPtrArray *
find_stops (GtkWidget *page)
{
  g_autoptr(GPtrArray) widgets = g_ptr_array_new ();
  GPtrArray *stops = g_ptr_array_new ();

  collect_of_type (page, GTK_TYPE_WIDGET, widgets);
  for (guint i = 0; i < widgets->len; i++)
    {
      GtkWidget *widget = g_ptr_array_index (widgets, i);

      if ((GTK_IS_LABEL (widget) || GTK_IS_PICTURE (widget)) && gtk_widget_get_focusable (widget))
        g_ptr_array_add (stops, widget);
    }
  return stops;
}

static gboolean
has_role (gpointer widget,
          GtkAccessibleRole role)
{
  return gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (widget)) == role;
}

/* Each illustration is one image for assistive technologies, named by its
 * caption and described in words with where its pieces stand, and a stop
 * of the page; its caption is no stop, not to be read twice. */
static void
test_illustrations_are_pictures (void)
{
  RimauRules rules;
  GtkWindow *window;
  g_autoptr(GPtrArray) pictures = NULL;

  rimau_rules_init (&rules, RIMAU_VARIANT_RIMAU_RIMAU_A);
  window = rimau_rules_page_new_window (NULL, &rules);
  gtk_window_present (window);
  pictures = find_pictures (GTK_WIDGET (window));
  g_assert_cmpuint (pictures->len, >, 0);
  wait_until (is_mapped, g_ptr_array_index (pictures, 0), 10);

  for (guint i = 0; i < pictures->len; i++)
    {
      GtkWidget *picture = g_ptr_array_index (pictures, i);
      GtkWidget *caption = gtk_widget_get_next_sibling (picture);
      const char *text = gtk_picture_get_alternative_text (GTK_PICTURE (picture));

      g_assert_true (gtk_widget_get_focusable (picture));
      g_assert_null (gtk_widget_get_first_child (picture));
      g_assert_true (has_role (picture, GTK_ACCESSIBLE_ROLE_IMG));
      g_assert_nonnull (text);
      gtk_test_accessible_assert_property (GTK_ACCESSIBLE (picture), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text);
      g_assert_nonnull (strstr (text, "Tiger"));
      g_assert_true (GTK_IS_LABEL (caption));
      gtk_test_accessible_assert_property (GTK_ACCESSIBLE (picture), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                           gtk_label_get_label (GTK_LABEL (caption)));
      g_assert_false (gtk_widget_get_focusable (caption));
      g_assert_null (strstr (text, gtk_label_get_label (GTK_LABEL (caption))));
    }

  /* The title is the page's heading, the sections' titles are headings
   * under it, and the rest is texts that a screen reader reads whole (a
   * paragraph it would read a line at a time). */
  {
    g_autoptr(GPtrArray) stops = find_stops (GTK_WIDGET (window));
    guint headings = 0, paragraphs = 0;

    g_assert_true (has_role (g_ptr_array_index (stops, 0), GTK_ACCESSIBLE_ROLE_HEADING));
    gtk_test_accessible_assert_property (g_ptr_array_index (stops, 0), GTK_ACCESSIBLE_PROPERTY_LEVEL, 1);
    for (guint i = 0; i < stops->len; i++)
      {
        GtkWidget *stop = g_ptr_array_index (stops, i);

        if (has_role (stop, GTK_ACCESSIBLE_ROLE_HEADING))
          headings++;
        if (has_role (stop, GTK_ACCESSIBLE_ROLE_LABEL))
          paragraphs++;
        if (GTK_IS_LABEL (stop) && g_strcmp0 (gtk_label_get_label (GTK_LABEL (stop)), "Capturing") == 0)
          {
            g_assert_true (has_role (stop, GTK_ACCESSIBLE_ROLE_HEADING));
            gtk_test_accessible_assert_property (GTK_ACCESSIBLE (stop), GTK_ACCESSIBLE_PROPERTY_LEVEL, 2);
          }
      }
    g_assert_cmpuint (headings, >=, 6);
    g_assert_cmpuint (paragraphs, >=, 8);
    g_assert_cmpuint (headings + paragraphs + pictures->len, ==, stops->len);
  }

  /* The start: both tigers on their apexes. */
  g_assert_nonnull (strstr (gtk_picture_get_alternative_text (g_ptr_array_index (pictures, 1)),
                            "Tigers on c3, c7."));
  gtk_window_destroy (window);
  process_pending ();
}

/* Tab reads the page from its title to its last paragraph, every text and
 * every picture in turn, selecting nothing as it goes. */
static void
test_tab_reads_the_page (void)
{
  RimauRules rules;
  GtkWindow *window;
  g_autoptr(GPtrArray) stops = NULL;
  guint next = 0;

  rimau_rules_init (&rules, RIMAU_VARIANT_RIMAU_RIMAU_A);
  window = rimau_rules_page_new_window (NULL, &rules);
  gtk_window_present (window);
  wait_until_mapped (GTK_WIDGET (window));
  stops = find_stops (GTK_WIDGET (window));

  for (guint i = 0; i < 60 && next < stops->len; i++)
    {
      GtkWidget *focus;
      int start, end;

      gtk_widget_child_focus (GTK_WIDGET (window), GTK_DIR_TAB_FORWARD);
      focus = gtk_root_get_focus (GTK_ROOT (window));
      if (focus != g_ptr_array_index (stops, next))
        continue;
      if (GTK_IS_LABEL (focus))
        g_assert_false (gtk_label_get_selection_bounds (GTK_LABEL (focus), &start, &end));
      next++;
    }
  g_assert_cmpuint (next, ==, stops->len);
  gtk_window_destroy (window);
  process_pending ();
}

static gboolean
has_focus (gpointer widget)
{
  return gtk_widget_has_focus (GTK_WIDGET (widget));
}

/* Down past the last line of a text goes on to what is below it, and Up
 * comes back, as in a document. */
static void
test_arrows_go_from_text_to_text (void)
{
  RimauRules rules;
  GtkWindow *window;
  g_autoptr(GPtrArray) stops = NULL;
  GtkWidget *title, *below;

  rimau_rules_init (&rules, RIMAU_VARIANT_RIMAU_RIMAU_A);
  window = rimau_rules_page_new_window (NULL, &rules);
  gtk_window_present (window);
  wait_until_mapped (GTK_WIDGET (window));
  stops = find_stops (GTK_WIDGET (window));
  title = g_ptr_array_index (stops, 0);
  below = g_ptr_array_index (stops, 1);
  gtk_widget_grab_focus (title);

  /* The title is one line. */
  if (press_key (window, GDK_KEY_Down, 0))
    {
      wait_until (has_focus, below, 10);
      g_assert_true (gtk_widget_has_focus (below));
      if (press_key (window, GDK_KEY_Up, 0))
        {
          /* Up from the first line of the paragraph below, which Down
           * entered at its start. */
          wait_until (has_focus, title, 10);
          g_assert_true (gtk_widget_has_focus (title));
        }
    }
  gtk_window_destroy (window);
  process_pending ();
}

/* Opens the rules window as the game does, presses @keyval with
 * @modifiers in it as it opened, and checks that the window closes. */
static void
check_key_closes (guint           keyval,
                  GdkModifierType modifiers)
{
  RimauRules rules;
  GtkWindow *window;

  rimau_rules_init (&rules, RIMAU_VARIANT_RIMAU_RIMAU_A);
  window = rimau_rules_page_new_window (NULL, &rules);
  gtk_window_present (window);
  wait_until_mapped (GTK_WIDGET (window));
  check_key_closes_window (window, keyval, modifiers);
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

int
main (int   argc,
      char *argv[])
{
  rimau_test_ui_init (&argc, &argv);

  g_test_add_func ("/rules-page/illustrations", test_illustrations);
  g_test_add_func ("/rules-page/illustrations-are-pictures", test_illustrations_are_pictures);
  g_test_add_func ("/rules-page/tab-reads-the-page", test_tab_reads_the_page);
  g_test_add_func ("/rules-page/arrows-go-from-text-to-text", test_arrows_go_from_text_to_text);
  g_test_add_func ("/rules-page/window/escape-closes", test_escape_closes);
  g_test_add_func ("/rules-page/window/control-w-closes", test_control_w_closes);

  return rimau_test_ui_run (argv);
}
