/* rimau-record.c — game records: the text of a game, read
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The format is rules.md §5, "Game records". What this reader decides
 * where the rules leave room:
 *
 * - Lines end in LF or CRLF; a UTF-8 byte-order mark at the start is
 *   skipped. Columns count characters, not bytes, from 1; a tab is one.
 * - Tags come first, one per line, as [Name "value"] with spaces or tabs
 *   allowed around the parts; only blanks may follow the "]" on its line.
 *   Names are a letter then letters, digits or "_". In values \" is a
 *   quote and \\ a backslash; any other backslash stands for itself.
 *   Comments may sit between tag lines.
 * - Then plies, turn numbers ("12.", "12...", also glued as "12.c3-c2")
 *   and comments in braces, which may span lines and do not nest.
 * - A result token (1-0, 0-1, 1/2-1/2, *) may end the plies; only
 *   comments may follow it.
 * - The result, whether from the Result tag or the token, must be the
 *   replayed game's: 1-0, 0-1 or 1/2-1/2 exactly when the game is over
 *   with that outcome after the last ply, and * exactly when it is not
 *   over. When both are given they must agree. Without either, any game
 *   is accepted.
 * - A word after the game has ended is an error, not ignored.
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "rimau-record.h"
#include "rimau-record-private.h"

/* Values and words longer than this are cut short in messages. */
#define SHOWN_CHARACTERS 24
/* No position string is longer than this; longer values are not tried. */
#define MAX_POSITION_LENGTH 200

/* ------------------------------------------------------------------------ */
/* Reading                                                                  */

typedef struct
{
  const char  *text;    /* the record, after any byte-order mark */
  gsize        length;
  gsize        pos;
  GError     **error;
  guint       *line;
  guint       *column;
} Reader;

typedef struct
{
  char  *name;
  char  *value;
  gsize  name_at;       /* offsets of the name and of the value's first character */
  gsize  value_at;
} Tag;

/* The result token at the end of the plies, if any. */
typedef struct
{
  const char *text;
  gsize       at;
} ResultToken;

static const char * const result_texts[] = { "1-0", "0-1", "1/2-1/2", "*" };

static void
tag_free (Tag *tag)
{
  g_free (tag->name);
  g_free (tag->value);
  g_free (tag);
}

static inline char
peek (const Reader *reader)
{
  /* The text holds no NUL (check_encoding() saw to it): NUL is its end. */
  return reader->pos < reader->length ? reader->text[reader->pos] : '\0';
}

static inline gboolean
is_blank (char c)
{
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

/* The line and column of the character at @offset. */
static void
locate (const char *text,
        gsize       offset,
        guint      *line,
        guint      *column)
{
  gsize i = 0;

  *line = 1;
  *column = 1;
  while (i < offset)
    {
      if (text[i] == '\n')
        {
          (*line)++;
          *column = 1;
          i++;
        }
      else
        {
          (*column)++;
          i += MAX (1, g_utf8_skip[(guchar) text[i]]);
        }
    }
}

static gboolean fail (Reader           *reader,
                      gsize             offset,
                      RimauRecordError  code,
                      const char       *format,
                      ...) G_GNUC_PRINTF (4, 5);

/* Reports what is wrong at @offset; returns FALSE for the caller to pass on. */
static gboolean
fail (Reader           *reader,
      gsize             offset,
      RimauRecordError  code,
      const char       *format,
      ...)
{
  g_autofree char *reason = NULL;
  guint line, column;
  va_list args;

  va_start (args, format);
  reason = g_strdup_vprintf (format, args);
  va_end (args);

  locate (reader->text, offset, &line, &column);
  rimau_record_set_error (reader->error, reader->line, reader->column, code, line, column, reason);
  return FALSE;
}

/* @text (valid UTF-8, @length bytes) to show in a message, cut short when
 * long. */
static char *
shorten (const char *text,
         gsize       length)
{
  g_autofree char *start = NULL;

  if (g_utf8_strlen (text, (gssize) length) <= SHOWN_CHARACTERS)
    return g_strndup (text, length);

  start = g_utf8_substring (text, 0, SHOWN_CHARACTERS - 1);
  return g_strconcat (start, "…", NULL);
}

static gboolean
check_encoding (Reader *reader)
{
  const char *end;

  if (g_utf8_validate_len (reader->text, reader->length, &end))
    return TRUE;

  if (*end == '\0')
    return fail (reader, (gsize) (end - reader->text), RIMAU_RECORD_ERROR_ENCODING,
                 _("the file holds a NUL byte, which has no place in a record"));

  return fail (reader, (gsize) (end - reader->text), RIMAU_RECORD_ERROR_ENCODING,
               _("the text is not valid UTF-8 (byte 0x%02X); records are UTF-8 text"),
               (guchar) *end);
}

/* Skips white space and comments. */
static gboolean
skip_blanks (Reader *reader)
{
  for (;;)
    {
      char c = peek (reader);

      if (is_blank (c))
        reader->pos++;
      else if (c == '{')
        {
          const char *close = memchr (reader->text + reader->pos, '}', reader->length - reader->pos);

          if (close == NULL)
            return fail (reader, reader->pos, RIMAU_RECORD_ERROR_SYNTAX,
                         _("this comment is never closed by “}”"));
          reader->pos = (gsize) (close - reader->text) + 1;
        }
      else
        return TRUE;
    }
}

/* Skips spaces and tabs: the blanks inside a tag line. */
static void
skip_spaces (Reader *reader)
{
  while (peek (reader) == ' ' || peek (reader) == '\t')
    reader->pos++;
}

/* The tags of a record, in order, and by name: a record may hold many
 * thousands, and finding duplicates must not take quadratic time. */
typedef struct
{
  GPtrArray  *list;
  GHashTable *by_name;
} Tags;

static void
tags_clear (Tags *tags)
{
  g_clear_pointer (&tags->by_name, g_hash_table_unref);
  g_clear_pointer (&tags->list, g_ptr_array_unref);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Tags, tags_clear)

static const Tag *
find_tag (Tags       *tags,
          const char *name)
{
  return g_hash_table_lookup (tags->by_name, name);
}

static gboolean
read_tag_value (Reader     *reader,
                const char *name,
                GString    *value)
{
  gsize open_at = reader->pos;

  if (peek (reader) != '"')
    return fail (reader, reader->pos, RIMAU_RECORD_ERROR_SYNTAX,
                 _("the value of the tag %s must be in double quotes, as in [%s \"value\"]"), name, name);
  reader->pos++;

  for (;;)
    {
      char c = peek (reader);

      if (c == '\0' || c == '\n' || c == '\r')
        return fail (reader, open_at, RIMAU_RECORD_ERROR_SYNTAX,
                     _("the value of the tag %s has no closing quote on its line"), name);
      reader->pos++;
      if (c == '"')
        return TRUE;
      if (c == '\\' && (peek (reader) == '"' || peek (reader) == '\\'))
        c = reader->text[reader->pos++];
      g_string_append_c (value, c);
    }
}

/* One tag line, from its "[". */
static gboolean
read_tag (Reader *reader,
          Tags   *tags)
{
  g_autoptr(GString) value = g_string_new (NULL);
  g_autofree char *name = NULL;
  g_autofree char *shown = NULL;
  const Tag *first;
  gsize name_at, value_at;
  Tag *tag;

  reader->pos++;
  skip_spaces (reader);

  name_at = reader->pos;
  if (!g_ascii_isalpha (peek (reader)))
    return fail (reader, reader->pos, RIMAU_RECORD_ERROR_SYNTAX,
                 _("a tag name must follow “[”, as in [Variant \"rimau-rimau-a\"]"));
  while (g_ascii_isalnum (peek (reader)) || peek (reader) == '_')
    reader->pos++;
  name = g_strndup (reader->text + name_at, reader->pos - name_at);
  shown = shorten (name, strlen (name));
  /* A name is ASCII: its bytes are its characters. */
  if (strlen (name) > RIMAU_RECORD_MAX_TAG_LENGTH)
    return fail (reader, name_at, RIMAU_RECORD_ERROR_TAG_TOO_LONG,
                 _("the tag name %s is longer than %u characters"), shown, RIMAU_RECORD_MAX_TAG_LENGTH);

  if (peek (reader) != ' ' && peek (reader) != '\t')
    return fail (reader, reader->pos, RIMAU_RECORD_ERROR_SYNTAX,
                 _("the tag name %s must be followed by a space and a value in double quotes"), shown);
  skip_spaces (reader);

  value_at = reader->pos + 1;
  if (!read_tag_value (reader, shown, value))
    return FALSE;
  if (strcmp (name, RIMAU_RECORD_LONG_TAG) != 0 &&
      g_utf8_strlen (value->str, (gssize) value->len) > RIMAU_RECORD_MAX_TAG_LENGTH)
    return fail (reader, value_at, RIMAU_RECORD_ERROR_TAG_TOO_LONG,
                 _("the value of the tag %s is longer than %u characters"), shown, RIMAU_RECORD_MAX_TAG_LENGTH);

  skip_spaces (reader);
  if (peek (reader) != ']')
    return fail (reader, reader->pos, RIMAU_RECORD_ERROR_SYNTAX,
                 _("“]” must close the tag %s after its value"), shown);
  reader->pos++;

  while (peek (reader) == ' ' || peek (reader) == '\t' || peek (reader) == '\r')
    reader->pos++;
  if (peek (reader) != '\0' && peek (reader) != '\n')
    return fail (reader, reader->pos, RIMAU_RECORD_ERROR_SYNTAX,
                 _("a tag ends its line; put each tag on a line of its own"));

  first = find_tag (tags, name);
  if (first != NULL)
    {
      guint line, column;

      locate (reader->text, first->name_at, &line, &column);
      return fail (reader, name_at, RIMAU_RECORD_ERROR_DUPLICATE_TAG,
                   _("the tag %s is given a second time; it is already on line %u"), shown, line);
    }

  tag = g_new0 (Tag, 1);
  tag->name = g_steal_pointer (&name);
  tag->value = g_string_free (g_steal_pointer (&value), FALSE);
  tag->name_at = name_at;
  tag->value_at = value_at;
  g_ptr_array_add (tags->list, tag);
  g_hash_table_insert (tags->by_name, tag->name, tag);
  return TRUE;
}

static gboolean
read_tags (Reader *reader,
           Tags   *tags)
{
  for (;;)
    {
      if (!skip_blanks (reader))
        return FALSE;
      if (peek (reader) != '[')
        return TRUE;
      if (!read_tag (reader, tags))
        return FALSE;
    }
}

static char *
shown_value (const Tag *tag)
{
  return shorten (tag->value, strlen (tag->value));
}

static gboolean
parse_concede (const char *text,
               guint       max,
               guint      *concede)
{
  guint value = 0;

  if (*text == '\0')
    return FALSE;
  for (const char *c = text; *c != '\0'; c++)
    {
      if (!g_ascii_isdigit (*c))
        return FALSE;
      value = value * 10 + (guint) (*c - '0');
      if (value > max)
        return FALSE;
    }

  *concede = value;
  return TRUE;
}

static gboolean
is_result_text (const char *text,
                gsize       length)
{
  for (guint i = 0; i < G_N_ELEMENTS (result_texts); i++)
    if (strlen (result_texts[i]) == length && memcmp (result_texts[i], text, length) == 0)
      return TRUE;

  return FALSE;
}

/* The rules and the start position the tags give. */
static gboolean
read_rules (Reader        *reader,
            Tags          *tags,
            RimauPosition *start)
{
  const Tag *variant = find_tag (tags, "Variant");
  const Tag *captures = find_tag (tags, "Captures");
  const Tag *concede = find_tag (tags, "Concede");
  const Tag *position = find_tag (tags, "Position");
  const Tag *result = find_tag (tags, "Result");
  g_autofree char *shown = NULL;
  RimauVariant id;
  RimauRules rules;

  if (variant == NULL)
    return fail (reader, 0, RIMAU_RECORD_ERROR_MISSING_TAG,
                 _("the record has no Variant tag, which says the game played, "
                   "as in [Variant \"rimau-rimau-a\"]"));
  if (!rimau_variant_from_id (variant->value, &id))
    return fail (reader, variant->value_at, RIMAU_RECORD_ERROR_UNKNOWN_VARIANT,
                 _("“%s” is not a variant; the variants are "
                   "rimau-rimau-a, rimau-rimau-b, rimau and sumatra"),
                 (shown = shown_value (variant)));
  rimau_rules_init (&rules, id);

  if (captures != NULL && !rimau_capture_rule_from_id (captures->value, &rules.captures))
    return fail (reader, captures->value_at, RIMAU_RECORD_ERROR_BAD_OPTION,
                 _("the Captures tag is “%s”; it must be single or odd"),
                 (shown = shown_value (captures)));

  /* A higher threshold would end the game as the opening ends. */
  if (concede != NULL && !parse_concede (concede->value, rimau_variant_max_concede (id), &rules.concede))
    return fail (reader, concede->value_at, RIMAU_RECORD_ERROR_BAD_OPTION,
                 _("the Concede tag is “%s”; it must be a number from 0 to %u"),
                 (shown = shown_value (concede)), rimau_variant_max_concede (id));

  if (position == NULL)
    rimau_position_init_start (start, &rules);
  else
    {
      g_autoptr(GError) error = NULL;

      if (strlen (position->value) > MAX_POSITION_LENGTH)
        return fail (reader, position->value_at, RIMAU_RECORD_ERROR_BAD_POSITION,
                     _("the Position tag is too long to be a position"));
      if (!rimau_position_from_string (start, &rules, position->value, &error))
        return fail (reader, position->value_at, RIMAU_RECORD_ERROR_BAD_POSITION,
                     _("the Position tag is not a position: %s"), error->message);
    }

  if (result != NULL && !is_result_text (result->value, strlen (result->value)))
    return fail (reader, result->value_at, RIMAU_RECORD_ERROR_BAD_RESULT,
                 _("the Result tag is “%s”; it must be 1-0 (the tigers won), "
                   "0-1 (the men won), 1/2-1/2 (a draw) or * (not finished)"),
                 (shown = shown_value (result)));

  return TRUE;
}

/* How the game ended, for messages. */
static char *
describe_end (RimauGame *game)
{
  switch (rimau_game_get_end_reason (game))
    {
    case RIMAU_END_REASON_MEN_CAPTURED:
      return g_strdup (_("the tigers have won (too few men are left)"));
    case RIMAU_END_REASON_TIGERS_TRAPPED:
      return g_strdup (_("the men have won (the tigers cannot move)"));
    case RIMAU_END_REASON_REPETITION:
      return g_strdup (_("the game is drawn by threefold repetition"));
    case RIMAU_END_REASON_QUIET_PLIES:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "the game is drawn after %u ply without a drop, jump or removal",
                                           "the game is drawn after %u plies without a drop, jump or removal",
                                           RIMAU_QUIET_PLY_LIMIT),
                              RIMAU_QUIET_PLY_LIMIT);
    case RIMAU_END_REASON_NONE:
    default:
      return g_strdup (_("the game is not over"));
    }
}

/* One word of the plies, [@start, @end): a ply, since turn numbers and
 * results are gone by now. */
static gboolean
play_word (Reader    *reader,
           RimauGame *game,
           gsize      start,
           gsize      end)
{
  const char *word = reader->text + start;
  gsize length = end - start;
  guint number = rimau_game_get_n_plies (game) + 1;
  g_autoptr(GError) error = NULL;
  char text[RIMAU_MOVE_TEXT_SIZE] = "";
  RimauMove move = { 0 };

  /* No ply is longer than "c1xc9". */
  if (length < sizeof text)
    {
      memcpy (text, word, length);
      text[length] = '\0';
      rimau_position_parse_move (rimau_game_get_position (game), text, &move, &error);
    }

  if (length >= sizeof text || g_error_matches (error, RIMAU_MOVE_ERROR, RIMAU_MOVE_ERROR_MALFORMED))
    {
      g_autofree char *shown = shorten (word, length);

      return fail (reader, start, RIMAU_RECORD_ERROR_MALFORMED_PLY,
                   _("“%s” is not a ply; plies are written like xc5, c7-a9, --, T@c5, @d8, c3-c2 or c3xc5"),
                   shown);
    }

  if (rimau_game_get_outcome (game) != RIMAU_OUTCOME_NONE)
    {
      g_autofree char *ending = describe_end (game);

      if (number == 1)
        return fail (reader, start, RIMAU_RECORD_ERROR_PLY_AFTER_END,
                     _("“%s” cannot be played: in the start position, %s"), text, ending);
      return fail (reader, start, RIMAU_RECORD_ERROR_PLY_AFTER_END,
                   _("“%s” comes after the end of the game: after ply %u, %s"),
                   text, number - 1, ending);
    }

  if (error != NULL || !rimau_game_play (game, &move, &error))
    {
      g_autofree char *position = rimau_position_to_string (rimau_game_get_position (game));

      return fail (reader, start, RIMAU_RECORD_ERROR_ILLEGAL_PLY,
                   _("%s (ply %u, played in the position %s)"), error->message, number, position);
    }

  return TRUE;
}

/* The length of a turn number such as "12." or "12..." at the start of
 * @word, or 0 when there is none. */
static gsize
turn_number_length (const char *word,
                    gsize       length)
{
  gsize i = 0;

  while (i < length && g_ascii_isdigit (word[i]))
    i++;
  if (i == 0 || i == length || word[i] != '.')
    return 0;
  while (i < length && word[i] == '.')
    i++;

  return i;
}

static gboolean
read_plies (Reader      *reader,
            RimauGame   *game,
            ResultToken *result)
{
  result->text = NULL;

  for (;;)
    {
      gsize start, end, number;
      char c;

      if (!skip_blanks (reader))
        return FALSE;

      c = peek (reader);
      if (c == '\0')
        return TRUE;
      if (c == '[')
        return fail (reader, reader->pos, RIMAU_RECORD_ERROR_SYNTAX,
                     _("tags come before the plies, not among them"));
      if (c == '}')
        return fail (reader, reader->pos, RIMAU_RECORD_ERROR_SYNTAX,
                     _("this “}” closes no comment"));

      start = reader->pos;
      while (peek (reader) != '\0' && !is_blank (peek (reader)) && peek (reader) != '{' && peek (reader) != '}')
        reader->pos++;
      end = reader->pos;

      if (result->text != NULL)
        return fail (reader, start, RIMAU_RECORD_ERROR_SYNTAX,
                     _("nothing but comments may follow the result %s"), result->text);

      if (is_result_text (reader->text + start, end - start))
        {
          for (guint i = 0; i < G_N_ELEMENTS (result_texts); i++)
            if (strlen (result_texts[i]) == end - start &&
                memcmp (result_texts[i], reader->text + start, end - start) == 0)
              result->text = result_texts[i];
          result->at = start;
          continue;
        }

      /* Turn numbers are for the reader of the record: they are skipped. */
      number = turn_number_length (reader->text + start, end - start);
      start += number;
      if (start < end && !play_word (reader, game, start, end))
        return FALSE;
    }
}

/* Checks the Result tag and the result token against the game. */
static gboolean
check_result (Reader            *reader,
              RimauGame         *game,
              Tags              *tags,
              const ResultToken *token)
{
  const Tag *tag = find_tag (tags, "Result");
  const char *actual = rimau_record_result_text (rimau_game_get_outcome (game));
  g_autofree char *ending = NULL;
  const char *declared;
  gsize at;

  if (token->text != NULL && tag != NULL && strcmp (token->text, tag->value) != 0)
    return fail (reader, token->at, RIMAU_RECORD_ERROR_RESULT_MISMATCH,
                 _("the result %s differs from the Result tag, %s"), token->text, tag->value);

  if (token->text != NULL)
    declared = token->text, at = token->at;
  else if (tag != NULL)
    declared = tag->value, at = tag->value_at;
  else
    return TRUE;

  if (strcmp (declared, actual) == 0)
    return TRUE;

  if (rimau_game_get_outcome (game) == RIMAU_OUTCOME_NONE)
    return fail (reader, at, RIMAU_RECORD_ERROR_RESULT_MISMATCH,
                 _("the record gives the result %s, but the game is not over after its last ply; "
                   "the result of an unfinished game is *"), declared);
  ending = describe_end (game);
  if (strcmp (declared, "*") == 0)
    return fail (reader, at, RIMAU_RECORD_ERROR_RESULT_MISMATCH,
                 _("the record says the game is not finished (*), but after its last ply %s (%s)"),
                 ending, actual);

  return fail (reader, at, RIMAU_RECORD_ERROR_RESULT_MISMATCH,
               _("the record gives the result %s, but after its last ply %s (%s)"),
               declared, ending, actual);
}

/* Keeps the tags that are not rules on the game, in the record's order;
 * Result is set to the game's own result. */
static void
keep_tags (RimauGame *game,
           Tags      *tags)
{
  for (guint i = 0; i < tags->list->len; i++)
    {
      const Tag *tag = g_ptr_array_index (tags->list, i);

      if (!rimau_record_is_rules_tag (tag->name))
        rimau_game_set_tag (game, tag->name, tag->value);
    }

  rimau_game_set_tag (game, "Result", rimau_record_result_text (rimau_game_get_outcome (game)));
}

/**
 * rimau_record_parse:
 * @data: the record's bytes
 * @length: how many
 * @line: (out) (optional): where the problem is, on failure
 * @column: (out) (optional): where the problem is, on failure
 * @error: the problem
 *
 * Reads a whole record and replays it.
 *
 * Returns: (transfer full) (nullable): the game, its cursor after its last
 *   ply, with the record's tags other than Variant, Captures, Concede and
 *   Position; %NULL if the record cannot be read.
 */
RimauGame *
rimau_record_parse (const char  *data,
                    gsize        length,
                    guint       *line,
                    guint       *column,
                    GError     **error)
{
  g_auto(Tags) tags = { NULL, NULL };
  g_autoptr(RimauGame) game = NULL;
  Reader reader = { 0 };
  RimauPosition start;
  ResultToken result;

  g_return_val_if_fail (data != NULL || length == 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (length > RIMAU_RECORD_MAX_SIZE)
    {
      g_autofree char *reason =
        g_strdup_printf (_("the file is larger than %u KiB, too large to be a game record"),
                         RIMAU_RECORD_MAX_SIZE / 1024);

      rimau_record_set_error (error, line, column, RIMAU_RECORD_ERROR_TOO_LARGE, 1, 1, reason);
      return NULL;
    }

  if (length >= 3 && memcmp (data, "\xEF\xBB\xBF", 3) == 0)
    {
      data += 3;
      length -= 3;
    }

  reader.text = data != NULL ? data : "";
  reader.length = length;
  reader.error = error;
  reader.line = line;
  reader.column = column;

  if (!check_encoding (&reader))
    return NULL;

  tags.list = g_ptr_array_new_with_free_func ((GDestroyNotify) tag_free);
  tags.by_name = g_hash_table_new (g_str_hash, g_str_equal);
  if (!read_tags (&reader, &tags) || !read_rules (&reader, &tags, &start))
    return NULL;

  game = rimau_game_new_from_position (&start);
  if (!read_plies (&reader, game, &result) || !check_result (&reader, game, &tags, &result))
    return NULL;

  keep_tags (game, &tags);
  return g_steal_pointer (&game);
}
