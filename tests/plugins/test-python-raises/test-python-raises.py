# A computer player in Python whose code is wrong: it raises, as a
# mistake in a player's own plugin would. Built only for the tests.

import gi

gi.require_version('Rimau', '1.0')
from gi.repository import GObject, Rimau  # noqa: E402


class TestPythonRaises(GObject.Object, Rimau.Strategy):
    __gtype_name__ = 'TestPythonRaises'

    def do_choose(self, context):
        raise ValueError('the test player in Python always raises')
