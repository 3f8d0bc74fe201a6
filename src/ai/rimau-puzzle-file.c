/* rimau-puzzle-file.c — puzzle files, read and written
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A puzzle file is UTF-8 text: one stanza of "key: value" lines per
 * puzzle, stanzas separated by blank lines, lines starting with "#"
 * ignored (docs/puzzles.md has the format in full, and
 * file_header below says it in the file itself). The position and every
 * ply are read by the engine's own readers, each ply in the position it
 * is played in, so a file holds nothing the engine would not play.
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "rimau-puzzle-file.h"
#include "rimau-puzzle-private.h"

static const char file_header[] =
  "# Rimau puzzles: positions from games between the computer players, each\n"
  "# with one task. One stanza per puzzle, separated by blank lines:\n"
  "#   id:       a name unique in the file\n"
  "#   rules:    variant, capture rule and concede threshold\n"
  "#             (rimau-rimau-a single 10)\n"
  "#   kind:     capture (tigers to move: capture a man within n moves,\n"
  "#             whatever the men do), trap (men to move: leave the tigers\n"
  "#             unable to move within n moves) or save (men to move, a man\n"
  "#             in danger: the one move after which the tigers cannot force\n"
  "#             a capture within n of their moves)\n"
  "#   moves:    n, the moves of the side to move\n"
  "#   grade:    easy, medium or hard\n"
  "#   position: the position string (rules.md, section 5)\n"
  "#   solution: the main line, plies in the notation: the solving side's\n"
  "#             moves with the longest defence between them; one ply for\n"
  "#             a save\n"
  "#   accepted: other first moves that work too (optional)\n"
  "#   source:   where the position comes from (optional)\n"
  "# docs/puzzles.md says what makes a puzzle sound and how it is graded;\n"
  "# `rimau-cli puzzles check FILE` proves every puzzle of a file.\n";

typedef struct
{
  const char *value;
  guint       line;
} Field;

enum { ID, RULES, KIND, MOVES, GRADE, POSITION, SOLUTION, ACCEPTED, SOURCE, N_FIELDS };

static const char * const field_keys[N_FIELDS] = {
  "id", "rules", "kind", "moves", "grade", "position", "solution", "accepted", "source",
};

/* The fields a stanza must have. */
static const gboolean field_required[N_FIELDS] = { TRUE, TRUE, TRUE, TRUE, TRUE, TRUE, TRUE, FALSE, FALSE };

struct _RimauPuzzleReader
{
  char  **lines;
  guint   next;
};

/* Says what is wrong, and on which line. */
#define malformed(error, line, ...) \
  rimau_puzzle_fail ((error), RIMAU_PUZZLE_ERROR_MALFORMED, (line), __VA_ARGS__)

RimauPuzzleReader *
rimau_puzzle_reader_new (const char *text)
{
  RimauPuzzleReader *reader = g_new0 (RimauPuzzleReader, 1);

  reader->lines = g_strsplit (text, "\n", -1);
  return reader;
}

void
rimau_puzzle_reader_free (RimauPuzzleReader *reader)
{
  if (reader == NULL)
    return;
  g_strfreev (reader->lines);
  g_free (reader);
}

static gboolean
is_blank (const char *line)
{
  for (; *line != '\0'; line++)
    if (!g_ascii_isspace (*line))
      return FALSE;
  return TRUE;
}

static gboolean
is_comment (const char *line)
{
  return line[0] == '#';
}

/* ------------------------------------------------------------------------ */
/* Fields                                                                   */

/* Stores the "key: value" of @line (number @number) into @fields. The
 * value's spaces at either end are cut off, in place. */
static gboolean
read_field (char     *line,
            guint     number,
            Field    *fields,
            GError  **error)
{
  char *colon = strchr (line, ':');

  if (colon == NULL)
    return malformed (error, number, _("“%s” is not “key: value”"), g_strstrip (line));
  *colon = '\0';
  g_strstrip (line);
  for (guint k = 0; k < N_FIELDS; k++)
    if (strcmp (line, field_keys[k]) == 0)
      {
        if (fields[k].value != NULL)
          return malformed (error, number, _("“%s” is given twice"), line);
        fields[k] = (Field) { g_strstrip (colon + 1), number };
        return TRUE;
      }
  return malformed (error, number, _("Unknown key “%s”"), line);
}

static gboolean
parse_count (const char *text,
             guint       max,
             guint      *value)
{
  char *end;
  guint64 v;

  if (!g_ascii_isdigit (text[0]))
    return FALSE;
  v = g_ascii_strtoull (text, &end, 10);
  if (*end != '\0' || v > max)
    return FALSE;
  *value = (guint) v;
  return TRUE;
}

/* "VARIANT CAPTURES CONCEDE", read by the engine's readers of each. */
static gboolean
parse_rules (const Field  *field,
             RimauRules   *rules,
             GError      **error)
{
  g_auto(GStrv) words = g_strsplit_set (field->value, " \t", -1);
  g_autoptr(GPtrArray) parts = g_ptr_array_new ();
  RimauVariant variant;
  guint concede;

  for (guint i = 0; words[i] != NULL; i++)
    if (words[i][0] != '\0')
      g_ptr_array_add (parts, words[i]);
  if (parts->len != 3)
    return malformed (error, field->line, _("The rules are “variant captures concede”, such as “rimau-rimau-a single 10”"));
  if (!rimau_variant_from_id (parts->pdata[0], &variant))
    return malformed (error, field->line, _("Unknown variant “%s”"), (char *) parts->pdata[0]);
  rimau_rules_init (rules, variant);
  if (!rimau_capture_rule_from_id (parts->pdata[1], &rules->captures))
    return malformed (error, field->line, _("Unknown capture rule “%s”"), (char *) parts->pdata[1]);
  if (!parse_count (parts->pdata[2], rimau_variant_max_concede (variant), &concede))
    return malformed (error, field->line, _("The concede threshold “%s” is not a number from 0 to %u"),
                      (char *) parts->pdata[2], rimau_variant_max_concede (variant));
  rules->concede = concede;
  return TRUE;
}

/* Plies separated by spaces, each read in the position it is played in
 * when @in_line, else each in @position itself. */
static gboolean
parse_plies (const Field          *field,
             const char           *key,
             const RimauPosition  *position,
             gboolean              in_line,
             GArray               *plies,
             GError              **error)
{
  g_auto(GStrv) words = g_strsplit_set (field->value, " \t", -1);
  RimauPosition at = *position;

  for (guint i = 0; words[i] != NULL; i++)
    {
      g_autoptr(GError) ply_error = NULL;
      RimauMove move;

      if (words[i][0] == '\0')
        continue;
      if (!rimau_position_parse_move (&at, words[i], &move, &ply_error))
        return malformed (error, field->line, _("Ply %u (“%s”) of “%s”: %s"),
                          plies->len + 1, words[i], key, ply_error->message);
      g_array_append_val (plies, move);
      if (in_line)
        rimau_position_apply (&at, &move);
    }
  return TRUE;
}

/* ------------------------------------------------------------------------ */
/* Stanzas                                                                  */

static gboolean
check_required (const Field  *fields,
                guint         first_line,
                GError      **error)
{
  for (guint k = 0; k < N_FIELDS; k++)
    if (field_required[k] && fields[k].value == NULL)
      return malformed (error, first_line, _("The puzzle has no “%s”"), field_keys[k]);
  return TRUE;
}

/* What a puzzle is, before its plies. */
typedef struct
{
  RimauPuzzleKind  kind;
  RimauPuzzleGrade grade;
  RimauPosition    position;
  guint            n_moves;
} Setting;

static gboolean
parse_setting (const Field  *fields,
               Setting      *setting,
               GError      **error)
{
  g_autoptr(GError) position_error = NULL;
  RimauRules rules;

  if (!parse_rules (&fields[RULES], &rules, error))
    return FALSE;
  if (!rimau_puzzle_kind_from_id (fields[KIND].value, &setting->kind))
    return malformed (error, fields[KIND].line, _("Unknown kind “%s”; the kinds are capture, trap and save"),
                      fields[KIND].value);
  if (!parse_count (fields[MOVES].value, 99, &setting->n_moves) || setting->n_moves == 0)
    return malformed (error, fields[MOVES].line, _("The moves “%s” are not a number from 1 to 99"),
                      fields[MOVES].value);
  if (!rimau_puzzle_grade_from_id (fields[GRADE].value, &setting->grade))
    return malformed (error, fields[GRADE].line, _("Unknown grade “%s”; the grades are easy, medium and hard"),
                      fields[GRADE].value);
  if (!rimau_position_from_string (&setting->position, &rules, fields[POSITION].value, &position_error))
    return malformed (error, fields[POSITION].line, "%s", position_error->message);
  return TRUE;
}

/* The values of the fields, each by the engine's reader of its kind. */
static RimauPuzzle *
puzzle_from_fields (const Field  *fields,
                    GError      **error)
{
  g_autoptr(RimauPuzzle) puzzle = NULL;
  Setting setting;

  if (!parse_setting (fields, &setting, error))
    return NULL;

  puzzle = rimau_puzzle_new (setting.kind, &setting.position, setting.n_moves);
  puzzle->grade = setting.grade;
  puzzle->id = g_strdup (fields[ID].value);
  puzzle->source = g_strdup (fields[SOURCE].value);
  if (!parse_plies (&fields[SOLUTION], "solution", &setting.position, TRUE, puzzle->solution, error))
    return NULL;
  if (fields[ACCEPTED].value != NULL &&
      !parse_plies (&fields[ACCEPTED], "accepted", &setting.position, FALSE, puzzle->accepted, error))
    return NULL;
  return g_steal_pointer (&puzzle);
}

/* Skips to the blank line after the stanza the reader is in. */
static void
skip_stanza (RimauPuzzleReader *reader)
{
  while (reader->lines[reader->next] != NULL && !is_blank (reader->lines[reader->next]))
    reader->next++;
}

/**
 * rimau_puzzle_reader_next:
 * @reader: a reader
 * @error: where to say what is wrong with a stanza
 *
 * Reads the next stanza. After a malformed one the reader goes on with
 * the stanza after it, so that every error of a file can be told.
 *
 * Returns: (transfer full) (nullable): the next puzzle; %NULL with @error
 *   set if its stanza is malformed (%RIMAU_PUZZLE_ERROR_MALFORMED, the
 *   message naming the line), %NULL with no error at the end
 */
RimauPuzzle *
rimau_puzzle_reader_next (RimauPuzzleReader  *reader,
                          GError            **error)
{
  Field fields[N_FIELDS] = { { NULL } };
  guint first_line = 0;

  for (; reader->lines[reader->next] != NULL; reader->next++)
    {
      char *line = reader->lines[reader->next];
      guint number = reader->next + 1;

      if (is_comment (line))
        continue;
      if (is_blank (line))
        {
          if (first_line != 0)
            break;
          continue;
        }
      if (first_line == 0)
        first_line = number;
      if (!read_field (line, number, fields, error))
        {
          skip_stanza (reader);
          return NULL;
        }
    }

  if (first_line == 0 || !check_required (fields, first_line, error))
    return NULL;
  return puzzle_from_fields (fields, error);
}

/**
 * rimau_puzzle_file_parse:
 * @text: a puzzle file's text
 * @error: where to say what is wrong
 *
 * Returns: (transfer container) (nullable): every puzzle of @text, in its
 *   order, or %NULL with @error set at the first malformed stanza
 */
GPtrArray *
rimau_puzzle_file_parse (const char  *text,
                         GError     **error)
{
  g_autoptr(RimauPuzzleReader) reader = rimau_puzzle_reader_new (text);
  g_autoptr(GPtrArray) puzzles = g_ptr_array_new_with_free_func ((GDestroyNotify) rimau_puzzle_free);
  g_autoptr(GError) local_error = NULL;
  RimauPuzzle *puzzle;

  while ((puzzle = rimau_puzzle_reader_next (reader, &local_error)) != NULL)
    g_ptr_array_add (puzzles, puzzle);
  if (local_error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return NULL;
    }
  return g_steal_pointer (&puzzles);
}

/* ------------------------------------------------------------------------ */
/* Writing                                                                  */

/**
 * rimau_puzzle_to_stanza:
 * @puzzle: a puzzle
 *
 * Returns: (transfer full): its stanza, ending with a newline
 */
char *
rimau_puzzle_to_stanza (const RimauPuzzle *puzzle)
{
  const RimauRules *rules = &puzzle->position.rules;
  g_autofree char *position = rimau_position_to_string (&puzzle->position);
  g_autofree char *solution = rimau_puzzle_plies_to_text (puzzle->solution);
  GString *text = g_string_new (NULL);

  g_string_append_printf (text, "id: %s\n", puzzle->id != NULL ? puzzle->id : "");
  g_string_append_printf (text, "rules: %s %s %u\n", rimau_variant_to_id (rules->variant),
                          rimau_capture_rule_to_id (rules->captures), rules->concede);
  g_string_append_printf (text, "kind: %s\n", rimau_puzzle_kind_to_id (puzzle->kind));
  g_string_append_printf (text, "moves: %u\n", puzzle->n_moves);
  g_string_append_printf (text, "grade: %s\n", rimau_puzzle_grade_to_id (puzzle->grade));
  g_string_append_printf (text, "position: %s\n", position);
  g_string_append_printf (text, "solution: %s\n", solution);
  if (puzzle->accepted->len > 0)
    {
      g_autofree char *accepted = rimau_puzzle_plies_to_text (puzzle->accepted);

      g_string_append_printf (text, "accepted: %s\n", accepted);
    }
  if (puzzle->source != NULL)
    g_string_append_printf (text, "source: %s\n", puzzle->source);
  return g_string_free (text, FALSE);
}

/**
 * rimau_puzzle_file_to_text:
 * @puzzles: (element-type RimauPuzzle): puzzles
 *
 * Returns: (transfer full): a puzzle file of @puzzles, with the header
 *   that says its format
 */
char *
rimau_puzzle_file_to_text (GPtrArray *puzzles)
{
  GString *text = g_string_new (file_header);

  for (guint i = 0; i < puzzles->len; i++)
    {
      g_autofree char *stanza = rimau_puzzle_to_stanza (puzzles->pdata[i]);

      g_string_append_printf (text, "\n%s", stanza);
    }
  return g_string_free (text, FALSE);
}
