/* rimau-widget-text.h — giving labels and images only what changes, and
 * texts that the keyboard reaches
 *
 * GTK lays a label or an image out again, and with it the window, whenever
 * it is given its text or icon, even the one it shows: only changes are
 * given to it.
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

static inline void
rimau_label_show_text (GtkLabel   *label,
                       const char *text)
{
  if (g_strcmp0 (gtk_label_get_label (label), text) != 0)
    gtk_label_set_label (label, text);
}

static inline void
rimau_image_show_icon (GtkImage   *image,
                       const char *icon_name)
{
  if (gtk_image_get_storage_type (image) != GTK_IMAGE_ICON_NAME ||
      g_strcmp0 (gtk_image_get_icon_name (image), icon_name) != 0)
    gtk_image_set_from_icon_name (image, icon_name);
}

/* Makes @label a stop of the keyboard, whose text a screen reader reads
 * line by line and a person can select. Reached, a text puts its caret at
 * its start rather than select itself whole: that would paint every text
 * read, and a screen reader hears the selection first and may not read
 * the text. The game's selectable labels are all such texts, so the
 * setting, which is the display's, is theirs. */
static inline void
rimau_label_make_readable (GtkLabel *label)
{
  g_object_set (gtk_widget_get_settings (GTK_WIDGET (label)), "gtk-label-select-on-focus", FALSE, NULL);
  gtk_label_set_selectable (label, TRUE);
  /* Its menu (Copy, Select All) is no news to a screen reader's user, who
   * would hear "opens popup" after every text. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_HAS_POPUP, FALSE, -1);
}

G_END_DECLS
