/* rimau-application.c — the Rimau application: actions, settings, windows
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#ifdef HAVE_MALLOC_TRIM
#include <malloc.h>
#endif

#include <glib/gi18n.h>

#include "rimau-application.h"
#include "rimau-kept-games.h"
#include "rimau-libadwaita-fallback.h"
#include "rimau-palette.h"
#include "rimau-preferences-dialog.h"
#include "rimau-run-marker.h"
#include "rimau-window.h"

struct _RimauApplication
{
  AdwApplication  parent_instance;

  GSettings      *settings;
  GtkCssProvider *palette_style;
  guint           return_memory_idle_id;

  /* The state folder, where the windows keep their games, and the mark
   * that this run has it: %NULL while another run of the game has it. */
  GFile          *kept_games;
  RimauRunMarker *run_marker;
  /* What windows other than a plain start's first kept at the last run,
   * still to be taken up; after a run that was killed or crashed, their
   * computers are paused. */
  GPtrArray      *games_to_take_up;
  gboolean        after_unclean_exit;
};

G_DEFINE_FINAL_TYPE (RimauApplication, rimau_application, ADW_TYPE_APPLICATION)

static void
apply_color_scheme (RimauApplication *self)
{
  static const AdwColorScheme schemes[] = {
    ADW_COLOR_SCHEME_DEFAULT,
    ADW_COLOR_SCHEME_FORCE_LIGHT,
    ADW_COLOR_SCHEME_FORCE_DARK,
  };
  guint scheme = (guint) g_settings_get_enum (self->settings, "color-scheme");

  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      schemes[MIN (scheme, G_N_ELEMENTS (schemes) - 1)]);
}

/* The games that windows other than a plain start's first kept at the
 * last run come back, each in a window of its own, at the first start. */
static void
take_up_kept_games (RimauApplication *self)
{
  g_autoptr(GPtrArray) files = g_steal_pointer (&self->games_to_take_up);

  for (guint i = 0; files != NULL && i < files->len; i++)
    {
      RimauWindow *window = rimau_window_new (self);

      rimau_window_resume_kept_game (window, g_ptr_array_index (files, i), self->after_unclean_exit);
      gtk_window_present (GTK_WINDOW (window));
    }
}

static void
rimau_application_activate (GApplication *app)
{
  RimauApplication *self = RIMAU_APPLICATION (app);
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (app));

  if (window == NULL)
    {
      window = GTK_WINDOW (rimau_window_new (self));
      /* The first window keeps its game for the next start, and takes up
       * the one kept there; a window of its own keeps it while another
       * run of the game has the state folder. */
      if (self->run_marker != NULL)
        {
          g_autoptr(GFile) last_game = rimau_kept_games_last_game (self->kept_games);

          rimau_window_resume_kept_game (RIMAU_WINDOW (window), last_game, self->after_unclean_exit);
        }
      rimau_window_offer_rules (RIMAU_WINDOW (window));
    }

  gtk_window_present (window);
  take_up_kept_games (self);
}

/* Each record opens in a window of its own, or in the active window when
 * nothing of that one's game would be lost. */
static void
rimau_application_open (GApplication  *app,
                        GFile        **files,
                        int            n_files,
                        const char    *hint)
{
  RimauApplication *self = RIMAU_APPLICATION (app);

  for (int i = 0; i < n_files; i++)
    {
      GtkWindow *active = gtk_application_get_active_window (GTK_APPLICATION (app));
      RimauSession *session = active != NULL ? rimau_window_get_session (RIMAU_WINDOW (active)) : NULL;
      RimauWindow *window;

      if (session != NULL && !rimau_game_document_get_modified (rimau_session_get_document (session)))
        window = RIMAU_WINDOW (active);
      else
        window = rimau_window_new (self);

      rimau_window_open_file (window, files[i]);
      gtk_window_present (GTK_WINDOW (window));
    }

  /* After the records: a window that takes up a kept game is not one
   * to open a record in. */
  take_up_kept_games (self);
}

#ifdef HAVE_MALLOC_TRIM
static gboolean
return_freed_memory_idle (gpointer user_data)
{
  RimauApplication *self = user_data;

  self->return_memory_idle_id = 0;
  malloc_trim (0);
  return G_SOURCE_REMOVE;
}
#endif

/* Showing a ply, listing it and the computer's search free memory all over
 * the heap, where the C library keeps it for the process: over a game that
 * creeps up by several megabytes. Once the application has nothing else
 * to do, it goes back to the system, which takes well under a millisecond. */
static void
return_freed_memory_later (RimauApplication *self)
{
#ifdef HAVE_MALLOC_TRIM
  if (self->return_memory_idle_id == 0)
    self->return_memory_idle_id = g_idle_add_full (G_PRIORITY_LOW, return_freed_memory_idle, self, NULL);
#endif
}

static void
rimau_application_window_added (GtkApplication *app,
                                GtkWindow      *window)
{
  GTK_APPLICATION_CLASS (rimau_application_parent_class)->window_added (app, window);

  if (RIMAU_IS_WINDOW (window))
    {
      RimauApplication *self = RIMAU_APPLICATION (app);
      RimauSession *session = rimau_window_get_session (RIMAU_WINDOW (window));
      g_autoptr(GFile) kept = rimau_kept_games_new_file (self->kept_games);

      g_signal_connect_object (session, "changed", G_CALLBACK (return_freed_memory_later), app, G_CONNECT_SWAPPED);
      /* Every window keeps its game, in a file of its own unless it is
       * given another. */
      rimau_game_document_set_autosave_file (rimau_session_get_document (session), kept);
    }
}

static void
quit_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  RimauApplication *self = user_data;
  g_autoptr(GList) windows = g_list_copy (gtk_application_get_windows (GTK_APPLICATION (self)));

  /* Closing lets each window save its game or ask about unsaved changes. */
  for (GList *l = windows; l != NULL; l = l->next)
    gtk_window_close (GTK_WINDOW (l->data));
}

/* The window the application's dialogs show in: an AdwDialog lives inside
 * a window, so an action that comes with none open (from the shell, or
 * `gapplication action`) opens the game's first. */
static GtkWidget *
dialog_parent (RimauApplication *self)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));

  if (window == NULL)
    {
      g_application_activate (G_APPLICATION (self));
      window = gtk_application_get_active_window (GTK_APPLICATION (self));
    }

  return GTK_WIDGET (window);
}

static void
preferences_action (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       user_data)
{
  RimauApplication *self = user_data;
  RimauPreferencesDialog *preferences = rimau_preferences_dialog_new (self->settings);

  adw_dialog_present (ADW_DIALOG (preferences), dialog_parent (self));
}

static void
about_action (GSimpleAction *action,
              GVariant      *parameter,
              gpointer       user_data)
{
  RimauApplication *self = user_data;
  const char *developers[] = { _("The Rimau developers"), NULL };

  adw_show_about_dialog (dialog_parent (self),
                         "title", _("About Rimau"),
                         "application-name", _("Rimau"),
                         "application-icon", APP_ID,
                         "developer-name", _("The Rimau developers"),
                         "version", PACKAGE_VERSION,
                         "comments", _("Rimau-rimau is a hunt game from Malaysia: two tigers "
                                       "against a crowd of men on a board with two mountains. "
                                       "The tigers leap over men to capture them; the men try "
                                       "to hem the tigers in."),
                         "developers", developers,
                         "copyright", _("© 2026 The Rimau developers"),
                         "license-type", GTK_LICENSE_GPL_3_0,
                         "translator-credits", _("translator-credits"),
                         NULL);
}

static const GActionEntry app_actions[] = {
  { "quit", quit_action },
  { "preferences", preferences_action },
  { "about", about_action },
};

static const struct
{
  const char *action;
  const char *accels[3];
} accelerators[] = {
  { "app.quit", { "<Control>q", NULL } },
  { "app.preferences", { "<Control>comma", NULL } },
  { "win.new-game", { "<Control>n", NULL } },
  { "win.open", { "<Control>o", NULL } },
  { "win.save", { "<Control>s", NULL } },
  { "win.save-as", { "<Shift><Control>s", NULL } },
  { "win.undo", { "<Control>z", NULL } },
  { "win.redo", { "<Shift><Control>z", NULL } },
  { "win.hint", { "<Control>h", NULL } },
  { "win.analyse", { "<Shift><Control>a", NULL } },
  { "win.pause-computers", { "<Control>p", NULL } },
  { "win.move-now", { "<Control>m", NULL } },
  { "win.go-start", { "<Alt>Home", NULL } },
  { "win.go-back", { "<Alt>Left", NULL } },
  { "win.go-forward", { "<Alt>Right", NULL } },
  { "win.go-end", { "<Alt>End", NULL } },
  /* Ask the board: Alt and a digit, as Alt and a letter may be a button's
   * mnemonic in some language. */
  { "win.say-situation", { "<Alt>1", NULL } },
  { "win.say-pieces", { "<Alt>2", NULL } },
  { "win.say-danger", { "<Alt>3", NULL } },
  { "win.say-moves", { "<Alt>4", NULL } },
  { "win.say-last-move", { "<Alt>5", NULL } },
  { "win.show-rules", { "F1", NULL } },
  { "win.show-shortcuts", { "<Control>question", NULL } },
  { "window.close", { "<Control>w", NULL } },
};

/* The state folder is this run's, unless another run of the game has it;
 * killed writes' temporary files go, and the last run's games are to be
 * taken up, paused if it did not end cleanly. */
static void
claim_kept_games (RimauApplication *self)
{
  RimauLastRun last_run;

  self->run_marker = rimau_run_marker_claim (self->kept_games, &last_run);
  self->after_unclean_exit = last_run == RIMAU_LAST_RUN_UNCLEAN;
  if (self->run_marker == NULL)
    return;

  rimau_kept_games_remove_temporaries (self->kept_games);
  /* Those there now: the games this run's windows keep are not the last
   * run's. */
  self->games_to_take_up = rimau_kept_games_list_windows (self->kept_games);
}

/* style.css's colours for the style in use (see rimau-palette.c). */
static void
add_palette_style (RimauApplication *self)
{
  self->palette_style = rimau_palette_style_provider_new (adw_style_manager_get_default ());
  gtk_style_context_add_provider_for_display (gdk_display_get_default (),
                                              GTK_STYLE_PROVIDER (self->palette_style),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
}

static void
rimau_application_startup (GApplication *app)
{
  RimauApplication *self = RIMAU_APPLICATION (app);

  G_APPLICATION_CLASS (rimau_application_parent_class)->startup (app);
  /* libadwaita has bound its own catalogues by now. */
  rimau_libadwaita_fallback_bind ();

  g_set_application_name (_("Rimau"));
  gtk_window_set_default_icon_name (APP_ID);
  add_palette_style (self);

  self->settings = g_settings_new (APP_ID);
  g_signal_connect_object (self->settings, "changed::color-scheme",
                           G_CALLBACK (apply_color_scheme), self, G_CONNECT_SWAPPED);
  apply_color_scheme (self);

  g_action_map_add_action_entries (G_ACTION_MAP (self), app_actions, G_N_ELEMENTS (app_actions), self);
  for (guint i = 0; i < G_N_ELEMENTS (accelerators); i++)
    gtk_application_set_accels_for_action (GTK_APPLICATION (self),
                                           accelerators[i].action,
                                           accelerators[i].accels);

  claim_kept_games (self);
}

/* Reached only when the game quits: killed, crashed or cut off from its
 * display, it leaves its mark for the next start to find. */
static void
rimau_application_shutdown (GApplication *app)
{
  RimauApplication *self = RIMAU_APPLICATION (app);

  g_clear_pointer (&self->run_marker, rimau_run_marker_release);

  G_APPLICATION_CLASS (rimau_application_parent_class)->shutdown (app);
}

/* A run of the game killed a moment ago (kill -9, a crash) may still own
 * the game's name on the session bus: the bus lets go of a name only once
 * it has seen its owner's connection close. A start in that moment finds
 * the name taken, takes itself for a second instance, and asks the owner
 * for its actions; the owner never answers, and GApplication gives up
 * ("Failed to register: … NoReply"), so the game exits with no window.
 * The bus sends that NoReply, or ServiceUnknown where the name has gone
 * by the time it is asked for, only once it has dropped the connection
 * and the names it owned: registering once more, at once, makes this run
 * the game's primary instance, or finds the live one that took the name
 * meanwhile and hands it the command line.
 *
 * G_APPLICATION_ALLOW_REPLACEMENT with G_APPLICATION_REPLACE would be no
 * cure: every start would take the name from a game that is running, and
 * close its windows, where it should hand its records to it. An owner
 * that is alive but hung gives a timeout, not an error of the bus, and is
 * not asked twice. */
static gboolean
register_once_more_after_a_dead_owner (GApplication  *app,
                                       GError       **error)
{
  g_autoptr(GError) first_error = NULL;

  if (g_application_register (app, NULL, &first_error))
    return TRUE;
  if (!g_error_matches (first_error, G_DBUS_ERROR, G_DBUS_ERROR_NO_REPLY) &&
      !g_error_matches (first_error, G_DBUS_ERROR, G_DBUS_ERROR_SERVICE_UNKNOWN) &&
      !g_error_matches (first_error, G_DBUS_ERROR, G_DBUS_ERROR_NAME_HAS_NO_OWNER))
    {
      g_propagate_error (error, g_steal_pointer (&first_error));
      return FALSE;
    }

  return g_application_register (app, NULL, error);
}

/* GApplication registers right after this, unless it is done already. */
static int
rimau_application_handle_local_options (GApplication *app,
                                        GVariantDict *options)
{
  g_autoptr(GError) error = NULL;

  if (register_once_more_after_a_dead_owner (app, &error))
    return -1;

  g_printerr ("Failed to register: %s\n", error->message);
  return 1;
}

static void
rimau_application_dispose (GObject *object)
{
  RimauApplication *self = (RimauApplication *) object;

  g_clear_object (&self->settings);
  g_clear_object (&self->palette_style);
  g_clear_object (&self->kept_games);
  g_clear_pointer (&self->run_marker, rimau_run_marker_release);
  g_clear_pointer (&self->games_to_take_up, g_ptr_array_unref);
  g_clear_handle_id (&self->return_memory_idle_id, g_source_remove);

  G_OBJECT_CLASS (rimau_application_parent_class)->dispose (object);
}

static void
rimau_application_class_init (RimauApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);
  GtkApplicationClass *gtk_app_class = GTK_APPLICATION_CLASS (klass);

  object_class->dispose = rimau_application_dispose;
  app_class->startup = rimau_application_startup;
  app_class->shutdown = rimau_application_shutdown;
  app_class->handle_local_options = rimau_application_handle_local_options;
  app_class->activate = rimau_application_activate;
  app_class->open = rimau_application_open;
  gtk_app_class->window_added = rimau_application_window_added;
}

static void
rimau_application_init (RimauApplication *self)
{
  self->kept_games = rimau_kept_games_folder ();
}

RimauApplication *
rimau_application_new (void)
{
  return g_object_new (RIMAU_TYPE_APPLICATION,
                       "application-id", APP_ID,
                       "flags", G_APPLICATION_HANDLES_OPEN,
                       "resource-base-path", "/io/github/rimau/Rimau",
                       NULL);
}

GSettings *
rimau_application_get_settings (RimauApplication *self)
{
  g_return_val_if_fail (RIMAU_IS_APPLICATION (self), NULL);

  return self->settings;
}
