/* rimau-autosave.c — a session's game kept in a file for the next start
 *
 * While a game holds plies that are in no file, its session hands the
 * text of its record here after every change; it is written to the file,
 * so that the game comes back at the next start even if Rimau was killed.
 * Writes go one at a time, the last text written last, and a text that is
 * in the file already is not written again. Each write is whole or not at
 * all (rimau-safe-file.c): a kill in the middle of one leaves the last
 * game kept. Once the game is saved or let go, the file goes, and a write
 * under way then is taken back when it lands.
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "rimau-autosave.h"
#include "rimau-safe-file.h"

struct _RimauAutosave
{
  GObject       parent_instance;

  GFile        *file;
  /* The write under way, and the text to write once it is done. */
  GCancellable *writing;
  GBytes       *next;
  /* What the file holds, as far as this object wrote it. */
  GBytes       *written;
  /* Whether the file is to hold a game: from keep() to forget(). */
  gboolean      wanted;
  /* Said once, not at every ply while the disk stays full. */
  gboolean      failed;
};

G_DEFINE_FINAL_TYPE (RimauAutosave, rimau_autosave, G_TYPE_OBJECT)

enum {
  FAILED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
report_failure (RimauAutosave *self,
                const GError  *error)
{
  if (!self->failed)
    g_signal_emit (self, signals[FAILED], 0, error);
  self->failed = TRUE;
}

static gboolean
ensure_parent_folder (GFile   *file,
                      GError **error)
{
  g_autoptr(GFile) folder = g_file_get_parent (file);
  g_autoptr(GError) local_error = NULL;

  if (folder == NULL || g_file_make_directory_with_parents (folder, NULL, &local_error) ||
      g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_EXISTS))
    return TRUE;

  g_propagate_error (error, g_steal_pointer (&local_error));
  return FALSE;
}

/* The task data of a write: the text and the file it goes to, which may
 * no longer be the one the game is kept in by the time it lands. */
typedef struct
{
  GFile  *file;
  GBytes *text;
} Write;

static Write *
write_new (GFile  *file,
           GBytes *text)
{
  Write *write = g_new0 (Write, 1);

  write->file = g_object_ref (file);
  write->text = g_bytes_ref (text);
  return write;
}

static void
write_free (gpointer data)
{
  Write *write = data;

  g_clear_object (&write->file);
  g_clear_pointer (&write->text, g_bytes_unref);
  g_free (write);
}

static void start_write (RimauAutosave *self,
                         GBytes        *text);

/* Takes in what @write did, as @result says, and starts the write that
 * waited for it. */
static void
write_landed (RimauAutosave *self,
              Write         *write,
              GAsyncResult  *result)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) next = NULL;

  g_clear_object (&self->writing);
  g_clear_pointer (&self->written, g_bytes_unref);

  if (rimau_safe_file_replace_finish (result, &error))
    {
      self->failed = FALSE;
      if (self->file != NULL && g_file_equal (write->file, self->file))
        self->written = g_bytes_ref (write->text);
    }
  else if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    report_failure (self, error);

  /* The game was saved or let go while it was being written. */
  if (!self->wanted)
    {
      g_file_delete (write->file, NULL, NULL);
      g_clear_pointer (&self->written, g_bytes_unref);
      return;
    }

  next = g_steal_pointer (&self->next);
  if (next != NULL)
    start_write (self, next);
}

static void
written_cb (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;

  write_landed (g_task_get_source_object (task), g_task_get_task_data (task), result);
  /* A failure went out by the "failed" signal: nothing waits on the task. */
  g_task_return_boolean (task, TRUE);
}

static void
start_write (RimauAutosave *self,
             GBytes        *text)
{
  g_autoptr(GError) error = NULL;
  GTask *task;

  if (self->written != NULL && g_bytes_equal (self->written, text))
    return;

  if (!ensure_parent_folder (self->file, &error))
    {
      report_failure (self, error);
      return;
    }

  /* The task keeps this object until the write lands. */
  self->writing = g_cancellable_new ();
  task = g_task_new (self, self->writing, NULL, NULL);
  g_task_set_source_tag (task, start_write);
  g_task_set_task_data (task, write_new (self->file, text), write_free);
  rimau_safe_file_replace_async (self->file, text, self->writing, written_cb, task);
}

/* Writes @text, a game's record, to the file, after the write under way. */
void
rimau_autosave_keep (RimauAutosave *self,
                     const char    *text)
{
  g_autoptr(GBytes) bytes = NULL;

  g_return_if_fail (RIMAU_IS_AUTOSAVE (self));
  g_return_if_fail (text != NULL);

  self->wanted = TRUE;
  if (self->file == NULL)
    return;

  bytes = g_bytes_new (text, strlen (text));
  if (self->writing != NULL)
    {
      g_clear_pointer (&self->next, g_bytes_unref);
      self->next = g_steal_pointer (&bytes);
      return;
    }

  start_write (self, bytes);
}

/* Stops the write under way, if it has not landed yet, and the one that
 * would follow it; the file keeps what it holds. */
void
rimau_autosave_cancel (RimauAutosave *self)
{
  g_return_if_fail (RIMAU_IS_AUTOSAVE (self));

  g_clear_pointer (&self->next, g_bytes_unref);
  if (self->writing != NULL)
    g_cancellable_cancel (self->writing);
}

/* The game is in a file, or the person let it go: the kept copy goes. */
void
rimau_autosave_forget (RimauAutosave *self)
{
  g_return_if_fail (RIMAU_IS_AUTOSAVE (self));

  self->wanted = FALSE;
  rimau_autosave_cancel (self);
  g_clear_pointer (&self->written, g_bytes_unref);
  if (self->file != NULL)
    g_file_delete (self->file, NULL, NULL);
}

GFile *
rimau_autosave_get_file (RimauAutosave *self)
{
  g_return_val_if_fail (RIMAU_IS_AUTOSAVE (self), NULL);

  return self->file;
}

/* Where the game is kept; %NULL keeps it nowhere. The file that was used
 * before is left as it is. */
void
rimau_autosave_set_file (RimauAutosave *self,
                         GFile         *file)
{
  g_return_if_fail (RIMAU_IS_AUTOSAVE (self));
  g_return_if_fail (file == NULL || G_IS_FILE (file));

  rimau_autosave_cancel (self);
  g_clear_pointer (&self->written, g_bytes_unref);
  g_set_object (&self->file, file);
}

static void
rimau_autosave_dispose (GObject *object)
{
  RimauAutosave *self = RIMAU_AUTOSAVE (object);

  rimau_autosave_cancel (self);

  G_OBJECT_CLASS (rimau_autosave_parent_class)->dispose (object);
}

static void
rimau_autosave_finalize (GObject *object)
{
  RimauAutosave *self = RIMAU_AUTOSAVE (object);

  g_clear_object (&self->file);
  g_clear_object (&self->writing);
  g_clear_pointer (&self->next, g_bytes_unref);
  g_clear_pointer (&self->written, g_bytes_unref);

  G_OBJECT_CLASS (rimau_autosave_parent_class)->finalize (object);
}

static void
rimau_autosave_class_init (RimauAutosaveClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = rimau_autosave_dispose;
  object_class->finalize = rimau_autosave_finalize;

  /* The game could not be kept: said once until a write succeeds. */
  signals[FAILED] =
    g_signal_new ("failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_ERROR);
}

static void
rimau_autosave_init (RimauAutosave *self)
{
}

RimauAutosave *
rimau_autosave_new (void)
{
  return g_object_new (RIMAU_TYPE_AUTOSAVE, NULL);
}
