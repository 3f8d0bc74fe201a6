/* test-libadwaita-fallback.c — libadwaita's texts in a language it lacks
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <string.h>

#include "rimau-libadwaita-fallback.h"

static void
use_language (const char *language)
{
  g_setenv ("LANGUAGE", language, TRUE);
  setlocale (LC_ALL, "");
}

/* libadwaita has no Malay (1.10 neither): the About window's labels come
 * from the game's catalogue. */
static void
test_malay_from_the_game (void)
{
  use_language ("ms");
  g_assert_true (rimau_libadwaita_fallback_bind ());
  g_assert_cmpstr (g_dgettext ("libadwaita", "Credits"), ==, "Kredit");
  g_assert_cmpstr (g_dgettext ("libadwaita", "_Details"), ==, "_Butiran");
  g_assert_cmpstr (g_dgettext ("libadwaita", "Translated by"), ==, "Diterjemahkan oleh");
}

/* A language libadwaita has stays libadwaita's. */
static void
test_own_language_kept (void)
{
  g_autofree char *system_dir = g_strdup (LOCALEDIR_OF_LIBADWAITA);
  g_autofree char *german = g_build_filename (system_dir, "de", "LC_MESSAGES", "libadwaita.mo", NULL);

  if (!g_file_test (german, G_FILE_TEST_EXISTS))
    {
      g_test_skip ("libadwaita has no German catalogue here");
      return;
    }

  bindtextdomain ("libadwaita", system_dir);
  use_language ("de");
  g_assert_false (rimau_libadwaita_fallback_bind ());
  g_assert_cmpstr (bindtextdomain ("libadwaita", NULL), ==, system_dir);
  g_assert_cmpstr (g_dgettext ("libadwaita", "Credits"), !=, "Credits");
  g_assert_cmpstr (g_dgettext ("libadwaita", "Credits"), !=, "Kredit");
}

/* English needs no catalogue. */
static void
test_english_untouched (void)
{
  g_autofree char *before = NULL;

  bindtextdomain ("libadwaita", LOCALEDIR_OF_LIBADWAITA);
  before = g_strdup (bindtextdomain ("libadwaita", NULL));
  use_language ("en");
  g_assert_false (rimau_libadwaita_fallback_bind ());
  g_assert_cmpstr (bindtextdomain ("libadwaita", NULL), ==, before);
}

int
main (int   argc,
      char *argv[])
{
  const char *locale = setlocale (LC_ALL, "");

  /* glibc heeds LANGUAGE only in a real locale: never in C or C.UTF-8,
   * nor in one the system lacks, which setlocale() refuses. */
  if (locale == NULL || strcmp (locale, "C") == 0 || g_str_has_prefix (locale, "C.")
      || strcmp (locale, "POSIX") == 0)
    {
      g_printerr ("Run in a real UTF-8 locale such as LC_ALL=en_US.UTF-8, not “%s”: "
                  "LANGUAGE is not heeded there\n",
                  locale != NULL ? locale : g_getenv ("LC_ALL"));
      return 1;
    }

  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/libadwaita-fallback/malay", test_malay_from_the_game);
  g_test_add_func ("/libadwaita-fallback/own-language-kept", test_own_language_kept);
  g_test_add_func ("/libadwaita-fallback/english-untouched", test_english_untouched);

  return g_test_run ();
}
