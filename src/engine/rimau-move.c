/* rimau-move.c — one ply as a small value, and its text
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "rimau-move.h"

G_DEFINE_BOXED_TYPE (RimauMove, rimau_move, rimau_move_copy, rimau_move_free)
G_DEFINE_QUARK (rimau-move-error-quark, rimau_move_error)

RimauMove *
rimau_move_copy (const RimauMove *move)
{
  return g_memdup2 (move, sizeof *move);
}

void
rimau_move_free (RimauMove *move)
{
  g_free (move);
}

gboolean
rimau_move_equal (const RimauMove *a,
                  const RimauMove *b)
{
  return a->kind == b->kind && a->from == b->from && a->to == b->to && a->captured == b->captured;
}

static char *
write_point (char *out,
             int   point)
{
  const char *name = rimau_point_name (point);

  out[0] = name[0];
  out[1] = name[1];
  return out + 2;
}

char *
rimau_move_to_text (const RimauMove *move,
                    char            *buffer)
{
  char *out = buffer;

  switch ((RimauMoveKind) move->kind)
    {
    case RIMAU_MOVE_REMOVE:
      *out++ = 'x';
      out = write_point (out, move->to);
      break;
    case RIMAU_MOVE_PLACE:
      *out++ = 'T';
      *out++ = '@';
      out = write_point (out, move->to);
      break;
    case RIMAU_MOVE_DROP:
      *out++ = '@';
      out = write_point (out, move->to);
      break;
    case RIMAU_MOVE_RELOCATE:
    case RIMAU_MOVE_STEP:
      out = write_point (out, move->from);
      *out++ = '-';
      out = write_point (out, move->to);
      break;
    case RIMAU_MOVE_JUMP:
      out = write_point (out, move->from);
      *out++ = 'x';
      out = write_point (out, move->to);
      break;
    case RIMAU_MOVE_KEEP:
    case RIMAU_MOVE_PASS:
    default:
      *out++ = '-';
      *out++ = '-';
      break;
    }
  *out = '\0';

  return buffer;
}

/* Plies after which no earlier position can come back: they reset the
 * quiet-ply counter (rules.md §4). */
gboolean
rimau_move_is_irreversible (const RimauMove *move)
{
  return move->kind == RIMAU_MOVE_DROP || move->kind == RIMAU_MOVE_JUMP ||
         move->kind == RIMAU_MOVE_REMOVE;
}
