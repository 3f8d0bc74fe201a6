/* rimau-ply-list.h — a game's plies as a list model
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "rimau-engine.h"
#include "rimau-ply.h"

G_BEGIN_DECLS

#define RIMAU_TYPE_PLY_LIST (rimau_ply_list_get_type ())

G_DECLARE_FINAL_TYPE (RimauPlyList, rimau_ply_list, RIMAU, PLY_LIST, GObject)

RimauPlyList *rimau_ply_list_new             (void);
void          rimau_ply_list_update          (RimauPlyList *self,
                                              RimauGame    *game);
void          rimau_ply_list_show_marks      (RimauPlyList  *self,
                                              RimauAnalysis *analysis);

G_END_DECLS
