/* rimau-words.c — what happens in a game, in words
 *
 * The status line, the players' rows and the review banner say what they
 * say of the game through these, so that they always say the same.
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "rimau-words.h"

const char *
rimau_words_side_icon_name (RimauSide side)
{
  return side == RIMAU_SIDE_TIGERS ? "rimau-tiger-symbolic" : "rimau-man-symbolic";
}

static guint
count_people (RimauSession *session)
{
  return rimau_game_setup_count_people (rimau_session_get_setup (session));
}

/* A computer by its personality's name, a person by the name a record
 * gave them, or else as the one at the screen. */
char *
rimau_words_player_name (RimauSession *session,
                         RimauSide     side)
{
  const char *name = rimau_session_get_player_name (session, side);

  if (name != NULL)
    return g_strdup (name);

  if (count_people (session) == 1)
    return g_strdup (_("You"));

  return g_strdup (side == RIMAU_SIDE_TIGERS ? _("Player 1") : _("Player 2"));
}

/* Who is to play: a computer thinking, or a person's turn. */
char *
rimau_words_turn_title (RimauSession *session)
{
  RimauSide side = rimau_game_get_side_to_move (rimau_session_get_game (session));
  g_autofree char *name = rimau_words_player_name (session, side);

  /* An earlier position is nobody's turn: it says only who would play. */
  if (rimau_session_get_reviewing (session))
    return g_strdup (side == RIMAU_SIDE_TIGERS ? _("Tigers to Play") : _("Men to Play"));

  if (!rimau_session_is_person (session, side))
    {
      if (rimau_session_get_paused (session))
        /* Translators: %s is a computer player's name */
        return g_strdup_printf (_("%s is paused"), name);
      /* Translators: %s is a computer player's name */
      return g_strdup_printf (_("%s is thinking…"), name);
    }

  if (count_people (session) == 1)
    return g_strdup (side == RIMAU_SIDE_TIGERS ? _("Your Turn: Tigers") : _("Your Turn: Men"));

  return g_strdup (side == RIMAU_SIDE_TIGERS ? _("Tigers to Play") : _("Men to Play"));
}

/* What the player to move has to do, in the words of the rules. */
static char *
instruction (RimauSession *session)
{
  RimauGame *game = rimau_session_get_game (session);
  const RimauPosition *position = rimau_game_get_position (game);
  guint tigers = rimau_mask_count (position->tigers);

  if (rimau_session_get_reviewing (session))
    return g_strdup (_("Go back to the game, or play on from this position"));

  if (rimau_session_get_paused (session) && !rimau_session_is_person (session, position->side))
    return g_strdup (_("Resume to let the computer play on"));

  if (position->removals_left > 0)
    return g_strdup_printf (ngettext ("Remove %u man from the board",
                                      "Remove %u men from the board",
                                      position->removals_left),
                            (guint) position->removals_left);

  if (position->opening == RIMAU_OPENING_RELOCATE)
    return g_strdup (_("Move a tiger to any empty point, or keep both"));
  if (position->opening == RIMAU_OPENING_PLACE)
    return g_strdup (_("Place the tiger on an emptied point"));

  if (position->side == RIMAU_SIDE_TIGERS)
    {
      if (position->rules.captures == RIMAU_CAPTURE_ODD)
        return g_strdup (tigers == 1 ? _("Move the tiger, or jump an odd run of men")
                                     : _("Move a tiger, or jump an odd run of men"));
      return g_strdup (tigers == 1 ? _("Move the tiger, or jump a man")
                                   : _("Move a tiger, or jump a man"));
    }

  if (position->hand > 0)
    return g_strdup_printf (ngettext ("Drop a man on an empty point (%u left in hand)",
                                      "Drop a man on an empty point (%u left in hand)",
                                      position->hand),
                            (guint) position->hand);

  if (rimau_position_find_move_of_kind (position, RIMAU_MOVE_PASS, NULL))
    return g_strdup (_("No man can move: pass"));

  return g_strdup (_("Move a man"));
}

/* A ply that leaves the board as it was, told in words since the board
 * cannot show it moving. */
static const char *
still_ply_note (RimauGame *game)
{
  guint cursor = rimau_game_get_cursor (game);

  if (cursor == 0)
    return NULL;

  switch (rimau_game_get_move (game, cursor - 1)->kind)
    {
    case RIMAU_MOVE_KEEP:
      return _("The tigers kept both where they were.");
    case RIMAU_MOVE_PASS:
      return _("No man could move: the men passed.");
    default:
      return NULL;
    }
}

/* What the player to move has to do, after what the last ply did if the
 * board cannot show it. */
char *
rimau_words_instruction (RimauSession *session)
{
  const char *note = still_ply_note (rimau_session_get_game (session));
  g_autofree char *text = instruction (session);

  if (note == NULL || rimau_session_get_reviewing (session))
    return g_steal_pointer (&text);

  /* Translators: what the last ply did, then what is to be done now */
  return g_strdup_printf (_("%s %s"), note, text);
}

const char *
rimau_words_outcome_title (RimauSession *session)
{
  RimauOutcome outcome = rimau_game_get_outcome (rimau_session_get_game (session));
  RimauSide winner = outcome == RIMAU_OUTCOME_TIGERS ? RIMAU_SIDE_TIGERS : RIMAU_SIDE_MEN;

  if (outcome == RIMAU_OUTCOME_DRAW)
    return _("Draw");

  /* Against the computer, say it to the person. */
  if (count_people (session) == 1)
    return rimau_session_is_person (session, winner) ? _("You Win!") : _("You Lose");

  return winner == RIMAU_SIDE_TIGERS ? _("The Tigers Win") : _("The Men Win");
}

char *
rimau_words_end_reason (RimauSession *session)
{
  RimauGame *game = rimau_session_get_game (session);
  const RimauPosition *position = rimau_game_get_position (game);
  guint tigers = rimau_mask_count (position->tigers);

  switch (rimau_game_get_end_reason (game))
    {
    case RIMAU_END_REASON_MEN_CAPTURED:
      if (position->rules.concede == 0)
        return g_strdup (_("Every man was captured."));
      return g_strdup_printf (ngettext ("The men were reduced to %u.",
                                        "The men were reduced to %u.",
                                        rimau_position_men_left (position)),
                              rimau_position_men_left (position));
    case RIMAU_END_REASON_TIGERS_TRAPPED:
      return g_strdup (tigers == 1 ? _("The men trapped the tiger.") : _("The men trapped both tigers."));
    case RIMAU_END_REASON_REPETITION:
      return g_strdup (_("The same position came up for the third time."));
    case RIMAU_END_REASON_QUIET_PLIES:
      return g_strdup_printf (ngettext ("%u ply went by without a drop or a capture.",
                                        "%u plies went by without a drop or a capture.",
                                        RIMAU_QUIET_PLY_LIMIT),
                              RIMAU_QUIET_PLY_LIMIT);
    case RIMAU_END_REASON_NONE:
    default:
      return g_strdup ("");
    }
}

/* Which position is being looked at, counted as the ply list and the
 * records count: by turns. */
char *
rimau_words_review (RimauSession *session)
{
  RimauGame *game = rimau_session_get_game (session);
  guint cursor = rimau_game_get_cursor (game);
  const RimauPosition *before;
  char ply[RIMAU_MOVE_TEXT_SIZE];

  if (cursor == 0)
    return g_strdup (_("Viewing the start position"));

  before = rimau_game_get_position_at (game, cursor - 1);
  rimau_move_to_text (rimau_game_get_move (game, cursor - 1), ply);
  return g_strdup_printf (before->side == RIMAU_SIDE_TIGERS
                          ? _("Viewing the position after turn %u, tigers: %s")
                          : _("Viewing the position after turn %u, men: %s"),
                          (guint) before->turn, ply);
}

/* The line under a player's name: the side and its men. */
char *
rimau_words_player_detail (RimauSession *session,
                           RimauSide     side)
{
  RimauGame *game = rimau_session_get_game (session);
  const RimauPosition *start = rimau_game_get_start_position (game);
  const RimauPosition *position = rimau_game_get_position (game);

  if (side == RIMAU_SIDE_TIGERS)
    {
      guint taken = rimau_position_men_left (start) - rimau_position_men_left (position);

      return g_strdup_printf (ngettext ("Tigers · %u man taken", "Tigers · %u men taken", taken), taken);
    }

  return g_strdup_printf (_("Men · %u in hand · %u on the board"), (guint) position->hand,
                          (guint) rimau_mask_count (position->men));
}

/* A point of the board as assistive technologies name it: its name, what
 * stands on it, and whether it is picked up or a click plays there. */
char *
rimau_words_point_label (RimauBoardScene *scene,
                         int              point)
{
  const RimauPosition *position = rimau_board_scene_get_position (scene);
  const char *name = rimau_point_name (point);
  GString *label = g_string_new (NULL);

  if (position != NULL && (position->tigers & RIMAU_MASK (point)))
    /* Translators: an accessible name of a point of the board, e.g. “c5, tiger” */
    g_string_printf (label, _("%s, tiger"), name);
  else if (position != NULL && (position->men & RIMAU_MASK (point)))
    g_string_printf (label, _("%s, man"), name);
  else
    g_string_printf (label, _("%s, empty"), name);

  if (rimau_board_scene_get_selected (scene) == point)
    g_string_append_printf (label, ", %s", _("selected"));
  else if (rimau_board_scene_get_target_points (scene) & RIMAU_MASK (point))
    g_string_append_printf (label, ", %s", _("legal target"));

  return g_string_free (label, FALSE);
}

static char *
list_points (RimauMask points)
{
  GString *list = g_string_new (NULL);
  int p;

  RIMAU_MASK_FOREACH (p, points)
    {
      if (list->len > 0)
        g_string_append (list, ", ");
      g_string_append (list, rimau_point_name (p));
    }

  return g_string_free (list, FALSE);
}

/* Where the pieces stand, as a picture of the position is described. */
char *
rimau_words_position (const RimauPosition *position)
{
  g_autofree char *tigers = list_points (position->tigers);
  g_autofree char *men = list_points (position->men);
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

  return g_strconcat (tiger_text, " ", men_text, NULL);
}
