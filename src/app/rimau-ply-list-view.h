/* rimau-ply-list-view.h — the plies of a session's game, in a card
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "rimau-session.h"

G_BEGIN_DECLS

#define RIMAU_TYPE_PLY_LIST_VIEW (rimau_ply_list_view_get_type ())

G_DECLARE_FINAL_TYPE (RimauPlyListView, rimau_ply_list_view, RIMAU, PLY_LIST_VIEW, GtkWidget)

GtkWidget    *rimau_ply_list_view_new         (void);
RimauSession *rimau_ply_list_view_get_session (RimauPlyListView *self);
void          rimau_ply_list_view_set_session (RimauPlyListView *self,
                                               RimauSession     *session);
gboolean      rimau_ply_list_view_get_compact (RimauPlyListView *self);
void          rimau_ply_list_view_set_compact (RimauPlyListView *self,
                                               gboolean          compact);

G_END_DECLS
