/* rimau-palette.h — the colours the game draws with, in each style
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* The board, the pieces and the game's own marks have colours of their
 * own for the light, dark and high-contrast styles; the other marks take
 * libadwaita's accent and state colours, as its style sheet has them. */
typedef struct
{
  GdkRGBA board;
  GdkRGBA mountain;
  GdkRGBA line;
  GdkRGBA label;
  GdkRGBA tiger;
  GdkRGBA tiger_stripes;
  GdkRGBA man;
  GdkRGBA man_outline;
  GdkRGBA last_move;
  GdkRGBA highlight;
  GdkRGBA mistake;

  /* libadwaita's */
  GdkRGBA accent_bg;
  GdkRGBA accent;
  GdkRGBA success;
  GdkRGBA warning;
  GdkRGBA error;
} RimauPalette;

void            rimau_palette_init               (RimauPalette    *self,
                                                  AdwStyleManager *styles);
void            rimau_palette_connect_changes    (AdwStyleManager *styles,
                                                  GCallback        callback,
                                                  gpointer         object);
GtkCssProvider *rimau_palette_style_provider_new (AdwStyleManager *styles);

G_END_DECLS
