/* rimau-cli-random.c — the uniformly random player `match` measures against
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "rimau-cli.h"

struct _CliRandomStrategy
{
  GObject parent_instance;

  guint64 rng;
};

static void cli_random_strategy_init_strategy (RimauStrategyInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (CliRandomStrategy, cli_random_strategy, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (RIMAU_TYPE_STRATEGY, cli_random_strategy_init_strategy))

static RimauMove *
cli_random_strategy_choose (RimauStrategy         *strategy,
                            RimauStrategyContext  *context,
                            GError               **error)
{
  CliRandomStrategy *self = CLI_RANDOM_STRATEGY (strategy);
  RimauMove move;

  if (!rimau_position_random_move (rimau_strategy_context_get_position (context), &self->rng, &move))
    {
      g_set_error_literal (error, RIMAU_AI_ERROR, RIMAU_AI_ERROR_NO_LEGAL_PLY,
                           _("There is no legal move to choose"));
      return NULL;
    }
  return rimau_move_copy (&move);
}

static void
cli_random_strategy_init_strategy (RimauStrategyInterface *iface)
{
  iface->choose = cli_random_strategy_choose;
}

static void
cli_random_strategy_class_init (CliRandomStrategyClass *klass)
{
}

static void
cli_random_strategy_init (CliRandomStrategy *self)
{
  self->rng = (guint64) g_get_real_time () ^ GPOINTER_TO_SIZE (self);
}

RimauStrategy *
cli_random_strategy_new (void)
{
  return g_object_new (CLI_TYPE_RANDOM_STRATEGY, NULL);
}
