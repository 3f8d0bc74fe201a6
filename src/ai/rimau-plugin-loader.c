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
#include <glib/gstdio.h>
#include <libpeas.h>
#include <errno.h>
#include <gio/gio.h>
#include <string.h>

#include "rimau-ai-error.h"
#include "rimau-player-process.h"
#include "rimau-plugin-file.h"
#include "rimau-plugin-loader-private.h"

struct _RimauPluginLoader
{
  GObject           parent_instance;

  /* Knows only the personalities that have a module of their own. */
  PeasEngine       *engine;
  /* Every personality found, hidden ones too, by id. */
  GHashTable       *personalities;
  /* The RimauCharacter of each personality that is a character. */
  GHashTable       *characters;
  /* The ones players choose from, weakest first. */
  GListStore       *visible;
  /* The one that gives hints, if any; personalities holds it. */
  RimauPersonality *hint_personality;
  /* Why a personality in Python cannot play, once asked: the Rimau-1.0
   * typelib it imports was not found; NULL when it was. */
  GError           *no_typelib;
  gboolean          typelib_checked;
};

G_DEFINE_FINAL_TYPE (RimauPluginLoader, rimau_plugin_loader, G_TYPE_OBJECT)

static void
rimau_plugin_loader_dispose (GObject *object)
{
  RimauPluginLoader *self = (RimauPluginLoader *) object;

  self->hint_personality = NULL;
  g_clear_object (&self->visible);
  g_clear_pointer (&self->personalities, g_hash_table_unref);
  g_clear_pointer (&self->characters, g_hash_table_unref);
  g_clear_object (&self->engine);
  g_clear_error (&self->no_typelib);

  G_OBJECT_CLASS (rimau_plugin_loader_parent_class)->dispose (object);
}

static void
rimau_plugin_loader_class_init (RimauPluginLoaderClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = rimau_plugin_loader_dispose;
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
 * whatever order the folders are read in, so that the same plugins always
 * give the same hints. */
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

/* A character's players are made here of its RimauCharacter; a module's,
 * by libpeas. */
static void
add_personality (RimauPluginLoader     *self,
                 const RimauPluginFile *file)
{
  RimauPersonality *personality = rimau_personality_new (file->id, file->name, file->description,
                                                         file->icon_name, file->strength,
                                                         file->gives_hints);

  g_hash_table_insert (self->personalities, g_strdup (file->id), personality);
  if (file->is_character)
    g_hash_table_insert (self->characters, g_strdup (file->id),
                         g_memdup2 (&file->character, sizeof file->character));
  if (!file->hidden)
    g_list_store_insert_sorted (self->visible, personality, compare_personalities, NULL);
  note_hint_personality (self, personality);
}

static void
say_left_out (const char *path,
              const char *reason)
{
  /* A message, not a warning: a user's file is no fault of the program's,
   * and it must not stop a program run with fatal warnings. */
  g_message (_("%s: %s; the personality is left out"), path, reason);
}

/* Whether one of @folders, separated as in a search path, holds the
 * Rimau-1.0 typelib. */
static gboolean
typelib_in (const char *folders)
{
  g_auto(GStrv) list = NULL;

  if (folders == NULL)
    return FALSE;
  list = g_strsplit (folders, G_SEARCHPATH_SEPARATOR_S, -1);
  for (guint i = 0; list[i] != NULL; i++)
    {
      g_autofree char *path = g_build_filename (list[i], "Rimau-1.0.typelib", NULL);

      if (list[i][0] != '\0' && g_file_test (path, G_FILE_TEST_IS_REGULAR))
        return TRUE;
    }
  return FALSE;
}

/* A module in Python knows Rimau through the Rimau-1.0 typelib alone:
 * GI_TYPELIB_PATH's, the system's, or the one installed with Rimau. Python's
 * gi reads GI_TYPELIB_PATH when the interpreter starts, so when only the
 * folder installed with Rimau has the typelib, that folder is added to the
 * variable before libpeas starts the interpreter. The folders are looked in
 * as gi looks, rather than through a repository of our own: the program
 * would then hold two versions of libgirepository, whose types clash. */
static const GError *
find_typelib (RimauPluginLoader *self)
{
  const char *variable = g_getenv ("GI_TYPELIB_PATH");
  g_autofree char *path = NULL;

  if (self->typelib_checked)
    return self->no_typelib;
  self->typelib_checked = TRUE;

  if (typelib_in (variable) || typelib_in (SYSTEM_TYPELIBDIR))
    return NULL;
  if (!typelib_in (TYPELIBDIR))
    {
      g_autofree char *folders = g_strjoin (", ", SYSTEM_TYPELIBDIR, TYPELIBDIR,
                                            variable != NULL && variable[0] != '\0' ? variable : NULL,
                                            NULL);

      g_set_error (&self->no_typelib, G_FILE_ERROR, G_FILE_ERROR_NOENT,
                   _("no Rimau-1.0.typelib in %s"), folders);
      return self->no_typelib;
    }

  path = variable != NULL && variable[0] != '\0'
    ? g_strjoin (G_SEARCHPATH_SEPARATOR_S, TYPELIBDIR, variable, NULL)
    : g_strdup (TYPELIBDIR);
  g_setenv ("GI_TYPELIB_PATH", path, TRUE);
  return NULL;
}

static gboolean
is_python_loader (const char *loader)
{
  return g_strcmp0 (loader, "python") == 0 || g_strcmp0 (loader, "python3") == 0;
}

/* Whether the module of @file is beside it, as libpeas looks for it: a
 * shared library for C, a file or a package for Python. Said why not if
 * not: a personality that could only fail is not offered. */
static gboolean
module_is_there (const char            *path,
                 const RimauPluginFile *file)
{
  g_autofree char *folder = g_path_get_dirname (path);
  g_autofree char *reason = NULL;
  g_autofree char *expected = NULL;
  const char *candidates[2] = { NULL };

  if (is_python_loader (file->loader))
    {
      expected = g_strdup_printf ("%s.py", file->id);
      candidates[0] = expected;
      candidates[1] = "__init__.py";
    }
  else
    {
      expected = g_strdup_printf ("lib%s.%s", file->id, G_MODULE_SUFFIX);
      candidates[0] = expected;
    }

  for (guint i = 0; i < G_N_ELEMENTS (candidates) && candidates[i] != NULL; i++)
    {
      g_autofree char *candidate = i == 0 ? g_build_filename (folder, candidates[i], NULL)
                                          : g_build_filename (folder, file->id, candidates[i], NULL);

      if (g_file_test (candidate, G_FILE_TEST_IS_REGULAR))
        return TRUE;
    }

  reason = g_strdup_printf (_("its module, %s, is not beside it"), expected);
  say_left_out (path, reason);
  return FALSE;
}

/* Whether libpeas can run the module of @file: C, or Python with the
 * typelib found; said why not, with the file's @path, if not. */
static gboolean
can_load_module (RimauPluginLoader     *self,
                 const char            *path,
                 const RimauPluginFile *file)
{
  g_autofree char *reason = NULL;
  const GError *error;

  if (file->is_character)
    return TRUE;
  if (file->loader != NULL && g_strcmp0 (file->loader, "c") != 0 && !is_python_loader (file->loader))
    {
      reason = g_strdup_printf (_("Loader: “%s” is not c or python"), file->loader);
      say_left_out (path, reason);
      return FALSE;
    }
  if (!module_is_there (path, file))
    return FALSE;
  if (!is_python_loader (file->loader))
    return TRUE;
  if ((error = find_typelib (self)) == NULL)
    return TRUE;

  reason = g_strdup_printf (_("a personality in Python needs the Rimau-1.0 introspection data: %s"),
                            error->message);
  say_left_out (path, reason);
  return FALSE;
}

/* The .plugin files in @folder, or NULL when one of them is wrong, after
 * saying why: libpeas takes a folder whole or not at all. */
static GPtrArray *
read_plugin_files (RimauPluginLoader *self,
                   const char        *folder)
{
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func ((GDestroyNotify) rimau_plugin_file_free);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = NULL;
      g_autoptr(GError) error = NULL;
      RimauPluginFile *file;

      if (!g_str_has_suffix (name, ".plugin"))
        continue;
      path = g_build_filename (folder, name, NULL);
      file = rimau_plugin_file_read (path, &error);
      if (file == NULL)
        {
          say_left_out (path, error->message);
          return NULL;
        }
      if (!can_load_module (self, path, file))
        {
          rimau_plugin_file_free (file);
          return NULL;
        }
      g_ptr_array_add (files, file);
    }
  return g_steal_pointer (&files);
}

/* Makes @link a symbolic link to @target, replacing what was there in one
 * step, so that another Rimau doing the same at the same time sees either. */
static gboolean
link_into (const char  *target,
           const char  *link,
           GError     **error)
{
  g_autofree char *current = g_file_read_link (link, NULL);
  g_autofree char *temporary = NULL;
  g_autoptr(GFile) file = NULL;

  if (g_strcmp0 (current, target) == 0)
    return TRUE;
  temporary = g_strdup_printf ("%s.%08x.tmp", link, g_random_int ());
  file = g_file_new_for_path (temporary);
  if (!g_file_make_symbolic_link (file, target, NULL, error))
    return FALSE;
  if (g_rename (temporary, link) != 0)
    {
      int saved_errno = errno;

      g_unlink (temporary);
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   "%s: %s", link, g_strerror (saved_errno));
      return FALSE;
    }
  return TRUE;
}

/* libpeas 2 calls its Python loader "python"; libpeas 1 called it
 * "python3", and personalities written for it say so. Such a folder is
 * shown to libpeas as a copy in the user's cache: its .plugin file with
 * the new name, and a link to each other file of the folder. Returns the
 * copy's path. */
static char *
python3_folder_for_libpeas (const char             *folder,
                            const char             *plugin_path,
                            GError                **error)
{
  g_autofree char *key = g_compute_checksum_for_string (G_CHECKSUM_SHA256, folder, -1);
  g_autofree char *copy = g_build_filename (g_get_user_cache_dir (), "rimau", "python3-plugins",
                                            key, NULL);
  g_autoptr(GKeyFile) keys = g_key_file_new ();
  g_autofree char *plugin_name = g_path_get_basename (plugin_path);
  g_autofree char *plugin_copy = g_build_filename (copy, plugin_name, NULL);
  g_autoptr(GDir) dir = NULL;
  const char *name;

  if (g_mkdir_with_parents (copy, 0700) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   "%s: %s", copy, g_strerror (saved_errno));
      return NULL;
    }
  if (!g_key_file_load_from_file (keys, plugin_path, G_KEY_FILE_KEEP_COMMENTS | G_KEY_FILE_KEEP_TRANSLATIONS, error))
    return NULL;
  g_key_file_set_string (keys, "Plugin", "Loader", "python");
  if (!g_key_file_save_to_file (keys, plugin_copy, error))
    return NULL;

  dir = g_dir_open (folder, 0, error);
  if (dir == NULL)
    return NULL;
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *target = NULL;
      g_autofree char *link = NULL;

      if (g_strcmp0 (name, plugin_name) == 0)
        continue;
      target = g_build_filename (folder, name, NULL);
      link = g_build_filename (copy, name, NULL);
      if (!link_into (target, link, error))
        return NULL;
    }
  return g_steal_pointer (&copy);
}

/* The folder libpeas is to read the module of @file from: @folder itself,
 * or its copy for libpeas 2 when the file says Loader=python3. */
static char *
folder_for_libpeas (const char             *folder,
                    const RimauPluginFile  *file,
                    GError                **error)
{
  if (g_strcmp0 (file->loader, "python3") != 0)
    return g_strdup (folder);
  return python3_folder_for_libpeas (folder, file->path, error);
}

/* A personality's folder: its .plugin file, and its module if it has one,
 * which libpeas finds there. The personality of an id found before, in a
 * folder searched first, is the one kept. */
static void
add_plugin_folder (RimauPluginLoader *self,
                   const char        *root,
                   const char        *folder)
{
  g_autoptr(GPtrArray) files = read_plugin_files (self, folder);
  const RimauPluginFile *module_file = NULL;
  g_autofree char *module_folder = NULL;
  g_autoptr(GError) error = NULL;

  if (files == NULL)
    return;

  for (guint i = 0; i < files->len; i++)
    {
      const RimauPluginFile *file = g_ptr_array_index (files, i);

      if (g_hash_table_contains (self->personalities, file->id))
        continue;
      if (!file->is_character)
        {
          module_folder = folder_for_libpeas (folder, file, &error);
          if (module_folder == NULL)
            {
              say_left_out (folder, error->message);
              return;
            }
          module_file = file;
        }
      add_personality (self, file);
    }

  /* A module's data dir is root/id, as the module's folder normally is. */
  if (module_file != NULL)
    peas_engine_add_search_path (self->engine, module_folder, root);
}

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

/* A folder of plugins holds one folder for each: a character's .plugin
 * file could stand alone, but a module's could not, and libpeas would read
 * every file beside it, wrong ones too. Folders are taken in the order of
 * their names, so that the same files always give the same players. */
static void
add_plugins_in (RimauPluginLoader *self,
                const char        *root)
{
  g_autoptr(GDir) dir = root[0] != '\0' ? g_dir_open (root, 0, NULL) : NULL;
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_names);

  for (guint i = 0; i < names->len; i++)
    {
      g_autofree char *path = g_build_filename (root, g_ptr_array_index (names, i), NULL);

      if (g_file_test (path, G_FILE_TEST_IS_DIR))
        add_plugin_folder (self, root, path);
      else if (g_str_has_suffix (path, ".plugin"))
        say_left_out (path, _("not in a folder of its own"));
    }
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
        add_plugins_in (self, folders[i]);
    }
  add_plugins_in (self, user);
  add_plugins_in (self, system);
}

static void
rimau_plugin_loader_init (RimauPluginLoader *self)
{
  self->engine = peas_engine_new ();
  /* Personalities in Python, through libpeas' own loader. */
  peas_engine_enable_loader (self->engine, "python");
  self->personalities = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
  self->characters = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  self->visible = g_list_store_new (RIMAU_TYPE_PERSONALITY);

  add_search_paths (self);
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
 * rimau_plugin_loader_find_master:
 *
 * The master: the personality whose .plugin file has X-Rimau-Hints=true,
 * hidden or not, which gives hints and analyses games; %NULL when none is
 * installed.
 *
 * Returns: (transfer none) (nullable): the master
 */
RimauPersonality *
rimau_plugin_loader_find_master (RimauPluginLoader *self)
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
 * rimau_plugin_loader_load_module:
 *
 * Loads the module of the personality @id into this process, the first
 * time, and makes a strategy of it: what rimau-player does, and nothing
 * else should.
 */
RimauStrategy *
rimau_plugin_loader_load_module (RimauPluginLoader  *self,
                                 const char         *id,
                                 GError            **error)
{
  PeasPluginInfo *info;
  GObject *extension;

  g_return_val_if_fail (RIMAU_IS_PLUGIN_LOADER (self), NULL);
  g_return_val_if_fail (id != NULL, NULL);

  info = g_hash_table_contains (self->characters, id) ? NULL : peas_engine_get_plugin_info (self->engine, id);

  if (info == NULL)
    {
      /* Rimau read its file, but libpeas did not take it. */
      g_set_error (error, RIMAU_AI_ERROR, RIMAU_AI_ERROR_PLUGIN_FAILED_TO_LOAD,
                   _("The computer player “%s” could not be loaded"), id);
      return NULL;
    }

  if (!load_plugin (self, info, id, error))
    return NULL;

  if (!peas_engine_provides_extension (self->engine, info, RIMAU_TYPE_STRATEGY))
    {
      g_set_error (error, RIMAU_AI_ERROR, RIMAU_AI_ERROR_PLUGIN_FAILED_TO_LOAD,
                   _("The computer player “%s” does not provide a way of choosing moves"), id);
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

/**
 * rimau_plugin_loader_create_strategy:
 *
 * Makes a new strategy of the personality @id, one for each player that
 * uses it: a search of its character, or a player of its module in a
 * process of its own (see rimau-player-process.h).
 */
RimauStrategy *
rimau_plugin_loader_create_strategy (RimauPluginLoader  *self,
                                     const char         *id,
                                     GError            **error)
{
  const RimauCharacter *character;

  g_return_val_if_fail (RIMAU_IS_PLUGIN_LOADER (self), NULL);
  g_return_val_if_fail (id != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!g_hash_table_contains (self->personalities, id))
    {
      g_set_error (error, RIMAU_AI_ERROR, RIMAU_AI_ERROR_UNKNOWN_PERSONALITY,
                   _("There is no computer player “%s”"), id);
      return NULL;
    }

  /* Never libpeas': a character has no module to load. */
  character = g_hash_table_lookup (self->characters, id);
  if (character != NULL)
    return RIMAU_STRATEGY (rimau_search_strategy_new (character));

  /* Never in this process: a module from others could take it down. */
  return RIMAU_STRATEGY (rimau_player_process_new (id));
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
