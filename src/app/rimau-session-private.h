/* rimau-session-private.h — what views tell a session, and what its files share
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "rimau-session.h"

#ifdef RIMAU_SESSION_INSIDE
#include "rimau-game-document.h"
#include "rimau-navigator.h"
#include "rimau-ply-list.h"
#include "rimau-thinker.h"
#endif

G_BEGIN_DECLS

/* What the views tell a session of themselves. */

void                  rimau_session_set_computers_enabled (RimauSession         *self,
                                                          gboolean               enabled);
void                  rimau_session_set_searches_paused  (RimauSession          *self,
                                                          gboolean               paused);
gboolean              rimau_session_get_searches_paused  (RimauSession          *self);
void                  rimau_session_set_evaluation_wanted (RimauSession       *self,
                                                          gboolean               wanted);
void                  rimau_session_set_holding_plies    (RimauSession          *self,
                                                          gboolean               holding);

/* Only the session's own files see its parts: they define
 * RIMAU_SESSION_INSIDE before they include this. */
#ifdef RIMAU_SESSION_INSIDE

/* The session's files share its parts. */
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
  RimauThinker      *hinter;


  /* The session's own properties, brought up to date after each change. */
  gboolean           person_to_move;
  gboolean           can_undo;
  gboolean           can_redo;
  gboolean           hint_available;

  /* The player wants the position on the board evaluated: the analyst
   * does so in a game against a computer. */
  gboolean           evaluation_wanted;
};

void        _rimau_session_changed       (RimauSession         *self);
void        _rimau_session_stop_hinting  (RimauSession         *self);
void        _rimau_session_replace_game  (RimauSession         *self,
                                          RimauGame            *game,
                                          const RimauGameSetup *setup,
                                          GFile                *file,
                                          gboolean              saved);
const char *_rimau_session_player_tag    (RimauSide             side);

#endif

G_END_DECLS
