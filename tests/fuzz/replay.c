/* replay.c — runs a fuzz target on files, without libFuzzer
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Linked with a fuzz target in every build, so that the seed corpus (and
 * any input a fuzzer once found, once added to it) is checked by the
 * ordinary test suite, with or without clang. Each argument is a file or
 * a directory of files. */

#include "config.h"

#include <glib.h>
#include <stdio.h>
#include <stdlib.h>

#include "rimau-fuzz.h"

static guint
replay_file (const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  gsize length;

  if (!g_file_get_contents (path, &contents, &length, &error))
    {
      fprintf (stderr, "replay: %s\n", error->message);
      exit (EXIT_FAILURE);
    }

  LLVMFuzzerTestOneInput ((const guint8 *) contents, length);
  return 1;
}

static guint
replay (const char *path)
{
  g_autoptr(GPtrArray) names = NULL;
  GDir *dir;
  const char *name;
  guint count = 0;

  if (!g_file_test (path, G_FILE_TEST_IS_DIR))
    return replay_file (path);

  names = g_ptr_array_new_with_free_func (g_free);
  dir = g_dir_open (path, 0, NULL);
  if (dir == NULL)
    {
      fprintf (stderr, "replay: cannot open %s\n", path);
      exit (EXIT_FAILURE);
    }
  while ((name = g_dir_read_name (dir)) != NULL)
    g_ptr_array_add (names, g_build_filename (path, name, NULL));
  g_dir_close (dir);

  for (guint i = 0; i < names->len; i++)
    count += replay_file (g_ptr_array_index (names, i));
  return count;
}

int
main (int    argc,
      char **argv)
{
  guint count = 0;

  LLVMFuzzerInitialize (&argc, &argv);
  for (int i = 1; i < argc; i++)
    count += replay (argv[i]);

  printf ("replay: %u inputs, all passed\n", count);
  return count > 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
