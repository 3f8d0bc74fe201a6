/* rimau-alpha-beta.c — iterative-deepening alpha-beta search for plugins
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Negamax principal-variation search with a transposition table keyed by
 * the position's Zobrist key (and near the quiet-ply limit its counter),
 * captures, killers and history first, late move reductions, and a capture
 * search at the horizon. Positions are copied and changed (they are
 * small), plies generated into buffers on the stack: the search allocates
 * nothing once made.
 *
 * The tiger player's opening turn is several plies by the same side, so a
 * ply's value is negated only when the side to move changes. Removals
 * commute, so inside a search they are taken in increasing point order.
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "rimau-ai-error.h"
#include "rimau-alpha-beta-private.h"

#define INFINITE      32000
/* The clock, the cancellable and the gate are looked at once every this
 * many nodes: a fraction of a millisecond. */
#define CHECK_EVERY   2048

typedef struct
{
  RimauMove move;
  int       score;      /* of the last iteration that searched it */
  int       noise;
  gboolean  blind;      /* an oversight: judged without looking at replies */
} RootMove;

RimauAlphaBeta *
rimau_alpha_beta_new (const RimauAlphaBetaOptions *options)
{
  RimauAlphaBeta *self = g_new0 (RimauAlphaBeta, 1);

  self->options = *options;
  self->weights = *(options->weights != NULL ? options->weights : rimau_eval_weights_default ());
  self->careless = self->weights;
  self->careless.capture_now = 0;
  self->careless.threat_single = 0;
  self->careless.threat_double = 0;
  self->careless.exposed = 0;

  rimau_alpha_beta_tt_init (self, options->tt_bits);
  self->rng = (guint64) g_get_real_time () ^ GPOINTER_TO_SIZE (self);

  return self;
}

void
rimau_alpha_beta_free (RimauAlphaBeta *self)
{
  if (self == NULL)
    return;
  g_free (self->tt);
  g_free (self);
}

static inline gboolean
out_of_time (RimauAlphaBeta *self)
{
  if ((self->nodes & (CHECK_EVERY - 1)) == 0 && !self->stop)
    {
      if (rimau_strategy_context_should_stop (self->context) ||
          (self->node_limit != 0 && self->nodes >= self->node_limit))
        self->stop = TRUE;
    }
  return self->stop;
}

/* ------------------------------------------------------------------------ */
/* Draws and ends                                                            */

/* Whether @position, @ply plies after the root, stands for the third time
 * (rules.md §4), counting the request's history as well as the search
 * path: a position seen once before is not a draw yet. Only the positions
 * since the last irreversible ply can equal it, and there the sides
 * alternate, so only every second one. */
static inline gboolean
is_third_occurrence (const RimauAlphaBeta *self,
                     const RimauPosition  *position,
                     guint                 ply)
{
  guint index = self->n_base + ply;
  guint window = MIN ((guint) position->quiet, index);
  guint seen = 1;

  for (guint k = 2; k <= window; k += 2)
    if (self->keys[index - k] == position->key && ++seen == 3)
      return TRUE;
  return FALSE;
}

/* Whether the game is drawn at @position. The rules look at the draws
 * last: tigers trapped on the hundredth quiet ply, or on a third
 * occurrence, have lost, and the men below the threshold have too. */
static inline gboolean
is_draw (const RimauAlphaBeta *self,
         const RimauPosition  *position,
         guint                 ply)
{
  if (position->opening != RIMAU_OPENING_NONE)
    return FALSE;
  if (position->quiet < RIMAU_QUIET_PLY_LIMIT && !is_third_occurrence (self, position, ply))
    return FALSE;
  return rimau_position_outcome (position) == RIMAU_OUTCOME_NONE;
}

/* A draw, for the side to move at @position. */
static inline int
draw_score (const RimauAlphaBeta *self,
            const RimauPosition  *position)
{
  return position->side == self->root_side ? -self->contempt : self->contempt;
}

/* What taking the men's safe steps since the root is worth to the side to
 * move at @position. */
static int
restriction (const RimauAlphaBeta *self,
             const RimauPosition  *position)
{
  int taken = self->root_safe_steps - (int) rimau_evaluate_men_safe_steps (position);
  int bonus;

  if (taken > 0 && !rimau_tigers_have_room (position))
    taken = 0;
  bonus = rimau_restriction_bonus (taken, self->root_quiet);
  return position->side == RIMAU_SIDE_TIGERS ? bonus : -bonus;
}

/* The static value of @position, @ply plies after the root. A lead of the
 * tigers is shrunk toward a draw (see rimau_scale_toward_draw()) by the
 * quiet plies played before the root, or not at all once the line to it
 * has set the counter back to 0 with a capture or a drop. The quiet plies
 * of the line itself are not counted: that would make every quiet line
 * look worse to the tigers the further it is followed, so that a reduced
 * search would always seem to find more and be searched again, and it
 * would make a capture look better the later it comes.
 *
 * A lead of the men is left whole. What they play for is a trap, which
 * sets nothing back, and the search sees it, and the hundredth quiet ply,
 * exactly once they are in reach. Shrunk, their lead would make a man
 * given to the tigers look like a gain, since its capture sets the counter
 * back and the lead counts whole again: shrinking both sides' leads, the
 * master as the men won 9 games of 20 against Sang Kancil, against 16.
 *
 * Late in a quiet stretch a lead of the tigers also gains for each safe
 * step the men have fewer than at the root (see rimau_restriction_bonus()),
 * so that of two shuffles the tigers choose the one that leaves the men
 * less room; but not while a tiger is short of room itself. */
static inline int
static_value (const RimauAlphaBeta   *self,
              const RimauPosition    *position,
              guint                   ply,
              const RimauEvalWeights *weights,
              RimauEvalInfo          *info)
{
  int score = rimau_evaluate (position, weights, info);
  int for_tigers = position->side == RIMAU_SIDE_TIGERS ? score : -score;
  gboolean counter_reset = position->quiet < self->root_quiet + ply;

  if (for_tigers <= 0 || counter_reset)
    return score;
  score = rimau_scale_toward_draw (score, self->root_quiet);
  if (self->root_quiet >= RIMAU_RESTRICTION_FROM && position->hand == 0)
    score += restriction (self, position);
  return score;
}

/* The score of a position with no legal ply: the tigers have won if the
 * men are too few, the men if the tigers are stuck. */
static inline int
no_ply_score (const RimauPosition *position,
              guint                ply)
{
  gboolean tigers_won = rimau_position_men_left (position) <= position->rules.concede;

  if (tigers_won == (position->side == RIMAU_SIDE_TIGERS))
    return RIMAU_SCORE_WIN - (int) ply;
  return -RIMAU_SCORE_WIN + (int) ply;
}

/* ------------------------------------------------------------------------ */
/* The search                                                                */

static int
quiesce (RimauAlphaBeta      *self,
         const RimauPosition *position,
         int                  alpha,
         int                  beta,
         guint                ply)
{
  RimauMove jumps[RIMAU_MAX_TIGER_JUMPS];
  RimauEvalInfo info;
  int stand, best;
  guint n;

  self->nodes++;
  self->pv_length[ply] = ply;
  if (out_of_time (self))
    return 0;

  if (position->opening == RIMAU_OPENING_NONE &&
      rimau_position_men_left (position) <= position->rules.concede)
    return no_ply_score (position, ply);

  stand = static_value (self, position, ply, &self->weights, &info);
  if (position->opening == RIMAU_OPENING_NONE && position->side == RIMAU_SIDE_TIGERS &&
      position->tigers != 0 && info.tiger_moves == 0)
    return no_ply_score (position, ply);

  if (!self->options.quiescence || position->side != RIMAU_SIDE_TIGERS ||
      info.n_jumps == 0 || ply >= MAX_PLY - 1 || position->opening != RIMAU_OPENING_NONE)
    return stand;
  if (stand >= beta)
    return stand;
  if (stand > alpha)
    alpha = stand;

  best = stand;
  n = rimau_generate_jumps (position, jumps);
  for (guint i = 0; i < n; i++)
    {
      RimauPosition child = *position;
      int score;

      /* Bigger captures first. */
      for (guint j = i + 1; j < n; j++)
        if (rimau_mask_count (jumps[j].captured) > rimau_mask_count (jumps[i].captured))
          {
            RimauMove m = jumps[i];

            jumps[i] = jumps[j], jumps[j] = m;
          }

      rimau_position_apply (&child, &jumps[i]);
      score = -quiesce (self, &child, -beta, -alpha, ply + 1);
      if (self->stop)
        return 0;
      if (score > best)
        {
          best = score;
          if (score > alpha)
            {
              alpha = score;
              if (score >= beta)
                break;
            }
        }
    }

  return best;
}

static int alpha_beta (RimauAlphaBeta      *self,
                       const RimauPosition *position,
                       int                  depth,
                       int                  alpha,
                       int                  beta,
                       guint                ply,
                       int                  last_removal);

/* The value of @child for the side to move at its parent. */
static inline int
child_value (RimauAlphaBeta      *self,
             const RimauPosition *parent,
             const RimauPosition *child,
             int                  depth,
             int                  alpha,
             int                  beta,
             guint                ply,
             int                  last_removal)
{
  if (child->side == parent->side)
    return alpha_beta (self, child, depth, alpha, beta, ply, last_removal);
  return -alpha_beta (self, child, depth, -beta, -alpha, ply, last_removal);
}

static inline void
update_pv (RimauAlphaBeta  *self,
           const RimauMove *move,
           guint            ply)
{
  self->pv[ply][ply] = *move;
  for (guint i = ply + 1; i < self->pv_length[ply + 1]; i++)
    self->pv[ply][i] = self->pv[ply + 1][i];
  self->pv_length[ply] = MAX (self->pv_length[ply + 1], ply + 1);
}

static int
alpha_beta (RimauAlphaBeta      *self,
            const RimauPosition *position,
            int                  depth,
            int                  alpha,
            int                  beta,
            guint                ply,
            int                  last_removal)
{
  RimauMove moves[RIMAU_MAX_MOVES];
  int scores[RIMAU_MAX_MOVES];
  gboolean pv_node = beta - alpha > 1;
  /* Removals after a removal are taken in increasing order: such a node
   * depends on the path, so it stays out of the table. */
  gboolean ordered_removals = position->removals_left > 0 && last_removal >= 0;
  const TTEntry *entry = NULL;
  const RimauMove *best_move = NULL;
  int best = -INFINITE, alpha_start = alpha;
  guint n, searched = 0;

  self->pv_length[ply] = ply;

  if (is_draw (self, position, ply))
    return draw_score (self, position);
  if (ply >= MAX_PLY - 1)
    return static_value (self, position, ply, &self->weights, NULL);
  if (depth <= 0)
    return quiesce (self, position, alpha, beta, ply);

  self->nodes++;
  if (out_of_time (self))
    return 0;

  n = rimau_position_generate (position, moves);
  if (n == 0)
    return no_ply_score (position, ply);
  /* Tigers down to one or two plies are close to being trapped: like a
   * check in chess, worth looking one ply further, and cheap to. */
  if (self->options.reductions && position->side == RIMAU_SIDE_TIGERS &&
      position->opening == RIMAU_OPENING_NONE && n <= 2 && ply + (guint) depth < MAX_PLY - 8)
    depth++;

  if (!ordered_removals)
    {
      entry = rimau_alpha_beta_tt_probe (self, position, depth);
      if (entry != NULL && entry->depth >= depth && !pv_node)
        {
          int score = rimau_alpha_beta_score_from_tt (entry->score, ply);

          if (entry->bound == BOUND_EXACT ||
              (entry->bound == BOUND_LOWER && score >= beta) ||
              (entry->bound == BOUND_UPPER && score <= alpha))
            return score;
        }
    }

  rimau_alpha_beta_score_moves (self, position, moves, n, scores, entry, ply);

  for (guint i = 0; i < n; i++)
    {
      RimauPosition child;
      int score, reduced;

      rimau_alpha_beta_pick_move (moves, scores, i, n);
      if (ordered_removals && moves[i].kind == RIMAU_MOVE_REMOVE && moves[i].to <= last_removal)
        continue;

      child = *position;
      rimau_position_apply (&child, &moves[i]);
      self->keys[self->n_base + ply + 1] = child.key;
#define VALUE(d, a, b) child_value (self, position, &child, (d), (a), (b), ply + 1, \
                                    moves[i].kind == RIMAU_MOVE_REMOVE ? moves[i].to : -1)

      if (searched == 0)
        score = VALUE (depth - 1, alpha, beta);
      else
        {
          reduced = depth - 1;
          if (self->options.reductions && depth >= 3 && searched >= 3 &&
              moves[i].kind != RIMAU_MOVE_JUMP && scores[i] < SCORE_KILLER)
            reduced -= searched >= 8 && depth >= 5 ? 2 : 1;

          score = VALUE (reduced, alpha, alpha + 1);
          if (score > alpha && reduced < depth - 1)
            score = VALUE (depth - 1, alpha, alpha + 1);
          if (score > alpha && score < beta)
            score = VALUE (depth - 1, alpha, beta);
        }
#undef VALUE

      if (self->stop)
        return 0;
      searched++;

      if (score > best)
        {
          best = score;
          best_move = &moves[i];
          if (score > alpha)
            {
              alpha = score;
              update_pv (self, &moves[i], ply);
              if (score >= beta)
                {
                  rimau_alpha_beta_remember_cutoff (self, position, &moves[i], depth, ply);
                  break;
                }
            }
        }
    }

  if (searched == 0)
    return -INFINITE;   /* every removal here is taken on another path */

  if (!ordered_removals)
    rimau_alpha_beta_tt_store (self, position, depth, best,
                               best >= beta ? BOUND_LOWER : best > alpha_start ? BOUND_EXACT : BOUND_UPPER,
                               best_move, ply);
  return best;
}

/* ------------------------------------------------------------------------ */
/* The root                                                                  */

static guint
prepare_root (RimauAlphaBeta      *self,
              const RimauPosition *position,
              RootMove            *root)
{
  RimauMove moves[RIMAU_MAX_MOVES];
  int scores[RIMAU_MAX_MOVES];
  guint n = rimau_position_generate (position, moves);
  guint n_root = 0;
  /* Now and then a beginner does not look at what the other side could
   * answer, and judges his plies by how they look. */
  gboolean careless = self->options.oversight > 0 && rimau_random_unit (&self->rng) < self->options.oversight;

  rimau_alpha_beta_score_moves (self, position, moves, n, scores, rimau_alpha_beta_tt_probe (self, position, 0), 0);
  for (guint i = 0; i < n; i++)
    {
      gboolean capture = moves[i].kind == RIMAU_MOVE_JUMP;

      rimau_alpha_beta_pick_move (moves, scores, i, n);
      /* Nor does he always see a capture at hand. */
      if (capture && self->options.oversight > 0 && rimau_random_unit (&self->rng) < self->options.oversight)
        continue;

      root[n_root].move = moves[i];
      root[n_root].score = -INFINITE;
      root[n_root].noise = self->options.noise > 0
                           ? (int) (rimau_random_next (&self->rng) % (guint64) (self->options.noise + 1))
                           : 0;
      root[n_root].blind = careless;
      n_root++;
    }

  /* Overlooking everything is not an oversight. */
  if (n_root == 0)
    {
      root[0].move = moves[0];
      root[0].score = -INFINITE;
      root[0].noise = 0;
      root[0].blind = FALSE;
      n_root = 1;
    }

  return n_root;
}

/* A ply judged without looking at any reply, with the threats unseen. */
static int
blind_value (RimauAlphaBeta      *self,
             const RimauPosition *position,
             const RimauMove     *move)
{
  RimauPosition child = *position;
  gboolean over;
  int score;

  rimau_position_apply (&child, move);
  score = rimau_evaluate_terminal (&child, 1, &over);
  if (!over)
    score = static_value (self, &child, 1, &self->careless, NULL);
  return child.side == position->side ? score : -score;
}

static void
sort_root (RootMove *root,
           guint     n)
{
  /* Insertion sort, stable: earlier plies win ties. */
  for (guint i = 1; i < n; i++)
    {
      RootMove r = root[i];
      guint j = i;

      while (j > 0 && root[j - 1].score < r.score)
        {
          root[j] = root[j - 1];
          j--;
        }
      root[j] = r;
    }
}

/* One iteration over the root plies. Returns the index of the best ply
 * fully searched, or -1 if time ran out before the first one. */
static int
search_root (RimauAlphaBeta      *self,
             const RimauPosition *position,
             RootMove            *root,
             guint                n_root,
             int                  depth,
             int                 *best_score)
{
  int alpha = -INFINITE, beta = INFINITE;
  int best = -1;

  for (guint i = 0; i < n_root; i++)
    {
      RootMove *r = &root[i];
      RimauPosition child;
      int score, noise = r->noise;

      if (r->blind)
        {
          score = blind_value (self, position, &r->move) + noise;
          r->score = score;
        }
      else
        {
          child = *position;
          rimau_position_apply (&child, &r->move);
          self->keys[self->n_base + 1] = child.key;
#define VALUE(a, b) child_value (self, position, &child, depth - 1, (a) - noise, (b) - noise, 1, \
                                 r->move.kind == RIMAU_MOVE_REMOVE ? r->move.to : -1) + noise
          if (best < 0)
            score = VALUE (alpha, beta);
          else
            {
              score = VALUE (alpha, alpha + 1);
              if (score > alpha && !self->stop)
                score = VALUE (alpha, beta);
            }
#undef VALUE
          if (self->stop)
            break;
          r->score = score > alpha || best < 0 ? score : -INFINITE + 1;
        }

      if (best < 0 || score > alpha)
        {
          alpha = MAX (alpha, score);
          best = (int) i;
          *best_score = score;
          if (!r->blind)
            update_pv (self, &r->move, 0);
          else
            {
              self->pv[0][0] = r->move;
              self->pv_length[0] = 1;
            }
        }
    }

  return best;
}

gboolean
rimau_alpha_beta_choose (RimauAlphaBeta        *self,
                         RimauStrategyContext  *context,
                         RimauMove             *move,
                         GError               **error)
{
  const RimauPosition *position = rimau_strategy_context_get_position (context);
  RootMove root[RIMAU_MAX_MOVES];
  RimauMove line[MAX_PLY];
  guint n_root, n_line = 0, max_depth, completed = 0;
  const guint64 *history;
  guint n_history;
  int score = 0;

  self->nodes = 0;
  self->stop = FALSE;
  self->context = context;
  self->node_limit = rimau_strategy_context_get_nodes (context);
  self->root_side = position->side;
  self->contempt = rimau_strategy_context_get_neutral (context) ? 0 : self->options.contempt;
  self->root_quiet = position->quiet;
  if (position->quiet >= RIMAU_RESTRICTION_FROM)
    self->root_safe_steps = (int) rimau_evaluate_men_safe_steps (position);
  self->age++;
  memset (self->killers, 0, sizeof self->killers);
  for (guint i = 0; i < MAX_PLY; i++)
    self->killers[i][0].kind = self->killers[i][1].kind = -1;

  history = rimau_strategy_context_get_history (context, &n_history);
  self->n_base = MIN (n_history, RIMAU_SEARCH_HISTORY);
  memcpy (self->keys, history + (n_history - self->n_base), self->n_base * sizeof (guint64));
  self->keys[self->n_base] = position->key;

  if (rimau_position_generate (position, line) == 0)
    {
      g_set_error (error, RIMAU_AI_ERROR, RIMAU_AI_ERROR_NO_LEGAL_PLY, _("There is no legal move to choose"));
      return FALSE;
    }
  n_root = prepare_root (self, position, root);

  *move = root[0].move;
  line[0] = root[0].move;
  n_line = 1;
  if (n_root == 1)
    {
      rimau_strategy_context_report_line (context, move, 1);
      self->context = NULL;
      return TRUE;
    }

  max_depth = RIMAU_ALPHA_BETA_MAX_DEPTH;
  if (self->options.max_depth != 0)
    max_depth = MIN (max_depth, self->options.max_depth);
  if (rimau_strategy_context_get_depth (context) != 0)
    max_depth = MIN (max_depth, rimau_strategy_context_get_depth (context));

  for (guint depth = 1; depth <= max_depth; depth++)
    {
      int iteration_score = 0;
      int best = search_root (self, position, root, n_root, (int) depth, &iteration_score);

      if (best < 0)
        break;
      /* A ply that beat the last iteration's best is worth playing even when
       * time ran out before the others were looked at. */
      *move = root[best].move;
      score = iteration_score;
      n_line = self->pv_length[0];
      memcpy (line, self->pv[0], n_line * sizeof (RimauMove));
      if (self->stop)
        break;

      completed = depth;
      sort_root (root, n_root);
      /* Another iteration takes several times the last one: not worth
       * starting late. */
      if (rimau_strategy_context_has_used (context, 60))
        break;
      if (score > RIMAU_SCORE_KNOWN_WIN || score < -RIMAU_SCORE_KNOWN_WIN)
        if ((guint) (RIMAU_SCORE_WIN - ABS (score)) < depth)
          break;
    }

  rimau_strategy_context_report_score (context, score, completed, self->nodes);
  rimau_strategy_context_report_line (context, line, MIN (n_line, RIMAU_MAX_LINE));
  self->context = NULL;
  return TRUE;
}
