/* rimau-board-words.c — the board's points in words
 *
 * What assistive technologies read of each point of the board: what stands
 * on it, what a click there plays, and what the board marks on it.
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "rimau-board-words.h"
#include "rimau-engine-words-private.h"
#include "rimau-engine-words.h"

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

/* Adds one part to a point's accessible name, after a comma. */
static void
append_part (GString    *label,
             const char *part)
{
  g_string_append (label, rimau_words_list_separator ());
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

/* The last ply, the hint and the men in danger, as the board marks them.
 * The last ply is not told on the points of a ply just chosen on the
 * board: the player knows it, and a screen reader would read the point
 * again when the next ply takes the mark away. */
static void
append_marks (GString         *label,
              RimauBoardScene *scene,
              int              point,
              gboolean         with_danger)
{
  RimauMove move;

  if (rimau_board_scene_get_last_ply (scene, &move) && !rimau_board_scene_get_last_ply_chosen_here (scene))
    {
      if (move.to == point && move.kind != RIMAU_MOVE_REMOVE)
        append_part (label, _("last move ended here"));
      else if (move.from == point)
        append_part (label, _("last move started here"));
      if (move.kind == RIMAU_MOVE_REMOVE && move.to == point)
        append_part (label, _("man removed here in the last move"));
      if (move.captured & RIMAU_MASK (point))
        append_part (label, _("man captured here in the last move"));
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

/* Why a press on @point plays nothing, as a screen reader says it, or
 * %NULL when the board takes no plies now. */
char *
rimau_words_no_ply_at (RimauBoardScene *scene,
                       int              point)
{
  const RimauPosition *position = rimau_board_scene_get_position (scene);
  int selected = rimau_board_scene_get_selected (scene);
  const char *name;

  if (!rimau_board_scene_get_interactive (scene) || position == NULL || point < 0 || point >= RIMAU_N_POINTS)
    return NULL;

  name = rimau_point_name (point);
  if (selected != RIMAU_NO_POINT && selected != point)
    /* Translators: said when a point pressed is no target of the piece
     * picked up, e.g. “a5: no move of the selected tiger goes there” */
    return g_strdup_printf ((position->tigers & RIMAU_MASK (selected))
                              ? _("%s: no move of the selected tiger goes there")
                              : _("%s: no move of the selected man goes there"),
                            name);
  if (position->side == RIMAU_SIDE_TIGERS && (position->tigers & RIMAU_MASK (point)))
    return g_strdup_printf (_("%s: this tiger cannot move"), name);
  if (position->side == RIMAU_SIDE_MEN && position->hand > 0 && (position->men & RIMAU_MASK (point)))
    /* Translators: said when a point with a man is pressed while the men
     * still drop men from hand, e.g. “c5: a man stands here; drop on an
     * empty point” */
    return g_strdup_printf (_("%s: a man stands here; drop on an empty point"), name);
  if (position->side == RIMAU_SIDE_MEN && (position->men & RIMAU_MASK (point)))
    return g_strdup_printf (_("%s: this man cannot move"), name);
  /* Translators: said when a point pressed has nothing to play, e.g. “b5:
   * nothing to play here” */
  return g_strdup_printf (_("%s: nothing to play here"), name);
}

/* ------------------------------------------------------------------------ */
/* What the board answers when asked                                         */

/* Where the tigers are, and how many men are on the board and in hand. */
char *
rimau_words_pieces (RimauBoardScene *scene)
{
  const RimauPosition *position = rimau_board_scene_get_position (scene);
  guint n_tigers, n_men;
  g_autofree char *tigers = NULL;
  g_autofree char *men = NULL;
  g_autofree char *hand = NULL;

  if (position == NULL)
    return NULL;

  n_tigers = rimau_mask_count (position->tigers);
  n_men = rimau_mask_count (position->men);
  if (n_tigers == 0)
    tigers = g_strdup (_("No tiger on the board"));
  else
    {
      g_autofree char *points = rimau_words_list_points (position->tigers);

      /* Translators: where the tigers are, e.g. “Tigers on c3, c7” */
      tigers = g_strdup_printf (ngettext ("Tiger on %s", "Tigers on %s", n_tigers), points);
    }
  men = g_strdup_printf (ngettext ("%u man on the board", "%u men on the board", n_men), n_men);
  if (position->hand > 0)
    hand = g_strdup_printf (ngettext ("%u man in hand", "%u men in hand", position->hand), position->hand);

  return rimau_words_join_sentences ((const char *[]) { tigers, men, hand }, 3);
}

/* The men the tigers could capture, were it their turn. */
char *
rimau_words_danger (RimauBoardScene *scene)
{
  RimauMask danger = rimau_board_scene_get_danger (scene);
  g_autofree char *points = NULL;

  if (danger == 0)
    return g_strdup (_("No man in danger."));

  points = rimau_words_list_points (danger);
  /* Translators: the men the tigers could capture, e.g. “Men in danger: c4, d5.” */
  return g_strdup_printf (ngettext ("Man in danger: %s.", "Men in danger: %s.", rimau_mask_count (danger)), points);
}

/* The legal moves of the side to move, the jumps first. */
char *
rimau_words_legal_plies (RimauBoardScene *scene)
{
  RimauGame *game = rimau_board_scene_get_game (scene);
  const RimauPosition *position = rimau_board_scene_get_position (scene);
  RimauMove plies[RIMAU_MAX_MOVES];
  g_autoptr(GPtrArray) sentences = g_ptr_array_new_with_free_func (g_free);
  guint n;

  if (game == NULL || position == NULL || rimau_game_get_outcome (game) != RIMAU_OUTCOME_NONE)
    return g_strdup (_("No moves: the game is over."));

  n = rimau_game_get_legal_plies (game, plies);
  g_ptr_array_add (sentences, g_strdup_printf (ngettext ("%u move", "%u moves", n), n));
  for (int jumps = 1; jumps >= 0; jumps--)
    for (guint i = 0; i < n; i++)
      if ((plies[i].kind == RIMAU_MOVE_JUMP) == jumps)
        g_ptr_array_add (sentences, rimau_words_ply (position->side, &plies[i]));
  return rimau_words_join_sentences ((const char * const *) sentences->pdata, sentences->len);
}

/* The last move played, or that none was. */
char *
rimau_words_last_ply (RimauBoardScene *scene)
{
  RimauGame *game = rimau_board_scene_get_game (scene);
  RimauMove move;
  g_autofree char *ply = NULL;

  if (game == NULL || !rimau_board_scene_get_last_ply (scene, &move))
    return g_strdup (_("No move has been played yet."));

  ply = rimau_words_ply (rimau_game_get_position_at (game, rimau_game_get_cursor (game) - 1)->side, &move);
  /* Translators: the last move played, e.g. “Last move: Tiger c3 moves to c2.” */
  return g_strdup_printf (_("Last move: %s."), ply);
}
