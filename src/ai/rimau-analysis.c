/* rimau-analysis.c — the master's verdict on every position of a game
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The analysis keeps its own copy of the game: for each position the
 * search request a strategy needs (with the history that repetitions reach
 * back into), the outcome the game has there, and the evaluation once
 * known. A run hands the positions still unknown to worker threads, one per
 * strategy, which take the next position from a shared counter; their
 * results go through a queue to the caller's main context, where they are
 * stored and announced.
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "rimau-ai-error.h"
#include "rimau-ai-private.h"
#include "rimau-analysis.h"

/* The version of the Analysis tag's text that this code writes. */
#define TAG_VERSION 1
/* A forced result is at most this many plies away: beyond, the score would
 * not be a proven one (RIMAU_SCORE_KNOWN_WIN). */
#define MAX_FORCED_PLIES (RIMAU_SCORE_WIN - RIMAU_SCORE_KNOWN_WIN - 1)
/* Searches deeper than this are not told. */
#define MAX_DEPTH 999
/* How many plies in a row that leave no choice are followed to reach a
 * position with one. */
#define MAX_FORCED_RUN RIMAU_ANALYSIS_MAX_LINE

typedef struct
{
  RimauSearchRequest request;
  RimauOutcome       outcome;
  gboolean           known;
  RimauEvaluation    evaluation;
} Entry;

struct _RimauAnalysis
{
  GObject   parent_instance;

  /* entries[i] is the position after i plies; moves[i] the ply from it. */
  GArray   *entries;
  GArray   *moves;
  /* Names the game in the tag: its start and plies as text. */
  guint64   fingerprint;
  guint     n_evaluated;
  gboolean  running;
};

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

static Entry *
entry_at (RimauAnalysis *self,
          guint          index)
{
  return &g_array_index (self->entries, Entry, index);
}

static void
evaluation_of_outcome (RimauOutcome     outcome,
                       RimauEvaluation *evaluation)
{
  evaluation->score = outcome == RIMAU_OUTCOME_TIGERS ? RIMAU_SCORE_WIN
                      : outcome == RIMAU_OUTCOME_MEN ? -RIMAU_SCORE_WIN
                      : 0;
  evaluation->depth = 0;
  evaluation->n_line = 0;
}

/* FNV-1a over the game's text, which the rules fix, so that the tag
 * names the same game whatever version of Rimau reads it. */
static guint64
hash_text (guint64     hash,
           const char *text)
{
  for (const guchar *c = (const guchar *) text; *c != '\0'; c++)
    hash = (hash ^ *c) * G_GUINT64_CONSTANT (0x100000001B3);
  return hash;
}

static guint64
compute_fingerprint (RimauAnalysis *self)
{
  g_autofree char *start = rimau_position_to_string (&entry_at (self, 0)->request.position);
  guint64 hash = hash_text (G_GUINT64_CONSTANT (0xCBF29CE484222325), start);

  for (guint i = 0; i < self->moves->len; i++)
    {
      char text[RIMAU_MOVE_TEXT_SIZE];

      hash = hash_text (hash, " ");
      hash = hash_text (hash, rimau_move_to_text (&g_array_index (self->moves, RimauMove, i), text));
    }
  return hash;
}

/* Replays @game in a game of its own, so that the caller's cursor never
 * moves, and keeps each position as the game sees it there. */
static void
copy_game (RimauAnalysis *self,
           RimauGame     *game)
{
  g_autoptr(RimauGame) replay = rimau_game_new_from_position (rimau_game_get_start_position (game));
  guint n_plies = rimau_game_get_n_moves (game);

  for (guint i = 0; ; i++)
    {
      g_autoptr(GError) error = NULL;
      const RimauMove *move;
      Entry entry = { 0 };

      rimau_search_request_init_from_game (&entry.request, replay);
      entry.outcome = rimau_game_get_outcome (replay);
      g_array_append_val (self->entries, entry);
      if (i == n_plies)
        break;

      move = rimau_game_get_move (game, i);
      if (!rimau_game_play (replay, move, &error))
        {
          g_critical ("A ply of the game does not replay: %s", error->message);
          break;
        }
      g_array_append_val (self->moves, *move);
    }

  self->fingerprint = compute_fingerprint (self);
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
  self->entries = g_array_new (FALSE, FALSE, sizeof (Entry));
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
  guint n_plies = MIN (rimau_game_get_n_moves (game), self->moves->len);
  guint same = 0;

  if (!rimau_position_equal (rimau_game_get_start_position (game), &entry_at (self, 0)->request.position))
    return 0;

  while (same < n_plies && rimau_move_equal (rimau_game_get_move (game, same),
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
      const Entry *known = entry_at (previous, i);

      if (!known->known)
        continue;
      entry_at (self, i)->known = TRUE;
      entry_at (self, i)->evaluation = known->evaluation;
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

  if (rimau_game_get_n_moves (game) != self->moves->len ||
      !rimau_position_equal (rimau_game_get_start_position (game), &entry_at (self, 0)->request.position))
    return FALSE;

  for (guint i = 0; i < self->moves->len; i++)
    if (!rimau_move_equal (rimau_game_get_move (game, i), &g_array_index (self->moves, RimauMove, i)))
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

  return &entry_at (self, index)->request.position;
}

const RimauMove *
rimau_analysis_get_move (RimauAnalysis *self,
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
  Entry *entry;

  g_return_val_if_fail (RIMAU_IS_ANALYSIS (self), NULL);
  g_return_val_if_fail (index < self->entries->len, NULL);

  entry = entry_at (self, index);
  return entry->known ? &entry->evaluation : NULL;
}

/* Whether @move is all that @position allows. */
static gboolean
is_only_ply (const RimauPosition *position,
             const RimauMove     *move)
{
  RimauMove moves[RIMAU_MAX_MOVES];

  return rimau_position_generate (position, moves) == 1 && rimau_move_equal (&moves[0], move);
}

RimauMark
rimau_analysis_get_mark (RimauAnalysis *self,
                         guint          ply)
{
  const Entry *before, *after;
  const RimauMove *move;

  g_return_val_if_fail (RIMAU_IS_ANALYSIS (self), RIMAU_MARK_NONE);
  g_return_val_if_fail (ply < self->moves->len, RIMAU_MARK_NONE);

  before = entry_at (self, ply);
  after = entry_at (self, ply + 1);
  move = &g_array_index (self->moves, RimauMove, ply);
  if (!before->known || !after->known)
    return RIMAU_MARK_NONE;
  if (before->evaluation.n_line > 0 && rimau_move_equal (&before->evaluation.line[0], move))
    return RIMAU_MARK_NONE;
  if (is_only_ply (&before->request.position, move))
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
    if (entry_at (self, ply)->request.position.side == side && rimau_analysis_get_mark (self, ply) == mark)
      count++;

  return count;
}

/* Keeps @evaluation of position @index, unless it is known already, and
 * tells listeners. */
static void
store_evaluation (RimauAnalysis         *self,
                  guint                  index,
                  const RimauEvaluation *evaluation)
{
  Entry *entry = entry_at (self, index);

  if (entry->known)
    return;

  entry->evaluation = *evaluation;
  entry->known = TRUE;
  self->n_evaluated++;
  g_signal_emit (self, signals[EVALUATED], 0, index);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_EVALUATED]);
}

/* ------------------------------------------------------------------------ */
/* The tag                                                                   */

/* The text of one position's evaluation: score/depth and the line, or
 * nothing when it is not known. */
static void
append_entry (GString     *out,
              const Entry *entry)
{
  g_autofree char *score = NULL;

  if (!entry->known)
    return;

  score = rimau_score_format (entry->evaluation.score);
  g_string_append_printf (out, "%s/%u", score, entry->evaluation.depth);
  for (guint i = 0; i < entry->evaluation.n_line; i++)
    {
      char text[RIMAU_MOVE_TEXT_SIZE];

      g_string_append_printf (out, " %s", rimau_move_to_text (&entry->evaluation.line[i], text));
    }
}

/**
 * rimau_analysis_to_tag:
 *
 * The analysis as the value of an Analysis tag, one line of text:
 * "1 N FINGERPRINT; ENTRY; ENTRY; …" — the version, the number of
 * positions, a hash of the game's start and plies in 16 hexadecimal
 * digits, then one entry per position in order: empty while unknown, else
 * the score as rimau_score_format() writes it, "/", the depth, and the
 * principal line's plies separated by spaces, as in "+0.35/7 c3-c2 @d8".
 *
 * Returns: (transfer full): the text
 */
char *
rimau_analysis_to_tag (RimauAnalysis *self)
{
  GString *out;

  g_return_val_if_fail (RIMAU_IS_ANALYSIS (self), NULL);

  out = g_string_new (NULL);
  g_string_append_printf (out, "%d %u %016" G_GINT64_MODIFIER "x", TAG_VERSION, self->entries->len,
                          self->fingerprint);
  for (guint i = 0; i < self->entries->len; i++)
    {
      g_string_append (out, "; ");
      append_entry (out, entry_at (self, i));
    }

  return g_string_free (out, FALSE);
}

/* Reads 1 to @max_digits decimal digits at *@text into @value. */
static gboolean
read_number (const char **text,
             guint        max_digits,
             guint       *value)
{
  guint n = 0;

  *value = 0;
  while (g_ascii_isdigit ((*text)[0]) && n < max_digits)
    {
      *value = *value * 10 + (guint) ((*text)[0] - '0');
      (*text)++;
      n++;
    }
  return n > 0 && !g_ascii_isdigit ((*text)[0]);
}

/* A score as rimau_score_format() writes it, and nothing else. */
static gboolean
parse_score (const char *text,
             int        *score)
{
  gboolean signed_ = text[0] == '+' || text[0] == '-';
  int sign = text[0] == '-' ? -1 : 1;
  guint whole, hundredths;

  if (signed_)
    text++;

  /* A forced result says who wins it. */
  if (text[0] == 'M')
    {
      text++;
      if (!signed_ || !read_number (&text, 3, &whole) || text[0] != '\0' || whole > MAX_FORCED_PLIES)
        return FALSE;
      *score = sign * (RIMAU_SCORE_WIN - (int) whole);
      return TRUE;
    }

  if (!read_number (&text, 3, &whole) || *text++ != '.' ||
      !g_ascii_isdigit (text[0]) || !g_ascii_isdigit (text[1]) || text[2] != '\0')
    return FALSE;
  hundredths = whole * 100 + (guint) (text[0] - '0') * 10 + (guint) (text[1] - '0');
  if (hundredths > RIMAU_SCORE_KNOWN_WIN)
    return FALSE;

  *score = sign * (int) hundredths;
  return TRUE;
}

/* "SCORE/DEPTH" */
static gboolean
parse_score_and_depth (const char      *word,
                       RimauEvaluation *evaluation)
{
  g_autofree char *score = NULL;
  const char *slash = strchr (word, '/');
  const char *depth;

  if (slash == NULL)
    return FALSE;

  score = g_strndup (word, (gsize) (slash - word));
  depth = slash + 1;
  return parse_score (score, &evaluation->score) &&
         read_number (&depth, 3, &evaluation->depth) && depth[0] == '\0';
}

/* The plies of @words as a line legal from @start. */
static gboolean
parse_line (const RimauPosition  *start,
            char                **words,
            RimauEvaluation      *evaluation)
{
  RimauPosition position = *start;

  evaluation->n_line = 0;
  for (guint i = 0; words[i] != NULL; i++)
    {
      RimauMove *move = &evaluation->line[evaluation->n_line];

      if (words[i][0] == '\0')
        continue;
      if (evaluation->n_line == RIMAU_ANALYSIS_MAX_LINE ||
          !rimau_position_parse_move (&position, words[i], move, NULL))
        return FALSE;
      rimau_position_apply (&position, move);
      evaluation->n_line++;
    }

  return TRUE;
}

/* Whether @evaluation could be that of @entry's position: a proven result
 * there and then only when the game has ended there. */
static gboolean
is_possible (const Entry           *entry,
             const RimauEvaluation *evaluation)
{
  gboolean finished = entry->outcome != RIMAU_OUTCOME_NONE;
  gboolean over_now = ABS (evaluation->score) == RIMAU_SCORE_WIN;

  return finished ? evaluation->n_line == 0 : !over_now;
}

/* One entry of the tag; FALSE leaves the position unknown. */
static gboolean
parse_entry (const Entry     *entry,
             const char      *text,
             RimauEvaluation *evaluation)
{
  g_auto(GStrv) words = g_strsplit_set (text, " \t", -1);
  guint first = 0;

  while (words[first] != NULL && words[first][0] == '\0')
    first++;
  if (words[first] == NULL || !parse_score_and_depth (words[first], evaluation) ||
      !parse_line (&entry->request.position, words + first + 1, evaluation) ||
      !is_possible (entry, evaluation))
    return FALSE;

  /* What the game says of a finished position beats what the text does. */
  if (entry->outcome != RIMAU_OUTCOME_NONE)
    evaluation_of_outcome (entry->outcome, evaluation);
  return TRUE;
}

/* Whether @text is a whole decimal number of at most 9 digits. */
static gboolean
parse_count (const char *text,
             guint      *value)
{
  return text != NULL && read_number (&text, 9, value) && text[0] == '\0';
}

/* Whether @text is 16 hexadecimal digits. */
static gboolean
parse_fingerprint (const char *text,
                   guint64    *value)
{
  if (text == NULL || strlen (text) != 16)
    return FALSE;
  for (guint i = 0; i < 16; i++)
    if (!g_ascii_isxdigit (text[i]))
      return FALSE;

  *value = g_ascii_strtoull (text, NULL, 16);
  return TRUE;
}

/* "1 N FINGERPRINT": the version, and which game. */
static gboolean
check_header (RimauAnalysis  *self,
              char           *header,
              GError        **error)
{
  g_auto(GStrv) words = g_strsplit_set (g_strstrip (header), " \t", -1);
  guint n_words = g_strv_length (words);
  guint version = 0, n_positions = 0;
  guint64 fingerprint = 0;

  if (!parse_count (words[0], &version))
    {
      g_set_error_literal (error, RIMAU_ANALYSIS_ERROR, RIMAU_ANALYSIS_ERROR_INVALID,
                           _("The analysis does not start with its version"));
      return FALSE;
    }
  if (version > TAG_VERSION)
    {
      g_set_error (error, RIMAU_ANALYSIS_ERROR, RIMAU_ANALYSIS_ERROR_VERSION,
                   _("The analysis was written by a later version of Rimau (format %u)"), version);
      return FALSE;
    }
  if (version != TAG_VERSION || n_words != 3 || !parse_count (words[1], &n_positions) || !parse_fingerprint (words[2], &fingerprint))
    {
      g_set_error_literal (error, RIMAU_ANALYSIS_ERROR, RIMAU_ANALYSIS_ERROR_INVALID,
                           _("The analysis does not say which game it is of"));
      return FALSE;
    }
  if (n_positions != self->entries->len || fingerprint != self->fingerprint)
    {
      g_set_error_literal (error, RIMAU_ANALYSIS_ERROR, RIMAU_ANALYSIS_ERROR_OTHER_GAME,
                           _("The analysis is of another game"));
      return FALSE;
    }

  return TRUE;
}

RimauAnalysis *
rimau_analysis_new_from_tag (RimauGame   *game,
                             const char  *text,
                             GError     **error)
{
  g_autoptr(RimauAnalysis) self = NULL;
  g_auto(GStrv) fields = NULL;

  g_return_val_if_fail (RIMAU_IS_GAME (game), NULL);
  g_return_val_if_fail (text != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  self = rimau_analysis_new (game);
  /* An empty text has no fields at all. */
  fields = g_strsplit (text[0] != '\0' ? text : " ", ";", -1);
  if (!check_header (self, fields[0], error))
    return NULL;

  for (guint i = 0; i < self->entries->len && fields[i + 1] != NULL; i++)
    {
      RimauEvaluation evaluation;

      if (parse_entry (entry_at (self, i), fields[i + 1], &evaluation))
        store_evaluation (self, i, &evaluation);
    }

  return g_steal_pointer (&self);
}

/* ------------------------------------------------------------------------ */
/* Evaluating in worker threads                                              */

/* What is known of a request's position without a search: the game's end
 * by the rules, draws included. The history holds every position since
 * the last irreversible ply (rimau_search_request_init_from_game()). */
static RimauOutcome
request_outcome (const RimauSearchRequest *request)
{
  const RimauPosition *position = &request->position;
  RimauOutcome outcome = rimau_position_outcome (position);
  guint seen = 1;

  if (outcome != RIMAU_OUTCOME_NONE || rimau_position_in_opening (position))
    return outcome;

  for (guint i = 0; i < request->n_history; i++)
    seen += request->history[i] == position->key;
  if (seen >= 3 || position->quiet >= RIMAU_QUIET_PLY_LIMIT)
    return RIMAU_OUTCOME_DRAW;

  return RIMAU_OUTCOME_NONE;
}

/* The request after @move is played from @request's position. */
static void
request_after (const RimauSearchRequest *request,
               const RimauMove          *move,
               RimauSearchRequest       *next)
{
  guint64 keys[RIMAU_SEARCH_HISTORY + 1];
  guint n_keys = request->n_history;
  guint window;

  memcpy (keys, request->history, n_keys * sizeof (guint64));
  keys[n_keys++] = request->position.key;

  rimau_search_request_init (next, &request->position);
  rimau_position_apply (&next->position, move);
  window = MIN (MIN (n_keys, (guint) next->position.quiet), RIMAU_SEARCH_HISTORY);
  memcpy (next->history, keys + (n_keys - window), window * sizeof (guint64));
  next->n_history = window;
}

/* @evaluation, of the position after @move, made that of the position
 * before it: one ply more to a forced result, and @move first in line. */
static void
evaluation_before (const RimauMove *move,
                   RimauEvaluation *evaluation)
{
  if (evaluation->score > RIMAU_SCORE_KNOWN_WIN)
    evaluation->score--;
  else if (evaluation->score < -RIMAU_SCORE_KNOWN_WIN)
    evaluation->score++;

  evaluation->depth = MIN (evaluation->depth + 1, MAX_DEPTH);
  evaluation->n_line = MIN (evaluation->n_line + 1, RIMAU_ANALYSIS_MAX_LINE);
  memmove (evaluation->line + 1, evaluation->line, (evaluation->n_line - 1) * sizeof (RimauMove));
  evaluation->line[0] = *move;
}

static gboolean evaluate (RimauStrategy            *strategy,
                          const RimauSearchRequest *request,
                          const RimauSearchLimits  *limits,
                          GCancellable             *cancellable,
                          guint                     forced_run,
                          RimauEvaluation          *evaluation,
                          GError                  **error);

/* A position with one legal ply is worth what the position after it is:
 * searches answer it at once, without a score. */
static gboolean
evaluate_only_ply (RimauStrategy            *strategy,
                   const RimauSearchRequest *request,
                   const RimauMove          *move,
                   const RimauSearchLimits  *limits,
                   GCancellable             *cancellable,
                   guint                     forced_run,
                   RimauEvaluation          *evaluation,
                   GError                  **error)
{
  RimauSearchRequest next;
  RimauOutcome outcome;

  request_after (request, move, &next);
  outcome = request_outcome (&next);
  if (outcome != RIMAU_OUTCOME_NONE)
    evaluation_of_outcome (outcome, evaluation);
  else if (!evaluate (strategy, &next, limits, cancellable, forced_run + 1, evaluation, error))
    return FALSE;

  evaluation_before (move, evaluation);
  return TRUE;
}

/* The evaluation of @request's position from the report of a search. */
static void
evaluation_from_report (const RimauSearchRequest *request,
                        const RimauSearchReport  *report,
                        RimauEvaluation          *evaluation)
{
  int score = CLAMP (report->score, -RIMAU_SCORE_WIN, RIMAU_SCORE_WIN);

  evaluation->score = request->position.side == RIMAU_SIDE_TIGERS ? score : -score;
  evaluation->depth = MIN (report->depth, MAX_DEPTH);
  evaluation->n_line = MIN (report->n_line, RIMAU_ANALYSIS_MAX_LINE);
  memcpy (evaluation->line, report->line, evaluation->n_line * sizeof (RimauMove));
}

/* Runs in a worker thread. */
static gboolean
evaluate (RimauStrategy            *strategy,
          const RimauSearchRequest *request,
          const RimauSearchLimits  *limits,
          GCancellable             *cancellable,
          guint                     forced_run,
          RimauEvaluation          *evaluation,
          GError                  **error)
{
  g_autoptr(GError) failure = NULL;
  RimauSearchReport report;
  RimauMove move;

  if (!rimau_search_run (strategy, request, limits, cancellable, &move, &report, &failure))
    {
      if (g_error_matches (failure, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        g_propagate_error (error, g_steal_pointer (&failure));
      else
        g_set_error (error, RIMAU_AI_ERROR, RIMAU_AI_ERROR_STRATEGY_FAILED, _("The computer player failed: %s"),
                     failure != NULL ? failure->message : _("The computer player failed without saying why"));
      return FALSE;
    }
  if ((failure = rimau_search_check_answer (&request->position, &move)) != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&failure));
      return FALSE;
    }

  /* The line must start with the ply chosen to say what it was. */
  rimau_search_report_trim_line (&report, &request->position);
  if (report.n_line == 0 || !rimau_move_equal (&report.line[0], &move))
    {
      report.line[0] = move;
      report.n_line = 1;
    }

  if (report.has_score)
    {
      evaluation_from_report (request, &report, evaluation);
      return TRUE;
    }
  if (is_only_ply (&request->position, &move) && forced_run < MAX_FORCED_RUN)
    return evaluate_only_ply (strategy, request, &move, limits, cancellable, forced_run, evaluation, error);

  g_set_error_literal (error, RIMAU_AI_ERROR, RIMAU_AI_ERROR_STRATEGY_FAILED,
                       _("The computer player gave no evaluation of the position"));
  return FALSE;
}

typedef struct
{
  guint              index;
  RimauSearchRequest request;
} Job;

typedef struct
{
  guint           index;
  RimauEvaluation evaluation;
} Result;

/* One run of rimau_analysis_run_async(): what its workers share. */
typedef struct
{
  gatomicrefcount    ref_count;

  /* Used on the caller's main context only; task is NULL once answered. */
  RimauAnalysis     *analysis;
  GTask             *task;
  GMainContext      *context;

  /* Read by the workers, never changed while they run. */
  GCancellable      *cancellable;
  RimauSearchLimits  limits;
  GArray            *jobs;
  /* The next job a worker takes, atomically. */
  guint              next_job;

  GMutex             lock;
  /* Under lock: results on their way to the main context, the workers
   * still running, the first failure, and whether a delivery is due. */
  GQueue             results;
  guint              n_working;
  GError            *error;
  gboolean           delivery_due;
} Run;

static Run *
run_ref (Run *run)
{
  g_atomic_ref_count_inc (&run->ref_count);
  return run;
}

static void
run_unref (gpointer data)
{
  Run *run = data;

  if (!g_atomic_ref_count_dec (&run->ref_count))
    return;

  g_assert (run->task == NULL);
  g_queue_clear_full (&run->results, g_free);
  g_mutex_clear (&run->lock);
  g_clear_error (&run->error);
  g_clear_pointer (&run->jobs, g_array_unref);
  g_clear_object (&run->cancellable);
  g_clear_pointer (&run->context, g_main_context_unref);
  g_clear_object (&run->analysis);
  g_free (run);
}

/* On the main context, where the last reference to the analysis may go. */
static void
finish_run (Run *run)
{
  g_autoptr(GTask) task = g_steal_pointer (&run->task);
  g_autoptr(RimauAnalysis) analysis = g_steal_pointer (&run->analysis);

  analysis->running = FALSE;
  if (g_cancellable_is_cancelled (run->cancellable))
    g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED, _("The analysis was stopped"));
  else if (run->error != NULL)
    g_task_return_error (task, g_steal_pointer (&run->error));
  else
    g_task_return_boolean (task, TRUE);
}

/* On the main context: stores what the workers found so far, and answers
 * the caller once they are all done. */
static gboolean
deliver_results (gpointer data)
{
  Run *run = data;
  GQueue results = G_QUEUE_INIT;
  gboolean done;
  Result *result;

  g_mutex_lock (&run->lock);
  results = run->results;
  g_queue_init (&run->results);
  run->delivery_due = FALSE;
  done = run->n_working == 0;
  g_mutex_unlock (&run->lock);

  /* Nothing is announced once the caller has asked to stop, not even
   * what was found before the request came through. */
  while ((result = g_queue_pop_head (&results)) != NULL)
    {
      if (run->analysis != NULL && !g_cancellable_is_cancelled (run->cancellable))
        store_evaluation (run->analysis, result->index, &result->evaluation);
      g_free (result);
    }

  if (done && run->task != NULL)
    finish_run (run);
  return G_SOURCE_REMOVE;
}

/* Under lock: makes sure the main context delivers soon. */
static void
schedule_delivery (Run *run)
{
  g_autoptr(GSource) source = NULL;

  if (run->delivery_due)
    return;

  run->delivery_due = TRUE;
  source = g_idle_source_new ();
  g_source_set_priority (source, G_PRIORITY_DEFAULT);
  g_source_set_callback (source, deliver_results, run_ref (run), run_unref);
  g_source_set_static_name (source, "[rimau] analysis results");
  g_source_attach (source, run->context);
}

/* Under lock. */
static void
queue_result (Run                   *run,
              guint                  index,
              const RimauEvaluation *evaluation)
{
  Result *result = g_new (Result, 1);

  result->index = index;
  result->evaluation = *evaluation;
  g_queue_push_tail (&run->results, result);
  schedule_delivery (run);
}

typedef struct
{
  Run           *run;
  RimauStrategy *strategy;
} Worker;

static void
worker_free (Worker *worker)
{
  g_clear_object (&worker->strategy);
  g_clear_pointer (&worker->run, run_unref);
  g_free (worker);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Worker, worker_free)

static void
work_on (Worker    *worker,
         const Job *job)
{
  Run *run = worker->run;
  g_autoptr(GError) error = NULL;
  RimauEvaluation evaluation;
  gboolean ok = evaluate (worker->strategy, &job->request, &run->limits, run->cancellable, 0, &evaluation, &error);

  /* A search cut short by cancelling saw less than it was asked to. */
  if (g_cancellable_is_cancelled (run->cancellable))
    return;

  g_mutex_lock (&run->lock);
  if (ok)
    queue_result (run, job->index, &evaluation);
  else if (run->error == NULL)
    run->error = g_steal_pointer (&error);
  g_mutex_unlock (&run->lock);
}

/* A worker thread: takes positions until there are none left. */
static gpointer
work (gpointer data)
{
  g_autoptr(Worker) worker = data;
  Run *run = worker->run;

  rimau_search_thread_lower_priority ();
  for (;;)
    {
      guint next = (guint) g_atomic_int_add ((gint *) &run->next_job, 1);

      if (next >= run->jobs->len || g_cancellable_is_cancelled (run->cancellable))
        break;
      work_on (worker, &g_array_index (run->jobs, Job, next));
    }

  g_mutex_lock (&run->lock);
  run->n_working--;
  schedule_delivery (run);
  g_mutex_unlock (&run->lock);
  return NULL;
}

/* Under lock: starts a thread for @strategy, or says why not. */
static gboolean
start_worker (Run            *run,
              RimauStrategy  *strategy,
              GError        **error)
{
  Worker *worker = g_new0 (Worker, 1);
  GThread *thread;

  worker->run = run_ref (run);
  worker->strategy = g_object_ref (strategy);
  thread = g_thread_try_new ("rimau-analysis", work, worker, error);
  if (thread == NULL)
    {
      worker_free (worker);
      return FALSE;
    }

  run->n_working++;
  g_thread_unref (thread);
  return TRUE;
}

/* The positions still unknown: finished ones are evaluated now, the
 * others become jobs. */
static void
prepare_jobs (Run *run)
{
  RimauAnalysis *self = run->analysis;

  for (guint i = 0; i < self->entries->len; i++)
    {
      const Entry *entry = entry_at (self, i);

      if (entry->known)
        continue;
      if (entry->outcome != RIMAU_OUTCOME_NONE)
        {
          RimauEvaluation evaluation;

          evaluation_of_outcome (entry->outcome, &evaluation);
          queue_result (run, i, &evaluation);
        }
      else
        {
          Job job = { .index = i, .request = entry->request };

          g_array_append_val (run->jobs, job);
        }
    }
}

static void
start_workers (Run       *run,
               GPtrArray *strategies)
{
  g_autoptr(GError) error = NULL;
  guint n_workers = MIN (strategies->len, run->jobs->len);

  for (guint i = 0; i < n_workers; i++)
    if (!start_worker (run, g_ptr_array_index (strategies, i), &error))
      break;

  if (run->jobs->len > 0 && run->n_working == 0)
    {
      if (error != NULL)
        run->error = g_error_new (RIMAU_AI_ERROR, RIMAU_AI_ERROR_STRATEGY_FAILED,
                                  _("The analysis could not start: %s"), error->message);
      else
        run->error = g_error_new_literal (RIMAU_AI_ERROR, RIMAU_AI_ERROR_STRATEGY_FAILED,
                                          _("The analysis could not start: there is no computer player"));
    }
}

void
rimau_analysis_run_async (RimauAnalysis       *self,
                          GPtrArray           *strategies,
                          guint                time_ms,
                          RimauSearchGate     *gate,
                          GCancellable        *cancellable,
                          GAsyncReadyCallback  callback,
                          gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  Run *run;

  g_return_if_fail (RIMAU_IS_ANALYSIS (self));
  g_return_if_fail (strategies != NULL);
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, rimau_analysis_run_async);
  /* The run answers cancellation itself, once its workers have stopped. */
  g_task_set_check_cancellable (task, FALSE);
  if (self->running)
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_PENDING, _("The game is being analysed already"));
      return;
    }

  run = g_new0 (Run, 1);
  g_atomic_ref_count_init (&run->ref_count);
  g_mutex_init (&run->lock);
  run->analysis = g_object_ref (self);
  run->task = g_steal_pointer (&task);
  run->context = g_main_context_ref (g_task_get_context (run->task));
  run->cancellable = cancellable != NULL ? g_object_ref (cancellable) : NULL;
  run->limits.time_ms = time_ms > 0 ? time_ms : RIMAU_ANALYSIS_DEFAULT_TIME_MS;
  run->limits.gate = gate;
  run->limits.neutral = TRUE;
  run->jobs = g_array_new (FALSE, FALSE, sizeof (Job));
  self->running = TRUE;

  g_mutex_lock (&run->lock);
  prepare_jobs (run);
  start_workers (run, strategies);
  /* With nothing to search, this delivery answers. */
  schedule_delivery (run);
  g_mutex_unlock (&run->lock);

  run_unref (run);
}

gboolean
rimau_analysis_run_finish (RimauAnalysis  *self,
                           GAsyncResult   *result,
                           GError        **error)
{
  g_return_val_if_fail (RIMAU_IS_ANALYSIS (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == rimau_analysis_run_async, FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}
