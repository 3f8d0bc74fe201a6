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

/**
 * rimau_move_copy:
 * @move: a ply
 *
 * Returns: (transfer full): a copy of @move; free it with rimau_move_free()
 */
RimauMove *
rimau_move_copy (const RimauMove *move)
{
  return g_memdup2 (move, sizeof *move);
}

/**
 * rimau_move_free:
 * @move: (nullable) (transfer full): a ply made by rimau_move_copy()
 *
 * Frees @move.
 */
void
rimau_move_free (RimauMove *move)
{
  g_free (move);
}

/**
 * rimau_move_equal:
 * @a: a ply
 * @b: another ply
 *
 * Returns: whether @a and @b are the same ply
 */
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

/**
 * rimau_move_to_text:
 * @move: a ply
 * @buffer: (out caller-allocates) (array fixed-size=6) (element-type gchar):
 *   room for %RIMAU_MOVE_TEXT_SIZE bytes
 *
 * Writes the ply's text (such as "c3xc5" or "@d8") into @buffer, without
 * allocating. Bindings use rimau_move_to_string().
 *
 * Returns: (transfer none): @buffer
 */
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

/**
 * rimau_move_to_string:
 * @move: a ply
 *
 * Returns: (transfer full): the ply's text, such as "c3xc5" or "@d8"
 */
char *
rimau_move_to_string (const RimauMove *move)
{
  char text[RIMAU_MOVE_TEXT_SIZE];

  g_return_val_if_fail (move != NULL, NULL);

  return g_strdup (rimau_move_to_text (move, text));
}

/**
 * rimau_move_is_irreversible:
 * @move: a ply
 *
 * Whether no earlier position can come back after @move: drops, jumps and
 * removals reset the quiet-ply counter (rules.md §4).
 *
 * Returns: whether @move is irreversible
 */
gboolean
rimau_move_is_irreversible (const RimauMove *move)
{
  return move->kind == RIMAU_MOVE_DROP || move->kind == RIMAU_MOVE_JUMP ||
         move->kind == RIMAU_MOVE_REMOVE;
}
