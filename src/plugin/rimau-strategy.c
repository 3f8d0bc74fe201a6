/* rimau-strategy.c — what a computer opponent implements
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <gio/gio.h>
#include <glib/gi18n-lib.h>

#include "rimau-strategy.h"

/**
 * RimauStrategy:
 *
 * A way of choosing plies: what a computer player's plugin provides. The
 * host calls it in a thread of its own, never twice at once for one
 * object, and checks that the ply it answers is legal.
 */
G_DEFINE_INTERFACE (RimauStrategy, rimau_strategy, G_TYPE_OBJECT)

static void
rimau_strategy_default_init (RimauStrategyInterface *iface)
{
}

/**
 * rimau_strategy_choose:
 * @self: a #RimauStrategy
 * @context: the position, its history and the limits to think within
 *
 * Asks @self for a ply in @context's position. A strategy should answer
 * soon after rimau_strategy_context_should_stop() turns %TRUE, and may
 * tell what it thinks of the position through @context's reports. The
 * ply's legality is the caller's to check.
 *
 * Returns: (transfer full) (nullable): the chosen ply, or %NULL with
 *   @error set
 */
RimauMove *
rimau_strategy_choose (RimauStrategy         *self,
                       RimauStrategyContext  *context,
                       GError               **error)
{
  RimauStrategyInterface *iface;

  g_return_val_if_fail (RIMAU_IS_STRATEGY (self), NULL);
  g_return_val_if_fail (RIMAU_IS_STRATEGY_CONTEXT (context), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  iface = RIMAU_STRATEGY_GET_IFACE (self);
  if (iface->choose == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   _("%s does not implement choosing a move"), G_OBJECT_TYPE_NAME (self));
      return NULL;
    }

  return iface->choose (self, context, error);
}
