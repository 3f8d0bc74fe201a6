/* rimau-game.h — a game: rules, start position, plies and a cursor
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "rimau-position.h"

G_BEGIN_DECLS

/* Why a game ended. */
typedef enum
{
  RIMAU_END_REASON_NONE,
  RIMAU_END_REASON_MEN_CAPTURED,    /* the men left fell to the concede threshold */
  RIMAU_END_REASON_TIGERS_TRAPPED,  /* no tiger could step or jump */
  RIMAU_END_REASON_REPETITION,      /* the same position for the third time */
  RIMAU_END_REASON_QUIET_PLIES,     /* 100 plies without a drop, jump or removal */
} RimauEndReason;

#define RIMAU_GAME_ERROR (rimau_game_error_quark ())

typedef enum
{
  RIMAU_GAME_ERROR_OVER,
  RIMAU_GAME_ERROR_ILLEGAL,
} RimauGameError;

#define RIMAU_TYPE_GAME (rimau_game_get_type ())

G_DECLARE_FINAL_TYPE (RimauGame, rimau_game, RIMAU, GAME, GObject)

GQuark               rimau_game_error_quark         (void);

RimauGame           *rimau_game_new                 (const RimauRules    *rules);
RimauGame           *rimau_game_new_from_position   (const RimauPosition *start);

const RimauRules    *rimau_game_get_rules           (RimauGame           *self);
const RimauPosition *rimau_game_get_start_position  (RimauGame           *self);
gboolean             rimau_game_starts_from_variant (RimauGame           *self);
const RimauPosition *rimau_game_get_position        (RimauGame           *self);
const RimauPosition *rimau_game_get_position_at     (RimauGame           *self,
                                                     guint                index);
guint                rimau_game_get_n_plies         (RimauGame           *self);
const RimauMove     *rimau_game_get_ply             (RimauGame           *self,
                                                     guint                index);
guint                rimau_game_get_cursor          (RimauGame           *self);

gboolean             rimau_game_play                (RimauGame           *self,
                                                     const RimauMove     *move,
                                                     GError             **error);
gboolean             rimau_game_play_text           (RimauGame           *self,
                                                     const char          *text,
                                                     GError             **error);
gboolean             rimau_game_undo                (RimauGame           *self);
gboolean             rimau_game_redo                (RimauGame           *self);
gboolean             rimau_game_go_to               (RimauGame           *self,
                                                     guint                index);
gboolean             rimau_game_get_can_undo        (RimauGame           *self);
gboolean             rimau_game_get_can_redo        (RimauGame           *self);

RimauOutcome         rimau_game_get_outcome         (RimauGame           *self);
RimauEndReason       rimau_game_get_end_reason      (RimauGame           *self);
RimauSide            rimau_game_get_side_to_move    (RimauGame           *self);
guint                rimau_game_count_occurrences   (RimauGame           *self);
guint                rimau_game_find_repeating_ply  (RimauGame           *self,
                                                     RimauMove           *move);

guint                rimau_game_get_legal_plies     (RimauGame           *self,
                                                     RimauMove           *moves);
guint                rimau_game_get_plies_from      (RimauGame           *self,
                                                     int                  point,
                                                     RimauMove           *moves);

const char          *rimau_game_get_tag             (RimauGame           *self,
                                                     const char          *name);
void                 rimau_game_set_tag             (RimauGame           *self,
                                                     const char          *name,
                                                     const char          *value);
GStrv                rimau_game_dup_tag_names       (RimauGame           *self);
void                 rimau_game_set_date            (RimauGame           *self,
                                                     GDateTime           *date);

G_END_DECLS
