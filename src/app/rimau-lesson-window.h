/* rimau-lesson-window.h — a first lesson played on the board, beside the game
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* The lesson's steps: remove, drop, jump, trap. */
#define RIMAU_LESSON_N_STEPS 4

#define RIMAU_TYPE_LESSON_WINDOW (rimau_lesson_window_get_type ())

G_DECLARE_FINAL_TYPE (RimauLessonWindow, rimau_lesson_window, RIMAU, LESSON_WINDOW, AdwWindow)

GtkWindow  *rimau_lesson_window_new          (GtkWindow         *parent);
guint       rimau_lesson_window_get_step     (RimauLessonWindow *self);
gboolean    rimau_lesson_window_get_done     (RimauLessonWindow *self);
const char *rimau_lesson_window_get_message  (RimauLessonWindow *self);

G_END_DECLS
