#!/usr/bin/env bash
# check-desktop.sh — the built desktop entry is valid, starts the program,
# shows the application icon, opens game records and is translated
#
# Copyright 2026 The Rimau developers
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Usage: check-desktop.sh DESKTOP-FILE APP-ID PROGRAM LANG…
set -uo pipefail

file="$1" app_id="$2" program="$3"
shift 3
failures=0

fail() {
  failures=$((failures + 1))
  echo "FAIL $*"
}

key() {
  sed -n "s/^$1=//p" "$file" | head -1
}

# desktop-file-validate reports hints too; any line of output is a failure.
report=$(desktop-file-validate "$file" 2>&1) || fail "desktop-file-validate exited $?"
[ -z "$report" ] || fail "desktop-file-validate: $report"

[ "$(basename "$file")" = "$app_id.desktop" ] || fail "the file is not named $app_id.desktop"
[ "$(key Exec | cut -d' ' -f1)" = "$program" ] || fail "Exec is “$(key Exec)”, expected $program"
[ "$(key Icon)" = "$app_id" ] || fail "Icon is “$(key Icon)”, expected $app_id"
[ "$(key Categories)" = "Game;BoardGame;" ] || fail "Categories is “$(key Categories)”"
[ "$(key MimeType)" = "application/x-rimau;" ] || fail "MimeType is “$(key MimeType)”"

for lang in "$@"; do
  for k in Comment Keywords; do
    grep -q "^$k\[$lang\]=" "$file" || fail "no $k[$lang]: the $lang translation was not merged"
  done
done

[ "$failures" -eq 0 ] && echo "desktop entry: valid, translated into $*"
[ "$failures" -eq 0 ]
