/* rimau-plugin-loader.h — finds the computer opponents and creates them
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "rimau-personality.h"
#include "rimau-search-strategy.h"
#include "rimau-strategy.h"

G_BEGIN_DECLS

/* Colon-separated folders searched for plugins before the user's and the
 * installed ones: how tests and uninstalled runs find the build tree's. */
#define RIMAU_PLUGIN_PATH_VARIABLE "RIMAU_PLUGIN_PATH"

#define RIMAU_TYPE_PLUGIN_LOADER (rimau_plugin_loader_get_type ())

G_DECLARE_FINAL_TYPE (RimauPluginLoader, rimau_plugin_loader, RIMAU, PLUGIN_LOADER, GObject)

RimauPluginLoader *rimau_plugin_loader_get_default          (void);
GListModel        *rimau_plugin_loader_get_personalities    (RimauPluginLoader  *self);
RimauPersonality  *rimau_plugin_loader_find                 (RimauPluginLoader  *self,
                                                             const char         *id);
RimauPersonality  *rimau_plugin_loader_find_master (RimauPluginLoader *self);
RimauStrategy     *rimau_plugin_loader_create_strategy      (RimauPluginLoader  *self,
                                                             const char         *id,
                                                             GError            **error);

/* For a plugin's peas_register_types(): makes @strategy_type, which
 * implements RimauStrategy, what the plugin's module provides. A
 * personality of the built-in searches needs no module: its .plugin file
 * describes it (see rimau-plugin-file.h). */
void               rimau_plugin_register_strategy           (GTypeModule        *module,
                                                             GType               strategy_type);

G_END_DECLS
