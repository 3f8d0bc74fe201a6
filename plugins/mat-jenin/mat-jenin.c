/* mat-jenin.c — Mat Jenin, the beginner: a shallow look ahead, and a daydreamer's oversights
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "rimau-ai.h"

#define RIMAU_TYPE_MAT_JENIN (rimau_mat_jenin_get_type ())

G_DECLARE_FINAL_TYPE (RimauMatJenin, rimau_mat_jenin, RIMAU, MAT_JENIN, GObject)

struct _RimauMatJenin
{
  GObject         parent_instance;

  RimauAlphaBeta *search;
};

static void rimau_mat_jenin_strategy_init (RimauStrategyInterface *iface);

G_DEFINE_DYNAMIC_TYPE_EXTENDED (RimauMatJenin, rimau_mat_jenin, G_TYPE_OBJECT, 0,
                                G_IMPLEMENT_INTERFACE_DYNAMIC (RIMAU_TYPE_STRATEGY,
                                                               rimau_mat_jenin_strategy_init))

static const RimauAlphaBetaOptions options = {
  /* One ply and the reply, no capture search: he sees what is in front of
   * him, and not always that. */
  .max_depth = 2,
  .quiescence = FALSE,
  .oversight = 0.3,
  .noise = 40,
  .tt_bits = 14,
};

static gboolean
rimau_mat_jenin_choose (RimauStrategy            *strategy,
                        const RimauSearchRequest *request,
                        const RimauSearchLimits  *limits,
                        GCancellable             *cancellable,
                        RimauMove                *move,
                        RimauSearchReport        *report,
                        GError                  **error)
{
  RimauMatJenin *self = RIMAU_MAT_JENIN (strategy);
  RimauSearchLimits own_limits = *limits;

  /* He does not think long, whatever the clock allows. */
  own_limits.time_ms = limits->time_ms != 0 ? MIN (limits->time_ms, 300) : 300;

  return rimau_alpha_beta_choose (self->search, request, &own_limits, cancellable, move, report, error);
}

static void
rimau_mat_jenin_strategy_init (RimauStrategyInterface *iface)
{
  iface->choose = rimau_mat_jenin_choose;
}

static void
rimau_mat_jenin_finalize (GObject *object)
{
  RimauMatJenin *self = (RimauMatJenin *) object;

  g_clear_pointer (&self->search, rimau_alpha_beta_free);

  G_OBJECT_CLASS (rimau_mat_jenin_parent_class)->finalize (object);
}

static void
rimau_mat_jenin_class_init (RimauMatJeninClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = rimau_mat_jenin_finalize;
}

static void
rimau_mat_jenin_class_finalize (RimauMatJeninClass *klass)
{
}

static void
rimau_mat_jenin_init (RimauMatJenin *self)
{
  self->search = rimau_alpha_beta_new (&options);
}

G_MODULE_EXPORT void peas_register_types (GTypeModule *module);

void
peas_register_types (GTypeModule *module)
{
  rimau_mat_jenin_register_type (module);
  rimau_plugin_register_strategy (module, RIMAU_TYPE_MAT_JENIN);
}
