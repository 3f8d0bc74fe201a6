/* rimau-search-gate.h — lets a search stand aside for a moment, or hold still
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* A gate that a search passes each time it looks at its clock. Whoever
 * asked for the search closes it for a moment, such as while a window draws
 * a frame, and a search that reaches it then waits until it opens again:
 * on a machine with few cores the search would otherwise take the cores the
 * drawing needs. Closing and opening are for one thread, passing for any;
 * an open gate costs a search one atomic read. A gate can also hold a
 * search for as long as the caller wants, with its clock stopped, as when a
 * person pauses the computers. */
typedef struct _RimauSearchGate RimauSearchGate;

RimauSearchGate *rimau_search_gate_new       (void);
void             rimau_search_gate_free      (RimauSearchGate *self);
void             rimau_search_gate_close     (RimauSearchGate *self);
void             rimau_search_gate_open      (RimauSearchGate *self);
gboolean         rimau_search_gate_is_closed (RimauSearchGate *self);
void             rimau_search_gate_hold      (RimauSearchGate *self);
void             rimau_search_gate_release   (RimauSearchGate *self);
gboolean         rimau_search_gate_is_held   (RimauSearchGate *self);
gint64           rimau_search_gate_pass      (RimauSearchGate *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (RimauSearchGate, rimau_search_gate_free)

G_END_DECLS
