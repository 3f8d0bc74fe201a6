/* rimau-autosave.h — a session's game kept in a file for the next start
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* The tag of a kept game that names the record it belongs to, by its URI;
 * it is the kept copy's alone, and never goes into the record itself. */
#define RIMAU_AUTOSAVE_RECORD_TAG "AutosaveOf"

#define RIMAU_TYPE_AUTOSAVE (rimau_autosave_get_type ())

G_DECLARE_FINAL_TYPE (RimauAutosave, rimau_autosave, RIMAU, AUTOSAVE, GObject)

RimauAutosave *rimau_autosave_new      (void);

GFile         *rimau_autosave_get_file (RimauAutosave *self);
void           rimau_autosave_set_file (RimauAutosave *self,
                                        GFile         *file);
void           rimau_autosave_keep     (RimauAutosave *self,
                                        const char    *text);
void           rimau_autosave_cancel   (RimauAutosave *self);
void           rimau_autosave_forget   (RimauAutosave *self);

G_END_DECLS
