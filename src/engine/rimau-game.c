/* rimau-game.c — a game: rules, start position, plies and a cursor
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "rimau-enums.h"
#include "rimau-game.h"

struct _RimauGame
{
  GObject         parent_instance;

  /* positions[i] is the position after i plies; positions[0] the start. */
  GArray         *positions;
  GArray         *moves;
  guint           cursor;

  RimauOutcome    outcome;
  RimauEndReason  end_reason;

  /* Record tags in the order they were first set, and their values. */
  GPtrArray      *tag_names;
  GHashTable     *tags;
};

G_DEFINE_FINAL_TYPE (RimauGame, rimau_game, G_TYPE_OBJECT)
G_DEFINE_QUARK (rimau-game-error-quark, rimau_game_error)

enum {
  PROP_0,
  PROP_START_POSITION,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_OUTCOME,
  PROP_SIDE_TO_MOVE,
  PROP_CURSOR,
  N_PROPS
};

enum {
  CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static const RimauPosition *
position_at (RimauGame *self,
             guint      index)
{
  return &g_array_index (self->positions, RimauPosition, index);
}

/* How many times the current position has come up, itself included: only
 * positions since the last irreversible ply can equal it, and the
 * quiet-ply counter says how many there are. */
static gboolean
same_placement (const RimauPosition *a,
                const RimauPosition *b)
{
  return a->key == b->key && a->side == b->side && a->hand == b->hand && a->tigers == b->tigers &&
         a->men == b->men;
}

/* How often @now, reached after the cursor's position by @back plies (0 or
 * 1), has come up before, from the cursor back. */
static guint
count_earlier (RimauGame           *self,
               const RimauPosition *now,
               guint                back)
{
  guint window = MIN (now->quiet - back, self->cursor);
  guint seen = 0;

  for (guint k = 0; k <= window; k++)
    if (same_placement (position_at (self, self->cursor - k), now))
      seen++;

  return seen;
}

static guint
count_occurrences (RimauGame *self)
{
  const RimauPosition *now = position_at (self, self->cursor);

  /* The position itself is the first of those counted. */
  return count_earlier (self, now, 0);
}

static void
compute_outcome (RimauGame *self)
{
  const RimauPosition *position = position_at (self, self->cursor);

  self->outcome = rimau_position_outcome (position);
  self->end_reason = RIMAU_END_REASON_NONE;

  if (self->outcome == RIMAU_OUTCOME_TIGERS)
    self->end_reason = RIMAU_END_REASON_MEN_CAPTURED;
  else if (self->outcome == RIMAU_OUTCOME_MEN)
    self->end_reason = RIMAU_END_REASON_TIGERS_TRAPPED;
  else if (rimau_position_in_opening (position))
    return;
  else if (count_occurrences (self) >= 3)
    self->end_reason = RIMAU_END_REASON_REPETITION;
  else if (position->quiet >= RIMAU_QUIET_PLY_LIMIT)
    self->end_reason = RIMAU_END_REASON_QUIET_PLIES;

  if (self->end_reason == RIMAU_END_REASON_REPETITION || self->end_reason == RIMAU_END_REASON_QUIET_PLIES)
    self->outcome = RIMAU_OUTCOME_DRAW;
}

/* Brings the derived state up to date after the cursor or the plies
 * changed, and tells listeners what changed. */
static void
update (RimauGame *self)
{
  RimauOutcome old_outcome = self->outcome;

  compute_outcome (self);

  g_object_freeze_notify (G_OBJECT (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SIDE_TO_MOVE]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CURSOR]);
  if (old_outcome != self->outcome)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_OUTCOME]);
  g_object_thaw_notify (G_OBJECT (self));

  g_signal_emit (self, signals[CHANGED], 0);
}

static void
set_start_position (RimauGame           *self,
                    const RimauPosition *start)
{
  g_array_set_size (self->positions, 0);
  g_array_set_size (self->moves, 0);
  g_array_append_val (self->positions, *start);
  self->cursor = 0;
  compute_outcome (self);
}

static void
rimau_game_finalize (GObject *object)
{
  RimauGame *self = (RimauGame *) object;

  g_clear_pointer (&self->positions, g_array_unref);
  g_clear_pointer (&self->moves, g_array_unref);
  g_clear_pointer (&self->tag_names, g_ptr_array_unref);
  g_clear_pointer (&self->tags, g_hash_table_unref);

  G_OBJECT_CLASS (rimau_game_parent_class)->finalize (object);
}

static void
rimau_game_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  RimauGame *self = RIMAU_GAME (object);

  switch (prop_id)
    {
    case PROP_START_POSITION:
      g_value_set_boxed (value, rimau_game_get_start_position (self));
      break;
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, rimau_game_get_can_undo (self));
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, rimau_game_get_can_redo (self));
      break;
    case PROP_OUTCOME:
      g_value_set_enum (value, rimau_game_get_outcome (self));
      break;
    case PROP_SIDE_TO_MOVE:
      g_value_set_enum (value, rimau_game_get_side_to_move (self));
      break;
    case PROP_CURSOR:
      g_value_set_uint (value, rimau_game_get_cursor (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
rimau_game_set_property (GObject      *object,
                         guint         prop_id,
                         const GValue *value,
                         GParamSpec   *pspec)
{
  RimauGame *self = RIMAU_GAME (object);

  switch (prop_id)
    {
    case PROP_START_POSITION:
      if (g_value_get_boxed (value) != NULL)
        set_start_position (self, g_value_get_boxed (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
rimau_game_class_init (RimauGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = rimau_game_finalize;
  object_class->get_property = rimau_game_get_property;
  object_class->set_property = rimau_game_set_property;

  properties[PROP_START_POSITION] =
    g_param_spec_boxed ("start-position", NULL, NULL,
                        RIMAU_TYPE_POSITION,
                        G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_REDO] =
    g_param_spec_boolean ("can-redo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_OUTCOME] =
    g_param_spec_enum ("outcome", NULL, NULL,
                       RIMAU_TYPE_OUTCOME, RIMAU_OUTCOME_NONE,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_SIDE_TO_MOVE] =
    g_param_spec_enum ("side-to-move", NULL, NULL,
                       RIMAU_TYPE_SIDE, RIMAU_SIDE_TIGERS,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_CURSOR] =
    g_param_spec_uint ("cursor", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * RimauGame::changed:
   *
   * Emitted after a ply was played, undone or redone, or the cursor moved.
   */
  signals[CHANGED] =
    g_signal_new ("changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
}

static void
rimau_game_init (RimauGame *self)
{
  RimauRules rules;
  RimauPosition start;

  self->positions = g_array_new (FALSE, FALSE, sizeof (RimauPosition));
  self->moves = g_array_new (FALSE, FALSE, sizeof (RimauMove));
  self->tag_names = g_ptr_array_new_with_free_func (g_free);
  self->tags = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, g_free);

  rimau_rules_init (&rules, RIMAU_VARIANT_RIMAU_RIMAU_A);
  rimau_position_init_start (&start, &rules);
  set_start_position (self, &start);
}

RimauGame *
rimau_game_new (const RimauRules *rules)
{
  RimauPosition start;

  g_return_val_if_fail (rules != NULL, NULL);

  rimau_position_init_start (&start, rules);
  return rimau_game_new_from_position (&start);
}

RimauGame *
rimau_game_new_from_position (const RimauPosition *start)
{
  g_return_val_if_fail (start != NULL, NULL);

  return g_object_new (RIMAU_TYPE_GAME, "start-position", start, NULL);
}

const RimauRules *
rimau_game_get_rules (RimauGame *self)
{
  g_return_val_if_fail (RIMAU_IS_GAME (self), NULL);

  return &position_at (self, 0)->rules;
}

const RimauPosition *
rimau_game_get_start_position (RimauGame *self)
{
  g_return_val_if_fail (RIMAU_IS_GAME (self), NULL);

  return position_at (self, 0);
}

/* Whether the game starts from its variant's own start position, so that
 * a record of it needs no Position tag. */
gboolean
rimau_game_starts_from_variant (RimauGame *self)
{
  const RimauPosition *start;
  RimauPosition variant_start;

  g_return_val_if_fail (RIMAU_IS_GAME (self), FALSE);

  start = position_at (self, 0);
  rimau_position_init_start (&variant_start, &start->rules);
  return rimau_position_equal (start, &variant_start);
}

const RimauPosition *
rimau_game_get_position (RimauGame *self)
{
  g_return_val_if_fail (RIMAU_IS_GAME (self), NULL);

  return position_at (self, self->cursor);
}

/* The position after @index plies, 0 ≤ @index ≤ the number of plies. */
const RimauPosition *
rimau_game_get_position_at (RimauGame *self,
                            guint      index)
{
  g_return_val_if_fail (RIMAU_IS_GAME (self), NULL);
  g_return_val_if_fail (index < self->positions->len, NULL);

  return position_at (self, index);
}

/* All plies, including the ones after the cursor that redo would replay. */
guint
rimau_game_get_n_plies (RimauGame *self)
{
  g_return_val_if_fail (RIMAU_IS_GAME (self), 0);

  return self->moves->len;
}

const RimauMove *
rimau_game_get_ply (RimauGame *self,
                    guint      index)
{
  g_return_val_if_fail (RIMAU_IS_GAME (self), NULL);
  g_return_val_if_fail (index < self->moves->len, NULL);

  return &g_array_index (self->moves, RimauMove, index);
}

/* How many plies lead to the position shown now. */
guint
rimau_game_get_cursor (RimauGame *self)
{
  g_return_val_if_fail (RIMAU_IS_GAME (self), 0);

  return self->cursor;
}

/* Plays @move at the cursor; plies after the cursor are dropped. */
gboolean
rimau_game_play (RimauGame        *self,
                 const RimauMove  *move,
                 GError          **error)
{
  RimauPosition next;

  g_return_val_if_fail (RIMAU_IS_GAME (self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  if (self->outcome != RIMAU_OUTCOME_NONE)
    {
      g_set_error_literal (error, RIMAU_GAME_ERROR, RIMAU_GAME_ERROR_OVER,
                           _("The game is over"));
      return FALSE;
    }
  if (!rimau_position_is_legal (position_at (self, self->cursor), move))
    {
      char text[RIMAU_MOVE_TEXT_SIZE];

      g_set_error (error, RIMAU_GAME_ERROR, RIMAU_GAME_ERROR_ILLEGAL,
                   _("“%s” is not a legal ply in this position"), rimau_move_to_text (move, text));
      return FALSE;
    }

  next = *position_at (self, self->cursor);
  rimau_position_apply (&next, move);

  g_array_set_size (self->positions, self->cursor + 1);
  g_array_set_size (self->moves, self->cursor);
  g_array_append_val (self->positions, next);
  g_array_append_val (self->moves, *move);
  self->cursor++;

  update (self);
  return TRUE;
}

gboolean
rimau_game_play_text (RimauGame   *self,
                      const char  *text,
                      GError     **error)
{
  RimauMove move;

  g_return_val_if_fail (RIMAU_IS_GAME (self), FALSE);
  g_return_val_if_fail (text != NULL, FALSE);

  if (self->outcome != RIMAU_OUTCOME_NONE)
    {
      g_set_error_literal (error, RIMAU_GAME_ERROR, RIMAU_GAME_ERROR_OVER,
                           _("The game is over"));
      return FALSE;
    }
  if (!rimau_position_parse_move (position_at (self, self->cursor), text, &move, error))
    return FALSE;

  return rimau_game_play (self, &move, error);
}

gboolean
rimau_game_go_to (RimauGame *self,
                  guint      index)
{
  g_return_val_if_fail (RIMAU_IS_GAME (self), FALSE);

  if (index > self->moves->len || index == self->cursor)
    return FALSE;

  self->cursor = index;
  update (self);
  return TRUE;
}

gboolean
rimau_game_undo (RimauGame *self)
{
  g_return_val_if_fail (RIMAU_IS_GAME (self), FALSE);

  return self->cursor > 0 && rimau_game_go_to (self, self->cursor - 1);
}

gboolean
rimau_game_redo (RimauGame *self)
{
  g_return_val_if_fail (RIMAU_IS_GAME (self), FALSE);

  return rimau_game_go_to (self, self->cursor + 1);
}

gboolean
rimau_game_get_can_undo (RimauGame *self)
{
  g_return_val_if_fail (RIMAU_IS_GAME (self), FALSE);

  return self->cursor > 0;
}

gboolean
rimau_game_get_can_redo (RimauGame *self)
{
  g_return_val_if_fail (RIMAU_IS_GAME (self), FALSE);

  return self->cursor < self->moves->len;
}

RimauOutcome
rimau_game_get_outcome (RimauGame *self)
{
  g_return_val_if_fail (RIMAU_IS_GAME (self), RIMAU_OUTCOME_NONE);

  return self->outcome;
}

RimauEndReason
rimau_game_get_end_reason (RimauGame *self)
{
  g_return_val_if_fail (RIMAU_IS_GAME (self), RIMAU_END_REASON_NONE);

  return self->end_reason;
}

RimauSide
rimau_game_get_side_to_move (RimauGame *self)
{
  g_return_val_if_fail (RIMAU_IS_GAME (self), RIMAU_SIDE_TIGERS);

  return position_at (self, self->cursor)->side;
}

/* The plies that may be played now: none once the game is over, draws
 * included. */
guint
rimau_game_get_legal_plies (RimauGame *self,
                            RimauMove *moves)
{
  g_return_val_if_fail (RIMAU_IS_GAME (self), 0);

  if (self->outcome != RIMAU_OUTCOME_NONE)
    return 0;

  return rimau_position_generate (position_at (self, self->cursor), moves);
}

/* The legal plies a player starts by touching @point: moves of the piece
 * on it, or the removal, placement or drop that targets it. */
guint
rimau_game_get_plies_from (RimauGame *self,
                           int        point,
                           RimauMove *moves)
{
  RimauMove all[RIMAU_MAX_MOVES];
  guint n, kept = 0;

  g_return_val_if_fail (RIMAU_IS_GAME (self), 0);

  n = rimau_game_get_legal_plies (self, all);
  for (guint i = 0; i < n; i++)
    {
      gboolean starts_here = all[i].from == RIMAU_NO_POINT ? all[i].to == point : all[i].from == point;

      if (starts_here)
        moves[kept++] = all[i];
    }

  return kept;
}

const char *
rimau_game_get_tag (RimauGame  *self,
                    const char *name)
{
  g_return_val_if_fail (RIMAU_IS_GAME (self), NULL);
  g_return_val_if_fail (name != NULL, NULL);

  return g_hash_table_lookup (self->tags, name);
}

/* Sets a record tag such as "Tigers" or "Date"; %NULL removes it. */
void
rimau_game_set_tag (RimauGame  *self,
                    const char *name,
                    const char *value)
{
  gpointer stored_name;
  guint index;

  g_return_if_fail (RIMAU_IS_GAME (self));
  g_return_if_fail (name != NULL);

  /* The table, not the list, says whether the tag is set: a game read
   * from a record may carry thousands of tags. */
  if (g_hash_table_lookup_extended (self->tags, name, &stored_name, NULL))
    {
      if (value != NULL)
        g_hash_table_insert (self->tags, stored_name, g_strdup (value));
      else if (g_ptr_array_find (self->tag_names, stored_name, &index))
        {
          g_hash_table_remove (self->tags, name);
          g_ptr_array_remove_index (self->tag_names, index);
        }
      return;
    }

  if (value == NULL)
    return;

  g_ptr_array_add (self->tag_names, g_strdup (name));
  g_hash_table_insert (self->tags, g_ptr_array_index (self->tag_names, self->tag_names->len - 1),
                       g_strdup (value));
}

/* Sets the Date tag to the day of @date, or to today where @date is %NULL,
 * written as ISO 8601 has it (2026-12-04): every record Rimau writes
 * dates its game the same way. A record's Date is free text when read. */
void
rimau_game_set_date (RimauGame *self,
                     GDateTime *date)
{
  g_autoptr(GDateTime) today = NULL;
  g_autofree char *text = NULL;

  g_return_if_fail (RIMAU_IS_GAME (self));

  if (date == NULL)
    date = today = g_date_time_new_now_local ();
  /* Zero-padded whatever the year, which %Y of g_date_time_format() is not. */
  text = g_strdup_printf ("%04d-%02d-%02d", g_date_time_get_year (date), g_date_time_get_month (date),
                          g_date_time_get_day_of_month (date));
  rimau_game_set_tag (self, "Date", text);
}

/* The names of the tags set, in the order they were first set. */
GStrv
rimau_game_dup_tag_names (RimauGame *self)
{
  GStrvBuilder *builder;
  GStrv names;

  g_return_val_if_fail (RIMAU_IS_GAME (self), NULL);

  builder = g_strv_builder_new ();
  for (guint i = 0; i < self->tag_names->len; i++)
    g_strv_builder_add (builder, g_ptr_array_index (self->tag_names, i));
  names = g_strv_builder_end (builder);
  g_strv_builder_unref (builder);

  return names;
}

/**
 * rimau_game_count_occurrences:
 *
 * Returns: how many times the position at the cursor has come up in the
 * game so far, counting itself: 3 is a draw by repetition.
 */
guint
rimau_game_count_occurrences (RimauGame *self)
{
  g_return_val_if_fail (RIMAU_IS_GAME (self), 0);

  return count_occurrences (self);
}

/**
 * rimau_game_find_repeating_ply:
 * @move: (out) (optional): the first such ply
 *
 * Returns: how many legal plies at the cursor would bring up a position
 * for the third time, and so draw the game.
 */
guint
rimau_game_find_repeating_ply (RimauGame *self,
                               RimauMove *move)
{
  const RimauPosition *now;
  RimauMove moves[RIMAU_MAX_MOVES];
  guint n, found = 0;

  g_return_val_if_fail (RIMAU_IS_GAME (self), 0);

  if (self->outcome != RIMAU_OUTCOME_NONE)
    return 0;

  now = position_at (self, self->cursor);
  n = rimau_position_generate (now, moves);
  for (guint i = 0; i < n; i++)
    {
      RimauPosition next = *now;

      if (rimau_move_is_irreversible (&moves[i]))
        continue;
      rimau_position_apply (&next, &moves[i]);
      if (next.quiet == 0 || count_earlier (self, &next, 1) < 2)
        continue;
      if (found == 0 && move != NULL)
        *move = moves[i];
      found++;
    }
  return found;
}
