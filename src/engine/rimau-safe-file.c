/* rimau-safe-file.c — files read without surprises and written whole
 *
 * Reading opens regular files only. A named pipe would have the reader
 * wait for a writer for ever, a device may never end or do something on
 * being opened, and a folder is no text: each is refused at once, with a
 * message that says what it is, before anything is read.
 *
 * Writing never leaves a file cut short, whatever stops it (a full disk,
 * the program killed, the power going): the new text goes into a
 * temporary file in the same folder, which is flushed to the disk, then
 * renamed over the file, and the folder is flushed so that the rename
 * lasts. The file is either what it was or what was written. GLib's
 * g_file_replace() does not do that for a file that does not exist yet,
 * which it writes in place, nor when the folder does not let it make its
 * temporary file; here there is no such exception. A symbolic link stays
 * one: the file it points to is replaced. A file with several hard links
 * is replaced under the name given; its other names keep the old text.
 *
 * Files that are not on the local file system (GIO's remote locations)
 * are read and written through GIO, as their backend does it.
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* POSIX 2008 and realpath(), which strict C17 leaves out. */
#define _DEFAULT_SOURCE

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "rimau-safe-file.h"

/* Reading goes in pieces of this many bytes. */
#define READ_CHUNK_SIZE (64 * 1024)
/* The start of the file's name kept in its temporary file's name, in
 * bytes, so that a long name still leaves room for the rest. */
#define TEMPORARY_NAME_BYTES 64
/* What GLib's g_file_replace() calls its temporary files. */
#define GLIB_TEMPORARY_PREFIX ".goutputstream-"

/* ------------------------------------------------------------------------ */
/* Errors                                                                   */

static gboolean
set_errno_error (GError **error,
                 int      saved_errno)
{
  g_set_error_literal (error, G_IO_ERROR, g_io_error_from_errno (saved_errno), g_strerror (saved_errno));
  return FALSE;
}

static gboolean
refuse_kind (GError     **error,
             GIOErrorEnum code,
             const char  *message)
{
  g_set_error_literal (error, G_IO_ERROR, code, message);
  return FALSE;
}

/* Returns whether @mode is a regular file's, or says what it is instead. */
static gboolean
check_regular (mode_t    mode,
               GError  **error)
{
  if (S_ISREG (mode))
    return TRUE;
  if (S_ISDIR (mode))
    return refuse_kind (error, G_IO_ERROR_IS_DIRECTORY, _("This is a folder, not a file"));
  if (S_ISFIFO (mode))
    return refuse_kind (error, G_IO_ERROR_NOT_REGULAR_FILE, _("This is a named pipe, not a file"));
  if (S_ISCHR (mode) || S_ISBLK (mode))
    return refuse_kind (error, G_IO_ERROR_NOT_REGULAR_FILE, _("This is a device, not a file"));
  return refuse_kind (error, G_IO_ERROR_NOT_REGULAR_FILE, _("This is not a regular file"));
}

static gboolean
check_regular_type (GFileType   type,
                    GError    **error)
{
  /* Some backends do not know; the read then tells. */
  if (type == G_FILE_TYPE_REGULAR || type == G_FILE_TYPE_UNKNOWN)
    return TRUE;
  if (type == G_FILE_TYPE_DIRECTORY)
    return refuse_kind (error, G_IO_ERROR_IS_DIRECTORY, _("This is a folder, not a file"));
  return refuse_kind (error, G_IO_ERROR_NOT_REGULAR_FILE, _("This is not a regular file"));
}

/* ------------------------------------------------------------------------ */
/* Reading                                                                  */

/* Reads from @fd until its end or @max_length bytes. */
static GBytes *
read_fd (int            fd,
         gsize          max_length,
         GCancellable  *cancellable,
         GError       **error)
{
  g_autoptr(GByteArray) bytes = g_byte_array_new ();

  while (bytes->len < max_length)
    {
      gsize wanted = MIN (READ_CHUNK_SIZE, max_length - bytes->len);
      guint old_length = bytes->len;
      gssize n_read;

      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        return NULL;

      g_byte_array_set_size (bytes, old_length + (guint) wanted);
      n_read = read (fd, bytes->data + old_length, wanted);
      g_byte_array_set_size (bytes, old_length + (guint) MAX (n_read, 0));
      if (n_read < 0 && errno != EINTR)
        {
          set_errno_error (error, errno);
          return NULL;
        }
      if (n_read == 0)
        break;
    }

  return g_byte_array_free_to_bytes (g_steal_pointer (&bytes));
}

static GBytes *
read_local (const char    *path,
            gsize          max_length,
            GCancellable  *cancellable,
            GError       **error)
{
  GStatBuf info;
  GBytes *bytes;
  int fd;

  /* Looked at before it is opened, since opening is what waits or acts. */
  if (g_stat (path, &info) != 0)
    {
      set_errno_error (error, errno);
      return NULL;
    }
  if (!check_regular (info.st_mode, error))
    return NULL;

  /* Should it have become something else since, opening does not wait. */
  fd = g_open (path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, 0);
  if (fd < 0)
    {
      set_errno_error (error, errno);
      return NULL;
    }
  if (fstat (fd, &info) != 0)
    {
      set_errno_error (error, errno);
      bytes = NULL;
    }
  else if (!check_regular (info.st_mode, error))
    bytes = NULL;
  else
    bytes = read_fd (fd, max_length, cancellable, error);

  close (fd);
  return bytes;
}

static GBytes *
read_remote (GFile         *file,
             gsize          max_length,
             GCancellable  *cancellable,
             GError       **error)
{
  g_autoptr(GFileInfo) info = NULL;
  g_autoptr(GFileInputStream) in = NULL;
  g_autoptr(GByteArray) bytes = g_byte_array_new ();

  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_TYPE, G_FILE_QUERY_INFO_NONE, cancellable, error);
  if (info == NULL || !check_regular_type (g_file_info_get_file_type (info), error))
    return NULL;

  in = g_file_read (file, cancellable, error);
  if (in == NULL)
    return NULL;

  while (bytes->len < max_length)
    {
      gsize wanted = MIN (READ_CHUNK_SIZE, max_length - bytes->len);
      guint old_length = bytes->len;
      gsize n_read;

      g_byte_array_set_size (bytes, old_length + (guint) wanted);
      if (!g_input_stream_read_all (G_INPUT_STREAM (in), bytes->data + old_length, wanted,
                                    &n_read, cancellable, error))
        return NULL;
      g_byte_array_set_size (bytes, old_length + (guint) n_read);
      if (n_read < wanted)
        break;
    }

  return g_byte_array_free_to_bytes (g_steal_pointer (&bytes));
}

/**
 * rimau_safe_file_read:
 * @file: the file
 * @max_length: the most bytes read
 * @cancellable: (nullable): stops the reading
 * @error: what went wrong
 *
 * Reads the start of @file, at most @max_length bytes: a caller that
 * refuses files over a size reads one byte more than it, and so never the
 * whole of a larger file. Only a regular file is read; a folder gives
 * G_IO_ERROR_IS_DIRECTORY, a named pipe, a device or a socket
 * G_IO_ERROR_NOT_REGULAR_FILE, at once. Messages do not name the file.
 *
 * Returns: (transfer full) (nullable): the bytes read, or %NULL
 */
GBytes *
rimau_safe_file_read (GFile         *file,
                      gsize          max_length,
                      GCancellable  *cancellable,
                      GError       **error)
{
  const char *path;

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (max_length <= G_MAXUINT - READ_CHUNK_SIZE, NULL);
  g_return_val_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return NULL;

  path = g_file_peek_path (file);
  if (path != NULL)
    return read_local (path, max_length, cancellable, error);
  return read_remote (file, max_length, cancellable, error);
}

/* ------------------------------------------------------------------------ */
/* Writing                                                                  */

/* The file a write to @path replaces: where a symbolic link points. */
static char *
replaced_path (const char *path)
{
  char *resolved;
  char *copy;

  if (!g_file_test (path, G_FILE_TEST_IS_SYMLINK) || (resolved = realpath (path, NULL)) == NULL)
    return g_strdup (path);

  copy = g_strdup (resolved);
  free (resolved);
  return copy;
}

/* ".NAME.XXXXXX.saving" in @target's folder, for g_mkstemp_full(). */
static char *
temporary_template (const char *target)
{
  g_autofree char *folder = g_path_get_dirname (target);
  g_autofree char *name = g_path_get_basename (target);
  g_autofree char *hidden = NULL;
  gsize kept = strlen (name);

  if (kept > TEMPORARY_NAME_BYTES)
    {
      /* Not in the middle of a UTF-8 character. */
      kept = TEMPORARY_NAME_BYTES;
      while (kept > 0 && ((guchar) name[kept] & 0xC0) == 0x80)
        kept--;
    }

  hidden = g_strdup_printf (".%.*s.XXXXXX%s", (int) kept, name, RIMAU_SAFE_FILE_TEMPORARY_SUFFIX);
  return g_build_filename (folder, hidden, NULL);
}

static gboolean
write_all (int          fd,
           const void  *data,
           gsize        length,
           GError     **error)
{
  const char *next = data;

  while (length > 0)
    {
      gssize written = write (fd, next, length);

      if (written < 0 && errno == EINTR)
        continue;
      if (written < 0)
        return set_errno_error (error, errno);
      next += written;
      length -= (gsize) written;
    }
  return TRUE;
}

/* The new file has the old one's permissions and, where the writer may
 * give it that, its owner: replacing a file changes only its text. */
static void
keep_mode_and_owner (int             fd,
                     const GStatBuf *old)
{
  if (fchown (fd, old->st_uid, old->st_gid) != 0)
    {
      /* Only root may give a file away; the writer keeps it. */
    }
  if (fchmod (fd, old->st_mode & 07777) != 0)
    {
      /* The new file keeps the permissions it was made with. */
    }
}

/* Writes the temporary file @fd whole and flushes it to the disk. */
static gboolean
fill_temporary (int            fd,
                const void    *data,
                gsize          length,
                GCancellable  *cancellable,
                GError       **error)
{
  gboolean filled;

  filled = write_all (fd, data, length, error) &&
           (fsync (fd) == 0 || set_errno_error (error, errno)) &&
           !g_cancellable_set_error_if_cancelled (cancellable, error);

  if (close (fd) != 0 && filled)
    filled = set_errno_error (error, errno);
  return filled;
}

/* Makes the rename of a file in @folder last. A file system that cannot
 * flush a folder says so with EINVAL, and one that does not let the
 * folder be opened for reading keeps its renames in its own way; only a
 * failure of the disk itself is an error. */
static gboolean
sync_folder (const char  *folder,
             GError     **error)
{
  int fd = g_open (folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC, 0);
  gboolean synced = TRUE;

  if (fd < 0)
    return TRUE;
  if (fsync (fd) != 0 && errno != EINVAL && errno != ENOTSUP)
    synced = set_errno_error (error, errno);
  close (fd);
  return synced;
}

static gboolean
replace_local (const char    *path,
               const void    *data,
               gsize          length,
               GCancellable  *cancellable,
               GError       **error)
{
  g_autofree char *target = replaced_path (path);
  g_autofree char *folder = g_path_get_dirname (target);
  g_autofree char *temporary = temporary_template (target);
  GStatBuf old;
  gboolean had_old = g_stat (target, &old) == 0;
  int fd;

  /* A folder or a pipe in the way is not written over, nor a file its
   * owner made read-only. */
  if (had_old && !check_regular (old.st_mode, error))
    return FALSE;
  if (had_old && g_access (target, W_OK) != 0)
    return set_errno_error (error, errno);

  fd = g_mkstemp_full (temporary, O_WRONLY | O_CLOEXEC, 0666);
  if (fd < 0)
    return set_errno_error (error, errno);
  if (had_old)
    keep_mode_and_owner (fd, &old);

  if (!fill_temporary (fd, data, length, cancellable, error))
    {
      g_unlink (temporary);
      return FALSE;
    }

  if (g_rename (temporary, target) != 0)
    {
      int saved_errno = errno;

      g_unlink (temporary);
      return set_errno_error (error, saved_errno);
    }

  return sync_folder (folder, error);
}

/* Closing a stream of g_file_replace() puts the new file in the old one's
 * place, even after a write failed. Closing with a cancelled GCancellable
 * abandons the new file and keeps the old one instead. */
static void
abandon_replacement (GOutputStream *out)
{
  g_autoptr(GCancellable) cancelled = g_cancellable_new ();

  g_cancellable_cancel (cancelled);
  g_output_stream_close (out, cancelled, NULL);
}

static gboolean
replace_remote (GFile         *file,
                const void    *data,
                gsize          length,
                GCancellable  *cancellable,
                GError       **error)
{
  g_autoptr(GFileOutputStream) out = NULL;

  out = g_file_replace (file, NULL, FALSE, G_FILE_CREATE_NONE, cancellable, error);
  if (out == NULL)
    return FALSE;

  if (!g_output_stream_write_all (G_OUTPUT_STREAM (out), data, length, NULL, cancellable, error))
    {
      abandon_replacement (G_OUTPUT_STREAM (out));
      return FALSE;
    }

  return g_output_stream_close (G_OUTPUT_STREAM (out), cancellable, error);
}

/**
 * rimau_safe_file_replace:
 * @file: the file
 * @data: (array length=length): what it is to hold
 * @length: how many bytes
 * @cancellable: (nullable): stops the write, until the new file is in place
 * @error: what went wrong
 *
 * Makes @file hold @data, all or nothing, the first write of a new file
 * too: on failure, @file is as it was (or still does not exist), and no
 * temporary file is left. A folder, named pipe or device in @file's place
 * is not written over.
 *
 * Returns: whether @file holds @data
 */
gboolean
rimau_safe_file_replace (GFile         *file,
                         const void    *data,
                         gsize          length,
                         GCancellable  *cancellable,
                         GError       **error)
{
  const char *path;

  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (data != NULL || length == 0, FALSE);
  g_return_val_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return FALSE;

  path = g_file_peek_path (file);
  if (path != NULL)
    return replace_local (path, data, length, cancellable, error);
  return replace_remote (file, data, length, cancellable, error);
}

typedef struct
{
  GFile  *file;
  GBytes *bytes;
} ReplaceData;

static void
replace_data_free (ReplaceData *data)
{
  g_clear_object (&data->file);
  g_clear_pointer (&data->bytes, g_bytes_unref);
  g_free (data);
}

static void
replace_in_thread (GTask        *task,
                   gpointer      source_object,
                   gpointer      task_data,
                   GCancellable *cancellable)
{
  ReplaceData *data = task_data;
  GError *error = NULL;
  gsize length;
  const void *bytes = g_bytes_get_data (data->bytes, &length);

  /* An empty GBytes may have no data at all. */
  if (rimau_safe_file_replace (data->file, bytes != NULL ? bytes : "", length, cancellable, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

/* rimau_safe_file_replace() in a worker thread: the flushes to the disk
 * may take a while. */
void
rimau_safe_file_replace_async (GFile               *file,
                               GBytes              *bytes,
                               GCancellable        *cancellable,
                               GAsyncReadyCallback  callback,
                               gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  ReplaceData *data;

  g_return_if_fail (G_IS_FILE (file));
  g_return_if_fail (bytes != NULL);
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  data = g_new0 (ReplaceData, 1);
  data->file = g_object_ref (file);
  data->bytes = g_bytes_ref (bytes);

  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, rimau_safe_file_replace_async);
  g_task_set_task_data (task, data, (GDestroyNotify) replace_data_free);
  /* Cancelled once the rename is done, it still says what happened. */
  g_task_set_return_on_cancel (task, FALSE);
  g_task_set_check_cancellable (task, FALSE);
  g_task_run_in_thread (task, replace_in_thread);
}

gboolean
rimau_safe_file_replace_finish (GAsyncResult  *result,
                                GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), FALSE);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == rimau_safe_file_replace_async, FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

/**
 * rimau_safe_file_is_temporary:
 * @basename: a file's name, without its folder
 *
 * Whether @basename is that of a temporary file a write makes before it
 * puts it in its place: this module's, or GLib's. One that is still there
 * when no write is under way was left by a write that was killed.
 */
gboolean
rimau_safe_file_is_temporary (const char *basename)
{
  g_return_val_if_fail (basename != NULL, FALSE);

  return (basename[0] == '.' && g_str_has_suffix (basename, RIMAU_SAFE_FILE_TEMPORARY_SUFFIX)) ||
         g_str_has_prefix (basename, GLIB_TEMPORARY_PREFIX);
}
