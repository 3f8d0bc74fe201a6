/* rimau-window.h — a game window: a view of one session
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "rimau-session.h"

G_BEGIN_DECLS

/* The application makes the windows: it is named here, not included. */
typedef struct _RimauApplication RimauApplication;

#define RIMAU_TYPE_WINDOW (rimau_window_get_type ())

G_DECLARE_FINAL_TYPE (RimauWindow, rimau_window, RIMAU, WINDOW, AdwApplicationWindow)

RimauWindow  *rimau_window_new              (RimauApplication *application);
RimauSession *rimau_window_get_session      (RimauWindow      *self);
void          rimau_window_open_file        (RimauWindow      *self,
                                             GFile            *file);
void          rimau_window_offer_rules      (RimauWindow      *self);
void          rimau_window_resume_kept_game (RimauWindow      *self,
                                             GFile            *file,
                                             gboolean          paused);

G_END_DECLS
