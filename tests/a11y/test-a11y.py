#!/usr/bin/env python3
# test-a11y.py — the game as a screen reader meets it, through AT-SPI
#
# Starts the game against a computer and walks its accessible tree as an
# assistive technology does: every button has a clean name, the board's
# points say what stands on them and what a click there plays, they can be
# clicked through AT-SPI, and what happens in the game reaches the screen
# reader as an announcement, wherever the focus is: the new game, each
# question asked of the board, undo and redo, looking back and coming back,
# a press that plays nothing, a hint asked for again, and the computer's
# whole opening. The Rules and the Keyboard Shortcuts are read as text,
# and no name says a type name, a mnemonic or itself twice. Run by
# a11y-session.sh.
#
# Nodes are found by what they say and offer (name, states, relations,
# interfaces, actions), never by a role: GTK maps its roles to AT-SPI's
# differently from one version to the next (a group was a "panel" and is a
# "grouping" since GTK 4.18).
#
# Copyright 2026 The Rimau developers
# SPDX-License-Identifier: GPL-3.0-or-later

import os
import re
import subprocess
import sys
import tempfile
import time

import gi

gi.require_version("Atspi", "2.0")
gi.require_version("Gdk", "4.0")
from gi.repository import Atspi, Gdk, GLib  # noqa: E402

import pyatspi  # noqa: E402

from atspi_client import (action_names, check, descendants, fail, failures,  # noqa: E402
                          find, is_showing, pump)

# What a person can press: GTK gives buttons of every kind (toggle and
# menu buttons, the board's points) "click", switches "toggle" and
# expanders "activate".
PRESS_ACTIONS = {"click", "toggle", "activate"}

# A board point's name begins with the point: "c4, man, remove".
POINT_NAME = re.compile(r"^[a-e][1-9](,|$)")

# The tiger on c7 jumps the man on c6 to c5, which leaves the men ten: the
# concede threshold, so the jump wins.
WINNING_RECORD = """[Variant "sumatra"]
[Position ".../.../..T../..M../...../...../..T../.../... t 10 - 0 20"]
[Result "*"]

*
"""

class Announcements:
    """What the game tells the screen reader, in the order it says it."""

    def __init__(self):
        self.heard = []
        self.listener = Atspi.EventListener.new(self.on_event)
        self.listener.register("object:announcement")

    def on_event(self, event):
        text = event.any_data if isinstance(event.any_data, str) else None
        if not text:
            return
        try:
            source = event.source.get_name() or ""
        except GLib.Error:
            source = ""
        self.heard.append((event.type, source, text))
        print("  heard (%s from %r): %s" % (event.type, source, text), flush=True)

    def after(self, do, pattern, timeout=30):
        """What is said, matching @pattern, once @do has been done."""
        self.heard.clear()
        do()
        return self.wait_for(pattern, timeout)

    def wait_for(self, pattern, timeout=30):
        deadline = time.monotonic() + timeout
        regex = re.compile(pattern)
        while time.monotonic() < deadline:
            for _type, _source, text in self.heard:
                if regex.search(text):
                    return text
            pump(0.1)
        return None


def find_app(name, timeout=30):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        desktop = pyatspi.Registry.getDesktop(0)
        for app in desktop:
            if app is not None and app.name == name and app.childCount > 0:
                return app
        pump(0.2)
    return None


def is_pressable(node):
    return not PRESS_ACTIONS.isdisjoint(action_names(node))


def has_interface(node, name):
    return name in node.get_interfaces()


def is_point(node):
    return node is not None and POINT_NAME.match(node.name or "") is not None


def is_board(node):
    """The board: named Board, with the points among its children."""
    return node.name == "Board" and any(is_point(child) for child in node)


def board_points(app):
    board = find(app, is_board)
    if board is None:
        return {}
    return {child.name.split(",")[0]: child for child in board if is_point(child)}


def point_name(app, point):
    return board_points(app)[point].name


def click(node):
    names = action_names(node)
    if "click" not in names:
        fail("%r has no click action (it has %s)" % (node.name, names))
        return
    node.queryAction().doAction(names.index("click"))
    pump(0.3)


def press_button(app, name, message):
    """Clicks the button showing with @name; checks that there is one."""
    button = find(app, lambda n: n.name == name and is_showing(n) and "click" in action_names(n))
    check(button is not None, message)
    if button is not None:
        click(button)
    return button is not None


def wait_for_name(app, point, expected, timeout=10):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        name = point_name(app, point)
        if name == expected:
            return name
        pump(0.2)
    return point_name(app, point)


def do_action(app, name):
    """Activates the window's action @name ("win.undo") as a screen reader
    can, through the window's actions; checks that it is offered."""
    frame = app[0]
    names = action_names(frame)
    if not check(name in names, "the window offers %s (it offers %s)" % (name, sorted(names))):
        return False
    frame.queryAction().doAction(names.index(name))
    return True


# A name or description that shows how the window is made rather than
# what it says: a mnemonic's underscore, or a GTK or libadwaita type.
MADE_OF = re.compile(r"(^|\s)_\w|\b(Gtk|Adw)[A-Z]")


def check_texts_clean(window, what):
    """No node of @window says a type name or a mnemonic underscore, and
    none says a sentence twice, in its name and again in its description."""
    marked, twice = [], []
    n_nodes = 0
    for node in descendants(window):
        try:
            name, description = node.name or "", node.description or ""
        except GLib.Error:
            continue
        n_nodes += 1
        for text in (name, description):
            if MADE_OF.search(text):
                marked.append(text)
        if description.strip() and description.strip(" .").lower() in name.lower():
            twice.append("%s / %s" % (name, description))
    check(n_nodes > 10, "%s has nodes to check (%d)" % (what, n_nodes))
    check(not marked, "nothing in %s shows a mnemonic or a type name (%s)" % (what, marked))
    check(not twice, "nothing in %s says its name again as its description (%s)" % (what, twice))


def check_buttons_named(app):
    """Every button that shows has one clean name."""
    unnamed, marked, doubled = [], [], []
    n_buttons = 0
    for node in descendants(app):
        try:
            if not is_showing(node) or not is_pressable(node):
                continue
            name = node.name or ""
        except GLib.Error:
            continue
        n_buttons += 1
        # A screen reader reads a button by the labels it is labelled by,
        # where it has any, rather than by its name.
        labels = [relation.getTarget(i).name or ""
                  for relation in node.getRelationSet()
                  if relation.getRelationType() == pyatspi.RELATION_LABELLED_BY
                  for i in range(relation.getNTargets())]
        if labels:
            name = " ".join(labels)
        if not name.strip():
            unnamed.append("%s %s" % (node.getRoleName(), action_names(node)))
        elif re.search(r"(^|\s)(_\w|Gtk[A-Z]|Adw[A-Z])", name):
            marked.append(name)
        else:
            words = name.split()
            half = len(words) // 2
            if half > 0 and len(words) % 2 == 0 and words[:half] == words[half:]:
                doubled.append(name)
    check(n_buttons > 40, "the buttons are there to be named (%d)" % n_buttons)
    check(not unnamed, "every button has a name (unnamed: %s)" % unnamed)
    check(not marked, "no name shows a mnemonic underscore or a type name (%s)" % marked)
    check(not doubled, "no name says itself twice (%s)" % doubled)


def check_list_rows(app):
    """The rows of the lists (the players, the plies) are not focus stops
    without a name."""
    n_rows, bad = 0, []
    for node in descendants(app):
        try:
            if not has_interface(node, "Selection") or not is_showing(node):
                continue
            for row in node:
                if row is None:
                    continue
                n_rows += 1
                if row.getState().contains(pyatspi.STATE_FOCUSABLE) and not (row.name or "").strip():
                    bad.append(row.getRoleName())
        except GLib.Error:
            continue
    # The two players' rows and the ply list's start.
    check(n_rows >= 3, "the lists' rows are there to be checked (%d)" % n_rows)
    check(not bad, "no focusable row is without a name (%d found)" % len(bad))


def start_game(rimau, config, *files, tigers="human", men="mat-jenin"):
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
                      "tigers-player='%s'\n"
                      "men-player='%s'\n"
                      "tigers-time=250\n"
                      "men-time=250\n" % (tigers, men))
    return subprocess.Popen([rimau, *files], env=env)


def stop_game(process):
    process.terminate()
    try:
        process.wait(timeout=10)
    except subprocess.TimeoutExpired:
        process.kill()


def play_the_opening(app, heard):
    """Removals by click, then Keep Both: the computer drops a man."""
    check(point_name(app, "c4") == "c4, man, remove", "a man to remove says so: %r" % point_name(app, "c4"))
    check(point_name(app, "c3") == "c3, tiger", "a tiger says what it is: %r" % point_name(app, "c3"))
    check(point_name(app, "a1") == "a1, empty", "an empty point says so: %r" % point_name(app, "a1"))

    points = board_points(app)
    click(points["c4"])
    check(heard.wait_for(r"^Man removed from c4\.") is not None, "the removal is announced")
    click(points["c5"])
    click(points["c6"])
    # The player's own ply is not marked as the last move on its points:
    # the focused point would be read again when the reply moves the mark.
    check(wait_for_name(app, "c6", "c6, empty") == "c6, empty",
          "a removal chosen on the board is not marked as the last move: %r" % point_name(app, "c6"))

    click(points["c7"])
    check(point_name(app, "c7") == "c7, tiger, selected", "a picked-up tiger says so")
    check(point_name(app, "a9") == "a9, empty, move here", "its targets say so: %r" % point_name(app, "a9"))
    click(points["c7"])

    if not press_button(app, "Keep Both", "Keep Both is there, by its clean name"):
        return
    # The computer may answer before the keep is said: then both are said
    # as one, without the thinking that is over.
    check(heard.wait_for(r"^Tigers keep both where they are\. (Mat Jenin is thinking…$|Man dropped on)")
          is not None, "the keep and the computer thinking are announced")
    said = heard.wait_for(r"(^|\. )Man dropped on [a-e][1-9]\. Your Turn: Tigers\.")
    check(said is not None, "the computer's drop is announced with whose turn it is: %r" % said)
    if said is not None:
        dropped = re.search(r"Man dropped on ([a-e][1-9])", said).group(1)
        expected = dropped + ", man, last move ended here"
        # A man dropped where the tigers can jump him is in danger too.
        check(wait_for_name(app, dropped, expected) == expected
              or point_name(app, dropped) == expected + ", in danger",
              "the computer's drop is marked on its point: %r" % point_name(app, dropped))


def pause_and_resume(app, heard):
    """Pause names the computer that waits, and becomes Resume."""
    if not press_button(app, "Pause", "Pause is there, by its name"):
        return
    check(heard.wait_for(r"^Mat Jenin is paused\. Your Turn: Tigers\.") is not None,
          "the pause is announced with the computer that waits")
    check_buttons_named(app)
    if not press_button(app, "Resume", "Pause is Resume while the computer waits"):
        return
    check(heard.wait_for(r"^Mat Jenin plays on\. Your Turn: Tigers\.") is not None,
          "the resumption is announced")


def check_new_game_dialog(app):
    """The dialog is one, and its choices are read with their values."""
    frame = app[0]
    names = action_names(frame)
    check("win.new-game" in names, "the window offers New Game as an action")
    if "win.new-game" not in names:
        return
    frame.queryAction().doAction(names.index("win.new-game"))
    # Not the button or the title of that name: neither text nor pressed.
    dialog = find(app, lambda n: n.name == "New Game" and is_showing(n) and not is_pressable(n)
                  and not has_interface(n, "Text"))
    check(dialog is not None, "the New Game dialog is there: %s"
          % [(w.getRoleName(), w.name) for w in app if w is not None])
    if dialog is None:
        return
    # What makes a screen reader say "dialog" and keep to it.
    check(dialog.getRole() == pyatspi.ROLE_DIALOG, "the New Game dialog is a dialog to assistive technologies: %s"
          % dialog.getRoleName())
    check(dialog.getState().contains(pyatspi.STATE_MODAL), "the New Game dialog is modal")
    # Who plays is one choice, and against the computer, which one: each
    # a focus stop named by its title.
    titles = {"Variant", "Captures", "Play As", "Opponent"}
    rows = {n.name: n for n in descendants(dialog)
            if n.name in titles and n.getState().contains(pyatspi.STATE_FOCUSABLE)}
    check(set(rows) == titles, "its choices are focus stops named by their titles: %s" % sorted(rows))
    # A screen reader says a focus stop's name and description: the choice
    # must be in one of them, and an opponent's strength in words, not as
    # the names of the stars shown.
    for title, value in (("Variant", "Rimau-rimau"), ("Captures", "One man per jump"),
                         ("Play As", "Tigers"), ("Opponent", "Mat Jenin"), ("Opponent", "Strength 1 of 4")):
        said = "%s / %s" % (rows[title].name, rows[title].description) if title in rows else ""
        check(value in said, "%s says its choice, %s: %r" % (title, value, said))
        check("★" not in said and "☆" not in said, "%s says no stars: %r" % (title, said))
    check_texts_clean(dialog, "the New Game dialog")
    cancel = find(dialog, lambda n: n.name == "Cancel" and "click" in action_names(n))
    if cancel is not None:
        click(cancel)


def play_the_winning_jump(app, heard):
    points = board_points(app)
    click(points["c7"])
    check(point_name(app, "c5") == "c5, empty, jump capturing c6",
          "a jump target says what it captures: %r" % point_name(app, "c5"))
    click(points["c5"])
    said = heard.wait_for(r"Tiger c7 jumps the man on c6 to c5\..*The Tigers Win\. The men were reduced to 10\.")
    check(said is not None, "the winning jump and the result are announced: %r" % said)


def ask_the_board(app, heard):
    """Each question to the board is answered aloud, wherever the focus
    is: whose turn, the pieces, the men in danger, the moves, the last."""
    for action, pattern, what in (
            ("win.say-situation", r"^Your Turn: Tigers\.", "whose turn it is"),
            ("win.say-pieces", r"^Tigers on c3, c7\. 9 men on the board\. 15 men in hand\.$",
             "where the pieces are"),
            ("win.say-danger", r"^(No man in danger\.|Men? in danger: [a-e][1-9].*\.)$", "the men in danger"),
            ("win.say-moves", r"^9 moves\. Man removed from b4\. ", "the moves that can be played"),
            ("win.say-last-move", r"^No move has been played yet\.$", "the last move")):
        said = heard.after(lambda: do_action(app, action), pattern)
        check(said is not None, "asking for %s is answered: %r" % (what, heard.heard))


def press_keys(*names):
    """Types the keys @names, as the X server's keyboard."""
    for name in names:
        pyatspi.Registry.generateKeyboardEvent(Gdk.keyval_from_name(name), None, pyatspi.KEY_SYM)
        pump(0.2)


def focused_point(app):
    return find(app, lambda n: is_point(n) and n.getState().contains(pyatspi.STATE_FOCUSED), timeout=0.5)


def go_to_typed_point(app):
    """Typing a point's name on the board goes to that point."""
    for _ in range(40):
        if focused_point(app) is not None:
            break
        press_keys("Tab")
    if not check(focused_point(app) is not None, "Tab reaches the board"):
        return
    press_keys("c", "5")
    focused = find(app, lambda n: is_point(n) and n.name.startswith("c5,")
                   and n.getState().contains(pyatspi.STATE_FOCUSED), timeout=10)
    check(focused is not None, "typing c then 5 goes to c5: %r" % (focused_point(app) or app).name)


def refuse_a_press(app, heard):
    """A press on a point that is no target of the piece picked up says why."""
    points = board_points(app)
    click(points["c7"])
    said = heard.after(lambda: click(points["b4"]), r"^b4: no move of the selected tiger goes there")
    check(said is not None, "a press that plays nothing says why: %r" % heard.heard)
    if point_name(app, "c7").endswith("selected"):
        click(points["c7"])


def undo_redo_and_review(app, heard):
    """Undo and redo say which plies went and came back; looking at an
    earlier position and coming back are said."""
    said = heard.after(lambda: do_action(app, "win.undo"), r"^Taken back: Man dropped on [a-e][1-9]\. ")
    check(said is not None, "undo says which plies went: %r" % heard.heard)
    said = heard.after(lambda: do_action(app, "win.redo"), r"(^Played again: |^Man dropped on [a-e][1-9]\.)")
    check(said is not None, "redo says which plies came back: %r" % heard.heard)
    said = heard.after(lambda: do_action(app, "win.go-back"), r"^Viewing the position after turn 1, ")
    check(said is not None, "looking at an earlier position is said: %r" % heard.heard)
    said = heard.after(lambda: do_action(app, "win.back-to-game"), r"^Back to the game\. Your Turn: Tigers\.")
    check(said is not None, "coming back to the game is said: %r" % heard.heard)


def hint_twice(app, heard):
    """A hint is said, and said again when asked for again: the first time
    as the toast that shows it."""
    said = heard.after(lambda: do_action(app, "win.hint"), r"(^|: )Hint: ", timeout=60)
    check(said is not None, "the hint is said: %r" % heard.heard)
    if said is None:
        return
    hint = said[said.index("Hint: "):]
    again = heard.after(lambda: do_action(app, "win.hint"), "^" + re.escape(hint))
    check(again is not None, "asked for again, the same hint is said again: %r" % heard.heard)


def read_the_rules(app):
    """The rules are text to read: headings and paragraphs that the
    keyboard reaches, pictures that say what they show."""
    if not do_action(app, "win.show-rules"):
        return
    window = wait_for_window(app, "Rules")
    if not check(window is not None, "the Rules window opens"):
        return
    texts = [n for n in descendants(window)
             if has_interface(n, "Text") and n.getState().contains(pyatspi.STATE_FOCUSABLE)]
    read = " ".join(n.queryText().getText(0, -1) for n in texts)
    check(len(texts) >= 12, "the rules are %d texts the keyboard reaches" % len(texts))
    for words in ("How to Play Rimau-rimau", "Capturing", "A tiger next to a man may jump",
                  "The tigers win when"):
        check(words in read, "the rules' texts read %r" % words)
    pictures = [n for n in descendants(window)
                if n.getState().contains(pyatspi.STATE_FOCUSABLE) and "Tigers on" in (n.description or "")]
    check(len(pictures) >= 4, "the pictures are reached too, and say where the pieces stand (%d)" % len(pictures))
    check(any(p.name == "The start" for p in pictures), "a picture is named by its caption: %s"
          % [p.name for p in pictures])
    check_texts_clean(window, "the Rules window")
    close = find(window, lambda n: n.name == "Close" and "click" in action_names(n))
    if close is not None:
        click(close)


def wait_for_window(app, title, timeout=10):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        for window in app:
            if window is not None and window.name == title and is_showing(window):
                return window
        pump(0.2)
    return None


def said_by_row(row):
    """What a screen reader says of a row: its name and description, or
    where it has no name (libadwaita's own dialog) the names in it."""
    if row.name:
        return [row.name] + ([row.description] if row.description else [])
    return [n.name for n in descendants(row) if n.name]


def read_the_shortcuts(app):
    """Each shortcut is read with its keys."""
    if not do_action(app, "win.show-shortcuts"):
        return
    dialog = find(app, lambda n: n.name == "Keyboard Shortcuts" and is_showing(n)
                  and not has_interface(n, "Text"), timeout=10)
    if not check(dialog is not None, "the Keyboard Shortcuts dialog opens"):
        return
    rows = [said_by_row(n) for n in descendants(dialog) if n.getState().contains(pyatspi.STATE_FOCUSABLE)]
    for action, keys in (("Undo", "Ctrl+Z"), ("Say where the pieces are", "Alt+2")):
        mine = [row for row in rows if row and row[0] == action]
        check(any(keys in row for row in mine), "%s is read with its keys, %s: %s" % (action, keys, mine))
    check_texts_clean(dialog, "the Keyboard Shortcuts dialog")
    close = find(dialog, lambda n: n.name == "Close" and "click" in action_names(n))
    if close is not None:
        click(close)


def hear_the_computer_open(rimau):
    """Playing the men, the computer's whole opening is heard, removals
    and all, with whose turn it is after it, though the focus is in no
    view of the game."""
    heard = Announcements()
    with tempfile.TemporaryDirectory() as config:
        game = start_game(rimau, config, tigers="mat-jenin", men="human")
        try:
            app = find_app("rimau")
            if app is None:
                return
            said = heard.wait_for(r"Man removed from [a-e][1-9]\..*Man removed from [a-e][1-9]\..*"
                                  r"Man removed from [a-e][1-9]\..*Your Turn: Men\.", timeout=60)
            check(said is not None, "the computer's opening is heard: %r" % heard.heard)
        finally:
            stop_game(game)
    heard.listener.deregister("object:announcement")


def main():
    rimau = sys.argv[1]
    heard = Announcements()

    with tempfile.TemporaryDirectory() as config:
        game = start_game(rimau, config)
        try:
            app = find_app("rimau")
            check(app is not None, "the game is on the accessibility bus")
            if app is not None:
                check(heard.wait_for(r"^New game\. Your Turn: Tigers\.") is not None,
                      "the new game is said at start-up: %r" % heard.heard)
                pump(1.0)
                check_buttons_named(app)
                check_texts_clean(app[0], "the game window")
                check_list_rows(app)
                check_new_game_dialog(app)
                ask_the_board(app, heard)
                go_to_typed_point(app)
                pause_and_resume(app, heard)
                play_the_opening(app, heard)
                undo_redo_and_review(app, heard)
                refuse_a_press(app, heard)
                hint_twice(app, heard)
                read_the_rules(app)
                read_the_shortcuts(app)
        finally:
            stop_game(game)

    heard.heard.clear()
    with tempfile.TemporaryDirectory() as config:
        record = os.path.join(config, "win.rimau")
        with open(record, "w") as f:
            f.write(WINNING_RECORD)
        game = start_game(rimau, config, record)
        try:
            app = find_app("rimau")
            if app is not None:
                find(app, is_board)
                check(wait_for_name(app, "c6", "c6, man") == "c6, man", "the record's position is shown")
                play_the_winning_jump(app, heard)
        finally:
            stop_game(game)

    hear_the_computer_open(rimau)

    if failures:
        print("%d failed" % len(failures))
        sys.exit(1)
    print("all passed")


if __name__ == "__main__":
    main()
