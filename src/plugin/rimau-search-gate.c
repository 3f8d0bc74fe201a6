/* rimau-search-gate.c — lets a search stand aside for a moment, or hold still
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "rimau-search-gate.h"

/* The longest a search waits at a closed gate before it goes on anyway:
 * far longer than any frame, so that a gate left closed by mistake slows a
 * search down but never stops it. */
#define LONGEST_WAIT_US (100 * G_TIME_SPAN_MILLISECOND)

enum
{
  GATE_CLOSED = 1 << 0,
  GATE_HELD   = 1 << 1,
};

struct _RimauSearchGate
{
  GMutex mutex;
  GCond  opened;
  /* GATE_ bits, written under the mutex; read without it on a search's
   * way through. */
  gint   state;
};

RimauSearchGate *
rimau_search_gate_new (void)
{
  RimauSearchGate *self = g_new0 (RimauSearchGate, 1);

  g_mutex_init (&self->mutex);
  g_cond_init (&self->opened);
  return self;
}

/* No search may be waiting at it. */
void
rimau_search_gate_free (RimauSearchGate *self)
{
  if (self == NULL)
    return;

  g_mutex_clear (&self->mutex);
  g_cond_clear (&self->opened);
  g_free (self);
}

static void
set_state (RimauSearchGate *self,
           gint             bit,
           gboolean         on)
{
  gint state;

  g_mutex_lock (&self->mutex);
  state = g_atomic_int_get (&self->state);
  g_atomic_int_set (&self->state, on ? state | bit : state & ~bit);
  if (!on)
    g_cond_broadcast (&self->opened);
  g_mutex_unlock (&self->mutex);
}

void
rimau_search_gate_close (RimauSearchGate *self)
{
  g_return_if_fail (self != NULL);

  set_state (self, GATE_CLOSED, TRUE);
}

void
rimau_search_gate_open (RimauSearchGate *self)
{
  g_return_if_fail (self != NULL);

  set_state (self, GATE_CLOSED, FALSE);
}

gboolean
rimau_search_gate_is_closed (RimauSearchGate *self)
{
  g_return_val_if_fail (self != NULL, FALSE);

  return (g_atomic_int_get (&self->state) & GATE_CLOSED) != 0;
}

/* Holds a search that reaches the gate for as long as it takes: the
 * search holds still, and its clock with it, until the gate is released. */
void
rimau_search_gate_hold (RimauSearchGate *self)
{
  g_return_if_fail (self != NULL);

  set_state (self, GATE_HELD, TRUE);
}

void
rimau_search_gate_release (RimauSearchGate *self)
{
  g_return_if_fail (self != NULL);

  set_state (self, GATE_HELD, FALSE);
}

gboolean
rimau_search_gate_is_held (RimauSearchGate *self)
{
  g_return_val_if_fail (self != NULL, FALSE);

  return (g_atomic_int_get (&self->state) & GATE_HELD) != 0;
}

/* Returns at once through an open gate, or no gate at all (NULL); at a
 * closed one, waits until it opens, at a held one until it is released.
 * The time waited at a closed gate is the search's loss: it is not added
 * to its clock. The time held is not the search's: it is returned, in
 * microseconds, for the search to leave out of its clock. */
gint64
rimau_search_gate_pass (RimauSearchGate *self)
{
  gint64 give_up, held = 0;

  if (self == NULL || g_atomic_int_get (&self->state) == 0)
    return 0;

  give_up = g_get_monotonic_time () + LONGEST_WAIT_US;
  g_mutex_lock (&self->mutex);
  for (;;)
    {
      gint state = g_atomic_int_get (&self->state);

      if (state & GATE_HELD)
        {
          gint64 since = g_get_monotonic_time ();

          g_cond_wait (&self->opened, &self->mutex);
          held += g_get_monotonic_time () - since;
          give_up = g_get_monotonic_time () + LONGEST_WAIT_US;
        }
      else if (!(state & GATE_CLOSED) || !g_cond_wait_until (&self->opened, &self->mutex, give_up))
        break;
    }
  g_mutex_unlock (&self->mutex);
  return held;
}
