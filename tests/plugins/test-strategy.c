/* test-strategy.c — misbehaving computer players, built only for the tests
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One source, one behaviour per module, chosen at build time:
 * TEST_ILLEGAL answers a ply that is never legal, TEST_FAILING fails with
 * an error, TEST_STALL ignores its deadline and cancellation for two
 * seconds before answering a legal ply, TEST_BROKEN cannot be loaded at all.
 * Others end or swamp the process they play in: TEST_CRASH writes through a
 * null pointer, TEST_EXIT ends the process with status 3, TEST_LOOP loops
 * forever, TEST_GARBAGE writes what is no message on every descriptor it
 * has, TEST_FLOOD prints without end.
 */

#include "config.h"

#include <stdio.h>
#include <unistd.h>

#include "rimau-ai.h"

/* Each module's type has a name of its own: one program may load several. */
#if defined(TEST_ILLEGAL)
#define TEST_TYPE_NAME "TestIllegalStrategy"
#elif defined(TEST_FAILING)
#define TEST_TYPE_NAME "TestFailingStrategy"
#elif defined(TEST_BROKEN)
#define TEST_TYPE_NAME "TestBrokenStrategy"
#elif defined(TEST_CRASH)
#define TEST_TYPE_NAME "TestCrashStrategy"
#elif defined(TEST_EXIT)
#define TEST_TYPE_NAME "TestExitStrategy"
#elif defined(TEST_LOOP)
#define TEST_TYPE_NAME "TestLoopStrategy"
#elif defined(TEST_GARBAGE)
#define TEST_TYPE_NAME "TestGarbageStrategy"
#elif defined(TEST_FLOOD)
#define TEST_TYPE_NAME "TestFloodStrategy"
#else
#define TEST_TYPE_NAME "TestStallStrategy"
#endif

static GType test_strategy_type;

static RimauMove *
test_strategy_choose (RimauStrategy         *strategy,
                      RimauStrategyContext  *context,
                      GError               **error)
{
#if defined(TEST_ILLEGAL)
  const RimauPosition *position = rimau_strategy_context_get_position (context);
  /* A man stepping from a tiger's point onto itself: never legal. */
  RimauMove move = { .kind = RIMAU_MOVE_STEP };

  move.from = move.to = (gint8) rimau_mask_first (position->tigers | position->men);
  return rimau_move_copy (&move);
#elif defined(TEST_FAILING)
  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED, "the test player always fails");
  return NULL;
#elif defined(TEST_CRASH)
  /* volatile: the compiler must not see the fault coming and drop it. */
  volatile int * volatile nowhere = NULL;

  *nowhere = 1;
  return NULL;
#elif defined(TEST_EXIT)
  _exit (3);
#elif defined(TEST_LOOP)
  volatile guint64 spins = 0;

  /* Some thousand years. */
  while (spins != G_MAXUINT64)
    spins++;
  return NULL;
#elif defined(TEST_GARBAGE)
  static const char garbage[] = "\xff\xff\xff\x7fgarbage\n";

  for (int fd = 1; fd < 10; fd++)
    for (guint i = 0; i < 64; i++)
      if (write (fd, garbage, sizeof garbage - 1) < 0)
        break;
  g_usleep (60 * G_USEC_PER_SEC);
  return NULL;
#elif defined(TEST_FLOOD)
  while (fputs ("flood flood flood flood flood flood flood flood flood flood\n", stdout) >= 0)
    ;
  return NULL;
#else
  const RimauPosition *position = rimau_strategy_context_get_position (context);
  RimauMove moves[RIMAU_MAX_MOVES];

  /* Past any deadline the tests set, and deaf to cancellation. */
  for (guint i = 0; i < 200; i++)
    g_usleep (10000);
  rimau_position_generate (position, moves);
  return rimau_move_copy (&moves[0]);
#endif
}

static void
test_strategy_init_strategy (gpointer g_iface,
                             gpointer iface_data)
{
  RimauStrategyInterface *iface = g_iface;

  iface->choose = test_strategy_choose;
}

static void
test_strategy_register_type (GTypeModule *module)
{
  const GTypeInfo info = {
    .class_size = sizeof (GObjectClass),
    .instance_size = sizeof (GObject),
  };
  const GInterfaceInfo strategy_info = { .interface_init = test_strategy_init_strategy };

  test_strategy_type = g_type_module_register_type (module, G_TYPE_OBJECT, TEST_TYPE_NAME, &info, 0);
  g_type_module_add_interface (module, test_strategy_type, RIMAU_TYPE_STRATEGY, &strategy_info);
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
  rimau_plugin_register_strategy (module, test_strategy_type);
}
