#!/usr/bin/env python3
# check-mnemonics.py — no two labels shown together share a mnemonic, in
# English or in any language
#
# Copyright 2026 The Rimau developers
# SPDX-License-Identifier: GPL-3.0-or-later
"""Usage: check-mnemonics.py SOURCE_ROOT

Gathers the strings with a mnemonic (an underscored letter) that are shown
together:

- each <menu> of a .ui file, all its sections together (a <submenu> is a
  group of its own);
- each window, dialog or widget template of a .ui file: the labels and
  titles of its widgets that use underlines, with those of the templates
  it is made of;
- the strings that C code puts into a window or dialog, listed by hand in
  CODE_STRINGS below.

Then, for English and for each language of po/LINGUAS, as that language
shows the strings (a fuzzy or missing translation shows the English
one), it fails when two strings of one group underline the same letter
(case-insensitive, after Unicode normalisation), or when a string or its
translation does not have exactly one mnemonic.

It fails too when CODE_STRINGS names a string that the C file no longer
has, or a C file has a translatable string with a mnemonic that
CODE_STRINGS does not list.

Needs only the standard library; reads the .po files themselves.
"""

import collections
import os
import re
import sys
import unicodedata
import xml.etree.ElementTree as ET

from pofile import parse_po, unquote

# Groups that exist only in C code: dialogs made at run time.
CODE_GROUPS = {
    'play-from-here': 'the Play From Here? dialog (src/app/rimau-window-actions.c)',
    'save-changes-file': 'the Save Changes? dialog of a game in a file (src/app/rimau-window-files.c)',
    'save-changes-new': 'the Save the Game? dialog of a game in no file (src/app/rimau-window-files.c)',
    'error': 'the Could Not Open/Save dialog (src/app/rimau-window-files.c)',
    'save-chooser': 'the Save Game file dialog (src/app/rimau-window-files.c)',
    'open-chooser': 'the Open Game file dialog (src/app/rimau-window-files.c)',
}

# The strings with mnemonics that C code sets, and the groups they are
# shown in: (file, msgctxt, msgid, groups). A group is a key of
# CODE_GROUPS, the class of a template, or "menu:ID" for a <menu>.
CODE_STRINGS = [
    # The button of the toast that says the last game is back.
    ('src/app/rimau-window-files.c', None, '_New Game', ['RimauWindow']),
    # The buttons of the banner over the board about a game taken up at
    # the start: computers paused after a crash, a game that could not be
    # read.
    ('src/app/rimau-window-files.c', None, '_Resume', ['RimauWindow']),
    ('src/app/rimau-window-files.c', None, '_Dismiss', ['RimauWindow']),
    # Play From Here? asks before the plies after the position are lost.
    ('src/app/rimau-window-actions.c', None, '_Cancel', ['play-from-here']),
    ('src/app/rimau-window-actions.c', None, 'Play _From Here', ['play-from-here']),
    # Saving or letting go of a game before it is lost: the last button
    # saves into the game's file, or asks for one. (The file dialogs'
    # Cancel is GTK's own.)
    ('src/app/rimau-window-files.c', None, '_Cancel', ['save-changes-file', 'save-changes-new']),
    ('src/app/rimau-window-files.c', None, '_Discard', ['save-changes-file', 'save-changes-new']),
    ('src/app/rimau-window-files.c', None, '_Save', ['save-changes-file', 'save-chooser']),
    ('src/app/rimau-window-files.c', None, '_Save As…', ['save-changes-new']),
    # The one button of a message that a game could not be opened or saved.
    ('src/app/rimau-window-files.c', None, '_Close', ['error']),
    # The accept buttons of the file dialogs.
    ('src/app/rimau-window-files.c', None, '_Open', ['open-chooser']),
]

# Properties whose text is a mnemonic label when the object's
# use-underline is on.
MNEMONIC_PROPERTIES = ('label', 'title', 'button-label')

# A translatable string literal in C, with the literals it is made of
# and, for C_() and NC_(), its context.
C_STRING = re.compile(r'\b(?:(?P<plain>_|N_)|(?P<ctx>C_|NC_))\s*\(\s*'
                      r'(?(ctx)(?P<context>"(?:[^"\\]|\\.)*")\s*,\s*)'
                      r'(?P<literals>(?:"(?:[^"\\]|\\.)*"\s*)+)[,)]')
C_LITERAL = re.compile(r'"((?:[^"\\]|\\.)*)"')

Label = collections.namedtuple('Label', 'context msgid where')


def c_unescape(text):
    """A C string literal's text without its escapes, which PO files
    write the same way."""
    return unquote(f'"{text}"')


def mnemonics(text):
    """The characters a text underlines, as GTK reads it: "__" is an
    underscore, "_x" underlines x."""
    text = unicodedata.normalize('NFC', text)
    found = []
    i = 0
    while i < len(text):
        if text[i] == '_' and i + 1 < len(text):
            if text[i + 1] != '_':
                found.append(text[i + 1])
            i += 2
        else:
            i += 1
    return found


def mnemonic_key(char):
    return unicodedata.normalize('NFC', char).casefold()


def source_files(root, suffix):
    for top in ('src', 'plugins'):
        for folder, dirs, files in os.walk(os.path.join(root, top)):
            dirs.sort()
            for name in sorted(files):
                if name.endswith(suffix):
                    yield os.path.relpath(os.path.join(folder, name), root)


def is_true(text):
    return (text or '').strip().lower() in ('true', 'yes', '1')


def object_labels(element, path):
    """The mnemonic labels of an <object> or <template> itself."""
    properties = {child.get('name').replace('_', '-'): child
                  for child in element if child.tag == 'property'}
    if 'use-underline' not in properties or not is_true(properties['use-underline'].text):
        return []
    return [Label(properties[name].get('context'), properties[name].text, path)
            for name in MNEMONIC_PROPERTIES
            if name in properties and properties[name].text]


def menu_groups(menu, name, path, groups):
    """Fills groups[name] with the labels of a <menu> or <submenu>, and
    a group of its own for each submenu in it."""
    labels = groups.setdefault(name, [])

    def walk(element):
        for child in element:
            if child.tag == 'submenu':
                label = child.find("attribute[@name='label']")
                sub = f'{name} › {label.text if label is not None else child.get("id")}'
                if label is not None:
                    labels.append(Label(label.get('context'), label.text, path))
                menu_groups(child, sub, path, groups)
            elif child.tag == 'item':
                for attribute in child.findall("attribute[@name='label']"):
                    labels.append(Label(attribute.get('context'), attribute.text, path))
            else:
                walk(child)

    walk(menu)


def ui_groups(root):
    """The groups of the .ui files: name → labels, with a description of
    each group."""
    groups = {}
    descriptions = {}
    templates = {}    # class → (its labels, the classes it is made of)
    for path in source_files(root, '.ui'):
        tree = ET.parse(os.path.join(root, path))
        for top in tree.getroot():
            if top.tag == 'menu':
                name = 'menu:' + top.get('id')
                menu_groups(top, name, path, groups)
                descriptions[name] = f'the menu {top.get("id")} ({path})'
            elif top.tag in ('template', 'object'):
                labels = []
                classes = set()
                for element in top.iter():
                    if element.tag in ('template', 'object'):
                        labels += object_labels(element, path)
                        if element is not top:
                            classes.add(element.get('class'))
                name = top.get('class') if top.tag == 'template' else top.get('id') or top.get('class')
                templates[name] = (labels, classes)
                descriptions[name] = f'{name} ({path})'

    # A template's widgets include those of the templates it is made of.
    def expand(name, seen):
        labels, classes = templates[name]
        labels = list(labels)
        for cls in sorted(classes):
            if cls in templates and cls not in seen:
                labels += expand(cls, seen | {cls})
        return labels

    for name in templates:
        groups[name] = expand(name, {name})
    return groups, descriptions


def c_mnemonic_strings(root):
    """(file, msgctxt, msgid) of every translatable C string with a
    mnemonic."""
    found = set()
    for path in source_files(root, '.c'):
        with open(os.path.join(root, path), encoding='utf-8') as f:
            text = f.read()
        for match in C_STRING.finditer(text):
            msgid = ''.join(c_unescape(part) for part in C_LITERAL.findall(match.group('literals')))
            context = match.group('context')
            if mnemonics(msgid):
                found.add((path, c_unescape(context[1:-1]) if context else None, msgid))
    return found


def check_code_table(root, groups):
    problems = []
    in_sources = c_mnemonic_strings(root)
    listed = set()
    for path, context, msgid, names in CODE_STRINGS:
        listed.add((path, context, msgid))
        if (path, context, msgid) not in in_sources:
            problems.append(f'CODE_STRINGS lists “{msgid}” in {path}, which has it no longer: '
                            f'update the table in {os.path.basename(__file__)}')
        for name in names:
            if name not in groups:
                problems.append(f'CODE_STRINGS puts “{msgid}” in the group {name}, which does not exist')
    for path, context, msgid in sorted(in_sources - listed, key=str):
        problems.append(f'{path} has the string “{msgid}” with a mnemonic, which CODE_STRINGS does '
                        f'not list: add it, with the groups it is shown in, to '
                        f'{os.path.basename(__file__)}')
    return problems


def all_groups(root):
    groups, descriptions = ui_groups(root)
    for name, description in CODE_GROUPS.items():
        groups.setdefault(name, [])
        descriptions[name] = description
    problems = check_code_table(root, groups)
    for path, context, msgid, names in CODE_STRINGS:
        for name in names:
            if name in groups:
                groups[name].append(Label(context, msgid, path))
    return groups, descriptions, problems


def read_linguas(root):
    languages = []
    with open(os.path.join(root, 'po', 'LINGUAS'), encoding='utf-8') as f:
        for line in f:
            languages += line.split('#', 1)[0].split()
    return languages


def translations(path):
    """(msgctxt, msgid) → the texts a catalogue shows for it: its
    translation's forms, unless it is fuzzy or untranslated."""
    shown = {}
    for entry in parse_po(path):
        forms = [text for _, text in sorted(entry['msgstr'].items())]
        if entry['msgid'] and 'fuzzy' not in entry['flags'] and forms and all(forms):
            shown[(entry['msgctxt'], entry['msgid'])] = forms
    return shown


def check_language(lang, shown, groups, descriptions):
    """The problems of one language; lang None is English."""
    problems = []
    name = lang or 'English'
    counted = set()
    for group in sorted(groups):
        by_key = collections.defaultdict(list)
        for label in groups[group]:
            forms = shown.get((label.context, label.msgid), [label.msgid])
            for text in dict.fromkeys(forms):
                marks = mnemonics(text)
                if (label.context, label.msgid, text) not in counted and len(marks) != 1:
                    counted.add((label.context, label.msgid, text))
                    what = f'“{text}”' if text == label.msgid else f'“{text}” (for “{label.msgid}”)'
                    problems.append(f'{name}: {what} has {len(marks)} mnemonics, '
                                    f'expected exactly one ({label.where})')
                for mark in marks[:1]:
                    if text not in by_key[mnemonic_key(mark)]:
                        by_key[mnemonic_key(mark)].append(text)
        for key, texts in sorted(by_key.items()):
            if len(texts) > 1:
                problems.append(f'{name}: in {descriptions[group]}, '
                                + ', '.join(f'“{text}”' for text in texts)
                                + f' all underline “{key}”')
    return problems


def main(argv):
    if len(argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    root = argv[1]

    groups, descriptions, problems = all_groups(root)
    n_strings = len({(label.context, label.msgid) for labels in groups.values() for label in labels})
    catalogues = [(None, {})]
    for lang in read_linguas(root):
        path = os.path.join(root, 'po', lang + '.po')
        if not os.path.isfile(path):
            problems.append(f'po/LINGUAS lists {lang}, but po/{lang}.po does not exist')
            continue
        catalogues.append((lang, translations(path)))
    for lang, shown in catalogues:
        found = check_language(lang, shown, groups, descriptions)
        problems += found
        if not found:
            print(f'{lang or "English"}: {n_strings} strings with mnemonics, '
                  f'no clash in {sum(1 for labels in groups.values() if labels)} groups')

    for problem in problems:
        print(problem)
    if problems:
        print('Give each string of a group a letter of its own: in the sources for English, '
              'in po/<lang>.po for a language.')
        return 1
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
