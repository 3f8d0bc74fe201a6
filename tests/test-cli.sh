#!/usr/bin/env bash
# rimau-cli's commands: their output, and their errors and exit statuses.
set -uo pipefail

cli="$1"
# shellcheck source=cli-check.sh
source "$(dirname "${BASH_SOURCE[0]}")/cli-check.sh"

# perft prints "depth count" lines; the speed goes to stderr.
check "perft lines" "$(printf '1 9\n2 72\n3 504\n4 29736')" "$("$cli" perft 4 2>/dev/null)"
check "perft speed on stderr" "1" "$("$cli" perft 1 2>&1 >/dev/null | grep -c 'plies/s')"
check "perft of a position" "$(printf '1 16\n2 438')" \
  "$("$cli" perft --variant sumatra --position '.../.../..T../.MMM./.M.M./.MMM./..T../.../... t 16 - 0 1' 2 2>/dev/null)"
"$cli" perft 0 >/dev/null 2>&1; check "perft depth 0 is refused" "2" "$?"

# moves: one per line with --position; one line per position from stdin.
check "moves at the start" "$(printf 'T@b4\nT@c5\nT@d6')" \
  "$("$cli" moves --variant rimau --position '.../.../...../.MM../.M.M./..MM./...../.../... t 15 p:b4,c5,d6 0 1')"
check "moves from stdin" "$(printf 'xb4 xb5 xb6 xc4 xc6 xd4 xd5 xd6\n--\n\n')" \
  "$(printf '%s\n' '.../.../..T../.MMM./.M.M./.MMM./..T../.../... t 14 x1r 0 1' \
                    '.../.../...../...../...../...../...../T../MT. m 0 - 3 40' \
                    '.../.../..T../..M../...../...../..T../.../... t 9 - 0 20' | "$cli" moves --variant rimau-rimau-b --concede 0 | head -2; echo)"
out=$(printf 'not a position\n' | "$cli" moves 2>&1 >/dev/null); status=$?
check "moves rejects a bad line" "2" "$status"
check "moves names the field" "1" "$(echo "$out" | grep -c 'A position has 6 fields')"

# play: the final position and outcome; later "--" are plies.
check "play the opening" "$(printf '%s\n%s' '.../.../..T../.M.M./.M.M./.M.M./..T../.../... m 15 - 1 1' 'outcome: ongoing')" \
  "$("$cli" play -- xc4 xc5 xc6 --)"
check "play to a win" "$(printf '%s\n%s' '.../.../...../...../..T../...../..T../.../... m 10 - 0 20' 'outcome: tigers')" \
  "$("$cli" play --position '.../.../..T../..M../...../...../..T../.../... t 10 - 0 20' -- c7xc5)"
check "play with odd captures" "outcome: ongoing" \
  "$("$cli" play --captures odd --concede 0 --position '.../.M./..M../..M../..M../..M../..M../.M./.T. t 1 - 0 9' -- c1xc9 | tail -1)"
err=$("$cli" play -- xc5 xc3 2>&1 >/dev/null); status=$?
check "illegal ply exits 2" "2" "$status"
check "illegal ply is named" "1" "$(echo "$err" | grep -c 'ply 2 (“xc3”)')"
err=$("$cli" play -- xc5 zz9 2>&1 >/dev/null); status=$?
check "malformed ply exits 2" "2" "$status"
check "malformed ply is named" "1" "$(echo "$err" | grep -c 'ply 2 (“zz9”)')"
"$cli" play --variant nosuch -- xc5 >/dev/null 2>&1; check "unknown variant exits 2" "2" "$?"
"$cli" play --captures even -- xc5 >/dev/null 2>&1; check "unknown capture rule exits 2" "2" "$?"
# The highest concede threshold leaves the tigers a man to capture after
# the opening: 20 in rimau-rimau-a, 23 in sumatra, which has no opening.
check "concede at the bound" "outcome: ongoing" "$("$cli" play --concede 20 -- xc4 xc5 xc6 -- | tail -1)"
check "concede at sumatra's bound" "outcome: ongoing" "$("$cli" play --variant sumatra --concede 23 -- | tail -1)"
err=$("$cli" play --concede 21 -- xc4 xc5 xc6 -- 2>&1 >/dev/null); status=$?
check "concede above the bound exits 2" "2" "$status"
check "concede above the bound says the bound" "1" "$(echo "$err" | grep -c 'from 0 to 20')"
"$cli" perft --variant sumatra --concede 24 1 >/dev/null 2>&1; check "concede above sumatra's bound exits 2" "2" "$?"
"$cli" frobnicate >/dev/null 2>&1; check "unknown command exits 2" "2" "$?"

# The computer players (RIMAU_PLUGIN_PATH points at the build tree's plugins).
check "personalities, weakest first" "$(printf 'mat-jenin\tMat Jenin\nsi-luncai\tSi Luncai\npak-belalang\tPak Belalang\nsang-kancil\tSang Kancil\nhang-tuah\tHang Tuah')" \
  "$(LANGUAGE=C "$cli" personalities | cut -f1,2)"
out=$("$cli" think --personality hang-tuah --time 500 --position '.../.../..T../..M../.M.M./MMMMM/MM.M./.../... t 0 - 0 30')
check "think: the ply first" "c7xc5" "$(echo "$out" | head -1)"
check "think: the evaluation" "evaluation: win in 1 ply" "$(echo "$out" | sed -n 2p | cut -d' ' -f1-5)"
check "think: the line" "line: c7xc5" "$(echo "$out" | sed -n 3p)"
"$cli" think --personality nobody >/dev/null 2>&1; check "think: unknown personality exits 2" "2" "$?"
"$cli" think >/dev/null 2>&1; check "think: no personality exits 2" "2" "$?"
# Tigers far ahead, at a position that has come up once before, after a
# shuffle whose first step (c5-c4) would bring a position up the third
# time: knowing the game, the master plays on rather than draw.
shuffle_start='.../.../M..../MT.../MM..M/.MT.M/M...M/M../.M. m 0 - 36 35'
shuffle='e3-d3 c4-c5 d3-e3 c5-c4 e3-d3 c4-c5 d3-e3'
thinks=$(mktemp -d)
# shellcheck disable=SC2086
"$cli" play --position "$shuffle_start" --save "$thinks/shuffle.rimau" -- $shuffle >/dev/null
after_shuffle=$("$cli" play --record "$thinks/shuffle.rimau" | head -1)
check "think: without the game, the step that repeats" "c5-c4" \
  "$("$cli" think --personality hang-tuah --time 300 --position "$after_shuffle" | head -1)"
check "think --record: not the step that draws" "1" \
  "$("$cli" think --personality hang-tuah --time 300 --record "$thinks/shuffle.rimau" | head -1 | grep -cvx 'c5-c4')"
# shellcheck disable=SC2086
check "think -- PLY…: not the step that draws" "1" \
  "$("$cli" think --personality hang-tuah --time 300 --position "$shuffle_start" -- $shuffle | head -1 | grep -cvx 'c5-c4')"
"$cli" think --personality hang-tuah --position "$shuffle_start" -- e3-e9 >/dev/null 2>&1
check "think -- PLY…: an illegal ply exits 2" "2" "$?"
printf '[Variant "nonsense"]\n' > "$thinks/bad.rimau"
"$cli" think --personality hang-tuah --record "$thinks/bad.rimau" >/dev/null 2>&1
check "think --record: a bad record exits 2" "2" "$?"
rm -rf "$thinks"
out=$("$cli" match --tigers random --men mat-jenin --games 2 --swap --time 20 --variant sumatra)
check "match: a line per game and two summaries" "4" "$(echo "$out" | wc -l)"
check "match: games alternate sides" "game 2: tigers mat-jenin, men random:" "$(echo "$out" | sed -n 2p | cut -d' ' -f1-6)"
check "match: the summary" "1" "$(echo "$out" | tail -1 | grep -cE '^random vs mat-jenin: [0-9]+ wins, [0-9]+ draws, [0-9]+ losses, score [0-9.]+%, Elo ')"
"$cli" match --tigers nobody --men random >/dev/null 2>&1; check "match: unknown personality exits 2" "2" "$?"
records=$(mktemp -d)
"$cli" match --tigers mat-jenin --men random --games 2 --time 20 --save-dir "$records/games" >/dev/null
check "match --save-dir: a record per game" "game-001.rimau game-002.rimau" "$(cd "$records/games" && echo *)"
check "match --save-dir: the players" '[Tigers "mat-jenin"] [Men "random"]' \
  "$(grep -E '^\[(Tigers|Men) ' "$records/games/game-002.rimau" | tr '\n' ' ' | sed 's/ $//')"
check "match --save-dir: dated as YYYY-MM-DD" "1" \
  "$(grep -cE '^\[Date "[0-9]{4}-[0-9]{2}-[0-9]{2}"\]$' "$records/games/game-001.rimau")"
check "match --save-dir: records that load" "0" "$("$cli" check "$records"/games/*.rimau >/dev/null 2>&1; echo $?)"
rm -rf "$records"

finish_checks cli
