#!/usr/bin/env bash
# rimau-cli analyse: its lines and JSON, its errors, and an analysis kept in
# the record and read back.
set -uo pipefail

cli="$1"
# shellcheck source=cli-check.sh
source "$(dirname "${BASH_SOURCE[0]}")/cli-check.sh"
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT

# The tiger on a1 is hemmed in; the one on a6 steps into the corner, where
# a man dropped on a6 shuts it in too, instead of taking a5 and running.
trap_start='.../.../.MM../TMM../M.M../...../..M../M../TMM t 5 - 0 20'
"$cli" play --position "$trap_start" --save "$dir/trap.rimau" -- a6-a7 @a6 >/dev/null

out=$("$cli" analyse --time 100 "$dir/trap.rimau"); status=$?
check "analyse exits 0" "0" "$status"
check "a line per ply, then one per side" "4" "$(echo "$out" | wc -l)"
check "six fields per ply, tab-separated" "6 6" "$(echo "$out" | head -2 | awk -F'\t' '{ print NF }' | tr '\n' ' ' | sed 's/ $//')"
check "the tigers' blunder" "$(printf '20\tt\ta6-a7\t-M1\ta6xa4\t??')" "$(echo "$out" | sed -n 1p)"
check "the men's winning drop" "$(printf '20\tm\t@a6\t-M0\t@a6\t')" "$(echo "$out" | sed -n 2p)"
check "the summaries" "$(printf '%s\n' 'tigers: 0 inaccuracies, 0 mistakes, 1 blunder' \
                                      'men: 0 inaccuracies, 0 mistakes, 0 blunders')" "$(echo "$out" | tail -2)"

json=$("$cli" analyse --json --time 100 "$dir/trap.rimau")
check "--json: one object that reads" "2 a6-a7 -M1 -29999 a6xa4 ?? True 1 0" \
  "$(echo "$json" | python3 -c '
import json, sys
d = json.load(sys.stdin)
p = d["plies"]
print(len(p), p[0]["ply"], p[0]["evaluation"], p[0]["score"], p[0]["best"], p[0]["mark"],
      p[1] == {"turn": 20, "side": "m", "ply": "@a6", "evaluation": "-M0", "score": -30000,
               "best": "@a6", "line": ["@a6"], "mark": ""},
      d["summary"]["tigers"]["blunders"], sum(d["summary"]["men"].values()))')"

# A bad record: the place and the reason, as `check` gives them.
printf '[Variant "rimau-rimau-a"]\n\n1. xc4 xc5 zz9\n' > "$dir/bad.rimau"
err=$("$cli" analyse "$dir/bad.rimau" 2>&1 >/dev/null); status=$?
check "a bad record exits 1" "1" "$status"
check "a bad record: file, line and column" \
  "$dir/bad.rimau:3:12: “zz9” is not a ply; plies are written like xc5, c7-a9, --, T@c5, @d8, c3-c2 or c3xc5" "$err"
"$cli" analyse "$dir/missing.rimau" >/dev/null 2>&1
check "a missing file exits 1" "1" "$?"
"$cli" analyse >/dev/null 2>&1
check "no file exits 2" "2" "$?"
"$cli" analyse --time 0 "$dir/trap.rimau" >/dev/null 2>&1
check "no time exits 2" "2" "$?"

# --save keeps the analysis in the record; read back, nothing is searched
# again, so a time far too short for a search changes nothing.
"$cli" play --save "$dir/opening.rimau" -- xb4 xd4 xc5 c3-d4 @c3 d4xb4 @e5 c7xc5 @d2 c5xa5 @c7 >/dev/null
first=$("$cli" analyse --time 30 --save "$dir/analysed.rimau" "$dir/opening.rimau")
check "--save: the Analysis tag" "1" "$(grep -c '^\[Analysis "1 12 [0-9a-f]\{16\}; ' "$dir/analysed.rimau")"
check "--save: the record still loads" "$dir/analysed.rimau: ok, 11 plies, ongoing" "$("$cli" check "$dir/analysed.rimau")"
check "the stored analysis is read back" "$first" "$("$cli" analyse --time 1 "$dir/analysed.rimau")"
check "and gives the same JSON" "$("$cli" analyse --json --time 1 "$dir/analysed.rimau")" \
  "$("$cli" analyse --json --time 1 --save "$dir/again.rimau" "$dir/analysed.rimau")"
check "--save of a read analysis writes it as it was" "$(grep '^\[Analysis ' "$dir/analysed.rimau")" \
  "$(grep '^\[Analysis ' "$dir/again.rimau")"

# A tag written by hand: version 1, 3 positions, the hash of the game's
# text. Its first entry says a6-a7 is best, which no search would: the
# line shows the tag is used.
sed 's/^\[Result /[Analysis "1 3 5bc22844cddf2d06; +0.42\/5 a6-a7 @b4; -M1\/2 @a6; -M0\/0"]\n[Result /' \
  "$dir/trap.rimau" > "$dir/trap-tagged.rimau"
check "a tag written by hand is read" "$(printf '20\tt\ta6-a7\t-M1\ta6-a7\t')" \
  "$("$cli" analyse --time 100 "$dir/trap-tagged.rimau" | head -1)"
# Of another game: left aside, with a word why, and the game analysed.
sed 's/5bc22844cddf2d06/5bc22844cddf2d07/' "$dir/trap-tagged.rimau" > "$dir/trap-stale.rimau"
out=$("$cli" analyse --time 100 "$dir/trap-stale.rimau" 2>"$dir/stale.err")
check "a tag of another game is left aside" "$(printf '20\tt\ta6-a7\t-M1\ta6xa4\t??')" "$(echo "$out" | head -1)"
check "and the reason is told" "1" "$(grep -c 'the Analysis tag is left aside: The analysis is of another game' "$dir/stale.err")"

finish_checks cli-analyse
