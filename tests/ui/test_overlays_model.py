"""The overlays' Qt-free parts: concealment shading for the attacker's senses
(RULES §3.6, §4, §5.3) and the incremental row (stale pairs only, same
results as a full evaluation)."""

from __future__ import annotations

import random
from dataclasses import replace

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from battlemap.core.edits import MoveToken
from battlemap.core.model import (
    Ambient, Board, Change, Document, Light, LightRadii, Obscure, Segment, Size, Solid, Token,
)
from battlemap.core.rules import Attack, AttackKind, evaluate_pairs
from battlemap.ui.overlays.row import AttackRow, RowSpec, affected_targets, target_ids
from battlemap.ui.overlays.shading import (
    CONCEALING, NOT_OBSCURED, SEEN, TOTAL, concealment_grades, grade_runs,
)


# --- concealment shading ---------------------------------------------------------------------

def lit_board(ruleset: str = "dnd35", **attacker) -> Document:
    """A 20x3 strip: the attacker at (0, 1); row 0 darkness, row 2 dim light,
    heavy fog at (1, 1) (adjacent) and (5, 1), fog at (8, 1)."""
    board = Board(20, 3)
    board.obscure[0, :] = Obscure.DARKNESS
    board.obscure[2, :] = Obscure.DIM
    board.obscure[1, 1] = Obscure.HEAVY_FOG
    board.obscure[1, 5] = Obscure.HEAVY_FOG
    board.obscure[1, 8] = Obscure.FOG
    doc = Document(board, ruleset=ruleset)
    doc.tokens["a"] = Token("a", 0, 1, **attacker)
    return doc


def test_no_senses_darkness_total_dim_concealing():
    g = concealment_grades(lit_board(), "a")
    assert (g[0] == TOTAL).all()
    assert (g[2] == CONCEALING).all()
    assert g[1, 1] == CONCEALING  # heavy fog next to the attacker
    assert g[1, 5] == TOTAL       # heavy fog farther away
    assert g[1, 8] == CONCEALING  # fog
    assert g[1, 0] == NOT_OBSCURED and g[1, 3] == NOT_OBSCURED


def test_darkvision_clears_darkness_within_its_range_only():
    g = concealment_grades(lit_board(darkvision_ft=30), "a")
    row = g[0]  # (x, 0) is max(x, 1) squares from (0, 1) in either metric
    for x in range(20):
        squares = max(x, 1) + min(x, 1) // 2
        assert row[x] == (SEEN if squares * 5 <= 30 else TOTAL), x
    assert (g[2][:6] == SEEN).all()  # darkvision sees through dim light too
    assert g[2][12] == CONCEALING


def test_low_light_clears_dim_not_darkness():
    g = concealment_grades(lit_board(low_light=True), "a")
    assert (g[2] == SEEN).all()
    assert (g[0] == TOTAL).all()


def test_4e_counts_diagonals_as_one_and_heavy_fog_by_adjacency():
    g = concealment_grades(lit_board("dnd4e", darkvision_ft=10), "a")
    assert list(g[0][:4]) == [SEEN, SEEN, SEEN, TOTAL]
    assert g[1, 1] == CONCEALING and g[1, 5] == TOTAL
    board = Board(6, 6)
    board.obscure[:, :] = Obscure.DARKNESS
    for ruleset, expected in (("dnd4e", SEEN), ("dnd35", TOTAL), ("graded", TOTAL)):
        doc = Document(board, ruleset=ruleset)
        doc.tokens["a"] = Token("a", 0, 0, darkvision_ft=10)
        # (2, 2): 2 squares in 4e, 3 counting diagonals 1-2-1
        assert concealment_grades(doc, "a")[2, 2] == expected, ruleset


def test_graded_heavy_fog_only_conceals():
    g = concealment_grades(lit_board("graded"), "a")
    assert g[1, 5] == CONCEALING and g[1, 1] == CONCEALING
    assert (g[0] == TOTAL).all()


def test_area_attacks_ignore_concealment_and_own_cells_unshaded():
    doc = lit_board()
    assert not concealment_grades(doc, "a", kind=AttackKind.AREA).any()
    assert not concealment_grades(doc, "a", kind="close").any()
    doc.board.obscure[1, 0] = Obscure.FOG
    assert concealment_grades(doc, "a")[1, 0] == NOT_OBSCURED


def test_big_attacker_measures_from_its_nearest_cell():
    board = Board(12, 4)
    board.obscure[:, :] = Obscure.DARKNESS
    doc = Document(board)
    doc.tokens["ogre"] = Token("ogre", 0, 0, size=Size.LARGE, darkvision_ft=10)
    g = concealment_grades(doc, "ogre")
    assert g[0, 3] == SEEN and g[0, 4] == TOTAL  # two squares from its right column
    assert (g[0:2, 0:2] == NOT_OBSCURED).all()


def test_grade_runs_cover_exactly_the_shaded_cells():
    rng = np.random.default_rng(4)
    grades = rng.integers(0, 4, size=(7, 11)).astype(np.int8)
    painted = np.zeros_like(grades)
    for grade, runs in grade_runs(grades).items():
        for x0, x1, y in runs:
            assert (painted[y, x0:x1] == 0).all()
            painted[y, x0:x1] = grade
    assert np.array_equal(painted, grades)


# --- the incremental row ---------------------------------------------------------------------

def room(ruleset: str) -> Document:
    board = Board(14, 10)
    board.solid[4, 3:9] = Solid.WALL
    board.solid[7, 9] = Solid.LOW
    board.obscure[1:3, 9:12] = Obscure.FOG
    board.segments.append(Segment("wall", ((11, 4), (11, 8))))
    doc = Document(board, ruleset=ruleset)
    specs = [("a", 1, 1, "pc", Size.MEDIUM), ("b", 5, 6, "foe", Size.MEDIUM),
             ("c", 10, 2, "foe", Size.LARGE), ("d", 3, 8, "pc", Size.MEDIUM),
             ("e", 12, 8, "foe", Size.SMALL), ("f", 7, 1, "beast", Size.MEDIUM),
             ("g", 6, 3, "pc", Size.MEDIUM)]
    for tid, x, y, faction, size in specs:
        doc.tokens[tid] = Token(tid, x, y, tid.upper(), size, faction)
    return doc


def full(doc: Document, spec: RowSpec) -> dict:
    targets = target_ids(doc, spec)
    results = evaluate_pairs(doc, [(spec.attacker, t) for t in targets], spec.attack)
    return {r.target: r for r in results}


def settle(row: AttackRow, doc: Document, spec: RowSpec, budget: float | None = 2.0) -> set[str]:
    row.sync(doc, spec)
    evaluated: set[str] = set()
    while not row.done:
        evaluated |= set(row.step(doc, budget))
    return evaluated


def move_on_board(doc: Document, token_id: str, x: int, y: int) -> None:
    """Move a token to (x, y), or as near as its whole space stays on the board."""
    token = doc.tokens[token_id]
    MoveToken(token_id, min(x, doc.board.width - token.footprint),
              min(y, doc.board.height - token.footprint)).apply(doc)


def settles_to_full(row: AttackRow, doc: Document, spec: RowSpec, budget: float | None = 2.0) -> None:
    """Settled (in steps of `budget`), the row is a full evaluation, all fresh."""
    settle(row, doc, spec, budget)
    assert row.results == full(doc, spec)
    assert row.fresh == set(row.results)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    ruleset=st.sampled_from(["dnd35", "pf1e", "graded", "dnd4e"]),
    kind=st.sampled_from(["melee", "ranged", "area"]),
    all_targets=st.booleans(),
    moves=st.lists(st.tuples(st.sampled_from("bcdefg"), st.integers(0, 12), st.integers(0, 8)),
                   min_size=1, max_size=6),
)
def test_incremental_row_equals_full_evaluation(ruleset, kind, all_targets, moves):
    doc = room(ruleset)
    origin = (5, 5) if kind == "area" else None
    spec = RowSpec("a", Attack(kind, origin), all_targets)
    row = AttackRow()
    settles_to_full(row, doc, spec)
    for tid, x, y in moves:
        move_on_board(doc, tid, x, y)
        settles_to_full(row, doc, spec, budget=random.choice([None, 0.5, 5.0]))


def test_a_far_move_re_evaluates_few_pairs_and_the_attacker_all():
    doc = room("dnd35")
    spec = RowSpec("a", Attack("ranged"), all_targets=True)
    row = AttackRow()
    settle(row, doc, spec)
    MoveToken("e", 13, 9).apply(doc)  # a corner far from every other line
    evaluated = settle(row, doc, spec)
    assert "e" in evaluated and len(evaluated) < len(row.results)
    MoveToken("a", 2, 1).apply(doc)
    assert settle(row, doc, spec) == set(row.results)


def test_affected_targets_rules():
    doc = room("dnd35")
    old = dict(doc.tokens)
    targets = ["b", "c", "e", "f"]
    assert affected_targets(old, dict(old), "a", targets) == set()
    moved = dict(old, a=old["a"].moved_to(2, 2))
    assert affected_targets(old, moved, "a", targets) is None  # the attacker: everything
    renamed = dict(old, d=replace(old["d"], faction="foe"))
    assert affected_targets(old, renamed, "a", targets) is None  # not a move: everything
    # g steps onto the lines between a and f: f's pair; b's lines and
    # surroundings are nowhere near g's old or new square
    moved = dict(old, g=old["g"].moved_to(4, 1))
    got = affected_targets(old, moved, "a", targets)
    assert "f" in got and "b" not in got
    # a moved target: its own pair, always
    moved = dict(old, b=old["b"].moved_to(5, 7))
    assert "b" in affected_targets(old, moved, "a", targets)


def test_sync_reports_stale_and_vanished_targets():
    doc = room("dnd35")
    spec = RowSpec("a", Attack("ranged"))
    row = AttackRow()
    settle(row, doc, spec)
    del doc.tokens["e"]
    doc.notify(__import__("battlemap.core.model", fromlist=["Change"]).Change("tokens", ids=frozenset({"e"})))
    touched = row.sync(doc, spec)
    assert "e" in touched and "e" not in row.results
    kept = set(row.results)
    assert row.sync(doc, RowSpec(None)) == kept
    assert row.results == {} and row.done


@pytest.mark.parametrize("budget", [0.01, 3.0])
def test_step_respects_the_budget_but_always_progresses(budget):
    doc = room("dnd4e")
    spec = RowSpec("a", Attack("ranged"), all_targets=True)
    row = AttackRow()
    row.sync(doc, spec)
    total = len(row.pending)
    first = row.step(doc, budget)
    assert 1 <= len(first) <= total
    settle(row, doc, spec, budget)
    assert row.results == full(doc, spec)


def test_prepare_runs_on_each_new_result_within_its_step():
    """The overlays make the drawn lines inside the step (its budget), so a
    result comes out of `step` with its lines already made."""
    doc = room("dnd35")
    spec = RowSpec("a", Attack("ranged"), all_targets=True)
    row = AttackRow()
    prepared: list[str] = []
    row.prepare = lambda result: (prepared.append(result.target), len(result.lines))
    row.sync(doc, spec)
    while not row.done:
        done = row.step(doc, 0.01)
        assert prepared[-len(done):] == done
        # made, not pending (a LazyLines holds them once made)
        assert all(getattr(row.results[t].lines, "_lines", ()) is not None for t in done)
    assert sorted(prepared) == sorted(row.results)
    doc.tokens["b"] = doc.tokens["b"].moved_to(5, 7)
    prepared.clear()
    settle(row, doc, spec)
    assert "b" in prepared and len(prepared) < len(row.results)


def test_a_whole_row_that_fits_the_slice_is_evaluated_in_one_step(monkeypatch):
    """Once whole rows have been timed, a row predicted to fit the slice goes
    in one call (complete within the event that asked for it) even when the
    per-pair estimate would cut it; one far over the slice is still cut.
    A fake clock: every pair costs 1 ms, whatever its lines."""
    import types

    from battlemap.core.model import Change
    from battlemap.ui.overlays import row as row_module

    clock = [0.0]
    real = row_module.evaluate_pairs

    def evaluate(doc, pairs, attack):
        clock[0] += len(pairs) / 1000
        return real(doc, pairs, attack)

    monkeypatch.setattr(row_module, "evaluate_pairs", evaluate)
    monkeypatch.setattr(row_module, "time", types.SimpleNamespace(perf_counter=lambda: clock[0]))
    doc = room("dnd35")
    spec = RowSpec("a", Attack("ranged"), all_targets=True)
    row = AttackRow()

    def stale_row() -> int:  # a new board revision: every pair again
        doc.board.obscure[9, 0] ^= 1
        doc.notify(Change("obscure", rect=(0, 9, 1, 10)))
        row.sync(doc, spec)
        return len(row.pending)

    total = stale_row()
    assert total == len(row.targets) > 3
    row.step(doc, None)  # a whole row, timed: total ms
    assert stale_row() == total
    assert len(row.step(doc, 0.9 * total)) == total and row.done
    stale_row()
    assert len(row.step(doc, 0.5 * total)) < total  # far over the slice: cut


# --- light: only the targets it lights or leaves ---------------------------------------------

def dark_room(ruleset: str, low_light: bool = False, darkvision: int = 0) -> Document:
    """`room` in darkness: the attacker's ally "g" carries a torch, a light
    stands in a corner."""
    doc = room(ruleset)
    doc.ambient = Ambient.DARK
    doc.tokens["a"] = replace(doc.tokens["a"], low_light=low_light, darkvision_ft=darkvision)
    doc.tokens["g"] = replace(doc.tokens["g"], light=LightRadii(10, 20))
    doc.lights["l"] = Light("l", 12, 1, LightRadii(5, 10))
    doc.notify(Change("all"))
    return doc


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    ruleset=st.sampled_from(["dnd35", "pf1e", "graded", "dnd4e"]),
    kind=st.sampled_from(["melee", "ranged", "area"]),
    senses=st.sampled_from([(False, 0), (True, 0), (False, 30)]),
    moves=st.lists(st.one_of(
        st.tuples(st.sampled_from("bcg"), st.integers(0, 12), st.integers(0, 8)),
        st.tuples(st.just("light"), st.integers(0, 13), st.integers(0, 9)),
        st.tuples(st.just("ambient"), st.sampled_from(list(Ambient)), st.just(0)),
    ), min_size=1, max_size=6),
)
def test_a_row_in_moving_light_equals_full_evaluation(ruleset, kind, senses, moves):
    doc = dark_room(ruleset, *senses)
    spec = RowSpec("a", Attack(kind, (5, 5) if kind == "area" else None), all_targets=True)
    row = AttackRow()
    settles_to_full(row, doc, spec)
    for what, x, y in moves:
        if what == "light":
            doc.lights["l"] = Light("l", x, y, LightRadii(5, 10))
            doc.notify(Change("lights"))
        elif what == "ambient":
            doc.ambient = x
            doc.notify(Change("all"))
        else:
            move_on_board(doc, what, x, y)
        settles_to_full(row, doc, spec, budget=random.choice([None, 0.5, 5.0]))


def test_a_moved_light_re_evaluates_only_the_targets_it_lights_or_leaves():
    doc = dark_room("dnd35")
    spec = RowSpec("a", Attack("ranged"), all_targets=True)
    row = AttackRow()
    settle(row, doc, spec)
    before = {t: r.concealment for t, r in row.results.items()}
    doc.lights["l"] = Light("l", 12, 2, LightRadii(5, 10))  # one square down, in the far corner
    doc.notify(Change("lights"))
    evaluated = settle(row, doc, spec)
    assert evaluated and evaluated <= {"c", "f"}  # what its rings reach; not "b", "d", "e", "g"
    assert row.results == full(doc, spec)
    doc.lights["l"] = Light("l", 12, 7, LightRadii(5, 10))  # next to "e": lit, seen
    doc.notify(Change("lights"))
    evaluated = settle(row, doc, spec)
    assert "e" in evaluated and "b" not in evaluated
    assert row.results["e"].concealment != before["e"] and row.results == full(doc, spec)


def test_a_torch_carried_by_the_attacker_re_evaluates_every_pair():
    doc = dark_room("pf1e")
    doc.tokens["a"] = replace(doc.tokens["a"], light=LightRadii(20, 40))
    doc.notify(Change("all"))
    spec = RowSpec("a", Attack("ranged"), all_targets=True)
    row = AttackRow()
    settle(row, doc, spec)
    MoveToken("a", 2, 1).apply(doc)
    assert settle(row, doc, spec) == set(row.results)
    assert row.results == full(doc, spec)


def test_an_area_attack_keeps_no_light_and_judges_every_pair_anew_when_it_changes():
    doc = dark_room("pf1e")
    spec = RowSpec("a", Attack("area", (5, 5)), all_targets=True)
    row = AttackRow()
    settle(row, doc, spec)
    assert row._light[1] is None  # not worked out at each step of a template's drag
    doc.lights["l"] = Light("l", 12, 2, LightRadii(5, 10))
    doc.notify(Change("lights"))
    assert settle(row, doc, spec) == set(row.results)
    assert row.results == full(doc, spec)
