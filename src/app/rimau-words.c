/* rimau-words.c — what happens in a game, in words
 *
 * The status line, the players' rows and the review banner say what they
 * say of the game through these, so that they always say the same.
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "rimau-words.h"

/* How many plies before the quiet-ply limit a draw is announced. */
#define RIMAU_DRAW_WARNING_PLIES 10

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

/* The far end of a run of men from rimau_mask_first(): a run lies along
 * one line, where the points' numbers grow from one end to the other. */
static int
last_point (RimauMask points)
{
  int p, last = RIMAU_NO_POINT;

  RIMAU_MASK_FOREACH (p, points)
    last = p;
  return last;
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
        g_autofree char *men = list_points (move->captured);

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

/* Adds one part to a point's accessible name, after a comma. */
static void
append_part (GString    *label,
             const char *part)
{
  g_string_append (label, ", ");
  g_string_append (label, part);
}

/* What a click on a point would play, for its accessible name. */
static const char *
target_phrase (const RimauMove *move)
{
  switch (move->kind)
    {
    case RIMAU_MOVE_REMOVE:
      /* Translators: said of a man that a click removes, as in “c4, man, remove” */
      return _("remove");
    case RIMAU_MOVE_DROP:
      /* Translators: said of an empty point, as in “a5, empty, drop here” */
      return _("drop here");
    case RIMAU_MOVE_PLACE:
      return _("place the tiger here");
    case RIMAU_MOVE_JUMP:
      return NULL;
    default:
      /* Translators: said of an empty point the picked-up piece can go to */
      return _("move here");
    }
}

static void
append_target (GString         *label,
               const RimauMove *move)
{
  const char *phrase = target_phrase (move);

  if (phrase != NULL)
    {
      append_part (label, phrase);
      return;
    }

  g_string_append (label, ", ");
  if (rimau_mask_count (move->captured) == 1)
    /* Translators: said of the point a jump lands on, as in “c5, empty, jump capturing c4” */
    g_string_append_printf (label, _("jump capturing %s"), rimau_point_name (rimau_mask_first (move->captured)));
  else
    /* Translators: said of the point a jump over a run of men lands on, as in
     * “c7, empty, jump capturing 3 men from c4 to c6” */
    g_string_append_printf (label, ngettext ("jump capturing %u man from %s to %s",
                                             "jump capturing %u men from %s to %s",
                                             rimau_mask_count (move->captured)),
                            rimau_mask_count (move->captured), rimau_point_name (rimau_mask_first (move->captured)),
                            rimau_point_name (last_point (move->captured)));
}

/* The last ply, the hint and the men in danger, as the board marks them. */
static void
append_marks (GString         *label,
              RimauBoardScene *scene,
              int              point,
              gboolean         with_danger)
{
  RimauMove move;

  if (rimau_board_scene_get_last_ply (scene, &move))
    {
      if (move.to == point && move.kind != RIMAU_MOVE_REMOVE)
        append_part (label, _("last ply ended here"));
      else if (move.from == point)
        append_part (label, _("last ply started here"));
      if (move.kind == RIMAU_MOVE_REMOVE && move.to == point)
        append_part (label, _("man removed here in the last ply"));
      if (move.captured & RIMAU_MASK (point))
        append_part (label, _("man captured here in the last ply"));
    }

  if (rimau_board_scene_get_hint (scene, &move))
    {
      if (move.from == point)
        append_part (label, _("hint: play from here"));
      else if (move.to == point)
        append_part (label, _("hint: play here"));
    }

  if (with_danger && (rimau_board_scene_get_danger (scene) & RIMAU_MASK (point)))
    /* Translators: said of a man that the tigers could capture */
    append_part (label, _("in danger"));
}

/* A point of the board as assistive technologies name it: its name, what
 * stands on it, what a click there would play, and what the board marks
 * on it (the danger marks only when the board shows them). */
char *
rimau_words_point_label (RimauBoardScene *scene,
                         int              point,
                         gboolean         with_danger)
{
  const RimauPosition *position = rimau_board_scene_get_position (scene);
  const char *name = rimau_point_name (point);
  GString *label = g_string_new (NULL);
  RimauMove move;

  if (position != NULL && (position->tigers & RIMAU_MASK (point)))
    /* Translators: an accessible name of a point of the board, e.g. “c5, tiger” */
    g_string_printf (label, _("%s, tiger"), name);
  else if (position != NULL && (position->men & RIMAU_MASK (point)))
    g_string_printf (label, _("%s, man"), name);
  else
    g_string_printf (label, _("%s, empty"), name);

  if (rimau_board_scene_get_selected (scene) == point)
    append_part (label, _("selected"));
  else if (rimau_board_scene_get_ply_at (scene, point, &move))
    append_target (label, &move);

  if (position != NULL)
    append_marks (label, scene, point, with_danger);

  return g_string_free (label, FALSE);
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

/* Whether @text ends as a sentence does. */
static gboolean
ends_sentence (const char *text)
{
  const char *last = g_utf8_find_prev_char (text, text + strlen (text));
  gunichar c = last != NULL ? g_utf8_get_char (last) : 0;

  return c == '.' || c == '!' || c == '?' || c == 0x2026 /* … */;
}

/* Joins sentences, skipping %NULL and empty ones, each ended with a full
 * stop unless it has its own ending. */
static char *
join_sentences (const char * const *sentences,
                guint               n_sentences)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < n_sentences; i++)
    {
      if (sentences[i] == NULL || sentences[i][0] == '\0')
        continue;
      if (text->len > 0)
        g_string_append_c (text, ' ');
      g_string_append (text, sentences[i]);
      if (!ends_sentence (sentences[i]))
        g_string_append_c (text, '.');
    }

  return g_string_free (text, FALSE);
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
  return g_strconcat (taken_text, " ", needed_text, NULL);
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

  if (rimau_game_find_repeating_move (game, &repeating) > 0)
    {
      char text[RIMAU_MOVE_TEXT_SIZE];

      /* Translators: %s is a ply in notation, such as “c4-c5” */
      return g_strdup_printf (_("Playing %s would bring a position up a third time and draw the game."),
                              rimau_move_to_text (&repeating, text));
    }

  if (rimau_game_count_occurrences (game) == 2)
    return g_strdup (_("This position has come up twice: a third time draws the game."));

  if (left > 0 && left <= RIMAU_DRAW_WARNING_PLIES)
    return g_strdup_printf (ngettext ("The game will be drawn if %u more ply passes without a drop or a capture.",
                                      "The game will be drawn if %u more plies pass without a drop or a capture.",
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
      if (rimau_session_is_person (session, side) || rimau_session_get_reviewing (session) ||
          rimau_session_get_paused (session))
        second = instruction (session);
    }

  sentences[0] = first;
  sentences[1] = second;
  return join_sentences (sentences, G_N_ELEMENTS (sentences));
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

  if (rimau_game_get_outcome (game) != RIMAU_OUTCOME_NONE || rimau_session_get_reviewing (session) ||
      !rimau_session_is_person (session, side) || rimau_session_is_person (session, RIMAU_SIDE_OTHER (side)))
    return g_steal_pointer (&situation);

  name = rimau_words_player_name (session, RIMAU_SIDE_OTHER (side));
  if (rimau_session_get_paused (session))
    /* Translators: %s is a computer player's name */
    change = g_strdup_printf (_("%s is paused"), name);
  else
    /* Translators: said when a paused computer is let play on; %s is its name */
    change = g_strdup_printf (_("%s plays on"), name);

  sentences[0] = change;
  sentences[1] = situation;
  return join_sentences (sentences, G_N_ELEMENTS (sentences));
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

  return join_sentences (sentences, G_N_ELEMENTS (sentences));
}

/* ------------------------------------------------------------------------ */
/* What the analysis says                                                    */

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

/* A ply as a screen reader names it, as the ply list shows it: the turn,
 * the side and the ply in notation, then its mark if it has one:
 * “Turn 30, tigers: c7-b7, blunder”. */
char *
rimau_words_ply_name (RimauSide   side,
                      guint       turn,
                      const char *text,
                      RimauMark   mark)
{
  g_autofree char *name = g_strdup_printf (side == RIMAU_SIDE_TIGERS ? _("Turn %u, tigers: %s")
                                                                     : _("Turn %u, men: %s"),
                                           turn, text);

  if (mark == RIMAU_MARK_NONE)
    return g_steal_pointer (&name);
  return g_strconcat (name, ", ", rimau_words_mark (mark), NULL);
}

/* Who is ahead, by how much or in how many plies, for a score from the
 * tigers' side: “Tigers ahead by 1.25 men”, “Men win in 3 plies”. */
char *
rimau_words_evaluation (int score)
{
  int lead = ABS (score);
  gboolean tigers = score > 0;

  if (rimau_score_is_forced (score))
    {
      guint plies = RIMAU_SCORE_WIN - lead;

      if (plies == 0)
        return g_strdup (tigers ? _("The tigers have won") : _("The men have won"));
      return g_strdup_printf (tigers ? ngettext ("Tigers win in %u ply", "Tigers win in %u plies", plies)
                                     : ngettext ("Men win in %u ply", "Men win in %u plies", plies),
                              plies);
    }

  /* A tenth of a man is nothing a person could see on the board. */
  if (lead < 10)
    return g_strdup (_("Even"));

  /* Translators: %.2f is a number of men, such as 1.25 */
  return g_strdup_printf (tigers ? _("Tigers ahead by %.2f men") : _("Men ahead by %.2f men"), lead / 100.0);
}

/* The plies of @line from @position in words, joined into one phrase. */
static char *
line_in_words (const RimauPosition   *position,
               const RimauEvaluation *evaluation,
               guint                  first,
               guint                  n)
{
  RimauPosition now = *position;
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < evaluation->n_line && i < first + n; i++)
    {
      if (i >= first)
        {
          g_autofree char *ply = rimau_words_ply (now.side, &evaluation->line[i]);

          if (text->len > 0)
            g_string_append (text, _(", then "));
          g_string_append (text, ply);
        }
      rimau_position_apply (&now, &evaluation->line[i]);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* What the analysis says of ply @ply (0-based): how it was judged, and
 * the better ply with the line that follows it when it is marked; %NULL
 * while its positions are not evaluated. */
char *
rimau_words_analysis_of_ply (RimauAnalysis *analysis,
                             guint          ply)
{
  const RimauEvaluation *before = rimau_analysis_get_evaluation (analysis, ply);
  const RimauEvaluation *after = rimau_analysis_get_evaluation (analysis, ply + 1);
  RimauMark mark = rimau_analysis_get_mark (analysis, ply);
  g_autofree char *verdict = NULL;
  g_autofree char *evaluation = NULL;
  g_autofree char *better = NULL;
  g_autofree char *then = NULL;
  const char *sentences[4];

  if (before == NULL || after == NULL)
    return NULL;

  evaluation = rimau_words_evaluation (after->score);

  switch (mark)
    {
    case RIMAU_MARK_INACCURACY:
      verdict = g_strdup (_("An inaccuracy."));
      break;
    case RIMAU_MARK_MISTAKE:
      verdict = g_strdup (_("A mistake."));
      break;
    case RIMAU_MARK_BLUNDER:
      verdict = g_strdup (_("A blunder."));
      break;
    case RIMAU_MARK_NONE:
    default:
      break;
    }

  if (mark != RIMAU_MARK_NONE && before->n_line > 0)
    {
      const RimauPosition *position = rimau_analysis_get_position (analysis, ply);
      g_autofree char *best = line_in_words (position, before, 0, 1);
      g_autofree char *rest = line_in_words (position, before, 1, 3);

      /* Translators: %s is a ply in words, such as “Man d4 to d5” */
      better = g_strdup_printf (_("Better was: %s."), best);
      if (rest[0] != '\0')
        /* Translators: %s is a list of plies in words */
        then = g_strdup_printf (_("The computer expected %s."), rest);
    }

  sentences[0] = verdict;
  sentences[1] = evaluation;
  sentences[2] = better;
  sentences[3] = then;
  return join_sentences (sentences, G_N_ELEMENTS (sentences));
}

/* How many plies of @side the analysis marked, by mark: “Tigers: 1
 * inaccuracy, no mistakes, 2 blunders.” */
char *
rimau_words_marks_of_side (RimauAnalysis *analysis,
                           RimauSide      side)
{
  guint inaccuracies = rimau_analysis_count_marks (analysis, side, RIMAU_MARK_INACCURACY);
  guint mistakes = rimau_analysis_count_marks (analysis, side, RIMAU_MARK_MISTAKE);
  guint blunders = rimau_analysis_count_marks (analysis, side, RIMAU_MARK_BLUNDER);
  g_autofree char *first = g_strdup_printf (ngettext ("%u inaccuracy", "%u inaccuracies", inaccuracies), inaccuracies);
  g_autofree char *second = g_strdup_printf (ngettext ("%u mistake", "%u mistakes", mistakes), mistakes);
  g_autofree char *third = g_strdup_printf (ngettext ("%u blunder", "%u blunders", blunders), blunders);

  /* Translators: the three are counts of marked plies, such as “1 inaccuracy” */
  return g_strdup_printf (side == RIMAU_SIDE_TIGERS ? _("Tigers: %s, %s, %s.") : _("Men: %s, %s, %s."),
                          first, second, third);
}
