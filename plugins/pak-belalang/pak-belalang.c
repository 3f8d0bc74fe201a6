/* pak-belalang.c — Pak Belalang, the intermediate player: a careful but short look ahead
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "rimau-ai.h"

#define RIMAU_TYPE_PAK_BELALANG (rimau_pak_belalang_get_type ())

G_DECLARE_FINAL_TYPE (RimauPakBelalang, rimau_pak_belalang, RIMAU, PAK_BELALANG, GObject)

struct _RimauPakBelalang
{
  GObject         parent_instance;

  RimauAlphaBeta *search;
};

static void rimau_pak_belalang_strategy_init (RimauStrategyInterface *iface);

G_DEFINE_DYNAMIC_TYPE_EXTENDED (RimauPakBelalang, rimau_pak_belalang, G_TYPE_OBJECT, 0,
                                G_IMPLEMENT_INTERFACE_DYNAMIC (RIMAU_TYPE_STRATEGY,
                                                               rimau_pak_belalang_strategy_init))

static const RimauAlphaBetaOptions options = {
  /* A few plies and the captures beyond them: careful, but no plan beyond
   * that, and now and then a slip. */
  .max_depth = 3,
  .quiescence = TRUE,
  .oversight = 0.08,
  .noise = 30,
  .contempt = 50,
  .tt_bits = 18,
};

static gboolean
rimau_pak_belalang_choose (RimauStrategy            *strategy,
                           const RimauSearchRequest *request,
                           const RimauSearchLimits  *limits,
                           GCancellable             *cancellable,
                           RimauMove                *move,
                           RimauSearchReport        *report,
                           GError                  **error)
{
  RimauPakBelalang *self = RIMAU_PAK_BELALANG (strategy);
  RimauSearchLimits own_limits = *limits;

  own_limits.time_ms = limits->time_ms != 0 ? MIN (limits->time_ms, 1000) : 1000;

  return rimau_alpha_beta_choose (self->search, request, &own_limits, cancellable, move, report, error);
}

static void
rimau_pak_belalang_strategy_init (RimauStrategyInterface *iface)
{
  iface->choose = rimau_pak_belalang_choose;
}

static void
rimau_pak_belalang_finalize (GObject *object)
{
  RimauPakBelalang *self = (RimauPakBelalang *) object;

  g_clear_pointer (&self->search, rimau_alpha_beta_free);

  G_OBJECT_CLASS (rimau_pak_belalang_parent_class)->finalize (object);
}

static void
rimau_pak_belalang_class_init (RimauPakBelalangClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = rimau_pak_belalang_finalize;
}

static void
rimau_pak_belalang_class_finalize (RimauPakBelalangClass *klass)
{
}

static void
rimau_pak_belalang_init (RimauPakBelalang *self)
{
  self->search = rimau_alpha_beta_new (&options);
}

G_MODULE_EXPORT void peas_register_types (GTypeModule *module);

void
peas_register_types (GTypeModule *module)
{
  rimau_pak_belalang_register_type (module);
  rimau_plugin_register_strategy (module, RIMAU_TYPE_PAK_BELALANG);
}
