/* rimau-rules.h — variants and rule options
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

/**
 * RimauVariant:
 * @RIMAU_VARIANT_RIMAU_RIMAU_A: two tigers against 24 men, three removed
 *   in the opening
 * @RIMAU_VARIANT_RIMAU_RIMAU_B: two tigers against 22 men, one removed
 * @RIMAU_VARIANT_RIMAU: one tiger against 24 men, jumping odd runs
 * @RIMAU_VARIANT_SUMATRA: two tigers against 24 men, no removals
 *
 * The games Rimau plays (rules.md §3).
 */
typedef enum
{
  RIMAU_VARIANT_RIMAU_RIMAU_A,
  RIMAU_VARIANT_RIMAU_RIMAU_B,
  RIMAU_VARIANT_RIMAU,
  RIMAU_VARIANT_SUMATRA,
} RimauVariant;

/**
 * RIMAU_N_VARIANTS:
 *
 * The number of variants.
 */
#define RIMAU_N_VARIANTS 4

/**
 * RimauCaptureRule:
 * @RIMAU_CAPTURE_SINGLE: a jump takes a single man
 * @RIMAU_CAPTURE_ODD: a jump takes an odd number of men in a row
 *
 * How the tigers capture.
 */
typedef enum
{
  RIMAU_CAPTURE_SINGLE,
  RIMAU_CAPTURE_ODD,
} RimauCaptureRule;

/**
 * RIMAU_DEFAULT_CONCEDE:
 *
 * The men left at which the tigers win, unless the rules say otherwise.
 */
/**
 * RIMAU_MAX_MEN:
 *
 * The most men any variant has.
 */
#define RIMAU_DEFAULT_CONCEDE 10
#define RIMAU_MAX_MEN         24

/**
 * RimauRules:
 * @variant: the #RimauVariant
 * @captures: the #RimauCaptureRule
 * @concede: the tigers win when the men left are at most this many; 0:
 *   play on until every man is captured. At most
 *   rimau_variant_max_concede().
 *
 * The rules a game is played by: a variant and its options.
 */
typedef struct
{
  RimauVariant     variant;
  RimauCaptureRule captures;
  /* The tigers win when the men left are at most this many; 0: play on
   * until every man is captured. At most rimau_variant_max_concede(). */
  guint            concede;
} RimauRules;

#define RIMAU_TYPE_RULES (rimau_rules_get_type ())

GType             rimau_rules_get_type          (void) G_GNUC_CONST;
RimauRules       *rimau_rules_copy              (const RimauRules *rules);
void              rimau_rules_free              (RimauRules       *rules);

RimauRules       *rimau_rules_new               (RimauVariant      variant);
void              rimau_rules_init              (RimauRules       *rules,
                                                 RimauVariant      variant);
gboolean          rimau_rules_equal             (const RimauRules *a,
                                                 const RimauRules *b);

const char       *rimau_variant_to_id           (RimauVariant      variant);
gboolean          rimau_variant_from_id         (const char       *id,
                                                 RimauVariant     *variant);
const char       *rimau_variant_get_name        (RimauVariant      variant);
const char       *rimau_variant_get_description (RimauVariant      variant);
RimauCaptureRule  rimau_variant_default_captures (RimauVariant     variant);
guint             rimau_variant_tigers          (RimauVariant      variant);
guint             rimau_variant_men             (RimauVariant      variant);
guint             rimau_variant_max_concede     (RimauVariant      variant);
const char       *rimau_variant_start_string    (RimauVariant      variant);

const char       *rimau_capture_rule_to_id      (RimauCaptureRule  captures);
gboolean          rimau_capture_rule_from_id    (const char       *id,
                                                 RimauCaptureRule *captures);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (RimauRules, rimau_rules_free)

G_END_DECLS
