/* rimau-rules.c — variants and rule options
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "rimau-rules.h"

typedef struct
{
  const char       *id;
  const char       *name;
  const char       *description;
  RimauCaptureRule  captures;
  guint             tigers;
  guint             men;
  guint             removals;     /* men the tigers' opening removes */
  const char       *start;
} VariantInfo;

/* rules.md §3. */
static const VariantInfo variants[RIMAU_N_VARIANTS] = {
  [RIMAU_VARIANT_RIMAU_RIMAU_A] = {
    "rimau-rimau-a", NC_("variant", "Rimau-rimau"),
    N_("Two tigers against 24 men; the tigers open by removing three men"),
    RIMAU_CAPTURE_SINGLE, 2, 24, 3,
    ".../.../..T../.MMM./.MMM./.MMM./..T../.../... t 15 x3r 0 1",
  },
  [RIMAU_VARIANT_RIMAU_RIMAU_B] = {
    "rimau-rimau-b", NC_("variant", "Rimau-rimau (22 men)"),
    N_("Two tigers against 22 men; the tigers open by removing one man"),
    RIMAU_CAPTURE_SINGLE, 2, 22, 1,
    ".../.../..T../.MMM./.M.M./.MMM./..T../.../... t 14 x1r 0 1",
  },
  [RIMAU_VARIANT_RIMAU] = {
    "rimau", NC_("variant", "Rimau"),
    N_("One tiger against 24 men; the tiger jumps odd runs of men"),
    RIMAU_CAPTURE_ODD, 1, 24, 3,
    ".../.../...../.MMM./.MMM./.MMM./...../.../... t 15 x3p 0 1",
  },
  [RIMAU_VARIANT_SUMATRA] = {
    "sumatra", NC_("variant", "Sumatra"),
    N_("Two tigers against 24 men with no opening removals"),
    RIMAU_CAPTURE_SINGLE, 2, 24, 0,
    ".../.../..T../.MMM./.M.M./.MMM./..T../.../... t 16 - 0 1",
  },
};

G_DEFINE_BOXED_TYPE (RimauRules, rimau_rules, rimau_rules_copy, rimau_rules_free)

/**
 * rimau_rules_copy:
 * @rules: rules
 *
 * Returns: (transfer full): a copy of @rules; free it with rimau_rules_free()
 */
RimauRules *
rimau_rules_copy (const RimauRules *rules)
{
  return g_memdup2 (rules, sizeof *rules);
}

/**
 * rimau_rules_free:
 * @rules: (nullable) (transfer full): rules made by rimau_rules_copy() or
 *   rimau_rules_new()
 *
 * Frees @rules.
 */
void
rimau_rules_free (RimauRules *rules)
{
  g_free (rules);
}

/**
 * rimau_rules_new:
 * @variant: a variant
 *
 * Returns: (transfer full): the rules of @variant with its default options
 */
RimauRules *
rimau_rules_new (RimauVariant variant)
{
  RimauRules *rules;

  g_return_val_if_fail (variant < RIMAU_N_VARIANTS, NULL);

  rules = g_new0 (RimauRules, 1);
  rimau_rules_init (rules, variant);
  return rules;
}

/**
 * rimau_rules_init:
 * @rules: (out caller-allocates): where to store the rules
 * @variant: a variant
 *
 * Stores the rules of @variant with its default options in @rules.
 * Bindings use rimau_rules_new().
 */
void
rimau_rules_init (RimauRules   *rules,
                  RimauVariant  variant)
{
  g_return_if_fail (rules != NULL);
  g_return_if_fail (variant < RIMAU_N_VARIANTS);

  rules->variant = variant;
  rules->captures = variants[variant].captures;
  rules->concede = RIMAU_DEFAULT_CONCEDE;
}

/**
 * rimau_rules_equal:
 * @a: rules
 * @b: other rules
 *
 * Returns: whether @a and @b are the same variant with the same options
 */
gboolean
rimau_rules_equal (const RimauRules *a,
                   const RimauRules *b)
{
  return a->variant == b->variant && a->captures == b->captures && a->concede == b->concede;
}

/**
 * rimau_variant_to_id:
 * @variant: a variant
 *
 * Returns: (transfer none): the variant's id, as in game records, such as
 *   "rimau-rimau-a"
 */
const char *
rimau_variant_to_id (RimauVariant variant)
{
  g_return_val_if_fail (variant < RIMAU_N_VARIANTS, NULL);

  return variants[variant].id;
}

/**
 * rimau_variant_from_id:
 * @id: a variant's id
 * @variant: (out): where to store the variant
 *
 * Returns: whether @id names a variant
 */
gboolean
rimau_variant_from_id (const char   *id,
                       RimauVariant *variant)
{
  for (guint i = 0; id != NULL && i < RIMAU_N_VARIANTS; i++)
    if (strcmp (variants[i].id, id) == 0)
      {
        *variant = (RimauVariant) i;
        return TRUE;
      }

  return FALSE;
}

/**
 * rimau_variant_get_name:
 * @variant: a variant
 *
 * Returns: (transfer none): the variant's name, translated
 */
const char *
rimau_variant_get_name (RimauVariant variant)
{
  g_return_val_if_fail (variant < RIMAU_N_VARIANTS, NULL);

  /* In a context of its own: the variant Rimau is not the program Rimau,
   * whose name stays in Latin letters where the variant's may not. */
  return g_dpgettext2 (GETTEXT_PACKAGE, "variant", variants[variant].name);
}

/**
 * rimau_variant_get_description:
 * @variant: a variant
 *
 * Returns: (transfer none): a sentence about the variant, translated
 */
const char *
rimau_variant_get_description (RimauVariant variant)
{
  g_return_val_if_fail (variant < RIMAU_N_VARIANTS, NULL);

  return _(variants[variant].description);
}

/**
 * rimau_variant_default_captures:
 * @variant: a variant
 *
 * Returns: how the tigers capture in @variant unless told otherwise
 */
RimauCaptureRule
rimau_variant_default_captures (RimauVariant variant)
{
  g_return_val_if_fail (variant < RIMAU_N_VARIANTS, RIMAU_CAPTURE_SINGLE);

  return variants[variant].captures;
}

/**
 * rimau_variant_tigers:
 * @variant: a variant
 *
 * Returns: the number of tigers of @variant
 */
guint
rimau_variant_tigers (RimauVariant variant)
{
  g_return_val_if_fail (variant < RIMAU_N_VARIANTS, 0);

  return variants[variant].tigers;
}

/**
 * rimau_variant_men:
 * @variant: a variant
 *
 * Returns: the number of men of @variant
 */
guint
rimau_variant_men (RimauVariant variant)
{
  g_return_val_if_fail (variant < RIMAU_N_VARIANTS, 0);

  return variants[variant].men;
}

/**
 * rimau_variant_max_concede:
 * @variant: a variant
 *
 * The largest concede threshold that still makes the tigers capture: the
 * men left once the opening's removals are done, less one.
 *
 * Returns: the largest #RimauRules.concede of @variant
 */
guint
rimau_variant_max_concede (RimauVariant variant)
{
  g_return_val_if_fail (variant < RIMAU_N_VARIANTS, 0);

  return variants[variant].men - variants[variant].removals - 1;
}

/**
 * rimau_variant_start_string:
 * @variant: a variant
 *
 * Returns: (transfer none): the position string of the variant's start
 */
const char *
rimau_variant_start_string (RimauVariant variant)
{
  g_return_val_if_fail (variant < RIMAU_N_VARIANTS, NULL);

  return variants[variant].start;
}

/**
 * rimau_capture_rule_to_id:
 * @captures: a capture rule
 *
 * Returns: (transfer none): the capture rule's id, as in game records
 */
const char *
rimau_capture_rule_to_id (RimauCaptureRule captures)
{
  return captures == RIMAU_CAPTURE_ODD ? "odd" : "single";
}

/**
 * rimau_capture_rule_from_id:
 * @id: a capture rule's id
 * @captures: (out): where to store the capture rule
 *
 * Returns: whether @id names a capture rule
 */
gboolean
rimau_capture_rule_from_id (const char       *id,
                            RimauCaptureRule *captures)
{
  if (g_strcmp0 (id, "single") == 0)
    *captures = RIMAU_CAPTURE_SINGLE;
  else if (g_strcmp0 (id, "odd") == 0)
    *captures = RIMAU_CAPTURE_ODD;
  else
    return FALSE;

  return TRUE;
}
