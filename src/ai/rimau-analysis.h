/* rimau-analysis.h — the master's verdict on every position of a game
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "rimau-engine.h"
#include "rimau-search-gate.h"
#include "rimau-strategy.h"

G_BEGIN_DECLS

/* How much worse than the best ply found a ply may be, in hundredths of a
 * man from the mover's side, before it is marked. Scores are clamped to
 * ±RIMAU_ANALYSIS_SCORE_CAP first, so that a side far ahead is not told off
 * for winning a little more slowly. Missing a forced win, or walking into a
 * forced loss that was not forced before, is always a blunder. */
#define RIMAU_ANALYSIS_INACCURACY  50
#define RIMAU_ANALYSIS_MISTAKE    100
#define RIMAU_ANALYSIS_BLUNDER    200
#define RIMAU_ANALYSIS_SCORE_CAP  800

/* The score, in hundredths of a man, at which a side's chance of winning
 * is e / (1 + e), about 73 %: the lead of a mistake near even costs about
 * 10 percentage points, and a lead as large as RIMAU_ANALYSIS_SCORE_CAP
 * is a win 96 times in 100. */
#define RIMAU_ANALYSIS_WIN_CHANCE_SCALE 250

/* The time per position when the caller gives none. */
#define RIMAU_ANALYSIS_DEFAULT_TIME_MS 150

/* The principal line kept for each position. */
#define RIMAU_ANALYSIS_MAX_LINE 8

/* The name of the record tag that keeps an analysis with its game. */
#define RIMAU_ANALYSIS_TAG "Analysis"

typedef enum
{
  RIMAU_MARK_NONE,
  RIMAU_MARK_INACCURACY,  /* ?! */
  RIMAU_MARK_MISTAKE,     /* ?  */
  RIMAU_MARK_BLUNDER,     /* ?? */
} RimauMark;

/* One position's evaluation. @score is from the tigers' side, in hundredths
 * of a man; a forced result in n plies is ±(RIMAU_SCORE_WIN - n) as in
 * searches. A finished position has its exact score, depth 0 and no line. */
typedef struct
{
  int       score;
  guint     depth;
  guint     n_line;
  RimauMove line[RIMAU_ANALYSIS_MAX_LINE];
} RimauEvaluation;

#define RIMAU_ANALYSIS_ERROR (rimau_analysis_error_quark ())

/* Why an Analysis tag could not be read. */
typedef enum
{
  RIMAU_ANALYSIS_ERROR_INVALID,     /* the text is no analysis */
  RIMAU_ANALYSIS_ERROR_VERSION,     /* an analysis written by a later version */
  RIMAU_ANALYSIS_ERROR_OTHER_GAME,  /* an analysis of another game */
} RimauAnalysisError;

GQuark      rimau_analysis_error_quark   (void);

/* The mark of a ply by @mover, from @best, the evaluation of the position
 * before it, and @after, that of the position after it, both from the
 * tigers' side. */
RimauMark   rimau_mark_classify          (RimauSide     mover,
                                          int           best,
                                          int           after);
/* "", "?!", "?" or "??". */
const char *rimau_mark_to_string         (RimauMark     mark);
gboolean    rimau_score_is_forced        (int           score);
/* A score as players and scripts read it, from the tigers' side, never
 * translated: "+1.25", "-0.50" and "0.00" in men with two decimals, or
 * "+M3" and "-M3", a forced result in 3 plies. A finished position is
 * "+M0" (the tigers won) or "-M0" (the men won); a draw is "0.00". */
char       *rimau_score_format           (int           score);

/* @side's chance of winning, from 0 to 100, that @score, from the tigers'
 * side, stands for: 100 / (1 + exp (−score / RIMAU_ANALYSIS_WIN_CHANCE_SCALE))
 * for the tigers, 100 or 0 for a forced result. */
double      rimau_win_chance             (RimauSide     side,
                                          int           score);
/* The accuracy, from 0 to 100, of a ply by @mover from @best, the
 * evaluation of the position before it, to @after, that of the position
 * after it: 103.1668 × exp (−0.04354 × lost) − 3.1669, where lost is the
 * mover's win chance lost in percentage points, held to 0–100. */
double      rimau_ply_accuracy           (RimauSide     mover,
                                          int           best,
                                          int           after);

#define RIMAU_TYPE_ANALYSIS (rimau_analysis_get_type ())

G_DECLARE_FINAL_TYPE (RimauAnalysis, rimau_analysis, RIMAU, ANALYSIS, GObject)

/* An analysis of @game's start position and all its plies, those after
 * its cursor included, none of them evaluated yet; later changes to @game
 * do not change it. */
RimauAnalysis         *rimau_analysis_new              (RimauGame        *game);
/* Reads back what rimau_analysis_to_tag() wrote for @game: positions the
 * text does not cover, or whose line is not legal there, stay unevaluated.
 * Fails only when @text is no analysis at all, or one of another game
 * (RIMAU_ANALYSIS_ERROR_OTHER_GAME: the tag is out of date). */
RimauAnalysis         *rimau_analysis_new_from_tag     (RimauGame        *game,
                                                        const char       *text,
                                                        GError          **error);
char                  *rimau_analysis_to_tag           (RimauAnalysis    *self);
RimauAnalysis         *rimau_analysis_new_continuing   (RimauGame        *game,
                                                        RimauAnalysis    *previous);

/* Whether @game has the start position and plies analysed here. */
gboolean               rimau_analysis_matches_game     (RimauAnalysis    *self,
                                                        RimauGame        *game);
guint                  rimau_analysis_get_n_plies      (RimauAnalysis    *self);
const RimauPosition   *rimau_analysis_get_position     (RimauAnalysis    *self,
                                                        guint             index);
const RimauMove       *rimau_analysis_get_ply          (RimauAnalysis    *self,
                                                        guint             ply);
guint                  rimau_analysis_get_n_evaluated  (RimauAnalysis    *self);
gboolean               rimau_analysis_is_complete      (RimauAnalysis    *self);
/* The evaluation of the position before ply @index (the last one, @index
 * n_plies, is the position after the last ply), or NULL until known. */
const RimauEvaluation *rimau_analysis_get_evaluation   (RimauAnalysis    *self,
                                                        guint             index);
/* The mark of ply @ply (0-based), known once both positions around it are.
 * The only legal ply, and the ply the master found best, are never marked:
 * there the two evaluations differ only by what a search of the same time
 * sees one ply further on. */
RimauMark              rimau_analysis_get_mark         (RimauAnalysis    *self,
                                                        guint             ply);
guint                  rimau_analysis_count_marks      (RimauAnalysis    *self,
                                                        RimauSide         side,
                                                        RimauMark         mark);
/* The accuracy of ply @ply, once both positions around it are known: 100
 * for the plies never marked, else rimau_ply_accuracy(). */
gboolean               rimau_analysis_get_ply_accuracy (RimauAnalysis    *self,
                                                        guint             ply,
                                                        double           *accuracy);
/* The mean accuracy of @side's plies known so far; FALSE while there is
 * none. */
gboolean               rimau_analysis_get_accuracy     (RimauAnalysis    *self,
                                                        RimauSide         side,
                                                        double           *accuracy);

/* Evaluates every position not yet known, one worker thread per strategy
 * in @strategies (each used by its thread alone, and by nothing else until
 * the run is finished), @time_ms each; a finished position needs no
 * strategy. "evaluated" (guint index) is emitted, and "n-evaluated"
 * notified, on the calling thread's main context as each result comes in.
 * One run at a time. Cancelling keeps what is known and announces
 * nothing more; the run then finishes with G_IO_ERROR_CANCELLED once the
 * workers have stopped. */
void                   rimau_analysis_run_async        (RimauAnalysis    *self,
                                                        GPtrArray        *strategies,
                                                        guint             time_ms,
                                                        RimauSearchGate  *gate,
                                                        GCancellable     *cancellable,
                                                        GAsyncReadyCallback callback,
                                                        gpointer          user_data);
gboolean               rimau_analysis_run_finish       (RimauAnalysis    *self,
                                                        GAsyncResult     *result,
                                                        GError          **error);

G_END_DECLS
