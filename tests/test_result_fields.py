"""The rulesets make their results by position (a call by keyword costs
three times as much, for results made by the thousand): the fields' order
is pinned here, so that a field moved in `AttackResult` fails loudly rather
than shifting every value after it."""

from __future__ import annotations

from dataclasses import fields

from battlemap.core.model import Board, Document, Token
from battlemap.core.rules import Attack, AttackResult, evaluate, ruleset_ids

ORDER_THE_RULESETS_PASS = [
    "ruleset", "attacker", "target", "kind",
    "line_of_effect", "line_of_sight", "cover",
    "concealment", "miss_chance",
    "flanked", "flank_bonus", "combat_advantage",
    "ac_mod", "reflex_mod", "attack_mod",
    "can_attack", "can_aoo",
    "stealth", "coup_de_grace",
    "in_reach", "in_area",
    "lines", "chosen_corner", "chosen_cell",
    "flank_partners", "reasons", "fraction_source",
]


def test_result_fields_order():
    assert [f.name for f in fields(AttackResult)] == ORDER_THE_RULESETS_PASS


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
