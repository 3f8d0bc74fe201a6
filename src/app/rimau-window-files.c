/* rimau-window-files.c — a game window's records: open, save, keep
 *
 * The session reads and writes the records; here the person chooses the
 * files, is told what went wrong, and is asked before a game with plies in
 * no file would be replaced or closed. Opening never touches the game
 * shown until the record has been read in full; a failed save leaves the
 * old file as it was.
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

static char *
file_display_name (GFile *file)
{
  g_autofree char *basename = g_file_get_basename (file);

  return g_filename_display_name (basename);
}

/* Shows @text for a few seconds over the side panel; libadwaita tells a
 * screen reader what a toast says as it comes up. */
void
_rimau_window_show_toast (RimauWindow *self,
                          const char  *text)
{
  AdwToast *toast = adw_toast_new (text);

  adw_toast_set_timeout (toast, 6);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
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

/* ------------------------------------------------------------------------ */
/* Saving                                                                    */

typedef struct
{
  RimauWindow             *self;
  GFile                   *file;
  RimauWindowContinueFunc  then;
} SaveData;

static SaveData *
save_data_new (RimauWindow             *self,
               GFile                   *file,
               RimauWindowContinueFunc  then)
{
  SaveData *data = g_new0 (SaveData, 1);

  data->self = g_object_ref (self);
  data->file = file != NULL ? g_object_ref (file) : NULL;
  data->then = then;
  return data;
}

static void
save_data_free (SaveData *data)
{
  g_clear_object (&data->self);
  g_clear_object (&data->file);
  g_free (data);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SaveData, save_data_free)

static void
saved_cb (GObject      *source,
          GAsyncResult *result,
          gpointer      user_data)
{
  g_autoptr(SaveData) data = user_data;
  g_autoptr(GError) error = NULL;

  if (!rimau_session_save_finish (RIMAU_SESSION (source), result, &error))
    {
      g_autofree char *name = file_display_name (data->file);
      g_autofree char *heading = g_strdup_printf (_("Could Not Save “%s”"), name);

      /* The file on disk is the one saved before, untouched, and what was
       * to follow the save does not happen. */
      show_error (data->self, heading, error->message);
      return;
    }

  _rimau_window_show_toast (data->self, _("Game saved"));
  if (data->then != NULL)
    data->then (data->self);
}

static void
save_to (RimauWindow             *self,
         GFile                   *file,
         RimauWindowContinueFunc  then)
{
  rimau_session_save_async (self->session, file, NULL, saved_cb, save_data_new (self, file, then));
}

static void
save_file_chosen_cb (GObject      *source,
                     GAsyncResult *result,
                     gpointer      user_data)
{
  g_autoptr(SaveData) data = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) file = gtk_file_dialog_save_finish (GTK_FILE_DIALOG (source), result, &error);

  if (file == NULL)
    report_file_dialog_error (data->self, error);
  else
    save_to (data->self, file, data->then);
}

static void
save_as_then (RimauWindow             *self,
              RimauWindowContinueFunc  then)
{
  g_autoptr(GtkFileDialog) dialog = new_record_dialog (_("Save Game"), _("_Save"));
  GFile *file = rimau_session_get_file (self->session);

  /* A game read from a file is offered back into it. */
  if (file != NULL)
    gtk_file_dialog_set_initial_file (dialog, file);
  else
    /* Translators: the file name offered for a new game record */
    gtk_file_dialog_set_initial_name (dialog, _("Rimau game.rimau"));

  gtk_file_dialog_save (dialog, GTK_WINDOW (self), NULL, save_file_chosen_cb, save_data_new (self, NULL, then));
}

static void
save_then (RimauWindow             *self,
           RimauWindowContinueFunc  then)
{
  GFile *file = rimau_session_get_file (self->session);

  if (file != NULL)
    save_to (self, file, then);
  else
    save_as_then (self, then);
}

void
_rimau_window_save (RimauWindow *self)
{
  save_then (self, NULL);
}

void
_rimau_window_save_as (RimauWindow *self)
{
  save_as_then (self, NULL);
}

/* ------------------------------------------------------------------------ */
/* Plies in no file                                                          */

typedef struct
{
  RimauWindow             *self;
  RimauWindowContinueFunc  then;
} ConfirmData;

static void
confirm_data_free (ConfirmData *data)
{
  g_clear_object (&data->self);
  g_free (data);
}

/* What was to happen happens once the dialog is gone: it may close the
 * window the dialog belongs to. */
static void
continue_idle (gpointer user_data)
{
  ConfirmData *data = user_data;

  data->then (data->self);
  confirm_data_free (data);
}

static void
confirm_response_cb (AdwAlertDialog *dialog,
                     const char     *response,
                     gpointer        user_data)
{
  ConfirmData *data = user_data;

  if (g_strcmp0 (response, "save") == 0)
    save_then (data->self, data->then);
  else if (g_strcmp0 (response, "discard") == 0)
    {
      rimau_session_discard (data->self->session);
      g_idle_add_once (continue_idle, g_steal_pointer (&data));
    }

  g_clear_pointer (&data, confirm_data_free);
}

static AdwDialog *
new_confirm_dialog (RimauWindow *self)
{
  GFile *file = rimau_session_get_file (self->session);
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

/* Runs @then at once if the game holds no plies that are in no file, or
 * else after the person saved the game or chose to discard it; not at all
 * if they cancel. */
void
_rimau_window_confirm_discard (RimauWindow             *self,
                               RimauWindowContinueFunc  then)
{
  AdwDialog *dialog;
  ConfirmData *data;

  if (!rimau_session_get_modified (self->session))
    {
      then (self);
      return;
    }

  dialog = new_confirm_dialog (self);
  adw_alert_dialog_add_responses (ADW_ALERT_DIALOG (dialog),
                                  "cancel", _("_Cancel"),
                                  "discard", _("_Discard"),
                                  "save", rimau_session_get_file (self->session) != NULL ? _("_Save")
                                                                                         : _("_Save As…"),
                                  NULL);
  adw_alert_dialog_set_response_appearance (ADW_ALERT_DIALOG (dialog), "discard", ADW_RESPONSE_DESTRUCTIVE);
  adw_alert_dialog_set_response_appearance (ADW_ALERT_DIALOG (dialog), "save", ADW_RESPONSE_SUGGESTED);
  adw_alert_dialog_set_default_response (ADW_ALERT_DIALOG (dialog), "save");
  adw_alert_dialog_set_close_response (ADW_ALERT_DIALOG (dialog), "cancel");

  data = g_new0 (ConfirmData, 1);
  data->self = g_object_ref (self);
  data->then = then;
  g_signal_connect (dialog, "response", G_CALLBACK (confirm_response_cb), data);
  adw_dialog_present (dialog, GTK_WIDGET (self));
}

/* ------------------------------------------------------------------------ */
/* Opening                                                                   */

typedef struct
{
  RimauWindow *self;
  GFile       *file;
} LoadData;

static void
load_data_free (LoadData *data)
{
  g_clear_object (&data->self);
  g_clear_object (&data->file);
  g_free (data);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (LoadData, load_data_free)

static void
loaded_cb (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  g_autoptr(LoadData) data = user_data;
  g_autoptr(GError) error = NULL;

  if (!rimau_session_load_finish (RIMAU_SESSION (source), result, &error))
    {
      g_autofree char *name = file_display_name (data->file);
      g_autofree char *heading = g_strdup_printf (_("Could Not Open “%s”"), name);

      show_error (data->self, heading, error->message);
    }
}

static void
load (RimauWindow *self,
      GFile       *file)
{
  LoadData *data = g_new0 (LoadData, 1);

  data->self = g_object_ref (self);
  data->file = g_object_ref (file);
  rimau_session_load_async (self->session, file, NULL, loaded_cb, data);
}

#define FILE_TO_OPEN "rimau-file-to-open"

static void
open_waiting_file (RimauWindow *self)
{
  g_autoptr(GFile) file = g_object_steal_data (G_OBJECT (self), FILE_TO_OPEN);

  if (file != NULL)
    load (self, file);
}

/* Opens @file in the window, once the game shown is saved or let go. */
void
rimau_window_open_file (RimauWindow *self,
                        GFile       *file)
{
  g_return_if_fail (RIMAU_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  /* The file waits on the window while the person is asked. */
  g_object_set_data_full (G_OBJECT (self), FILE_TO_OPEN, g_object_ref (file), g_object_unref);
  _rimau_window_confirm_discard (self, open_waiting_file);
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
    load (self, file);
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
  if (!rimau_session_get_paused (self->session) &&
      g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (self->notice_banner)), "win.resume") == 0)
    hide_notice (self);
}

void
_rimau_window_connect_notices (RimauWindow *self)
{
  g_signal_connect_object (self->session, "notify::paused", G_CALLBACK (session_paused_cb), self,
                           G_CONNECT_SWAPPED);
}

void
_rimau_window_class_notices_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_bind_template_callback (widget_class, notice_button_clicked_cb);
}

static void
show_kept_game_back (RimauWindow *self)
{
  GFile *record = rimau_session_get_file (self->session);
  AdwToast *toast;

  if (rimau_session_get_paused (self->session))
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
      rimau_session_set_autosave_file (self->session, other);
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

typedef struct
{
  RimauWindow *self;
  GFile       *file;
} ResumeData;

static void
resume_data_free (ResumeData *data)
{
  g_clear_object (&data->self);
  g_clear_object (&data->file);
  g_free (data);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ResumeData, resume_data_free)

static void
resumed_cb (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  g_autoptr(ResumeData) data = user_data;
  g_autoptr(GError) error = NULL;

  if (rimau_session_resume_autosave_finish (RIMAU_SESSION (source), result, &error))
    show_kept_game_back (data->self);
  else
    set_kept_game_aside (data->self, data->file, error);
}

/* Keeps the window's game in @file while it holds plies in no file, and
 * takes up the game kept there at the last start, if there is one: with
 * its computers paused after a run that did not end cleanly (@paused). */
void
rimau_window_resume_kept_game (RimauWindow *self,
                               GFile       *file,
                               gboolean     paused)
{
  ResumeData *data;

  g_return_if_fail (RIMAU_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  rimau_session_set_autosave_file (self->session, file);
  if (!g_file_query_exists (file, NULL))
    return;

  data = g_new0 (ResumeData, 1);
  data->self = g_object_ref (self);
  data->file = g_object_ref (file);
  rimau_session_resume_autosave_async (self->session, paused, NULL, resumed_cb, data);
}
