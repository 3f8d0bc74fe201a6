/* rimau-window-files.c — a game window's records: open, save, keep
 *
 * Games are read and written as records (.rimau) by the engine. Opening
 * never touches the game shown until the record has been read in full; a
 * failed save leaves the old file as it was. Unsaved changes are asked
 * about before they would be lost, and the game in progress is kept in the
 * user's state folder when the window closes, to be taken up again at the
 * next start.
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "rimau-record.h"
#include "rimau-window-private.h"

typedef void (*ContinueFunc) (RimauWindow *self);

/* ------------------------------------------------------------------------ */
/* Helpers                                                                   */

static char *
file_display_name (GFile *file)
{
  g_autofree char *basename = g_file_get_basename (file);

  return g_filename_display_name (basename);
}

static void
show_error (RimauWindow *self,
            const char  *heading,
            const char  *body)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, body);

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

static GtkFileFilter *
record_filter (void)
{
  GtkFileFilter *filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("Rimau Games"));
  gtk_file_filter_add_mime_type (filter, "application/x-rimau");
  gtk_file_filter_add_suffix (filter, "rimau");
  return filter;
}

/* The autosave of the game in progress. */
static GFile *
last_game_file (void)
{
  return g_file_new_build_filename (g_get_user_state_dir (), "rimau", "last-game.rimau", NULL);
}

gboolean
rimau_window_needs_saving (RimauWindow *self)
{
  g_return_val_if_fail (RIMAU_IS_WINDOW (self), FALSE);

  return self->dirty && rimau_game_get_n_moves (self->game) > 0;
}

/* ------------------------------------------------------------------------ */
/* Saving                                                                    */

typedef struct
{
  RimauWindow  *self;
  GFile        *file;
  ContinueFunc  then;
} SaveData;

static void
save_data_free (SaveData *data)
{
  g_clear_object (&data->self);
  g_clear_object (&data->file);
  g_free (data);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SaveData, save_data_free)

static void
save_done_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr(SaveData) data = user_data;
  RimauWindow *self = data->self;
  g_autoptr(GError) error = NULL;

  if (!rimau_record_save_file_finish (result, &error))
    {
      g_autofree char *name = file_display_name (data->file);
      g_autofree char *heading = g_strdup_printf (_("Could Not Save “%s”"), name);

      /* The file on disk is the one saved before, untouched. */
      show_error (self, heading, error->message);
      return;
    }

  g_set_object (&self->file, data->file);
  self->dirty = FALSE;
  rimau_window_update_title (self);
  adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (_("Game saved")));

  if (data->then != NULL)
    data->then (self);
}

static void
save_to (RimauWindow  *self,
         GFile        *file,
         ContinueFunc  then)
{
  SaveData *data = g_new0 (SaveData, 1);

  data->self = g_object_ref (self);
  data->file = g_object_ref (file);
  data->then = then;
  rimau_record_save_file_async (self->game, file, NULL, save_done_cb, data);
}

typedef struct
{
  RimauWindow  *self;
  ContinueFunc  then;
} ChooserData;

static void
save_chooser_response_cb (GtkNativeDialog *chooser,
                          int              response,
                          gpointer         user_data)
{
  ChooserData *data = user_data;

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));

      save_to (data->self, file, data->then);
    }

  g_object_unref (data->self);
  g_free (data);
  g_object_unref (chooser);
}

static void
save_as (RimauWindow  *self,
         ContinueFunc  then)
{
  GtkFileChooserNative *chooser;
  ChooserData *data = g_new0 (ChooserData, 1);

  chooser = gtk_file_chooser_native_new (_("Save Game"), GTK_WINDOW (self),
                                         GTK_FILE_CHOOSER_ACTION_SAVE,
                                         _("_Save"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), record_filter ());
  if (self->file != NULL)
    gtk_file_chooser_set_file (GTK_FILE_CHOOSER (chooser), self->file, NULL);
  else
    /* Translators: the file name offered for a new game record */
    gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), _("Rimau game.rimau"));

  data->self = g_object_ref (self);
  data->then = then;
  g_signal_connect (chooser, "response", G_CALLBACK (save_chooser_response_cb), data);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
save (RimauWindow  *self,
      ContinueFunc  then)
{
  if (self->file != NULL)
    save_to (self, self->file, then);
  else
    save_as (self, then);
}

static void
save_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  save (RIMAU_WINDOW (user_data), NULL);
}

static void
save_as_action (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  save_as (RIMAU_WINDOW (user_data), NULL);
}

/* ------------------------------------------------------------------------ */
/* Unsaved changes                                                           */

typedef struct
{
  RimauWindow  *self;
  ContinueFunc  then;
} ConfirmData;

static void
confirm_response_cb (AdwMessageDialog *dialog,
                     const char       *response,
                     gpointer          user_data)
{
  ConfirmData *data = user_data;

  if (g_strcmp0 (response, "save") == 0)
    save (data->self, data->then);
  else if (g_strcmp0 (response, "discard") == 0)
    data->then (data->self);

  g_object_unref (data->self);
  g_free (data);
}

/* Runs @then at once if nothing would be lost, or else after the player
 * saved the game or chose to discard it; not at all if they cancel. */
void
rimau_window_confirm_discard (RimauWindow  *self,
                              ContinueFunc  then)
{
  GtkWidget *dialog;
  ConfirmData *data;

  if (!rimau_window_needs_saving (self))
    {
      then (self);
      return;
    }

  if (self->file != NULL)
    {
      g_autofree char *name = file_display_name (self->file);
      g_autofree char *heading = g_strdup_printf (_("Save Changes to “%s”?"), name);

      dialog = adw_message_dialog_new (GTK_WINDOW (self), heading,
                                       _("The changes to this game are lost unless you save them."));
    }
  else
    dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Save the Game?"),
                                     _("The game in progress is lost unless you save it."));

  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "discard", _("_Discard"),
                                    "save", self->file != NULL ? _("_Save") : _("_Save As…"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "discard", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "save", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "save");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");

  data = g_new0 (ConfirmData, 1);
  data->self = g_object_ref (self);
  data->then = then;
  g_signal_connect (dialog, "response", G_CALLBACK (confirm_response_cb), data);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* ------------------------------------------------------------------------ */
/* Opening                                                                   */

typedef struct
{
  RimauWindow *self;
  GFile       *file;
  gboolean     resumed;
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
load_done_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr(LoadData) data = user_data;
  RimauWindow *self = data->self;
  g_autoptr(GError) error = NULL;
  g_autoptr(RimauGame) game = rimau_record_load_file_finish (result, &error);

  if (game == NULL)
    {
      g_autofree char *name = file_display_name (data->file);
      g_autofree char *heading = g_strdup_printf (_("Could Not Open “%s”"), name);

      /* A last game that cannot be read is simply not offered. */
      if (!data->resumed)
        show_error (self, heading, error->message);
      return;
    }

  rimau_window_show_record (self, game, data->resumed ? NULL : data->file);

  if (data->resumed)
    {
      AdwToast *toast = adw_toast_new (_("Your last game is back"));

      adw_toast_set_button_label (toast, _("_New Game"));
      adw_toast_set_action_name (toast, "win.new-game");
      adw_toast_overlay_add_toast (self->toast_overlay, toast);
    }

}

static void
load (RimauWindow *self,
      GFile       *file,
      gboolean     resumed)
{
  LoadData *data = g_new0 (LoadData, 1);

  data->self = g_object_ref (self);
  data->file = g_object_ref (file);
  data->resumed = resumed;
  rimau_record_load_file_async (file, NULL, load_done_cb, data);
}

void
rimau_window_open_file (RimauWindow *self,
                        GFile       *file)
{
  g_return_if_fail (RIMAU_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  load (self, file, FALSE);
}

static void
open_chooser_response_cb (GtkNativeDialog *chooser,
                          int              response,
                          gpointer         user_data)
{
  RimauWindow *self = user_data;

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));

      rimau_window_open_file (self, file);
    }

  g_object_unref (self);
  g_object_unref (chooser);
}

static void
choose_file_to_open (RimauWindow *self)
{
  GtkFileChooserNative *chooser;

  chooser = gtk_file_chooser_native_new (_("Open Game"), GTK_WINDOW (self),
                                         GTK_FILE_CHOOSER_ACTION_OPEN,
                                         _("_Open"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), record_filter ());
  g_signal_connect (chooser, "response", G_CALLBACK (open_chooser_response_cb), g_object_ref (self));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
open_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  rimau_window_confirm_discard (RIMAU_WINDOW (user_data), choose_file_to_open);
}

/* ------------------------------------------------------------------------ */
/* The last game                                                             */

/* Keeps the game in progress for the next start, or forgets the last one
 * when there is nothing to take up again. */
void
rimau_window_save_last_game (RimauWindow *self)
{
  g_autoptr(GFile) file = last_game_file ();
  g_autoptr(GFile) folder = g_file_get_parent (file);
  g_autoptr(GError) error = NULL;

  g_return_if_fail (RIMAU_IS_WINDOW (self));

  if (rimau_game_get_n_moves (self->game) == 0 || rimau_game_get_outcome (self->game) != RIMAU_OUTCOME_NONE)
    {
      g_file_delete (file, NULL, NULL);
      return;
    }

  if (!g_file_make_directory_with_parents (folder, NULL, &error) &&
      !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_EXISTS))
    {
      g_warning ("Could not keep the game for the next start: %s", error->message);
      return;
    }
  g_clear_error (&error);

  if (!rimau_record_save_file (self->game, file, NULL, &error))
    g_warning ("Could not keep the game for the next start: %s", error->message);
}

/* Takes up the game kept at the last close, if there is one. */
void
rimau_window_resume_last_game (RimauWindow *self)
{
  g_autoptr(GFile) file = last_game_file ();

  g_return_if_fail (RIMAU_IS_WINDOW (self));

  if (g_file_query_exists (file, NULL))
    load (self, file, TRUE);
}

/* ------------------------------------------------------------------------ */

static const GActionEntry file_actions[] = {
  { "open", open_action },
  { "save", save_action },
  { "save-as", save_as_action },
};

void
rimau_window_files_init (RimauWindow *self)
{
  g_action_map_add_action_entries (G_ACTION_MAP (self), file_actions, G_N_ELEMENTS (file_actions), self);
}
