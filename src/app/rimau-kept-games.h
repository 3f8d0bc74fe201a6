/* rimau-kept-games.h — the games kept in the state folder for the next start
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

GFile     *rimau_kept_games_folder             (void);
GFile     *rimau_kept_games_last_game          (GFile      *folder);
GFile     *rimau_kept_games_new_file           (GFile      *folder);
GPtrArray *rimau_kept_games_list_windows       (GFile      *folder);
void       rimau_kept_games_remove_temporaries (GFile      *folder);
GFile     *rimau_kept_games_move_aside         (GFile      *file,
                                                GDateTime  *when,
                                                GError    **error);
char      *rimau_kept_games_display_path       (GFile      *file);

G_END_DECLS
