/* rimau-puzzle-work.h — what the Puzzles window does off the main thread
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "rimau-puzzle.h"

G_BEGIN_DECLS

/**
 * RimauPuzzleJudgement:
 * @move: the move judged
 * @works: whether the move still solves the puzzle
 * @has_reply: whether the other side has an answer to play
 * @reply: that answer, the longest defence, if @has_reply
 *
 * What the prover found of a move off the main line.
 */
typedef struct
{
  RimauMove move;
  gboolean  works;
  gboolean  has_reply;
  RimauMove reply;
} RimauPuzzleJudgement;

const char *rimau_puzzles_file_path   (void);

void        rimau_puzzles_load_async  (gpointer              source_object,
                                       const char           *path,
                                       GCancellable         *cancellable,
                                       GAsyncReadyCallback   callback,
                                       gpointer              user_data);
GPtrArray  *rimau_puzzles_load_finish (GAsyncResult         *result,
                                       GError              **error);

void        rimau_puzzle_judge_async  (gpointer              source_object,
                                       RimauPuzzleKind       kind,
                                       const RimauPosition  *position,
                                       const RimauMove      *move,
                                       guint                 n_moves,
                                       GCancellable         *cancellable,
                                       GAsyncReadyCallback   callback,
                                       gpointer              user_data);
gboolean    rimau_puzzle_judge_finish (GAsyncResult         *result,
                                       RimauPuzzleJudgement *judgement,
                                       GError              **error);

G_END_DECLS
