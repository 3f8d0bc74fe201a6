/* rimau-i18n.c — where Rimau's translations are
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "rimau-i18n.h"

/* Binds Rimau's text domain, in UTF-8, to RIMAU_LOCALEDIR, which
 * `meson devenv` and the tests set to the build tree's po/ for uninstalled
 * runs, or else to the installed locale dir. Programs call it once at
 * start, after setlocale(). */
void
rimau_i18n_bind_text_domain (void)
{
  const char *dir = g_getenv ("RIMAU_LOCALEDIR");

  bindtextdomain (GETTEXT_PACKAGE, dir != NULL && *dir != '\0' ? dir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
}
