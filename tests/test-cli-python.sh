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

# The Python loader by both its names: "python", libpeas 2's, as Si Luncai
# says, and "python3", libpeas 1's, which a personality written for it says
# and Rimau still loads. Two of them, one of each, play each other.
check "Si Luncai says Loader=python" "Loader=python" \
  "$(grep '^Loader=' "$(dirname "${BASH_SOURCE[0]}")/../plugins/si-luncai/si-luncai.plugin.desktop.in")"
loaders=$(mktemp -d)
write_python_personality() {
  local id="$1" loader="$2" class="$3"
  mkdir -p "$loaders/plugins/$id"
  printf '[Plugin]\nLoader=%s\nModule=%s\nName=%s\nDescription=Plays the first legal ply.\n' \
    "$loader" "$id" "$class" > "$loaders/plugins/$id/$id.plugin"
  cat > "$loaders/plugins/$id/$id.py" <<PYTHON
import gi

gi.require_version('Rimau', '1.0')
from gi.repository import GObject, Rimau  # noqa: E402


class $class(GObject.Object, Rimau.Strategy):
    def do_choose(self, context):
        return context.dup_position().list_moves()[0]
PYTHON
}
write_python_personality loader-python3 python3 LoaderPython3
write_python_personality loader-python python LoaderPython
# Rimau shows libpeas a python3 folder as a copy in the cache: the test's own.
out=$(XDG_CACHE_HOME="$loaders/cache" RIMAU_PLUGIN_PATH="$loaders/plugins:$RIMAU_PLUGIN_PATH" \
        "$cli" match --tigers loader-python3 --men loader-python --games 2 --swap --time 100 2>&1); status=$?
check "Loader=python3 against Loader=python: two whole games" "0" "$status"
check "Loader=python3 against Loader=python: a line per game and two summaries" "4" \
  "$(echo "$out" | grep -c '^game [12]: \|^loader-python3\? ')"
check "Loader=python3 against Loader=python: every ply answered, legal and in time" "" \
  "$(echo "$out" | grep -F -e '(loader-python3: ' -e '(loader-python: ')"
rm -rf "$loaders"

# A module's process ends with the program that started it, however that
# ends: killed while its module loops, rimau-cli leaves no process behind.
# (The waits are bounds against a hang, not measures.)
players_of() {
  pgrep -P "$1" -f rimau-player || true
}
for id in test-loop test-python-loop; do
  "$cli" think --personality "$id" --time 600000 >/dev/null 2>&1 &
  think=$!
  player=
  for _ in $(seq 300); do
    player=$(players_of "$think")
    [ -n "$player" ] && break
    sleep 0.1
  done
  check "$id: its process runs while it thinks" "yes" "$([ -n "$player" ] && echo yes)"
  kill -9 "$think"
  wait "$think" 2>/dev/null
  gone=no
  for _ in $(seq 300); do
    if [ -z "$player" ] || ! kill -0 "$player" 2>/dev/null; then gone=yes; break; fi
    sleep 0.1
  done
  check "$id: its process ends when rimau-cli is killed" "yes" "$gone"
done

# What the process costs: measured, not judged (no figure is a test).
out=$("$cli" bench --player si-luncai --plies 3 --time 20 2>&1); status=$?
check "bench --player: exits 0" "0" "$status"
check "bench --player: the start, both ways and the difference" "4" \
  "$(echo "$out" | grep -c -e '^  start of a process: ' -e '^  in a process: ' -e '^  in a thread of this process: ' -e '^  added by the process: ')"
"$cli" bench --player nobody --plies 3 >/dev/null 2>&1
check "bench --player: an unknown personality fails" "1" "$?"

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
