/* rimau-shortcuts.h — the game's keyboard shortcuts, listed once
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* One shortcut: what it does, and either the action whose accelerators
 * are its keys or, for keys that belong to no action (the board's), the
 * keys themselves as accelerators separated by spaces. */
typedef struct
{
  const char *title;          /* untranslated: marked with N_() */
  const char *action_name;
  const char *accelerator;
} RimauShortcut;

typedef struct
{
  const char          *title; /* untranslated: marked with N_() */
  const RimauShortcut *shortcuts;
  guint                n_shortcuts;
} RimauShortcutSection;

const RimauShortcutSection *rimau_shortcuts_get_sections (guint               *n_sections);
GStrv                       rimau_shortcut_get_accels    (const RimauShortcut *shortcut,
                                                          GtkApplication      *app);

G_END_DECLS
