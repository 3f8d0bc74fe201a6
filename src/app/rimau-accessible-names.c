/* rimau-accessible-names.c — what assistive technologies read of choices
 *
 * A combo row shows its choice beside its title and what the choice means
 * under it; assistive technologies are told both, with the row, as its
 * description, so that a screen reader says what is chosen as it reads the
 * row, not only the row's title.
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "rimau-accessible-names.h"

/* Shows @description, if any, under a combo row's title, and tells
 * assistive technologies the row's choice with it: a combo row is named by
 * its title, and the choice shown beside it is not part of that name. */
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
  /* libadwaita has the row described by its subtitle's label, which GTK
   * reads before the description and which leaves the choice out. */
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_RELATION_DESCRIBED_BY);
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
