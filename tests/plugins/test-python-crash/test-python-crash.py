# A computer player in Python that misbehaves when asked for a ply:
# Reads the memory at address 0: the process gets SIGSEGV.
# Built only for the tests.

import ctypes

import gi

gi.require_version('Rimau', '1.0')
from gi.repository import GObject, Rimau  # noqa: E402


class TestPythonCrash(GObject.Object, Rimau.Strategy):
    __gtype_name__ = 'TestPythonCrash'

    def do_choose(self, context):
        ctypes.string_at(0)
        return None
