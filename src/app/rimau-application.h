/* rimau-application.h — the Rimau application: actions, settings, windows
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define RIMAU_TYPE_APPLICATION (rimau_application_get_type ())

G_DECLARE_FINAL_TYPE (RimauApplication, rimau_application, RIMAU, APPLICATION, AdwApplication)

RimauApplication *rimau_application_new          (void);
GSettings        *rimau_application_get_settings (RimauApplication *self);

G_END_DECLS
