/* rimau-analysis-words.c — what the analysis says, in words
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "rimau-analysis-words.h"
#include "rimau-engine-words-private.h"

/* The plies of @line from @position in words, joined into one phrase. */
static char *
line_in_words (const RimauPosition   *position,
               const RimauEvaluation *evaluation,
               guint                  first,
               guint                  n)
{
  RimauPosition now = *position;
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < evaluation->n_line && i < first + n; i++)
    {
      if (i >= first)
        {
          g_autofree char *ply = rimau_words_ply (now.side, &evaluation->line[i]);

          if (text->len > 0)
            g_string_append (text, _(", then "));
          g_string_append (text, ply);
        }
      rimau_position_apply (&now, &evaluation->line[i]);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* What the analysis says of ply @ply (0-based): how it was judged, and
 * the better ply with the line that follows it when it is marked; %NULL
 * while its positions are not evaluated. */
char *
rimau_words_analysis_of_ply (RimauAnalysis *analysis,
                             guint          ply)
{
  const RimauEvaluation *before = rimau_analysis_get_evaluation (analysis, ply);
  const RimauEvaluation *after = rimau_analysis_get_evaluation (analysis, ply + 1);
  RimauMark mark = rimau_analysis_get_mark (analysis, ply);
  g_autofree char *verdict = NULL;
  g_autofree char *evaluation = NULL;
  g_autofree char *better = NULL;
  g_autofree char *then = NULL;
  const char *sentences[4];

  if (before == NULL || after == NULL)
    return NULL;

  evaluation = rimau_words_evaluation (after->score);

  switch (mark)
    {
    case RIMAU_MARK_INACCURACY:
      verdict = g_strdup (_("An inaccuracy."));
      break;
    case RIMAU_MARK_MISTAKE:
      verdict = g_strdup (_("A mistake."));
      break;
    case RIMAU_MARK_BLUNDER:
      verdict = g_strdup (_("A blunder."));
      break;
    case RIMAU_MARK_NONE:
    default:
      break;
    }

  if (mark != RIMAU_MARK_NONE && before->n_line > 0)
    {
      const RimauPosition *position = rimau_analysis_get_position (analysis, ply);
      g_autofree char *best = line_in_words (position, before, 0, 1);
      g_autofree char *rest = line_in_words (position, before, 1, 3);

      /* Translators: %s is a ply in words, such as “Man d4 to d5” */
      better = g_strdup_printf (_("Better was: %s."), best);
      if (rest[0] != '\0')
        /* Translators: %s is a list of plies in words */
        then = g_strdup_printf (_("The computer expected %s."), rest);
    }

  sentences[0] = verdict;
  sentences[1] = evaluation;
  sentences[2] = better;
  sentences[3] = then;
  return rimau_words_join_sentences (sentences, G_N_ELEMENTS (sentences));
}

/* How many plies of @side the analysis marked, by mark: “Tigers: 1
 * inaccuracy, no mistakes, 2 blunders.” */
char *
rimau_words_marks_of_side (RimauAnalysis *analysis,
                           RimauSide      side)
{
  guint inaccuracies = rimau_analysis_count_marks (analysis, side, RIMAU_MARK_INACCURACY);
  guint mistakes = rimau_analysis_count_marks (analysis, side, RIMAU_MARK_MISTAKE);
  guint blunders = rimau_analysis_count_marks (analysis, side, RIMAU_MARK_BLUNDER);
  g_autofree char *first = g_strdup_printf (ngettext ("%u inaccuracy", "%u inaccuracies", inaccuracies), inaccuracies);
  g_autofree char *second = g_strdup_printf (ngettext ("%u mistake", "%u mistakes", mistakes), mistakes);
  g_autofree char *third = g_strdup_printf (ngettext ("%u blunder", "%u blunders", blunders), blunders);

  /* Translators: the three are counts of marked plies, such as “1 inaccuracy” */
  return g_strdup_printf (side == RIMAU_SIDE_TIGERS ? _("Tigers: %s, %s, %s.") : _("Men: %s, %s, %s."),
                          first, second, third);
}
