"""A result's fields: the rulesets make a batch's results from its columns
(`AttackResult.from_columns`), by field name; a value in the wrong field
shows as a value of the wrong type."""

from __future__ import annotations

import numpy as np
import pytest

from battlemap.core.model import Board, Document, Token
from battlemap.core.rules import Attack, AttackKind, AttackResult, evaluate, ruleset_ids

REQUIRED = dict(
    ruleset="dnd35", kind=AttackKind.RANGED, line_of_sight=True, cover="none", concealment="none",
    miss_chance=0, flanked=False, flank_bonus=0, combat_advantage=False, ac_mod=0, reflex_mod=0,
    attack_mod=0, can_attack=True, can_aoo=True, stealth=False, coup_de_grace=False, in_reach=True,
)


def test_columns_hold_one_value_per_result_and_single_values_are_everyones():
    made = AttackResult.from_columns(
        2, attacker=["a", "b"], target=["t", "u"], line_of_effect=np.array([True, False]),
        chosen_corner=[(0.0, 1.0), None], **REQUIRED)
    assert [(r.attacker, r.target, r.line_of_effect, r.chosen_corner) for r in made] == [
        ("a", "t", True, (0.0, 1.0)), ("b", "u", False, None)]
    assert all(type(r.line_of_effect) is bool for r in made)  # arrays give Python values
    assert made[0].lines == () and made[1].in_area is False and made[0].visible_fraction == 1.0
    single = AttackResult(attacker="a", target="t", line_of_effect=True, **REQUIRED,
                          chosen_corner=(0.0, 1.0))
    assert single == made[0] and hash(single) == hash(made[0])


def test_a_missing_or_unknown_field_is_refused():
    with pytest.raises(TypeError, match="attacker"):
        AttackResult.from_columns(1, target=["t"], line_of_effect=[True], **REQUIRED)
    with pytest.raises(TypeError, match="cover_kind"):
        AttackResult.from_columns(1, attacker=["a"], target=["t"], line_of_effect=[True], cover_kind=1,
                                  **REQUIRED)


def test_how_the_fraction_is_worked_out_is_not_part_of_the_reading():
    [worked_out] = AttackResult.from_columns(1, attacker=["a"], target=["t"], line_of_effect=True,
                                             fraction_source=[lambda: 0.4999999], **REQUIRED)
    known = worked_out.replace(fraction_source=0.5)
    assert worked_out.visible_fraction == 0.5 and worked_out == known and hash(worked_out) == hash(known)
    assert worked_out != known.replace(in_area=True) and "fraction_source" not in repr(worked_out)
    assert AttackResult.with_column([worked_out], "in_area", [True]) == [known.replace(in_area=True)]


def test_every_ruleset_fills_each_field_with_its_kind_of_value():
    """A value passed in the wrong place shows as a value of the wrong type."""
    doc = Document(board=Board(6, 4))
    doc.tokens["a"] = Token(id="a", x=0, y=0, name="a", faction="party")
    doc.tokens["b"] = Token(id="b", x=1, y=0, name="b", faction="foes")
    for ruleset in ruleset_ids():
        for kind in ("ranged", "melee"):
            r = evaluate(doc, "a", "b", Attack(kind), ruleset)
            assert (r.ruleset, r.attacker, r.target, r.kind.value) == (ruleset, "a", "b", kind)
            for name in ("line_of_effect", "line_of_sight", "flanked", "combat_advantage",
                         "can_attack", "can_aoo", "stealth", "coup_de_grace", "in_reach", "in_area"):
                assert isinstance(getattr(r, name), bool), (ruleset, name)
            for name in ("miss_chance", "flank_bonus", "ac_mod", "reflex_mod", "attack_mod"):
                value = getattr(r, name)
                assert isinstance(value, int) and not isinstance(value, bool), (ruleset, name)
            assert isinstance(r.cover, str) and isinstance(r.concealment, str)
            assert all(line.start and line.end for line in r.lines)
            assert r.chosen_corner is None or len(r.chosen_corner) == 2
            assert isinstance(r.flank_partners, tuple) and isinstance(r.reasons, tuple)
            assert 0.0 <= r.visible_fraction <= 1.0
