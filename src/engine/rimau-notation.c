/* rimau-notation.c — position strings and ply text, read and written
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "rimau-position-private.h"

/* First canonical index and size of each rank (rank 1 first). */
static const guint8 rank_start[9] = { 0, 3, 6, 11, 16, 21, 26, 31, 34 };
static const guint8 rank_size[9] = { 3, 3, 5, 5, 5, 5, 5, 3, 3 };

/**
 * rimau_position_new_from_string:
 * @rules: the rules to play by
 * @text: a position string
 *
 * Parses a position string (rules.md §7), such as
 * ".../.../..T../.MMM./.MMM./.MMM./..T../.../... t 15 x3r 0 1".
 *
 * Returns: (transfer full) (nullable): the position, or %NULL with @error
 *   set (#RimauPositionError names the field that is wrong)
 */
RimauPosition *
rimau_position_new_from_string (const RimauRules  *rules,
                                const char        *text,
                                GError           **error)
{
  g_autoptr(RimauPosition) position = g_new0 (RimauPosition, 1);

  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (text != NULL, NULL);

  if (!rimau_position_from_string (position, rules, text, error))
    return NULL;
  return g_steal_pointer (&position);
}

/* ------------------------------------------------------------------------ */
/* Position strings (rules.md §5)                                            */

static gboolean
parse_number (const char *text,
              guint       max,
              guint      *value)
{
  guint64 v = 0;

  if (*text == '\0')
    return FALSE;
  for (const char *c = text; *c != '\0'; c++)
    {
      if (!g_ascii_isdigit (*c))
        return FALSE;
      v = v * 10 + (guint64) (*c - '0');
      if (v > max)
        return FALSE;
    }
  *value = (guint) v;
  return TRUE;
}

static gboolean
parse_board (RimauPosition  *position,
             const char     *text,
             GError        **error)
{
  g_auto(GStrv) ranks = g_strsplit (text, "/", -1);
  guint n_tigers;

  if (g_strv_length (ranks) != 9)
    {
      g_set_error (error, RIMAU_POSITION_ERROR, RIMAU_POSITION_ERROR_BOARD,
                   g_dngettext (GETTEXT_PACKAGE,
                                "Field 1 (board) has %u rank separated by “/”, expected 9",
                                "Field 1 (board) has %u ranks separated by “/”, expected 9",
                                g_strv_length (ranks)),
                   g_strv_length (ranks));
      return FALSE;
    }

  for (guint i = 0; i < 9; i++)
    {
      guint rank = 8 - i;   /* the string starts with rank 9 */
      const char *row = ranks[i];

      if (strlen (row) != rank_size[rank])
        {
          g_set_error (error, RIMAU_POSITION_ERROR, RIMAU_POSITION_ERROR_BOARD,
                       g_dngettext (GETTEXT_PACKAGE,
                                    "Field 1 (board): rank %u has %u point, expected %u",
                                    "Field 1 (board): rank %u has %u points, expected %u",
                                    strlen (row)),
                       rank + 1, (guint) strlen (row), rank_size[rank]);
          return FALSE;
        }
      for (guint j = 0; j < rank_size[rank]; j++)
        {
          RimauMask bit = RIMAU_MASK (rank_start[rank] + j);

          switch (row[j])
            {
            case 'T': position->tigers |= bit; break;
            case 'M': position->men |= bit; break;
            case '.': break;
            default:
              g_set_error (error, RIMAU_POSITION_ERROR, RIMAU_POSITION_ERROR_BOARD,
                           _("Field 1 (board): unexpected character “%c” on rank %u; "
                             "use T for a tiger, M for a man and . for an empty point"),
                           g_ascii_isprint (row[j]) ? row[j] : '?', rank + 1);
              return FALSE;
            }
        }
    }

  n_tigers = rimau_mask_count (position->tigers);
  if (n_tigers > 2)
    {
      g_set_error (error, RIMAU_POSITION_ERROR, RIMAU_POSITION_ERROR_BOARD,
                   g_dngettext (GETTEXT_PACKAGE,
                                "Field 1 (board) has %u tiger, at most 2 are allowed",
                                "Field 1 (board) has %u tigers, at most 2 are allowed",
                                n_tigers),
                   n_tigers);
      return FALSE;
    }

  return TRUE;
}

static gboolean
parse_emptied_points (RimauPosition  *position,
                      const char     *list,
                      GError        **error)
{
  g_auto(GStrv) names = g_strsplit (list, ",", -1);

  for (guint i = 0; names[i] != NULL; i++)
    {
      int p = rimau_point_from_name (names[i], strlen (names[i]));

      if (p == RIMAU_NO_POINT)
        {
          g_set_error (error, RIMAU_POSITION_ERROR, RIMAU_POSITION_ERROR_OPENING,
                       _("Field 4 (opening step): “%s” is not a point"), names[i]);
          return FALSE;
        }
      if (position->emptied & RIMAU_MASK (p))
        {
          g_set_error (error, RIMAU_POSITION_ERROR, RIMAU_POSITION_ERROR_OPENING,
                       _("Field 4 (opening step): %s is listed twice"), names[i]);
          return FALSE;
        }
      position->emptied |= RIMAU_MASK (p);
    }

  return TRUE;
}

static gboolean
parse_opening (RimauPosition  *position,
               const char     *text,
               GError        **error)
{
  const char *c = text;
  const char *colon;

  if (strcmp (text, "-") == 0)
    return TRUE;

  if (*c == 'x')
    {
      if (c[1] < '1' || c[1] > '3')
        goto malformed;
      position->removals_left = (guint8) (c[1] - '0');
      c += 2;
    }

  if (*c == 'r' && c[1] == '\0')
    {
      position->opening = RIMAU_OPENING_RELOCATE;
      return TRUE;
    }
  if (*c != 'p')
    goto malformed;

  position->opening = RIMAU_OPENING_PLACE;
  colon = c + 1;
  if (*colon == '\0')
    {
      if (position->removals_left == 0)
        {
          g_set_error (error, RIMAU_POSITION_ERROR, RIMAU_POSITION_ERROR_OPENING,
                       _("Field 4 (opening step): “p” must list the emptied points, as in “p:b4,c5,d6”"));
          return FALSE;
        }
      return TRUE;
    }
  if (*colon != ':' || colon[1] == '\0')
    goto malformed;

  return parse_emptied_points (position, colon + 1, error);

malformed:
  g_set_error (error, RIMAU_POSITION_ERROR, RIMAU_POSITION_ERROR_OPENING,
               _("Field 4 (opening step): “%s” is not one of -, x3r, x2r, x1r, r, "
                 "x3p, x2p, x1p or p followed by the emptied points"), text);
  return FALSE;
}

static gboolean
check_consistency (const RimauPosition  *position,
                   GError              **error)
{
  guint n_tigers = rimau_mask_count (position->tigers);
  guint n_men = rimau_mask_count (position->men);
  guint n_emptied = rimau_mask_count (position->emptied);

  if (position->opening == RIMAU_OPENING_PLACE && n_tigers != 0)
    {
      g_set_error (error, RIMAU_POSITION_ERROR, RIMAU_POSITION_ERROR_BOARD,
                   _("Field 1 (board) has a tiger on the board while the tiger is still to be placed"));
      return FALSE;
    }
  if (position->opening != RIMAU_OPENING_PLACE && n_tigers == 0)
    {
      g_set_error (error, RIMAU_POSITION_ERROR, RIMAU_POSITION_ERROR_BOARD,
                   _("Field 1 (board) has no tiger"));
      return FALSE;
    }
  if (n_men + position->hand > RIMAU_MAX_MEN)
    {
      g_set_error (error, RIMAU_POSITION_ERROR, RIMAU_POSITION_ERROR_HAND,
                   /* Translators: the plural form follows the first number, the
                    * men on the board; the second is the men in hand. */
                   g_dngettext (GETTEXT_PACKAGE,
                                "Field 3 (men in hand): %u man on the board and %u in hand make more than %u",
                                "Field 3 (men in hand): %u men on the board and %u in hand make more than %u",
                                n_men),
                   n_men, position->hand, RIMAU_MAX_MEN);
      return FALSE;
    }
  if (position->opening != RIMAU_OPENING_NONE && position->side != RIMAU_SIDE_TIGERS)
    {
      g_set_error (error, RIMAU_POSITION_ERROR, RIMAU_POSITION_ERROR_OPENING,
                   _("Field 4 (opening step): the opening is the tigers’ turn, but field 2 says the men move"));
      return FALSE;
    }
  if (position->emptied & (position->tigers | position->men))
    {
      g_set_error (error, RIMAU_POSITION_ERROR, RIMAU_POSITION_ERROR_OPENING,
                   _("Field 4 (opening step): %s is listed as emptied but is occupied"),
                   rimau_point_name (rimau_mask_first (position->emptied & (position->tigers | position->men))));
      return FALSE;
    }
  if (n_emptied > 3u - position->removals_left)
    {
      g_set_error (error, RIMAU_POSITION_ERROR, RIMAU_POSITION_ERROR_OPENING,
                   g_dngettext (GETTEXT_PACKAGE,
                                "Field 4 (opening step) lists %u emptied point, more than the number of men removed so far (%u)",
                                "Field 4 (opening step) lists %u emptied points, more than the number of men removed so far (%u)",
                                n_emptied),
                   n_emptied, 3u - position->removals_left);
      return FALSE;
    }

  return TRUE;
}

static guint
split_fields (char  *text,
              char **fields,
              guint  max_fields)
{
  guint n = 0;
  char *c = text;

  for (;;)
    {
      while (g_ascii_isspace (*c))
        *c++ = '\0';
      if (*c == '\0')
        return n;
      if (n < max_fields)
        fields[n] = c;
      n++;
      while (*c != '\0' && !g_ascii_isspace (*c))
        c++;
    }
}

/**
 * rimau_position_from_string:
 * @position: (out caller-allocates): where to store the position
 * @rules: the rules to play by
 * @text: a position string
 *
 * Parses a position string (rules.md §7) into @position, without
 * allocating. Bindings use rimau_position_new_from_string().
 *
 * Returns: whether @text is a position of @rules; if not, @error says which
 *   field is wrong
 */
gboolean
rimau_position_from_string (RimauPosition     *position,
                            const RimauRules  *rules,
                            const char        *text,
                            GError           **error)
{
  g_autofree char *copy = NULL;
  RimauPosition parsed = { 0 };
  char *fields[6];
  guint n_fields;
  guint value;

  g_return_val_if_fail (position != NULL, FALSE);
  g_return_val_if_fail (rules != NULL, FALSE);
  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  /* Messages quote fields, and must be UTF-8 whatever the text is; a
   * byte that is not becomes U+FFFD, which no field accepts either. */
  copy = g_utf8_make_valid (text, -1);
  n_fields = split_fields (copy, fields, G_N_ELEMENTS (fields));
  if (n_fields != 6)
    {
      g_set_error (error, RIMAU_POSITION_ERROR, RIMAU_POSITION_ERROR_FIELDS,
                   g_dngettext (GETTEXT_PACKAGE,
                                "A position has 6 fields separated by spaces, this one has %u field",
                                "A position has 6 fields separated by spaces, this one has %u fields",
                                n_fields),
                   n_fields);
      return FALSE;
    }

  parsed.rules = *rules;

  if (!parse_board (&parsed, fields[0], error))
    return FALSE;

  if (strcmp (fields[1], "t") == 0)
    parsed.side = RIMAU_SIDE_TIGERS;
  else if (strcmp (fields[1], "m") == 0)
    parsed.side = RIMAU_SIDE_MEN;
  else
    {
      g_set_error (error, RIMAU_POSITION_ERROR, RIMAU_POSITION_ERROR_SIDE,
                   _("Field 2 (side to move) is “%s”, expected t or m"), fields[1]);
      return FALSE;
    }

  if (!parse_number (fields[2], RIMAU_MAX_MEN, &value))
    {
      g_set_error (error, RIMAU_POSITION_ERROR, RIMAU_POSITION_ERROR_HAND,
                   _("Field 3 (men in hand) is “%s”, expected a number from 0 to %u"),
                   fields[2], RIMAU_MAX_MEN);
      return FALSE;
    }
  parsed.hand = (guint8) value;

  if (!parse_opening (&parsed, fields[3], error))
    return FALSE;

  if (!parse_number (fields[4], G_MAXUINT16, &value))
    {
      g_set_error (error, RIMAU_POSITION_ERROR, RIMAU_POSITION_ERROR_QUIET,
                   _("Field 5 (quiet-ply counter) is “%s”, expected a number from 0 to %u"),
                   fields[4], G_MAXUINT16);
      return FALSE;
    }
  parsed.quiet = (guint16) value;

  if (!parse_number (fields[5], 1000000, &value) || value == 0)
    {
      g_set_error (error, RIMAU_POSITION_ERROR, RIMAU_POSITION_ERROR_TURN,
                   _("Field 6 (turn number) is “%s”, expected a number from 1 to 1000000"), fields[5]);
      return FALSE;
    }
  parsed.turn = value;

  if (!check_consistency (&parsed, error))
    return FALSE;

  parsed.key = rimau_position_compute_key (&parsed);
  *position = parsed;
  return TRUE;
}

static void
append_opening (GString             *out,
                const RimauPosition *position)
{
  if (position->opening == RIMAU_OPENING_NONE)
    {
      g_string_append_c (out, '-');
      return;
    }

  if (position->removals_left > 0)
    g_string_append_printf (out, "x%u", position->removals_left);
  g_string_append_c (out, position->opening == RIMAU_OPENING_RELOCATE ? 'r' : 'p');

  if (position->emptied != 0)
    {
      char separator = ':';
      int p;

      RIMAU_MASK_FOREACH (p, position->emptied)
        {
          g_string_append_c (out, separator);
          g_string_append (out, rimau_point_name (p));
          separator = ',';
        }
    }
}

/**
 * rimau_position_to_string:
 * @position: a position
 *
 * Returns: (transfer full): the position string of @position
 */
char *
rimau_position_to_string (const RimauPosition *position)
{
  GString *out = g_string_sized_new (64);

  for (int rank = 8; rank >= 0; rank--)
    {
      for (guint j = 0; j < rank_size[rank]; j++)
        {
          RimauMask bit = RIMAU_MASK (rank_start[rank] + j);

          g_string_append_c (out, (position->tigers & bit) ? 'T' : (position->men & bit) ? 'M' : '.');
        }
      if (rank > 0)
        g_string_append_c (out, '/');
    }

  g_string_append_printf (out, " %c %u ", position->side == RIMAU_SIDE_TIGERS ? 't' : 'm', position->hand);
  append_opening (out, position);
  g_string_append_printf (out, " %u %u", position->quiet, position->turn);

  return g_string_free (out, FALSE);
}

/* ------------------------------------------------------------------------ */
/* Ply text                                                                  */

typedef struct
{
  int kind;   /* -1 for "--": keep or pass, whichever the position allows */
  int from;
  int to;
} ParsedPly;

static gboolean
parse_ply_syntax (const char *text,
                  ParsedPly  *ply)
{
  gsize length = strlen (text);

  ply->from = ply->to = RIMAU_NO_POINT;

  if (strcmp (text, "--") == 0)
    {
      ply->kind = -1;
      return TRUE;
    }
  if (length == 3 && text[0] == 'x')
    ply->kind = RIMAU_MOVE_REMOVE, ply->to = rimau_point_from_name (text + 1, 2);
  else if (length == 3 && text[0] == '@')
    ply->kind = RIMAU_MOVE_DROP, ply->to = rimau_point_from_name (text + 1, 2);
  else if (length == 4 && text[0] == 'T' && text[1] == '@')
    ply->kind = RIMAU_MOVE_PLACE, ply->to = rimau_point_from_name (text + 2, 2);
  else if (length == 5 && (text[2] == '-' || text[2] == 'x'))
    {
      ply->kind = text[2] == '-' ? RIMAU_MOVE_STEP : RIMAU_MOVE_JUMP;
      ply->from = rimau_point_from_name (text, 2);
      ply->to = rimau_point_from_name (text + 3, 2);
      if (ply->from == RIMAU_NO_POINT)
        return FALSE;
    }
  else
    return FALSE;

  return ply->to != RIMAU_NO_POINT;
}

static gboolean
ply_matches (const ParsedPly *ply,
             const RimauMove *move)
{
  int kind = move->kind;

  if (ply->kind == -1)
    return kind == RIMAU_MOVE_KEEP || kind == RIMAU_MOVE_PASS;
  /* "c7-a9" is a relocation in the opening and a step afterwards. */
  if (kind == RIMAU_MOVE_RELOCATE)
    kind = RIMAU_MOVE_STEP;

  return ply->kind == kind && ply->from == move->from && ply->to == move->to;
}

/* Why @ply cannot be played in @position, in words for a player. */
static char *
explain_illegal (const RimauPosition *position,
                 const ParsedPly     *ply)
{
  RimauMask empty = rimau_position_empty (position);

  if (rimau_position_outcome (position) != RIMAU_OUTCOME_NONE)
    return g_strdup (_("the game is over"));
  if (position->removals_left > 0)
    return g_strdup (ply->kind == RIMAU_MOVE_REMOVE ? _("there is no man there to remove")
                                                    : _("the tigers must first remove men"));
  if (position->opening == RIMAU_OPENING_PLACE)
    return g_strdup (ply->kind == RIMAU_MOVE_PLACE ? _("the tiger must be placed on a point emptied by the removals")
                                                   : _("the tiger must be placed"));
  if (position->opening == RIMAU_OPENING_RELOCATE)
    return g_strdup (_("the tigers must relocate a tiger to an empty point or keep both (--)"));
  if (position->side == RIMAU_SIDE_MEN && position->hand > 0)
    return g_strdup (ply->kind == RIMAU_MOVE_DROP ? _("that point is not empty")
                                                  : _("the men must drop a man from hand"));
  if (ply->kind == RIMAU_MOVE_DROP || ply->kind == RIMAU_MOVE_REMOVE || ply->kind == RIMAU_MOVE_PLACE)
    return g_strdup (_("that kind of ply is not played now"));
  if (ply->kind == -1)
    return g_strdup (_("passing is allowed only to men who cannot step"));
  if (ply->kind == RIMAU_MOVE_JUMP && position->side == RIMAU_SIDE_MEN)
    return g_strdup (_("only tigers jump"));
  if (!((position->side == RIMAU_SIDE_TIGERS ? position->tigers : position->men) & RIMAU_MASK (ply->from)))
    return g_strdup_printf (position->side == RIMAU_SIDE_TIGERS ? _("there is no tiger on %s")
                                                                : _("there is no man on %s"),
                            rimau_point_name (ply->from));
  if (!(empty & RIMAU_MASK (ply->to)))
    return g_strdup_printf (_("%s is not empty"), rimau_point_name (ply->to));
  if (ply->kind == RIMAU_MOVE_STEP)
    return g_strdup_printf (_("%s and %s are not joined by a line"),
                            rimau_point_name (ply->from), rimau_point_name (ply->to));

  return g_strdup (_("no jump leads there"));
}

/**
 * rimau_position_parse_move:
 * @position: a position
 * @text: a ply's text, such as "c3xc5"
 * @move: (out caller-allocates): where to store the ply
 *
 * Reads a ply of @position from its text.
 *
 * Returns: (skip): whether @text is a legal ply of @position; if not,
 *   @error says why (#RimauMoveError)
 */
gboolean
rimau_position_parse_move (const RimauPosition  *position,
                           const char           *text,
                           RimauMove            *move,
                           GError              **error)
{
  RimauMove moves[RIMAU_MAX_MOVES];
  g_autofree char *reason = NULL;
  ParsedPly ply;
  guint n;

  g_return_val_if_fail (text != NULL, FALSE);

  if (!parse_ply_syntax (text, &ply))
    {
      g_autofree char *shown = g_utf8_make_valid (text, -1);

      g_set_error (error, RIMAU_MOVE_ERROR, RIMAU_MOVE_ERROR_MALFORMED,
                   _("“%s” is not a ply; plies are written like xc5, c7-a9, --, T@c5, @d8, c3-c2 or c3xc5"),
                   shown);
      return FALSE;
    }

  n = rimau_position_generate (position, moves);
  for (guint i = 0; i < n; i++)
    if (ply_matches (&ply, &moves[i]))
      {
        *move = moves[i];
        return TRUE;
      }

  reason = explain_illegal (position, &ply);
  g_set_error (error, RIMAU_MOVE_ERROR, RIMAU_MOVE_ERROR_ILLEGAL,
               _("“%s” is not legal here: %s"), text, reason);
  return FALSE;
}
