#!/usr/bin/env python3
# check-icons.py — the application icons are where the icon theme looks for
# them, at the sizes GNOME asks for, and the symbolic one is one colour
#
# Copyright 2026 The Rimau developers
# SPDX-License-Identifier: GPL-3.0-or-later
"""Usage: check-icons.py HICOLOR-FOLDER APP-ID"""

import os
import re
import sys
import xml.etree.ElementTree as ElementTree

SVG = '{http://www.w3.org/2000/svg}'
COLOUR = re.compile(r'#[0-9a-fA-F]{3,8}\b')


def check_svg(path, size, problems):
    if not os.path.isfile(path):
        problems.append(f'{path} is missing')
        return None
    try:
        root = ElementTree.parse(path).getroot()
    except ElementTree.ParseError as error:
        problems.append(f'{path}: not well-formed XML: {error}')
        return None
    if root.tag != SVG + 'svg':
        problems.append(f'{path}: the root element is {root.tag}, not an SVG <svg>')
    expected = f'0 0 {size} {size}'
    if root.get('viewBox') != expected or root.get('width') != str(size) or root.get('height') != str(size):
        problems.append(f'{path}: expected width, height {size} and viewBox "{expected}"')
    for element in root.iter():
        if element.tag in (SVG + 'image', SVG + 'text', SVG + 'filter'):
            problems.append(f'{path}: has <{element.tag[len(SVG):]}>, which icons must not use')
    return root


def main(argv):
    if len(argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    hicolor, app_id = argv[1], argv[2]
    problems = []

    check_svg(os.path.join(hicolor, 'scalable', 'apps', app_id + '.svg'), 128, problems)

    symbolic = check_svg(os.path.join(hicolor, 'symbolic', 'apps', app_id + '-symbolic.svg'), 16, problems)
    if symbolic is not None:
        colours = set()
        for element in symbolic.iter():
            if element.tag.endswith(('linearGradient', 'radialGradient')):
                problems.append('the symbolic icon has a gradient')
            for attribute in ('fill', 'stroke', 'style', 'stop-color'):
                colours.update(c.lower() for c in COLOUR.findall(element.get(attribute, '')))
        if len(colours) != 1:
            problems.append(f'the symbolic icon has the colours {sorted(colours)}, it must have one')

    for problem in problems:
        print('FAIL', problem)
    if not problems:
        print(f'icons: {app_id}.svg 128×128, {app_id}-symbolic.svg 16×16 in one colour')
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
