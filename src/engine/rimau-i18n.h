/* rimau-i18n.h — where Rimau's translations are
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

void rimau_i18n_bind_text_domain (void);

G_END_DECLS
