"""RULES §2 line rules on tiny boards: grazing, squeezing, pinches, thin-wall
crossings at joints and free ends, zero-length lines, creature endpoints."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from battlemap.core.geometry.lattice import SCALE, Space, distance_121, distance_4e
from battlemap.core.geometry.board_geometry import BoardGeometry
from battlemap.core.geometry.queries import lines_blocked
from battlemap.core.geometry.tracer import trace
from battlemap.core.model import Board, Document, Segment, Solid, Token
from battlemap.core.geometry.context import Engine
from battlemap.core.rules import Attack, evaluate, evaluate_pairs, get_ruleset
from battlemap.core.rules.common import opposite_sides, threatens


def lines(*pairs):
    """Scaled start and end arrays from ((x0, y0), (x1, y1)) in grid units."""
    start = np.array([[round(a * SCALE) for a in p[0]] for p in pairs], np.int64)
    end = np.array([[round(a * SCALE) for a in p[1]] for p in pairs], np.int64)
    return start, end


def cell_hits(solid_rows: list[str], *pairs):
    """{line index: sorted [(x, y, squeeze)]} for lines on a board of # and =."""
    chars = {".": Solid.EMPTY, "#": Solid.WALL, "=": Solid.LOW}
    solid = np.array([[chars[c] for c in row] for row in solid_rows], np.uint8)
    pad = np.pad(solid, 1)
    hits = trace(*lines(*pairs), pad, pad > 0)
    out: dict[int, list] = {i: [] for i in range(len(pairs))}
    for i, x, y, s in zip(hits.line, hits.x, hits.y, hits.squeeze):
        out[int(i)].append((int(x), int(y), bool(s)))
    return {k: sorted(v) for k, v in out.items()}


# -- cells ---------------------------------------------------------------
def test_line_through_a_cell_interior_hits_it():
    assert cell_hits(["...", ".#.", "..."], ((0, 0), (3, 3)))[0] == [(1, 1, False)]


def test_line_along_a_single_walls_edge_grazes():
    assert cell_hits(["...", ".#.", "..."], ((0, 1), (3, 1)))[0] == []


def test_line_touching_only_a_corner_grazes():
    assert cell_hits(["...", ".#.", "..."], ((0, 0), (1, 1)), ((2, 0), (3, 1)))[0] == []


def test_line_along_the_shared_edge_of_two_walls_is_squeezed():
    got = cell_hits([".#.", ".#.", "..."], ((1.5, 0), (1.5, 3)), ((0, 1), (3, 1)))
    assert got[1] == [(1, 0, True), (1, 1, True)]


def test_squeeze_between_wall_and_low_counts_as_low():
    got = cell_hits([".#.", ".=.", "..."], ((0, 1), (3, 1)))[0]
    assert got == [(1, 1, True)]


def test_diagonal_pinch_between_two_walls_blocks():
    # Walls at (1,0) and (0,1) touch at (1,1); the line from cell (0,0) to
    # cell (1,1) passes exactly through that shared corner.
    got = cell_hits([".#.", "#..", "..."], ((0.5, 0.5), (1.5, 1.5)))[0]
    assert got == [(0, 1, True), (1, 0, True)]


def test_diagonal_corner_with_one_open_side_is_not_a_pinch():
    assert cell_hits([".#.", "...", "..."], ((0.5, 0.5), (1.5, 1.5)))[0] == []


def test_run_along_grid_line_through_a_diagonal_pinch_blocks():
    # y = 1 passes the corner (1,1) shared by walls (0,0) and (1,1).
    got = cell_hits(["#..", ".#.", "..."], ((0, 1), (3, 1)))[0]
    assert (0, 0, True) in got and (1, 1, True) in got


def test_line_starting_at_a_pinch_does_not_pass_through_it():
    assert cell_hits([".#.", "#..", "..."], ((1, 1), (2.5, 2.5)))[0] == []


def test_zero_length_line_at_a_corner_meets_no_cell():
    # Two creatures touching at a corner have a zero-length corner line.
    got = cell_hits(["#.", ".#"], ((1, 1), (1, 1)), ((0.5, 0.5), (0.5, 0.5)))
    assert got[0] == [] and got[1] == [(0, 0, False)]


# -- thin walls ------------------------------------------------------------
def seg_blocked(pieces, *pairs) -> list[bool]:
    """Lines between free points against thin walls alone (the kernel)."""
    board = Board(8, 8, segments=[Segment("wall", piece) for piece in pieces])
    start = np.array([p for p, _ in pairs], float)
    end = np.array([q for _, q in pairs], float)
    return lines_blocked(BoardGeometry(board), start, end, "effect").tolist()


def test_crossing_a_thin_wall_blocks():
    assert seg_blocked([((2, 0), (2, 3))], ((0, 1.5), (4, 1.5))) == [True]


def test_crossing_exactly_at_a_joint_of_two_walls_blocks():
    pieces = [((2, 0), (2, 1)), ((2, 1), (2, 2))]
    assert seg_blocked(pieces, ((0, 1), (4, 1)), ((0, 0), (4, 2))) == [True, True]


def test_touching_a_v_shaped_joint_from_one_side_does_not_block():
    pieces = [((1, 0), (2, 1)), ((2, 1), (3, 0))]
    assert seg_blocked(pieces, ((0, 1), (4, 1))) == [False]


def test_touching_a_free_end_does_not_block():
    assert seg_blocked([((2, 0), (2, 1))], ((0, 1), (4, 1)), ((0, 2), (4, 0))) == [False, False]


def test_running_along_a_wall_does_not_block():
    assert seg_blocked([((1, 1), (3, 1))], ((0, 1), (4, 1))) == [False]


def test_run_along_a_wall_that_leaves_on_both_sides_blocks():
    pieces = [((1, 0), (1, 1)), ((1, 1), (3, 1)), ((3, 1), (3, 2))]
    assert seg_blocked(pieces, ((0, 1), (4, 1))) == [True]


def test_imported_diagonal_wall_off_the_grid():
    assert seg_blocked([((0.3, 0.2), (2.7, 3.1))], ((0, 3), (3, 0)), ((0, 0), (0.2, 3))) == [True, False]


# -- whole attacks ---------------------------------------------------------
def doc_with(width, height, tokens, segments=(), solid=None, ruleset="dnd35") -> Document:
    board = Board(width, height, segments=list(segments))
    if solid is not None:
        board.solid[:] = solid
    return Document(board, {t.id: t for t in tokens}, ruleset)


def test_thin_wall_no_longer_than_a_creatures_border_leaves_its_free_ends():
    # A wall along A's right border, x = 1 from y = 0 to 1 only: both ends are
    # free ends at A's own corners, which never block (RULES §2): A picks a
    # corner at an end and shoots past it.
    doc = doc_with(4, 1, [Token("A", 0, 0), Token("t", 2, 0, faction="foe")],
                   [Segment("wall", [(1, 0), (1, 1)])])
    r = evaluate(doc, "A", "t", Attack("ranged"))
    assert r.cover == "none" and r.line_of_effect


def test_thin_wall_through_a_creatures_corners_separates_it():
    # The same wall running on past both corners (y = -1 .. 2 on a taller
    # board): it runs through A's corners, on both sides of every line.
    doc = doc_with(4, 3, [Token("A", 0, 1), Token("t", 2, 1, faction="foe")],
                   [Segment("wall", [(1, 0), (1, 3)])])
    r = evaluate(doc, "A", "t", Attack("ranged"))
    assert r.cover == "total" and not r.line_of_effect


def test_wall_end_touching_a_corner_from_outside_is_grazed():
    # A vertical wall x = 2 ending at y = 1, the bottom-right corner of t's
    # top neighbour; A sees t along row 1 past the wall's free end.
    doc = doc_with(4, 2, [Token("A", 0, 1), Token("t", 3, 1, faction="foe")],
                   [Segment("wall", [(2, 0), (2, 1)])])
    r = evaluate(doc, "A", "t", Attack("ranged"))
    assert r.cover == "none" and r.line_of_effect


def test_adjacent_diagonal_creatures_touching_at_a_corner():
    # A at (0,0), t at (1,1): the zero-length line (1,1)-(1,1) is one of the
    # corner lines; with nothing around, no cover.
    doc = doc_with(2, 2, [Token("A", 0, 0), Token("t", 1, 1, faction="foe")])
    r = evaluate(doc, "A", "t", Attack("melee"))
    assert r.cover == "none" and r.can_attack


def test_open_door_lets_effect_through_closed_door_blocks():
    tokens = [Token("A", 0, 0), Token("t", 3, 0, faction="foe")]
    door = [(2, -1), (2, 2)]  # across the board, past its edges
    closed = doc_with(4, 1, tokens, [Segment("door", door, open=False)])
    opened = doc_with(4, 1, tokens, [Segment("door", door, open=True)])
    assert evaluate(closed, "A", "t", Attack("ranged")).cover == "total"
    assert evaluate(opened, "A", "t", Attack("ranged")).cover == "none"


def test_window_blocks_effect_but_not_sight():
    doc = doc_with(4, 1, [Token("A", 0, 0), Token("t", 3, 0, faction="foe")],
                   [Segment("window", [(2, -1), (2, 2)])])
    r = evaluate(doc, "A", "t", Attack("ranged"))
    assert not r.line_of_effect and r.cover == "total"


def test_drawn_lines_name_their_blocker():
    solid = np.zeros((3, 5), np.uint8)
    solid[1, 2] = Solid.WALL
    doc = doc_with(5, 3, [Token("A", 0, 1), Token("t", 4, 1, faction="foe")], solid=solid)
    r = evaluate(doc, "A", "t", Attack("ranged"))
    assert r.cover == "cover" and len(r.lines) == 4
    blocked = [line for line in r.lines if line.blocked]
    assert blocked and all(line.blocked_by.cell == (2, 1) for line in blocked)



@pytest.mark.parametrize("reference", [False, True])
@pytest.mark.parametrize("ruleset", ["dnd35", "pf1e", "sf1e", "graded", "dnd4e"])
def test_a_wall_beyond_a_long_row_of_low_cells_still_blocks(ruleset, reference):
    # The line crosses 24 low cells before the wall: more blocking rows than
    # a line's buffers hold at first; none may be dropped (the wall's least).
    solid = np.zeros((3, 31), np.uint8)
    solid[1, 1:25] = Solid.LOW
    doc = doc_with(31, 3, [Token("A", 0, 1), Token("t", 30, 1, faction="foe")],
                   [Segment("wall", [(28, 0), (28, 3)])], solid=solid, ruleset=ruleset)
    engine = Engine(doc, reference=reference)
    r = evaluate_pairs(doc, [("A", "t")], Attack("ranged"), engine=engine)[0]
    assert not r.line_of_effect and r.cover == "total"


@pytest.mark.parametrize("ruleset", ["dnd35", "graded", "dnd4e"])
def test_creatures_hanging_over_the_board_edge_get_the_same_answers_on_both_paths(ruleset):
    # A Colossal creature 4 squares over the bottom-right edge, a Large one
    # over the left edge: their lines leave the board by more than a square.
    from battlemap.core.model import Obscure, Size

    solid = np.zeros((10, 10), np.uint8)
    solid[6, 6] = Solid.LOW
    doc = doc_with(10, 10, [Token("A", 8, 8, size=Size.COLOSSAL), Token("t", -1, 0, faction="foe",
                                                                       size=Size.LARGE),
                            Token("u", 4, 9, faction="foe")],
                   [Segment("wall", [(3, 12), (3, 7)])], solid=solid, ruleset=ruleset)
    doc.board.obscure[2:5, 2:5] = Obscure.FOG
    for kind in ("ranged", "melee"):
        pairs = [(a, b) for a in doc.tokens for b in doc.tokens if a != b]
        fast = evaluate_pairs(doc, pairs, Attack(kind), engine=Engine(doc))
        slow = evaluate_pairs(doc, pairs, Attack(kind), engine=Engine(doc, reference=True))
        assert [r.to_dict() for r in fast] == [r.to_dict() for r in slow]


def test_judging_a_line_again_with_room_for_all_its_rows_and_records():
    """`kernel.judge_whole` with buffers far too small gives the rows that
    roomy buffers give, line by line (thin walls crossed many times and
    many low cells: more rows and contact records than room)."""
    from battlemap.core.geometry import kernel
    from battlemap.core.geometry.kernel import FREE

    solid = np.zeros((6, 30), np.uint8)
    solid[2, 2:26] = Solid.LOW
    zigzag = [(x, 1 if x % 2 else 5) for x in range(1, 29)]
    board = Board(30, 6, segments=[Segment("wall", zigzag), Segment("low", [(0, 3), (30, 3)])])
    board.solid[:] = solid
    b = BoardGeometry(board).barriers
    start, end = lines(((0.5, 2.5), (29.5, 2.5)), ((0, 0), (30, 6)), ((0.25, 3), (29.75, 3)),
                       ((3.5, 0), (3.5, 6)))
    own = np.zeros(8, np.int64)

    def judged(rec_room: int, row_room: int, i: int):
        seen = np.full(max(len(b.pa), 1), -1, np.int64)
        k, _, out_s, out_e, out_n = kernel.judge_whole(
            start[i, 0], start[i, 1], end[i, 0], end[i, 1], FREE, 0, FREE, 0, own, b.cls, SCALE,
            b.pa, b.pb, b.pnets, b.bucket_start, b.bucket_items, seen, -1,
            np.zeros((rec_room, 6), np.int64), np.zeros(row_room), np.zeros(row_room, np.int64),
            np.zeros(row_room, np.int64), False, False)
        return sorted(zip(out_s[:k].tolist(), out_e[:k].tolist(), out_n[:k].tolist()))

    for i in range(len(start)):
        roomy = judged(kernel.MAX_RECORDS, 1024, i)
        assert len(roomy) > 1
        assert judged(1, 1, i) == roomy


# -- distances, adjacency, threat -------------------------------------------
@pytest.mark.parametrize("dx,dy,d121,d4e", [(0, 0, 0, 0), (1, 1, 1, 1), (2, 2, 3, 2), (3, 1, 3, 3), (4, 3, 5, 4)])
def test_distances(dx, dy, d121, d4e):
    assert distance_121(dx, dy) == d121 and distance_4e(dx, dy) == d4e


def test_spaces_adjacency_and_gap():
    large = Space.of(0, 0, 2)
    assert large.adjacent(Space.of(2, 2, 1)) and not large.adjacent(Space.of(3, 0, 1))
    assert large.gap(Space.of(5, 1, 1)) == (4, 0)  # columns 1 and 5


def test_ten_foot_reach_diagonal_exception_is_corner_systems_only():
    reacher = Token("R", 0, 0, reach_ft=10)
    here, there = Space.of(0, 0, 1), Space.of(2, 2, 1)
    assert threatens(get_ruleset("pf1e"), reacher, here, there)
    assert not threatens(get_ruleset("sf1e"), reacher, here, there)
    assert not threatens(get_ruleset("pf1e"), Token("S", 0, 0, conditions={"stunned"}), here, Space.of(1, 0, 1))


def test_opposite_sides_includes_corners_and_excludes_knight_moves():
    t = Space.of(1, 1, 1)
    assert opposite_sides(Space.of(0, 0, 1), Space.of(2, 2, 1), t)
    assert opposite_sides(Space.of(0, 1, 1), Space.of(2, 1, 1), t)
    assert not opposite_sides(Space.of(0, 0, 1), Space.of(2, 1, 1), t)


def test_every_reason_code_has_a_sentence():
    import re
    from pathlib import Path

    from battlemap.core.messages import REASONS, describe

    rules_dir = Path(__file__).resolve().parents[1] / "battlemap" / "core" / "rules"
    used = set()
    for path in rules_dir.glob("*.py"):
        # a reason: ("code", (its arguments...))
            used |= set(re.findall(r'\("((?:cover|conceal|flank|combat)[a-z_.]*)", \(', path.read_text()))
    assert used and used <= set(REASONS), used - set(REASONS)
    assert describe("flank.pair", ("B",)) == "Flanking with B."



def test_compiled_cell_walk_equals_the_numpy_tracer():
    """The compiled walk (kernel.cells_met) and its numpy twin (tracer.trace)
    meet the same cells in the same order, on lines through lattice points,
    along grid lines, between centres and of zero length."""
    from battlemap.core.geometry.line_facts import cells_met

    rng = np.random.default_rng(7)
    keep = rng.random((12, 12)) < 0.6
    half = SCALE // 2
    start = rng.integers(0, 25, (3000, 2)) * half
    end = rng.integers(0, 25, (3000, 2)) * half
    end[:200] = start[:200]  # points
    end[200:400, 0] = start[200:400, 0]  # vertical runs
    fast = cells_met(start, end, keep, compiled=True)
    slow = cells_met(start, end, keep, compiled=False)
    key = lambda h: sorted(zip(h.line.tolist(), h.x.tolist(), h.y.tolist()))  # noqa: E731
    assert key(fast) == key(slow) and len(fast.line) > 1000


@pytest.mark.parametrize("side,fog", [(12, [0.7, 0.15, 0.05, 0.1]), (30, [0.985, 0.01, 0.005, 0.0])])
def test_compiled_fog_walk_equals_the_numpy_tracer(side, fog):
    """The compiled worst-fog walk (kernel.max_grade) and the numpy tracer's
    cells give every line the same worst grade outside the attacker's box,
    through lattice points, along grid lines and for points; with dense fog,
    and with a few patches, where most lines are not walked (no fog in their
    bounding cells); ends off the board too."""
    from battlemap.core.geometry.board_geometry import BoardGeometry
    from battlemap.core.geometry.line_facts import fog_grades
    from battlemap.core.model import Board, Obscure

    rng = np.random.default_rng(11)
    board = Board(side, side)
    board.obscure[:] = rng.choice([Obscure.NONE, Obscure.FOG, Obscure.HEAVY_FOG, Obscure.DIM],
                                  size=(side, side), p=fog)
    geometry = BoardGeometry(board)
    half = SCALE // 2
    start = rng.integers(-6, 2 * side + 7, (3000, 2)) * half
    end = rng.integers(-6, 2 * side + 7, (3000, 2)) * half
    end[:200] = start[:200]  # points
    end[200:400, 0] = start[200:400, 0]  # vertical runs
    corner = rng.integers(0, side - 2, (3000, 2))
    boxes = np.concatenate([corner, corner + rng.integers(1, 3, (3000, 1))], axis=1)
    fast = fog_grades(geometry, start, end, boxes, compiled=True)
    slow = fog_grades(geometry, start, end, boxes, compiled=False)
    assert (fast == slow).all()
    assert min((fast == grade).sum() for grade in (0, 1, 2)) > 20


def test_thin_wall_culling_never_misses_a_piece_that_meets_the_cone():
    """`SegmentLayer.meeting` may keep extra pieces, never drop one that
    meets the polygon (the visible fraction's shadows rely on it)."""
    import shapely

    from battlemap.core.geometry.segments import Pieces, SegmentLayer

    rng = np.random.default_rng(11)
    pieces = [((float(a), float(b)), (float(c), float(d)))
              for a, b, c, d in rng.uniform(0, 20, (3000, 4))]
    pieces += [((5.0, 5.0), (5.0, 9.0)), ((2.0, 2.0), (8.0, 2.0))]  # on lattice lines
    layer = SegmentLayer(Pieces.of([Segment("wall", piece) for piece in pieces]),
                         np.ones(len(pieces), bool))
    for _ in range(20):
        cone = shapely.convex_hull(shapely.multipoints(rng.uniform(0, 20, (4, 2))))
        ring = shapely.get_coordinates(shapely.get_exterior_ring(cone))[:-1]
        truth = set(np.flatnonzero(shapely.intersects(layer.geoms(np.arange(len(pieces))), cone)))
        assert truth <= set(layer.meeting(ring).tolist())


def test_a_thin_wall_seen_almost_edge_on_shades_a_far_target_in_both_paths():
    # From A's corner (2, 1) the wall (3, 0)-(1, 3) spans almost half a turn;
    # every line from A's corners to t crosses it, so nothing of t is
    # visible. The shapely shadows once cut the shadow short with the chord
    # between its far points and saw a third of t.
    from battlemap.core.geometry.context import engine_for
    from battlemap.core.geometry.visibility import shadow_fraction, visible_fractions
    from battlemap.core.rules.common import LOW_WITHIN, low_obstacle_rules

    doc = doc_with(8, 9, [Token("A", 1, 0, faction="foe"), Token("t", 5, 8)],
                   [Segment("wall", [(3, 0), (1, 3)])])
    pair = engine_for(doc).pair("A", "t", get_ruleset("dnd35"))
    sources = pair.fraction_sources(None)
    assert shadow_fraction(pair, sources, *low_obstacle_rules(pair, pair.a_space)) == 0.0
    assert visible_fractions([(pair, sources, pair.a_space)], low_obstacle_rules, LOW_WITHIN) == [0.0]
    assert evaluate(doc, "A", "t", Attack("ranged")).visible_fraction == 0.0


@settings(max_examples=300, deadline=None)
@given(st.integers(-6, 8), st.integers(-6, 8), st.sampled_from([1, 2, 3, 4, 6]),
       st.integers(-6, 8), st.integers(-6, 8), st.sampled_from([1, 2, 3, 4, 6]))
def test_space_gap_is_the_nearest_cells_distance_along_each_axis(ax, ay, an, bx, by, bn):
    a, b = Space.of(ax, ay, an), Space.of(bx, by, bn)
    assert a.gap(b) == (min(abs(i - j) for i in range(a.x0, a.x1) for j in range(b.x0, b.x1)),
                        min(abs(i - j) for i in range(a.y0, a.y1) for j in range(b.y0, b.y1)))
