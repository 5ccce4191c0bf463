"""The graded variant's results, worked out column by column over a batch
(`Graded.evaluate_all`), equal RULES §4 read pair by pair: the plain
statement below, one `if` per rule, on each pair's own centre line and
sight. Random battles, every attack kind (area counts included), with
conditions and stacking flanking."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from battlemap.core.geometry.kernel import COVER, EFFECT
from battlemap.core.geometry.lattice import free_point
from battlemap.core.geometry.line_facts import LineFacts, PairColumns
from battlemap.core.model import Obscure, Solid
from battlemap.core.rules import Attack, AttackKind, AttackResult, graded
from battlemap.core.rules import common
from battlemap.core.rules.common import CONCEALED, CONCEALMENT, MISS_CHANCE, NO_CONCEALMENT, TOTAL

from batch_oracle import assert_batch_is_plain, fog_cells, sees_in_darkness, whole_space_in_fog
from strategies import attacks_for, battle_documents, flank_documents


def centre_line(pair, origin) -> LineFacts:
    """The pair's own centre line alone, traced with every barrier it crosses."""
    src = origin if origin is not None else pair.a_space.centre
    start, end = free_point(*src), free_point(*pair.t_space.centre)
    return LineFacts.compute(pair.geometry, pair.tokens, start[:, :2], end[:, :2],
                             PairColumns.single(pair, start[:, 2:], end[:, 2:], origin), full=True)


def area_count(pair, facts) -> int:
    """Cells on the centre line with an object, another creature or
    vision-blocking terrain, plus each thin wall crossed, each once."""
    board = pair.geometry.board
    rows = facts.cells_any
    counted = {(x, y) for x, y, occupant in zip(rows.x.tolist(), rows.y.tolist(), rows.ref.tolist())
               if board.solid[y, x] != Solid.EMPTY or occupant >= 0 or board.obscure[y, x] in graded.VISION_BLOCKING}
    b = facts.barrier
    cells = pair.geometry.barriers.cells
    pieces = {e for e, nets in zip(b.elem.tolist(), b.nets.tolist()) if e >= cells and nets & (COVER | EFFECT)}
    return len(counted) + len(pieces)


def concealing_cell_on_line(pair, facts) -> bool:
    levels = {level for level in facts.obscured.ref.tolist()}
    dark_ok = sees_in_darkness(pair)
    return bool(levels & {Obscure.FOG, Obscure.HEAVY_FOG}) \
        or (Obscure.DARKNESS in levels and not dark_ok) \
        or (Obscure.DIM in levels and not (dark_ok or pair.attacker.low_light)) \
        or fog_cells(pair) > 0


def plain_result(rules, pair, attack: Attack) -> AttackResult:
    """RULES §4 for one pair, rule after rule."""
    area = attack.is_area
    melee = attack.kind is AttackKind.MELEE
    origin = attack.origin if area else None
    attacker, target = pair.attacker, pair.target
    fraction = common.pair_fractions([pair], origin)[0]
    facts = centre_line(pair, origin)
    terrain = facts.terrain(None, None)
    if area:
        degree = min(3, area_count(pair, facts))
    elif terrain.blocked[0]:
        degree = 2
    else:
        sizes = [pair.tokens.tokens[i].size.order for i in facts.creatures.ref.tolist()]
        biggest = max(sizes, default=None)
        order = target.size.order
        degree = 0 if biggest is None else 1 + (biggest > order) - (biggest < order)
    loe, los = pair.line_of_effect_and_sight(origin)
    cover = graded.DEGREES[degree] if loe else "total"
    reasons = [("cover.centre_line", (cover,))]
    conceal = NO_CONCEALMENT
    if not area:
        conceal = common.lighting_levels([pair])[0]
        if melee and pair.adjacent:
            if whole_space_in_fog(pair):
                conceal = max(conceal, CONCEALED)
        elif concealing_cell_on_line(pair, facts):
            conceal = max(conceal, CONCEALED)
        if common.always_total(pair) or not los:
            conceal = TOTAL
        if conceal:
            reasons.append(("conceal.graded", (CONCEALMENT[conceal],)))
    line_of_sight = los if area else los and conceal != TOTAL
    bonus, partners = 0, ()
    if melee and loe and cover == "none":
        bonus, partners = graded._flanking(rules, pair)
        if bonus:
            reasons.append(("flank.pairs", (bonus,)))
    return AttackResult(
        rules.id, attacker.id, target.id, attack.kind, loe, line_of_sight, cover,
        CONCEALMENT[conceal], MISS_CHANCE[conceal], bonus > 0, bonus, False,
        graded.COVER_BONUS[cover] + (0 if area else common.condition_ac(target, melee)),
        graded.COVER_BONUS[cover], bonus - (4 if melee and attacker.has("prone") else 0),
        loe, loe and cover == "none" and conceal != TOTAL,
        cover in graded.HIDING_COVER or conceal != NO_CONCEALMENT,
        melee and pair.adjacent and target.is_helpless and loe,
        not melee or common.within_reach(rules, attacker, pair.a_space, pair.t_space), False,
        common.drawn_lines(facts, [0], lambda: [terrain, facts.creature_blocks()], role="centre"),
        facts.endpoints(0)[0], None, partners, tuple(reasons), fraction,
    )


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_columns_equal_the_rules_pair_by_pair(data):
    doc = data.draw(st.one_of(battle_documents(max_tokens=6), flank_documents()))
    attacks = [data.draw(attacks_for(doc.board)) for _ in range(2)] + [
        Attack("melee"), Attack("ranged"), Attack("area", (data.draw(st.integers(0, doc.board.width)),
                                                           data.draw(st.integers(0, doc.board.height))))]
    assert_batch_is_plain(doc, attacks, "graded", plain_result)
