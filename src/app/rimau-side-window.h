/* rimau-side-window.h — what the windows beside the game share
 *
 * The Rules, the Puzzles and the first lesson open beside the game
 * window: they close with Escape or Control+W, say what happens to a
 * screen reader as the game window does, and mark points named in words.
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "rimau-engine.h"

G_BEGIN_DECLS

/* Escape and Control+W close the window: the application's Control+W
 * reaches only its own windows, and these belong to none. */
static inline void
rimau_side_window_class_add_close_keys (GtkWidgetClass *widget_class)
{
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "window.close", NULL);
}

/* Tells @text to assistive technologies from @widget. Without an
 * accessibility bus, and under GTK_A11Y=test, GTK gives a widget a context
 * that nothing listens to and that cannot announce: GTK 4.18's test
 * context has no announce(), and asking it to crashes. */
static inline void
rimau_announce (GtkWidget  *widget,
                const char *text)
{
  g_autoptr(GtkATContext) context = gtk_accessible_get_at_context (GTK_ACCESSIBLE (widget));

  if (text == NULL || text[0] == '\0' || context == NULL ||
      g_strcmp0 (G_OBJECT_TYPE_NAME (context), "GtkTestATContext") == 0)
    return;
  gtk_accessible_announce (GTK_ACCESSIBLE (widget), text, GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_MEDIUM);
}

/* The points named in @names, such as "b4 c5 d6". */
static inline RimauMask
rimau_mask_of_names (const char *names)
{
  g_auto(GStrv) list = g_strsplit (names, " ", -1);
  RimauMask mask = 0;

  for (guint i = 0; list[i] != NULL; i++)
    if (list[i][0] != '\0')
      mask |= RIMAU_MASK (rimau_point_from_name (list[i], 2));

  return mask;
}

G_END_DECLS
