/* rimau-libadwaita-fallback.c — libadwaita's texts in languages it lacks
 *
 * The About dialog's labels (Details, Credits, Legal…) and a few others
 * are libadwaita's, translated by libadwaita's catalogues; libadwaita
 * has none in Malay (1.7 to 1.10 at least), so a Malay player would see
 * them in English. The game
 * ships catalogues of those texts (po-libadwaita/) and, where libadwaita
 * has no catalogue at all for the player's language, lets libadwaita read
 * the game's instead. A language libadwaita has is left to it, so nothing
 * it translates is lost, and a text it changes falls back to English.
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "rimau-libadwaita-fallback.h"

#define LIBADWAITA_DOMAIN "libadwaita"

static gboolean
has_catalogue (const char *localedir,
               const char *language)
{
  g_autofree char *path = g_build_filename (localedir, language, "LC_MESSAGES", LIBADWAITA_DOMAIN ".mo", NULL);

  return g_file_test (path, G_FILE_TEST_IS_REGULAR);
}

static const char *
fallback_localedir (void)
{
  const char *dir = g_getenv ("RIMAU_FALLBACK_LOCALEDIR");

  return dir != NULL && *dir != '\0' ? dir : FALLBACK_LOCALEDIR;
}

/* Call once libadwaita is initialised, which binds its own domain.
 * Returns whether libadwaita now reads the game's catalogues. */
gboolean
rimau_libadwaita_fallback_bind (void)
{
  const char *own_dir = bindtextdomain (LIBADWAITA_DOMAIN, NULL);
  const char *fallback_dir = fallback_localedir ();
  const char * const *languages = g_get_language_names ();

  /* In the order the player prefers them, up to English. */
  for (guint i = 0; languages[i] != NULL && strcmp (languages[i], "C") != 0; i++)
    {
      if (own_dir != NULL && has_catalogue (own_dir, languages[i]))
        return FALSE;
      if (has_catalogue (fallback_dir, languages[i]))
        {
          bindtextdomain (LIBADWAITA_DOMAIN, fallback_dir);
          bind_textdomain_codeset (LIBADWAITA_DOMAIN, "UTF-8");
          return TRUE;
        }
    }

  return FALSE;
}
