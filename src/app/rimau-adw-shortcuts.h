/* rimau-adw-shortcuts.h — the game's shortcuts in libadwaita's own dialog
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#if ADW_CHECK_VERSION (1, 8, 0)
AdwDialog *rimau_adw_shortcuts_dialog_new (void);
#endif

G_END_DECLS
