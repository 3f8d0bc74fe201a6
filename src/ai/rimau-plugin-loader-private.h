/* rimau-plugin-loader-private.h — what only rimau-player asks of the loader
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "rimau-plugin-loader.h"

G_BEGIN_DECLS

RimauStrategy *rimau_plugin_loader_load_module (RimauPluginLoader  *self,
                                                const char         *id,
                                                GError            **error);

G_END_DECLS
