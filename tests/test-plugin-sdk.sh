#!/usr/bin/env bash
# The plugin API as a third party meets it: the build installed into a
# scratch DESTDIR, the example C plugin of docs/examples/greedy compiled
# against it with pkg-config alone, and the installed rimau-cli listing it
# and playing a game with it.
#
#   test-plugin-sdk.sh BUILD_DIR EXAMPLE_DIR
set -euo pipefail

build_dir="$1"
example="$2"
cc="${CC:-cc}"

destdir=$(mktemp -d)
trap 'rm -rf "$destdir"' EXIT

read -r prefix libdir < <(meson introspect --buildoptions "$build_dir" | python3 -c '
import json, sys
options = {o["name"]: o["value"] for o in json.load(sys.stdin)}
print(options["prefix"], options["libdir"])')
case "$libdir" in /*) ;; *) libdir="$prefix/$libdir" ;; esac

DESTDIR="$destdir" meson install -C "$build_dir" --no-rebuild --quiet > "$destdir/install.log" 2>&1 ||
  { cat "$destdir/install.log" >&2; exit 1; }

# The .pc file as it would be had the build been installed into the
# DESTDIR's path itself: its own prefix moved there, libpeas's left where
# the system has it.
mkdir "$destdir/pkgconfig"
sed "s|^prefix=.*|prefix=$destdir$prefix|" "$destdir$libdir/pkgconfig/rimau-plugin-1.pc" \
  > "$destdir/pkgconfig/rimau-plugin-1.pc"
export PKG_CONFIG_PATH="$destdir/pkgconfig"
pkg-config --exists rimau-plugin-1
echo "rimau-plugin-1 $(pkg-config --modversion rimau-plugin-1), API version $(pkg-config --variable=api_version rimau-plugin-1)"

plugins="$destdir/plugins"
mkdir -p "$plugins/greedy"
# shellcheck disable=SC2046
"$cc" -shared -fPIC -Wall -Werror -o "$plugins/greedy/libgreedy.so" "$example/greedy.c" \
  $(pkg-config --cflags --libs rimau-plugin-1)
cp "$example/greedy.plugin" "$plugins/greedy/"

# The installed program, with the installed libraries and personalities.
export LD_LIBRARY_PATH="$destdir$libdir:$destdir$libdir/rimau"
export RIMAU_PLUGIN_PATH="$plugins:$destdir$libdir/rimau/plugins"
cli="$destdir$prefix/bin/rimau-cli"

listed=$("$cli" personalities)
echo "$listed"
grep -q '^greedy	Greedy	' <<< "$listed" || { echo "greedy is not listed" >&2; exit 1; }

# Both sides, short plies: legal games to the end, or the runner's error.
"$cli" match --tigers greedy --men mat-jenin --games 2 --swap --time 50
