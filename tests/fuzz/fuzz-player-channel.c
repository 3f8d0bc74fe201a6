/* fuzz-player-channel.c — libFuzzer target: any bytes on a player's channel
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* What a rimau-player writes is untrusted: a module can write anything on
 * the channel. The bytes are fed to the frame reader in pieces whose sizes
 * the input's first byte picks, as a socket would give them; each frame is
 * read as a message. A message read is written again, and must read back
 * as the same message; an error must be a channel error with a message. */

#include "config.h"

#include <string.h>

#include "rimau-ai.h"
#include "rimau-fuzz.h"
#include "rimau-player-channel.h"

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  g_log_set_always_fatal (G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING);
  return 0;
}

static gboolean
same_plies (const RimauMove *a,
            const RimauMove *b,
            guint            n)
{
  for (guint i = 0; i < n; i++)
    if (a[i].kind != b[i].kind || a[i].from != b[i].from || a[i].to != b[i].to || a[i].captured != b[i].captured)
      return FALSE;
  return TRUE;
}

static void
check_round_trip (const RimauPlayerMessage *message)
{
  g_autoptr(GBytes) frame = rimau_player_message_encode (message);
  g_autoptr(GError) error = NULL;
  RimauPlayerMessage again;
  gsize size;
  const guint8 *data = g_bytes_get_data (frame, &size);

  require (size > 4 && size - 4 <= RIMAU_PLAYER_FRAME_MAX);
  require (rimau_player_message_decode (data + 4, size - 4, &again, &error));
  require (again.kind == message->kind);
  switch (message->kind)
    {
    case RIMAU_PLAYER_MESSAGE_CHOOSE:
      require (rimau_position_equal (&again.request.position, &message->request.position));
      require (again.request.n_history == message->request.n_history);
      require (memcmp (again.request.history, message->request.history,
                       message->request.n_history * sizeof (guint64)) == 0);
      require (again.time_ms == message->time_ms && again.neutral == message->neutral);
      break;
    case RIMAU_PLAYER_MESSAGE_ANSWER:
      require (same_plies (&again.ply, &message->ply, 1));
      require (again.report.has_score == message->report.has_score);
      require (!message->report.has_score || again.report.score == message->report.score);
      require (again.report.depth == message->report.depth && again.report.nodes == message->report.nodes);
      require (again.report.n_line == message->report.n_line);
      require (same_plies (again.report.line, message->report.line, message->report.n_line));
      break;
    case RIMAU_PLAYER_MESSAGE_FAILED:
      require (g_utf8_validate (message->reason, -1, NULL));
      require (strlen (message->reason) <= RIMAU_PLAYER_REASON_MAX);
      require (strcmp (again.reason, message->reason) == 0);
      break;
    default:
      break;
    }
}

int
LLVMFuzzerTestOneInput (const guint8 *data,
                        size_t        size)
{
  g_autoptr(RimauPlayerFrameReader) reader = rimau_player_frame_reader_new ();
  gsize piece;

  if (size == 0)
    return 0;
  piece = 1 + data[0] % 64;
  data++;
  size--;

  for (gsize offset = 0; offset < size; offset += piece)
    {
      g_autoptr(GError) error = NULL;
      const guint8 *text;
      gsize length;

      rimau_player_frame_reader_push (reader, data + offset, MIN (piece, size - offset));
      while (rimau_player_frame_reader_next (reader, &text, &length, &error))
        {
          g_autoptr(GError) reason = NULL;
          RimauPlayerMessage message;

          require (length >= 1 && length <= RIMAU_PLAYER_FRAME_MAX);
          if (rimau_player_message_decode (text, length, &message, &reason))
            check_round_trip (&message);
          else
            require (reason != NULL && reason->domain == RIMAU_PLAYER_CHANNEL_ERROR &&
                     g_utf8_validate (reason->message, -1, NULL));
        }
      if (error != NULL)
        {
          require (error->domain == RIMAU_PLAYER_CHANNEL_ERROR);
          return 0;   /* the host gives the player up here */
        }
    }
  return 0;
}
