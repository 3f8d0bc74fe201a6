/* rimau-player-row.c — one side's player, in the side panel
 *
 * The player's name, with a badge beside it while it is their turn (or
 * their computer is thinking), or while their computer is paused, and
 * under them the side and its men. The row follows its session by itself.
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "rimau-engine-words.h"
#include "rimau-player-row.h"
#include "rimau-session-words.h"
#include "rimau-widget-text.h"

struct _RimauPlayerRow
{
  GtkListBoxRow  parent_instance;

  /* Template widgets */
  GtkImage      *icon;
  GtkLabel      *name_label;
  GtkLabel      *badge;
  GtkLabel      *detail_label;

  /* Owned references */
  RimauSession  *session;
  gulong         changed_id;

  RimauSide      side;
};

G_DEFINE_FINAL_TYPE (RimauPlayerRow, rimau_player_row, GTK_TYPE_LIST_BOX_ROW)

enum {
  PROP_0,
  PROP_SESSION,
  PROP_SIDE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
update (RimauPlayerRow *self)
{
  RimauGame *game;
  gboolean to_move, thinking, paused;
  g_autofree char *name = NULL;
  g_autofree char *detail = NULL;

  if (self->session == NULL)
    return;

  game = rimau_session_get_game (self->session);
  /* An earlier position being looked at is nobody's turn. */
  to_move = rimau_game_get_outcome (game) == RIMAU_OUTCOME_NONE &&
            !rimau_navigator_get_reviewing (rimau_session_get_navigator (self->session)) &&
            rimau_game_get_side_to_move (game) == self->side;
  /* A computer to move is thinking from its turn on: the row does not wait
   * for the search itself to start, which would redraw it for nothing. */
  thinking = to_move && rimau_match_get_computer_to_move (rimau_session_get_match (self->session));
  paused = rimau_game_get_outcome (game) == RIMAU_OUTCOME_NONE &&
           !rimau_navigator_get_reviewing (rimau_session_get_navigator (self->session)) &&
           !rimau_match_is_person (rimau_session_get_match (self->session), self->side) &&
           rimau_match_get_paused (rimau_session_get_match (self->session));
  name = rimau_words_player_name (self->session, self->side);
  detail = rimau_words_player_detail (self->session, self->side);

  rimau_label_show_text (self->name_label, name);
  rimau_label_show_text (self->detail_label, detail);
  rimau_label_show_text (self->badge, paused ? _("Paused") : thinking ? _("Thinking…") : _("To play"));
  gtk_widget_set_visible (GTK_WIDGET (self->badge), to_move || paused);

  if (to_move)
    gtk_widget_add_css_class (GTK_WIDGET (self), "to-move");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "to-move");
}

static void
update_side (RimauPlayerRow *self)
{
  gboolean tigers = self->side == RIMAU_SIDE_TIGERS;

  gtk_image_set_from_icon_name (self->icon, rimau_words_side_icon_name (self->side));
  gtk_widget_remove_css_class (GTK_WIDGET (self->icon), tigers ? "man-icon" : "tiger-icon");
  gtk_widget_add_css_class (GTK_WIDGET (self->icon), tigers ? "tiger-icon" : "man-icon");
  update (self);
}

RimauSession *
rimau_player_row_get_session (RimauPlayerRow *self)
{
  g_return_val_if_fail (RIMAU_IS_PLAYER_ROW (self), NULL);

  return self->session;
}

void
rimau_player_row_set_session (RimauPlayerRow *self,
                              RimauSession   *session)
{
  g_return_if_fail (RIMAU_IS_PLAYER_ROW (self));
  g_return_if_fail (session == NULL || RIMAU_IS_SESSION (session));

  if (self->session == session)
    return;

  g_clear_signal_handler (&self->changed_id, self->session);
  g_set_object (&self->session, session);
  if (session != NULL)
    self->changed_id = g_signal_connect_object (session, "changed", G_CALLBACK (update), self,
                                                G_CONNECT_SWAPPED);
  update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SESSION]);
}

RimauSide
rimau_player_row_get_side (RimauPlayerRow *self)
{
  g_return_val_if_fail (RIMAU_IS_PLAYER_ROW (self), RIMAU_SIDE_TIGERS);

  return self->side;
}

void
rimau_player_row_set_side (RimauPlayerRow *self,
                           RimauSide       side)
{
  g_return_if_fail (RIMAU_IS_PLAYER_ROW (self));

  if (self->side == side)
    return;

  self->side = side;
  update_side (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SIDE]);
}

static void
rimau_player_row_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  RimauPlayerRow *self = RIMAU_PLAYER_ROW (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      g_value_set_object (value, self->session);
      break;
    case PROP_SIDE:
      g_value_set_int (value, self->side);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
rimau_player_row_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  RimauPlayerRow *self = RIMAU_PLAYER_ROW (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      rimau_player_row_set_session (self, g_value_get_object (value));
      break;
    case PROP_SIDE:
      rimau_player_row_set_side (self, (RimauSide) g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
rimau_player_row_dispose (GObject *object)
{
  RimauPlayerRow *self = (RimauPlayerRow *) object;

  g_clear_signal_handler (&self->changed_id, self->session);
  g_clear_object (&self->session);
  gtk_widget_dispose_template (GTK_WIDGET (self), RIMAU_TYPE_PLAYER_ROW);

  G_OBJECT_CLASS (rimau_player_row_parent_class)->dispose (object);
}

static void
rimau_player_row_class_init (RimauPlayerRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = rimau_player_row_get_property;
  object_class->set_property = rimau_player_row_set_property;
  object_class->dispose = rimau_player_row_dispose;

  properties[PROP_SESSION] =
    g_param_spec_object ("session", NULL, NULL, RIMAU_TYPE_SESSION,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SIDE] =
    g_param_spec_int ("side", NULL, NULL, RIMAU_SIDE_TIGERS, RIMAU_SIDE_MEN, RIMAU_SIDE_TIGERS,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/rimau/Rimau/rimau-player-row.ui");
  gtk_widget_class_bind_template_child (widget_class, RimauPlayerRow, icon);
  gtk_widget_class_bind_template_child (widget_class, RimauPlayerRow, name_label);
  gtk_widget_class_bind_template_child (widget_class, RimauPlayerRow, badge);
  gtk_widget_class_bind_template_child (widget_class, RimauPlayerRow, detail_label);
}

static void
rimau_player_row_init (RimauPlayerRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  update_side (self);
}

GtkWidget *
rimau_player_row_new (void)
{
  return g_object_new (RIMAU_TYPE_PLAYER_ROW, NULL);
}
