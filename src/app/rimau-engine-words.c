/* rimau-engine-words.c — plies, positions and marks in words
 *
 * What the engine and the analysis hold, put into words with nothing of a
 * session: the ply list, the eval graph and the rules page say it through
 * these.
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "rimau-engine-words-private.h"

const char *
rimau_words_side_icon_name (RimauSide side)
{
  return side == RIMAU_SIDE_TIGERS ? "rimau-tiger-symbolic" : "rimau-man-symbolic";
}

/* The names of the points of @points, a comma between each. */
char *
rimau_words_list_points (RimauMask points)
{
  GString *list = g_string_new (NULL);
  int p;

  RIMAU_MASK_FOREACH (p, points)
    {
      if (list->len > 0)
        g_string_append (list, rimau_words_list_separator ());
      g_string_append (list, rimau_point_name (p));
    }

  return g_string_free (list, FALSE);
}

/* A ply in words, as the ply list's tooltips and the announcements say
 * it: “Tiger c3 jumps the man on c4 to c5”. */
char *
rimau_words_ply (RimauSide        side,
                 const RimauMove *move)
{
  /* Removals, drops and placements come from nowhere; keep and pass go
   * nowhere. */
  const char *from = move->from != RIMAU_NO_POINT ? rimau_point_name (move->from) : NULL;
  const char *to = move->to != RIMAU_NO_POINT ? rimau_point_name (move->to) : NULL;

  switch (move->kind)
    {
    case RIMAU_MOVE_REMOVE:
      /* Translators: an opening removal, e.g. “Man removed from c5” */
      return g_strdup_printf (_("Man removed from %s"), to);
    case RIMAU_MOVE_RELOCATE:
      /* Translators: the tigers' opening move of a tiger to any empty point,
       * e.g. “Tiger c7 moves to a9” */
      return g_strdup_printf (C_("relocation", "Tiger %s moves to %s"), from, to);
    case RIMAU_MOVE_KEEP:
      return g_strdup (_("Tigers keep both where they are"));
    case RIMAU_MOVE_PLACE:
      return g_strdup_printf (_("Tiger placed on %s"), to);
    case RIMAU_MOVE_DROP:
      return g_strdup_printf (_("Man dropped on %s"), to);
    case RIMAU_MOVE_STEP:
      /* Translators: a step along a line, e.g. “Tiger c3 moves to c4” */
      return g_strdup_printf (side == RIMAU_SIDE_TIGERS ? _("Tiger %s moves to %s") : _("Man %s moves to %s"),
                              from, to);
    case RIMAU_MOVE_JUMP:
      {
        g_autofree char *men = rimau_words_list_points (move->captured);

        if (rimau_mask_count (move->captured) == 1)
          /* Translators: a capture, e.g. “Tiger c3 jumps the man on c4 to c5” */
          return g_strdup_printf (_("Tiger %s jumps the man on %s to %s"), from, men, to);
        /* Translators: a capture of several men, e.g. “Tiger c3 jumps the men on c4, c5, c6 to c7” */
        return g_strdup_printf (_("Tiger %s jumps the men on %s to %s"), from, men, to);
      }
    case RIMAU_MOVE_PASS:
    default:
      return g_strdup (_("The men pass: no man can move"));
    }
}

/* Where the pieces stand, as a picture of the position is described. */
char *
rimau_words_position (const RimauPosition *position)
{
  g_autofree char *tigers = rimau_words_list_points (position->tigers);
  g_autofree char *men = rimau_words_list_points (position->men);
  guint n_tigers = rimau_mask_count (position->tigers);
  guint n_men = rimau_mask_count (position->men);
  g_autofree char *tiger_text = NULL;
  g_autofree char *men_text = NULL;

  if (n_tigers == 0)
    tiger_text = g_strdup (_("No tiger on the board."));
  else
    /* Translators: %s is a list of points such as “c3, c7” */
    tiger_text = g_strdup_printf (ngettext ("Tiger on %s.", "Tigers on %s.", n_tigers), tigers);

  if (n_men == 0)
    men_text = g_strdup (_("No man on the board."));
  else
    /* Translators: %s is a list of points such as “a4, b4, c4” */
    men_text = g_strdup_printf (ngettext ("Man on %s.", "Men on %s.", n_men), men);

  return rimau_words_join_sentences ((const char *[]) { tiger_text, men_text }, 2);
}

/* Between two items of a list: "c3, c7". */
const char *
rimau_words_list_separator (void)
{
  /* Translators: between two items of a list, such as the points in
   * “c3, c7” or the parts of a point's name for a screen reader in “c4,
   * man, remove” */
  return C_("list", ", ");
}

/* Whether @text ends as a sentence does. */
static gboolean
ends_sentence (const char *text)
{
  const char *last = g_utf8_find_prev_char (text, text + strlen (text));
  gunichar c = last != NULL ? g_utf8_get_char (last) : 0;

  return c == '.' || c == '!' || c == '?' || c == 0x2026 /* … */ ||
         c == 0x3002 /* 。 */ || c == 0xFF01 /* ！ */ || c == 0xFF1F /* ？ */;
}

/* @sentence, ended with a full stop unless it has its own ending. */
static char *
ended_sentence (const char *sentence)
{
  if (ends_sentence (sentence))
    return g_strdup (sentence);
  /* Translators: ends a sentence that has no ending of its own */
  return g_strconcat (sentence, C_("sentence", "."), NULL);
}

/* Joins sentences, skipping %NULL and empty ones, each ended with a full
 * stop unless it has its own ending. */
char *
rimau_words_join_sentences (const char * const *sentences,
                            guint               n_sentences)
{
  char *text = g_strdup ("");

  for (guint i = 0; i < n_sentences; i++)
    {
      g_autofree char *sentence = NULL;
      char *joined;

      if (sentences[i] == NULL || sentences[i][0] == '\0')
        continue;
      sentence = ended_sentence (sentences[i]);
      /* Translators: one sentence after another, "%s%s" in a language
       * that puts no space between them */
      joined = text[0] == '\0' ? g_strdup (sentence) : g_strdup_printf (C_("sentences", "%s %s"), text, sentence);
      g_free (text);
      text = joined;
    }

  return text;
}

/* A mark in words, as a screen reader says it after the ply. */
const char *
rimau_words_mark (RimauMark mark)
{
  switch (mark)
    {
    case RIMAU_MARK_INACCURACY:
      return _("inaccuracy");
    case RIMAU_MARK_MISTAKE:
      return _("mistake");
    case RIMAU_MARK_BLUNDER:
      return _("blunder");
    case RIMAU_MARK_NONE:
    default:
      return "";
    }
}

/* A ply in notation as a player is shown it: the notation's “--”, which
 * a screen reader reads as dashes, in words. */
const char *
rimau_words_ply_shown (RimauSide   side,
                       const char *text)
{
  if (!g_str_equal (text, "--"))
    return text;
  /* Translators: in a ply's name, “Turn 1, tigers: keep both”, and in the
   * move list, for the ply written -- (the tigers keep both where they
   * are; the men pass) */
  return side == RIMAU_SIDE_TIGERS ? C_("ply name", "keep both") : C_("ply name", "pass");
}

/* A ply as a screen reader names it, as the ply list shows it: the turn,
 * the side and the ply in notation, then its mark if it has one:
 * “Turn 30, tigers: c7-b7, blunder”. The notation's “--”, which a screen
 * reader reads as dashes, is said in words. */
char *
rimau_words_ply_name (RimauSide   side,
                      guint       turn,
                      const char *text,
                      RimauMark   mark)
{
  g_autofree char *name = g_strdup_printf (side == RIMAU_SIDE_TIGERS ? _("Turn %u, tigers: %s")
                                                                     : _("Turn %u, men: %s"),
                                           turn, rimau_words_ply_shown (side, text));

  if (mark == RIMAU_MARK_NONE)
    return g_steal_pointer (&name);
  return g_strconcat (name, rimau_words_list_separator (), rimau_words_mark (mark), NULL);
}
