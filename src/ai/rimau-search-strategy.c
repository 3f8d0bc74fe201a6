/* rimau-search-strategy.c — a computer player's character: which search, and how
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "rimau-search-strategy.h"

struct _RimauSearchStrategy
{
  GObject         parent_instance;

  RimauCharacter  character;
  /* The search the character names; the other stays NULL. */
  RimauAlphaBeta *alpha_beta;
  RimauMcts      *mcts;
};

static void rimau_search_strategy_iface_init (RimauStrategyInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (RimauSearchStrategy, rimau_search_strategy, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (RIMAU_TYPE_STRATEGY,
                                                      rimau_search_strategy_iface_init))

/* The time this character takes out of @time_ms (0: no time limit). */
static guint
own_time (const RimauCharacter *character,
          guint                 time_ms)
{
  if (time_ms != 0 && character->time_share > 0 && character->time_share < 1)
    time_ms = MAX ((guint) (time_ms * character->time_share), 1);

  if (character->time_cap_ms != 0)
    time_ms = time_ms != 0 ? MIN (time_ms, character->time_cap_ms) : character->time_cap_ms;

  return time_ms;
}

static RimauMove *
rimau_search_strategy_choose (RimauStrategy         *strategy,
                              RimauStrategyContext  *context,
                              GError               **error)
{
  RimauSearchStrategy *self = RIMAU_SEARCH_STRATEGY (strategy);
  RimauMove move;
  gboolean ok;

  rimau_strategy_context_set_time_ms (context,
                                      own_time (&self->character, rimau_strategy_context_get_time_ms (context)));

  if (self->mcts != NULL)
    ok = rimau_mcts_choose (self->mcts, context, &move, error);
  else
    ok = rimau_alpha_beta_choose (self->alpha_beta, context, &move, error);

  return ok ? rimau_move_copy (&move) : NULL;
}

static void
rimau_search_strategy_iface_init (RimauStrategyInterface *iface)
{
  iface->choose = rimau_search_strategy_choose;
}

static void
rimau_search_strategy_finalize (GObject *object)
{
  RimauSearchStrategy *self = (RimauSearchStrategy *) object;

  g_clear_pointer (&self->alpha_beta, rimau_alpha_beta_free);
  g_clear_pointer (&self->mcts, rimau_mcts_free);

  G_OBJECT_CLASS (rimau_search_strategy_parent_class)->finalize (object);
}

static void
rimau_search_strategy_class_init (RimauSearchStrategyClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = rimau_search_strategy_finalize;
}

static void
rimau_search_strategy_init (RimauSearchStrategy *self)
{
}

RimauSearchStrategy *
rimau_search_strategy_new (const RimauCharacter *character)
{
  RimauSearchStrategy *self;

  g_return_val_if_fail (character != NULL, NULL);

  self = g_object_new (RIMAU_TYPE_SEARCH_STRATEGY, NULL);
  self->character = *character;
  if (character->kind == RIMAU_SEARCH_MCTS)
    self->mcts = rimau_mcts_new (&character->mcts);
  else
    self->alpha_beta = rimau_alpha_beta_new (&character->alpha_beta);

  return self;
}
