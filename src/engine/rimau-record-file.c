/* rimau-record-file.c — game records in files
 *
 * A record is read from a regular file only, and at most one byte more
 * than the largest record is read of it; it is written whole or not at
 * all (rimau-safe-file.c).
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "rimau-record.h"
#include "rimau-safe-file.h"

/**
 * rimau_record_load_file:
 *
 * Reads the record in @file. Errors are in RIMAU_RECORD_ERROR, or in
 * G_IO_ERROR when the file cannot be read, or is no regular file (a
 * folder, a named pipe, a device); messages do not name the file.
 *
 * Returns: (transfer full) (nullable): the game, or %NULL
 */
RimauGame *
rimau_record_load_file (GFile         *file,
                        GCancellable  *cancellable,
                        GError       **error)
{
  g_autoptr(GBytes) bytes = NULL;
  gsize length;
  const char *data;

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  /* One byte more than the largest record tells a larger file. */
  bytes = rimau_safe_file_read (file, RIMAU_RECORD_MAX_SIZE + 1, cancellable, error);
  if (bytes == NULL)
    return NULL;

  data = g_bytes_get_data (bytes, &length);
  return rimau_record_parse (data, length, NULL, NULL, error);
}

static void
load_in_thread (GTask        *task,
                gpointer      source_object,
                gpointer      task_data,
                GCancellable *cancellable)
{
  GError *error = NULL;
  RimauGame *game = rimau_record_load_file (task_data, cancellable, &error);

  if (game == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, game, g_object_unref);
}

void
rimau_record_load_file_async (GFile               *file,
                              GCancellable        *cancellable,
                              GAsyncReadyCallback  callback,
                              gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (G_IS_FILE (file));
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, rimau_record_load_file_async);
  g_task_set_task_data (task, g_object_ref (file), g_object_unref);
  g_task_run_in_thread (task, load_in_thread);
}

RimauGame *
rimau_record_load_file_finish (GAsyncResult  *result,
                               GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == rimau_record_load_file_async, NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}

/**
 * rimau_record_save_file:
 *
 * Writes the record of @game to @file, all or nothing, even when @file is
 * new: the text goes to a temporary file beside it, which is flushed to
 * the disk and renamed over @file, so a failure, or the program being
 * killed, leaves any previous @file as it was.
 */
gboolean
rimau_record_save_file (RimauGame     *game,
                        GFile         *file,
                        GCancellable  *cancellable,
                        GError       **error)
{
  g_autofree char *text = NULL;

  g_return_val_if_fail (RIMAU_IS_GAME (game), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  text = rimau_record_write (game);
  return rimau_safe_file_replace (file, text, strlen (text), cancellable, error);
}

static void
saved_cb (GObject      *source,
          GAsyncResult *result,
          gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  GError *error = NULL;

  if (rimau_safe_file_replace_finish (result, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

/* The record is written at once, so @game may change while the file is
 * being saved. */
void
rimau_record_save_file_async (RimauGame           *game,
                              GFile               *file,
                              GCancellable        *cancellable,
                              GAsyncReadyCallback  callback,
                              gpointer             user_data)
{
  g_autoptr(GBytes) bytes = NULL;
  GTask *task;
  char *text;

  g_return_if_fail (RIMAU_IS_GAME (game));
  g_return_if_fail (G_IS_FILE (file));
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  text = rimau_record_write (game);
  bytes = g_bytes_new_take (text, strlen (text));

  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, rimau_record_save_file_async);
  g_task_set_check_cancellable (task, FALSE);
  rimau_safe_file_replace_async (file, bytes, cancellable, saved_cb, task);
}

gboolean
rimau_record_save_file_finish (GAsyncResult  *result,
                               GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), FALSE);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == rimau_record_save_file_async, FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}
