/* rimau-position-private.h — ply helpers the engine's files share
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "rimau-board-private.h"
#include "rimau-position.h"

G_BEGIN_DECLS

/* Inline here rather than called across files: the move generator and the
 * random playouts both build plies and find jumps at every node. */

G_ALWAYS_INLINE static inline RimauMove *
add_move (RimauMove *out,
          int        kind,
          int        from,
          int        to,
          RimauMask  captured)
{
  out->kind = (gint8) kind;
  out->from = (gint8) from;
  out->to = (gint8) to;
  out->captured = captured;
  return out + 1;
}

/* The jump of a tiger along @ray, the points after it in one direction,
 * if there is one: the run of men starting next to the tiger, and the
 * empty point just beyond it. */
G_ALWAYS_INLINE static inline gboolean
jump_along (const RimauPosition *position,
            const gint8         *ray,
            int                 *landing,
            RimauMask           *captured)
{
  RimauMask run = 0;
  guint length = 0;

  if (position->rules.captures == RIMAU_CAPTURE_SINGLE)
    {
      if (ray[0] == RIMAU_NO_POINT || !(position->men & RIMAU_MASK (ray[0])) ||
          ray[1] == RIMAU_NO_POINT || !(rimau_position_empty (position) & RIMAU_MASK (ray[1])))
        return FALSE;
      *landing = ray[1];
      *captured = RIMAU_MASK (ray[0]);
      return TRUE;
    }

  while (ray[length] != RIMAU_NO_POINT && (position->men & RIMAU_MASK (ray[length])))
    run |= RIMAU_MASK (ray[length++]);

  if (ray[length] == RIMAU_NO_POINT || (position->tigers & RIMAU_MASK (ray[length])) || (length & 1) == 0)
    return FALSE;

  *landing = ray[length];
  *captured = run;
  return TRUE;
}

/* The jump of the tiger on @from over the man on @over and on along that
 * line, if there is one. */
G_ALWAYS_INLINE static inline gboolean
find_jump (const RimauBoard    *board,
           const RimauPosition *position,
           int                  from,
           int                  over,
           int                 *landing,
           RimauMask           *captured)
{
  if (position->rules.captures == RIMAU_CAPTURE_SINGLE)
    {
      int beyond = board->beyond[from][over];

      if (beyond == RIMAU_NO_POINT || !(rimau_position_empty (position) & RIMAU_MASK (beyond)))
        return FALSE;
      *landing = beyond;
      *captured = RIMAU_MASK (over);
      return TRUE;
    }

  return jump_along (position, board->ray[from][board->direction[from][over]], landing, captured);
}

G_END_DECLS
