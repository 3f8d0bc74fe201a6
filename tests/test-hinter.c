/* test-hinter.c — the master's hint, alone
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The hinter with no session and no display, the master being the build
 * tree's Hang Tuah: a hint found with its line, a hint stopped, the
 * master let go and asked again, and a master that cannot be made. Every
 * wait is for an event; the deadlines only keep a broken hinter from
 * hanging the test.
 */

#include "config.h"

#include "rimau-hinter.h"
#include "rimau-test-app.h"

/* The tiger on c7 wins at once by jumping c6: one more capture is enough. */
#define ONE_CAPTURE_WINS ".../.../..T../..M../.M.M./MMMMM/MM.M./.../... t 0 - 0 30"

typedef struct
{
  guint     n_found;
  guint     n_failed;
  RimauMove found;
} Heard;

static void
found_cb (RimauHinter     *hinter,
          const RimauMove *move,
          Heard           *heard)
{
  heard->n_found++;
  heard->found = *move;
}

static void
failed_cb (RimauHinter  *hinter,
           const GError *error,
           Heard        *heard)
{
  heard->n_failed++;
}

static gboolean
answered (gpointer data)
{
  Heard *heard = data;

  return heard->n_found + heard->n_failed > 0;
}

static RimauGame *
game_at (const char *text)
{
  RimauRules rules;
  RimauPosition position;

  rimau_rules_init (&rules, RIMAU_VARIANT_RIMAU_RIMAU_A);
  g_assert_true (rimau_position_from_string (&position, &rules, text, NULL));
  return rimau_game_new_from_position (&position);
}

static RimauHinter *
new_hinter (Heard *heard)
{
  g_autoptr(RimauGatekeeper) gatekeeper = rimau_gatekeeper_new ();
  RimauHinter *hinter = rimau_hinter_new (gatekeeper);

  g_signal_connect (hinter, "found", G_CALLBACK (found_cb), heard);
  g_signal_connect (hinter, "failed", G_CALLBACK (failed_cb), heard);
  return hinter;
}

/* The master finds the winning jump, and the line it expects from it. */
static void
test_hint_found_with_its_line (void)
{
  Heard heard = { 0 };
  g_autoptr(RimauHinter) hinter = new_hinter (&heard);
  g_autoptr(RimauGame) game = game_at (ONE_CAPTURE_WINS);
  const RimauMove *line;
  char text[RIMAU_MOVE_TEXT_SIZE];

  g_assert_true (rimau_hinter_ask (hinter, game, "hang-tuah", NULL));
  g_assert_true (rimau_hinter_get_thinking (hinter));
  test_iterate_until (answered, &heard);
  g_assert_cmpuint (heard.n_found, ==, 1);
  g_assert_cmpstr (rimau_move_to_text (&heard.found, text), ==, "c7xc5");
  g_assert_false (rimau_hinter_get_thinking (hinter));
  g_assert_cmpuint (rimau_hinter_get_line (hinter, &line), >=, 1);
  g_assert_true (rimau_move_equal (&line[0], &heard.found));

  /* Stopped, the hint found is gone with the position it was for. */
  rimau_hinter_stop (hinter);
  g_assert_cmpuint (rimau_hinter_get_line (hinter, &line), ==, 0);
}

/* A question stopped is not answered; let go, the master is made again
 * for the next one. */
static void
test_stopped_and_let_go (void)
{
  Heard heard = { 0 };
  g_autoptr(RimauHinter) hinter = new_hinter (&heard);
  g_autoptr(RimauGame) game = game_at (ONE_CAPTURE_WINS);
  const RimauMove *line;

  g_assert_true (rimau_hinter_ask (hinter, game, "hang-tuah", NULL));
  rimau_hinter_stop (hinter);
  g_assert_false (rimau_hinter_get_thinking (hinter));
  test_run_for (300);
  g_assert_cmpuint (heard.n_found + heard.n_failed, ==, 0);

  rimau_hinter_release (hinter);
  g_assert_true (rimau_hinter_ask (hinter, game, "hang-tuah", NULL));
  test_iterate_until (answered, &heard);
  g_assert_cmpuint (heard.n_found, ==, 1);
  g_assert_cmpuint (rimau_hinter_get_line (hinter, &line), >=, 1);
}

/* A master that cannot be made is said at once, and nothing is asked. */
static void
test_master_that_cannot_be_made (void)
{
  Heard heard = { 0 };
  g_autoptr(RimauHinter) hinter = new_hinter (&heard);
  g_autoptr(RimauGame) game = game_at (ONE_CAPTURE_WINS);
  g_autoptr(GError) error = NULL;

  g_assert_false (rimau_hinter_ask (hinter, game, "nobody-of-that-name", &error));
  g_assert_nonnull (error);
  g_assert_false (rimau_hinter_get_thinking (hinter));
  g_assert_cmpuint (heard.n_found + heard.n_failed, ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/hinter/hint-found-with-its-line", test_hint_found_with_its_line);
  g_test_add_func ("/hinter/stopped-and-let-go", test_stopped_and_let_go);
  g_test_add_func ("/hinter/master-that-cannot-be-made", test_master_that_cannot_be_made);

  return g_test_run ();
}
