/* fuzz-analysis.c — libFuzzer target: any text read as an Analysis tag
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The first byte of an input chooses one of a few games, the rest is the
 * text, read twice: as it is, and after the header that names that game,
 * so that the entries are read too, which a header found by chance never
 * lets happen. Besides what the sanitizers catch, this checks that a
 * refused text comes with an error of its own domain, that every line
 * read is legal where it stands, and that what is read is written back
 * as a tag that reads as the same analysis. */

#include "config.h"

#include <string.h>

#include "rimau-analysis.h"
#include "rimau-fuzz.h"

typedef struct
{
  RimauVariant  variant;
  guint         concede;
  const char   *start;
  const char   *plies;
} GameText;

static const GameText game_texts[] = {
  /* The tigers walk into a trap: the men win. */
  { RIMAU_VARIANT_RIMAU_RIMAU_A, 10, ".../.../.MM../TMM../M.M../...../..M../M../TMM t 5 - 0 20", "a6-a7 @a6" },
  /* The opening and the drops. */
  { RIMAU_VARIANT_RIMAU_RIMAU_A, 10, NULL, "xb4 xd4 xc5 c3-d4 @c3 d4xb4 @e5 c7xc5 @d2 c5xa5 @c7 b4-c4" },
  /* The men can only pass. */
  { RIMAU_VARIANT_RIMAU_RIMAU_B, 0, ".../.../...../...../...../...../...../T../MT. m 0 - 3 40", "-- b2-c3" },
  /* The one-tiger opening. */
  { RIMAU_VARIANT_RIMAU, 10, NULL, "xb4 xc5 xd6 T@c5" },
};

static RimauGame *games[G_N_ELEMENTS (game_texts)];

static RimauGame *
game_of_text (const GameText *text)
{
  RimauGame *game;
  RimauRules rules;
  RimauPosition start;
  g_auto(GStrv) plies = g_strsplit (text->plies, " ", -1);

  rimau_rules_init (&rules, text->variant);
  rules.concede = text->concede;
  if (text->start != NULL)
    require (rimau_position_from_string (&start, &rules, text->start, NULL));
  else
    rimau_position_init_start (&start, &rules);

  game = rimau_game_new_from_position (&start);
  for (guint i = 0; plies[i] != NULL; i++)
    require (rimau_game_play_text (game, plies[i], NULL));
  return game;
}

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  /* A critical warning means a broken precondition: stop there. */
  g_log_set_always_fatal (G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING);
  for (guint i = 0; i < G_N_ELEMENTS (game_texts); i++)
    games[i] = game_of_text (&game_texts[i]);
  return 0;
}

static void
check_evaluations (RimauAnalysis *analysis)
{
  guint n = rimau_analysis_get_n_plies (analysis);
  guint known = 0;

  for (guint i = 0; i <= n; i++)
    {
      const RimauEvaluation *evaluation = rimau_analysis_get_evaluation (analysis, i);
      RimauPosition position = *rimau_analysis_get_position (analysis, i);

      if (evaluation == NULL)
        continue;
      known++;
      require (evaluation->n_line <= RIMAU_ANALYSIS_MAX_LINE);
      require (ABS (evaluation->score) <= RIMAU_SCORE_WIN);
      for (guint k = 0; k < evaluation->n_line; k++)
        {
          require (rimau_position_is_legal (&position, &evaluation->line[k]));
          rimau_position_apply (&position, &evaluation->line[k]);
        }
    }
  require (known == rimau_analysis_get_n_evaluated (analysis));

  for (guint ply = 0; ply < n; ply++)
    require (rimau_analysis_get_mark (analysis, ply) <= RIMAU_MARK_BLUNDER);
}

static void
check_same (RimauAnalysis *a,
            RimauAnalysis *b)
{
  guint n = rimau_analysis_get_n_plies (a);

  require (rimau_analysis_get_n_evaluated (a) == rimau_analysis_get_n_evaluated (b));
  for (guint i = 0; i <= n; i++)
    {
      const RimauEvaluation *ea = rimau_analysis_get_evaluation (a, i);
      const RimauEvaluation *eb = rimau_analysis_get_evaluation (b, i);

      require ((ea == NULL) == (eb == NULL));
      if (ea == NULL)
        continue;
      require (ea->score == eb->score && ea->depth == eb->depth && ea->n_line == eb->n_line);
      for (guint k = 0; k < ea->n_line; k++)
        require (rimau_move_equal (&ea->line[k], &eb->line[k]));
    }
}

static void
read_text (RimauGame  *game,
           const char *text)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(RimauAnalysis) analysis = rimau_analysis_new_from_tag (game, text, &error);
  g_autoptr(RimauAnalysis) again = NULL;
  g_autofree char *tag = NULL;
  g_autofree char *tag_again = NULL;

  if (analysis == NULL)
    {
      require (error != NULL && error->domain == RIMAU_ANALYSIS_ERROR);
      require (g_utf8_validate (error->message, -1, NULL));
      return;
    }

  require (error == NULL);
  require (rimau_analysis_matches_game (analysis, game));
  check_evaluations (analysis);

  tag = rimau_analysis_to_tag (analysis);
  require (strchr (tag, '\n') == NULL);
  again = rimau_analysis_new_from_tag (game, tag, &error);
  if (again == NULL)
    g_printerr ("fuzz-analysis: the tag written cannot be read: %s\n%s\n", error->message, tag);
  require (again != NULL);
  check_same (analysis, again);
  tag_again = rimau_analysis_to_tag (again);
  require (strcmp (tag, tag_again) == 0);
}

int
LLVMFuzzerTestOneInput (const guint8 *data,
                        size_t        size)
{
  RimauGame *game;
  g_autofree char *text = NULL;
  g_autofree char *header = NULL;
  g_autofree char *with_header = NULL;
  g_autoptr(RimauAnalysis) blank = NULL;

  if (size == 0)
    return 0;

  game = games[data[0] % G_N_ELEMENTS (games)];
  text = g_strndup ((const char *) data + 1, size - 1);
  read_text (game, text);

  /* "1 N FINGERPRINT", up to the first ";", from the game's own tag. */
  blank = rimau_analysis_new (game);
  header = rimau_analysis_to_tag (blank);
  *strchr (header, ';') = '\0';
  with_header = g_strconcat (header, ";", text, NULL);
  read_text (game, with_header);
  return 0;
}
