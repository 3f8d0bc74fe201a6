/* rimau-player-process.c — a personality that plays in a process of its own
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A module from others is loaded in a rimau-player process, never in
 * Rimau's: this object starts that process when a ply is first asked for,
 * talks to it over the channel of rimau-player-channel.h on the main
 * context it was asked on, and turns whatever goes wrong there — a crash,
 * an exit, garbage on the channel, a flood of output, no answer after
 * `stop` — into an error for the ply asked for, killing the process. The
 * next ply asked for starts a new one.
 *
 * One ply is asked for at a time; a ply asked for while the last one is
 * still being stopped waits for its answer.
 *
 * It is also a RimauStrategy, for whoever asks a strategy directly in a
 * thread of their own (see rimau-player-process-strategy.c).
 */

#include "config.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include "rimau-ai-error.h"
#include "rimau-player-channel.h"
#include "rimau-player-process-private.h"
#include "rimau-strategy-context-private.h"

struct _RimauPlayerProcess
{
  GObject                 parent_instance;

  char                   *id;
  GMainContext           *context;

  /* The running process, when there is one. */
  GSubprocess            *subprocess;
  GCancellable           *run_cancellable;
  GSocket                *socket;
  GSource                *channel_source;
  GSource                *output_source;
  GSource                *start_timeout;
  GSource                *stop_timeout;
  RimauPlayerFrameReader *reader;
  /* Counts the processes ended: a run is the same while it is. */
  guint                   ended_runs;
  gboolean                ready;
  gsize                   output_written;

  /* The ply asked for, and whether the process was asked for it; the
   * one asked for after it, waiting. */
  GTask                  *current;
  gboolean                sent;
  GTask                  *next;
  gboolean                held;
};

G_DEFINE_FINAL_TYPE_WITH_CODE (RimauPlayerProcess, rimau_player_process, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (RIMAU_TYPE_STRATEGY, rimau_player_process_strategy_init))

enum
{
  STARTED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

enum
{
  PROP_0,
  PROP_RUNNING,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

typedef struct
{
  RimauSearchRequest request;
  guint              time_ms;
  gboolean           neutral;
  /* Asked to answer at once. */
  gboolean           stopping;
  /* The answer. */
  RimauMove          move;
  RimauSearchReport  report;
} Ask;

static void start_current (RimauPlayerProcess *self);

/* The process */

static GSource *
attach (RimauPlayerProcess *self,
        GSource            *source,
        GSourceFunc         func)
{
  g_source_set_callback (source, func, self, NULL);
  g_source_attach (source, self->context);
  return source;
}

static void
drop_source (GSource **source)
{
  if (*source == NULL)
    return;
  g_source_destroy (*source);
  g_clear_pointer (source, g_source_unref);
}

/* Stops listening to the process: what watch_run() set up. */
static void
unwatch_run (RimauPlayerProcess *self)
{
  drop_source (&self->channel_source);
  drop_source (&self->output_source);
  drop_source (&self->start_timeout);
  drop_source (&self->stop_timeout);
  if (self->run_cancellable != NULL)
    g_cancellable_cancel (self->run_cancellable);
  g_clear_object (&self->run_cancellable);
}

/* Lets the process go, killing it if it still runs. */
static void
end_run (RimauPlayerProcess *self)
{
  gboolean was_running = self->subprocess != NULL;

  unwatch_run (self);
  if (self->subprocess != NULL)
    g_subprocess_force_exit (self->subprocess);
  g_clear_object (&self->subprocess);
  if (self->socket != NULL)
    g_socket_close (self->socket, NULL);
  g_clear_object (&self->socket);
  g_clear_pointer (&self->reader, rimau_player_frame_reader_free);
  self->ended_runs++;
  self->ready = FALSE;
  self->sent = FALSE;

  if (was_running)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RUNNING]);
}

/* Answers the ply asked for with @error, and goes on with the next. */
static void
fail_current (RimauPlayerProcess *self,
              GError             *error)
{
  g_autoptr(GTask) task = g_steal_pointer (&self->current);

  self->sent = FALSE;
  drop_source (&self->stop_timeout);
  if (task != NULL)
    g_task_return_error (task, error);
  else
    g_error_free (error);

  self->current = g_steal_pointer (&self->next);
  if (self->current != NULL)
    start_current (self);
}

/* Ends the process for @error, which every ply asked for is answered
 * with: none goes on to another process unasked. */
static void
give_up (RimauPlayerProcess *self,
         GError             *error)
{
  end_run (self);
  if (self->next != NULL)
    g_task_return_error (g_steal_pointer (&self->next), g_error_copy (error));
  fail_current (self, error);
}

static void
give_up_with (RimauPlayerProcess *self,
              RimauAiError        code,
              const char         *format,
              ...) G_GNUC_PRINTF (3, 4);

static void
give_up_with (RimauPlayerProcess *self,
              RimauAiError        code,
              const char         *format,
              ...)
{
  va_list args;
  GError *error;

  va_start (args, format);
  error = g_error_new_valist (RIMAU_AI_ERROR, code, format, args);
  va_end (args);
  give_up (self, error);
}

static void
send_message (RimauPlayerProcess       *self,
              const RimauPlayerMessage *message)
{
  g_autoptr(GBytes) frame = rimau_player_message_encode (message);
  gsize length;
  const char *data = g_bytes_get_data (frame, &length);

  while (self->socket != NULL && length > 0)
    {
      g_autoptr(GError) error = NULL;
      gssize written = g_socket_send (self->socket, data, length, NULL, &error);

      /* The player reads all the time; a channel full of what it has not
       * read means it has stopped listening. */
      if (written <= 0)
        {
          give_up_with (self, RIMAU_AI_ERROR_PLAYER_DIED, _("The computer player stopped listening"));
          return;
        }
      data += written;
      length -= (gsize) written;
    }
}

static void
send_simple (RimauPlayerProcess     *self,
             RimauPlayerMessageKind  kind)
{
  RimauPlayerMessage message;

  rimau_player_message_init (&message, kind);
  send_message (self, &message);
}

static gboolean
stop_grace_passed (gpointer user_data)
{
  RimauPlayerProcess *self = user_data;
  /* Whoever is answered may drop the last reference. */
  g_autoptr(RimauPlayerProcess) hold = g_object_ref (self);

  g_clear_pointer (&self->stop_timeout, g_source_unref);
  give_up_with (self, RIMAU_AI_ERROR_TIMED_OUT,
                _("The computer player did not stop when asked to"));
  return G_SOURCE_REMOVE;
}

static void
send_stop (RimauPlayerProcess *self)
{
  send_simple (self, RIMAU_PLAYER_MESSAGE_STOP);
  if (self->stop_timeout == NULL && self->current != NULL)
    self->stop_timeout = attach (self, g_timeout_source_new (RIMAU_PLAYER_STOP_GRACE_MS), stop_grace_passed);
}

/* Asks the ready process for the current ply: its clock starts now. */
static void
send_current (RimauPlayerProcess *self)
{
  Ask *ask = g_task_get_task_data (self->current);
  RimauPlayerMessage message;

  rimau_player_message_init (&message, RIMAU_PLAYER_MESSAGE_CHOOSE);
  message.request = ask->request;
  message.time_ms = ask->time_ms;
  message.neutral = ask->neutral;
  self->output_written = 0;
  self->sent = TRUE;
  send_message (self, &message);
  if (!self->sent)
    return;   /* it stopped listening */
  if (self->held)
    send_simple (self, RIMAU_PLAYER_MESSAGE_HOLD);
  if (ask->stopping)
    send_stop (self);
  g_signal_emit (self, signals[STARTED], 0);
}

/* Messages from the player */

static void
take_answer (RimauPlayerProcess       *self,
             const RimauPlayerMessage *message)
{
  g_autoptr(GTask) task = g_steal_pointer (&self->current);
  Ask *ask = g_task_get_task_data (task);

  self->sent = FALSE;
  drop_source (&self->stop_timeout);
  ask->move = message->ply;
  ask->report = message->report;
  g_task_return_boolean (task, TRUE);

  self->current = g_steal_pointer (&self->next);
  if (self->current != NULL)
    start_current (self);
}

static void
take_failure (RimauPlayerProcess       *self,
              const RimauPlayerMessage *message)
{
  GError *error;

  /* Before `ready`, the module could not be loaded, and the player ends. */
  if (!self->ready)
    {
      give_up (self, g_error_new_literal (RIMAU_AI_ERROR, RIMAU_AI_ERROR_PLUGIN_FAILED_TO_LOAD,
                                          message->reason));
      return;
    }
  /* No reason at all: a module in Python that raised. */
  if (message->reason[0] == '\0')
    error = g_error_new_literal (RIMAU_AI_ERROR, RIMAU_AI_ERROR_STRATEGY_FAILED,
                                 _("The computer player failed without saying why"));
  else
    error = g_error_new (RIMAU_AI_ERROR, RIMAU_AI_ERROR_STRATEGY_FAILED,
                         _("The computer player failed: %s"), message->reason);
  fail_current (self, error);
}

static void
take_message (RimauPlayerProcess       *self,
              const RimauPlayerMessage *message)
{
  if (message->kind == RIMAU_PLAYER_MESSAGE_READY && !self->ready)
    {
      self->ready = TRUE;
      drop_source (&self->start_timeout);
      if (self->current != NULL)
        send_current (self);
    }
  else if (message->kind == RIMAU_PLAYER_MESSAGE_ANSWER && self->sent)
    take_answer (self, message);
  else if (message->kind == RIMAU_PLAYER_MESSAGE_FAILED && (self->sent || !self->ready))
    take_failure (self, message);
  else
    give_up_with (self, RIMAU_AI_ERROR_BAD_CHANNEL,
                  _("The computer player sent a message out of turn"));
}

/* Reads what the channel holds; FALSE once the process is given up. */
static gboolean
read_channel (RimauPlayerProcess *self)
{
  guint8 buffer[4096];

  while (self->socket != NULL)
    {
      g_autoptr(GError) error = NULL;
      gssize got = g_socket_receive (self->socket, (char *) buffer, sizeof buffer, NULL, &error);
      const guint8 *text;
      gsize length;
      guint run = self->ended_runs;

      if (got < 0 && g_error_matches (error, G_IO_ERROR, G_IO_ERROR_WOULD_BLOCK))
        return TRUE;
      if (got <= 0)
        {
          /* The player closed it: its exit, when it comes, says why. */
          drop_source (&self->channel_source);
          return TRUE;
        }
      rimau_player_frame_reader_push (self->reader, buffer, (gsize) got);
      while (self->ended_runs == run && rimau_player_frame_reader_next (self->reader, &text, &length, &error))
        {
          RimauPlayerMessage message;

          if (!rimau_player_message_decode (text, length, &message, &error))
            break;
          take_message (self, &message);
        }
      if (self->ended_runs != run)
        return FALSE;
      if (error != NULL)
        {
          give_up_with (self, RIMAU_AI_ERROR_BAD_CHANNEL,
                        _("The computer player sent something that is not an answer (%s)"), error->message);
          return FALSE;
        }
    }
  return FALSE;
}

static gboolean
channel_ready (GSocket      *socket,
               GIOCondition  condition,
               gpointer      user_data)
{
  RimauPlayerProcess *self = user_data;
  /* Whoever is answered may drop the last reference. */
  g_autoptr(RimauPlayerProcess) hold = g_object_ref (self);

  if (!read_channel (self) || self->channel_source == NULL)
    return G_SOURCE_REMOVE;
  return G_SOURCE_CONTINUE;
}

/* The player's own output, its module's messages, goes on to Rimau's
 * standard error, up to a limit. */
static gboolean
output_ready (GObject  *stream,
              gpointer  user_data)
{
  RimauPlayerProcess *self = user_data;
  g_autoptr(RimauPlayerProcess) hold = g_object_ref (self);
  GPollableInputStream *output = G_POLLABLE_INPUT_STREAM (g_subprocess_get_stdout_pipe (self->subprocess));
  guint8 buffer[4096];

  for (;;)
    {
      g_autoptr(GError) error = NULL;
      gssize got = g_pollable_input_stream_read_nonblocking (output, buffer, sizeof buffer, NULL, &error);

      if (got < 0 && g_error_matches (error, G_IO_ERROR, G_IO_ERROR_WOULD_BLOCK))
        return G_SOURCE_CONTINUE;
      if (got <= 0)
        {
          g_clear_pointer (&self->output_source, g_source_unref);
          return G_SOURCE_REMOVE;
        }
      self->output_written += (gsize) got;
      if (self->output_written > RIMAU_PLAYER_OUTPUT_LIMIT)
        {
          g_clear_pointer (&self->output_source, g_source_unref);
          give_up_with (self, RIMAU_AI_ERROR_BAD_CHANNEL,
                        _("The computer player wrote more than %u KiB of messages"),
                        RIMAU_PLAYER_OUTPUT_LIMIT / 1024);
          return G_SOURCE_REMOVE;
        }
      if (self->output_written - (gsize) got < RIMAU_PLAYER_OUTPUT_SHOWN)
        fwrite (buffer, 1, MIN ((gsize) got, RIMAU_PLAYER_OUTPUT_SHOWN - (self->output_written - (gsize) got)),
                stderr);
    }
}

static GError *
describe_exit (GSubprocess *subprocess)
{
  if (g_subprocess_get_if_signaled (subprocess))
    return g_error_new (RIMAU_AI_ERROR, RIMAU_AI_ERROR_PLAYER_DIED, _("The computer player crashed (%s)"),
                        g_strsignal (g_subprocess_get_term_sig (subprocess)));
  if (g_subprocess_get_exit_status (subprocess) == 0)
    return g_error_new_literal (RIMAU_AI_ERROR, RIMAU_AI_ERROR_PLAYER_DIED, _("The computer player quit"));
  return g_error_new (RIMAU_AI_ERROR, RIMAU_AI_ERROR_PLAYER_DIED, _("The computer player quit with status %d"),
                      g_subprocess_get_exit_status (subprocess));
}

static void
exited (GObject      *source,
        GAsyncResult *result,
        gpointer      user_data)
{
  GSubprocess *subprocess = G_SUBPROCESS (source);
  g_autoptr(RimauPlayerProcess) self = NULL;

  /* Cancelled: given up already, and maybe finalized. */
  if (!g_subprocess_wait_finish (subprocess, result, NULL))
    return;
  self = g_object_ref (user_data);
  g_assert (self->subprocess == subprocess);

  /* What it wrote before it ended still counts: an answer, or why it
   * could not load its module. */
  if (!read_channel (self) || self->subprocess != subprocess)
    return;
  give_up (self, describe_exit (subprocess));
}

static gboolean
start_timed_out (gpointer user_data)
{
  RimauPlayerProcess *self = user_data;
  /* Whoever is answered may drop the last reference. */
  g_autoptr(RimauPlayerProcess) hold = g_object_ref (self);

  g_clear_pointer (&self->start_timeout, g_source_unref);
  give_up_with (self, RIMAU_AI_ERROR_PLUGIN_FAILED_TO_LOAD,
                _("The computer player did not start within %u s"), RIMAU_PLAYER_START_TIMEOUT_MS / 1000);
  return G_SOURCE_REMOVE;
}

static const char *
player_program (void)
{
  const char *program = g_getenv (RIMAU_PLAYER_PROGRAM_VARIABLE);

  return program != NULL && program[0] != '\0' ? program : LIBEXECDIR "/rimau-player";
}

static GSubprocess *
spawn_player (const char  *id,
              int         *channel,
              GError     **error)
{
  g_autoptr(GSubprocessLauncher) launcher =
    g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_MERGE);
  GSubprocess *subprocess;
  int fds[2];

  if (socketpair (AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, fds) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno), "%s", g_strerror (saved_errno));
      return NULL;
    }
  g_subprocess_launcher_take_fd (launcher, fds[1], RIMAU_PLAYER_CHANNEL_FD);
  subprocess = g_subprocess_launcher_spawn (launcher, error, player_program (), id, NULL);
  if (subprocess == NULL)
    {
      close (fds[0]);
      return NULL;
    }
  *channel = fds[0];
  return subprocess;
}

/* Listens to the process on the thread-default main context: the
 * channel, its output, its end and the timeouts. */
static void
watch_run (RimauPlayerProcess *self)
{
  GPollableInputStream *output = G_POLLABLE_INPUT_STREAM (g_subprocess_get_stdout_pipe (self->subprocess));

  g_clear_pointer (&self->context, g_main_context_unref);
  self->context = g_main_context_ref_thread_default ();
  self->run_cancellable = g_cancellable_new ();
  self->channel_source = attach (self, g_socket_create_source (self->socket, G_IO_IN | G_IO_HUP | G_IO_ERR, NULL),
                                 G_SOURCE_FUNC (channel_ready));
  self->output_source = attach (self, g_pollable_input_stream_create_source (output, NULL),
                                G_SOURCE_FUNC (output_ready));
  if (!self->ready)
    self->start_timeout = attach (self, g_timeout_source_new (RIMAU_PLAYER_START_TIMEOUT_MS), start_timed_out);
  if (self->sent && ((Ask *) g_task_get_task_data (self->current))->stopping)
    self->stop_timeout = attach (self, g_timeout_source_new (RIMAU_PLAYER_STOP_GRACE_MS), stop_grace_passed);
  g_subprocess_wait_async (self->subprocess, self->run_cancellable, exited, self);
}

/* A ply asked for on another main context than the last: the process is
 * listened to there from now on, as an asynchronous call answers on the
 * context it was made on. */
static void
follow_caller (RimauPlayerProcess *self)
{
  g_autoptr(GMainContext) caller = g_main_context_ref_thread_default ();

  if (self->subprocess == NULL || caller == self->context)
    return;
  unwatch_run (self);
  watch_run (self);
}

static gboolean
start_run (RimauPlayerProcess  *self,
           GError             **error)
{
  g_autoptr(GError) reason = NULL;
  int channel;

  self->subprocess = spawn_player (self->id, &channel, &reason);
  if (self->subprocess != NULL)
    self->socket = g_socket_new_from_fd (channel, &reason);
  if (self->socket == NULL)
    {
      if (self->subprocess != NULL)
        close (channel);
      end_run (self);
      g_set_error (error, RIMAU_AI_ERROR, RIMAU_AI_ERROR_NO_PLAYER_PROCESS,
                   _("The computer player could not be started: %s"), reason->message);
      return FALSE;
    }

  g_socket_set_blocking (self->socket, FALSE);
  self->reader = rimau_player_frame_reader_new ();
  watch_run (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RUNNING]);
  return TRUE;
}

/* Asks for the current ply: at once from a ready process, else once it
 * is, starting one if none runs. */
static void
start_current (RimauPlayerProcess *self)
{
  GError *error = NULL;

  if (self->subprocess == NULL && !start_run (self, &error))
    {
      fail_current (self, error);
      return;
    }
  if (self->ready)
    send_current (self);
}

/* The object */

static void
rimau_player_process_dispose (GObject *object)
{
  RimauPlayerProcess *self = (RimauPlayerProcess *) object;

  end_run (self);
  if (self->next != NULL)
    g_task_return_new_error (g_steal_pointer (&self->next), G_IO_ERROR, G_IO_ERROR_CANCELLED,
                             _("The computer player was stopped"));
  if (self->current != NULL)
    g_task_return_new_error (g_steal_pointer (&self->current), G_IO_ERROR, G_IO_ERROR_CANCELLED,
                             _("The computer player was stopped"));

  G_OBJECT_CLASS (rimau_player_process_parent_class)->dispose (object);
}

static void
rimau_player_process_finalize (GObject *object)
{
  RimauPlayerProcess *self = (RimauPlayerProcess *) object;

  g_free (self->id);
  g_clear_pointer (&self->context, g_main_context_unref);

  G_OBJECT_CLASS (rimau_player_process_parent_class)->finalize (object);
}

static void
rimau_player_process_get_property (GObject    *object,
                                   guint       prop_id,
                                   GValue     *value,
                                   GParamSpec *pspec)
{
  RimauPlayerProcess *self = RIMAU_PLAYER_PROCESS (object);

  switch (prop_id)
    {
    case PROP_RUNNING:
      g_value_set_boolean (value, rimau_player_process_get_running (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
rimau_player_process_class_init (RimauPlayerProcessClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = rimau_player_process_dispose;
  object_class->finalize = rimau_player_process_finalize;
  object_class->get_property = rimau_player_process_get_property;

  /**
   * RimauPlayerProcess:running:
   *
   * Whether a process of the personality runs.
   */
  properties[PROP_RUNNING] =
    g_param_spec_boolean ("running", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * RimauPlayerProcess::started:
   *
   * The process was asked for the ply: its time runs from now.
   */
  signals[STARTED] = g_signal_new ("started", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
rimau_player_process_init (RimauPlayerProcess *self)
{
}

/**
 * rimau_player_process_new:
 *
 * A player of the personality @id, whose process is started when the first
 * ply is asked for and talks to the thread-default main context of that
 * call.
 */
RimauPlayerProcess *
rimau_player_process_new (const char *id)
{
  RimauPlayerProcess *self;

  g_return_val_if_fail (id != NULL, NULL);

  self = g_object_new (RIMAU_TYPE_PLAYER_PROCESS, NULL);
  self->id = g_strdup (id);
  return self;
}

const char *
rimau_player_process_get_id (RimauPlayerProcess *self)
{
  g_return_val_if_fail (RIMAU_IS_PLAYER_PROCESS (self), NULL);
  return self->id;
}

/* The process id of the running process, or %NULL. */
const char *
rimau_player_process_get_identifier (RimauPlayerProcess *self)
{
  g_return_val_if_fail (RIMAU_IS_PLAYER_PROCESS (self), NULL);
  return self->subprocess != NULL ? g_subprocess_get_identifier (self->subprocess) : NULL;
}

gboolean
rimau_player_process_get_running (RimauPlayerProcess *self)
{
  g_return_val_if_fail (RIMAU_IS_PLAYER_PROCESS (self), FALSE);
  return self->subprocess != NULL;
}

/**
 * rimau_player_process_choose_async:
 *
 * Asks the personality for a ply of @request within @limits' time. The
 * answer is unchecked: a ply, or why there is none. Nothing but
 * rimau_player_process_stop() and _kill() cuts the process short; the
 * caller keeps the time.
 */
void
rimau_player_process_choose_async (RimauPlayerProcess       *self,
                                   const RimauSearchRequest *request,
                                   const RimauSearchLimits  *limits,
                                   GAsyncReadyCallback       callback,
                                   gpointer                  user_data)
{
  g_autoptr(GTask) task = NULL;
  Ask *ask;

  g_return_if_fail (RIMAU_IS_PLAYER_PROCESS (self));
  g_return_if_fail (request != NULL && limits != NULL);

  task = g_task_new (self, NULL, callback, user_data);
  g_task_set_source_tag (task, rimau_player_process_choose_async);
  ask = g_new0 (Ask, 1);
  ask->request = *request;
  ask->time_ms = limits->time_ms;
  ask->neutral = limits->neutral;
  g_task_set_task_data (task, ask, g_free);

  follow_caller (self);
  if (self->current != NULL)
    {
      /* Waits for the ply before it, which is being stopped. */
      if (self->next != NULL)
        g_task_return_new_error (g_steal_pointer (&self->next), G_IO_ERROR, G_IO_ERROR_CANCELLED,
                                 _("The computer player was stopped"));
      self->next = g_steal_pointer (&task);
      return;
    }
  self->current = g_steal_pointer (&task);
  start_current (self);
}

gboolean
rimau_player_process_choose_finish (RimauPlayerProcess  *self,
                                    GAsyncResult        *result,
                                    RimauMove           *move,
                                    RimauSearchReport   *report,
                                    GError             **error)
{
  Ask *ask;

  g_return_val_if_fail (RIMAU_IS_PLAYER_PROCESS (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  if (!g_task_propagate_boolean (G_TASK (result), error))
    return FALSE;
  ask = g_task_get_task_data (G_TASK (result));
  *move = ask->move;
  *report = ask->report;
  return TRUE;
}

/**
 * rimau_player_process_stop:
 *
 * Asks for the last ply asked for at once: the best found so far, as soon
 * as the process has it. A process that does not answer soon after is
 * killed, and the ply fails.
 */
void
rimau_player_process_stop (RimauPlayerProcess *self)
{
  GTask *last;
  Ask *ask;

  g_return_if_fail (RIMAU_IS_PLAYER_PROCESS (self));

  last = self->next != NULL ? self->next : self->current;
  if (last == NULL)
    return;
  ask = g_task_get_task_data (last);
  if (ask->stopping)
    return;
  ask->stopping = TRUE;
  if (last == self->current && self->sent)
    send_stop (self);
}

/* Holds the search under way still, or lets it go on. */
void
rimau_player_process_set_held (RimauPlayerProcess *self,
                               gboolean            held)
{
  g_return_if_fail (RIMAU_IS_PLAYER_PROCESS (self));

  held = !!held;
  if (self->held == held)
    return;
  self->held = held;
  if (self->sent)
    send_simple (self, held ? RIMAU_PLAYER_MESSAGE_HOLD : RIMAU_PLAYER_MESSAGE_RELEASE);
}

/**
 * rimau_player_process_kill:
 *
 * Ends the process at once; every ply asked for fails with @reason.
 */
void
rimau_player_process_kill (RimauPlayerProcess *self,
                           const GError       *reason)
{
  g_return_if_fail (RIMAU_IS_PLAYER_PROCESS (self));
  g_return_if_fail (reason != NULL);

  give_up (self, g_error_copy (reason));
}
