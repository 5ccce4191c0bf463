"""A board revision takes from the previous one's geometry what the edit
left alone (the thin walls' layers, the barriers when the solid cells are
the same), and the answers stay those of a fresh engine."""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from battlemap.core.geometry.context import Engine, engine_for
from battlemap.core.model import Board, Change, Document, Obscure, Segment, SegmentKind, Solid, Token
from battlemap.core.rules import Attack, evaluate_pairs

SIDE = 9


def _document() -> Document:
    board = Board(SIDE, SIDE)
    board.solid[4, 2:7] = Solid.WALL
    board.solid[6, 6] = Solid.LOW
    board.segments.extend([Segment(SegmentKind.WALL, ((1, 1), (1, 4))),
                           Segment(SegmentKind.DOOR, ((6, 2), (6, 4))),
                           Segment(SegmentKind.LOW, ((2, 7), (5, 7)))])
    doc = Document(board)
    for i, (x, y) in enumerate([(0, 0), (8, 8), (3, 2), (7, 3), (2, 8)]):
        doc.tokens[f"t{i}"] = Token(id=f"t{i}", name=f"T{i}", x=x, y=y, faction="ab"[i % 2])
    return doc


def _answers(doc: Document, engine: Engine | None = None) -> list[dict]:
    pairs = [(a, b) for a in doc.tokens for b in doc.tokens if a != b]
    return [r.to_dict() for attack in (Attack("ranged"), Attack("melee"))
            for r in evaluate_pairs(doc, pairs, attack, engine=engine)]


cells = st.tuples(st.integers(0, SIDE - 1), st.integers(0, SIDE - 1))
points = st.tuples(st.integers(0, SIDE), st.integers(0, SIDE))
edits = st.one_of(
    st.tuples(st.just("solid"), cells, st.sampled_from(list(Solid))),
    st.tuples(st.just("obscure"), cells, st.sampled_from(list(Obscure))),
    st.tuples(st.just("add"), st.tuples(points, points), st.sampled_from(list(SegmentKind))),
    st.tuples(st.just("door"), st.integers(0, 10), st.booleans()),
)


def _apply(doc: Document, edit) -> None:
    what, at, value = edit
    board = doc.board
    if what in ("solid", "obscure"):
        (x, y) = at
        getattr(board, what)[y, x] = value
        doc.notify(Change(what, rect=(x, y, x + 1, y + 1)))
    elif what == "add":
        if at[0] != at[1]:
            board.segments.append(Segment(value, at))
            doc.notify(Change("segments"))
    else:  # a segment replaced by itself opened or closed
        if board.segments:
            k = at % len(board.segments)
            old = board.segments[k]
            board.segments[k] = Segment(old.kind, old.points, value)
            doc.notify(Change("segments"))


@settings(max_examples=40, deadline=None)
@given(st.lists(edits, min_size=1, max_size=6))
def test_answers_after_edits_equal_a_fresh_engine(steps):
    doc = _document()
    _answers(doc)  # the cached engine has a geometry to take from
    for edit in steps:
        _apply(doc, edit)
        assert _answers(doc) == _answers(doc, Engine(doc))


def test_painting_fog_keeps_the_walls_and_painting_a_wall_does_not():
    doc = _document()
    engine = engine_for(doc)
    _answers(doc)
    before = engine.geometry
    _apply(doc, ("obscure", (0, 8), Obscure.FOG))
    after = engine.geometry
    assert after is not before
    assert after.pieces is before.pieces and after.barriers is before.barriers
    assert after.fog_grade[8, 0] == 1 and before.fog_grade[8, 0] == 0
    _apply(doc, ("solid", (0, 8), Solid.WALL))
    walled = engine.geometry
    assert walled.pieces is after.pieces  # the thin walls did not change
    assert walled.barriers is not after.barriers and walled.barriers.cls[8, 0] == 2
    _apply(doc, ("door", 1, True))
    opened = engine.geometry
    assert opened.pieces is not walled.pieces
    assert not np.array_equal(opened.barriers.pnets, walled.barriers.pnets)  # the open door is gone
