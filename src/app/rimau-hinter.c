/* rimau-hinter.c — the master's hint for the position shown
 *
 * Asked for a hint, the hinter has the master (the strongest personality
 * installed, which its owner names) think about the game's position in a
 * thinker of its own,
 * made when first needed and let go when the game no longer wants hints.
 * The hint comes up as `found`, with the line the master expects it to
 * lead to kept beside it, or as `failed`. A hint is for the position it
 * was asked in: stopping drops what was asked and what was found.
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "rimau-hinter.h"
#include "rimau-thinker.h"

/* How long the master may think for a hint. */
#define HINT_TIME_MS 1500

struct _RimauHinter
{
  GObject          parent_instance;

  RimauGatekeeper *gatekeeper;
  RimauThinker    *thinker;
  /* The principal line of the hint found, the hint first: what it is
   * expected to lead to, which its words tell. */
  RimauMove        line[RIMAU_MAX_LINE];
  guint            n_line;
};

G_DEFINE_FINAL_TYPE (RimauHinter, rimau_hinter, G_TYPE_OBJECT)

enum {
  FOUND,
  FAILED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The line the search reported with @move, or @move alone when it
 * reported none of it. */
static void
keep_line (RimauHinter     *self,
           const RimauMove *move)
{
  RimauSearchReport report;

  if (rimau_thinker_get_report (self->thinker, &report) && report.n_line > 0 &&
      rimau_move_equal (&report.line[0], move))
    {
      self->n_line = MIN (report.n_line, RIMAU_MAX_LINE);
      memcpy (self->line, report.line, self->n_line * sizeof *move);
      return;
    }
  self->line[0] = *move;
  self->n_line = 1;
}

static void
answered_cb (RimauHinter     *self,
             const RimauMove *move)
{
  keep_line (self, move);
  g_signal_emit (self, signals[FOUND], 0, move);
}

static void
failed_cb (RimauHinter  *self,
           const GError *error)
{
  g_signal_emit (self, signals[FAILED], 0, error);
}

static gboolean
ensure_thinker (RimauHinter  *self,
                const char   *master,
                GError      **error)
{
  if (self->thinker != NULL)
    return TRUE;

  self->thinker = rimau_thinker_new_for_personality (master, self->gatekeeper, error);
  if (self->thinker == NULL)
    return FALSE;
  g_signal_connect_object (self->thinker, "answered", G_CALLBACK (answered_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->thinker, "failed", G_CALLBACK (failed_cb), self, G_CONNECT_SWAPPED);
  return TRUE;
}

/* Asks @master, the id of the personality that gives hints, for a ply in
 * @game's position; `found` or `failed` follows, unless stopped first.
 * Returns %FALSE, with @error set, where that personality cannot be made. */
gboolean
rimau_hinter_ask (RimauHinter  *self,
                  RimauGame    *game,
                  const char   *master,
                  GError      **error)
{
  g_return_val_if_fail (RIMAU_IS_HINTER (self), FALSE);
  g_return_val_if_fail (RIMAU_IS_GAME (game), FALSE);
  g_return_val_if_fail (master != NULL, FALSE);

  if (!ensure_thinker (self, master, error))
    return FALSE;
  rimau_thinker_think (self->thinker, game, HINT_TIME_MS);
  return TRUE;
}

/* Drops the hint asked for, and the one found. */
void
rimau_hinter_stop (RimauHinter *self)
{
  g_return_if_fail (RIMAU_IS_HINTER (self));

  self->n_line = 0;
  if (self->thinker != NULL)
    rimau_thinker_stop (self->thinker);
}

/* Lets the master's thinker go, and its tables with it, until the next
 * hint is asked for. */
void
rimau_hinter_release (RimauHinter *self)
{
  g_return_if_fail (RIMAU_IS_HINTER (self));

  self->n_line = 0;
  if (self->thinker == NULL)
    return;
  g_signal_handlers_disconnect_by_data (self->thinker, self);
  rimau_thinker_stop (self->thinker);
  g_clear_object (&self->thinker);
}

gboolean
rimau_hinter_get_thinking (RimauHinter *self)
{
  g_return_val_if_fail (RIMAU_IS_HINTER (self), FALSE);

  return self->thinker != NULL && rimau_thinker_get_thinking (self->thinker);
}

/* The principal line of the hint last found, the hint first, until it is
 * stopped; its length, 0 when there is none. */
guint
rimau_hinter_get_line (RimauHinter      *self,
                       const RimauMove **line)
{
  g_return_val_if_fail (RIMAU_IS_HINTER (self), 0);
  g_return_val_if_fail (line != NULL, 0);

  *line = self->line;
  return self->n_line;
}

static void
rimau_hinter_dispose (GObject *object)
{
  RimauHinter *self = (RimauHinter *) object;

  rimau_hinter_release (self);
  g_clear_object (&self->gatekeeper);

  G_OBJECT_CLASS (rimau_hinter_parent_class)->dispose (object);
}

static void
rimau_hinter_class_init (RimauHinterClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = rimau_hinter_dispose;

  /* The hint found, a `const RimauMove *`. */
  signals[FOUND] =
    g_signal_new ("found", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
  signals[FAILED] =
    g_signal_new ("failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_ERROR);
}

static void
rimau_hinter_init (RimauHinter *self)
{
}

RimauHinter *
rimau_hinter_new (RimauGatekeeper *gatekeeper)
{
  RimauHinter *self;

  g_return_val_if_fail (RIMAU_IS_GATEKEEPER (gatekeeper), NULL);

  self = g_object_new (RIMAU_TYPE_HINTER, NULL);
  self->gatekeeper = g_object_ref (gatekeeper);
  return self;
}
