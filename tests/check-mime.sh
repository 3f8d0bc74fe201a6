#!/usr/bin/env bash
# check-mime.sh — the shared-mime-info entry builds a MIME database in which
# game records are application/x-rimau, by name and by content
#
# Copyright 2026 The Rimau developers
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Usage: check-mime.sh MIME-XML
set -uo pipefail

mime_xml="$1"
failures=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

fail() {
  failures=$((failures + 1))
  echo "FAIL $*"
}

mkdir -p "$tmp/data/mime/packages" "$tmp/files"
cp "$mime_xml" "$tmp/data/mime/packages/"
# update-mime-database warns on anything it does not understand.
report=$(XDG_DATA_HOME="$tmp/data" update-mime-database "$tmp/data/mime" 2>&1) ||
  fail "update-mime-database exited $?"
[ -z "$report" ] || fail "update-mime-database: $report"

content_type() {
  XDG_DATA_HOME="$tmp/data" XDG_DATA_DIRS="$tmp/data:/usr/share" \
    gio info --attributes=standard::content-type "$1" | sed -n 's/^ *standard::content-type: //p'
}

printf '[Variant "rimau-rimau-a"]\n[Result "*"]\n\n1. xc4 xc5 xc6 -- @c5\n' > "$tmp/files/game.rimau"
cp "$tmp/files/game.rimau" "$tmp/files/saved-game"
printf '[Event "Kuala Lumpur"]\n[Variant "sumatra"]\n\nc3-c2 *\n' > "$tmp/files/tags-in-another-order"
printf '[Event "Casual"]\n[Variant "Chess960"]\n\n1. e4 e5 *\n' > "$tmp/files/chess-game"
printf 'just some notes\n' > "$tmp/files/notes.rimau"
printf 'just some notes\n' > "$tmp/files/notes"

check() {
  local file="$1" expected="$2" actual
  actual=$(content_type "$tmp/files/$file")
  [ "$actual" = "$expected" ] || fail "$file is “$actual”, expected $expected"
}
check game.rimau application/x-rimau
check saved-game application/x-rimau
check tags-in-another-order application/x-rimau
check chess-game application/vnd.chess-pgn
check notes.rimau application/x-rimau
check notes text/plain

grep -q '<comment xml:lang="ms">' "$mime_xml" || fail "the comment has no Malay translation"

[ "$failures" -eq 0 ] && echo "mime: *.rimau and records without the extension are application/x-rimau"
[ "$failures" -eq 0 ]
