/* rimau-shortcuts-dialog.h — the Keyboard Shortcuts dialog before libadwaita 1.8
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define RIMAU_TYPE_SHORTCUTS_DIALOG (rimau_shortcuts_dialog_get_type ())

G_DECLARE_FINAL_TYPE (RimauShortcutsDialog, rimau_shortcuts_dialog, RIMAU, SHORTCUTS_DIALOG, AdwDialog)

RimauShortcutsDialog *rimau_shortcuts_dialog_new (GtkApplication *app);

G_END_DECLS
