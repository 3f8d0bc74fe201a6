/* rimau-puzzle.h — a position with one task, its solution, and its proof
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/puzzles.md says what each kind asks, what makes a puzzle sound and
 * how it is graded. rimau-puzzle.c has the value; finding one in a
 * position is rimau-puzzle-find.c, grading rimau-puzzle-grade.c, checking
 * rimau-puzzle-verify.c, files rimau-puzzle-file.c.
 */

#pragma once

#include "rimau-engine.h"
#include "rimau-puzzle-prover.h"

G_BEGIN_DECLS

/**
 * RimauPuzzleKind:
 * @RIMAU_PUZZLE_CAPTURE: the tigers, to move, force a capture within n
 *   of their moves
 * @RIMAU_PUZZLE_TRAP: the men, to move, force the tigers into a position
 *   where they cannot move within n of their moves
 * @RIMAU_PUZZLE_SAVE: the men, to move, with a man attacked, play the one
 *   move after which the tigers cannot force a capture within n of their
 *   moves
 *
 * What a puzzle asks.
 */
typedef enum
{
  RIMAU_PUZZLE_CAPTURE,
  RIMAU_PUZZLE_TRAP,
  RIMAU_PUZZLE_SAVE,
} RimauPuzzleKind;

#define RIMAU_PUZZLE_N_KINDS 3

/**
 * RimauPuzzleGrade:
 * @RIMAU_PUZZLE_EASY: easy
 * @RIMAU_PUZZLE_MEDIUM: medium
 * @RIMAU_PUZZLE_HARD: hard
 *
 * How hard a puzzle is, by the rule of rimau-puzzle-grade.c.
 */
typedef enum
{
  RIMAU_PUZZLE_EASY,
  RIMAU_PUZZLE_MEDIUM,
  RIMAU_PUZZLE_HARD,
} RimauPuzzleGrade;

#define RIMAU_PUZZLE_N_GRADES 3

/* The most moves a capture or a trap puzzle asks for, and the most a
 * saving move is asked to hold: every reply is looked at, so they stay
 * small. */
#define RIMAU_PUZZLE_MAX_MOVES      3
#define RIMAU_PUZZLE_SAVE_MAX_MOVES 3

#define RIMAU_PUZZLE_ERROR (rimau_puzzle_error_quark ())

/**
 * RimauPuzzleError:
 * @RIMAU_PUZZLE_ERROR_MALFORMED: a puzzle file's text is wrong
 * @RIMAU_PUZZLE_ERROR_UNSOUND: a puzzle does not hold
 *
 * Why a puzzle could not be read, or does not hold.
 */
typedef enum
{
  RIMAU_PUZZLE_ERROR_MALFORMED,
  RIMAU_PUZZLE_ERROR_UNSOUND,
} RimauPuzzleError;

/**
 * RimauPuzzle:
 * @id: a name unique in its file
 * @source: where the position comes from, or %NULL
 * @position: the position, the solving side to move; its rules are the
 *   puzzle's
 * @kind: what is asked
 * @n_moves: in how many moves of the solving side
 * @grade: how hard it is
 * @solution: the main line, #RimauMove plies from @position: the solving
 *   side's moves and the defence between them
 * @accepted: other first moves that also solve it, #RimauMove
 *
 * A puzzle.
 */
typedef struct
{
  char             *id;
  char             *source;
  RimauPosition     position;
  RimauPuzzleKind   kind;
  guint             n_moves;
  RimauPuzzleGrade  grade;
  GArray           *solution;
  GArray           *accepted;
} RimauPuzzle;

GQuark            rimau_puzzle_error_quark     (void);

RimauPuzzle      *rimau_puzzle_new             (RimauPuzzleKind      kind,
                                                const RimauPosition *position,
                                                guint                n_moves);
void              rimau_puzzle_free            (RimauPuzzle         *puzzle);

const char       *rimau_puzzle_kind_to_id      (RimauPuzzleKind      kind);
gboolean          rimau_puzzle_kind_from_id    (const char          *id,
                                                RimauPuzzleKind     *kind);
const char       *rimau_puzzle_grade_to_id     (RimauPuzzleGrade     grade);
gboolean          rimau_puzzle_grade_from_id   (const char          *id,
                                                RimauPuzzleGrade    *grade);
RimauSide         rimau_puzzle_kind_solver     (RimauPuzzleKind      kind);
guint             rimau_puzzle_kind_max_moves  (RimauPuzzleKind      kind);

char             *rimau_puzzle_plies_to_text   (const GArray        *plies);
gboolean          rimau_puzzle_is_accepted     (const RimauPuzzle   *puzzle,
                                                const RimauMove     *move);
gboolean          rimau_puzzle_has_threat      (const RimauPosition *position);
gboolean          rimau_puzzle_move_works      (RimauProver         *prover,
                                                RimauPuzzleKind      kind,
                                                const RimauPosition *position,
                                                const RimauMove     *move,
                                                guint                n_moves);
GArray           *rimau_puzzle_working_moves   (RimauProver         *prover,
                                                RimauPuzzleKind      kind,
                                                const RimauPosition *position,
                                                guint                n_moves);

/* rimau-puzzle-find.c */
RimauPuzzle      *rimau_puzzle_find            (RimauProver         *prover,
                                                RimauPuzzleKind      kind,
                                                const RimauPosition *position);

/* rimau-puzzle-grade.c */
RimauPuzzleGrade  rimau_puzzle_grade           (const RimauPuzzle   *puzzle,
                                                guint               *score);

/* rimau-puzzle-verify.c */
gboolean          rimau_puzzle_verify          (RimauProver         *prover,
                                                const RimauPuzzle   *puzzle,
                                                GError             **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (RimauPuzzle, rimau_puzzle_free)

G_END_DECLS
