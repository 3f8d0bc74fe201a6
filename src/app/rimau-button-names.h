/* rimau-button-names.h — one clean accessible name per labelled button
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void rimau_button_names_clean (GtkWidget *root);

G_END_DECLS
