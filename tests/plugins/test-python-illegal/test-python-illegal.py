# A computer player in Python that answers a ply that is never legal: a
# piece stepping from the first occupied point onto itself. Built only for
# the tests.

import gi

gi.require_version('Rimau', '1.0')
from gi.repository import GObject, Rimau  # noqa: E402


class TestPythonIllegal(GObject.Object, Rimau.Strategy):
    __gtype_name__ = 'TestPythonIllegal'

    def do_choose(self, context):
        position = context.dup_position()
        occupied = position.tigers | position.men
        move = Rimau.Move()
        move.kind = Rimau.MoveKind.STEP
        move.from_ = move.to = (occupied & -occupied).bit_length() - 1
        return move
