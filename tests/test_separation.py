"""Spaces walled apart (`core.geometry.separation`): the corner scan takes
such a pair as having no line of effect or sight without walking its lines,
so the claim must never be wrong. Checked against the kernel's own rows for
lines between any points of the two spaces, and against the reference
engine's results."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from battlemap.core.geometry import kernel
from battlemap.core.geometry.board_geometry import BoardGeometry
from battlemap.core.geometry.context import Engine
from battlemap.core.geometry.kernel import EFFECT, FREE, SIGHT
from battlemap.core.geometry.lattice import SCALE
from battlemap.core.geometry.separation import scratch, walled_apart
from battlemap.core.model import Board
from battlemap.core.model.terrain import Solid
from battlemap.core.rules import Attack, enemy_pairs, evaluate_pairs

from strategies import battle_documents, boards

SETTINGS = dict(deadline=None, suppress_health_check=[HealthCheck.too_slow], max_examples=80)


def _walled(board: Board, a, t) -> bool:
    a, t = np.array(a, np.int64), np.array(t, np.int64)
    barriers = BoardGeometry(board).barriers
    own = np.concatenate([a, t])
    mark, stack, lo_x, hi_x, rows = scratch(a[None], t[None], board.height, board.width)
    return walled_apart(a, t, barriers.cls, own, barriers.wall_before, mark, 1, stack, lo_x, hi_x, rows)


def _points(box, step: int = 2) -> list[tuple[int, int]]:
    """Points of a box's closed square, every 1/step of a square."""
    x0, y0, x1, y1 = box
    return [(x * SCALE // step, y * SCALE // step)
            for x in range(x0 * step, x1 * step + 1) for y in range(y0 * step, y1 * step + 1)]


def _boxes(data, w: int, h: int):
    def box():
        s = data.draw(st.integers(1, 3))
        x, y = data.draw(st.integers(-1, w - 1)), data.draw(st.integers(-1, h - 1))
        return [x, y, x + s, y + s]
    return box(), box()


@settings(**SETTINGS)
@given(board=boards(max_side=10), data=st.data())
def test_every_line_between_spaces_walled_apart_is_stopped(board, data):
    """Lines between any points of the two closed squares (half squares
    apart: corners, edge midpoints, centres), owned by no one: when the
    spaces are walled apart, each is stopped for effect and for sight."""
    a, t = _boxes(data, board.width, board.height)
    if not _walled(board, a, t):
        return
    barriers = BoardGeometry(board).barriers
    pa, pt = _points(a), _points(t)
    start = np.array([p for p in pa for _ in pt], np.int64)
    end = np.array([q for _ in pa for q in pt], np.int64)
    n = len(start)
    free = np.tile(np.array([FREE, 0], np.int64), (n, 1))
    own = np.tile(np.array(a + t, np.int64), (n, 1))
    rows = barriers.judge(start, end, free, free, own)
    stopped = rows.lines_with(n, EFFECT) & rows.lines_with(n, SIGHT)
    assert stopped.all(), (a, t, start[~stopped][:3], end[~stopped][:3])


@pytest.mark.skipif(not kernel.COMPILED, reason="the scan that asks runs compiled only")
@settings(**SETTINGS)
@given(doc=battle_documents(max_side=10, rulesets=("dnd35", "dnd4e")))
def test_pairs_walled_apart_have_no_line_of_effect_or_sight_by_the_reference(doc):
    engine = Engine(doc)
    pairs = enemy_pairs(doc)
    reference = evaluate_pairs(doc, pairs, Attack("ranged"), engine=Engine(doc, reference=True))
    spaces, index = engine.tokens.space_array, engine.tokens.index
    for (attacker, target), result in zip(pairs, reference):
        a, t = spaces[index[attacker]].tolist(), spaces[index[target]].tolist()
        if _walled(doc.board, a, t):
            assert not result.line_of_effect and not result.line_of_sight, (attacker, target)


def _two_rooms() -> Board:
    board = Board(12, 8)
    board.solid[:, 5] = Solid.WALL  # a wall down column 5
    return board


def test_a_wall_between_two_rooms_walls_them_apart():
    assert _walled(_two_rooms(), [1, 3, 2, 4], [9, 3, 10, 4])
    assert _walled(_two_rooms(), [1, 0, 3, 2], [8, 5, 11, 8])  # big spaces, a far diagonal


def test_a_gap_in_the_wall_joins_the_rooms():
    board = _two_rooms()
    board.solid[3, 5] = Solid.EMPTY  # a gap on the row of both spaces
    assert not _walled(board, [1, 3, 2, 4], [9, 3, 10, 4])
    board = _two_rooms()
    board.solid[2, 5] = Solid.EMPTY  # a gap on the row above: a line along row line 3 grazes it
    assert not _walled(board, [1, 3, 2, 4], [9, 3, 10, 4])


def test_a_gap_outside_the_hull_of_the_two_spaces_changes_nothing():
    board = _two_rooms()
    board.solid[6, 5] = Solid.EMPTY  # a gap three rows below the lines
    assert _walled(board, [1, 3, 2, 4], [9, 3, 10, 4])


def test_a_pinch_of_two_wall_cells_stops_lines_and_near_spaces_are_left_to_the_scan():
    board = Board(12, 8)
    board.solid[:4, 5] = Solid.WALL
    board.solid[4:, 6] = Solid.WALL  # the wall steps over: open cells (5,4) and (6,3) meet at a corner
    assert _walled(board, [1, 3, 2, 4], [9, 3, 10, 4])
    board.solid[4, 6] = Solid.EMPTY  # no pinch: (5,4), (6,4), (6,3) join
    assert not _walled(board, [1, 3, 2, 4], [9, 3, 10, 4])
    board = Board(12, 8)
    board.solid[:, 4] = Solid.WALL
    assert not _walled(board, [3, 3, 4, 4], [5, 3, 6, 4])  # one wall cell apart
    assert _walled(_two_rooms(), [3, 3, 4, 4], [6, 3, 7, 4])  # two squares apart


def test_a_creatures_own_wall_cells_are_open():
    board = _two_rooms()
    # the attacker stands on the wall column: its own cell is open to it
    assert not _walled(board, [5, 3, 6, 4], [9, 3, 10, 4])
