# A computer player in Python that misbehaves when asked for a ply:
# Ends its process with status 3, without a word.
# Built only for the tests.

import os

import gi

gi.require_version('Rimau', '1.0')
from gi.repository import GObject, Rimau  # noqa: E402


class TestPythonExit(GObject.Object, Rimau.Strategy):
    __gtype_name__ = 'TestPythonExit'

    def do_choose(self, context):
        os._exit(3)
