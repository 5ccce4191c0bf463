"""The corner systems' results, worked out column by column over a batch
(`corner_results`), equal the rules read pair by pair (RULES §3): the plain
statement below, one `if` per rule, on the same corner choices and sight.
Random battles in D&D 3.5, Pathfinder and Starfinder, every attack kind,
with conditions, improved cover and the partial-cover option."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from battlemap.core.geometry.context import engine_for
from battlemap.core.model import Size
from battlemap.core.rules import Attack, AttackKind, AttackResult, get_ruleset, ruleset_ids
from battlemap.core.rules import common, corner_results
from battlemap.core.rules.common import CONCEALED, CONCEALMENT, MISS_CHANCE, NO_CONCEALMENT, TOTAL
from battlemap.core.rules.corner_systems import _adjacent_melee_cover

from batch_oracle import assert_batch_is_plain, chosen, whole_space_in_fog
from strategies import attacks_for, battle_documents, flank_documents

CORNER_RULESETS = ("dnd35", "pf1e", "sf1e")
COVER_AC = {"none": 0, "soft": 4, "partial": 2, "cover": 4, "improved": 8, "total": 0}
COVER_REFLEX = {"none": 0, "soft": 0, "partial": 1, "cover": 2, "improved": 4, "total": 0}
HIDING_COVER = {"partial", "cover", "improved", "total"}


def plain_result(rules, pair, attack: Attack) -> AttackResult:
    """RULES §3 for one pair, rule after rule, from its corner choice (or
    its adjacent melee choice) and its line of effect and sight."""
    area = attack.is_area
    kind = attack.kind
    melee = kind is AttackKind.MELEE
    adjacent = pair.adjacent
    origin = attack.origin if area else None
    attacker, target = pair.attacker, pair.target
    fraction = common.pair_fractions([pair], origin, low_from_source=True)[0]
    decision = chosen(_adjacent_melee_cover(pair) if melee and adjacent else pair.decisions[("corner", origin)])
    loe, los = pair.line_of_effect_and_sight(origin)
    reasons: list = []
    cover = ("none", "soft", "cover")[decision.grade]
    if not loe:
        cover = "total"
        reasons.append(("cover.no_line_of_effect", ()))
    elif decision.grade == 2:
        if pair.options.get("partial_cover", False) and fraction() > 0.5:
            cover = "partial"
            reasons.append(("cover.partial", (round(fraction(), 3),)))
        elif target.improved_cover:
            cover = "improved"
            reasons.append(("cover.improved", ()))
    if decision.grade:
        reasons.append((("cover.creature", ()), ("cover.terrain", ()))[decision.grade - 1])
    conceal = NO_CONCEALMENT
    if not area:
        conceal = common.lighting_levels([pair])[0]
        if conceal:
            reasons.append(("conceal.lighting", (CONCEALMENT[conceal],)))
        if melee and adjacent:
            if whole_space_in_fog(pair):
                conceal = max(conceal, CONCEALED)
                reasons.append(("conceal.fog_around_target", ()))
        elif decision.fog:
            fog = CONCEALED if decision.fog == 1 or adjacent else TOTAL
            conceal = max(conceal, fog)
            reasons.append(("conceal.fog_on_line", (CONCEALMENT[fog],)))
        if (loe and not los) or common.always_total(pair):
            conceal = TOTAL
            reasons.append(("conceal.cannot_see", ()))
    line_of_sight = los if area else los and conceal != TOTAL
    flanked, partners = False, ()
    if melee and loe:
        flanked, partners = corner_results._flanking(rules, pair)
        if flanked:
            reasons.append(("flank.pair", (partners[0],)))
    flank_bonus = 2 if flanked else 0
    ac_mod = COVER_AC[cover] + (0 if area else common.condition_ac(target, melee))
    return AttackResult(
        rules.id, attacker.id, target.id, kind, loe, line_of_sight, cover,
        CONCEALMENT[conceal], MISS_CHANCE[conceal], flanked, flank_bonus, False,
        ac_mod, COVER_REFLEX[cover], flank_bonus - (4 if melee and attacker.has("prone") else 0),
        loe, loe and cover == "none" and conceal != TOTAL,
        cover in HIDING_COVER or conceal != NO_CONCEALMENT,
        loe and adjacent and not area and target.is_helpless,
        not melee or common.within_reach(rules, attacker, pair.a_space, pair.t_space), False,
        decision.lines, decision.corner, decision.cell, partners, tuple(reasons), fraction,
    )


@pytest.mark.parametrize("ruleset", CORNER_RULESETS)
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_columns_equal_the_rules_pair_by_pair(ruleset, data):
    doc = data.draw(st.one_of(battle_documents(max_tokens=6), flank_documents()))
    attacks = [data.draw(attacks_for(doc.board)) for _ in range(2)] + [Attack("melee"), Attack("ranged")]
    assert_batch_is_plain(doc, attacks, ruleset, plain_result)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(doc=battle_documents(max_tokens=6, sizes=tuple(Size)), ruleset=st.sampled_from(ruleset_ids()))
def test_pairs_made_at_once_measure_as_their_spaces(doc, ruleset):
    """`Engine.pairs` works out gaps and distances for a batch at once: as
    `Space.gap` and the ruleset's distance say, pair by pair."""
    ids = list(doc.tokens)
    rules = get_ruleset(ruleset)
    for pair in engine_for(doc).pairs([(a, t) for a in ids for t in ids if a != t], rules):
        assert pair.gap == pair.a_space.gap(pair.t_space)
        assert pair.distance == rules.distance(*pair.gap)
        assert pair.adjacent == pair.a_space.adjacent(pair.t_space)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(doc=battle_documents(max_tokens=6), ruleset=st.sampled_from(("dnd35", "dnd4e")),
       kind=st.sampled_from(("melee", "ranged")), data=st.data())
def test_choices_kept_from_earlier_batches_read_as_a_fresh_batch(doc, ruleset, kind, data):
    """A batch whose pairs chose in several earlier scans (one attacker's
    row first, then the rest: `common.choice_columns` reads each from its
    own scan) gives what one fresh batch gives."""
    from battlemap.core.geometry.context import Engine
    from battlemap.core.rules import evaluate_pairs

    ids = list(doc.tokens)
    pairs = [(a, t) for a in ids for t in ids if a != t]
    first = data.draw(st.sampled_from(ids))
    attack = Attack(kind)
    evaluate_pairs(doc, [p for p in pairs if p[0] == first], attack, ruleset)
    evaluate_pairs(doc, [p for p in pairs if p[1] == first], attack, ruleset)
    kept = evaluate_pairs(doc, pairs, attack, ruleset)
    fresh = evaluate_pairs(doc, pairs, attack, ruleset, engine=Engine(doc))
    assert kept == fresh
    assert [r.lines for r in kept] == [r.lines for r in fresh]


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(doc=battle_documents(max_tokens=6), ruleset=st.sampled_from(("dnd35", "dnd4e")),
       kind=st.sampled_from(("melee", "ranged")), data=st.data())
def test_lines_drawn_a_chunk_of_pairs_at_a_time_are_each_pairs_own(doc, ruleset, kind, data):
    """Scanned choices draw their lines a few pairs at a time (here 3), in
    whatever order the results are read: each pair gets the reference
    path's lines."""
    from unittest import mock

    from battlemap.core.geometry.context import Engine
    from battlemap.core.rules import evaluate_pairs

    ids = list(doc.tokens)
    pairs = [(a, t) for a in ids for t in ids if a != t]
    attack = Attack(kind)
    with mock.patch.object(common, "DRAWN_TOGETHER", 3):
        fast = evaluate_pairs(doc, pairs, attack, ruleset)
        order = data.draw(st.permutations(range(len(pairs))))
        drawn = {i: fast[i].lines for i in order}
    slow = evaluate_pairs(doc, pairs, attack, ruleset, engine=Engine(doc, reference=True))
    assert [drawn[i] for i in range(len(pairs))] == [r.lines for r in slow]
