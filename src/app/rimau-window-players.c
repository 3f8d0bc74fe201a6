/* rimau-window-players.c — a game window's computer players and hints
 *
 * A computer personality chooses its ply in a worker thread through a
 * RimauPlayerRunner: the window goes on drawing and answering while it
 * thinks. Anything that changes the game under it (undo, a new game,
 * reviewing plies, closing) cancels the search first. A personality that
 * fails leaves the game as it was, says so, and hands its side to a person.
 * While the window draws a frame, the searches wait.
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "rimau-ai.h"
#include "rimau-window-private.h"

/* The personality that gives hints, and how long it may think. */
#define HINT_PERSONALITY "hang-tuah"
#define HINT_TIME_MS     1500
/* How often a ply chosen during an animation checks whether it may show. */
#define PENDING_CHECK_MS 30

typedef struct
{
  RimauWindow  *self;
  GCancellable *cancellable;
  RimauSide     side;
} ThinkData;

static void
think_data_free (ThinkData *data)
{
  g_clear_object (&data->self);
  g_clear_object (&data->cancellable);
  g_free (data);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ThinkData, think_data_free)

gboolean
rimau_window_player_is_available (const char *id)
{
  return id != NULL && id[0] != '\0' &&
         rimau_plugin_loader_find (rimau_plugin_loader_get_default (), id) != NULL;
}

/* The name a computer player goes by: its personality's. */
char *
rimau_window_dup_personality_name (const char *id)
{
  RimauPersonality *personality = rimau_plugin_loader_find (rimau_plugin_loader_get_default (), id);

  return g_strdup (personality != NULL ? rimau_personality_get_name (personality) : id);
}

gboolean
rimau_window_is_thinking (RimauWindow *self)
{
  return self->thinking != NULL || self->pending_id != 0;
}

static void
show_toast (RimauWindow *self,
            const char  *text)
{
  AdwToast *toast = adw_toast_new (text);

  adw_toast_set_timeout (toast, 6);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

/* Leaves the game as it was and gives the side to a person. */
static void
computer_failed (RimauWindow  *self,
                 RimauSide     side,
                 const GError *error)
{
  g_autofree char *name = rimau_window_dup_personality_name (self->setup.player[side]);
  g_autofree char *text = g_strdup_printf (side == RIMAU_SIDE_TIGERS
                                           ? _("%s could not play: %s. You play the tigers now.")
                                           : _("%s could not play: %s. You play the men now."),
                                           name, error->message);

  show_toast (self, text);
  rimau_game_setup_set_player (&self->setup, side, NULL);
  g_clear_object (&self->runners[side]);
  rimau_window_update (self);
}

static void
play_computer_move (RimauWindow     *self,
                    const RimauMove *move)
{
  RimauSide side = rimau_game_get_side_to_move (self->game);
  g_autoptr(GError) error = NULL;

  if (!rimau_game_play (self->game, move, &error))
    computer_failed (self, side, error);
}

/* A ply that came while the last one was still moving on the board waits
 * for the end of that animation, so that each can be followed. */
static gboolean
pending_check_cb (gpointer user_data)
{
  RimauWindow *self = user_data;

  if (rimau_board_view_is_animating (self->board_view))
    return G_SOURCE_CONTINUE;

  self->pending_id = 0;
  play_computer_move (self, &self->pending_move);
  return G_SOURCE_REMOVE;
}

static void
chosen_cb (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  g_autoptr(ThinkData) data = user_data;
  RimauWindow *self = data->self;
  g_autoptr(GError) error = NULL;
  RimauMove move;
  gboolean chosen;

  chosen = rimau_player_runner_choose_finish (RIMAU_PLAYER_RUNNER (source), result, &move, &error);

  /* Stopped, or stale: the game moved on while the computer thought. */
  if (g_cancellable_is_cancelled (data->cancellable) || self->thinking != data->cancellable)
    return;

  g_clear_object (&self->thinking);

  if (!chosen)
    {
      computer_failed (self, data->side, error);
      return;
    }

  if (rimau_board_view_is_animating (self->board_view))
    {
      self->pending_move = move;
      self->pending_id = g_timeout_add (PENDING_CHECK_MS, pending_check_cb, self);
      return;
    }

  play_computer_move (self, &move);
}

/* A runner made while a frame is being drawn starts paused, as the
 * others are until the frame is drawn. */
static RimauPlayerRunner *
new_runner (RimauWindow   *self,
            RimauStrategy *strategy)
{
  RimauPlayerRunner *runner = rimau_player_runner_new (strategy);

  rimau_player_runner_set_paused (runner, self->drawing_frame);
  return runner;
}

/* Makes the runner of the computer playing @side; a personality that cannot
 * be made is said so and its side played by a person. */
static gboolean
ensure_runner (RimauWindow *self,
               RimauSide    side)
{
  g_autoptr(RimauStrategy) strategy = NULL;
  g_autoptr(GError) error = NULL;

  if (self->runners[side] != NULL)
    return TRUE;

  strategy = rimau_plugin_loader_create_strategy (rimau_plugin_loader_get_default (),
                                                  self->setup.player[side], &error);
  if (strategy == NULL)
    {
      computer_failed (self, side, error);
      return FALSE;
    }

  self->runners[side] = new_runner (self, strategy);
  return TRUE;
}

/* A finished game needs no search: its tables go back to the system. */
static void
release_runners (RimauWindow *self)
{
  g_clear_object (&self->runners[RIMAU_SIDE_TIGERS]);
  g_clear_object (&self->runners[RIMAU_SIDE_MEN]);
  g_clear_object (&self->hint_runner);
}

/* Asks the computer for its ply when it is its turn. */
void
rimau_window_players_next (RimauWindow *self)
{
  ThinkData *data;
  RimauSide side;

  if (rimau_game_get_outcome (self->game) != RIMAU_OUTCOME_NONE)
    {
      if (!rimau_window_is_thinking (self) && self->hinting == NULL)
        release_runners (self);
      return;
    }

  side = rimau_game_get_side_to_move (self->game);
  if (!self->first_frame_drawn || rimau_window_is_thinking (self) || self->reviewing ||
      rimau_game_setup_is_person (&self->setup, side))
    return;
  if (!ensure_runner (self, side))
    return;

  self->thinking = g_cancellable_new ();

  data = g_new0 (ThinkData, 1);
  data->self = g_object_ref (self);
  data->cancellable = g_object_ref (self->thinking);
  data->side = side;
  rimau_player_runner_choose_async (self->runners[side], self->game, self->setup.time_ms[side],
                                    self->thinking, chosen_cb, data);
}

/* Stops any search, and forgets a ply waiting to be shown. */
void
rimau_window_players_stop (RimauWindow *self)
{
  if (self->thinking != NULL)
    {
      g_cancellable_cancel (self->thinking);
      g_clear_object (&self->thinking);
    }
  if (self->hinting != NULL)
    {
      g_cancellable_cancel (self->hinting);
      g_clear_object (&self->hinting);
    }
  g_clear_handle_id (&self->pending_id, g_source_remove);
}

/* A new game or new players: the runners are made again when needed. */
void
rimau_window_players_setup (RimauWindow *self)
{
  rimau_window_players_stop (self);
  release_runners (self);
}

void
rimau_window_players_dispose (RimauWindow *self)
{
  rimau_window_players_stop (self);
  release_runners (self);
}

/* ------------------------------------------------------------------------ */
/* Hints                                                                     */

gboolean
rimau_window_hint_available (RimauWindow *self)
{
  return self->hinting == NULL && rimau_window_player_is_available (HINT_PERSONALITY);
}

static void
hint_cb (GObject      *source,
         GAsyncResult *result,
         gpointer      user_data)
{
  g_autoptr(ThinkData) data = user_data;
  RimauWindow *self = data->self;
  g_autoptr(GError) error = NULL;
  RimauMove move;
  gboolean chosen;

  chosen = rimau_player_runner_choose_finish (RIMAU_PLAYER_RUNNER (source), result, &move, &error);
  if (g_cancellable_is_cancelled (data->cancellable) || self->hinting != data->cancellable)
    return;

  g_clear_object (&self->hinting);
  rimau_window_update (self);

  if (!chosen)
    {
      g_autofree char *text = g_strdup_printf (_("No hint: %s"), error->message);

      show_toast (self, text);
      return;
    }

  {
    char ply[RIMAU_MOVE_TEXT_SIZE];
    /* Translators: %s is a ply such as c3-c4 */
    g_autofree char *text = g_strdup_printf (_("Hint: %s"), rimau_move_to_text (&move, ply));

    rimau_board_view_set_hint (self->board_view, &move);
    show_toast (self, text);
  }
}

static void
hint_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  RimauWindow *self = RIMAU_WINDOW (user_data);
  ThinkData *data;

  if (!rimau_window_hint_available (self))
    return;

  if (self->hint_runner == NULL)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(RimauStrategy) strategy = rimau_plugin_loader_create_strategy (rimau_plugin_loader_get_default (),
                                                                               HINT_PERSONALITY, &error);

      if (strategy == NULL)
        {
          g_autofree char *text = g_strdup_printf (_("No hint: %s"), error->message);

          show_toast (self, text);
          return;
        }
      self->hint_runner = new_runner (self, strategy);
    }

  self->hinting = g_cancellable_new ();
  data = g_new0 (ThinkData, 1);
  data->self = g_object_ref (self);
  data->cancellable = g_object_ref (self->hinting);
  data->side = rimau_game_get_side_to_move (self->game);
  rimau_player_runner_choose_async (self->hint_runner, self->game, HINT_TIME_MS,
                                    self->hinting, hint_cb, data);
  rimau_window_update (self);
}

static const GActionEntry player_actions[] = {
  { "hint", hint_action },
};

static void
first_frame_drawn_cb (GdkFrameClock *frame_clock,
                      RimauWindow   *self)
{
  g_signal_handlers_disconnect_by_func (frame_clock, first_frame_drawn_cb, self);
  self->first_frame_drawn = TRUE;
  /* Starts the computer if it is to move, and shows it thinking. */
  rimau_window_update (self);
}

static void
window_mapped_cb (RimauWindow *self)
{
  g_signal_handlers_disconnect_by_func (self, window_mapped_cb, NULL);
  g_signal_connect_object (gtk_widget_get_frame_clock (GTK_WIDGET (self)), "after-paint",
                           G_CALLBACK (first_frame_drawn_cb), self, 0);
}

/* The searches wait while the window draws a frame. A renderer that draws
 * with the processor, as software OpenGL does, needs every core for it: on
 * two cores a frame drawn beside a search took half as long again, 14 ms
 * rather than 9, and now and then more than the 20 ms a person notices.
 * Where a graphics card draws, a frame costs a search a millisecond. */
static void
pause_searches (RimauWindow *self,
                gboolean     paused)
{
  self->drawing_frame = paused;
  for (guint side = 0; side < G_N_ELEMENTS (self->runners); side++)
    {
      if (self->runners[side] != NULL)
        rimau_player_runner_set_paused (self->runners[side], paused);
    }
  if (self->hint_runner != NULL)
    rimau_player_runner_set_paused (self->hint_runner, paused);
}

static void
frame_begun_cb (RimauWindow *self)
{
  pause_searches (self, TRUE);
}

static void
frame_drawn_cb (RimauWindow *self)
{
  pause_searches (self, FALSE);
}

/* Each realization brings a surface, and with it a frame clock, of its own. */
static void
window_realized_cb (RimauWindow *self)
{
  GdkFrameClock *frame_clock = gtk_widget_get_frame_clock (GTK_WIDGET (self));

  g_signal_connect_object (frame_clock, "before-paint", G_CALLBACK (frame_begun_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (frame_clock, "after-paint", G_CALLBACK (frame_drawn_cb), self, G_CONNECT_SWAPPED);
}

static void
window_unrealized_cb (RimauWindow *self)
{
  GdkFrameClock *frame_clock = gtk_widget_get_frame_clock (GTK_WIDGET (self));

  g_signal_handlers_disconnect_by_func (frame_clock, frame_begun_cb, self);
  g_signal_handlers_disconnect_by_func (frame_clock, frame_drawn_cb, self);
  pause_searches (self, FALSE);
}

void
rimau_window_players_init (RimauWindow *self)
{
  g_action_map_add_action_entries (G_ACTION_MAP (self), player_actions, G_N_ELEMENTS (player_actions), self);
  g_signal_connect (self, "map", G_CALLBACK (window_mapped_cb), NULL);
  g_signal_connect (self, "realize", G_CALLBACK (window_realized_cb), NULL);
  g_signal_connect (self, "unrealize", G_CALLBACK (window_unrealized_cb), NULL);
}
