/* rimau-puzzle-words.c — puzzles in a player's words
 *
 * What the Puzzles window says of a puzzle: its task, its grade, how a
 * try went and how far the player has come. Kept apart from the window
 * so that the words are in one place, as the game's are in
 * rimau-session-words.c.
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "rimau-engine-words.h"
#include "rimau-puzzle-words.h"

/* The task, with the side to move first: the player sees at once whose
 * pieces they play. */
char *
rimau_words_puzzle_task (const RimauPuzzle *puzzle)
{
  guint n = puzzle->n_moves;

  switch (puzzle->kind)
    {
    case RIMAU_PUZZLE_CAPTURE:
      return g_strdup_printf (ngettext ("Tigers to move: capture a man by force within %u move",
                                        "Tigers to move: capture a man by force within %u moves", n), n);
    case RIMAU_PUZZLE_TRAP:
      if (rimau_variant_tigers (puzzle->position.rules.variant) == 1)
        return g_strdup_printf (ngettext ("Men to move: trap the tiger within %u move",
                                          "Men to move: trap the tiger within %u moves", n), n);
      return g_strdup_printf (ngettext ("Men to move: trap both tigers within %u move",
                                        "Men to move: trap both tigers within %u moves", n), n);
    case RIMAU_PUZZLE_SAVE:
    default:
      return g_strdup (_("Men to move: save the man in danger"));
    }
}

const char *
rimau_words_puzzle_grade (RimauPuzzleGrade grade)
{
  switch (grade)
    {
    case RIMAU_PUZZLE_EASY:
      return C_("puzzle grade", "Easy");
    case RIMAU_PUZZLE_MEDIUM:
      return C_("puzzle grade", "Medium");
    case RIMAU_PUZZLE_HARD:
    default:
      return C_("puzzle grade", "Hard");
    }
}

/* The grade and where the puzzle stands among those shown. */
char *
rimau_words_puzzle_place (const RimauPuzzle *puzzle,
                          guint              number,
                          guint              n_shown)
{
  /* Translators: the grade, then which puzzle of those the filter shows,
   * e.g. “Medium · Puzzle 3 of 144” */
  return g_strdup_printf (_("%s · Puzzle %u of %u"), rimau_words_puzzle_grade (puzzle->grade), number, n_shown);
}

const char *
rimau_words_puzzle_solved (RimauPuzzleKind kind)
{
  switch (kind)
    {
    case RIMAU_PUZZLE_CAPTURE:
      return _("Solved: the tigers capture a man.");
    case RIMAU_PUZZLE_TRAP:
      return _("Solved: the tigers are trapped.");
    case RIMAU_PUZZLE_SAVE:
    default:
      return _("Solved: the man is safe.");
    }
}

/* Why a move that is not a solution fails: what the other side can now
 * do, which the prover has shown. */
const char *
rimau_words_puzzle_missed (RimauPuzzleKind kind)
{
  switch (kind)
    {
    case RIMAU_PUZZLE_CAPTURE:
      return _("That lets the men escape: after it, the tigers cannot force a capture in time.");
    case RIMAU_PUZZLE_TRAP:
      return _("That lets the tigers escape: after it, the men cannot trap them in time.");
    case RIMAU_PUZZLE_SAVE:
    default:
      return _("That leaves a man to the tigers: after it, they can still force a capture.");
    }
}

/* The defence's answer to a good move, for the player to answer in turn. */
char *
rimau_words_puzzle_reply (const RimauPuzzle *puzzle,
                          const RimauMove   *reply)
{
  RimauSide defender = RIMAU_SIDE_OTHER (rimau_puzzle_kind_solver (puzzle->kind));
  g_autofree char *move = rimau_words_ply (defender, reply);

  /* Translators: %s is the other side's move in words, e.g. “Man d4
   * moves to d5” */
  return g_strdup_printf (_("Good move. The answer: %s. Your move."), move);
}

/* The main line in words, each ply with its side. */
char *
rimau_words_puzzle_solution (const RimauPuzzle *puzzle)
{
  g_autoptr(GString) line = g_string_new (NULL);
  RimauSide side = rimau_puzzle_kind_solver (puzzle->kind);

  for (guint i = 0; i < puzzle->solution->len; i++, side = RIMAU_SIDE_OTHER (side))
    {
      g_autofree char *ply = rimau_words_ply (side, &g_array_index (puzzle->solution, RimauMove, i));

      if (i > 0)
        /* Translators: between two moves of a list */
        g_string_append (line, C_("list of moves", ", "));
      g_string_append (line, ply);
    }
  /* Translators: %s is the solution's moves in words, e.g. “Tiger b7
   * moves to a7, Man dropped on a1, Tiger a7 jumps …” */
  return g_strdup_printf (_("The solution: %s."), line->str);
}

char *
rimau_words_puzzle_progress (guint n_solved,
                             guint n_puzzles,
                             guint streak,
                             guint best_streak)
{
  /* Translators: puzzles solved of all, then the puzzles solved in a row
   * at the first try, now and at best, e.g. “Solved 12 of 329 · Streak 3
   * · Best 5” */
  return g_strdup_printf (_("Solved %u of %u · Streak %u · Best %u"), n_solved, n_puzzles, streak, best_streak);
}
