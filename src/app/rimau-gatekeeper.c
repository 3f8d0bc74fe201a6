/* rimau-gatekeeper.c — one switch for every search a game runs
 *
 * A window closes the gate while it draws a frame: on a machine with few
 * cores the searches would otherwise take the cores the drawing needs. The
 * computers' searches, the hint's and the analysis all follow the one
 * gatekeeper their session hands them, through its `closed` property, so
 * that no search can be left out of a pause.
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "rimau-gatekeeper.h"

struct _RimauGatekeeper
{
  GObject  parent_instance;

  gboolean closed;
};

G_DEFINE_FINAL_TYPE (RimauGatekeeper, rimau_gatekeeper, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_CLOSED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Whether the searches wait. */
gboolean
rimau_gatekeeper_get_closed (RimauGatekeeper *self)
{
  g_return_val_if_fail (RIMAU_IS_GATEKEEPER (self), FALSE);

  return self->closed;
}

void
rimau_gatekeeper_set_closed (RimauGatekeeper *self,
                             gboolean         closed)
{
  g_return_if_fail (RIMAU_IS_GATEKEEPER (self));

  closed = !!closed;
  if (self->closed == closed)
    return;

  self->closed = closed;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CLOSED]);
}

static void
rimau_gatekeeper_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  RimauGatekeeper *self = RIMAU_GATEKEEPER (object);

  switch (prop_id)
    {
    case PROP_CLOSED:
      g_value_set_boolean (value, self->closed);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
rimau_gatekeeper_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  RimauGatekeeper *self = RIMAU_GATEKEEPER (object);

  switch (prop_id)
    {
    case PROP_CLOSED:
      rimau_gatekeeper_set_closed (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
rimau_gatekeeper_class_init (RimauGatekeeperClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = rimau_gatekeeper_get_property;
  object_class->set_property = rimau_gatekeeper_set_property;

  properties[PROP_CLOSED] =
    g_param_spec_boolean ("closed", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
rimau_gatekeeper_init (RimauGatekeeper *self)
{
}

RimauGatekeeper *
rimau_gatekeeper_new (void)
{
  return g_object_new (RIMAU_TYPE_GATEKEEPER, NULL);
}
