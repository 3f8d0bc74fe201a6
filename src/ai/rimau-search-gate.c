/* rimau-search-gate.c — lets a search stand aside for a moment
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

struct _RimauSearchGate
{
  GMutex mutex;
  GCond  opened;
  /* Written under the mutex; read without it on a search's way through. */
  gint   closed;
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

void
rimau_search_gate_close (RimauSearchGate *self)
{
  g_return_if_fail (self != NULL);

  g_mutex_lock (&self->mutex);
  g_atomic_int_set (&self->closed, TRUE);
  g_mutex_unlock (&self->mutex);
}

void
rimau_search_gate_open (RimauSearchGate *self)
{
  g_return_if_fail (self != NULL);

  g_mutex_lock (&self->mutex);
  g_atomic_int_set (&self->closed, FALSE);
  g_cond_broadcast (&self->opened);
  g_mutex_unlock (&self->mutex);
}

gboolean
rimau_search_gate_is_closed (RimauSearchGate *self)
{
  g_return_val_if_fail (self != NULL, FALSE);

  return g_atomic_int_get (&self->closed);
}

/* Returns at once through an open gate, or no gate at all (NULL); at a
 * closed one, waits until it opens. The time waited is the search's loss:
 * it is not added to its clock. */
void
rimau_search_gate_pass (RimauSearchGate *self)
{
  gint64 give_up;

  if (self == NULL || !g_atomic_int_get (&self->closed))
    return;

  give_up = g_get_monotonic_time () + LONGEST_WAIT_US;
  g_mutex_lock (&self->mutex);
  while (g_atomic_int_get (&self->closed))
    {
      if (!g_cond_wait_until (&self->opened, &self->mutex, give_up))
        break;
    }
  g_mutex_unlock (&self->mutex);
}
