/* rimau-accessible-names.c — what assistive technologies read of controls
 *
 * Where GTK 4.8 gives a control no name, or a wrong one, these give it the
 * one a screen reader should say.
 *
 * GTK 4.8 names a button by its accessible label followed by the label
 * inside it, which it is “labelled by”: “New Game New Game”; without an
 * accessible label the name is the label's text with its mnemonic's
 * underscore, “_New Game”. A screen reader should hear “New Game” once, so
 * each button with a text label is named by that text alone.
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "rimau-accessible-names.h"

/* @text without its mnemonic marks: “_Save As…” is “Save As…”, and “__”
 * stands for an underscore. */
static char *
strip_mnemonic (const char *text)
{
  GString *clean = g_string_sized_new (strlen (text));

  for (const char *c = text; *c != '\0'; c++)
    {
      if (*c == '_' && c[1] != '\0')
        c++;
      g_string_append_c (clean, *c);
    }

  return g_string_free (clean, FALSE);
}

typedef void (*ButtonFunc) (GtkButton *button);

/* Calls @func on every button under @root, @root included. */
static void
foreach_button (GtkWidget  *root,
                ButtonFunc  func)
{
  if (GTK_IS_BUTTON (root))
    func (GTK_BUTTON (root));

  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    foreach_button (child, func);
}

/* Names @button by @name alone, not by what it is labelled by. */
static void
name_button (GtkButton  *button,
             const char *name)
{
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
  if (name != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
}

static void
clean_button_name (GtkButton *button)
{
  const char *label = gtk_button_get_label (button);
  g_autofree char *name = NULL;

  /* An icon-only button is labelled by its image, which GTK 4.8 names
   * after its type: Orca read “GtkImage Show a Hint”. Its name is the
   * accessible label it was given. */
  if (gtk_button_get_icon_name (button) != NULL)
    {
      name_button (button, NULL);
      return;
    }
  if (label == NULL)
    return;

  name = gtk_button_get_use_underline (button) ? strip_mnemonic (label) : g_strdup (label);
  name_button (button, name);
}

/* Names every button under @root, @root included: by its text, or by the
 * accessible label an icon-only one was given. Call it again after giving
 * a button a new label. */
void
rimau_accessible_name_buttons (GtkWidget *root)
{
  g_return_if_fail (GTK_IS_WIDGET (root));

  foreach_button (root, clean_button_name);
}

/* Shows @description, if any, under a combo row's title, and tells
 * assistive technologies the row's choice with it: GTK 4.8 reads a combo
 * row by its title alone, never saying what is chosen. */
void
rimau_accessible_describe_choice (AdwComboRow *row,
                                  const char  *description)
{
  GObject *choice;
  const char *value = "";
  g_autofree char *text = NULL;

  g_return_if_fail (ADW_IS_COMBO_ROW (row));

  choice = adw_combo_row_get_selected_item (row);
  if (GTK_IS_STRING_OBJECT (choice))
    value = gtk_string_object_get_string (GTK_STRING_OBJECT (choice));

  if (description != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), description);
  if (description != NULL && description[0] != '\0')
    /* Translators: a choice and what it means, as a screen reader reads a
     * row such as the New Game dialog's: “Mat Jenin. Computer: …” */
    text = g_strdup_printf (_("%s. %s"), value, description);
  else
    text = g_strdup (value);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
}

static void
choice_changed_cb (AdwComboRow *row)
{
  rimau_accessible_describe_choice (row, adw_action_row_get_subtitle (ADW_ACTION_ROW (row)));
}

/* Keeps a combo row's choice told, with the subtitle it has, as it
 * changes. */
void
rimau_accessible_follow_choice (AdwComboRow *row)
{
  g_return_if_fail (ADW_IS_COMBO_ROW (row));

  g_signal_connect (row, "notify::selected", G_CALLBACK (choice_changed_cb), NULL);
  choice_changed_cb (row);
}

/* A toast's close button: an icon, and neither a name nor a tooltip. */
static void
name_close_button (GtkButton *button)
{
  if (g_strcmp0 (gtk_button_get_icon_name (button), "window-close-symbolic") == 0 &&
      gtk_widget_get_tooltip_text (GTK_WIDGET (button)) == NULL)
    /* Translators: the accessible name of the button that closes a message */
    name_button (button, _("Dismiss"));
}

static void
name_toasts_idle (gpointer data)
{
  g_autoptr(GtkWidget) overlay = data;

  foreach_button (overlay, name_close_button);
}

/* libadwaita 1.2's toasts have a close button with no name at all, which
 * a screen reader reads as “GtkImage”. Call it after adding a toast and
 * after one is dismissed, when the next one in the queue comes up: the
 * toast's widgets are made once the overlay shows it. */
void
rimau_accessible_name_toasts (AdwToastOverlay *overlay)
{
  g_return_if_fail (ADW_IS_TOAST_OVERLAY (overlay));

  g_idle_add_once (name_toasts_idle, g_object_ref (overlay));
}
