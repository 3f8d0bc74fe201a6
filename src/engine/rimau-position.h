/* rimau-position.h — a position of the game as a plain copyable value
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "rimau-board.h"
#include "rimau-move.h"
#include "rimau-rules.h"

G_BEGIN_DECLS

/**
 * RimauSide:
 * @RIMAU_SIDE_TIGERS: the tigers
 * @RIMAU_SIDE_MEN: the men
 *
 * A side of the game.
 */
typedef enum
{
  RIMAU_SIDE_TIGERS,
  RIMAU_SIDE_MEN,
} RimauSide;

/**
 * RIMAU_SIDE_OTHER:
 * @s: a #RimauSide
 *
 * The side that is not @s.
 */
#define RIMAU_SIDE_OTHER(s) ((RimauSide) (1 - (s)))

/**
 * RimauOpening:
 * @RIMAU_OPENING_NONE: the opening is over
 * @RIMAU_OPENING_RELOCATE: removals, then relocate a tiger or keep both
 * @RIMAU_OPENING_PLACE: removals, then place the tiger on an emptied point
 *
 * Which opening the tiger player is in the middle of (rules.md §3).
 */
typedef enum
{
  RIMAU_OPENING_NONE,
  RIMAU_OPENING_RELOCATE,  /* removals, then relocate-or-keep */
  RIMAU_OPENING_PLACE,     /* removals, then place the tiger on an emptied point */
} RimauOpening;

/**
 * RimauOutcome:
 * @RIMAU_OUTCOME_NONE: the game goes on
 * @RIMAU_OUTCOME_TIGERS: the tigers have won
 * @RIMAU_OUTCOME_MEN: the men have won
 * @RIMAU_OUTCOME_DRAW: the game is drawn
 *
 * How a game ended, if it did.
 */
typedef enum
{
  RIMAU_OUTCOME_NONE,
  RIMAU_OUTCOME_TIGERS,
  RIMAU_OUTCOME_MEN,
  RIMAU_OUTCOME_DRAW,
} RimauOutcome;

/**
 * RimauPosition:
 * @tigers: the points tigers stand on
 * @men: the points men stand on
 * @emptied: the points emptied so far by the one-tiger opening's removals
 * @key: the Zobrist key of board, side, men in hand and opening state
 * @rules: the rules the game is played by
 * @turn: the number of the turn, from 1
 * @quiet: the plies since the last drop, jump or removal
 * @side: the #RimauSide to move
 * @hand: the men still in hand
 * @opening: the #RimauOpening under way
 * @removals_left: the opening's removals still to play
 *
 * A position of the game as a plain copyable value.
 */
typedef struct
{
  RimauMask  tigers;
  RimauMask  men;
  /* Points emptied so far by the one-tiger opening's removals. */
  RimauMask  emptied;
  /* Zobrist key of board, side, men in hand and opening state; kept up to
   * date by rimau_position_apply(). */
  guint64    key;
  RimauRules rules;
  guint32    turn;
  guint16    quiet;
  guint8     side;
  guint8     hand;
  guint8     opening;
  guint8     removals_left;
} RimauPosition;

#define RIMAU_POSITION_ERROR (rimau_position_error_quark ())

/**
 * RimauPositionError:
 * @RIMAU_POSITION_ERROR_FIELDS: not the right number of fields
 * @RIMAU_POSITION_ERROR_BOARD: the board is wrong
 * @RIMAU_POSITION_ERROR_SIDE: the side to move is wrong
 * @RIMAU_POSITION_ERROR_HAND: the men in hand are wrong
 * @RIMAU_POSITION_ERROR_OPENING: the opening state is wrong
 * @RIMAU_POSITION_ERROR_QUIET: the quiet-ply count is wrong
 * @RIMAU_POSITION_ERROR_TURN: the turn number is wrong
 *
 * Each code names the field of the position string that is wrong.
 */
typedef enum
{
  RIMAU_POSITION_ERROR_FIELDS,
  RIMAU_POSITION_ERROR_BOARD,
  RIMAU_POSITION_ERROR_SIDE,
  RIMAU_POSITION_ERROR_HAND,
  RIMAU_POSITION_ERROR_OPENING,
  RIMAU_POSITION_ERROR_QUIET,
  RIMAU_POSITION_ERROR_TURN,
} RimauPositionError;

/**
 * RIMAU_QUIET_PLY_LIMIT:
 *
 * The quiet-ply count at which the game is drawn.
 */
#define RIMAU_QUIET_PLY_LIMIT 100

/**
 * RIMAU_MAX_TIGER_JUMPS:
 *
 * Room for the tigers' jumps: a tiger has at most one in each direction.
 */
#define RIMAU_MAX_TIGER_JUMPS (2 * RIMAU_N_DIRECTIONS)

#define RIMAU_TYPE_POSITION (rimau_position_get_type ())

GType          rimau_position_get_type         (void) G_GNUC_CONST;
GQuark         rimau_position_error_quark      (void);
RimauPosition *rimau_position_copy             (const RimauPosition *position);
void           rimau_position_free             (RimauPosition       *position);

RimauPosition *rimau_position_new_start        (const RimauRules    *rules);
RimauPosition *rimau_position_new_from_string  (const RimauRules    *rules,
                                                const char          *text,
                                                GError             **error);
void           rimau_position_init_start       (RimauPosition       *position,
                                                const RimauRules    *rules);
gboolean       rimau_position_from_string      (RimauPosition       *position,
                                                const RimauRules    *rules,
                                                const char          *text,
                                                GError             **error);
char          *rimau_position_to_string        (const RimauPosition *position);
gboolean       rimau_position_equal            (const RimauPosition *a,
                                                const RimauPosition *b);

guint          rimau_position_generate         (const RimauPosition *position,
                                                RimauMove           *moves);
RimauMove     *rimau_position_list_moves       (const RimauPosition *position,
                                                guint               *n_moves);
gboolean       rimau_position_is_legal         (const RimauPosition *position,
                                                const RimauMove     *move);
void           rimau_position_apply            (RimauPosition       *position,
                                                const RimauMove     *move);
gboolean       rimau_position_parse_move       (const RimauPosition *position,
                                                const char          *text,
                                                RimauMove           *move,
                                                GError             **error);
gboolean       rimau_position_random_move      (const RimauPosition *position,
                                                guint64             *rng_state,
                                                RimauMove           *move);

RimauOutcome   rimau_position_outcome          (const RimauPosition *position);
gboolean       rimau_position_in_opening       (const RimauPosition *position);
gboolean       rimau_position_find_move_of_kind (const RimauPosition *position,
                                                RimauMoveKind        kind,
                                                RimauMove           *found);
gboolean       rimau_position_tigers_can_move  (const RimauPosition *position);
guint          rimau_position_generate_tiger_jumps (const RimauPosition *position,
                                                RimauMove           *jumps);
RimauMask      rimau_position_capturable_men   (const RimauPosition *position);
guint          rimau_position_men_left         (const RimauPosition *position);
RimauMask      rimau_position_empty            (const RimauPosition *position);
guint64        rimau_position_compute_key      (const RimauPosition *position);
guint64        rimau_position_perft            (const RimauPosition *position,
                                                guint                depth);

RimauOutcome   rimau_position_playout          (RimauPosition       *position,
                                                guint64             *rng_state,
                                                guint               *n_plies);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (RimauPosition, rimau_position_free)

G_END_DECLS
