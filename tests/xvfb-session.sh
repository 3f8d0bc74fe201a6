#!/usr/bin/env bash
# xvfb-session.sh — runs a command with an X server of its own
#
#   xvfb-session.sh COMMAND [ARGUMENT…]
#
# Xvfb picks a display no other server holds and says which (-displayfd):
# `xvfb-run -a` picks one by looking for lock files first, so two tests
# starting at once can take the same number, and the second one's clients
# then reach the first one's server, whose cookie they lack.
#
# -noreset: by default the server resets when its last client goes, and a
# client that connects during the reset is dropped ("Failed to open
# display"). The accessibility bus and its registry connect and leave just
# as a test starts the game, so that happened to one start in eight.
#
# Copyright 2026 The Rimau developers
# SPDX-License-Identifier: GPL-3.0-or-later
set -euo pipefail

dir=$(mktemp -d)
xvfb=
cleanup() {
  if [ -n "$xvfb" ]; then
    kill "$xvfb" 2>/dev/null || true
    wait "$xvfb" 2>/dev/null || true
  fi
  rm -rf "$dir"
}
trap cleanup EXIT

mkfifo "$dir/display"
Xvfb -displayfd 3 -screen 0 1280x1024x24 -nolisten tcp -noreset 3>"$dir/display" 2>"$dir/log" &
xvfb=$!
# The server writes its display's number once it takes clients; if it
# ends first, the pipe closes with nothing in it.
read -r display < "$dir/display" || true
if [ -z "${display:-}" ]; then
  echo "xvfb-session.sh: Xvfb did not start:" >&2
  cat "$dir/log" >&2
  exit 1
fi

status=0
DISPLAY=":$display" "$@" || status=$?
exit "$status"
