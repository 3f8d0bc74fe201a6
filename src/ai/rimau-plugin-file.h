/* rimau-plugin-file.h — what a personality's .plugin file says
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "rimau-search-strategy.h"

G_BEGIN_DECLS

/* A .plugin file's [Plugin] group as Rimau reads it: libpeas' keys, and
 * the X-Rimau-* keys that docs/strength.md lists with their ranges and
 * defaults. */
typedef struct
{
  /* Where the file was read from. */
  char           *path;
  /* Module=: the personality's id. */
  char           *id;
  /* Name=, Description= and Icon=, in the user's language where the file
   * has it; description and icon_name may be NULL. */
  char           *name;
  char           *description;
  char           *icon_name;
  gboolean        hidden;
  guint           strength;
  gboolean        gives_hints;
  /* Loader=: the language of the module, "python" or (as libpeas 1 named
   * it) "python3"; NULL for C. */
  char           *loader;
  /* X-Rimau-Search made it a character of the built-in searches, which
   * @character describes: Module= then names no module, only the id. */
  gboolean        is_character;
  RimauCharacter  character;
} RimauPluginFile;

/* The file at @path, or NULL with a G_KEY_FILE_ERROR, or a G_IO_ERROR
 * where it could not be read, whose message names the key that is wrong
 * and why, not the file; it quotes at most a few words of a value. */
RimauPluginFile *rimau_plugin_file_read (const char       *path,
                                         GError          **error);
void             rimau_plugin_file_free (RimauPluginFile  *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (RimauPluginFile, rimau_plugin_file_free)

G_END_DECLS
