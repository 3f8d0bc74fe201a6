#!/usr/bin/env bash
# rimau-cli and game records: play --save, play --record and check.
set -uo pipefail

cli="$1"
# shellcheck source=cli-check.sh
source "$(dirname "${BASH_SOURCE[0]}")/cli-check.sh"
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT

opening_end='.../.../..T../.M.M./.MMM./.MMM./...../.T./... t 13 - 0 3'
win_position='.../.../..T../..M../...../...../..T../.../... t 10 - 0 20'

# play --save writes the record of the game it played, dated today as
# YYYY-MM-DD: the day it began or, past midnight, the day it ended.
before=$(date +%Y-%m-%d)
out=$("$cli" play --save "$dir/a.rimau" -- xc4 xc5 xc6 -- @c5 c3-c2 @c4)
after=$(date +%Y-%m-%d)
check "play --save prints as play does" "$(printf '%s\n%s' "$opening_end" 'outcome: ongoing')" "$out"
check "play --save record" \
  "$(printf '%s\n' '[Variant "rimau-rimau-a"]' '[Captures "single"]' '[Concede "10"]' \
                    '[Result "*"]' '' '1. xc4 xc5 xc6 -- @c5 2. c3-c2 @c4 *')" \
  "$(grep -v '^\[Date ' "$dir/a.rimau")"
date_tag=$(grep '^\[Date ' "$dir/a.rimau")
today="[Date \"$before\"]"
[ "$date_tag" != "[Date \"$after\"]" ] || today="$date_tag"
check "play --save dates the game" "$today" "$date_tag"

"$cli" play --variant sumatra --captures odd --concede 0 \
  --position '.../.../..T../.MMM./.M.M./.MMM./...../.T./... m 16 - 1 1' \
  --save "$dir/b.rimau" -- @c5 c2-c3 >/dev/null
check "play --save with options" \
  "$(printf '%s\n' '[Variant "sumatra"]' '[Captures "odd"]' '[Concede "0"]' '[Result "*"]' \
                    '[Position ".../.../..T../.MMM./.M.M./.MMM./...../.T./... m 16 - 1 1"]' '' '1... @c5 2. c2-c3 *')" \
  "$(grep -v '^\[Date ' "$dir/b.rimau")"

"$cli" play --position "$win_position" --save "$dir/won.rimau" -- c7xc5 >/dev/null
check "play --save of a won game" "20. c7xc5 1-0" "$(tail -1 "$dir/won.rimau")"

"$cli" play --save "$dir/none.rimau" -- xc4 xc3 >/dev/null 2>&1; status=$?
check "play --save with an illegal ply exits 2" "2" "$status"
check "and saves nothing" "no" "$([ -e "$dir/none.rimau" ] && echo yes || echo no)"

touch "$dir/file"
err=$("$cli" play --save "$dir/file/c.rimau" -- xc4 2>&1 >/dev/null); status=$?
check "play --save into a file exits 1" "1" "$status"
check "play --save names the file" "1" "$(echo "$err" | grep -c "^rimau-cli play: $dir/file/c.rimau: ")"

# play --record goes on from the record's last ply.
check "play --record alone" "$(printf '%s\n%s' "$opening_end" 'outcome: ongoing')" \
  "$("$cli" play --record "$dir/a.rimau")"
check "play --record and plies" "$("$cli" play -- xc4 xc5 xc6 -- @c5 c3-c2 @c4 c2-c1 @c6)" \
  "$("$cli" play --record "$dir/a.rimau" -- c2-c1 @c6)"
check "play --record of a finished game" "outcome: tigers" "$("$cli" play --record "$dir/won.rimau" | tail -1)"
"$cli" play --record "$dir/a.rimau" --save "$dir/d.rimau" -- c2-c1 @c6 >/dev/null
check "play --record --save keeps the tags" "$(grep '^\[Date ' "$dir/a.rimau")" "$(grep '^\[Date ' "$dir/d.rimau")"
check "play --record --save adds the plies" "1. xc4 xc5 xc6 -- @c5 2. c3-c2 @c4 3. c2-c1 @c6 *" "$(tail -1 "$dir/d.rimau")"

err=$("$cli" play --record "$dir/won.rimau" -- @c6 2>&1 >/dev/null); status=$?
check "play --record: a ply after the end exits 2" "2" "$status"
check "play --record: the ply is named" "1" "$(echo "$err" | grep -c 'ply 1 (“@c6”): The game is over')"
"$cli" play --record "$dir/a.rimau" --variant sumatra >/dev/null 2>&1
check "play --record refuses --variant" "2" "$?"
"$cli" play --record "$dir/a.rimau" --concede 10 >/dev/null 2>&1
check "play --record refuses --concede" "2" "$?"

printf '[Variant "rimau-rimau-a"]\n\n1. xc4 xc5 zz9\n' > "$dir/bad.rimau"
err=$("$cli" play --record "$dir/bad.rimau" 2>&1 >/dev/null); status=$?
check "play --record of a bad record exits 2" "2" "$status"
check "play --record says where" \
  "rimau-cli play: $dir/bad.rimau: Line 3, column 12: “zz9” is not a ply; plies are written like xc5, c7-a9, --, T@c5, @d8, c3-c2 or c3xc5" \
  "$err"

"$cli" play --record "$dir/missing.rimau" >/dev/null 2>&1
check "play --record of a missing file exits 1" "1" "$?"

# check: one line per record; exit status 1 when any is bad.
printf '\xEF\xBB\xBF[Variant "rimau-rimau-b"]\r\n[Event "club"]\r\n\r\nxc4 { keep } --\r\n' > "$dir/crlf.rimau"
printf '[Variant "sumatra"]\n[Concede "0"]\n[Position ".T./.../...../...../...../...../...../.M./... t 0 - 99 70"]\nc9-c8\n' \
  > "$dir/draw.rimau"
printf '[Variant "rimau"]\n[Captures "single"]\n[Concede "0"]\n[Position ".../.../...../...../...../...../..M../.M./TMM m 0 - 0 40"]\nc2-b2 0-1\n' \
  > "$dir/men.rimau"
out=$("$cli" check "$dir/a.rimau" "$dir/won.rimau" "$dir/crlf.rimau" "$dir/draw.rimau" "$dir/men.rimau"); status=$?
check "check good records" \
  "$(printf '%s\n' "$dir/a.rimau: ok, 7 plies, ongoing" "$dir/won.rimau: ok, 1 ply, tigers" \
                    "$dir/crlf.rimau: ok, 2 plies, ongoing" "$dir/draw.rimau: ok, 1 ply, draw" \
                    "$dir/men.rimau: ok, 1 ply, men")" \
  "$out"
check "check good records exits 0" "0" "$status"

printf '[Variant "rimau-rimau-a"]\n[Result "0-1"]\n\nxc4 xc5\n' > "$dir/mismatch.rimau"
printf '[Variant "rimau-rimau-a"]\n[Tigers "\xff"]\n' > "$dir/latin1.rimau"
out=$("$cli" check "$dir/a.rimau" "$dir/bad.rimau" "$dir/mismatch.rimau" "$dir/latin1.rimau" "$dir/missing.rimau"); status=$?
check "check bad records" \
  "$(printf '%s\n' "$dir/a.rimau: ok, 7 plies, ongoing" \
    "$dir/bad.rimau:3:12: “zz9” is not a ply; plies are written like xc5, c7-a9, --, T@c5, @d8, c3-c2 or c3xc5" \
    "$dir/mismatch.rimau:2:10: the record gives the result 0-1, but the game is not over after its last ply; the result of an unfinished game is *" \
    "$dir/latin1.rimau:2:10: the text is not valid UTF-8 (byte 0xFF); records are UTF-8 text")" \
  "$(echo "$out" | head -4)"
check "check an unreadable file" "1" "$(echo "$out" | tail -1 | grep -c "^$dir/missing.rimau: .*No such file")"
check "check bad records exits 1" "1" "$status"
"$cli" check >/dev/null 2>&1
check "check without files exits 2" "2" "$?"

# Only regular files are read: a named pipe, which would keep the reader
# waiting for a writer for ever, a device and a folder are refused at
# once by every command that reads a record, and a pipe is not written
# over. (timeout turns a wait for ever into a failure.)
mkfifo "$dir/pipe.rimau"
for command in "check" "play --record" "think --personality hang-tuah --record" "analyse"; do
  # shellcheck disable=SC2086 # the command's words
  out=$(timeout 30 "$cli" $command "$dir/pipe.rimau" 2>&1); status=$?
  check "$command refuses a named pipe with status 1" "1" "$status"
  check "$command says what the pipe is" "1" "$(echo "$out" | grep -c "pipe.rimau: This is a named pipe, not a file$")"
done
out=$(timeout 30 "$cli" check /dev/null "$dir" 2>&1); status=$?
check "check refuses a device and a folder" \
  "$(printf '%s\n' "/dev/null: This is a device, not a file" "$dir: This is a folder, not a file")" "$out"
check "check of a device exits 1" "1" "$status"
err=$(timeout 30 "$cli" play --save "$dir/pipe.rimau" -- xc4 2>&1 >/dev/null); status=$?
check "play --save onto a pipe exits 1" "1" "$status"
check "play --save onto a pipe says so" "rimau-cli play: $dir/pipe.rimau: This is a named pipe, not a file" "$err"
check "and leaves the pipe a pipe" "yes" "$([ -p "$dir/pipe.rimau" ] && echo yes || echo no)"

# Tag values are at most 256 characters: a player's name of a megabyte
# is refused where it begins.
{ printf '[Variant "rimau-rimau-a"]\n[Tigers "'; head -c 1000000 /dev/zero | tr '\0' 'x'; printf '"]\n\nxc4 *\n'; } \
  > "$dir/long-name.rimau"
out=$(timeout 30 "$cli" check "$dir/long-name.rimau"); status=$?
check "check refuses a long name" \
  "$dir/long-name.rimau:2:10: the value of the tag Tigers is longer than 256 characters" "$out"
check "check of a long name exits 1" "1" "$status"

# A save leaves nothing beside the record.
mkdir -p "$dir/clean"
"$cli" play --save "$dir/clean/e.rimau" -- xc4 >/dev/null
"$cli" play --save "$dir/clean/e.rimau" -- xc4 xc5 >/dev/null
check "play --save leaves only the record" "e.rimau" "$(ls -A "$dir/clean")"
check "and the record is whole" "1. xc4 xc5 *" "$(tail -1 "$dir/clean/e.rimau")"

finish_checks "cli records"
