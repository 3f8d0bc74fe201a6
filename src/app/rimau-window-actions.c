/* rimau-window-actions.c — what a person can do in a game window
 *
 * Every action is installed once for the class; one function enables each
 * after every change of the session, from what the session says is
 * possible.
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "rimau-adw-shortcuts.h"
#include "rimau-board-words.h"
#include "rimau-lesson-window.h"
#include "rimau-new-game-dialog.h"
#include "rimau-puzzles-window.h"
#include "rimau-rules-page.h"
#include "rimau-session-words.h"
#include "rimau-shortcuts-dialog.h"
#include "rimau-window-private.h"

static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  rimau_navigator_undo (rimau_session_get_navigator (RIMAU_WINDOW (widget)->session));
}

static void
redo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  rimau_navigator_redo (rimau_session_get_navigator (RIMAU_WINDOW (widget)->session));
}

/* The keyboard goes back to the board, at the point the player was on. */
static void
give_focus_to_board (RimauWindow *self)
{
  rimau_board_view_set_focus_point (self->board_view, rimau_board_view_get_focus_point (self->board_view));
}

/* Keep Both and Pass are buttons that go away once pressed: the keyboard
 * goes back to the board, at the point the player was on, rather than to
 * whatever GTK finds next. */
static void
play_still_ply (RimauWindow   *self,
                RimauMoveKind  kind)
{
  if (rimau_session_play_kind (self->session, kind))
    give_focus_to_board (self);
}

static void
keep_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  play_still_ply (RIMAU_WINDOW (widget), RIMAU_MOVE_KEEP);
}

static void
pass_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  play_still_ply (RIMAU_WINDOW (widget), RIMAU_MOVE_PASS);
}

/* Resume is a button that goes away once pressed: pressed from the
 * keyboard, it gives the keyboard back to the board, as Keep Both does. */
static void
resume_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  RimauWindow *self = RIMAU_WINDOW (widget);
  gboolean on_button = gtk_widget_has_focus (GTK_WIDGET (self->resume_button));

  rimau_match_resume (rimau_session_get_match (self->session));
  if (on_button)
    give_focus_to_board (self);
}

/* Move Now cannot be pressed again once the computer has played: pressed
 * from the keyboard, it gives the keyboard back to the board rather than
 * leave it on a button that is about to be disabled. */
static void
move_now_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  RimauWindow *self = RIMAU_WINDOW (widget);

  if (gtk_widget_has_focus (GTK_WIDGET (self->move_now_button)) ||
      gtk_widget_has_focus (GTK_WIDGET (self->bar_move_now_button)))
    give_focus_to_board (self);
  rimau_match_move_now (rimau_session_get_match (self->session));
}

static void
hint_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  RimauWindow *self = RIMAU_WINDOW (widget);

  if (!_rimau_window_repeat_hint (self))
    rimau_session_hint (self->session);
}

/* Ask the board: each answer is said, wherever the focus is. */
static void
say_situation_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  RimauWindow *self = RIMAU_WINDOW (widget);
  g_autofree char *words = rimau_words_situation (self->session);

  _rimau_window_announce (self, words);
}

static void
say_board_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  RimauWindow *self = RIMAU_WINDOW (widget);
  RimauBoardScene *scene = rimau_board_view_get_scene (self->board_view);
  g_autofree char *words = NULL;

  if (g_str_equal (action_name, "win.say-pieces"))
    words = rimau_words_pieces (scene);
  else if (g_str_equal (action_name, "win.say-danger"))
    words = rimau_words_danger (scene);
  else if (g_str_equal (action_name, "win.say-moves"))
    words = rimau_words_legal_plies (scene);
  else
    words = rimau_words_last_ply (scene);
  _rimau_window_announce (self, words);
}

static void
back_to_game_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  rimau_navigator_back_to_game (rimau_session_get_navigator (RIMAU_WINDOW (widget)->session));
}

/* The history's positions go from the start to the game's own position;
 * looking at any other leaves the game as it is. */
static void
go_to_ply (RimauWindow *self,
           guint        index)
{
  if (index <= rimau_navigator_get_resume_cursor (rimau_session_get_navigator (self->session)))
    rimau_navigator_review (rimau_session_get_navigator (self->session), index);
}

static guint
shown_ply (RimauWindow *self)
{
  return rimau_game_get_cursor (rimau_session_get_game (self->session));
}

static void
go_start_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  go_to_ply (RIMAU_WINDOW (widget), 0);
}

static void
go_back_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  RimauWindow *self = RIMAU_WINDOW (widget);

  if (shown_ply (self) > 0)
    go_to_ply (self, shown_ply (self) - 1);
}

static void
go_forward_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  RimauWindow *self = RIMAU_WINDOW (widget);

  go_to_ply (self, shown_ply (self) + 1);
}

static void
go_end_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  rimau_navigator_back_to_game (rimau_session_get_navigator (RIMAU_WINDOW (widget)->session));
}

static void
play_from_here_response_cb (RimauWindow    *self,
                            const char     *response,
                            AdwAlertDialog *dialog)
{
  if (g_strcmp0 (response, "play") == 0)
    rimau_navigator_play_from_here (rimau_session_get_navigator (self->session));
}

static void
play_from_here_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  RimauWindow *self = RIMAU_WINDOW (widget);
  RimauGame *game = rimau_session_get_game (self->session);
  guint later = rimau_game_get_n_plies (game) - rimau_game_get_cursor (game);
  AdwDialog *dialog;

  if (!rimau_navigator_get_reviewing (rimau_session_get_navigator (self->session)))
    return;

  dialog = adw_alert_dialog_new (_("Play From Here?"), NULL);
  adw_alert_dialog_format_body (ADW_ALERT_DIALOG (dialog),
                                ngettext ("The next move played replaces the %u move that followed this position.",
                                          "The next move played replaces the %u moves that followed this position.",
                                          later),
                                later);
  adw_alert_dialog_add_responses (ADW_ALERT_DIALOG (dialog),
                                  "cancel", _("_Cancel"),
                                  "play", _("Play _From Here"),
                                  NULL);
  adw_alert_dialog_set_response_appearance (ADW_ALERT_DIALOG (dialog), "play", ADW_RESPONSE_DESTRUCTIVE);
  adw_alert_dialog_set_default_response (ADW_ALERT_DIALOG (dialog), "cancel");
  adw_alert_dialog_set_close_response (ADW_ALERT_DIALOG (dialog), "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (play_from_here_response_cb), self, G_CONNECT_SWAPPED);
  adw_dialog_present (dialog, GTK_WIDGET (self));
}

static void
new_game_start_cb (RimauWindow        *self,
                   RimauNewGameDialog *dialog)
{
  RimauGameSetup setup;

  rimau_new_game_dialog_get_setup (dialog, &setup);
  rimau_game_setup_save (&setup, self->settings);
  rimau_session_start (self->session, &setup);
  adw_dialog_close (ADW_DIALOG (dialog));
}

static void
show_new_game_dialog (RimauWindow *self)
{
  RimauNewGameDialog *dialog;
  RimauGameSetup last;

  rimau_game_setup_load (&last, self->settings);
  dialog = rimau_new_game_dialog_new (&last);
  g_signal_connect_object (dialog, "start", G_CALLBACK (new_game_start_cb), self, G_CONNECT_SWAPPED);
  adw_dialog_present (ADW_DIALOG (dialog), GTK_WIDGET (self));
}

static void
new_game_confirmed_cb (GObject      *source,
                       GAsyncResult *result,
                       gpointer      user_data)
{
  RimauWindow *self = RIMAU_WINDOW (source);

  if (_rimau_window_confirm_discard_finish (self, result, NULL))
    show_new_game_dialog (self);
}

static void
new_game_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  _rimau_window_confirm_discard_async (RIMAU_WINDOW (widget), new_game_confirmed_cb, NULL);
}

static void
open_confirmed_cb (GObject      *source,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  RimauWindow *self = RIMAU_WINDOW (source);

  if (_rimau_window_confirm_discard_finish (self, result, NULL))
    _rimau_window_choose_file_to_open (self);
}

static void
open_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  _rimau_window_confirm_discard_async (RIMAU_WINDOW (widget), open_confirmed_cb, NULL);
}

/* Nothing follows a save asked for by itself: the person is told how it
 * went either way. */
static void
save_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  _rimau_window_save_async (RIMAU_WINDOW (widget), NULL, NULL);
}

static void
save_as_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  _rimau_window_save_as_async (RIMAU_WINDOW (widget), NULL, NULL);
}

static void
show_rules_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  RimauWindow *self = RIMAU_WINDOW (widget);
  RimauGame *game = rimau_session_get_game (self->session);

  _rimau_window_rules_shown (self);
  gtk_window_present (rimau_rules_page_new_window (GTK_WINDOW (self), rimau_game_get_rules (game)));
}

/* A puzzle tried answers the offer of the rules as well as the rules
 * read: the newcomer has found a way in. */
static void
show_puzzles_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  RimauWindow *self = RIMAU_WINDOW (widget);

  _rimau_window_rules_shown (self);
  gtk_window_present (rimau_puzzles_window_new (GTK_WINDOW (self)));
}

/* The first lesson is a way in as good as the rules read. */
static void
show_lesson_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  RimauWindow *self = RIMAU_WINDOW (widget);

  _rimau_window_rules_shown (self);
  gtk_window_present (rimau_lesson_window_new (GTK_WINDOW (self)));
}

/* libadwaita's Keyboard Shortcuts dialog where it has one, from 1.8, and
 * the game's own before. */
static void
show_shortcuts_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  AdwDialog *dialog;

#if ADW_CHECK_VERSION (1, 8, 0)
  dialog = rimau_adw_shortcuts_dialog_new ();
#else
  dialog = ADW_DIALOG (rimau_shortcuts_dialog_new (gtk_window_get_application (GTK_WINDOW (widget))));
#endif
  adw_dialog_present (dialog, widget);
}

static void
analyse_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  rimau_analyst_start (rimau_session_get_analyst (RIMAU_WINDOW (widget)->session));
}

static void
stop_analysis_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  rimau_analyst_cancel (rimau_session_get_analyst (RIMAU_WINDOW (widget)->session));
}

/* The position before the ply shown, where the board marks the better
 * ply the analysis found. */
static void
show_better_ply_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  RimauWindow *self = RIMAU_WINDOW (widget);
  guint shown = shown_ply (self);

  if (shown > 0)
    rimau_navigator_review (rimau_session_get_navigator (self->session), shown - 1);
}

/* Whether the ply that led to the position shown is one the analysis
 * marked. */
static gboolean
shows_marked_ply (RimauWindow *self)
{
  RimauAnalysis *analysis = rimau_analyst_get_analysis (rimau_session_get_analyst (self->session));
  guint shown = shown_ply (self);

  return analysis != NULL && shown > 0 &&
         rimau_analysis_get_mark (analysis, shown - 1) != RIMAU_MARK_NONE;
}

/* Whether there is anything left to analyse in the game. */
static gboolean
can_analyse (RimauWindow *self)
{
  RimauAnalyst *analyst = rimau_session_get_analyst (self->session);
  RimauAnalysis *analysis = rimau_analyst_get_analysis (analyst);

  if (!rimau_analyst_get_available (analyst) || rimau_analyst_get_running (analyst))
    return FALSE;
  return analysis == NULL || !rimau_analysis_is_complete (analysis);
}

void
_rimau_window_class_actions_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.new-game", NULL, new_game_action);
  gtk_widget_class_install_action (widget_class, "win.open", NULL, open_action);
  gtk_widget_class_install_action (widget_class, "win.save", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "win.save-as", NULL, save_as_action);
  gtk_widget_class_install_action (widget_class, "win.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "win.redo", NULL, redo_action);
  gtk_widget_class_install_action (widget_class, "win.keep", NULL, keep_action);
  gtk_widget_class_install_action (widget_class, "win.pass", NULL, pass_action);
  gtk_widget_class_install_action (widget_class, "win.resume", NULL, resume_action);
  /* A toggle: its state is whether the computers are paused. */
  gtk_widget_class_install_property_action (widget_class, "win.pause-computers", "computers-paused");
  gtk_widget_class_install_action (widget_class, "win.move-now", NULL, move_now_action);
  gtk_widget_class_install_action (widget_class, "win.hint", NULL, hint_action);
  gtk_widget_class_install_action (widget_class, "win.back-to-game", NULL, back_to_game_action);
  gtk_widget_class_install_action (widget_class, "win.say-situation", NULL, say_situation_action);
  gtk_widget_class_install_action (widget_class, "win.say-pieces", NULL, say_board_action);
  gtk_widget_class_install_action (widget_class, "win.say-danger", NULL, say_board_action);
  gtk_widget_class_install_action (widget_class, "win.say-moves", NULL, say_board_action);
  gtk_widget_class_install_action (widget_class, "win.say-last-move", NULL, say_board_action);
  gtk_widget_class_install_action (widget_class, "win.go-start", NULL, go_start_action);
  gtk_widget_class_install_action (widget_class, "win.go-back", NULL, go_back_action);
  gtk_widget_class_install_action (widget_class, "win.go-forward", NULL, go_forward_action);
  gtk_widget_class_install_action (widget_class, "win.go-end", NULL, go_end_action);
  gtk_widget_class_install_action (widget_class, "win.play-from-here", NULL, play_from_here_action);
  gtk_widget_class_install_action (widget_class, "win.show-rules", NULL, show_rules_action);
  gtk_widget_class_install_action (widget_class, "win.show-puzzles", NULL, show_puzzles_action);
  gtk_widget_class_install_action (widget_class, "win.show-lesson", NULL, show_lesson_action);
  gtk_widget_class_install_action (widget_class, "win.show-shortcuts", NULL, show_shortcuts_action);
  gtk_widget_class_install_action (widget_class, "win.analyse", NULL, analyse_action);
  gtk_widget_class_install_action (widget_class, "win.stop-analysis", NULL, stop_analysis_action);
  gtk_widget_class_install_action (widget_class, "win.show-better-ply", NULL, show_better_ply_action);
}

/* The pause button says what it does: pause the computers, or resume
 * them. */
static void
show_pause_state (GtkButton  *button,
                  const char *icon,
                  const char *name)
{
  gtk_button_set_icon_name (button, icon);
  gtk_widget_set_tooltip_text (GTK_WIDGET (button), name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                  -1);
}

/* Both of its copies: the header bar's and the phone's bar's. */
static void
update_pause_button (RimauWindow *self)
{
  gboolean paused = rimau_match_get_paused (rimau_session_get_match (self->session));
  const char *icon = paused ? "media-playback-start-symbolic" : "media-playback-pause-symbolic";
  const char *name = paused ? _("Resume") : _("Pause");

  if (g_strcmp0 (gtk_button_get_icon_name (self->pause_button), icon) == 0)
    return;

  show_pause_state (self->pause_button, icon, name);
  show_pause_state (self->bar_pause_button, icon, name);
}

void
_rimau_window_actions_update (RimauWindow *self)
{
  RimauSession *session = self->session;
  RimauMatch *match = rimau_session_get_match (session);
  RimauNavigator *navigator = rimau_session_get_navigator (session);
  GtkWidget *widget = GTK_WIDGET (self);
  gboolean reviewing = rimau_navigator_get_reviewing (navigator);
  gboolean hint_offered = rimau_plugin_loader_find_master (rimau_plugin_loader_get_default ()) != NULL;
  gboolean computer_plays = rimau_game_setup_count_people (rimau_match_get_setup (match)) < 2;

  gtk_widget_action_set_enabled (widget, "win.undo", rimau_navigator_get_can_undo (navigator));
  gtk_widget_action_set_enabled (widget, "win.redo", rimau_navigator_get_can_redo (navigator));
  gtk_widget_action_set_enabled (widget, "win.keep", rimau_session_can_play_kind (session, RIMAU_MOVE_KEEP));
  gtk_widget_action_set_enabled (widget, "win.pass", rimau_session_can_play_kind (session, RIMAU_MOVE_PASS));
  gtk_widget_action_set_enabled (widget, "win.resume", rimau_match_get_can_resume (match));
  gtk_widget_action_set_enabled (widget, "win.pause-computers", rimau_match_get_pausable (match));
  gtk_widget_action_set_enabled (widget, "win.move-now", rimau_match_get_can_move_now (match));
  gtk_widget_action_set_enabled (widget, "win.hint", rimau_session_get_hint_available (session));
  gtk_widget_action_set_enabled (widget, "win.back-to-game", reviewing);
  gtk_widget_action_set_enabled (widget, "win.play-from-here", reviewing);
  gtk_widget_action_set_enabled (widget, "win.go-start", shown_ply (self) > 0);
  gtk_widget_action_set_enabled (widget, "win.go-back", shown_ply (self) > 0);
  gtk_widget_action_set_enabled (widget, "win.go-forward", reviewing);
  gtk_widget_action_set_enabled (widget, "win.go-end", reviewing);
  gtk_widget_action_set_enabled (widget, "win.analyse", can_analyse (self));
  gtk_widget_action_set_enabled (widget, "win.stop-analysis",
                                 rimau_analyst_get_running (rimau_session_get_analyst (session)));
  gtk_widget_action_set_enabled (widget, "win.show-better-ply", shows_marked_ply (self));
  /* The breakpoint shows the header bar's copies or the phone's bar's:
   * both follow the game. */
  gtk_widget_set_visible (GTK_WIDGET (self->hint_button), hint_offered);
  gtk_widget_set_visible (GTK_WIDGET (self->bar_hint_button), hint_offered);
  gtk_widget_set_visible (GTK_WIDGET (self->computer_buttons), computer_plays);
  gtk_widget_set_visible (GTK_WIDGET (self->bar_computer_buttons), computer_plays);
  update_pause_button (self);
}
