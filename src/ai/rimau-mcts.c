/* rimau-mcts.c — Monte Carlo tree search for plugins
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * UCT with a progressive bias towards captures and safe plies, a solver
 * that backs proven wins and losses up the tree, short informed playouts
 * (tigers take what they can, men avoid leaving a man to be jumped) judged
 * at their end by the evaluation, and implicit minimax backups: every node
 * also keeps the minimax value of the evaluation over its subtree, mixed
 * into the playouts' average when choosing where to look. Nodes live in one
 * arena made with the searcher: nothing is allocated while it thinks.
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "rimau-ai-error.h"
#include "rimau-alpha-beta.h"
#include "rimau-mcts.h"

#define MAX_DEPTH     96
/* Evaluation to win probability: 1 / (1 + exp (-score / SCALE)). */
#define SCORE_SCALE   250.0
/* The clock, the cancellable and the gate are looked at once every this
 * many iterations. */
#define CHECK_EVERY   16

typedef struct
{
  RimauMove move;         /* the ply that leads here */
  guint32   first_child;  /* 0: not expanded */
  guint16   n_children;
  guint8    mover;        /* the side that played move */
  gint8     proven;       /* +1 won, -1 lost for mover; 0 not known */
  gboolean  terminal;
  float     terminal_reward;
  float     prior;
  guint32   visits;
  float     wins;         /* rewards for mover */
  float     minimax;      /* the evaluation's minimax value for mover, 0 to 1 */
} Node;

struct _RimauMcts
{
  RimauMctsOptions  options;
  RimauEvalWeights  weights;
  Node             *nodes;
  guint32           capacity;
  guint32           used;
  guint64           rng;

  guint64           keys[RIMAU_SEARCH_HISTORY + MAX_DEPTH + 2];
  guint             n_base;
  guint64           visited;
  guint             max_depth;
  /* The tigers' reward for a draw, with the searching side's contempt. */
  float             draw_reward;
};

RimauMcts *
rimau_mcts_new (const RimauMctsOptions *options)
{
  RimauMcts *self = g_new0 (RimauMcts, 1);
  guint bits = options->tree_bits != 0
               ? CLAMP (options->tree_bits, RIMAU_MCTS_MIN_TREE_BITS, RIMAU_MCTS_MAX_TREE_BITS)
               : 20;

  self->options = *options;
  if (self->options.exploration <= 0)
    self->options.exploration = 0.7;
  if (self->options.playout_plies == 0)
    self->options.playout_plies = 10;
  if (self->options.minimax_weight <= 0)
    self->options.minimax_weight = 0.4;
  self->weights = *(options->weights != NULL ? options->weights : rimau_eval_weights_default ());
  self->capacity = (guint32) 1 << bits;
  self->nodes = g_new (Node, self->capacity);
  self->rng = (guint64) g_get_real_time () ^ GPOINTER_TO_SIZE (self);
  return self;
}

void
rimau_mcts_free (RimauMcts *self)
{
  if (self == NULL)
    return;
  g_free (self->nodes);
  g_free (self);
}

/* ------------------------------------------------------------------------ */
/* Informed playouts                                                         */

static inline gboolean
leaves_man_hanging (const RimauPosition *position,
                    const RimauMove     *move)
{
  RimauPosition child = *position;
  RimauMove jumps[RIMAU_MAX_TIGER_JUMPS];

  rimau_position_apply (&child, move);
  return rimau_generate_jumps (&child, jumps) > 0;
}

/* A ply of a player with some sense: the tigers mostly take the biggest
 * capture, the men try a few plies for one that leaves nothing to take. */
static gboolean
playout_move (RimauMcts           *self,
              const RimauPosition *position,
              RimauMove           *move)
{
  if (position->opening == RIMAU_OPENING_NONE && position->side == RIMAU_SIDE_TIGERS)
    {
      RimauMove jumps[RIMAU_MAX_TIGER_JUMPS];
      guint n = rimau_generate_jumps (position, jumps);

      if (n > 0 && rimau_random_unit (&self->rng) < 0.9)
        {
          guint best = 0;

          for (guint i = 1; i < n; i++)
            if (rimau_mask_count (jumps[i].captured) > rimau_mask_count (jumps[best].captured))
              best = i;
          *move = jumps[best];
          return TRUE;
        }
      return rimau_position_random_move (position, &self->rng, move);
    }

  if (position->opening == RIMAU_OPENING_NONE && position->side == RIMAU_SIDE_MEN)
    {
      for (guint tries = 0; tries < 4; tries++)
        {
          if (!rimau_position_random_move (position, &self->rng, move))
            return FALSE;
          if (move->kind == RIMAU_MOVE_PASS || !leaves_man_hanging (position, move))
            return TRUE;
        }
      return TRUE;
    }

  return rimau_position_random_move (position, &self->rng, move);
}

/* The evaluation as the tigers' chance of winning. */
static inline double
tiger_chance (RimauMcts           *self,
              const RimauPosition *position)
{
  int score = rimau_evaluate (position, &self->weights, NULL);

  if (position->side != RIMAU_SIDE_TIGERS)
    score = -score;
  return 1.0 / (1.0 + exp (-score / SCORE_SCALE));
}

/* The tigers' chance of winning from @position after a short informed
 * playout, judged by the evaluation where the playout stops. */
static double
playout (RimauMcts     *self,
         RimauPosition *position)
{
  for (guint i = 0; i < self->options.playout_plies; i++)
    {
      RimauOutcome outcome = rimau_position_outcome (position);
      RimauMove move;

      if (outcome == RIMAU_OUTCOME_TIGERS)
        return 1.0;
      if (outcome == RIMAU_OUTCOME_MEN)
        return 0.0;
      if (position->quiet >= RIMAU_QUIET_PLY_LIMIT || !playout_move (self, position, &move))
        return self->draw_reward;
      rimau_position_apply (position, &move);
      self->visited++;
    }

  /* Not in the middle of a capture: the tigers take what hangs. */
  if (position->opening == RIMAU_OPENING_NONE && position->side == RIMAU_SIDE_TIGERS)
    {
      RimauMove jumps[RIMAU_MAX_TIGER_JUMPS];
      guint n = rimau_generate_jumps (position, jumps);
      guint best = 0;

      for (guint i = 1; i < n; i++)
        if (rimau_mask_count (jumps[i].captured) > rimau_mask_count (jumps[best].captured))
          best = i;
      if (n > 0)
        rimau_position_apply (position, &jumps[best]);
    }

  return tiger_chance (self, position);
}

/* ------------------------------------------------------------------------ */
/* The tree                                                                  */

static float
prior_of (const RimauPosition *position,
          const RimauMove     *move)
{
  if (move->kind == RIMAU_MOVE_JUMP)
    return 2.0f + (float) rimau_mask_count (move->captured);
  if (position->side == RIMAU_SIDE_MEN && position->opening == RIMAU_OPENING_NONE &&
      move->kind != RIMAU_MOVE_PASS)
    return leaves_man_hanging (position, move) ? 0.0f : 1.0f;
  return 0.5f;
}

static inline guint32
new_node (RimauMcts       *self,
          const RimauMove *move,
          int              mover,
          float            prior,
          float            minimax)
{
  Node *node = &self->nodes[self->used];

  node->move = *move;
  node->first_child = 0;
  node->n_children = 0;
  node->mover = (guint8) mover;
  node->proven = 0;
  node->terminal = FALSE;
  node->terminal_reward = 0;
  node->prior = prior;
  node->visits = 0;
  node->wins = 0;
  node->minimax = minimax;
  return self->used++;
}

/* Adds the children of @index; FALSE when the arena is full. Removals
 * after a removal are taken in increasing order, as they commute. */
static gboolean
expand (RimauMcts           *self,
        guint32              index,
        const RimauPosition *position)
{
  RimauMove moves[RIMAU_MAX_MOVES];
  Node *node = &self->nodes[index];
  int last_removal = node->move.kind == RIMAU_MOVE_REMOVE ? node->move.to : -1;
  guint n = rimau_position_generate (position, moves);
  guint32 first = self->used;

  if (self->used + n >= self->capacity)
    return FALSE;

  for (guint i = 0; i < n; i++)
    {
      RimauPosition child = *position;
      double tigers;

      if (moves[i].kind == RIMAU_MOVE_REMOVE && moves[i].to <= last_removal)
        continue;
      rimau_position_apply (&child, &moves[i]);
      tigers = tiger_chance (self, &child);
      new_node (self, &moves[i], position->side, prior_of (position, &moves[i]),
                (float) (position->side == RIMAU_SIDE_TIGERS ? tigers : 1.0 - tigers));
    }

  node = &self->nodes[index];
  if (self->used == first)
    {
      /* Every removal left here is taken on another path: this one leads
       * nowhere new, and the side that chose it must not come back. */
      node->terminal = TRUE;
      node->proven = -1;
      node->minimax = 0.0f;
      node->terminal_reward = node->mover == RIMAU_SIDE_TIGERS ? 0.0f : 1.0f;
      return TRUE;
    }
  node->first_child = first;
  node->n_children = (guint16) (self->used - first);
  return TRUE;
}

static guint32
select_child (RimauMcts *self,
              guint32    index)
{
  const Node *node = &self->nodes[index];
  double log_n = log ((double) node->visits + 1.0);
  double best_value = -1e30;
  guint32 best = node->first_child;

  for (guint32 c = node->first_child; c < node->first_child + node->n_children; c++)
    {
      const Node *child = &self->nodes[c];
      double value;

      double mix = self->options.minimax_weight;

      if (child->proven > 0)
        return c;
      if (child->proven < 0)
        value = -1e20;
      else if (child->visits == 0)
        value = child->minimax + self->options.exploration * sqrt (log_n) + child->prior +
                rimau_random_unit (&self->rng) * 1e-3;
      else
        value = (1 - mix) * child->wins / child->visits + mix * child->minimax +
                self->options.exploration * sqrt (log_n / child->visits) +
                child->prior / (child->visits + 1.0);
      if (value > best_value)
        {
          best_value = value;
          best = c;
        }
    }

  return best;
}

/* Proves @index from its children when they settle it (MCTS-solver). */
static void
prove (RimauMcts *self,
       guint32    index,
       int        side_to_move)
{
  Node *node = &self->nodes[index];
  gboolean all_lost = node->n_children > 0;

  for (guint32 c = node->first_child; c < node->first_child + node->n_children; c++)
    {
      const Node *child = &self->nodes[c];

      if (child->proven > 0)
        {
          node->proven = node->mover == side_to_move ? 1 : -1;
          return;
        }
      if (child->proven >= 0)
        all_lost = FALSE;
    }

  if (all_lost)
    node->proven = node->mover == side_to_move ? -1 : 1;
}

/* The minimax value of @index from its children's, for its mover. */
static void
back_up_minimax (RimauMcts *self,
                 guint32    index,
                 int        side_to_move)
{
  Node *node = &self->nodes[index];
  float best = -1;

  for (guint32 c = node->first_child; c < node->first_child + node->n_children; c++)
    {
      const Node *child = &self->nodes[c];
      float value = child->proven > 0 ? 1.0f : child->proven < 0 ? 0.0f : child->minimax;

      best = MAX (best, value);
    }
  if (best >= 0)
    node->minimax = node->mover == side_to_move ? best : 1.0f - best;
}

/* Whether @position ends the game, and the tigers' reward if it does. */
static gboolean
is_terminal (RimauMcts           *self,
             const RimauPosition *position,
             guint                depth,
             float               *tiger_reward)
{
  RimauOutcome outcome = rimau_position_outcome (position);
  guint index = self->n_base + depth;

  if (outcome == RIMAU_OUTCOME_TIGERS || outcome == RIMAU_OUTCOME_MEN)
    {
      *tiger_reward = outcome == RIMAU_OUTCOME_TIGERS ? 1.0f : 0.0f;
      return TRUE;
    }
  if (position->opening != RIMAU_OPENING_NONE)
    return FALSE;
  if (position->quiet >= RIMAU_QUIET_PLY_LIMIT)
    {
      *tiger_reward = self->draw_reward;
      return TRUE;
    }
  for (guint k = 2; k <= MIN ((guint) position->quiet, index); k += 2)
    if (self->keys[index - k] == position->key)
      {
        *tiger_reward = self->draw_reward;
        return TRUE;
      }
  return FALSE;
}

static void
iterate (RimauMcts           *self,
         const RimauPosition *root)
{
  guint32 path[MAX_DEPTH + 1];
  int sides[MAX_DEPTH + 1];
  RimauPosition position = *root;
  guint depth = 0;
  double tiger_reward;

  path[0] = 0;
  sides[0] = position.side;

  /* Down the tree. */
  while (self->nodes[path[depth]].first_child != 0 && depth < MAX_DEPTH &&
         !self->nodes[path[depth]].terminal && self->nodes[path[depth]].proven == 0)
    {
      guint32 child = select_child (self, path[depth]);

      rimau_position_apply (&position, &self->nodes[child].move);
      self->visited++;
      path[++depth] = child;
      sides[depth] = position.side;
      self->keys[self->n_base + depth] = position.key;
    }
  self->max_depth = MAX (self->max_depth, depth);

  {
    Node *leaf = &self->nodes[path[depth]];
    float reward;

    if (leaf->terminal)
      tiger_reward = leaf->terminal_reward;
    else if (leaf->proven != 0)
      tiger_reward = (leaf->proven > 0) == (leaf->mover == RIMAU_SIDE_TIGERS) ? 1.0 : 0.0;
    else if (depth > 0 && is_terminal (self, &position, depth, &reward))
      {
        leaf->terminal = TRUE;
        leaf->terminal_reward = reward;
        leaf->minimax = leaf->mover == RIMAU_SIDE_TIGERS ? reward : 1.0f - reward;
        tiger_reward = reward;
        if (reward == 1.0f || reward == 0.0f)
          leaf->proven = (reward == 1.0f) == (leaf->mover == RIMAU_SIDE_TIGERS) ? 1 : -1;
      }
    else
      {
        if (depth < MAX_DEPTH && (leaf->visits > 0 || depth == 0))
          expand (self, path[depth], &position);
        tiger_reward = leaf->terminal ? leaf->terminal_reward : playout (self, &position);
      }
  }

  /* Up again, proving what the children settle. */
  for (int d = (int) depth; d >= 0; d--)
    {
      Node *node = &self->nodes[path[d]];

      node->visits++;
      node->wins += (float) (node->mover == RIMAU_SIDE_TIGERS ? tiger_reward : 1.0 - tiger_reward);
      if (node->proven == 0 && node->first_child != 0)
        {
          prove (self, path[d], sides[d]);
          back_up_minimax (self, path[d], sides[d]);
        }
    }
}

static guint32
best_child (const RimauMcts *self,
            guint32          index)
{
  const Node *node = &self->nodes[index];
  guint32 best = node->first_child;
  double best_value = -1e30;

  for (guint32 c = node->first_child; c < node->first_child + node->n_children; c++)
    {
      const Node *child = &self->nodes[c];
      double value = child->visits + (child->wins / MAX (child->visits, 1)) * 1e-3;

      if (child->proven > 0)
        return c;
      if (child->proven < 0)
        value = -1e9 + child->visits;
      if (value > best_value)
        {
          best_value = value;
          best = c;
        }
    }

  return best;
}

static void
report (RimauMcts            *self,
        RimauStrategyContext *context)
{
  guint32 index = 0;
  const Node *first = &self->nodes[best_child (self, 0)];
  RimauMove line[RIMAU_MAX_LINE];
  guint n_line = 0;
  int score;

  if (first->proven != 0)
    {
      /* Proven: the exact distance is unknown, the result is not. */
      score = first->proven > 0 ? RIMAU_SCORE_KNOWN_WIN + 1 : -RIMAU_SCORE_KNOWN_WIN - 1;
    }
  else
    {
      double q = CLAMP (first->wins / MAX (first->visits, 1), 0.001, 0.999);

      score = (int) (-SCORE_SCALE * log (1.0 / q - 1.0));
    }
  while (self->nodes[index].first_child != 0 && self->nodes[index].n_children > 0 &&
         n_line < RIMAU_MAX_LINE)
    {
      index = best_child (self, index);
      if (self->nodes[index].visits == 0)
        break;
      line[n_line++] = self->nodes[index].move;
    }
  rimau_strategy_context_report_score (context, score, self->max_depth, self->visited);
  rimau_strategy_context_report_line (context, line, n_line);
}

gboolean
rimau_mcts_choose (RimauMcts             *self,
                   RimauStrategyContext  *context,
                   RimauMove             *move,
                   GError               **error)
{
  const RimauPosition *position = rimau_strategy_context_get_position (context);
  RimauMove none = { .kind = RIMAU_MOVE_PASS, .from = RIMAU_NO_POINT, .to = RIMAU_NO_POINT };
  RimauMove moves[RIMAU_MAX_MOVES];
  guint64 node_limit = rimau_strategy_context_get_nodes (context);
  guint64 iterations = 0;
  const guint64 *history;
  guint n_history;
  double contempt;

  if (rimau_position_generate (position, moves) == 0)
    {
      g_set_error (error, RIMAU_AI_ERROR, RIMAU_AI_ERROR_NO_LEGAL_PLY, _("There is no legal move to choose"));
      return FALSE;
    }

  self->used = 0;
  self->visited = 0;
  contempt = rimau_strategy_context_get_neutral (context) ? 0.0 : self->options.contempt;
  self->draw_reward = (float) (position->side == RIMAU_SIDE_TIGERS ? 0.5 - contempt : 0.5 + contempt);
  self->max_depth = 0;
  history = rimau_strategy_context_get_history (context, &n_history);
  self->n_base = MIN (n_history, RIMAU_SEARCH_HISTORY);
  memcpy (self->keys, history + (n_history - self->n_base), self->n_base * sizeof (guint64));
  self->keys[self->n_base] = position->key;

  /* The root's mover is the other side: its children are the side to move's. */
  new_node (self, &none, RIMAU_SIDE_OTHER (position->side), 1.0f, 0.5f);
  expand (self, 0, position);

  if (self->nodes[0].n_children > 1)
    {
      for (;;)
        {
          iterate (self, position);
          iterations++;
          if (self->nodes[0].proven != 0)
            break;
          if (iterations % CHECK_EVERY != 0)
            continue;
          if (rimau_strategy_context_should_stop (context) ||
              (node_limit != 0 && self->visited >= node_limit))
            break;
        }
    }

  *move = self->nodes[best_child (self, 0)].move;
  if (self->nodes[0].n_children > 1)
    report (self, context);
  else
    rimau_strategy_context_report_line (context, move, 1);   /* nothing to think about */
  return TRUE;
}
