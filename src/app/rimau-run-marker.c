/* rimau-run-marker.c — whether the last run of Rimau ended cleanly
 *
 * A run of the game puts a file, "running", in its state folder as it
 * starts, and removes it when it shuts down cleanly. Found at the next
 * start, the file says that the last run ended otherwise: killed, crashed,
 * or cut off from its display. A game kept from such a run may hold what
 * made it crash (a computer player, say), and is taken up with its
 * computers paused.
 *
 * Alone, the file could not tell a dead run from one still going on with
 * the same state folder (on another session bus, as over a remote login).
 * So the run also holds a lock on it, which the system lets go of the
 * moment the process ends, however it ends: a file that can be locked is
 * a dead run's, one that cannot is a live run's, whose kept games are its
 * own and are left alone.
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* flock(), which strict C17 leaves out. */
#define _DEFAULT_SOURCE

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gstdio.h>
#include <sys/file.h>
#include <unistd.h>

#include "rimau-run-marker.h"

#define MARKER_NAME "running"

struct _RimauRunMarker
{
  char *path;
  int   fd;
};

/* Opens the marker, made anew if it was not there; @existed says which. */
static int
open_marker (const char *path,
             gboolean   *existed)
{
  int fd = g_open (path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0600);

  *existed = fd < 0 && errno == EEXIST;
  if (*existed)
    fd = g_open (path, O_RDWR | O_CLOEXEC, 0);
  return fd;
}

/**
 * rimau_run_marker_claim:
 * @folder: the state folder
 * @last_run: (out): how the last run with this folder ended
 *
 * Marks the run as on in @folder, and says how the last one ended.
 *
 * Returns: (nullable): the marker, to release at a clean shutdown; %NULL
 *   when another run of the game still holds it. Where the folder cannot
 *   be written, the run goes on unmarked: its last run counts as clean.
 */
RimauRunMarker *
rimau_run_marker_claim (GFile        *folder,
                        RimauLastRun *last_run)
{
  g_autofree char *folder_path = NULL;
  RimauRunMarker *marker;
  gboolean existed;
  int fd;

  g_return_val_if_fail (G_IS_FILE (folder), NULL);
  g_return_val_if_fail (last_run != NULL, NULL);

  folder_path = g_file_get_path (folder);
  g_return_val_if_fail (folder_path != NULL, NULL);

  marker = g_new0 (RimauRunMarker, 1);
  marker->path = g_build_filename (folder_path, MARKER_NAME, NULL);
  marker->fd = -1;
  *last_run = RIMAU_LAST_RUN_CLEAN;

  if (g_mkdir_with_parents (folder_path, 0700) != 0 || (fd = open_marker (marker->path, &existed)) < 0)
    return marker;

  /* On a file system without locks, the marker alone must do. */
  if (flock (fd, LOCK_EX | LOCK_NB) != 0 && errno == EWOULDBLOCK)
    {
      close (fd);
      g_free (marker->path);
      g_free (marker);
      *last_run = RIMAU_LAST_RUN_STILL_ON;
      return NULL;
    }

  marker->fd = fd;
  if (existed)
    *last_run = RIMAU_LAST_RUN_UNCLEAN;
  return marker;
}

/* The run ends cleanly: the marker goes, then its lock. */
void
rimau_run_marker_release (RimauRunMarker *marker)
{
  if (marker == NULL)
    return;

  if (marker->fd >= 0)
    {
      g_unlink (marker->path);
      close (marker->fd);
    }
  g_free (marker->path);
  g_free (marker);
}
