/* rimau-session.h — one game as a person plays it, apart from any view
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "rimau-analyst.h"
#include "rimau-engine.h"
#include "rimau-game-setup.h"
#include "rimau-match.h"

G_BEGIN_DECLS

#define RIMAU_TYPE_SESSION (rimau_session_get_type ())

G_DECLARE_FINAL_TYPE (RimauSession, rimau_session, RIMAU, SESSION, GObject)

RimauSession         *rimau_session_new                  (void);

RimauGame            *rimau_session_get_game             (RimauSession          *self);
const RimauGameSetup *rimau_session_get_setup            (RimauSession          *self);
GFile                *rimau_session_get_file             (RimauSession          *self);
gboolean              rimau_session_get_modified         (RimauSession          *self);
GListModel           *rimau_session_get_plies            (RimauSession          *self);

gboolean              rimau_session_is_person            (RimauSession          *self,
                                                          RimauSide              side);
const char           *rimau_session_get_player_name      (RimauSession          *self,
                                                          RimauSide              side);
gboolean              rimau_session_get_person_to_move   (RimauSession          *self);
gboolean              rimau_session_get_computer_to_move (RimauSession          *self);

void                  rimau_session_start                (RimauSession          *self,
                                                          const RimauGameSetup  *setup);
void                  rimau_session_set_game             (RimauSession          *self,
                                                          RimauGame             *game,
                                                          const RimauGameSetup  *setup);
gboolean              rimau_session_play                 (RimauSession          *self,
                                                          const RimauMove       *move);
gboolean              rimau_session_play_kind            (RimauSession          *self,
                                                          RimauMoveKind          kind);
gboolean              rimau_session_can_play_kind        (RimauSession          *self,
                                                          RimauMoveKind          kind);

gboolean              rimau_session_get_can_undo         (RimauSession          *self);
gboolean              rimau_session_get_can_redo         (RimauSession          *self);
void                  rimau_session_undo                 (RimauSession          *self);
void                  rimau_session_redo                 (RimauSession          *self);

gboolean              rimau_session_get_reviewing        (RimauSession          *self);
guint                 rimau_session_get_resume_cursor    (RimauSession          *self);
void                  rimau_session_review               (RimauSession          *self,
                                                          guint                  index);
void                  rimau_session_back_to_game         (RimauSession          *self);
void                  rimau_session_play_from_here       (RimauSession          *self);

gboolean              rimau_session_get_paused           (RimauSession          *self);
void                  rimau_session_set_paused           (RimauSession          *self,
                                                          gboolean               paused);
gboolean              rimau_session_get_pausable         (RimauSession          *self);
gboolean              rimau_session_get_can_resume       (RimauSession          *self);
void                  rimau_session_resume               (RimauSession          *self);
gboolean              rimau_session_get_can_move_now     (RimauSession          *self);
void                  rimau_session_move_now             (RimauSession          *self);
guint                 rimau_session_get_computer_delay   (RimauSession          *self);
void                  rimau_session_set_computer_delay   (RimauSession          *self,
                                                          guint                  delay_ms);

gboolean              rimau_session_get_thinking         (RimauSession          *self);
int                   rimau_session_get_thinking_side    (RimauSession          *self);

gboolean              rimau_session_get_hint_available   (RimauSession          *self);
gboolean              rimau_session_get_hint_offered     (RimauSession          *self);
void                  rimau_session_hint                 (RimauSession          *self);

void                  rimau_session_load_async           (RimauSession          *self,
                                                          GFile                 *file,
                                                          GCancellable          *cancellable,
                                                          GAsyncReadyCallback    callback,
                                                          gpointer               user_data);
gboolean              rimau_session_load_finish          (RimauSession          *self,
                                                          GAsyncResult          *result,
                                                          GError               **error);
void                  rimau_session_save_async           (RimauSession          *self,
                                                          GFile                 *file,
                                                          GCancellable          *cancellable,
                                                          GAsyncReadyCallback    callback,
                                                          gpointer               user_data);
gboolean              rimau_session_save_finish          (RimauSession          *self,
                                                          GAsyncResult          *result,
                                                          GError               **error);

void                  rimau_session_set_autosave_file    (RimauSession          *self,
                                                          GFile                 *file);
GFile                *rimau_session_get_autosave_file    (RimauSession          *self);
void                  rimau_session_resume_autosave_async (RimauSession         *self,
                                                          gboolean               paused,
                                                          GCancellable          *cancellable,
                                                          GAsyncReadyCallback    callback,
                                                          gpointer               user_data);
gboolean              rimau_session_resume_autosave_finish (RimauSession        *self,
                                                          GAsyncResult          *result,
                                                          GError               **error);
void                  rimau_session_discard              (RimauSession          *self);

RimauAnalyst         *rimau_session_get_analyst          (RimauSession          *self);

G_END_DECLS
