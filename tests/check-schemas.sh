#!/usr/bin/env bash
# check-schemas.sh — the GSettings schemas in a folder compile strictly
#
# Copyright 2026 The Rimau developers
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Usage: check-schemas.sh FOLDER   (exits 77, "skipped", with no schema there)
set -uo pipefail

folder="$1"
shopt -s nullglob
schemas=("$folder"/*.gschema.xml)
if [ ${#schemas[@]} -eq 0 ]; then
  echo "no *.gschema.xml in $folder"
  exit 77
fi

glib-compile-schemas --strict --dry-run "$folder" || exit 1
echo "schemas compile: ${schemas[*]##*/}"
