# pofile.py — the entries of a gettext PO file, for the translation checks
#
# Copyright 2026 The Rimau developers
# SPDX-License-Identifier: GPL-3.0-or-later
"""Reads PO files with nothing but the standard library.

parse_po() gives each entry as a dict: msgctxt (None when there is
none), msgid, msgid_plural (only in plural entries), msgstr (a dict from
the plural form's index to its text; 0 for a singular entry) and flags
(a set: "fuzzy", "c-format", …). Strings continued over several lines
are joined and unescaped. Obsolete entries (#~) are left out.
"""

import re

KEYWORD = re.compile(r'(msgctxt|msgid|msgid_plural|msgstr(?:\[(\d+)\])?)\s+(".*")$')


def unquote(text):
    """The value of a PO string literal."""
    return bytes(text[1:-1], 'utf-8').decode('unicode_escape').encode('latin-1').decode('utf-8')


def parse_po(path):
    entries = []
    entry = None
    field = None

    def finish():
        if entry is not None and 'msgid' in entry:
            entries.append(entry)

    with open(path, encoding='utf-8') as f:
        for number, raw in enumerate(f, 1):
            line = raw.strip()
            if line.startswith('#~'):
                continue
            # An entry ends at a blank line, or where the next one's
            # comments or msgctxt/msgid start after its msgstr.
            starts_entry = line.startswith('#') or line.startswith(('msgctxt ', 'msgid '))
            if not line or (starts_entry and entry is not None and entry['msgstr']):
                finish()
                entry, field = None, None
                if not line:
                    continue
            if entry is None:
                entry = {'flags': set(), 'msgstr': {}, 'msgctxt': None}
            if line.startswith('#,'):
                entry['flags'].update(flag.strip() for flag in line[2:].split(','))
            elif line.startswith('#'):
                continue
            elif line.startswith('"'):
                if field is None:
                    raise ValueError(f'{path}:{number}: a string outside any field')
                if field[0] == 'msgstr':
                    entry['msgstr'][field[1]] += unquote(line)
                else:
                    entry[field[0]] += unquote(line)
            else:
                match = KEYWORD.match(line)
                if match is None:
                    raise ValueError(f'{path}:{number}: cannot read “{line}”')
                keyword, index, value = match.groups()
                if keyword.startswith('msgstr'):
                    field = ('msgstr', int(index or 0))
                    entry['msgstr'][field[1]] = unquote(value)
                else:
                    field = (keyword, None)
                    entry[keyword] = unquote(value)
    finish()
    return entries
