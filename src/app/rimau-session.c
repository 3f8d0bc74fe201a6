/* rimau-session.c — one game as a person plays it, apart from any view
 *
 * A session owns the game and its parts, each with one job:
 *  - the game document (rimau-game-document.c): the record file, whether
 *    the game holds plies in no file, reading, saving and autosaving;
 *  - the match (rimau-match.c): who plays each side, and the computers'
 *    turns, pauses and Move Now;
 *  - the analyst (rimau-analyst.c): the analysis and the evaluation of the
 *    position on the board;
 *  - the navigator (rimau-navigator.c): earlier positions, undo and redo;
 *  - the ply list and the hinter (rimau-hinter.c), which are the
 *    session's own.
 * Views reach a part through its getter for what is the part's own job,
 * and follow the part's own properties and signals. Values go down to the
 * parts as arguments; none of them calls back into the session. Every
 * search they run waits while the one gatekeeper of the session is closed.
 *
 * What the session keeps is what needs more than one part: the game put
 * in place in all of them, who is to move (the game, the navigator and
 * the match together), the hint, and the one `changed` after every
 * change: the match goes on (a computer to move starts thinking), the
 * session's properties follow, and then the views are told once. A view
 * that changes the game from its handler restarts that emission, so no
 * handler is ever called from inside itself (G_SIGNAL_NO_RECURSE).
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "rimau-ai.h"
#include "rimau-hinter.h"
#include "rimau-ply-list.h"
#include "rimau-session-private.h"

struct _RimauSession
{
  GObject            parent_instance;

  RimauGame         *game;
  /* What a record calls the people playing it, if anything. */
  char              *names[2];
  RimauPlyList      *plies;

  RimauGatekeeper   *gatekeeper;
  RimauAnalyst      *analyst;
  RimauGameDocument *document;
  RimauMatch        *match;
  RimauNavigator    *navigator;
  RimauHinter       *hinter;

  /* The session's own properties, brought up to date after each change. */
  gboolean           person_to_move;
  gboolean           hint_available;

  /* The player wants the position on the board evaluated: the analyst
   * does so in a game against a computer. */
  gboolean           evaluation_wanted;
};

G_DEFINE_FINAL_TYPE (RimauSession, rimau_session, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_GAME,
  PROP_PERSON_TO_MOVE,
  PROP_HINT_AVAILABLE,
  PROP_EVALUATION_WANTED,
  N_PROPS
};

enum {
  CHANGED,
  HINT_FOUND,
  HINT_FAILED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static RimauPluginLoader *
loader (void)
{
  return rimau_plugin_loader_get_default ();
}

/* The strongest personality installed: it gives hints and analyses. */
static RimauPersonality *
master (void)
{
  return rimau_plugin_loader_find_master (loader ());
}

/* ------------------------------------------------------------------------ */
/* The parts                                                                 */

RimauGame *
rimau_session_get_game (RimauSession *self)
{
  g_return_val_if_fail (RIMAU_IS_SESSION (self), NULL);

  return self->game;
}

/* The plies as a list of RimauPly, the start position first. */
GListModel *
rimau_session_get_plies (RimauSession *self)
{
  g_return_val_if_fail (RIMAU_IS_SESSION (self), NULL);

  return G_LIST_MODEL (self->plies);
}

/* Who plays each side, and the computers' turns. */
RimauMatch *
rimau_session_get_match (RimauSession *self)
{
  g_return_val_if_fail (RIMAU_IS_SESSION (self), NULL);

  return self->match;
}

/* Earlier positions, undo and redo. */
RimauNavigator *
rimau_session_get_navigator (RimauSession *self)
{
  g_return_val_if_fail (RIMAU_IS_SESSION (self), NULL);

  return self->navigator;
}

/* The game as a file: saving, `modified`, the game kept for the next
 * start. */
RimauGameDocument *
rimau_session_get_document (RimauSession *self)
{
  g_return_val_if_fail (RIMAU_IS_SESSION (self), NULL);

  return self->document;
}

/* What the master makes of the game: its analysis and the evaluation of
 * the position on the board. */
RimauAnalyst *
rimau_session_get_analyst (RimauSession *self)
{
  g_return_val_if_fail (RIMAU_IS_SESSION (self), NULL);

  return self->analyst;
}

/* The switch every search of the session follows: a view closes it while
 * it draws a frame with the processor that a search would take. */
RimauGatekeeper *
rimau_session_get_gatekeeper (RimauSession *self)
{
  g_return_val_if_fail (RIMAU_IS_SESSION (self), NULL);

  return self->gatekeeper;
}

/* ------------------------------------------------------------------------ */
/* State                                                                     */

static gboolean
person_is_to_move (RimauSession *self)
{
  return rimau_game_get_outcome (self->game) == RIMAU_OUTCOME_NONE &&
         !rimau_navigator_get_reviewing (self->navigator) &&
         rimau_match_is_person (self->match, rimau_game_get_side_to_move (self->game));
}

gboolean
rimau_session_get_person_to_move (RimauSession *self)
{
  g_return_val_if_fail (RIMAU_IS_SESSION (self), FALSE);

  return self->person_to_move;
}

/* The name a record gave a person playing @side, or %NULL; a computer
 * goes by its personality's name. */
const char *
rimau_session_get_player_name (RimauSession *self,
                               RimauSide     side)
{
  const RimauGameSetup *setup;
  RimauPersonality *personality;

  g_return_val_if_fail (RIMAU_IS_SESSION (self), NULL);

  if (rimau_match_is_person (self->match, side))
    return self->names[side];

  setup = rimau_match_get_setup (self->match);
  personality = rimau_plugin_loader_find (loader (), setup->player[side]);
  return personality != NULL ? rimau_personality_get_name (personality) : setup->player[side];
}

gboolean
rimau_session_get_hint_available (RimauSession *self)
{
  g_return_val_if_fail (RIMAU_IS_SESSION (self), FALSE);

  return self->hint_available;
}

static void
set_boolean (RimauSession *self,
             gboolean     *field,
             gboolean      value,
             guint         prop_id)
{
  if (*field == value)
    return;

  *field = value;
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop_id]);
}

static void
update_properties (RimauSession *self)
{
  gboolean hinting = rimau_hinter_get_thinking (self->hinter);

  set_boolean (self, &self->person_to_move, person_is_to_move (self), PROP_PERSON_TO_MOVE);
  set_boolean (self, &self->hint_available, !hinting && self->person_to_move && master () != NULL,
               PROP_HINT_AVAILABLE);
}

/* After every change: the match goes on, the session's properties follow,
 * and the views are told once. */
static void
session_changed (RimauSession *self)
{
  const RimauGameSetup *setup = rimau_match_get_setup (self->match);

  rimau_match_go_on (self->match);
  rimau_analyst_set_live (self->analyst,
                          self->evaluation_wanted && rimau_game_setup_count_people (setup) == 1);
  /* Tables go back to the system once the game is over. */
  if (rimau_game_get_outcome (self->game) != RIMAU_OUTCOME_NONE && !rimau_hinter_get_thinking (self->hinter))
    rimau_hinter_release (self->hinter);
  update_properties (self);
  g_signal_emit (self, signals[CHANGED], 0);
}

/* ------------------------------------------------------------------------ */
/* What the views tell of themselves                                         */

/* The computers may play once the view shows the game; they start then. */
void
rimau_session_set_computers_enabled (RimauSession *self,
                                     gboolean      enabled)
{
  g_return_if_fail (RIMAU_IS_SESSION (self));

  if (rimau_match_get_computers_enabled (self->match) == !!enabled)
    return;

  rimau_match_set_computers_enabled (self->match, enabled);
  session_changed (self);
}

/* Whether the player wants the position on the board evaluated, in a game
 * against a computer: only the session knows both. */
void
rimau_session_set_evaluation_wanted (RimauSession *self,
                                     gboolean      wanted)
{
  g_return_if_fail (RIMAU_IS_SESSION (self));

  wanted = !!wanted;
  if (self->evaluation_wanted == wanted)
    return;

  self->evaluation_wanted = wanted;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_EVALUATION_WANTED]);
  session_changed (self);
}

/* ------------------------------------------------------------------------ */
/* Hints                                                                     */

/* The principal line of the hint last found, the hint first, while the
 * position it was found in is shown; its length, 0 when there is none. */
guint
rimau_session_get_hint_line (RimauSession     *self,
                             const RimauMove **line)
{
  g_return_val_if_fail (RIMAU_IS_SESSION (self), 0);

  return rimau_hinter_get_line (self->hinter, line);
}

static void
hint_found_cb (RimauSession    *self,
               const RimauMove *move)
{
  g_signal_emit (self, signals[HINT_FOUND], 0, move);
  session_changed (self);
}

static void
hint_failed_cb (RimauSession *self,
                const GError *error)
{
  g_signal_emit (self, signals[HINT_FAILED], 0, error);
  session_changed (self);
}

/* Asks the master for a ply; `hint-found` or `hint-failed` follows,
 * unless the game changes first. */
void
rimau_session_hint (RimauSession *self)
{
  g_autoptr(GError) error = NULL;

  g_return_if_fail (RIMAU_IS_SESSION (self));

  if (!self->hint_available)
    return;
  if (!rimau_hinter_ask (self->hinter, self->game, rimau_personality_get_id (master ()), &error))
    {
      g_signal_emit (self, signals[HINT_FAILED], 0, error);
      return;
    }
  session_changed (self);
}

/* Nobody is to move in an earlier position: a hint asked for goes. */
static void
reviewing_cb (RimauSession *self)
{
  if (rimau_navigator_get_reviewing (self->navigator))
    rimau_hinter_stop (self->hinter);
}

/* ------------------------------------------------------------------------ */
/* The game                                                                  */

/* The plies as the analysis judged them, as far as it is of these plies. */
static void
show_marks (RimauSession *self)
{
  rimau_ply_list_show_marks (self->plies, rimau_analyst_get_analysis (self->analyst));
}

/* The parts follow the game in turn: the analyst first, whose analysis
 * the ply list shows and the document writes. */
static void
game_changed_cb (RimauSession *self,
                 RimauGame    *game)
{
  /* A hint is for the position it was asked in. */
  rimau_hinter_stop (self->hinter);
  rimau_analyst_game_changed (self->analyst);
  rimau_ply_list_update (self->plies, game);
  show_marks (self);
  rimau_game_document_game_changed (self->document);
  session_changed (self);
}

/* Puts @game in place in every part, played by the players of @setup (the
 * rules are @game's), as the game of @file (or of none), all of whose
 * plies are in it if @saved; the caller tells the views. */
static void
replace_game (RimauSession         *self,
              RimauGame            *game,
              const RimauGameSetup *setup,
              GFile                *file,
              gboolean              saved)
{
  rimau_hinter_release (self->hinter);
  rimau_match_set_game (self->match, game, setup);
  for (int side = 0; side < 2; side++)
    g_clear_pointer (&self->names[side], g_free);

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->game, game);
  g_signal_connect_object (game, "changed", G_CALLBACK (game_changed_cb), self, G_CONNECT_SWAPPED);

  rimau_navigator_set_game (self->navigator, game);
  rimau_ply_list_update (self->plies, game);
  rimau_analyst_set_game (self->analyst, game);
  show_marks (self);
  rimau_game_document_set_game (self->document, game, file, saved);
}

/* Shows @game, played by the players of @setup (the rules are @game's),
 * as a game that belongs to no file. */
void
rimau_session_set_game (RimauSession         *self,
                        RimauGame            *game,
                        const RimauGameSetup *setup)
{
  g_return_if_fail (RIMAU_IS_SESSION (self));
  g_return_if_fail (RIMAU_IS_GAME (game));
  g_return_if_fail (setup != NULL);

  replace_game (self, game, setup, NULL, FALSE);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
  session_changed (self);
}

/* Starts a new game of @setup. */
void
rimau_session_start (RimauSession         *self,
                     const RimauGameSetup *setup)
{
  g_autoptr(RimauGame) game = NULL;

  g_return_if_fail (RIMAU_IS_SESSION (self));
  g_return_if_fail (setup != NULL);

  /* What a record of the game says of it. */
  game = rimau_game_new (&setup->rules);
  rimau_game_setup_tag_players (setup, game);
  rimau_game_set_date (game, NULL);

  rimau_session_set_game (self, game, setup);
}

/* Plays a person's ply; only legal plies of a person to move are. */
gboolean
rimau_session_play (RimauSession    *self,
                    const RimauMove *move)
{
  g_return_val_if_fail (RIMAU_IS_SESSION (self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  if (!person_is_to_move (self))
    return FALSE;

  return rimau_game_play (self->game, move, NULL);
}

/* Whether the person to move may keep both tigers or pass. */
gboolean
rimau_session_can_play_kind (RimauSession  *self,
                             RimauMoveKind  kind)
{
  g_return_val_if_fail (RIMAU_IS_SESSION (self), FALSE);

  return person_is_to_move (self) &&
         rimau_position_find_move_of_kind (rimau_game_get_position (self->game), kind, NULL);
}

gboolean
rimau_session_play_kind (RimauSession  *self,
                         RimauMoveKind  kind)
{
  RimauMove move;

  g_return_val_if_fail (RIMAU_IS_SESSION (self), FALSE);

  if (!person_is_to_move (self) ||
      !rimau_position_find_move_of_kind (rimau_game_get_position (self->game), kind, &move))
    return FALSE;
  return rimau_session_play (self, &move);
}

/* ------------------------------------------------------------------------ */
/* Records                                                                   */

/* Shows the game of a record: the game of @file, all its plies in it if
 * @saved, the computers paused if @paused and one plays. */
static void
show_record (RimauSession *self,
             RimauGame    *game,
             GFile        *file,
             gboolean      saved,
             gboolean      paused)
{
  RimauGameSetup setup = *rimau_match_get_setup (self->match);

  rimau_game_setup_take_players (&setup, game);
  replace_game (self, game, &setup, file, saved);

  for (int side = 0; side < 2; side++)
    {
      const char *tag = rimau_game_get_tag (game, rimau_game_setup_player_tag (side));

      /* A person goes by the name the record calls them. */
      if (rimau_match_is_person (self->match, side) && tag != NULL && tag[0] != '\0')
        self->names[side] = g_strdup (tag);
    }

  /* Paused before the views are told, which lets the computers start. */
  if (paused && rimau_match_get_pausable (self->match))
    rimau_match_set_paused (self->match, TRUE);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
  session_changed (self);
}

/* Shows @game, read by the document from the record @file, all of whose
 * plies are in it; it is played by the personalities its record names. */
void
rimau_session_open_record (RimauSession *self,
                           RimauGame    *game,
                           GFile        *file)
{
  g_return_if_fail (RIMAU_IS_SESSION (self));
  g_return_if_fail (RIMAU_IS_GAME (game));
  g_return_if_fail (G_IS_FILE (file));

  show_record (self, game, file, TRUE, FALSE);
}

/* Shows @game, taken up by the document from its autosave file: the game
 * of the record @record, or of none, all of whose plies are still to be
 * saved. With @paused, its computers wait for the person to resume them:
 * after a crash, one of them may have been what crashed. */
void
rimau_session_take_up (RimauSession *self,
                       RimauGame    *game,
                       GFile        *record,
                       gboolean      paused)
{
  g_return_if_fail (RIMAU_IS_SESSION (self));
  g_return_if_fail (RIMAU_IS_GAME (game));
  g_return_if_fail (record == NULL || G_IS_FILE (record));

  show_record (self, game, record, FALSE, paused);
}

/* ------------------------------------------------------------------------ */
/* Object                                                                    */

static void
rimau_session_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  RimauSession *self = RIMAU_SESSION (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_PERSON_TO_MOVE:
      g_value_set_boolean (value, self->person_to_move);
      break;
    case PROP_HINT_AVAILABLE:
      g_value_set_boolean (value, self->hint_available);
      break;
    case PROP_EVALUATION_WANTED:
      g_value_set_boolean (value, self->evaluation_wanted);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
rimau_session_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  RimauSession *self = RIMAU_SESSION (object);

  switch (prop_id)
    {
    case PROP_EVALUATION_WANTED:
      rimau_session_set_evaluation_wanted (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
rimau_session_dispose (GObject *object)
{
  RimauSession *self = (RimauSession *) object;

  if (self->hinter != NULL)
    g_signal_handlers_disconnect_by_data (self->hinter, self);
  g_clear_object (&self->hinter);
  if (self->match != NULL)
    g_signal_handlers_disconnect_by_data (self->match, self);
  if (self->navigator != NULL)
    g_signal_handlers_disconnect_by_data (self->navigator, self);
  g_clear_object (&self->navigator);
  g_clear_object (&self->match);
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  if (self->analyst != NULL)
    {
      rimau_analyst_cancel (self->analyst);
      g_signal_handlers_disconnect_by_data (self->analyst, self);
    }
  g_clear_object (&self->document);
  g_clear_object (&self->analyst);
  g_clear_object (&self->gatekeeper);

  G_OBJECT_CLASS (rimau_session_parent_class)->dispose (object);
}

static void
rimau_session_finalize (GObject *object)
{
  RimauSession *self = (RimauSession *) object;

  g_clear_object (&self->game);
  g_clear_object (&self->plies);
  for (int side = 0; side < 2; side++)
    g_clear_pointer (&self->names[side], g_free);

  G_OBJECT_CLASS (rimau_session_parent_class)->finalize (object);
}

static void
rimau_session_class_init (RimauSessionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = rimau_session_get_property;
  object_class->set_property = rimau_session_set_property;
  object_class->dispose = rimau_session_dispose;
  object_class->finalize = rimau_session_finalize;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, RIMAU_TYPE_GAME,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PERSON_TO_MOVE] =
    g_param_spec_boolean ("person-to-move", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_HINT_AVAILABLE] =
    g_param_spec_boolean ("hint-available", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_EVALUATION_WANTED] =
    g_param_spec_boolean ("evaluation-wanted", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* After every change of the game or of the session, once. */
  signals[CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST | G_SIGNAL_NO_RECURSE,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* The hint asked for, a `const RimauMove *`. */
  signals[HINT_FOUND] =
    g_signal_new ("hint-found", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
  signals[HINT_FAILED] =
    g_signal_new ("hint-failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_ERROR);
}

static void
rimau_session_init (RimauSession *self)
{
  RimauGameSetup setup;

  self->plies = rimau_ply_list_new ();
  self->gatekeeper = rimau_gatekeeper_new ();
  self->analyst = rimau_analyst_new (self->gatekeeper);
  self->hinter = rimau_hinter_new (self->gatekeeper);
  g_signal_connect_object (self->hinter, "found", G_CALLBACK (hint_found_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->hinter, "failed", G_CALLBACK (hint_failed_cb), self, G_CONNECT_SWAPPED);
  self->document = rimau_game_document_new (self->analyst);
  self->match = rimau_match_new (self->gatekeeper);
  self->navigator = rimau_navigator_new (self->match);

  g_signal_connect_object (self->analyst, "evaluated", G_CALLBACK (show_marks), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->analyst, "notify::analysis", G_CALLBACK (show_marks), self, G_CONNECT_SWAPPED);
  /* What the match and the navigator do on their own, or as a person asks
   * them directly, ends as every change does. */
  g_signal_connect_object (self->match, "changed", G_CALLBACK (session_changed), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->navigator, "changed", G_CALLBACK (session_changed), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->navigator, "notify::reviewing", G_CALLBACK (reviewing_cb), self,
                           G_CONNECT_SWAPPED);

  rimau_game_setup_init_default (&setup);
  rimau_session_start (self, &setup);
}

/* A session with a new game of Rimau-rimau between two people. */
RimauSession *
rimau_session_new (void)
{
  return g_object_new (RIMAU_TYPE_SESSION, NULL);
}
