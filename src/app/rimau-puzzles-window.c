/* rimau-puzzles-window.c — puzzles to solve, in a window beside the game
 *
 * The window reads the installed puzzles (docs/puzzles.md) in a thread,
 * shows one on a board and lets the player play the solving side. The
 * other side answers with the stored defence while the player follows
 * the main line; a move off it is proved in a thread, and answered with
 * the longest defence the prover finds if it still works, or refused with
 * the reason if it does not. Solved puzzles, the streak of puzzles solved
 * at the first try and the puzzle to go on from are kept in GSettings.
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "rimau-board-view.h"
#include "rimau-puzzle-words.h"
#include "rimau-puzzle-work.h"
#include "rimau-puzzles-window.h"
#include "rimau-settings-choice.h"
#include "rimau-side-window.h"

struct _RimauPuzzlesWindow
{
  AdwWindow          parent_instance;

  GtkStack          *stack;
  AdwStatusPage     *unavailable_page;
  GtkDropDown       *kind_filter;
  GtkDropDown       *grade_filter;
  GtkLabel          *task_label;
  GtkLabel          *place_label;
  RimauBoardView    *board_view;
  GtkLabel          *message_label;
  GtkLabel          *progress_label;
  GtkWidget         *next_button;

  GSettings         *settings;
  GCancellable      *cancellable;
  GPtrArray         *puzzles;
  RimauPuzzle       *puzzle;
  RimauGame         *game;
  RimauPuzzlesState  state;
  /* Whether every ply so far is the stored main line's. */
  gboolean           on_line;
  /* Whether the puzzle is solved without a miss or a look at the answer:
   * only then does it count for the streak. */
  gboolean           clean;
  /* Plies to play, one each time the board is still: the other side's
   * answer, or the solution. */
  GArray            *queue;
  /* Bumped at each new try, so that a proof of an old try is dropped. */
  guint              try_id;
};

G_DEFINE_FINAL_TYPE (RimauPuzzlesWindow, rimau_puzzles_window, ADW_TYPE_WINDOW)

enum {
  PROP_0,
  PROP_STATE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_ENUM_TYPE (RimauPuzzlesState, rimau_puzzles_state,
                    G_DEFINE_ENUM_VALUE (RIMAU_PUZZLES_LOADING, "loading"),
                    G_DEFINE_ENUM_VALUE (RIMAU_PUZZLES_UNAVAILABLE, "unavailable"),
                    G_DEFINE_ENUM_VALUE (RIMAU_PUZZLES_PLAYING, "playing"),
                    G_DEFINE_ENUM_VALUE (RIMAU_PUZZLES_CHECKING, "checking"),
                    G_DEFINE_ENUM_VALUE (RIMAU_PUZZLES_SOLVED, "solved"),
                    G_DEFINE_ENUM_VALUE (RIMAU_PUZZLES_MISSED, "missed"),
                    G_DEFINE_ENUM_VALUE (RIMAU_PUZZLES_SHOWN, "shown"))

/* ------------------------------------------------------------------------ */
/* Saying things                                                            */


/* Shows @message under the board and tells it to assistive technologies. */
static void
say (RimauPuzzlesWindow *self,
     const char         *message)
{
  gtk_label_set_label (self->message_label, message);
  rimau_announce (GTK_WIDGET (self), message);
}

static void
update_progress (RimauPuzzlesWindow *self)
{
  g_auto(GStrv) solved = g_settings_get_strv (self->settings, "puzzles-solved");
  guint n_solved = 0;
  g_autofree char *text = NULL;

  /* Ids of puzzles no longer shipped do not count. */
  for (guint i = 0; i < self->puzzles->len; i++)
    if (g_strv_contains ((const char * const *) solved, ((RimauPuzzle *) g_ptr_array_index (self->puzzles, i))->id))
      n_solved++;
  text = rimau_words_puzzle_progress (n_solved, self->puzzles->len,
                                      g_settings_get_uint (self->settings, "puzzle-streak"),
                                      g_settings_get_uint (self->settings, "puzzle-best-streak"));
  gtk_label_set_label (self->progress_label, text);
}

/* ------------------------------------------------------------------------ */
/* State                                                                    */

static RimauSide
solver (RimauPuzzlesWindow *self)
{
  return rimau_puzzle_kind_solver (self->puzzle->kind);
}

static void
update_actions (RimauPuzzlesWindow *self)
{
  gboolean has_puzzle = self->puzzle != NULL;
  /* A refused move is not played: the miss itself is something to undo. */
  gboolean tried = has_puzzle && (rimau_game_get_cursor (self->game) > 0 || self->state == RIMAU_PUZZLES_MISSED);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "puzzle.try-again",
                                 tried && self->state != RIMAU_PUZZLES_CHECKING);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "puzzle.show-solution",
                                 has_puzzle && self->state != RIMAU_PUZZLES_SHOWN);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "puzzle.next", has_puzzle);
  if (self->state == RIMAU_PUZZLES_SOLVED)
    gtk_widget_add_css_class (self->next_button, "suggested-action");
  else
    gtk_widget_remove_css_class (self->next_button, "suggested-action");
}

static void
set_state (RimauPuzzlesWindow *self,
           RimauPuzzlesState   state)
{
  RimauBoardScene *scene = rimau_board_view_get_scene (self->board_view);
  gboolean to_move = state == RIMAU_PUZZLES_PLAYING && self->queue->len == 0 &&
                     rimau_game_get_side_to_move (self->game) == solver (self);

  rimau_board_scene_set_interactive (scene, to_move);
  if (self->state != state)
    {
      self->state = state;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATE]);
    }
  update_actions (self);
}

/* ------------------------------------------------------------------------ */
/* Progress                                                                 */

static void
record_solved (RimauPuzzlesWindow *self)
{
  g_auto(GStrv) solved = g_settings_get_strv (self->settings, "puzzles-solved");

  if (!g_strv_contains ((const char * const *) solved, self->puzzle->id))
    {
      g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
      g_auto(GStrv) more = NULL;

      g_strv_builder_addv (builder, (const char **) solved);
      g_strv_builder_add (builder, self->puzzle->id);
      more = g_strv_builder_end (builder);
      g_settings_set_strv (self->settings, "puzzles-solved", (const char * const *) more);
    }

  if (self->clean)
    {
      guint streak = g_settings_get_uint (self->settings, "puzzle-streak") + 1;

      g_settings_set_uint (self->settings, "puzzle-streak", streak);
      if (streak > g_settings_get_uint (self->settings, "puzzle-best-streak"))
        g_settings_set_uint (self->settings, "puzzle-best-streak", streak);
    }
  update_progress (self);
}

/* A miss, or the answer looked at, ends the streak; a second one changes
 * nothing more. */
static void
break_streak (RimauPuzzlesWindow *self)
{
  if (!self->clean)
    return;
  self->clean = FALSE;
  g_settings_set_uint (self->settings, "puzzle-streak", 0);
  update_progress (self);
}

/* ------------------------------------------------------------------------ */
/* Playing                                                                  */

static void play_queued (RimauPuzzlesWindow *self);

static gboolean
board_is_still (RimauPuzzlesWindow *self)
{
  gboolean animating;

  g_object_get (self->board_view, "animating", &animating, NULL);
  return !animating;
}

/* Plays @move by the other side, or of the solution, once the board has
 * shown the ply before it. */
static void
queue_ply (RimauPuzzlesWindow *self,
           const RimauMove    *move)
{
  g_array_append_val (self->queue, *move);
  play_queued (self);
}

static void
play_queued (RimauPuzzlesWindow *self)
{
  RimauMove move;

  if (self->queue->len == 0 || !board_is_still (self))
    return;

  move = g_array_index (self->queue, RimauMove, 0);
  g_array_remove_index (self->queue, 0);
  rimau_game_play (self->game, &move, NULL);
  /* The board may be still at once, as it is with animations off. */
  set_state (self, self->state);
  if (self->queue->len > 0)
    play_queued (self);
}

static void
animating_cb (RimauPuzzlesWindow *self)
{
  play_queued (self);
}

static const RimauMove *
line_ply (RimauPuzzlesWindow *self,
          guint               index)
{
  if (index >= self->puzzle->solution->len)
    return NULL;
  return &g_array_index (self->puzzle->solution, RimauMove, index);
}

/* How many moves the player has left, this one included. */
static guint
moves_left (RimauPuzzlesWindow *self)
{
  return self->puzzle->n_moves - rimau_game_get_cursor (self->game) / 2;
}

/* Whether the player's ply that led to the game's position reached the goal. */
static gboolean
goal_reached (RimauPuzzlesWindow *self,
              const RimauMove    *move)
{
  switch (self->puzzle->kind)
    {
    case RIMAU_PUZZLE_CAPTURE:
      return move->kind == RIMAU_MOVE_JUMP;
    case RIMAU_PUZZLE_TRAP:
      return rimau_game_get_outcome (self->game) == RIMAU_OUTCOME_MEN;
    case RIMAU_PUZZLE_SAVE:
    default:
      /* A save is one move: that it works is all it asks. */
      return TRUE;
    }
}

/* The message in the colours of good and bad news, or in neither. */
static void
tint_message (RimauPuzzlesWindow *self,
              const char         *style)
{
  gtk_widget_remove_css_class (GTK_WIDGET (self->message_label), "success");
  gtk_widget_remove_css_class (GTK_WIDGET (self->message_label), "error");
  if (style != NULL)
    gtk_widget_add_css_class (GTK_WIDGET (self->message_label), style);
}

static void
solved (RimauPuzzlesWindow *self)
{
  record_solved (self);
  say (self, rimau_words_puzzle_solved (self->puzzle->kind));
  tint_message (self, "success");
  set_state (self, RIMAU_PUZZLES_SOLVED);
}

static void
missed (RimauPuzzlesWindow *self)
{
  break_streak (self);
  say (self, rimau_words_puzzle_missed (self->puzzle->kind));
  tint_message (self, "error");
  set_state (self, RIMAU_PUZZLES_MISSED);
}

/* Plays the other side's @reply to a good move. */
static void
answer (RimauPuzzlesWindow *self,
        const RimauMove    *reply)
{
  g_autofree char *words = rimau_words_puzzle_reply (self->puzzle, reply);
  const RimauMove *expected = line_ply (self, rimau_game_get_cursor (self->game));

  self->on_line = self->on_line && expected != NULL && rimau_move_equal (reply, expected);
  say (self, words);
  queue_ply (self, reply);
  set_state (self, RIMAU_PUZZLES_PLAYING);
}

/* Plays the player's @move, known to work, and what follows it. */
static void
play_good_move (RimauPuzzlesWindow *self,
                const RimauMove    *move,
                const RimauMove    *reply)
{
  const RimauMove *expected = line_ply (self, rimau_game_get_cursor (self->game));

  self->on_line = self->on_line && expected != NULL && rimau_move_equal (move, expected);
  rimau_game_play (self->game, move, NULL);
  if (goal_reached (self, move))
    solved (self);
  else if (reply != NULL)
    answer (self, reply);
}

/* ------------------------------------------------------------------------ */
/* Proving a move off the main line, in a thread                            */

static void
judged_cb (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  RimauPuzzlesWindow *self = RIMAU_PUZZLES_WINDOW (source);
  guint try_id = GPOINTER_TO_UINT (user_data);
  RimauPuzzleJudgement judgement;

  /* A try left while its move was proved is over. */
  if (!rimau_puzzle_judge_finish (result, &judgement, NULL) || try_id != self->try_id)
    return;

  if (!judgement.works)
    missed (self);
  else
    play_good_move (self, &judgement.move, judgement.has_reply ? &judgement.reply : NULL);
}

/* Proves @move off the thread that draws: the prover is quick, but how
 * quick depends on the position. */
static void
judge (RimauPuzzlesWindow *self,
       const RimauMove    *move)
{
  set_state (self, RIMAU_PUZZLES_CHECKING);
  rimau_puzzle_judge_async (self, self->puzzle->kind, rimau_game_get_position (self->game), move,
                            moves_left (self), self->cancellable, judged_cb, GUINT_TO_POINTER (self->try_id));
}

static void
move_chosen_cb (RimauPuzzlesWindow *self,
                const RimauMove    *move)
{
  guint cursor = rimau_game_get_cursor (self->game);
  const RimauMove *expected = line_ply (self, cursor);
  gboolean first_accepted = cursor == 0 && rimau_puzzle_is_accepted (self->puzzle, move);

  if (self->state != RIMAU_PUZZLES_PLAYING)
    return;

  /* The stored line needs no proof, and its answer is stored too. */
  if (self->on_line && expected != NULL && rimau_move_equal (move, expected) && !first_accepted)
    play_good_move (self, move, line_ply (self, cursor + 1));
  else
    judge (self, move);
}

/* ------------------------------------------------------------------------ */
/* Choosing a puzzle                                                        */

static gboolean
matches_filter (RimauPuzzlesWindow *self,
                const RimauPuzzle  *puzzle)
{
  guint kind = gtk_drop_down_get_selected (self->kind_filter);
  guint grade = gtk_drop_down_get_selected (self->grade_filter);

  /* The first item of each is “All”. */
  return (kind == 0 || kind - 1 == puzzle->kind) && (grade == 0 || grade - 1 == puzzle->grade);
}

static gboolean
is_solved (RimauPuzzlesWindow *self,
           const RimauPuzzle  *puzzle)
{
  g_auto(GStrv) solved = g_settings_get_strv (self->settings, "puzzles-solved");

  return g_strv_contains ((const char * const *) solved, puzzle->id);
}

static void
update_place (RimauPuzzlesWindow *self)
{
  guint number = 0, n_shown = 0;
  g_autofree char *place = NULL;

  for (guint i = 0; i < self->puzzles->len; i++)
    {
      RimauPuzzle *puzzle = g_ptr_array_index (self->puzzles, i);

      if (!matches_filter (self, puzzle))
        continue;
      n_shown++;
      if (puzzle == self->puzzle)
        number = n_shown;
    }
  place = rimau_words_puzzle_place (self->puzzle, number, n_shown);
  gtk_label_set_label (self->place_label, place);
}

/* Sets the puzzle's position up for a try, from the start. */
static void
start_try (RimauPuzzlesWindow *self)
{
  g_clear_object (&self->game);
  self->game = rimau_game_new_from_position (&self->puzzle->position);
  self->on_line = TRUE;
  self->try_id++;
  g_array_set_size (self->queue, 0);
  rimau_board_scene_set_game (rimau_board_view_get_scene (self->board_view), self->game);
  gtk_label_set_label (self->message_label, "");
  tint_message (self, NULL);
  set_state (self, RIMAU_PUZZLES_PLAYING);
}

static void
show_puzzle (RimauPuzzlesWindow *self,
             RimauPuzzle        *puzzle)
{
  g_autofree char *task = rimau_words_puzzle_task (puzzle);

  self->puzzle = puzzle;
  self->clean = TRUE;
  g_settings_set_string (self->settings, "puzzle-current", puzzle->id);
  gtk_label_set_label (self->task_label, task);
  /* The man to save is marked; marking the men a tiger could jump
   * would give a capture away. */
  g_object_set (self->board_view, "show-danger", puzzle->kind == RIMAU_PUZZLE_SAVE, NULL);
  update_place (self);
  start_try (self);
  rimau_announce (GTK_WIDGET (self), task);
}

/* The next puzzle the filter lets through after the one shown, one not
 * solved yet if there is one. */
static RimauPuzzle *
find_next (RimauPuzzlesWindow *self)
{
  guint n = self->puzzles->len;
  guint start = 0;
  RimauPuzzle *any = NULL;

  if (self->puzzle != NULL)
    {
      g_ptr_array_find (self->puzzles, self->puzzle, &start);
      start++;
    }
  for (guint k = 0; k < n; k++)
    {
      RimauPuzzle *puzzle = g_ptr_array_index (self->puzzles, (start + k) % n);

      if (!matches_filter (self, puzzle))
        continue;
      if (!is_solved (self, puzzle))
        return puzzle;
      if (any == NULL)
        any = puzzle;
    }
  return any;
}

static void
filter_changed_cb (RimauPuzzlesWindow *self)
{
  RimauPuzzle *next;

  if (self->puzzles == NULL || self->puzzles->len == 0)
    return;
  if (self->puzzle != NULL && matches_filter (self, self->puzzle))
    {
      update_place (self);
      return;
    }
  next = find_next (self);
  if (next != NULL)
    show_puzzle (self, next);
  else
    update_place (self);
}

/* The puzzle the player stopped at, or the first not solved yet, of
 * those the filter lets through. */
static RimauPuzzle *
find_first (RimauPuzzlesWindow *self)
{
  g_autofree char *current = g_settings_get_string (self->settings, "puzzle-current");

  for (guint i = 0; i < self->puzzles->len; i++)
    {
      RimauPuzzle *puzzle = g_ptr_array_index (self->puzzles, i);

      if (g_strcmp0 (puzzle->id, current) == 0 && matches_filter (self, puzzle))
        return puzzle;
    }
  return find_next (self);
}

/* ------------------------------------------------------------------------ */
/* Actions                                                                  */

static void
try_again_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  RimauPuzzlesWindow *self = RIMAU_PUZZLES_WINDOW (widget);

  start_try (self);
}

static void
show_solution_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  RimauPuzzlesWindow *self = RIMAU_PUZZLES_WINDOW (widget);
  g_autofree char *solution = rimau_words_puzzle_solution (self->puzzle);

  if (self->state != RIMAU_PUZZLES_SOLVED)
    break_streak (self);
  start_try (self);
  say (self, solution);
  set_state (self, RIMAU_PUZZLES_SHOWN);
  for (guint i = 0; i < self->puzzle->solution->len; i++)
    queue_ply (self, &g_array_index (self->puzzle->solution, RimauMove, i));
}

static void
next_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  RimauPuzzlesWindow *self = RIMAU_PUZZLES_WINDOW (widget);
  RimauPuzzle *next = find_next (self);

  if (next != NULL)
    show_puzzle (self, next);
}

/* ------------------------------------------------------------------------ */
/* Loading, in a thread                                                     */

static void
show_unavailable (RimauPuzzlesWindow *self,
                  const GError       *error)
{
  g_autofree char *description = g_strdup_printf (_("The puzzles could not be read: %s"), error->message);

  adw_status_page_set_description (self->unavailable_page, description);
  gtk_stack_set_visible_child_name (self->stack, "unavailable");
  set_state (self, RIMAU_PUZZLES_UNAVAILABLE);
  rimau_announce (GTK_WIDGET (self), description);
}

static void
loaded_cb (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  RimauPuzzlesWindow *self;
  g_autoptr(GPtrArray) puzzles = NULL;
  g_autoptr(GError) error = NULL;

  puzzles = rimau_puzzles_load_finish (result, &error);
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;

  self = RIMAU_PUZZLES_WINDOW (source);
  if (puzzles == NULL)
    {
      show_unavailable (self, error);
      return;
    }

  g_ptr_array_extend_and_steal (self->puzzles, g_steal_pointer (&puzzles));
  gtk_stack_set_visible_child_name (self->stack, "puzzle");
  update_progress (self);
  show_puzzle (self, find_first (self));
}

static void
load (RimauPuzzlesWindow *self)
{
  rimau_puzzles_load_async (self, rimau_puzzles_file_path (), self->cancellable, loaded_cb, NULL);
}

/* ------------------------------------------------------------------------ */
/* The object                                                               */

static void
rimau_puzzles_window_dispose (GObject *object)
{
  RimauPuzzlesWindow *self = (RimauPuzzlesWindow *) object;

  g_cancellable_cancel (self->cancellable);
  gtk_widget_dispose_template (GTK_WIDGET (self), RIMAU_TYPE_PUZZLES_WINDOW);

  G_OBJECT_CLASS (rimau_puzzles_window_parent_class)->dispose (object);
}

static void
rimau_puzzles_window_finalize (GObject *object)
{
  RimauPuzzlesWindow *self = (RimauPuzzlesWindow *) object;

  g_clear_object (&self->game);
  g_clear_pointer (&self->queue, g_array_unref);
  g_clear_pointer (&self->puzzles, g_ptr_array_unref);
  g_clear_object (&self->cancellable);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (rimau_puzzles_window_parent_class)->finalize (object);
}

static void
rimau_puzzles_window_get_property (GObject    *object,
                                   guint       prop_id,
                                   GValue     *value,
                                   GParamSpec *pspec)
{
  RimauPuzzlesWindow *self = RIMAU_PUZZLES_WINDOW (object);

  switch (prop_id)
    {
    case PROP_STATE:
      g_value_set_enum (value, self->state);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}


/* The filters are kept by id: "all" for the first item of each, then the
 * ids of the kinds or grades in their order. */
static const char *kind_choices[2 + RIMAU_PUZZLE_N_KINDS] = { "all" };
static const char *grade_choices[2 + RIMAU_PUZZLE_N_GRADES] = { "all" };

static void
init_filter_choices (void)
{
  for (guint i = 0; i < RIMAU_PUZZLE_N_KINDS; i++)
    kind_choices[1 + i] = rimau_puzzle_kind_to_id (i);
  for (guint i = 0; i < RIMAU_PUZZLE_N_GRADES; i++)
    grade_choices[1 + i] = rimau_puzzle_grade_to_id (i);
}

static void
rimau_puzzles_window_class_init (RimauPuzzlesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = rimau_puzzles_window_dispose;
  object_class->finalize = rimau_puzzles_window_finalize;
  object_class->get_property = rimau_puzzles_window_get_property;

  /* Notified at each change, for whoever waits for a try's end. */
  properties[PROP_STATE] =
    g_param_spec_enum ("state", NULL, NULL, RIMAU_TYPE_PUZZLES_STATE, RIMAU_PUZZLES_LOADING,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (RIMAU_TYPE_BOARD_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/rimau/Rimau/rimau-puzzles-window.ui");
  gtk_widget_class_bind_template_child (widget_class, RimauPuzzlesWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, RimauPuzzlesWindow, unavailable_page);
  gtk_widget_class_bind_template_child (widget_class, RimauPuzzlesWindow, kind_filter);
  gtk_widget_class_bind_template_child (widget_class, RimauPuzzlesWindow, grade_filter);
  gtk_widget_class_bind_template_child (widget_class, RimauPuzzlesWindow, task_label);
  gtk_widget_class_bind_template_child (widget_class, RimauPuzzlesWindow, place_label);
  gtk_widget_class_bind_template_child (widget_class, RimauPuzzlesWindow, board_view);
  gtk_widget_class_bind_template_child (widget_class, RimauPuzzlesWindow, message_label);
  gtk_widget_class_bind_template_child (widget_class, RimauPuzzlesWindow, progress_label);
  gtk_widget_class_bind_template_child (widget_class, RimauPuzzlesWindow, next_button);
  gtk_widget_class_bind_template_callback (widget_class, filter_changed_cb);

  gtk_widget_class_install_action (widget_class, "puzzle.try-again", NULL, try_again_action);
  gtk_widget_class_install_action (widget_class, "puzzle.show-solution", NULL, show_solution_action);
  gtk_widget_class_install_action (widget_class, "puzzle.next", NULL, next_action);
  rimau_side_window_class_add_close_keys (widget_class);
  init_filter_choices ();
}

/* The filters the player chose last time are chosen again. */
static void
bind_filters (RimauPuzzlesWindow *self)
{
  rimau_settings_bind_choice (self->settings, "puzzle-kind", self->kind_filter, kind_choices);
  rimau_settings_bind_choice (self->settings, "puzzle-grade", self->grade_filter, grade_choices);
}

static void
rimau_puzzles_window_init (RimauPuzzlesWindow *self)
{
  RimauBoardScene *scene;

  self->settings = g_settings_new (APP_ID);
  self->cancellable = g_cancellable_new ();
  self->puzzles = g_ptr_array_new_with_free_func ((GDestroyNotify) rimau_puzzle_free);
  self->queue = g_array_new (FALSE, FALSE, sizeof (RimauMove));
  gtk_widget_init_template (GTK_WIDGET (self));
  bind_filters (self);

  scene = rimau_board_view_get_scene (self->board_view);
  g_signal_connect_object (scene, "move-chosen", G_CALLBACK (move_chosen_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->board_view, "notify::animating", G_CALLBACK (animating_cb), self,
                           G_CONNECT_SWAPPED);
  update_actions (self);
}

/* The window, beside @parent; it reads the puzzles as it opens. */
GtkWindow *
rimau_puzzles_window_new (GtkWindow *parent)
{
  RimauPuzzlesWindow *self = g_object_new (RIMAU_TYPE_PUZZLES_WINDOW,
                                           "transient-for", parent,
                                           NULL);

  load (self);
  return GTK_WINDOW (self);
}

RimauPuzzlesState
rimau_puzzles_window_get_state (RimauPuzzlesWindow *self)
{
  g_return_val_if_fail (RIMAU_IS_PUZZLES_WINDOW (self), RIMAU_PUZZLES_LOADING);

  return self->state;
}

/* The puzzle shown, or %NULL while none is. */
const RimauPuzzle *
rimau_puzzles_window_get_puzzle (RimauPuzzlesWindow *self)
{
  g_return_val_if_fail (RIMAU_IS_PUZZLES_WINDOW (self), NULL);

  return self->puzzle;
}

guint
rimau_puzzles_window_get_n_puzzles (RimauPuzzlesWindow *self)
{
  g_return_val_if_fail (RIMAU_IS_PUZZLES_WINDOW (self), 0);

  return self->puzzles->len;
}

/* What the window last said of the try, or of why there are no puzzles. */
const char *
rimau_puzzles_window_get_message (RimauPuzzlesWindow *self)
{
  g_return_val_if_fail (RIMAU_IS_PUZZLES_WINDOW (self), NULL);

  if (self->state == RIMAU_PUZZLES_UNAVAILABLE)
    return adw_status_page_get_description (self->unavailable_page);
  return gtk_label_get_label (self->message_label);
}
