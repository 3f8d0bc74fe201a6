/* rimau-random.h — the small, fast random numbers of playouts and searches
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* splitmix64: fast, and good enough for playouts, noise and Zobrist keys.
 * Inline, because playouts draw a number every ply. */
static inline guint64
rimau_random_next (guint64 *state)
{
  guint64 z = (*state += G_GUINT64_CONSTANT (0x9E3779B97F4A7C15));

  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xBF58476D1CE4E5B9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94D049BB133111EB);
  return z ^ (z >> 31);
}

/* A number from 0 to @n − 1, without a division. */
static inline guint
rimau_random_below (guint64 *state,
                    guint    n)
{
  return (guint) (((rimau_random_next (state) >> 32) * n) >> 32);
}

/* A number in [0, 1), from the top 53 bits. */
static inline double
rimau_random_unit (guint64 *state)
{
  return (rimau_random_next (state) >> 11) * (1.0 / 9007199254740992.0);
}

G_END_DECLS
