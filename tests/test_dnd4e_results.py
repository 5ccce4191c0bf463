"""4e's results, worked out column by column over a batch
(`Dnd4e.evaluate_all`), equal RULES §5 read pair by pair: the plain
statement below, one `if` per rule, on the same corner choices and sight.
Random battles, every attack kind, with conditions (combat advantage,
prone, restrained, invisible, helpless) and flanking."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from battlemap.core.rules import Attack, AttackKind, AttackResult
from battlemap.core.rules import common, dnd4e
from battlemap.core.rules.common import CONCEALMENT, NO_CONCEALMENT, TOTAL

from batch_oracle import assert_batch_is_plain, chosen
from strategies import attacks_for, battle_documents, flank_documents


def plain_result(rules, pair, attack: Attack) -> AttackResult:
    """RULES §5 for one pair, rule after rule."""
    reasons: list = []
    area = attack.is_area
    melee = attack.kind is AttackKind.MELEE
    ranged = attack.kind is AttackKind.RANGED
    origin = attack.origin if area else None
    attacker, target = pair.attacker, pair.target
    choice = chosen(pair.decisions[dnd4e._choice_key(attack)])
    fraction = common.pair_fractions([pair], origin)[0]
    loe, los = pair.line_of_effect_and_sight(origin)
    grade = dnd4e._adjacent_grade if pair.adjacent else dnd4e._grade
    square = common.least_obscured([pair], grade)[0]
    blind = common.always_total(pair)
    sight_level = TOTAL if blind or (loe and not los) else square
    can_see = not blind and square != TOTAL
    flanked, partners = dnd4e._flanking(pair)
    n_blocked = choice.grade
    if not loe:
        cover = "total"
        reasons.append(("cover.no_line_of_effect", ()))
    else:
        cover = "none" if n_blocked == 0 else "cover" if n_blocked <= 2 else "superior"
        if n_blocked:
            reasons.append(("cover.lines_blocked", (n_blocked,)))
    conceal = NO_CONCEALMENT if area else sight_level
    if conceal:
        reasons.append(("conceal.target_square", (CONCEALMENT[conceal],)))
    line_of_sight = los if area else los and conceal != TOTAL
    if flanked:
        reasons.append(("flank.pair", (partners[0],)))
    grants = bool(target.conditions & dnd4e.CA_CONDITIONS) or flanked
    grants |= melee and target.has("prone")
    grants |= attacker.has("invisible") and not target.see_invisible
    advantage = can_see and grants
    if advantage:
        reasons.append(("combat_advantage", ()))
    attack_mod = (2 if advantage else 0) - (2 if attacker.has("prone") else 0) \
        - (2 if attacker.has("restrained") else 0) + dnd4e.COVER_ATTACK[cover]
    if melee or ranged:
        attack_mod += dnd4e.CONCEAL_ATTACK[conceal]
    if attack.long_range and not area:
        attack_mod -= 2
    if attack.charge and melee:
        attack_mod += 1
    ac_mod = 2 if target.has("prone") and ranged and not pair.adjacent else 0
    return AttackResult(
        rules.id, attacker.id, target.id, attack.kind, loe, line_of_sight, cover,
        CONCEALMENT[conceal], 0, flanked, 0, advantage, ac_mod, 0, attack_mod,
        loe, loe and conceal != TOTAL, cover in ("superior", "total") or conceal == TOTAL,
        melee and pair.adjacent and target.is_helpless and loe,
        not melee or common.within_reach(rules, attacker, pair.a_space, pair.t_space), False,
        choice.lines, choice.corner, choice.cell, partners, tuple(reasons), fraction,
    )


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_columns_equal_the_rules_pair_by_pair(data):
    doc = data.draw(st.one_of(battle_documents(max_tokens=6), flank_documents()))
    attacks = [data.draw(attacks_for(doc.board)) for _ in range(2)] + [
        Attack("melee", charge=data.draw(st.booleans())), Attack("ranged", long_range=data.draw(st.booleans()))]
    assert_batch_is_plain(doc, attacks, "dnd4e", plain_result)
