/* rimau-safe-file.h — files read without surprises and written whole
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* A file being written is first a hidden file beside it whose name ends
 * so: ".NAME.XXXXXX.saving". One left behind by a write that was killed
 * is recognised by rimau_safe_file_is_temporary(). */
#define RIMAU_SAFE_FILE_TEMPORARY_SUFFIX ".saving"

GBytes   *rimau_safe_file_read           (GFile                *file,
                                          gsize                 max_length,
                                          GCancellable         *cancellable,
                                          GError              **error);

gboolean  rimau_safe_file_replace        (GFile                *file,
                                          const void           *data,
                                          gsize                 length,
                                          GCancellable         *cancellable,
                                          GError              **error);
void      rimau_safe_file_replace_async  (GFile                *file,
                                          GBytes               *bytes,
                                          GCancellable         *cancellable,
                                          GAsyncReadyCallback   callback,
                                          gpointer              user_data);
gboolean  rimau_safe_file_replace_finish (GAsyncResult         *result,
                                          GError              **error);

gboolean  rimau_safe_file_is_temporary   (const char           *basename);

G_END_DECLS
