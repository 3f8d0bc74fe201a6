# A computer player in Python that misbehaves when asked for a ply:
# Prints without end.
# Built only for the tests.

import sys

import gi

gi.require_version('Rimau', '1.0')
from gi.repository import GObject, Rimau  # noqa: E402


class TestPythonFlood(GObject.Object, Rimau.Strategy):
    __gtype_name__ = 'TestPythonFlood'

    def do_choose(self, context):
        while True:
            sys.stdout.write('flood ' * 200 + '\n')
