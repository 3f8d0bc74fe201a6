/* rimau-position.c — positions, legal plies, apply, outcome and text
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "rimau-board-private.h"
#include "rimau-position.h"
#include "rimau-random.h"

G_DEFINE_BOXED_TYPE (RimauPosition, rimau_position, rimau_position_copy, rimau_position_free)
G_DEFINE_QUARK (rimau-position-error-quark, rimau_position_error)

/* First canonical index and size of each rank (rank 1 first). */
static const guint8 rank_start[9] = { 0, 3, 6, 11, 16, 21, 26, 31, 34 };
static const guint8 rank_size[9] = { 3, 3, 5, 5, 5, 5, 5, 3, 3 };

/**
 * rimau_position_copy:
 * @position: a position
 *
 * Returns: (transfer full): a copy of @position; free it with
 *   rimau_position_free()
 */
RimauPosition *
rimau_position_copy (const RimauPosition *position)
{
  return g_memdup2 (position, sizeof *position);
}

/**
 * rimau_position_free:
 * @position: (nullable) (transfer full): a position made by
 *   rimau_position_copy() or one of the constructors
 *
 * Frees @position.
 */
void
rimau_position_free (RimauPosition *position)
{
  g_free (position);
}

static inline guint
opening_code (const RimauPosition *position)
{
  return position->opening * 4 + position->removals_left;
}

/**
 * rimau_position_compute_key:
 * @position: a position
 *
 * Computes the Zobrist key of @position from scratch; rimau_position_apply()
 * keeps #RimauPosition.key up to date without it.
 *
 * Returns: the key
 */
guint64
rimau_position_compute_key (const RimauPosition *position)
{
  const RimauBoard *board = &rimau_board_tables;
  guint64 key = board->zobrist_hand[position->hand] ^ board->zobrist_opening[opening_code (position)];
  int p;

  RIMAU_MASK_FOREACH (p, position->tigers)
    key ^= board->zobrist_tiger[p];
  RIMAU_MASK_FOREACH (p, position->men)
    key ^= board->zobrist_man[p];
  RIMAU_MASK_FOREACH (p, position->emptied)
    key ^= board->zobrist_emptied[p];
  if (position->side == RIMAU_SIDE_MEN)
    key ^= board->zobrist_men_to_move;

  return key;
}

/**
 * rimau_position_init_start:
 * @position: (out caller-allocates): where to store the position
 * @rules: the rules to play by
 *
 * Stores the start position of @rules' variant in @position. Bindings use
 * rimau_position_new_start().
 */
void
rimau_position_init_start (RimauPosition    *position,
                           const RimauRules *rules)
{
  g_autoptr(GError) error = NULL;

  g_return_if_fail (rules != NULL && rules->variant < RIMAU_N_VARIANTS);

  if (!rimau_position_from_string (position, rules, rimau_variant_start_string (rules->variant), &error))
    g_error ("Start position of %s: %s", rimau_variant_to_id (rules->variant), error->message);
}

/**
 * rimau_position_new_start:
 * @rules: the rules to play by
 *
 * Returns: (transfer full): the start position of @rules' variant
 */
RimauPosition *
rimau_position_new_start (const RimauRules *rules)
{
  g_autoptr(RimauPosition) position = g_new0 (RimauPosition, 1);

  g_return_val_if_fail (rules != NULL && rules->variant < RIMAU_N_VARIANTS, NULL);

  rimau_position_init_start (position, rules);
  return g_steal_pointer (&position);
}

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

/**
 * rimau_position_equal:
 * @a: a position
 * @b: another position
 *
 * Returns: whether @a and @b are the same position, counters and rules
 *   included
 */
gboolean
rimau_position_equal (const RimauPosition *a,
                      const RimauPosition *b)
{
  return a->tigers == b->tigers && a->men == b->men && a->emptied == b->emptied &&
         a->side == b->side && a->hand == b->hand && a->opening == b->opening &&
         a->removals_left == b->removals_left && a->quiet == b->quiet &&
         a->turn == b->turn && rimau_rules_equal (&a->rules, &b->rules);
}

/**
 * rimau_position_empty:
 * @position: a position
 *
 * Returns: the mask of the points neither a tiger nor a man stands on
 */
RimauMask
rimau_position_empty (const RimauPosition *position)
{
  return RIMAU_ALL_POINTS & ~(position->tigers | position->men);
}

/**
 * rimau_position_men_left:
 * @position: a position
 *
 * Returns: the men on the board and in hand
 */
guint
rimau_position_men_left (const RimauPosition *position)
{
  return rimau_mask_count (position->men) + position->hand;
}

/**
 * rimau_position_in_opening:
 * @position: a position
 *
 * Returns: whether the tigers' opening turn (removals, then a relocation or
 *   a placement) is still being played
 */
gboolean
rimau_position_in_opening (const RimauPosition *position)
{
  return position->opening != RIMAU_OPENING_NONE;
}

/**
 * rimau_position_find_move_of_kind:
 * @position: a position
 * @kind: a #RimauMoveKind
 * @found: (out caller-allocates) (optional): where to store the ply
 *
 * Looks for a legal ply of @kind, such as keeping both tigers or passing.
 *
 * Returns: whether there is one
 */
gboolean
rimau_position_find_move_of_kind (const RimauPosition *position,
                                  RimauMoveKind        kind,
                                  RimauMove           *found)
{
  RimauMove moves[RIMAU_MAX_MOVES];
  guint n = rimau_position_generate (position, moves);

  for (guint i = 0; i < n; i++)
    if ((RimauMoveKind) moves[i].kind == kind)
      {
        if (found != NULL)
          *found = moves[i];
        return TRUE;
      }

  return FALSE;
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
/* Legal plies                                                              */

G_ALWAYS_INLINE static inline RimauMove *
add_move (RimauMove *out,
          int        kind,
          int        from,
          int        to,
          RimauMask  captured)
{
  out->kind = (gint8) kind;
  out->from = (gint8) from;
  out->to = (gint8) to;
  out->captured = captured;
  return out + 1;
}

/* The jump of a tiger along @ray, the points after it in one direction,
 * if there is one: the run of men starting next to the tiger, and the
 * empty point just beyond it. */
G_ALWAYS_INLINE static inline gboolean
jump_along (const RimauPosition *position,
            const gint8         *ray,
            int                 *landing,
            RimauMask           *captured)
{
  RimauMask run = 0;
  guint length = 0;

  if (position->rules.captures == RIMAU_CAPTURE_SINGLE)
    {
      if (ray[0] == RIMAU_NO_POINT || !(position->men & RIMAU_MASK (ray[0])) ||
          ray[1] == RIMAU_NO_POINT || !(rimau_position_empty (position) & RIMAU_MASK (ray[1])))
        return FALSE;
      *landing = ray[1];
      *captured = RIMAU_MASK (ray[0]);
      return TRUE;
    }

  while (ray[length] != RIMAU_NO_POINT && (position->men & RIMAU_MASK (ray[length])))
    run |= RIMAU_MASK (ray[length++]);

  if (ray[length] == RIMAU_NO_POINT || (position->tigers & RIMAU_MASK (ray[length])) || (length & 1) == 0)
    return FALSE;

  *landing = ray[length];
  *captured = run;
  return TRUE;
}

/* The jump of the tiger on @from over the man on @over and on along that
 * line, if there is one. */
G_ALWAYS_INLINE static inline gboolean
find_jump (const RimauBoard    *board,
           const RimauPosition *position,
           int                  from,
           int                  over,
           int                 *landing,
           RimauMask           *captured)
{
  if (position->rules.captures == RIMAU_CAPTURE_SINGLE)
    {
      int beyond = board->beyond[from][over];

      if (beyond == RIMAU_NO_POINT || !(rimau_position_empty (position) & RIMAU_MASK (beyond)))
        return FALSE;
      *landing = beyond;
      *captured = RIMAU_MASK (over);
      return TRUE;
    }

  return jump_along (position, board->ray[from][board->direction[from][over]], landing, captured);
}

RIMAU_HOT static RimauMove *
generate_tiger_moves (const RimauPosition *position,
                      RimauMove           *out)
{
  const RimauBoard *board = &rimau_board_tables;
  RimauMask empty = rimau_position_empty (position);
  int t, to, over;

  RIMAU_MASK_FOREACH (t, position->tigers)
    {
      RIMAU_MASK_FOREACH (to, board->neighbours[t] & empty)
        out = add_move (out, RIMAU_MOVE_STEP, t, to, 0);

      /* A jump starts over a man next to the tiger. */
      RIMAU_MASK_FOREACH (over, board->neighbours[t] & position->men)
        {
          RimauMask captured;
          int landing;

          if (find_jump (board, position, t, over, &landing, &captured))
            out = add_move (out, RIMAU_MOVE_JUMP, t, landing, captured);
        }
    }

  return out;
}

RIMAU_HOT static RimauMove *
generate_men_steps (const RimauPosition *position,
                    RimauMove           *out)
{
  const RimauBoard *board = &rimau_board_tables;
  RimauMask empty = rimau_position_empty (position);
  int m, to;

  RIMAU_MASK_FOREACH (m, position->men)
    {
      RIMAU_MASK_FOREACH (to, board->neighbours[m] & empty)
        out = add_move (out, RIMAU_MOVE_STEP, m, to, 0);
    }

  return out;
}

static RimauMove *
generate_each (RimauMove *out,
               int        kind,
               RimauMask  targets)
{
  int p;

  RIMAU_MASK_FOREACH (p, targets)
    out = add_move (out, kind, RIMAU_NO_POINT, p, 0);

  return out;
}

RIMAU_HOT static RimauMove *
generate_opening (const RimauPosition *position,
                  RimauMove           *out)
{
  RimauMask empty = rimau_position_empty (position);
  int t, to;

  if (position->removals_left > 0)
    return generate_each (out, RIMAU_MOVE_REMOVE, position->men);

  if (position->opening == RIMAU_OPENING_PLACE)
    return generate_each (out, RIMAU_MOVE_PLACE, position->emptied & empty);

  out = add_move (out, RIMAU_MOVE_KEEP, RIMAU_NO_POINT, RIMAU_NO_POINT, 0);
  RIMAU_MASK_FOREACH (t, position->tigers)
    {
      RIMAU_MASK_FOREACH (to, empty)
        out = add_move (out, RIMAU_MOVE_RELOCATE, t, to, 0);
    }

  return out;
}

/**
 * rimau_position_generate:
 * @position: a position
 * @moves: (out caller-allocates) (array fixed-size=128): room for
 *   %RIMAU_MAX_MOVES plies
 *
 * Stores every legal ply of @position in @moves, without allocating: the
 * searches call it at every node. Bindings use rimau_position_list_moves().
 *
 * Returns: the number of plies stored
 */
RIMAU_HOT guint
rimau_position_generate (const RimauPosition *position,
                         RimauMove           *moves)
{
  RimauMove *out = moves;

  if (position->opening != RIMAU_OPENING_NONE)
    out = generate_opening (position, out);
  else if (rimau_position_men_left (position) <= position->rules.concede)
    return 0;
  else if (position->side == RIMAU_SIDE_TIGERS)
    out = generate_tiger_moves (position, out);
  else if (position->hand > 0)
    out = generate_each (out, RIMAU_MOVE_DROP, rimau_position_empty (position));
  else
    {
      out = generate_men_steps (position, out);
      if (out == moves)
        out = add_move (out, RIMAU_MOVE_PASS, RIMAU_NO_POINT, RIMAU_NO_POINT, 0);
    }

  return (guint) (out - moves);
}

/**
 * rimau_position_list_moves:
 * @position: a position
 * @n_moves: (out): where to store the number of plies
 *
 * Returns: (transfer container) (array length=n_moves): every legal ply
 *   of @position, in an array to free with g_free()
 */
RimauMove *
rimau_position_list_moves (const RimauPosition *position,
                           guint               *n_moves)
{
  RimauMove moves[RIMAU_MAX_MOVES];

  g_return_val_if_fail (position != NULL, NULL);
  g_return_val_if_fail (n_moves != NULL, NULL);

  *n_moves = rimau_position_generate (position, moves);
  return g_memdup2 (moves, *n_moves * sizeof (RimauMove));
}

/**
 * rimau_position_is_legal:
 * @position: a position
 * @move: a ply
 *
 * Returns: whether @move is a legal ply of @position
 */
gboolean
rimau_position_is_legal (const RimauPosition *position,
                         const RimauMove     *move)
{
  RimauMove moves[RIMAU_MAX_MOVES];
  guint n = rimau_position_generate (position, moves);

  for (guint i = 0; i < n; i++)
    if (rimau_move_equal (&moves[i], move))
      return TRUE;

  return FALSE;
}

/**
 * rimau_position_tigers_can_move:
 * @position: a position
 *
 * Returns: whether a tiger could step or jump, whichever side is to move
 */
RIMAU_HOT gboolean
rimau_position_tigers_can_move (const RimauPosition *position)
{
  const RimauBoard *board = &rimau_board_tables;
  RimauMask empty = rimau_position_empty (position);
  int t, over;

  RIMAU_MASK_FOREACH (t, position->tigers)
    {
      if (board->neighbours[t] & empty)
        return TRUE;
      RIMAU_MASK_FOREACH (over, board->neighbours[t] & position->men)
        {
          RimauMask captured;
          int landing;

          if (find_jump (board, position, t, over, &landing, &captured))
            return TRUE;
        }
    }

  return FALSE;
}

/**
 * rimau_position_generate_tiger_jumps:
 * @position: a position
 * @jumps: (out caller-allocates) (array fixed-size=16): room for
 *   %RIMAU_MAX_TIGER_JUMPS plies
 *
 * The jumps the tigers on the board could make if it were their turn now,
 * whichever side is to move: those a tiger could make as its move after the
 * opening, ordered by tiger (canonical order) and then by direction.
 *
 * Returns: the number of jumps stored in @jumps
 */
RIMAU_HOT guint
rimau_position_generate_tiger_jumps (const RimauPosition *position,
                                     RimauMove           *jumps)
{
  const RimauBoard *board = &rimau_board_tables;
  RimauMove *out = jumps;
  int t;

  RIMAU_MASK_FOREACH (t, position->tigers)
    {
      /* A jump starts over a man next to the tiger. */
      if (!(board->neighbours[t] & position->men))
        continue;
      for (int d = 0; d < RIMAU_N_DIRECTIONS; d++)
        {
          RimauMask captured;
          int landing;

          if (jump_along (position, board->ray[t][d], &landing, &captured))
            out = add_move (out, RIMAU_MOVE_JUMP, t, landing, captured);
        }
    }

  return (guint) (out - jumps);
}

/**
 * rimau_position_capturable_men:
 * @position: a position
 *
 * The men the tigers could capture with one of their jumps if it were
 * their turn now, whichever side is to move: what a man's player should
 * look out for. Empty while the tigers' opening turn lasts (no jump is
 * played in it) and once the tigers have won, as no jump follows then.
 *
 * Returns: the mask of those men
 */
RimauMask
rimau_position_capturable_men (const RimauPosition *position)
{
  RimauMove jumps[RIMAU_MAX_TIGER_JUMPS];
  RimauMask men = 0;
  guint n;

  if (position->opening != RIMAU_OPENING_NONE ||
      rimau_position_men_left (position) <= position->rules.concede)
    return 0;

  n = rimau_position_generate_tiger_jumps (position, jumps);
  for (guint i = 0; i < n; i++)
    men |= jumps[i].captured;

  return men;
}

/**
 * rimau_position_outcome:
 * @position: a position
 *
 * The outcome by position rules (rules.md §4, rules 1 and 2); the draws by
 * repetition and by quiet plies need the game's history, which a
 * #RimauStrategyContext has.
 *
 * Returns: who has won, or %RIMAU_OUTCOME_NONE while the game goes on
 */
RIMAU_HOT RimauOutcome
rimau_position_outcome (const RimauPosition *position)
{
  if (position->opening != RIMAU_OPENING_NONE)
    return RIMAU_OUTCOME_NONE;
  if (rimau_position_men_left (position) <= position->rules.concede)
    return RIMAU_OUTCOME_TIGERS;
  if (position->side == RIMAU_SIDE_TIGERS && !rimau_position_tigers_can_move (position))
    return RIMAU_OUTCOME_MEN;

  return RIMAU_OUTCOME_NONE;
}

/* ------------------------------------------------------------------------ */
/* Apply                                                                     */

static inline void
set_opening (RimauPosition *position,
             const RimauBoard *board,
             int            opening,
             int            removals_left)
{
  position->key ^= board->zobrist_opening[opening_code (position)];
  position->opening = (guint8) opening;
  position->removals_left = (guint8) removals_left;
  position->key ^= board->zobrist_opening[opening_code (position)];
}

/* Saturates rather than wraps: a position string may start the counter
 * anywhere up to its largest value. */
static inline void
count_quiet_ply (RimauPosition *position)
{
  if (position->quiet < G_MAXUINT16)
    position->quiet++;
}

static inline void
pass_turn (RimauPosition    *position,
           const RimauBoard *board)
{
  if (position->side == RIMAU_SIDE_MEN)
    position->turn++;
  position->side = (guint8) RIMAU_SIDE_OTHER (position->side);
  position->key ^= board->zobrist_men_to_move;
}

/**
 * rimau_position_apply:
 * @position: a position
 * @move: a legal ply of @position
 *
 * Plays @move on @position, keys and counters included.
 */
void
rimau_position_apply (RimauPosition   *position,
                      const RimauMove *move)
{
  const RimauBoard *board = &rimau_board_tables;
  int from = move->from, to = move->to;
  int p;

  switch ((RimauMoveKind) move->kind)
    {
    case RIMAU_MOVE_REMOVE:
      position->men &= ~RIMAU_MASK (to);
      position->key ^= board->zobrist_man[to];
      if (position->opening == RIMAU_OPENING_PLACE)
        {
          position->emptied |= RIMAU_MASK (to);
          position->key ^= board->zobrist_emptied[to];
        }
      set_opening (position, board, position->opening, position->removals_left - 1);
      position->quiet = 0;
      /* The tiger player goes on with the opening. */
      return;

    case RIMAU_MOVE_RELOCATE:
      position->tigers ^= RIMAU_MASK (from) | RIMAU_MASK (to);
      position->key ^= board->zobrist_tiger[from] ^ board->zobrist_tiger[to];
      set_opening (position, board, RIMAU_OPENING_NONE, 0);
      count_quiet_ply (position);
      break;

    case RIMAU_MOVE_KEEP:
      set_opening (position, board, RIMAU_OPENING_NONE, 0);
      count_quiet_ply (position);
      break;

    case RIMAU_MOVE_PLACE:
      position->tigers |= RIMAU_MASK (to);
      position->key ^= board->zobrist_tiger[to];
      RIMAU_MASK_FOREACH (p, position->emptied)
        position->key ^= board->zobrist_emptied[p];
      position->emptied = 0;
      set_opening (position, board, RIMAU_OPENING_NONE, 0);
      count_quiet_ply (position);
      break;

    case RIMAU_MOVE_DROP:
      position->men |= RIMAU_MASK (to);
      position->key ^= board->zobrist_man[to] ^ board->zobrist_hand[position->hand] ^
                       board->zobrist_hand[position->hand - 1];
      position->hand--;
      position->quiet = 0;
      break;

    case RIMAU_MOVE_STEP:
      if (position->side == RIMAU_SIDE_TIGERS)
        {
          position->tigers ^= RIMAU_MASK (from) | RIMAU_MASK (to);
          position->key ^= board->zobrist_tiger[from] ^ board->zobrist_tiger[to];
        }
      else
        {
          position->men ^= RIMAU_MASK (from) | RIMAU_MASK (to);
          position->key ^= board->zobrist_man[from] ^ board->zobrist_man[to];
        }
      count_quiet_ply (position);
      break;

    case RIMAU_MOVE_JUMP:
      position->tigers ^= RIMAU_MASK (from) | RIMAU_MASK (to);
      position->key ^= board->zobrist_tiger[from] ^ board->zobrist_tiger[to];
      position->men &= ~move->captured;
      RIMAU_MASK_FOREACH (p, move->captured)
        position->key ^= board->zobrist_man[p];
      position->quiet = 0;
      break;

    case RIMAU_MOVE_PASS:
    default:
      count_quiet_ply (position);
      break;
    }

  pass_turn (position, board);
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

/* ------------------------------------------------------------------------ */
/* Random plies and perft                                                    */

/* More than the quiet-ply limit: no repetition can reach further back. */
#define PLAYOUT_HISTORY 128

G_ALWAYS_INLINE static inline int
nth_point (RimauMask mask,
           guint     n)
{
  while (n-- > 0)
    mask &= mask - 1;
  return rimau_mask_first (mask);
}

/* Picks the @pick-th of the steps whose targets are @targets[i] for the
 * pieces on @from[i]. */
G_ALWAYS_INLINE static inline void
pick_step (const RimauMask *targets,
           const gint8     *from,
           guint            pick,
           RimauMove       *move)
{
  for (guint i = 0;; i++)
    {
      guint count = rimau_mask_count (targets[i]);

      if (pick < count)
        {
          add_move (move, RIMAU_MOVE_STEP, from[i], nth_point (targets[i], pick), 0);
          return;
        }
      pick -= count;
    }
}

G_ALWAYS_INLINE static inline gboolean
random_tiger_move (const RimauPosition *position,
                   guint64             *rng_state,
                   RimauMove           *move)
{
  const RimauBoard *board = &rimau_board_tables;
  RimauMask empty = rimau_position_empty (position);
  RimauMove jumps[2 * RIMAU_N_DIRECTIONS];
  RimauMask targets[2];
  gint8 from[2];
  guint n_steps = 0, n_jumps = 0, n_tigers = 0, pick;
  int t, over;

  RIMAU_MASK_FOREACH (t, position->tigers)
    {
      targets[n_tigers] = board->neighbours[t] & empty;
      from[n_tigers] = (gint8) t;
      n_steps += rimau_mask_count (targets[n_tigers++]);

      RIMAU_MASK_FOREACH (over, board->neighbours[t] & position->men)
        {
          RimauMask captured;
          int landing;

          if (find_jump (board, position, t, over, &landing, &captured))
            add_move (&jumps[n_jumps++], RIMAU_MOVE_JUMP, t, landing, captured);
        }
    }

  if (n_steps + n_jumps == 0)
    return FALSE;

  pick = rimau_random_below (rng_state, n_steps + n_jumps);
  if (pick >= n_steps)
    *move = jumps[pick - n_steps];
  else
    pick_step (targets, from, pick, move);
  return TRUE;
}

G_ALWAYS_INLINE static inline void
random_men_move (const RimauPosition *position,
                 guint64             *rng_state,
                 RimauMove           *move)
{
  const RimauBoard *board = &rimau_board_tables;
  RimauMask empty = rimau_position_empty (position);
  RimauMask targets[RIMAU_MAX_MEN];
  gint8 from[RIMAU_MAX_MEN];
  guint total = 0, n = 0;
  int m;

  if (position->hand > 0)
    {
      add_move (move, RIMAU_MOVE_DROP, RIMAU_NO_POINT,
                nth_point (empty, rimau_random_below (rng_state, rimau_mask_count (empty))), 0);
      return;
    }

  RIMAU_MASK_FOREACH (m, position->men)
    {
      RimauMask to = board->neighbours[m] & empty;

      if (to != 0)
        {
          targets[n] = to;
          from[n++] = (gint8) m;
          total += rimau_mask_count (to);
        }
    }

  if (total == 0)
    add_move (move, RIMAU_MOVE_PASS, RIMAU_NO_POINT, RIMAU_NO_POINT, 0);
  else
    pick_step (targets, from, rimau_random_below (rng_state, total), move);
}

/**
 * rimau_position_random_move:
 * @position: a position
 * @rng_state: (inout): the state of the caller's random numbers
 * @move: (out caller-allocates): where to store the ply
 *
 * A uniformly random legal ply, the same distribution as picking from
 * rimau_position_generate(), but without listing every ply: playouts are
 * made of this.
 *
 * Returns: %FALSE when there is no legal ply
 */
RIMAU_HOT gboolean
rimau_position_random_move (const RimauPosition *position,
                            guint64             *rng_state,
                            RimauMove           *move)
{
  if (position->opening != RIMAU_OPENING_NONE)
    {
      RimauMove moves[RIMAU_MAX_MOVES];
      guint n = rimau_position_generate (position, moves);

      if (n == 0)
        return FALSE;
      *move = moves[rimau_random_below (rng_state, n)];
      return TRUE;
    }

  if (rimau_position_men_left (position) <= position->rules.concede)
    return FALSE;

  if (position->side == RIMAU_SIDE_TIGERS)
    return random_tiger_move (position, rng_state, move);

  random_men_move (position, rng_state, move);
  return TRUE;
}

/* The number of legal plies, counted without listing the ones that are
 * plain sets of points: the leaves of perft. */
RIMAU_HOT static guint64
count_moves (const RimauPosition *position)
{
  RimauMove moves[RIMAU_MAX_MOVES];

  if (position->side == RIMAU_SIDE_MEN && position->hand > 0 &&
      rimau_position_men_left (position) > position->rules.concede)
    return rimau_mask_count (rimau_position_empty (position));

  return rimau_position_generate (position, moves);
}

RIMAU_HOT static guint64
perft (const RimauPosition *position,
       guint                depth)
{
  RimauMove moves[RIMAU_MAX_MOVES];
  guint64 nodes = 0;
  guint n;

  if (depth == 1)
    return count_moves (position);

  n = rimau_position_generate (position, moves);
  for (guint i = 0; i < n; i++)
    {
      RimauPosition child = *position;

      rimau_position_apply (&child, &moves[i]);
      nodes += perft (&child, depth - 1);
    }

  return nodes;
}

/**
 * rimau_position_perft:
 * @position: a position
 * @depth: how many plies deep to count
 *
 * Counts the leaf plies at @depth, by position rules only (rules.md §6):
 * the yardstick of a move generator.
 *
 * Returns: the number of leaf plies
 */
guint64
rimau_position_perft (const RimauPosition *position,
                      guint                depth)
{
  if (depth == 0)
    return 1;

  return perft (position, depth);
}

/* Whether the position just reached, keys[n], occurs for the third time.
 * Outside the opening the sides alternate, so only every second earlier
 * position can be equal to it. */
static gboolean
playout_repeats (const guint64 *keys,
                 guint          n,
                 guint          window)
{
  guint64 key = keys[n % PLAYOUT_HISTORY];
  guint seen = 1;

  for (guint k = 2; k <= window; k += 2)
    if (keys[(n - k) % PLAYOUT_HISTORY] == key && ++seen == 3)
      return TRUE;

  return FALSE;
}

/**
 * rimau_position_playout:
 * @position: (inout): the position to play from, and the final position
 * @rng_state: (inout): the state of the caller's random numbers
 * @n_plies: (out) (optional): where to store the number of plies played
 *
 * Plays uniformly random legal plies from @position to the end of the game,
 * with every rule of rules.md §4, draws included. A position from which
 * nothing can be played (an opening with nothing left to remove) ends with
 * %RIMAU_OUTCOME_NONE.
 *
 * Returns: the outcome of the game played
 */
RIMAU_HOT RimauOutcome
rimau_position_playout (RimauPosition *position,
                        guint64       *rng_state,
                        guint         *n_plies)
{
  guint64 keys[PLAYOUT_HISTORY];
  guint n = 0;
  RimauOutcome outcome = RIMAU_OUTCOME_NONE;
  gboolean trapped;

  keys[0] = position->key;

  for (;;)
    {
      RimauMove move;

      if (position->opening == RIMAU_OPENING_NONE)
        {
          if (rimau_position_men_left (position) <= position->rules.concede)
            {
              outcome = RIMAU_OUTCOME_TIGERS;
              break;
            }
          if (position->quiet >= RIMAU_QUIET_PLY_LIMIT ||
              (position->quiet >= 4 && playout_repeats (keys, n, MIN (position->quiet, n))))
            {
              /* Trapped tigers lose before a draw is looked at (rules.md
               * §4); asked only here, since draws are rare. */
              trapped = position->side == RIMAU_SIDE_TIGERS && !rimau_position_tigers_can_move (position);
              outcome = trapped ? RIMAU_OUTCOME_MEN : RIMAU_OUTCOME_DRAW;
              break;
            }
        }

      if (!rimau_position_random_move (position, rng_state, &move))
        {
          /* Only trapped tigers have no ply once the opening is over. */
          if (position->opening == RIMAU_OPENING_NONE)
            outcome = RIMAU_OUTCOME_MEN;
          break;
        }

      rimau_position_apply (position, &move);
      keys[++n % PLAYOUT_HISTORY] = position->key;
    }

  if (n_plies != NULL)
    *n_plies = n;
  return outcome;
}
