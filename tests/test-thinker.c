/* test-thinker.c — a personality asked for plies, one question at a time
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The thinker alone, with no session and no display: what it tells of an
 * answer, of a failure, and of a question taken back, and how its searches
 * wait at a closed gate. Every wait is for an event; the deadlines only
 * keep a broken thinker from hanging the test.
 */

#include "config.h"

#include "rimau-test-app.h"
#include "rimau-thinker.h"

/* ------------------------------------------------------------------------ */
/* A strategy that answers only through an open gate                         */

/* A pass through a closed gate keeps a search 100 ms; through an open one
 * it takes no time at all. */
#define KEPT_WAITING_US (50 * G_TIME_SPAN_MILLISECOND)

#define TEST_TYPE_GATE_PROBE (test_gate_probe_get_type ())

G_DECLARE_FINAL_TYPE (TestGateProbe, test_gate_probe, TEST, GATE_PROBE, GObject)

struct _TestGateProbe
{
  GObject parent_instance;
  /* How many times its search was kept waiting at the gate. */
  gint    n_kept_waiting;
};

static void test_gate_probe_init_strategy (RimauStrategyInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TestGateProbe, test_gate_probe, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (RIMAU_TYPE_STRATEGY, test_gate_probe_init_strategy))

/* Passes the search's gate until once it is not kept waiting, however long
 * that takes, then answers the first legal ply. */
static RimauMove *
test_gate_probe_choose (RimauStrategy         *strategy,
                        RimauStrategyContext  *context,
                        GError               **error)
{
  TestGateProbe *self = TEST_GATE_PROBE (strategy);
  RimauMove moves[RIMAU_MAX_MOVES];

  for (;;)
    {
      gint64 before = g_get_monotonic_time ();

      rimau_strategy_context_should_stop (context);
      if (g_get_monotonic_time () - before < KEPT_WAITING_US)
        break;
      g_atomic_int_inc (&self->n_kept_waiting);
    }

  rimau_position_generate (rimau_strategy_context_get_position (context), moves);
  return rimau_move_copy (&moves[0]);
}

static void
test_gate_probe_init_strategy (RimauStrategyInterface *iface)
{
  iface->choose = test_gate_probe_choose;
}

static void
test_gate_probe_class_init (TestGateProbeClass *klass)
{
}

static void
test_gate_probe_init (TestGateProbe *self)
{
}

/* ------------------------------------------------------------------------ */
/* What a thinker told                                                       */

typedef struct
{
  /* The plies answered, RimauMove. */
  GArray  *answers;
  guint    n_failed;
  GError  *error;
  /* Each notification of `thinking`: "1" for TRUE, "0" for FALSE. */
  GString *thinking;
} Told;

static void
answered_cb (RimauThinker    *thinker,
             const RimauMove *move,
             Told            *told)
{
  g_assert_false (rimau_thinker_get_thinking (thinker));
  g_array_append_vals (told->answers, move, 1);
}

static void
failed_cb (RimauThinker *thinker,
           const GError *error,
           Told         *told)
{
  g_assert_nonnull (error);
  told->n_failed++;
  g_clear_error (&told->error);
  told->error = g_error_copy (error);
}

static void
thinking_cb (RimauThinker *thinker,
             GParamSpec   *pspec,
             Told         *told)
{
  g_string_append_c (told->thinking, rimau_thinker_get_thinking (thinker) ? '1' : '0');
}

static void
listen_to (RimauThinker *thinker,
           Told         *told)
{
  told->answers = g_array_new (FALSE, FALSE, sizeof (RimauMove));
  told->thinking = g_string_new (NULL);
  g_signal_connect (thinker, "answered", G_CALLBACK (answered_cb), told);
  g_signal_connect (thinker, "failed", G_CALLBACK (failed_cb), told);
  g_signal_connect (thinker, "notify::thinking", G_CALLBACK (thinking_cb), told);
}

static void
told_clear (Told *told)
{
  g_clear_pointer (&told->answers, g_array_unref);
  g_clear_error (&told->error);
  if (told->thinking != NULL)
    g_string_free (g_steal_pointer (&told->thinking), TRUE);
}

static const RimauMove *
answer (Told  *told,
        guint  index)
{
  g_assert_cmpuint (index, <, told->answers->len);
  return &g_array_index (told->answers, RimauMove, index);
}

/* ------------------------------------------------------------------------ */
/* Waiting                                                                   */

static gboolean
told_something (gpointer data)
{
  Told *told = data;

  return told->answers->len + told->n_failed > 0;
}

static gboolean
told_twice (gpointer data)
{
  Told *told = data;

  return told->answers->len + told->n_failed > 1;
}

static gboolean
kept_waiting_twice (gpointer data)
{
  return g_atomic_int_get (&TEST_GATE_PROBE (data)->n_kept_waiting) >= 2;
}

/* ------------------------------------------------------------------------ */
/* Games and thinkers                                                        */

/* A game of Sumatra after @plies: the tigers move first. */
static RimauGame *
sumatra_after (const char *plies)
{
  return test_game_after (RIMAU_VARIANT_SUMATRA, plies);
}

static gboolean
legal_in (RimauGame       *game,
          const RimauMove *move)
{
  return rimau_position_is_legal (rimau_game_get_position (game), move);
}

/* A thinker asking the personality @id, behind a gate of its own, always
 * open. */
static RimauThinker *
thinker_for (const char *id)
{
  g_autoptr(RimauGatekeeper) gatekeeper = rimau_gatekeeper_new ();
  g_autoptr(GError) error = NULL;
  RimauThinker *thinker = rimau_thinker_new_for_personality (id, gatekeeper, &error);

  g_assert_no_error (error);
  g_assert_nonnull (thinker);
  return thinker;
}

/* @told holds @n answers and no failure, each a ply of the position of
 * @asked and, if @taken_back is not %NULL, none of @taken_back's. */
static void
assert_answered (Told      *told,
                 guint      n,
                 RimauGame *asked,
                 RimauGame *taken_back)
{
  g_assert_cmpuint (told->n_failed, ==, 0);
  g_assert_cmpuint (told->answers->len, ==, n);
  for (guint i = 0; i < n; i++)
    {
      g_assert_true (legal_in (asked, answer (told, i)));
      if (taken_back != NULL)
        g_assert_false (legal_in (taken_back, answer (told, i)));
    }
}

/* Mat Jenin, quick to answer, asked in two positions whose plies are of
 * different sides. */
typedef struct
{
  RimauThinker *thinker;
  RimauGame    *tigers_to_move;
  RimauGame    *men_to_move;
  Told          told;
} Asking;

static void
asking_set_up (Asking        *asking,
               gconstpointer  data)
{
  asking->thinker = thinker_for ("mat-jenin");
  asking->tigers_to_move = sumatra_after ("");
  asking->men_to_move = sumatra_after ("c3-c2");
  listen_to (asking->thinker, &asking->told);
}

static void
asking_tear_down (Asking        *asking,
                  gconstpointer  data)
{
  g_clear_object (&asking->thinker);
  g_clear_object (&asking->tigers_to_move);
  g_clear_object (&asking->men_to_move);
  told_clear (&asking->told);
}

/* ------------------------------------------------------------------------ */
/* Answers                                                                   */

static void
test_answers_a_legal_ply (Asking        *asking,
                          gconstpointer  data)
{
  RimauThinker *thinker = asking->thinker;
  Told *told = &asking->told;

  g_assert_false (rimau_thinker_get_thinking (thinker));
  rimau_thinker_think (thinker, asking->tigers_to_move, 50);
  g_assert_true (rimau_thinker_get_thinking (thinker));
  g_assert_cmpstr (told->thinking->str, ==, "1");
  test_iterate_until (told_something, told);

  assert_answered (told, 1, asking->tigers_to_move, NULL);
  g_assert_false (rimau_thinker_get_thinking (thinker));
  g_assert_cmpstr (told->thinking->str, ==, "10");
  /* The thinker only answers: the game is the asker's to play on. */
  g_assert_cmpuint (rimau_game_get_n_plies (asking->tigers_to_move), ==, 0);
}

/* Taken back before its answer came, a question is never answered; the
 * runner is surely done with it once a question asked after it is. */
static void
test_stop_drops_the_answer (Asking        *asking,
                            gconstpointer  data)
{
  RimauThinker *thinker = asking->thinker;
  Told *told = &asking->told;

  rimau_thinker_think (thinker, asking->tigers_to_move, 50);
  rimau_thinker_stop (thinker);
  g_assert_false (rimau_thinker_get_thinking (thinker));
  g_assert_cmpstr (told->thinking->str, ==, "10");
  test_dispatch_pending ();
  g_assert_cmpuint (told->answers->len, ==, 0);

  rimau_thinker_think (thinker, asking->men_to_move, 50);
  test_iterate_until (told_something, told);

  /* One answer, the second question's: no tigers' ply, and no failure
   * for the question taken back. */
  assert_answered (told, 1, asking->men_to_move, asking->tigers_to_move);
  g_assert_cmpstr (told->thinking->str, ==, "1010");

  /* Stopping with nothing asked says nothing. */
  rimau_thinker_stop (thinker);
  g_assert_cmpstr (told->thinking->str, ==, "1010");
}

/* A new question takes back the open one: only its own answer is told. */
static void
test_new_question_takes_back_the_old (Asking        *asking,
                                      gconstpointer  data)
{
  RimauThinker *thinker = asking->thinker;
  Told *told = &asking->told;

  rimau_thinker_think (thinker, asking->tigers_to_move, 50);
  rimau_thinker_think (thinker, asking->men_to_move, 50);
  /* Thinking all along. */
  g_assert_true (rimau_thinker_get_thinking (thinker));
  g_assert_cmpstr (told->thinking->str, ==, "1");
  test_iterate_until (told_something, told);
  assert_answered (told, 1, asking->men_to_move, asking->tigers_to_move);
  g_assert_cmpstr (told->thinking->str, ==, "10");

  /* A third question, answered after the first could have been. */
  rimau_thinker_think (thinker, asking->men_to_move, 50);
  test_iterate_until (told_twice, told);
  assert_answered (told, 2, asking->men_to_move, asking->tigers_to_move);
  g_assert_cmpstr (told->thinking->str, ==, "1010");
}

/* Hurried, a search of a minute answers the best ply it has at once; the
 * master would otherwise think for more than half of that minute. */
static void
test_hurry (void)
{
  g_autoptr(RimauThinker) thinker = thinker_for ("hang-tuah");
  g_autoptr(RimauGame) game = sumatra_after ("c3-c2");
  Told told = { 0 };

  listen_to (thinker, &told);
  rimau_thinker_think (thinker, game, 60000);
  rimau_thinker_hurry (thinker);
  test_iterate_until (told_something, &told);
  assert_answered (&told, 1, game, NULL);
  told_clear (&told);
}

/* ------------------------------------------------------------------------ */
/* Failures                                                                  */

typedef struct
{
  const char *id;
  int         code;
  /* A pattern of g_pattern_match_simple(). */
  const char *message;
} Misbehaviour;

static const Misbehaviour misbehaviours[] = {
  { "test-failing", RIMAU_AI_ERROR_STRATEGY_FAILED, "The computer player failed: the test player always fails" },
  { "test-illegal", RIMAU_AI_ERROR_ILLEGAL_ANSWER, "The computer player answered an illegal move, c3-c3" },
  { "test-crash", RIMAU_AI_ERROR_PLAYER_DIED, "The computer player crashed (*)" },
  { "test-garbage", RIMAU_AI_ERROR_BAD_CHANNEL, "The computer player sent something that is not an answer*" },
};

/* The runner's error, as it gave it, and no answer. */
static void
test_failing_personality (gconstpointer data)
{
  const Misbehaviour *misbehaviour = data;
  g_autoptr(RimauThinker) thinker = thinker_for (misbehaviour->id);
  g_autoptr(RimauGame) game = sumatra_after ("");
  Told told = { 0 };

  listen_to (thinker, &told);
  rimau_thinker_think (thinker, game, 200);
  test_iterate_until (told_something, &told);

  g_assert_cmpuint (told.answers->len, ==, 0);
  g_assert_cmpuint (told.n_failed, ==, 1);
  g_assert_error (told.error, RIMAU_AI_ERROR, misbehaviour->code);
  g_test_message ("%s: %s", misbehaviour->id, told.error->message);
  g_assert_true (g_pattern_match_simple (misbehaviour->message, told.error->message));
  g_assert_false (rimau_thinker_get_thinking (thinker));
  g_assert_cmpstr (told.thinking->str, ==, "10");
  g_assert_cmpuint (rimau_game_get_n_plies (game), ==, 0);
  told_clear (&told);
}

/* ------------------------------------------------------------------------ */
/* The gate                                                                  */

/* When the gatekeeper is closed, if at all: before the thinker is made
 * (it starts with its searches held), or after. */
typedef enum
{
  GATE_OPEN,
  GATE_CLOSED_FIRST,
  GATE_CLOSED_LATER,
} GateCase;

/* With the gate closed, the search is kept waiting and answers nothing,
 * however long the main loop runs; once the gate opens, it answers.
 * Through a gate never closed the probe answers at its first pass: it is
 * what the other cases take for a search that is let go. */
static void
test_gate (gconstpointer data)
{
  GateCase gate = GPOINTER_TO_INT (data);
  g_autoptr(RimauGatekeeper) gatekeeper = rimau_gatekeeper_new ();
  g_autoptr(TestGateProbe) probe = g_object_new (TEST_TYPE_GATE_PROBE, NULL);
  g_autoptr(RimauThinker) thinker = NULL;
  g_autoptr(RimauGame) game = sumatra_after ("");
  Told told = { 0 };

  rimau_gatekeeper_set_closed (gatekeeper, gate == GATE_CLOSED_FIRST);
  thinker = rimau_thinker_new (RIMAU_STRATEGY (probe), gatekeeper);
  rimau_gatekeeper_set_closed (gatekeeper, gate != GATE_OPEN);
  listen_to (thinker, &told);
  rimau_thinker_think (thinker, game, 60000);

  if (gate != GATE_OPEN)
    {
      test_iterate_until (kept_waiting_twice, probe);
      test_dispatch_pending ();
      g_assert_cmpuint (told.answers->len + told.n_failed, ==, 0);
      g_assert_true (rimau_thinker_get_thinking (thinker));
      rimau_gatekeeper_set_closed (gatekeeper, FALSE);
    }

  test_iterate_until (told_something, &told);
  assert_answered (&told, 1, game, NULL);
  told_clear (&told);
}

/* ------------------------------------------------------------------------ */
/* Letting go                                                                */

static gboolean
finalized (gpointer data)
{
  return *(gpointer *) data == NULL;
}

/* A thinker let go with a question open takes the question back, as
 * stop() does: nothing is told of it any more, and it thinks no longer
 * than it takes to go. The master, given two seconds, would answer after
 * more than one. */
static void
test_letting_go_takes_back_the_question (void)
{
  RimauThinker *thinker = thinker_for ("hang-tuah");
  g_autoptr(RimauGame) game = sumatra_after ("c3-c2");
  gpointer alive = thinker;
  Told told = { 0 };

  listen_to (thinker, &told);
  g_object_add_weak_pointer (G_OBJECT (thinker), &alive);
  rimau_thinker_think (thinker, game, 2000);
  g_object_unref (thinker);
  test_iterate_until (finalized, &alive);

  g_assert_cmpuint (told.n_failed, ==, 0);
  g_assert_cmpuint (told.answers->len, ==, 0);
  told_clear (&told);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add ("/thinker/answers-a-legal-ply", Asking, NULL,
              asking_set_up, test_answers_a_legal_ply, asking_tear_down);
  g_test_add ("/thinker/stop-drops-the-answer", Asking, NULL,
              asking_set_up, test_stop_drops_the_answer, asking_tear_down);
  g_test_add ("/thinker/new-question-takes-back-the-old", Asking, NULL,
              asking_set_up, test_new_question_takes_back_the_old, asking_tear_down);
  g_test_add_func ("/thinker/hurry", test_hurry);
  for (guint i = 0; i < G_N_ELEMENTS (misbehaviours); i++)
    {
      g_autofree char *path = g_strdup_printf ("/thinker/failing/%s", misbehaviours[i].id);

      g_test_add_data_func (path, &misbehaviours[i], test_failing_personality);
    }
  g_test_add_data_func ("/thinker/gate/open", GINT_TO_POINTER (GATE_OPEN), test_gate);
  g_test_add_data_func ("/thinker/gate/closed-from-the-start", GINT_TO_POINTER (GATE_CLOSED_FIRST), test_gate);
  g_test_add_data_func ("/thinker/gate/closed-later", GINT_TO_POINTER (GATE_CLOSED_LATER), test_gate);
  g_test_add_func ("/thinker/letting-go/takes-back-the-question", test_letting_go_takes_back_the_question);

  return g_test_run ();
}
