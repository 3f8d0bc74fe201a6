/* main.c — the entry point of the Rimau game
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "rimau-application.h"

/* Where the translations are: RIMAU_LOCALEDIR, which `meson devenv` sets to
 * the build tree's po/ for uninstalled runs, or else the installed one. */
static const char *
locale_dir (void)
{
  const char *dir = g_getenv ("RIMAU_LOCALEDIR");

  return dir != NULL && *dir != '\0' ? dir : LOCALEDIR;
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(RimauApplication) app = NULL;

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, locale_dir ());
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  app = rimau_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
