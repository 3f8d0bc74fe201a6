/* rimau-text-scale.h — how much larger than usual text is drawn
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* The desktop's text scaling reaches GTK as its font resolution, 96 dpi
 * being the usual size: sizes given in pixels for text grow with it. */
static inline double
rimau_text_scale (GtkWidget *widget)
{
  int dpi = -1;

  g_object_get (gtk_widget_get_settings (widget), "gtk-xft-dpi", &dpi, NULL);
  return dpi > 0 ? MAX (1.0, dpi / (96.0 * 1024.0)) : 1.0;
}

G_END_DECLS
