/* rimau-match.c — who plays each side, and the computers' turns
 *
 * A match knows who plays each side of its game and asks a computer to
 * move when it is its turn: its owner calls go_on() after every change of
 * the game. A computer chooses its ply through a RimauThinker; the ply is
 * played on the game at once, unless something holds it: a view still
 * showing the last ply (`holding-plies`), the person having paused the
 * computers, or, between two computers, the time between plies
 * (`computer-delay`), so that a person can follow the game. Move Now has
 * the one thinking play the best ply it has found so far.
 *
 * A personality that fails leaves the game as it was, and its side is a
 * person's from then on: `computer-failed` says which and why. What the
 * match does on its own, an answer held or a computer failed, it tells with
 * `changed`, and so what a person asks of it directly (pause, resume);
 * what its owner or the navigator asks of it, they know.
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "rimau-ai.h"
#include "rimau-match.h"
#include "rimau-thinker.h"

struct _RimauMatch
{
  GObject          parent_instance;

  RimauGatekeeper *gatekeeper;
  RimauGame       *game;
  RimauGameSetup   setup;
  /* An earlier position is shown: nobody is to move. */
  gboolean         reviewing;

  /* Computers wait until the view lets them start, and while the person
   * has them paused (or an undo left one of them to move) until the person
   * resumes them. */
  gboolean         computers_enabled;
  gboolean         paused;

  RimauThinker    *thinkers[2];
  int              thinking_side;
  /* A ply chosen waits while plies are held, while the computers are
   * paused, and between two computers until its time is due. */
  gboolean         holding_plies;
  gboolean         has_pending;
  RimauMove        pending_move;
  guint            computer_delay_ms;
  /* When the next ply of a game of two computers may be played. */
  gint64           ply_due;
  guint            delay_id;

  /* A computer thinks, or has chosen and waits. */
  gboolean         thinking;
};

G_DEFINE_FINAL_TYPE (RimauMatch, rimau_match, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_PAUSED,
  PROP_THINKING,
  PROP_THINKING_SIDE,
  PROP_HOLDING_PLIES,
  PROP_COMPUTER_DELAY,
  N_PROPS
};

enum {
  CHANGED,
  COMPUTER_FAILED,
  COMPUTER_ANSWERED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static gboolean
personality_is_installed (const char *id)
{
  return id != NULL && id[0] != '\0' && rimau_plugin_loader_find (rimau_plugin_loader_get_default (), id) != NULL;
}

/* ------------------------------------------------------------------------ */
/* State                                                                     */

/* Who plays the sides: the rules are the game's. */
const RimauGameSetup *
rimau_match_get_setup (RimauMatch *self)
{
  g_return_val_if_fail (RIMAU_IS_MATCH (self), NULL);

  return &self->setup;
}

gboolean
rimau_match_is_person (RimauMatch *self,
                       RimauSide   side)
{
  g_return_val_if_fail (RIMAU_IS_MATCH (self), TRUE);

  return rimau_game_setup_is_person (&self->setup, side);
}

static gboolean
game_is_on (RimauMatch *self)
{
  return self->game != NULL && rimau_game_get_outcome (self->game) == RIMAU_OUTCOME_NONE && !self->reviewing;
}

/* Whether a computer is to play the position shown: it thinks, or is
 * about to. */
gboolean
rimau_match_get_computer_to_move (RimauMatch *self)
{
  g_return_val_if_fail (RIMAU_IS_MATCH (self), FALSE);

  return game_is_on (self) && !self->paused &&
         !rimau_match_is_person (self, rimau_game_get_side_to_move (self->game));
}

gboolean
rimau_match_get_thinking (RimauMatch *self)
{
  g_return_val_if_fail (RIMAU_IS_MATCH (self), FALSE);

  return self->thinking;
}

/* The side whose computer is searching, or RIMAU_NO_SIDE. */
int
rimau_match_get_thinking_side (RimauMatch *self)
{
  g_return_val_if_fail (RIMAU_IS_MATCH (self), RIMAU_NO_SIDE);

  return self->thinking_side;
}

static void
set_thinking_side (RimauMatch *self,
                   int         side)
{
  gboolean thinking;

  if (self->thinking_side != side)
    {
      self->thinking_side = side;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_THINKING_SIDE]);
    }

  thinking = self->thinking_side != RIMAU_NO_SIDE || self->has_pending;
  if (self->thinking != thinking)
    {
      self->thinking = thinking;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_THINKING]);
    }
}

static void
set_pending (RimauMatch *self,
             gboolean    pending)
{
  self->has_pending = pending;
  set_thinking_side (self, self->thinking_side);
}

/* ------------------------------------------------------------------------ */
/* Thinking                                                                  */

/* Nothing is thought of or waits any more. */
void
rimau_match_stop (RimauMatch *self)
{
  g_return_if_fail (RIMAU_IS_MATCH (self));

  if (self->thinking_side != RIMAU_NO_SIDE && self->thinkers[self->thinking_side] != NULL)
    rimau_thinker_stop (self->thinkers[self->thinking_side]);
  self->has_pending = FALSE;
  g_clear_handle_id (&self->delay_id, g_source_remove);
  set_thinking_side (self, RIMAU_NO_SIDE);
}

static void
release_thinker (RimauMatch *self,
                 RimauSide   side)
{
  if (self->thinkers[side] == NULL)
    return;

  g_signal_handlers_disconnect_by_data (self->thinkers[side], self);
  rimau_thinker_stop (self->thinkers[side]);
  g_clear_object (&self->thinkers[side]);
}

/* Tables go back to the system once no search needs them. */
static void
release_thinkers (RimauMatch *self)
{
  release_thinker (self, RIMAU_SIDE_TIGERS);
  release_thinker (self, RIMAU_SIDE_MEN);
}

/* Leaves the game as it was and gives the side to a person. */
static void
computer_failed (RimauMatch   *self,
                 RimauSide     side,
                 const GError *error)
{
  g_autofree char *id = g_strdup (self->setup.player[side]);
  RimauPersonality *personality = rimau_plugin_loader_find (rimau_plugin_loader_get_default (), id);
  const char *name = personality != NULL ? rimau_personality_get_name (personality) : id;

  rimau_game_setup_set_player (&self->setup, side, NULL);
  release_thinker (self, side);
  g_signal_emit (self, signals[COMPUTER_FAILED], 0, (int) side, name, id, error);
}

static void
play_computer_move (RimauMatch      *self,
                    RimauSide        side,
                    const RimauMove *move)
{
  g_autoptr(GError) error = NULL;

  if (!rimau_game_play (self->game, move, &error))
    {
      computer_failed (self, side, error);
      g_signal_emit (self, signals[CHANGED], 0);
    }
}

static void play_pending_ply (RimauMatch *self);

static void
delay_passed (gpointer user_data)
{
  RimauMatch *self = user_data;

  self->delay_id = 0;
  play_pending_ply (self);
}

/* Plays the ply a computer chose, unless something holds it: the view
 * still showing the last ply, the computers paused, or the time between
 * the plies of two computers, which a timeout waits out. */
static void
play_pending_ply (RimauMatch *self)
{
  gint64 left;

  if (!self->has_pending || self->holding_plies || self->paused || self->delay_id != 0)
    return;

  left = self->ply_due - g_get_monotonic_time ();
  if (left > 0)
    {
      self->delay_id = g_timeout_add_once ((guint) ((left + 999) / 1000), delay_passed, self);
      return;
    }

  set_pending (self, FALSE);
  play_computer_move (self, rimau_game_get_side_to_move (self->game), &self->pending_move);
}

/* Between two computers the next ply waits until a person watching has
 * had the time to follow the last; against a person the computer answers
 * as soon as it has thought. */
static void
set_ply_due (RimauMatch *self)
{
  self->ply_due = 0;
  if (rimau_game_setup_count_people (&self->setup) == 0)
    self->ply_due = g_get_monotonic_time () + (gint64) self->computer_delay_ms * 1000;
}

static RimauSide
side_of (RimauMatch   *self,
         RimauThinker *thinker)
{
  return thinker == self->thinkers[RIMAU_SIDE_TIGERS] ? RIMAU_SIDE_TIGERS : RIMAU_SIDE_MEN;
}

static void
answered_cb (RimauThinker    *thinker,
             const RimauMove *move,
             RimauMatch      *self)
{
  RimauSide side = side_of (self, thinker);

  self->pending_move = *move;
  self->has_pending = TRUE;
  set_thinking_side (self, RIMAU_NO_SIDE);
  g_signal_emit (self, signals[COMPUTER_ANSWERED], 0, self->setup.player[side]);
  play_pending_ply (self);
  if (self->has_pending)
    g_signal_emit (self, signals[CHANGED], 0);
}

static void
failed_cb (RimauThinker *thinker,
           const GError *error,
           RimauMatch   *self)
{
  set_thinking_side (self, RIMAU_NO_SIDE);
  computer_failed (self, side_of (self, thinker), error);
  g_signal_emit (self, signals[CHANGED], 0);
}

/* Makes the thinker of the computer playing @side; a personality that
 * cannot be made is said so and its side played by a person. */
static gboolean
ensure_thinker (RimauMatch *self,
                RimauSide   side)
{
  g_autoptr(GError) error = NULL;
  RimauThinker *thinker;

  if (self->thinkers[side] != NULL)
    return TRUE;

  thinker = rimau_thinker_new_for_personality (self->setup.player[side], self->gatekeeper, &error);
  if (thinker == NULL)
    {
      computer_failed (self, side, error);
      return FALSE;
    }

  g_signal_connect_object (thinker, "answered", G_CALLBACK (answered_cb), self, 0);
  g_signal_connect_object (thinker, "failed", G_CALLBACK (failed_cb), self, 0);
  rimau_thinker_set_suspended (thinker, self->paused);
  self->thinkers[side] = thinker;
  return TRUE;
}

/* Asks the computer for its ply when it is its turn; once the game is
 * over, lets the computers go. */
void
rimau_match_go_on (RimauMatch *self)
{
  RimauSide side;

  g_return_if_fail (RIMAU_IS_MATCH (self));

  if (self->game == NULL)
    return;

  if (rimau_game_get_outcome (self->game) != RIMAU_OUTCOME_NONE)
    {
      if (!self->thinking)
        release_thinkers (self);
      return;
    }

  if (!self->computers_enabled || self->thinking || !rimau_match_get_computer_to_move (self))
    return;

  side = rimau_game_get_side_to_move (self->game);
  if (!ensure_thinker (self, side))
    return;

  set_ply_due (self);
  rimau_thinker_think (self->thinkers[side], self->game, self->setup.time_ms[side]);
  set_thinking_side (self, side);
}

/* Puts @game in place, played by the players of @setup (the rules are
 * @game's), its computers not paused; a computer player that is not
 * installed is played by a person. */
void
rimau_match_set_game (RimauMatch           *self,
                      RimauGame            *game,
                      const RimauGameSetup *setup)
{
  g_return_if_fail (RIMAU_IS_MATCH (self));
  g_return_if_fail (RIMAU_IS_GAME (game));
  g_return_if_fail (setup != NULL);

  rimau_match_stop (self);
  release_thinkers (self);

  self->setup = *setup;
  self->setup.rules = *rimau_game_get_rules (game);
  for (int side = 0; side < 2; side++)
    if (!personality_is_installed (self->setup.player[side]))
      rimau_game_setup_set_player (&self->setup, side, NULL);

  g_set_object (&self->game, game);
  self->reviewing = FALSE;
  rimau_match_set_paused (self, FALSE);
}

/* While an earlier position is shown, nobody is to move. */
void
rimau_match_set_reviewing (RimauMatch *self,
                           gboolean    reviewing)
{
  g_return_if_fail (RIMAU_IS_MATCH (self));

  reviewing = !!reviewing;
  if (reviewing && !self->reviewing)
    rimau_match_stop (self);
  self->reviewing = reviewing;
}

/* Whether the computers may play: the view lets them once it shows the
 * game. */
gboolean
rimau_match_get_computers_enabled (RimauMatch *self)
{
  g_return_val_if_fail (RIMAU_IS_MATCH (self), FALSE);

  return self->computers_enabled;
}

void
rimau_match_set_computers_enabled (RimauMatch *self,
                                   gboolean    enabled)
{
  g_return_if_fail (RIMAU_IS_MATCH (self));

  self->computers_enabled = !!enabled;
  if (!enabled)
    rimau_match_stop (self);
}

/* ------------------------------------------------------------------------ */
/* What the person asks of the computers                                     */

/* Whether the computers wait for the person to let them play on. */
gboolean
rimau_match_get_paused (RimauMatch *self)
{
  g_return_val_if_fail (RIMAU_IS_MATCH (self), FALSE);

  return self->paused;
}

/* Whether the computers can be paused or resumed: one plays in the game,
 * and the game is not over. */
gboolean
rimau_match_get_pausable (RimauMatch *self)
{
  g_return_val_if_fail (RIMAU_IS_MATCH (self), FALSE);

  return rimau_game_setup_count_people (&self->setup) < 2 && self->game != NULL &&
         rimau_game_get_outcome (self->game) == RIMAU_OUTCOME_NONE;
}

/* A search under way holds still while the computers are paused, and the
 * ply of one that has answered waits; resumed, they go on where they
 * were, and between two computers the next ply comes no sooner than the
 * time between plies. Where a computer is to move after an undo, the
 * computers are paused whether or not the game is over: otherwise they
 * would play again at once what was just taken back. */
void
rimau_match_set_paused (RimauMatch *self,
                        gboolean    paused)
{
  g_return_if_fail (RIMAU_IS_MATCH (self));

  paused = !!paused;
  if (self->paused == paused)
    return;

  self->paused = paused;
  for (guint side = 0; side < G_N_ELEMENTS (self->thinkers); side++)
    if (self->thinkers[side] != NULL)
      rimau_thinker_set_suspended (self->thinkers[side], paused);
  if (paused)
    g_clear_handle_id (&self->delay_id, g_source_remove);
  else
    set_ply_due (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PAUSED]);
  play_pending_ply (self);
}

/* What a person asks: the computers wait, where they can be paused; the
 * match tells of it with `changed`, after which its owner has it go on. */
void
rimau_match_pause (RimauMatch *self)
{
  g_return_if_fail (RIMAU_IS_MATCH (self));

  if (self->paused || !rimau_match_get_pausable (self))
    return;

  rimau_match_set_paused (self, TRUE);
  g_signal_emit (self, signals[CHANGED], 0);
}

/* What a person asks: the computers play on. A computer left to move by
 * an undo starts thinking when the owner has the match go on after
 * `changed`. */
void
rimau_match_resume (RimauMatch *self)
{
  g_return_if_fail (RIMAU_IS_MATCH (self));

  if (!self->paused)
    return;

  rimau_match_set_paused (self, FALSE);
  g_signal_emit (self, signals[CHANGED], 0);
}

/* Whether Resume would let a paused computer play on: the game is not
 * over, and its own position is shown. */
gboolean
rimau_match_get_can_resume (RimauMatch *self)
{
  g_return_val_if_fail (RIMAU_IS_MATCH (self), FALSE);

  return self->paused && game_is_on (self);
}

/* Whether Move Now would have a computer play: one is thinking, or has
 * chosen its ply and waits, and the computers are not paused. */
gboolean
rimau_match_get_can_move_now (RimauMatch *self)
{
  g_return_val_if_fail (RIMAU_IS_MATCH (self), FALSE);

  return !self->paused && game_is_on (self) && self->thinking;
}

/* The computer thinking plays at once the best ply it has found so far;
 * one that has chosen plays its ply without waiting out the time between
 * plies. */
void
rimau_match_move_now (RimauMatch *self)
{
  g_return_if_fail (RIMAU_IS_MATCH (self));

  if (!rimau_match_get_can_move_now (self))
    return;

  self->ply_due = 0;
  g_clear_handle_id (&self->delay_id, g_source_remove);
  if (self->has_pending)
    play_pending_ply (self);
  else if (self->thinking_side != RIMAU_NO_SIDE && self->thinkers[self->thinking_side] != NULL)
    rimau_thinker_hurry (self->thinkers[self->thinking_side]);
}

/* The time, in milliseconds, between the plies of two computers. */
guint
rimau_match_get_computer_delay (RimauMatch *self)
{
  g_return_val_if_fail (RIMAU_IS_MATCH (self), 0);

  return self->computer_delay_ms;
}

/* Takes effect from the next ply on. */
void
rimau_match_set_computer_delay (RimauMatch *self,
                                guint       delay_ms)
{
  g_return_if_fail (RIMAU_IS_MATCH (self));

  if (self->computer_delay_ms == delay_ms)
    return;

  self->computer_delay_ms = delay_ms;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COMPUTER_DELAY]);
}

gboolean
rimau_match_get_holding_plies (RimauMatch *self)
{
  g_return_val_if_fail (RIMAU_IS_MATCH (self), FALSE);

  return self->holding_plies;
}

/* While holding, a computer's ply waits, to be played once the hold ends:
 * a view holds plies while it still shows the last one moving. */
void
rimau_match_set_holding_plies (RimauMatch *self,
                               gboolean    holding)
{
  g_return_if_fail (RIMAU_IS_MATCH (self));

  holding = !!holding;
  if (self->holding_plies == holding)
    return;

  self->holding_plies = holding;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HOLDING_PLIES]);
  /* The ply is played on the main loop's next turn: a view ends its hold
   * from a notification of its own, which no change of the game should
   * come from inside. */
  if (!holding && self->has_pending && !self->paused && self->delay_id == 0)
    self->delay_id = g_idle_add_once (delay_passed, self);
}

/* ------------------------------------------------------------------------ */
/* Object                                                                    */

static void
rimau_match_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  RimauMatch *self = RIMAU_MATCH (object);

  switch (prop_id)
    {
    case PROP_PAUSED:
      g_value_set_boolean (value, self->paused);
      break;
    case PROP_THINKING:
      g_value_set_boolean (value, self->thinking);
      break;
    case PROP_THINKING_SIDE:
      g_value_set_int (value, self->thinking_side);
      break;
    case PROP_HOLDING_PLIES:
      g_value_set_boolean (value, self->holding_plies);
      break;
    case PROP_COMPUTER_DELAY:
      g_value_set_uint (value, self->computer_delay_ms);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
rimau_match_set_property (GObject      *object,
                          guint         prop_id,
                          const GValue *value,
                          GParamSpec   *pspec)
{
  RimauMatch *self = RIMAU_MATCH (object);

  switch (prop_id)
    {
    case PROP_HOLDING_PLIES:
      rimau_match_set_holding_plies (self, g_value_get_boolean (value));
      break;
    case PROP_COMPUTER_DELAY:
      rimau_match_set_computer_delay (self, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
rimau_match_dispose (GObject *object)
{
  RimauMatch *self = RIMAU_MATCH (object);

  g_clear_handle_id (&self->delay_id, g_source_remove);
  release_thinkers (self);
  g_clear_object (&self->game);
  g_clear_object (&self->gatekeeper);

  G_OBJECT_CLASS (rimau_match_parent_class)->dispose (object);
}

static void
rimau_match_class_init (RimauMatchClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = rimau_match_get_property;
  object_class->set_property = rimau_match_set_property;
  object_class->dispose = rimau_match_dispose;

  properties[PROP_PAUSED] =
    g_param_spec_boolean ("paused", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_THINKING] =
    g_param_spec_boolean ("thinking", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_THINKING_SIDE] =
    g_param_spec_int ("thinking-side", NULL, NULL, RIMAU_NO_SIDE, RIMAU_SIDE_MEN, RIMAU_NO_SIDE,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_HOLDING_PLIES] =
    g_param_spec_boolean ("holding-plies", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The time between the plies of two computers, in milliseconds. */
  properties[PROP_COMPUTER_DELAY] =
    g_param_spec_uint ("computer-delay", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* The match did something of its own: an answer waits, or a computer
   * failed. */
  signals[CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* A computer could not play @side (an int): its name, its personality's
   * id and the error; the side is a person's now. */
  signals[COMPUTER_FAILED] =
    g_signal_new ("computer-failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 4, G_TYPE_INT, G_TYPE_STRING, G_TYPE_STRING, G_TYPE_ERROR);
  /* The personality @id (a string) answered a legal ply. */
  signals[COMPUTER_ANSWERED] =
    g_signal_new ("computer-answered", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
rimau_match_init (RimauMatch *self)
{
  self->thinking_side = RIMAU_NO_SIDE;
}

/* A match whose searches wait while @gatekeeper is closed. */
RimauMatch *
rimau_match_new (RimauGatekeeper *gatekeeper)
{
  RimauMatch *self;

  g_return_val_if_fail (RIMAU_IS_GATEKEEPER (gatekeeper), NULL);

  self = g_object_new (RIMAU_TYPE_MATCH, NULL);
  self->gatekeeper = g_object_ref (gatekeeper);
  return self;
}
