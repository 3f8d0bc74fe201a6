/* rimau-run-marker.h — whether the last run of Rimau ended cleanly
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* How the run before this one ended. */
typedef enum
{
  RIMAU_LAST_RUN_CLEAN,       /* it quit, or there was none */
  RIMAU_LAST_RUN_UNCLEAN,     /* it was killed, crashed, or lost its display */
  RIMAU_LAST_RUN_STILL_ON,    /* it is still running, with the same state folder */
} RimauLastRun;

typedef struct _RimauRunMarker RimauRunMarker;

RimauRunMarker *rimau_run_marker_claim   (GFile          *folder,
                                          RimauLastRun   *last_run);
void            rimau_run_marker_release (RimauRunMarker *marker);

G_END_DECLS
