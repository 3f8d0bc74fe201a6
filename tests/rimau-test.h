/* rimau-test.h — small helpers the engine tests share
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "rimau-engine.h"

static inline RimauRules
test_rules (RimauVariant     variant,
            RimauCaptureRule captures,
            guint            concede)
{
  RimauRules rules;

  rimau_rules_init (&rules, variant);
  rules.captures = captures;
  rules.concede = concede;
  return rules;
}

static inline RimauPosition
test_position (const RimauRules *rules,
               const char       *text)
{
  g_autoptr(GError) error = NULL;
  RimauPosition position;

  if (!rimau_position_from_string (&position, rules, text, &error))
    ck_abort_msg ("“%s” should parse: %s", text, error->message);
  return position;
}

/* Plays @plies, separated by single spaces, failing the test on any error. */
static inline void
test_play (RimauGame  *game,
           const char *plies)
{
  g_auto(GStrv) texts = g_strsplit (plies, " ", -1);

  for (guint i = 0; texts[i] != NULL; i++)
    {
      g_autoptr(GError) error = NULL;

      if (!rimau_game_play_text (game, texts[i], &error))
        ck_abort_msg ("%s: %s", texts[i], error->message);
    }
}

/* The position string of the position @game shows now. */
static inline char *
test_position_text (RimauGame *game)
{
  return rimau_position_to_string (rimau_game_get_position (game));
}

static int
test_compare_strings (gconstpointer a,
                      gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

/* The legal plies of @position, sorted and joined by spaces. */
static inline char *
test_legal_plies (const RimauPosition *position)
{
  RimauMove moves[RIMAU_MAX_MOVES];
  guint n = rimau_position_generate (position, moves);
  g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < n; i++)
    {
      char text[RIMAU_MOVE_TEXT_SIZE];

      g_ptr_array_add (texts, g_strdup (rimau_move_to_text (&moves[i], text)));
    }
  g_ptr_array_sort (texts, test_compare_strings);
  g_ptr_array_add (texts, NULL);

  return g_strjoinv (" ", (char **) texts->pdata);
}

#define assert_plies(position, expected) \
  G_STMT_START { \
    g_autofree char *_plies = test_legal_plies (position); \
    ck_assert_str_eq (_plies, expected); \
  } G_STMT_END

static inline int
test_run_suite (Suite *suite)
{
  SRunner *runner = srunner_create (suite);
  int failed;

  srunner_run_all (runner, CK_NORMAL);
  failed = srunner_ntests_failed (runner);
  srunner_free (runner);

  return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
