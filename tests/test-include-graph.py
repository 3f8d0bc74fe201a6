#!/usr/bin/env python3
# test-include-graph.py — no file under src/ depends, through its includes,
# on itself
#
# Copyright 2026 The Rimau developers
# SPDX-License-Identifier: GPL-3.0-or-later
"""Usage: test-include-graph.py SOURCE_ROOT
       test-include-graph.py --self-test

Reads the `#include "…"` lines of every .c and .h under SOURCE_ROOT/src and
resolves them to the files under src/ they name, in any folder (a header
that is not there, such as config.h or a generated one, is left out).

A unit is a .c with its header and its private header: foo.c, foo.h and
foo-private.h are the unit foo, for what foo.c needs is what foo needs. A
header with no .c of its name (an umbrella header, a library's private
header) is a unit alone.
Unit A depends on unit B when one of A's files includes one of B's. The
test fails, naming each circle file by file, when a unit depends on
itself through others: the headers cannot then be read, nor the units
built and tested, one without the other.

With --self-test it checks instead, on a few files made up in memory, that
it finds the circles it must and only those, so that it cannot pass for
want of seeing one.
"""

import os
import re
import sys

INCLUDE = re.compile(r'^[ \t]*#[ \t]*include[ \t]*"([^"]+)"', re.MULTILINE)
# Comments, so that an include commented out is not read as one.
COMMENT = re.compile(r'/\*.*?\*/|//[^\n]*', re.DOTALL)


def unit_of(path, files):
    """The unit of a file: its path without .c, .h or -private.h where
    there is such a .c, else the file alone."""
    stem, _ = os.path.splitext(path)
    if stem.endswith('-private'):
        stem = stem[:-len('-private')]
    return stem if stem + '.c' in files else path


def includes_of(text):
    return INCLUDE.findall(COMMENT.sub('', text))


def resolve(name, including, paths_by_name):
    """The file under src/ that `#include "name"` in @including names, or
    None: the including file's own folder first, as the compiler looks."""
    beside = os.path.normpath(os.path.join(os.path.dirname(including), name))
    candidates = paths_by_name.get(os.path.basename(name), [])
    if beside in candidates:
        return beside
    candidates = [path for path in candidates if path.endswith('/' + name) or path == name]
    return sorted(candidates)[0] if candidates else None


def build_graph(files):
    """From {path: text}, the units' dependencies:
    {unit: {other unit: (including file, included file)}}."""
    paths_by_name = {}
    for path in files:
        paths_by_name.setdefault(os.path.basename(path), []).append(path)

    graph = {unit_of(path, files): {} for path in files}
    for path in sorted(files):
        unit = unit_of(path, files)
        for name in includes_of(files[path]):
            target = resolve(name, path, paths_by_name)
            if target is None or unit_of(target, files) == unit:
                continue
            graph[unit].setdefault(unit_of(target, files), (path, target))
    return graph


def strongly_connected(graph):
    """Tarjan's strongly connected components, without recursion."""
    index, low, on_stack, stack, components = {}, {}, set(), [], []
    counter = 0

    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on_stack.add(root)
        while work:
            node, successors = work[-1]
            advanced = False
            for successor in successors:
                if successor not in index:
                    index[successor] = low[successor] = counter
                    counter += 1
                    stack.append(successor)
                    on_stack.add(successor)
                    work.append((successor, iter(sorted(graph[successor]))))
                    advanced = True
                    break
                if successor in on_stack:
                    low[node] = min(low[node], index[successor])
            if advanced:
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                components.append(sorted(component))
    return components


def shortest_circle(graph, start, members):
    """The shortest way from @start back to itself within @members."""
    came_from = {start: None}
    queue = [start]
    while queue:
        node = queue.pop(0)
        for successor in sorted(graph[node]):
            if successor not in members:
                continue
            if successor == start:
                path = [node]
                while came_from[path[-1]] is not None:
                    path.append(came_from[path[-1]])
                return list(reversed(path)) + [start]
            if successor not in came_from:
                came_from[successor] = node
                queue.append(successor)
    return None


def find_circles(graph):
    """One circle per group of units that depend on each other, each as
    the list of (including file, included file) that goes round it, and
    the group's other units."""
    circles = []
    for component in strongly_connected(graph):
        members = set(component)
        if len(component) == 1 and component[0] not in graph[component[0]]:
            continue
        units = shortest_circle(graph, component[0], members)
        circles.append(([graph[a][b] for a, b in zip(units, units[1:])],
                        sorted(members - set(units))))
    return circles


def describe(circle):
    steps, others = circle
    text = '\n'.join(f'  {including} includes {included}' for including, included in steps)
    if others:
        text += '\n  and, in other circles with these: ' + ', '.join(others)
    return text


def read_tree(root):
    files = {}
    for folder, _, names in os.walk(os.path.join(root, 'src')):
        for name in names:
            if name.endswith(('.c', '.h')):
                path = os.path.join(folder, name)
                with open(path, encoding='utf-8') as f:
                    files[os.path.relpath(path, root)] = f.read()
    return files


def self_test():
    """Circles the test must see, and lookalikes it must not take for one."""
    failures = []

    def expect(name, files, n_circles):
        circles = find_circles(build_graph(files))
        if len(circles) != n_circles:
            failures.append(f'{name}: expected {n_circles} circle(s), found {len(circles)}: {circles}')
        return circles

    # Two headers that include each other.
    circles = expect('two headers', {
        'src/a/x.h': '#include "y.h"\n',
        'src/a/y.h': '#include "x.h"\n',
    }, 1)
    if circles and sorted(circles[0][0]) != [('src/a/x.h', 'src/a/y.h'), ('src/a/y.h', 'src/a/x.h')]:
        failures.append(f'two headers: the circle is named wrongly: {circles[0]}')

    # A unit that reaches itself through another's .c, across folders:
    # a.c -> b.h, b.c -> c-private.h -> (unit c) c.h -> a.h.
    expect('through units', {
        'src/one/a.c': '#include "config.h"\n#include "a.h"\n#include "b.h"\n',
        'src/one/a.h': '#include <glib.h>\n',
        'src/two/b.h': '',
        'src/two/b.c': '#include "b.h"\n# include "c-private.h"\n',
        'src/two/c-private.h': '#include "c.h"\n',
        'src/two/c.h': '#include "a.h"\n',
    }, 1)

    # Two separate circles are both named.
    expect('two circles', {
        'src/p.h': '#include "q.h"\n',
        'src/q.h': '#include "p.h"\n',
        'src/r.c': '#include "s.h"\n',
        'src/s.c': '#include "r.h"\n',
        'src/r.h': '',
        'src/s.h': '',
    }, 2)

    # No circle: a diamond, a .c with its own and private headers, a
    # commented-out include, a system header, one not under src/, and an
    # umbrella header beside a library's private header with no .c.
    expect('no circle', {
        'src/lib/lib.h': '#include "part.h"\n',
        'src/lib/lib-private.h': '#include "bottom.h"\n',
        'src/lib/part.h': '',
        'src/lib/part.c': '#include "part.h"\n#include "lib-private.h"\n',
        'src/top.h': '#include "left.h"\n#include "right.h"\n',
        'src/left.h': '#include "bottom.h"\n',
        'src/right.h': '#include "bottom.h"\n',
        'src/bottom.h': '/* #include "top.h" */\n// #include "top.h"\n#include <top.h>\n',
        'src/bottom.c': '#include "bottom-private.h"\n#include "config.h"\n',
        'src/bottom-private.h': '#include "bottom.h"\n',
    }, 0)

    for failure in failures:
        print(f'self-test: {failure}', file=sys.stderr)
    if not failures:
        print('self-test: every circle found, and no other')
    return 1 if failures else 0


def main(argv):
    if len(argv) == 2 and argv[1] == '--self-test':
        return self_test()
    if len(argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2

    files = read_tree(argv[1])
    if not files:
        print(f'no .c or .h under {argv[1]}/src', file=sys.stderr)
        return 2
    circles = find_circles(build_graph(files))
    for circle in circles:
        print(f'An include circle:\n{describe(circle)}', file=sys.stderr)
    if circles:
        return 1
    print(f'{len(files)} files under src/, no include circle')
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
