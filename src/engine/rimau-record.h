/* rimau-record.h — game records: the text of a game, read and written
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "rimau-game.h"

G_BEGIN_DECLS

#define RIMAU_RECORD_ERROR (rimau_record_error_quark ())

/* What is wrong with a record (rules.md §5, "Game records"). Every error
 * comes with the line and column (1-based, counted in characters) where the
 * problem is, in the message and, for rimau_record_parse(), in its
 * @line and @column. */
typedef enum
{
  RIMAU_RECORD_ERROR_ENCODING,         /* not UTF-8 text, or a NUL byte */
  RIMAU_RECORD_ERROR_TOO_LARGE,        /* more than RIMAU_RECORD_MAX_SIZE bytes */
  RIMAU_RECORD_ERROR_SYNTAX,           /* a tag, comment or token that cannot be read */
  RIMAU_RECORD_ERROR_DUPLICATE_TAG,
  RIMAU_RECORD_ERROR_MISSING_TAG,      /* no Variant tag */
  RIMAU_RECORD_ERROR_UNKNOWN_VARIANT,
  RIMAU_RECORD_ERROR_BAD_OPTION,       /* the value of Captures or Concede */
  RIMAU_RECORD_ERROR_BAD_POSITION,     /* the value of Position */
  RIMAU_RECORD_ERROR_MALFORMED_PLY,    /* a word that is no ply at all */
  RIMAU_RECORD_ERROR_ILLEGAL_PLY,      /* a ply the position does not allow */
  RIMAU_RECORD_ERROR_RESULT_MISMATCH,  /* Result or the result token contradicts the game */
  RIMAU_RECORD_ERROR_PLY_AFTER_END,    /* a ply after the game was over */
  RIMAU_RECORD_ERROR_BAD_RESULT,       /* a Result tag that is none of 1-0 0-1 1/2-1/2 * */
  RIMAU_RECORD_ERROR_TAG_TOO_LONG,     /* a tag name or value over RIMAU_RECORD_MAX_TAG_LENGTH */
} RimauRecordError;

/* The largest record read, in bytes: far more than any game needs. */
#define RIMAU_RECORD_MAX_SIZE (1024 * 1024)

/* The longest tag name, and tag value, read, in characters: far more than
 * a player's name, a date or a position needs, and short enough that a
 * name shown in the window stays small. A longer one is refused with the
 * rest of the record; one given to the writer is cut to it. The value of
 * the Analysis tag, which holds a line for every position of the game,
 * is bounded only by the record's size. */
#define RIMAU_RECORD_MAX_TAG_LENGTH 256

GQuark     rimau_record_error_quark      (void);

RimauGame *rimau_record_parse            (const char           *data,
                                          gsize                 length,
                                          guint                *line,
                                          guint                *column,
                                          GError              **error);
char      *rimau_record_write            (RimauGame            *game);

RimauGame *rimau_record_load_file        (GFile                *file,
                                          GCancellable         *cancellable,
                                          GError              **error);
gboolean   rimau_record_save_file        (RimauGame            *game,
                                          GFile                *file,
                                          GCancellable         *cancellable,
                                          GError              **error);

void       rimau_record_load_file_async  (GFile                *file,
                                          GCancellable         *cancellable,
                                          GAsyncReadyCallback   callback,
                                          gpointer              user_data);
RimauGame *rimau_record_load_file_finish (GAsyncResult         *result,
                                          GError              **error);
void       rimau_record_save_file_async  (RimauGame            *game,
                                          GFile                *file,
                                          GCancellable         *cancellable,
                                          GAsyncReadyCallback   callback,
                                          gpointer              user_data);
gboolean   rimau_record_save_file_finish (GAsyncResult         *result,
                                          GError              **error);

G_END_DECLS
