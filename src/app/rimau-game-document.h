/* rimau-game-document.h — a game as a file: its record, saved or not
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "rimau-analyst.h"
#include "rimau-engine.h"

G_BEGIN_DECLS

#define RIMAU_TYPE_GAME_DOCUMENT (rimau_game_document_get_type ())

G_DECLARE_FINAL_TYPE (RimauGameDocument, rimau_game_document, RIMAU, GAME_DOCUMENT, GObject)

RimauGameDocument *rimau_game_document_new               (RimauAnalyst        *analyst);
void               rimau_game_document_set_game          (RimauGameDocument   *self,
                                                          RimauGame           *game,
                                                          GFile               *file,
                                                          gboolean             saved);
void               rimau_game_document_game_changed      (RimauGameDocument   *self);
GFile             *rimau_game_document_get_file          (RimauGameDocument   *self);
gboolean           rimau_game_document_get_modified      (RimauGameDocument   *self);
void               rimau_game_document_read_async        (RimauGameDocument   *self,
                                                          GFile               *file,
                                                          GCancellable        *cancellable,
                                                          GAsyncReadyCallback  callback,
                                                          gpointer             user_data);
RimauGame         *rimau_game_document_read_finish       (RimauGameDocument   *self,
                                                          GAsyncResult        *result,
                                                          GError             **error);
void               rimau_game_document_save_async        (RimauGameDocument   *self,
                                                          GFile               *file,
                                                          GCancellable        *cancellable,
                                                          GAsyncReadyCallback  callback,
                                                          gpointer             user_data);
gboolean           rimau_game_document_save_finish       (RimauGameDocument   *self,
                                                          GAsyncResult        *result,
                                                          GError             **error);
void               rimau_game_document_set_autosave_file (RimauGameDocument   *self,
                                                          GFile               *file);
GFile             *rimau_game_document_get_autosave_file (RimauGameDocument   *self);
void               rimau_game_document_take_up_async     (RimauGameDocument   *self,
                                                          GCancellable        *cancellable,
                                                          GAsyncReadyCallback  callback,
                                                          gpointer             user_data);
RimauGame         *rimau_game_document_take_up_finish    (RimauGameDocument   *self,
                                                          GAsyncResult        *result,
                                                          GFile              **record,
                                                          GError             **error);
void               rimau_game_document_discard           (RimauGameDocument   *self);

G_END_DECLS
