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

/* Each illustration is one image for assistive technologies, described in
 * words with where its pieces stand, and is never a keyboard stop. */
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
      const char *text = gtk_picture_get_alternative_text (GTK_PICTURE (picture));

      g_assert_false (gtk_widget_get_focusable (picture));
      g_assert_null (gtk_widget_get_first_child (picture));
      g_assert_cmpint (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (picture)), ==, GTK_ACCESSIBLE_ROLE_IMG);
      g_assert_nonnull (text);
      gtk_test_accessible_assert_property (GTK_ACCESSIBLE (picture), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text);
      g_assert_nonnull (strstr (text, "Tiger"));
    }

  /* The sections' titles are headings. */
  {
    g_autoptr(GPtrArray) labels = g_ptr_array_new ();
    guint headings = 0;

    collect_of_type (GTK_WIDGET (window), GTK_TYPE_LABEL, labels);
    for (guint i = 0; i < labels->len; i++)
      {
        GtkAccessible *label = g_ptr_array_index (labels, i);

        if (gtk_accessible_get_accessible_role (label) == GTK_ACCESSIBLE_ROLE_HEADING)
          headings++;
        if (g_strcmp0 (gtk_label_get_label (GTK_LABEL (label)), "Capturing") == 0)
          g_assert_cmpint (gtk_accessible_get_accessible_role (label), ==, GTK_ACCESSIBLE_ROLE_HEADING);
      }
    g_assert_cmpuint (headings, >=, 5);
  }

  /* The start: both tigers on their apexes. */
  g_assert_nonnull (strstr (gtk_picture_get_alternative_text (g_ptr_array_index (pictures, 1)),
                            "Tigers on c3, c7."));
  gtk_window_destroy (window);
  process_pending ();
}

/* Tab goes through the page and leaves no illustration with the focus:
 * there is nothing in one to stop at. */
static void
test_focus_leaves_illustrations (void)
{
  RimauRules rules;
  GtkWindow *window;
  g_autoptr(GPtrArray) pictures = NULL;
  g_autoptr(GHashTable) stops = g_hash_table_new (NULL, NULL);

  rimau_rules_init (&rules, RIMAU_VARIANT_RIMAU_RIMAU_A);
  window = rimau_rules_page_new_window (NULL, &rules);
  gtk_window_present (window);
  wait_until_mapped (GTK_WIDGET (window));
  pictures = find_pictures (GTK_WIDGET (window));

  for (guint i = 0; i < 50; i++)
    {
      GtkWidget *focus;

      gtk_widget_child_focus (GTK_WIDGET (window), GTK_DIR_TAB_FORWARD);
      focus = gtk_root_get_focus (GTK_ROOT (window));
      if (focus == NULL)
        continue;
      g_hash_table_add (stops, focus);
      for (guint k = 0; k < pictures->len; k++)
        {
          GtkWidget *picture = g_ptr_array_index (pictures, k);

          g_assert_false (focus == picture || gtk_widget_is_ancestor (focus, picture));
        }
    }

  /* The header bar's button and the page: a few stops, not 37 a picture. */
  g_assert_cmpuint (g_hash_table_size (stops), >, 0);
  g_assert_cmpuint (g_hash_table_size (stops), <, 8);
  gtk_window_destroy (window);
  process_pending ();
}

static gboolean
is_hidden (gpointer widget)
{
  return !gtk_widget_get_visible (GTK_WIDGET (widget));
}

/* Opens the rules window as the game does, presses @keyval with
 * @modifiers in it as it opened, and checks that the window closes. */
static void
check_key_closes (guint           keyval,
                  GdkModifierType modifiers)
{
  RimauRules rules;
  GtkWindow *window;
  g_autoptr(GtkWidget) watch = NULL;

  rimau_rules_init (&rules, RIMAU_VARIANT_RIMAU_RIMAU_A);
  window = rimau_rules_page_new_window (NULL, &rules);
  watch = g_object_ref (GTK_WIDGET (window));
  gtk_window_present (window);
  wait_until_mapped (watch);

  if (press_key (window, keyval, modifiers))
    wait_until (is_hidden, watch, 10);
  else
    gtk_window_destroy (window);
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
  g_test_add_func ("/rules-page/focus-leaves-illustrations", test_focus_leaves_illustrations);
  g_test_add_func ("/rules-page/window/escape-closes", test_escape_closes);
  g_test_add_func ("/rules-page/window/control-w-closes", test_control_w_closes);

  return rimau_test_ui_run (argv);
}
