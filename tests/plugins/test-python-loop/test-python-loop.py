# A computer player in Python that misbehaves when asked for a ply:
# Loops forever, deaf to should_stop().
# Built only for the tests.

import gi

gi.require_version('Rimau', '1.0')
from gi.repository import GObject, Rimau  # noqa: E402


class TestPythonLoop(GObject.Object, Rimau.Strategy):
    __gtype_name__ = 'TestPythonLoop'

    def do_choose(self, context):
        while True:
            pass
