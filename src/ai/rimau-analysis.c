/* rimau-analysis.c — the master's verdict on every position of a game
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The analysis keeps its own copy of the game: for each position the
 * search request a strategy needs (with the history that repetitions reach
 * back into), the outcome the game has there, and the evaluation once
 * known. rimau-analysis-tag.c reads and writes it as a record's tag, and
 * rimau-analysis-pool.c evaluates the positions in worker threads.
 */

#include "config.h"

#include "rimau-analysis-private.h"

G_DEFINE_FINAL_TYPE (RimauAnalysis, rimau_analysis, G_TYPE_OBJECT)
G_DEFINE_QUARK (rimau-analysis-error-quark, rimau_analysis_error)

enum {
  PROP_0,
  PROP_N_EVALUATED,
  N_PROPS
};

enum {
  EVALUATED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* ------------------------------------------------------------------------ */
/* Scores and marks                                                          */

gboolean
rimau_score_is_forced (int score)
{
  return score > RIMAU_SCORE_KNOWN_WIN || score < -RIMAU_SCORE_KNOWN_WIN;
}

/* Whole numbers only: a locale's decimal comma never gets in. */
char *
rimau_score_format (int score)
{
  char sign = score > 0 ? '+' : '-';
  int size = ABS (score);

  if (rimau_score_is_forced (score))
    return g_strdup_printf ("%cM%d", sign, RIMAU_SCORE_WIN - size);
  if (score == 0)
    return g_strdup ("0.00");
  return g_strdup_printf ("%c%d.%02d", sign, size / 100, size % 100);
}

const char *
rimau_mark_to_string (RimauMark mark)
{
  switch (mark)
    {
    case RIMAU_MARK_INACCURACY: return "?!";
    case RIMAU_MARK_MISTAKE: return "?";
    case RIMAU_MARK_BLUNDER: return "??";
    case RIMAU_MARK_NONE:
    default: return "";
    }
}

RimauMark
rimau_mark_classify (RimauSide mover,
                     int       best,
                     int       after)
{
  int sign = mover == RIMAU_SIDE_TIGERS ? 1 : -1;
  int drop;

  best *= sign;
  after *= sign;

  /* A forced result thrown away counts whatever the numbers say. */
  if (best > RIMAU_SCORE_KNOWN_WIN && after <= RIMAU_SCORE_KNOWN_WIN)
    return RIMAU_MARK_BLUNDER;
  if (after < -RIMAU_SCORE_KNOWN_WIN && best >= -RIMAU_SCORE_KNOWN_WIN)
    return RIMAU_MARK_BLUNDER;

  drop = CLAMP (best, -RIMAU_ANALYSIS_SCORE_CAP, RIMAU_ANALYSIS_SCORE_CAP) -
         CLAMP (after, -RIMAU_ANALYSIS_SCORE_CAP, RIMAU_ANALYSIS_SCORE_CAP);
  if (drop >= RIMAU_ANALYSIS_BLUNDER)
    return RIMAU_MARK_BLUNDER;
  if (drop >= RIMAU_ANALYSIS_MISTAKE)
    return RIMAU_MARK_MISTAKE;
  if (drop >= RIMAU_ANALYSIS_INACCURACY)
    return RIMAU_MARK_INACCURACY;
  return RIMAU_MARK_NONE;
}

/* ------------------------------------------------------------------------ */
/* Positions                                                                 */

void
rimau_evaluation_of_outcome (RimauOutcome     outcome,
                             RimauEvaluation *evaluation)
{
  evaluation->score = outcome == RIMAU_OUTCOME_TIGERS ? RIMAU_SCORE_WIN
                      : outcome == RIMAU_OUTCOME_MEN ? -RIMAU_SCORE_WIN
                      : 0;
  evaluation->depth = 0;
  evaluation->n_line = 0;
}

/* Replays @game in a game of its own, so that the caller's cursor never
 * moves, and keeps each position as the game sees it there. */
static void
copy_game (RimauAnalysis *self,
           RimauGame     *game)
{
  g_autoptr(RimauGame) replay = rimau_game_new_from_position (rimau_game_get_start_position (game));
  guint n_plies = rimau_game_get_n_plies (game);

  for (guint i = 0; ; i++)
    {
      g_autoptr(GError) error = NULL;
      const RimauMove *move;
      RimauAnalysisEntry entry = { 0 };

      rimau_search_request_init_from_game (&entry.request, replay);
      entry.outcome = rimau_game_get_outcome (replay);
      g_array_append_val (self->entries, entry);
      if (i == n_plies)
        break;

      move = rimau_game_get_ply (game, i);
      if (!rimau_game_play (replay, move, &error))
        {
          g_critical ("A ply of the game does not replay: %s", error->message);
          break;
        }
      g_array_append_val (self->moves, *move);
    }

  self->fingerprint = rimau_analysis_compute_fingerprint (self);
}

static void
rimau_analysis_finalize (GObject *object)
{
  RimauAnalysis *self = (RimauAnalysis *) object;

  g_clear_pointer (&self->entries, g_array_unref);
  g_clear_pointer (&self->moves, g_array_unref);

  G_OBJECT_CLASS (rimau_analysis_parent_class)->finalize (object);
}

static void
rimau_analysis_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  RimauAnalysis *self = RIMAU_ANALYSIS (object);

  switch (prop_id)
    {
    case PROP_N_EVALUATED:
      g_value_set_uint (value, self->n_evaluated);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
rimau_analysis_class_init (RimauAnalysisClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = rimau_analysis_finalize;
  object_class->get_property = rimau_analysis_get_property;

  properties[PROP_N_EVALUATED] =
    g_param_spec_uint ("n-evaluated", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * RimauAnalysis::evaluated:
   * @index: the position now known
   *
   * Emitted on the main context of the run as each position is evaluated.
   */
  signals[EVALUATED] =
    g_signal_new ("evaluated",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_UINT);
}

static void
rimau_analysis_init (RimauAnalysis *self)
{
  self->entries = g_array_new (FALSE, FALSE, sizeof (RimauAnalysisEntry));
  self->moves = g_array_new (FALSE, FALSE, sizeof (RimauMove));
}

RimauAnalysis *
rimau_analysis_new (RimauGame *game)
{
  RimauAnalysis *self;

  g_return_val_if_fail (RIMAU_IS_GAME (game), NULL);

  self = g_object_new (RIMAU_TYPE_ANALYSIS, NULL);
  copy_game (self, game);
  return self;
}

/* How many positions, from the start, @self and @game have in common. */
static guint
count_same_positions (RimauAnalysis *self,
                      RimauGame     *game)
{
  guint n_plies = MIN (rimau_game_get_n_plies (game), self->moves->len);
  guint same = 0;

  if (!rimau_position_equal (rimau_game_get_start_position (game), &rimau_analysis_entry_at (self, 0)->request.position))
    return 0;

  while (same < n_plies && rimau_move_equal (rimau_game_get_ply (game, same),
                                             &g_array_index (self->moves, RimauMove, same)))
    same++;
  return same + 1;
}

/* An analysis of @game that knows what @previous, an analysis of an
 * earlier state of it, knew of the positions the two share: those before
 * the first ply that differs. */
RimauAnalysis *
rimau_analysis_new_continuing (RimauGame     *game,
                               RimauAnalysis *previous)
{
  RimauAnalysis *self;
  guint same;

  g_return_val_if_fail (RIMAU_IS_GAME (game), NULL);
  g_return_val_if_fail (RIMAU_IS_ANALYSIS (previous), NULL);

  self = rimau_analysis_new (game);
  same = count_same_positions (previous, game);
  for (guint i = 0; i < same; i++)
    {
      const RimauAnalysisEntry *known = rimau_analysis_entry_at (previous, i);

      if (!known->known)
        continue;
      rimau_analysis_entry_at (self, i)->known = TRUE;
      rimau_analysis_entry_at (self, i)->evaluation = known->evaluation;
      self->n_evaluated++;
    }
  return self;
}

gboolean
rimau_analysis_matches_game (RimauAnalysis *self,
                             RimauGame     *game)
{
  g_return_val_if_fail (RIMAU_IS_ANALYSIS (self), FALSE);
  g_return_val_if_fail (RIMAU_IS_GAME (game), FALSE);

  if (rimau_game_get_n_plies (game) != self->moves->len ||
      !rimau_position_equal (rimau_game_get_start_position (game), &rimau_analysis_entry_at (self, 0)->request.position))
    return FALSE;

  for (guint i = 0; i < self->moves->len; i++)
    if (!rimau_move_equal (rimau_game_get_ply (game, i), &g_array_index (self->moves, RimauMove, i)))
      return FALSE;

  return TRUE;
}

guint
rimau_analysis_get_n_plies (RimauAnalysis *self)
{
  g_return_val_if_fail (RIMAU_IS_ANALYSIS (self), 0);

  return self->moves->len;
}

/* The position after @index plies, 0 ≤ @index ≤ the number of plies. */
const RimauPosition *
rimau_analysis_get_position (RimauAnalysis *self,
                             guint          index)
{
  g_return_val_if_fail (RIMAU_IS_ANALYSIS (self), NULL);
  g_return_val_if_fail (index < self->entries->len, NULL);

  return &rimau_analysis_entry_at (self, index)->request.position;
}

const RimauMove *
rimau_analysis_get_ply (RimauAnalysis *self,
                        guint          ply)
{
  g_return_val_if_fail (RIMAU_IS_ANALYSIS (self), NULL);
  g_return_val_if_fail (ply < self->moves->len, NULL);

  return &g_array_index (self->moves, RimauMove, ply);
}

guint
rimau_analysis_get_n_evaluated (RimauAnalysis *self)
{
  g_return_val_if_fail (RIMAU_IS_ANALYSIS (self), 0);

  return self->n_evaluated;
}

gboolean
rimau_analysis_is_complete (RimauAnalysis *self)
{
  g_return_val_if_fail (RIMAU_IS_ANALYSIS (self), FALSE);

  return self->n_evaluated == self->entries->len;
}

const RimauEvaluation *
rimau_analysis_get_evaluation (RimauAnalysis *self,
                               guint          index)
{
  RimauAnalysisEntry *entry;

  g_return_val_if_fail (RIMAU_IS_ANALYSIS (self), NULL);
  g_return_val_if_fail (index < self->entries->len, NULL);

  entry = rimau_analysis_entry_at (self, index);
  return entry->known ? &entry->evaluation : NULL;
}

gboolean
rimau_analysis_is_only_ply (const RimauPosition *position,
                            const RimauMove     *move)
{
  RimauMove moves[RIMAU_MAX_MOVES];

  return rimau_position_generate (position, moves) == 1 && rimau_move_equal (&moves[0], move);
}

gboolean
rimau_analysis_is_best_or_only_ply (RimauAnalysis *self,
                                    guint          ply)
{
  const RimauAnalysisEntry *before = rimau_analysis_entry_at (self, ply);
  const RimauMove *move = &g_array_index (self->moves, RimauMove, ply);

  return (before->evaluation.n_line > 0 && rimau_move_equal (&before->evaluation.line[0], move)) ||
         rimau_analysis_is_only_ply (&before->request.position, move);
}

RimauMark
rimau_analysis_get_mark (RimauAnalysis *self,
                         guint          ply)
{
  const RimauAnalysisEntry *before, *after;

  g_return_val_if_fail (RIMAU_IS_ANALYSIS (self), RIMAU_MARK_NONE);
  g_return_val_if_fail (ply < self->moves->len, RIMAU_MARK_NONE);

  before = rimau_analysis_entry_at (self, ply);
  after = rimau_analysis_entry_at (self, ply + 1);
  if (!before->known || !after->known || rimau_analysis_is_best_or_only_ply (self, ply))
    return RIMAU_MARK_NONE;

  /* The side to move before the ply made it: in the opening the tigers
   * make several plies in a row. */
  return rimau_mark_classify (before->request.position.side, before->evaluation.score, after->evaluation.score);
}

guint
rimau_analysis_count_marks (RimauAnalysis *self,
                            RimauSide      side,
                            RimauMark      mark)
{
  guint count = 0;

  g_return_val_if_fail (RIMAU_IS_ANALYSIS (self), 0);

  for (guint ply = 0; ply < self->moves->len; ply++)
    if (rimau_analysis_entry_at (self, ply)->request.position.side == side && rimau_analysis_get_mark (self, ply) == mark)
      count++;

  return count;
}

void
rimau_analysis_store_evaluation (RimauAnalysis         *self,
                                 guint                  index,
                                 const RimauEvaluation *evaluation)
{
  RimauAnalysisEntry *entry = rimau_analysis_entry_at (self, index);

  if (entry->known)
    return;

  entry->evaluation = *evaluation;
  entry->known = TRUE;
  self->n_evaluated++;
  g_signal_emit (self, signals[EVALUATED], 0, index);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_EVALUATED]);
}
