/* test-shortcuts-dialog.c — the Keyboard Shortcuts dialog
 *
 * Opened on a game window as its menu item and Ctrl+? open it, the dialog
 * lists every shortcut of the game's list (rimau-shortcuts.c) under its
 * section's title, with the keys the application gives its action. A
 * screen reader reads each row by its title and hears its keys, and
 * nothing in the dialog has a name with a mnemonic underscore or a type
 * name in it.
 *
 * With libadwaita 1.8 or newer the dialog is libadwaita's own; the game's
 * dialog for libadwaita 1.7 is tested on every stack.
 *
 * Runs under Xvfb with a session bus, GSETTINGS_BACKEND=memory,
 * GTK_A11Y=test and G_DEBUG=fatal-warnings: any GTK warning fails the test.
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "rimau-shortcuts.h"
#include "rimau-shortcuts-dialog.h"
#include "rimau-test-window.h"

/* ------------------------------------------------------------------------ */
/* What the dialog shows                                                     */

typedef gboolean (*Visit) (GtkWidget *widget,
                           gpointer   data);

/* Calls @visit on every widget under @root that shows (a hidden page, such
 * as libadwaita's search results, is left out) until it returns %TRUE. */
static GtkWidget *
find_shown (GtkWidget *root,
            Visit      visit,
            gpointer   data)
{
  if (!gtk_widget_get_mapped (root))
    return NULL;
  if (visit (root, data))
    return root;

  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_shown (child, visit, data);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
is_titled_group (GtkWidget *widget,
                 gpointer   title)
{
  return ADW_IS_PREFERENCES_GROUP (widget) &&
         g_strcmp0 (adw_preferences_group_get_title (ADW_PREFERENCES_GROUP (widget)), title) == 0;
}

static gboolean
is_titled_row (GtkWidget *widget,
               gpointer   title)
{
  return ADW_IS_PREFERENCES_ROW (widget) &&
         g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), title) == 0;
}

static gboolean
count_row (GtkWidget *widget,
           gpointer   count)
{
  if (ADW_IS_PREFERENCES_ROW (widget))
    (*(guint *) count)++;
  return FALSE;
}

static gboolean
is_keycap (GtkWidget *widget,
           gpointer   data)
{
  return GTK_IS_LABEL (widget) && gtk_widget_has_css_class (widget, "keycap");
}

static gboolean
collect_keycap (GtkWidget *widget,
                gpointer   keycaps)
{
  if (is_keycap (widget, NULL))
    g_ptr_array_add (keycaps, widget);
  return FALSE;
}

/* What GTK calls @accelerator on a key: "Ctrl+Z". */
static char *
key_label (const char *accelerator)
{
  GdkModifierType modifiers;
  guint key;

  g_assert_true (gtk_accelerator_parse (accelerator, &key, &modifiers));
  return gtk_accelerator_get_label (key, modifiers);
}

/* The game's own row shows @accels as keycaps, one each, and a screen
 * reader hears them as the row's description, "Left, Right, Up, Down":
 * the row's subtitle, which it has none of, does not take their place. */
static void
assert_own_row_keys (GtkWidget          *row,
                     const char * const *accels)
{
  g_autoptr(GPtrArray) keycaps = g_ptr_array_new ();
  g_autoptr(GString) spoken = g_string_new (NULL);

  find_shown (row, collect_keycap, keycaps);
  g_assert_cmpuint (keycaps->len, ==, g_strv_length ((char **) accels));
  for (guint i = 0; i < keycaps->len; i++)
    {
      g_autofree char *label = key_label (accels[i]);

      g_assert_cmpstr (gtk_label_get_text (keycaps->pdata[i]), ==, label);
      gtk_test_accessible_assert_role (GTK_ACCESSIBLE (keycaps->pdata[i]), GTK_ACCESSIBLE_ROLE_PRESENTATION);
      g_string_append_printf (spoken, "%s%s", i > 0 ? ", " : "", label);
    }
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, spoken->str);
  g_assert_false (gtk_test_accessible_has_relation (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_RELATION_DESCRIBED_BY));
}

static gboolean
is_shortcut_label (GtkWidget *widget,
                   gpointer   data)
{
  return g_strcmp0 (G_OBJECT_TYPE_NAME (widget), "AdwShortcutLabel") == 0;
}

/* libadwaita's row shows @accels in its shortcut label. */
static void
assert_adw_row_keys (GtkWidget          *row,
                     const char * const *accels)
{
  GtkWidget *label = find_shown (row, is_shortcut_label, NULL);
  g_autofree char *shown = NULL;
  g_autofree char *expected = g_strjoinv (" ", (char **) accels);

  g_assert_nonnull (label);
  g_object_get (label, "accelerator", &shown, NULL);
  g_assert_cmpstr (shown, ==, expected);
}

/* Every section of the list, under its title, with every shortcut of it
 * and its keys, and nothing else. */
static void
assert_lists_every_shortcut (AdwDialog *dialog)
{
  guint n_sections, n_shortcuts = 0, n_rows = 0;
  const RimauShortcutSection *sections = rimau_shortcuts_get_sections (&n_sections);
  gboolean own = RIMAU_IS_SHORTCUTS_DIALOG (dialog);

  g_assert_cmpuint (n_sections, ==, 6);
  for (guint i = 0; i < n_sections; i++)
    {
      GtkWidget *group = find_shown (GTK_WIDGET (dialog), is_titled_group, (gpointer) _(sections[i].title));

      g_assert_nonnull (group);
      for (guint j = 0; j < sections[i].n_shortcuts; j++)
        {
          const RimauShortcut *shortcut = &sections[i].shortcuts[j];
          g_auto(GStrv) accels = rimau_shortcut_get_accels (shortcut, GTK_APPLICATION (test_app));
          GtkWidget *row = find_shown (group, is_titled_row, (gpointer) _(shortcut->title));

          g_assert_nonnull (row);
          /* Every shortcut has keys. */
          g_assert_nonnull (accels[0]);
          if (own)
            assert_own_row_keys (row, (const char * const *) accels);
          else
            assert_adw_row_keys (row, (const char * const *) accels);
          n_shortcuts++;
        }
    }

  find_shown (GTK_WIDGET (dialog), count_row, &n_rows);
  g_assert_cmpuint (n_rows, ==, n_shortcuts);
  g_assert_cmpuint (n_shortcuts, ==, 28);
}

/* ------------------------------------------------------------------------ */
/* Opening the dialog                                                        */

static gboolean
is_row (GtkWidget *widget,
        gpointer   data)
{
  return ADW_IS_PREFERENCES_ROW (widget);
}

static gboolean
shows_rows (gpointer dialog)
{
  return find_shown (dialog, is_row, NULL) != NULL;
}

/* The dialog's contents show once it has opened. */
static void
wait_until_open (AdwDialog *dialog)
{
  wait_until (shows_rows, dialog, 10);
}

/* Ctrl+? and the menu item both activate the window's action. */
static AdwDialog *
open_shortcuts (RimauWindow *window)
{
  AdwDialog *dialog;

  activate (window, "show-shortcuts");
  dialog = adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (window));
  g_assert_nonnull (dialog);
  wait_until_open (dialog);
  return dialog;
}

/* The game's own dialog, presented on @window as the action presents it
 * before libadwaita 1.8. */
static AdwDialog *
open_own_dialog (RimauWindow *window)
{
  AdwDialog *dialog = ADW_DIALOG (rimau_shortcuts_dialog_new (GTK_APPLICATION (test_app)));

  adw_dialog_present (dialog, GTK_WIDGET (window));
  wait_until_open (dialog);
  return dialog;
}

/* ------------------------------------------------------------------------ */
/* What a screen reader reads                                                */

/* A mnemonic's underscore, or the name of a GTK or libadwaita type. */
static gboolean
is_marked (const char *name)
{
  return name != NULL && g_regex_match_simple ("(^|\\s)(_\\w|Gtk[A-Z]|Adw[A-Z])", name, 0, 0);
}

/* The text of an accessible string property of @widget, if it has one. */
static char *
accessible_text (GtkWidget             *widget,
                 GtkAccessibleProperty  property)
{
  /* GTK says the value it has where it differs from the one asked. */
  if (!gtk_test_accessible_has_property (GTK_ACCESSIBLE (widget), property))
    return NULL;
  return gtk_test_accessible_check_property (GTK_ACCESSIBLE (widget), property, "");
}

/* Every text a screen reader can take a name from under @widget: labels,
 * the buttons' and the rows' titles, the names and descriptions given. */
static void
collect_marked_names (GtkWidget *widget,
                      GString   *marked)
{
  g_autofree char *label = accessible_text (widget, GTK_ACCESSIBLE_PROPERTY_LABEL);
  g_autofree char *description = accessible_text (widget, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
  const char *texts[] = {
    label,
    description,
    GTK_IS_LABEL (widget) ? gtk_label_get_text (GTK_LABEL (widget)) : NULL,
    GTK_IS_BUTTON (widget) ? gtk_button_get_label (GTK_BUTTON (widget)) : NULL,
    ADW_IS_PREFERENCES_ROW (widget) ? adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)) : NULL,
    ADW_IS_PREFERENCES_GROUP (widget) ? adw_preferences_group_get_title (ADW_PREFERENCES_GROUP (widget)) : NULL,
  };

  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    if (is_marked (texts[i]))
      g_string_append_printf (marked, " “%s” (%s)", texts[i], G_OBJECT_TYPE_NAME (widget));

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_marked_names (child, marked);
}

static gboolean
is_titled_label (GtkWidget *widget,
                 gpointer   text)
{
  return GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_label (GTK_LABEL (widget)), text) == 0;
}

/* A row of the game's dialog is named by its title label. */
static gboolean
assert_row_named (GtkWidget *widget,
                  gpointer   data)
{
  GtkWidget *title;

  if (!ADW_IS_ACTION_ROW (widget))
    return FALSE;

  title = find_shown (widget, is_titled_label, (gpointer) adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)));
  g_assert_nonnull (title);
  gtk_test_accessible_assert_relation (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY, title, NULL);
  return FALSE;
}

static void
assert_names_clean (AdwDialog *dialog)
{
  g_autoptr(GString) marked = g_string_new (NULL);

  collect_marked_names (GTK_WIDGET (dialog), marked);
  if (marked->len > 0)
    g_error ("Names with a mnemonic or a type name in the Keyboard Shortcuts dialog:%s", marked->str);
}

/* ------------------------------------------------------------------------ */
/* The tests                                                                 */

/* The window's action opens the dialog on the window, libadwaita's where
 * there is one. Ctrl+? and the primary menu's item give that action. */
static void
test_opens_on_window (void)
{
  RimauWindow *window = open_window (RIMAU_VARIANT_SUMATRA);
  g_auto(GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (test_app), "win.show-shortcuts");
  AdwDialog *dialog;

  g_assert_cmpstrv (accels, ((const char * const []) { "<Control>question", NULL }));
  dialog = open_shortcuts (window);
#if ADW_CHECK_VERSION (1, 8, 0)
  g_assert_cmpstr (G_OBJECT_TYPE_NAME (dialog), ==, "AdwShortcutsDialog");
#else
  g_assert_true (RIMAU_IS_SHORTCUTS_DIALOG (dialog));
  g_assert_cmpstr (adw_dialog_get_title (dialog), ==, "Keyboard Shortcuts");
#endif
  g_assert_true (gtk_widget_get_ancestor (GTK_WIDGET (dialog), RIMAU_TYPE_WINDOW) == GTK_WIDGET (window));

  close_window_dialog (dialog);
  close_window (window);
}

static void
test_lists_every_shortcut (void)
{
  RimauWindow *window = open_window (RIMAU_VARIANT_SUMATRA);
  AdwDialog *dialog = open_shortcuts (window);

  assert_lists_every_shortcut (dialog);
  close_window_dialog (dialog);
  close_window (window);
}

static void
test_names_clean (void)
{
  RimauWindow *window = open_window (RIMAU_VARIANT_SUMATRA);
  AdwDialog *dialog = open_shortcuts (window);

  assert_names_clean (dialog);
  close_window_dialog (dialog);
  close_window (window);
}

/* The game's own dialog, whichever libadwaita the game is built with. */
static void
test_own_dialog (void)
{
  RimauWindow *window = open_window (RIMAU_VARIANT_SUMATRA);
  AdwDialog *dialog = open_own_dialog (window);

  g_assert_cmpstr (adw_dialog_get_title (dialog), ==, "Keyboard Shortcuts");
  assert_lists_every_shortcut (dialog);
  find_shown (GTK_WIDGET (dialog), assert_row_named, NULL);
  assert_names_clean (dialog);
  close_window_dialog (dialog);
  close_window (window);
}

int
main (int   argc,
      char *argv[])
{
  rimau_test_ui_init (&argc, &argv);

  g_test_add_func ("/shortcuts-dialog/opens-on-window", test_opens_on_window);
  g_test_add_func ("/shortcuts-dialog/lists-every-shortcut", test_lists_every_shortcut);
  g_test_add_func ("/shortcuts-dialog/names-clean", test_names_clean);
  g_test_add_func ("/shortcuts-dialog/own-dialog", test_own_dialog);

  return rimau_test_ui_run (argv);
}
