/* rimau-test-app.h — what the application's tests share, with a display
 * or without
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>
#include <glib/gi18n.h>
#include <locale.h>

#include "rimau-game-setup.h"
#include "rimau-i18n.h"
#include "rimau-session.h"
#include "rimau-test-files.h"

/* A setup of @variant: @tigers and @men are personality ids, or %NULL for
 * a person, each thinking @time_ms a ply. */
static inline RimauGameSetup
test_game_setup (RimauVariant  variant,
                 const char   *tigers,
                 const char   *men,
                 guint         time_ms)
{
  RimauGameSetup setup;

  rimau_game_setup_init_default (&setup);
  rimau_rules_init (&setup.rules, variant);
  rimau_game_setup_set_player (&setup, RIMAU_SIDE_TIGERS, tigers);
  rimau_game_setup_set_player (&setup, RIMAU_SIDE_MEN, men);
  setup.time_ms[RIMAU_SIDE_TIGERS] = setup.time_ms[RIMAU_SIDE_MEN] = time_ms;
  return setup;
}

/* Plays @plies, in notation and separated by spaces, as a person does:
 * each must be legal. */
static inline void
test_session_play (RimauSession *session,
                   const char   *plies)
{
  g_auto(GStrv) texts = g_strsplit (plies, " ", -1);

  for (guint i = 0; texts[i] != NULL; i++)
    {
      const RimauPosition *position = rimau_game_get_position (rimau_session_get_game (session));
      RimauMove move;

      g_assert_true (rimau_position_parse_move (position, texts[i], &move, NULL));
      g_assert_true (rimau_session_play (session, &move));
    }
}

/* Iterates the main context until @done holds for @data, failing the test
 * after 30 s: for what comes when a write or a search ends, however long a
 * loaded machine takes. */
static inline void
test_iterate_until (gboolean (*done) (gpointer data),
                    gpointer   data)
{
  gint64 deadline = g_get_monotonic_time () + 30 * G_USEC_PER_SEC;

  while (!done (data))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      if (!g_main_context_iteration (NULL, FALSE))
        g_usleep (1000);
    }
}

/* Lets the main context run for @ms milliseconds: for what must NOT
 * happen, the only way to look. */
static inline void
test_run_for (guint ms)
{
  gint64 until = g_get_monotonic_time () + (gint64) ms * 1000;

  while (g_get_monotonic_time () < until)
    if (!g_main_context_iteration (NULL, FALSE))
      g_usleep (1000);
}

/* Dispatches whatever the main context has ready, and no more. */
static inline void
test_dispatch_pending (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

/* A new game of @variant after @plies, written as records write them and
 * separated by spaces ("" for none). */
static inline RimauGame *
test_game_after (RimauVariant  variant,
                 const char   *plies)
{
  g_auto(GStrv) texts = g_strsplit (plies, " ", -1);
  RimauGame *game;
  RimauRules rules;

  rimau_rules_init (&rules, variant);
  game = rimau_game_new (&rules);
  for (guint i = 0; texts[i] != NULL && texts[i][0] != '\0'; i++)
    {
      g_autoptr(GError) error = NULL;

      g_assert_true (rimau_game_play_text (game, texts[i], &error));
      g_assert_no_error (error);
    }
  return game;
}

/* Whether the test runs in Malay. */
static inline gboolean
test_in_malay_language (void)
{
  return g_str_has_prefix (g_get_language_names ()[0], "ms");
}

/* Speaks the language the test is run in, as the game does (a real
 * locale, LANGUAGE, the build tree's catalogues), and says whether it is
 * Malay: the -malay runs of tests/meson.build. */
static inline gboolean
test_speak_the_language (void)
{
  setlocale (LC_ALL, "");
  rimau_i18n_bind_text_domain ();
  textdomain (GETTEXT_PACKAGE);
  return test_in_malay_language ();
}
