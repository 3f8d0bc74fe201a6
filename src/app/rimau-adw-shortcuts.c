/* rimau-adw-shortcuts.c — the game's shortcuts in libadwaita's own dialog
 *
 * From libadwaita 1.8 the Keyboard Shortcuts dialog is libadwaita's
 * AdwShortcutsDialog, which players know from GNOME's other applications
 * and which can search the shortcuts. It shows the list of
 * rimau-shortcuts.c; an action's keys are the application's, which the
 * dialog looks up itself.
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

/* The build pins ADW_VERSION_MAX_ALLOWED to the baseline's libadwaita,
 * 1.7, so that calling anything newer is an error, and this file calls
 * libadwaita 1.8 on purpose, only when it is built against it (below).
 * Unpinned, the limit is the version of the headers the file is compiled
 * with. ADW_VERSION_MIN_REQUIRED stays pinned: nothing deprecated at 1.7
 * can be called here either. This must come before adwaita.h. */
#undef ADW_VERSION_MAX_ALLOWED

#include <glib/gi18n.h>

#include "rimau-adw-shortcuts.h"
#include "rimau-shortcuts.h"

#if ADW_CHECK_VERSION (1, 8, 0)

static AdwShortcutsItem *
item_new (const RimauShortcut *shortcut)
{
  if (shortcut->action_name != NULL)
    return adw_shortcuts_item_new_from_action (_(shortcut->title), shortcut->action_name);
  return adw_shortcuts_item_new (_(shortcut->title), shortcut->accelerator);
}

/* libadwaita's Keyboard Shortcuts dialog with the list's shortcuts. */
AdwDialog *
rimau_adw_shortcuts_dialog_new (void)
{
  AdwDialog *dialog = adw_shortcuts_dialog_new ();
  guint n_sections;
  const RimauShortcutSection *sections = rimau_shortcuts_get_sections (&n_sections);

  for (guint i = 0; i < n_sections; i++)
    {
      AdwShortcutsSection *section = adw_shortcuts_section_new (_(sections[i].title));

      /* The section takes the items, and the dialog the sections. */
      for (guint j = 0; j < sections[i].n_shortcuts; j++)
        adw_shortcuts_section_add (section, item_new (&sections[i].shortcuts[j]));
      adw_shortcuts_dialog_add (ADW_SHORTCUTS_DIALOG (dialog), section);
    }

  return dialog;
}

#endif
