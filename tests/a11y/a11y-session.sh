#!/usr/bin/env bash
# Runs the accessibility test as a screen reader meets the game: the
# application with its AT-SPI bridge on, an accessibility bus of its own,
# and the test as an AT-SPI client. Run inside xvfb-session.sh and
# dbus-run-session:
#
#   a11y-session.sh RIMAU TEST.py
set -euo pipefail

rimau="$1"
test_script="$2"

# Debian's own Python has the AT-SPI bindings, whatever python3 comes first.
python=""
for candidate in /usr/bin/python3 python3; do
  if "$candidate" -c 'import pyatspi' 2>/dev/null; then
    python="$candidate"
    break
  fi
done
if [ -z "$python" ]; then
  echo "No Python with pyatspi: install python3-pyatspi (build-aux/setup does)" >&2
  exit 1
fi

launcher=""
for candidate in /usr/libexec/at-spi-bus-launcher /usr/lib/at-spi2-core/at-spi-bus-launcher; do
  if [ -x "$candidate" ]; then
    launcher="$candidate"
    break
  fi
done
if [ -z "$launcher" ]; then
  echo "No at-spi-bus-launcher: install at-spi2-core (build-aux/setup does)" >&2
  exit 1
fi

"$launcher" --launch-immediately &
launcher_pid=$!
trap 'kill "$launcher_pid" 2>/dev/null || true' EXIT

export GTK_A11Y=atspi
unset NO_AT_BRIDGE
"$python" "$test_script" "$rimau"
