/* rimau-fuzz.h — what the fuzz targets and their replayer share
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>
#include <stdio.h>
#include <stdlib.h>

/* The entry points libFuzzer (or replay.c) calls. */
int LLVMFuzzerInitialize   (int          *argc,
                            char       ***argv);
int LLVMFuzzerTestOneInput (const guint8 *data,
                            size_t        size);

/* A property every input must keep: a finding when it does not. */
#define require(condition) \
  G_STMT_START { \
    if (!(condition)) \
      { \
        g_printerr ("%s: “%s” does not hold\n", G_STRLOC, #condition); \
        abort (); \
      } \
  } G_STMT_END
