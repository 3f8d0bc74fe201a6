/* rimau-hint-reason.h — why a hinted ply is good, worked out on the board
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "rimau-engine.h"

G_BEGIN_DECLS

/* The first thing a hint says of its ply. */
typedef enum
{
  RIMAU_HINT_NOTHING,        /* nothing to say of it: an opening ply, a pass */
  /* The tigers' */
  RIMAU_HINT_CAPTURE,        /* @men: the men the jump takes; @wins */
  RIMAU_HINT_FORCED_THREAT,  /* @jumps: jumps after it the men cannot all stop */
  RIMAU_HINT_ESCAPE,         /* @tigers: the tigers the men could have trapped */
  RIMAU_HINT_THREAT,         /* @jumps: the jumps it makes, which the men can stop */
  RIMAU_HINT_SET_UP,         /* @jumps: the jump the principal line plays next */
  RIMAU_HINT_NOT_YET,        /* no man can be taken yet */
  RIMAU_HINT_WAIT,           /* a man could be taken, but the search would not */
  /* The men's */
  RIMAU_HINT_TRAP_BOTH,      /* the tigers cannot move: the men win */
  RIMAU_HINT_TRAP,           /* @tigers: the tigers it leaves without a move */
  RIMAU_HINT_BLOCK,          /* @jumps: the jumps it blocks */
  RIMAU_HINT_SAVE,           /* @men: the man it steps out of danger (where he was) */
  RIMAU_HINT_HEM,            /* @tiger_moves: the tigers' moves left */
  RIMAU_HINT_SAFE,           /* no man is in danger after it */
} RimauHintKind;

/* What is still open after one of the men's plies. */
typedef enum
{
  RIMAU_HINT_LEFT_NONE,
  RIMAU_HINT_LEFT_UNSTOPPABLE, /* @left: no ply of the men could stop them all */
  RIMAU_HINT_LEFT_GIVEN_UP,    /* @left: another ply would have, this one leaves them */
} RimauHintLeft;

typedef struct
{
  RimauHintKind kind;
  RimauMask     men;
  RimauMask     tigers;
  gboolean      wins;
  guint         tiger_moves;
  guint         n_jumps;
  RimauMove     jumps[RIMAU_MAX_TIGER_JUMPS];
  RimauHintLeft left;
  guint         n_left;
  RimauMove     left_jumps[RIMAU_MAX_TIGER_JUMPS];
} RimauHintReason;

guint     rimau_threats_jumps            (const RimauPosition *position,
                                          RimauMove           *jumps);
guint     rimau_threats_tiger_moves      (const RimauPosition *position,
                                          int                  tiger);
gboolean  rimau_threats_can_all_be_stopped (const RimauPosition *position);
guint     rimau_threats_blocked          (const RimauPosition *before,
                                          const RimauPosition *after,
                                          RimauMove           *blocked);
RimauMask rimau_threats_trappable        (const RimauPosition *position);

void      rimau_hint_reason_explain      (const RimauPosition *position,
                                          const RimauMove     *line,
                                          guint                n_line,
                                          RimauHintReason     *reason);

G_END_DECLS
