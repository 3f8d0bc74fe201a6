#!/usr/bin/env python3
# check-translations.py — every language translates every string, and
# po/POTFILES.in names every file with translatable strings
#
# Copyright 2026 The Rimau developers
# SPDX-License-Identifier: GPL-3.0-or-later
"""Usage: check-translations.py SOURCE_ROOT DOMAIN [--potfiles-only]

Extracts the strings of the files in po/POTFILES.in afresh with xgettext,
merges each po/<lang>.po of po/LINGUAS into them with msgmerge (as
`meson compile rimau-update-po` would, but into a temporary directory) and
fails, naming the strings, when a language has a string untranslated or
fuzzy, or a header that does not name the language and its plural forms.

With --potfiles-only it checks instead that po/POTFILES.in lists exactly
the existing files that mark strings for translation.

Needs only gettext's tools; writes nothing in the source tree.
"""

import os
import re
import subprocess
import sys
import tempfile

from pofile import parse_po

# The keywords of meson's "glib" gettext preset, which po/meson.build uses;
# xgettext's own C keywords (gettext, ngettext, …) come on top.
XGETTEXT_ARGS = [
    '--from-code=UTF-8',
    '--keyword=_',
    '--keyword=N_',
    '--keyword=C_:1c,2',
    '--keyword=NC_:1c,2',
    '--keyword=g_dcgettext:2',
    '--keyword=g_dngettext:2,3',
    '--keyword=g_dpgettext2:2c,3',
    # A computer player's .plugin.desktop.in: Name is a desktop key already.
    '--keyword=Description',
]

# What marks a file as having strings for translation.
C_MARKER = re.compile(r'\b(?:_|N_|C_|NC_|ngettext|g_dngettext|g_dgettext|'
                      r'g_dcgettext|g_dpgettext2)\s*\(\s*(?:[A-Z_]+\s*,\s*)?"')
UI_MARKER = re.compile(r'translatable\s*=\s*"(?:yes|true)"')
TRANSLATED_INPUTS = ('.desktop.in', '.metainfo.xml.in', '.mime.xml.in',
                     '.plugin.desktop.in', '.plugin.in')
SCANNED_DIRS = ('src', 'data', 'plugins')

UPDATE_HINT = ('To bring the translations up to date: '
               '`meson compile -C _build rimau-update-po`, then translate the '
               'strings listed above in each po/<lang>.po (no fuzzy flags left).')


def read_list(path):
    """The words of a LINGUAS or POTFILES.in file, comments left out."""
    words = []
    with open(path, encoding='utf-8') as f:
        for line in f:
            line = line.split('#', 1)[0].strip()
            words += line.split()
    return words


def has_translatable_strings(path):
    name = os.path.basename(path)
    try:
        with open(path, encoding='utf-8') as f:
            text = f.read()
    except (UnicodeDecodeError, OSError):
        return False
    if name.endswith(('.c', '.h')):
        return C_MARKER.search(text) is not None
    if name.endswith(('.ui', '.ui.in')):
        return UI_MARKER.search(text) is not None
    if name.endswith('.gschema.xml'):
        return 'gettext-domain' in text
    return name.endswith(TRANSLATED_INPUTS)


def check_potfiles(root):
    listed = read_list(os.path.join(root, 'po', 'POTFILES.in'))
    problems = []
    if listed != sorted(listed):
        problems.append('po/POTFILES.in is not sorted')
    for path in listed:
        if not os.path.isfile(os.path.join(root, path)):
            problems.append(f'po/POTFILES.in lists {path}, which does not exist')
    for top in SCANNED_DIRS:
        for folder, dirs, files in os.walk(os.path.join(root, top)):
            dirs.sort()
            for name in sorted(files):
                path = os.path.relpath(os.path.join(folder, name), root)
                if path not in listed and has_translatable_strings(os.path.join(root, path)):
                    problems.append(f'{path} has strings for translation but is not in po/POTFILES.in')
    return problems


def header_fields(entries):
    for entry in entries:
        if entry['msgid'] == '' and entry['msgctxt'] is None:
            fields = {}
            for line in entry['msgstr'].get(0, '').split('\n'):
                if ':' in line:
                    key, value = line.split(':', 1)
                    fields[key.strip()] = value.strip()
            return entry, fields
    return None, {}


def check_language(root, workdir, lang, pot):
    source = os.path.join(root, 'po', lang + '.po')
    if not os.path.isfile(source):
        return [f'po/LINGUAS lists {lang}, but po/{lang}.po does not exist']

    merged = os.path.join(workdir, lang + '.po')
    subprocess.run(['msgmerge', '--quiet', '--no-fuzzy-matching', '--no-wrap',
                    '--output-file=' + merged, source, pot], check=True)
    entries = parse_po(merged)
    problems = []

    header, fields = header_fields(entries)
    if header is None:
        problems.append(f'po/{lang}.po has no header')
    else:
        if 'fuzzy' in header['flags']:
            problems.append(f'po/{lang}.po: the header is marked fuzzy')
        if fields.get('Language') != lang:
            problems.append(f'po/{lang}.po: the header says Language: {fields.get("Language")!r}, expected {lang!r}')
        if 'nplurals=' not in fields.get('Plural-Forms', ''):
            problems.append(f'po/{lang}.po: the header has no Plural-Forms')

    for entry in entries:
        if entry is header:
            continue
        name = entry['msgid']
        if entry['msgctxt'] is not None:
            name = f'{entry["msgctxt"]}|{name}'
        if 'fuzzy' in entry['flags']:
            problems.append(f'po/{lang}.po: fuzzy: {name!r}')
        elif not entry['msgstr'] or any(not text for text in entry['msgstr'].values()):
            problems.append(f'po/{lang}.po: untranslated: {name!r}')
    return problems


def check_translations(root, domain):
    languages = read_list(os.path.join(root, 'po', 'LINGUAS'))
    if not languages:
        return ['po/LINGUAS lists no language']

    with tempfile.TemporaryDirectory() as workdir:
        pot = os.path.join(workdir, domain + '.pot')
        subprocess.run(['xgettext', '--package-name=' + domain,
                        '--files-from=' + os.path.join(root, 'po', 'POTFILES.in'),
                        '--directory=' + root, '--output=' + pot] + XGETTEXT_ARGS,
                       check=True)
        n_strings = sum(1 for entry in parse_po(pot) if entry['msgid'] != '')
        problems = []
        for lang in languages:
            found = check_language(root, workdir, lang, pot)
            problems += found
            if not found:
                print(f'{lang}: all {n_strings} strings translated')
    return problems


def main(argv):
    if len(argv) not in (3, 4) or (len(argv) == 4 and argv[3] != '--potfiles-only'):
        print(__doc__, file=sys.stderr)
        return 2
    root, domain = argv[1], argv[2]

    if len(argv) == 4:
        problems = check_potfiles(root)
        hint = 'Add the files to po/POTFILES.in (sorted), or remove the stale names.'
    else:
        problems = check_translations(root, domain)
        hint = UPDATE_HINT

    for problem in problems:
        print(problem)
    if problems:
        print(hint)
        return 1
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
