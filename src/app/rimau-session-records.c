/* rimau-session-records.c — a session's game read from and written to records
 *
 * The session's game document reads and writes the files; here the game
 * read is shown, played by the personalities its record names.
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "rimau-ai.h"
#define RIMAU_SESSION_INSIDE
#include "rimau-session-private.h"

/* Who plays a side of a record: the computer personality its tag names,
 * when that one is installed, or else a person, called as the tag says. */
static void
set_player_from_tag (RimauGameSetup *setup,
                     RimauGame      *game,
                     RimauSide       side)
{
  const char *tag = rimau_game_get_tag (game, _rimau_session_player_tag (side));
  gboolean installed = tag != NULL && tag[0] != '\0' &&
                       rimau_plugin_loader_find (rimau_plugin_loader_get_default (), tag) != NULL;

  rimau_game_setup_set_player (setup, side, installed ? tag : NULL);
}

/* Shows the game of a record: the game of @file, all its plies in it if
 * @saved, the computers paused if @paused and one plays. */
static void
show_record (RimauSession *self,
             RimauGame    *game,
             GFile        *file,
             gboolean      saved,
             gboolean      paused)
{
  RimauGameSetup setup = *rimau_match_get_setup (self->match);

  set_player_from_tag (&setup, game, RIMAU_SIDE_TIGERS);
  set_player_from_tag (&setup, game, RIMAU_SIDE_MEN);
  _rimau_session_replace_game (self, game, &setup, file, saved);

  for (int side = 0; side < 2; side++)
    {
      const char *tag = rimau_game_get_tag (game, _rimau_session_player_tag (side));

      if (rimau_session_is_person (self, side) && tag != NULL && tag[0] != '\0')
        self->names[side] = g_strdup (tag);
    }

  /* Paused before the views are told, which lets the computers start. */
  if (paused && rimau_match_get_pausable (self->match))
    rimau_match_set_paused (self->match, TRUE);
  g_object_notify (G_OBJECT (self), "game");
  _rimau_session_changed (self);
}

static void
read_cb (GObject      *source,
         GAsyncResult *result,
         gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  RimauSession *self = g_task_get_source_object (task);
  g_autoptr(GError) error = NULL;
  g_autoptr(RimauGame) game = rimau_game_document_read_finish (self->document, result, &error);

  /* A record that cannot be read leaves the game shown as it was. */
  if (game == NULL)
    {
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }

  show_record (self, game, g_task_get_task_data (task), TRUE, FALSE);
  g_task_return_boolean (task, TRUE);
}

/* Reads the record @file and, once all of it is right, shows its game;
 * a record that cannot be read leaves the game as it was. */
void
rimau_session_load_async (RimauSession        *self,
                          GFile               *file,
                          GCancellable        *cancellable,
                          GAsyncReadyCallback  callback,
                          gpointer             user_data)
{
  GTask *task;

  g_return_if_fail (RIMAU_IS_SESSION (self));
  g_return_if_fail (G_IS_FILE (file));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, rimau_session_load_async);
  g_task_set_task_data (task, g_object_ref (file), g_object_unref);
  rimau_game_document_read_async (self->document, file, cancellable, read_cb, task);
}

static gboolean
propagate_boolean (RimauSession  *self,
                   GAsyncResult  *result,
                   GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

gboolean
rimau_session_load_finish (RimauSession  *self,
                           GAsyncResult  *result,
                           GError       **error)
{
  return propagate_boolean (self, result, error);
}

static void
saved_cb (GObject      *source,
          GAsyncResult *result,
          gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  RimauSession *self = g_task_get_source_object (task);
  g_autoptr(GError) error = NULL;

  if (!rimau_game_document_save_finish (self->document, result, &error))
    {
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }

  _rimau_session_changed (self);
  g_task_return_boolean (task, TRUE);
}

/* Writes the game's record to @file, atomically: a failed save keeps the
 * old file. */
void
rimau_session_save_async (RimauSession        *self,
                          GFile               *file,
                          GCancellable        *cancellable,
                          GAsyncReadyCallback  callback,
                          gpointer             user_data)
{
  GTask *task;

  g_return_if_fail (RIMAU_IS_SESSION (self));
  g_return_if_fail (G_IS_FILE (file));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, rimau_session_save_async);
  rimau_game_document_save_async (self->document, file, cancellable, saved_cb, task);
}

gboolean
rimau_session_save_finish (RimauSession  *self,
                           GAsyncResult  *result,
                           GError       **error)
{
  return propagate_boolean (self, result, error);
}

/* Where the game is kept, while it holds plies in no file, for the next
 * start; %NULL keeps it nowhere. */
void
rimau_session_set_autosave_file (RimauSession *self,
                                 GFile        *file)
{
  g_return_if_fail (RIMAU_IS_SESSION (self));

  rimau_game_document_set_autosave_file (self->document, file);
}

/* Where the game is kept for the next start, or %NULL. */
GFile *
rimau_session_get_autosave_file (RimauSession *self)
{
  g_return_val_if_fail (RIMAU_IS_SESSION (self), NULL);

  return rimau_game_document_get_autosave_file (self->document);
}

static void
taken_up_cb (GObject      *source,
             GAsyncResult *result,
             gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  RimauSession *self = g_task_get_source_object (task);
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) record = NULL;
  g_autoptr(RimauGame) game = rimau_game_document_take_up_finish (self->document, result, &record, &error);

  if (game == NULL)
    {
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }

  /* A kept game is its record's again, if it had one, with all its plies
   * still to be saved. */
  show_record (self, game, record, FALSE, GPOINTER_TO_INT (g_task_get_task_data (task)));
  g_task_return_boolean (task, TRUE);
}

/* Takes up the game kept in the autosave file: the game of the record it
 * was read from, or of no file, all of whose plies are still to be saved.
 * With @paused, its computers wait for the person to resume them: after a
 * crash, one of them may have been what crashed. */
void
rimau_session_resume_autosave_async (RimauSession        *self,
                                     gboolean             paused,
                                     GCancellable        *cancellable,
                                     GAsyncReadyCallback  callback,
                                     gpointer             user_data)
{
  GTask *task;

  g_return_if_fail (RIMAU_IS_SESSION (self));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, rimau_session_resume_autosave_async);
  g_task_set_task_data (task, GINT_TO_POINTER (!!paused), NULL);
  rimau_game_document_take_up_async (self->document, cancellable, taken_up_cb, task);
}

gboolean
rimau_session_resume_autosave_finish (RimauSession  *self,
                                      GAsyncResult  *result,
                                      GError       **error)
{
  return propagate_boolean (self, result, error);
}

/* The person let the game go: nothing keeps it for the next start. */
void
rimau_session_discard (RimauSession *self)
{
  g_return_if_fail (RIMAU_IS_SESSION (self));

  rimau_game_document_discard (self->document);
}
