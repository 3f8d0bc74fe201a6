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

#include "rimau-rules-page.h"
#include "rimau-test-ui.h"

static void
test_illustrations (void)
{
  /* The board, the start, the opening, a jump and with odd captures a
   * jump over three men; Sumatra has no opening. */
  static const guint expected[RIMAU_N_VARIANTS] = { 4, 4, 5, 3 };

  for (guint v = 0; v < RIMAU_N_VARIANTS; v++)
    {
      RimauRules rules;
      GtkWidget *page;

      rimau_rules_init (&rules, (RimauVariant) v);
      page = g_object_ref_sink (rimau_rules_page_new (&rules));
      g_assert_cmpuint (rimau_rules_page_get_n_illustrations (RIMAU_RULES_PAGE (page)), ==, expected[v]);
      g_object_unref (page);
    }
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
  g_test_add_func ("/rules-page/window/escape-closes", test_escape_closes);
  g_test_add_func ("/rules-page/window/control-w-closes", test_control_w_closes);

  return rimau_test_ui_run (argv);
}
