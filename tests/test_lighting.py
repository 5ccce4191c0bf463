"""Light levels (RULES §8): the model's validation, the per-cell level, the
per-source cache, and the properties the issue asks for."""

from __future__ import annotations

from dataclasses import replace

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from strategies import RULESET_IDS, battle_documents

from battlemap.core.geometry.context import engine_for
from battlemap.core.geometry.lighting import LightRules, light_field, light_levels
from battlemap.core.model import (
    Ambient, Board, Change, Document, Light, LightRadii, Obscure, Segment, Solid, Token,
)
from battlemap.core.rules import Attack, evaluate, get_ruleset
from battlemap.core.rules.common import light_rules

DARK, DIM, BRIGHT = Ambient.DARK, Ambient.DIM, Ambient.BRIGHT


def levels(doc: Document, ruleset: str | None = None, viewer: Token | None = None) -> np.ndarray:
    rules = light_rules(get_ruleset(ruleset or doc.ruleset), viewer)
    return light_levels(doc, engine_for(doc).geometry, rules, engine_for(doc).tokens).copy()


def fresh_levels(doc: Document, ruleset: str | None = None) -> np.ndarray:
    """The same, computed from nothing on a copy (no cache shared)."""
    copy = Document(board=doc.board.copy(), tokens=dict(doc.tokens), ruleset=doc.ruleset,
                    ambient=doc.ambient, lights=dict(doc.lights))
    return levels(copy, ruleset)


def room(width: int = 20, height: int = 5, ruleset: str = "dnd35",
         ambient: Ambient = DARK) -> Document:
    return Document(board=Board(width, height), ruleset=ruleset, ambient=ambient)


# -- the model ----------------------------------------------------------------
@pytest.mark.parametrize("bright, dim", [(-5, 10), (20, 10), (0, 1005), (True, 5), (5.5, 10)])
def test_light_radii_are_validated(bright, dim):
    with pytest.raises(ValueError):
        LightRadii(bright, dim)


def test_two_lights_in_one_place_light_as_their_larger_radii():
    assert LightRadii(20, 40).combined(LightRadii(30, 30)) == LightRadii(30, 40)


# -- the level ------------------------------------------------------------------
def test_torch_in_a_dark_room_dnd35():
    doc = room()
    doc.lights["l"] = Light("l", 0, 2, LightRadii(20, 40))
    row = levels(doc)[2]
    assert row[:5].tolist() == [BRIGHT] * 5  # 0..20 ft
    assert row[5:9].tolist() == [DIM] * 4  # 25..40 ft
    assert row[9:].tolist() == [DARK] * 11


def test_pathfinder_ring_raises_one_step():
    doc = room(ruleset="pf1e", ambient=DIM)
    doc.lights["l"] = Light("l", 0, 2, LightRadii(20, 40))
    row = levels(doc)[2]
    assert row[:9].tolist() == [BRIGHT] * 9 and row[9:].tolist() == [DIM] * 11
    doc.ambient = DARK
    doc.notify(Change("ambient"))
    assert levels(doc)[2][5:9].tolist() == [DIM] * 4  # dark -> dim in the ring


def test_low_light_vision_doubles_radii_in_dnd35_but_not_in_dnd4e():
    doc = room(width=30, ruleset="dnd35")
    doc.lights["l"] = Light("l", 0, 2, LightRadii(20, 40))
    viewer = Token("v", 0, 0, low_light=True)
    assert levels(doc, viewer=viewer)[2][16].item() == DIM  # 80 ft
    assert levels(doc, viewer=viewer)[2][8].item() == BRIGHT  # 40 ft
    assert levels(doc, "dnd4e", viewer=viewer)[2][16].item() == DARK


def test_walls_and_closed_doors_stop_light_windows_do_not():
    doc = room()
    doc.board.solid[0:5, 6] = Solid.WALL
    doc.board.solid[2, 6] = Solid.EMPTY  # a gap closed by a door
    doc.board.segments.append(Segment("door", [(6, 2), (6, 3)], open=False))
    doc.lights["l"] = Light("l", 2, 2, LightRadii(40, 40))
    assert (levels(doc)[:, 7:] == DARK).all()
    doc.board.segments[0] = Segment("window", [(6, 2), (6, 3)])
    doc.notify(Change("segments"))
    assert levels(doc)[2, 7] == BRIGHT


def test_a_large_token_lights_from_every_cell_and_its_own_cells_never_block():
    doc = room(width=12, height=6)
    doc.board.solid[2, 3] = Solid.WALL  # inside the token's space: never blocks
    doc.tokens["g"] = Token("g", 2, 2, size="large", light=LightRadii(5, 5))
    lit = levels(doc)
    assert (lit[1:5, 1:5] == BRIGHT).all()  # 5 ft around every cell of the space
    assert lit[2, 5] == DARK and lit[0, 2] == DARK


def test_painted_dim_and_darkness_cap_the_light():
    doc = room()
    doc.board.obscure[2, 1] = Obscure.DIM
    doc.board.obscure[2, 2] = Obscure.DARKNESS
    doc.board.obscure[2, 3] = Obscure.FOG  # matter, not light
    doc.lights["l"] = Light("l", 0, 2, LightRadii(30, 30))
    assert levels(doc)[2, :4].tolist() == [BRIGHT, DIM, DARK, BRIGHT]


def test_zero_bright_radius_gives_no_bright_light():
    doc = room(ruleset="sf1e", ambient=DARK)
    doc.lights["l"] = Light("l", 0, 2, LightRadii(0, 10))
    assert levels(doc)[2, :4].tolist() == [DIM, DIM, DIM, DARK]


# -- the cache --------------------------------------------------------------------
def test_a_moved_torch_bearer_is_the_only_source_traced_again():
    doc = room(width=40, height=10)
    for i in range(4):
        doc.tokens[f"t{i}"] = Token(f"t{i}", 8 * i, 1, light=LightRadii(20, 40))
    levels(doc)
    field = light_field(engine_for(doc).geometry, light_rules(get_ruleset("dnd35"), None))
    assert field.traced == 4
    doc.tokens["t1"] = doc.tokens["t1"].moved_to(9, 5)
    doc.notify(Change("tokens", ids=frozenset({"t1"})))
    assert np.array_equal(levels(doc), fresh_levels(doc))
    assert field.traced == 5


def test_a_token_light_disappears_with_its_token():
    doc = room()
    doc.tokens["t"] = Token("t", 0, 2, light=LightRadii(20, 40))
    assert levels(doc)[2, 0] == BRIGHT
    del doc.tokens["t"]
    doc.notify(Change("tokens", ids=frozenset({"t"})))
    assert (levels(doc) == DARK).all()


# -- the rules read the level -----------------------------------------------------
@pytest.mark.parametrize("ruleset", RULESET_IDS)
def test_every_ruleset_reads_the_light_level(ruleset):
    doc = room(width=14, height=3, ruleset=ruleset)
    doc.tokens["A"] = Token("A", 0, 1, light=LightRadii(15, 30))
    doc.tokens["b"] = Token("b", 3, 0, faction="foe")   # 15 ft: bright
    doc.tokens["c"] = Token("c", 5, 1, faction="foe")   # 25 ft: the dim ring
    doc.tokens["d"] = Token("d", 12, 2, faction="foe")  # dark
    ranged = Attack("ranged")
    assert evaluate(doc, "A", "b", ranged).concealment == "none"
    # In the dark the Pathfinder-family ring raises one step too: dark -> dim.
    assert evaluate(doc, "A", "c", ranged).concealment == "concealment"
    assert evaluate(doc, "A", "d", ranged).concealment == "total"
    doc.ambient = DIM
    doc.notify(Change("ambient"))
    ring = evaluate(doc, "A", "c", ranged).concealment
    assert ring == ("none" if ruleset in ("pf1e", "sf1e", "graded") else "concealment")


# -- properties (the "done when") -------------------------------------------
@st.composite
def lit_documents(draw):
    doc = draw(battle_documents(min_tokens=1, max_tokens=4))
    doc.ambient = draw(st.sampled_from(list(Ambient)))
    radii = st.tuples(st.integers(0, 30), st.integers(0, 30)).map(
        lambda bd: LightRadii(5 * min(bd), 5 * max(bd)))
    for tid in list(doc.tokens):
        if draw(st.booleans()):
            doc.tokens[tid] = replace(doc.tokens[tid], light=draw(radii))
    for i in range(draw(st.integers(0, 2))):
        x = draw(st.integers(0, doc.board.width - 1))
        y = draw(st.integers(0, doc.board.height - 1))
        doc.lights[f"l{i}"] = Light(f"l{i}", x, y, draw(radii))
    return doc


@settings(max_examples=60, deadline=None)
@given(lit_documents(), st.data())
def test_adding_a_light_never_makes_a_cell_darker(doc, data):
    for ruleset in RULESET_IDS:
        before = levels(doc, ruleset)
        x = data.draw(st.integers(0, doc.board.width - 1))
        y = data.draw(st.integers(0, doc.board.height - 1))
        bright = data.draw(st.integers(0, 8)) * 5
        doc.lights["new"] = Light("new", x, y, LightRadii(bright, bright + 5 * data.draw(st.integers(0, 8))))
        doc.notify(Change("lights", ids=frozenset({"new"})))
        assert (levels(doc, ruleset) >= before).all()
        del doc.lights["new"]
        doc.notify(Change("lights", ids=frozenset({"new"})))


@settings(max_examples=60, deadline=None)
@given(lit_documents())
def test_painted_darkness_stays_dark_under_any_light(doc):
    dark = doc.board.obscure == Obscure.DARKNESS
    for ruleset in RULESET_IDS:
        assert (levels(doc, ruleset)[dark] == DARK).all()


@settings(max_examples=60, deadline=None)
@given(lit_documents(), st.data())
def test_moving_a_token_light_back_restores_every_level(doc, data):
    carriers = [t for t in doc.tokens.values() if t.light is not None]
    if not carriers:
        doc.tokens["t0"] = replace(doc.tokens["t0"], light=LightRadii(10, 20))
        carriers = [doc.tokens["t0"]]
    token = data.draw(st.sampled_from(carriers))
    before = {r: levels(doc, r) for r in RULESET_IDS}
    n = token.footprint
    x = data.draw(st.integers(0, doc.board.width - n))
    y = data.draw(st.integers(0, doc.board.height - n))
    for place in ((x, y), (token.x, token.y)):
        doc.tokens[token.id] = token.moved_to(*place)
        doc.notify(Change("tokens", ids=frozenset({token.id})))
        for r in RULESET_IDS:
            assert np.array_equal(levels(doc, r), fresh_levels(doc, r))
    for r in RULESET_IDS:
        assert np.array_equal(levels(doc, r), before[r])


@settings(max_examples=60, deadline=None)
@given(st.integers(3, 10), st.integers(1, 8), st.integers(0, 9), st.integers(1, 12),
       st.sampled_from(RULESET_IDS))
def test_a_light_behind_a_closed_door_lights_nothing_beyond_it_until_it_opens(
        wall_x, door_y, light_dx, dim_squares, ruleset):
    """A wall of cells across the board at column `wall_x`, with one gap
    closed by a door; a light somewhere left of it."""
    doc = room(width=wall_x + 8, height=10, ruleset=ruleset)
    doc.board.solid[:, wall_x] = Solid.WALL
    doc.board.solid[door_y, wall_x] = Solid.EMPTY
    doc.board.segments.append(Segment("door", [(wall_x, door_y), (wall_x, door_y + 1)]))
    lx = max(0, wall_x - 1 - light_dx)
    doc.lights["l"] = Light("l", lx, door_y, LightRadii(0, 5 * dim_squares))
    assert (levels(doc)[:, wall_x + 1:] == DARK).all()
    doc.board.segments[0] = Segment("door", [(wall_x, door_y), (wall_x, door_y + 1)], open=True)
    doc.notify(Change("segments"))
    beyond = levels(doc)[door_y, wall_x + 1]
    reaches = get_ruleset(ruleset).distance(wall_x + 1 - lx, 0) <= dim_squares
    assert (beyond > DARK) == reaches
