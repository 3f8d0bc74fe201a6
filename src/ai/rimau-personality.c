/* rimau-personality.c — a computer opponent as players see it
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "rimau-personality.h"

/* What a plugin's .plugin file says about it; the loader makes these. */
struct _RimauPersonality
{
  GObject  parent_instance;

  char    *id;
  char    *name;
  char    *description;
  char    *icon_name;
  guint    strength;
  gboolean gives_hints;
};

G_DEFINE_FINAL_TYPE (RimauPersonality, rimau_personality, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_ID,
  PROP_NAME,
  PROP_DESCRIPTION,
  PROP_ICON_NAME,
  PROP_STRENGTH,
  PROP_GIVES_HINTS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
rimau_personality_finalize (GObject *object)
{
  RimauPersonality *self = (RimauPersonality *) object;

  g_clear_pointer (&self->id, g_free);
  g_clear_pointer (&self->name, g_free);
  g_clear_pointer (&self->description, g_free);
  g_clear_pointer (&self->icon_name, g_free);

  G_OBJECT_CLASS (rimau_personality_parent_class)->finalize (object);
}

static void
rimau_personality_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  RimauPersonality *self = RIMAU_PERSONALITY (object);

  switch (prop_id)
    {
    case PROP_ID:
      g_value_set_string (value, self->id);
      break;
    case PROP_NAME:
      g_value_set_string (value, self->name);
      break;
    case PROP_DESCRIPTION:
      g_value_set_string (value, self->description);
      break;
    case PROP_ICON_NAME:
      g_value_set_string (value, self->icon_name);
      break;
    case PROP_STRENGTH:
      g_value_set_uint (value, self->strength);
      break;
    case PROP_GIVES_HINTS:
      g_value_set_boolean (value, self->gives_hints);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
rimau_personality_class_init (RimauPersonalityClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS;

  object_class->finalize = rimau_personality_finalize;
  object_class->get_property = rimau_personality_get_property;

  /* What a .plugin file says never changes while the program runs. */
  properties[PROP_ID] = g_param_spec_string ("id", NULL, NULL, NULL, flags);
  properties[PROP_NAME] = g_param_spec_string ("name", NULL, NULL, NULL, flags);
  properties[PROP_DESCRIPTION] = g_param_spec_string ("description", NULL, NULL, NULL, flags);
  properties[PROP_ICON_NAME] = g_param_spec_string ("icon-name", NULL, NULL, NULL, flags);
  properties[PROP_STRENGTH] = g_param_spec_uint ("strength", NULL, NULL, 0, G_MAXUINT, 1, flags);
  properties[PROP_GIVES_HINTS] = g_param_spec_boolean ("gives-hints", NULL, NULL, FALSE, flags);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
rimau_personality_init (RimauPersonality *self)
{
  self->strength = 1;
}

RimauPersonality *
rimau_personality_new (const char *id,
                       const char *name,
                       const char *description,
                       const char *icon_name,
                       guint       strength,
                       gboolean    gives_hints)
{
  RimauPersonality *self;

  g_return_val_if_fail (id != NULL, NULL);

  self = g_object_new (RIMAU_TYPE_PERSONALITY, NULL);
  self->id = g_strdup (id);
  self->name = g_strdup (name != NULL ? name : id);
  self->description = g_strdup (description != NULL ? description : "");
  self->icon_name = g_strdup (icon_name);
  self->strength = strength;
  self->gives_hints = !!gives_hints;
  return self;
}

const char *
rimau_personality_get_id (RimauPersonality *self)
{
  g_return_val_if_fail (RIMAU_IS_PERSONALITY (self), NULL);
  return self->id;
}

const char *
rimau_personality_get_name (RimauPersonality *self)
{
  g_return_val_if_fail (RIMAU_IS_PERSONALITY (self), NULL);
  return self->name;
}

const char *
rimau_personality_get_description (RimauPersonality *self)
{
  g_return_val_if_fail (RIMAU_IS_PERSONALITY (self), NULL);
  return self->description;
}

const char *
rimau_personality_get_icon_name (RimauPersonality *self)
{
  g_return_val_if_fail (RIMAU_IS_PERSONALITY (self), NULL);
  return self->icon_name;
}

guint
rimau_personality_get_strength (RimauPersonality *self)
{
  g_return_val_if_fail (RIMAU_IS_PERSONALITY (self), 0);
  return self->strength;
}

/* Whether this personality gives the hints: its .plugin file says so
 * (X-Rimau-Hints=true), so that which one does is written in one place. */
gboolean
rimau_personality_get_gives_hints (RimauPersonality *self)
{
  g_return_val_if_fail (RIMAU_IS_PERSONALITY (self), FALSE);
  return self->gives_hints;
}
