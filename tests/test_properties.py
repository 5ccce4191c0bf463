"""Properties of the rules engine on random small boards (RULES.md §1, §2, §6).

(a) The rules know no left, right, up or down: mirroring the board left-right
    or top-bottom, or transposing it, leaves every result field unchanged.
(b) The order in which tokens were added to the document changes nothing.
(c) Sanity invariants every result satisfies, in every ruleset.

Boards come from `strategies.battle_documents`; every example evaluates a
few ordered pairs of tokens in all five rulesets with one random attack.
"""

from __future__ import annotations

import math
import os
from dataclasses import replace

import numpy as np
import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from battlemap.core.model import Board, Document, Segment, Token
from battlemap.core.model.terrain import OBSCURE_CHARS, SOLID_CHARS
from battlemap.core.rules import RESULT_FIELDS, Attack, evaluate, evaluate_pairs, ruleset_ids

from strategies import attacks_for, battle_documents, flank_documents

FRACTION_TOLERANCE = 1e-6 + 1e-9  # results are rounded to 6 places
SETTINGS = dict(deadline=None, suppress_health_check=[HealthCheck.too_slow])
# Longer searches: BATTLEMAP_PROPERTY_SCALE=20 pytest tests/test_properties.py
SCALE = max(1, int(os.environ.get("BATTLEMAP_PROPERTY_SCALE", "1")))

COVER_WORDS = {
    "dnd35": {"none", "soft", "partial", "cover", "improved", "total"},
    "pf1e": {"none", "soft", "partial", "cover", "improved", "total"},
    "sf1e": {"none", "soft", "partial", "cover", "improved", "total"},
    "graded": {"none", "lesser", "standard", "greater", "total"},
    "dnd4e": {"none", "cover", "superior", "total"},
}
MISS_CHANCE = {"none": 0, "concealment": 20, "total": 50}


def test_every_ruleset_is_covered():
    assert set(ruleset_ids()) == set(COVER_WORDS)


# --------------------------------------------------------------------------
# Transformations of a document (and of an attack's origin)

def mirror_lr(doc: Document) -> Document:
    """x -> W-1-x for cells, X -> W-X for lattice points, token x -> W-x-n."""
    b = doc.board
    W = b.width
    board = Board(
        b.width, b.height, b.solid[:, ::-1].copy(), b.obscure[:, ::-1].copy(),
        [Segment(s.kind, tuple((W - x, y) for x, y in s.points), s.open) for s in b.segments],
    )
    tokens = {k: replace(t, x=W - t.x - t.footprint) for k, t in doc.tokens.items()}
    return Document(board, tokens, doc.ruleset, dict(doc.options))


def mirror_tb(doc: Document) -> Document:
    """y -> H-1-y for cells, Y -> H-Y for lattice points, token y -> H-y-n."""
    b = doc.board
    H = b.height
    board = Board(
        b.width, b.height, b.solid[::-1, :].copy(), b.obscure[::-1, :].copy(),
        [Segment(s.kind, tuple((x, H - y) for x, y in s.points), s.open) for s in b.segments],
    )
    tokens = {k: replace(t, y=H - t.y - t.footprint) for k, t in doc.tokens.items()}
    return Document(board, tokens, doc.ruleset, dict(doc.options))


def transpose(doc: Document) -> Document:
    """(x, y) -> (y, x) for cells, lattice points and tokens; W x H -> H x W."""
    b = doc.board
    board = Board(
        b.height, b.width, b.solid.T.copy(), b.obscure.T.copy(),
        [Segment(s.kind, tuple((y, x) for x, y in s.points), s.open) for s in b.segments],
    )
    tokens = {k: replace(t, x=t.y, y=t.x) for k, t in doc.tokens.items()}
    return Document(board, tokens, doc.ruleset, dict(doc.options))


def map_origin(name: str, doc: Document, attack: Attack) -> Attack:
    if attack.origin is None:
        return attack
    ox, oy = attack.origin
    W, H = doc.board.width, doc.board.height
    origin = {"mirror_lr": (W - ox, oy), "mirror_tb": (ox, H - oy),
              "transpose": (oy, ox)}[name]
    return replace(attack, origin=origin)


TRANSFORMS = {"mirror_lr": mirror_lr, "mirror_tb": mirror_tb, "transpose": transpose}


def test_transformations_are_involutions_on_a_sample():
    """Self-check of the helpers above: applying one twice gives the original."""
    board = Board(5, 4)
    board.solid[1, 3] = 2
    board.obscure[2, 0] = 1
    board.segments.append(Segment("door", ((1, 0), (1, 2), (3, 3)), True))
    doc = Document(board, {"a": Token("a", 0, 0), "b": Token("b", 3, 2, size="large")})
    for name, f in TRANSFORMS.items():
        twice = f(f(doc))
        assert twice == doc, name
        once = f(doc)
        assert all(c in [(x, y) for x in range(once.board.width)
                         for y in range(once.board.height)]
                   for t in once.tokens.values() for c in t.cells()), name
    lr = mirror_lr(doc)
    assert lr.tokens["b"].x == 0 and lr.board.solid[1, 1] == 2
    assert lr.board.segments[0].points == ((4.0, 0.0), (4.0, 2.0), (2.0, 3.0))
    tr = transpose(doc)
    assert (tr.board.width, tr.board.height) == (4, 5) and tr.board.solid[3, 1] == 2


# --------------------------------------------------------------------------
# Scenarios

@st.composite
def scenarios(draw, max_pairs: int = 3):
    doc = draw(st.one_of(battle_documents(), flank_documents()))
    ids = list(doc.tokens)
    all_pairs = [(a, t) for a in ids for t in ids if a != t]
    pairs = draw(st.lists(st.sampled_from(all_pairs), min_size=1, max_size=max_pairs,
                          unique=True))
    kinds = ("melee", "ranged", "area", "close")
    if "flank" in doc.metadata:  # attacker t1 against t0, flanked by t2
        pairs = [("t1", "t0")] + [p for p in pairs if p != ("t1", "t0")][:max_pairs - 1]
        kinds = ("melee", "melee", "melee") + kinds
    attack = draw(attacks_for(doc.board, kinds))
    return doc, attack, pairs


def describe(doc: Document, attack: Attack | None = None, pairs=None) -> str:
    """The scenario as a rules case would draw it, for failure messages."""
    b = doc.board
    solid_ch = {int(v): c for c, v in SOLID_CHARS.items()}
    obs_ch = {int(v): c for c, v in OBSCURE_CHARS.items()}
    rows = [[solid_ch[int(b.solid[y, x])] for x in range(b.width)] for y in range(b.height)]
    letters = {}
    for i, t in enumerate(doc.tokens.values()):
        letters[t.id] = "ABCDEFGHIJ"[i]
        for x, y in t.cells():
            rows[y][x] = letters[t.id]
    lines = [f"{b.width}x{b.height} board, ruleset {doc.ruleset}, options {doc.options}",
             "map:"]
    lines += ["  " + " ".join(r) for r in rows]
    lines += ["obscure:"]
    lines += ["  " + " ".join(obs_ch[int(v)] for v in row) for row in b.obscure]
    for s in b.segments:
        lines.append(f"segment {s.kind.value} open={s.open} {list(s.points)}")
    for t in doc.tokens.values():
        lines.append(
            f"{letters[t.id]} = {t.id} at ({t.x},{t.y}) {t.size.value} faction={t.faction} "
            f"reach={t.reach_ft} cond={sorted(t.conditions)} dv={t.darkvision_ft} "
            f"ll={t.low_light} si={t.see_invisible} ic={t.improved_cover}")
    if attack is not None:
        lines.append(f"attack {attack}")
    if pairs is not None:
        lines.append(f"pairs {pairs}")
    return "\n".join(lines)


def field_differences(r1, r2) -> list[str]:
    out = []
    for name in RESULT_FIELDS:
        v1, v2 = r1.field_value(name), r2.field_value(name)
        if name == "visible_fraction":
            if not abs(v1 - v2) <= FRACTION_TOLERANCE:
                out.append(f"{name}: {v1} vs {v2}")
        elif v1 != v2 or type(v1) is not type(v2):
            out.append(f"{name}: {v1!r} vs {v2!r}")
    return out


def results(doc: Document, pairs, attack: Attack) -> dict[str, list]:
    return {rs: evaluate_pairs(doc, pairs, attack, rs) for rs in ruleset_ids()}


def compare(doc, attack, pairs, other_doc, other_attack, label) -> None:
    base = results(doc, pairs, attack)
    other = results(other_doc, pairs, other_attack)
    problems = []
    for rs in base:
        for (a, t), r1, r2 in zip(pairs, base[rs], other[rs]):
            diff = field_differences(r1, r2)
            if diff:
                problems.append(f"{rs} {a}->{t}: " + "; ".join(diff))
    assert not problems, (
        f"{label} changed results:\n" + "\n".join(problems) + "\n" + describe(doc, attack, pairs)
    )


# --------------------------------------------------------------------------
# (a) symmetry

@pytest.mark.parametrize("name", list(TRANSFORMS))
@settings(max_examples=40 * SCALE, **SETTINGS)
@given(scenario=scenarios())
def test_board_symmetry_leaves_results_unchanged(name, scenario):
    doc, attack, pairs = scenario
    other = TRANSFORMS[name](doc)
    compare(doc, attack, pairs, other, map_origin(name, doc, attack), name)


# --------------------------------------------------------------------------
# (b) token order

@settings(max_examples=40 * SCALE, **SETTINGS)
@given(scenario=scenarios(), data=st.data())
def test_token_insertion_order_does_not_matter(scenario, data):
    doc, attack, pairs = scenario
    order = data.draw(st.permutations(list(doc.tokens)), label="order")
    shuffled = Document(doc.board.copy(), {k: doc.tokens[k] for k in order}, doc.ruleset,
                        dict(doc.options))
    compare(doc, attack, pairs, shuffled, attack, f"token order {order}")


# --------------------------------------------------------------------------
# (c) invariants

def check_invariants(doc: Document, attack: Attack, rs: str, r) -> list[str]:
    bad = []
    W, H = doc.board.width, doc.board.height
    if r.can_attack != r.line_of_effect:
        bad.append("can_attack != line_of_effect")
    if (r.cover == "total") != (not r.line_of_effect):
        bad.append("total cover <=> no line of effect fails")
    if r.cover not in COVER_WORDS[rs]:
        bad.append(f"cover {r.cover!r} is not a {rs} word")
    if r.concealment not in MISS_CHANCE:
        bad.append(f"concealment {r.concealment!r} unknown")
    else:
        want = 0 if rs == "dnd4e" else MISS_CHANCE[r.concealment]
        if r.miss_chance != want:
            bad.append(f"miss_chance {r.miss_chance} with concealment {r.concealment}")
    if attack.is_area and (r.concealment != "none" or r.miss_chance != 0):
        bad.append("area attack with concealment")
    if not (isinstance(r.visible_fraction, float) and math.isfinite(r.visible_fraction)
            and 0.0 <= r.visible_fraction <= 1.0):
        bad.append(f"visible_fraction {r.visible_fraction!r}")
    if not r.lines:
        bad.append("no lines")
    for line in r.lines:
        for px, py in (line.start, line.end):
            if not (0 <= px <= W and 0 <= py <= H):
                bad.append(f"line point {(px, py)} off the {W}x{H} lattice")
    for name in RESULT_FIELDS:  # types of the plain fields
        v = r.field_value(name)
        if name in ("miss_chance", "flank_bonus", "ac_mod", "reflex_mod", "attack_mod"):
            if not (isinstance(v, int) and not isinstance(v, bool)):
                bad.append(f"{name} is {v!r}")
        elif name not in ("cover", "concealment", "visible_fraction") and not isinstance(v, bool):
            bad.append(f"{name} is {v!r}")
    return bad


@settings(max_examples=80 * SCALE, **SETTINGS)
@given(scenario=scenarios(max_pairs=4))
def test_results_satisfy_sanity_invariants(scenario):
    doc, attack, pairs = scenario
    problems = []
    for rs, rows in results(doc, pairs, attack).items():
        for (a, t), r in zip(pairs, rows):
            problems += [f"{rs} {a}->{t}: {p}" for p in check_invariants(doc, attack, rs, r)]
    assert not problems, "\n".join(problems) + "\n" + describe(doc, attack, pairs)


# --------------------------------------------------------------------------
# Engine bugs found by the properties (regressions; they pass once fixed)

def _board(rows: list[str]) -> Board:
    chars = {".": 0, "=": 1, "#": 2}
    solid = np.array([[chars.get(c, 0) for c in row.split()] for row in rows], np.uint8)
    return Board(solid.shape[1], solid.shape[0], solid)


@pytest.mark.parametrize("ruleset", ["dnd35", "pf1e", "sf1e"])
@pytest.mark.parametrize("low", ["=", "#"])
def test_shared_corner_line_does_not_squeeze_adjacent_melee(ruleset, low):
    # . t =        A = attacker (1,1), t = target (1,0), both medium, enemies
    # . A =
    board = _board([f". . {low}", f". . {low}"])
    doc = Document(board, {"A": Token("A", 1, 1), "t": Token("t", 1, 0, faction="foe")})
    got = evaluate(doc, "A", "t", Attack("melee"), ruleset).cover
    mirrored = evaluate(mirror_lr(doc), "A", "t", Attack("melee"), ruleset).cover
    assert (got, mirrored) == ("none", "none")


@pytest.mark.parametrize("ruleset", ["dnd35", "pf1e", "sf1e", "dnd4e"])
def test_area_origin_on_target_corner_does_not_squeeze(ruleset):
    # . t # .      t = target (1,0); origin = lattice point (2,1), its lower
    # . . # .      right corner; A = attacker (0,2), out of the way
    # A . . .
    board = _board([". . # .", ". . # .", ". . . ."])
    doc = Document(board, {"A": Token("A", 0, 2), "t": Token("t", 1, 0, faction="foe")})
    attack = Attack("area", (2, 1))
    got = evaluate(doc, "A", "t", attack, ruleset).cover
    mirrored = evaluate(mirror_lr(doc), "A", "t", map_origin("mirror_lr", doc, attack),
                        ruleset).cover
    assert (got, mirrored) == ("none", "none")


# -- the compiled kernel against its plain twin --------------------------------

@settings(max_examples=40 * SCALE, **SETTINGS)
@given(doc=battle_documents(), data=st.data())
def test_the_batch_30ft_rule_equals_each_pairs_own(doc, data):
    """RULES §3.3 worked out for a whole batch of lines at once
    (`cover_within_30ft`) blocks exactly the lines that each pair's own
    low-obstacle rules block (`LineFacts.terrain`), area origins included;
    and the batch's first blockers (`first_blocks`, what a drawn line shows)
    are each line's own first blocker, terrain and creatures."""
    from functools import partial

    from battlemap.core.geometry.context import engine_for
    from battlemap.core.rules import enemy_pairs, get_ruleset
    from battlemap.core.rules.common import (
        cover_rows_within_30ft, cover_within_30ft, low_obstacle_rules,
    )

    pairs = enemy_pairs(doc)
    assume(pairs)
    attack = data.draw(attacks_for(doc.board))
    rules = get_ruleset("dnd35")
    engine = engine_for(doc)
    origin = attack.origin if attack.is_area else None
    geometries = engine.pairs(pairs, rules)
    engine.prefetch([(g, "corner", origin) for g in geometries])
    for pair in geometries:
        facts = pair.line_set("corner", origin).facts
        low, low_piece = low_obstacle_rules(pair, pair.origin_space(origin) if origin else pair.a_space)
        batch = facts.column(("cover within 30 ft", rules.diagonal_rule), partial(cover_within_30ft, rules))
        own = facts.terrain(low, low_piece)
        assert (batch == own.blocked).all(), (pair.attacker.id, pair.target.id)
        first = facts.first_blocks(("cover within 30 ft", rules.diagonal_rule),
                                   partial(cover_rows_within_30ft, rules))
        assert (first.blocked == own.blocked).all()
        assert first.firsts(range(facts.n)) == own.firsts(range(facts.n))
        creatures = facts.creature_blocks()
        everyone = facts.creature_blocks(lambda i: True)  # the line-by-line search
        assert (creatures.blocked == everyone.blocked).all()
        assert creatures.firsts(range(facts.n)) == everyone.firsts(range(facts.n))


@settings(max_examples=40 * SCALE, **SETTINGS)
@given(doc=battle_documents(), data=st.data())
def test_visible_fraction_sweep_equals_the_shapely_shadows(doc, data):
    """The compiled angular sweep and the shapely shadows give the same
    visible fraction (RULES §3.4) on random boards: thin walls through
    lattice points and across targets, creatures of every size side by side
    (sources on the target's border), owned-corner wedges, area origins and
    the 30-ft rule's per-pair low obstacles."""
    from battlemap.core.geometry.context import engine_for
    from battlemap.core.geometry.visibility import shadow_fraction, visible_fractions
    from battlemap.core.rules import enemy_pairs, get_ruleset
    from battlemap.core.rules.common import LOW_WITHIN, low_obstacle_rules

    pairs = enemy_pairs(doc)
    assume(pairs)
    attack = data.draw(attacks_for(doc.board))
    rules = get_ruleset(doc.ruleset)
    engine = engine_for(doc)
    origin = attack.origin if attack.is_area else None
    every_low = data.draw(st.booleans())  # graded and 4e: every low obstacle counts
    requests = []
    for pair in engine.pairs(pairs, rules):
        source = pair.origin_space(origin) if origin is not None else pair.a_space
        requests.append((pair, pair.fraction_sources(origin), None if every_low else source))
    # All pairs in one call: the shared grid must be left as found after each.
    fast = visible_fractions(requests, low_obstacle_rules, LOW_WITHIN)
    for (pair, sources, source), value in zip(requests, fast):
        low, low_piece = (None, None) if source is None else low_obstacle_rules(pair, source)
        slow = shadow_fraction(pair, sources, low, low_piece)
        assert abs(value - slow) <= 1e-9, (pair.attacker.id, pair.target.id, value, slow)


@settings(max_examples=40 * SCALE, **SETTINGS)
@given(doc=battle_documents(), data=st.data())
def test_fast_path_equals_the_reference_path_on_every_field(doc, data):
    """Random boards (wall and low cells, thin walls through lattice points,
    creatures of every size, area origins): the batched, compiled path and
    the reference path (one line at a time, uncompiled kernel; the visible
    fraction from shapely shadows rather than the compiled sweep) agree on
    every field and every drawn line."""
    from battlemap.core.geometry.context import Engine
    from battlemap.core.rules import RESULT_FIELDS, enemy_pairs, evaluate_pairs

    pairs = enemy_pairs(doc)
    assume(pairs)
    attack = data.draw(attacks_for(doc.board))
    fast = evaluate_pairs(doc, pairs, attack)
    slow = evaluate_pairs(doc, pairs, attack, engine=Engine(doc, reference=True))
    for f, s in zip(fast, slow):
        for name in RESULT_FIELDS:
            assert getattr(f, name) == getattr(s, name), (f.attacker, f.target, name)
        assert f.lines == s.lines
