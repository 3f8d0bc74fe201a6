/* rimau-ply.h — one entry of a game's ply list
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "rimau-ai.h"

G_BEGIN_DECLS

#define RIMAU_TYPE_PLY (rimau_ply_get_type ())

G_DECLARE_FINAL_TYPE (RimauPly, rimau_ply, RIMAU, PLY, GObject)

RimauPly        *rimau_ply_new_start   (void);
RimauPly        *rimau_ply_new         (guint                index,
                                        const RimauPosition *before,
                                        const RimauMove     *move);

guint            rimau_ply_get_index   (RimauPly            *self);
guint            rimau_ply_get_turn    (RimauPly            *self);
RimauSide        rimau_ply_get_side    (RimauPly            *self);
const RimauMove *rimau_ply_get_move    (RimauPly            *self);
const char      *rimau_ply_get_text    (RimauPly            *self);
char            *rimau_ply_dup_words   (RimauPly            *self);
char            *rimau_ply_dup_label   (RimauPly            *self);
gboolean         rimau_ply_get_undone  (RimauPly            *self);
void             rimau_ply_set_undone  (RimauPly            *self,
                                        gboolean             undone);
RimauMark        rimau_ply_get_mark    (RimauPly            *self);
void             rimau_ply_set_mark    (RimauPly            *self,
                                        RimauMark            mark);

G_END_DECLS
