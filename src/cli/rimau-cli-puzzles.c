/* rimau-cli-puzzles.c — `rimau-cli puzzles`: make puzzles from games
 * between the computer players, and prove a file of them
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/puzzles.md says what a puzzle is, how `generate` finds them and
 * how the shipped file was made.
 */

#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#include "rimau-cli.h"

/* ------------------------------------------------------------------------ */
/* generate                                                                 */

typedef struct
{
  GPtrArray  *players;      /* CliPlayer */
  GRand      *rand;
  guint64     rng_state;
  RimauProver *prover;
  GHashTable *seen;         /* the positions puzzles were made of */
  GPtrArray  *puzzles;
  guint       seed;
  guint       time_ms;
} Generator;

static void
free_player (gpointer data)
{
  cli_player_clear (data);
  g_free (data);
}

static void
generator_clear (Generator *generator)
{
  g_clear_pointer (&generator->players, g_ptr_array_unref);
  g_clear_pointer (&generator->rand, g_rand_free);
  g_clear_pointer (&generator->prover, rimau_prover_free);
  g_clear_pointer (&generator->seen, g_hash_table_unref);
  g_clear_pointer (&generator->puzzles, g_ptr_array_unref);
}

/* Every personality the loader finds, by id, so that a seed gives the
 * same pairs wherever the same personalities are installed. */
static char **
all_personality_ids (void)
{
  GListModel *personalities = rimau_plugin_loader_get_personalities (rimau_plugin_loader_get_default ());
  g_autoptr(GPtrArray) ids = g_ptr_array_new ();

  for (guint i = 0; i < g_list_model_get_n_items (personalities); i++)
    {
      g_autoptr(RimauPersonality) personality = g_list_model_get_item (personalities, i);

      g_ptr_array_add (ids, g_strdup (rimau_personality_get_id (personality)));
    }
  g_ptr_array_sort_values (ids, (GCompareFunc) strcmp);
  g_ptr_array_add (ids, NULL);
  return (char **) g_ptr_array_free (g_steal_pointer (&ids), FALSE);
}

static gboolean
add_players (Generator   *generator,
             char       **ids,
             GError     **error)
{
  generator->players = g_ptr_array_new_with_free_func (free_player);
  for (guint i = 0; ids[i] != NULL; i++)
    {
      CliPlayer *player = g_new0 (CliPlayer, 1);

      g_ptr_array_add (generator->players, player);
      if (!cli_player_init (player, g_intern_string (ids[i]), error))
        return FALSE;
    }
  if (generator->players->len == 0)
    {
      g_set_error_literal (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE, _("No computer players were found"));
      return FALSE;
    }
  return TRUE;
}

static CliPlayer *
pick_player (Generator *generator)
{
  return generator->players->pdata[g_rand_int_range (generator->rand, 0, (gint32) generator->players->len)];
}

/* The opening's removals at random from the seed: the computer players
 * would often choose the same, and the games would look alike. */
static void
play_random_removals (Generator *generator,
                      RimauGame *game)
{
  const RimauPosition *position;

  while ((position = rimau_game_get_position (game))->removals_left > 0)
    {
      RimauMove move;

      if (!rimau_position_random_move (position, &generator->rng_state, &move) ||
          !rimau_game_play (game, &move, NULL))
        return;
    }
}

/* What makes two puzzle positions the same: rules, board, side, hand. */
static char *
position_identity (const RimauPosition *position)
{
  g_autofree char *text = rimau_position_to_string (position);
  g_auto(GStrv) fields = g_strsplit (text, " ", 4);

  return g_strdup_printf ("%s %s %u %s %s %s", rimau_variant_to_id (position->rules.variant),
                          rimau_capture_rule_to_id (position->rules.captures), position->rules.concede,
                          fields[0], fields[1], fields[2]);
}

/* Keeps @puzzle if it is proved again and its position is new. */
static void
keep_puzzle (Generator   *generator,
             RimauPuzzle *puzzle)
{
  g_autoptr(GError) error = NULL;

  if (!rimau_puzzle_verify (generator->prover, puzzle, &error))
    {
      /* rimau_puzzle_find() and the checks disagree: a bug to report,
       * not a puzzle to ship. */
      g_printerr ("rimau-cli puzzles: %s: %s\n", puzzle->source, error->message);
      rimau_puzzle_free (puzzle);
      return;
    }
  g_hash_table_add (generator->seen, position_identity (&puzzle->position));
  g_ptr_array_add (generator->puzzles, puzzle);
}

/* The puzzles of @kind the positions of @game hold, one per number of
 * moves (the seed picks which), so that one long game does not fill the
 * file with puzzles alike. */
static void
scan_game (Generator       *generator,
           RimauGame       *game,
           RimauPuzzleKind  kind,
           const char      *source)
{
  g_autoptr(GPtrArray) found = g_ptr_array_new_with_free_func ((GDestroyNotify) rimau_puzzle_free);

  for (guint ply = 0; ply <= rimau_game_get_n_plies (game); ply++)
    {
      const RimauPosition *position = rimau_game_get_position_at (game, ply);
      g_autofree char *identity = position_identity (position);
      RimauPuzzle *puzzle;

      if (g_hash_table_contains (generator->seen, identity) ||
          (puzzle = rimau_puzzle_find (generator->prover, kind, position)) == NULL)
        continue;
      puzzle->source = g_strdup_printf ("%s, after ply %u", source, ply);
      g_ptr_array_add (found, puzzle);
    }

  for (guint n = 1; n <= RIMAU_PUZZLE_MAX_MOVES; n++)
    {
      g_autoptr(GPtrArray) of_n = g_ptr_array_new ();

      for (guint i = 0; i < found->len; i++)
        if (((RimauPuzzle *) found->pdata[i])->n_moves == n)
          g_ptr_array_add (of_n, found->pdata[i]);
      if (of_n->len > 0)
        {
          gpointer chosen = of_n->pdata[g_rand_int_range (generator->rand, 0, (gint32) of_n->len)];
          guint index;

          g_ptr_array_find (found, chosen, &index);
          keep_puzzle (generator, g_ptr_array_steal_index_fast (found, index));
        }
    }
}

static gboolean
play_and_scan (Generator            *generator,
               const RimauPosition  *start,
               guint                 number)
{
  CliPlayer *tigers = pick_player (generator);
  CliPlayer *men = pick_player (generator);
  g_autoptr(RimauGame) game = rimau_game_new_from_position (start);
  g_autofree char *how = NULL;
  g_autofree char *source = NULL;
  guint before = generator->puzzles->len;
  RimauOutcome outcome;

  play_random_removals (generator, game);
  outcome = cli_play_game (game, tigers, men, generator->time_ms, &how);
  source = g_strdup_printf ("seed %u, game %u, tigers %s, men %s", generator->seed, number, tigers->id, men->id);
  for (guint kind = 0; kind < RIMAU_PUZZLE_N_KINDS; kind++)
    scan_game (generator, game, kind, source);

  g_printerr ("game %u: tigers %s, men %s: %s (%s, %u plies): %u puzzles\n", number, tigers->id, men->id,
              outcome == RIMAU_OUTCOME_TIGERS ? "1-0" : outcome == RIMAU_OUTCOME_MEN ? "0-1" : "1/2-1/2",
              how, rimau_game_get_n_plies (game), generator->puzzles->len - before);
  return TRUE;
}

/* Kind, then grade, then moves: the order the file is read in. */
static int
compare_puzzles (gconstpointer a,
                 gconstpointer b)
{
  const RimauPuzzle *p = *(RimauPuzzle * const *) a, *q = *(RimauPuzzle * const *) b;

  if (p->kind != q->kind)
    return (int) p->kind - (int) q->kind;
  if (p->grade != q->grade)
    return (int) p->grade - (int) q->grade;
  return (int) p->n_moves - (int) q->n_moves;
}

static void
name_puzzles (GPtrArray *puzzles)
{
  guint number[RIMAU_PUZZLE_N_KINDS] = { 0 };

  g_ptr_array_sort (puzzles, compare_puzzles);
  for (guint i = 0; i < puzzles->len; i++)
    {
      RimauPuzzle *puzzle = puzzles->pdata[i];

      puzzle->id = g_strdup_printf ("%s-%s-%03u", rimau_variant_to_id (puzzle->position.rules.variant),
                                    rimau_puzzle_kind_to_id (puzzle->kind), ++number[puzzle->kind]);
    }
}

/* How many of each kind and grade, for the person running it. */
static void
print_tally (GPtrArray *puzzles,
             double     seconds)
{
  guint count[RIMAU_PUZZLE_N_KINDS][RIMAU_PUZZLE_N_GRADES] = { { 0 } };

  for (guint i = 0; i < puzzles->len; i++)
    {
      const RimauPuzzle *puzzle = puzzles->pdata[i];

      count[puzzle->kind][puzzle->grade]++;
    }
  for (guint k = 0; k < RIMAU_PUZZLE_N_KINDS; k++)
    g_printerr ("%-8s easy %3u, medium %3u, hard %3u\n", rimau_puzzle_kind_to_id (k),
                count[k][RIMAU_PUZZLE_EASY], count[k][RIMAU_PUZZLE_MEDIUM], count[k][RIMAU_PUZZLE_HARD]);
  g_printerr ("%u puzzles in %.0f s\n", puzzles->len, seconds);
}

static gboolean
write_puzzles (GPtrArray   *puzzles,
               const char  *output)
{
  g_autofree char *text = rimau_puzzle_file_to_text (puzzles);
  g_autoptr(GError) error = NULL;

  if (output == NULL)
    {
      fputs (text, stdout);
      return TRUE;
    }
  if (g_file_set_contents (output, text, -1, &error))
    return TRUE;
  g_printerr ("rimau-cli puzzles: %s\n", error->message);
  return FALSE;
}

static int
generate (int    argc,
          char **argv)
{
  g_autoptr(GOptionContext) context = g_option_context_new (_("— make puzzles from games between computer players"));
  g_auto(CliRulesOptions) options = { 0 };
  g_autofree char *output = NULL;
  g_autofree char *players = NULL;
  int games = 10, time_ms = 100, seed = 1;
  const GOptionEntry entries[] = {
    { "games", 0, 0, G_OPTION_ARG_INT, &games, N_("Number of games to play (default 10)"), "N" },
    { "time", 0, 0, G_OPTION_ARG_INT, &time_ms, N_("Time per ply, in milliseconds (default 100)"), "MS" },
    { "seed", 0, 0, G_OPTION_ARG_INT, &seed, N_("Seed of the pairings, the opening’s removals and the choice of puzzles (default 1)"), "S" },
    { "players", 0, 0, G_OPTION_ARG_STRING, &players, N_("The computer players, separated by commas (default: every personality)"), "IDS" },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output, N_("Write the puzzles to this file (default: standard output)"), "FILE" },
    { NULL }
  };
  g_auto(GStrv) ids = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GTimer) timer = g_timer_new ();
  Generator generator = { 0 };
  RimauPosition start;
  RimauRules rules;
  int status = CLI_EXIT_OK;

  cli_rules_options_add (context, &options);
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!cli_parse_options (context, &argc, &argv))
    return CLI_EXIT_USAGE;
  if (argc != 1)
    return cli_usage_error ("puzzles generate", _("unexpected argument “%s”"), argv[1]);
  if (games <= 0 || time_ms <= 0 || seed < 0)
    return cli_usage_error ("puzzles generate", _("--games and --time must be positive, --seed not negative"));
  if (!cli_position_from_options (&options, &rules, &start, &error))
    return cli_usage_error ("puzzles generate", "%s", error->message);

  ids = players != NULL ? g_strsplit (players, ",", -1) : all_personality_ids ();
  generator = (Generator) {
    .rand = g_rand_new_with_seed ((guint32) seed),
    .rng_state = (guint64) seed * G_GUINT64_CONSTANT (0x9e3779b97f4a7c15) + 1,
    .prover = rimau_prover_new (),
    .seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL),
    .puzzles = g_ptr_array_new_with_free_func ((GDestroyNotify) rimau_puzzle_free),
    .seed = (guint) seed,
    .time_ms = (guint) time_ms,
  };
  if (!add_players (&generator, ids, &error))
    status = cli_usage_error ("puzzles generate", "%s", error->message);

  for (int i = 0; status == CLI_EXIT_OK && i < games; i++)
    play_and_scan (&generator, &start, (guint) i + 1);

  if (status == CLI_EXIT_OK)
    {
      name_puzzles (generator.puzzles);
      print_tally (generator.puzzles, g_timer_elapsed (timer, NULL));
      if (!write_puzzles (generator.puzzles, output))
        status = CLI_EXIT_FAILED;
    }

  generator_clear (&generator);
  return status;
}

/* ------------------------------------------------------------------------ */
/* check                                                                    */

/* Proves one puzzle; says what is wrong with it, or, with @verbose, that
 * it holds. */
static gboolean
check_puzzle (RimauProver       *prover,
              const RimauPuzzle *puzzle,
              const char        *name,
              gboolean           verbose)
{
  g_autoptr(GError) error = NULL;

  if (!rimau_puzzle_verify (prover, puzzle, &error))
    {
      printf (_("%s: %s: unsound: %s\n"), name, puzzle->id, error->message);
      return FALSE;
    }
  if (verbose)
    printf (_("%s: %s: sound\n"), name, puzzle->id);
  return TRUE;
}

static int
check (int    argc,
       char **argv)
{
  g_autoptr(GOptionContext) context = g_option_context_new (_("FILE — prove every puzzle of a file"));
  gboolean verbose = FALSE;
  const GOptionEntry entries[] = {
    { "verbose", 'v', 0, G_OPTION_ARG_NONE, &verbose, N_("Also name each puzzle that is sound"), NULL },
    { NULL }
  };
  g_autoptr(RimauPuzzleReader) reader = NULL;
  g_autoptr(RimauProver) prover = rimau_prover_new ();
  g_autoptr(GTimer) timer = g_timer_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *name = NULL;
  guint n_puzzles = 0, n_wrong = 0;

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!cli_parse_options (context, &argc, &argv))
    return CLI_EXIT_USAGE;
  if (argc != 2)
    return cli_usage_error ("puzzles check", _("give one puzzle file to check"));

  name = g_filename_display_name (argv[1]);
  if (!g_file_get_contents (argv[1], &text, NULL, &error))
    {
      g_printerr ("rimau-cli puzzles check: %s\n", error->message);
      return CLI_EXIT_FAILED;
    }
  if (!g_utf8_validate (text, -1, NULL))
    {
      g_printerr (_("rimau-cli puzzles check: %s is not UTF-8 text\n"), name);
      return CLI_EXIT_FAILED;
    }

  reader = rimau_puzzle_reader_new (text);
  for (;;)
    {
      g_autoptr(RimauPuzzle) puzzle = rimau_puzzle_reader_next (reader, &error);

      if (puzzle == NULL && error == NULL)
        break;
      n_puzzles++;
      if (puzzle == NULL)
        {
          printf (_("%s: malformed: %s\n"), name, error->message);
          g_clear_error (&error);
          n_wrong++;
          continue;
        }
      n_wrong += !check_puzzle (prover, puzzle, name, verbose);
    }

  printf (ngettext ("%s: %u puzzle, %u sound, %u unsound or malformed\n",
                    "%s: %u puzzles, %u sound, %u unsound or malformed\n", n_puzzles),
          name, n_puzzles, n_puzzles - n_wrong, n_wrong);
  fflush (stdout);
  g_printerr (_("Checked in %.2f s\n"), g_timer_elapsed (timer, NULL));
  return n_wrong == 0 ? CLI_EXIT_OK : CLI_EXIT_FAILED;
}

int
cli_puzzles (int    argc,
             char **argv)
{
  if (argc >= 2 && strcmp (argv[1], "generate") == 0)
    return generate (argc - 1, argv + 1);
  if (argc >= 2 && strcmp (argv[1], "check") == 0)
    return check (argc - 1, argv + 1);
  return cli_usage_error ("puzzles", _("say generate or check"));
}
