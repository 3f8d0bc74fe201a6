/* rimau-window-speech.c — what a game window tells a screen reader
 *
 * A player who cannot see the board hears the game: each ply in words,
 * the men taken, a draw coming, whose turn it is and what is expected, the
 * computer thinking or paused, the hint, the result and its reason, and
 * what the window's messages say. The words are rimau-words.c's, the same as the
 * status line and the ply list say. They are announced by the window, which
 * is there wherever the focus is: the computer's plies are heard while the
 * player is in the ply list or the menu as well as on the board.
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "rimau-engine-words-private.h"
#include "rimau-engine-words.h"
#include "rimau-session-words.h"
#include "rimau-side-window.h"
#include "rimau-window-private.h"


/* What goes between two sentences: a space, or nothing in Chinese. */
static void
append_sentence_space (GString *text)
{
  /* The same words as rimau_words_join_sentences () joins sentences
   * with, "%s %s", less the sentences themselves. */
  g_autofree char *joined = g_strdup_printf (C_("sentences", "%s %s"), "", "");

  g_string_append (text, joined);
}

/* The messages waiting in @unsaid as one: each but the last without the
 * situation it ended with, which the game has moved on from. */
static char *
join_unsaid (GPtrArray *unsaid)
{
  GString *said = g_string_new (NULL);

  for (guint i = 0; i < unsaid->len; i += 2)
    {
      const char *message = g_ptr_array_index (unsaid, i);
      const char *situation = g_ptr_array_index (unsaid, i + 1);
      gsize length = strlen (message);

      if (i + 2 < unsaid->len && situation != NULL && g_str_has_suffix (message, situation) &&
          length > strlen (situation))
        length -= strlen (situation);
      while (length > 0 && message[length - 1] == ' ')
        length--;
      if (said->len > 0)
        append_sentence_space (said);
      g_string_append_len (said, message, (gssize) length);
    }
  return g_string_free (said, FALSE);
}

static gboolean
say_unsaid (gpointer user_data)
{
  RimauWindow *self = user_data;
  g_autoptr(GPtrArray) unsaid = g_steal_pointer (&self->unsaid);
  g_autofree char *message = NULL;

  self->say_timeout_id = 0;
  if (unsaid == NULL)
    return G_SOURCE_REMOVE;
  message = join_unsaid (unsaid);
  rimau_announce (GTK_WIDGET (self), message);
  g_signal_emit_by_name (self, "announced", message);
  return G_SOURCE_REMOVE;
}

/* How long the window waits for more to say, and at most, in ms. */
#define SPEECH_PAUSE 300
#define SPEECH_WAIT_MAX 1500

/* Says @message, which ends with @situation if that is not %NULL, once
 * the game has paused for a moment. A screen reader speaks the ply list's
 * new selection and the focused point's new name as they change, and each
 * message as it comes, each cutting short what it was saying: so the
 * computer's opening, three removals and a keep in a tenth of a second,
 * was heard as its last ply. What comes within a short pause of the last
 * message is said with it, as one, after the views have followed. */
static void
announce_in_situation (RimauWindow *self,
                       const char  *message,
                       const char  *situation)
{
  gint64 now = g_get_monotonic_time ();

  if (message == NULL || message[0] == '\0')
    return;

  if (self->unsaid == NULL)
    {
      self->unsaid = g_ptr_array_new_with_free_func (g_free);
      self->unsaid_since = now;
    }
  g_ptr_array_add (self->unsaid, g_strdup (message));
  g_ptr_array_add (self->unsaid, g_strdup (situation));

  if (self->say_timeout_id != 0 && now - self->unsaid_since >= SPEECH_WAIT_MAX * G_TIME_SPAN_MILLISECOND)
    return;
  g_clear_handle_id (&self->say_timeout_id, g_source_remove);
  self->say_timeout_id = g_timeout_add (SPEECH_PAUSE, say_unsaid, self);
}

void
_rimau_window_announce (RimauWindow *self,
                        const char  *message)
{
  announce_in_situation (self, message, NULL);
}

/* The ply that led to the position at the cursor, as @before's side. */
static char *
words_for_last_ply (RimauWindow *self)
{
  RimauGame *game = rimau_session_get_game (self->session);
  guint cursor = rimau_game_get_cursor (game);
  const RimauPosition *before = rimau_game_get_position_at (game, cursor - 1);

  return rimau_words_after_ply (self->session, before->side, rimau_game_get_ply (game, cursor - 1));
}

/* The first ply taken back (@backwards) or played again, in words. */
static char *
words_for_first_ply (const char *ply,
                     gboolean    backwards)
{
  if (backwards)
    /* Translators: said after undo, before the plies taken back, the
     * latest first, e.g. “Taken back: Man removed from c4” */
    return g_strdup_printf (C_("undo", "Taken back: %s"), ply);
  /* Translators: said after redo of more than one ply, before the plies
   * played again, e.g. “Played again: Tiger c3 moves to c2” */
  return g_strdup_printf (C_("redo", "Played again: %s"), ply);
}

/* The plies from cursor @low to @high in words, each a sentence, then
 * @situation: in the order they were taken back if @backwards, else as
 * they were played. */
static char *
words_for_plies (RimauWindow *self,
                 guint        low,
                 guint        high,
                 gboolean     backwards,
                 const char  *situation)
{
  RimauGame *game = rimau_session_get_game (self->session);
  g_autoptr(GPtrArray) sentences = g_ptr_array_new_with_free_func (g_free);

  for (guint k = 0; k < high - low; k++)
    {
      guint index = backwards ? high - 1 - k : low + k;
      g_autofree char *ply = rimau_words_ply (rimau_game_get_position_at (game, index)->side,
                                              rimau_game_get_ply (game, index));

      g_ptr_array_add (sentences, k == 0 ? words_for_first_ply (ply, backwards) : g_steal_pointer (&ply));
    }
  g_ptr_array_add (sentences, g_strdup (situation));
  return rimau_words_join_sentences ((const char * const *) sentences->pdata, sentences->len);
}

/* What changed since the window last spoke, in words, where the game now
 * stands as @situation; %NULL if nothing a player needs to hear. */
static char *
words_for_change (RimauWindow *self,
                  const char  *situation)
{
  guint cursor = rimau_game_get_cursor (rimau_session_get_game (self->session));

  if (!self->spoke_this_game)
    /* Translators: said when a game starts, then where it stands */
    return g_strdup_printf (_("New game. %s"), situation);

  if (rimau_navigator_get_reviewing (rimau_session_get_navigator (self->session)))
    return cursor != self->spoken_cursor || !self->spoke_review ? rimau_words_review (self->session) : NULL;
  /* Leaving an earlier position is no ply played or taken back. */
  if (self->spoke_review && cursor == self->spoken_cursor)
    /* Translators: said when the position looked at becomes the game's,
     * then where the game stands */
    return g_strdup_printf (_("Playing on from here. %s"), situation);
  if (self->spoke_review)
    /* Translators: said when looking at earlier positions ends, then
     * where the game stands */
    return g_strdup_printf (_("Back to the game. %s"), situation);

  if (cursor == self->spoken_cursor + 1)
    return words_for_last_ply (self);
  if (cursor < self->spoken_cursor)
    return words_for_plies (self, cursor, self->spoken_cursor, TRUE, situation);
  if (cursor > self->spoken_cursor + 1)
    return words_for_plies (self, self->spoken_cursor, cursor, FALSE, situation);
  if (rimau_match_get_paused (rimau_session_get_match (self->session)) != self->spoke_paused)
    return rimau_words_after_pause (self->session);
  if (cursor != self->spoken_cursor || self->spoke_review || g_strcmp0 (situation, self->spoken_situation) != 0)
    return g_strdup (situation);

  return NULL;
}

/* Called on every change of the session: speaks only what is new, such as
 * a ply, a pause or the end of a review. */
void
_rimau_window_speak_changes (RimauWindow *self)
{
  g_autofree char *situation = rimau_words_situation (self->session);
  g_autofree char *words = words_for_change (self, situation);

  self->spoke_this_game = TRUE;
  self->spoken_cursor = rimau_game_get_cursor (rimau_session_get_game (self->session));
  self->spoke_review = rimau_navigator_get_reviewing (rimau_session_get_navigator (self->session));
  self->spoke_paused = rimau_match_get_paused (rimau_session_get_match (self->session));
  announce_in_situation (self, words, situation);
  g_free (self->spoken_situation);
  self->spoken_situation = g_steal_pointer (&situation);
}

/* A new game is spoken from its start; what was still to be said of the
 * game before is not said. */
void
_rimau_window_speak_new_game (RimauWindow *self)
{
  self->spoke_this_game = FALSE;
  g_clear_pointer (&self->unsaid, g_ptr_array_unref);
}
