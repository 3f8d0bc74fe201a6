/* rimau-player-channel.h — the messages between Rimau and a rimau-player
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A personality that is a module of its own plays in a rimau-player
 * process, which talks to the program over a socket given to it as file
 * descriptor 3. Both ways the socket carries frames: a length of 4 bytes,
 * big-endian, from 1 to RIMAU_PLAYER_FRAME_MAX, then that many bytes of
 * UTF-8 text. The first line of the text names the message; the lines
 * after it are "key value…" pairs, in any order, each at most once:
 *
 *   Rimau to the player
 *     choose     rules VARIANT CAPTURES CONCEDE / position POSITION /
 *                time MS / neutral 0|1 / history KEY… (hex)
 *     stop       answer now with the best ply found so far
 *     hold       hold the search still, its clock with it
 *     release    go on after a hold
 *   The player to Rimau
 *     ready      the module is loaded; the player waits for `choose`
 *     answer     ply KIND FROM TO CAPTURED / score S / depth D /
 *                nodes N / line KIND FROM TO CAPTURED…
 *     failed     the rest of the text, after the first line, says why
 *
 * A ply is the four fields of a RimauMove in decimal, the captured mask
 * in hex; Rimau checks an answer as it checks any strategy's. Anything
 * else on the channel — an unknown message, a key twice, a frame too
 * long, a number out of range — is an error of the player's.
 */

#pragma once

#include <glib.h>

#include "rimau-search-types.h"

G_BEGIN_DECLS

/* The descriptor the player finds the channel on. */
#define RIMAU_PLAYER_CHANNEL_FD 3

/* No message comes near it: a choose with a full history is under 2 KiB. */
#define RIMAU_PLAYER_FRAME_MAX 16384

/* The longest reason of a failure kept, in bytes. */
#define RIMAU_PLAYER_REASON_MAX 1024

typedef enum
{
  RIMAU_PLAYER_MESSAGE_CHOOSE,
  RIMAU_PLAYER_MESSAGE_STOP,
  RIMAU_PLAYER_MESSAGE_HOLD,
  RIMAU_PLAYER_MESSAGE_RELEASE,
  RIMAU_PLAYER_MESSAGE_READY,
  RIMAU_PLAYER_MESSAGE_ANSWER,
  RIMAU_PLAYER_MESSAGE_FAILED,
} RimauPlayerMessageKind;

typedef struct
{
  RimauPlayerMessageKind kind;
  /* choose */
  RimauSearchRequest     request;
  guint                  time_ms;
  gboolean               neutral;
  /* answer */
  RimauMove              ply;
  RimauSearchReport      report;
  /* failed: NUL-terminated, valid UTF-8, possibly empty */
  char                   reason[RIMAU_PLAYER_REASON_MAX + 1];
} RimauPlayerMessage;

#define RIMAU_PLAYER_CHANNEL_ERROR (rimau_player_channel_error_quark ())

typedef enum
{
  RIMAU_PLAYER_CHANNEL_ERROR_FRAME,
  RIMAU_PLAYER_CHANNEL_ERROR_MESSAGE,
} RimauPlayerChannelError;

GQuark   rimau_player_channel_error_quark (void);

void     rimau_player_message_init        (RimauPlayerMessage       *message,
                                           RimauPlayerMessageKind    kind);
/* The message as a whole frame, length first. */
GBytes  *rimau_player_message_encode      (const RimauPlayerMessage *message);
/* Reads the text of one frame, without its length. */
gboolean rimau_player_message_decode      (const guint8             *text,
                                           gsize                     length,
                                           RimauPlayerMessage       *message,
                                           GError                  **error);

/* Cuts a stream of bytes into frames. */
typedef struct _RimauPlayerFrameReader RimauPlayerFrameReader;

RimauPlayerFrameReader *rimau_player_frame_reader_new  (void);
void                    rimau_player_frame_reader_free (RimauPlayerFrameReader  *self);
void                    rimau_player_frame_reader_push (RimauPlayerFrameReader  *self,
                                                        const guint8            *data,
                                                        gsize                    length);
/* The text of the next whole frame in @text and @length, valid until the
 * next call; FALSE with no error when no whole frame has come yet, FALSE
 * with @error when the stream holds no frame at all. */
gboolean                rimau_player_frame_reader_next (RimauPlayerFrameReader  *self,
                                                        const guint8           **text,
                                                        gsize                   *length,
                                                        GError                 **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (RimauPlayerFrameReader, rimau_player_frame_reader_free)

G_END_DECLS
