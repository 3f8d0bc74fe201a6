#!/usr/bin/env bash
# rimau-cli puzzles: check proves every puzzle of a file and tells each
# one that fails, and why; generate makes a file that check finds sound.
set -uo pipefail

cli="$1"
shipped="$2"
# shellcheck source=cli-check.sh
source "$(dirname "${BASH_SOURCE[0]}")/cli-check.sh"

dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT

# The shipped puzzles are all sound.
out=$("$cli" puzzles check "$shipped" 2>/dev/null); status=$?
check "check: the shipped file exits 0" "0" "$status"
check "check: the shipped file's tally" "1" "$(echo "$out" | grep -cE '^.*: [0-9]+ puzzles, ([0-9]+) sound, 0 unsound or malformed$')"

# Hand-made puzzles, with few men: no concede threshold.
stanza() {  # id kind moves grade position solution [accepted]
  printf 'id: %s\nrules: rimau-rimau-a single 0\nkind: %s\nmoves: %s\ngrade: %s\nposition: %s\nsolution: %s\n' \
    "$1" "$2" "$3" "$4" "$5" "$6"
  [ $# -ge 7 ] && printf 'accepted: %s\n' "$7"
  echo
}
fork='.../.../...../.T.../.M.M./.M.../...../.../... t 0 - 0 10'
two_captures='.../.../...../..M../.MT../...../...../.../... t 0 - 0 10'
trap_in_one='.../..M/...../...../...../...../..M../MMM/T.T m 0 - 0 10'
save_in_one='.../.../..M../...../TM.../.M.../...../.../... m 0 - 0 10'

{
  echo "# three sound puzzles"
  echo
  stanza fork capture 2 medium "$fork" 'b6-c5 b4-a5 c5xe5'
  stanza two-captures capture 1 medium "$two_captures" c5xc7 c5xa5
  stanza trap trap 1 easy "$trap_in_one" c2-c1
  stanza save save 1 easy "$save_in_one" b4-c5
} > "$dir/good.txt"
out=$("$cli" puzzles check --verbose "$dir/good.txt" 2>/dev/null); status=$?
check "check: sound puzzles exit 0" "0" "$status"
check "check: each named with --verbose" "$(printf '%s: fork: sound\n%s: two-captures: sound\n%s: trap: sound\n%s: save: sound\n%s: 4 puzzles, 4 sound, 0 unsound or malformed' \
  "$dir/good.txt" "$dir/good.txt" "$dir/good.txt" "$dir/good.txt" "$dir/good.txt")" "$out"

# One broken puzzle among sound ones: it alone is told, with why.
{
  stanza fork capture 2 medium "$fork" 'b6-c5 b4-a5 c5xe5'
  stanza broken capture 1 easy "$two_captures" c5xc7
  stanza trap trap 1 easy "$trap_in_one" c2-c1
} > "$dir/broken.txt"
out=$("$cli" puzzles check "$dir/broken.txt" 2>/dev/null); status=$?
check "check: a broken puzzle exits 1" "1" "$status"
check "check: the broken one and why" \
  "$(printf '%s: broken: unsound: c5xa5 works too, and is not listed as accepted\n%s: 3 puzzles, 2 sound, 1 unsound or malformed' "$dir/broken.txt" "$dir/broken.txt")" "$out"

# Other ways to be unsound.
{
  stanza longer capture 3 hard "$fork" 'b6-c5 b4-a5 c5-c4 a5-b4 c4xa4'
  stanza graded capture 2 easy "$fork" 'b6-c5 b4-a5 c5xe5'
  stanza wrong-first trap 1 easy "$trap_in_one" c3-b3
} > "$dir/unsound.txt"
out=$("$cli" puzzles check "$dir/unsound.txt" 2>/dev/null); status=$?
check "check: unsound puzzles exit 1" "1" "$status"
check "check: n is not the fewest" "1" "$(echo "$out" | grep -cF 'longer: unsound: It can be done in 2 moves, fewer than the 3 it asks for')"
check "check: the grade is not the rule's" "1" "$(echo "$out" | grep -cF 'graded: unsound: It is graded easy, but the rule gives medium (score 3)')"
check "check: another first move works" "1" "$(echo "$out" | grep -cF 'wrong-first: unsound: c2-c1 works too')"

# Malformed stanzas: a clear message with the line, and the rest checked.
{
  stanza bad-position capture 1 easy '.../... t 0 - 0 10' c5xc7
  stanza bad-kind checkmate 1 easy "$two_captures" c5xc7
  stanza bad-ply capture 1 easy "$two_captures" c5xc9
  stanza trap trap 1 easy "$trap_in_one" c2-c1
} > "$dir/malformed.txt"
out=$("$cli" puzzles check "$dir/malformed.txt" 2>"$dir/stderr"); status=$?
check "check: a malformed file exits 1" "1" "$status"
check "check: a bad position string" "1" "$(echo "$out" | grep -cF 'malformed: Line 6: Field 1 (board) has 2 ranks')"
check "check: an unknown kind" "1" "$(echo "$out" | grep -cF 'malformed: Line 11: Unknown kind “checkmate”')"
check "check: a bad ply" "1" "$(echo "$out" | grep -cF 'malformed: Line 23: Ply 1 (“c5xc9”) of “solution”')"
check "check: the good one after them" "1" "$(echo "$out" | grep -cF '4 puzzles, 1 sound, 3 unsound or malformed')"
check "check: no crash, no warning" "0" "$(grep -cvE '^Checked in' "$dir/stderr")"

printf '\xff\xfe\n' > "$dir/binary.txt"
"$cli" puzzles check "$dir/binary.txt" >/dev/null 2>&1; check "check: not text exits 1" "1" "$?"
"$cli" puzzles check "$dir/none.txt" >/dev/null 2>&1; check "check: a missing file exits 1" "1" "$?"
"$cli" puzzles check >/dev/null 2>&1; check "check: no file is a usage error" "2" "$?"
"$cli" puzzles >/dev/null 2>&1; check "puzzles: no subcommand is a usage error" "2" "$?"

# generate: one quick game; what it writes is sound.
"$cli" puzzles generate --games 1 --time 20 --seed 3 --players mat-jenin --output "$dir/made.txt" 2>"$dir/stderr"; status=$?
check "generate: exits 0" "0" "$status"
check "generate: tells the game" "1" "$(grep -cE '^game 1: tigers mat-jenin, men mat-jenin: ' "$dir/stderr")"
check "generate: starts with the format" "# Rimau puzzles: positions from games between the computer players, each" "$(head -1 "$dir/made.txt")"
"$cli" puzzles check "$dir/made.txt" >/dev/null 2>&1; check "generate: what it made is sound" "0" "$?"
"$cli" puzzles generate --games 1 --players nobody >/dev/null 2>&1; check "generate: an unknown player" "2" "$?"
"$cli" puzzles generate --games 0 >/dev/null 2>&1; check "generate: no games" "2" "$?"

finish_checks "cli-puzzles"
