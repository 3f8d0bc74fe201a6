/* rimau-ply-list-view.c — the plies of a session's game, in a card
 *
 * A row a ply, made from the session's list model, with the game's
 * cursor selected and kept in view: the newest ply as the game goes on,
 * the one looked at while reviewing. Activating a row looks at the
 * position after it.
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "rimau-engine-words.h"
#include "rimau-ply.h"
#include "rimau-ply-list-view.h"

struct _RimauPlyListView
{
  GtkWidget          parent_instance;

  /* Template widgets */
  GtkScrolledWindow *moves_scroller;
  GtkListBox        *move_list;

  /* Borrowed references */
  GdkFrameClock     *frame_clock;
  gulong             laid_out_id;

  /* Owned references */
  RimauSession      *session;
  gulong             changed_id;

  /* Following the game's end as plies are played, or scrolling to a row
   * once the list has placed it; keeping the cursor's row in view as the
   * list's height changes, until the person scrolls the list. */
  gboolean           follows_end;
  gboolean           scroll_pending;
  gboolean           scroll_queued;
  gboolean           keeps_cursor;

  gboolean           compact;
};

G_DEFINE_FINAL_TYPE (RimauPlyListView, rimau_ply_list_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_SESSION,
  PROP_COMPACT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* ------------------------------------------------------------------------ */
/* Rows                                                                      */

static void
show_undone (GtkWidget *row,
             RimauPly  *ply)
{
  if (rimau_ply_get_undone (ply))
    gtk_widget_add_css_class (row, "undone");
  else
    gtk_widget_remove_css_class (row, "undone");
}

static void
ply_undone_cb (RimauPly   *ply,
               GParamSpec *pspec,
               GtkWidget  *row)
{
  show_undone (row, ply);
}

static GtkWidget *
new_number_label (RimauPly *ply)
{
  g_autofree char *number = NULL;
  GtkWidget *label;

  if (rimau_ply_get_index (ply) > 0)
    number = g_strdup_printf ("%u.", rimau_ply_get_turn (ply));
  /* The row's name says the turn. */
  label = g_object_new (GTK_TYPE_LABEL, "label", number, "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION, NULL);
  gtk_label_set_xalign (GTK_LABEL (label), 1.0);
  gtk_label_set_width_chars (GTK_LABEL (label), 4);
  gtk_widget_add_css_class (label, "dim-label");
  gtk_widget_add_css_class (label, "numeric");
  return label;
}

static const char *mark_classes[] = { NULL, "inaccuracy", "mistake", "blunder" };

/* The analysis's mark after the ply, as chess programs write it, and in
 * the row's name in words. */
static void
show_mark (GtkWidget *row,
           RimauPly  *ply)
{
  GtkWidget *label = g_object_get_data (G_OBJECT (row), "mark-label");
  RimauMark mark = rimau_ply_get_mark (ply);
  g_autofree char *name = rimau_ply_dup_label (ply);

  for (guint i = 1; i < G_N_ELEMENTS (mark_classes); i++)
    gtk_widget_remove_css_class (label, mark_classes[i]);
  gtk_label_set_label (GTK_LABEL (label), rimau_mark_to_string (mark));
  gtk_widget_set_visible (label, mark != RIMAU_MARK_NONE);
  if (mark != RIMAU_MARK_NONE)
    gtk_widget_add_css_class (label, mark_classes[mark]);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
}

static void
ply_mark_cb (RimauPly   *ply,
             GParamSpec *pspec,
             GtkWidget  *row)
{
  show_mark (row, ply);
}

static GtkWidget *
new_mark_label (void)
{
  /* The row's name says the mark in words. (Hidden, the label would be
   * shown to assistive technologies again as soon as it is shown.) */
  GtkWidget *label = g_object_new (GTK_TYPE_LABEL, "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION, NULL);

  gtk_widget_add_css_class (label, "ply-mark");
  gtk_widget_set_hexpand (label, TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  return label;
}

/* The turn, the side's icon and the ply; the start has the board's icon. */
static GtkWidget *
new_ply_row (gpointer item,
             gpointer user_data)
{
  RimauPly *ply = item;
  gboolean start = rimau_ply_get_index (ply) == 0;
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  g_autofree char *words = rimau_ply_dup_words (ply);
  GtkWidget *icon, *text, *mark;

  gtk_box_append (GTK_BOX (box), new_number_label (ply));
  /* The row's name says the side. */
  icon = g_object_new (GTK_TYPE_IMAGE,
                       "icon-name", start ? "rimau-board-symbolic" : rimau_words_side_icon_name (rimau_ply_get_side (ply)),
                       "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION,
                       NULL);
  gtk_box_append (GTK_BOX (box), icon);
  /* The row's name says the ply: a screen reader reads it once. */
  text = g_object_new (GTK_TYPE_LABEL,
                       "label", start ? _("Start") : rimau_words_ply_shown (rimau_ply_get_side (ply),
                                                                          rimau_ply_get_text (ply)),
                       "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION,
                       NULL);
  gtk_label_set_xalign (GTK_LABEL (text), 0.0);
  gtk_widget_add_css_class (text, "ply");
  gtk_box_append (GTK_BOX (box), text);
  mark = new_mark_label ();
  gtk_box_append (GTK_BOX (box), mark);
  g_object_set_data (G_OBJECT (row), "mark-label", mark);

  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_widget_set_tooltip_text (row, words);
  show_mark (row, ply);
  show_undone (row, ply);
  g_signal_connect_object (ply, "notify::undone", G_CALLBACK (ply_undone_cb), row, 0);
  g_signal_connect_object (ply, "notify::mark", G_CALLBACK (ply_mark_cb), row, 0);
  return row;
}

static void
row_activated_cb (RimauPlyListView *self,
                  GtkListBoxRow    *row,
                  GtkListBox       *list)
{
  if (self->session != NULL)
    rimau_navigator_review (rimau_session_get_navigator (self->session), (guint) gtk_list_box_row_get_index (row));
}

/* ------------------------------------------------------------------------ */
/* Keeping the cursor in view                                                */

static void
scroll_to_row (RimauPlyListView *self,
               GtkListBoxRow    *row)
{
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (self->moves_scroller);
  graphene_rect_t bounds;
  double value, page;

  if (!gtk_widget_compute_bounds (GTK_WIDGET (row), GTK_WIDGET (self->move_list), &bounds))
    return;

  value = gtk_adjustment_get_value (adjustment);
  page = gtk_adjustment_get_page_size (adjustment);
  if (bounds.origin.y < value)
    gtk_adjustment_set_value (adjustment, bounds.origin.y);
  else if (bounds.origin.y + bounds.size.height > value + page)
    gtk_adjustment_set_value (adjustment, bounds.origin.y + bounds.size.height - page);
}

static void
scroll_to_end (GtkAdjustment *adjustment)
{
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment) -
                                        gtk_adjustment_get_page_size (adjustment));
}

/* A row just added has no place in the list until the list is next laid
 * out, and its bounds before then are those of the list's top: scrolling
 * to it waits for that. */
static void
scroll_to_cursor (RimauPlyListView *self)
{
  RimauGame *game = rimau_session_get_game (self->session);
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (self->move_list, (int) rimau_game_get_cursor (game));

  self->scroll_pending = row != NULL && gtk_widget_get_height (GTK_WIDGET (row)) == 0;
  if (self->follows_end)
    scroll_to_end (gtk_scrolled_window_get_vadjustment (self->moves_scroller));
  else if (row != NULL && !self->scroll_pending)
    scroll_to_row (self, row);
}

/* The list's length or height has changed as it was laid out, its rows
 * already placed: a scroll made now would not move them in this layout.
 * It is made once the window has been laid out; the frame clock then lays
 * the window out again before drawing, so no frame shows the list as it
 * was before the scroll, with its newest row cut off. */
static void
adjustment_changed_cb (RimauPlyListView *self,
                       GtkAdjustment    *adjustment)
{
  if (self->follows_end || self->scroll_pending || self->keeps_cursor)
    self->scroll_queued = TRUE;
}

/* The list's height changes under a row just scrolled to as well: the
 * analysis panel below it grows by what it says of a marked ply as soon
 * as the ply is looked at, after the list has scrolled. Once the person
 * scrolls the list, it stays where they put it. */
static gboolean
scrolled_by_person_cb (RimauPlyListView *self)
{
  self->keeps_cursor = FALSE;
  return GDK_EVENT_PROPAGATE;
}

static void
laid_out_cb (RimauPlyListView *self)
{
  if (!self->scroll_queued || self->session == NULL)
    return;

  self->scroll_queued = FALSE;
  scroll_to_cursor (self);
}

static void
session_changed_cb (RimauPlyListView *self)
{
  RimauGame *game = rimau_session_get_game (self->session);
  guint cursor = rimau_game_get_cursor (game);

  gtk_list_box_select_row (self->move_list, gtk_list_box_get_row_at_index (self->move_list, (int) cursor));
  self->follows_end = cursor == rimau_game_get_n_plies (game);
  self->keeps_cursor = TRUE;
  scroll_to_cursor (self);
}

/* ------------------------------------------------------------------------ */
/* Object                                                                    */

RimauSession *
rimau_ply_list_view_get_session (RimauPlyListView *self)
{
  g_return_val_if_fail (RIMAU_IS_PLY_LIST_VIEW (self), NULL);

  return self->session;
}

void
rimau_ply_list_view_set_session (RimauPlyListView *self,
                                 RimauSession     *session)
{
  g_return_if_fail (RIMAU_IS_PLY_LIST_VIEW (self));
  g_return_if_fail (session == NULL || RIMAU_IS_SESSION (session));

  if (self->session == session)
    return;

  g_clear_signal_handler (&self->changed_id, self->session);
  g_set_object (&self->session, session);
  gtk_list_box_bind_model (self->move_list, session != NULL ? rimau_session_get_plies (session) : NULL,
                           new_ply_row, NULL, NULL);
  if (session != NULL)
    {
      self->changed_id = g_signal_connect_object (session, "changed", G_CALLBACK (session_changed_cb), self,
                                                  G_CONNECT_SWAPPED);
      session_changed_cb (self);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SESSION]);
}

gboolean
rimau_ply_list_view_get_compact (RimauPlyListView *self)
{
  g_return_val_if_fail (RIMAU_IS_PLY_LIST_VIEW (self), FALSE);

  return self->compact;
}

/* A compact list shows a few rows at a fixed height, as under the board
 * of a narrow window; otherwise it takes the height it is given. */
void
rimau_ply_list_view_set_compact (RimauPlyListView *self,
                                 gboolean          compact)
{
  g_return_if_fail (RIMAU_IS_PLY_LIST_VIEW (self));

  compact = !!compact;
  if (compact == self->compact)
    return;

  self->compact = compact;
  gtk_scrolled_window_set_min_content_height (self->moves_scroller, compact ? 120 : 96);
  gtk_scrolled_window_set_max_content_height (self->moves_scroller, compact ? 120 : -1);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COMPACT]);
}

/* Each realization brings a frame clock of its own. */
static void
rimau_ply_list_view_realize (GtkWidget *widget)
{
  RimauPlyListView *self = RIMAU_PLY_LIST_VIEW (widget);

  GTK_WIDGET_CLASS (rimau_ply_list_view_parent_class)->realize (widget);

  self->frame_clock = gtk_widget_get_frame_clock (widget);
  self->laid_out_id = g_signal_connect_swapped (self->frame_clock, "layout", G_CALLBACK (laid_out_cb), self);
}

static void
rimau_ply_list_view_unrealize (GtkWidget *widget)
{
  RimauPlyListView *self = RIMAU_PLY_LIST_VIEW (widget);

  g_clear_signal_handler (&self->laid_out_id, self->frame_clock);
  self->frame_clock = NULL;

  GTK_WIDGET_CLASS (rimau_ply_list_view_parent_class)->unrealize (widget);
}

static void
rimau_ply_list_view_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  RimauPlyListView *self = RIMAU_PLY_LIST_VIEW (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      g_value_set_object (value, self->session);
      break;
    case PROP_COMPACT:
      g_value_set_boolean (value, self->compact);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
rimau_ply_list_view_set_property (GObject      *object,
                                  guint         prop_id,
                                  const GValue *value,
                                  GParamSpec   *pspec)
{
  RimauPlyListView *self = RIMAU_PLY_LIST_VIEW (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      rimau_ply_list_view_set_session (self, g_value_get_object (value));
      break;
    case PROP_COMPACT:
      rimau_ply_list_view_set_compact (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
rimau_ply_list_view_dispose (GObject *object)
{
  RimauPlyListView *self = (RimauPlyListView *) object;

  g_clear_signal_handler (&self->changed_id, self->session);
  g_clear_object (&self->session);
  gtk_widget_dispose_template (GTK_WIDGET (self), RIMAU_TYPE_PLY_LIST_VIEW);

  G_OBJECT_CLASS (rimau_ply_list_view_parent_class)->dispose (object);
}

static void
rimau_ply_list_view_class_init (RimauPlyListViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = rimau_ply_list_view_get_property;
  object_class->set_property = rimau_ply_list_view_set_property;
  object_class->dispose = rimau_ply_list_view_dispose;
  widget_class->realize = rimau_ply_list_view_realize;
  widget_class->unrealize = rimau_ply_list_view_unrealize;

  properties[PROP_SESSION] =
    g_param_spec_object ("session", NULL, NULL, RIMAU_TYPE_SESSION,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* A few rows at a fixed height: set by the window's narrow layout. */
  properties[PROP_COMPACT] =
    g_param_spec_boolean ("compact", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/rimau/Rimau/rimau-ply-list-view.ui");
  gtk_widget_class_bind_template_child (widget_class, RimauPlyListView, moves_scroller);
  gtk_widget_class_bind_template_child (widget_class, RimauPlyListView, move_list);
  gtk_widget_class_bind_template_callback (widget_class, row_activated_cb);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
rimau_ply_list_view_init (RimauPlyListView *self)
{
  GtkEventController *wheel = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_VERTICAL);
  GtkGesture *drag = gtk_gesture_click_new ();

  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect_object (gtk_scrolled_window_get_vadjustment (self->moves_scroller), "changed",
                           G_CALLBACK (adjustment_changed_cb), self, G_CONNECT_SWAPPED);

  /* Seen before the scrolled window and its scroll bar act on them. */
  gtk_event_controller_set_propagation_phase (wheel, GTK_PHASE_CAPTURE);
  g_signal_connect_swapped (wheel, "scroll-begin", G_CALLBACK (scrolled_by_person_cb), self);
  g_signal_connect_swapped (wheel, "scroll", G_CALLBACK (scrolled_by_person_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self->moves_scroller), wheel);
  gtk_event_controller_set_propagation_phase (GTK_EVENT_CONTROLLER (drag), GTK_PHASE_CAPTURE);
  g_signal_connect_swapped (drag, "pressed", G_CALLBACK (scrolled_by_person_cb), self);
  gtk_widget_add_controller (gtk_scrolled_window_get_vscrollbar (self->moves_scroller), GTK_EVENT_CONTROLLER (drag));
}

GtkWidget *
rimau_ply_list_view_new (void)
{
  return g_object_new (RIMAU_TYPE_PLY_LIST_VIEW, NULL);
}
