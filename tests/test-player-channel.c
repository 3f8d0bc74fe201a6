/* test-player-channel.c — the messages between Rimau and a rimau-player
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "rimau-ai.h"
#include "rimau-player-channel.h"
#include "rimau-test.h"

/* The text of @message's frame, after checking its length. */
static char *
frame_text (const RimauPlayerMessage *message)
{
  g_autoptr(GBytes) frame = rimau_player_message_encode (message);
  gsize size;
  const guint8 *data = g_bytes_get_data (frame, &size);
  guint32 length;

  ck_assert_uint_ge (size, 5);
  memcpy (&length, data, 4);
  ck_assert_uint_eq (GUINT32_FROM_BE (length), size - 4);
  return g_strndup ((const char *) data + 4, size - 4);
}

/* @text read as one message, which must be good. */
static RimauPlayerMessage
decode_text (const char *text)
{
  g_autoptr(GError) error = NULL;
  RimauPlayerMessage message;

  if (!rimau_player_message_decode ((const guint8 *) text, strlen (text), &message, &error))
    ck_abort_msg ("“%s” should be read: %s", text, error->message);
  return message;
}

static void
assert_refused (const char *text,
                gsize       length)
{
  g_autoptr(GError) error = NULL;
  RimauPlayerMessage message;

  ck_assert_msg (!rimau_player_message_decode ((const guint8 *) text, length, &message, &error),
                 "“%s” should be refused", text);
  ck_assert (g_error_matches (error, RIMAU_PLAYER_CHANNEL_ERROR, RIMAU_PLAYER_CHANNEL_ERROR_MESSAGE));
}

START_TEST (test_choose_goes_through)
{
  RimauRules rules = test_rules (RIMAU_VARIANT_RIMAU, RIMAU_CAPTURE_ODD, 7);
  RimauPlayerMessage message, back;
  g_autofree char *text = NULL;
  g_autofree char *position = NULL;
  g_autofree char *position_back = NULL;

  rimau_player_message_init (&message, RIMAU_PLAYER_MESSAGE_CHOOSE);
  rimau_position_init_start (&message.request.position, &rules);
  message.request.n_history = 2;
  message.request.history[0] = G_GUINT64_CONSTANT (0xfedcba9876543210);
  message.request.history[1] = 1;
  message.time_ms = 250;
  message.neutral = TRUE;

  text = frame_text (&message);
  ck_assert (g_str_has_prefix (text, "choose\nrules rimau odd 7\nposition "));
  ck_assert_ptr_nonnull (strstr (text, "\ntime 250\nneutral 1\nhistory fedcba9876543210 1\n"));

  back = decode_text (text);
  ck_assert_int_eq (back.kind, RIMAU_PLAYER_MESSAGE_CHOOSE);
  ck_assert (rimau_position_equal (&back.request.position, &message.request.position));
  ck_assert (rimau_rules_equal (&back.request.position.rules, &rules));
  position = rimau_position_to_string (&message.request.position);
  position_back = rimau_position_to_string (&back.request.position);
  ck_assert_str_eq (position_back, position);
  ck_assert_uint_eq (back.request.n_history, 2);
  ck_assert (back.request.history[0] == message.request.history[0]);
  ck_assert (back.request.history[1] == 1);
  ck_assert_uint_eq (back.time_ms, 250);
  ck_assert (back.neutral);
}
END_TEST

START_TEST (test_answer_goes_through)
{
  RimauPlayerMessage message, back;
  g_autofree char *text = NULL;
  RimauMove jump = { .kind = RIMAU_MOVE_JUMP, .from = 12, .to = 20, .captured = G_GUINT64_CONSTANT (1) << 16 };
  RimauMove step = { .kind = RIMAU_MOVE_STEP, .from = 3, .to = 4 };

  rimau_player_message_init (&message, RIMAU_PLAYER_MESSAGE_ANSWER);
  message.ply = jump;
  message.report.has_score = TRUE;
  message.report.score = -125;
  message.report.depth = 9;
  message.report.nodes = G_GUINT64_CONSTANT (12345678901);
  message.report.n_line = 2;
  message.report.line[0] = jump;
  message.report.line[1] = step;

  text = frame_text (&message);
  back = decode_text (text);
  ck_assert_int_eq (back.kind, RIMAU_PLAYER_MESSAGE_ANSWER);
  ck_assert (rimau_move_equal (&back.ply, &jump));
  ck_assert (back.ply.captured == jump.captured);
  ck_assert (back.report.has_score);
  ck_assert_int_eq (back.report.score, -125);
  ck_assert_uint_eq (back.report.depth, 9);
  ck_assert (back.report.nodes == message.report.nodes);
  ck_assert_uint_eq (back.report.n_line, 2);
  ck_assert (rimau_move_equal (&back.report.line[1], &step));

  /* No score is no score, not a score of 0. */
  message.report.has_score = FALSE;
  g_free (text);
  text = frame_text (&message);
  back = decode_text (text);
  ck_assert (!back.report.has_score);
}
END_TEST

/* A ply that is no ply still goes through: the runner is the one that
 * says it is illegal, in the words it uses for any strategy. */
START_TEST (test_nonsense_ply_goes_through)
{
  RimauPlayerMessage back = decode_text ("answer\nply 99 -5 120 ffffffffffffffff\n");

  ck_assert_int_eq (back.ply.kind, 99);
  ck_assert_int_eq (back.ply.from, -5);
  ck_assert_int_eq (back.ply.to, 120);
  ck_assert (back.ply.captured == G_MAXUINT64);
}
END_TEST

START_TEST (test_failure_keeps_its_reason)
{
  RimauPlayerMessage message, back;
  g_autofree char *text = NULL;
  g_autofree char *long_reason = g_strnfill (3 * RIMAU_PLAYER_REASON_MAX, 'x');

  rimau_player_message_init (&message, RIMAU_PLAYER_MESSAGE_FAILED);
  g_strlcpy (message.reason, "no ply:\nnone at all", sizeof message.reason);
  text = frame_text (&message);
  back = decode_text (text);
  ck_assert_str_eq (back.reason, "no ply:\nnone at all");

  /* Not valid UTF-8, or far too long: made valid, and cut. */
  back = decode_text ("failed\nbad \xff byte");
  ck_assert (g_utf8_validate (back.reason, -1, NULL));
  ck_assert (g_str_has_prefix (back.reason, "bad "));
  g_free (text);
  text = g_strconcat ("failed\n", long_reason, NULL);
  back = decode_text (text);
  ck_assert_uint_eq (strlen (back.reason), RIMAU_PLAYER_REASON_MAX);

  back = decode_text ("failed\n");
  ck_assert_str_eq (back.reason, "");
}
END_TEST

START_TEST (test_simple_messages)
{
  const RimauPlayerMessageKind kinds[] = {
    RIMAU_PLAYER_MESSAGE_READY, RIMAU_PLAYER_MESSAGE_STOP,
    RIMAU_PLAYER_MESSAGE_HOLD, RIMAU_PLAYER_MESSAGE_RELEASE,
  };

  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    {
      RimauPlayerMessage message, back;
      g_autofree char *text = NULL;

      rimau_player_message_init (&message, kinds[i]);
      text = frame_text (&message);
      back = decode_text (text);
      ck_assert_int_eq (back.kind, kinds[i]);
    }
}
END_TEST

START_TEST (test_garbage_is_refused)
{
  assert_refused ("", 0);
  assert_refused ("ready", 5);                        /* no newline */
  assert_refused ("hello\n", 6);                      /* no such message */
  assert_refused ("ready\nply 0 0 0 0\n", 17);        /* a key it has not */
  assert_refused ("answer\n", 7);                     /* no ply */
  assert_refused ("answer\nply 1 2 3\n", 17);         /* three words */
  assert_refused ("answer\nply 1 2 3 4\nply 1 2 3 4\n", 30);   /* twice */
  assert_refused ("answer\nply 1 2 3 zz\n", 20);      /* no hex number */
  assert_refused ("answer\nply 1 2 300 0\n", 21);     /* out of range */
  assert_refused ("answer\nply 1 2 3 4\nscore 99999999\n", 33);
  assert_refused ("answer\nply 1 2 3 4\nline 1 2 3\n", 29);
  assert_refused ("answer\nply\x00 1 2 3 4\n", 20);   /* a NUL */
  assert_refused ("answer\nply 1 2 3 4\ndepth\n", 25); /* no value */
  assert_refused ("choose\ntime 10\n", 15);            /* no position */
  assert_refused ("choose\nrules chess odd 10\nposition x\ntime 10\n", 44);
  assert_refused ("choose\nrules rimau odd 10\nposition x\ntime 10\n", 44);
}
END_TEST

/* What the error quotes of a player's bytes is UTF-8 all the same, as it
 * may be shown to a person. */
START_TEST (test_errors_quote_valid_text)
{
  const char * const texts[] = {
    "answe\x8e\xf5\x8f\x93 3 4 0\n",
    "answer\nply \xc3\n",
    /* A key of twenty "é" and one "d": cut after 32 characters, not bytes. */
    "answer\nply 1 2 3 4\nd\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9 1\n",
  };

  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      g_autoptr(GError) error = NULL;
      RimauPlayerMessage message;

      ck_assert (!rimau_player_message_decode ((const guint8 *) texts[i], strlen (texts[i]), &message, &error));
      ck_assert_msg (g_utf8_validate (error->message, -1, NULL), "%u: not UTF-8", i);
    }
}
END_TEST

static void
push_text (RimauPlayerFrameReader *reader,
           const char             *text)
{
  rimau_player_frame_reader_push (reader, (const guint8 *) text, strlen (text));
}

START_TEST (test_frames_are_cut_where_they_end)
{
  g_autoptr(RimauPlayerFrameReader) reader = rimau_player_frame_reader_new ();
  g_autoptr(GError) error = NULL;
  const guint8 *text;
  gsize length;

  /* Two frames, given a byte or two at a time. */
  ck_assert (!rimau_player_frame_reader_next (reader, &text, &length, &error));
  rimau_player_frame_reader_push (reader, (const guint8 *) "\0\0", 2);
  ck_assert (!rimau_player_frame_reader_next (reader, &text, &length, &error));
  rimau_player_frame_reader_push (reader, (const guint8 *) "\0\6read", 6);
  ck_assert (!rimau_player_frame_reader_next (reader, &text, &length, &error));
  rimau_player_frame_reader_push (reader, (const guint8 *) "y\n\0\0\0\5stop\n", 11);
  ck_assert_ptr_null (error);
  ck_assert (rimau_player_frame_reader_next (reader, &text, &length, &error));
  ck_assert_uint_eq (length, 6);
  ck_assert (memcmp (text, "ready\n", 6) == 0);
  ck_assert (rimau_player_frame_reader_next (reader, &text, &length, &error));
  ck_assert_uint_eq (length, 5);
  ck_assert (memcmp (text, "stop\n", 5) == 0);
  ck_assert (!rimau_player_frame_reader_next (reader, &text, &length, &error));
  ck_assert_ptr_null (error);

  /* A length past the limit is an error at once, before its bytes come. */
  push_text (reader, "\xff\xff\xff\x7fgarbage");
  ck_assert (!rimau_player_frame_reader_next (reader, &text, &length, &error));
  ck_assert (g_error_matches (error, RIMAU_PLAYER_CHANNEL_ERROR, RIMAU_PLAYER_CHANNEL_ERROR_FRAME));
}
END_TEST

START_TEST (test_empty_frame_is_an_error)
{
  g_autoptr(RimauPlayerFrameReader) reader = rimau_player_frame_reader_new ();
  g_autoptr(GError) error = NULL;
  const guint8 *text;
  gsize length;

  rimau_player_frame_reader_push (reader, (const guint8 *) "\0\0\0\0", 4);
  ck_assert (!rimau_player_frame_reader_next (reader, &text, &length, &error));
  ck_assert (g_error_matches (error, RIMAU_PLAYER_CHANNEL_ERROR, RIMAU_PLAYER_CHANNEL_ERROR_FRAME));
}
END_TEST

static Suite *
player_channel_suite (void)
{
  Suite *suite = suite_create ("player-channel");
  TCase *messages = tcase_create ("messages");
  TCase *frames = tcase_create ("frames");

  tcase_add_test (messages, test_choose_goes_through);
  tcase_add_test (messages, test_answer_goes_through);
  tcase_add_test (messages, test_nonsense_ply_goes_through);
  tcase_add_test (messages, test_failure_keeps_its_reason);
  tcase_add_test (messages, test_simple_messages);
  tcase_add_test (messages, test_garbage_is_refused);
  tcase_add_test (messages, test_errors_quote_valid_text);
  suite_add_tcase (suite, messages);
  tcase_add_test (frames, test_frames_are_cut_where_they_end);
  tcase_add_test (frames, test_empty_frame_is_an_error);
  suite_add_tcase (suite, frames);
  return suite;
}

int
main (void)
{
  return test_run_suite (player_channel_suite ());
}
