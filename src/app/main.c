/* main.c — the entry point of the Rimau game
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "rimau-application.h"
#include "rimau-i18n.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr(RimauApplication) app = NULL;

  setlocale (LC_ALL, "");
  rimau_i18n_bind_text_domain ();
  textdomain (GETTEXT_PACKAGE);

  app = rimau_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
