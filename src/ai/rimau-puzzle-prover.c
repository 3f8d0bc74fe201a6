/* rimau-puzzle-prover.c — exhaustive proofs of short forced wins
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * An AND/OR search, not an evaluation: at the solving side's turns one
 * move that forces the goal is enough (OR), at the defending side's turns
 * every legal reply must still lose (AND). Nothing is pruned by a score:
 * a node is cut off only once its answer is known, so what it says is a
 * proof over every reply. The puzzles (rimau-puzzle-verify.c) are checked
 * with it, and found with it (rimau-puzzle-find.c).
 *
 * The game's rules are the position's own (rules.md §4): the tigers win
 * when too few men are left, the men when the tigers cannot move; a
 * position whose quiet-ply counter has reached the limit is a draw, which
 * no side's goal is. A draw by repetition needs a position three times,
 * at least eight plies, longer than any line looked at here (a proof of n
 * moves looks at most 2n − 1 plies ahead), so it cannot happen in one.
 */

#include "config.h"

#include <string.h>

#include "rimau-puzzle-prover.h"

/* A table of 2^16 entries (2 MiB): puzzles are small searches, and
 * replacing an entry only costs time, never an answer. */
#define TABLE_BITS 16
#define TABLE_SIZE (1u << TABLE_BITS)
#define NOT_PROVEN 0xff

/* Beyond this quiet-ply count the draw rule may decide a line, and the
 * counter is not part of an entry's identity: such nodes are not kept. */
#define TABLE_QUIET_LIMIT (RIMAU_QUIET_PLY_LIMIT - 2 * RIMAU_PROOF_MAX_MOVES)

/* What is known of one node. The whole position is kept, and the rules
 * it is played by (one prover may check puzzles of several), so that an
 * entry is only ever used for its own position: no hash collision can
 * make a proof wrong. */
typedef struct
{
  RimauMask tigers;
  RimauMask men;
  guint16   rules;
  guint8    hand;
  guint8    side;
  guint8    goal;
  guint8    used;
  /* The fewest moves known to force the goal, or NOT_PROVEN. */
  guint8    forced_in;
  /* The most moves known not to be enough, or 0. */
  guint8    not_in;
} Entry;

struct _RimauProver
{
  Entry   *table;
  guint64  nodes;
};

static gboolean solver_node (RimauProver         *self,
                             RimauProofGoal       goal,
                             const RimauPosition *position,
                             guint                n_moves);

/**
 * rimau_prover_new:
 *
 * Returns: (transfer full): a prover with an empty table
 */
RimauProver *
rimau_prover_new (void)
{
  RimauProver *self = g_new0 (RimauProver, 1);

  self->table = g_new0 (Entry, TABLE_SIZE);
  return self;
}

void
rimau_prover_free (RimauProver *self)
{
  if (self == NULL)
    return;
  g_free (self->table);
  g_free (self);
}

/* Forgets every proof; the answers stay the same, only slower. */
void
rimau_prover_clear (RimauProver *self)
{
  memset (self->table, 0, TABLE_SIZE * sizeof (Entry));
  self->nodes = 0;
}

/* The positions played into since the prover was made or cleared. */
guint64
rimau_prover_get_nodes (RimauProver *self)
{
  return self->nodes;
}

/* ------------------------------------------------------------------------ */
/* The table                                                                */

static Entry *
find_entry (RimauProver         *self,
            RimauProofGoal       goal,
            const RimauPosition *position)
{
  guint64 key = position->key ^ (goal * G_GUINT64_CONSTANT (0x9e3779b97f4a7c15));

  return &self->table[(key ^ (key >> 32)) & (TABLE_SIZE - 1)];
}

/* The rules in a few bits: variant, capture rule, concede threshold. */
static guint16
rules_code (const RimauRules *rules)
{
  return (guint16) (rules->variant | rules->captures << 2 | rules->concede << 3);
}

static gboolean
entry_is_for (const Entry         *entry,
              RimauProofGoal       goal,
              const RimauPosition *position)
{
  return entry->used && entry->tigers == position->tigers && entry->men == position->men &&
         entry->hand == position->hand && entry->side == position->side && entry->goal == goal &&
         entry->rules == rules_code (&position->rules);
}

/* Whether the table knows the answer for @n_moves, stored in @answer. */
static gboolean
look_up (RimauProver         *self,
         RimauProofGoal       goal,
         const RimauPosition *position,
         guint                n_moves,
         gboolean            *answer)
{
  const Entry *entry = find_entry (self, goal, position);

  if (position->quiet >= TABLE_QUIET_LIMIT || !entry_is_for (entry, goal, position))
    return FALSE;
  /* Forced in k moves is forced in more; not in k is not in fewer. */
  if (entry->forced_in != NOT_PROVEN && entry->forced_in <= n_moves)
    return (*answer = TRUE, TRUE);
  if (entry->not_in >= n_moves)
    return (*answer = FALSE, TRUE);
  return FALSE;
}

static gboolean
store (RimauProver         *self,
       RimauProofGoal       goal,
       const RimauPosition *position,
       guint                n_moves,
       gboolean             answer)
{
  Entry *entry = find_entry (self, goal, position);

  if (position->quiet >= TABLE_QUIET_LIMIT)
    return answer;
  if (!entry_is_for (entry, goal, position))
    *entry = (Entry) {
      .tigers = position->tigers, .men = position->men, .rules = rules_code (&position->rules), .hand = position->hand,
      .side = position->side, .goal = (guint8) goal, .used = TRUE, .forced_in = NOT_PROVEN,
    };
  if (answer)
    entry->forced_in = (guint8) MIN (entry->forced_in, n_moves);
  else
    entry->not_in = (guint8) MAX (entry->not_in, n_moves);
  return answer;
}

/* ------------------------------------------------------------------------ */
/* Move order: only how soon an answer is found, never what it is          */

typedef struct
{
  RimauMove move;
  int       rank;
} Ranked;

/* How promising a ply looks for the side playing it, lower first: the
 * tigers' jumps first; the men's plies that leave the tigers the fewest
 * answers first, and, defending against a capture, those that leave no
 * man to capture. */
static int
rank_move (RimauProofGoal       goal,
           const RimauPosition *position,
           const RimauMove     *move)
{
  RimauPosition next = *position;
  RimauMove moves[RIMAU_MAX_MOVES];

  if (position->side == RIMAU_SIDE_TIGERS)
    return move->kind == RIMAU_MOVE_JUMP ? 0 : 1;

  rimau_position_apply (&next, move);
  if (goal == RIMAU_PROOF_CAPTURE)
    return rimau_position_capturable_men (&next) == 0 ? 0 : 1;
  return (int) rimau_position_generate (&next, moves);
}

static guint
generate_ranked (RimauProofGoal       goal,
                 const RimauPosition *position,
                 Ranked              *ranked)
{
  RimauMove moves[RIMAU_MAX_MOVES];
  guint n = rimau_position_generate (position, moves);

  /* An insertion sort: stable, and the lists are short. */
  for (guint i = 0; i < n; i++)
    {
      Ranked item = { moves[i], rank_move (goal, position, &moves[i]) };
      guint j = i;

      for (; j > 0 && ranked[j - 1].rank > item.rank; j--)
        ranked[j] = ranked[j - 1];
      ranked[j] = item;
    }
  return n;
}

/* ------------------------------------------------------------------------ */
/* The search                                                               */

/* Whether the game is over at @position, by the rules a puzzle is played
 * by: a win by position rules, or a draw by quiet plies. */
static gboolean
game_is_over (const RimauPosition *position)
{
  return rimau_position_outcome (position) != RIMAU_OUTCOME_NONE ||
         position->quiet >= RIMAU_QUIET_PLY_LIMIT;
}

/* Whether the goal is reached by the ply that led to @next. */
static gboolean
goal_reached (RimauProofGoal       goal,
              const RimauMove     *move,
              const RimauPosition *next)
{
  if (goal == RIMAU_PROOF_CAPTURE)
    return move->kind == RIMAU_MOVE_JUMP;
  return rimau_position_outcome (next) == RIMAU_OUTCOME_MEN;
}

/* Every reply of the defending side at @position still loses within
 * @n_moves of the solving side's. */
static gboolean
defender_node (RimauProver         *self,
               RimauProofGoal       goal,
               const RimauPosition *position,
               guint                n_moves)
{
  Ranked replies[RIMAU_MAX_MOVES];
  gboolean answer;
  guint n;

  if (game_is_over (position))
    return FALSE;
  if (look_up (self, goal, position, n_moves, &answer))
    return answer;

  n = generate_ranked (goal, position, replies);
  for (guint i = 0; i < n; i++)
    {
      RimauPosition next = *position;

      rimau_position_apply (&next, &replies[i].move);
      self->nodes++;
      if (!solver_node (self, goal, &next, n_moves))
        return store (self, goal, position, n_moves, FALSE);
    }

  return store (self, goal, position, n_moves, TRUE);
}

/**
 * rimau_prover_move_forces:
 * @self: a prover
 * @goal: what the side to move at @position tries to force
 * @position: a position with that side to move
 * @move: a legal ply of @position
 * @n_moves: the moves of the side to move allowed, @move included
 *
 * Returns: whether @move reaches @goal, or leaves every reply losing to a
 *   move that does, within @n_moves moves of the side to move
 */
gboolean
rimau_prover_move_forces (RimauProver         *self,
                          RimauProofGoal       goal,
                          const RimauPosition *position,
                          const RimauMove     *move,
                          guint                n_moves)
{
  RimauPosition next = *position;

  if (n_moves == 0)
    return FALSE;
  rimau_position_apply (&next, move);
  self->nodes++;
  if (goal_reached (goal, move, &next))
    return TRUE;
  if (n_moves == 1)
    return FALSE;
  return defender_node (self, goal, &next, n_moves - 1);
}

/* The points a tiger could step to. */
static RimauMask
tiger_step_targets (const RimauPosition *position)
{
  const RimauBoard *board = rimau_board_get ();
  RimauMask targets = 0;
  int t;

  RIMAU_MASK_FOREACH (t, position->tigers)
    targets |= board->neighbours[t];
  return targets & rimau_position_empty (position);
}

/* A quick no: a trap in one move must leave no point for a tiger to step
 * to, and one ply of the men fills one point at most. */
static gboolean
cannot_trap_at_once (RimauProofGoal       goal,
                     const RimauPosition *position,
                     guint                n_moves)
{
  return goal == RIMAU_PROOF_TRAP && n_moves == 1 &&
         rimau_mask_count (tiger_step_targets (position)) > 1;
}

static gboolean
solver_node (RimauProver         *self,
             RimauProofGoal       goal,
             const RimauPosition *position,
             guint                n_moves)
{
  Ranked moves[RIMAU_MAX_MOVES];
  gboolean answer;
  guint n;

  if (n_moves == 0 || game_is_over (position) || cannot_trap_at_once (goal, position, n_moves))
    return FALSE;
  if (look_up (self, goal, position, n_moves, &answer))
    return answer;

  n = generate_ranked (goal, position, moves);
  for (guint i = 0; i < n; i++)
    if (rimau_prover_move_forces (self, goal, position, &moves[i].move, n_moves))
      return store (self, goal, position, n_moves, TRUE);

  return store (self, goal, position, n_moves, FALSE);
}

/**
 * rimau_prover_forces:
 * @self: a prover
 * @goal: what the side to move tries to force: a capture for the tigers,
 *   a trap for the men
 * @position: a position with that side to move
 * @n_moves: the moves of the side to move allowed
 *
 * Returns: whether the side to move can force @goal within @n_moves of its
 *   moves, whatever the other side replies; %FALSE if @position has the
 *   other side to move
 */
gboolean
rimau_prover_forces (RimauProver         *self,
                     RimauProofGoal       goal,
                     const RimauPosition *position,
                     guint                n_moves)
{
  RimauSide solver = goal == RIMAU_PROOF_CAPTURE ? RIMAU_SIDE_TIGERS : RIMAU_SIDE_MEN;

  g_return_val_if_fail (n_moves <= RIMAU_PROOF_MAX_MOVES, FALSE);

  if (position->side != solver || rimau_position_in_opening (position))
    return FALSE;
  return solver_node (self, goal, position, n_moves);
}

/**
 * rimau_prover_distance:
 * @self: a prover
 * @goal: as for rimau_prover_forces()
 * @position: as for rimau_prover_forces()
 * @max_moves: the most moves to look for
 *
 * Returns: the fewest moves of the side to move that force @goal, or 0 if
 *   @max_moves are not enough
 */
guint
rimau_prover_distance (RimauProver         *self,
                       RimauProofGoal       goal,
                       const RimauPosition *position,
                       guint                max_moves)
{
  for (guint n = 1; n <= max_moves; n++)
    if (rimau_prover_forces (self, goal, position, n))
      return n;
  return 0;
}
