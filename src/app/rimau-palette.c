/* rimau-palette.c — the colours the game draws with, in each style
 *
 * The board and the evaluation graph are drawn in code, and GTK no longer
 * lets code read a colour out of the style sheets (GtkStyleContext, which
 * did, is deprecated). Their colours are here instead, chosen by what the
 * style manager says: dark or light, high contrast or not, and the accent.
 *
 * The style sheet takes the few of them it needs as custom properties,
 * from a style provider that follows the style manager too. A style sheet
 * can choose by itself with @media (prefers-color-scheme: dark) and
 * (prefers-contrast: more) only from GTK 4.20: GTK 4.18 does not know
 * @media, and would warn and leave those rules out.
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "rimau-palette.h"

/* The square, the mountains, the lines and the coordinates. High contrast
 * has colours of its own for them: the mountains stand out from the square
 * at better than 3:1, the lines and the coordinates at better than 4.5:1. */
typedef struct
{
  guint32 board;
  guint32 mountain;
  guint32 line;
  guint32 label;
} BoardColors;

static const BoardColors board_colors[2][2] = {
  /* normal contrast: light, dark */
  { { 0xf0e4ca, 0xe2cfa6, 0x7a6445, 0x5e4b31 },
    { 0x4a4137, 0x5d5143, 0xcdbd9c, 0xd8cbb0 } },
  /* high contrast: light, dark */
  { { 0xfffaf0, 0xa88450, 0x241a0e, 0x1c140a },
    { 0x15120f, 0x78603f, 0xf2e6cc, 0xfff6e0 } },
};

/* The pieces and the game's own marks, the same in high contrast. The last
 * ply is purple, not the accent's blue: its rings are not the focus. A
 * mistake is between the warning's yellow and the error's red, as chess
 * sites mark a mistake between an inaccuracy and a blunder. */
typedef struct
{
  guint32 tiger;
  guint32 tiger_stripes;
  guint32 man;
  guint32 man_outline;
  guint32 last_move;
  guint32 highlight;
  guint32 mistake;
} PlayColors;

static const PlayColors play_colors[2] = {
  /* light */
  { 0xef8623, 0x2a1d12, 0xfdfcf9, 0x3d3846, 0x813d9c, 0xf5c211, 0xe66100 },
  /* dark */
  { 0xff8f2b, 0x1e1610, 0xf6f5f4, 0x241f31, 0xc061cb, 0xc89b0e, 0xffa348 },
};

/* libadwaita's backgrounds for success, warning and error, light and dark.
 * Its style sheet makes the colours of text and marks out of them as
 * adw_rgba_to_standalone() does. */
static const guint32 success_bg[2] = { 0x2ec27e, 0x26a269 };
static const guint32 warning_bg[2] = { 0xe5a50a, 0xcd9309 };
static const guint32 error_bg[2] = { 0xe01b24, 0xc01c28 };

static void
set_rgb (GdkRGBA *color,
         guint32  rgb)
{
  color->red = ((rgb >> 16) & 0xff) / 255.f;
  color->green = ((rgb >> 8) & 0xff) / 255.f;
  color->blue = (rgb & 0xff) / 255.f;
  color->alpha = 1.f;
}

static void
set_standalone (GdkRGBA  *color,
                guint32   background,
                gboolean  dark)
{
  GdkRGBA bg;

  set_rgb (&bg, background);
  adw_rgba_to_standalone (&bg, dark, color);
}

static void
init_board_colors (RimauPalette *self,
                   gboolean      dark,
                   gboolean      high_contrast)
{
  const BoardColors *colors = &board_colors[high_contrast][dark];

  set_rgb (&self->board, colors->board);
  set_rgb (&self->mountain, colors->mountain);
  set_rgb (&self->line, colors->line);
  set_rgb (&self->label, colors->label);
}

static void
init_play_colors (RimauPalette *self,
                  gboolean      dark)
{
  const PlayColors *colors = &play_colors[dark];

  set_rgb (&self->tiger, colors->tiger);
  set_rgb (&self->tiger_stripes, colors->tiger_stripes);
  set_rgb (&self->man, colors->man);
  set_rgb (&self->man_outline, colors->man_outline);
  set_rgb (&self->last_move, colors->last_move);
  set_rgb (&self->highlight, colors->highlight);
  set_rgb (&self->mistake, colors->mistake);
}

static void
init_libadwaita_colors (RimauPalette    *self,
                        AdwStyleManager *styles,
                        gboolean         dark)
{
  AdwAccentColor accent = adw_style_manager_get_accent_color (styles);

  adw_accent_color_to_rgba (accent, &self->accent_bg);
  adw_accent_color_to_standalone_rgba (accent, dark, &self->accent);
  set_standalone (&self->success, success_bg[dark], dark);
  set_standalone (&self->warning, warning_bg[dark], dark);
  set_standalone (&self->error, error_bg[dark], dark);
}

/* Fills @self with the colours of the style @styles has now. Equal styles
 * give equal bytes. */
void
rimau_palette_init (RimauPalette    *self,
                    AdwStyleManager *styles)
{
  gboolean dark, high_contrast;

  g_return_if_fail (self != NULL);
  g_return_if_fail (ADW_IS_STYLE_MANAGER (styles));

  dark = !!adw_style_manager_get_dark (styles);
  high_contrast = !!adw_style_manager_get_high_contrast (styles);

  init_board_colors (self, dark, high_contrast);
  init_play_colors (self, dark);
  init_libadwaita_colors (self, styles, dark);
}

/* Calls @callback, with @object first and @styles last, whenever @styles
 * changes what rimau_palette_init() gives, for as long as @object lives:
 * the style turning dark or light, high contrast, the accent colour. */
void
rimau_palette_connect_changes (AdwStyleManager *styles,
                               GCallback        callback,
                               gpointer         object)
{
  static const char * const changes[] = {
    "notify::dark", "notify::high-contrast", "notify::accent-color",
  };

  g_return_if_fail (ADW_IS_STYLE_MANAGER (styles));
  g_return_if_fail (G_IS_OBJECT (object));

  for (guint i = 0; i < G_N_ELEMENTS (changes); i++)
    g_signal_connect_object (styles, changes[i], callback, object, G_CONNECT_SWAPPED);
}

/* What style.css takes from the palette. The side panel's cards have a
 * faint outline of their own, which high contrast makes as strong as the
 * theme's (see style.css). */
static char *
style_sheet_of (AdwStyleManager *styles)
{
  RimauPalette palette;
  g_autofree char *tiger = NULL;
  g_autofree char *mistake = NULL;

  rimau_palette_init (&palette, styles);
  tiger = gdk_rgba_to_string (&palette.tiger);
  mistake = gdk_rgba_to_string (&palette.mistake);

  return g_strdup_printf (":root {\n"
                          "  --rimau-tiger-color: %s;\n"
                          "  --rimau-mistake-color: %s;\n"
                          "  --rimau-card-outline-color: %s;\n"
                          "}\n",
                          tiger, mistake,
                          adw_style_manager_get_high_contrast (styles) ? "alpha(currentColor, 0.5)"
                                                                       : "rgba(0, 0, 0, 0.03)");
}

static void
reload_style_provider (GtkCssProvider  *provider,
                       GParamSpec      *pspec,
                       AdwStyleManager *styles)
{
  g_autofree char *css = style_sheet_of (styles);

  gtk_css_provider_load_from_string (provider, css);
}

/* A style provider with the palette's colours as custom properties of
 * :root (--rimau-tiger-color, --rimau-mistake-color and
 * --rimau-card-outline-color), loaded again whenever @styles changes
 * style. The caller adds it for @styles's display. */
GtkCssProvider *
rimau_palette_style_provider_new (AdwStyleManager *styles)
{
  GtkCssProvider *provider;

  g_return_val_if_fail (ADW_IS_STYLE_MANAGER (styles), NULL);

  provider = gtk_css_provider_new ();
  rimau_palette_connect_changes (styles, G_CALLBACK (reload_style_provider), provider);
  reload_style_provider (provider, NULL, styles);
  return provider;
}
