/* rimau-cli.c — the headless Rimau tool: option handling and dispatch
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <stdio.h>
#include <string.h>

#include "rimau-cli.h"
#include "rimau-record-private.h"

static const CliCommand commands[] = {
  { "perft", "[--position POS] DEPTH", N_("Count the plies to each depth from a position"), cli_perft },
  { "moves", "[--position POS]", N_("List the legal plies of a position, or of each position read from standard input"), cli_moves },
  { "play", "[OPTION...] -- PLY...",
    N_("Play plies, from the start or from a record, and print the final position and outcome"), cli_play },
  { "check", "FILE...", N_("Check game records: print each one’s plies and outcome, or what is wrong"), cli_check },
  { "bench", "", N_("Measure the speed of move generation, random playouts and the master’s search"), cli_bench },
  { "personalities", "", N_("List the computer players, weakest first"), cli_personalities },
  { "think", "--personality ID [--record FILE] [-- PLY…]", N_("Let a computer player choose a ply"), cli_think },
  { "match", "--tigers A --men B [--games N]", N_("Play games between computer players and rate them"), cli_match },
  { "analyse", "[--time MS] [--json] [--save FILE] FILE", N_("Evaluate every position of a recorded game and mark its mistakes"),
    cli_analyse },
  { "puzzles", "generate [OPTION…] | check FILE",
    N_("Make puzzles from games between computer players, or prove a file of them"), cli_puzzles },
};

void
cli_rules_options_add (GOptionContext  *context,
                       CliRulesOptions *options)
{
  const GOptionEntry entries[] = {
    { "variant", 0, 0, G_OPTION_ARG_STRING, &options->variant,
      N_("Variant: rimau-rimau-a (default), rimau-rimau-b, rimau or sumatra"), "VARIANT" },
    { "captures", 0, 0, G_OPTION_ARG_STRING, &options->captures,
      N_("Capture rule: single or odd (default: the variant’s)"), "RULE" },
    { "concede", 0, 0, G_OPTION_ARG_INT, &options->concede,
      N_("The tigers win when this many men or fewer are left (default 10; 0: all)"), "N" },
    { "position", 0, 0, G_OPTION_ARG_STRING, &options->position,
      N_("Start from this position string instead of the variant’s start"), "POS" },
    { NULL }
  };
  GOptionGroup *group = g_option_group_new ("rules", _("Rules"), _("Show rule options"), NULL, NULL);

  options->concede = RIMAU_DEFAULT_CONCEDE;
  g_option_group_add_entries (group, entries);
  g_option_group_set_translation_domain (group, GETTEXT_PACKAGE);
  g_option_context_set_main_group (context, group);
}

void
cli_rules_options_clear (CliRulesOptions *options)
{
  g_clear_pointer (&options->variant, g_free);
  g_clear_pointer (&options->captures, g_free);
  g_clear_pointer (&options->position, g_free);
}

gboolean
cli_rules_from_options (const CliRulesOptions  *options,
                        RimauRules             *rules,
                        GError                **error)
{
  RimauVariant variant = RIMAU_VARIANT_RIMAU_RIMAU_A;

  if (options->variant != NULL && !rimau_variant_from_id (options->variant, &variant))
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("Unknown variant “%s”; the variants are rimau-rimau-a, rimau-rimau-b, rimau and sumatra"),
                   options->variant);
      return FALSE;
    }
  rimau_rules_init (rules, variant);

  if (options->captures != NULL && !rimau_capture_rule_from_id (options->captures, &rules->captures))
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("Unknown capture rule “%s”; use single or odd"), options->captures);
      return FALSE;
    }

  /* A higher threshold would end the game as the opening ends. */
  if (options->concede < 0 || (guint) options->concede > rimau_variant_max_concede (variant))
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("The concede threshold must be from 0 to %d"), (int) rimau_variant_max_concede (variant));
      return FALSE;
    }
  rules->concede = (guint) options->concede;

  return TRUE;
}

gboolean
cli_position_from_options (const CliRulesOptions  *options,
                           RimauRules             *rules,
                           RimauPosition          *position,
                           GError                **error)
{
  if (!cli_rules_from_options (options, rules, error))
    return FALSE;

  if (options->position == NULL)
    {
      rimau_position_init_start (position, rules);
      return TRUE;
    }

  return rimau_position_from_string (position, rules, options->position, error);
}

gboolean
cli_parse_options (GOptionContext   *context,
                   int              *argc,
                   char           ***argv)
{
  g_autoptr(GError) error = NULL;

  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, argc, argv, &error))
    {
      g_printerr ("rimau-cli: %s\n", error->message);
      return FALSE;
    }

  return TRUE;
}

int
cli_usage_error (const char *command,
                 const char *format,
                 ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  g_printerr ("rimau-cli %s: %s\n", command, message);
  return CLI_EXIT_USAGE;
}

const char *
cli_outcome_name (RimauOutcome outcome)
{
  switch (outcome)
    {
    case RIMAU_OUTCOME_TIGERS: return "tigers";
    case RIMAU_OUTCOME_MEN: return "men";
    case RIMAU_OUTCOME_DRAW: return "draw";
    case RIMAU_OUTCOME_NONE:
    default: return "ongoing";
    }
}

/* For g_ptr_array_sort() of an array of strings. */
int
cli_compare_move_texts (gconstpointer a,
                        gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

/* A strategy by personality id, or the built-in random player. */
RimauStrategy *
cli_create_strategy (const char  *id,
                     GError     **error)
{
  if (g_strcmp0 (id, CLI_RANDOM_ID) == 0)
    return cli_random_strategy_new ();
  return rimau_plugin_loader_create_strategy (rimau_plugin_loader_get_default (), id, error);
}

typedef struct
{
  GAsyncResult *result;
} ChooseData;

static void
choose_done (GObject      *source,
             GAsyncResult *result,
             gpointer      user_data)
{
  ChooseData *data = user_data;

  data->result = g_object_ref (result);
  g_main_context_wakeup (NULL);
}

/* The runner's answer, waited for on the main context like the program
 * does, deadline and legality checks included. */
gboolean
cli_choose (RimauPlayerRunner  *runner,
            RimauGame          *game,
            guint               time_ms,
            RimauMove          *move,
            GError            **error)
{
  ChooseData data = { NULL };
  gboolean ok;

  rimau_player_runner_choose_async (runner, game, time_ms, NULL, choose_done, &data);
  while (data.result == NULL)
    g_main_context_iteration (NULL, TRUE);

  ok = rimau_player_runner_choose_finish (runner, data.result, move, error);
  g_object_unref (data.result);
  return ok;
}

/* Splits off the plies: everything after the first "--", which ends the
 * options. Later "--" are plies themselves (keep or pass). */
char **
cli_split_plies (int    *argc,
                 char  **argv)
{
  for (int i = 1; i < *argc; i++)
    if (strcmp (argv[i], "--") == 0)
      {
        argv[i] = NULL;
        *argc = i;
        return argv + i + 1;
      }

  return NULL;
}

/* Marks the concede threshold as not given, to tell an explicit
 * --concede from none: a record's rules would silently win over it. */
void
cli_rules_options_expect_record (CliRulesOptions *options)
{
  options->concede = -1;
}

/* A new game from the rule options, dated today. */
static RimauGame *
new_game (CliRulesOptions  *options,
          GError          **error)
{
  RimauPosition start;
  RimauRules rules;
  RimauGame *game;

  if (options->concede == -1)
    options->concede = RIMAU_DEFAULT_CONCEDE;
  if (!cli_position_from_options (options, &rules, &start, error))
    return NULL;

  game = rimau_game_new_from_position (&start);
  rimau_game_set_date (game, NULL);
  return game;
}

/* The game in the record file @argument, or %NULL having printed to @out
 * what is wrong in the way of compilers: FILE:LINE:COLUMN: reason. */
RimauGame *
cli_load_record (const char *argument,
                 FILE       *out)
{
  g_autoptr(GFile) file = g_file_new_for_commandline_arg (argument);
  g_autofree char *name = g_filename_display_name (argument);
  g_autoptr(GError) error = NULL;
  RimauGame *game = rimau_record_load_file (file, NULL, &error);
  guint line, column;

  if (game != NULL)
    return game;

  if (rimau_record_error_get_location (error, &line, &column))
    fprintf (out, "%s:%u:%u: %s\n", name, line, column, rimau_record_error_get_reason (error));
  else
    fprintf (out, "%s: %s\n", name, error->message);
  return NULL;
}

/* Saves @game's record to @path, or says why not. */
gboolean
cli_save_record (const char *command,
                 RimauGame  *game,
                 const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_commandline_arg (path);
  g_autofree char *name = g_filename_display_name (path);
  g_autoptr(GError) error = NULL;

  if (rimau_record_save_file (game, file, NULL, &error))
    return TRUE;

  g_printerr ("rimau-cli %s: %s: %s\n", command, name, error->message);
  return FALSE;
}

static RimauGame *
load_record (const char  *command,
             const char  *record,
             int         *status)
{
  g_autoptr(GFile) file = g_file_new_for_commandline_arg (record);
  g_autofree char *name = g_filename_display_name (record);
  g_autoptr(GError) error = NULL;
  RimauGame *game = rimau_record_load_file (file, NULL, &error);

  if (game == NULL && error->domain == RIMAU_RECORD_ERROR)
    *status = cli_usage_error (command, "%s: %s", name, error->message);
  else if (game == NULL)
    {
      g_printerr ("rimau-cli %s: %s: %s\n", command, name, error->message);
      *status = CLI_EXIT_FAILED;
    }
  return game;
}

/* The game a command works on: the one in @record, at its last ply, or a
 * new one from the rule options; then @plies played. Returns %NULL with
 * @status set, having said why, if that cannot be. */
RimauGame *
cli_game_from_options (const char       *command,
                       CliRulesOptions  *options,
                       const char       *record,
                       char            **plies,
                       int              *status)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(RimauGame) game = NULL;

  if (record != NULL)
    {
      if (options->variant != NULL || options->captures != NULL || options->position != NULL ||
          options->concede != -1)
        {
          *status = cli_usage_error (command, _("the rules and the start come from the record; "
                                                "leave out --variant, --captures, --concede and --position"));
          return NULL;
        }
      game = load_record (command, record, status);
      if (game == NULL)
        return NULL;
    }
  else if ((game = new_game (options, &error)) == NULL)
    {
      *status = cli_usage_error (command, "%s", error->message);
      return NULL;
    }

  for (guint i = 0; plies != NULL && plies[i] != NULL; i++)
    if (!rimau_game_play_text (game, plies[i], &error))
      {
        *status = cli_usage_error (command, _("ply %u (“%s”): %s"), i + 1, plies[i], error->message);
        return NULL;
      }

  return g_steal_pointer (&game);
}

static void
print_help (FILE *out)
{
  fprintf (out, "%s\n\n", _("Usage: rimau-cli COMMAND [OPTION…]"));
  fprintf (out, "%s\n", _("Commands:"));
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    fprintf (out, "  %-13s %-34s %s\n", commands[i].name, commands[i].parameters, _(commands[i].summary));
  fprintf (out, "\n%s\n", _("Run “rimau-cli COMMAND --help” for the options of a command."));
}

int
main (int    argc,
      char **argv)
{
  setlocale (LC_ALL, "");
  rimau_i18n_bind_text_domain ();
  textdomain (GETTEXT_PACKAGE);

  if (argc < 2 || strcmp (argv[1], "--help") == 0 || strcmp (argv[1], "-h") == 0 ||
      strcmp (argv[1], "help") == 0)
    {
      print_help (argc < 2 ? stderr : stdout);
      return argc < 2 ? CLI_EXIT_USAGE : CLI_EXIT_OK;
    }
  if (strcmp (argv[1], "--version") == 0)
    {
      printf ("rimau-cli %s\n", PACKAGE_VERSION);
      return CLI_EXIT_OK;
    }

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    if (strcmp (argv[1], commands[i].name) == 0)
      return commands[i].run (argc - 1, argv + 1);

  g_printerr (_("rimau-cli: unknown command “%s”\n"), argv[1]);
  print_help (stderr);
  return CLI_EXIT_USAGE;
}
