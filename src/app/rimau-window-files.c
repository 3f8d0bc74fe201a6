/* rimau-window-files.c — a game window's records: open, save, keep
 *
 * The session's document reads and writes the records, and the session
 * shows a game read; here the person chooses the files, is told what went
 * wrong, and is asked before a game with plies in no file would be
 * replaced or closed. Opening never touches the game shown until the
 * record has been read in full; a failed save leaves the old file as it
 * was.
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "rimau-kept-games.h"
#include "rimau-window-private.h"

/* ------------------------------------------------------------------------ */
/* Helpers                                                                   */


/* The window's game as a file: the session's document. */
static RimauGameDocument *
document_of (RimauWindow *self)
{
  return rimau_session_get_document (self->session);
}
static char *
file_display_name (GFile *file)
{
  g_autofree char *basename = g_file_get_basename (file);

  return g_filename_display_name (basename);
}

/* Shows @shown for a few seconds over the side panel, and says @said.
 * The window says it itself: libadwaita announces a toast from the toast,
 * which Orca does not speak (libadwaita 1.7), so a toast alone was a
 * silent hint. */
void
_rimau_window_show_toast_saying (RimauWindow *self,
                                 const char  *shown,
                                 const char  *said)
{
  AdwToast *toast = adw_toast_new (shown);

  adw_toast_set_timeout (toast, 6);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
  _rimau_window_announce (self, said);
}

/* Shows @text for a few seconds over the side panel, and says it. */
void
_rimau_window_show_toast (RimauWindow *self,
                          const char  *text)
{
  _rimau_window_show_toast_saying (self, text, text);
}

static void
show_error (RimauWindow *self,
            const char  *heading,
            const char  *body)
{
  AdwDialog *dialog = adw_alert_dialog_new (heading, body);

  adw_alert_dialog_add_response (ADW_ALERT_DIALOG (dialog), "close", _("_Close"));
  adw_dialog_present (dialog, GTK_WIDGET (self));
}

/* The folder a file dialog shows first: the player's documents, or home
 * where there are none. The working directory the game was started from
 * says nothing about where its player keeps games. */
static GFile *
first_folder (void)
{
  const char *documents = g_get_user_special_dir (G_USER_DIRECTORY_DOCUMENTS);

  if (documents != NULL && g_file_test (documents, G_FILE_TEST_IS_DIR))
    return g_file_new_for_path (documents);

  return g_file_new_for_path (g_get_home_dir ());
}

/* A file dialog that offers the game records of the first folder. */
static GtkFileDialog *
new_record_dialog (const char *title,
                   const char *accept_label)
{
  GtkFileDialog *dialog = gtk_file_dialog_new ();
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();
  g_autoptr(GListStore) filters = g_list_store_new (GTK_TYPE_FILE_FILTER);
  g_autoptr(GFile) folder = first_folder ();

  gtk_file_filter_set_name (filter, _("Rimau Games"));
  gtk_file_filter_add_mime_type (filter, "application/x-rimau");
  gtk_file_filter_add_suffix (filter, "rimau");
  g_list_store_append (filters, filter);

  gtk_file_dialog_set_title (dialog, title);
  gtk_file_dialog_set_accept_label (dialog, accept_label);
  gtk_file_dialog_set_filters (dialog, G_LIST_MODEL (filters));
  gtk_file_dialog_set_default_filter (dialog, filter);
  gtk_file_dialog_set_initial_folder (dialog, folder);
  return dialog;
}

/* A file dialog that ends without a file was dismissed, which needs no
 * word, or failed, which the person is told. */
static void
report_file_dialog_error (RimauWindow  *self,
                          const GError *error)
{
  if (g_error_matches (error, GTK_DIALOG_ERROR, GTK_DIALOG_ERROR_DISMISSED))
    return;

  show_error (self, _("Could Not Choose a File"), error->message);
}

/* The outcome of one of the window's tasks, begun by @source_tag. */
static gboolean
propagate_boolean (RimauWindow   *self,
                   GAsyncResult  *result,
                   gpointer       source_tag,
                   GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == source_tag, FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

/* ------------------------------------------------------------------------ */
/* Saving                                                                    */

/* A save's task: the window is its source object, and once known, the
 * file written to its task data, to name in what the person is told. */
static GTask *
new_save_task (RimauWindow         *self,
               GAsyncReadyCallback  callback,
               gpointer             user_data)
{
  GTask *task = g_task_new (self, NULL, callback, user_data);

  g_task_set_source_tag (task, _rimau_window_save_async);
  return task;
}

static void
session_saved_cb (GObject      *source,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  RimauWindow *self = g_task_get_source_object (task);
  g_autoptr(GError) error = NULL;

  if (!rimau_game_document_save_finish (RIMAU_GAME_DOCUMENT (source), result, &error))
    {
      g_autofree char *name = file_display_name (g_task_get_task_data (task));
      g_autofree char *heading = g_strdup_printf (_("Could Not Save “%s”"), name);

      /* The file on disk is the one saved before, untouched, and what was
       * to follow the save does not happen. */
      show_error (self, heading, error->message);
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }

  _rimau_window_show_toast (self, _("Game saved"));
  g_task_return_boolean (task, TRUE);
}

/* Writes the game to @file for @task, which it takes. */
static void
save_to (GTask *task,
         GFile *file)
{
  RimauWindow *self = g_task_get_source_object (task);

  g_task_set_task_data (task, g_object_ref (file), g_object_unref);
  rimau_game_document_save_async (document_of (self), file, NULL, session_saved_cb, task);
}

static void
save_file_chosen_cb (GObject      *source,
                     GAsyncResult *result,
                     gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) file = gtk_file_dialog_save_finish (GTK_FILE_DIALOG (source), result, &error);

  if (file == NULL)
    {
      report_file_dialog_error (g_task_get_source_object (task), error);
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }

  save_to (g_steal_pointer (&task), file);
}

/* Asks the person for the file to save the game to, for @task, which it
 * takes. */
static void
choose_file_to_save (GTask *task)
{
  RimauWindow *self = g_task_get_source_object (task);
  g_autoptr(GtkFileDialog) dialog = new_record_dialog (_("Save Game"), _("_Save"));
  GFile *file = rimau_game_document_get_file (document_of (self));

  /* A game read from a file is offered back into it. */
  if (file != NULL)
    gtk_file_dialog_set_initial_file (dialog, file);
  else
    /* Translators: the file name offered for a new game record */
    gtk_file_dialog_set_initial_name (dialog, _("Rimau game.rimau"));

  gtk_file_dialog_save (dialog, GTK_WINDOW (self), NULL, save_file_chosen_cb, task);
}

/* Saves the game to its file, or to one the person chooses when it has
 * none, and tells the person how it went: a toast once it is saved, an
 * alert when it could not be. Finishes with an error when the game was
 * not saved, the file dialog dismissed (GTK_DIALOG_ERROR_DISMISSED) or the
 * saving failed, for the caller not to go on. */
void
_rimau_window_save_async (RimauWindow         *self,
                          GAsyncReadyCallback  callback,
                          gpointer             user_data)
{
  GTask *task = new_save_task (self, callback, user_data);
  GFile *file = rimau_game_document_get_file (document_of (self));

  if (file != NULL)
    save_to (task, file);
  else
    choose_file_to_save (task);
}

/* As _rimau_window_save_async(), always into a file the person chooses. */
void
_rimau_window_save_as_async (RimauWindow         *self,
                             GAsyncReadyCallback  callback,
                             gpointer             user_data)
{
  choose_file_to_save (new_save_task (self, callback, user_data));
}

/* Whether the game was saved; the person has been told why not. */
gboolean
_rimau_window_save_finish (RimauWindow   *self,
                           GAsyncResult  *result,
                           GError       **error)
{
  return propagate_boolean (self, result, _rimau_window_save_async, error);
}

/* ------------------------------------------------------------------------ */
/* Plies in no file                                                          */

/* The confirmation under way waits on its dialog until it is answered. */
#define CONFIRM_TASK "rimau-confirm-task"

static void
return_cancelled (GTask *task)
{
  g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED, "The game is kept");
}

/* A dialog gone unanswered, with the window it was in, kept the game. */
static void
dialog_gone_unanswered (gpointer data)
{
  g_autoptr(GTask) task = data;

  return_cancelled (task);
}

/* What was to happen happens once the dialog is gone: it may close the
 * window the dialog belongs to. */
static void
go_on_idle (gpointer data)
{
  g_autoptr(GTask) task = data;

  g_task_return_boolean (task, TRUE);
}

static void
confirm_saved_cb (GObject      *source,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  GError *error = NULL;

  if (_rimau_window_save_finish (RIMAU_WINDOW (source), result, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

static void
confirm_response_cb (AdwAlertDialog *dialog,
                     const char     *response,
                     gpointer        user_data)
{
  g_autoptr(GTask) task = g_object_steal_data (G_OBJECT (dialog), CONFIRM_TASK);
  RimauWindow *self = g_task_get_source_object (task);

  if (g_strcmp0 (response, "save") == 0)
    _rimau_window_save_async (self, confirm_saved_cb, g_steal_pointer (&task));
  else if (g_strcmp0 (response, "discard") == 0)
    {
      rimau_game_document_discard (document_of (self));
      g_idle_add_once (go_on_idle, g_steal_pointer (&task));
    }
  else
    return_cancelled (task);
}

static AdwDialog *
new_confirm_dialog (RimauWindow *self)
{
  GFile *file = rimau_game_document_get_file (document_of (self));
  gboolean over = rimau_game_get_outcome (rimau_session_get_game (self->session)) != RIMAU_OUTCOME_NONE;

  /* The file's name is in the body, where it may wrap: a heading is one
   * line, and a long name would not fit in it. */
  if (file != NULL)
    {
      g_autofree char *name = file_display_name (file);
      g_autofree char *body = g_strdup_printf (_("The changes to “%s” are lost unless you save them."), name);

      return adw_alert_dialog_new (_("Save Changes?"), body);
    }

  return adw_alert_dialog_new (_("Save the Game?"),
                               over ? _("This game is lost unless you save it.")
                                    : _("The game in progress is lost unless you save it."));
}

static void
add_confirm_responses (RimauWindow    *self,
                       AdwAlertDialog *dialog)
{
  adw_alert_dialog_add_responses (dialog,
                                  "cancel", _("_Cancel"),
                                  "discard", _("_Discard"),
                                  "save", rimau_game_document_get_file (document_of (self)) != NULL ? _("_Save")
                                                                                          : _("_Save As…"),
                                  NULL);
  adw_alert_dialog_set_response_appearance (dialog, "discard", ADW_RESPONSE_DESTRUCTIVE);
  adw_alert_dialog_set_response_appearance (dialog, "save", ADW_RESPONSE_SUGGESTED);
  adw_alert_dialog_set_default_response (dialog, "save");
  adw_alert_dialog_set_close_response (dialog, "cancel");
}

/* Lets the game shown go, for something to replace or close it: at once
 * if it holds no plies that are in no file, or else once the person saved
 * it or chose to discard it. */
void
_rimau_window_confirm_discard_async (RimauWindow         *self,
                                     GAsyncReadyCallback  callback,
                                     gpointer             user_data)
{
  g_autoptr(GTask) task = g_task_new (self, NULL, callback, user_data);
  AdwDialog *dialog;

  g_task_set_source_tag (task, _rimau_window_confirm_discard_async);
  if (!rimau_game_document_get_modified (document_of (self)))
    {
      g_task_return_boolean (task, TRUE);
      return;
    }

  dialog = new_confirm_dialog (self);
  add_confirm_responses (self, ADW_ALERT_DIALOG (dialog));
  g_object_set_data_full (G_OBJECT (dialog), CONFIRM_TASK, g_steal_pointer (&task), dialog_gone_unanswered);
  g_signal_connect (dialog, "response", G_CALLBACK (confirm_response_cb), NULL);
  adw_dialog_present (dialog, GTK_WIDGET (self));
}

/* Whether to go on with what was to replace or close the game: %FALSE
 * with an error when the person cancelled (G_IO_ERROR_CANCELLED) or the
 * game they chose to save was not saved. */
gboolean
_rimau_window_confirm_discard_finish (RimauWindow   *self,
                                      GAsyncResult  *result,
                                      GError       **error)
{
  return propagate_boolean (self, result, _rimau_window_confirm_discard_async, error);
}

/* ------------------------------------------------------------------------ */
/* Opening                                                                   */

static void
record_read_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  RimauWindow *self = g_task_get_source_object (task);
  g_autoptr(GError) error = NULL;
  g_autoptr(RimauGame) game = rimau_game_document_read_finish (RIMAU_GAME_DOCUMENT (source), result, &error);

  /* A record that cannot be read leaves the game shown as it was. */
  if (game == NULL)
    {
      g_autofree char *name = file_display_name (g_task_get_task_data (task));
      g_autofree char *heading = g_strdup_printf (_("Could Not Open “%s”"), name);

      show_error (self, heading, error->message);
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }

  rimau_session_open_record (self->session, game, g_task_get_task_data (task));
  g_task_return_boolean (task, TRUE);
}

/* Shows the game of the record @file, or tells the person why it cannot. */
static void
open_record (RimauWindow *self,
             GFile       *file)
{
  /* The task keeps the window, and the file to name if it cannot be read. */
  GTask *task = g_task_new (self, NULL, NULL, NULL);

  g_task_set_source_tag (task, open_record);
  g_task_set_task_data (task, g_object_ref (file), g_object_unref);
  rimau_game_document_read_async (document_of (self), file, NULL, record_read_cb, task);
}

static void
open_confirmed_cb (GObject      *source,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  RimauWindow *self = RIMAU_WINDOW (source);
  g_autoptr(GFile) file = user_data;

  if (_rimau_window_confirm_discard_finish (self, result, NULL))
    open_record (self, file);
}

/* Opens @file in the window, once the game shown is saved or let go. */
void
rimau_window_open_file (RimauWindow *self,
                        GFile       *file)
{
  g_return_if_fail (RIMAU_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  _rimau_window_confirm_discard_async (self, open_confirmed_cb, g_object_ref (file));
}

static void
open_file_chosen_cb (GObject      *source,
                     GAsyncResult *result,
                     gpointer      user_data)
{
  g_autoptr(RimauWindow) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) file = gtk_file_dialog_open_finish (GTK_FILE_DIALOG (source), result, &error);

  if (file == NULL)
    report_file_dialog_error (self, error);
  else
    open_record (self, file);
}

void
_rimau_window_choose_file_to_open (RimauWindow *self)
{
  g_autoptr(GtkFileDialog) dialog = new_record_dialog (_("Open Game"), _("_Open"));

  gtk_file_dialog_open (dialog, GTK_WINDOW (self), NULL, open_file_chosen_cb, g_object_ref (self));
}

/* ------------------------------------------------------------------------ */
/* The game kept for the next start                                          */

/* Says @title in the banner over the board, with a button: what the
 * person must not miss, and may have to read twice, such as a path. */
static void
show_notice (RimauWindow *self,
             const char  *title,
             const char  *button_label,
             const char  *action_name)
{
  adw_banner_set_title (self->notice_banner, title);
  adw_banner_set_button_label (self->notice_banner, button_label);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->notice_banner), action_name);
  adw_banner_set_revealed (self->notice_banner, TRUE);
}

static void
hide_notice (RimauWindow *self)
{
  adw_banner_set_revealed (self->notice_banner, FALSE);
}

/* Its button, whatever else it does, answers the banner. */
static void
notice_button_clicked_cb (RimauWindow *self)
{
  hide_notice (self);
}

/* The computers paused after an unclean exit are resumed, by the banner or
 * otherwise, or there is no game of theirs any more: the banner has done
 * its work. */
static void
session_paused_cb (RimauWindow *self)
{
  if (!rimau_match_get_paused (rimau_session_get_match (self->session)) &&
      g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (self->notice_banner)), "win.resume") == 0)
    hide_notice (self);
}

void
_rimau_window_connect_notices (RimauWindow *self)
{
  g_signal_connect_object (rimau_session_get_match (self->session), "notify::paused", G_CALLBACK (session_paused_cb),
                           self, G_CONNECT_SWAPPED);
}

void
_rimau_window_class_notices_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_bind_template_callback (widget_class, notice_button_clicked_cb);
}

static void
show_kept_game_back (RimauWindow *self)
{
  GFile *record = rimau_game_document_get_file (document_of (self));
  AdwToast *toast;

  if (rimau_match_get_paused (rimau_session_get_match (self->session)))
    {
      /* The computers wait: they may be what crashed. */
      show_notice (self, _("Rimau did not close properly last time; the computer players are paused"),
                   _("_Resume"), "win.resume");
      return;
    }

  if (record != NULL)
    {
      g_autofree char *name = file_display_name (record);
      /* Translators: %s is the name of a game record */
      g_autofree char *text = g_strdup_printf (_("The unsaved changes to “%s” are back"), name);

      _rimau_window_show_toast (self, text);
      return;
    }

  toast = adw_toast_new (_("Your last game is back"));
  adw_toast_set_button_label (toast, _("_New Game"));
  adw_toast_set_action_name (toast, "win.new-game");
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
  _rimau_window_announce (self, adw_toast_get_title (toast));
}

/* A kept game that cannot be read is moved aside, never dropped nor
 * written over, and the person is told where it is. Where it cannot be
 * moved, the window keeps its game in another file. */
static void
set_kept_game_aside (RimauWindow  *self,
                     GFile        *file,
                     const GError *error)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autoptr(GError) move_error = NULL;
  g_autoptr(GFile) aside = NULL;
  g_autofree char *path = NULL;
  g_autofree char *text = NULL;

  /* Gone meanwhile: nothing to keep. */
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
    return;

  g_message ("%s cannot be read: %s", g_file_peek_path (file), error->message);
  aside = rimau_kept_games_move_aside (file, now, &move_error);
  if (aside == NULL)
    {
      g_autoptr(GFile) folder = g_file_get_parent (file);
      g_autoptr(GFile) other = rimau_kept_games_new_file (folder);

      g_message ("%s cannot be moved aside: %s", g_file_peek_path (file), move_error->message);
      rimau_game_document_set_autosave_file (document_of (self), other);
      path = rimau_kept_games_display_path (file);
      /* Translators: %s is the path of a file, such as ~/.local/state/rimau/last-game.rimau */
      text = g_strdup_printf (_("Your last game could not be read; it is left in %s"), path);
    }
  else
    {
      path = rimau_kept_games_display_path (aside);
      /* Translators: %s is the path of a file, such as
       * ~/.local/state/rimau/last-game.rimau.unreadable-20261206-031500 */
      text = g_strdup_printf (_("Your last game could not be read; it was moved to %s"), path);
    }

  show_notice (self, text, _("_Dismiss"), NULL);
}

/* What taking up a kept game needs to know when it is read. */
typedef struct
{
  GFile    *file;
  gboolean  paused;
} KeptGame;

static void
kept_game_free (KeptGame *kept)
{
  g_object_unref (kept->file);
  g_free (kept);
}

static void
kept_game_read_cb (GObject      *source,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  RimauWindow *self = g_task_get_source_object (task);
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) record = NULL;
  KeptGame *kept = g_task_get_task_data (task);
  g_autoptr(RimauGame) game = rimau_game_document_take_up_finish (RIMAU_GAME_DOCUMENT (source), result, &record,
                                                                  &error);

  if (game == NULL)
    {
      set_kept_game_aside (self, kept->file, error);
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }

  /* A kept game is its record's again, if it had one, with all its plies
   * still to be saved. */
  rimau_session_take_up (self->session, game, record, kept->paused);
  show_kept_game_back (self);
  g_task_return_boolean (task, TRUE);
}

/* Keeps the window's game in @file while it holds plies in no file, and
 * takes up the game kept there at the last start, if there is one: with
 * its computers paused after a run that did not end cleanly (@paused). */
void
rimau_window_resume_kept_game (RimauWindow *self,
                               GFile       *file,
                               gboolean     paused)
{
  GTask *task;
  KeptGame *kept;

  g_return_if_fail (RIMAU_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  rimau_game_document_set_autosave_file (document_of (self), file);
  if (!g_file_query_exists (file, NULL))
    return;

  /* The task keeps the window, and the file to move aside if it cannot be
   * read. */
  task = g_task_new (self, NULL, NULL, NULL);
  g_task_set_source_tag (task, rimau_window_resume_kept_game);
  kept = g_new0 (KeptGame, 1);
  kept->file = g_object_ref (file);
  kept->paused = paused;
  g_task_set_task_data (task, kept, (GDestroyNotify) kept_game_free);
  rimau_game_document_take_up_async (document_of (self), NULL, kept_game_read_cb, task);
}
