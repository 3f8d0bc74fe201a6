#!/usr/bin/env bash
# The plugin API as a third party meets it, following
# docs/writing-a-personality.md: the build installed into a scratch
# DESTDIR; the example C plugin of docs/examples/greedy compiled against it
# with pkg-config alone; the keyfile character and the Python plugin of
# docs/examples copied beside it; and the installed rimau-cli listing the
# three and playing games with them.
#
#   test-plugin-sdk.sh BUILD_DIR EXAMPLES_DIR
set -euo pipefail

build_dir="$1"
examples="$2"
cc="${CC:-cc}"

# The page shows the examples whole: they must be the files tested here.
for file in keyfile/pak-grumpy.plugin greedy/greedy.plugin python/pak-pandir.plugin python/pak-pandir.py; do
  python3 -c 'import sys; sys.exit(open(sys.argv[2]).read() not in open(sys.argv[1]).read())' \
    "$examples/../writing-a-personality.md" "$examples/$file" ||
    { echo "docs/examples/$file is not as docs/writing-a-personality.md shows it" >&2; exit 1; }
done

destdir=$(mktemp -d)
trap 'rm -rf "$destdir"' EXIT

read -r prefix libdir libexecdir < <(meson introspect --buildoptions "$build_dir" | python3 -c '
import json, sys
options = {o["name"]: o["value"] for o in json.load(sys.stdin)}
print(options["prefix"], options["libdir"], options["libexecdir"])')
case "$libdir" in /*) ;; *) libdir="$prefix/$libdir" ;; esac
case "$libexecdir" in /*) ;; *) libexecdir="$prefix/$libexecdir" ;; esac

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
mkdir -p "$plugins/greedy" "$plugins/pak-grumpy" "$plugins/pak-pandir"
# shellcheck disable=SC2046
"$cc" -shared -fPIC -Wall -Werror -o "$plugins/greedy/libgreedy.so" "$examples/greedy/greedy.c" \
  $(pkg-config --cflags --libs rimau-plugin-1)
cp "$examples/greedy/greedy.plugin" "$plugins/greedy/"
cp "$examples/keyfile/pak-grumpy.plugin" "$plugins/pak-grumpy/"
cp "$examples/python/pak-pandir.plugin" "$examples/python/pak-pandir.py" "$plugins/pak-pandir/"

# The installed program, with the installed libraries and personalities.
export LD_LIBRARY_PATH="$destdir$libdir:$destdir$libdir/rimau"
export RIMAU_PLUGIN_PATH="$plugins:$destdir$libdir/rimau/plugins"
# Installed into its prefix, Rimau finds its typelib itself; in a DESTDIR
# it is told where it is.
export GI_TYPELIB_PATH="$destdir$libdir/girepository-1.0"
# And where the process that module personalities play in is.
export RIMAU_PLAYER_PROGRAM="$destdir$libexecdir/rimau-player"
cli="$destdir$prefix/bin/rimau-cli"

listed=$("$cli" personalities)
echo "$listed"
for id in greedy pak-grumpy pak-pandir si-luncai; do
  grep -q "^$id	" <<< "$listed" || { echo "$id is not listed" >&2; exit 1; }
done

# Both sides, short plies: legal games to the end, or the runner's error.
check_match() {
  local out
  out=$("$cli" match --tigers "$1" --men "$2" --games 2 --swap --time 50)
  echo "$out"
  # A failed, late or illegal answer ends a game with the player's error.
  if grep -qF -e "($1: " -e "($2: " <<< "$out"; then
    echo "$1 or $2 did not answer a legal ply in time" >&2
    exit 1
  fi
}
check_match greedy mat-jenin
check_match pak-pandir greedy
check_match pak-grumpy si-luncai
