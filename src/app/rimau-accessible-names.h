/* rimau-accessible-names.h — what assistive technologies read of choices
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

void rimau_accessible_describe_choice (AdwComboRow *row,
                                       const char  *description);
void rimau_accessible_follow_choice  (AdwComboRow *row);

G_END_DECLS
