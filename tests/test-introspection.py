#!/usr/bin/env python3
# The plugin API as Python sees it through the Rimau-1.0 typelib: parsing
# a position string, listing the legal plies, playing one, reading the
# outcome, and a strategy class implementing Rimau.Strategy.
#
# Runs with GI_TYPELIB_PATH and LD_LIBRARY_PATH pointing at the build tree.

import sys

import gi

gi.require_version('Rimau', '1.0')
from gi.repository import GLib, GObject, Rimau  # noqa: E402

# Eleven men left, the tigers to move: c7xc5 takes the last one they need.
TIGERS_WIN_IN_ONE = '.../.../..T../..M../.M.M./MMMMM/MM.M./.../... t 0 - 0 30'

failures = []


def check(condition, what):
    if not condition:
        failures.append(what)
        print('not ok:', what, file=sys.stderr)


check(Rimau.PLUGIN_API_VERSION >= 1, 'the API version is a constant')

rules = Rimau.Rules.new(Rimau.Variant.RIMAU_RIMAU_A)
start = Rimau.Position.new_start(rules)
text = start.to_string()
position = Rimau.Position.new_from_string(rules, text)
check(position.equal(start), 'a position string reads back as the position it came from')
check(position.side == Rimau.Side.TIGERS, 'the tigers open the game')

moves = position.list_moves()
check(len(moves) > 0, 'the start has legal plies')
check(all(position.is_legal(move) for move in moves), 'every listed ply is legal')
texts = [move.to_string() for move in moves]
check(len(set(texts)) == len(texts), 'the plies are told apart by their text')

position.apply(moves[0])
check(not position.equal(start), 'playing a ply changes the position')
check(position.outcome() == Rimau.Outcome.NONE, 'the game goes on after the first ply')

won = Rimau.Position.new_from_string(rules, TIGERS_WIN_IN_ONE)
jump = won.parse_move('c7xc5')
check(jump.kind == Rimau.MoveKind.JUMP, 'c7xc5 is a jump')
won.apply(jump)
check(won.outcome() == Rimau.Outcome.TIGERS, 'the tigers win by taking the last man they need')

try:
    Rimau.Position.new_from_string(rules, 'no position at all')
    check(False, 'nonsense is no position')
except GLib.Error as error:
    check(error.domain == GLib.quark_to_string(Rimau.position_error_quark()),
          'a bad position string raises a RimauPositionError')


class FirstPly(GObject.Object, Rimau.Strategy):
    def do_choose(self, context):
        return context.get_position().list_moves()[0]


check(GObject.type_is_a(FirstPly.__gtype__, Rimau.Strategy.__gtype__),
      'a Python class implements Rimau.Strategy')
check(GObject.type_is_a(Rimau.StrategyContext.__gtype__, GObject.Object.__gtype__),
      'the strategy context is a GObject')

if failures:
    sys.exit(1)
print('introspection: all checks passed')
