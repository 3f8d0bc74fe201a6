/* rimau-test-ai.h — small helpers the tests of computer players share
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib/gstdio.h>

#include "rimau-ai.h"
#include "rimau-test.h"
#include "rimau-test-files.h"

/* ------------------------------------------------------------------------ */
/* Waiting for the runner                                                    */

typedef struct
{
  GAsyncResult *result;
  GThread      *thread;
  GMainContext *context;
} Answer;

static inline void
answer_arrived (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  Answer *answer = user_data;

  answer->result = g_object_ref (result);
  answer->thread = g_thread_self ();
  answer->context = g_main_context_ref_thread_default ();
}

/* Runs the runner on @context (pushed as the thread default) until it answers. */
static inline gboolean
choose_on (GMainContext       *context,
           RimauPlayerRunner  *runner,
           RimauGame          *game,
           guint               time_ms,
           GCancellable       *cancellable,
           RimauMove          *move,
           Answer             *answer,
           GError            **error)
{
  gboolean ok;

  *answer = (Answer) { NULL };
  g_main_context_push_thread_default (context);
  rimau_player_runner_choose_async (runner, game, time_ms, cancellable, answer_arrived, answer);
  while (answer->result == NULL)
    g_main_context_iteration (context, TRUE);
  g_main_context_pop_thread_default (context);

  ok = rimau_player_runner_choose_finish (runner, answer->result, move, error);
  g_clear_object (&answer->result);
  return ok;
}

static inline gboolean
choose (RimauPlayerRunner  *runner,
        RimauGame          *game,
        guint               time_ms,
        GCancellable       *cancellable,
        RimauMove          *move,
        GError            **error)
{
  g_autoptr(GMainContext) context = g_main_context_new ();
  Answer answer;
  gboolean ok = choose_on (context, runner, game, time_ms, cancellable, move, &answer, error);

  g_clear_pointer (&answer.context, g_main_context_unref);
  return ok;
}

static inline RimauPlayerRunner *
runner_for (const char *id)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(RimauStrategy) strategy =
    rimau_plugin_loader_create_strategy (rimau_plugin_loader_get_default (), id, &error);

  ck_assert_msg (strategy != NULL, "%s should load: %s", id, error ? error->message : "");
  return rimau_player_runner_new (strategy);
}

/* ------------------------------------------------------------------------ */
/* Plugin folders of a test's own                                            */

/* Writes @text as the .plugin file of a personality @id, in a folder of
 * its own in @root. */
static inline void
write_plugin_text (const char *root,
                   const char *id,
                   const char *text)
{
  g_autofree char *folder = g_build_filename (root, id, NULL);
  g_autofree char *name = g_strconcat (id, ".plugin", NULL);
  g_autofree char *path = g_build_filename (folder, name, NULL);
  g_autoptr(GError) error = NULL;

  ck_assert_int_eq (g_mkdir_with_parents (folder, 0700), 0);
  ck_assert_msg (g_file_set_contents (path, text, -1, &error), "%s", error ? error->message : "");
}

/* Writes a .plugin file for a personality @id into @root, with @extra as
 * its last lines, and an empty file where its module in C would be:
 * enough to be offered, as finding one never loads it. */
static inline void
write_plugin_file (const char *root,
                   const char *id,
                   const char *extra)
{
  g_autofree char *text = g_strdup_printf ("[Plugin]\nModule=%s\nName=%s\n%s", id, id, extra);
  g_autofree char *module = g_strdup_printf ("lib%s.%s", id, G_MODULE_SUFFIX);
  g_autofree char *module_path = g_build_filename (root, id, module, NULL);

  write_plugin_text (root, id, text);
  ck_assert (g_file_set_contents (module_path, "", 0, NULL));
}

/* Whether @loader's personality @id, which must be there, gives hints. */
static inline gboolean
gives_hints_in (RimauPluginLoader *loader,
                const char        *id)
{
  RimauPersonality *personality = rimau_plugin_loader_find (loader, id);

  ck_assert_msg (personality != NULL, "%s should be found", id);
  return rimau_personality_get_gives_hints (personality);
}

/* A loader of its own on @folders, as RIMAU_PLUGIN_PATH would give. */
static inline RimauPluginLoader *
loader_for_folder (const char *folders)
{
  g_autofree char *saved = g_strdup (g_getenv (RIMAU_PLUGIN_PATH_VARIABLE));
  RimauPluginLoader *loader;

  g_setenv (RIMAU_PLUGIN_PATH_VARIABLE, folders, TRUE);
  loader = g_object_new (RIMAU_TYPE_PLUGIN_LOADER, NULL);
  if (saved != NULL)
    g_setenv (RIMAU_PLUGIN_PATH_VARIABLE, saved, TRUE);
  else
    g_unsetenv (RIMAU_PLUGIN_PATH_VARIABLE);
  return loader;
}
