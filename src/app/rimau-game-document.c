/* rimau-game-document.c — a game as a file: its record, saved or not
 *
 * A game document knows the record file a game was read from or saved
 * to, the plies it held then, and so whether the game holds plies that
 * are in no file (`modified`). It reads and writes records, each whole or
 * not at all, and keeps the game for the next start in an autosave file
 * while it is modified, until the person lets it go. The analysis goes
 * into the record with the plies, through the analyst it is given.
 *
 * Its owner hands it the game with set_game() and tells it of every change
 * of the game with game_changed(), once the analyst has followed it.
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "rimau-autosave.h"
#include "rimau-game-document.h"
#include "rimau-record.h"

struct _RimauGameDocument
{
  GObject        parent_instance;

  RimauAnalyst  *analyst;
  RimauGame     *game;
  /* The record the game was read from or saved to, and its plies then. */
  GFile         *file;
  GArray        *saved_plies;
  gboolean       modified;

  RimauAutosave *autosave;
  /* The game kept is being read: nothing is written over it meanwhile. */
  gboolean       taking_up;
};

G_DEFINE_FINAL_TYPE (RimauGameDocument, rimau_game_document, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_FILE,
  PROP_MODIFIED,
  N_PROPS
};

enum {
  AUTOSAVE_FAILED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* ------------------------------------------------------------------------ */
/* State                                                                     */

GFile *
rimau_game_document_get_file (RimauGameDocument *self)
{
  g_return_val_if_fail (RIMAU_IS_GAME_DOCUMENT (self), NULL);

  return self->file;
}

/* Whether the game holds plies that are in no file on disk. */
gboolean
rimau_game_document_get_modified (RimauGameDocument *self)
{
  g_return_val_if_fail (RIMAU_IS_GAME_DOCUMENT (self), FALSE);

  return self->modified;
}

static GArray *
plies_of (RimauGame *game)
{
  GArray *plies = g_array_new (FALSE, FALSE, sizeof (RimauMove));

  for (guint i = 0; i < rimau_game_get_n_plies (game); i++)
    g_array_append_vals (plies, rimau_game_get_ply (game, i), 1);
  return plies;
}

static gboolean
holds_unsaved_plies (RimauGameDocument *self)
{
  guint n_plies = rimau_game_get_n_plies (self->game);

  if (n_plies != self->saved_plies->len)
    return TRUE;
  for (guint i = 0; i < n_plies; i++)
    if (!rimau_move_equal (rimau_game_get_ply (self->game, i),
                           &g_array_index (self->saved_plies, RimauMove, i)))
      return TRUE;
  return FALSE;
}

static void
update_modified (RimauGameDocument *self)
{
  gboolean modified = holds_unsaved_plies (self);

  if (self->modified == modified)
    return;

  self->modified = modified;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODIFIED]);
}

static void
set_file (RimauGameDocument *self,
          GFile             *file)
{
  if (g_set_object (&self->file, file))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILE]);
}

static void
set_saved_plies (RimauGameDocument *self,
                 GArray            *plies)
{
  g_array_set_size (self->saved_plies, 0);
  if (plies != NULL)
    g_array_append_vals (self->saved_plies, plies->data, plies->len);
}

/* ------------------------------------------------------------------------ */
/* Keeping the game for the next start                                       */

/* The game is written for the next start while it holds plies in no file
 * and the person has not let it go, with the record it belongs to. */
static void
keep (RimauGameDocument *self)
{
  g_autofree char *text = NULL;

  if (rimau_autosave_get_file (self->autosave) == NULL || self->taking_up || !self->modified)
    return;

  rimau_analyst_keep_in_record (self->analyst);
  if (self->file != NULL)
    {
      g_autofree char *uri = g_file_get_uri (self->file);

      rimau_game_set_tag (self->game, RIMAU_AUTOSAVE_RECORD_TAG, uri);
    }
  text = rimau_record_write (self->game);
  rimau_game_set_tag (self->game, RIMAU_AUTOSAVE_RECORD_TAG, NULL);
  rimau_autosave_keep (self->autosave, text);
}

/* Where the game is kept, while it holds plies in no file, for the next
 * start; %NULL keeps it nowhere. */
void
rimau_game_document_set_autosave_file (RimauGameDocument *self,
                                       GFile             *file)
{
  g_return_if_fail (RIMAU_IS_GAME_DOCUMENT (self));
  g_return_if_fail (file == NULL || G_IS_FILE (file));

  rimau_autosave_set_file (self->autosave, file);
}

/* Where the game is kept for the next start, or %NULL. */
GFile *
rimau_game_document_get_autosave_file (RimauGameDocument *self)
{
  g_return_val_if_fail (RIMAU_IS_GAME_DOCUMENT (self), NULL);

  return rimau_autosave_get_file (self->autosave);
}

/* The person let the game go: nothing keeps it for the next start, until
 * the game changes again. */
void
rimau_game_document_discard (RimauGameDocument *self)
{
  g_return_if_fail (RIMAU_IS_GAME_DOCUMENT (self));

  rimau_autosave_forget (self->autosave);
}

static void
autosave_failed_cb (RimauGameDocument *self,
                    const GError      *error)
{
  g_signal_emit (self, signals[AUTOSAVE_FAILED], 0, error);
}

/* ------------------------------------------------------------------------ */
/* The game                                                                  */

/* @game is the document's now: the game of @file, or of no file, with
 * all its plies in that file if @saved. */
void
rimau_game_document_set_game (RimauGameDocument *self,
                              RimauGame         *game,
                              GFile             *file,
                              gboolean           saved)
{
  g_autoptr(GArray) plies = NULL;

  g_return_if_fail (RIMAU_IS_GAME_DOCUMENT (self));
  g_return_if_fail (RIMAU_IS_GAME (game));
  g_return_if_fail (file == NULL || G_IS_FILE (file));

  rimau_autosave_cancel (self->autosave);
  g_set_object (&self->game, game);
  set_file (self, file);
  if (saved)
    plies = plies_of (game);
  set_saved_plies (self, plies);
  update_modified (self);
  keep (self);
}

/* The game changed: a game the person let go is kept again. */
void
rimau_game_document_game_changed (RimauGameDocument *self)
{
  g_return_if_fail (RIMAU_IS_GAME_DOCUMENT (self));
  g_return_if_fail (self->game != NULL);

  update_modified (self);
  keep (self);
}

/* ------------------------------------------------------------------------ */
/* Reading and writing records                                               */

/* The record a kept game belongs to, where it has one. The tag that says
 * so is the kept copy's alone, and goes, whatever file it came in. */
static GFile *
take_kept_record (RimauGame *game)
{
  const char *uri = rimau_game_get_tag (game, RIMAU_AUTOSAVE_RECORD_TAG);
  GFile *record = uri != NULL && uri[0] != '\0' ? g_file_new_for_uri (uri) : NULL;

  rimau_game_set_tag (game, RIMAU_AUTOSAVE_RECORD_TAG, NULL);
  return record;
}

static void
read_cb (GObject      *source,
         GAsyncResult *result,
         gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  RimauGameDocument *self = g_task_get_source_object (task);
  g_autoptr(GError) error = NULL;
  g_autoptr(RimauGame) game = rimau_record_load_file_finish (result, &error);
  g_autoptr(GFile) record = NULL;

  /* Read or not, the kept game may be written again; one that cannot be
   * read, the caller moves aside as it learns of it, before anything
   * else happens. */
  if (g_task_get_source_tag (task) == rimau_game_document_take_up_async)
    self->taking_up = FALSE;

  if (game == NULL)
    {
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }

  record = take_kept_record (game);
  if (record != NULL)
    g_task_set_task_data (task, g_steal_pointer (&record), g_object_unref);
  g_task_return_pointer (task, g_steal_pointer (&game), g_object_unref);
}

/* Reads the record @file; its game is the caller's to show. */
void
rimau_game_document_read_async (RimauGameDocument   *self,
                                GFile               *file,
                                GCancellable        *cancellable,
                                GAsyncReadyCallback  callback,
                                gpointer             user_data)
{
  GTask *task;

  g_return_if_fail (RIMAU_IS_GAME_DOCUMENT (self));
  g_return_if_fail (G_IS_FILE (file));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, rimau_game_document_read_async);
  rimau_record_load_file_async (file, cancellable, read_cb, task);
}

/* The game of the record, or %NULL if it could not be read. */
RimauGame *
rimau_game_document_read_finish (RimauGameDocument  *self,
                                 GAsyncResult       *result,
                                 GError            **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}

/* Reads the game kept in the autosave file: nothing is kept meanwhile. */
void
rimau_game_document_take_up_async (RimauGameDocument   *self,
                                   GCancellable        *cancellable,
                                   GAsyncReadyCallback  callback,
                                   gpointer             user_data)
{
  GFile *file;
  GTask *task;

  g_return_if_fail (RIMAU_IS_GAME_DOCUMENT (self));

  file = rimau_autosave_get_file (self->autosave);
  g_return_if_fail (file != NULL);

  self->taking_up = TRUE;
  rimau_autosave_cancel (self->autosave);
  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, rimau_game_document_take_up_async);
  rimau_record_load_file_async (file, cancellable, read_cb, task);
}

/* The kept game, and in @record the record it belongs to, if any; all
 * its plies are still to be saved. */
RimauGame *
rimau_game_document_take_up_finish (RimauGameDocument  *self,
                                    GAsyncResult       *result,
                                    GFile             **record,
                                    GError            **error)
{
  RimauGame *game;

  g_return_val_if_fail (g_task_is_valid (result, self), NULL);

  game = g_task_propagate_pointer (G_TASK (result), error);
  if (record != NULL)
    {
      GFile *kept = game != NULL ? g_task_get_task_data (G_TASK (result)) : NULL;

      *record = kept != NULL ? g_object_ref (kept) : NULL;
    }
  return game;
}

typedef struct
{
  GFile  *file;
  GArray *plies;
} SaveData;

static void
save_data_free (SaveData *data)
{
  g_clear_object (&data->file);
  g_clear_pointer (&data->plies, g_array_unref);
  g_free (data);
}

static void
saved_cb (GObject      *source,
          GAsyncResult *result,
          gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  RimauGameDocument *self = g_task_get_source_object (task);
  SaveData *data = g_task_get_task_data (task);
  g_autoptr(GError) error = NULL;

  if (!rimau_record_save_file_finish (result, &error))
    {
      /* The file on disk is the one saved before, untouched. */
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }

  /* The plies saved, whatever was played while the record was written. */
  set_file (self, data->file);
  set_saved_plies (self, data->plies);
  update_modified (self);
  if (!self->modified)
    rimau_autosave_forget (self->autosave);
  g_task_return_boolean (task, TRUE);
}

/* Writes the game's record to @file, atomically: a failed save keeps the
 * old file. */
void
rimau_game_document_save_async (RimauGameDocument   *self,
                                GFile               *file,
                                GCancellable        *cancellable,
                                GAsyncReadyCallback  callback,
                                gpointer             user_data)
{
  GTask *task;
  SaveData *data;

  g_return_if_fail (RIMAU_IS_GAME_DOCUMENT (self));
  g_return_if_fail (G_IS_FILE (file));
  g_return_if_fail (self->game != NULL);

  data = g_new0 (SaveData, 1);
  data->file = g_object_ref (file);
  data->plies = plies_of (self->game);

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, rimau_game_document_save_async);
  g_task_set_task_data (task, data, (GDestroyNotify) save_data_free);
  rimau_analyst_keep_in_record (self->analyst);
  rimau_record_save_file_async (self->game, file, cancellable, saved_cb, task);
}

gboolean
rimau_game_document_save_finish (RimauGameDocument  *self,
                                 GAsyncResult       *result,
                                 GError            **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

/* ------------------------------------------------------------------------ */
/* Object                                                                    */

static void
rimau_game_document_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  RimauGameDocument *self = RIMAU_GAME_DOCUMENT (object);

  switch (prop_id)
    {
    case PROP_FILE:
      g_value_set_object (value, self->file);
      break;
    case PROP_MODIFIED:
      g_value_set_boolean (value, self->modified);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
rimau_game_document_dispose (GObject *object)
{
  RimauGameDocument *self = RIMAU_GAME_DOCUMENT (object);

  /* A write under way goes on to its end: the last ply is kept. */
  g_clear_object (&self->autosave);
  g_clear_object (&self->analyst);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (rimau_game_document_parent_class)->dispose (object);
}

static void
rimau_game_document_finalize (GObject *object)
{
  RimauGameDocument *self = RIMAU_GAME_DOCUMENT (object);

  g_clear_object (&self->file);
  g_clear_pointer (&self->saved_plies, g_array_unref);

  G_OBJECT_CLASS (rimau_game_document_parent_class)->finalize (object);
}

static void
rimau_game_document_class_init (RimauGameDocumentClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = rimau_game_document_get_property;
  object_class->dispose = rimau_game_document_dispose;
  object_class->finalize = rimau_game_document_finalize;

  properties[PROP_FILE] =
    g_param_spec_object ("file", NULL, NULL, G_TYPE_FILE,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_MODIFIED] =
    g_param_spec_boolean ("modified", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* The game could not be kept for the next start. */
  signals[AUTOSAVE_FAILED] =
    g_signal_new ("autosave-failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_ERROR);
}

static void
rimau_game_document_init (RimauGameDocument *self)
{
  self->saved_plies = g_array_new (FALSE, FALSE, sizeof (RimauMove));
  self->autosave = rimau_autosave_new ();
  g_signal_connect_object (self->autosave, "failed", G_CALLBACK (autosave_failed_cb), self, G_CONNECT_SWAPPED);
}

/* A document that writes the analysis of @analyst with its game. */
RimauGameDocument *
rimau_game_document_new (RimauAnalyst *analyst)
{
  RimauGameDocument *self;

  g_return_val_if_fail (RIMAU_IS_ANALYST (analyst), NULL);

  self = g_object_new (RIMAU_TYPE_GAME_DOCUMENT, NULL);
  self->analyst = g_object_ref (analyst);
  return self;
}
