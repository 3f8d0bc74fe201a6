# A computer player in Python that misbehaves when asked for a ply:
# Writes what is no message on every descriptor from 1 to 9, then
# waits.
# Built only for the tests.

import os
import time

import gi

gi.require_version('Rimau', '1.0')
from gi.repository import GObject, Rimau  # noqa: E402


class TestPythonGarbage(GObject.Object, Rimau.Strategy):
    __gtype_name__ = 'TestPythonGarbage'

    def do_choose(self, context):
        for fd in range(1, 10):
            try:
                os.write(fd, b'\xff\xff\xff\x7fgarbage\n' * 64)
            except OSError:
                pass
        time.sleep(60)
        return None
