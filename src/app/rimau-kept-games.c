/* rimau-kept-games.c — the games kept in the state folder for the next start
 *
 * Each game window keeps its game, while it holds plies in no file, in a
 * file of the state folder (~/.local/state/rimau): the first window of a
 * plain start in "last-game.rimau", every other window in one of its own,
 * "window-ID.rimau". At the next start, each is taken up in a window
 * again. A kept game that cannot be read is never dropped nor written
 * over: it is moved aside, under its name with ".unreadable-" and the
 * time, for the person to look at. Writes that were killed left their
 * temporary files (rimau-safe-file.c, and GLib's); they are cleared away
 * at the start, when no write can be under way.
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "rimau-kept-games.h"
#include "rimau-safe-file.h"

#define LAST_GAME_NAME "last-game.rimau"
#define WINDOW_PREFIX "window-"
#define RECORD_SUFFIX ".rimau"
/* Moved aside twice in one second, a file takes a number after its time;
 * this many are tried. */
#define MAX_ASIDE_NUMBERS 100

/* ~/.local/state/rimau, or the Flatpak's own state folder. */
GFile *
rimau_kept_games_folder (void)
{
  return g_file_new_build_filename (g_get_user_state_dir (), "rimau", NULL);
}

/* Where the first window of a plain start keeps its game. */
GFile *
rimau_kept_games_last_game (GFile *folder)
{
  g_return_val_if_fail (G_IS_FILE (folder), NULL);

  return g_file_get_child (folder, LAST_GAME_NAME);
}

/* A file for a window to keep its game in, which no other window has. */
GFile *
rimau_kept_games_new_file (GFile *folder)
{
  g_return_val_if_fail (G_IS_FILE (folder), NULL);

  for (;;)
    {
      g_autofree char *name = g_strdup_printf (WINDOW_PREFIX "%08x%08x" RECORD_SUFFIX,
                                               g_random_int (), g_random_int ());
      g_autoptr(GFile) file = g_file_get_child (folder, name);

      if (!g_file_query_exists (file, NULL))
        return g_steal_pointer (&file);
    }
}

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

/* The games other windows than a plain start's first kept, in the order
 * of their names. */
GPtrArray *
rimau_kept_games_list_windows (GFile *folder)
{
  g_autofree char *path = NULL;
  g_autoptr(GDir) dir = NULL;
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  GPtrArray *files = g_ptr_array_new_with_free_func (g_object_unref);
  const char *name;

  g_return_val_if_fail (G_IS_FILE (folder), files);

  path = g_file_get_path (folder);
  dir = path != NULL ? g_dir_open (path, 0, NULL) : NULL;
  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_prefix (name, WINDOW_PREFIX) && g_str_has_suffix (name, RECORD_SUFFIX))
      g_ptr_array_add (names, g_strdup (name));

  g_ptr_array_sort (names, compare_names);
  for (guint i = 0; i < names->len; i++)
    g_ptr_array_add (files, g_file_get_child (folder, g_ptr_array_index (names, i)));
  return files;
}

/* Clears away the temporary files of writes that were killed. Only at
 * the start, before any window keeps its game. */
void
rimau_kept_games_remove_temporaries (GFile *folder)
{
  g_autofree char *path = NULL;
  g_autoptr(GDir) dir = NULL;
  const char *name;

  g_return_if_fail (G_IS_FILE (folder));

  path = g_file_get_path (folder);
  dir = path != NULL ? g_dir_open (path, 0, NULL) : NULL;
  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    if (rimau_safe_file_is_temporary (name))
      {
        g_autofree char *child = g_build_filename (path, name, NULL);

        if (g_file_test (child, G_FILE_TEST_IS_REGULAR) && !g_file_test (child, G_FILE_TEST_IS_SYMLINK))
          g_unlink (child);
      }
}

/* The name @file is moved aside to: NAME.unreadable-YYYYMMDD-HHMMSS, with
 * -N after it from the second on. */
static GFile *
aside_file (GFile     *file,
            GDateTime *when,
            guint      number)
{
  g_autoptr(GFile) folder = g_file_get_parent (file);
  g_autofree char *name = g_file_get_basename (file);
  g_autofree char *time = g_date_time_format (when, "%Y%m%d-%H%M%S");
  g_autofree char *aside = number == 0 ? g_strdup_printf ("%s.unreadable-%s", name, time)
                                       : g_strdup_printf ("%s.unreadable-%s-%u", name, time, number + 1);

  return g_file_get_child (folder, aside);
}

/**
 * rimau_kept_games_move_aside:
 * @file: a kept game that cannot be read
 * @when: the time to name it by
 * @error: why it could not be moved
 *
 * Moves @file out of the way of the game kept next, beside it, under a
 * name that says what it is and when it was found so, never over another
 * file.
 *
 * Returns: (transfer full) (nullable): where @file is now, or %NULL
 */
GFile *
rimau_kept_games_move_aside (GFile      *file,
                             GDateTime  *when,
                             GError    **error)
{
  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (when != NULL, NULL);

  for (guint number = 0; number < MAX_ASIDE_NUMBERS; number++)
    {
      g_autoptr(GFile) aside = aside_file (file, when, number);
      g_autoptr(GError) local_error = NULL;

      if (g_file_move (file, aside, G_FILE_COPY_NOFOLLOW_SYMLINKS, NULL, NULL, NULL, &local_error))
        return g_steal_pointer (&aside);
      if (!g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_EXISTS) || number + 1 == MAX_ASIDE_NUMBERS)
        {
          g_propagate_error (error, g_steal_pointer (&local_error));
          return NULL;
        }
    }

  g_return_val_if_reached (NULL);
}

/* @file's path for a person to read, with ~ for the home folder. */
char *
rimau_kept_games_display_path (GFile *file)
{
  g_autofree char *path = NULL;
  g_autofree char *home = NULL;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  path = g_file_get_path (file);
  if (path == NULL)
    return g_file_get_parse_name (file);

  home = g_strconcat (g_get_home_dir (), G_DIR_SEPARATOR_S, NULL);
  if (g_str_has_prefix (path, home) && path[strlen (home)] != '\0')
    {
      g_autofree char *rest = g_filename_display_name (path + strlen (home));

      return g_build_filename ("~", rest, NULL);
    }
  return g_filename_display_name (path);
}
