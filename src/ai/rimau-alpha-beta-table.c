/* rimau-alpha-beta-table.c — the alpha-beta search's transposition table
 *
 * What a search found of each position, kept under its key: the score,
 * how deep it was searched, whether the score is exact or a bound, and
 * the best ply, tried first when the position comes again.
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "rimau-alpha-beta-private.h"

/* A random key for each value of the quiet-ply counter up to the limit. */
static guint64 quiet_keys[RIMAU_QUIET_PLY_LIMIT + 1];

static void
init_quiet_keys (void)
{
  static gsize done = 0;

  if (g_once_init_enter (&done))
    {
      guint64 state = G_GUINT64_CONSTANT (0x51E7D7A3C0FFEE01);

      for (guint i = 0; i < G_N_ELEMENTS (quiet_keys); i++)
        quiet_keys[i] = rimau_random_next (&state);
      g_once_init_leave (&done, 1);
    }
}

/* Makes @self's table: 2^@tt_bits entries, or 2^20 for 0. */
void
rimau_alpha_beta_tt_init (RimauAlphaBeta *self,
                          guint           tt_bits)
{
  guint bits = tt_bits != 0
               ? CLAMP (tt_bits, RIMAU_ALPHA_BETA_MIN_TT_BITS, RIMAU_ALPHA_BETA_MAX_TT_BITS)
               : 20;

  init_quiet_keys ();
  self->tt = g_new0 (TTEntry, (gsize) 1 << bits);
  self->tt_mask = (G_GUINT64_CONSTANT (1) << bits) - 1;
}

static inline int
score_to_tt (int score,
             guint ply)
{
  if (score > RIMAU_SCORE_KNOWN_WIN)
    return score + (int) ply;
  if (score < -RIMAU_SCORE_KNOWN_WIN)
    return score - (int) ply;
  return score;
}

/* A score read from the table, @ply plies after the root: a win is kept
 * as the distance from the position, and counted from the root again. */
int
rimau_alpha_beta_score_from_tt (int   score,
                                guint ply)
{
  if (score > RIMAU_SCORE_KNOWN_WIN)
    return score - (int) ply;
  if (score < -RIMAU_SCORE_KNOWN_WIN)
    return score + (int) ply;
  return score;
}

/* Plies that extensions may add to a line beyond a node's depth. */
#define EXTENSION_MARGIN 4

/* The key @position is kept under in the table when searched to @depth.
 * Its value depends on its quiet-ply counter only where a line from it can
 * reach the hundredth quiet ply (the static values count the quiet plies
 * before the root, not the node's: see static_value() in
 * rimau-alpha-beta.c), so there, and only
 * there, the key has the counter in it: what a search found with the draw
 * in reach stays apart from what one found without, and apart by count.
 * Further from the limit the same board reached by lines of different
 * lengths, with different counts, shares one entry; an entry left by an
 * earlier search, from a root a few quiet plies before, is off by as many
 * hundredths of its value, which is close enough to keep. */
static inline guint64
tt_key (const RimauPosition *position,
        int                  depth)
{
  guint quiet = MIN (position->quiet, RIMAU_QUIET_PLY_LIMIT);

  if (quiet + (guint) MAX (depth, 0) + EXTENSION_MARGIN < RIMAU_QUIET_PLY_LIMIT)
    return position->key;
  return position->key ^ quiet_keys[quiet];
}

static inline guint32
tt_check (guint64 key)
{
  return (guint32) (key >> 32);
}

/* The entry of @position searched to @depth, or %NULL. */
TTEntry *
rimau_alpha_beta_tt_probe (RimauAlphaBeta      *self,
                           const RimauPosition *position,
                           int                  depth)
{
  guint64 key = tt_key (position, depth);
  TTEntry *entry = &self->tt[key & self->tt_mask];

  return entry->check == tt_check (key) && entry->bound != BOUND_NONE ? entry : NULL;
}

/* Keeps what a search of @position to @depth found, unless the entry
 * holds something worth more: a deeper search of it, or of another
 * position in this search. */
void
rimau_alpha_beta_tt_store (RimauAlphaBeta      *self,
                           const RimauPosition *position,
                           int                  depth,
                           int                  score,
                           int                  bound,
                           const RimauMove     *move,
                           guint                ply)
{
  guint64 key = tt_key (position, depth);
  TTEntry *entry = &self->tt[key & self->tt_mask];
  gboolean same = entry->check == tt_check (key);

  if (same ? depth < entry->depth - 2 && bound != BOUND_EXACT
           : entry->age == self->age && depth < entry->depth)
    return;

  entry->check = tt_check (key);
  entry->score = (gint16) score_to_tt (score, ply);
  entry->depth = (gint8) MIN (depth, 127);
  entry->bound = (guint8) bound;
  entry->age = self->age;
  if (move != NULL)
    {
      entry->kind = move->kind;
      entry->from = move->from;
      entry->to = move->to;
    }
}
