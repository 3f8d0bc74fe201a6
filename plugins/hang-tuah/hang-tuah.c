/* hang-tuah.c — Hang Tuah, the master: the full search, all the time it is given
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "rimau-ai.h"

#define RIMAU_TYPE_HANG_TUAH (rimau_hang_tuah_get_type ())

G_DECLARE_FINAL_TYPE (RimauHangTuah, rimau_hang_tuah, RIMAU, HANG_TUAH, GObject)

struct _RimauHangTuah
{
  GObject         parent_instance;

  RimauAlphaBeta *search;
};

static void rimau_hang_tuah_strategy_init (RimauStrategyInterface *iface);

G_DEFINE_DYNAMIC_TYPE_EXTENDED (RimauHangTuah, rimau_hang_tuah, G_TYPE_OBJECT, 0,
                                G_IMPLEMENT_INTERFACE_DYNAMIC (RIMAU_TYPE_STRATEGY,
                                                               rimau_hang_tuah_strategy_init))

static const RimauAlphaBetaOptions options = {
  .max_depth = 0,
  .quiescence = TRUE,
  .reductions = TRUE,
  .contempt = 100,
  .tt_bits = 21,
};

static gboolean
rimau_hang_tuah_choose (RimauStrategy            *strategy,
                        const RimauSearchRequest *request,
                        const RimauSearchLimits  *limits,
                        GCancellable             *cancellable,
                        RimauMove                *move,
                        RimauSearchReport        *report,
                        GError                  **error)
{
  RimauHangTuah *self = RIMAU_HANG_TUAH (strategy);

  return rimau_alpha_beta_choose (self->search, request, limits, cancellable, move, report, error);
}

static void
rimau_hang_tuah_strategy_init (RimauStrategyInterface *iface)
{
  iface->choose = rimau_hang_tuah_choose;
}

static void
rimau_hang_tuah_finalize (GObject *object)
{
  RimauHangTuah *self = (RimauHangTuah *) object;

  g_clear_pointer (&self->search, rimau_alpha_beta_free);

  G_OBJECT_CLASS (rimau_hang_tuah_parent_class)->finalize (object);
}

static void
rimau_hang_tuah_class_init (RimauHangTuahClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = rimau_hang_tuah_finalize;
}

static void
rimau_hang_tuah_class_finalize (RimauHangTuahClass *klass)
{
}

static void
rimau_hang_tuah_init (RimauHangTuah *self)
{
  self->search = rimau_alpha_beta_new (&options);
}

G_MODULE_EXPORT void peas_register_types (GTypeModule *module);

void
peas_register_types (GTypeModule *module)
{
  rimau_hang_tuah_register_type (module);
  rimau_plugin_register_strategy (module, RIMAU_TYPE_HANG_TUAH);
}
