/* fuzz-record.c — libFuzzer target: any bytes read as a game record
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Besides what AddressSanitizer and UndefinedBehaviorSanitizer catch,
 * this checks that a refused record comes with a sound error, and that a
 * record read is written back as one that reads as the same game. */

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "rimau-engine.h"
#include "rimau-fuzz.h"
#include "rimau-record-private.h"

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  /* A critical warning means a broken precondition: stop there. */
  g_log_set_always_fatal (G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING);
  return 0;
}

static guint
count_lines (const guint8 *data,
             size_t        size)
{
  guint lines = 1;

  for (size_t i = 0; i < size; i++)
    lines += data[i] == '\n';
  return lines;
}

static void
check_error (const guint8 *data,
             size_t        size,
             guint         line,
             guint         column,
             const GError *error)
{
  guint carried_line = 0, carried_column = 0;
  g_autofree char *prefix = g_strdup_printf ("Line %u, column %u: ", line, column);

  require (error != NULL);
  require (error->domain == RIMAU_RECORD_ERROR);
  require (line >= 1 && column >= 1);
  require (line <= count_lines (data, size));
  require (g_utf8_validate (error->message, -1, NULL));
  require (g_str_has_prefix (error->message, prefix));
  require (rimau_record_error_get_location (error, &carried_line, &carried_column));
  require (carried_line == line && carried_column == column);
  require (strcmp (rimau_record_error_get_reason (error), error->message + strlen (prefix)) == 0);
}

static void
check_same_game (RimauGame *a,
                 RimauGame *b)
{
  guint n = rimau_game_get_n_plies (a);

  require (rimau_game_get_n_plies (b) == n);
  require (rimau_game_get_cursor (a) == n && rimau_game_get_cursor (b) == n);
  require (rimau_position_equal (rimau_game_get_start_position (a), rimau_game_get_start_position (b)));
  for (guint i = 0; i < n; i++)
    require (rimau_move_equal (rimau_game_get_ply (a, i), rimau_game_get_ply (b, i)));
  require (rimau_position_equal (rimau_game_get_position (a), rimau_game_get_position (b)));
  require (rimau_game_get_outcome (a) == rimau_game_get_outcome (b));
  require (rimau_game_get_end_reason (a) == rimau_game_get_end_reason (b));
}

int
LLVMFuzzerTestOneInput (const guint8 *data,
                        size_t        size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(RimauGame) game = NULL;
  g_autoptr(RimauGame) again = NULL;
  g_autofree char *text = NULL;
  g_autofree char *text_again = NULL;
  guint line = 0, column = 0;

  game = rimau_record_parse ((const char *) data, size, &line, &column, &error);
  if (game == NULL)
    {
      check_error (data, size, line, column, error);
      return 0;
    }

  require (error == NULL);
  require (rimau_game_get_tag (game, "Result") != NULL);

  text = rimau_record_write (game);
  require (g_utf8_validate (text, -1, NULL));
  /* Escapes can make a written record longer than the one read; only
   * one near the size limit could then be too long to read back. */
  if (strlen (text) > RIMAU_RECORD_MAX_SIZE)
    return 0;

  again = rimau_record_parse (text, strlen (text), NULL, NULL, &error);
  if (again == NULL)
    g_printerr ("fuzz-record: the record written cannot be read: %s\n%s\n", error->message, text);
  require (again != NULL);
  check_same_game (game, again);

  text_again = rimau_record_write (again);
  require (strcmp (text, text_again) == 0);
  return 0;
}
