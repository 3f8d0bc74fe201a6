/* rimau-window-private.h — what the tests look at inside a game window
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "rimau-ai.h"
#include "rimau-board-view.h"
#include "rimau-window.h"

G_BEGIN_DECLS

struct _RimauWindow
{
  AdwApplicationWindow  parent_instance;

  /* Template widgets */
  AdwHeaderBar         *header_bar;
  GtkButton            *new_game_button;
  AdwWindowTitle       *window_title;
  GtkButton            *hint_button;
  AdwToastOverlay      *toast_overlay;
  GtkRevealer          *review_revealer;
  GtkBox               *review_box;
  GtkLabel             *review_label;
  GtkBox               *main_box;
  GtkBox               *board_column;
  AdwClamp             *side_clamp;
  GtkBox               *side_panel;
  RimauBoardView       *board_view;
  GtkStack             *status_stack;
  GtkImage             *status_icon;
  GtkLabel             *status_title;
  GtkLabel             *status_detail;
  GtkButton            *keep_button;
  GtkButton            *pass_button;
  GtkImage             *result_icon;
  GtkLabel             *result_title;
  GtkLabel             *result_reason;
  GtkListBoxRow        *tigers_row;
  GtkListBoxRow        *men_row;
  GtkLabel             *tigers_name;
  GtkLabel             *men_name;
  GtkLabel             *tigers_badge;
  GtkLabel             *men_badge;
  GtkLabel             *tigers_detail;
  GtkLabel             *men_detail;
  GtkLabel             *moves_heading;
  GtkScrolledWindow    *moves_scroller;
  GtkListBox           *move_list;

  GSettings            *settings;
  RimauGame            *game;
  RimauGameSetup        setup;

  /* The plies the list shows, to update it row by row. */
  GArray               *listed_moves;
  gboolean              updating_list;

  /* The list keeps the cursor's row in view: following the game's end as
   * plies are played, or scrolling to a row once the list has placed it. */
  gboolean              list_follows_end;
  gboolean              list_scroll_pending;
  gboolean              list_scroll_queued;

  /* Looking at an earlier position through the ply list. */
  gboolean              reviewing;
  guint                 resume_cursor;

  gboolean              narrow;
  guint                 layout_idle_id;

  guint                 return_memory_idle_id;

  /* The record the game was read from or saved to, if any. */
  GFile                *file;
  gboolean              dirty;
  gboolean              close_confirmed;

  /* Computer players start only once the window has drawn its first frame:
   * the person sees the board before the computer moves on it, and that
   * first frame does not share the processor with a search. */
  gboolean              first_frame_drawn;

  /* Computer players, by side, and the one giving hints; their searches
   * are paused while a frame is drawn. */
  RimauPlayerRunner    *runners[2];
  GCancellable         *thinking;
  guint                 pending_id;
  RimauMove             pending_move;
  RimauPlayerRunner    *hint_runner;
  GCancellable         *hinting;
  gboolean              drawing_frame;
};

/* rimau-window.c */
void            rimau_window_update            (RimauWindow *self);
void            rimau_window_update_title      (RimauWindow *self);
void            rimau_window_show_record       (RimauWindow *self,
                                                RimauGame   *game,
                                                GFile       *file);

/* rimau-window-files.c */
void            rimau_window_files_init        (RimauWindow *self);
gboolean        rimau_window_needs_saving      (RimauWindow *self);
void            rimau_window_confirm_discard   (RimauWindow *self,
                                                void       (*then) (RimauWindow *self));
void            rimau_window_save_last_game    (RimauWindow *self);
void            rimau_window_resume_last_game  (RimauWindow *self);

/* rimau-window-players.c */
void            rimau_window_players_init      (RimauWindow *self);
void            rimau_window_players_setup     (RimauWindow *self);
void            rimau_window_players_next      (RimauWindow *self);
void            rimau_window_players_stop      (RimauWindow *self);
void            rimau_window_players_dispose   (RimauWindow *self);
gboolean        rimau_window_is_thinking       (RimauWindow *self);
gboolean        rimau_window_hint_available    (RimauWindow *self);
gboolean        rimau_window_player_is_available (const char *id);
char           *rimau_window_dup_personality_name (const char *id);

RimauBoardView *rimau_window_get_board_view    (RimauWindow *self);
const char     *rimau_window_get_status_title  (RimauWindow *self);
const char     *rimau_window_get_status_detail (RimauWindow *self);
gboolean        rimau_window_get_narrow        (RimauWindow *self);
gboolean        rimau_window_get_reviewing     (RimauWindow *self);
void            rimau_window_review_ply        (RimauWindow *self,
                                                guint        index);
guint           rimau_window_get_n_move_rows   (RimauWindow *self);

G_END_DECLS
