/* test-strategy.c — misbehaving computer players, built only for the tests
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One source, one behaviour per module, chosen at build time:
 * TEST_ILLEGAL answers a ply that is never legal, TEST_FAILING fails with
 * an error, TEST_STALL ignores its deadline and cancellation for two
 * seconds before answering a legal ply, TEST_BROKEN cannot be loaded at all.
 */

#include "config.h"

#include "rimau-ai.h"

#define TEST_TYPE_STRATEGY (test_strategy_get_type ())

G_DECLARE_FINAL_TYPE (TestStrategy, test_strategy, TEST, STRATEGY, GObject)

struct _TestStrategy
{
  GObject parent_instance;
};

static void test_strategy_init_strategy (RimauStrategyInterface *iface);

G_DEFINE_DYNAMIC_TYPE_EXTENDED (TestStrategy, test_strategy, G_TYPE_OBJECT, 0,
                                G_IMPLEMENT_INTERFACE_DYNAMIC (RIMAU_TYPE_STRATEGY,
                                                               test_strategy_init_strategy))

static gboolean
test_strategy_choose (RimauStrategy            *strategy,
                      const RimauSearchRequest *request,
                      const RimauSearchLimits  *limits,
                      GCancellable             *cancellable,
                      RimauMove                *move,
                      RimauSearchReport        *report,
                      GError                  **error)
{
#if defined(TEST_ILLEGAL)
  /* A man stepping from a tiger's point onto itself: never legal. */
  move->kind = RIMAU_MOVE_STEP;
  move->from = move->to = (gint8) rimau_mask_first (request->position.tigers | request->position.men);
  move->captured = 0;
  return TRUE;
#elif defined(TEST_FAILING)
  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED, "the test player always fails");
  return FALSE;
#else
  RimauMove moves[RIMAU_MAX_MOVES];

  /* Past any deadline the tests set, and deaf to cancellation. */
  for (guint i = 0; i < 200; i++)
    g_usleep (10000);
  rimau_position_generate (&request->position, moves);
  *move = moves[0];
  return TRUE;
#endif
}

static void
test_strategy_init_strategy (RimauStrategyInterface *iface)
{
  iface->choose = test_strategy_choose;
}

static void
test_strategy_class_init (TestStrategyClass *klass)
{
}

static void
test_strategy_class_finalize (TestStrategyClass *klass)
{
}

static void
test_strategy_init (TestStrategy *self)
{
}

#ifdef TEST_BROKEN
/* Defined nowhere: loading the module fails, as with a plugin built for
 * another version of Rimau. */
extern int rimau_test_symbol_defined_nowhere;
G_MODULE_EXPORT int rimau_test_broken_marker (void);

int
rimau_test_broken_marker (void)
{
  return rimau_test_symbol_defined_nowhere;
}
#endif

G_MODULE_EXPORT void peas_register_types (GTypeModule *module);

void
peas_register_types (GTypeModule *module)
{
  test_strategy_register_type (module);
  rimau_plugin_register_strategy (module, TEST_TYPE_STRATEGY);
}
