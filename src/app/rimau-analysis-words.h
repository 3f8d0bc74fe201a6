/* rimau-analysis-words.h — what the analysis says, in words
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "rimau-ai.h"

G_BEGIN_DECLS

char *rimau_words_score_number        (int                  score);
char *rimau_words_evaluation_headline (const RimauPosition *position,
                                       int                  score);
char *rimau_words_evaluation          (const RimauPosition *position,
                                       int                  score);
char *rimau_words_analysis_of_ply     (RimauAnalysis       *analysis,
                                       guint                ply);
char *rimau_words_summary_of_side     (RimauAnalysis       *analysis,
                                       RimauSide            side);
char *rimau_words_retry_task          (const RimauPosition   *position,
                                       const RimauMove       *played,
                                       RimauMark              mark);
char *rimau_words_retry_right         (gboolean               best);
char *rimau_words_retry_wrong         (const RimauPosition   *after,
                                       const RimauEvaluation *evaluation,
                                       gboolean               again);
char *rimau_words_retry_solution      (const RimauPosition   *position,
                                       const RimauEvaluation *before);

G_END_DECLS
