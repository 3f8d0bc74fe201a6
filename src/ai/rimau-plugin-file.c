/* rimau-plugin-file.c — what a personality's .plugin file says
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Rimau reads every .plugin file itself before libpeas sees it: libpeas
 * would refuse a file without Module or Name with a warning of its own,
 * and it knows nothing of what the X-Rimau-* keys may hold. Every key is
 * checked here, so that a wrong one is named with the reason, and a
 * personality is never made of half a file.
 *
 * A file is a few keys and their translations, and every text in it is
 * bounded: the whole file, the texts players read, and what a message
 * quotes of a value, so that a file of megabytes is refused without
 * being read, and never fills a list or a terminal.
 */

#include "config.h"

#include <gio/gio.h>
#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "rimau-plugin-file.h"

#define GROUP      "Plugin"
#define SEARCH_KEY "X-Rimau-Search"

/* The shipped files, with seven languages, are under 2 KiB. */
#define MAX_FILE_KIB 64u
#define MAX_FILE_SIZE (MAX_FILE_KIB * 1024)
/* What a message quotes of a value or a key, in characters... */
#define EXCERPT_CHARS 32
/* ...and the most any message says, GKeyFile's own included. */
#define MAX_MESSAGE_CHARS 200

/* Which .plugin files a key belongs in. */
typedef enum
{
  FOR_MODULES    = 1 << 0,
  FOR_ALPHA_BETA = 1 << 1,
  FOR_MCTS       = 1 << 2,
} KeyScope;

#define FOR_CHARACTERS   (FOR_ALPHA_BETA | FOR_MCTS)
#define FOR_EVERY_PLUGIN (FOR_MODULES | FOR_CHARACTERS)

typedef enum
{
  VALUE_BOOLEAN,  /* gboolean: true or false */
  VALUE_UNSIGNED, /* guint */
  VALUE_SIGNED,   /* int */
  VALUE_REAL,     /* double */
} ValueType;

typedef struct
{
  const char *name;
  KeyScope    scope;
  ValueType   type;
  /* The values allowed, both included. */
  double      min;
  double      max;
  /* Where the value goes in a RimauPluginFile. */
  gsize       offset;
} KeySpec;

#define FILE_FIELD(field) G_STRUCT_OFFSET (RimauPluginFile, field)
#define CHARACTER_FIELD(field) G_STRUCT_OFFSET (RimauPluginFile, character.field)

/* A key the two searches both have stands here once for each: the same
 * words, in their own units. */
static const KeySpec keys[] = {
  { "Hidden",                FOR_EVERY_PLUGIN, VALUE_BOOLEAN,  0, 1,      FILE_FIELD (hidden) },
  { "X-Rimau-Strength",      FOR_EVERY_PLUGIN, VALUE_UNSIGNED, 1, 1000,   FILE_FIELD (strength) },
  { "X-Rimau-Hints",         FOR_EVERY_PLUGIN, VALUE_BOOLEAN,  0, 1,      FILE_FIELD (gives_hints) },
  { "X-Rimau-TimeShare",     FOR_CHARACTERS,   VALUE_REAL,  0.01, 1,      CHARACTER_FIELD (time_share) },
  { "X-Rimau-TimeCap",       FOR_CHARACTERS,   VALUE_UNSIGNED, 0, 600000, CHARACTER_FIELD (time_cap_ms) },
  { "X-Rimau-Depth",         FOR_ALPHA_BETA,   VALUE_UNSIGNED, 0, RIMAU_ALPHA_BETA_MAX_DEPTH,
                                                                          CHARACTER_FIELD (alpha_beta.max_depth) },
  { "X-Rimau-Quiescence",    FOR_ALPHA_BETA,   VALUE_BOOLEAN,  0, 1,      CHARACTER_FIELD (alpha_beta.quiescence) },
  { "X-Rimau-Reductions",    FOR_ALPHA_BETA,   VALUE_BOOLEAN,  0, 1,      CHARACTER_FIELD (alpha_beta.reductions) },
  { "X-Rimau-Blunder",       FOR_ALPHA_BETA,   VALUE_REAL,     0, 1,      CHARACTER_FIELD (alpha_beta.oversight) },
  { "X-Rimau-Noise",         FOR_ALPHA_BETA,   VALUE_SIGNED,   0, 1000,   CHARACTER_FIELD (alpha_beta.noise) },
  { "X-Rimau-Contempt",      FOR_ALPHA_BETA,   VALUE_SIGNED,   -1000, 1000,
                                                                          CHARACTER_FIELD (alpha_beta.contempt) },
  { "X-Rimau-TableBits",     FOR_ALPHA_BETA,   VALUE_UNSIGNED, RIMAU_ALPHA_BETA_MIN_TT_BITS, RIMAU_ALPHA_BETA_MAX_TT_BITS,
                                                                          CHARACTER_FIELD (alpha_beta.tt_bits) },
  { "X-Rimau-Contempt",      FOR_MCTS,         VALUE_REAL,     0, 0.5,    CHARACTER_FIELD (mcts.contempt) },
  { "X-Rimau-TableBits",     FOR_MCTS,         VALUE_UNSIGNED, RIMAU_MCTS_MIN_TREE_BITS, RIMAU_MCTS_MAX_TREE_BITS,
                                                                          CHARACTER_FIELD (mcts.tree_bits) },
  { "X-Rimau-Exploration",   FOR_MCTS,         VALUE_REAL,  0.01, 10,     CHARACTER_FIELD (mcts.exploration) },
  { "X-Rimau-PlayoutPlies",  FOR_MCTS,         VALUE_UNSIGNED, 1, 100,    CHARACTER_FIELD (mcts.playout_plies) },
  { "X-Rimau-MinimaxWeight", FOR_MCTS,         VALUE_REAL,  0.01, 1,      CHARACTER_FIELD (mcts.minimax_weight) },
};

typedef struct
{
  const char     *name;
  KeyScope        scope;
  RimauCharacter  defaults;
} SearchSpec;

/* A key left out takes the search at its strongest: as deep and as long
 * as time allows, no slips, the capture search and reductions on. Zero
 * elsewhere is the search's own default. */
static const SearchSpec searches[] = {
  { "alpha-beta", FOR_ALPHA_BETA,
    { .kind = RIMAU_SEARCH_ALPHA_BETA, .alpha_beta = { .quiescence = TRUE, .reductions = TRUE } } },
  { "mcts", FOR_MCTS, { .kind = RIMAU_SEARCH_MCTS } },
};

typedef struct
{
  const char *name;
  guint       max_chars;
} TextSpec;

/* The longest values, in characters in each language a file has, of the
 * keys shown whole to players or quoted whole in messages: a name fits
 * one line of a list (the shipped ones have at most 12 characters), a
 * description a few lines under it (at most 215, in Malay); an id, an
 * icon name and a loader are a word each. */
static const TextSpec texts[] = {
  { "Module",      64 },
  { "Name",        64 },
  { "Description", 512 },
  { "Icon",        64 },
  { "Loader",      64 },
};

static gboolean
set_invalid (GError     **error,
             const char  *format,
             ...) G_GNUC_PRINTF (2, 3);

static gboolean
set_invalid (GError     **error,
             const char  *format,
             ...)
{
  va_list args;

  va_start (args, format);
  g_propagate_error (error, g_error_new_valist (G_KEY_FILE_ERROR, G_KEY_FILE_ERROR_INVALID_VALUE,
                                                format, args));
  va_end (args);
  return FALSE;
}

/* @text in UTF-8, whatever the file's bytes are, and cut short with "…"
 * past @max_chars characters. */
static char *
cut_short (const char *text,
           guint       max_chars)
{
  g_autofree char *valid = g_utf8_make_valid (text, -1);
  g_autofree char *start = NULL;

  if (g_utf8_strlen (valid, -1) <= max_chars)
    return g_steal_pointer (&valid);
  start = g_utf8_substring (valid, 0, max_chars);
  return g_strconcat (start, "…", NULL);
}

/* @text as a message quotes it. */
static char *
excerpt (const char *text)
{
  return cut_short (text, EXCERPT_CHARS);
}

/* The bounds as the file would write them: a point, never a comma. */
static gboolean
set_out_of_range (const KeySpec  *spec,
                  const char     *text,
                  GError        **error)
{
  g_autofree char *quoted = excerpt (text);
  char min[G_ASCII_DTOSTR_BUF_SIZE];
  char max[G_ASCII_DTOSTR_BUF_SIZE];

  g_ascii_formatd (min, sizeof min, "%g", spec->min);
  g_ascii_formatd (max, sizeof max, "%g", spec->max);
  return set_invalid (error, _("%s: %s is not between %s and %s"), spec->name, quoted, min, max);
}

/* Only the spellings of a desktop file's booleans. */
static gboolean
parse_boolean (const KeySpec  *spec,
               const char     *text,
               gboolean       *value,
               GError        **error)
{
  g_autofree char *quoted = NULL;

  if (g_str_equal (text, "true") || g_str_equal (text, "false"))
    {
      *value = g_str_equal (text, "true");
      return TRUE;
    }
  quoted = excerpt (text);
  return set_invalid (error, _("%s: “%s” is not true or false"), spec->name, quoted);
}

static gboolean
parse_whole (const KeySpec  *spec,
             const char     *text,
             gpointer        value,
             GError        **error)
{
  g_autoptr(GError) reason = NULL;
  g_autofree char *quoted = NULL;
  gint64 number;

  if (!g_ascii_string_to_signed (text, 10, (gint64) spec->min, (gint64) spec->max, &number, &reason))
    {
      if (g_error_matches (reason, G_NUMBER_PARSER_ERROR, G_NUMBER_PARSER_ERROR_OUT_OF_BOUNDS))
        return set_out_of_range (spec, text, error);
      quoted = excerpt (text);
      return set_invalid (error, _("%s: “%s” is not a whole number"), spec->name, quoted);
    }

  if (spec->type == VALUE_UNSIGNED)
    *(guint *) value = (guint) number;
  else
    *(int *) value = (int) number;
  return TRUE;
}

static gboolean
parse_real (const KeySpec  *spec,
            const char     *text,
            double         *value,
            GError        **error)
{
  g_autofree char *quoted = NULL;
  char *end;
  double number = g_ascii_strtod (text, &end);

  if (text[0] == '\0' || *end != '\0' || !isfinite (number))
    {
      quoted = excerpt (text);
      return set_invalid (error, _("%s: “%s” is not a number"), spec->name, quoted);
    }
  if (number < spec->min || number > spec->max)
    return set_out_of_range (spec, text, error);

  *value = number;
  return TRUE;
}

static gboolean
read_value (RimauPluginFile  *self,
            GKeyFile         *file,
            const KeySpec    *spec,
            GError          **error)
{
  g_autofree char *text = g_key_file_get_string (file, GROUP, spec->name, error);
  gpointer value = G_STRUCT_MEMBER_P (self, spec->offset);

  if (text == NULL)
    return FALSE;

  switch (spec->type)
    {
    case VALUE_BOOLEAN:
      return parse_boolean (spec, text, value, error);
    case VALUE_UNSIGNED:
    case VALUE_SIGNED:
      return parse_whole (spec, text, value, error);
    case VALUE_REAL:
      return parse_real (spec, text, value, error);
    default:
      g_assert_not_reached ();
    }
}

/* The files whose keys @self's may be. */
static KeyScope
scope_of (const RimauPluginFile *self)
{
  if (!self->is_character)
    return FOR_MODULES;
  return self->character.kind == RIMAU_SEARCH_MCTS ? FOR_MCTS : FOR_ALPHA_BETA;
}

static const char *
search_name (KeyScope scope)
{
  for (gsize i = 0; i < G_N_ELEMENTS (searches); i++)
    if (searches[i].scope == scope)
      return searches[i].name;
  return NULL;
}

/* The entry for the key @name in a file like @self, or NULL with the
 * reason there is none: a key of no search, or of another. */
static const KeySpec *
find_key (const RimauPluginFile  *self,
          const char             *name,
          GError                **error)
{
  KeyScope scope = scope_of (self);
  KeyScope belongs = 0;
  g_autofree char *quoted = NULL;

  for (gsize i = 0; i < G_N_ELEMENTS (keys); i++)
    {
      if (!g_str_equal (keys[i].name, name))
        continue;
      if (keys[i].scope & scope)
        return &keys[i];
      belongs |= keys[i].scope;
    }

  if (belongs == 0)
    {
      quoted = excerpt (name);
      set_invalid (error, _("%s: not a key Rimau knows"), quoted);
    }
  else if (search_name (belongs) != NULL)
    set_invalid (error, _("%s: only for X-Rimau-Search=%s"), name, search_name (belongs));
  else
    set_invalid (error, _("%s: only for characters, which have X-Rimau-Search"), name);
  return NULL;
}

/* libpeas' own keys, and those of other programs, are not Rimau's to judge. */
static gboolean
is_rimau_key (const char *name)
{
  for (gsize i = 0; i < G_N_ELEMENTS (keys); i++)
    if (g_str_equal (keys[i].name, name))
      return TRUE;
  return g_str_has_prefix (name, "X-Rimau-");
}

static gboolean
read_rimau_keys (RimauPluginFile  *self,
                 GKeyFile         *file,
                 GError          **error)
{
  g_auto(GStrv) names = g_key_file_get_keys (file, GROUP, NULL, error);

  if (names == NULL)
    return FALSE;

  for (guint i = 0; names[i] != NULL; i++)
    {
      const KeySpec *spec;

      if (g_str_equal (names[i], SEARCH_KEY) || !is_rimau_key (names[i]))
        continue;
      spec = find_key (self, names[i], error);
      if (spec == NULL || !read_value (self, file, spec, error))
        return FALSE;
    }
  return TRUE;
}

/* X-Rimau-Search makes the file a character, and says of which search. */
static gboolean
read_search (RimauPluginFile  *self,
             GKeyFile         *file,
             GError          **error)
{
  g_autofree char *text = g_key_file_get_string (file, GROUP, SEARCH_KEY, NULL);
  g_autofree char *quoted = NULL;

  if (text == NULL)
    return TRUE;

  for (gsize i = 0; i < G_N_ELEMENTS (searches); i++)
    if (g_str_equal (text, searches[i].name))
      {
        self->is_character = TRUE;
        self->character = searches[i].defaults;
        return TRUE;
      }

  quoted = excerpt (text);
  return set_invalid (error, _("%s: “%s” is not alpha-beta or mcts"), SEARCH_KEY, quoted);
}

/* Whether @key is @spec's, in any language: Name[ms] is a Name. */
static gboolean
is_text_key (const char     *key,
             const TextSpec *spec)
{
  gsize length = strlen (spec->name);

  return strncmp (key, spec->name, length) == 0 && (key[length] == '\0' || key[length] == '[');
}

static gboolean
check_length (GKeyFile    *file,
              const char  *key,
              guint        max_chars,
              GError     **error)
{
  g_autofree char *value = g_key_file_get_string (file, GROUP, key, NULL);
  g_autofree char *quoted = NULL;

  /* A value that is not UTF-8 is never read as text, so never shown. */
  if (value == NULL || g_utf8_strlen (value, -1) <= max_chars)
    return TRUE;
  quoted = excerpt (key);
  return set_invalid (error, _("%s: longer than %u characters"), quoted, max_chars);
}

/* The texts of every language, not only the user's: a file is right or
 * wrong whatever the language it is read in. */
static gboolean
check_text_lengths (GKeyFile  *file,
                    GError   **error)
{
  g_auto(GStrv) names = g_key_file_get_keys (file, GROUP, NULL, NULL);

  for (guint i = 0; names != NULL && names[i] != NULL; i++)
    for (gsize t = 0; t < G_N_ELEMENTS (texts); t++)
      if (is_text_key (names[i], &texts[t]) && !check_length (file, names[i], texts[t].max_chars, error))
        return FALSE;
  return TRUE;
}

/* A key libpeas insists on, as libpeas reads it. */
static char *
read_required (GKeyFile    *file,
               const char  *key,
               gboolean     translated,
               GError     **error)
{
  g_autofree char *text = translated ? g_key_file_get_locale_string (file, GROUP, key, NULL, NULL)
                                     : g_key_file_get_string (file, GROUP, key, NULL);

  if (text == NULL || text[0] == '\0')
    {
      g_set_error (error, G_KEY_FILE_ERROR, G_KEY_FILE_ERROR_KEY_NOT_FOUND, _("%s: missing"), key);
      return NULL;
    }
  return g_steal_pointer (&text);
}

/* What players read, in their language. */
static gboolean
read_presentation (RimauPluginFile  *self,
                   GKeyFile         *file,
                   GError          **error)
{
  if (!g_key_file_has_group (file, GROUP))
    {
      g_set_error (error, G_KEY_FILE_ERROR, G_KEY_FILE_ERROR_GROUP_NOT_FOUND, _("%s: missing"), "[" GROUP "]");
      return FALSE;
    }

  self->id = read_required (file, "Module", FALSE, error);
  if (self->id == NULL)
    return FALSE;
  self->name = read_required (file, "Name", TRUE, error);
  if (self->name == NULL)
    return FALSE;
  self->description = g_key_file_get_locale_string (file, GROUP, "Description", NULL, NULL);
  self->icon_name = g_key_file_get_locale_string (file, GROUP, "Icon", NULL, NULL);
  self->loader = g_key_file_get_string (file, GROUP, "Loader", NULL);
  return TRUE;
}

/* Loads @path into @file. A file larger than MAX_FILE_SIZE is refused
 * once a byte past that is read, never read whole: reading, rather than
 * asking the size first, holds for a file that grows meanwhile, and for a
 * device, which has no size. */
static gboolean
load_bounded (GKeyFile    *file,
              const char  *path,
              GError     **error)
{
  g_autoptr(GFile) location = g_file_new_for_path (path);
  g_autoptr(GFileInputStream) in = g_file_read (location, NULL, error);
  g_autofree char *data = NULL;
  gsize length;

  if (in == NULL)
    return FALSE;

  data = g_malloc (MAX_FILE_SIZE + 1);
  if (!g_input_stream_read_all (G_INPUT_STREAM (in), data, MAX_FILE_SIZE + 1, &length, NULL, error))
    return FALSE;
  if (length > MAX_FILE_SIZE)
    return set_invalid (error, _("the file is larger than %u KiB, too large for a .plugin file"), MAX_FILE_KIB);
  /* Every language's texts, to be checked whatever the user's is. */
  return g_key_file_load_from_data (file, data, length, G_KEY_FILE_KEEP_TRANSLATIONS, error);
}

/* GKeyFile's own messages quote whole lines and values. */
static void
bound_message (GError *error)
{
  char *message = cut_short (error->message, MAX_MESSAGE_CHARS);

  g_free (error->message);
  error->message = message;
}

RimauPluginFile *
rimau_plugin_file_read (const char  *path,
                        GError     **error)
{
  g_autoptr(GKeyFile) file = g_key_file_new ();
  g_autoptr(RimauPluginFile) self = g_new0 (RimauPluginFile, 1);
  g_autoptr(GError) reason = NULL;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  self->path = g_strdup (path);
  self->strength = 1;
  if (!load_bounded (file, path, &reason) ||
      !check_text_lengths (file, &reason) ||
      !read_presentation (self, file, &reason) ||
      !read_search (self, file, &reason) ||
      !read_rimau_keys (self, file, &reason))
    {
      bound_message (reason);
      g_propagate_error (error, g_steal_pointer (&reason));
      return NULL;
    }

  return g_steal_pointer (&self);
}

void
rimau_plugin_file_free (RimauPluginFile *self)
{
  if (self == NULL)
    return;

  g_free (self->path);
  g_free (self->id);
  g_free (self->name);
  g_free (self->description);
  g_free (self->icon_name);
  g_free (self->loader);
  g_free (self);
}
