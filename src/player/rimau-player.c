/* rimau-player.c — plays one personality's module for Rimau, apart
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Rimau starts one of these for each personality that is a module of its
 * own, so that whatever the module does — crash, quit, loop forever — is
 * this process's end and never the game's. It loads the module through
 * libpeas, says `ready`, and then answers each `choose` on the channel of
 * rimau-player-channel.h, its search in a thread of its own while the main
 * thread goes on listening for `stop`, `hold` and `release`. When Rimau
 * closes the channel, or goes away, the player ends at once.
 */

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n.h>
#include <locale.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <unistd.h>

#include "rimau-ai.h"
#include "rimau-player-channel.h"
#include "rimau-plugin-loader-private.h"
#include "rimau-search.h"

/* How much less than Rimau the player counts, in nice steps: the window
 * draws first, the search has every cycle left. */
#define PLAYER_NICENESS 10

typedef struct
{
  RimauStrategy      *strategy;
  GMutex              writing;
  /* The search under way, if any. */
  GThread            *thread;
  gint                searching;
  RimauSearchRequest  request;
  RimauSearchLimits   limits;
  RimauSearchGate    *gate;
  GCancellable       *cancellable;
} Player;

/* Rimau is gone or deaf: nothing is left to do, and a module's threads
 * must not keep the process alive. */
G_GNUC_NORETURN static void
end_now (int status)
{
  _exit (status);
}

static void
send_message (Player                   *player,
              const RimauPlayerMessage *message)
{
  g_autoptr(GBytes) frame = rimau_player_message_encode (message);
  gsize length;
  const guint8 *data = g_bytes_get_data (frame, &length);

  g_mutex_lock (&player->writing);
  while (length > 0)
    {
      ssize_t written = send (RIMAU_PLAYER_CHANNEL_FD, data, length, MSG_NOSIGNAL);

      if (written < 0 && errno == EINTR)
        continue;
      if (written <= 0)
        end_now (0);
      data += written;
      length -= (gsize) written;
    }
  g_mutex_unlock (&player->writing);
}

static void
send_failed (Player     *player,
             const char *reason)
{
  RimauPlayerMessage message;

  rimau_player_message_init (&message, RIMAU_PLAYER_MESSAGE_FAILED);
  g_strlcpy (message.reason, reason != NULL ? reason : "", sizeof message.reason);
  send_message (player, &message);
}

static gpointer
search (gpointer data)
{
  Player *player = data;
  g_autoptr(GError) error = NULL;
  RimauPlayerMessage message;

  gboolean ok;

  rimau_player_message_init (&message, RIMAU_PLAYER_MESSAGE_ANSWER);
  ok = rimau_search_run (player->strategy, &player->request, &player->limits, player->cancellable,
                         &message.ply, &message.report, &error);
  /* Free for the next ply before Rimau hears of this one and asks it. */
  g_atomic_int_set (&player->searching, FALSE);
  if (ok)
    send_message (player, &message);
  else
    /* No error at all: a module in Python that raised, which PyGObject
     * printed. */
    send_failed (player, error != NULL ? error->message : NULL);
  return NULL;
}

static void
start_search (Player                   *player,
              const RimauPlayerMessage *message)
{
  if (g_atomic_int_get (&player->searching))
    {
      send_failed (player, "a ply was asked for before the last one was answered");
      return;
    }
  g_clear_pointer (&player->thread, g_thread_join);
  g_clear_object (&player->cancellable);
  g_clear_pointer (&player->gate, rimau_search_gate_free);

  player->request = message->request;
  player->gate = rimau_search_gate_new ();
  player->cancellable = g_cancellable_new ();
  player->limits = (RimauSearchLimits) {
    .time_ms = message->time_ms,
    .gate = player->gate,
    .neutral = message->neutral,
  };
  g_atomic_int_set (&player->searching, TRUE);
  player->thread = g_thread_new ("rimau-search", search, player);
}

static void
obey (Player                   *player,
      const RimauPlayerMessage *message)
{
  switch (message->kind)
    {
    case RIMAU_PLAYER_MESSAGE_CHOOSE:
      start_search (player, message);
      break;
    case RIMAU_PLAYER_MESSAGE_STOP:
      if (player->cancellable != NULL)
        g_cancellable_cancel (player->cancellable);
      if (player->gate != NULL)
        rimau_search_gate_release (player->gate);
      break;
    case RIMAU_PLAYER_MESSAGE_HOLD:
      if (player->gate != NULL)
        rimau_search_gate_hold (player->gate);
      break;
    case RIMAU_PLAYER_MESSAGE_RELEASE:
      if (player->gate != NULL)
        rimau_search_gate_release (player->gate);
      break;
    default:
      /* A message only a player sends: Rimau is not talking to us. */
      end_now (2);
    }
}

static void
listen_to_rimau (Player *player)
{
  g_autoptr(RimauPlayerFrameReader) reader = rimau_player_frame_reader_new ();
  guint8 buffer[4096];

  for (;;)
    {
      ssize_t got = read (RIMAU_PLAYER_CHANNEL_FD, buffer, sizeof buffer);
      const guint8 *text;
      gsize length;
      g_autoptr(GError) error = NULL;

      if (got < 0 && errno == EINTR)
        continue;
      if (got <= 0)
        end_now (0);
      rimau_player_frame_reader_push (reader, buffer, (gsize) got);
      while (rimau_player_frame_reader_next (reader, &text, &length, &error))
        {
          RimauPlayerMessage message;

          if (!rimau_player_message_decode (text, length, &message, &error))
            break;
          obey (player, &message);
        }
      if (error != NULL)
        {
          g_printerr ("rimau-player: %s\n", error->message);
          end_now (2);
        }
    }
}

static gboolean
channel_is_open (void)
{
  int flags = fcntl (RIMAU_PLAYER_CHANNEL_FD, F_GETFD);

  if (flags < 0)
    return FALSE;
  /* Nothing the module starts inherits it. */
  (void) fcntl (RIMAU_PLAYER_CHANNEL_FD, F_SETFD, flags | FD_CLOEXEC);
  return TRUE;
}

int
main (int    argc,
      char **argv)
{
  Player player = { NULL };
  g_autoptr(GError) error = NULL;
  RimauPlayerMessage ready;

  setlocale (LC_ALL, "");
  rimau_i18n_bind_text_domain ();
  /* A module's warnings, and libpeas' about a module, are for its author:
   * they end no process here, whatever G_DEBUG the game was started with.
   * What fails is said on the channel. */
  g_log_set_always_fatal (G_LOG_FATAL_MASK);

  if (argc != 2 || !channel_is_open ())
    {
      g_printerr (_("rimau-player plays a computer player for Rimau, which starts it.\n"));
      return 2;
    }
  (void) setpriority (PRIO_PROCESS, 0, PLAYER_NICENESS);
  g_mutex_init (&player.writing);

  player.strategy = rimau_plugin_loader_load_module (rimau_plugin_loader_get_default (), argv[1], &error);
  if (player.strategy == NULL)
    {
      send_failed (&player, error->message);
      return 1;
    }

  rimau_player_message_init (&ready, RIMAU_PLAYER_MESSAGE_READY);
  send_message (&player, &ready);
  listen_to_rimau (&player);
  return 0;
}
