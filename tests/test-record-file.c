/* test-record-file.c — game records in files: read only from regular
 * files, written whole or not at all (rimau-record-file.c and
 * rimau-safe-file.c)
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* mkfifo(), fork() and the resource limits, which strict C17 leaves out. */
#define _DEFAULT_SOURCE

#include "config.h"

#include <errno.h>
#include <glib/gstdio.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "rimau-test.h"
#include "rimau-record-private.h"
#include "rimau-safe-file.h"

#define VARIANT_A "[Variant \"rimau-rimau-a\"]\n"

static RimauGame *
random_game (const RimauRules *rules,
             guint64           seed,
             guint             max_plies)
{
  RimauGame *game = rimau_game_new (rules);
  guint64 rng = seed;

  for (guint i = 0; i < max_plies && rimau_game_get_outcome (game) == RIMAU_OUTCOME_NONE; i++)
    {
      RimauMove move;

      ck_assert (rimau_position_random_move (rimau_game_get_position (game), &rng, &move));
      ck_assert (rimau_game_play (game, &move, NULL));
    }

  return game;
}

static void
assert_same_game (RimauGame *expected,
                  RimauGame *actual)
{
  guint n = rimau_game_get_n_plies (expected);

  ck_assert_uint_eq (rimau_game_get_n_plies (actual), n);
  ck_assert (rimau_rules_equal (rimau_game_get_rules (actual), rimau_game_get_rules (expected)));
  ck_assert (rimau_position_equal (rimau_game_get_start_position (actual), rimau_game_get_start_position (expected)));
  for (guint i = 0; i < n; i++)
    ck_assert_msg (rimau_move_equal (rimau_game_get_ply (actual, i), rimau_game_get_ply (expected, i)),
                   "ply %u differs", i + 1);
}

static char *
make_temp_dir (void)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp ("rimau-record-XXXXXX", &error);

  if (dir == NULL)
    ck_abort_msg ("temporary directory: %s", error->message);
  return dir;
}

static void
remove_tree (const char *path)
{
  GDir *dir = g_dir_open (path, 0, NULL);
  const char *name;

  if (dir != NULL)
    {
      g_chmod (path, 0755);
      while ((name = g_dir_read_name (dir)) != NULL)
        {
          g_autofree char *child = g_build_filename (path, name, NULL);

          remove_tree (child);
        }
      g_dir_close (dir);
      g_rmdir (path);
    }
  else
    g_unlink (path);
}

/* The names in @dir, sorted and joined by spaces. */
static char *
list_dir (const char *path)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  GDir *dir = g_dir_open (path, 0, NULL);
  const char *name;

  ck_assert_ptr_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    g_ptr_array_add (names, g_strdup (name));
  g_dir_close (dir);
  g_ptr_array_sort (names, test_compare_strings);
  g_ptr_array_add (names, NULL);

  return g_strjoinv (" ", (char **) names->pdata);
}

static char *
read_file (const char *path)
{
  char *contents = NULL;

  ck_assert_msg (g_file_get_contents (path, &contents, NULL, NULL), "%s should be readable", path);
  return contents;
}

static void
write_file (const char *path,
            const char *contents)
{
  ck_assert (g_file_set_contents (path, contents, -1, NULL));
}

static RimauGame *
long_game (void)
{
  RimauRules rules = test_rules (RIMAU_VARIANT_RIMAU_RIMAU_A, RIMAU_CAPTURE_SINGLE, 0);

  return random_game (&rules, 42, 300);
}

START_TEST (test_file_save_and_load)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *path = g_build_filename (dir, "game.rimau", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(RimauGame) game = long_game ();
  g_autoptr(RimauGame) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *expected = rimau_record_write (game);
  g_autofree char *contents = NULL;
  g_autofree char *listing = NULL;

  ck_assert (rimau_record_save_file (game, file, NULL, &error));
  contents = read_file (path);
  ck_assert_str_eq (contents, expected);
  loaded = rimau_record_load_file (file, NULL, &error);
  ck_assert_ptr_nonnull (loaded);
  assert_same_game (game, loaded);

  /* Replacing the file leaves nothing else behind. */
  write_file (path, "old contents");
  ck_assert (rimau_record_save_file (game, file, NULL, &error));
  ck_assert (rimau_record_save_file (loaded, file, NULL, &error));
  g_clear_pointer (&contents, g_free);
  contents = read_file (path);
  ck_assert_str_eq (contents, expected);
  listing = list_dir (dir);
  ck_assert_str_eq (listing, "game.rimau");

  remove_tree (dir);
}
END_TEST

START_TEST (test_file_load_errors)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *bad = g_build_filename (dir, "bad.rimau", NULL);
  g_autofree char *large = g_build_filename (dir, "large.rimau", NULL);
  g_autofree char *missing = g_build_filename (dir, "missing.rimau", NULL);
  g_autofree char *padding = g_strnfill (RIMAU_RECORD_MAX_SIZE + 10, ' ');
  g_autoptr(GFile) bad_file = g_file_new_for_path (bad);
  g_autoptr(GFile) large_file = g_file_new_for_path (large);
  g_autoptr(GFile) missing_file = g_file_new_for_path (missing);
  g_autoptr(GFile) dir_file = g_file_new_for_path (dir);
  g_autoptr(GCancellable) cancelled = g_cancellable_new ();
  g_autoptr(GError) error = NULL;
  guint line, column;

  write_file (bad, VARIANT_A "\n1. xc4 xc5 zz9\n");
  ck_assert_ptr_null (rimau_record_load_file (bad_file, NULL, &error));
  ck_assert (g_error_matches (error, RIMAU_RECORD_ERROR, RIMAU_RECORD_ERROR_MALFORMED_PLY));
  ck_assert (g_str_has_prefix (error->message, "Line 3, column 12: “zz9” is not a ply"));
  ck_assert (rimau_record_error_get_location (error, &line, &column));
  ck_assert_uint_eq (line, 3);
  ck_assert_uint_eq (column, 12);
  g_clear_error (&error);

  write_file (large, padding);
  ck_assert_ptr_null (rimau_record_load_file (large_file, NULL, &error));
  ck_assert (g_error_matches (error, RIMAU_RECORD_ERROR, RIMAU_RECORD_ERROR_TOO_LARGE));
  g_clear_error (&error);

  ck_assert_ptr_null (rimau_record_load_file (missing_file, NULL, &error));
  ck_assert (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND));
  ck_assert (!rimau_record_error_get_location (error, NULL, NULL));
  ck_assert_ptr_null (rimau_record_error_get_reason (error));
  g_clear_error (&error);

  ck_assert_ptr_null (rimau_record_load_file (dir_file, NULL, &error));
  ck_assert (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_IS_DIRECTORY));
  g_clear_error (&error);

  g_cancellable_cancel (cancelled);
  ck_assert_ptr_null (rimau_record_load_file (bad_file, cancelled, &error));
  ck_assert (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED));

  remove_tree (dir);
}
END_TEST

typedef struct
{
  GMainLoop    *loop;
  GAsyncResult *result;
} AsyncWait;

static void
async_done (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  AsyncWait *wait = user_data;

  wait->result = g_object_ref (result);
  g_main_loop_quit (wait->loop);
}

static GAsyncResult *
wait_for_result (AsyncWait *wait)
{
  g_main_loop_run (wait->loop);
  g_clear_pointer (&wait->loop, g_main_loop_unref);
  return wait->result;
}

START_TEST (test_file_async)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *path = g_build_filename (dir, "game.rimau", NULL);
  g_autofree char *bad = g_build_filename (dir, "bad.rimau", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) bad_file = g_file_new_for_path (bad);
  g_autoptr(RimauGame) game = long_game ();
  g_autoptr(RimauGame) loaded = NULL;
  g_autoptr(GAsyncResult) saved = NULL;
  g_autoptr(GAsyncResult) opened = NULL;
  g_autoptr(GAsyncResult) refused = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *listing = NULL;
  AsyncWait wait = { 0 };

  write_file (path, "old contents");
  wait.loop = g_main_loop_new (NULL, FALSE);
  rimau_record_save_file_async (game, file, NULL, async_done, &wait);
  saved = wait_for_result (&wait);
  ck_assert (rimau_record_save_file_finish (saved, &error));

  wait.loop = g_main_loop_new (NULL, FALSE);
  rimau_record_load_file_async (file, NULL, async_done, &wait);
  opened = wait_for_result (&wait);
  loaded = rimau_record_load_file_finish (opened, &error);
  ck_assert_ptr_nonnull (loaded);
  assert_same_game (game, loaded);

  write_file (bad, VARIANT_A "xc4 xc4");
  wait.loop = g_main_loop_new (NULL, FALSE);
  rimau_record_load_file_async (bad_file, NULL, async_done, &wait);
  refused = wait_for_result (&wait);
  ck_assert_ptr_null (rimau_record_load_file_finish (refused, &error));
  ck_assert (g_error_matches (error, RIMAU_RECORD_ERROR, RIMAU_RECORD_ERROR_ILLEGAL_PLY));

  listing = list_dir (dir);
  ck_assert_str_eq (listing, "bad.rimau game.rimau");
  remove_tree (dir);
}
END_TEST

START_TEST (test_file_save_into_a_file)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *blocker = g_build_filename (dir, "blocker", NULL);
  g_autofree char *path = g_build_filename (blocker, "game.rimau", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) dir_file = g_file_new_for_path (dir);
  g_autoptr(RimauGame) game = long_game ();
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *listing = NULL;

  /* The parent of the target is a regular file: this fails for root too. */
  write_file (blocker, "keep me");
  ck_assert (!rimau_record_save_file (game, file, NULL, &error));
  ck_assert_msg (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_DIRECTORY),
                 "unexpected error: %s", error->message);
  g_clear_error (&error);

  /* The target is a directory. */
  ck_assert (!rimau_record_save_file (game, dir_file, NULL, &error));
  ck_assert (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_IS_DIRECTORY));

  contents = read_file (blocker);
  ck_assert_str_eq (contents, "keep me");
  listing = list_dir (dir);
  ck_assert_str_eq (listing, "blocker");
  remove_tree (dir);
}
END_TEST

/* Failing saves run in a child process, which can give up privileges or
 * lower its file size limit without touching the other tests. The child
 * exits with 0 when the save failed as expected, or a number naming what
 * went wrong. */
typedef enum
{
  SAVE_SYNC,
  SAVE_ASYNC,
} SaveMode;

static int
save_expecting_failure (RimauGame  *game,
                        const char *path,
                        SaveMode    mode,
                        int         code)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  gboolean saved;

  if (mode == SAVE_SYNC)
    saved = rimau_record_save_file (game, file, NULL, &error);
  else
    {
      g_autoptr(GAsyncResult) result = NULL;
      AsyncWait wait = { g_main_loop_new (NULL, FALSE), NULL };

      rimau_record_save_file_async (game, file, NULL, async_done, &wait);
      result = wait_for_result (&wait);
      saved = rimau_record_save_file_finish (result, &error);
    }

  if (saved)
    return 10;
  /* A code of -1 stands for any G_IO_ERROR. */
  if (error->domain != G_IO_ERROR || (code != -1 && error->code != code))
    {
      g_printerr ("unexpected error: %s\n", error->message);
      return 11;
    }
  return 0;
}

static int
wait_for_child (pid_t pid)
{
  int status;

  ck_assert_int_eq (waitpid (pid, &status, 0), pid);
  ck_assert_msg (WIFEXITED (status), "the child should exit, not be killed");
  return WEXITSTATUS (status);
}

/* A write that fails half-way, as on a full disk: the file size limit
 * stops it, as it would stop root too. An old file is kept as it was,
 * and a new one is not made at all, cut short. */
static void
check_failed_write_changes_nothing (SaveMode  mode,
                                    gboolean  had_old)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *path = g_build_filename (dir, "game.rimau", NULL);
  g_autoptr(RimauGame) game = long_game ();
  g_autofree char *listing = NULL;
  pid_t pid;

  if (had_old)
    write_file (path, "[Variant \"sumatra\"]\n\nc3-c2\n");
  pid = fork ();
  ck_assert_int_ge (pid, 0);
  if (pid == 0)
    {
      struct rlimit limit = { 64, 64 };

      signal (SIGXFSZ, SIG_IGN);
      if (setrlimit (RLIMIT_FSIZE, &limit) != 0)
        _exit (20);
      /* GLib has no code of its own for EFBIG. */
      _exit (save_expecting_failure (game, path, mode, -1));
    }

  ck_assert_int_eq (wait_for_child (pid), 0);
  listing = list_dir (dir);
  if (had_old)
    {
      g_autofree char *contents = read_file (path);

      ck_assert_str_eq (contents, "[Variant \"sumatra\"]\n\nc3-c2\n");
      ck_assert_str_eq (listing, "game.rimau");
    }
  else
    ck_assert_str_eq (listing, "");
  remove_tree (dir);
}

START_TEST (test_file_failed_write_keeps_old_file)
{
  check_failed_write_changes_nothing (SAVE_SYNC, TRUE);
}
END_TEST

START_TEST (test_file_failed_write_keeps_old_file_async)
{
  check_failed_write_changes_nothing (SAVE_ASYNC, TRUE);
}
END_TEST

/* The first write of a file goes through a temporary file as well. */
START_TEST (test_file_failed_first_write_makes_no_file)
{
  check_failed_write_changes_nothing (SAVE_SYNC, FALSE);
  check_failed_write_changes_nothing (SAVE_ASYNC, FALSE);
}
END_TEST

/* A folder the saving user may not write in, holding a file they may not
 * write either. Root may write anywhere, so as root the child saves as
 * the user nobody. */
START_TEST (test_file_read_only_place_keeps_old_file)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *path = g_build_filename (dir, "game.rimau", NULL);
  g_autoptr(RimauGame) game = long_game ();
  g_autofree char *contents = NULL;
  g_autofree char *listing = NULL;
  pid_t pid;

  write_file (path, "[Variant \"sumatra\"]\n");
  ck_assert_int_eq (g_chmod (path, 0444), 0);
  ck_assert_int_eq (g_chmod (dir, 0555), 0);

  pid = fork ();
  ck_assert_int_ge (pid, 0);
  if (pid == 0)
    {
      if (geteuid () == 0 && (setgid (65534) != 0 || setuid (65534) != 0))
        _exit (20);
      _exit (save_expecting_failure (game, path, SAVE_SYNC, G_IO_ERROR_PERMISSION_DENIED) +
             save_expecting_failure (game, path, SAVE_ASYNC, G_IO_ERROR_PERMISSION_DENIED));
    }

  ck_assert_int_eq (wait_for_child (pid), 0);
  contents = read_file (path);
  ck_assert_str_eq (contents, "[Variant \"sumatra\"]\n");
  listing = list_dir (dir);
  ck_assert_str_eq (listing, "game.rimau");
  remove_tree (dir);
}
END_TEST

/* A file its owner made read-only is not replaced, though its folder
 * would let it be. */
START_TEST (test_file_read_only_file_keeps_old_file)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *path = g_build_filename (dir, "game.rimau", NULL);
  g_autoptr(RimauGame) game = long_game ();
  g_autofree char *contents = NULL;
  g_autofree char *listing = NULL;
  pid_t pid;

  write_file (path, "[Variant \"sumatra\"]\n");
  ck_assert_int_eq (g_chmod (path, 0444), 0);
  ck_assert_int_eq (g_chmod (dir, 0777), 0);

  pid = fork ();
  ck_assert_int_ge (pid, 0);
  if (pid == 0)
    {
      if (geteuid () == 0 && (setgid (65534) != 0 || setuid (65534) != 0))
        _exit (20);
      _exit (save_expecting_failure (game, path, SAVE_SYNC, G_IO_ERROR_PERMISSION_DENIED));
    }

  ck_assert_int_eq (wait_for_child (pid), 0);
  contents = read_file (path);
  ck_assert_str_eq (contents, "[Variant \"sumatra\"]\n");
  listing = list_dir (dir);
  ck_assert_str_eq (listing, "game.rimau");
  remove_tree (dir);
}
END_TEST

/* Saving changes a file's text only: its permissions stay, and a
 * symbolic link stays a link to the file it names, which is replaced. */
START_TEST (test_file_save_keeps_mode_and_link)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *path = g_build_filename (dir, "game.rimau", NULL);
  g_autofree char *link = g_build_filename (dir, "link.rimau", NULL);
  g_autoptr(GFile) link_file = g_file_new_for_path (link);
  g_autoptr(RimauGame) game = long_game ();
  g_autofree char *expected = rimau_record_write (game);
  g_autofree char *contents = NULL;
  g_autofree char *listing = NULL;
  GStatBuf info;

  write_file (path, "old contents");
  ck_assert_int_eq (g_chmod (path, 0640), 0);
  ck_assert_int_eq (symlink ("game.rimau", link), 0);

  ck_assert (rimau_record_save_file (game, link_file, NULL, NULL));
  ck_assert (g_file_test (link, G_FILE_TEST_IS_SYMLINK));
  contents = read_file (path);
  ck_assert_str_eq (contents, expected);
  ck_assert_int_eq (g_stat (path, &info), 0);
  ck_assert_uint_eq (info.st_mode & 07777, 0640);
  listing = list_dir (dir);
  ck_assert_str_eq (listing, "game.rimau link.rimau");
  remove_tree (dir);
}
END_TEST

/* Runs @run in a child that may take at most a minute: reading a named
 * pipe the ordinary way waits for a writer for ever, and that must show
 * as a failure, not as a test that never ends. The child exits with 0
 * when all went as expected. */
static void
check_in_child (int (*run) (const char *path),
                const char *path)
{
  pid_t pid = fork ();

  ck_assert_int_ge (pid, 0);
  if (pid == 0)
    {
      alarm (60);
      _exit (run (path));
    }
  ck_assert_int_eq (wait_for_child (pid), 0);
}

static int
load_expecting_not_regular (const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) async_error = NULL;
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(RimauGame) game = rimau_record_load_file (file, NULL, &error);
  g_autoptr(RimauGame) async_game = NULL;
  AsyncWait wait = { g_main_loop_new (NULL, FALSE), NULL };

  rimau_record_load_file_async (file, NULL, async_done, &wait);
  result = wait_for_result (&wait);
  async_game = rimau_record_load_file_finish (result, &async_error);

  if (game != NULL || async_game != NULL)
    return 10;
  if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE) ||
      !g_error_matches (async_error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE))
    {
      g_printerr ("unexpected error: %s\n", error->message);
      return 11;
    }
  g_print ("%s: %s\n", path, error->message);
  return 0;
}

static int
save_expecting_not_regular (const char *path)
{
  g_autoptr(RimauGame) game = long_game ();

  return save_expecting_failure (game, path, SAVE_SYNC, G_IO_ERROR_NOT_REGULAR_FILE);
}

/* A named pipe or a device is refused at once, never read. */
START_TEST (test_file_load_refuses_what_is_no_file)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *pipe = g_build_filename (dir, "pipe.rimau", NULL);
  g_autofree char *link = g_build_filename (dir, "link.rimau", NULL);

  ck_assert_int_eq (mkfifo (pipe, 0600), 0);
  ck_assert_int_eq (symlink ("pipe.rimau", link), 0);
  check_in_child (load_expecting_not_regular, pipe);
  check_in_child (load_expecting_not_regular, link);
  check_in_child (load_expecting_not_regular, "/dev/null");
  remove_tree (dir);
}
END_TEST

/* A named pipe where the record is to go is not written over. */
START_TEST (test_file_save_refuses_a_pipe)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *pipe = g_build_filename (dir, "pipe.rimau", NULL);
  g_autofree char *listing = NULL;

  ck_assert_int_eq (mkfifo (pipe, 0600), 0);
  check_in_child (save_expecting_not_regular, pipe);
  ck_assert (g_file_test (pipe, G_FILE_TEST_EXISTS) && !g_file_test (pipe, G_FILE_TEST_IS_REGULAR));
  listing = list_dir (dir);
  ck_assert_str_eq (listing, "pipe.rimau");
  remove_tree (dir);
}
END_TEST

/* A save killed half-way (here by the file size limit's signal) leaves the
 * file as it was, or no file at all, and a temporary file that is known
 * for what it is, for the game to clear away at its next start. */
START_TEST (test_file_killed_write_leaves_file_whole)
{
  for (int had_old = 0; had_old <= 1; had_old++)
    {
      g_autofree char *dir = make_temp_dir ();
      g_autofree char *path = g_build_filename (dir, "game.rimau", NULL);
      g_autoptr(GFile) file = g_file_new_for_path (path);
      g_autoptr(RimauGame) game = long_game ();
      g_autoptr(GDir) listing = NULL;
      const char *name;
      guint n_temporary = 0;
      int status;
      pid_t pid;

      if (had_old)
        write_file (path, "[Variant \"sumatra\"]\n");
      pid = fork ();
      ck_assert_int_ge (pid, 0);
      if (pid == 0)
        {
          struct rlimit no_core = { 0, 0 };
          struct rlimit limit = { 64, 64 };

          if (setrlimit (RLIMIT_CORE, &no_core) != 0 || setrlimit (RLIMIT_FSIZE, &limit) != 0)
            _exit (20);
          rimau_record_save_file (game, file, NULL, NULL);
          _exit (21);
        }
      ck_assert_int_eq (waitpid (pid, &status, 0), pid);
      ck_assert_msg (WIFSIGNALED (status) && WTERMSIG (status) == SIGXFSZ, "the save should be killed");

      listing = g_dir_open (dir, 0, NULL);
      while ((name = g_dir_read_name (listing)) != NULL)
        if (strcmp (name, "game.rimau") != 0)
          {
            ck_assert_msg (rimau_safe_file_is_temporary (name), "%s should be a temporary file", name);
            n_temporary++;
          }
      ck_assert_uint_eq (n_temporary, 1);
      if (had_old)
        {
          g_autofree char *contents = read_file (path);

          ck_assert_str_eq (contents, "[Variant \"sumatra\"]\n");
        }
      else
        ck_assert (!g_file_test (path, G_FILE_TEST_EXISTS));
      remove_tree (dir);
    }
}
END_TEST

START_TEST (test_temporary_names)
{
  ck_assert (rimau_safe_file_is_temporary (".game.rimau.a1B2c3.saving"));
  ck_assert (rimau_safe_file_is_temporary (".goutputstream-5XK7Q2"));
  ck_assert (!rimau_safe_file_is_temporary ("game.rimau"));
  ck_assert (!rimau_safe_file_is_temporary ("game.saving"));
  ck_assert (!rimau_safe_file_is_temporary ("last-game.rimau.unreadable-20261206-031500"));
}
END_TEST

static Suite *
record_file_suite (void)
{
  Suite *s = suite_create ("record-file");
  TCase *reading = tcase_create ("reading");
  TCase *writing = tcase_create ("writing");

  tcase_add_test (reading, test_file_save_and_load);
  tcase_add_test (reading, test_file_load_errors);
  tcase_add_test (reading, test_file_async);
  tcase_add_test (reading, test_file_load_refuses_what_is_no_file);
  suite_add_tcase (s, reading);

  tcase_add_test (writing, test_file_save_into_a_file);
  tcase_add_test (writing, test_file_failed_write_keeps_old_file);
  tcase_add_test (writing, test_file_failed_write_keeps_old_file_async);
  tcase_add_test (writing, test_file_failed_first_write_makes_no_file);
  tcase_add_test (writing, test_file_read_only_place_keeps_old_file);
  tcase_add_test (writing, test_file_read_only_file_keeps_old_file);
  tcase_add_test (writing, test_file_save_keeps_mode_and_link);
  tcase_add_test (writing, test_file_save_refuses_a_pipe);
  tcase_add_test (writing, test_file_killed_write_leaves_file_whole);
  tcase_add_test (writing, test_temporary_names);
  suite_add_tcase (s, writing);

  return s;
}

int
main (void)
{
  return test_run_suite (record_file_suite ());
}
