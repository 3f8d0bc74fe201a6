/* rimau-rules-page.h — an illustrated explanation of the rules
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "rimau-engine.h"

G_BEGIN_DECLS

#define RIMAU_TYPE_RULES_PAGE (rimau_rules_page_get_type ())

G_DECLARE_FINAL_TYPE (RimauRulesPage, rimau_rules_page, RIMAU, RULES_PAGE, AdwBin)

GtkWidget *rimau_rules_page_new        (const RimauRules *rules);
GtkWindow *rimau_rules_page_new_window (GtkWindow        *parent,
                                        const RimauRules *rules);

G_END_DECLS
