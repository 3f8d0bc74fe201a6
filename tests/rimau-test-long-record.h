/* rimau-test-long-record.h — a long game, as a record
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

/* A record of 47 plies: more than the ply list shows at once. */
static const char long_record[] G_GNUC_UNUSED =
  "[Variant \"rimau-rimau-a\"]\n"
  "[Tigers \"Ayu\"]\n"
  "[Men \"Bayu\"]\n"
  "\n"
  "1. xc4 xc5 xc6 c3-a5 @c5 2. a5xc3 @c4 3. c3xe5 @a5 4. e5-d4 @e5\n"
  "5. c7-c6 @b4 6. c6xa6 @a4 7. d4xb6 @c3 8. b6-c5 @a3 9. c5xe7 @d4\n"
  "10. a6-b6 @e4 11. b6-c5 @e3 12. e7-d6 @a6 13. d6-c7 @c9 14. c5-c6 @a9\n"
  "15. c6-c5 @e6 16. c7-d6 a9-b8 17. d6-c6 a6-a7 18. c6-c7 c9-a9\n"
  "19. c7-d6 b8-c7 20. d6xb8 a7-a6 21. b8-c8 e3-d3 22. c5xe3 e6-d6 *\n";
