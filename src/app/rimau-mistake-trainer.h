/* rimau-mistake-trainer.h — a player's marked plies, tried again
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "rimau-ai.h"
#include "rimau-gatekeeper.h"

G_BEGIN_DECLS

/* Where the trainer is with the marked ply it shows. */
typedef enum
{
  RIMAU_TRAINER_FINDING,   /* waiting for a try; the verdict says why the last one failed */
  RIMAU_TRAINER_JUDGING,   /* the master weighs the try */
  RIMAU_TRAINER_RIGHT,     /* the try was good enough */
  RIMAU_TRAINER_SOLVED,    /* two misses: the solution is shown */
  RIMAU_TRAINER_FINISHED,  /* no marked ply is left */
} RimauTrainerState;

/* How many wrong tries before the solution is shown. */
#define RIMAU_TRAINER_MAX_MISSES 2

#define RIMAU_TYPE_MISTAKE_TRAINER (rimau_mistake_trainer_get_type ())

G_DECLARE_FINAL_TYPE (RimauMistakeTrainer, rimau_mistake_trainer, RIMAU, MISTAKE_TRAINER, GObject)

RimauMistakeTrainer *rimau_mistake_trainer_new            (RimauAnalysis       *analysis,
                                                           gboolean             tigers,
                                                           gboolean             men,
                                                           RimauGatekeeper     *gatekeeper);
guint                rimau_mistake_trainer_count          (RimauAnalysis       *analysis,
                                                           gboolean             tigers,
                                                           gboolean             men);
void                 rimau_mistake_trainer_set_time       (RimauMistakeTrainer *self,
                                                           guint                time_ms);
guint                rimau_mistake_trainer_get_n_mistakes (RimauMistakeTrainer *self);
guint                rimau_mistake_trainer_get_mistake    (RimauMistakeTrainer *self,
                                                           guint                index);
guint                rimau_mistake_trainer_get_index      (RimauMistakeTrainer *self);
guint                rimau_mistake_trainer_get_ply        (RimauMistakeTrainer *self);
const RimauPosition *rimau_mistake_trainer_get_position   (RimauMistakeTrainer *self);
RimauTrainerState    rimau_mistake_trainer_get_state      (RimauMistakeTrainer *self);
guint                rimau_mistake_trainer_get_misses     (RimauMistakeTrainer *self);
const char          *rimau_mistake_trainer_get_task       (RimauMistakeTrainer *self);
const char          *rimau_mistake_trainer_get_verdict    (RimauMistakeTrainer *self);
gboolean             rimau_mistake_trainer_get_solution   (RimauMistakeTrainer *self,
                                                           RimauMove           *move);
gboolean             rimau_mistake_trainer_try            (RimauMistakeTrainer *self,
                                                           const RimauMove     *move);
void                 rimau_mistake_trainer_next           (RimauMistakeTrainer *self);

G_END_DECLS
