# si-luncai.py — Si Luncai, the cheeky one: a computer player in Python
#
# Copyright 2026 The Rimau developers
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Greedy and one ply deep: he takes the biggest capture there is, and
# otherwise plays the ply that leaves the fewest men hanging and the
# tigers the fewest plies (as the men), or the most men to take and his
# tigers free to move (as the tigers), with a little noise so that no two
# games are alike. Written against the Rimau-1.0 introspection data, as
# any Python personality is.

import random

import gi

gi.require_version('Rimau', '1.0')
from gi.repository import GObject, Rimau  # noqa: E402

WIN = 100000
CAPTURE = 100
HANGING = 90
THREAT = 20
HEMMED = 15
NOISE = 25


def count(mask):
    return bin(mask).count('1')


def score(position, move):
    """What @move is worth to the side that plays it, one ply deep."""
    side = position.side
    child = position.copy()
    child.apply(move)

    outcome = child.outcome()
    if outcome == Rimau.Outcome.TIGERS:
        return WIN if side == Rimau.Side.TIGERS else -WIN
    if outcome == Rimau.Outcome.MEN:
        return WIN if side == Rimau.Side.MEN else -WIN

    value = CAPTURE * count(move.captured)
    hanging = count(child.capturable_men())
    if side == Rimau.Side.MEN:
        # Each ply the tigers are left is a way out of the trap.
        value -= HANGING * hanging + HEMMED * len(child.list_moves())
    else:
        value += THREAT * hanging
        if not child.tigers_can_move():
            value -= WIN // 2
    return value + random.randint(0, NOISE)


class SiLuncai(GObject.Object, Rimau.Strategy):
    __gtype_name__ = 'RimauSiLuncai'

    def do_choose(self, context):
        position = context.dup_position()
        moves = position.list_moves()
        best, best_value = moves[0], None
        for move in moves:
            # Whatever he has seen so far, when time is up.
            if context.should_stop():
                break
            value = score(position, move)
            if best_value is None or value > best_value:
                best, best_value = move, value
        # In hundredths of a man, as the host reads it; a win or a trap
        # he only guesses at, one ply deep, so he says nothing of those.
        if best_value is not None and abs(best_value) < WIN // 2:
            context.report_score(best_value, 1, len(moves))
        context.report_line([best])
        return best
