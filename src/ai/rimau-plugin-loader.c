/* rimau-plugin-loader.c — finds the computer opponents and creates them
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every libpeas call of Rimau is in this file, so that moving to another
 * version of libpeas changes nothing else.
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <libpeas/peas.h>

#include "rimau-ai-error.h"
#include "rimau-plugin-loader.h"

struct _RimauPluginLoader
{
  GObject           parent_instance;

  PeasEngine       *engine;
  /* Every plugin found, hidden ones too, by id. */
  GHashTable       *personalities;
  /* The ones players choose from, weakest first. */
  GListStore       *visible;
  /* The one that gives hints, if any; personalities holds it. */
  RimauPersonality *hint_personality;
};

G_DEFINE_FINAL_TYPE (RimauPluginLoader, rimau_plugin_loader, G_TYPE_OBJECT)

static void
rimau_plugin_loader_dispose (GObject *object)
{
  RimauPluginLoader *self = (RimauPluginLoader *) object;

  self->hint_personality = NULL;
  g_clear_object (&self->visible);
  g_clear_pointer (&self->personalities, g_hash_table_unref);
  g_clear_object (&self->engine);

  G_OBJECT_CLASS (rimau_plugin_loader_parent_class)->dispose (object);
}

static void
rimau_plugin_loader_class_init (RimauPluginLoaderClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = rimau_plugin_loader_dispose;
}

/* A folder holds one folder per plugin, each with its .plugin file beside
 * its module: the same folder is both module and data dir. */
static void
add_search_path (RimauPluginLoader *self,
                 const char        *folder)
{
  if (folder[0] == '\0' || !g_file_test (folder, G_FILE_TEST_IS_DIR))
    return;
  peas_engine_add_search_path (self->engine, folder, folder);
}

static void
add_search_paths (RimauPluginLoader *self)
{
  const char *variable = g_getenv (RIMAU_PLUGIN_PATH_VARIABLE);
  g_autofree char *user = g_build_filename (g_get_user_data_dir (), "rimau", "plugins", NULL);
  g_autofree char *system = g_build_filename (PKGLIBDIR, "plugins", NULL);

  if (variable != NULL)
    {
      g_auto(GStrv) folders = g_strsplit (variable, G_SEARCHPATH_SEPARATOR_S, -1);

      for (guint i = 0; folders[i] != NULL; i++)
        add_search_path (self, folders[i]);
    }
  add_search_path (self, user);
  add_search_path (self, system);
}

static guint
parse_strength (const PeasPluginInfo *info)
{
  const char *text = peas_plugin_info_get_external_data (info, "Rimau-Strength");
  guint64 strength;

  if (text == NULL || !g_ascii_string_to_unsigned (text, 10, 1, 1000, &strength, NULL))
    return 1;
  return (guint) strength;
}

/* X-Rimau-Hints=true marks the personality that gives hints: only that
 * spelling, as in a desktop file's booleans. */
static gboolean
parse_gives_hints (const PeasPluginInfo *info)
{
  return g_strcmp0 (peas_plugin_info_get_external_data (info, "Rimau-Hints"), "true") == 0;
}

static int
compare_personalities (gconstpointer a,
                       gconstpointer b,
                       gpointer      user_data)
{
  RimauPersonality *pa = (RimauPersonality *) a;
  RimauPersonality *pb = (RimauPersonality *) b;
  guint sa = rimau_personality_get_strength (pa);
  guint sb = rimau_personality_get_strength (pb);

  if (sa != sb)
    return sa < sb ? -1 : 1;
  return g_strcmp0 (rimau_personality_get_id (pa), rimau_personality_get_id (pb));
}

/* Only one personality should give hints. Should several say they do,
 * the first in the players' order (weakest first, then by id) wins,
 * whatever order libpeas read the folders in, so that the same plugins
 * always give the same hints. */
static void
note_hint_personality (RimauPluginLoader *self,
                       RimauPersonality  *personality)
{
  if (!rimau_personality_get_gives_hints (personality))
    return;
  if (self->hint_personality == NULL ||
      compare_personalities (personality, self->hint_personality, NULL) < 0)
    self->hint_personality = personality;
}

static void
collect_personalities (RimauPluginLoader *self)
{
  for (const GList *l = peas_engine_get_plugin_list (self->engine); l != NULL; l = l->next)
    {
      const PeasPluginInfo *info = l->data;
      const char *id = peas_plugin_info_get_module_name (info);
      RimauPersonality *personality;

      if (g_hash_table_contains (self->personalities, id))
        continue;

      personality = rimau_personality_new (id,
                                           peas_plugin_info_get_name (info),
                                           peas_plugin_info_get_description (info),
                                           peas_plugin_info_get_icon_name (info),
                                           parse_strength (info),
                                           parse_gives_hints (info));
      g_hash_table_insert (self->personalities, g_strdup (id), personality);
      if (!peas_plugin_info_is_hidden (info))
        g_list_store_insert_sorted (self->visible, personality, compare_personalities, NULL);
      note_hint_personality (self, personality);
    }
}

static void
rimau_plugin_loader_init (RimauPluginLoader *self)
{
  self->engine = peas_engine_new ();
  self->personalities = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
  self->visible = g_list_store_new (RIMAU_TYPE_PERSONALITY);

  add_search_paths (self);
  collect_personalities (self);
}

/**
 * rimau_plugin_loader_get_default:
 *
 * The loader of the program, made on first use. Use it from the main
 * thread only.
 */
RimauPluginLoader *
rimau_plugin_loader_get_default (void)
{
  static RimauPluginLoader *loader;

  if (loader == NULL)
    loader = g_object_new (RIMAU_TYPE_PLUGIN_LOADER, NULL);
  return loader;
}

/* The personalities players may choose, weakest first. */
GListModel *
rimau_plugin_loader_get_personalities (RimauPluginLoader *self)
{
  g_return_val_if_fail (RIMAU_IS_PLUGIN_LOADER (self), NULL);
  return G_LIST_MODEL (self->visible);
}

RimauPersonality *
rimau_plugin_loader_find (RimauPluginLoader *self,
                          const char        *id)
{
  g_return_val_if_fail (RIMAU_IS_PLUGIN_LOADER (self), NULL);
  g_return_val_if_fail (id != NULL, NULL);

  return g_hash_table_lookup (self->personalities, id);
}

/**
 * rimau_plugin_loader_find_hint_personality:
 *
 * The personality whose .plugin file has X-Rimau-Hints=true, hidden or
 * not, or %NULL when none is installed.
 *
 * Returns: (transfer none) (nullable): the personality that gives hints
 */
RimauPersonality *
rimau_plugin_loader_find_hint_personality (RimauPluginLoader *self)
{
  g_return_val_if_fail (RIMAU_IS_PLUGIN_LOADER (self), NULL);

  return self->hint_personality;
}

static gboolean
load_plugin (RimauPluginLoader  *self,
             PeasPluginInfo     *info,
             const char         *id,
             GError            **error)
{
  g_autoptr(GError) reason = NULL;

  if (peas_plugin_info_is_loaded (info))
    return TRUE;
  if (peas_engine_load_plugin (self->engine, info))
    return TRUE;

  if (!peas_plugin_info_is_available (info, &reason) && reason != NULL)
    g_set_error (error, RIMAU_AI_ERROR, RIMAU_AI_ERROR_PLUGIN_FAILED_TO_LOAD,
                 _("The computer player “%s” could not be loaded: %s"), id, reason->message);
  else
    g_set_error (error, RIMAU_AI_ERROR, RIMAU_AI_ERROR_PLUGIN_FAILED_TO_LOAD,
                 _("The computer player “%s” could not be loaded"), id);
  return FALSE;
}

/**
 * rimau_plugin_loader_create_strategy:
 *
 * Loads the plugin of the personality @id if needed and makes a new
 * strategy of it, one for each player that uses it.
 */
RimauStrategy *
rimau_plugin_loader_create_strategy (RimauPluginLoader  *self,
                                     const char         *id,
                                     GError            **error)
{
  PeasPluginInfo *info;
  PeasExtension *extension;

  g_return_val_if_fail (RIMAU_IS_PLUGIN_LOADER (self), NULL);
  g_return_val_if_fail (id != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  info = peas_engine_get_plugin_info (self->engine, id);
  if (info == NULL)
    {
      g_set_error (error, RIMAU_AI_ERROR, RIMAU_AI_ERROR_UNKNOWN_PERSONALITY,
                   _("There is no computer player “%s”"), id);
      return NULL;
    }

  if (!load_plugin (self, info, id, error))
    return NULL;

  if (!peas_engine_provides_extension (self->engine, info, RIMAU_TYPE_STRATEGY))
    {
      g_set_error (error, RIMAU_AI_ERROR, RIMAU_AI_ERROR_PLUGIN_FAILED_TO_LOAD,
                   _("The computer player “%s” does not provide a way of choosing plies"), id);
      return NULL;
    }

  extension = peas_engine_create_extension (self->engine, info, RIMAU_TYPE_STRATEGY, NULL);
  if (extension == NULL)
    {
      g_set_error (error, RIMAU_AI_ERROR, RIMAU_AI_ERROR_PLUGIN_FAILED_TO_LOAD,
                   _("The computer player “%s” could not be created"), id);
      return NULL;
    }

  return RIMAU_STRATEGY (extension);
}

void
rimau_plugin_register_strategy (GTypeModule *module,
                                GType        strategy_type)
{
  g_return_if_fail (PEAS_IS_OBJECT_MODULE (module));
  g_return_if_fail (g_type_is_a (strategy_type, RIMAU_TYPE_STRATEGY));

  peas_object_module_register_extension_type (PEAS_OBJECT_MODULE (module),
                                              RIMAU_TYPE_STRATEGY, strategy_type);
}

G_GNUC_BEGIN_IGNORE_DEPRECATIONS
/* libpeas-1 hands factories the GParameter array GLib has since deprecated;
 * a character's players take no parameters. */
static GObject *
create_character_player (guint       n_parameters,
                         GParameter *parameters,
                         gpointer    character)
{
  return G_OBJECT (rimau_search_strategy_new (character));
}
G_GNUC_END_IGNORE_DEPRECATIONS

void
rimau_plugin_register_character (GTypeModule          *module,
                                 const RimauCharacter *character)
{
  g_return_if_fail (PEAS_IS_OBJECT_MODULE (module));
  g_return_if_fail (character != NULL);

  /* A copy, so that making a player never reads the plugin's own data. */
  peas_object_module_register_extension_factory (PEAS_OBJECT_MODULE (module), RIMAU_TYPE_STRATEGY,
                                                 create_character_player,
                                                 g_memdup2 (character, sizeof *character), g_free);
}
