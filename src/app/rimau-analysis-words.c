/* rimau-analysis-words.c — what the analysis says, in words
 *
 * An evaluation said as what it means for the game's goal — who is
 * ahead, how many men the tigers still need, a forced win in moves, a
 * draw coming by the quiet-move rule — with its number beside it, never
 * as a count of men that reads like the men on the board; the verdict on
 * a ply; and how well each side played. The analysis panel, the graph
 * and the evaluation bar say it through these.
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "rimau-analysis-words.h"
#include "rimau-engine-words-private.h"
#include "rimau-hint-words.h"

/* ------------------------------------------------------------------------ */
/* An evaluation in the terms of the game's goal                             */

/* Below a tenth of a man, nothing a person could see on the board; up to
 * half a man, less than an inaccuracy; then up to two and five men. */
#define EVEN_BELOW     10
#define SLIGHTLY_BELOW 50
#define AHEAD_BELOW   200
#define WELL_BELOW    500

/* From this many quiet plies on, with no man left to drop, a score near
 * even is the quiet-move rule's draw coming: the evaluation shrinks
 * toward 0 as the counter climbs (rimau_scale_toward_draw()). */
#define DRAW_LIKELY_FROM (RIMAU_QUIET_PLY_LIMIT / 2)

/* The score as a number, in men from the tigers' side with one decimal
 * in the locale's way: “+1.3”, “−0.4”, “0.0”. */
char *
rimau_words_score_number (int score)
{
  g_autofree char *size = g_strdup_printf ("%.1f", ABS (score) / 100.0);

  if (ABS (score) < 5)
    return g_strdup_printf ("%.1f", 0.0);
  return g_strconcat (score > 0 ? "+" : "−", size, NULL);
}

/* How many of the winner's own moves a forced result @plies plies away
 * takes: the winner makes the last ply, and every second one before it. */
static guint
winner_moves (guint plies)
{
  return (plies + 1) / 2;
}

static char *
forced_headline (const RimauPosition *position,
                 int                  score)
{
  guint plies = RIMAU_SCORE_WIN - ABS (score);
  guint moves = winner_moves (plies);

  if (plies == 0)
    return g_strdup (score > 0 ? _("The tigers have won") : _("The men have won"));
  if (score > 0)
    return g_strdup_printf (ngettext ("The tigers can force a win within %u move",
                                      "The tigers can force a win within %u moves", moves),
                            moves);
  if (rimau_variant_tigers (position->rules.variant) == 1)
    return g_strdup_printf (ngettext ("The men can trap the tiger within %u move",
                                      "The men can trap the tiger within %u moves", moves),
                            moves);
  return g_strdup_printf (ngettext ("The men can trap both tigers within %u move",
                                    "The men can trap both tigers within %u moves", moves),
                          moves);
}

/* Who is ahead, in a word, by the size of the lead. */
static const char *
lead_in_words (int score)
{
  int lead = ABS (score);
  gboolean tigers = score > 0;

  if (lead < EVEN_BELOW)
    return _("Even");
  if (lead < SLIGHTLY_BELOW)
    return tigers ? _("The tigers are slightly ahead") : _("The men are slightly ahead");
  if (lead < AHEAD_BELOW)
    return tigers ? _("The tigers are ahead") : _("The men are ahead");
  if (lead < WELL_BELOW)
    return tigers ? _("The tigers are well ahead") : _("The men are well ahead");
  return tigers ? _("The tigers are far ahead") : _("The men are far ahead");
}

/* Who is ahead, and by how much, in one phrase: “The tigers are far
 * ahead (+10.2)”, “The men can trap both tigers within 5 moves”. A
 * forced result says its moves, and needs no number besides. */
char *
rimau_words_evaluation_headline (const RimauPosition *position,
                                 int                  score)
{
  g_autofree char *number = NULL;

  if (rimau_score_is_forced (score))
    return forced_headline (position, score);

  number = rimau_words_score_number (score);
  /* Translators: who is ahead, then the evaluation as a number in
   * brackets, such as “The tigers are ahead (+1.3)” */
  return g_strdup_printf (C_("evaluation", "%s (%s)"), lead_in_words (score), number);
}

/* The men the tigers still need for their win. */
static char *
men_needed (const RimauPosition *position)
{
  guint left = rimau_position_men_left (position);
  guint needed = left > position->rules.concede ? left - position->rules.concede : 0;

  if (needed == 0)
    return NULL;
  return g_strdup_printf (ngettext ("The tigers must capture %u more man to win.",
                                    "The tigers must capture %u more men to win.", needed),
                          needed);
}

/* With no man left to drop and nothing much between the sides, the
 * quiet plies run out before anything changes. */
static char *
draw_likely (const RimauPosition *position,
             int                  score)
{
  guint left;

  if (ABS (score) >= SLIGHTLY_BELOW || position->hand > 0 || rimau_position_in_opening (position) ||
      position->quiet < DRAW_LIKELY_FROM)
    return NULL;

  left = position->quiet < RIMAU_QUIET_PLY_LIMIT ? RIMAU_QUIET_PLY_LIMIT - position->quiet : 0;
  return g_strdup_printf (ngettext ("Likely a draw by the quiet-move rule, after %u more move without a capture.",
                                    "Likely a draw by the quiet-move rule, after %u more moves without a capture.",
                                    left),
                          left);
}

/* What @score, the evaluation of @position from the tigers' side, means
 * for the game's goal: who is ahead and by how much, how many men the
 * tigers still need, and a draw by the quiet-move rule when one is
 * likely. “The tigers are far ahead (+10.2). The tigers must capture 2
 * more men to win.” */
char *
rimau_words_evaluation (const RimauPosition *position,
                        int                  score)
{
  g_autofree char *headline = rimau_words_evaluation_headline (position, score);
  g_autofree char *needed = NULL;
  g_autofree char *draw = NULL;

  /* The men's forced win is all that matters; and a finished game needs
   * no more than its result. */
  if (ABS (score) != RIMAU_SCORE_WIN && !(rimau_score_is_forced (score) && score < 0))
    needed = men_needed (position);
  if (!rimau_score_is_forced (score))
    draw = draw_likely (position, score);
  return rimau_words_join_sentences ((const char *[]) { headline, needed, draw }, 3);
}

/* ------------------------------------------------------------------------ */
/* A ply and a game                                                          */

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

static char *
verdict_of (RimauMark mark)
{
  switch (mark)
    {
    case RIMAU_MARK_INACCURACY:
      return g_strdup (_("An inaccuracy."));
    case RIMAU_MARK_MISTAKE:
      return g_strdup (_("A mistake."));
    case RIMAU_MARK_BLUNDER:
      return g_strdup (_("A blunder."));
    case RIMAU_MARK_NONE:
    default:
      return NULL;
    }
}

/* What a marked ply changed: the evaluation before and after it, in the
 * same words. */
static char *
before_and_after (RimauAnalysis *analysis,
                  guint          ply)
{
  g_autofree char *before = rimau_words_evaluation_headline (rimau_analysis_get_position (analysis, ply),
                                                             rimau_analysis_get_evaluation (analysis, ply)->score);
  g_autofree char *after = rimau_words_evaluation (rimau_analysis_get_position (analysis, ply + 1),
                                                   rimau_analysis_get_evaluation (analysis, ply + 1)->score);
  /* Translators: the evaluation before a marked move, such as “The
   * tigers can force a win within 1 move” */
  g_autofree char *first = g_strdup_printf (_("Before: %s"), before);
  /* Translators: the evaluation after a marked move, such as “The tigers
   * are far ahead (+4.0). The tigers must capture 1 more man to win.” */
  g_autofree char *second = g_strdup_printf (_("After: %s"), after);

  return g_strjoin ("\n", first, second, NULL);
}

/* What the analysis says of ply @ply (0-based), %NULL while its
 * positions are not evaluated: the evaluation after it; or, when it is
 * marked, the mark and the better ply, then the evaluation before and
 * after it, then the line the computer expected, a paragraph each. */
char *
rimau_words_analysis_of_ply (RimauAnalysis *analysis,
                             guint          ply)
{
  const RimauEvaluation *before = rimau_analysis_get_evaluation (analysis, ply);
  const RimauEvaluation *after = rimau_analysis_get_evaluation (analysis, ply + 1);
  RimauMark mark = rimau_analysis_get_mark (analysis, ply);
  const RimauPosition *position = rimau_analysis_get_position (analysis, ply);
  g_autofree char *verdict = verdict_of (mark);
  g_autofree char *better = NULL;
  g_autofree char *then = NULL;
  g_autofree char *first = NULL;
  g_autofree char *change = NULL;

  if (before == NULL || after == NULL)
    return NULL;
  if (mark == RIMAU_MARK_NONE)
    return rimau_words_evaluation (rimau_analysis_get_position (analysis, ply + 1), after->score);

  if (before->n_line > 0)
    {
      g_autofree char *best = line_in_words (position, before, 0, 1);
      g_autofree char *rest = line_in_words (position, before, 1, 3);

      /* Translators: %s is a ply in words, such as “Man d4 to d5” */
      better = g_strdup_printf (_("Better was: %s."), best);
      if (rest[0] != '\0')
        /* Translators: %s is a list of plies in words */
        then = g_strdup_printf (_("The computer expected %s."), rest);
    }

  first = rimau_words_join_sentences ((const char *[]) { verdict, better }, 2);
  change = before_and_after (analysis, ply);
  return then != NULL ? g_strjoin ("\n", first, change, then, NULL) : g_strjoin ("\n", first, change, NULL);
}

/* The marks of @side, the worst first, only those it has: “1 mistake, 2
 * inaccuracies”. */
static char *
marks_in_words (RimauAnalysis *analysis,
                RimauSide      side)
{
  guint blunders = rimau_analysis_count_marks (analysis, side, RIMAU_MARK_BLUNDER);
  guint mistakes = rimau_analysis_count_marks (analysis, side, RIMAU_MARK_MISTAKE);
  guint inaccuracies = rimau_analysis_count_marks (analysis, side, RIMAU_MARK_INACCURACY);
  g_autoptr(GString) text = g_string_new (NULL);

  if (blunders > 0)
    g_string_append_printf (text, ngettext ("%u blunder", "%u blunders", blunders), blunders);
  if (mistakes > 0)
    {
      if (text->len > 0)
        g_string_append (text, rimau_words_list_separator ());
      g_string_append_printf (text, ngettext ("%u mistake", "%u mistakes", mistakes), mistakes);
    }
  if (inaccuracies > 0)
    {
      if (text->len > 0)
        g_string_append (text, rimau_words_list_separator ());
      g_string_append_printf (text, ngettext ("%u inaccuracy", "%u inaccuracies", inaccuracies), inaccuracies);
    }
  if (text->len == 0)
    g_string_append (text, _("no marked moves"));
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* How well @side played, by the analysis: its accuracy and its marks,
 * “Tigers: 87% accuracy · 1 mistake, 2 inaccuracies.” */
char *
rimau_words_summary_of_side (RimauAnalysis *analysis,
                             RimauSide      side)
{
  g_autofree char *marks = NULL;
  double accuracy;
  guint percent;

  if (!rimau_analysis_get_accuracy (analysis, side, &accuracy))
    return g_strdup (side == RIMAU_SIDE_TIGERS ? _("Tigers: no move analysed yet.")
                                               : _("Men: no move analysed yet."));

  marks = marks_in_words (analysis, side);
  percent = (guint) (accuracy + 0.5);
  /* Translators: %u%% is the side's accuracy, such as “87%”, and %s its
   * marked moves, such as “1 mistake, 2 inaccuracies” or “no marked moves” */
  return g_strdup_printf (side == RIMAU_SIDE_TIGERS ? _("Tigers: %u%% accuracy · %s.") : _("Men: %u%% accuracy · %s."),
                          percent, marks);
}

/* ------------------------------------------------------------------------ */
/* Learning from the marked plies                                            */

static char *
you_played (const RimauMove *played,
            RimauMark        mark)
{
  char text[RIMAU_MOVE_TEXT_SIZE];
  const char *move = rimau_move_to_text (played, text);

  switch (mark)
    {
    case RIMAU_MARK_INACCURACY:
      /* Translators: %s is a move in notation, such as “c3-c4” */
      return g_strdup_printf (_("You played %s (an inaccuracy)."), move);
    case RIMAU_MARK_BLUNDER:
      /* Translators: %s is a move in notation, such as “c3-c4” */
      return g_strdup_printf (_("You played %s (a blunder)."), move);
    case RIMAU_MARK_MISTAKE:
    case RIMAU_MARK_NONE:
    default:
      /* Translators: %s is a move in notation, such as “c3-c4” */
      return g_strdup_printf (_("You played %s (a mistake)."), move);
    }
}

/* The task in the position before a marked ply: “Find a better move for
 * the men. You played c3-c4 (a mistake).” */
char *
rimau_words_retry_task (const RimauPosition *position,
                        const RimauMove     *played,
                        RimauMark            mark)
{
  const char *find = position->side == RIMAU_SIDE_TIGERS ? _("Find a better move for the tigers.")
                                                         : _("Find a better move for the men.");
  g_autofree char *played_text = you_played (played, mark);

  return rimau_words_join_sentences ((const char *[]) { find, played_text }, 2);
}

/* A try as good as the master's, or the master's own. */
char *
rimau_words_retry_right (gboolean best)
{
  return g_strdup (best ? _("Right: that is the computer’s move.")
                        : _("Right: that move is as good as the computer’s."));
}

/* Why a try fails: the reply the master expects in @after, the position
 * after the try, evaluated as @evaluation, and what it does; then whether
 * to try again. */
char *
rimau_words_retry_wrong (const RimauPosition   *after,
                         const RimauEvaluation *evaluation,
                         gboolean               again)
{
  g_autofree char *reply = NULL;
  g_autofree char *why = NULL;
  g_autofree char *headline = rimau_words_evaluation_headline (after, evaluation->score);
  g_autofree char *outlook = NULL;
  const char *next = again ? _("Try again.") : NULL;

  if (evaluation->n_line > 0)
    {
      g_autofree char *ply = rimau_words_ply (after->side, &evaluation->line[0]);
      RimauHintReason reason;

      /* Translators: %s is a move in words, such as “Tiger c3 jumps to c5” */
      reply = g_strdup_printf (_("Not good enough. The computer would answer: %s."), ply);
      rimau_hint_reason_explain (after, evaluation->line, evaluation->n_line, &reason);
      why = rimau_words_hint_reason (&reason);
    }
  else
    reply = g_strdup (_("Not good enough."));
  /* Translators: the evaluation after a wrong try, such as “The tigers
   * are far ahead (+4.0)” */
  outlook = g_strdup_printf (_("Then: %s."), headline);
  return rimau_words_join_sentences ((const char *[]) { reply, why, outlook, next }, 4);
}

/* The better ply after two misses, and what it does: “The solution: Move
 * the man from d4 to d5. It blocks the jump c3×a5.” */
char *
rimau_words_retry_solution (const RimauPosition   *position,
                            const RimauEvaluation *before)
{
  g_autofree char *hint = rimau_words_hint (position, before->line, before->n_line);

  /* Translators: %s is a hint, what to play and why */
  return g_strdup_printf (_("The solution: %s"), hint);
}
