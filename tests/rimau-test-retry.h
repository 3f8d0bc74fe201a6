/* rimau-test-retry.h — a long game with an analysis written by hand, for
 * going through its marked plies again
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <string.h>

#include "rimau-ai.h"
#include "rimau-record.h"
#include "rimau-test-long-record.h"

/* The men's @a9 throws a lead of three men away; the tigers' d6-c6 walks
 * into a forced loss, where the best was already a lost cause: any ply
 * no worse than eight men behind is as good. Nothing else is marked. */
#define RETRY_MEN_PLY    30
#define RETRY_TIGERS_PLY 35

/* The @n-th legal ply before ply @index of @game other than the one
 * played there. */
static inline RimauMove
retry_other_ply (RimauGame *game,
                 guint      index,
                 guint      n)
{
  RimauMove moves[RIMAU_MAX_MOVES];
  guint n_moves = rimau_position_generate (rimau_game_get_position_at (game, index), moves);

  for (guint i = 0; i < n_moves; i++)
    if (!rimau_move_equal (&moves[i], rimau_game_get_ply (game, index)) && n-- == 0)
      return moves[i];
  g_assert_not_reached ();
}

/* The better ply the analysis knows before a marked ply. */
static inline RimauMove
retry_better_ply (RimauGame *game,
                  guint      index)
{
  return retry_other_ply (game, index, 0);
}

static inline const char *
retry_score (guint index)
{
  if (index <= RETRY_MEN_PLY)
    return "-3.00/5";          /* the men ahead */
  if (index < RETRY_TIGERS_PLY)
    return "+3.00/5";          /* the men's lead thrown away */
  if (index == RETRY_TIGERS_PLY)
    return "-8.00/5";          /* the tigers' lost cause */
  return "-M9/5";              /* the men trap the tigers */
}

/* Before a marked ply, the better ply; after it, the game's next ply,
 * the reply the analysis expected. */
static inline void
retry_append_line (GString   *text,
                   RimauGame *game,
                   guint      index)
{
  char move[RIMAU_MOVE_TEXT_SIZE];

  if (index == RETRY_MEN_PLY || index == RETRY_TIGERS_PLY)
    {
      RimauMove better = retry_better_ply (game, index);

      g_string_append_printf (text, " %s", rimau_move_to_text (&better, move));
    }
  else if (index == RETRY_MEN_PLY + 1 || index == RETRY_TIGERS_PLY + 1)
    g_string_append_printf (text, " %s", rimau_move_to_text (rimau_game_get_ply (game, index), move));
}

static inline RimauGame *
retry_game (void)
{
  g_autoptr(RimauGame) game = rimau_record_parse (long_record, strlen (long_record), NULL, NULL, NULL);
  g_autoptr(RimauAnalysis) blank = NULL;
  g_autofree char *tag = NULL;
  g_autoptr(GString) text = NULL;

  g_assert_nonnull (game);
  blank = rimau_analysis_new (game);
  tag = rimau_analysis_to_tag (blank);
  text = g_string_new_len (tag, strchr (tag, ';') - tag);
  for (guint i = 0; i <= rimau_analysis_get_n_plies (blank); i++)
    {
      g_string_append_printf (text, "; %s", retry_score (i));
      retry_append_line (text, game, i);
    }
  rimau_game_set_tag (game, RIMAU_ANALYSIS_TAG, text->str);
  return g_steal_pointer (&game);
}
