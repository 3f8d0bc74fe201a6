/* rimau-cli.h — what the commands of rimau-cli share
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>
#include <stdio.h>

#include "rimau-ai.h"

G_BEGIN_DECLS

/* Exit statuses of rimau-cli. */
enum {
  CLI_EXIT_OK = 0,
  CLI_EXIT_FAILED = 1,   /* a check failed, or the work could not be done */
  CLI_EXIT_USAGE = 2,    /* bad options, malformed or illegal input */
};

/* The options every command that needs rules takes. */
typedef struct
{
  char *variant;
  char *captures;
  int   concede;
  char *position;
} CliRulesOptions;

void cli_rules_options_clear (CliRulesOptions *options);

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (CliRulesOptions, cli_rules_options_clear)

typedef int (*CliCommandFunc) (int    argc,
                               char **argv);

typedef struct
{
  const char     *name;
  const char     *parameters;
  const char     *summary;
  CliCommandFunc  run;
} CliCommand;

void      cli_rules_options_add     (GOptionContext   *context,
                                     CliRulesOptions  *options);
gboolean  cli_rules_from_options    (const CliRulesOptions *options,
                                     RimauRules       *rules,
                                     GError          **error);
gboolean  cli_position_from_options (const CliRulesOptions *options,
                                     RimauRules       *rules,
                                     RimauPosition    *position,
                                     GError          **error);
gboolean  cli_parse_options         (GOptionContext   *context,
                                     int              *argc,
                                     char           ***argv);
int       cli_usage_error           (const char       *command,
                                     const char       *format,
                                     ...) G_GNUC_PRINTF (2, 3);
const char *cli_outcome_name        (RimauOutcome      outcome);
char    **cli_split_plies           (int              *argc,
                                     char            **argv);
void      cli_rules_options_expect_record (CliRulesOptions *options);
RimauGame *cli_game_from_options    (const char       *command,
                                     CliRulesOptions  *options,
                                     const char       *record,
                                     char            **plies,
                                     int              *status);
RimauGame *cli_load_record          (const char       *argument,
                                     FILE             *out);
gboolean  cli_save_record           (const char       *command,
                                     RimauGame        *game,
                                     const char       *path);
int       cli_compare_move_texts    (gconstpointer     a,
                                     gconstpointer     b);

/* The built-in uniformly random player, "random" in `match`. */
#define CLI_RANDOM_ID "random"
#define CLI_TYPE_RANDOM_STRATEGY (cli_random_strategy_get_type ())
G_DECLARE_FINAL_TYPE (CliRandomStrategy, cli_random_strategy, CLI, RANDOM_STRATEGY, GObject)

RimauStrategy *cli_random_strategy_new (void);
RimauStrategy *cli_create_strategy      (const char        *id,
                                         GError           **error);
gboolean  cli_choose                (RimauPlayerRunner *runner,
                                     RimauGame         *game,
                                     guint              time_ms,
                                     RimauMove         *move,
                                     GError           **error);

/* A computer player of a whole game. */
typedef struct
{
  const char        *id;
  RimauPlayerRunner *runner;
} CliPlayer;

gboolean     cli_player_init        (CliPlayer        *player,
                                     const char       *id,
                                     GError          **error);
void         cli_player_clear       (CliPlayer        *player);
RimauOutcome cli_play_game          (RimauGame        *game,
                                     CliPlayer        *tigers,
                                     CliPlayer        *men,
                                     guint             time_ms,
                                     char            **failure);
const char  *cli_end_reason_text    (RimauEndReason    reason);

int       cli_perft                 (int argc, char **argv);
int       cli_moves                 (int argc, char **argv);
int       cli_play                  (int argc, char **argv);
int       cli_bench                 (int argc, char **argv);
int       cli_bench_player          (const char *id,
                                     guint       n_plies,
                                     guint       time_ms);
int       cli_check                 (int argc, char **argv);
int       cli_personalities         (int argc, char **argv);
int       cli_think                 (int argc, char **argv);
int       cli_match                 (int argc, char **argv);
int       cli_analyse               (int argc, char **argv);
int       cli_puzzles               (int argc, char **argv);

G_END_DECLS
