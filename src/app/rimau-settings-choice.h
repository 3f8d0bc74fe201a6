/* rimau-settings-choice.h — a list's choice kept in a setting by its id
 *
 * A drop-down or a combo row lists the values of a string or enum key in
 * order; the key keeps the id of the item selected, so that the list can
 * change its words, or its language, and the setting still means the same.
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* The ids are a NULL-terminated array, given as the mapping's data. */
static inline gboolean
rimau_settings_choice_from_id (GValue   *value,
                               GVariant *variant,
                               gpointer  ids)
{
  const char * const *choices = ids;
  const char *id = g_variant_get_string (variant, NULL);

  for (guint i = 0; choices[i] != NULL; i++)
    if (g_str_equal (choices[i], id))
      {
        g_value_set_uint (value, i);
        return TRUE;
      }
  return FALSE;
}

/* An item that is not in the list, or none, keeps nothing. */
static inline GVariant *
rimau_settings_choice_to_id (const GValue       *value,
                             const GVariantType *expected_type,
                             gpointer            ids)
{
  const char * const *choices = ids;
  guint selected = g_value_get_uint (value);

  if (selected >= g_strv_length ((char **) choices))
    return NULL;
  return g_variant_new_string (choices[selected]);
}

/* Binds @key to the "selected" item of @list, a GtkDropDown or an
 * AdwComboRow whose items are @ids in their order. */
static inline void
rimau_settings_bind_choice (GSettings          *settings,
                            const char         *key,
                            gpointer            list,
                            const char * const *ids)
{
  g_settings_bind_with_mapping (settings, key, list, "selected", G_SETTINGS_BIND_DEFAULT,
                                rimau_settings_choice_from_id, rimau_settings_choice_to_id, (gpointer) ids, NULL);
}

G_END_DECLS
