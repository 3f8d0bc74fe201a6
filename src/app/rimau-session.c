/* rimau-session.c — one game as a person plays it, apart from any view
 *
 * A session holds the game, who plays each side, the record it belongs to
 * and whether it holds plies that are in no file, the earlier position
 * being looked at, and the computer players. It is the only place that
 * starts a computer's search: after every change it looks whether a
 * computer is to move, then tells its views once, with `changed`.
 *
 * A computer chooses its ply in a worker thread through a
 * RimauPlayerRunner. Anything that changes the game under it (undo, a new
 * game, looking at an earlier ply) stops the search first. A personality
 * that fails leaves the game as it was, says so with `computer-failed`,
 * and hands its side to a person.
 *
 * The person directs the computers: pausing them holds a search still
 * where it is, to go on from there once resumed; Move Now has the one
 * thinking play the best ply it has found so far; and between two
 * computers each ply waits until `computer-delay` has passed since the
 * last, so that a person can follow the game.
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "rimau-ai.h"
#include "rimau-analyst.h"
#include "rimau-autosave.h"
#include "rimau-ply-list.h"
#include "rimau-record.h"
#include "rimau-session.h"

/* How long the personality that gives hints may think. */
#define HINT_TIME_MS 1500

struct _RimauSession
{
  GObject            parent_instance;

  RimauGame         *game;
  RimauGameSetup     setup;
  /* What a record calls the people playing it, if anything. */
  char              *names[2];
  RimauPlyList      *plies;

  /* The record the game was read from or saved to, and its plies then. */
  GFile             *file;
  GArray            *saved_moves;

  /* Looking at an earlier position: the cursor to go back to. */
  gboolean           reviewing;
  guint              resume_cursor;

  /* Computers wait until the view lets them start, and while the person
   * has them paused (or an undo left one of them to move) until the person
   * resumes them. */
  gboolean           computers_enabled;
  gboolean           paused;

  RimauPlayerRunner *runners[2];
  GCancellable      *thinking;
  int                thinking_side;
  /* A ply chosen while the view still shows the last one waits for it,
   * as it waits while the computers are paused, and between two computers
   * until the time between plies has passed. */
  gboolean           holding_plies;
  gboolean           has_pending;
  RimauMove          pending_move;
  gboolean           searches_paused;
  guint              computer_delay_ms;
  /* When the next ply of a game of two computers may be played. */
  gint64             ply_due;
  guint              delay_id;

  RimauPlayerRunner *hint_runner;
  GCancellable      *hinting;

  RimauAnalyst      *analyst;

  RimauAutosave     *autosave;
  /* The person let the game go: kept again only once it changes. */
  gboolean           autosave_suspended;
  /* The game kept is being read: nothing is written over it meanwhile. */
  gboolean           taking_up;

  /* What the properties said last, to notify only what changed. */
  gboolean           was_modified;
  gboolean           could_undo;
  gboolean           could_redo;
  gboolean           had_person_to_move;
  gboolean           had_hint;
  gboolean           was_thinking;

  guint              changing;
  gboolean           change_again;
};

G_DEFINE_FINAL_TYPE (RimauSession, rimau_session, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_GAME,
  PROP_FILE,
  PROP_MODIFIED,
  PROP_REVIEWING,
  PROP_PAUSED,
  PROP_THINKING,
  PROP_THINKING_SIDE,
  PROP_PERSON_TO_MOVE,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_HINT_AVAILABLE,
  PROP_HOLDING_PLIES,
  PROP_COMPUTER_DELAY,
  N_PROPS
};

enum {
  CHANGED,
  COMPUTER_FAILED,
  COMPUTER_ANSWERED,
  HINT_FOUND,
  HINT_FAILED,
  AUTOSAVE_FAILED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void state_changed (RimauSession *self);

/* ------------------------------------------------------------------------ */
/* Personalities                                                             */

static RimauPluginLoader *
loader (void)
{
  return rimau_plugin_loader_get_default ();
}

static gboolean
personality_is_installed (const char *id)
{
  return id != NULL && id[0] != '\0' && rimau_plugin_loader_find (loader (), id) != NULL;
}

static RimauPersonality *
hint_personality (void)
{
  return rimau_plugin_loader_find_hint_personality (loader ());
}

/* ------------------------------------------------------------------------ */
/* State                                                                     */

gboolean
rimau_session_is_person (RimauSession *self,
                         RimauSide     side)
{
  g_return_val_if_fail (RIMAU_IS_SESSION (self), TRUE);

  return rimau_game_setup_is_person (&self->setup, side);
}

static gboolean
game_is_on (RimauSession *self)
{
  return rimau_game_get_outcome (self->game) == RIMAU_OUTCOME_NONE && !self->reviewing;
}

gboolean
rimau_session_get_person_to_move (RimauSession *self)
{
  g_return_val_if_fail (RIMAU_IS_SESSION (self), FALSE);

  return game_is_on (self) && rimau_session_is_person (self, rimau_game_get_side_to_move (self->game));
}

/* Whether a computer is to play the position shown: it thinks, or is
 * about to. */
gboolean
rimau_session_get_computer_to_move (RimauSession *self)
{
  g_return_val_if_fail (RIMAU_IS_SESSION (self), FALSE);

  return game_is_on (self) && !self->paused &&
         !rimau_session_is_person (self, rimau_game_get_side_to_move (self->game));
}

static gboolean
compute_modified (RimauSession *self)
{
  guint n_moves = rimau_game_get_n_moves (self->game);

  if (n_moves != self->saved_moves->len)
    return TRUE;
  for (guint i = 0; i < n_moves; i++)
    if (!rimau_move_equal (rimau_game_get_move (self->game, i),
                           &g_array_index (self->saved_moves, RimauMove, i)))
      return TRUE;
  return FALSE;
}

/* Whether the game holds plies that are in no file on disk. */
gboolean
rimau_session_get_modified (RimauSession *self)
{
  g_return_val_if_fail (RIMAU_IS_SESSION (self), FALSE);

  return compute_modified (self);
}

static void
remember_saved_moves (GArray    *moves,
                      RimauGame *game)
{
  g_array_set_size (moves, 0);
  for (guint i = 0; i < rimau_game_get_n_moves (game); i++)
    g_array_append_vals (moves, rimau_game_get_move (game, i), 1);
}

gboolean
rimau_session_get_can_undo (RimauSession *self)
{
  g_return_val_if_fail (RIMAU_IS_SESSION (self), FALSE);

  return rimau_game_get_can_undo (self->game);
}

gboolean
rimau_session_get_can_redo (RimauSession *self)
{
  g_return_val_if_fail (RIMAU_IS_SESSION (self), FALSE);

  if (self->reviewing)
    return rimau_game_get_cursor (self->game) < self->resume_cursor;
  return rimau_game_get_can_redo (self->game);
}

gboolean
rimau_session_get_thinking (RimauSession *self)
{
  g_return_val_if_fail (RIMAU_IS_SESSION (self), FALSE);

  return self->thinking != NULL || self->has_pending;
}

/* The side whose computer is searching, or RIMAU_NO_SIDE. */
int
rimau_session_get_thinking_side (RimauSession *self)
{
  g_return_val_if_fail (RIMAU_IS_SESSION (self), RIMAU_NO_SIDE);

  return self->thinking_side;
}

gboolean
rimau_session_get_hint_available (RimauSession *self)
{
  g_return_val_if_fail (RIMAU_IS_SESSION (self), FALSE);

  return self->hinting == NULL && rimau_session_get_person_to_move (self) && hint_personality () != NULL;
}

/* Whether a personality that gives hints is installed at all. */
gboolean
rimau_session_get_hint_offered (RimauSession *self)
{
  g_return_val_if_fail (RIMAU_IS_SESSION (self), FALSE);

  return hint_personality () != NULL;
}

static void
notify_if_changed (RimauSession *self,
                   gboolean     *last,
                   gboolean      now,
                   guint         prop_id)
{
  if (*last == now)
    return;
  *last = now;
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop_id]);
}

static void
notify_derived (RimauSession *self)
{
  notify_if_changed (self, &self->was_modified, compute_modified (self), PROP_MODIFIED);
  notify_if_changed (self, &self->could_undo, rimau_session_get_can_undo (self), PROP_CAN_UNDO);
  notify_if_changed (self, &self->could_redo, rimau_session_get_can_redo (self), PROP_CAN_REDO);
  notify_if_changed (self, &self->had_person_to_move, rimau_session_get_person_to_move (self),
                     PROP_PERSON_TO_MOVE);
  notify_if_changed (self, &self->had_hint, rimau_session_get_hint_available (self), PROP_HINT_AVAILABLE);
  notify_if_changed (self, &self->was_thinking, rimau_session_get_thinking (self), PROP_THINKING);
}

/* ------------------------------------------------------------------------ */
/* Keeping the game for the next start                                       */

/* The game is written for the next start while it holds plies in no file
 * and the person has not let it go, with the record it belongs to. */
static void
autosave (RimauSession *self)
{
  g_autofree char *text = NULL;

  if (rimau_autosave_get_file (self->autosave) == NULL || self->autosave_suspended || self->taking_up ||
      !compute_modified (self))
    return;

  rimau_analyst_keep_in_record (self->analyst);
  if (self->file != NULL)
    {
      g_autofree char *uri = g_file_get_uri (self->file);

      rimau_game_set_tag (self->game, RIMAU_AUTOSAVE_RECORD_TAG, uri);
    }
  text = rimau_record_write (self->game);
  rimau_game_set_tag (self->game, RIMAU_AUTOSAVE_RECORD_TAG, NULL);
  rimau_autosave_keep (self->autosave, text);
}

static void
autosave_failed_cb (RimauSession *self,
                    const GError *error)
{
  g_signal_emit (self, signals[AUTOSAVE_FAILED], 0, error);
}

/* ------------------------------------------------------------------------ */
/* Computer players                                                          */

typedef struct
{
  RimauSession *self;
  GCancellable *cancellable;
  RimauSide     side;
} ThinkData;

static ThinkData *
think_data_new (RimauSession *self,
                GCancellable *cancellable,
                RimauSide     side)
{
  ThinkData *data = g_new0 (ThinkData, 1);

  data->self = g_object_ref (self);
  data->cancellable = g_object_ref (cancellable);
  data->side = side;
  return data;
}

static void
think_data_free (ThinkData *data)
{
  g_clear_object (&data->self);
  g_clear_object (&data->cancellable);
  g_free (data);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ThinkData, think_data_free)

/* Takes a search's answer (@chosen, and @move or @error) and returns
 * whether it still counts: not stopped, and not overtaken by the game
 * moving on while it ran (the search now @current is another). */
static gboolean
finish_search (GObject       *source,
               GAsyncResult  *result,
               ThinkData     *data,
               GCancellable  *current,
               gboolean      *chosen,
               RimauMove     *move,
               GError       **error)
{
  *chosen = rimau_player_runner_choose_finish (RIMAU_PLAYER_RUNNER (source), result, move, error);
  return !g_cancellable_is_cancelled (data->cancellable) && current == data->cancellable;
}

static void
stop_thinking (RimauSession *self)
{
  if (self->thinking != NULL)
    {
      g_cancellable_cancel (self->thinking);
      g_clear_object (&self->thinking);
    }
  self->thinking_side = RIMAU_NO_SIDE;
  self->has_pending = FALSE;
  g_clear_handle_id (&self->delay_id, g_source_remove);
}

static void
stop_hinting (RimauSession *self)
{
  if (self->hinting != NULL)
    {
      g_cancellable_cancel (self->hinting);
      g_clear_object (&self->hinting);
    }
}

/* Tables go back to the system once no search needs them. */
static void
release_runners (RimauSession *self)
{
  g_clear_object (&self->runners[RIMAU_SIDE_TIGERS]);
  g_clear_object (&self->runners[RIMAU_SIDE_MEN]);
  g_clear_object (&self->hint_runner);
}

/* Leaves the game as it was and gives the side to a person. */
static void
computer_failed (RimauSession *self,
                 RimauSide     side,
                 const GError *error)
{
  g_autofree char *name = g_strdup (rimau_session_get_player_name (self, side));
  g_autofree char *id = g_strdup (self->setup.player[side]);

  rimau_game_setup_set_player (&self->setup, side, NULL);
  g_clear_object (&self->runners[side]);
  g_signal_emit (self, signals[COMPUTER_FAILED], 0, (int) side, name, id, error);
}

static void
play_computer_move (RimauSession    *self,
                    RimauSide        side,
                    const RimauMove *move)
{
  g_autoptr(GError) error = NULL;

  if (!rimau_game_play (self->game, move, &error))
    {
      computer_failed (self, side, error);
      state_changed (self);
    }
}

static void play_pending_ply (RimauSession *self);

static void
delay_passed (gpointer user_data)
{
  RimauSession *self = user_data;

  self->delay_id = 0;
  play_pending_ply (self);
}

/* Plays the ply a computer chose, unless something holds it: the view
 * still showing the last ply, the computers paused, or the time between
 * the plies of two computers, which a timeout waits out. */
static void
play_pending_ply (RimauSession *self)
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

  self->has_pending = FALSE;
  play_computer_move (self, rimau_game_get_side_to_move (self->game), &self->pending_move);
}

/* Between two computers the next ply waits until a person watching has
 * had the time to follow the last; against a person the computer answers
 * as soon as it has thought. */
static void
set_ply_due (RimauSession *self)
{
  self->ply_due = 0;
  if (rimau_game_setup_count_people (&self->setup) == 0)
    self->ply_due = g_get_monotonic_time () + (gint64) self->computer_delay_ms * 1000;
}

static void
chosen_cb (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  g_autoptr(ThinkData) data = user_data;
  RimauSession *self = data->self;
  g_autoptr(GError) error = NULL;
  RimauMove move;
  gboolean chosen;

  if (!finish_search (source, result, data, self->thinking, &chosen, &move, &error))
    return;

  g_clear_object (&self->thinking);
  self->thinking_side = RIMAU_NO_SIDE;

  if (!chosen)
    {
      computer_failed (self, data->side, error);
      state_changed (self);
      return;
    }

  g_signal_emit (self, signals[COMPUTER_ANSWERED], 0, self->setup.player[data->side]);
  self->pending_move = move;
  self->has_pending = TRUE;
  play_pending_ply (self);
  if (self->has_pending)
    state_changed (self);
}

static RimauPlayerRunner *
new_runner (RimauSession  *self,
            RimauStrategy *strategy)
{
  RimauPlayerRunner *runner = rimau_player_runner_new (strategy);

  rimau_player_runner_set_paused (runner, self->searches_paused);
  return runner;
}

/* Makes the runner of the computer playing @side; a personality that
 * cannot be made is said so and its side played by a person. */
static gboolean
ensure_runner (RimauSession *self,
               RimauSide     side)
{
  g_autoptr(RimauStrategy) strategy = NULL;
  g_autoptr(GError) error = NULL;

  if (self->runners[side] != NULL)
    return TRUE;

  strategy = rimau_plugin_loader_create_strategy (loader (), self->setup.player[side], &error);
  if (strategy == NULL)
    {
      computer_failed (self, side, error);
      return FALSE;
    }

  self->runners[side] = new_runner (self, strategy);
  rimau_player_runner_set_suspended (self->runners[side], self->paused);
  return TRUE;
}

/* Asks the computer for its ply when it is its turn. */
static void
start_search_if_needed (RimauSession *self)
{
  RimauSide side;

  if (rimau_game_get_outcome (self->game) != RIMAU_OUTCOME_NONE)
    {
      if (!rimau_session_get_thinking (self) && self->hinting == NULL)
        release_runners (self);
      return;
    }

  if (!self->computers_enabled || rimau_session_get_thinking (self) || !rimau_session_get_computer_to_move (self))
    return;

  side = rimau_game_get_side_to_move (self->game);
  if (!ensure_runner (self, side))
    return;

  self->thinking = g_cancellable_new ();
  self->thinking_side = side;
  set_ply_due (self);
  rimau_player_runner_choose_async (self->runners[side], self->game, self->setup.time_ms[side],
                                    self->thinking, chosen_cb,
                                    think_data_new (self, self->thinking, side));
}

/* After every change: a computer to move starts thinking, properties that
 * changed are notified, and the views are told once. A change made while
 * the views are told (a view playing a ply) is gone through again after. */
static void
state_changed (RimauSession *self)
{
  if (self->changing > 0)
    {
      self->change_again = TRUE;
      return;
    }

  self->changing++;
  do
    {
      self->change_again = FALSE;
      start_search_if_needed (self);
      notify_derived (self);
      autosave (self);
      g_signal_emit (self, signals[CHANGED], 0);
    }
  while (self->change_again);
  self->changing--;
}

void
rimau_session_set_computers_enabled (RimauSession *self,
                                     gboolean      enabled)
{
  g_return_if_fail (RIMAU_IS_SESSION (self));

  enabled = !!enabled;
  if (self->computers_enabled == enabled)
    return;

  self->computers_enabled = enabled;
  if (!enabled)
    stop_thinking (self);
  state_changed (self);
}

/* Whether the computers wait for the person to let them play on. */
gboolean
rimau_session_get_paused (RimauSession *self)
{
  g_return_val_if_fail (RIMAU_IS_SESSION (self), FALSE);

  return self->paused;
}

/* Whether the computers can be paused or resumed: one plays in the game,
 * and the game is not over. */
gboolean
rimau_session_get_pausable (RimauSession *self)
{
  g_return_val_if_fail (RIMAU_IS_SESSION (self), FALSE);

  return rimau_game_setup_count_people (&self->setup) < 2 &&
         rimau_game_get_outcome (self->game) == RIMAU_OUTCOME_NONE;
}

/* Whether Resume would let a paused computer play on: the game is not
 * over, and its own position is shown. */
gboolean
rimau_session_get_can_resume (RimauSession *self)
{
  g_return_val_if_fail (RIMAU_IS_SESSION (self), FALSE);

  return self->paused && game_is_on (self);
}

/* A search under way holds still while the computers are paused, and the
 * ply of one that has answered waits; resumed, they go on where they
 * were, and between two computers the next ply comes no sooner than the
 * time between plies. */
static void
set_paused (RimauSession *self,
            gboolean      paused)
{
  if (self->paused == paused)
    return;

  self->paused = paused;
  for (guint side = 0; side < G_N_ELEMENTS (self->runners); side++)
    if (self->runners[side] != NULL)
      rimau_player_runner_set_suspended (self->runners[side], paused);
  if (paused)
    g_clear_handle_id (&self->delay_id, g_source_remove);
  else
    set_ply_due (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PAUSED]);
}

/* Pauses the computers, or lets them play on. */
void
rimau_session_set_paused (RimauSession *self,
                          gboolean      paused)
{
  g_return_if_fail (RIMAU_IS_SESSION (self));

  paused = !!paused;
  if (self->paused == paused || (paused && !rimau_session_get_pausable (self)))
    return;

  set_paused (self, paused);
  play_pending_ply (self);
  state_changed (self);
}

void
rimau_session_resume (RimauSession *self)
{
  g_return_if_fail (RIMAU_IS_SESSION (self));

  rimau_session_set_paused (self, FALSE);
}

/* Whether Move Now would have a computer play: one is thinking, or has
 * chosen its ply and waits, and the computers are not paused. */
gboolean
rimau_session_get_can_move_now (RimauSession *self)
{
  g_return_val_if_fail (RIMAU_IS_SESSION (self), FALSE);

  return !self->paused && game_is_on (self) && (self->thinking != NULL || self->has_pending);
}

/* The computer thinking plays at once the best ply it has found so far;
 * one that has chosen plays its ply without waiting out the time between
 * plies. */
void
rimau_session_move_now (RimauSession *self)
{
  g_return_if_fail (RIMAU_IS_SESSION (self));

  if (!rimau_session_get_can_move_now (self))
    return;

  self->ply_due = 0;
  g_clear_handle_id (&self->delay_id, g_source_remove);
  if (self->has_pending)
    play_pending_ply (self);
  else if (self->thinking_side != RIMAU_NO_SIDE && self->runners[self->thinking_side] != NULL)
    rimau_player_runner_hurry (self->runners[self->thinking_side]);
}

/* The time, in milliseconds, between the plies of two computers. */
guint
rimau_session_get_computer_delay (RimauSession *self)
{
  g_return_val_if_fail (RIMAU_IS_SESSION (self), 0);

  return self->computer_delay_ms;
}

/* Takes effect from the next ply on. */
void
rimau_session_set_computer_delay (RimauSession *self,
                                  guint         delay_ms)
{
  g_return_if_fail (RIMAU_IS_SESSION (self));

  if (self->computer_delay_ms == delay_ms)
    return;

  self->computer_delay_ms = delay_ms;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COMPUTER_DELAY]);
}

/* The searches wait while they are paused, as while a view draws a frame
 * with the processor that the search would take. */
void
rimau_session_set_searches_paused (RimauSession *self,
                                   gboolean      paused)
{
  g_return_if_fail (RIMAU_IS_SESSION (self));

  self->searches_paused = !!paused;
  for (guint side = 0; side < G_N_ELEMENTS (self->runners); side++)
    if (self->runners[side] != NULL)
      rimau_player_runner_set_paused (self->runners[side], paused);
  if (self->hint_runner != NULL)
    rimau_player_runner_set_paused (self->hint_runner, paused);
  rimau_analyst_set_paused (self->analyst, paused);
}

gboolean
rimau_session_get_searches_paused (RimauSession *self)
{
  g_return_val_if_fail (RIMAU_IS_SESSION (self), FALSE);

  return self->searches_paused;
}

/* While holding, a computer's ply waits, to be played once the hold ends:
 * a view holds plies while it still shows the last one moving. */
void
rimau_session_set_holding_plies (RimauSession *self,
                                 gboolean      holding)
{
  g_return_if_fail (RIMAU_IS_SESSION (self));

  self->holding_plies = !!holding;
  play_pending_ply (self);
}

/* ------------------------------------------------------------------------ */
/* Hints                                                                     */

static void
hint_cb (GObject      *source,
         GAsyncResult *result,
         gpointer      user_data)
{
  g_autoptr(ThinkData) data = user_data;
  RimauSession *self = data->self;
  g_autoptr(GError) error = NULL;
  RimauMove move;
  gboolean chosen;

  if (!finish_search (source, result, data, self->hinting, &chosen, &move, &error))
    return;

  g_clear_object (&self->hinting);
  if (chosen)
    g_signal_emit (self, signals[HINT_FOUND], 0, &move);
  else
    g_signal_emit (self, signals[HINT_FAILED], 0, error);
  state_changed (self);
}

/* Asks the personality that gives hints for a ply; `hint-found` or
 * `hint-failed` follows, unless the game changes first. */
void
rimau_session_hint (RimauSession *self)
{
  g_return_if_fail (RIMAU_IS_SESSION (self));

  if (!rimau_session_get_hint_available (self))
    return;

  if (self->hint_runner == NULL)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(RimauStrategy) strategy =
        rimau_plugin_loader_create_strategy (loader (), rimau_personality_get_id (hint_personality ()), &error);

      if (strategy == NULL)
        {
          g_signal_emit (self, signals[HINT_FAILED], 0, error);
          return;
        }
      self->hint_runner = new_runner (self, strategy);
    }

  self->hinting = g_cancellable_new ();
  rimau_player_runner_choose_async (self->hint_runner, self->game, HINT_TIME_MS, self->hinting, hint_cb,
                                    think_data_new (self, self->hinting, rimau_game_get_side_to_move (self->game)));
  state_changed (self);
}

/* ------------------------------------------------------------------------ */
/* The game                                                                  */

RimauGame *
rimau_session_get_game (RimauSession *self)
{
  g_return_val_if_fail (RIMAU_IS_SESSION (self), NULL);

  return self->game;
}

const RimauGameSetup *
rimau_session_get_setup (RimauSession *self)
{
  g_return_val_if_fail (RIMAU_IS_SESSION (self), NULL);

  return &self->setup;
}

/* The plies as a list of RimauPly, the start position first. */
GListModel *
rimau_session_get_plies (RimauSession *self)
{
  g_return_val_if_fail (RIMAU_IS_SESSION (self), NULL);

  return G_LIST_MODEL (self->plies);
}

GFile *
rimau_session_get_file (RimauSession *self)
{
  g_return_val_if_fail (RIMAU_IS_SESSION (self), NULL);

  return self->file;
}

/* The name a record gave a person playing @side, or %NULL; a computer
 * goes by its personality's name. */
const char *
rimau_session_get_player_name (RimauSession *self,
                               RimauSide     side)
{
  RimauPersonality *personality;

  g_return_val_if_fail (RIMAU_IS_SESSION (self), NULL);

  if (rimau_session_is_person (self, side))
    return self->names[side];

  personality = rimau_plugin_loader_find (loader (), self->setup.player[side]);
  return personality != NULL ? rimau_personality_get_name (personality) : self->setup.player[side];
}

static void
set_file (RimauSession *self,
          GFile        *file)
{
  if (g_set_object (&self->file, file))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILE]);
}

static void
set_reviewing (RimauSession *self,
               gboolean      reviewing)
{
  if (self->reviewing == reviewing)
    return;

  self->reviewing = reviewing;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REVIEWING]);
}

/* The plies as the analysis judged them, as far as it is of these plies. */
static void
show_marks (RimauSession *self)
{
  rimau_ply_list_show_marks (self->plies, rimau_analyst_get_analysis (self->analyst));
}

static void
game_changed_cb (RimauSession *self,
                 RimauGame    *game)
{
  /* A hint is for the position it was asked in. */
  stop_hinting (self);
  self->autosave_suspended = FALSE;
  /* First, so that every view sees an analysis of the plies as they are. */
  rimau_analyst_game_changed (self->analyst);
  rimau_ply_list_update (self->plies, game);
  show_marks (self);
  state_changed (self);
}

/* Puts @game in place, played by the players of @setup (the rules are
 * @game's), as a game that belongs to no file, its computers free to
 * play; the caller tells the views. */
static void
replace_game (RimauSession         *self,
              RimauGame            *game,
              const RimauGameSetup *setup)
{
  stop_thinking (self);
  stop_hinting (self);
  release_runners (self);
  rimau_autosave_cancel (self->autosave);

  self->setup = *setup;
  self->setup.rules = *rimau_game_get_rules (game);
  /* A computer player that is not installed is played by a person. */
  for (int side = 0; side < 2; side++)
    if (!personality_is_installed (self->setup.player[side]))
      rimau_game_setup_set_player (&self->setup, side, NULL);
  for (int side = 0; side < 2; side++)
    g_clear_pointer (&self->names[side], g_free);

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->game, game);
  g_signal_connect_object (game, "changed", G_CALLBACK (game_changed_cb), self, G_CONNECT_SWAPPED);

  set_reviewing (self, FALSE);
  set_paused (self, FALSE);
  set_file (self, NULL);
  g_array_set_size (self->saved_moves, 0);
  self->autosave_suspended = FALSE;
  rimau_ply_list_update (self->plies, game);
  rimau_analyst_set_game (self->analyst, game);
  show_marks (self);
}

/* Shows @game, played by the players of @setup (the rules are @game's),
 * as a game that belongs to no file. */
void
rimau_session_set_game (RimauSession         *self,
                        RimauGame            *game,
                        const RimauGameSetup *setup)
{
  g_return_if_fail (RIMAU_IS_SESSION (self));
  g_return_if_fail (RIMAU_IS_GAME (game));
  g_return_if_fail (setup != NULL);

  replace_game (self, game, setup);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
  state_changed (self);
}

/* The record's tag that names the player of @side. */
static const char *
player_tag (RimauSide side)
{
  return side == RIMAU_SIDE_TIGERS ? "Tigers" : "Men";
}

static void
set_player_tag (RimauGame            *game,
                const RimauGameSetup *setup,
                RimauSide             side)
{
  if (!rimau_game_setup_is_person (setup, side))
    rimau_game_set_tag (game, player_tag (side), setup->player[side]);
}

/* Starts a new game of @setup. */
void
rimau_session_start (RimauSession         *self,
                     const RimauGameSetup *setup)
{
  g_autoptr(RimauGame) game = NULL;

  g_return_if_fail (RIMAU_IS_SESSION (self));
  g_return_if_fail (setup != NULL);

  /* What a record of the game says of it. */
  game = rimau_game_new (&setup->rules);
  set_player_tag (game, setup, RIMAU_SIDE_TIGERS);
  set_player_tag (game, setup, RIMAU_SIDE_MEN);
  rimau_game_set_date (game, NULL);

  rimau_session_set_game (self, game, setup);
}

/* Plays a person's ply; only legal plies of a person to move are. */
gboolean
rimau_session_play (RimauSession    *self,
                    const RimauMove *move)
{
  g_return_val_if_fail (RIMAU_IS_SESSION (self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  if (!rimau_session_get_person_to_move (self))
    return FALSE;

  return rimau_game_play (self->game, move, NULL);
}

/* Whether the person to move may keep both tigers or pass. */
gboolean
rimau_session_can_play_kind (RimauSession  *self,
                             RimauMoveKind  kind)
{
  g_return_val_if_fail (RIMAU_IS_SESSION (self), FALSE);

  return rimau_session_get_person_to_move (self) && rimau_position_find_move_of_kind (rimau_game_get_position (self->game), kind, NULL);
}

gboolean
rimau_session_play_kind (RimauSession  *self,
                         RimauMoveKind  kind)
{
  RimauMove move;

  g_return_val_if_fail (RIMAU_IS_SESSION (self), FALSE);

  if (!rimau_session_get_person_to_move (self) || !rimau_position_find_move_of_kind (rimau_game_get_position (self->game), kind, &move))
    return FALSE;
  return rimau_session_play (self, &move);
}

/* ------------------------------------------------------------------------ */
/* Undo, redo and earlier positions                                          */

gboolean
rimau_session_get_reviewing (RimauSession *self)
{
  g_return_val_if_fail (RIMAU_IS_SESSION (self), FALSE);

  return self->reviewing;
}

/* The game's cursor before reviewing began. */
guint
rimau_session_get_resume_cursor (RimauSession *self)
{
  g_return_val_if_fail (RIMAU_IS_SESSION (self), 0);

  return self->reviewing ? self->resume_cursor : rimau_game_get_cursor (self->game);
}

/* Shows the position after ply @index, 0 being the start; going back to
 * the game's own position ends reviewing. */
void
rimau_session_review (RimauSession *self,
                      guint         index)
{
  g_return_if_fail (RIMAU_IS_SESSION (self));

  if (index > rimau_game_get_n_moves (self->game))
    return;

  if (!self->reviewing)
    {
      if (index == rimau_game_get_cursor (self->game))
        return;
      self->resume_cursor = rimau_game_get_cursor (self->game);
      stop_thinking (self);
      stop_hinting (self);
      set_reviewing (self, TRUE);
    }
  else if (index == self->resume_cursor)
    set_reviewing (self, FALSE);

  if (!rimau_game_go_to (self->game, index))
    state_changed (self);
}

void
rimau_session_back_to_game (RimauSession *self)
{
  g_return_if_fail (RIMAU_IS_SESSION (self));

  if (self->reviewing)
    rimau_session_review (self, self->resume_cursor);
}

/* The position looked at becomes the game's: the next ply played
 * replaces the plies after it. */
void
rimau_session_play_from_here (RimauSession *self)
{
  g_return_if_fail (RIMAU_IS_SESSION (self));

  if (!self->reviewing)
    return;

  set_reviewing (self, FALSE);
  state_changed (self);
}

/* Where undo (@step -1) or redo (@step 1) goes from the cursor. Against
 * the computer a person takes back their own last ply, so the step goes on
 * past the computer's plies to a position where a person is to move. */
static guint
undo_redo_target (RimauSession *self,
                  int           step)
{
  guint target = rimau_game_get_cursor (self->game) + step;
  guint n_moves = rimau_game_get_n_moves (self->game);

  if (rimau_game_setup_count_people (&self->setup) == 0)
    return target;

  while (target > 0 && target < n_moves &&
         !rimau_session_is_person (self, rimau_game_get_position_at (self->game, target)->side))
    target += step;
  return target;
}

/* The cursor moves in one step: a computer asked to play at a position in
 * between would be answering for a position already gone. Where a
 * computer is then to move, the computers wait to be resumed: otherwise
 * they would play again at once what was just taken back. */
static void
undo_or_redo (RimauSession *self,
              int           step)
{
  guint target;

  if (self->reviewing)
    {
      rimau_session_review (self, rimau_game_get_cursor (self->game) + step);
      return;
    }

  if (step < 0 ? !rimau_game_get_can_undo (self->game) : !rimau_game_get_can_redo (self->game))
    return;

  stop_thinking (self);
  target = undo_redo_target (self, step);
  set_paused (self, !rimau_session_is_person (self, rimau_game_get_position_at (self->game, target)->side));
  rimau_game_go_to (self->game, target);
}

void
rimau_session_undo (RimauSession *self)
{
  g_return_if_fail (RIMAU_IS_SESSION (self));

  undo_or_redo (self, -1);
}

void
rimau_session_redo (RimauSession *self)
{
  g_return_if_fail (RIMAU_IS_SESSION (self));

  undo_or_redo (self, 1);
}

/* ------------------------------------------------------------------------ */
/* Records                                                                   */

/* Who plays a side of a record: the computer personality its tag names,
 * when that one is installed, or else a person, called as the tag says. */
static void
set_player_from_tag (RimauGameSetup *setup,
                     RimauGame      *game,
                     RimauSide       side)
{
  const char *tag = rimau_game_get_tag (game, player_tag (side));

  rimau_game_setup_set_player (setup, side, personality_is_installed (tag) ? tag : NULL);
}

/* Shows the game of a record: the game of @file, all its plies in it if
 * @saved, the computers paused if @paused and one plays. */
static void
show_record (RimauSession *self,
             RimauGame    *game,
             GFile        *file,
             gboolean      saved,
             gboolean      paused)
{
  RimauGameSetup setup = self->setup;

  set_player_from_tag (&setup, game, RIMAU_SIDE_TIGERS);
  set_player_from_tag (&setup, game, RIMAU_SIDE_MEN);
  replace_game (self, game, &setup);

  for (int side = 0; side < 2; side++)
    {
      const char *tag = rimau_game_get_tag (game, player_tag (side));

      if (rimau_session_is_person (self, side) && tag != NULL && tag[0] != '\0')
        self->names[side] = g_strdup (tag);
    }

  set_file (self, file);
  if (saved)
    remember_saved_moves (self->saved_moves, game);
  /* Paused before the views are told, which lets the computers start. */
  if (paused && rimau_session_get_pausable (self))
    set_paused (self, TRUE);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
  state_changed (self);
}

/* The record a kept game belongs to, where it has one. The tag that says
 * so is the kept copy's alone, and goes, whatever file it came in. */
static GFile *
take_kept_record (RimauGame *game)
{
  const char *uri = rimau_game_get_tag (game, RIMAU_AUTOSAVE_RECORD_TAG);
  GFile *record = uri != NULL && uri[0] != '\0' ? g_file_new_for_uri (uri) : NULL;

  rimau_game_set_tag (game, RIMAU_AUTOSAVE_RECORD_TAG, NULL);
  return record;
}

typedef struct
{
  GFile    *file;
  gboolean  resumed;
  gboolean  paused;
} LoadData;

static void
load_data_free (LoadData *data)
{
  g_clear_object (&data->file);
  g_free (data);
}

static void
loaded_cb (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  RimauSession *self = g_task_get_source_object (task);
  LoadData *data = g_task_get_task_data (task);
  g_autoptr(GError) error = NULL;
  g_autoptr(RimauGame) game = rimau_record_load_file_finish (result, &error);
  g_autoptr(GFile) kept_record = NULL;

  /* Read or not, the kept game may be written again; one that cannot be
   * read, the caller moves aside as it learns of it, before anything
   * else happens. */
  if (data->resumed)
    self->taking_up = FALSE;

  if (game == NULL)
    {
      /* The game shown stays as it was. */
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }

  kept_record = take_kept_record (game);
  /* A kept game is its record's again, if it had one, with all its plies
   * still to be saved. */
  if (data->resumed)
    show_record (self, game, kept_record, FALSE, data->paused);
  else
    show_record (self, game, data->file, TRUE, FALSE);
  g_task_return_boolean (task, TRUE);
}

static void
load (RimauSession        *self,
      GFile               *file,
      gboolean             resumed,
      gboolean             paused,
      GCancellable        *cancellable,
      GAsyncReadyCallback  callback,
      gpointer             user_data)
{
  GTask *task = g_task_new (self, cancellable, callback, user_data);
  LoadData *data = g_new0 (LoadData, 1);

  data->file = g_object_ref (file);
  data->resumed = resumed;
  data->paused = paused;
  g_task_set_source_tag (task, load);
  g_task_set_task_data (task, data, (GDestroyNotify) load_data_free);
  rimau_record_load_file_async (file, cancellable, loaded_cb, task);
}

/* Reads the record @file and, once all of it is right, shows its game;
 * a record that cannot be read leaves the game as it was. */
void
rimau_session_load_async (RimauSession        *self,
                          GFile               *file,
                          GCancellable        *cancellable,
                          GAsyncReadyCallback  callback,
                          gpointer             user_data)
{
  g_return_if_fail (RIMAU_IS_SESSION (self));
  g_return_if_fail (G_IS_FILE (file));

  load (self, file, FALSE, FALSE, cancellable, callback, user_data);
}

gboolean
rimau_session_load_finish (RimauSession  *self,
                           GAsyncResult  *result,
                           GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

typedef struct
{
  GFile  *file;
  GArray *moves;
} SaveData;

static void
save_data_free (SaveData *data)
{
  g_clear_object (&data->file);
  g_clear_pointer (&data->moves, g_array_unref);
  g_free (data);
}

static void
saved_cb (GObject      *source,
          GAsyncResult *result,
          gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  RimauSession *self = g_task_get_source_object (task);
  SaveData *data = g_task_get_task_data (task);
  g_autoptr(GError) error = NULL;

  if (!rimau_record_save_file_finish (result, &error))
    {
      /* The file on disk is the one saved before, untouched. */
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }

  /* The plies saved, whatever was played while the record was written. */
  set_file (self, data->file);
  g_array_set_size (self->saved_moves, 0);
  g_array_append_vals (self->saved_moves, data->moves->data, data->moves->len);
  if (!compute_modified (self))
    rimau_autosave_forget (self->autosave);
  state_changed (self);
  g_task_return_boolean (task, TRUE);
}

/* Writes the game's record to @file, atomically: a failed save keeps the
 * old file. */
void
rimau_session_save_async (RimauSession        *self,
                          GFile               *file,
                          GCancellable        *cancellable,
                          GAsyncReadyCallback  callback,
                          gpointer             user_data)
{
  GTask *task;
  SaveData *data;

  g_return_if_fail (RIMAU_IS_SESSION (self));
  g_return_if_fail (G_IS_FILE (file));

  data = g_new0 (SaveData, 1);
  data->file = g_object_ref (file);
  data->moves = g_array_new (FALSE, FALSE, sizeof (RimauMove));
  remember_saved_moves (data->moves, self->game);

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, rimau_session_save_async);
  g_task_set_task_data (task, data, (GDestroyNotify) save_data_free);
  rimau_analyst_keep_in_record (self->analyst);
  rimau_record_save_file_async (self->game, file, cancellable, saved_cb, task);
}

gboolean
rimau_session_save_finish (RimauSession  *self,
                           GAsyncResult  *result,
                           GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

/* Where the game is kept, while it holds plies in no file, for the next
 * start; %NULL keeps it nowhere. */
void
rimau_session_set_autosave_file (RimauSession *self,
                                 GFile        *file)
{
  g_return_if_fail (RIMAU_IS_SESSION (self));
  g_return_if_fail (file == NULL || G_IS_FILE (file));

  rimau_autosave_set_file (self->autosave, file);
}

/* Where the game is kept for the next start, or %NULL. */
GFile *
rimau_session_get_autosave_file (RimauSession *self)
{
  g_return_val_if_fail (RIMAU_IS_SESSION (self), NULL);

  return rimau_autosave_get_file (self->autosave);
}

/* Takes up the game kept in the autosave file: the game of the record it
 * was read from, or of no file, all of whose plies are still to be saved.
 * With @paused, its computers wait for the person to resume them: after a
 * crash, one of them may have been what crashed. */
void
rimau_session_resume_autosave_async (RimauSession        *self,
                                     gboolean             paused,
                                     GCancellable        *cancellable,
                                     GAsyncReadyCallback  callback,
                                     gpointer             user_data)
{
  GFile *file;

  g_return_if_fail (RIMAU_IS_SESSION (self));

  file = rimau_autosave_get_file (self->autosave);
  g_return_if_fail (file != NULL);

  self->taking_up = TRUE;
  rimau_autosave_cancel (self->autosave);
  load (self, file, TRUE, paused, cancellable, callback, user_data);
}

gboolean
rimau_session_resume_autosave_finish (RimauSession  *self,
                                      GAsyncResult  *result,
                                      GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

/* The person let the game go: nothing keeps it for the next start. */
void
rimau_session_discard (RimauSession *self)
{
  g_return_if_fail (RIMAU_IS_SESSION (self));

  rimau_autosave_forget (self->autosave);
  self->autosave_suspended = TRUE;
}

/* ------------------------------------------------------------------------ */
/* Object                                                                    */

static void
rimau_session_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  RimauSession *self = RIMAU_SESSION (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_FILE:
      g_value_set_object (value, self->file);
      break;
    case PROP_MODIFIED:
      g_value_set_boolean (value, rimau_session_get_modified (self));
      break;
    case PROP_REVIEWING:
      g_value_set_boolean (value, self->reviewing);
      break;
    case PROP_PAUSED:
      g_value_set_boolean (value, self->paused);
      break;
    case PROP_THINKING:
      g_value_set_boolean (value, rimau_session_get_thinking (self));
      break;
    case PROP_THINKING_SIDE:
      g_value_set_int (value, self->thinking_side);
      break;
    case PROP_PERSON_TO_MOVE:
      g_value_set_boolean (value, rimau_session_get_person_to_move (self));
      break;
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, rimau_session_get_can_undo (self));
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, rimau_session_get_can_redo (self));
      break;
    case PROP_HINT_AVAILABLE:
      g_value_set_boolean (value, rimau_session_get_hint_available (self));
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
rimau_session_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  RimauSession *self = RIMAU_SESSION (object);

  switch (prop_id)
    {
    case PROP_HOLDING_PLIES:
      rimau_session_set_holding_plies (self, g_value_get_boolean (value));
      break;
    case PROP_COMPUTER_DELAY:
      rimau_session_set_computer_delay (self, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
rimau_session_dispose (GObject *object)
{
  RimauSession *self = (RimauSession *) object;

  stop_thinking (self);
  stop_hinting (self);
  release_runners (self);
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  if (self->analyst != NULL)
    {
      rimau_analyst_cancel (self->analyst);
      g_signal_handlers_disconnect_by_data (self->analyst, self);
    }
  g_clear_object (&self->analyst);
  /* A write under way goes on to its end: the last ply is kept. */
  g_clear_object (&self->autosave);

  G_OBJECT_CLASS (rimau_session_parent_class)->dispose (object);
}

static void
rimau_session_finalize (GObject *object)
{
  RimauSession *self = (RimauSession *) object;

  g_clear_object (&self->game);
  g_clear_object (&self->plies);
  g_clear_object (&self->file);
  g_clear_pointer (&self->saved_moves, g_array_unref);
  for (int side = 0; side < 2; side++)
    g_clear_pointer (&self->names[side], g_free);

  G_OBJECT_CLASS (rimau_session_parent_class)->finalize (object);
}

static GParamSpec *
boolean_property (const char *name)
{
  return g_param_spec_boolean (name, NULL, NULL, FALSE,
                               G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
}

static void
rimau_session_class_init (RimauSessionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = rimau_session_get_property;
  object_class->set_property = rimau_session_set_property;
  object_class->dispose = rimau_session_dispose;
  object_class->finalize = rimau_session_finalize;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, RIMAU_TYPE_GAME,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FILE] =
    g_param_spec_object ("file", NULL, NULL, G_TYPE_FILE,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_MODIFIED] = boolean_property ("modified");
  properties[PROP_REVIEWING] = boolean_property ("reviewing");
  properties[PROP_PAUSED] = boolean_property ("paused");
  properties[PROP_THINKING] = boolean_property ("thinking");
  properties[PROP_THINKING_SIDE] =
    g_param_spec_int ("thinking-side", NULL, NULL, RIMAU_NO_SIDE, RIMAU_SIDE_MEN, RIMAU_NO_SIDE,
                      G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_PERSON_TO_MOVE] = boolean_property ("person-to-move");
  properties[PROP_CAN_UNDO] = boolean_property ("can-undo");
  properties[PROP_CAN_REDO] = boolean_property ("can-redo");
  properties[PROP_HINT_AVAILABLE] = boolean_property ("hint-available");
  properties[PROP_HOLDING_PLIES] =
    g_param_spec_boolean ("holding-plies", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
  /* The time between the plies of two computers, in milliseconds. */
  properties[PROP_COMPUTER_DELAY] =
    g_param_spec_uint ("computer-delay", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* After every change of the game or of the session, once. */
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
  /* The hint asked for, a `const RimauMove *`. */
  signals[HINT_FOUND] =
    g_signal_new ("hint-found", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
  signals[HINT_FAILED] =
    g_signal_new ("hint-failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_ERROR);
  /* The game could not be kept for the next start. */
  signals[AUTOSAVE_FAILED] =
    g_signal_new ("autosave-failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_ERROR);
}

static void
rimau_session_init (RimauSession *self)
{
  RimauGameSetup setup;

  self->thinking_side = RIMAU_NO_SIDE;
  self->saved_moves = g_array_new (FALSE, FALSE, sizeof (RimauMove));
  self->plies = rimau_ply_list_new ();
  self->analyst = rimau_analyst_new ();
  self->autosave = rimau_autosave_new ();
  g_signal_connect_object (self->autosave, "failed", G_CALLBACK (autosave_failed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->analyst, "evaluated", G_CALLBACK (show_marks), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->analyst, "notify::analysis", G_CALLBACK (show_marks), self, G_CONNECT_SWAPPED);

  rimau_game_setup_init_default (&setup);
  rimau_session_start (self, &setup);
}

/* What the master makes of the game: its analysis and the evaluation of
 * the position on the board. */
RimauAnalyst *
rimau_session_get_analyst (RimauSession *self)
{
  g_return_val_if_fail (RIMAU_IS_SESSION (self), NULL);

  return self->analyst;
}

/* A session with a new game of Rimau-rimau between two people. */
RimauSession *
rimau_session_new (void)
{
  return g_object_new (RIMAU_TYPE_SESSION, NULL);
}
