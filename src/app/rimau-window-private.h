/* rimau-window-private.h — what the parts of a game window share
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "rimau-analysis-panel.h"
#include "rimau-board-view.h"
#include "rimau-player-row.h"
#include "rimau-ply-list-view.h"
#include "rimau-session-private.h"
#include "rimau-window.h"

G_BEGIN_DECLS

struct _RimauWindow
{
  AdwApplicationWindow  parent_instance;

  /* Template widgets */
  GtkRevealer          *rules_banner;
  AdwBanner            *notice_banner;
  AdwWindowTitle       *window_title;
  GtkButton            *hint_button;
  GtkBox               *computer_buttons;
  GtkButton            *pause_button;
  GtkButton            *move_now_button;
  /* Their copies in the bar that takes them on a phone */
  GtkButton            *bar_hint_button;
  GtkBox               *bar_computer_buttons;
  GtkButton            *bar_pause_button;
  GtkButton            *bar_move_now_button;
  AdwToastOverlay      *toast_overlay;
  GtkRevealer          *review_revealer;
  GtkLabel             *review_label;
  RimauBoardView       *board_view;
  GtkStack             *status_stack;
  GtkImage             *status_icon;
  GtkLabel             *status_title;
  GtkLabel             *status_detail;
  GtkButton            *keep_button;
  GtkButton            *pass_button;
  GtkButton            *resume_button;
  GtkImage             *result_icon;
  GtkLabel             *result_title;
  GtkLabel             *result_reason;
  RimauPlayerRow       *tigers_row;
  RimauPlayerRow       *men_row;
  RimauPlyListView     *ply_list;
  RimauAnalysisPanel   *analysis_panel;
  GtkBox               *help_box;
  GtkLabel             *help_label;
  GtkBox               *evaluation_box;
  GtkLevelBar          *evaluation_bar;
  GtkLabel             *evaluation_label;

  /* Borrowed references */
  GdkFrameClock        *frame_clock;
  gulong                frame_begun_id;
  gulong                frame_drawn_id;

  /* Owned references */
  RimauSession         *session;
  GSettings            *settings;
  GBinding             *holding_binding;

  /* Set by the template's breakpoint */
  gboolean              narrow;
  gboolean              close_confirmed;

  /* What the window last told a screen reader */
  gboolean              spoke_this_game;
  gboolean              spoke_review;
  gboolean              spoke_paused;
  guint                 spoken_cursor;
  char                 *spoken_situation;
  /* What is still to be said, once the views have followed the change:
   * pairs of a message and the situation it ends with, or NULL */
  GPtrArray            *unsaid;
  gint64                unsaid_since;
  guint                 say_timeout_id;
};

/* rimau-window.c */
void _rimau_window_rules_shown        (RimauWindow             *self);

/* rimau-window-actions.c */
void _rimau_window_class_actions_init (GtkWidgetClass          *widget_class);
void _rimau_window_actions_update     (RimauWindow             *self);

/* rimau-window-files.c */
void _rimau_window_show_toast         (RimauWindow             *self,
                                       const char              *text);
void _rimau_window_show_toast_saying  (RimauWindow             *self,
                                       const char              *shown,
                                       const char              *said);
void _rimau_window_connect_notices    (RimauWindow             *self);
void _rimau_window_class_notices_init (GtkWidgetClass          *widget_class);
void _rimau_window_choose_file_to_open (RimauWindow            *self);
void     _rimau_window_confirm_discard_async  (RimauWindow          *self,
                                               GAsyncReadyCallback   callback,
                                               gpointer              user_data);
gboolean _rimau_window_confirm_discard_finish (RimauWindow          *self,
                                               GAsyncResult         *result,
                                               GError              **error);
void     _rimau_window_save_async             (RimauWindow          *self,
                                               GAsyncReadyCallback   callback,
                                               gpointer              user_data);
void     _rimau_window_save_as_async          (RimauWindow          *self,
                                               GAsyncReadyCallback   callback,
                                               gpointer              user_data);
gboolean _rimau_window_save_finish            (RimauWindow          *self,
                                               GAsyncResult         *result,
                                               GError              **error);

/* rimau-window-analysis.c */
void _rimau_window_connect_analysis   (RimauWindow             *self);
void _rimau_window_update_analysis    (RimauWindow             *self);

/* rimau-window-speech.c */
void _rimau_window_announce           (RimauWindow             *self,
                                       const char              *message);
void _rimau_window_speak_changes      (RimauWindow             *self);
void _rimau_window_speak_new_game     (RimauWindow             *self);

/* rimau-window.c */
gboolean _rimau_window_repeat_hint    (RimauWindow             *self);

G_END_DECLS
