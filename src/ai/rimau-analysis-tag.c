/* rimau-analysis-tag.c — an analysis as the text of a record's Analysis tag
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "rimau-analysis-private.h"

/* The version of the Analysis tag's text that this code writes. */
#define TAG_VERSION 1
/* A forced result is at most this many plies away: beyond, the score would
 * not be a proven one (RIMAU_SCORE_KNOWN_WIN). */
#define MAX_FORCED_PLIES (RIMAU_SCORE_WIN - RIMAU_SCORE_KNOWN_WIN - 1)

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

guint64
rimau_analysis_compute_fingerprint (RimauAnalysis *self)
{
  g_autofree char *start = rimau_position_to_string (&rimau_analysis_entry_at (self, 0)->request.position);
  guint64 hash = hash_text (G_GUINT64_CONSTANT (0xCBF29CE484222325), start);

  for (guint i = 0; i < self->moves->len; i++)
    {
      char text[RIMAU_MOVE_TEXT_SIZE];

      hash = hash_text (hash, " ");
      hash = hash_text (hash, rimau_move_to_text (&g_array_index (self->moves, RimauMove, i), text));
    }
  return hash;
}

/* The text of one position's evaluation: score/depth and the line, or
 * nothing when it is not known. */
static void
append_entry (GString                  *out,
              const RimauAnalysisEntry *entry)
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
      append_entry (out, rimau_analysis_entry_at (self, i));
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
is_possible (const RimauAnalysisEntry *entry,
             const RimauEvaluation    *evaluation)
{
  gboolean finished = entry->outcome != RIMAU_OUTCOME_NONE;
  gboolean over_now = ABS (evaluation->score) == RIMAU_SCORE_WIN;

  return finished ? evaluation->n_line == 0 : !over_now;
}

/* One entry of the tag; FALSE leaves the position unknown. */
static gboolean
parse_entry (const RimauAnalysisEntry *entry,
             const char               *text,
             RimauEvaluation          *evaluation)
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
    rimau_evaluation_of_outcome (entry->outcome, evaluation);
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

      if (parse_entry (rimau_analysis_entry_at (self, i), fields[i + 1], &evaluation))
        rimau_analysis_store_evaluation (self, i, &evaluation);
    }

  return g_steal_pointer (&self);
}
