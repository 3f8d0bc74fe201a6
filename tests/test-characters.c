/* test-characters.c — personalities that are a .plugin file alone
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runs with RIMAU_PLUGIN_PATH pointing at the build tree's plugins and at
 * tests/plugins/, in English, with warnings fatal: a wrong file is its
 * writer's mistake, told in a message, never a warning.
 */

#include "config.h"

#include "rimau-ai.h"
#include "rimau-plugin-file.h"
#include "rimau-test-ai.h"

#define LEFT_OUT "; the personality is left out"

/* ------------------------------------------------------------------------ */
/* The four shipped personalities                                            */

typedef struct
{
  const char     *id;
  gboolean        gives_hints;
  RimauCharacter  character;
} Shipped;

/* What each one's module of C filled in, before they were keyfiles; a time
 * divisor of 0 then was all the time given, a share of 1 now. */
static const Shipped shipped[] = {
  { "mat-jenin", FALSE, {
      .kind = RIMAU_SEARCH_ALPHA_BETA,
      .alpha_beta = { .max_depth = 2, .quiescence = FALSE, .oversight = 0.3, .noise = 40, .tt_bits = 14 },
      .time_share = 1,
      .time_cap_ms = 300 } },
  { "pak-belalang", FALSE, {
      .kind = RIMAU_SEARCH_ALPHA_BETA,
      .alpha_beta = { .max_depth = 3, .quiescence = TRUE, .oversight = 0.08, .noise = 30, .contempt = 50,
                      .tt_bits = 18 },
      .time_share = 1,
      .time_cap_ms = 1000 } },
  { "sang-kancil", FALSE, {
      .kind = RIMAU_SEARCH_MCTS,
      .mcts = { .tree_bits = 20, .exploration = 0.5, .playout_plies = 4, .minimax_weight = 0.7,
                .contempt = 0.15 },
      /* A time divisor of 2. */
      .time_share = 0.5 } },
  { "hang-tuah", TRUE, {
      .kind = RIMAU_SEARCH_ALPHA_BETA,
      .alpha_beta = { .max_depth = 0, .quiescence = TRUE, .reductions = TRUE, .contempt = 100, .tt_bits = 21 },
      .time_share = 1 } },
};

static void
assert_same_alpha_beta (const RimauAlphaBetaOptions *actual,
                        const RimauAlphaBetaOptions *expected)
{
  ck_assert_uint_eq (actual->max_depth, expected->max_depth);
  ck_assert_int_eq (actual->quiescence, expected->quiescence);
  ck_assert_int_eq (actual->reductions, expected->reductions);
  ck_assert_double_eq (actual->oversight, expected->oversight);
  ck_assert_int_eq (actual->noise, expected->noise);
  ck_assert_int_eq (actual->contempt, expected->contempt);
  ck_assert_uint_eq (actual->tt_bits, expected->tt_bits);
  ck_assert_ptr_null (actual->weights);
}

static void
assert_same_mcts (const RimauMctsOptions *actual,
                  const RimauMctsOptions *expected)
{
  ck_assert_uint_eq (actual->tree_bits, expected->tree_bits);
  ck_assert_double_eq (actual->exploration, expected->exploration);
  ck_assert_uint_eq (actual->playout_plies, expected->playout_plies);
  ck_assert_double_eq (actual->minimax_weight, expected->minimax_weight);
  ck_assert_double_eq (actual->contempt, expected->contempt);
  ck_assert_ptr_null (actual->weights);
}

static void
assert_same_character (const RimauCharacter *actual,
                       const RimauCharacter *expected)
{
  ck_assert_int_eq (actual->kind, expected->kind);
  ck_assert_double_eq (actual->time_share, expected->time_share);
  ck_assert_uint_eq (actual->time_cap_ms, expected->time_cap_ms);
  if (expected->kind == RIMAU_SEARCH_MCTS)
    assert_same_mcts (&actual->mcts, &expected->mcts);
  else
    assert_same_alpha_beta (&actual->alpha_beta, &expected->alpha_beta);
}

static RimauPluginFile *
read_file (const char *path)
{
  g_autoptr(GError) error = NULL;
  RimauPluginFile *file = rimau_plugin_file_read (path, &error);

  ck_assert_msg (file != NULL, "%s: %s", path, error ? error->message : "");
  return file;
}

/* The build tree's .plugin files say what the modules of C did. */
START_TEST (test_shipped_characters_are_unchanged)
{
  const Shipped *expected = &shipped[_i];
  g_autofree char *name = g_strconcat (expected->id, ".plugin", NULL);
  g_autofree char *path = g_build_filename (BUILD_PLUGIN_DIR, expected->id, name, NULL);
  g_autoptr(RimauPluginFile) file = read_file (path);
  g_autoptr(RimauStrategy) strategy = NULL;

  ck_assert_str_eq (file->id, expected->id);
  ck_assert (file->is_character);
  ck_assert (!file->hidden);
  ck_assert_uint_eq (file->strength, _i + 1);
  ck_assert_int_eq (file->gives_hints, expected->gives_hints);
  assert_same_character (&file->character, &expected->character);

  /* Its players are the built-in search's: there is no module to load. */
  strategy = rimau_plugin_loader_create_strategy (rimau_plugin_loader_get_default (), expected->id, NULL);
  ck_assert (RIMAU_IS_SEARCH_STRATEGY (strategy));
}
END_TEST

/* ------------------------------------------------------------------------ */
/* A character of the tests' own                                             */

/* tests/plugins/test-character plays both sides of a whole game. */
START_TEST (test_character_plays_whole_games)
{
  g_autoptr(RimauPlayerRunner) runner = runner_for ("test-character");
  g_autoptr(RimauGame) game = NULL;
  RimauRules rules;

  rimau_rules_init (&rules, (RimauVariant) _i);
  game = rimau_game_new (&rules);
  for (guint ply = 0; rimau_game_get_outcome (game) == RIMAU_OUTCOME_NONE; ply++)
    {
      g_autoptr(GError) error = NULL;
      RimauMove move;

      ck_assert_msg (ply < 2000, "%s: no end after %u plies", rimau_variant_to_id (rules.variant), ply);
      ck_assert_msg (choose (runner, game, 20, NULL, &move, &error),
                     "ply %u: %s", ply, error ? error->message : "");
      ck_assert_msg (rimau_game_play (game, &move, &error), "ply %u: %s", ply, error ? error->message : "");
    }
}
END_TEST

static RimauPluginFile *
read_written (const char *root,
              const char *id,
              const char *extra)
{
  g_autofree char *name = g_strconcat (id, ".plugin", NULL);
  g_autofree char *path = g_build_filename (root, id, name, NULL);

  write_plugin_file (root, id, extra);
  return read_file (path);
}

/* A key left out: the search at its strongest, or the search's own
 * default (0) where it has one. */
START_TEST (test_keys_left_out_take_defaults)
{
  g_autofree char *root = g_dir_make_tmp ("rimau-defaults-XXXXXX", NULL);
  g_autoptr(RimauPluginFile) alpha_beta = read_written (root, "test-alpha-beta", "X-Rimau-Search=alpha-beta\n");
  g_autoptr(RimauPluginFile) mcts = read_written (root, "test-mcts", "X-Rimau-Search=mcts\n");
  g_autoptr(RimauPluginFile) module = read_written (root, "test-module", "");
  RimauCharacter strongest = {
    .kind = RIMAU_SEARCH_ALPHA_BETA,
    .alpha_beta = { .quiescence = TRUE, .reductions = TRUE },
  };
  RimauCharacter plain_mcts = { .kind = RIMAU_SEARCH_MCTS };

  ck_assert (alpha_beta->is_character);
  assert_same_character (&alpha_beta->character, &strongest);
  assert_same_character (&mcts->character, &plain_mcts);
  ck_assert (!module->is_character);

  ck_assert_str_eq (module->name, "test-module");
  ck_assert_ptr_null (module->description);
  ck_assert_ptr_null (module->icon_name);
  ck_assert_uint_eq (module->strength, 1);
  ck_assert (!module->gives_hints);
  ck_assert (!module->hidden);

  remove_tree (root);
}
END_TEST

/* The time @id's search takes for itself when given @time_ms: what it
 * sets its context's time to, which its clock then follows. Read from the
 * context rather than a clock, so that no machine is too busy for it. */
static guint
time_taken_of (RimauPluginLoader *loader,
               const char        *id,
               guint              time_ms)
{
  g_autoptr(RimauStrategy) strategy = rimau_plugin_loader_create_strategy (loader, id, NULL);
  g_autoptr(RimauStrategyContext) context = NULL;
  g_autoptr(RimauMove) move = NULL;
  RimauSearchLimits limits = { .time_ms = time_ms };
  RimauSearchRequest request;
  RimauPosition start;
  RimauRules rules;

  rimau_rules_init (&rules, RIMAU_VARIANT_SUMATRA);
  rimau_position_init_start (&start, &rules);
  rimau_search_request_init (&request, &start);
  context = rimau_strategy_context_new (&request, &limits, NULL);
  move = rimau_strategy_choose (strategy, context, NULL);
  ck_assert_ptr_nonnull (move);
  return rimau_strategy_context_get_time_ms (context);
}

/* Given 2 s, a twentieth of it, or 50 ms at the most. */
START_TEST (test_time_keys_shorten_thinking)
{
  g_autofree char *root = g_dir_make_tmp ("rimau-time-XXXXXX", NULL);
  g_autoptr(RimauPluginLoader) loader = NULL;

  write_plugin_file (root, "test-share", "X-Rimau-Search=alpha-beta\nX-Rimau-TimeShare=0.05\n");
  write_plugin_file (root, "test-cap", "X-Rimau-Search=alpha-beta\nX-Rimau-TimeCap=50\n");
  write_plugin_file (root, "test-mcts-share", "X-Rimau-Search=mcts\nX-Rimau-TimeShare=0.05\n");
  loader = loader_for_folder (root);

  ck_assert_uint_eq (time_taken_of (loader, "test-share", 2000), 100);
  ck_assert_uint_eq (time_taken_of (loader, "test-cap", 2000), 50);
  ck_assert_uint_eq (time_taken_of (loader, "test-mcts-share", 2000), 100);
  /* With no time given, the cap is the time. */
  ck_assert_uint_eq (time_taken_of (loader, "test-cap", 0), 50);

  remove_tree (root);
}
END_TEST

/* ------------------------------------------------------------------------ */
/* Files that are wrong                                                      */

static void
catch_message (const char     *domain,
               GLogLevelFlags  level,
               const char     *message,
               gpointer        messages)
{
  g_ptr_array_add (messages, g_strdup (message));
}

/* Whether @message is of a file in one of @folders, not of the user's own
 * plugins, which the loader reads too. */
static gboolean
tells_of (const char *message,
          const char *folders)
{
  g_auto(GStrv) each = g_strsplit (folders, G_SEARCHPATH_SEPARATOR_S, -1);

  for (guint i = 0; each[i] != NULL; i++)
    if (g_str_has_prefix (message, each[i]))
      return TRUE;
  return FALSE;
}

/* A loader of its own on @folders, and the messages it gave of files there. */
static RimauPluginLoader *
loader_telling (const char *folders,
                GPtrArray  *messages)
{
  g_autoptr(GPtrArray) all = g_ptr_array_new_with_free_func (g_free);
  guint handler = g_log_set_handler ("rimau-ai", G_LOG_LEVEL_MESSAGE, catch_message, all);
  RimauPluginLoader *loader = loader_for_folder (folders);

  g_log_remove_handler ("rimau-ai", handler);
  for (guint i = 0; i < all->len; i++)
    if (tells_of (g_ptr_array_index (all, i), folders))
      g_ptr_array_add (messages, g_strdup (g_ptr_array_index (all, i)));
  return loader;
}

typedef struct
{
  const char *text;
  /* What the message says between the file's path and LEFT_OUT; NULL:
   * GKeyFile's words. */
  const char *reason;
} Malformed;

#define HEADER "[Plugin]\nModule=test-bad\nName=Bad\n"
#define ALPHA_BETA HEADER "X-Rimau-Search=alpha-beta\n"
#define MCTS HEADER "X-Rimau-Search=mcts\n"

static const Malformed malformed[] = {
  { HEADER "X-Rimau-Search=minimax\n", "X-Rimau-Search: “minimax” is not alpha-beta or mcts" },
  { ALPHA_BETA "X-Rimau-Depth=99\n", "X-Rimau-Depth: 99 is not between 0 and 62" },
  { ALPHA_BETA "X-Rimau-Depth=-1\n", "X-Rimau-Depth: -1 is not between 0 and 62" },
  { ALPHA_BETA "X-Rimau-Depth=2.5\n", "X-Rimau-Depth: “2.5” is not a whole number" },
  { "[Plugin]\nModule=test-bad\nX-Rimau-Search=alpha-beta\n", "Name: missing" },
  { "[Plugin]\nName=Bad\nX-Rimau-Search=alpha-beta\n", "Module: missing" },
  { "[Personality]\nModule=test-bad\nName=Bad\n", "[Plugin]: missing" },
  { ALPHA_BETA "X-Rimau-Blunder=1.5\n", "X-Rimau-Blunder: 1.5 is not between 0 and 1" },
  { ALPHA_BETA "X-Rimau-TimeShare=0\n", "X-Rimau-TimeShare: 0 is not between 0.01 and 1" },
  { ALPHA_BETA "X-Rimau-TimeShare=half\n", "X-Rimau-TimeShare: “half” is not a number" },
  { ALPHA_BETA "X-Rimau-Quiescence=yes\n", "X-Rimau-Quiescence: “yes” is not true or false" },
  { ALPHA_BETA "X-Rimau-Dpeth=3\n", "X-Rimau-Dpeth: not a key Rimau knows" },
  { MCTS "X-Rimau-Quiescence=true\n", "X-Rimau-Quiescence: only for X-Rimau-Search=alpha-beta" },
  { MCTS "X-Rimau-Contempt=50\n", "X-Rimau-Contempt: 50 is not between 0 and 0.5" },
  { HEADER "X-Rimau-TimeShare=0.5\n", "X-Rimau-TimeShare: only for characters, which have X-Rimau-Search" },
  { HEADER "X-Rimau-Strength=0\n", "X-Rimau-Strength: 0 is not between 1 and 1000" },
  { HEADER "Hidden=maybe\n", "Hidden: “maybe” is not true or false" },
  { HEADER "X-Rimau-Hints=yes\n", "X-Rimau-Hints: “yes” is not true or false" },
  /* libpeas 2 names its loaders c and python (and Rimau reads python3,
   * libpeas 1's name, as python); it has no other. */
  { HEADER "Loader=lua\n", "Loader: “lua” is not c or python" },
  { HEADER "Loader=python2\n", "Loader: “python2” is not c or python" },
  /* A module that is not there would only fail when played. */
  { HEADER, "its module, libtest-bad.so, is not beside it" },
  { HEADER "Loader=python\n", "its module, test-bad.py, is not beside it" },
  { "this is not a key file\n", NULL },
};

/* A file of @text is left out, with a message naming the file, the key
 * and why (@reason; NULL: GKeyFile's words, at most 200 characters of
 * them); the personality beside it still plays. */
static void
assert_left_out (const char *text,
                 const char *reason)
{
  g_autofree char *root = g_dir_make_tmp ("rimau-malformed-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (root, "test-bad", "test-bad.plugin", NULL);
  g_autoptr(GPtrArray) messages = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(RimauPluginLoader) loader = NULL;
  g_autoptr(RimauStrategy) strategy = NULL;
  g_autoptr(GError) error = NULL;
  const char *message;

  write_plugin_text (root, "test-bad", text);
  write_plugin_file (root, "test-good", "X-Rimau-Search=alpha-beta\nX-Rimau-Depth=1\n");
  loader = loader_telling (root, messages);

  ck_assert_uint_eq (messages->len, 1);
  message = g_ptr_array_index (messages, 0);
  if (reason != NULL)
    {
      g_autofree char *expected = g_strdup_printf ("%s: %s" LEFT_OUT, path, reason);

      ck_assert_str_eq (message, expected);
    }
  else
    {
      ck_assert_msg (g_str_has_prefix (message, path), "%s", message);
      ck_assert_msg (g_str_has_suffix (message, LEFT_OUT), "%s", message);
      ck_assert_uint_le (g_utf8_strlen (message, -1),
                         g_utf8_strlen (path, -1) + strlen (": ") + 201 + strlen (LEFT_OUT));
    }

  ck_assert_ptr_null (rimau_plugin_loader_find (loader, "test-bad"));
  strategy = rimau_plugin_loader_create_strategy (loader, "test-good", &error);
  ck_assert_msg (strategy != NULL, "%s", error ? error->message : "");

  remove_tree (root);
}

START_TEST (test_malformed_file_is_left_out)
{
  assert_left_out (malformed[_i].text, malformed[_i].reason);
}
END_TEST

typedef struct
{
  /* The file up to the long text, what the text repeats, how many times,
   * and the rest of the file; the reason as in malformed[]. */
  const char *before;
  const char *unit;
  guint       times;
  const char *after;
  const char *reason;
} LongText;

#define MANY_D "DDDDDDDDDDDDDDDDDDDDDDDD"
#define MANY_X "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"

/* A text players read too long for its place, or a file too long to be a
 * .plugin file, is wrong; a message quotes at most 32 characters of any. */
static const LongText too_long[] = {
  { "[Plugin]\nModule=test-bad\nName=", "N", 65, "\n", "Name: longer than 64 characters" },
  { HEADER "Name[ms]=", "é", 65, "\n", "Name[ms]: longer than 64 characters" },
  { HEADER "Description=", "d", 513, "\n", "Description: longer than 512 characters" },
  { HEADER "Description[fr]=", "d", 60000, "\n", "Description[fr]: longer than 512 characters" },
  { "[Plugin]\nName=Bad\nModule=", "m", 65, "\n", "Module: longer than 64 characters" },
  { HEADER "Icon=", "i", 65, "\n", "Icon: longer than 64 characters" },
  { HEADER "Loader=", "l", 65, "\n", "Loader: longer than 64 characters" },
  { ALPHA_BETA "X-Rimau-Depth=", "9", 1000, "\n",
    "X-Rimau-Depth: 99999999999999999999999999999999… is not between 0 and 62" },
  { ALPHA_BETA "X-Rimau-Blunder=", "x", 1000, "\n", "X-Rimau-Blunder: “" MANY_X "…” is not a number" },
  { ALPHA_BETA "X-Rimau-Noise=", "x", 1000, "\n", "X-Rimau-Noise: “" MANY_X "…” is not a whole number" },
  { HEADER "Hidden=", "x", 1000, "\n", "Hidden: “" MANY_X "…” is not true or false" },
  { HEADER "X-Rimau-Search=", "x", 1000, "\n", "X-Rimau-Search: “" MANY_X "…” is not alpha-beta or mcts" },
  { ALPHA_BETA "X-Rimau-", "D", 1000, "=3\n", "X-Rimau-" MANY_D "…: not a key Rimau knows" },
  /* A line that is no key, which GKeyFile's message quotes. */
  { HEADER, "x", 10000, "\n", NULL },
  { HEADER "Description=", "d", 5 * 1024 * 1024, "\n",
    "the file is larger than 64 KiB, too large for a .plugin file" },
};

START_TEST (test_too_long_is_left_out)
{
  const LongText *bad = &too_long[_i];
  g_autoptr(GString) text = g_string_new (bad->before);

  for (guint i = 0; i < bad->times; i++)
    g_string_append (text, bad->unit);
  g_string_append (text, bad->after);
  assert_left_out (text->str, bad->reason);
}
END_TEST

/* Texts as long as they may be are read, counted in characters, not bytes. */
START_TEST (test_texts_at_their_limits_are_read)
{
  g_autofree char *root = g_dir_make_tmp ("rimau-limits-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (root, "test-long", "test-long.plugin", NULL);
  g_autoptr(GString) name = g_string_new (NULL);
  g_autoptr(GString) description = g_string_new (NULL);
  g_autofree char *text = NULL;
  g_autoptr(RimauPluginFile) file = NULL;

  for (guint i = 0; i < 64; i++)
    g_string_append (name, "é");
  for (guint i = 0; i < 512; i++)
    g_string_append (description, "ß");
  text = g_strdup_printf ("[Plugin]\nModule=test-long\nName=%s\nName[ms]=%s\nDescription=%s\n",
                          name->str, name->str, description->str);
  write_plugin_text (root, "test-long", text);
  file = read_file (path);

  ck_assert_str_eq (file->name, name->str);
  ck_assert_str_eq (file->description, description->str);

  remove_tree (root);
}
END_TEST

/* libpeas would read every file beside a module's .plugin file, so a
 * .plugin file needs a folder of its own. */
START_TEST (test_file_outside_a_folder_is_left_out)
{
  g_autofree char *root = g_dir_make_tmp ("rimau-loose-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (root, "test-loose.plugin", NULL);
  g_autofree char *expected = g_strdup_printf ("%s: not in a folder of its own" LEFT_OUT, path);
  g_autoptr(GPtrArray) messages = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(RimauPluginLoader) loader = NULL;

  ck_assert (g_file_set_contents (path, "[Plugin]\nModule=test-loose\nName=Loose\nX-Rimau-Search=mcts\n", -1, NULL));
  loader = loader_telling (root, messages);

  ck_assert_uint_eq (messages->len, 1);
  ck_assert_str_eq (g_ptr_array_index (messages, 0), expected);
  ck_assert_ptr_null (rimau_plugin_loader_find (loader, "test-loose"));

  remove_tree (root);
}
END_TEST

/* ------------------------------------------------------------------------ */
/* Which file of an id counts                                                */

/* A folder of RIMAU_PLUGIN_PATH comes before the next: a user's file of an
 * installed id replaces it, unless it is wrong. */
START_TEST (test_first_right_file_of_an_id_counts)
{
  g_autofree char *first = g_dir_make_tmp ("rimau-first-XXXXXX", NULL);
  g_autofree char *second = g_dir_make_tmp ("rimau-second-XXXXXX", NULL);
  g_autofree char *both = g_strjoin (G_SEARCHPATH_SEPARATOR_S, first, second, NULL);
  g_autoptr(RimauPluginLoader) loader = NULL;
  g_autoptr(RimauPluginLoader) again = NULL;
  g_autoptr(GPtrArray) messages = g_ptr_array_new_with_free_func (g_free);

  write_plugin_text (first, "test-twin", "[Plugin]\nModule=test-twin\nName=First\nX-Rimau-Search=mcts\n");
  write_plugin_text (second, "test-twin", "[Plugin]\nModule=test-twin\nName=Second\nX-Rimau-Search=alpha-beta\n");
  loader = loader_for_folder (both);
  ck_assert_str_eq (rimau_personality_get_name (rimau_plugin_loader_find (loader, "test-twin")), "First");

  write_plugin_text (first, "test-twin", "[Plugin]\nModule=test-twin\nName=First\nX-Rimau-Search=mtcs\n");
  again = loader_telling (both, messages);
  ck_assert_uint_eq (messages->len, 1);
  ck_assert_str_eq (rimau_personality_get_name (rimau_plugin_loader_find (again, "test-twin")), "Second");

  remove_tree (first);
  remove_tree (second);
}
END_TEST

/* X-Rimau-Hints, of a module's file or a character's. */
START_TEST (test_loader_reads_the_hints_key)
{
  g_autofree char *folder = g_dir_make_tmp ("rimau-hints-XXXXXX", NULL);
  g_autoptr(RimauPluginLoader) without = NULL;
  g_autoptr(RimauPluginLoader) with = NULL;
  RimauPersonality *hints;

  ck_assert_ptr_nonnull (folder);
  write_plugin_file (folder, "test-no-key", "X-Rimau-Strength=1\n");
  write_plugin_file (folder, "test-false", "X-Rimau-Strength=1\nX-Rimau-Hints=false\n");
  without = loader_for_folder (folder);

  ck_assert (!gives_hints_in (without, "test-no-key"));
  ck_assert (!gives_hints_in (without, "test-false"));
  /* An installed Rimau's plugins are found too, and its master gives hints. */
  if (!g_file_test (PKGLIBDIR "/plugins", G_FILE_TEST_EXISTS))
    ck_assert_ptr_null (rimau_plugin_loader_find_master (without));

  /* Of two that say they give hints, the first in the players' order:
   * the weaker, though hidden and after the other by id. Both are weaker
   * than any installed master. */
  write_plugin_file (folder, "test-hints-b", "Hidden=true\nX-Rimau-Strength=1\nX-Rimau-Hints=true\n");
  write_plugin_file (folder, "test-hints-a", "X-Rimau-Strength=2\nX-Rimau-Hints=true\nX-Rimau-Search=mcts\n");
  with = loader_for_folder (folder);
  hints = rimau_plugin_loader_find_master (with);

  ck_assert_ptr_nonnull (hints);
  ck_assert_str_eq (rimau_personality_get_id (hints), "test-hints-b");
  ck_assert (gives_hints_in (with, "test-hints-a"));
  ck_assert (!gives_hints_in (with, "test-no-key"));

  remove_tree (folder);
}
END_TEST


static Suite *
characters_suite (void)
{
  Suite *suite = suite_create ("characters");
  TCase *shipped_case = tcase_create ("shipped");
  TCase *own = tcase_create ("own");
  TCase *wrong = tcase_create ("wrong");
  TCase *which = tcase_create ("which");

  tcase_add_loop_test (shipped_case, test_shipped_characters_are_unchanged, 0, G_N_ELEMENTS (shipped));
  suite_add_tcase (suite, shipped_case);

  tcase_add_loop_test (own, test_character_plays_whole_games, 0, RIMAU_N_VARIANTS);
  tcase_add_test (own, test_keys_left_out_take_defaults);
  tcase_add_test (own, test_time_keys_shorten_thinking);
  suite_add_tcase (suite, own);

  tcase_add_loop_test (wrong, test_malformed_file_is_left_out, 0, G_N_ELEMENTS (malformed));
  tcase_add_loop_test (wrong, test_too_long_is_left_out, 0, G_N_ELEMENTS (too_long));
  tcase_add_test (wrong, test_texts_at_their_limits_are_read);
  tcase_add_test (wrong, test_file_outside_a_folder_is_left_out);
  suite_add_tcase (suite, wrong);

  tcase_add_test (which, test_first_right_file_of_an_id_counts);
  tcase_add_test (which, test_loader_reads_the_hints_key);
  suite_add_tcase (suite, which);

  return suite;
}

int
main (void)
{
  return test_run_suite (characters_suite ());
}
