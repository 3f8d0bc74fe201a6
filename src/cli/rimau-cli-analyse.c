/* rimau-cli-analyse.c — `rimau-cli analyse`: the master's verdict on a game
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "rimau-cli.h"

/* The analysis the record keeps, as far as it is of this game, or a new
 * one. */
static RimauAnalysis *
analysis_of_record (RimauGame  *game,
                    const char *name)
{
  const char *tag = rimau_game_get_tag (game, RIMAU_ANALYSIS_TAG);
  g_autoptr(GError) error = NULL;
  RimauAnalysis *analysis;

  if (tag == NULL)
    return rimau_analysis_new (game);

  analysis = rimau_analysis_new_from_tag (game, tag, &error);
  if (analysis != NULL)
    return analysis;

  g_printerr ("rimau-cli analyse: ");
  /* Translators: the first %s is a file, the second why its analysis is not used. */
  g_printerr (_("%s: the Analysis tag is left aside: %s\n"), name, error->message);
  return rimau_analysis_new (game);
}

static gboolean
save_analysis (RimauGame     *game,
               RimauAnalysis *analysis,
               const char    *path)
{
  g_autofree char *tag = rimau_analysis_to_tag (analysis);

  rimau_game_set_tag (game, RIMAU_ANALYSIS_TAG, tag);
  return cli_save_record ("analyse", game, path);
}

/* The master, once per thread that helps. */
static GPtrArray *
create_masters (guint    n,
                GError **error)
{
  RimauPluginLoader *loader = rimau_plugin_loader_get_default ();
  RimauPersonality *master = rimau_plugin_loader_find_master (loader);
  g_autoptr(GPtrArray) masters = g_ptr_array_new_with_free_func (g_object_unref);

  if (master == NULL)
    {
      g_set_error_literal (error, RIMAU_AI_ERROR, RIMAU_AI_ERROR_UNKNOWN_PERSONALITY,
                           _("No computer player gives hints, and the analysis needs that one"));
      return NULL;
    }

  for (guint i = 0; i < n; i++)
    {
      RimauStrategy *strategy =
        rimau_plugin_loader_create_strategy (loader, rimau_personality_get_id (master), error);

      if (strategy == NULL)
        return NULL;
      g_ptr_array_add (masters, strategy);
    }

  return g_steal_pointer (&masters);
}

typedef struct
{
  GMainLoop *loop;
  gboolean   ok;
  GError    *error;
} RunData;

static void
run_done (GObject      *source,
          GAsyncResult *result,
          gpointer      user_data)
{
  RunData *data = user_data;

  data->ok = rimau_analysis_run_finish (RIMAU_ANALYSIS (source), result, &data->error);
  g_main_loop_quit (data->loop);
}

/* Evaluates what the record does not know yet, with every core. */
static gboolean
run_analysis (RimauAnalysis  *analysis,
              guint           time_ms,
              GError        **error)
{
  guint n_unknown = rimau_analysis_get_n_plies (analysis) + 1 - rimau_analysis_get_n_evaluated (analysis);
  g_autoptr(GPtrArray) masters = NULL;
  g_autoptr(GMainLoop) loop = NULL;
  RunData data = { NULL };

  if (n_unknown == 0)
    return TRUE;
  masters = create_masters (MIN (MAX (g_get_num_processors (), 1), n_unknown), error);
  if (masters == NULL)
    return FALSE;

  loop = g_main_loop_new (NULL, FALSE);
  data.loop = loop;
  rimau_analysis_run_async (analysis, masters, time_ms, NULL, NULL, run_done, &data);
  g_main_loop_run (loop);

  if (!data.ok)
    g_propagate_error (error, data.error);
  return data.ok;
}

/* What the line of one ply says. */
typedef struct
{
  guint                  turn;
  const char            *side;
  char                   ply[RIMAU_MOVE_TEXT_SIZE];
  /* The evaluation after the ply, or NULL while unknown. */
  char                  *evaluation;
  int                    score;
  /* The evaluation before it, or NULL when it names no best ply. */
  const RimauEvaluation *best;
  const char            *mark;
} PlyReport;

static void
ply_report_init (PlyReport     *report,
                 RimauAnalysis *analysis,
                 guint          ply)
{
  const RimauPosition *position = rimau_analysis_get_position (analysis, ply);
  const RimauEvaluation *after = rimau_analysis_get_evaluation (analysis, ply + 1);

  report->turn = position->turn;
  report->side = position->side == RIMAU_SIDE_TIGERS ? "t" : "m";
  rimau_move_to_text (rimau_analysis_get_ply (analysis, ply), report->ply);
  report->evaluation = after != NULL ? rimau_score_format (after->score) : NULL;
  report->score = after != NULL ? after->score : 0;
  report->best = rimau_analysis_get_evaluation (analysis, ply);
  if (report->best != NULL && report->best->n_line == 0)
    report->best = NULL;
  report->mark = rimau_mark_to_string (rimau_analysis_get_mark (analysis, ply));
}

static void
ply_report_clear (PlyReport *report)
{
  g_clear_pointer (&report->evaluation, g_free);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (PlyReport, ply_report_clear)

static const char *
best_ply (const PlyReport *report,
          char            *text)
{
  return report->best != NULL ? rimau_move_to_text (&report->best->line[0], text) : "";
}

/* Output for scripts as much as for people: English, not translated, as
 * `check` says "1 ply". */
static void
print_summary_counts (RimauAnalysis *analysis,
                      RimauSide      side)
{
  guint inaccuracies = rimau_analysis_count_marks (analysis, side, RIMAU_MARK_INACCURACY);
  guint mistakes = rimau_analysis_count_marks (analysis, side, RIMAU_MARK_MISTAKE);
  guint blunders = rimau_analysis_count_marks (analysis, side, RIMAU_MARK_BLUNDER);

  printf ("%s: %u %s, %u %s, %u %s\n", side == RIMAU_SIDE_TIGERS ? "tigers" : "men",
          inaccuracies, inaccuracies == 1 ? "inaccuracy" : "inaccuracies",
          mistakes, mistakes == 1 ? "mistake" : "mistakes",
          blunders, blunders == 1 ? "blunder" : "blunders");
}

/* TURN SIDE PLY EVALUATION BEST MARK, tab-separated, then the summary. */
static void
print_text (RimauAnalysis *analysis)
{
  for (guint ply = 0; ply < rimau_analysis_get_n_plies (analysis); ply++)
    {
      g_auto(PlyReport) report = { 0 };
      char best[RIMAU_MOVE_TEXT_SIZE];

      ply_report_init (&report, analysis, ply);
      printf ("%u\t%s\t%s\t%s\t%s\t%s\n", report.turn, report.side, report.ply,
              report.evaluation != NULL ? report.evaluation : "", best_ply (&report, best), report.mark);
    }

  print_summary_counts (analysis, RIMAU_SIDE_TIGERS);
  print_summary_counts (analysis, RIMAU_SIDE_MEN);
}

/* A JSON string, or null. */
static void
append_json_string (GString    *out,
                    const char *text)
{
  if (text == NULL)
    {
      g_string_append (out, "null");
      return;
    }

  g_string_append_c (out, '"');
  for (const char *c = text; *c != '\0'; c++)
    {
      if (*c == '"' || *c == '\\')
        g_string_append_printf (out, "\\%c", *c);
      else if ((guchar) *c < 0x20)
        g_string_append_printf (out, "\\u%04x", (guint) (guchar) *c);
      else
        g_string_append_c (out, *c);
    }
  g_string_append_c (out, '"');
}

static void
append_json_line (GString               *out,
                  const RimauEvaluation *evaluation)
{
  g_string_append_c (out, '[');
  for (guint i = 0; evaluation != NULL && i < evaluation->n_line; i++)
    {
      char text[RIMAU_MOVE_TEXT_SIZE];

      if (i > 0)
        g_string_append_c (out, ',');
      append_json_string (out, rimau_move_to_text (&evaluation->line[i], text));
    }
  g_string_append_c (out, ']');
}

static void
append_json_ply (GString         *out,
                 const PlyReport *report)
{
  char best[RIMAU_MOVE_TEXT_SIZE];

  g_string_append_printf (out, "{\"turn\":%u,\"side\":", report->turn);
  append_json_string (out, report->side);
  g_string_append (out, ",\"ply\":");
  append_json_string (out, report->ply);
  g_string_append (out, ",\"evaluation\":");
  append_json_string (out, report->evaluation);
  if (report->evaluation != NULL)
    g_string_append_printf (out, ",\"score\":%d", report->score);
  else
    g_string_append (out, ",\"score\":null");
  g_string_append (out, ",\"best\":");
  append_json_string (out, report->best != NULL ? best_ply (report, best) : NULL);
  g_string_append (out, ",\"line\":");
  append_json_line (out, report->best);
  g_string_append (out, ",\"mark\":");
  append_json_string (out, report->mark);
  g_string_append_c (out, '}');
}

static void
append_json_counts (GString       *out,
                    RimauAnalysis *analysis,
                    RimauSide      side)
{
  g_string_append_printf (out, "{\"inaccuracies\":%u,\"mistakes\":%u,\"blunders\":%u}",
                          rimau_analysis_count_marks (analysis, side, RIMAU_MARK_INACCURACY),
                          rimau_analysis_count_marks (analysis, side, RIMAU_MARK_MISTAKE),
                          rimau_analysis_count_marks (analysis, side, RIMAU_MARK_BLUNDER));
}

/* The same as one JSON object, a ply a line. */
static void
print_json (RimauAnalysis *analysis)
{
  g_autoptr(GString) out = g_string_new ("{\"plies\":[");

  for (guint ply = 0; ply < rimau_analysis_get_n_plies (analysis); ply++)
    {
      g_auto(PlyReport) report = { 0 };

      ply_report_init (&report, analysis, ply);
      g_string_append (out, ply == 0 ? "\n" : ",\n");
      append_json_ply (out, &report);
    }
  g_string_append (out, "\n],\n\"summary\":{\"tigers\":");
  append_json_counts (out, analysis, RIMAU_SIDE_TIGERS);
  g_string_append (out, ",\"men\":");
  append_json_counts (out, analysis, RIMAU_SIDE_MEN);
  g_string_append (out, "}}\n");

  fputs (out->str, stdout);
}

int
cli_analyse (int    argc,
             char **argv)
{
  g_autoptr(GOptionContext) context =
    g_option_context_new (_("FILE — evaluate every position of a recorded game and mark its mistakes"));
  int time_ms = RIMAU_ANALYSIS_DEFAULT_TIME_MS;
  gboolean json = FALSE;
  g_autofree char *save = NULL;
  g_autofree char *time_help =
    g_strdup_printf (_("Time for each position, in milliseconds (default %d)"), RIMAU_ANALYSIS_DEFAULT_TIME_MS);
  const GOptionEntry entries[] = {
    { "time", 0, 0, G_OPTION_ARG_INT, &time_ms, time_help, "MS" },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print one JSON object instead of lines"), NULL },
    { "save", 0, 0, G_OPTION_ARG_FILENAME, &save,
      N_("Save the record with its analysis to this file, to be read back without searching again"), "FILE" },
    { NULL }
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(RimauGame) game = NULL;
  g_autoptr(RimauAnalysis) analysis = NULL;
  g_autofree char *name = NULL;

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!cli_parse_options (context, &argc, &argv))
    return CLI_EXIT_USAGE;
  if (argc != 2)
    return cli_usage_error ("analyse", _("give one record file to analyse"));
  if (time_ms <= 0)
    return cli_usage_error ("analyse", _("the time must be a positive number of milliseconds"));

  name = g_filename_display_name (argv[1]);
  game = cli_load_record (argv[1], stderr);
  if (game == NULL)
    return CLI_EXIT_FAILED;

  analysis = analysis_of_record (game, name);
  if (!run_analysis (analysis, (guint) time_ms, &error))
    {
      g_printerr ("rimau-cli analyse: %s\n", error->message);
      return CLI_EXIT_FAILED;
    }

  if (save != NULL && !save_analysis (game, analysis, save))
    return CLI_EXIT_FAILED;

  if (json)
    print_json (analysis);
  else
    print_text (analysis);
  return CLI_EXIT_OK;
}
