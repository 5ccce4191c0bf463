"""The token index built from the one it replaces (a drag) equals one built
afresh: same spaces, same cell occupants, overlaps, resizes and board edges
included; and the light it keeps from it reads as a fresh engine's."""

from __future__ import annotations

from dataclasses import replace

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from battlemap.core.geometry import corner_scan
from battlemap.core.geometry.board_geometry import BoardGeometry
from battlemap.core.geometry.context import Engine
from battlemap.core.geometry.token_index import FEW_CHANGED, TokenIndex
from battlemap.core.model import Ambient, Board, Change, Document, Light, LightRadii, Size, Token
from battlemap.core.rules import Attack, evaluate_pairs

SIZES = [Size.TINY, Size.MEDIUM, Size.LARGE, Size.HUGE]


@settings(max_examples=60, deadline=None)
@given(data=st.data())
def test_an_index_updated_after_moves_equals_one_built_afresh(data):
    doc = Document(board=Board(12, 10))
    coord = st.integers(-3, 13)
    for i in range(data.draw(st.integers(1, 8))):
        doc.tokens[f"t{i}"] = Token(id=f"t{i}", x=data.draw(coord), y=data.draw(coord),
                                    name=f"t{i}", size=data.draw(st.sampled_from(SIZES)))
    doc.board.solid[4, 3:7] = 1  # barriers touch some points: `same` rows differ there
    geometry = BoardGeometry(doc.board)
    index = TokenIndex(doc, geometry)
    for _ in range(data.draw(st.integers(1, 4))):
        if data.draw(st.booleans()):  # rows made by the index it replaces, to update
            index.sample_rows, index.space_array, _same(index)
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
        np.testing.assert_array_equal(updated.space_array, fresh.space_array)
        for got, want in zip(updated.sample_rows, fresh.sample_rows):
            np.testing.assert_array_equal(got, want)
        np.testing.assert_array_equal(_same(updated), _same(fresh))
        index = updated


def _same(index: TokenIndex) -> np.ndarray:
    """The corner scan's `same` rows of every token's points, as it keeps them."""
    points, starts = index.sample_rows
    found = index.derived.get(corner_scan._same_rows)
    if found is None:
        found = index.derived[corner_scan._same_rows] = corner_scan._token_same_rows(
            index, points, starts, index.geometry.barriers.touched)
    return found


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


# -- light kept from the replaced index -------------------------------------------
TORCH = LightRadii(5, 10)  # small: low-light vision doubling it often tells


@settings(max_examples=60, deadline=None)
@given(data=st.data(), ruleset=st.sampled_from(["dnd35", "pf1e", "graded", "dnd4e"]))
def test_light_kept_from_a_replaced_index_reads_as_a_fresh_engine(data, ruleset):
    """What each attacker sees of each target's light (the cell grades an
    index keeps from the one it replaces while the light stands still)
    equals a fresh engine's after every edit: moves of tokens with and
    without lights, low-light vision toggled, a torch picked up or dropped,
    placed lights and the ambient level changed."""
    doc = Document(board=Board(9, 7), ruleset=ruleset, ambient=Ambient.DARK)
    doc.board.solid[3, 2:6] = 1  # a wall light cannot pass
    coord = st.integers(0, 8)
    for i in range(4):
        doc.tokens[f"t{i}"] = Token(id=f"t{i}", x=data.draw(coord), y=data.draw(coord) % 7, name=f"t{i}",
                                    light=data.draw(st.sampled_from([None, TORCH])),
                                    low_light=data.draw(st.booleans()))
    pairs = [(a, b) for a in doc.tokens for b in doc.tokens if a != b]
    for _ in range(data.draw(st.integers(1, 5))):
        edit = data.draw(st.sampled_from(["move", "move", "senses", "torch", "placed", "ambient"]))
        tid = data.draw(st.sampled_from(sorted(doc.tokens)))
        token = doc.tokens[tid]
        if edit == "move":
            doc.tokens[tid] = token.moved_to(data.draw(coord), data.draw(coord) % 7)
        elif edit == "senses":
            doc.tokens[tid] = replace(token, low_light=not token.low_light)
        elif edit == "torch":
            doc.tokens[tid] = replace(token, light=None if token.light else TORCH)
        elif edit == "placed":
            doc.lights["L"] = Light("L", data.draw(coord), data.draw(coord) % 7, TORCH)
        else:
            doc.ambient = data.draw(st.sampled_from(list(Ambient)))
        layer = {"placed": "lights", "ambient": "ambient"}.get(edit, "tokens")
        doc.notify(Change(layer, ids=frozenset({"L" if edit == "placed" else tid})))
        for attack in (Attack("ranged"), Attack("melee")):
            kept = evaluate_pairs(doc, pairs, attack)
            fresh = evaluate_pairs(doc, pairs, attack, engine=Engine(doc))
            assert [r.to_dict() for r in kept] == [r.to_dict() for r in fresh]


def test_pair_tables_past_their_bound_answer_as_a_fresh_engine():
    """Area attacks from more origins than the index keeps sight and
    fraction tables for (a template dragged about): each origin's answers,
    asked again after its tables were dropped, are a fresh engine's, and
    the mirror pairs of a ranged batch read their answers from the same
    table."""
    from battlemap.core.geometry.token_index import MAX_PAIR_TABLES

    doc = _dungeon()
    pairs = [(a, t) for a in list(doc.tokens)[:3] for t in doc.tokens if a != t]
    origins = [(x, y) for x in range(2, 60, 3) for y in (10, 20, 30, 40, 50)][:MAX_PAIR_TABLES + 6]
    for origin in origins + origins[:4]:
        got = evaluate_pairs(doc, pairs, Attack("area", origin))
        fresh = evaluate_pairs(doc, pairs, Attack("area", origin), engine=Engine(doc))
        assert [(r.line_of_effect, r.line_of_sight, r.cover, r.visible_fraction) for r in got] == \
            [(r.line_of_effect, r.line_of_sight, r.cover, r.visible_fraction) for r in fresh]
    ranged = evaluate_pairs(doc, [(a, t) for a in doc.tokens for t in doc.tokens if a != t], Attack("ranged"))
    by_pair = {(r.attacker, r.target): r.line_of_effect for r in ranged}
    assert all(by_pair[a, t] == by_pair[t, a] for a, t in by_pair)
    assert any(by_pair.values()) and not all(by_pair.values())


def _dungeon() -> Document:
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bench"))
    from dungeon import make_dungeon

    return make_dungeon(side=60, n_tokens=16, n_segments=60, seed=3)


def test_pairs_past_their_bound_are_made_again_and_answer_alike(monkeypatch):
    """More pair geometries than the index keeps (a huge matrix): the kept
    ones are dropped, their number stays bounded, and every answer is a
    fresh engine's."""
    from battlemap.core.geometry import context
    from battlemap.core.geometry.context import engine_for

    monkeypatch.setattr(context, "MAX_CACHED_PAIRS", 40)
    doc = _dungeon()
    ids = list(doc.tokens)
    for attacker in ids[:4]:
        row = [(attacker, t) for t in ids if t != attacker]
        got = evaluate_pairs(doc, row, Attack("ranged"))
        assert engine_for(doc).tokens.pair_count <= 40
        fresh = evaluate_pairs(doc, row, Attack("ranged"), engine=Engine(doc))
        assert got == fresh
    again = evaluate_pairs(doc, [(ids[0], t) for t in ids[1:]], Attack("melee"))
    assert again == evaluate_pairs(doc, [(ids[0], t) for t in ids[1:]], Attack("melee"), engine=Engine(doc))


def test_pairs_dropped_with_their_tables_are_not_counted(monkeypatch):
    """Pair tables dropped past their bound (a 4e burst dragged over many
    origin cells) take their pairs' count with them: the count is the
    pairs the tables hold."""
    from battlemap.core.geometry import token_index
    from battlemap.core.geometry.context import engine_for
    from battlemap.core.rules import get_ruleset

    monkeypatch.setattr(token_index, "MAX_PAIR_TABLES", 3)
    doc = _dungeon()
    ids = list(doc.tokens)
    row = [(ids[0], t) for t in ids[1:]]
    engine = engine_for(doc)
    for cell in range(5):
        engine.pairs(row, get_ruleset("dnd4e"), (cell, 0))
        tokens = engine.tokens
        held = sum(int(np.count_nonzero(np.not_equal(t, None))) for t in tokens.pair_tables.values())
        assert tokens.pair_count == held
