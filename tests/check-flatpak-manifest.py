#!/usr/bin/env python3
# check-flatpak-manifest.py — the Flatpak manifest agrees with the build
#
# Copyright 2026 The Rimau developers
# SPDX-License-Identifier: GPL-3.0-or-later
"""Usage: check-flatpak-manifest.py MANIFEST APP-ID PROGRAM DESKTOP-IN PROJECT

Reads the manifest as flatpak-builder does (`flatpak-builder --show-manifest`,
which works offline and warns about anything it does not know) when
flatpak-builder is installed, else as plain JSON, and checks that:
- the app id is meson's app_id, the command the program the desktop entry
  starts, the runtime and SDK GNOME's;
- the sandbox holds what a game needs and no more: no file system, no
  network, no X11 without Wayland;
- libpeas 2.2.1 is built from its release archive with the checksum below
  (the same archive as Debian's libpeas2 2.2.1 source), with its Python
  loader and without the other script loaders;
- the application is the last module, built with meson from this checkout
  with the options of build-aux/release-options, with which CI also tests
  the runtime's stack, and -Dtests=false; each an option meson knows.
"""

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

LIBPEAS_URL = 'https://download.gnome.org/sources/libpeas/2.2/libpeas-2.2.1.tar.xz'
LIBPEAS_SHA256 = '589eca89b437006edf3755478df037c740a2a84cfa5d202dbad6095e828e2488'
# Personalities in Python need libpeas' Python loader; it uses the
# runtime's PyGObject. Everything else the game does not use is off.
LIBPEAS_OPTIONS = ['-Dgjs=false', '-Dlua51=false', '-Dpython3=true',
                   '-Dintrospection=false', '-Dvapi=false', '-Dgtk_doc=false']

NEEDED_ARGS = {'--share=ipc', '--socket=wayland', '--socket=fallback-x11', '--device=dri'}
FORBIDDEN_ARGS = re.compile(r'^--(filesystem|share=network|device=all|socket=x11$|'
                            r'socket=(session|system)-bus|talk-name=org\.freedesktop\.Flatpak)')


def read_manifest(path, problems):
    """The manifest as flatpak-builder understands it, and how it was read."""
    with open(path, encoding='utf-8') as f:
        raw = json.load(f)

    builder = shutil.which('flatpak-builder')
    if builder is None:
        return raw, 'as JSON (flatpak-builder is not installed)'

    # flatpak-builder keeps its state in .flatpak-builder/ under the current
    # folder: give it a scratch one.
    with tempfile.TemporaryDirectory() as scratch:
        result = subprocess.run([builder, '--show-manifest', os.path.abspath(path)],
                                capture_output=True, text=True, cwd=scratch)
    if result.returncode != 0:
        problems.append(f'flatpak-builder --show-manifest exited {result.returncode}: {result.stderr.strip()}')
        return raw, 'as JSON (flatpak-builder failed)'
    if result.stderr.strip():
        problems.append(f'flatpak-builder --show-manifest warned: {result.stderr.strip()}')
    return json.loads(result.stdout), 'with flatpak-builder --show-manifest'


def desktop_program(desktop_in):
    with open(desktop_in, encoding='utf-8') as f:
        for line in f:
            if line.startswith('Exec='):
                return line[len('Exec='):].split()[0]
    return None


def meson_options(root):
    try:
        with open(os.path.join(root, 'meson_options.txt'), encoding='utf-8') as f:
            return set(re.findall(r"option\(\s*'([^']+)'", f.read()))
    except FileNotFoundError:
        return set()


def check_libpeas(module, problems):
    if module.get('buildsystem') != 'meson':
        problems.append('libpeas is not built with meson')
    options = module.get('config-opts', [])
    for option in LIBPEAS_OPTIONS:
        if option not in options:
            problems.append(f'libpeas lacks {option}')
    archives = [s for s in module.get('sources', []) if s.get('type') == 'archive']
    if len(archives) != 1 or archives[0].get('url') != LIBPEAS_URL:
        problems.append(f'libpeas is not built from {LIBPEAS_URL}')
    elif archives[0].get('sha256') != LIBPEAS_SHA256:
        problems.append(f'libpeas archive sha256 is {archives[0].get("sha256")}, expected {LIBPEAS_SHA256}')


def release_options(root):
    """The options of build-aux/release-options, in their order."""
    with open(os.path.join(root, 'build-aux', 'release-options'), encoding='utf-8') as f:
        lines = (line.split('#', 1)[0].strip() for line in f)
        return [line for line in lines if line]


def check_app_module(module, manifest_path, project, problems):
    if module.get('name') != project:
        problems.append(f'the last module is {module.get("name")!r}, expected the application, {project!r}')
    if module.get('buildsystem') != 'meson':
        problems.append('the application is not built with meson')
    sources = module.get('sources', [])
    if len(sources) != 1 or sources[0].get('type') != 'dir':
        problems.append('the application is not built from one local "dir" source')
        return
    checkout = os.path.normpath(os.path.join(os.path.dirname(manifest_path), sources[0].get('path', '')))
    try:
        with open(os.path.join(checkout, 'meson.build'), encoding='utf-8') as f:
            if not re.match(rf"project\(\s*'{re.escape(project)}'", f.read()):
                problems.append(f'{checkout}/meson.build is not the {project} project')
    except FileNotFoundError:
        problems.append(f'the "dir" source {checkout} has no meson.build')
        return
    options = module.get('config-opts', [])
    if '-Dtests=false' not in options:
        problems.append('the application is not configured with -Dtests=false (Check is not in the SDK)')
    released = release_options(checkout)
    built = [option for option in options if option != '-Dtests=false']
    if built != released:
        problems.append(f'the application is built with {built}, but CI tests the runtime\'s stack '
                        f'with build-aux/release-options: {released}')
    known = meson_options(checkout)
    for option in options:
        name = option[2:].split('=', 1)[0] if option.startswith('-D') else None
        if name is not None and name not in known and name not in ('buildtype', 'b_lto', 'b_ndebug'):
            problems.append(f'{option}: meson_options.txt has no option {name!r}')


def main(argv):
    if len(argv) != 6:
        print(__doc__, file=sys.stderr)
        return 2
    path, app_id, program, desktop_in, project = argv[1:]
    problems = []

    manifest, how = read_manifest(path, problems)

    manifest_id = manifest.get('id', manifest.get('app-id'))
    if manifest_id != app_id:
        problems.append(f'the id is {manifest_id!r}, meson says {app_id!r}')
    if os.path.basename(path) != app_id + '.json':
        problems.append(f'the manifest is not named {app_id}.json')
    if manifest.get('command') != program:
        problems.append(f'the command is {manifest.get("command")!r}, the program is {program!r}')
    if desktop_program(desktop_in) != manifest.get('command'):
        problems.append(f'the desktop entry starts {desktop_program(desktop_in)!r}, the manifest {manifest.get("command")!r}')
    if manifest.get('runtime') != 'org.gnome.Platform' or manifest.get('sdk') != 'org.gnome.Sdk':
        problems.append('the runtime and SDK are not org.gnome.Platform and org.gnome.Sdk')
    if not re.fullmatch(r'\d+', str(manifest.get('runtime-version', ''))):
        problems.append(f'runtime-version {manifest.get("runtime-version")!r} is not a GNOME release such as "51"')

    finish_args = manifest.get('finish-args', [])
    for arg in sorted(NEEDED_ARGS - set(finish_args)):
        problems.append(f'finish-args lack {arg}')
    for arg in finish_args:
        if FORBIDDEN_ARGS.match(arg):
            problems.append(f'finish-args give {arg}: a game needs no such access (files go through the portal)')

    modules = manifest.get('modules', [])
    names = [m.get('name') if isinstance(m, dict) else m for m in modules]
    if 'libpeas' not in names:
        problems.append('no libpeas module')
    else:
        check_libpeas(modules[names.index('libpeas')], problems)
    if not modules or not isinstance(modules[-1], dict):
        problems.append('the last module is not the application')
    else:
        check_app_module(modules[-1], path, project, problems)

    for problem in problems:
        print('FAIL', problem)
    if not problems:
        print(f'flatpak manifest, read {how}: {app_id} runs {program} on '
              f'{manifest["runtime"]}//{manifest["runtime-version"]}; modules {", ".join(names)}')
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
