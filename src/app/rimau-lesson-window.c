/* rimau-lesson-window.c — a first lesson played on the board, beside the game
 *
 * The rules offer's way in for someone who would rather play than read:
 * four short steps, each a real position with one thing to do on the
 * board — remove a man in the tigers' opening, drop a man where it blocks
 * a jump, jump a man, trap both tigers. The engine builds each position
 * and judges each move, so the lesson follows the rules the game
 * enforces: a move that does what the step asks is praised and said in
 * words; any other is said in words with why it does not, and the board
 * is set up again. Everything the window says is announced too.
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "rimau-board-view.h"
#include "rimau-engine-words.h"
#include "rimau-lesson-window.h"
#include "rimau-side-window.h"

/* What a step's move must do, judged on the position after it. */
typedef gboolean (*LessonCheck) (const RimauPosition *after,
                                 const RimauMove     *move);

/* Why a move that does not do it fails, in words, or NULL. */
typedef char *(*LessonWhyNot) (const RimauPosition *after);

typedef struct
{
  const char   *title;
  const char   *explanation;
  const char   *instruction;
  /* What the right move did, after the move itself in words. */
  const char   *praise;
  /* A position string of rimau-rimau-a with single captures. */
  const char   *position;
  /* The pieces and points the instruction names. */
  const char   *highlight;
  /* A step about keeping a man from a jump rings the man in danger. */
  gboolean      show_danger;
  LessonCheck   check;
  LessonWhyNot  why_not;
} LessonStep;

struct _RimauLessonWindow
{
  AdwWindow       parent_instance;

  GtkStack       *stack;
  GtkLabel       *progress_label;
  GtkLabel       *title_label;
  GtkLabel       *explanation_label;
  GtkLabel       *instruction_label;
  RimauBoardView *board_view;
  GtkLabel       *message_label;
  GtkWidget      *next_button;
  GtkWidget      *play_button;
  AdwStatusPage  *end_page;

  RimauGame      *game;
  /* The step shown, or RIMAU_LESSON_N_STEPS at the end. */
  guint           step;
  /* Whether the step's move has been made. */
  gboolean        done;
};

G_DEFINE_FINAL_TYPE (RimauLessonWindow, rimau_lesson_window, ADW_TYPE_WINDOW)

enum {
  PROP_0,
  PROP_STEP,
  PROP_DONE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* ------------------------------------------------------------------------ */
/* The steps                                                                */

static gboolean
is_removal (const RimauPosition *after,
            const RimauMove     *move)
{
  return move->kind == RIMAU_MOVE_REMOVE;
}

/* A drop that leaves the tigers no capture. */
static gboolean
blocks_the_jump (const RimauPosition *after,
                 const RimauMove     *move)
{
  RimauMove jumps[RIMAU_MAX_MOVES];

  return move->kind == RIMAU_MOVE_DROP && rimau_position_generate_tiger_jumps (after, jumps) == 0;
}

static gboolean
is_jump (const RimauPosition *after,
         const RimauMove     *move)
{
  return move->kind == RIMAU_MOVE_JUMP;
}

static gboolean
traps_the_tigers (const RimauPosition *after,
                  const RimauMove     *move)
{
  return rimau_position_outcome (after) == RIMAU_OUTCOME_MEN;
}

static char *
jump_left (const RimauPosition *after)
{
  RimauMove jumps[RIMAU_MAX_MOVES];
  g_autofree char *jump = NULL;

  if (rimau_position_generate_tiger_jumps (after, jumps) == 0)
    return NULL;
  jump = rimau_words_ply (RIMAU_SIDE_TIGERS, &jumps[0]);
  /* Translators: %s is a capture in words, e.g. “Tiger c3 jumps the man on c4 to c5” */
  return g_strdup_printf (_("The tiger can still capture: %s"), jump);
}

static char *
no_capture (const RimauPosition *after)
{
  return g_strdup (_("That captures no man"));
}

static char *
tiger_move_left (const RimauPosition *after)
{
  RimauMove moves[RIMAU_MAX_MOVES];
  g_autofree char *move = NULL;

  /* The tigers are to move after the men's move. */
  if (rimau_position_generate (after, moves) == 0 || after->side != RIMAU_SIDE_TIGERS)
    return NULL;
  move = rimau_words_ply (RIMAU_SIDE_TIGERS, &moves[0]);
  /* Translators: %s is a tiger's move in words, e.g. “Tiger a9 moves to c9” */
  return g_strdup_printf (_("A tiger can still move: %s"), move);
}

static const LessonStep steps[RIMAU_LESSON_N_STEPS] = {
  {
    .title = NC_("lesson step", "Remove"),
    .explanation = N_("The tigers move first. Before play starts they take men off the board: three in this game."),
    .instruction = N_("Remove a man: click one of the men next to a tiger."),
    .praise = N_("The tigers open every game by removing men like this."),
    .position = ".../.../..T../.MMM./.MMM./.MMM./..T../.../... t 15 x3r 0 1",
    .highlight = "b4 c4 d4 b6 c6 d6",
    .check = is_removal,
  },
  {
    .title = NC_("lesson step", "Drop"),
    .explanation = N_("The men come onto the board from hand, one man a move, on any empty point."),
    .instruction = N_("The tiger on c3 could jump the man on c4. Drop a man on the point the tiger would land on."),
    .praise = N_("The tiger has nowhere to land, so the man on c4 is safe."),
    .position = ".../.../..T../...../...../..M../..T../.../... m 14 - 0 2",
    .highlight = "c3 c4",
    .show_danger = TRUE,
    .check = blocks_the_jump,
    .why_not = jump_left,
  },
  {
    .title = NC_("lesson step", "Jump"),
    .explanation = N_("A tiger captures by jumping along a line over a man next to it, onto the empty point just beyond."),
    .instruction = N_("Jump the man on c4 with the tiger on c3."),
    .praise = N_("The man jumped over is captured and leaves the board."),
    .position = ".../.../..T../...../...../M.M.M/..T../.../... t 12 - 0 2",
    .highlight = "c3 c4",
    .check = is_jump,
    .why_not = no_capture,
  },
  {
    .title = NC_("lesson step", "Trap"),
    .explanation = N_("With no men left in hand, the men move one step along a line. They win when neither tiger can move."),
    .instruction = N_("Trap both tigers: move the man on c8 to c9, the last point they could go to."),
    .praise = N_("Neither tiger can move: the men win."),
    .position = "T.T/MMM/..M../..M../.MMM./.MMM./...../.../... m 0 - 10 30",
    .highlight = "c8 c9",
    .check = traps_the_tigers,
    .why_not = tiger_move_left,
  },
};


/* ------------------------------------------------------------------------ */
/* Saying things                                                            */


static void
announce (RimauLessonWindow *self,
          const char        *text)
{
  rimau_announce (GTK_WIDGET (self), text);
}

/* Shows @message under the board, in the colours of good or bad news,
 * and tells it to assistive technologies. */
static void
say (RimauLessonWindow *self,
     const char        *message,
     const char        *style)
{
  gtk_widget_remove_css_class (GTK_WIDGET (self->message_label), "success");
  gtk_widget_remove_css_class (GTK_WIDGET (self->message_label), "error");
  if (style != NULL)
    gtk_widget_add_css_class (GTK_WIDGET (self->message_label), style);
  gtk_label_set_label (self->message_label, message);
  announce (self, message);
}

/* ------------------------------------------------------------------------ */
/* State                                                                    */

static void
update_actions (RimauLessonWindow *self)
{
  gboolean at_end = self->step >= RIMAU_LESSON_N_STEPS;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "lesson.back", self->step > 0 && !at_end);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "lesson.next", self->done && !at_end);
  if (self->done)
    gtk_widget_add_css_class (self->next_button, "suggested-action");
  else
    gtk_widget_remove_css_class (self->next_button, "suggested-action");
}

static void
set_done (RimauLessonWindow *self,
          gboolean           done)
{
  rimau_board_scene_set_interactive (rimau_board_view_get_scene (self->board_view), !done);
  if (self->done != done)
    {
      self->done = done;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DONE]);
    }
  update_actions (self);
}

static void
set_step (RimauLessonWindow *self,
          guint              step)
{
  if (self->step == step)
    return;
  self->step = step;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STEP]);
}

/* Sets the step's position up on the board, for a first or a new try. */
static void
set_up_board (RimauLessonWindow *self)
{
  const LessonStep *step = &steps[self->step];
  RimauBoardScene *scene = rimau_board_view_get_scene (self->board_view);
  g_autoptr(GError) error = NULL;
  RimauRules rules;
  RimauPosition start;

  rimau_rules_init (&rules, RIMAU_VARIANT_RIMAU_RIMAU_A);
  if (!rimau_position_from_string (&start, &rules, step->position, &error))
    {
      g_critical ("Lesson step %u: %s", self->step + 1, error->message);
      return;
    }
  g_clear_object (&self->game);
  self->game = rimau_game_new_from_position (&start);
  rimau_board_scene_set_game (scene, self->game);
  rimau_board_scene_set_highlight (scene, rimau_mask_of_names (step->highlight));
  g_object_set (self->board_view, "show-danger", step->show_danger, NULL);
  set_done (self, FALSE);
}

/* The step shown, all of it, to assistive technologies. */
static void
tell_step (RimauLessonWindow *self)
{
  g_autofree char *all = NULL;

  all = rimau_words_join_sentences ((const char *[]) { gtk_label_get_label (self->progress_label),
                                                       gtk_label_get_label (self->title_label),
                                                       gtk_label_get_label (self->explanation_label),
                                                       gtk_label_get_label (self->instruction_label) }, 4);
  announce (self, all);
}

static void
show_step (RimauLessonWindow *self,
           guint              index)
{
  const LessonStep *step = &steps[index];
  /* Translators: the lesson's progress, e.g. “Step 2 of 4” */
  g_autofree char *progress = g_strdup_printf (_("Step %u of %u"), index + 1, RIMAU_LESSON_N_STEPS);

  set_step (self, index);
  gtk_label_set_label (self->progress_label, progress);
  gtk_label_set_label (self->title_label, g_dpgettext2 (NULL, "lesson step", step->title));
  gtk_label_set_label (self->explanation_label, _(step->explanation));
  gtk_label_set_label (self->instruction_label, _(step->instruction));
  say (self, "", NULL);
  set_up_board (self);
  gtk_stack_set_visible_child_name (self->stack, "step");
  /* The first step is told when the window shows. */
  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    tell_step (self);
}

/* The first step, told as the window opens. */
static void
mapped_cb (RimauLessonWindow *self)
{
  if (self->step < RIMAU_LESSON_N_STEPS)
    tell_step (self);
}

static void
show_end (RimauLessonWindow *self)
{
  g_autofree char *all = NULL;

  set_step (self, RIMAU_LESSON_N_STEPS);
  update_actions (self);
  gtk_stack_set_visible_child_name (self->stack, "end");
  all = rimau_words_join_sentences ((const char *[]) { adw_status_page_get_title (self->end_page),
                                                       adw_status_page_get_description (self->end_page) }, 2);
  announce (self, all);
}

/* ------------------------------------------------------------------------ */
/* Playing                                                                  */

static void
praise (RimauLessonWindow *self,
        const RimauMove   *move)
{
  g_autofree char *words = rimau_words_ply (rimau_game_get_side_to_move (self->game), move);
  g_autofree char *message = NULL;

  message = rimau_words_join_sentences ((const char *[]) { _("Well done!"), words,
                                                           _(steps[self->step].praise) }, 3);
  rimau_game_play (self->game, move, NULL);
  say (self, message, "success");
  set_done (self, TRUE);
  /* Enter goes on to the next step. */
  gtk_widget_grab_focus (self->next_button);
}

/* The move is not played: the board stays as the step set it up, and
 * the person tries again from there. */
static void
refuse (RimauLessonWindow   *self,
        const RimauMove     *move,
        const RimauPosition *after)
{
  const LessonStep *step = &steps[self->step];
  g_autofree char *words = rimau_words_ply (rimau_game_get_side_to_move (self->game), move);
  g_autofree char *why = step->why_not != NULL ? step->why_not (after) : NULL;
  g_autofree char *message = NULL;

  message = rimau_words_join_sentences ((const char *[]) { words, why, _("Try again.") }, 3);
  set_up_board (self);
  say (self, message, "error");
}

static void
move_chosen_cb (RimauLessonWindow *self,
                const RimauMove   *move)
{
  RimauPosition after = *rimau_game_get_position (self->game);

  if (self->done || self->step >= RIMAU_LESSON_N_STEPS)
    return;
  rimau_position_apply (&after, move);
  if (steps[self->step].check (&after, move))
    praise (self, move);
  else
    refuse (self, move, &after);
}

/* ------------------------------------------------------------------------ */
/* Actions                                                                  */

static void
next_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  RimauLessonWindow *self = RIMAU_LESSON_WINDOW (widget);

  if (self->step + 1 < RIMAU_LESSON_N_STEPS)
    show_step (self, self->step + 1);
  else
    show_end (self);
  /* Next goes insensitive under the focus: the focus goes where the
   * person acts next. */
  gtk_widget_grab_focus (self->step < RIMAU_LESSON_N_STEPS ? GTK_WIDGET (self->board_view) : self->play_button);
}

static void
back_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  RimauLessonWindow *self = RIMAU_LESSON_WINDOW (widget);

  if (self->step > 0 && self->step < RIMAU_LESSON_N_STEPS)
    show_step (self, self->step - 1);
  gtk_widget_grab_focus (GTK_WIDGET (self->board_view));
}

/* The game window's own action, then the lesson closes: the person goes
 * on from the game. */
static void
leave_for (RimauLessonWindow *self,
           const char        *game_action)
{
  GtkWindow *game_window = gtk_window_get_transient_for (GTK_WINDOW (self));

  if (game_action != NULL && game_window != NULL)
    gtk_widget_activate_action (GTK_WIDGET (game_window), game_action, NULL);
  gtk_window_close (GTK_WINDOW (self));
}

static void
play_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  leave_for (RIMAU_LESSON_WINDOW (widget), NULL);
}

static void
rules_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  leave_for (RIMAU_LESSON_WINDOW (widget), "win.show-rules");
}

static void
puzzles_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  leave_for (RIMAU_LESSON_WINDOW (widget), "win.show-puzzles");
}

/* ------------------------------------------------------------------------ */
/* The object                                                               */

static void
rimau_lesson_window_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), RIMAU_TYPE_LESSON_WINDOW);

  G_OBJECT_CLASS (rimau_lesson_window_parent_class)->dispose (object);
}

static void
rimau_lesson_window_finalize (GObject *object)
{
  RimauLessonWindow *self = (RimauLessonWindow *) object;

  g_clear_object (&self->game);

  G_OBJECT_CLASS (rimau_lesson_window_parent_class)->finalize (object);
}

static void
rimau_lesson_window_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  RimauLessonWindow *self = RIMAU_LESSON_WINDOW (object);

  switch (prop_id)
    {
    case PROP_STEP:
      g_value_set_uint (value, self->step);
      break;
    case PROP_DONE:
      g_value_set_boolean (value, self->done);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}


/* The board takes Escape to let go of a piece picked up, even with none
 * picked up; with none, Escape closes the window, wherever the focus is. */
static gboolean
key_pressed_cb (RimauLessonWindow *self,
                guint              keyval,
                guint              keycode,
                GdkModifierType    state)
{
  RimauBoardScene *scene = rimau_board_view_get_scene (self->board_view);

  if (keyval != GDK_KEY_Escape || (state & gtk_accelerator_get_default_mod_mask ()) != 0 ||
      rimau_board_scene_get_selected (scene) != RIMAU_NO_POINT)
    return GDK_EVENT_PROPAGATE;
  gtk_window_close (GTK_WINDOW (self));
  return GDK_EVENT_STOP;
}

static void
install_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "lesson.next", NULL, next_action);
  gtk_widget_class_install_action (widget_class, "lesson.back", NULL, back_action);
  gtk_widget_class_install_action (widget_class, "lesson.play", NULL, play_action);
  gtk_widget_class_install_action (widget_class, "lesson.rules", NULL, rules_action);
  gtk_widget_class_install_action (widget_class, "lesson.puzzles", NULL, puzzles_action);
}

static void
rimau_lesson_window_class_init (RimauLessonWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = rimau_lesson_window_dispose;
  object_class->finalize = rimau_lesson_window_finalize;
  object_class->get_property = rimau_lesson_window_get_property;

  /* Notified at each change, for whoever waits for a step or its end. */
  properties[PROP_STEP] =
    g_param_spec_uint ("step", NULL, NULL, 0, RIMAU_LESSON_N_STEPS, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_DONE] =
    g_param_spec_boolean ("done", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (RIMAU_TYPE_BOARD_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/rimau/Rimau/rimau-lesson-window.ui");
  gtk_widget_class_bind_template_child (widget_class, RimauLessonWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, RimauLessonWindow, progress_label);
  gtk_widget_class_bind_template_child (widget_class, RimauLessonWindow, title_label);
  gtk_widget_class_bind_template_child (widget_class, RimauLessonWindow, explanation_label);
  gtk_widget_class_bind_template_child (widget_class, RimauLessonWindow, instruction_label);
  gtk_widget_class_bind_template_child (widget_class, RimauLessonWindow, board_view);
  gtk_widget_class_bind_template_child (widget_class, RimauLessonWindow, message_label);
  gtk_widget_class_bind_template_child (widget_class, RimauLessonWindow, next_button);
  gtk_widget_class_bind_template_child (widget_class, RimauLessonWindow, play_button);
  gtk_widget_class_bind_template_child (widget_class, RimauLessonWindow, end_page);

  install_actions (widget_class);
  rimau_side_window_class_add_close_keys (widget_class);
}

static void
rimau_lesson_window_init (RimauLessonWindow *self)
{
  GtkEventController *keys;

  gtk_widget_init_template (GTK_WIDGET (self));

  g_signal_connect_object (rimau_board_view_get_scene (self->board_view), "move-chosen",
                           G_CALLBACK (move_chosen_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect (self, "map", G_CALLBACK (mapped_cb), NULL);
  keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect_swapped (keys, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
  /* Set apart from any step, so that the first is news. */
  self->step = G_MAXUINT;
  show_step (self, 0);
}

/* The lesson, beside @parent, at its first step. Its last page goes on
 * to @parent's rules or puzzles, which it offers only with a parent. */
GtkWindow *
rimau_lesson_window_new (GtkWindow *parent)
{
  RimauLessonWindow *self = g_object_new (RIMAU_TYPE_LESSON_WINDOW,
                                          "transient-for", parent,
                                          NULL);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "lesson.rules", parent != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "lesson.puzzles", parent != NULL);
  return GTK_WINDOW (self);
}

/* The step shown, from 0, or %RIMAU_LESSON_N_STEPS on the last page. */
guint
rimau_lesson_window_get_step (RimauLessonWindow *self)
{
  g_return_val_if_fail (RIMAU_IS_LESSON_WINDOW (self), 0);

  return self->step;
}

/* Whether the step's move has been made. */
gboolean
rimau_lesson_window_get_done (RimauLessonWindow *self)
{
  g_return_val_if_fail (RIMAU_IS_LESSON_WINDOW (self), FALSE);

  return self->done;
}

/* What the window last said of a move, or "" before one. */
const char *
rimau_lesson_window_get_message (RimauLessonWindow *self)
{
  g_return_val_if_fail (RIMAU_IS_LESSON_WINDOW (self), NULL);

  return gtk_label_get_label (self->message_label);
}
