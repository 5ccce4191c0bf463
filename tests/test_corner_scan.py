"""The compiled corner scan (`core.geometry.corner_scan`): its shortcuts
change nothing. Every field against the reference path is in
test_properties; here the scan's own shortcuts are checked against the scan
without them, on random boards."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from battlemap.core.geometry import corner_scan, kernel
from battlemap.core.geometry.context import Engine
from battlemap.core.model import Board
from battlemap.core.model.terrain import Solid
from battlemap.core.rules import RESULT_FIELDS, Attack, enemy_pairs, evaluate_pairs, get_ruleset
from battlemap.core.rules.common import LOW_WITHIN

from strategies import battle_documents, boards

pytestmark = pytest.mark.skipif(not kernel.COMPILED, reason="the scan runs compiled only")
SCANNED = ("dnd35", "pf1e", "sf1e", "dnd4e")  # the rulesets that choose by the scan
# the corner systems' ranged and melee, and 4e's ranged
RULES = {"corner": corner_scan.ChoiceRule(low_within=LOW_WITHIN),
         "4e": corner_scan.ChoiceRule(counted=True, hostile_only=True, fog=False)}
SETTINGS = dict(deadline=None, suppress_health_check=[HealthCheck.too_slow], max_examples=60)


def _fresh_pairs(doc, pairs):
    return Engine(doc).pairs(pairs, get_ruleset(doc.ruleset))


@pytest.mark.parametrize("rule", sorted(RULES))
@settings(**SETTINGS)
@given(doc=battle_documents(rulesets=("dnd35",)))
def test_a_pair_whose_mirror_has_no_line_of_effect_gets_the_same_answer_from_its_fog_alone(rule, doc):
    """The mirror shortcut (a pair whose mirror pair has no line of effect
    only walks fog, or counts every line blocked) against each pair scanned
    on its own."""
    pairs = enemy_pairs(doc)
    assume(pairs)
    together = corner_scan.CornerScan(_fresh_pairs(doc, pairs), None, RULES[rule]).rows
    alone = np.array([corner_scan.CornerScan(_fresh_pairs(doc, [p]), None, RULES[rule]).rows[0]
                      for p in pairs])
    assert (together == alone).all()


@settings(**SETTINGS)
@given(doc=battle_documents(rulesets=SCANNED), data=st.data())
def test_pairs_asked_after_their_mirrors_equal_the_reference(doc, data):
    """A mirror answered in an earlier call (kept with the token index)
    gives its line of effect and sight to the pair asked later."""
    pairs = enemy_pairs(doc)
    assume(pairs)
    attack = Attack(data.draw(st.sampled_from(["ranged", "melee"])))
    split = data.draw(st.integers(0, len(pairs)))
    fast = evaluate_pairs(doc, pairs[:split], attack) + evaluate_pairs(doc, pairs[split:], attack)
    slow = evaluate_pairs(doc, pairs, attack, engine=Engine(doc, reference=True))
    for f, s in zip(fast, slow):
        for name in RESULT_FIELDS:
            assert getattr(f, name) == getattr(s, name), (f.attacker, f.target, name)
        assert (f.lines, f.chosen_corner, f.chosen_cell) == (s.lines, s.chosen_corner, s.chosen_cell)


@settings(**SETTINGS)
@given(board=boards(), data=st.data())
def test_a_line_walled_off_is_stopped_for_every_network(board, data):
    """The scan's shortcut (`_walled`) against the kernel's own rows: a line
    entering a wall cell other than its creatures' own, or running along a
    grid line past a point with wall cells on both sides, is stopped for
    sight, effect and cover. Ends on the lattice, at cell centres and at
    quarter points, half the lines along a grid line; own spaces anywhere."""
    from battlemap.core.geometry.board_geometry import BoardGeometry
    from battlemap.core.geometry.kernel import EFFECT, FREE, SIGHT
    from battlemap.core.geometry.lattice import SCALE

    barriers = BoardGeometry(board).barriers
    w, h = board.width, board.height
    coord = lambda top: st.integers(0, 4 * top).map(lambda v: v * SCALE // 4)  # noqa: E731
    n = data.draw(st.integers(1, 12))
    start = np.array([[data.draw(coord(w)), data.draw(coord(h))] for _ in range(n)], np.int64)
    end = np.array([[data.draw(coord(w)), data.draw(coord(h))] for _ in range(n)], np.int64)
    for i in range(n):
        axis = data.draw(st.sampled_from([None, 0, 1]))
        if axis is not None:  # along a grid line of that axis
            start[i, axis] = end[i, axis] = data.draw(st.integers(0, (w, h)[axis])) * SCALE
    box = lambda: (lambda x, y, s: [x, y, x + s, y + s])(  # noqa: E731
        data.draw(st.integers(0, w - 1)), data.draw(st.integers(0, h - 1)), data.draw(st.integers(1, 2)))
    own = np.array([box() + box() for _ in range(n)], np.int64)
    free = np.tile(np.array([FREE, 0], np.int64), (n, 1))
    rows = barriers.judge(start, end, free, free, own)
    stopped = rows.lines_with(n, EFFECT) & rows.lines_with(n, SIGHT)
    for i in range(n):
        if corner_scan._walled(start[i, 0], start[i, 1], end[i, 0], end[i, 1],
                               barriers.cls, own[i], SCALE):
            assert stopped[i], (start[i], end[i], own[i])


def test_a_line_along_a_grid_line_is_walled_off_only_between_walls():
    """Along a grid line: through a wall mass (walls on both sides of a
    point between the ends) it is walled off; along a wall's face (walls on
    one side), or only touching walls at its ends, it is left to the kernel."""
    from battlemap.core.geometry.board_geometry import BoardGeometry
    from battlemap.core.geometry.lattice import SCALE

    board = Board(8, 8)
    board.solid[2:5, 3:5] = Solid.WALL  # columns 3-4, rows 2-4
    cls = BoardGeometry(board).barriers.cls
    own = np.full(8, -9, np.int64)
    walled = lambda p, q: corner_scan._walled(  # noqa: E731
        p[0] * SCALE, p[1] * SCALE, q[0] * SCALE, q[1] * SCALE, cls, own, SCALE)
    assert walled((4, 0), (4, 7))  # down the middle of the mass
    assert walled((0, 3), (7, 3))  # across it, along row line 3
    assert not walled((3, 0), (3, 7))  # along its left face
    assert not walled((4, 2), (4, 1))  # touches it at an end only
    assert not walled((4, 0), (4, 2))


@settings(**SETTINGS)
@given(board=boards(), data=st.data())
def test_a_line_settled_early_is_stopped_for_the_same_networks(board, data):
    """The scan's kernel calls stop at the first thin wall crossed through
    its inside that blocks every network (`settle`): the networks the line
    is stopped for are those of the whole walk, and a line that nothing
    stops for sight and effect gets every row."""
    from battlemap.core.geometry.board_geometry import BoardGeometry
    from battlemap.core.geometry.kernel import EFFECT, FREE, SIGHT
    from battlemap.core.geometry.lattice import SCALE

    b = BoardGeometry(board).barriers
    w, h = board.width, board.height
    coord = lambda top: st.integers(0, 4 * top).map(lambda v: v * SCALE // 4)  # noqa: E731
    own = np.zeros(8, np.int64)
    for _ in range(data.draw(st.integers(1, 12))):
        p = [data.draw(coord(w)), data.draw(coord(h))]
        q = [data.draw(coord(w)), data.draw(coord(h))]

        def rows(settle: bool) -> list:
            seen = np.full(max(len(b.pa), 1), -1, np.int64)
            k, _, out_s, out_e, out_n = kernel.judge_whole(
                p[0], p[1], q[0], q[1], FREE, 0, FREE, 0, own, b.cls, SCALE, b.pa, b.pb, b.pnets,
                b.bucket_start, b.bucket_items, seen, -1, np.zeros((kernel.MAX_RECORDS, 6), np.int64),
                np.zeros(64), np.zeros(64, np.int64), np.zeros(64, np.int64), False, settle)
            return sorted(zip(out_s[:k].tolist(), out_e[:k].tolist(), out_n[:k].tolist()))

        whole, settled = rows(False), rows(True)
        nets = lambda found: (any(n & SIGHT for *_, n in found), any(n & EFFECT for *_, n in found))  # noqa: E731
        assert nets(settled) == nets(whole)
        if nets(whole) != (True, True):
            assert settled == whole


@settings(**SETTINGS)
@given(ends=st.lists(st.tuples(*[st.integers(0, 24)] * 4), min_size=1, max_size=6),
       quarter=st.booleans())
def test_the_lattice_points_on_thin_walls_are_exactly_those_on_the_pieces(ends, quarter):
    """`BarrierBoard.touched` marks the lattice points on a thin-wall piece:
    against every lattice point of the pieces' boxes tested one by one."""
    from battlemap.core.geometry.barriers import _lattice_points_on
    from battlemap.core.geometry.lattice import SCALE

    unit = SCALE // 4 if quarter else SCALE  # ends on quarter points, or on the lattice
    a = np.array([(x0, y0) for x0, y0, _, _ in ends], np.int64) * unit
    b = np.array([(x1, y1) for _, _, x1, y1 in ends], np.int64) * unit
    found = set(zip(*(v.tolist() for v in _lattice_points_on(a, b))))
    expected = set()
    for (ax, ay), (bx, by) in zip(a.tolist(), b.tolist()):
        for gx in range(min(ax, bx) // SCALE, max(ax, bx) // SCALE + 1):
            for gy in range(min(ay, by) // SCALE, max(ay, by) // SCALE + 1):
                px, py = gx * SCALE, gy * SCALE
                on_line = (bx - ax) * (py - ay) == (by - ay) * (px - ax)
                if on_line and min(ax, bx) <= px <= max(ax, bx) and min(ay, by) <= py <= max(ay, by):
                    expected.add((gx, gy))
    assert found == expected


def test_the_scans_compiled_cache_goes_stale_with_the_kernel():
    """The scan is compiled with the kernel's functions inside: its cache is
    stamped with the kernel's source too, not only its own file's."""
    import hashlib

    stamp = corner_scan.scan_pairs._cache._impl.locator.get_source_stamp()
    kernel_source = open(kernel.__file__, "rb").read()
    assert stamp.endswith(hashlib.sha256(kernel_source).digest())
    own = hashlib.sha256(open(corner_scan.__file__, "rb").read()).digest()
    assert stamp.startswith(own)
