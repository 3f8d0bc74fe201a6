/* rimau-window.c — a game window: a view of one session
 *
 * The window shows its session's game: the board, the status line, the
 * players and the ply list, laid out beside or under each other as the
 * window's width allows: the template's breakpoint makes the narrow layout,
 * down to a phone's 360 pixels. Everything it shows follows the session's
 * `changed`; what the person does goes to the session, or to the part of
 * it whose job it is (the match, the navigator, the document), through the
 * board and the window's actions (rimau-window-actions.c), and records
 * through rimau-window-files.c. The window tells its session when its
 * searches may start (once the board has been drawn) and when they should
 * wait (while a frame is drawn, or the last ply still moves on the board).
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "rimau-crash-guard.h"
#include "rimau-engine-words.h"
#include "rimau-hint-words.h"
#include "rimau-session-words.h"
#include "rimau-widget-text.h"
#include "rimau-window-private.h"

G_DEFINE_FINAL_TYPE (RimauWindow, rimau_window, ADW_TYPE_APPLICATION_WINDOW)

enum {
  PROP_0,
  PROP_COMPUTERS_PAUSED,
  PROP_NARROW,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  ANNOUNCED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* ------------------------------------------------------------------------ */
/* Status                                                                    */

static void
show_tiger_class (GtkWidget *widget,
                  gboolean   tiger)
{
  if (tiger)
    gtk_widget_add_css_class (widget, "tiger-icon");
  else
    gtk_widget_remove_css_class (widget, "tiger-icon");
}

static void
show_outcome (RimauWindow  *self,
              RimauOutcome  outcome)
{
  g_autofree char *reason = rimau_words_end_reason (self->session);

  rimau_label_show_text (self->result_title, rimau_words_outcome_title (self->session));
  rimau_label_show_text (self->result_reason, reason);
  rimau_image_show_icon (self->result_icon,
                         outcome == RIMAU_OUTCOME_DRAW ? "rimau-draw-symbolic"
                         : rimau_words_side_icon_name (outcome == RIMAU_OUTCOME_TIGERS ? RIMAU_SIDE_TIGERS
                                                                                       : RIMAU_SIDE_MEN));
  show_tiger_class (GTK_WIDGET (self->result_icon), outcome == RIMAU_OUTCOME_TIGERS);
  gtk_stack_set_visible_child_name (self->status_stack, "over");
}

static char *hint_text (RimauWindow     *self,
                        const RimauMove *move);

/* The hint for the position shown, what to play and why, or %NULL. */
static char *
shown_hint_text (RimauWindow *self)
{
  RimauMove hint;

  if (!rimau_board_scene_get_hint (rimau_board_view_get_scene (self->board_view), &hint))
    return NULL;
  return hint_text (self, &hint);
}

static void
show_turn (RimauWindow *self)
{
  RimauSide side = rimau_game_get_side_to_move (rimau_session_get_game (self->session));
  g_autofree char *title = rimau_words_turn_title (self->session);
  g_autofree char *detail = shown_hint_text (self);

  rimau_label_show_text (self->status_title, title);
  if (detail == NULL)
    detail = rimau_words_instruction (self->session);
  rimau_label_show_text (self->status_detail, detail);
  rimau_image_show_icon (self->status_icon, rimau_words_side_icon_name (side));
  show_tiger_class (GTK_WIDGET (self->status_icon), side == RIMAU_SIDE_TIGERS);
  gtk_widget_set_visible (GTK_WIDGET (self->keep_button), rimau_session_can_play_kind (self->session, RIMAU_MOVE_KEEP));
  gtk_widget_set_visible (GTK_WIDGET (self->pass_button), rimau_session_can_play_kind (self->session, RIMAU_MOVE_PASS));
  /* Where the game waits for a paused computer; at a person's turn the
   * Pause button, in the header bar or on a phone under the board, resumes
   * it. */
  gtk_widget_set_visible (GTK_WIDGET (self->resume_button),
                          rimau_match_get_can_resume (rimau_session_get_match (self->session)) &&
                          !rimau_match_is_person (rimau_session_get_match (self->session), side));
  gtk_stack_set_visible_child_name (self->status_stack, "turn");
}

static void
update_status (RimauWindow *self)
{
  RimauOutcome outcome = rimau_game_get_outcome (rimau_session_get_game (self->session));

  if (outcome != RIMAU_OUTCOME_NONE)
    show_outcome (self, outcome);
  else
    show_turn (self);
}

static void
update_review (RimauWindow *self)
{
  gboolean reviewing = rimau_navigator_get_reviewing (rimau_session_get_navigator (self->session));

  gtk_revealer_set_reveal_child (self->review_revealer, reviewing);
  if (reviewing)
    {
      g_autofree char *text = rimau_words_review (self->session);

      rimau_label_show_text (self->review_label, text);
    }
}

/* ------------------------------------------------------------------------ */
/* Following the session                                                     */

static void
update_title (RimauWindow *self)
{
  const RimauRules *rules = rimau_game_get_rules (rimau_session_get_game (self->session));
  GFile *file = rimau_game_document_get_file (rimau_session_get_document (self->session));
  g_autofree char *subtitle = NULL;
  g_autofree char *name = NULL;

  if (rules->captures == rimau_variant_default_captures (rules->variant))
    subtitle = g_strdup (rimau_variant_get_name (rules->variant));
  else if (rules->captures == RIMAU_CAPTURE_ODD)
    /* Translators: %s is a variant name */
    subtitle = g_strdup_printf (_("%s, odd captures"), rimau_variant_get_name (rules->variant));
  else
    subtitle = g_strdup_printf (_("%s, single captures"), rimau_variant_get_name (rules->variant));

  if (file != NULL)
    {
      g_autofree char *basename = g_file_get_basename (file);

      name = g_filename_display_name (basename);
    }
  else
    name = g_strdup (_("Rimau"));

  adw_window_title_set_subtitle (self->window_title, subtitle);
  adw_window_title_set_title (self->window_title, name);
  gtk_window_set_title (GTK_WINDOW (self), name);
}

/* A game played to its end, or the offer answered, is enough: the rules
 * are not offered at the next start. An offer on screen stays until it is
 * answered. */
static void
rules_offered (RimauWindow *self)
{
  if (!g_settings_get_boolean (self->settings, "rules-offered"))
    g_settings_set_boolean (self->settings, "rules-offered", TRUE);
}

/* Offers a newcomer the rules of a game almost nobody knows, until they
 * look at them or finish a game. */
void
rimau_window_offer_rules (RimauWindow *self)
{
  g_return_if_fail (RIMAU_IS_WINDOW (self));

  if (!g_settings_get_boolean (self->settings, "rules-offered"))
    gtk_revealer_set_reveal_child (self->rules_banner, TRUE);
}

/* The rules shown, by the offer's button or otherwise, answer the offer. */
void
_rimau_window_rules_shown (RimauWindow *self)
{
  gtk_revealer_set_reveal_child (self->rules_banner, FALSE);
  rules_offered (self);
}

/* The settings' danger-marks values, in the schema's order. */
enum {
  DANGER_MARKS_AUTOMATIC,
  DANGER_MARKS_ALWAYS,
  DANGER_MARKS_NEVER,
};

/* The men in danger are ringed as the player chose, or, left automatic,
 * for a person playing the men against a computer: they help the one
 * who must keep the men, and would show a person playing the tigers, or
 * the tigers' player at a shared board, what to take. */
static void
update_danger_marks (RimauWindow *self)
{
  RimauMatch *match = rimau_session_get_match (self->session);
  gboolean show;

  switch (g_settings_get_enum (self->settings, "danger-marks"))
    {
    case DANGER_MARKS_ALWAYS:
      show = TRUE;
      break;
    case DANGER_MARKS_NEVER:
      show = FALSE;
      break;
    case DANGER_MARKS_AUTOMATIC:
    default:
      show = rimau_match_is_person (match, RIMAU_SIDE_MEN) && !rimau_match_is_person (match, RIMAU_SIDE_TIGERS);
      break;
    }
  g_object_set (self->board_view, "show-danger", show, NULL);
}

static void
session_changed_cb (RimauWindow *self)
{
  update_danger_marks (self);
  rimau_board_scene_set_interactive (rimau_board_view_get_scene (self->board_view),
                                     rimau_session_get_person_to_move (self->session));
  update_status (self);
  update_review (self);
  _rimau_window_actions_update (self);
  _rimau_window_update_analysis (self);
  _rimau_window_speak_changes (self);
  if (rimau_game_get_outcome (rimau_session_get_game (self->session)) != RIMAU_OUTCOME_NONE)
    rules_offered (self);
}

static void
session_game_cb (RimauWindow *self)
{
  rimau_board_scene_set_game (rimau_board_view_get_scene (self->board_view), rimau_session_get_game (self->session));
  update_title (self);
  _rimau_window_speak_new_game (self);
}

static void
move_chosen_cb (RimauWindow     *self,
                const RimauMove *move,
                RimauBoardScene *scene)
{
  rimau_session_play (self->session, move);
}

/* Leaves the game as it was and says that the side is a person's now,
 * and when a personality that crashed twice in a row, or whose module
 * could not be loaded, is left out of New Game until the player says so. */
static void
computer_failed_cb (RimauWindow  *self,
                    int           side,
                    const char   *name,
                    const char   *id,
                    const GError *error)
{
  g_autofree char *text = NULL;

  if (g_error_matches (error, RIMAU_AI_ERROR, RIMAU_AI_ERROR_PLAYER_DIED) && id != NULL &&
      rimau_crash_guard_note_crash (self->settings, id))
    text = g_strdup_printf (side == RIMAU_SIDE_TIGERS
                            ? _("%s crashed twice in a row: %s. You play the tigers now, and it is left "
                                "out of New Game until you turn it back on in Preferences.")
                            : _("%s crashed twice in a row: %s. You play the men now, and it is left "
                                "out of New Game until you turn it back on in Preferences."),
                            name, error->message);
  else if (g_error_matches (error, RIMAU_AI_ERROR, RIMAU_AI_ERROR_PLUGIN_FAILED_TO_LOAD) && id != NULL &&
           rimau_plugin_loader_find (rimau_plugin_loader_get_default (), id) != NULL &&
           rimau_crash_guard_leave_out (self->settings, id))
    text = g_strdup_printf (side == RIMAU_SIDE_TIGERS
                            ? _("%s could not play: %s. You play the tigers now, and it is left out of "
                                "New Game until you turn it back on in Preferences.")
                            : _("%s could not play: %s. You play the men now, and it is left out of "
                                "New Game until you turn it back on in Preferences."),
                            name, error->message);
  else
    text = g_strdup_printf (side == RIMAU_SIDE_TIGERS
                            ? _("%s could not play: %s. You play the tigers now.")
                            : _("%s could not play: %s. You play the men now."),
                            name, error->message);
  _rimau_window_show_toast (self, text);
}

static void
computer_answered_cb (RimauWindow *self,
                      const char  *id)
{
  rimau_crash_guard_note_answer (self->settings, id);
}

/* The hint @move in words, what to play and why: with the principal line
 * the search found it on when @move is the session's hint, else (a better
 * ply the analysis marked) from the board alone. */
static char *
hint_text (RimauWindow     *self,
           const RimauMove *move)
{
  const RimauPosition *position = rimau_board_scene_get_position (rimau_board_view_get_scene (self->board_view));
  const RimauMove *line;
  guint n_line = rimau_session_get_hint_line (self->session, &line);
  g_autofree char *words = NULL;

  if (n_line == 0 || !rimau_move_equal (&line[0], move))
    {
      line = move;
      n_line = 1;
    }
  words = rimau_words_hint (position, line, n_line);
  /* Translators: %s is a hint in words, what to play and why, such as
   * “Drop a man on b5. It blocks the jump c3×a5.” */
  return g_strdup_printf (_("Hint: %s"), words);
}

/* The toast, one line, says what to play; under the board, the hint says
 * why as well, for as long as it is shown; a screen reader hears it all. */
static void
hint_found_cb (RimauWindow     *self,
               const RimauMove *move)
{
  RimauSide side = rimau_game_get_side_to_move (rimau_session_get_game (self->session));
  g_autofree char *text = hint_text (self, move);
  g_autofree char *ply = rimau_words_hint_ply (side, move);
  /* Translators: %s is what to play, such as “Drop a man on b5” */
  g_autofree char *shown = g_strdup_printf (_("Hint: %s"), ply);

  /* The session's `changed` follows, and the status line with it. */
  rimau_board_scene_set_hint (rimau_board_view_get_scene (self->board_view), move);
  _rimau_window_show_toast_saying (self, shown, text);
}

/* A hint asked for again while it is shown is said again, at once: the
 * toast that showed it first is not shown twice. Returns whether one was. */
gboolean
_rimau_window_repeat_hint (RimauWindow *self)
{
  g_autofree char *text = NULL;
  RimauMove move;

  if (!rimau_board_scene_get_hint (rimau_board_view_get_scene (self->board_view), &move))
    return FALSE;

  text = hint_text (self, &move);
  _rimau_window_announce (self, text);
  return TRUE;
}

static void
hint_failed_cb (RimauWindow  *self,
                const GError *error)
{
  g_autofree char *text = g_strdup_printf (_("No hint: %s"), error->message);

  _rimau_window_show_toast (self, text);
}

static void
autosave_failed_cb (RimauWindow  *self,
                    const GError *error)
{
  g_autofree char *text = g_strdup_printf (_("The game could not be kept for the next start: %s"),
                                           error->message);

  _rimau_window_show_toast (self, text);
}

static void
session_paused_cb (RimauWindow *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COMPUTERS_PAUSED]);
}

static void
connect_session (RimauWindow *self)
{
  RimauMatch *match = rimau_session_get_match (self->session);
  RimauGameDocument *document = rimau_session_get_document (self->session);

  g_signal_connect_object (self->session, "changed", G_CALLBACK (session_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->session, "notify::game", G_CALLBACK (session_game_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->session, "hint-found", G_CALLBACK (hint_found_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->session, "hint-failed", G_CALLBACK (hint_failed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (document, "notify::file", G_CALLBACK (update_title), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (document, "autosave-failed", G_CALLBACK (autosave_failed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (match, "notify::paused", G_CALLBACK (session_paused_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (match, "computer-failed", G_CALLBACK (computer_failed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (match, "computer-answered", G_CALLBACK (computer_answered_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->board_view, "press-refused", G_CALLBACK (_rimau_window_announce), self,
                           G_CONNECT_SWAPPED);

  rimau_player_row_set_session (self->tigers_row, self->session);
  rimau_player_row_set_session (self->men_row, self->session);
  rimau_ply_list_view_set_session (self->ply_list, self->session);
  _rimau_window_connect_analysis (self);
  _rimau_window_connect_notices (self);
  /* A computer's ply waits until the last one has been shown moving. */
  self->holding_binding = g_object_bind_property (self->board_view, "animating", match, "holding-plies",
                                                  G_BINDING_SYNC_CREATE);
}

/* ------------------------------------------------------------------------ */
/* Frames                                                                    */

/* The searches wait while the window draws a frame. A renderer that draws
 * with the processor, as software OpenGL does, needs every core for it: on
 * two cores a frame drawn beside a search took half as long again, 14 ms
 * rather than 9, and now and then more than the 20 ms a person notices.
 * Where a graphics card draws, a frame costs a search a millisecond. */
static void
frame_begun_cb (RimauWindow *self)
{
  rimau_gatekeeper_set_closed (rimau_session_get_gatekeeper (self->session), TRUE);
}

/* Computers start once the window has drawn its first frame: the person
 * sees the board before the computer moves on it, and that first frame
 * does not share the processor with a search. */
static void
frame_drawn_cb (RimauWindow *self)
{
  rimau_gatekeeper_set_closed (rimau_session_get_gatekeeper (self->session), FALSE);
  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    rimau_session_set_computers_enabled (self->session, TRUE);
}

/* Each realization brings a surface, and with it a frame clock, of its own. */
static void
rimau_window_realize (GtkWidget *widget)
{
  RimauWindow *self = RIMAU_WINDOW (widget);

  GTK_WIDGET_CLASS (rimau_window_parent_class)->realize (widget);

  self->frame_clock = gtk_widget_get_frame_clock (widget);
  self->frame_begun_id = g_signal_connect_swapped (self->frame_clock, "before-paint",
                                                   G_CALLBACK (frame_begun_cb), self);
  self->frame_drawn_id = g_signal_connect_swapped (self->frame_clock, "after-paint",
                                                   G_CALLBACK (frame_drawn_cb), self);
}

static void
rimau_window_unrealize (GtkWidget *widget)
{
  RimauWindow *self = RIMAU_WINDOW (widget);

  g_clear_signal_handler (&self->frame_begun_id, self->frame_clock);
  g_clear_signal_handler (&self->frame_drawn_id, self->frame_clock);
  self->frame_clock = NULL;
  rimau_gatekeeper_set_closed (rimau_session_get_gatekeeper (self->session), FALSE);

  GTK_WIDGET_CLASS (rimau_window_parent_class)->unrealize (widget);
}

/* ------------------------------------------------------------------------ */
/* Layout                                                                    */

/* Set by the template's breakpoint, which lays the window out for a narrow
 * width; the style and the help under the board follow it. */
static void
set_narrow (RimauWindow *self,
            gboolean     narrow)
{
  narrow = !!narrow;
  if (narrow == self->narrow && gtk_widget_has_css_class (GTK_WIDGET (self), narrow ? "narrow" : "wide"))
    return;

  self->narrow = narrow;
  gtk_widget_add_css_class (GTK_WIDGET (self), narrow ? "narrow" : "wide");
  gtk_widget_remove_css_class (GTK_WIDGET (self), narrow ? "wide" : "narrow");
  if (self->session != NULL)
    _rimau_window_update_analysis (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NARROW]);
}

/* ------------------------------------------------------------------------ */
/* Window state                                                              */

static void
save_window_state (RimauWindow *self)
{
  int width, height;

  gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
  g_settings_set_boolean (self->settings, "window-maximized", gtk_window_is_maximized (GTK_WINDOW (self)));
  if (!gtk_window_is_maximized (GTK_WINDOW (self)))
    {
      g_settings_set_int (self->settings, "window-width", width);
      g_settings_set_int (self->settings, "window-height", height);
    }
}

static void
restore_window_state (RimauWindow *self)
{
  gtk_window_set_default_size (GTK_WINDOW (self),
                               MAX (360, g_settings_get_int (self->settings, "window-width")),
                               MAX (520, g_settings_get_int (self->settings, "window-height")));
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));
}

static void
close_confirmed_cb (GObject      *source,
                    GAsyncResult *result,
                    gpointer      user_data)
{
  RimauWindow *self = RIMAU_WINDOW (source);

  if (!_rimau_window_confirm_discard_finish (self, result, NULL))
    return;

  self->close_confirmed = TRUE;
  gtk_window_close (GTK_WINDOW (self));
}

/* A game with plies in no file is saved or let go first. */
static gboolean
rimau_window_close_request (GtkWindow *window)
{
  RimauWindow *self = RIMAU_WINDOW (window);

  if (!self->close_confirmed && rimau_game_document_get_modified (rimau_session_get_document (self->session)))
    {
      _rimau_window_confirm_discard_async (self, close_confirmed_cb, NULL);
      return TRUE;
    }

  save_window_state (self);
  rimau_session_set_computers_enabled (self->session, FALSE);

  return GTK_WINDOW_CLASS (rimau_window_parent_class)->close_request (window);
}

/* ------------------------------------------------------------------------ */
/* Object                                                                    */

RimauSession *
rimau_window_get_session (RimauWindow *self)
{
  g_return_val_if_fail (RIMAU_IS_WINDOW (self), NULL);

  return self->session;
}

static void
rimau_window_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  RimauWindow *self = RIMAU_WINDOW (object);

  switch (prop_id)
    {
    case PROP_COMPUTERS_PAUSED:
      /* Asked for while the template is built, before there is a session. */
      g_value_set_boolean (value,
                           self->session != NULL && rimau_match_get_paused (rimau_session_get_match (self->session)));
      break;
    case PROP_NARROW:
      g_value_set_boolean (value, self->narrow);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
rimau_window_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  RimauWindow *self = RIMAU_WINDOW (object);

  switch (prop_id)
    {
    case PROP_COMPUTERS_PAUSED:
      if (g_value_get_boolean (value))
        rimau_match_pause (rimau_session_get_match (self->session));
      else
        rimau_match_resume (rimau_session_get_match (self->session));
      break;
    case PROP_NARROW:
      set_narrow (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
rimau_window_dispose (GObject *object)
{
  RimauWindow *self = (RimauWindow *) object;

  if (self->holding_binding != NULL)
    g_binding_unbind (self->holding_binding);
  self->holding_binding = NULL;
  if (self->session != NULL)
    rimau_session_set_computers_enabled (self->session, FALSE);
  g_clear_handle_id (&self->say_timeout_id, g_source_remove);
  gtk_widget_dispose_template (GTK_WIDGET (self), RIMAU_TYPE_WINDOW);

  G_OBJECT_CLASS (rimau_window_parent_class)->dispose (object);
}

static void
rimau_window_finalize (GObject *object)
{
  RimauWindow *self = (RimauWindow *) object;

  g_clear_object (&self->session);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->spoken_situation, g_free);
  g_clear_pointer (&self->unsaid, g_ptr_array_unref);

  G_OBJECT_CLASS (rimau_window_parent_class)->finalize (object);
}

static void
rimau_window_class_init (RimauWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = rimau_window_dispose;
  object_class->finalize = rimau_window_finalize;
  object_class->get_property = rimau_window_get_property;
  object_class->set_property = rimau_window_set_property;
  widget_class->realize = rimau_window_realize;
  widget_class->unrealize = rimau_window_unrealize;
  window_class->close_request = rimau_window_close_request;

  /* Whether the session's computers are paused: the state of the
   * win.pause-computers action. */
  properties[PROP_COMPUTERS_PAUSED] =
    g_param_spec_boolean ("computers-paused", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* Whether the window is laid out for a narrow width, the side panel under
   * the board; set by the template's breakpoint. */
  properties[PROP_NARROW] =
    g_param_spec_boolean ("narrow", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * RimauWindow::announced:
   * @message: what was said
   *
   * Emitted after the window has told assistive technologies @message,
   * as it does of every change in the game a player needs to hear.
   */
  signals[ANNOUNCED] =
    g_signal_new ("announced",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_STRING | G_SIGNAL_TYPE_STATIC_SCOPE);

  g_type_ensure (RIMAU_TYPE_BOARD_VIEW);
  g_type_ensure (RIMAU_TYPE_PLAYER_ROW);
  g_type_ensure (RIMAU_TYPE_PLY_LIST_VIEW);
  g_type_ensure (RIMAU_TYPE_ANALYSIS_PANEL);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/rimau/Rimau/rimau-window.ui");
  gtk_widget_class_bind_template_child (widget_class, RimauWindow, rules_banner);
  gtk_widget_class_bind_template_child (widget_class, RimauWindow, notice_banner);
  gtk_widget_class_bind_template_child (widget_class, RimauWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, RimauWindow, hint_button);
  gtk_widget_class_bind_template_child (widget_class, RimauWindow, computer_buttons);
  gtk_widget_class_bind_template_child (widget_class, RimauWindow, pause_button);
  gtk_widget_class_bind_template_child (widget_class, RimauWindow, move_now_button);
  gtk_widget_class_bind_template_child (widget_class, RimauWindow, bar_hint_button);
  gtk_widget_class_bind_template_child (widget_class, RimauWindow, bar_computer_buttons);
  gtk_widget_class_bind_template_child (widget_class, RimauWindow, bar_pause_button);
  gtk_widget_class_bind_template_child (widget_class, RimauWindow, bar_move_now_button);
  gtk_widget_class_bind_template_child (widget_class, RimauWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, RimauWindow, review_revealer);
  gtk_widget_class_bind_template_child (widget_class, RimauWindow, review_label);
  gtk_widget_class_bind_template_child (widget_class, RimauWindow, board_view);
  gtk_widget_class_bind_template_child (widget_class, RimauWindow, status_stack);
  gtk_widget_class_bind_template_child (widget_class, RimauWindow, status_icon);
  gtk_widget_class_bind_template_child (widget_class, RimauWindow, status_title);
  gtk_widget_class_bind_template_child (widget_class, RimauWindow, status_detail);
  gtk_widget_class_bind_template_child (widget_class, RimauWindow, keep_button);
  gtk_widget_class_bind_template_child (widget_class, RimauWindow, pass_button);
  gtk_widget_class_bind_template_child (widget_class, RimauWindow, resume_button);
  gtk_widget_class_bind_template_child (widget_class, RimauWindow, result_icon);
  gtk_widget_class_bind_template_child (widget_class, RimauWindow, result_title);
  gtk_widget_class_bind_template_child (widget_class, RimauWindow, result_reason);
  gtk_widget_class_bind_template_child (widget_class, RimauWindow, tigers_row);
  gtk_widget_class_bind_template_child (widget_class, RimauWindow, men_row);
  gtk_widget_class_bind_template_child (widget_class, RimauWindow, ply_list);
  gtk_widget_class_bind_template_child (widget_class, RimauWindow, analysis_panel);
  gtk_widget_class_bind_template_child (widget_class, RimauWindow, help_box);
  gtk_widget_class_bind_template_child (widget_class, RimauWindow, help_label);
  gtk_widget_class_bind_template_child (widget_class, RimauWindow, evaluation_box);
  gtk_widget_class_bind_template_child (widget_class, RimauWindow, evaluation_bar);
  gtk_widget_class_bind_template_child (widget_class, RimauWindow, evaluation_label);

  _rimau_window_class_actions_init (widget_class);
  _rimau_window_class_notices_init (widget_class);
}

static void
rimau_window_init (RimauWindow *self)
{
  RimauGameSetup setup;

  gtk_widget_init_template (GTK_WIDGET (self));

  self->settings = g_settings_new (APP_ID);
  g_settings_bind (self->settings, "show-targets", self->board_view, "show-targets", G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "show-last-move", self->board_view, "show-last-move", G_SETTINGS_BIND_GET);
  g_signal_connect_object (self->settings, "changed::danger-marks", G_CALLBACK (update_danger_marks), self,
                           G_CONNECT_SWAPPED);
  g_settings_bind (self->settings, "show-coordinates", self->board_view, "show-coordinates", G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "board-orientation", self->board_view, "orientation", G_SETTINGS_BIND_GET);

  set_narrow (self, FALSE);
  restore_window_state (self);

  self->session = rimau_session_new ();
  g_settings_bind (self->settings, "computer-delay", rimau_session_get_match (self->session), "computer-delay",
                   G_SETTINGS_BIND_GET);
  rimau_game_setup_load (&setup, self->settings);
  rimau_session_start (self->session, &setup);
  connect_session (self);
  g_signal_connect_object (rimau_board_view_get_scene (self->board_view), "move-chosen",
                           G_CALLBACK (move_chosen_cb), self, G_CONNECT_SWAPPED);
  session_game_cb (self);
  session_changed_cb (self);
}

RimauWindow *
rimau_window_new (RimauApplication *application)
{
  return g_object_new (RIMAU_TYPE_WINDOW, "application", application, NULL);
}
