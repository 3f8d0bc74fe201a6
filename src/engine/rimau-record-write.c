/* rimau-record-write.c — game records: the text of a game, written
 *
 * The record is written as rimau-record.c reads it (rules.md §5, "Game
 * records"): the rules' tags first, the players' next, then the others;
 * the plies numbered by turn, in lines of at most LINE_WIDTH characters.
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "rimau-record.h"
#include "rimau-record-private.h"

/* Movetext lines are at most this many characters. */
#define LINE_WIDTH 80

/* Tags the record's own fields stand for; other tags are kept as they are. */
static const char * const rules_tags[] = { "Variant", "Captures", "Concede", "Position" };
static const char * const player_tags[] = { "Date", "Tigers", "Men" };

static gboolean
is_one_of (const char         *name,
           const char * const *names,
           gsize               n_names)
{
  for (gsize i = 0; i < n_names; i++)
    if (strcmp (name, names[i]) == 0)
      return TRUE;

  return FALSE;
}

/* Whether @name is one of the tags a game holds as its rules and start
 * position rather than as a tag. */
gboolean
rimau_record_is_rules_tag (const char *name)
{
  return is_one_of (name, rules_tags, G_N_ELEMENTS (rules_tags));
}

/* How @outcome is written, in the Result tag and as the result token. */
const char *
rimau_record_result_text (RimauOutcome outcome)
{
  switch (outcome)
    {
    case RIMAU_OUTCOME_TIGERS: return "1-0";
    case RIMAU_OUTCOME_MEN: return "0-1";
    case RIMAU_OUTCOME_DRAW: return "1/2-1/2";
    case RIMAU_OUTCOME_NONE:
    default: return "*";
    }
}

static gboolean
is_tag_name (const char *name)
{
  if (!g_ascii_isalpha (*name) || strlen (name) > RIMAU_RECORD_MAX_TAG_LENGTH)
    return FALSE;
  for (const char *c = name; *c != '\0'; c++)
    if (!g_ascii_isalnum (*c) && *c != '_')
      return FALSE;

  return TRUE;
}

/* [Name "value"]: quotes and backslashes escaped; control characters,
 * which would break the line or hide in it, become spaces; a value longer
 * than a reader takes is cut to that length. */
static void
append_tag (GString    *out,
            const char *name,
            const char *value)
{
  g_autofree char *valid = g_utf8_make_valid (value, -1);

  if (strcmp (name, RIMAU_RECORD_LONG_TAG) != 0 && g_utf8_strlen (valid, -1) > RIMAU_RECORD_MAX_TAG_LENGTH)
    {
      g_autofree char *whole = g_steal_pointer (&valid);

      valid = g_utf8_substring (whole, 0, RIMAU_RECORD_MAX_TAG_LENGTH);
    }

  g_string_append_printf (out, "[%s \"", name);
  for (const char *c = valid; *c != '\0'; c++)
    {
      if (*c == '"' || *c == '\\')
        g_string_append_c (out, '\\');
      g_string_append_c (out, ((guchar) *c < 0x20 || *c == 0x7F) ? ' ' : *c);
    }
  g_string_append (out, "\"]\n");
}

/* Appends @word to the plies, starting a new line when it would not fit. */
static void
append_word (GString    *out,
             gsize      *line_start,
             const char *word)
{
  gsize line_length = out->len - *line_start;

  if (line_length > 0 && line_length + 1 + strlen (word) > LINE_WIDTH)
    {
      g_string_append_c (out, '\n');
      *line_start = out->len;
    }
  else if (line_length > 0)
    g_string_append_c (out, ' ');

  g_string_append (out, word);
}

/* The outcome after all the plies, wherever the cursor is. */
static RimauOutcome
final_outcome (RimauGame *game)
{
  guint n_moves = rimau_game_get_n_plies (game);
  g_autoptr(RimauGame) replay = NULL;

  if (rimau_game_get_cursor (game) == n_moves)
    return rimau_game_get_outcome (game);

  replay = rimau_game_new_from_position (rimau_game_get_start_position (game));
  for (guint i = 0; i < n_moves; i++)
    if (!rimau_game_play (replay, rimau_game_get_ply (game, i), NULL))
      g_return_val_if_reached (RIMAU_OUTCOME_NONE);

  return rimau_game_get_outcome (replay);
}

static void
append_tags (GString   *out,
             RimauGame *game,
             RimauOutcome outcome)
{
  const RimauRules *rules = rimau_game_get_rules (game);
  g_autofree char *concede = g_strdup_printf ("%u", rules->concede);
  g_auto(GStrv) names = rimau_game_dup_tag_names (game);

  append_tag (out, "Variant", rimau_variant_to_id (rules->variant));
  append_tag (out, "Captures", rimau_capture_rule_to_id (rules->captures));
  append_tag (out, "Concede", concede);
  for (guint i = 0; i < G_N_ELEMENTS (player_tags); i++)
    if (rimau_game_get_tag (game, player_tags[i]) != NULL)
      append_tag (out, player_tags[i], rimau_game_get_tag (game, player_tags[i]));
  append_tag (out, "Result", rimau_record_result_text (outcome));

  if (!rimau_game_starts_from_variant (game))
    {
      g_autofree char *position = rimau_position_to_string (rimau_game_get_start_position (game));

      append_tag (out, "Position", position);
    }

  /* Tags that cannot be written as tags are left out rather than making
   * a record that cannot be read. */
  for (guint i = 0; names[i] != NULL; i++)
    if (!is_one_of (names[i], rules_tags, G_N_ELEMENTS (rules_tags)) &&
        !is_one_of (names[i], player_tags, G_N_ELEMENTS (player_tags)) &&
        strcmp (names[i], "Result") != 0 && is_tag_name (names[i]))
      append_tag (out, names[i], rimau_game_get_tag (game, names[i]));
}

/* The plies, each turn numbered before the tigers' first ply in it: the
 * tigers' opening plies all share turn 1, as in "1. xc4 xc5 xc6 -- @c5".
 * A record that starts with the men to move begins "N... ". */
static void
append_plies (GString      *out,
              RimauGame    *game,
              RimauOutcome  outcome)
{
  guint n_moves = rimau_game_get_n_plies (game);
  gsize line_start = out->len;

  for (guint i = 0; i < n_moves; i++)
    {
      const RimauPosition *before = rimau_game_get_position_at (game, i);
      char text[RIMAU_MOVE_TEXT_SIZE];
      g_autofree char *word = NULL;

      rimau_move_to_text (rimau_game_get_ply (game, i), text);
      if (i == 0 && before->side == RIMAU_SIDE_MEN)
        word = g_strdup_printf ("%u... %s", before->turn, text);
      else if (before->side == RIMAU_SIDE_TIGERS &&
               (i == 0 || rimau_game_get_position_at (game, i - 1)->side == RIMAU_SIDE_MEN))
        word = g_strdup_printf ("%u. %s", before->turn, text);
      else
        word = g_strdup (text);

      append_word (out, &line_start, word);
    }

  append_word (out, &line_start, rimau_record_result_text (outcome));
  g_string_append_c (out, '\n');
}

/**
 * rimau_record_write:
 * @game: a game
 *
 * Writes the record of all the plies of @game, including the ones after
 * its cursor. The Result tag and token are the outcome after the last ply;
 * a Result tag set on @game is not used.
 *
 * Returns: (transfer full): the record's text
 */
char *
rimau_record_write (RimauGame *game)
{
  GString *out;
  RimauOutcome outcome;

  g_return_val_if_fail (RIMAU_IS_GAME (game), NULL);

  out = g_string_sized_new (1024);
  outcome = final_outcome (game);
  append_tags (out, game, outcome);
  g_string_append_c (out, '\n');
  append_plies (out, game, outcome);

  return g_string_free (out, FALSE);
}
