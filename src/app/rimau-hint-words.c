/* rimau-hint-words.c — a hint in words: the ply to play, and why
 *
 * A hint tells what to do, in the present, and what it does for the
 * player: “Drop a man on b5. It blocks the jump c3×a5. The jump c3×c5
 * cannot be stopped.” The reason is rimau-hint-reason.c's, worked out on
 * the board; these are only its words. The toast and the screen reader
 * say the same.
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "rimau-engine-words-private.h"
#include "rimau-hint-words.h"

/* A jump as the hints name it, from the tiger's point to where it lands:
 * “c3×c5”. The sign is the notation's, the same in every language. */
static char *
jump_name (const RimauMove *jump)
{
  return g_strdup_printf ("%s×%s", rimau_point_name (jump->from), rimau_point_name (jump->to));
}

/* The jumps of @jumps by name, a comma between each. */
static char *
list_jumps (const RimauMove *jumps,
            guint            n_jumps)
{
  GString *list = g_string_new (NULL);

  for (guint i = 0; i < n_jumps; i++)
    {
      g_autofree char *name = jump_name (&jumps[i]);

      if (i > 0)
        g_string_append (list, rimau_words_list_separator ());
      g_string_append (list, name);
    }
  return g_string_free (list, FALSE);
}

static RimauMask
men_taken (const RimauMove *jumps,
           guint            n_jumps)
{
  RimauMask men = 0;

  for (guint i = 0; i < n_jumps; i++)
    men |= jumps[i].captured;
  return men;
}

/* The ply a hint suggests, as something to do: “Drop a man on b5”. */
char *
rimau_words_hint_ply (RimauSide        side,
                      const RimauMove *move)
{
  const char *from = move->from != RIMAU_NO_POINT ? rimau_point_name (move->from) : NULL;
  const char *to = move->to != RIMAU_NO_POINT ? rimau_point_name (move->to) : NULL;
  g_autofree char *jump = NULL;

  switch (move->kind)
    {
    case RIMAU_MOVE_REMOVE:
      /* Translators: a hint, what to play: an opening removal */
      return g_strdup_printf (_("Remove the man on %s"), to);
    case RIMAU_MOVE_RELOCATE:
      /* Translators: a hint, what to play: a tiger to another point,
       * e.g. “Move the tiger from c3 to c4” */
      return g_strdup_printf (_("Move the tiger from %s to %s"), from, to);
    case RIMAU_MOVE_KEEP:
      /* Translators: a hint, what to play: the opening's keep-both */
      return g_strdup (_("Keep both tigers where they are"));
    case RIMAU_MOVE_PLACE:
      /* Translators: a hint, what to play */
      return g_strdup_printf (_("Place the tiger on %s"), to);
    case RIMAU_MOVE_DROP:
      /* Translators: a hint, what to play: a man from hand */
      return g_strdup_printf (_("Drop a man on %s"), to);
    case RIMAU_MOVE_STEP:
      if (side == RIMAU_SIDE_TIGERS)
        return g_strdup_printf (_("Move the tiger from %s to %s"), from, to);
      /* Translators: a hint, what to play: a man's step */
      return g_strdup_printf (_("Move the man from %s to %s"), from, to);
    case RIMAU_MOVE_JUMP:
      jump = jump_name (move);
      /* Translators: a hint, what to play: %s is a jump such as “c3×c5”,
       * from the tiger's point to where it lands */
      return g_strdup_printf (_("Jump %s"), jump);
    case RIMAU_MOVE_PASS:
    default:
      /* Translators: a hint, what to play when no man can move */
      return g_strdup (_("Pass: no man can move"));
    }
}

/* What the tigers' ply does, in a sentence. */
static char *
tigers_reason (const RimauHintReason *reason)
{
  g_autofree char *men = rimau_words_list_points (reason->men);
  g_autofree char *tigers = rimau_words_list_points (reason->tigers);
  g_autofree char *jumps = list_jumps (reason->jumps, reason->n_jumps);
  guint n_men = rimau_mask_count (reason->men);

  switch (reason->kind)
    {
    case RIMAU_HINT_CAPTURE:
      if (reason->wins)
        /* Translators: why a hinted jump is good; %s lists points */
        return g_strdup_printf (ngettext ("It captures the man on %s and wins the game.",
                                          "It captures the men on %s and wins the game.", n_men), men);
      /* Translators: why a hinted jump is good; %s lists points */
      return g_strdup_printf (ngettext ("It captures the man on %s.", "It captures the men on %s.", n_men), men);
    case RIMAU_HINT_FORCED_THREAT:
      /* Translators: why a hinted tiger's move is good; %s lists jumps
       * such as “c3×c5, c7×e5” */
      return g_strdup_printf (ngettext ("It threatens the jump %s, and the men cannot stop it.",
                                        "It threatens the jumps %s, and the men cannot stop them all.",
                                        reason->n_jumps),
                              jumps);
    case RIMAU_HINT_ESCAPE:
      /* Translators: why a hinted tiger's move is good; %s lists points */
      return g_strdup_printf (ngettext ("It escapes a trap: the men could have shut in the tiger on %s.",
                                        "It escapes a trap: the men could have shut in the tigers on %s.",
                                        rimau_mask_count (reason->tigers)),
                              tigers);
    case RIMAU_HINT_THREAT:
      /* Translators: why a hinted tiger's move is good; %s lists jumps */
      return g_strdup_printf (ngettext ("It threatens the jump %s.", "It threatens the jumps %s.", reason->n_jumps),
                              jumps);
    case RIMAU_HINT_SET_UP:
      /* Translators: why a hinted tiger's move is good; %s is a jump
       * such as “c3×c5” that the search expects to make next */
      return g_strdup_printf (_("It prepares the jump %s for the next move."), jumps);
    case RIMAU_HINT_NOT_YET:
      return g_strdup (_("No man can be taken yet."));
    case RIMAU_HINT_WAIT:
      /* Translators: a man could be jumped, but the hint does not */
      return g_strdup (_("Taking a man now would not pay."));
    default:
      return NULL;
    }
}

/* What the men's ply does, in a sentence. */
static char *
men_reason (const RimauHintReason *reason)
{
  g_autofree char *men = rimau_words_list_points (reason->men);
  g_autofree char *tigers = rimau_words_list_points (reason->tigers);
  g_autofree char *jumps = list_jumps (reason->jumps, reason->n_jumps);

  switch (reason->kind)
    {
    case RIMAU_HINT_TRAP_BOTH:
      return g_strdup (_("The tigers cannot move: the men win."));
    case RIMAU_HINT_TRAP:
      /* Translators: why a hinted man's move is good; %s lists points */
      return g_strdup_printf (ngettext ("It leaves the tiger on %s without a move.",
                                        "It leaves the tigers on %s without a move.",
                                        rimau_mask_count (reason->tigers)),
                              tigers);
    case RIMAU_HINT_BLOCK:
      /* Translators: why a hinted man's move is good; %s lists jumps
       * such as “c3×a5, c7×e5” */
      return g_strdup_printf (ngettext ("It blocks the jump %s.", "It blocks the jumps %s.", reason->n_jumps), jumps);
    case RIMAU_HINT_SAVE:
      /* Translators: why a hinted man's step is good; %s is its point */
      return g_strdup_printf (_("It moves the man on %s out of danger."), men);
    case RIMAU_HINT_HEM:
      /* Translators: why a hinted man's move is good: the steps and jumps
       * the tigers have left */
      return g_strdup_printf (ngettext ("It hems in the tigers: they have %u move left.",
                                        "It hems in the tigers: they have %u moves left.", reason->tiger_moves),
                              reason->tiger_moves);
    case RIMAU_HINT_SAFE:
      return g_strdup (_("It keeps every man safe."));
    default:
      return NULL;
    }
}

/* The threats a men's ply leaves open, in a sentence, or %NULL. */
static char *
left_open (const RimauHintReason *reason)
{
  g_autofree char *jumps = list_jumps (reason->left_jumps, reason->n_left);
  RimauMask men = men_taken (reason->left_jumps, reason->n_left);
  g_autofree char *points = rimau_words_list_points (men);

  switch (reason->left)
    {
    case RIMAU_HINT_LEFT_UNSTOPPABLE:
      /* Translators: after a hint for the men: no move of theirs could
       * stop every jump; %s lists jumps such as “c3×c5, c7×e5” */
      return g_strdup_printf (ngettext ("The jump %s cannot be stopped.", "The jumps %s cannot all be stopped.",
                                        reason->n_left),
                              jumps);
    case RIMAU_HINT_LEFT_GIVEN_UP:
      /* Translators: after a hint for the men: another move would have
       * kept them, the master gives them up; %s lists points */
      return g_strdup_printf (ngettext ("It leaves the man on %s in danger.", "It leaves the men on %s in danger.",
                                        rimau_mask_count (men)),
                              points);
    case RIMAU_HINT_LEFT_NONE:
    default:
      return NULL;
    }
}

/* Why a hinted ply is good, in one or two sentences, or "" when there is
 * nothing to say (an opening ply, a pass). */
char *
rimau_words_hint_reason (const RimauHintReason *reason)
{
  g_autofree char *does = NULL;
  g_autofree char *left = left_open (reason);

  if (reason->kind >= RIMAU_HINT_TRAP_BOTH)
    does = men_reason (reason);
  else
    does = tigers_reason (reason);
  return rimau_words_join_sentences ((const char *[]) { does, left }, 2);
}

/* A hint in words, from @line, the principal line the search reported in
 * @position: the ply to play, then why. */
char *
rimau_words_hint (const RimauPosition *position,
                  const RimauMove     *line,
                  guint                n_line)
{
  g_autofree char *ply = NULL;
  g_autofree char *why = NULL;
  RimauHintReason reason;

  g_return_val_if_fail (position != NULL && line != NULL && n_line > 0, NULL);

  ply = rimau_words_hint_ply (position->side, &line[0]);
  rimau_hint_reason_explain (position, line, n_line, &reason);
  why = rimau_words_hint_reason (&reason);
  return rimau_words_join_sentences ((const char *[]) { ply, why }, 2);
}
