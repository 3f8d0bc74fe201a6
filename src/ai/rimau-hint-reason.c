/* rimau-hint-reason.c — why a hinted ply is good, worked out on the board
 *
 * A hint names a ply the master chose; a person following it wants to
 * know what it does, or they learn nothing and may walk into the next
 * capture unawares. The reason is read off the board before and after the
 * ply with the engine's own jumps, and off the principal line the search
 * reported (its expected reply and follow-up), never guessed from the
 * score. The threats are the tigers' jumps were it their turn, the same
 * the board marks as men in danger (rimau_position_capturable_men()).
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "rimau-hint-reason.h"

/* ------------------------------------------------------------------------ */
/* Threats                                                                   */

/* The jumps the tigers could make were it their turn: the threats the men
 * face. None in the opening and once the tigers have won, as the board's
 * danger marks. */
guint
rimau_threats_jumps (const RimauPosition *position,
                     RimauMove           *jumps)
{
  g_return_val_if_fail (position != NULL, 0);

  if (position->opening != RIMAU_OPENING_NONE || rimau_position_men_left (position) <= position->rules.concede)
    return 0;
  return rimau_position_generate_tiger_jumps (position, jumps);
}

/* The steps and jumps the tiger on @tiger could make were it its turn. */
guint
rimau_threats_tiger_moves (const RimauPosition *position,
                           int                  tiger)
{
  const RimauBoard *board = rimau_board_get ();
  RimauMove jumps[RIMAU_MAX_TIGER_JUMPS];
  guint n = rimau_position_generate_tiger_jumps (position, jumps);
  guint moves = rimau_mask_count (board->neighbours[tiger] & rimau_position_empty (position));

  for (guint i = 0; i < n; i++)
    if (jumps[i].from == tiger)
      moves++;
  return moves;
}

static guint
all_tiger_moves (const RimauPosition *position)
{
  guint moves = 0;
  int t;

  RIMAU_MASK_FOREACH (t, position->tigers)
    moves += rimau_threats_tiger_moves (position, t);
  return moves;
}

/* @position as it would be with the men to move: what they could do
 * about a threat were it their turn. */
static guint
men_plies (const RimauPosition *position,
           RimauPosition       *as_men,
           RimauMove           *plies)
{
  *as_men = *position;
  as_men->side = RIMAU_SIDE_MEN;
  return rimau_position_generate (as_men, plies);
}

/* Whether some ply of the men, were it their turn, would leave the
 * tigers no jump at all. */
gboolean
rimau_threats_can_all_be_stopped (const RimauPosition *position)
{
  RimauMove plies[RIMAU_MAX_MOVES];
  RimauMove jumps[RIMAU_MAX_TIGER_JUMPS];
  RimauPosition as_men;
  guint n;

  g_return_val_if_fail (position != NULL, TRUE);

  n = men_plies (position, &as_men, plies);
  for (guint i = 0; i < n; i++)
    {
      RimauPosition after = as_men;

      rimau_position_apply (&after, &plies[i]);
      if (rimau_threats_jumps (&after, jumps) == 0)
        return TRUE;
    }
  return n == 0;
}

/* Whether @after still has a jump of the same tiger over any man @jump
 * takes: moving the man away is not blocking the jump. */
static gboolean
still_open (const RimauMove *jump,
            const RimauMove *jumps,
            guint            n_jumps)
{
  for (guint i = 0; i < n_jumps; i++)
    if (jumps[i].from == jump->from && (jumps[i].captured & jump->captured))
      return TRUE;
  return FALSE;
}

/* The jumps of @before that a ply of the men leading to @after shut, the
 * men they would take still standing where they were. */
guint
rimau_threats_blocked (const RimauPosition *before,
                       const RimauPosition *after,
                       RimauMove           *blocked)
{
  RimauMove then[RIMAU_MAX_TIGER_JUMPS], now[RIMAU_MAX_TIGER_JUMPS];
  guint n_then, n_now, n = 0;

  g_return_val_if_fail (before != NULL && after != NULL, 0);

  n_then = rimau_threats_jumps (before, then);
  n_now = rimau_threats_jumps (after, now);
  for (guint i = 0; i < n_then; i++)
    if ((then[i].captured & ~after->men) == 0 && !still_open (&then[i], now, n_now))
      blocked[n++] = then[i];
  return n;
}

/* The tigers that one ply of the men, were it their turn, would leave
 * with no step and no jump. */
RimauMask
rimau_threats_trappable (const RimauPosition *position)
{
  RimauMove plies[RIMAU_MAX_MOVES];
  RimauPosition as_men;
  RimauMask trappable = 0;
  guint n;

  g_return_val_if_fail (position != NULL, 0);

  if (position->opening != RIMAU_OPENING_NONE)
    return 0;
  n = men_plies (position, &as_men, plies);
  for (guint i = 0; i < n; i++)
    {
      RimauPosition after = as_men;
      int t;

      rimau_position_apply (&after, &plies[i]);
      RIMAU_MASK_FOREACH (t, position->tigers)
        if (rimau_threats_tiger_moves (&after, t) == 0 && rimau_threats_tiger_moves (position, t) > 0)
          trappable |= RIMAU_MASK (t);
    }
  return trappable;
}

/* ------------------------------------------------------------------------ */
/* The tigers' ply                                                           */

static gboolean
has_jump (const RimauMove *jumps,
          guint            n_jumps,
          const RimauMove *jump)
{
  for (guint i = 0; i < n_jumps; i++)
    if (rimau_move_equal (&jumps[i], jump))
      return TRUE;
  return FALSE;
}

static void
set_jumps (RimauHintReason *reason,
           RimauHintKind    kind,
           const RimauMove *jumps,
           guint            n_jumps)
{
  reason->kind = kind;
  reason->n_jumps = n_jumps;
  memcpy (reason->jumps, jumps, n_jumps * sizeof *jumps);
}

/* The tigers that one ply of the men could trap before @ply and cannot
 * after it, by where they stood before. */
static RimauMask
escaped (const RimauPosition *before,
         const RimauPosition *after,
         const RimauMove     *ply)
{
  RimauMask trappable_then = rimau_threats_trappable (before);
  RimauMask trappable_now = rimau_threats_trappable (after);

  /* The tiger that moved is followed to where it went. */
  if (ply->from != RIMAU_NO_POINT && (trappable_now & RIMAU_MASK (ply->to)))
    trappable_now |= RIMAU_MASK (ply->from);
  return trappable_then & ~trappable_now;
}

static void
explain_tigers (const RimauPosition *before,
                const RimauPosition *after,
                const RimauMove     *line,
                guint                n_line,
                RimauHintReason     *reason)
{
  RimauMove then[RIMAU_MAX_TIGER_JUMPS], now[RIMAU_MAX_TIGER_JUMPS], made[RIMAU_MAX_TIGER_JUMPS];
  guint n_then = rimau_threats_jumps (before, then);
  guint n_now = rimau_threats_jumps (after, now);
  guint n_made = 0;
  RimauMask freed;

  if (line[0].kind == RIMAU_MOVE_JUMP)
    {
      reason->kind = RIMAU_HINT_CAPTURE;
      reason->men = line[0].captured;
      reason->wins = rimau_position_outcome (after) == RIMAU_OUTCOME_TIGERS;
      return;
    }

  /* A jump open before that the tigers did not make is no threat of
   * this ply's. */
  for (guint i = 0; i < n_now; i++)
    if (!has_jump (then, n_then, &now[i]))
      made[n_made++] = now[i];

  if (n_made > 0 && !rimau_threats_can_all_be_stopped (after))
    set_jumps (reason, RIMAU_HINT_FORCED_THREAT, now, n_now);
  else if ((freed = escaped (before, after, &line[0])) != 0)
    {
      reason->kind = RIMAU_HINT_ESCAPE;
      reason->tigers = freed;
    }
  else if (n_made > 0)
    set_jumps (reason, RIMAU_HINT_THREAT, made, n_made);
  else if (n_line >= 3 && line[2].kind == RIMAU_MOVE_JUMP)
    set_jumps (reason, RIMAU_HINT_SET_UP, &line[2], 1);
  else
    reason->kind = n_then == 0 ? RIMAU_HINT_NOT_YET : RIMAU_HINT_WAIT;
}

/* ------------------------------------------------------------------------ */
/* The men's ply                                                             */

static RimauMask
trapped (const RimauPosition *before,
         const RimauPosition *after)
{
  RimauMask tigers = 0;
  int t;

  RIMAU_MASK_FOREACH (t, after->tigers)
    if (rimau_threats_tiger_moves (after, t) == 0 && rimau_threats_tiger_moves (before, t) > 0)
      tigers |= RIMAU_MASK (t);
  return tigers;
}

/* Whether the men's step @ply takes a man out of danger. */
static gboolean
steps_to_safety (const RimauPosition *before,
                 const RimauPosition *after,
                 const RimauMove     *ply)
{
  return ply->kind == RIMAU_MOVE_STEP && (rimau_position_capturable_men (before) & RIMAU_MASK (ply->from)) &&
         !(rimau_position_capturable_men (after) & RIMAU_MASK (ply->to));
}

/* The threats still open after the men's ply, and whether any other ply
 * would have stopped them all. */
static void
explain_left (const RimauPosition *before,
              const RimauPosition *after,
              RimauHintReason     *reason)
{
  reason->n_left = rimau_threats_jumps (after, reason->left_jumps);
  if (reason->n_left == 0)
    reason->left = RIMAU_HINT_LEFT_NONE;
  else if (rimau_threats_can_all_be_stopped (before))
    reason->left = RIMAU_HINT_LEFT_GIVEN_UP;
  else
    reason->left = RIMAU_HINT_LEFT_UNSTOPPABLE;
}

static void
explain_men (const RimauPosition *before,
             const RimauPosition *after,
             const RimauMove     *line,
             RimauHintReason     *reason)
{
  RimauMove blocked[RIMAU_MAX_TIGER_JUMPS];
  guint n_blocked;

  if (rimau_position_outcome (after) == RIMAU_OUTCOME_MEN)
    {
      reason->kind = RIMAU_HINT_TRAP_BOTH;
      return;
    }

  explain_left (before, after, reason);
  if ((reason->tigers = trapped (before, after)) != 0)
    reason->kind = RIMAU_HINT_TRAP;
  else if ((n_blocked = rimau_threats_blocked (before, after, blocked)) > 0)
    set_jumps (reason, RIMAU_HINT_BLOCK, blocked, n_blocked);
  else if (steps_to_safety (before, after, &line[0]))
    {
      reason->kind = RIMAU_HINT_SAVE;
      reason->men = RIMAU_MASK (line[0].from);
    }
  else if ((reason->tiger_moves = all_tiger_moves (after)) < all_tiger_moves (before))
    reason->kind = RIMAU_HINT_HEM;
  else if (reason->n_left == 0)
    reason->kind = RIMAU_HINT_SAFE;
}

/* ------------------------------------------------------------------------ */

/* Why the first ply of @line, the principal line a search reported in
 * @position (a line of one ply will do), is worth playing. The line is
 * read as far as its plies are legal. */
void
rimau_hint_reason_explain (const RimauPosition *position,
                           const RimauMove     *line,
                           guint                n_line,
                           RimauHintReason     *reason)
{
  RimauPosition after;
  RimauPosition walk;
  guint n_legal = 0;

  g_return_if_fail (position != NULL);
  g_return_if_fail (line != NULL || n_line == 0);
  g_return_if_fail (reason != NULL);

  memset (reason, 0, sizeof *reason);
  walk = *position;
  while (n_legal < n_line && rimau_position_is_legal (&walk, &line[n_legal]))
    rimau_position_apply (&walk, &line[n_legal++]);

  if (n_legal == 0 || position->opening != RIMAU_OPENING_NONE || line[0].kind == RIMAU_MOVE_PASS)
    return;

  after = *position;
  rimau_position_apply (&after, &line[0]);
  if (position->side == RIMAU_SIDE_TIGERS)
    explain_tigers (position, &after, line, n_legal, reason);
  else
    explain_men (position, &after, line, reason);
}
