# atspi_client.py — what the tests that meet the game through AT-SPI share
#
# Their verdicts (check, fail, failures), the pumping of AT-SPI's events,
# and the walking of an accessible tree: test-a11y.py and test-restart.py
# look at the game the same way.
#
# Copyright 2026 The Rimau developers
# SPDX-License-Identifier: GPL-3.0-or-later

import time

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import GLib  # noqa: E402

import pyatspi  # noqa: E402

# Every check that failed, in order; a test fails if any did.
failures = []


def fail(message):
    failures.append(message)
    print("not ok:", message, flush=True)


def check(condition, message):
    if condition:
        print("ok:", message, flush=True)
    else:
        fail(message)
    return condition


def pump(seconds):
    """Lets AT-SPI deliver its events for @seconds."""
    context = GLib.MainContext.default()
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        while context.pending():
            context.iteration(False)
        time.sleep(0.02)


def wait_until(condition, timeout=30):
    """What @condition gives once it gives anything, or its last answer
    after @timeout seconds; AT-SPI's events are pumped meanwhile."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = condition()
        if value:
            return value
        pump(0.2)
    return condition()


def descendants(node):
    for child in node:
        if child is None:
            continue
        yield child
        yield from descendants(child)


def find(node, predicate, timeout=10):
    """The first node under @node that @predicate holds for, as soon as
    there is one, or None after @timeout seconds."""
    def found():
        for child in descendants(node):
            try:
                if predicate(child):
                    return child
            except GLib.Error:
                pass
        return None
    return wait_until(found, timeout)


def is_showing(node):
    return node.getState().contains(pyatspi.STATE_SHOWING)


def action_names(node):
    try:
        action = node.queryAction()
    except NotImplementedError:
        return []
    return [action.getName(i) for i in range(action.nActions)]
