/* test-seconds.c — times in milliseconds as people read them
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "rimau-ai.h"
#include "rimau-test.h"

typedef struct
{
  guint       ms;
  const char *number;
} Seconds;

/* Every decimal a time has, and none it has not. */
static const Seconds seconds[] = {
  { 0, "0" },
  { 1, "0.001" },
  { 10, "0.01" },
  { 50, "0.05" },
  { 100, "0.1" },
  { 250, "0.25" },
  { 999, "0.999" },
  { 1000, "1" },
  { 1001, "1.001" },
  { 1500, "1.5" },
  { 2050, "2.05" },
  { 60000, "60" },
  { 600000, "600" },
  { 4294967295u, "4294967.295" },
};

START_TEST (test_number_is_exact)
{
  g_autofree char *text = rimau_format_seconds_number (seconds[_i].ms);

  ck_assert_str_eq (text, seconds[_i].number);
}
END_TEST

START_TEST (test_seconds_have_their_unit)
{
  g_autofree char *text = rimau_format_seconds (seconds[_i].ms);
  g_autofree char *expected = g_strconcat (seconds[_i].number, " s", NULL);

  ck_assert_str_eq (text, expected);
}
END_TEST

static Suite *
seconds_suite (void)
{
  Suite *suite = suite_create ("seconds");
  TCase *format = tcase_create ("format");

  tcase_add_loop_test (format, test_number_is_exact, 0, G_N_ELEMENTS (seconds));
  tcase_add_loop_test (format, test_seconds_have_their_unit, 0, G_N_ELEMENTS (seconds));
  suite_add_tcase (suite, format);

  return suite;
}

int
main (void)
{
  return test_run_suite (seconds_suite ());
}
