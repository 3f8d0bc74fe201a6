/* rimau-test-session.h — what the session's tests share
 *
 * A session made as the game makes one, a folder of their own for the
 * files they write, and waiting on the main context for what they expect.
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "rimau-session-private.h"
#include "rimau-test-app.h"

/* The folder of the files a test writes, made by its main (). */
static char *tmp_dir;

/* Iterates the main context until @done holds for @session, or fails. */
static inline void
wait_for (RimauSession *session,
          gboolean    (*done) (RimauSession *session),
          guint         seconds)
{
  gint64 deadline = g_get_monotonic_time () + (gint64) seconds * G_USEC_PER_SEC;

  while (!done (session))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      if (!g_main_context_iteration (NULL, FALSE))
        g_usleep (1000);
    }
}

/* Whether *@count is above 0: a signal counted has come. */
static inline gboolean
counted (gpointer count)
{
  return *(guint *) count > 0;
}

static inline gboolean
not_thinking (RimauSession *session)
{
  return !rimau_match_get_thinking (rimau_session_get_match (session));
}

static inline GFile *
tmp_file (const char *name)
{
  return g_file_new_build_filename (tmp_dir, name, NULL);
}

static inline RimauSession *
new_session (RimauVariant  variant,
             const char   *tigers,
             const char   *men,
             guint         time_ms)
{
  RimauSession *session = rimau_session_new ();
  RimauGameSetup setup = test_game_setup (variant, tigers, men, time_ms);

  rimau_session_start (session, &setup);
  return session;
}

static inline guint
n_plies_listed (RimauSession *session)
{
  return g_list_model_get_n_items (rimau_session_get_plies (session));
}
