/* rimau-player-channel.c — the messages between Rimau and a rimau-player
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Whatever comes from a player is untrusted: a module that crashed half
 * way through a write, or one that writes on every descriptor it finds,
 * must give an error here and nothing else. Every number is read with its
 * range, every position through the engine's own reader.
 */

#include "config.h"

#include <string.h>

#include "rimau-player-channel.h"
#include "rimau-strategy-context.h"

G_DEFINE_QUARK (rimau-player-channel-error-quark, rimau_player_channel_error)

typedef enum
{
  KEY_RULES,
  KEY_POSITION,
  KEY_TIME,
  KEY_NEUTRAL,
  KEY_HISTORY,
  KEY_PLY,
  KEY_SCORE,
  KEY_DEPTH,
  KEY_NODES,
  KEY_LINE,
  N_KEYS
} Key;

static const char * const key_names[N_KEYS] = {
  "rules", "position", "time", "neutral", "history",
  "ply", "score", "depth", "nodes", "line",
};

#define KEYS_OF_CHOOSE ((1u << KEY_RULES) | (1u << KEY_POSITION) | (1u << KEY_TIME) | \
                        (1u << KEY_NEUTRAL) | (1u << KEY_HISTORY))
#define KEYS_OF_ANSWER ((1u << KEY_PLY) | (1u << KEY_SCORE) | (1u << KEY_DEPTH) | \
                        (1u << KEY_NODES) | (1u << KEY_LINE))

static const char * const message_names[] = {
  [RIMAU_PLAYER_MESSAGE_CHOOSE] = "choose",
  [RIMAU_PLAYER_MESSAGE_STOP] = "stop",
  [RIMAU_PLAYER_MESSAGE_HOLD] = "hold",
  [RIMAU_PLAYER_MESSAGE_RELEASE] = "release",
  [RIMAU_PLAYER_MESSAGE_READY] = "ready",
  [RIMAU_PLAYER_MESSAGE_ANSWER] = "answer",
  [RIMAU_PLAYER_MESSAGE_FAILED] = "failed",
};

void
rimau_player_message_init (RimauPlayerMessage     *message,
                           RimauPlayerMessageKind  kind)
{
  memset (message, 0, sizeof *message);
  message->kind = kind;
}

/* Encoding */

static void
append_ply (GString         *text,
            const RimauMove *ply)
{
  g_string_append_printf (text, "%d %d %d %" G_GINT64_MODIFIER "x",
                          ply->kind, ply->from, ply->to, (guint64) ply->captured);
}

static void
append_choose (GString                  *text,
               const RimauPlayerMessage *message)
{
  const RimauPosition *position = &message->request.position;
  g_autofree char *position_text = rimau_position_to_string (position);

  g_string_append_printf (text, "rules %s %s %u\n", rimau_variant_to_id (position->rules.variant),
                          rimau_capture_rule_to_id (position->rules.captures), position->rules.concede);
  g_string_append_printf (text, "position %s\n", position_text);
  g_string_append_printf (text, "time %u\nneutral %d\n", message->time_ms, message->neutral ? 1 : 0);
  if (message->request.n_history == 0)
    return;
  g_string_append (text, "history");
  for (guint i = 0; i < message->request.n_history; i++)
    g_string_append_printf (text, " %" G_GINT64_MODIFIER "x", message->request.history[i]);
  g_string_append_c (text, '\n');
}

static void
append_answer (GString                  *text,
               const RimauPlayerMessage *message)
{
  const RimauSearchReport *report = &message->report;

  g_string_append (text, "ply ");
  append_ply (text, &message->ply);
  g_string_append_c (text, '\n');
  if (report->has_score)
    g_string_append_printf (text, "score %d\n", report->score);
  g_string_append_printf (text, "depth %u\nnodes %" G_GUINT64_FORMAT "\n", report->depth, report->nodes);
  if (report->n_line == 0)
    return;
  g_string_append (text, "line");
  for (guint i = 0; i < report->n_line && i < RIMAU_MAX_LINE; i++)
    {
      g_string_append_c (text, ' ');
      append_ply (text, &report->line[i]);
    }
  g_string_append_c (text, '\n');
}

GBytes *
rimau_player_message_encode (const RimauPlayerMessage *message)
{
  g_autoptr(GString) text = g_string_new (NULL);
  guint32 length;

  g_return_val_if_fail (message != NULL, NULL);
  g_return_val_if_fail (message->kind <= RIMAU_PLAYER_MESSAGE_FAILED, NULL);

  g_string_append_len (text, "\0\0\0\0", 4);
  g_string_append (text, message_names[message->kind]);
  g_string_append_c (text, '\n');
  if (message->kind == RIMAU_PLAYER_MESSAGE_CHOOSE)
    append_choose (text, message);
  else if (message->kind == RIMAU_PLAYER_MESSAGE_ANSWER)
    append_answer (text, message);
  else if (message->kind == RIMAU_PLAYER_MESSAGE_FAILED)
    g_string_append (text, message->reason);

  g_assert (text->len - 4 <= RIMAU_PLAYER_FRAME_MAX);
  length = GUINT32_TO_BE ((guint32) (text->len - 4));
  memcpy (text->str, &length, 4);
  return g_string_free_to_bytes (g_steal_pointer (&text));
}

/* Decoding */

static gboolean
bad_message (GError     **error,
             const char  *format,
             ...) G_GNUC_PRINTF (2, 3);

static gboolean
bad_message (GError     **error,
             const char  *format,
             ...)
{
  va_list args;

  va_start (args, format);
  g_propagate_error (error, g_error_new_valist (RIMAU_PLAYER_CHANNEL_ERROR,
                                                RIMAU_PLAYER_CHANNEL_ERROR_MESSAGE, format, args));
  va_end (args);
  return FALSE;
}

/* At most 32 characters of @text, valid UTF-8 whatever @text is: an error
 * quotes what a player wrote, and its message is shown to a person. */
static char *
excerpt (const char *text)
{
  /* memchr() stops at the first NUL: it reads no further than strlen(). */
  const char *end = memchr (text, '\0', 4 * 32);
  g_autofree char *valid = g_utf8_make_valid (text, end != NULL ? end - text : 4 * 32);

  return g_utf8_substring (valid, 0, MIN (g_utf8_strlen (valid, -1), 32));
}

static gboolean
read_signed (const char  *text,
             gint64       min,
             gint64       max,
             gint64      *value,
             GError     **error)
{
  if (!g_ascii_string_to_signed (text, 10, min, max, value, NULL))
    {
      g_autofree char *quoted = excerpt (text);

      return bad_message (error, "“%s” is not a number from %" G_GINT64_FORMAT " to %" G_GINT64_FORMAT,
                          quoted, min, max);
    }
  return TRUE;
}

static gboolean
read_unsigned (const char  *text,
               guint        base,
               guint64      max,
               guint64     *value,
               GError     **error)
{
  if (!g_ascii_string_to_unsigned (text, base, 0, max, value, NULL))
    {
      g_autofree char *quoted = excerpt (text);

      return bad_message (error, "“%s” is not a number up to %" G_GUINT64_FORMAT, quoted, max);
    }
  return TRUE;
}

/* Four words from @words on: a ply's kind, from, to and captured mask. */
static gboolean
read_ply (char      **words,
          RimauMove  *ply,
          GError    **error)
{
  gint64 kind, from, to;
  guint64 captured;

  if (!read_signed (words[0], G_MININT8, G_MAXINT8, &kind, error) ||
      !read_signed (words[1], G_MININT8, G_MAXINT8, &from, error) ||
      !read_signed (words[2], G_MININT8, G_MAXINT8, &to, error) ||
      !read_unsigned (words[3], 16, G_MAXUINT64, &captured, error))
    return FALSE;

  memset (ply, 0, sizeof *ply);
  ply->kind = (gint8) kind;
  ply->from = (gint8) from;
  ply->to = (gint8) to;
  ply->captured = captured;
  return TRUE;
}

static gboolean
read_plies (const char  *value,
            guint        max,
            RimauMove   *plies,
            guint       *n_plies,
            GError     **error)
{
  g_auto(GStrv) words = g_strsplit (value, " ", -1);
  guint n_words = g_strv_length (words);

  if (n_words == 0 || n_words % 4 != 0 || n_words / 4 > max)
    return bad_message (error, "%u words are not 1 to %u plies", n_words, max);
  for (guint i = 0; i < n_words / 4; i++)
    if (!read_ply (words + 4 * i, &plies[i], error))
      return FALSE;
  *n_plies = n_words / 4;
  return TRUE;
}

static gboolean
read_rules (const char  *value,
            RimauRules  *rules,
            GError     **error)
{
  g_auto(GStrv) words = g_strsplit (value, " ", -1);
  RimauVariant variant;
  RimauCaptureRule captures;
  guint64 concede;

  if (g_strv_length (words) != 3 || !rimau_variant_from_id (words[0], &variant) ||
      !rimau_capture_rule_from_id (words[1], &captures))
    {
      g_autofree char *quoted = excerpt (value);

      return bad_message (error, "“%s” are no rules", quoted);
    }
  if (!read_unsigned (words[2], 10, rimau_variant_max_concede (variant), &concede, error))
    return FALSE;

  rimau_rules_init (rules, variant);
  rules->captures = captures;
  rules->concede = (guint) concede;
  return TRUE;
}

static gboolean
read_history (const char         *value,
              RimauSearchRequest *request,
              GError            **error)
{
  g_auto(GStrv) words = g_strsplit (value, " ", -1);
  guint n = g_strv_length (words);

  if (n == 0 || n > RIMAU_SEARCH_HISTORY)
    return bad_message (error, "%u keys are not 1 to %u", n, RIMAU_SEARCH_HISTORY);
  for (guint i = 0; i < n; i++)
    if (!read_unsigned (words[i], 16, G_MAXUINT64, &request->history[i], error))
      return FALSE;
  request->n_history = n;
  return TRUE;
}

static gboolean
read_choose (char               **values,
             RimauPlayerMessage  *message,
             GError             **error)
{
  g_autoptr(GError) reason = NULL;
  RimauRules rules;
  guint64 time_ms, neutral;

  if (values[KEY_RULES] == NULL || values[KEY_POSITION] == NULL || values[KEY_TIME] == NULL)
    return bad_message (error, "a choose needs rules, a position and a time");
  if (!read_rules (values[KEY_RULES], &rules, error))
    return FALSE;
  if (!rimau_position_from_string (&message->request.position, &rules, values[KEY_POSITION], &reason))
    return bad_message (error, "no position: %s", reason->message);
  if (!read_unsigned (values[KEY_TIME], 10, G_MAXUINT, &time_ms, error))
    return FALSE;
  message->time_ms = (guint) time_ms;
  if (values[KEY_NEUTRAL] != NULL)
    {
      if (!read_unsigned (values[KEY_NEUTRAL], 10, 1, &neutral, error))
        return FALSE;
      message->neutral = neutral == 1;
    }
  return values[KEY_HISTORY] == NULL || read_history (values[KEY_HISTORY], &message->request, error);
}

static gboolean
read_answer (char               **values,
             RimauPlayerMessage  *message,
             GError             **error)
{
  RimauSearchReport *report = &message->report;
  guint64 depth = 0, nodes = 0;
  gint64 score;
  guint n;

  if (values[KEY_PLY] == NULL)
    return bad_message (error, "an answer needs a ply");
  if (!read_plies (values[KEY_PLY], 1, &message->ply, &n, error))
    return FALSE;
  if (values[KEY_SCORE] != NULL)
    {
      if (!read_signed (values[KEY_SCORE], -RIMAU_SCORE_WIN, RIMAU_SCORE_WIN, &score, error))
        return FALSE;
      report->has_score = TRUE;
      report->score = (int) score;
    }
  if ((values[KEY_DEPTH] != NULL && !read_unsigned (values[KEY_DEPTH], 10, G_MAXUINT, &depth, error)) ||
      (values[KEY_NODES] != NULL && !read_unsigned (values[KEY_NODES], 10, G_MAXUINT64, &nodes, error)))
    return FALSE;
  report->depth = (guint) depth;
  report->nodes = nodes;
  return values[KEY_LINE] == NULL ||
         read_plies (values[KEY_LINE], RIMAU_MAX_LINE, report->line, &report->n_line, error);
}

static gboolean
find_kind (const char             *name,
           RimauPlayerMessageKind *kind)
{
  for (guint i = 0; i < G_N_ELEMENTS (message_names); i++)
    if (strcmp (name, message_names[i]) == 0)
      {
        *kind = (RimauPlayerMessageKind) i;
        return TRUE;
      }
  return FALSE;
}

/* The "key value" lines of @lines, each key once and one that @kind has;
 * an empty last line is the text's final newline. */
static gboolean
split_values (char     **lines,
              guint      allowed,
              char     **values,
              GError   **error)
{
  for (guint i = 0; lines[i] != NULL; i++)
    {
      char *space = strchr (lines[i], ' ');
      g_autofree char *quoted = NULL;
      Key key;

      if (lines[i][0] == '\0' && lines[i + 1] == NULL)
        break;
      if (space == NULL)
        {
          quoted = excerpt (lines[i]);
          return bad_message (error, "“%s” has no value", quoted);
        }
      *space = '\0';
      for (key = 0; key < N_KEYS && strcmp (lines[i], key_names[key]) != 0; key++)
        ;
      if (key == N_KEYS || !(allowed & (1u << key)))
        {
          quoted = excerpt (lines[i]);
          return bad_message (error, "“%s” is not a key of this message", quoted);
        }
      if (values[key] != NULL)
        return bad_message (error, "“%s” comes twice", key_names[key]);
      values[key] = space + 1;
    }
  return TRUE;
}

static void
keep_reason (const char         *text,
             gsize               length,
             RimauPlayerMessage *message)
{
  g_autofree char *valid = g_utf8_make_valid (text, (gssize) MIN (length, RIMAU_PLAYER_REASON_MAX));
  const char *end;

  /* Cut where a character cut in two had been made valid. */
  g_utf8_validate (valid, MIN (strlen (valid), RIMAU_PLAYER_REASON_MAX), &end);
  memcpy (message->reason, valid, (gsize) (end - valid));
  message->reason[end - valid] = '\0';
  g_strstrip (message->reason);
}

gboolean
rimau_player_message_decode (const guint8        *text,
                             gsize                length,
                             RimauPlayerMessage  *message,
                             GError             **error)
{
  const char *chars = (const char *) text;
  const char *newline = memchr (chars, '\n', length);
  g_autofree char *name = NULL;
  g_autofree char *body = NULL;
  g_auto(GStrv) lines = NULL;
  char *values[N_KEYS] = { NULL };
  RimauPlayerMessageKind kind;
  guint allowed = 0;

  g_return_val_if_fail (message != NULL, FALSE);

  if (newline == NULL)
    return bad_message (error, "a message ends its name with a newline");
  name = g_strndup (chars, (gsize) (newline - chars));
  if (!find_kind (name, &kind))
    {
      g_autofree char *quoted = excerpt (name);

      return bad_message (error, "“%s” is no message", quoted);
    }

  rimau_player_message_init (message, kind);
  length -= (gsize) (newline + 1 - chars);
  chars = newline + 1;
  if (kind == RIMAU_PLAYER_MESSAGE_FAILED)
    {
      keep_reason (chars, length, message);
      return TRUE;
    }
  if (memchr (chars, '\0', length) != NULL || !g_utf8_validate_len (chars, length, NULL))
    return bad_message (error, "a message is UTF-8 text");

  body = g_strndup (chars, length);
  lines = g_strsplit (body, "\n", -1);
  if (kind == RIMAU_PLAYER_MESSAGE_CHOOSE)
    allowed = KEYS_OF_CHOOSE;
  else if (kind == RIMAU_PLAYER_MESSAGE_ANSWER)
    allowed = KEYS_OF_ANSWER;
  if (!split_values (lines, allowed, values, error))
    return FALSE;

  if (kind == RIMAU_PLAYER_MESSAGE_CHOOSE)
    return read_choose (values, message, error);
  if (kind == RIMAU_PLAYER_MESSAGE_ANSWER)
    return read_answer (values, message, error);
  return TRUE;
}

/* Frames */

struct _RimauPlayerFrameReader
{
  GByteArray *bytes;
  /* The bytes of the frame given last, dropped at the next call. */
  gsize       given;
};

RimauPlayerFrameReader *
rimau_player_frame_reader_new (void)
{
  RimauPlayerFrameReader *self = g_new0 (RimauPlayerFrameReader, 1);

  self->bytes = g_byte_array_new ();
  return self;
}

void
rimau_player_frame_reader_free (RimauPlayerFrameReader *self)
{
  if (self == NULL)
    return;
  g_byte_array_unref (self->bytes);
  g_free (self);
}

void
rimau_player_frame_reader_push (RimauPlayerFrameReader *self,
                                const guint8           *data,
                                gsize                   length)
{
  g_return_if_fail (self != NULL);

  if (self->given > 0)
    {
      g_byte_array_remove_range (self->bytes, 0, (guint) self->given);
      self->given = 0;
    }
  g_byte_array_append (self->bytes, data, (guint) length);
}

gboolean
rimau_player_frame_reader_next (RimauPlayerFrameReader  *self,
                                const guint8           **text,
                                gsize                   *length,
                                GError                 **error)
{
  guint32 frame_length;

  g_return_val_if_fail (self != NULL && text != NULL && length != NULL, FALSE);

  if (self->given > 0)
    {
      g_byte_array_remove_range (self->bytes, 0, (guint) self->given);
      self->given = 0;
    }
  if (self->bytes->len < 4)
    return FALSE;

  memcpy (&frame_length, self->bytes->data, 4);
  frame_length = GUINT32_FROM_BE (frame_length);
  if (frame_length == 0 || frame_length > RIMAU_PLAYER_FRAME_MAX)
    {
      g_set_error (error, RIMAU_PLAYER_CHANNEL_ERROR, RIMAU_PLAYER_CHANNEL_ERROR_FRAME,
                   "a frame of %u bytes, not 1 to %u", frame_length, RIMAU_PLAYER_FRAME_MAX);
      return FALSE;
    }
  if (self->bytes->len - 4 < frame_length)
    return FALSE;

  *text = self->bytes->data + 4;
  *length = frame_length;
  self->given = 4 + (gsize) frame_length;
  return TRUE;
}
