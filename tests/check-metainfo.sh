#!/usr/bin/env bash
# check-metainfo.sh — the built AppStream metainfo passes appstreamcli with
# no error, warning or info, names this version, and is translated
#
# Copyright 2026 The Rimau developers
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Usage: check-metainfo.sh METAINFO-FILE VERSION LANG…
#
# Strictness: `appstreamcli validate --strict` fails on anything above the
# pedantic level, which is what this check wants, but appstreamcli before
# 1.0 does not know <developer id="…"> yet (it reports it as "unknown-tag
# developer", an info) while AppStream 1.0 and Flathub require it instead
# of the old <developer_name>. So this runs the validator without --strict
# and fails on every E:, W: or I: line, except exactly that one info on an
# appstreamcli older than 1.0.
set -uo pipefail

file="$1" version="$2"
shift 2
failures=0

fail() {
  failures=$((failures + 1))
  echo "FAIL $*"
}

appstream_version=$(appstreamcli --version | sed -n 's/^AppStream version: *//p')
report=$(appstreamcli validate --no-net --explain "$file" 2>&1)
status=$?
echo "$report"

issues=$(printf '%s\n' "$report" | grep -E '^[EWI]: ')
if [ "${appstream_version%%.*}" = 0 ]; then
  issues=$(printf '%s\n' "$issues" | grep -vE '^I: [^ ]+: unknown-tag developer$')
fi
[ "$status" -eq 0 ] || fail "appstreamcli validate exited $status"
[ -z "$issues" ] || fail "appstreamcli $appstream_version reported: $issues"

first_release=$(grep -o '<release [^>]*>' "$file" | head -1)
case "$first_release" in
  *"version=\"$version\""*) ;;
  *) fail "the newest release is “$first_release”, expected version $version" ;;
esac

# Newer gettext (0.23, in Debian 13) writes a language as BCP 47 tags it (pt-BR,
# and with its script zh-Hans-CN), older (0.21) as its catalogue is named
# (pt_BR): any of them is the translation.
for lang in "$@"; do
  tag="${lang//_/-}"
  with_script="${tag%%-*}-[A-Z][a-z]{3}-${tag#*-}"
  for element in summary p caption; do
    grep -qE -e "<$element xml:lang=\"($lang|$tag|$with_script)\">" "$file" ||
      fail "no <$element xml:lang=\"$tag\"> (or \"$lang\"): the $lang translation was not merged"
  done
done

[ "$failures" -eq 0 ] && echo "metainfo: valid (appstreamcli $appstream_version), version $version, translated into $*"
[ "$failures" -eq 0 ]
