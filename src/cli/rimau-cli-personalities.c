/* rimau-cli-personalities.c — `rimau-cli personalities`: the computer players
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "rimau-cli.h"

int
cli_personalities (int    argc,
                   char **argv)
{
  g_autoptr(GOptionContext) context = g_option_context_new (_("— list the computer players, weakest first"));
  GListModel *list;

  if (!cli_parse_options (context, &argc, &argv))
    return CLI_EXIT_USAGE;
  if (argc != 1)
    return cli_usage_error ("personalities", _("unexpected argument “%s”"), argv[1]);

  list = rimau_plugin_loader_get_personalities (rimau_plugin_loader_get_default ());
  for (guint i = 0; i < g_list_model_get_n_items (list); i++)
    {
      g_autoptr(RimauPersonality) personality = g_list_model_get_item (list, i);

      printf ("%s\t%s\t%s\n",
              rimau_personality_get_id (personality),
              rimau_personality_get_name (personality),
              rimau_personality_get_description (personality));
    }

  return CLI_EXIT_OK;
}
