/* rimau-button-names.c — one clean accessible name per labelled button
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

#include "rimau-button-names.h"

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
      gtk_accessible_reset_relation (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
      return;
    }
  if (label == NULL)
    return;

  name = gtk_button_get_use_underline (button) ? strip_mnemonic (label) : g_strdup (label);
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
}

/* Names every button with a text label under @root, @root included. Call
 * it again after giving a button a new label. */
void
rimau_button_names_clean (GtkWidget *root)
{
  g_return_if_fail (GTK_IS_WIDGET (root));

  if (GTK_IS_BUTTON (root))
    clean_button_name (GTK_BUTTON (root));

  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    rimau_button_names_clean (child);
}
