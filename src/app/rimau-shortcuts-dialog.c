/* rimau-shortcuts-dialog.c — the Keyboard Shortcuts dialog before libadwaita 1.8
 *
 * GTK's shortcuts window is deprecated since GTK 4.18, and its successor,
 * AdwShortcutsDialog, comes with libadwaita 1.8 (rimau-adw-shortcuts.c).
 * Before it the game has this dialog of its own, made like libadwaita's:
 * one group of rows per section of the list (rimau-shortcuts.c), and in
 * each row what the shortcut does, then its keys as keycaps.
 *
 * A screen reader reads a row by its title, and its keys as the row's
 * description: "Undo", then "Ctrl+Z".
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "rimau-shortcuts.h"
#include "rimau-shortcuts-dialog.h"

struct _RimauShortcutsDialog
{
  AdwDialog           parent_instance;

  AdwPreferencesPage *page;
};

G_DEFINE_FINAL_TYPE (RimauShortcutsDialog, rimau_shortcuts_dialog, ADW_TYPE_DIALOG)

/* One accelerator as a key to press: "Ctrl+Z", in the player's language
 * as GTK words it. */
static GtkWidget *
keycap_new (const char *accelerator)
{
  g_autofree char *text = NULL;
  GdkModifierType modifiers;
  GtkWidget *keycap;
  guint key;

  if (!gtk_accelerator_parse (accelerator, &key, &modifiers))
    {
      g_warning ("The shortcut “%s” is no accelerator", accelerator);
      return NULL;
    }

  text = gtk_accelerator_get_label (key, modifiers);
  /* The row's description says the keys: a screen reader does not read
   * them again from the keycaps. */
  keycap = g_object_new (GTK_TYPE_LABEL, "label", text, "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION, NULL);
  gtk_widget_add_css_class (keycap, "keycap");
  return keycap;
}

/* Between two keys that do the same, as libadwaita shows them; a screen
 * reader, which hears the keys from the row's description, skips it. */
static GtkWidget *
alternative_separator_new (void)
{
  GtkWidget *separator = g_object_new (GTK_TYPE_LABEL,
                                       "label", "/",
                                       "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION,
                                       NULL);

  gtk_widget_add_css_class (separator, "dimmed");
  return separator;
}

static GtkWidget *
shortcut_row_new (const RimauShortcut *shortcut,
                  GtkApplication      *app)
{
  g_auto(GStrv) accels = rimau_shortcut_get_accels (shortcut, app);
  g_autoptr(GString) spoken = g_string_new (NULL);
  GtkWidget *row = adw_action_row_new ();
  /* Keys that do not fit beside the title on a narrow window go on more
   * lines, rather than make the window wider. */
  GtkWidget *keys = adw_wrap_box_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _(shortcut->title));

  adw_wrap_box_set_child_spacing (ADW_WRAP_BOX (keys), 6);
  adw_wrap_box_set_line_spacing (ADW_WRAP_BOX (keys), 6);
  adw_wrap_box_set_align (ADW_WRAP_BOX (keys), 1.0);
  gtk_widget_set_valign (keys, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (keys, "shortcut-keys");
  for (guint i = 0; accels[i] != NULL; i++)
    {
      GtkWidget *keycap = keycap_new (accels[i]);

      if (keycap == NULL)
        continue;
      if (spoken->len > 0)
        {
          adw_wrap_box_append (ADW_WRAP_BOX (keys), alternative_separator_new ());
          g_string_append (spoken, ", ");
        }
      adw_wrap_box_append (ADW_WRAP_BOX (keys), keycap);
      g_string_append (spoken, gtk_label_get_label (GTK_LABEL (keycap)));
    }
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), keys);

  /* The keys take the place of the subtitle, which the row has none of
   * here: GTK would describe the row by that empty label first. */
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_RELATION_DESCRIBED_BY);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, spoken->str, -1);

  return row;
}

/* The keys are @app's when the dialog opens; a shortcut that changes
 * while it is open shows the next time. */
static void
add_sections (RimauShortcutsDialog *self,
              GtkApplication       *app)
{
  guint n_sections;
  const RimauShortcutSection *sections = rimau_shortcuts_get_sections (&n_sections);

  for (guint i = 0; i < n_sections; i++)
    {
      GtkWidget *group = adw_preferences_group_new ();

      adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _(sections[i].title));
      for (guint j = 0; j < sections[i].n_shortcuts; j++)
        adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                                   shortcut_row_new (&sections[i].shortcuts[j], app));
      adw_preferences_page_add (self->page, ADW_PREFERENCES_GROUP (group));
    }
}

static void
rimau_shortcuts_dialog_class_init (RimauShortcutsDialogClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/rimau/Rimau/rimau-shortcuts-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, RimauShortcutsDialog, page);
}

static void
rimau_shortcuts_dialog_init (RimauShortcutsDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/* The dialog with the shortcuts of the list and @app's keys for them. */
RimauShortcutsDialog *
rimau_shortcuts_dialog_new (GtkApplication *app)
{
  RimauShortcutsDialog *self;

  g_return_val_if_fail (GTK_IS_APPLICATION (app), NULL);

  self = g_object_new (RIMAU_TYPE_SHORTCUTS_DIALOG, NULL);
  add_sections (self, app);
  return self;
}
