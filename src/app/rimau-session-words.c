/* rimau-session-words.c — where a session's game stands, in words
 *
 * The status line, the players' rows and the review banner say what they
 * say of the game through these, so that they always say the same.
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "rimau-engine-words-private.h"
#include "rimau-session-words.h"

/* How many plies before the quiet-ply limit a draw is announced. */
#define RIMAU_DRAW_WARNING_PLIES 10

/* What the words need of the session's match and navigator. */
static guint
count_people (RimauSession *session)
{
  return rimau_game_setup_count_people (rimau_match_get_setup (rimau_session_get_match (session)));
}

static gboolean
is_person (RimauSession *session,
           RimauSide     side)
{
  return rimau_match_is_person (rimau_session_get_match (session), side);
}

static gboolean
is_paused (RimauSession *session)
{
  return rimau_match_get_paused (rimau_session_get_match (session));
}

static gboolean
is_reviewing (RimauSession *session)
{
  return rimau_navigator_get_reviewing (rimau_session_get_navigator (session));
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
  if (is_reviewing (session))
    return g_strdup (side == RIMAU_SIDE_TIGERS ? _("Tigers to Play") : _("Men to Play"));

  if (!is_person (session, side))
    {
      if (is_paused (session))
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

  if (is_reviewing (session))
    return g_strdup (_("Go back to the game, or play on from this position"));

  if (is_paused (session) && !is_person (session, position->side))
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

  switch (rimau_game_get_ply (game, cursor - 1)->kind)
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

  if (note == NULL || is_reviewing (session))
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
    return is_person (session, winner) ? _("You Win!") : _("You Lose");

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
      return g_strdup_printf (ngettext ("%u move went by without a drop or a capture.",
                                        "%u moves went by without a drop or a capture.",
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
  rimau_move_to_text (rimau_game_get_ply (game, cursor - 1), ply);
  return g_strdup_printf (before->side == RIMAU_SIDE_TIGERS
                          ? _("Viewing the position after turn %u, tigers: %s")
                          : _("Viewing the position after turn %u, men: %s"),
                          (guint) before->turn, ply);
}

/* The men the tigers have taken so far, opening removals included. */
static guint
count_men_taken (RimauGame *game)
{
  return rimau_position_men_left (rimau_game_get_start_position (game)) -
         rimau_position_men_left (rimau_game_get_position (game));
}

/* The line under a player's name: the side and its men. */
char *
rimau_words_player_detail (RimauSession *session,
                           RimauSide     side)
{
  RimauGame *game = rimau_session_get_game (session);
  const RimauPosition *position = rimau_game_get_position (game);

  if (side == RIMAU_SIDE_TIGERS)
    {
      guint taken = count_men_taken (game);

      return g_strdup_printf (ngettext ("Tigers · %u man taken", "Tigers · %u men taken", taken), taken);
    }

  return g_strdup_printf (_("Men · %u in hand · %u on the board"), (guint) position->hand,
                          (guint) rimau_mask_count (position->men));
}

/* How far the tigers are from winning: the men they have taken, opening
 * removals included, and how many more the concede threshold asks. */
char *
rimau_words_men_taken (RimauSession *session)
{
  RimauGame *game = rimau_session_get_game (session);
  const RimauPosition *position = rimau_game_get_position (game);
  guint taken = count_men_taken (game);
  guint left = rimau_position_men_left (position);
  guint needed = left > position->rules.concede ? left - position->rules.concede : 0;
  g_autofree char *taken_text = g_strdup_printf (ngettext ("The tigers have taken %u man.",
                                                           "The tigers have taken %u men.", taken),
                                                 taken);
  g_autofree char *needed_text = NULL;

  if (needed == 0)
    return g_steal_pointer (&taken_text);

  needed_text = g_strdup_printf (ngettext ("The tigers must capture %u more man to win.",
                                           "The tigers must capture %u more men to win.", needed),
                                 needed);
  return rimau_words_join_sentences ((const char *[]) { taken_text, needed_text }, 2);
}

/* A warning that the game is about to be drawn, or %NULL. */
char *
rimau_words_draw_warning (RimauSession *session)
{
  RimauGame *game = rimau_session_get_game (session);
  const RimauPosition *position = rimau_game_get_position (game);
  guint left = position->quiet < RIMAU_QUIET_PLY_LIMIT ? RIMAU_QUIET_PLY_LIMIT - position->quiet : 0;
  RimauMove repeating;

  if (rimau_game_get_outcome (game) != RIMAU_OUTCOME_NONE || rimau_position_in_opening (position))
    return NULL;

  if (rimau_game_find_repeating_ply (game, &repeating) > 0)
    {
      char text[RIMAU_MOVE_TEXT_SIZE];

      /* Translators: %s is a ply in notation, such as “c4-c5” */
      return g_strdup_printf (_("Playing %s would bring a position up a third time and draw the game."),
                              rimau_move_to_text (&repeating, text));
    }

  if (rimau_game_count_occurrences (game) == 2)
    return g_strdup (_("This position has come up twice: a third time draws the game."));

  if (left > 0 && left <= RIMAU_DRAW_WARNING_PLIES)
    return g_strdup_printf (ngettext ("The game will be drawn if %u more move passes without a drop or a capture.",
                                      "The game will be drawn if %u more moves pass without a drop or a capture.",
                                      left),
                            left);

  return NULL;
}

/* Where the game stands: the result and why, or who is to play and what
 * they have to do. */
char *
rimau_words_situation (RimauSession *session)
{
  RimauGame *game = rimau_session_get_game (session);
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  const char *sentences[2];

  if (rimau_game_get_outcome (game) != RIMAU_OUTCOME_NONE)
    {
      first = g_strdup (rimau_words_outcome_title (session));
      second = rimau_words_end_reason (session);
    }
  else
    {
      RimauSide side = rimau_game_get_side_to_move (game);

      first = rimau_words_turn_title (session);
      /* What the computer is to do is the computer's business. */
      if (is_person (session, side) || is_reviewing (session) ||
          is_paused (session))
        second = instruction (session);
    }

  sentences[0] = first;
  sentences[1] = second;
  return rimau_words_join_sentences (sentences, G_N_ELEMENTS (sentences));
}

/* What a screen reader says when the computers are paused or resumed,
 * then where the game stands. Where a computer is to play, where the game
 * stands says it already; at a person's turn the sentence names the
 * computer that waits. */
char *
rimau_words_after_pause (RimauSession *session)
{
  RimauGame *game = rimau_session_get_game (session);
  RimauSide side = rimau_game_get_side_to_move (game);
  g_autofree char *situation = rimau_words_situation (session);
  g_autofree char *name = NULL;
  g_autofree char *change = NULL;
  const char *sentences[2];

  if (rimau_game_get_outcome (game) != RIMAU_OUTCOME_NONE || is_reviewing (session) ||
      !is_person (session, side) || is_person (session, RIMAU_SIDE_OTHER (side)))
    return g_steal_pointer (&situation);

  name = rimau_words_player_name (session, RIMAU_SIDE_OTHER (side));
  if (is_paused (session))
    /* Translators: %s is a computer player's name */
    change = g_strdup_printf (_("%s is paused"), name);
  else
    /* Translators: said when a paused computer is let play on; %s is its name */
    change = g_strdup_printf (_("%s plays on"), name);

  sentences[0] = change;
  sentences[1] = situation;
  return rimau_words_join_sentences (sentences, G_N_ELEMENTS (sentences));
}

/* What a screen reader says when a ply has been played: the ply, the men
 * taken if it captured, a draw coming, and where the game stands now. */
char *
rimau_words_after_ply (RimauSession    *session,
                       RimauSide        side,
                       const RimauMove *move)
{
  g_autofree char *ply = rimau_words_ply (side, move);
  g_autofree char *taken = move->captured != 0 ? rimau_words_men_taken (session) : NULL;
  g_autofree char *warning = rimau_words_draw_warning (session);
  g_autofree char *situation = rimau_words_situation (session);
  const char *sentences[] = { ply, taken, warning, situation };

  return rimau_words_join_sentences (sentences, G_N_ELEMENTS (sentences));
}
