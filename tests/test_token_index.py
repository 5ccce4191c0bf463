"""The token index built from the one it replaces (a drag) equals one built
afresh: same spaces, same cell occupants, overlaps, resizes and board edges
included."""

from __future__ import annotations

from dataclasses import replace

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from battlemap.core.geometry.board_geometry import BoardGeometry
from battlemap.core.geometry.token_index import FEW_CHANGED, TokenIndex
from battlemap.core.model import Board, Document, Size, Token

SIZES = [Size.TINY, Size.MEDIUM, Size.LARGE, Size.HUGE]


@settings(max_examples=60, deadline=None)
@given(data=st.data())
def test_an_index_updated_after_moves_equals_one_built_afresh(data):
    doc = Document(board=Board(12, 10))
    coord = st.integers(-3, 13)
    for i in range(data.draw(st.integers(1, 8))):
        doc.tokens[f"t{i}"] = Token(id=f"t{i}", x=data.draw(coord), y=data.draw(coord),
                                    name=f"t{i}", size=data.draw(st.sampled_from(SIZES)))
    geometry = BoardGeometry(doc.board)
    index = TokenIndex(doc, geometry)
    for _ in range(data.draw(st.integers(1, 4))):
        ids = data.draw(st.lists(st.sampled_from(sorted(doc.tokens)), min_size=1, max_size=FEW_CHANGED,
                                 unique=True))
        for tid in ids:  # moved, and now and then resized
            token = doc.tokens[tid].moved_to(data.draw(coord), data.draw(coord))
            doc.tokens[tid] = replace(token, size=data.draw(st.sampled_from([token.size] + SIZES)))
        updated = TokenIndex(doc, geometry, index)
        fresh = TokenIndex(doc, geometry)
        assert updated.spaces == fresh.spaces
        assert updated.index == fresh.index
        np.testing.assert_array_equal(updated.occupant_pad, fresh.occupant_pad)
        index = updated


def test_an_index_is_built_afresh_when_the_tokens_differ():
    doc = Document(board=Board(6, 6))
    doc.tokens["a"] = Token(id="a", x=1, y=1, name="a")
    geometry = BoardGeometry(doc.board)
    first = TokenIndex(doc, geometry)
    doc.tokens["b"] = Token(id="b", x=1, y=1, name="b")  # a token more, on the same cell
    second = TokenIndex(doc, geometry, first)
    assert second.index == {"a": 0, "b": 1} and second.occupant_pad[2, 2] == 1
    assert first.occupant_pad[2, 2] == 0  # the replaced index is left as it was


def test_a_token_wholly_off_the_board_stands_on_no_cell():
    doc = Document(board=Board(6, 6))
    doc.tokens["a"] = Token(id="a", x=0, y=-3, name="a")
    index = TokenIndex(doc, BoardGeometry(doc.board))
    assert (index.occupant_pad == -1).all()
