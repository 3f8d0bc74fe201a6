/* rimau-strategy.h — what a computer opponent implements
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#if !defined (RIMAU_PLUGIN_INSIDE) && !defined (RIMAU_COMPILATION)
#error "Only <rimau-plugin.h> can be included directly."
#endif

#include <glib-object.h>

#include "rimau-move.h"
#include "rimau-strategy-context.h"

G_BEGIN_DECLS

#define RIMAU_TYPE_STRATEGY (rimau_strategy_get_type ())

G_DECLARE_INTERFACE (RimauStrategy, rimau_strategy, RIMAU, STRATEGY, GObject)

/**
 * RimauStrategyInterface:
 * @parent_iface: the parent interface
 * @choose: chooses a ply; see rimau_strategy_choose()
 *
 * The interface a computer player implements. The ply is returned as a
 * new #RimauMove rather than written to a caller's one, so that languages
 * bound through GObject introspection implement it as easily as C does.
 * GType allocates the interface structure with the host's size, so later
 * versions may add methods at its end without rebuilding plugins.
 */
struct _RimauStrategyInterface
{
  GTypeInterface parent_iface;

  RimauMove *(*choose) (RimauStrategy         *self,
                        RimauStrategyContext  *context,
                        GError               **error);
};

RimauMove *rimau_strategy_choose (RimauStrategy         *self,
                                  RimauStrategyContext  *context,
                                  GError               **error);

G_END_DECLS
