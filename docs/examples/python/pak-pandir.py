# pak-pandir.py — a computer player for Rimau, written in Python
#
# Pak Pandir takes the jump that takes the most men, and otherwise plays
# any legal ply. Put this file beside pak-pandir.plugin in
# ~/.local/share/rimau/plugins/pak-pandir/.

import random

import gi

gi.require_version('Rimau', '1.0')
from gi.repository import GObject, Rimau  # noqa: E402


class PakPandir(GObject.Object, Rimau.Strategy):
    # Called in a thread of its own for every ply Pak Pandir plays; returns
    # one of the position's legal plies (a Rimau.Move).
    def do_choose(self, context):
        position = context.dup_position()
        moves = position.list_moves()
        best = random.choice(moves)
        for move in moves:
            # Time is up, or the game no longer wants an answer.
            if context.should_stop():
                break
            if bin(move.captured).count('1') > bin(best.captured).count('1'):
                best = move
        context.report_line([best])
        return best
