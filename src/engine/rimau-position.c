/* rimau-position.c — positions, legal plies, apply and outcome
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "rimau-position-private.h"

G_DEFINE_BOXED_TYPE (RimauPosition, rimau_position, rimau_position_copy, rimau_position_free)
G_DEFINE_QUARK (rimau-position-error-quark, rimau_position_error)

/**
 * rimau_position_copy:
 * @position: a position
 *
 * Returns: (transfer full): a copy of @position; free it with
 *   rimau_position_free()
 */
RimauPosition *
rimau_position_copy (const RimauPosition *position)
{
  return g_memdup2 (position, sizeof *position);
}

/**
 * rimau_position_free:
 * @position: (nullable) (transfer full): a position made by
 *   rimau_position_copy() or one of the constructors
 *
 * Frees @position.
 */
void
rimau_position_free (RimauPosition *position)
{
  g_free (position);
}

static inline guint
opening_code (const RimauPosition *position)
{
  return position->opening * 4 + position->removals_left;
}

/**
 * rimau_position_compute_key:
 * @position: a position
 *
 * Computes the Zobrist key of @position from scratch; rimau_position_apply()
 * keeps #RimauPosition.key up to date without it.
 *
 * Returns: the key
 */
guint64
rimau_position_compute_key (const RimauPosition *position)
{
  const RimauBoard *board = &rimau_board_tables;
  guint64 key = board->zobrist_hand[position->hand] ^ board->zobrist_opening[opening_code (position)];
  int p;

  RIMAU_MASK_FOREACH (p, position->tigers)
    key ^= board->zobrist_tiger[p];
  RIMAU_MASK_FOREACH (p, position->men)
    key ^= board->zobrist_man[p];
  RIMAU_MASK_FOREACH (p, position->emptied)
    key ^= board->zobrist_emptied[p];
  if (position->side == RIMAU_SIDE_MEN)
    key ^= board->zobrist_men_to_move;

  return key;
}

/**
 * rimau_position_init_start:
 * @position: (out caller-allocates): where to store the position
 * @rules: the rules to play by
 *
 * Stores the start position of @rules' variant in @position. Bindings use
 * rimau_position_new_start().
 */
void
rimau_position_init_start (RimauPosition    *position,
                           const RimauRules *rules)
{
  g_autoptr(GError) error = NULL;

  g_return_if_fail (rules != NULL && rules->variant < RIMAU_N_VARIANTS);

  if (!rimau_position_from_string (position, rules, rimau_variant_start_string (rules->variant), &error))
    g_error ("Start position of %s: %s", rimau_variant_to_id (rules->variant), error->message);
}

/**
 * rimau_position_new_start:
 * @rules: the rules to play by
 *
 * Returns: (transfer full): the start position of @rules' variant
 */
RimauPosition *
rimau_position_new_start (const RimauRules *rules)
{
  g_autoptr(RimauPosition) position = g_new0 (RimauPosition, 1);

  g_return_val_if_fail (rules != NULL && rules->variant < RIMAU_N_VARIANTS, NULL);

  rimau_position_init_start (position, rules);
  return g_steal_pointer (&position);
}


/**
 * rimau_position_equal:
 * @a: a position
 * @b: another position
 *
 * Returns: whether @a and @b are the same position, counters and rules
 *   included
 */
gboolean
rimau_position_equal (const RimauPosition *a,
                      const RimauPosition *b)
{
  return a->tigers == b->tigers && a->men == b->men && a->emptied == b->emptied &&
         a->side == b->side && a->hand == b->hand && a->opening == b->opening &&
         a->removals_left == b->removals_left && a->quiet == b->quiet &&
         a->turn == b->turn && rimau_rules_equal (&a->rules, &b->rules);
}

/**
 * rimau_position_empty:
 * @position: a position
 *
 * Returns: the mask of the points neither a tiger nor a man stands on
 */
RimauMask
rimau_position_empty (const RimauPosition *position)
{
  return RIMAU_ALL_POINTS & ~(position->tigers | position->men);
}

/**
 * rimau_position_men_left:
 * @position: a position
 *
 * Returns: the men on the board and in hand
 */
guint
rimau_position_men_left (const RimauPosition *position)
{
  return rimau_mask_count (position->men) + position->hand;
}

/**
 * rimau_position_in_opening:
 * @position: a position
 *
 * Returns: whether the tigers' opening turn (removals, then a relocation or
 *   a placement) is still being played
 */
gboolean
rimau_position_in_opening (const RimauPosition *position)
{
  return position->opening != RIMAU_OPENING_NONE;
}

/**
 * rimau_position_find_move_of_kind:
 * @position: a position
 * @kind: a #RimauMoveKind
 * @found: (out caller-allocates) (optional): where to store the ply
 *
 * Looks for a legal ply of @kind, such as keeping both tigers or passing.
 *
 * Returns: whether there is one
 */
gboolean
rimau_position_find_move_of_kind (const RimauPosition *position,
                                  RimauMoveKind        kind,
                                  RimauMove           *found)
{
  RimauMove moves[RIMAU_MAX_MOVES];
  guint n = rimau_position_generate (position, moves);

  for (guint i = 0; i < n; i++)
    if ((RimauMoveKind) moves[i].kind == kind)
      {
        if (found != NULL)
          *found = moves[i];
        return TRUE;
      }

  return FALSE;
}

/* ------------------------------------------------------------------------ */
/* Legal plies                                                              */

RIMAU_HOT static RimauMove *
generate_tiger_moves (const RimauPosition *position,
                      RimauMove           *out)
{
  const RimauBoard *board = &rimau_board_tables;
  RimauMask empty = rimau_position_empty (position);
  int t, to, over;

  RIMAU_MASK_FOREACH (t, position->tigers)
    {
      RIMAU_MASK_FOREACH (to, board->neighbours[t] & empty)
        out = add_move (out, RIMAU_MOVE_STEP, t, to, 0);

      /* A jump starts over a man next to the tiger. */
      RIMAU_MASK_FOREACH (over, board->neighbours[t] & position->men)
        {
          RimauMask captured;
          int landing;

          if (find_jump (board, position, t, over, &landing, &captured))
            out = add_move (out, RIMAU_MOVE_JUMP, t, landing, captured);
        }
    }

  return out;
}

RIMAU_HOT static RimauMove *
generate_men_steps (const RimauPosition *position,
                    RimauMove           *out)
{
  const RimauBoard *board = &rimau_board_tables;
  RimauMask empty = rimau_position_empty (position);
  int m, to;

  RIMAU_MASK_FOREACH (m, position->men)
    {
      RIMAU_MASK_FOREACH (to, board->neighbours[m] & empty)
        out = add_move (out, RIMAU_MOVE_STEP, m, to, 0);
    }

  return out;
}

static RimauMove *
generate_each (RimauMove *out,
               int        kind,
               RimauMask  targets)
{
  int p;

  RIMAU_MASK_FOREACH (p, targets)
    out = add_move (out, kind, RIMAU_NO_POINT, p, 0);

  return out;
}

RIMAU_HOT static RimauMove *
generate_opening (const RimauPosition *position,
                  RimauMove           *out)
{
  RimauMask empty = rimau_position_empty (position);
  int t, to;

  if (position->removals_left > 0)
    return generate_each (out, RIMAU_MOVE_REMOVE, position->men);

  if (position->opening == RIMAU_OPENING_PLACE)
    return generate_each (out, RIMAU_MOVE_PLACE, position->emptied & empty);

  out = add_move (out, RIMAU_MOVE_KEEP, RIMAU_NO_POINT, RIMAU_NO_POINT, 0);
  RIMAU_MASK_FOREACH (t, position->tigers)
    {
      RIMAU_MASK_FOREACH (to, empty)
        out = add_move (out, RIMAU_MOVE_RELOCATE, t, to, 0);
    }

  return out;
}

/**
 * rimau_position_generate:
 * @position: a position
 * @moves: (out caller-allocates) (array fixed-size=128): room for
 *   %RIMAU_MAX_MOVES plies
 *
 * Stores every legal ply of @position in @moves, without allocating: the
 * searches call it at every node. Bindings use rimau_position_list_moves().
 *
 * Returns: the number of plies stored
 */
RIMAU_HOT guint
rimau_position_generate (const RimauPosition *position,
                         RimauMove           *moves)
{
  RimauMove *out = moves;

  if (position->opening != RIMAU_OPENING_NONE)
    out = generate_opening (position, out);
  else if (rimau_position_men_left (position) <= position->rules.concede)
    return 0;
  else if (position->side == RIMAU_SIDE_TIGERS)
    out = generate_tiger_moves (position, out);
  else if (position->hand > 0)
    out = generate_each (out, RIMAU_MOVE_DROP, rimau_position_empty (position));
  else
    {
      out = generate_men_steps (position, out);
      if (out == moves)
        out = add_move (out, RIMAU_MOVE_PASS, RIMAU_NO_POINT, RIMAU_NO_POINT, 0);
    }

  return (guint) (out - moves);
}

/**
 * rimau_position_list_moves:
 * @position: a position
 * @n_moves: (out): where to store the number of plies
 *
 * Returns: (transfer container) (array length=n_moves): every legal ply
 *   of @position, in an array to free with g_free()
 */
RimauMove *
rimau_position_list_moves (const RimauPosition *position,
                           guint               *n_moves)
{
  RimauMove moves[RIMAU_MAX_MOVES];

  g_return_val_if_fail (position != NULL, NULL);
  g_return_val_if_fail (n_moves != NULL, NULL);

  *n_moves = rimau_position_generate (position, moves);
  return g_memdup2 (moves, *n_moves * sizeof (RimauMove));
}

/**
 * rimau_position_is_legal:
 * @position: a position
 * @move: a ply
 *
 * Returns: whether @move is a legal ply of @position
 */
gboolean
rimau_position_is_legal (const RimauPosition *position,
                         const RimauMove     *move)
{
  RimauMove moves[RIMAU_MAX_MOVES];
  guint n = rimau_position_generate (position, moves);

  for (guint i = 0; i < n; i++)
    if (rimau_move_equal (&moves[i], move))
      return TRUE;

  return FALSE;
}

/**
 * rimau_position_tigers_can_move:
 * @position: a position
 *
 * Returns: whether a tiger could step or jump, whichever side is to move
 */
RIMAU_HOT gboolean
rimau_position_tigers_can_move (const RimauPosition *position)
{
  const RimauBoard *board = &rimau_board_tables;
  RimauMask empty = rimau_position_empty (position);
  int t, over;

  RIMAU_MASK_FOREACH (t, position->tigers)
    {
      if (board->neighbours[t] & empty)
        return TRUE;
      RIMAU_MASK_FOREACH (over, board->neighbours[t] & position->men)
        {
          RimauMask captured;
          int landing;

          if (find_jump (board, position, t, over, &landing, &captured))
            return TRUE;
        }
    }

  return FALSE;
}

/**
 * rimau_position_generate_tiger_jumps:
 * @position: a position
 * @jumps: (out caller-allocates) (array fixed-size=16): room for
 *   %RIMAU_MAX_TIGER_JUMPS plies
 *
 * The jumps the tigers on the board could make if it were their turn now,
 * whichever side is to move: those a tiger could make as its move after the
 * opening, ordered by tiger (canonical order) and then by direction.
 *
 * Returns: the number of jumps stored in @jumps
 */
RIMAU_HOT guint
rimau_position_generate_tiger_jumps (const RimauPosition *position,
                                     RimauMove           *jumps)
{
  const RimauBoard *board = &rimau_board_tables;
  RimauMove *out = jumps;
  int t;

  RIMAU_MASK_FOREACH (t, position->tigers)
    {
      /* A jump starts over a man next to the tiger. */
      if (!(board->neighbours[t] & position->men))
        continue;
      for (int d = 0; d < RIMAU_N_DIRECTIONS; d++)
        {
          RimauMask captured;
          int landing;

          if (jump_along (position, board->ray[t][d], &landing, &captured))
            out = add_move (out, RIMAU_MOVE_JUMP, t, landing, captured);
        }
    }

  return (guint) (out - jumps);
}

/**
 * rimau_position_capturable_men:
 * @position: a position
 *
 * The men the tigers could capture with one of their jumps if it were
 * their turn now, whichever side is to move: what a man's player should
 * look out for. Empty while the tigers' opening turn lasts (no jump is
 * played in it) and once the tigers have won, as no jump follows then.
 *
 * Returns: the mask of those men
 */
RimauMask
rimau_position_capturable_men (const RimauPosition *position)
{
  RimauMove jumps[RIMAU_MAX_TIGER_JUMPS];
  RimauMask men = 0;
  guint n;

  if (position->opening != RIMAU_OPENING_NONE ||
      rimau_position_men_left (position) <= position->rules.concede)
    return 0;

  n = rimau_position_generate_tiger_jumps (position, jumps);
  for (guint i = 0; i < n; i++)
    men |= jumps[i].captured;

  return men;
}

/**
 * rimau_position_outcome:
 * @position: a position
 *
 * The outcome by position rules (rules.md §4, rules 1 and 2); the draws by
 * repetition and by quiet plies need the game's history, which a
 * #RimauStrategyContext has.
 *
 * Returns: who has won, or %RIMAU_OUTCOME_NONE while the game goes on
 */
RIMAU_HOT RimauOutcome
rimau_position_outcome (const RimauPosition *position)
{
  if (position->opening != RIMAU_OPENING_NONE)
    return RIMAU_OUTCOME_NONE;
  if (rimau_position_men_left (position) <= position->rules.concede)
    return RIMAU_OUTCOME_TIGERS;
  if (position->side == RIMAU_SIDE_TIGERS && !rimau_position_tigers_can_move (position))
    return RIMAU_OUTCOME_MEN;

  return RIMAU_OUTCOME_NONE;
}

/* ------------------------------------------------------------------------ */
/* Apply                                                                     */

static inline void
set_opening (RimauPosition *position,
             const RimauBoard *board,
             int            opening,
             int            removals_left)
{
  position->key ^= board->zobrist_opening[opening_code (position)];
  position->opening = (guint8) opening;
  position->removals_left = (guint8) removals_left;
  position->key ^= board->zobrist_opening[opening_code (position)];
}

/* Saturates rather than wraps: a position string may start the counter
 * anywhere up to its largest value. */
static inline void
count_quiet_ply (RimauPosition *position)
{
  if (position->quiet < G_MAXUINT16)
    position->quiet++;
}

static inline void
pass_turn (RimauPosition    *position,
           const RimauBoard *board)
{
  if (position->side == RIMAU_SIDE_MEN)
    position->turn++;
  position->side = (guint8) RIMAU_SIDE_OTHER (position->side);
  position->key ^= board->zobrist_men_to_move;
}

/**
 * rimau_position_apply:
 * @position: a position
 * @move: a legal ply of @position
 *
 * Plays @move on @position, keys and counters included.
 */
void
rimau_position_apply (RimauPosition   *position,
                      const RimauMove *move)
{
  const RimauBoard *board = &rimau_board_tables;
  int from = move->from, to = move->to;
  int p;

  switch ((RimauMoveKind) move->kind)
    {
    case RIMAU_MOVE_REMOVE:
      position->men &= ~RIMAU_MASK (to);
      position->key ^= board->zobrist_man[to];
      if (position->opening == RIMAU_OPENING_PLACE)
        {
          position->emptied |= RIMAU_MASK (to);
          position->key ^= board->zobrist_emptied[to];
        }
      set_opening (position, board, position->opening, position->removals_left - 1);
      position->quiet = 0;
      /* The tiger player goes on with the opening. */
      return;

    case RIMAU_MOVE_RELOCATE:
      position->tigers ^= RIMAU_MASK (from) | RIMAU_MASK (to);
      position->key ^= board->zobrist_tiger[from] ^ board->zobrist_tiger[to];
      set_opening (position, board, RIMAU_OPENING_NONE, 0);
      count_quiet_ply (position);
      break;

    case RIMAU_MOVE_KEEP:
      set_opening (position, board, RIMAU_OPENING_NONE, 0);
      count_quiet_ply (position);
      break;

    case RIMAU_MOVE_PLACE:
      position->tigers |= RIMAU_MASK (to);
      position->key ^= board->zobrist_tiger[to];
      RIMAU_MASK_FOREACH (p, position->emptied)
        position->key ^= board->zobrist_emptied[p];
      position->emptied = 0;
      set_opening (position, board, RIMAU_OPENING_NONE, 0);
      count_quiet_ply (position);
      break;

    case RIMAU_MOVE_DROP:
      position->men |= RIMAU_MASK (to);
      position->key ^= board->zobrist_man[to] ^ board->zobrist_hand[position->hand] ^
                       board->zobrist_hand[position->hand - 1];
      position->hand--;
      position->quiet = 0;
      break;

    case RIMAU_MOVE_STEP:
      if (position->side == RIMAU_SIDE_TIGERS)
        {
          position->tigers ^= RIMAU_MASK (from) | RIMAU_MASK (to);
          position->key ^= board->zobrist_tiger[from] ^ board->zobrist_tiger[to];
        }
      else
        {
          position->men ^= RIMAU_MASK (from) | RIMAU_MASK (to);
          position->key ^= board->zobrist_man[from] ^ board->zobrist_man[to];
        }
      count_quiet_ply (position);
      break;

    case RIMAU_MOVE_JUMP:
      position->tigers ^= RIMAU_MASK (from) | RIMAU_MASK (to);
      position->key ^= board->zobrist_tiger[from] ^ board->zobrist_tiger[to];
      position->men &= ~move->captured;
      RIMAU_MASK_FOREACH (p, move->captured)
        position->key ^= board->zobrist_man[p];
      position->quiet = 0;
      break;

    case RIMAU_MOVE_PASS:
    default:
      count_quiet_ply (position);
      break;
    }

  pass_turn (position, board);
}
