#!/usr/bin/env bash
# check-cli-locale.sh — rimau-cli speaks Malay when LANGUAGE asks for it,
# from the catalogues compiled in the build tree (RIMAU_LOCALEDIR), and
# chooses plural forms by the number
#
# Copyright 2026 The Rimau developers
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Usage: LANGUAGE=ms LC_ALL=en_US.UTF-8 RIMAU_LOCALEDIR=<builddir>/po check-cli-locale.sh RIMAU-CLI
set -uo pipefail

cli="$1"
failures=0
passes=0

expect() {
  local name="$1" expected="$2" actual="$3"
  if grep -qF -- "$expected" <<<"$actual"; then
    passes=$((passes + 1))
  else
    failures=$((failures + 1))
    printf 'FAIL %s: no “%s” in\n%s\n' "$name" "$expected" "$actual"
  fi
}

if [ "${LANGUAGE:-}" != ms ]; then
  echo "run with LANGUAGE=ms" >&2
  exit 2
fi
# glibc heeds LANGUAGE only in a real locale: never in C or C.UTF-8, nor in
# a locale the system lacks (which is C then).
locale_name="${LC_ALL:-${LC_MESSAGES:-${LANG:-C}}}"
case "$locale_name" in
  C|C.*|POSIX|"")
    echo "run in a real UTF-8 locale such as LC_ALL=en_US.UTF-8: in $locale_name, LANGUAGE is not heeded" >&2
    exit 2 ;;
esac
if [ "$(locale charmap 2>/dev/null)" != UTF-8 ]; then
  echo "the locale $locale_name is not a UTF-8 locale of this system (locale -a lists them)" >&2
  exit 2
fi
if [ ! -f "${RIMAU_LOCALEDIR:-}/ms/LC_MESSAGES/rimau.mo" ]; then
  echo "no ms/LC_MESSAGES/rimau.mo under RIMAU_LOCALEDIR=${RIMAU_LOCALEDIR:-}" >&2
  exit 1
fi

# The program's own help, its option groups, an engine message and a plural.
expect "help" "Penggunaan: rimau-cli ARAHAN [PILIHAN…]" "$("$cli" --help)"
expect "command summary" "Kira langkah hingga setiap kedalaman dari suatu kedudukan" "$("$cli" --help)"
expect "engine error" "Kedudukan mempunyai 6 medan yang dipisahkan oleh jarak, yang ini mempunyai 1 medan" \
  "$(printf 'bukan\n' | "$cli" moves 2>&1 >/dev/null)"
expect "plural" "kedalaman 2: 72 langkah dalam" "$("$cli" perft 2 2>&1 >/dev/null)"
expect "unknown command" "rimau-cli: arahan “entah” tidak dikenali" "$("$cli" entah 2>&1)"

# Malay has one plural form; German has two, so it shows that ngettext()
# picks the form by the number.
expect "German singular" "diese hat 1 Feld" "$(printf 'eins\n' | LANGUAGE=de "$cli" moves 2>&1 >/dev/null)"
expect "German plural" "diese hat 2 Felder" "$(printf 'eins zwei\n' | LANGUAGE=de "$cli" moves 2>&1 >/dev/null)"

echo "cli-malay: $passes passed, $failures failed"
[ "$failures" -eq 0 ]
