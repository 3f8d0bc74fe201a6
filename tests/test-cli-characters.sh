#!/usr/bin/env bash
# Personalities a player adds, as rimau-cli meets them: a .plugin file
# alone, dropped into the user's plugin folder or a folder of
# RIMAU_PLUGIN_PATH. Runs with warnings fatal: a wrong file gives a message.
set -uo pipefail

cli="$1"
# shellcheck source=cli-check.sh
source "$(dirname "${BASH_SOURCE[0]}")/cli-check.sh"

data_home=$(mktemp -d)
extra=$(mktemp -d)
trap 'rm -rf "$data_home" "$extra"' EXIT
user_plugins="$data_home/rimau/plugins"
mkdir -p "$user_plugins/grumpy" "$user_plugins/wrong" "$extra/tidy"

cat > "$user_plugins/grumpy/grumpy.plugin" <<'EOF'
[Plugin]
Module=grumpy
Name=Pak Grumpy
Description=Looks two plies ahead, and slips one ply in five.
X-Rimau-Strength=2
X-Rimau-Search=alpha-beta
X-Rimau-Depth=2
X-Rimau-Blunder=0.2
EOF
cat > "$extra/tidy/tidy.plugin" <<'EOF'
[Plugin]
Module=tidy
Name=Mak Tidy
Description=Imagines quick games, in a tenth of the time she is given.
X-Rimau-Strength=3
X-Rimau-Search=mcts
X-Rimau-TimeShare=0.1
EOF
cat > "$user_plugins/wrong/wrong.plugin" <<'EOF'
[Plugin]
Module=wrong
Name=Wrong
X-Rimau-Search=alpha-beta
X-Rimau-Depth=99
EOF

export XDG_DATA_HOME="$data_home"
export RIMAU_PLUGIN_PATH="$extra:$RIMAU_PLUGIN_PATH"

out=$("$cli" personalities 2>"$data_home/stderr"); status=$?
check "personalities: exits 0 with a wrong file" "0" "$status"
check "personalities: the dropped ones among the shipped, weakest first" \
  "$(printf '%s\n' mat-jenin si-luncai grumpy pak-belalang sang-kancil tidy hang-tuah)" "$(echo "$out" | cut -f1)"
check "personalities: a dropped one's name and description" \
  "$(printf 'grumpy\tPak Grumpy\tLooks two plies ahead, and slips one ply in five.')" "$(echo "$out" | grep '^grumpy')"
check "personalities: the wrong file, its key and why" \
  "1" "$(grep -cF "$user_plugins/wrong/wrong.plugin: X-Rimau-Depth: 99 is not between 0 and 62; the personality is left out" "$data_home/stderr")"
check "personalities: nothing else on stderr" "1" "$(wc -l < "$data_home/stderr")"

check "think: a dropped character answers" "1" \
  "$("$cli" think --personality grumpy --time 100 2>/dev/null | head -1 | grep -cE '^[a-e@x]')"
"$cli" think --personality wrong >/dev/null 2>&1; check "think: the wrong one is unknown" "2" "$?"

out=$("$cli" match --tigers grumpy --men tidy --games 2 --swap --time 30 2>/dev/null); status=$?
check "match: two dropped characters play whole games" "0" "$status"
check "match: a line per game and two summaries" "4" "$(echo "$out" | wc -l)"
check "match: the summary" "1" \
  "$(echo "$out" | tail -1 | grep -cE '^grumpy vs tidy: [0-9]+ wins, [0-9]+ draws, [0-9]+ losses, score [0-9.]+%, Elo ')"

finish_checks cli-characters
