/* rimau-seconds.c — times in milliseconds as people read them
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A time per ply is given in milliseconds and shown in seconds, exactly:
 * 250 ms is 0.25 s, never rounded to 0.2 or 0.3, and 1000 ms is 1 s,
 * not 1.0 s.
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "rimau-seconds.h"

/* The decimals that @ms has in seconds: 0 to 3. */
static int
n_decimals (guint ms)
{
  if (ms % 1000 == 0)
    return 0;
  if (ms % 100 == 0)
    return 1;
  if (ms % 10 == 0)
    return 2;
  return 3;
}

/* @ms in seconds, a number alone ("0.25", "1", "1.5"), with the decimal
 * sign of the user's language. Returns a newly allocated string. */
char *
rimau_format_seconds_number (guint ms)
{
  /* Rounded to its own decimals, the double nearest @ms / 1000 prints
   * exactly the decimal number it stands for. */
  return g_strdup_printf ("%.*f", n_decimals (ms), ms / 1000.0);
}

/* @ms in seconds with the unit ("0.25 s", "1 s", "1.5 s"), in the
 * user's language. Returns a newly allocated string. */
char *
rimau_format_seconds (guint ms)
{
  g_autofree char *number = rimau_format_seconds_number (ms);

  /* Translators: a time in seconds, such as "1.5 s"; %s is the number. */
  return g_strdup_printf (C_("time", "%s s"), number);
}
