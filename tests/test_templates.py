"""Area templates (RULES §7): the model's checks, the covered squares of
each shape (with properties), and `in_area` in the results."""

from __future__ import annotations

from fractions import Fraction

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from battlemap.core.errors import BattlemapError
from battlemap.core.geometry.lattice import Space
from battlemap.core.io.case_format import parse_case
from battlemap.core.model import Board, Document, Segment, SegmentKind, Token
from battlemap.core.model.template import DIRECTIONS, Template
from battlemap.core.rules import Attack, evaluate, evaluate_pairs, get_ruleset
from battlemap.core.rules.result import AttackKind
from battlemap.core.rules.templates import covered_cells

CORNER = get_ruleset("pf1e")
FOURE = get_ruleset("dnd4e")


def cells_of(mask: np.ndarray) -> set[tuple[int, int]]:
    return {(int(x), int(y)) for y, x in np.argwhere(mask)}


# -- the model -------------------------------------------------------------
@pytest.mark.parametrize("data, message", [
    ({"shape": "circle", "radius_ft": 20}, "unknown template shape 'circle'"),
    ({"shape": "burst", "radius_ft": 0}, "radius_ft 0 must be a multiple of 5"),
    ({"shape": "burst", "radius_ft": 12}, "radius_ft 12 must be a multiple of 5"),
    ({"shape": "burst", "radius_ft": 10**6}, "must be a multiple of 5 from 5"),
    ({"shape": "burst", "radius": 0}, "radius 0 must be a whole number"),
    ({"shape": "burst", "radius": True}, "radius True must be a whole number"),
    ({"shape": "cone", "length_ft": 15, "direction": "up"}, "unknown cone direction 'up'"),
    ({"shape": "cone", "length_ft": 15}, "a cone template needs direction"),
    ({"shape": "line", "end": [1, 2], "side": "middle"}, "unknown line side 'middle'"),
    ({"shape": "line", "end": [1]}, "template end must be two whole numbers"),
    ({"shape": "burst", "radius_ft": 20, "radius": 2}, "a burst template does not take radius_ft"),
    ({"shape": "blast", "size": 2}, "a blast template needs at"),
    ({"shape": "cone", "radius": 2}, "a cone template does not take radius"),
    ({"shape": "burst", "radius_ft": 20, "colour": "red"}, "unknown template field 'colour'"),
])
def test_bad_templates_are_one_line_errors(data, message):
    with pytest.raises(BattlemapError) as err:
        Template.from_dict(data)
    assert message in str(err.value) and "\n" not in str(err.value)


def test_template_round_trips_through_its_dict():
    for data in ({"shape": "line", "end": [7, 1], "side": "left"},
                 {"shape": "burst", "radius": 1, "center": [3, 2]},
                 {"shape": "cone", "length_ft": 30, "direction": "ne"}):
        assert Template.from_dict(data).to_dict() == data


BOARD = Board(10, 10)
ATTACKER = Space(1, 1, 2, 2)


@pytest.mark.parametrize("template, origin, kind, rules, message", [
    (Template("burst", radius_ft=20), (11, 3), "area", CORNER, "origin 11,3 is outside the board"),
    (Template("burst", radius=2), (3, 3), "area", CORNER, "pf1e templates are measured in feet"),
    (Template("burst", radius_ft=20), (3, 3), "area", FOURE, "dnd4e templates are measured in squares"),
    (Template("line", end=(3, 3)), (3, 3), "area", CORNER, "needs an end other than its origin"),
    (Template("line", end=(30, 3)), (3, 3), "area", CORNER, "line end 30,3 is outside the board"),
    (Template("burst", radius=1, center=(3, 3)), (5, 3), "area", FOURE,
     "origin 5,3 is not a corner of the burst's center square 3,3"),
    (Template("burst", radius=1, center=(12, 3)), (5, 3), "area", FOURE, "center 12,3 is outside"),
    (Template("burst", radius=1), (1, 1), "area", FOURE, "is a close attack"),
    (Template("burst", radius=1), (4, 4), "close", FOURE,
     "origin 4,4 is not a corner of one of the attacker's squares"),
    (Template("blast", size=2, at=(4, 1)), (2, 1), "close", FOURE, "does not touch the attacker's space"),
    (Template("blast", size=2, at=(0, 0)), (2, 1), "close", FOURE, "overlaps the attacker's space"),
])
def test_bad_placements_are_one_line_errors(template, origin, kind, rules, message):
    with pytest.raises(BattlemapError) as err:
        covered_cells(template, origin, BOARD, rules, ATTACKER, AttackKind(kind))
    assert message in str(err.value) and "\n" not in str(err.value)


def test_a_bad_template_in_a_case_is_a_one_line_error():
    text = """ruleset = "dnd4e"
map = \"\"\"
A . . .
. . . b
\"\"\"
[[attack]]
attacker = "A"
target = "b"
kind = "close"
origin = [1, 1]
template = { shape = "blast", size = 1, at = [3, 1] }
"""
    with pytest.raises(BattlemapError) as err:
        parse_case(text, "bad.toml")
    assert str(err.value).startswith("bad.toml: attack 1, template: blast 1 at 3,1 does not touch")


# -- covered squares ----------------------------------------------------------
def test_burst_sizes_follow_far_corner_counting():
    board = Board(20, 20)
    counts = [covered_cells(Template("burst", radius_ft=r), (10, 10), board, CORNER).sum()
              for r in (5, 10, 15, 20)]
    assert counts == [4, 12, 24, 44]


def test_squares_off_the_board_are_never_covered():
    mask = covered_cells(Template("burst", radius_ft=10), (0, 0), Board(5, 5), CORNER)
    assert cells_of(mask) == {(0, 0), (1, 0), (0, 1)}


def test_4e_shapes():
    board = Board(12, 12)
    area = covered_cells(Template("burst", radius=2, center=(5, 5)), (5, 5), board, FOURE)
    assert cells_of(area) == {(x, y) for x in range(3, 8) for y in range(3, 8)}
    large = Space(4, 4, 6, 6)
    close = covered_cells(Template("burst", radius=1), (4, 4), board, FOURE, large)
    ring = {(x, y) for x in range(3, 7) for y in range(3, 7)} - set(large.cells())
    assert cells_of(close) == ring
    blast = covered_cells(Template("blast", size=3, at=(6, 3)), (6, 4), board, FOURE, large)
    assert cells_of(blast) == {(x, y) for x in range(6, 9) for y in range(3, 6)}


def test_a_line_along_a_grid_line_takes_its_side():
    board = Board(8, 8)
    right = covered_cells(Template("line", end=(2, 6)), (2, 1), board, CORNER)  # heading south
    left = covered_cells(Template("line", end=(2, 6), side="left"), (2, 1), board, CORNER)
    assert cells_of(right) == {(1, y) for y in range(1, 6)}
    assert cells_of(left) == {(2, y) for y in range(1, 6)}


SYMMETRIES = [
    lambda u, v: (u, v), lambda u, v: (-u - 1, v), lambda u, v: (u, -v - 1),
    lambda u, v: (-u - 1, -v - 1), lambda u, v: (v, u), lambda u, v: (-v - 1, u),
    lambda u, v: (v, -u - 1), lambda u, v: (-v - 1, -u - 1),
]


def _centred(reach: int) -> tuple[Board, tuple[int, int]]:
    side = 2 * reach + 4
    return Board(side, side), (reach + 2, reach + 2)


@settings(deadline=None, max_examples=40)
@given(st.integers(1, 30))
def test_burst_is_symmetric_under_the_square_symmetries(reach):
    board, (ox, oy) = _centred(reach)
    offsets = {(x - ox, y - oy) for x, y in
               cells_of(covered_cells(Template("burst", radius_ft=5 * reach), (ox, oy), board, CORNER))}
    for symmetry in SYMMETRIES:
        assert {symmetry(u, v) for u, v in offsets} == offsets


@settings(deadline=None, max_examples=40)
@given(st.integers(1, 30), st.sampled_from(DIRECTIONS))
def test_cones_lie_in_the_burst_and_the_diagonal_cones_fill_it(reach, direction):
    board, origin = _centred(reach)
    burst = covered_cells(Template("burst", radius_ft=5 * reach), origin, board, CORNER)
    cone = covered_cells(Template("cone", length_ft=5 * reach, direction=direction), origin, board, CORNER)
    assert not (cone & ~burst).any()
    diagonals = [covered_cells(Template("cone", length_ft=5 * reach, direction=d), origin, board, CORNER)
                 for d in ("ne", "se", "sw", "nw")]
    assert np.array_equal(np.logical_or.reduce(diagonals), burst)
    assert sum(int(d.sum()) for d in diagonals) == int(burst.sum())  # quadrants do not overlap


def _crosses_interior(o, e, x: int, y: int) -> bool:
    """Reference: clip the segment to the closed square with fractions; it
    meets the open interior when the clipped piece has a midpoint inside."""
    t0, t1 = Fraction(0), Fraction(1)
    for axis, lo in ((0, x), (1, y)):
        d = e[axis] - o[axis]
        if d == 0:
            if not lo <= o[axis] <= lo + 1:
                return False
            continue
        a, b = Fraction(lo - o[axis], d), Fraction(lo + 1 - o[axis], d)
        t0, t1 = max(t0, min(a, b)), min(t1, max(a, b))
    if t0 >= t1:
        return False
    mid = [o[i] + (t0 + t1) / 2 * (e[i] - o[i]) for i in (0, 1)]
    return x < mid[0] < x + 1 and y < mid[1] < y + 1


def _on_edge_and_side(o, e, x: int, y: int, side: str) -> bool:
    """The square has an edge on the segment (a stretch of it, not a point)
    and lies on `side` of the travel (y down: right of east is south)."""
    dx, dy = e[0] - o[0], e[1] - o[1]
    if dx and dy:
        return False
    if dy == 0:
        along = min(o[0], e[0]) <= x and x + 1 <= max(o[0], e[0]) and o[1] in (y, y + 1)
    else:
        along = min(o[1], e[1]) <= y and y + 1 <= max(o[1], e[1]) and o[0] in (x, x + 1)
    cross = dx * (2 * y + 1 - 2 * o[1]) - dy * (2 * x + 1 - 2 * o[0])
    return along and (cross > 0) == (side == "right")


@settings(deadline=None, max_examples=150)
@given(st.tuples(st.integers(0, 9), st.integers(0, 9)), st.tuples(st.integers(0, 9), st.integers(0, 9)),
       st.sampled_from(["right", "left"]), st.booleans())
def test_a_line_covers_what_it_crosses_or_runs_beside_on_its_side(o, e, side, straight):
    if straight:
        e = (e[0], o[1])
    if o == e:
        return
    board = Board(9, 9)
    mask = covered_cells(Template("line", end=e, side=side), o, board, CORNER)
    for y in range(9):
        for x in range(9):
            expected = _crosses_interior(o, e, x, y) or _on_edge_and_side(o, e, x, y, side)
            assert bool(mask[y, x]) == expected, (x, y)


# -- in_area ----------------------------------------------------------------
def _doc(ruleset: str, tokens, segments=(), width=8, height=6) -> Document:
    board = Board(width, height, segments=list(segments))
    return Document(board, {t.id: t for t in tokens}, ruleset=ruleset)


def test_without_a_template_in_area_follows_line_of_effect_for_area_attacks():
    doc = _doc("dnd35", [Token("A", 0, 0), Token("b", 4, 2, faction="foe")],
               [Segment(SegmentKind.WALL, ((3, 0), (3, 6)))])
    area = evaluate(doc, "A", "b", Attack("area", origin=(1, 1)))
    assert area.in_area is False and area.line_of_effect is False
    area = evaluate(doc, "A", "b", Attack("area", origin=(5, 1)))
    assert area.in_area is True
    for kind in ("melee", "ranged"):
        assert evaluate(doc, "A", "b", Attack(kind)).in_area is False


def test_covered_but_shielded_creatures_are_not_in_the_area():
    doc = _doc("pf1e", [Token("A", 7, 5), Token("b", 2, 2, faction="foe"), Token("c", 4, 2, faction="foe")],
               [Segment(SegmentKind.WALL, ((3, 0), (3, 6)))])
    attack = Attack("area", origin=(4, 3), template=Template("burst", radius_ft=10))
    b, c = evaluate_pairs(doc, [("A", "b"), ("A", "c")], attack)
    assert (b.in_area, b.line_of_effect) == (False, False)
    assert (c.in_area, c.cover) == (True, "none")


def test_a_large_creature_is_in_the_area_when_one_covered_square_is_reached():
    doc = _doc("dnd35", [Token("A", 0, 5), Token("g", 4, 1, size="large", faction="foe")])
    attack = Attack("area", origin=(4, 3), template=Template("burst", radius_ft=5))
    assert evaluate(doc, "A", "g", attack).in_area is True  # only (4, 2) is covered
    attack = Attack("area", origin=(3, 3), template=Template("burst", radius_ft=5))
    assert evaluate(doc, "A", "g", attack).in_area is False


def test_a_4e_area_burst_origin_belongs_to_its_centre_square():
    """A wall runs through the origin: the centre square's side decides."""
    doc = _doc("dnd4e", [Token("A", 0, 4), Token("a", 1, 2, faction="foe"), Token("b", 6, 2, faction="foe")],
               [Segment(SegmentKind.WALL, ((3, 0), (3, 6)))], height=6)
    for centre, left_side in (((3, 2), False), ((2, 2), True)):
        attack = Attack("area", origin=(3, 2), template=Template("burst", radius=3, center=centre))
        a, b = evaluate_pairs(doc, [("A", "a"), ("A", "b")], attack)
        assert (a.line_of_effect, a.in_area) == (left_side, left_side)
        assert (b.line_of_effect, b.in_area) == (not left_side, not left_side)


# -- templates that do not fit (kept inactive by the editor) and friendly fire ---------------------
def test_template_misfit_says_why_with_a_code():
    from dataclasses import replace

    from battlemap.core.model import PlacedTemplate
    from battlemap.core.rules.area import template_misfit

    doc = Document(Board(10, 10))
    doc.tokens["w"] = Token("w", 2, 2, "Wizard")
    cone = PlacedTemplate("c", Template("cone", length_ft=15, direction="e"), (3, 3), "w")
    blast = PlacedTemplate("b", Template("blast", size=2, at=(3, 1)), (3, 2), "w")
    assert template_misfit(doc, cone) is None
    assert template_misfit(doc, cone, "dnd4e").code == "in_squares"
    assert template_misfit(doc, blast).code == "in_feet"
    assert template_misfit(doc, blast, "dnd4e") is None
    doc.tokens["w"] = replace(doc.tokens["w"], x=6)  # the caster walked off
    assert template_misfit(doc, blast, "dnd4e").code == "not_at_attacker"
    del doc.tokens["w"]
    problem = template_misfit(doc, cone)
    assert problem.code == "no_attacker" and "'w' is not on the map" in problem.message


def test_an_area_names_the_allies_it_catches():
    from battlemap.core.rules.area import evaluate_area

    doc = Document(Board(10, 10))
    for token in (Token("w", 0, 0, "Wizard"), Token("f", 4, 4, "Fighter"),
                  Token("o", 5, 4, "Orc", faction="foe"), Token("r", 9, 9, "Rogue")):
        doc.tokens[token.id] = token
    area = evaluate_area(doc, "w", Attack("area", origin=(5, 5), template=Template("burst", radius_ft=10)),
                         "pf1e")
    assert set(area.caught) == {"f", "o"} and area.allies == ("f",)
