/* rimau-preferences-window.h — the preferences: style and board marks
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define RIMAU_TYPE_PREFERENCES_WINDOW (rimau_preferences_window_get_type ())

G_DECLARE_FINAL_TYPE (RimauPreferencesWindow, rimau_preferences_window, RIMAU, PREFERENCES_WINDOW, AdwPreferencesWindow)

RimauPreferencesWindow *rimau_preferences_window_new (GSettings *settings);

G_END_DECLS
