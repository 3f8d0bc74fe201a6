/* rimau-move.h — one ply as a small value, and its text
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "rimau-board.h"

G_BEGIN_DECLS

/**
 * RimauMoveKind:
 * @RIMAU_MOVE_REMOVE: an opening removal of a man, "xc5"
 * @RIMAU_MOVE_RELOCATE: an opening relocation of a tiger, "c7-a9"
 * @RIMAU_MOVE_KEEP: the opening's choice to keep both tigers, "--"
 * @RIMAU_MOVE_PLACE: the one-tiger opening's placement, "T@c5"
 * @RIMAU_MOVE_DROP: a man from hand onto the board, "@d8"
 * @RIMAU_MOVE_STEP: a step along a line, "c3-c2"
 * @RIMAU_MOVE_JUMP: a tiger's capture, "c3xc5"
 * @RIMAU_MOVE_PASS: the men's pass when none can step, "--"
 *
 * What a ply does.
 */
typedef enum
{
  RIMAU_MOVE_REMOVE,    /* xc5   opening removal */
  RIMAU_MOVE_RELOCATE,  /* c7-a9 opening relocation of a tiger */
  RIMAU_MOVE_KEEP,      /* --    opening: keep both tigers where they are */
  RIMAU_MOVE_PLACE,     /* T@c5  one-tiger opening placement */
  RIMAU_MOVE_DROP,      /* @d8   a man from hand */
  RIMAU_MOVE_STEP,      /* c3-c2 */
  RIMAU_MOVE_JUMP,      /* c3xc5 */
  RIMAU_MOVE_PASS,      /* --    men with no legal step */
} RimauMoveKind;

/**
 * RimauMove:
 * @captured: the men a jump takes
 * @kind: a #RimauMoveKind
 * @from: the point the ply starts from, or %RIMAU_NO_POINT
 * @to: the point it ends on, or %RIMAU_NO_POINT
 *
 * A ply, as a small value.
 */
typedef struct
{
  RimauMask captured;
  gint8     kind;
  gint8     from;
  gint8     to;
} RimauMove;

/**
 * RIMAU_MAX_MOVES:
 *
 * Room for the legal plies of any position: 2 tigers × 35 empty points
 * and keeping is the most.
 */
#define RIMAU_MAX_MOVES 128
/**
 * RIMAU_MOVE_TEXT_SIZE:
 *
 * Room for the longest ply text, "c1xc9", and its terminating NUL.
 */
#define RIMAU_MOVE_TEXT_SIZE 6

#define RIMAU_MOVE_ERROR (rimau_move_error_quark ())

/**
 * RimauMoveError:
 * @RIMAU_MOVE_ERROR_MALFORMED: the text is no ply at all
 * @RIMAU_MOVE_ERROR_ILLEGAL: the ply is not legal in the position
 *
 * Why a ply's text could not be read.
 */
typedef enum
{
  RIMAU_MOVE_ERROR_MALFORMED,
  RIMAU_MOVE_ERROR_ILLEGAL,
} RimauMoveError;

#define RIMAU_TYPE_MOVE (rimau_move_get_type ())

GType       rimau_move_get_type      (void) G_GNUC_CONST;
GQuark      rimau_move_error_quark   (void);
RimauMove  *rimau_move_copy          (const RimauMove *move);
void        rimau_move_free          (RimauMove       *move);

gboolean    rimau_move_equal         (const RimauMove *a,
                                      const RimauMove *b);
/* Writes the ply's text into @buffer (RIMAU_MOVE_TEXT_SIZE bytes) and
 * returns it. */
char       *rimau_move_to_text       (const RimauMove *move,
                                      char            *buffer);
char       *rimau_move_to_string     (const RimauMove *move);
gboolean    rimau_move_is_irreversible (const RimauMove *move);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (RimauMove, rimau_move_free)

G_END_DECLS
