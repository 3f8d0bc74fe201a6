# A computer player in Python that ignores should_stop() and sleeps two
# seconds past any deadline the tests set, then answers a legal ply.
# Built only for the tests.

import time

import gi

gi.require_version('Rimau', '1.0')
from gi.repository import GObject, Rimau  # noqa: E402


class TestPythonStalls(GObject.Object, Rimau.Strategy):
    __gtype_name__ = 'TestPythonStalls'

    def do_choose(self, context):
        time.sleep(2)
        return context.dup_position().list_moves()[0]
