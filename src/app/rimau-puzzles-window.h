/* rimau-puzzles-window.h — puzzles to solve, in a window beside the game
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "rimau-puzzle.h"

G_BEGIN_DECLS

/**
 * RimauPuzzlesState:
 * @RIMAU_PUZZLES_LOADING: the puzzles are being read
 * @RIMAU_PUZZLES_UNAVAILABLE: they could not be read
 * @RIMAU_PUZZLES_PLAYING: the player is to move, or the other side answers
 * @RIMAU_PUZZLES_CHECKING: a move off the main line is being proved
 * @RIMAU_PUZZLES_SOLVED: the puzzle is solved
 * @RIMAU_PUZZLES_MISSED: the player's move did not work
 * @RIMAU_PUZZLES_SHOWN: the solution is played on the board
 *
 * Where the window is with the puzzle it shows.
 */
typedef enum
{
  RIMAU_PUZZLES_LOADING,
  RIMAU_PUZZLES_UNAVAILABLE,
  RIMAU_PUZZLES_PLAYING,
  RIMAU_PUZZLES_CHECKING,
  RIMAU_PUZZLES_SOLVED,
  RIMAU_PUZZLES_MISSED,
  RIMAU_PUZZLES_SHOWN,
} RimauPuzzlesState;

#define RIMAU_TYPE_PUZZLES_STATE (rimau_puzzles_state_get_type ())

GType rimau_puzzles_state_get_type (void) G_GNUC_CONST;

#define RIMAU_TYPE_PUZZLES_WINDOW (rimau_puzzles_window_get_type ())

G_DECLARE_FINAL_TYPE (RimauPuzzlesWindow, rimau_puzzles_window, RIMAU, PUZZLES_WINDOW, AdwWindow)

GtkWindow         *rimau_puzzles_window_new           (GtkWindow          *parent);
RimauPuzzlesState  rimau_puzzles_window_get_state     (RimauPuzzlesWindow *self);
const RimauPuzzle *rimau_puzzles_window_get_puzzle    (RimauPuzzlesWindow *self);
guint              rimau_puzzles_window_get_n_puzzles (RimauPuzzlesWindow *self);
const char        *rimau_puzzles_window_get_message   (RimauPuzzlesWindow *self);

G_END_DECLS
