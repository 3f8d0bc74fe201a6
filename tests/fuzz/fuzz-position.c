/* fuzz-position.c — libFuzzer target: any bytes read as a position string
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The first byte picks the rules, the rest is the position string. A
 * position accepted must be written back to the same string, and every
 * legal ply from it must be legal, keep the Zobrist key right, read back
 * from its text and lead to a position that is written and read again.
 * Position strings may describe positions no game reaches, so this also
 * drives move generation where the tests do not go. */

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "rimau-engine.h"
#include "rimau-fuzz.h"

/* The largest turn number a position string may hold. */
#define MAX_TURN 1000000

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  g_log_set_always_fatal (G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING);
  return 0;
}

static void
check_text_round_trip (const RimauPosition *position)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *text = rimau_position_to_string (position);
  g_autofree char *text_again = NULL;
  RimauPosition again;

  if (!rimau_position_from_string (&again, &position->rules, text, &error))
    g_printerr ("fuzz-position: “%s” cannot be read back: %s\n", text, error->message);
  require (error == NULL);
  require (rimau_position_equal (&again, position));
  require (again.key == position->key);
  text_again = rimau_position_to_string (&again);
  require (strcmp (text, text_again) == 0);
}

static gboolean
is_generated (const RimauMove *move,
              const RimauMove *moves,
              guint            n)
{
  for (guint i = 0; i < n; i++)
    if (rimau_move_equal (move, &moves[i]))
      return TRUE;

  return FALSE;
}

static void
check_moves (const RimauPosition *position)
{
  RimauMove moves[RIMAU_MAX_MOVES];
  RimauPosition copy = *position;
  guint n = rimau_position_generate (position, moves);
  guint64 rng = position->key;
  RimauMove random;

  require (n <= RIMAU_MAX_MOVES);
  if (rimau_position_outcome (position) != RIMAU_OUTCOME_NONE)
    require (n == 0);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GError) error = NULL;
      char text[RIMAU_MOVE_TEXT_SIZE];
      RimauPosition after = *position;
      RimauMove parsed;

      require (rimau_position_is_legal (position, &moves[i]));
      rimau_move_to_text (&moves[i], text);
      require (rimau_position_parse_move (position, text, &parsed, &error));
      /* "--" and "c7-a9" name one ply each in any position. */
      require (rimau_move_equal (&parsed, &moves[i]));

      rimau_position_apply (&after, &moves[i]);
      require (after.key == rimau_position_compute_key (&after));
      require (rimau_mask_count (after.men) + after.hand <= RIMAU_MAX_MEN);
      require ((after.men & after.tigers) == 0);
      if (after.turn <= MAX_TURN)
        check_text_round_trip (&after);
    }

  /* The random ply, with its shortcut for the men, is one of them. */
  if (rimau_position_random_move (position, &rng, &random))
    require (is_generated (&random, moves, n));
  else
    require (n == 0);

  /* A whole random game from here ends. */
  rimau_position_playout (&copy, &rng, NULL);
}

int
LLVMFuzzerTestOneInput (const guint8 *data,
                        size_t        size)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  RimauPosition position;
  RimauRules rules;

  if (size < 1)
    return 0;

  rimau_rules_init (&rules, (RimauVariant) (data[0] % RIMAU_N_VARIANTS));
  rules.captures = (data[0] >> 2) & 1 ? RIMAU_CAPTURE_ODD : RIMAU_CAPTURE_SINGLE;
  rules.concede = (guint) ((data[0] >> 3) % (RIMAU_MAX_MEN + 1));

  text = g_strndup ((const char *) data + 1, size - 1);
  if (!rimau_position_from_string (&position, &rules, text, &error))
    {
      require (error != NULL && error->domain == RIMAU_POSITION_ERROR);
      require (g_utf8_validate (error->message, -1, NULL));
      return 0;
    }

  require (error == NULL);
  require (position.key == rimau_position_compute_key (&position));
  check_text_round_trip (&position);
  check_moves (&position);
  return 0;
}
