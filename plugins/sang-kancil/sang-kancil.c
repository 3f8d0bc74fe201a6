/* sang-kancil.c — Sang Kancil, the trickster: Monte Carlo tree search
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "rimau-ai.h"

#define RIMAU_TYPE_SANG_KANCIL (rimau_sang_kancil_get_type ())

G_DECLARE_FINAL_TYPE (RimauSangKancil, rimau_sang_kancil, RIMAU, SANG_KANCIL, GObject)

struct _RimauSangKancil
{
  GObject         parent_instance;

  RimauMcts      *search;
};

static void rimau_sang_kancil_strategy_init (RimauStrategyInterface *iface);

G_DEFINE_DYNAMIC_TYPE_EXTENDED (RimauSangKancil, rimau_sang_kancil, G_TYPE_OBJECT, 0,
                                G_IMPLEMENT_INTERFACE_DYNAMIC (RIMAU_TYPE_STRATEGY,
                                                               rimau_sang_kancil_strategy_init))

/* Thousands of short imagined games, each ending in the judgement of a
 * position rather than a random finish: random men lose almost every game,
 * which would teach him nothing. */
static const RimauMctsOptions options = {
  .tree_bits = 20,
  .exploration = 0.5,
  .playout_plies = 4,
  .minimax_weight = 0.7,
  .contempt = 0.15,
};

static gboolean
rimau_sang_kancil_choose (RimauStrategy            *strategy,
                        const RimauSearchRequest *request,
                        const RimauSearchLimits  *limits,
                        GCancellable             *cancellable,
                        RimauMove                *move,
                        RimauSearchReport        *report,
                        GError                  **error)
{
  RimauSangKancil *self = RIMAU_SANG_KANCIL (strategy);

  return rimau_mcts_choose (self->search, request, limits, cancellable, move, report, error);
}

static void
rimau_sang_kancil_strategy_init (RimauStrategyInterface *iface)
{
  iface->choose = rimau_sang_kancil_choose;
}

static void
rimau_sang_kancil_finalize (GObject *object)
{
  RimauSangKancil *self = (RimauSangKancil *) object;

  g_clear_pointer (&self->search, rimau_mcts_free);

  G_OBJECT_CLASS (rimau_sang_kancil_parent_class)->finalize (object);
}

static void
rimau_sang_kancil_class_init (RimauSangKancilClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = rimau_sang_kancil_finalize;
}

static void
rimau_sang_kancil_class_finalize (RimauSangKancilClass *klass)
{
}

static void
rimau_sang_kancil_init (RimauSangKancil *self)
{
  self->search = rimau_mcts_new (&options);
}

G_MODULE_EXPORT void peas_register_types (GTypeModule *module);

void
peas_register_types (GTypeModule *module)
{
  rimau_sang_kancil_register_type (module);
  rimau_plugin_register_strategy (module, RIMAU_TYPE_SANG_KANCIL);
}
