#!/usr/bin/env bash
# Si Luncai, the personality written in Python, as rimau-cli meets it:
# whole games of every variant on both sides, each ply legal and in its
# time (the runner ends a game with the player's error otherwise), and,
# without the Rimau-1.0 typelib, left out with a message rather than a
# crash.
set -uo pipefail

cli="$1"
# shellcheck source=cli-check.sh
source "$(dirname "${BASH_SOURCE[0]}")/cli-check.sh"

for variant in rimau-rimau-a rimau-rimau-b rimau sumatra; do
  out=$("$cli" match --variant "$variant" --tigers si-luncai --men random --games 2 --swap --time 100 2>&1)
  status=$?
  check "$variant: two whole games" "0" "$status"
  check "$variant: a line per game and two summaries" "4" "$(echo "$out" | grep -c '^game [12]: \|^si-luncai ')"
  # A failed, late or illegal answer ends the game with the player's error.
  check "$variant: every ply answered, legal and in time" "" "$(echo "$out" | grep -F '(si-luncai: ')"
done

out=$("$cli" match --tigers mat-jenin --men si-luncai --games 2 --swap --time 100 2>&1); status=$?
check "against Mat Jenin: two whole games" "0" "$status"
check "against Mat Jenin: no errors" "" "$(echo "$out" | grep -F '(si-luncai: ')"

# Without the typelib, wherever Rimau would look for it.
installed=$(ls /usr/lib/girepository-1.0/Rimau-1.0.typelib /usr/lib/*/girepository-1.0/Rimau-1.0.typelib \
              /usr/local/lib/girepository-1.0/Rimau-1.0.typelib /usr/local/lib/*/girepository-1.0/Rimau-1.0.typelib 2>/dev/null)
if [ -z "$installed" ]; then
  empty=$(mktemp -d)
  trap 'rm -rf "$empty"' EXIT
  out=$(GI_TYPELIB_PATH="$empty" "$cli" personalities 2>"$empty/stderr"); status=$?
  check "no typelib: personalities exits 0" "0" "$status"
  check "no typelib: Si Luncai is left out" "" "$(echo "$out" | grep '^si-luncai')"
  check "no typelib: the others are listed" "4" "$(echo "$out" | wc -l)"
  check "no typelib: the file and why" "1" \
    "$(grep -c 'si-luncai.plugin: a personality in Python needs the Rimau-1.0 introspection data: .*; the personality is left out' "$empty/stderr")"
  GI_TYPELIB_PATH="$empty" "$cli" think --personality si-luncai >/dev/null 2>&1
  check "no typelib: Si Luncai is unknown" "2" "$?"
fi

finish_checks cli-python
