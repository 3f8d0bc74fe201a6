/* rimau-shortcuts.c — the game's keyboard shortcuts, listed once
 *
 * The Keyboard Shortcuts dialog is built from this list, whichever
 * libadwaita draws it. A shortcut of an action names the action, never
 * its keys: the keys are the ones the application gives the action
 * (rimau-application.c), so that the dialog can never say other keys
 * than the ones that work.
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "rimau-shortcuts.h"

static const RimauShortcut game_shortcuts[] = {
  { N_("New game"), "win.new-game" },
  { N_("Open a game"), "win.open" },
  { N_("Save the game"), "win.save" },
  { N_("Save the game as"), "win.save-as" },
  { N_("Undo"), "win.undo" },
  { N_("Redo"), "win.redo" },
  { N_("Show a hint"), "win.hint" },
};

static const RimauShortcut computer_shortcuts[] = {
  { N_("Pause or resume the computers"), "win.pause-computers" },
  { N_("Have the computer move now"), "win.move-now" },
};

static const RimauShortcut history_shortcuts[] = {
  { N_("Go to the start"), "win.go-start" },
  { N_("Go back one move"), "win.go-back" },
  { N_("Go forward one move"), "win.go-forward" },
  { N_("Go to the game’s position"), "win.go-end" },
  { N_("Analyse the game"), "win.analyse" },
};

/* The board's own keys, which the board and its points handle
 * (rimau-board-view-input.c) rather than an action. */
static const RimauShortcut board_shortcuts[] = {
  { N_("Move the focus between points"), NULL, "Left Right Up Down" },
  { N_("Select a piece, or play to the focused point"), NULL, "Return space" },
  { N_("Cancel the selection"), NULL, "Escape" },
  { N_("Go to a point by typing its name, such as c5"), NULL, "c 5" },
};

/* What a player who cannot see the board asks of it. */
static const RimauShortcut ask_shortcuts[] = {
  { N_("Say whose turn it is and what to do"), "win.say-situation" },
  { N_("Say where the pieces are"), "win.say-pieces" },
  { N_("Say which men are in danger"), "win.say-danger" },
  { N_("Say the moves that can be played"), "win.say-moves" },
  { N_("Say the last move"), "win.say-last-move" },
};

static const RimauShortcut general_shortcuts[] = {
  { N_("Rules"), "win.show-rules" },
  { N_("Preferences"), "app.preferences" },
  { N_("Keyboard shortcuts"), "win.show-shortcuts" },
  { N_("Close the window"), "window.close" },
  { N_("Quit"), "app.quit" },
};

static const RimauShortcutSection sections[] = {
  { N_("Game"), game_shortcuts, G_N_ELEMENTS (game_shortcuts) },
  { N_("Computers"), computer_shortcuts, G_N_ELEMENTS (computer_shortcuts) },
  { N_("History"), history_shortcuts, G_N_ELEMENTS (history_shortcuts) },
  { N_("Board"), board_shortcuts, G_N_ELEMENTS (board_shortcuts) },
  { N_("Ask the Board"), ask_shortcuts, G_N_ELEMENTS (ask_shortcuts) },
  { N_("General"), general_shortcuts, G_N_ELEMENTS (general_shortcuts) },
};

/* The sections in the order the dialog shows them. */
const RimauShortcutSection *
rimau_shortcuts_get_sections (guint *n_sections)
{
  g_return_val_if_fail (n_sections != NULL, NULL);

  *n_sections = G_N_ELEMENTS (sections);
  return sections;
}

/* The keys of @shortcut, one accelerator each, as gtk_accelerator_parse()
 * reads them: @app's for its action. Empty, never %NULL, for an action
 * that has none. */
GStrv
rimau_shortcut_get_accels (const RimauShortcut *shortcut,
                           GtkApplication      *app)
{
  g_return_val_if_fail (shortcut != NULL, NULL);
  g_return_val_if_fail (GTK_IS_APPLICATION (app), NULL);

  if (shortcut->action_name != NULL)
    return gtk_application_get_accels_for_action (app, shortcut->action_name);
  return g_strsplit (shortcut->accelerator, " ", -1);
}
