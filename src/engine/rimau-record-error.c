/* rimau-record-error.c — what is wrong with a record, and where
 *
 * An error in RIMAU_RECORD_ERROR keeps its line, column and reason apart
 * from its message, for rimau-cli and the tests to read
 * (rimau-record-private.h).
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "rimau-record.h"
#include "rimau-record-private.h"

typedef struct
{
  guint  line;
  guint  column;
  char  *reason;
} RimauRecordErrorPrivate;

static void
rimau_record_error_private_init (RimauRecordErrorPrivate *priv)
{
  priv->line = 0;
  priv->column = 0;
  priv->reason = NULL;
}

static void
rimau_record_error_private_copy (const RimauRecordErrorPrivate *source,
                                 RimauRecordErrorPrivate       *copy)
{
  copy->line = source->line;
  copy->column = source->column;
  copy->reason = g_strdup (source->reason);
}

static void
rimau_record_error_private_clear (RimauRecordErrorPrivate *priv)
{
  g_clear_pointer (&priv->reason, g_free);
}

G_DEFINE_EXTENDED_ERROR (RimauRecordError, rimau_record_error)

gboolean
rimau_record_error_get_location (const GError *error,
                                 guint        *line,
                                 guint        *column)
{
  RimauRecordErrorPrivate *priv;

  if (error == NULL || error->domain != RIMAU_RECORD_ERROR)
    return FALSE;

  priv = rimau_record_error_get_private (error);
  if (priv->line == 0)
    return FALSE;

  if (line != NULL)
    *line = priv->line;
  if (column != NULL)
    *column = priv->column;
  return TRUE;
}

const char *
rimau_record_error_get_reason (const GError *error)
{
  RimauRecordErrorPrivate *priv;

  if (error == NULL || error->domain != RIMAU_RECORD_ERROR)
    return NULL;

  priv = rimau_record_error_get_private (error);
  return priv->reason != NULL ? priv->reason : error->message;
}

/* Sets @error, with @line and @column, and gives them to the caller's
 * @line_out and @column_out where it asks for them. */
void
rimau_record_set_error (GError           **error,
                        guint             *line_out,
                        guint             *column_out,
                        RimauRecordError   code,
                        guint              line,
                        guint              column,
                        const char        *reason)
{
  RimauRecordErrorPrivate *priv;

  if (line_out != NULL)
    *line_out = line;
  if (column_out != NULL)
    *column_out = column;
  if (error == NULL)
    return;

  /* TRANSLATORS: the start of every message about a record that cannot
   * be read; the last %s says what is wrong. */
  g_set_error (error, RIMAU_RECORD_ERROR, code, _("Line %u, column %u: %s"), line, column, reason);
  priv = rimau_record_error_get_private (*error);
  priv->line = line;
  priv->column = column;
  priv->reason = g_strdup (reason);
}
