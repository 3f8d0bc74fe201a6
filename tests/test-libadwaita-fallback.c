/* test-libadwaita-fallback.c — libadwaita's texts in a language it lacks
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "rimau-libadwaita-fallback.h"

static void
use_language (const char *language)
{
  g_setenv ("LANGUAGE", language, TRUE);
  setlocale (LC_ALL, "");
}

/* libadwaita 1.2 has no Malay: the About window's labels come from the
 * game's catalogue. */
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
  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/libadwaita-fallback/malay", test_malay_from_the_game);
  g_test_add_func ("/libadwaita-fallback/own-language-kept", test_own_language_kept);
  g_test_add_func ("/libadwaita-fallback/english-untouched", test_english_untouched);

  return g_test_run ();
}
