/* rimau-crash-guard.c — personalities that keep crashing are left out
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A personality whose process crashed or quit twice with no ply answered
 * in between would do it again, and one whose module could not be loaded
 * would fail every time: it is left out of New Game, so that a player is
 * not led into the same failure over and over, until they turn it back on
 * in Preferences. Both counts live in GSettings, so that a
 * crash before a restart counts with one after it.
 */

#include "config.h"

#include "rimau-crash-guard.h"

#define CRASHES_KEY "crashes-in-a-row"
#define LEFT_OUT_KEY "left-out-personalities"

static guint
crashes_of (GSettings  *settings,
            const char *id)
{
  g_autoptr(GVariant) crashes = g_settings_get_value (settings, CRASHES_KEY);
  guint32 count = 0;

  g_variant_lookup (crashes, id, "u", &count);
  return count;
}

/* Sets @id's count, the others kept; 0 removes it. */
static void
set_crashes (GSettings  *settings,
             const char *id,
             guint       count)
{
  g_autoptr(GVariant) crashes = g_settings_get_value (settings, CRASHES_KEY);
  g_auto(GVariantBuilder) builder = G_VARIANT_BUILDER_INIT (G_VARIANT_TYPE ("a{su}"));
  GVariantIter iter;
  const char *key;
  guint32 value;

  g_variant_iter_init (&iter, crashes);
  while (g_variant_iter_next (&iter, "{&su}", &key, &value))
    if (g_strcmp0 (key, id) != 0)
      g_variant_builder_add (&builder, "{su}", key, value);
  if (count > 0)
    g_variant_builder_add (&builder, "{su}", id, (guint32) count);
  g_settings_set_value (settings, CRASHES_KEY, g_variant_builder_end (&builder));
}

gboolean
rimau_crash_guard_is_left_out (GSettings  *settings,
                               const char *id)
{
  g_auto(GStrv) left_out = g_settings_get_strv (settings, LEFT_OUT_KEY);

  g_return_val_if_fail (G_IS_SETTINGS (settings) && id != NULL, FALSE);
  return g_strv_contains ((const char * const *) left_out, id);
}

/**
 * rimau_crash_guard_note_crash:
 *
 * Counts a crash of @id's process.
 *
 * Returns: whether @id was left out of New Game just now
 */
gboolean
rimau_crash_guard_note_crash (GSettings  *settings,
                              const char *id)
{
  guint count;

  g_return_val_if_fail (G_IS_SETTINGS (settings) && id != NULL, FALSE);

  count = crashes_of (settings, id) + 1;
  set_crashes (settings, id, count);
  return count >= RIMAU_CRASHES_TO_LEAVE_OUT && rimau_crash_guard_leave_out (settings, id);
}

/**
 * rimau_crash_guard_leave_out:
 *
 * Leaves @id out of New Game at once, as a personality whose module could
 * not be loaded: it would fail every time.
 *
 * Returns: whether @id was not left out before
 */
gboolean
rimau_crash_guard_leave_out (GSettings  *settings,
                             const char *id)
{
  g_autoptr(GStrvBuilder) builder = NULL;
  g_auto(GStrv) left_out = NULL;
  g_auto(GStrv) updated = NULL;

  g_return_val_if_fail (G_IS_SETTINGS (settings) && id != NULL, FALSE);

  if (rimau_crash_guard_is_left_out (settings, id))
    return FALSE;
  left_out = g_settings_get_strv (settings, LEFT_OUT_KEY);
  builder = g_strv_builder_new ();
  g_strv_builder_addv (builder, (const char **) left_out);
  g_strv_builder_add (builder, id);
  updated = g_strv_builder_end (builder);
  g_settings_set_strv (settings, LEFT_OUT_KEY, (const char * const *) updated);
  return TRUE;
}

/* @id answered a ply: the crashes before it are no longer in a row. */
void
rimau_crash_guard_note_answer (GSettings  *settings,
                               const char *id)
{
  g_return_if_fail (G_IS_SETTINGS (settings) && id != NULL);

  if (crashes_of (settings, id) > 0)
    set_crashes (settings, id, 0);
}

/* The player turned @id back on: it starts again with no crash. */
void
rimau_crash_guard_take_back (GSettings  *settings,
                             const char *id)
{
  g_auto(GStrv) left_out = NULL;
  g_autoptr(GStrvBuilder) builder = NULL;
  g_auto(GStrv) updated = NULL;

  g_return_if_fail (G_IS_SETTINGS (settings) && id != NULL);

  left_out = g_settings_get_strv (settings, LEFT_OUT_KEY);
  builder = g_strv_builder_new ();
  for (guint i = 0; left_out[i] != NULL; i++)
    if (g_strcmp0 (left_out[i], id) != 0)
      g_strv_builder_add (builder, left_out[i]);
  updated = g_strv_builder_end (builder);
  g_settings_set_strv (settings, LEFT_OUT_KEY, (const char * const *) updated);
  set_crashes (settings, id, 0);
}
