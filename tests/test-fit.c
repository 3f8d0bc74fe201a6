/* test-fit.c — large text and every language fit the window and the dialogs
 *
 * With text at one and a half times its size (144 dpi) and in each
 * language the game ships, nothing in the window, its side panel, the
 * New Game dialog or the Keyboard Shortcuts dialog is ellipsized: a player reads every word, the chosen
 * computer's name included.
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "rimau-i18n.h"
#include "rimau-new-game-dialog.h"
#include "rimau-test-window.h"

/* English and every catalogue in po/LINGUAS. */
static const char * const languages[] = { "en", "de", "es", "fr", "id", "ms", "pt_BR", "ta", "zh_CN" };

static void
use_language (const char *language)
{
  g_setenv ("LANGUAGE", language, TRUE);
  /* A new locale makes gettext look its catalogues up again. */
  setlocale (LC_ALL, "");
}

/* Collects the text of every label that shows under @widget cut short. */
static void
collect_ellipsized (GtkWidget *widget,
                    GString   *cut)
{
  if (!gtk_widget_get_mapped (widget))
    return;

  if (GTK_IS_LABEL (widget) && pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (widget))))
    g_string_append_printf (cut, " “%s”", gtk_label_get_text (GTK_LABEL (widget)));

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_ellipsized (child, cut);
}

static void
assert_nothing_ellipsized (GtkWidget  *root,
                           const char *language,
                           const char *what)
{
  g_autoptr(GString) cut = g_string_new (NULL);

  collect_ellipsized (root, cut);
  /* FIT_SHOT=file.png keeps a picture of what was cut short. */
  if (cut->len > 0 && g_getenv ("FIT_SHOT") != NULL)
    {
      g_autoptr(GskRenderNode) node = snapshot_widget (root);
      g_autoptr(GdkTexture) texture = gsk_renderer_render_texture (gtk_native_get_renderer (gtk_widget_get_native (root)), node, NULL);
      gdk_texture_save_to_png (texture, g_getenv ("FIT_SHOT"));
    }
  if (cut->len > 0)
    g_error ("%s, in %s at 144 dpi and %d pixels wide, cuts short:%s", what, language,
             gtk_widget_get_width (root), cut->str);
}

static RimauNewGameDialog *
find_new_game_dialog (RimauWindow *window)
{
  return window_dialog (window, RIMAU_TYPE_NEW_GAME_DIALOG);
}

static gboolean
is_shown_row (GtkWidget     *widget,
              gconstpointer  data)
{
  return ADW_IS_PREFERENCES_ROW (widget) && gtk_widget_get_mapped (widget);
}

/* Whether a row of @dialog shows: its contents show once it has opened. */
static gboolean
shows_a_row (gpointer dialog)
{
  return find_widget (dialog, is_shown_row, NULL) != NULL;
}

static void
check_language (const char *language)
{
  RimauWindow *window;
  RimauNewGameDialog *dialog;
  AdwDialog *shortcuts;

  use_language (language);
  /* A person against the computer, whose name the dialog shows. */
  window = open_window_against (RIMAU_VARIANT_RIMAU_RIMAU_A, NULL, "pak-belalang", 1000);
  wait_for_frames (window);
  assert_nothing_ellipsized (GTK_WIDGET (window), language, "The window");

  press (window, "new-game");
  dialog = find_new_game_dialog (window);
  g_assert_nonnull (dialog);
  /* The dialog's contents show once it has opened. */
  wait_until_mapped (adw_dialog_get_default_widget (ADW_DIALOG (dialog)));
  process_pending ();
  assert_nothing_ellipsized (GTK_WIDGET (dialog), language, "The New Game dialog");

  close_window_dialog (ADW_DIALOG (dialog));

  activate (window, "show-shortcuts");
  shortcuts = adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (window));
  g_assert_nonnull (shortcuts);
  wait_until (shows_a_row, shortcuts, 10);
  assert_nothing_ellipsized (GTK_WIDGET (shortcuts), language, "The Keyboard Shortcuts dialog");
  close_window_dialog (shortcuts);

  close_window (window);
}

static void
test_large_text_fits_every_language (void)
{
  GtkSettings *settings = gtk_settings_get_default ();

  g_object_set (settings, "gtk-xft-dpi", 144 * 1024, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (languages); i++)
    check_language (languages[i]);
  g_object_set (settings, "gtk-xft-dpi", 96 * 1024, NULL);
  use_language ("en");
}

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "");
  rimau_i18n_bind_text_domain ();
  textdomain (GETTEXT_PACKAGE);
  rimau_test_ui_init (&argc, &argv);

  g_test_add_func ("/fit/large-text-every-language", test_large_text_fits_every_language);

  return rimau_test_ui_run (argv);
}
