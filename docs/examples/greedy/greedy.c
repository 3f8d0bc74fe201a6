/* greedy.c — a computer player built outside Rimau, against its plugin API
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Takes the most men a jump can take, and otherwise the ply after which
 * the tigers could take the fewest. Build it with
 *
 *   cc -shared -fPIC -o libgreedy.so greedy.c \
 *      $(pkg-config --cflags --libs rimau-plugin-1)
 *
 * and put libgreedy.so beside greedy.plugin in a folder of its own under
 * ~/.local/share/rimau/plugins/.
 */

#include <libpeas.h>
#include <rimau-plugin.h>

#define GREEDY_TYPE_STRATEGY (greedy_strategy_get_type ())
G_DECLARE_FINAL_TYPE (GreedyStrategy, greedy_strategy, GREEDY, STRATEGY, GObject)

struct _GreedyStrategy
{
  GObject parent_instance;
};

static void greedy_strategy_init_strategy (RimauStrategyInterface *iface);

/* Dynamic: the type belongs to the plugin's module, which libpeas loads. */
G_DEFINE_DYNAMIC_TYPE_EXTENDED (GreedyStrategy, greedy_strategy, G_TYPE_OBJECT, G_TYPE_FLAG_FINAL,
                                G_IMPLEMENT_INTERFACE_DYNAMIC (RIMAU_TYPE_STRATEGY,
                                                               greedy_strategy_init_strategy))

/* How good @move looks to the side that plays it, at a glance. */
static int
judge (const RimauPosition *position,
       const RimauMove     *move)
{
  RimauPosition after = *position;
  int taken = (int) rimau_mask_count (move->captured);

  rimau_position_apply (&after, move);
  if (position->side == RIMAU_SIDE_TIGERS)
    return taken * 100;
  /* The men fear the jumps the tigers have next. */
  return -(int) rimau_mask_count (rimau_position_capturable_men (&after)) * 100;
}

static RimauMove *
greedy_strategy_choose (RimauStrategy         *strategy,
                        RimauStrategyContext  *context,
                        GError               **error)
{
  const RimauPosition *position = rimau_strategy_context_get_position (context);
  RimauMove moves[RIMAU_MAX_MOVES];
  guint n = rimau_position_generate (position, moves);
  guint best = 0;
  int best_score = G_MININT;

  if (n == 0)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED, "There is no legal ply");
      return NULL;
    }

  for (guint i = 0; i < n && !rimau_strategy_context_should_stop (context); i++)
    {
      int score = judge (position, &moves[i]);

      if (score > best_score)
        {
          best = i;
          best_score = score;
        }
    }

  rimau_strategy_context_report_score (context, best_score, 1, n);
  rimau_strategy_context_report_line (context, &moves[best], 1);
  return rimau_move_copy (&moves[best]);
}

static void
greedy_strategy_init_strategy (RimauStrategyInterface *iface)
{
  iface->choose = greedy_strategy_choose;
}

static void
greedy_strategy_class_init (GreedyStrategyClass *klass)
{
}

static void
greedy_strategy_class_finalize (GreedyStrategyClass *klass)
{
}

static void
greedy_strategy_init (GreedyStrategy *self)
{
}

G_MODULE_EXPORT void peas_register_types (PeasObjectModule *module);

void
peas_register_types (PeasObjectModule *module)
{
  greedy_strategy_register_type (G_TYPE_MODULE (module));
  peas_object_module_register_extension_type (module, RIMAU_TYPE_STRATEGY, GREEDY_TYPE_STRATEGY);
}
