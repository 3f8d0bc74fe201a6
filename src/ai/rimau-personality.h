/* rimau-personality.h — a computer opponent as players see it
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

#define RIMAU_TYPE_PERSONALITY (rimau_personality_get_type ())

G_DECLARE_FINAL_TYPE (RimauPersonality, rimau_personality, RIMAU, PERSONALITY, GObject)

RimauPersonality *rimau_personality_new             (const char       *id,
                                                     const char       *name,
                                                     const char       *description,
                                                     const char       *icon_name,
                                                     guint             strength,
                                                     gboolean          gives_hints);

const char       *rimau_personality_get_id          (RimauPersonality *self);
const char       *rimau_personality_get_name        (RimauPersonality *self);
const char       *rimau_personality_get_description (RimauPersonality *self);
const char       *rimau_personality_get_icon_name   (RimauPersonality *self);
guint             rimau_personality_get_strength    (RimauPersonality *self);
gboolean          rimau_personality_get_gives_hints (RimauPersonality *self);

G_END_DECLS
