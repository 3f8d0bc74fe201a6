/* rimau-crash-guard.h — personalities that keep crashing are left out
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* Crashes in a row after which a personality is left out of New Game. */
#define RIMAU_CRASHES_TO_LEAVE_OUT 2

gboolean  rimau_crash_guard_note_crash   (GSettings  *settings,
                                          const char *id);
void      rimau_crash_guard_note_answer  (GSettings  *settings,
                                          const char *id);
gboolean  rimau_crash_guard_leave_out    (GSettings  *settings,
                                          const char *id);
gboolean  rimau_crash_guard_is_left_out  (GSettings  *settings,
                                          const char *id);
void      rimau_crash_guard_take_back    (GSettings  *settings,
                                          const char *id);

G_END_DECLS
