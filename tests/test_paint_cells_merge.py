"""A brush stroke's dabs merged into one PaintCells edit (`absorb`): the
merged edit holds each cell once, in cell-key order (row by row), with the
last value painted there and the value it had before the stroke, whatever
the dabs (overlapping, repeating a cell, painting it back)."""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from battlemap.core.edits import PaintCells
from battlemap.core.model import Board, Document, Obscure

SIDE = 6
cells = st.tuples(st.integers(0, SIDE - 1), st.integers(0, SIDE - 1))
dabs = st.lists(st.tuples(st.lists(cells, min_size=1, max_size=6), st.integers(0, len(Obscure) - 1)),
                min_size=1, max_size=25)


def board_document(seed: int) -> Document:
    doc = Document(Board(SIDE, SIDE))
    doc.board.obscure[:] = np.random.default_rng(seed).integers(0, len(Obscure), (SIDE, SIDE))
    return doc


@settings(max_examples=150, deadline=None)
@given(dabs, st.integers(0, 1000))
def test_merged_dabs_hold_each_cell_once_with_its_last_value_and_first_previous(dabs, seed):
    doc = board_document(seed)
    before = doc.board.obscure.copy()
    stroke = None
    for dab_cells, value in dabs:
        dab = PaintCells("obscure", dab_cells, value)
        dab.apply(doc)
        if stroke is None:
            stroke = dab
        else:
            assert stroke.merge(dab)
    painted = doc.board.obscure.copy()
    expected = {}  # cell -> last value painted
    for dab_cells, value in dabs:
        for x, y in dab_cells:
            expected[(x, y)] = value
    keys = (stroke.ys << 32) | stroke.xs
    assert list(keys) == sorted(set(keys.tolist()))  # once each, in key order
    assert dict(zip(zip(stroke.xs.tolist(), stroke.ys.tolist()), stroke.values.tolist())) == expected
    assert [int(before[y, x]) for x, y in zip(stroke.xs.tolist(), stroke.ys.tolist())] == stroke.previous.tolist()
    xs, ys = zip(*expected)
    assert stroke.rect == (min(xs), min(ys), max(xs) + 1, max(ys) + 1)
    assert stroke.is_noop() == all(before[y, x] == v for (x, y), v in expected.items())
    stroke.revert(doc)
    assert np.array_equal(doc.board.obscure, before)
    stroke.apply(doc)
    assert np.array_equal(doc.board.obscure, painted)


def test_a_dab_given_one_cell_twice_keeps_the_last_value():
    dab = PaintCells("obscure", {(2, 1): Obscure.FOG, (0, 3): Obscure.DIM})
    assert dab.rect == (0, 1, 3, 4)
    again = PaintCells.from_arrays("obscure", np.array([4, 1, 4]), np.array([0, 0, 0]), Obscure.FOG)
    assert (again.xs.tolist(), again.ys.tolist()) == ([1, 4], [0, 0])
    assert PaintCells("solid", [(5, 5)], 1).rect == (5, 5, 6, 6)
