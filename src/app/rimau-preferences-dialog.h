/* rimau-preferences-dialog.h — the preferences: style and board marks
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define RIMAU_TYPE_PREFERENCES_DIALOG (rimau_preferences_dialog_get_type ())

G_DECLARE_FINAL_TYPE (RimauPreferencesDialog, rimau_preferences_dialog, RIMAU, PREFERENCES_DIALOG, AdwPreferencesDialog)

RimauPreferencesDialog *rimau_preferences_dialog_new (GSettings *settings);

G_END_DECLS
