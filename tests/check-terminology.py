#!/usr/bin/env python3
# check-terminology.py — each language keeps to its words for the game
#
# Copyright 2026 The Rimau developers
# SPDX-License-Identifier: GPL-3.0-or-later
"""Usage: check-terminology.py SOURCE_ROOT

Reads the table "Words a language does not use" of po/TERMINOLOGY.md and
fails, naming the strings, when a translation in po/<language>.po uses
one of those words instead of the one the language has chosen.
"""

import os
import re
import sys

from pofile import parse_po

SECTION = '## Words a language does not use'
ROW = re.compile(r'^\|\s*([A-Za-z_]+)\s*\|\s*([^|]+?)\s*\|\s*([^|]+?)\s*\|$')


def avoided_words(terminology):
    """(language, word, instead) for each row of the table."""
    rows = []
    in_section = False
    with open(terminology, encoding='utf-8') as f:
        for line in f:
            line = line.strip()
            if line.startswith('## '):
                in_section = line == SECTION
                continue
            match = ROW.match(line) if in_section else None
            if match and match.group(1) not in ('language',) and not set(match.group(1)) <= {'-'}:
                rows.append(match.groups())
    return rows


def word_pattern(word):
    # \b does not mark the edges of words in scripts without spaces.
    if all(ord(c) < 0x2E80 for c in word):
        return re.compile(r'(?<!\w)' + re.escape(word) + r'(?!\w)', re.IGNORECASE)
    return re.compile(re.escape(word))


def main():
    root = sys.argv[1]
    rows = avoided_words(os.path.join(root, 'po', 'TERMINOLOGY.md'))
    if not rows:
        print('po/TERMINOLOGY.md has no table of words not to use')
        return 1
    failures = 0
    for language, word, instead in rows:
        pattern = word_pattern(word)
        for entry in parse_po(os.path.join(root, 'po', language + '.po')):
            for text in entry['msgstr'].values():
                if pattern.search(text):
                    failures += 1
                    print('%s: “%s” says %s, not %s: %s' % (language, entry['msgid'], word, instead, text))
    print('%d words checked in %d languages' % (len(rows), len({row[0] for row in rows})))
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main())
