#!/usr/bin/env python3
# test-restart.py — the game killed and started again, as a person meets it
#
# Runs the real game, as a program of its own, and looks at its windows
# through AT-SPI, as test-a11y.py does:
#
# - a game opened from a record and played on is killed with SIGKILL, as
#   a crash would end it, and the game is started again at once: the game
#   comes back in a window titled by its record, with the computer that was
#   to move paused, and the window says why;
# - a personality whose module crashes its process when it is to play ends
#   that process, not the game: the window says so and the game goes on,
#   and killed after it, the game comes back paused;
# - a start while a dead run of the game still owns its name on the
#   session bus (a stand-in that owns the name and dies without answering,
#   as a run just killed does) still opens its window;
# - a kept game that cannot be read is moved aside, and the window says
#   where to; temporary files of killed writes are cleared away.
#
# Run by a11y-session.sh under xvfb-session.sh and dbus-run-session:
#
#   a11y-session.sh RIMAU test-restart.py
#
# Copyright 2026 The Rimau developers
# SPDX-License-Identifier: GPL-3.0-or-later

import glob
import os
import re
import subprocess
import sys
import tempfile

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import GLib  # noqa: E402

import pyatspi  # noqa: E402

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "a11y"))
from atspi_client import (action_names, check, failures, find, is_showing,  # noqa: E402
                          pump, wait_until)

APP_ID = "io.github.rimau.Rimau"

# A game of Sumatra the person opens, against Hang Tuah, who thinks a
# minute a ply: killed after the person's ply, the game is kept with the
# computer to move.
RECORD = """[Variant "sumatra"]
[Men "hang-tuah"]

*
"""

# The same game against a personality whose module crashes its process
# when asked for a ply (tests/plugins/test-crash).
CRASHING_RECORD = """[Variant "sumatra"]
[Men "test-crash"]

*
"""

# A stand-in for a run of the game killed a moment ago whose name the bus
# has not let go of yet: it owns the game's name and, asked anything (as a
# second instance asks the first for its actions), ends without answering.
DEAD_OWNER = """
import os
from gi.repository import Gio, GLib

bus = Gio.bus_get_sync(Gio.BusType.SESSION, None)
node = Gio.DBusNodeInfo.new_for_xml(
    '<node><interface name="org.gtk.Actions"><method name="DescribeAll">'
    '<arg type="a{s(bgav)}" direction="out"/></method></interface></node>')
bus.register_object("/io/github/rimau/Rimau", node.interfaces[0],
                     lambda *args: os._exit(0), None, None)
reply = bus.call_sync("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus",
                      "RequestName", GLib.Variant("(su)", ("%s", 4)), None, 0, -1, None)
print("owner" if reply.unpack()[0] == 1 else "not owner", flush=True)
GLib.MainLoop().run()
""" % APP_ID

def find_app(process, timeout=30):
    """The game's application on the AT-SPI bus, that of @process: a run
    killed a moment ago may still be listed."""
    def found():
        if process.poll() is not None:
            print(f"# the game ended with status {process.returncode} before it showed a window")
            return "ended"
        for app in pyatspi.Registry.getDesktop(0):
            try:
                if app is not None and app.get_process_id() == process.pid and app.childCount > 0:
                    return app
            except GLib.Error:
                pass
        return None
    app = wait_until(found, timeout)
    return None if app == "ended" else app


def frame_named(app, title, timeout=30):
    """The window of @app titled @title."""
    def found():
        try:
            for frame in app:
                if frame is not None and frame.name == title:
                    return frame
        except GLib.Error:
            pass
        return None
    return wait_until(found, timeout)


def click(node):
    names = action_names(node)
    if check("click" in names, "%r can be clicked" % node.name):
        node.queryAction().doAction(names.index("click"))
        pump(0.3)


def point(frame, name):
    return find(frame, lambda n: re.match(r"^%s(,|$)" % name, n.name or "") is not None)


def says(frame, text):
    return find(frame, lambda n: text in (n.name or "") and is_showing(n))


def environment(config):
    env = dict(os.environ)
    env["GSETTINGS_BACKEND"] = "keyfile"
    env["XDG_CONFIG_HOME"] = os.path.join(config, "config")
    env["XDG_STATE_HOME"] = os.path.join(config, "state")
    env["XDG_DATA_HOME"] = os.path.join(config, "data")
    env.pop("G_DEBUG", None)
    settings = os.path.join(env["XDG_CONFIG_HOME"], "glib-2.0", "settings")
    os.makedirs(settings, exist_ok=True)
    with open(os.path.join(settings, "keyfile"), "w") as keyfile:
        keyfile.write("[io/github/rimau/Rimau]\n"
                      "rules-offered=true\n"
                      "men-time=60000\n")
    return env


def kept_folder(config):
    return os.path.join(config, "state", "rimau")


def stop(process):
    process.terminate()
    try:
        process.wait(timeout=10)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()


def kept_with_ply(config):
    """The window's kept game, once it holds the person's ply."""
    for path in glob.glob(os.path.join(kept_folder(config), "window-*.rimau")):
        with open(path, encoding="utf-8") as f:
            text = f.read()
        if "c3-c2" in text:
            return path
    return None


def killed_and_started_again(rimau):
    with tempfile.TemporaryDirectory() as config:
        env = environment(config)
        record = os.path.join(config, "opened.rimau")
        with open(record, "w") as f:
            f.write(RECORD)

        game = subprocess.Popen([rimau, record], env=env)
        try:
            app = find_app(game)
            frame = app and frame_named(app, "opened.rimau")
            if not check(frame is not None, "the record opens in a window of its name"):
                return
            click(point(frame, "c3"))
            click(point(frame, "c2"))
            kept = wait_until(lambda: kept_with_ply(config))
            if not check(kept is not None, "the game opened from the record is kept after the person's ply"):
                return
            check(says(frame, "Hang Tuah is thinking") is not None, "the computer thinks when it is killed")
        finally:
            game.kill()
            game.wait()

        # At once, as a person starts it again after a crash.
        game = subprocess.Popen([rimau], env=env)
        try:
            app = find_app(game)
            check(app is not None, "the game starts again right after it was killed")
            frame = app and frame_named(app, "opened.rimau")
            if not check(frame is not None, "the game of the record comes back, titled by its record"):
                return
            check(says(frame, "Hang Tuah is paused") is not None, "the computer that was to move waits")
            check(says(frame, "Rimau did not close properly last time; the computer players are paused")
                  is not None, "the window says why")
            check(find(frame, lambda n: n.name == "Resume" and is_showing(n) and "click" in action_names(n))
                  is not None, "with a Resume button")
            check(os.path.exists(kept), "the kept game is still kept")
        finally:
            stop(game)


def crashing_personality_and_restart(rimau):
    """What once was a crash loop: the personality crashes, the game goes
    on; the game killed after it comes back, paused, with its ply."""
    with tempfile.TemporaryDirectory() as config:
        env = environment(config)
        record = os.path.join(config, "crashing.rimau")
        with open(record, "w") as f:
            f.write(CRASHING_RECORD)

        game = subprocess.Popen([rimau, record], env=env)
        try:
            app = find_app(game)
            frame = app and frame_named(app, "crashing.rimau")
            if not check(frame is not None, "the record against a crashing personality opens"):
                return
            click(point(frame, "c3"))
            click(point(frame, "c2"))
            check(says(frame, "The computer player crashed") is not None,
                  "the window says the personality crashed")
            check(game.poll() is None, "the game itself runs on after the personality crashed")
            check(says(frame, "You play the men now") is not None, "and gives its side to the person")
            kept = wait_until(lambda: kept_with_ply(config))
            check(kept is not None, "the game with the person's ply is kept")
        finally:
            game.kill()
            game.wait()

        game = subprocess.Popen([rimau], env=env)
        try:
            app = find_app(game)
            frame = app and frame_named(app, "crashing.rimau")
            if not check(frame is not None, "after a kill, the game comes back"):
                return
            check(says(frame, "Rimau did not close properly last time; the computer players are paused")
                  is not None, "paused, and the window says why")
            check(game.poll() is None, "and the game runs")
        finally:
            stop(game)


def started_while_a_dead_run_owns_the_name(rimau):
    owner = subprocess.Popen([sys.executable, "-c", DEAD_OWNER], stdout=subprocess.PIPE, text=True)
    line = owner.stdout.readline().strip()
    if not check(line == "owner", "the stand-in owns the game's name (%r)" % line):
        owner.kill()
        return
    with tempfile.TemporaryDirectory() as config:
        game = subprocess.Popen([rimau], env=environment(config))
        try:
            app = find_app(game)
            check(app is not None and frame_named(app, "Rimau") is not None,
                  "the game opens its window though a dead run held its name")
            check(game.poll() is None, "and goes on running")
        finally:
            stop(game)
            if owner.poll() is None:
                owner.kill()
            owner.wait()


def unreadable_game_and_stale_files(rimau):
    with tempfile.TemporaryDirectory() as config:
        folder = kept_folder(config)
        os.makedirs(folder)
        for name, text in (("last-game.rimau", '[Variant "chess"]\n'),
                           (".last-game.rimau.Ab12Cd.saving", "half a game"),
                           (".goutputstream-X1Y2Z3", "half a game")):
            with open(os.path.join(folder, name), "w") as f:
                f.write(text)

        game = subprocess.Popen([rimau], env=environment(config))
        try:
            app = find_app(game)
            frame = app and frame_named(app, "Rimau")
            if not check(frame is not None, "the game starts with an unreadable kept game"):
                return
            said = says(frame, "Your last game could not be read; it was moved to ")
            check(said is not None, "the window says the kept game could not be read, and where it went")
            aside = glob.glob(os.path.join(folder, "last-game.rimau.unreadable-*"))
            check(len(aside) == 1 and said is not None and aside[0] in said.name,
                  "it is moved aside, where the window says (%s)" % aside)
            if aside:
                with open(aside[0], encoding="utf-8") as f:
                    check(f.read() == '[Variant "chess"]\n', "whole")
            check(sorted(n for n in os.listdir(folder) if n.startswith(".")) == [],
                  "the temporary files of killed writes are gone: %s" % os.listdir(folder))
        finally:
            stop(game)


def main():
    rimau = sys.argv[1]
    killed_and_started_again(rimau)
    crashing_personality_and_restart(rimau)
    started_while_a_dead_run_owns_the_name(rimau)
    unreadable_game_and_stale_files(rimau)

    if failures:
        print("%d failed" % len(failures))
        sys.exit(1)
    print("all passed")


if __name__ == "__main__":
    main()
