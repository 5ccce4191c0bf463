"""The full result of one attack in words (RULES §6), for the hover tooltip
and the inspector's details: every field, each drawn line with what blocked
it, and the reasons the rules gave."""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QCoreApplication

from battlemap.core.messages import REASONS
from battlemap.core.model import Document, Solid
from battlemap.core.rules import AttackKind, AttackResult, BlockerKind, DrawnLine, get_ruleset
from battlemap.core.rules.area import same_side
from battlemap.core.rules.result import Blocker
from battlemap.render.badges import cover_name
from battlemap.ui.names import segment_kind_name
from battlemap.ui.plain_text import shown


def tr(text: str) -> str:
    return QCoreApplication.translate("RulesTooltip", text)


def signed(value: int) -> str:
    return f"+{value}" if value > 0 else f"\u2212{-value}" if value < 0 else "0"


def yes_no(value: bool) -> str:
    return tr("yes") if value else tr("no")


def concealment_name(value: str) -> str:
    return {"none": tr("None"), "concealment": tr("Concealment"),
            "total": tr("Total concealment")}.get(value, value)


def kind_name(kind: AttackKind | str) -> str:
    return {
        AttackKind.MELEE: tr("Melee"), AttackKind.RANGED: tr("Ranged"),
        AttackKind.AREA: tr("Area"), AttackKind.CLOSE: tr("Close"),
    }[AttackKind(kind)]


def token_label(doc: Document, token_id: str) -> str:
    token = doc.tokens.get(token_id)
    return shown(token.label if token is not None else token_id)


def reason_text(doc: Document, code: str, args: tuple[Any, ...]) -> str:
    """One reason, translated (context "Reasons"), token ids shown as names."""
    template = REASONS.get(code)
    if template is None:
        return code
    shown = tuple(token_label(doc, a) if isinstance(a, str) and a in doc.tokens else a
                  for a in args)
    try:
        return QCoreApplication.translate("Reasons", template).format(*shown)
    except (IndexError, ValueError, KeyError):
        return QCoreApplication.translate("Reasons", template)


def _point(p: tuple[float, float]) -> str:
    def num(v: float) -> str:
        return str(int(v)) if float(v).is_integer() else f"{v:.1f}"
    return f"({num(p[0])}, {num(p[1])})"


def blocker_text(doc: Document, blocker: Blocker | None) -> str:
    """"a wall square at (4, 2)", "a thin wall (door) #3", "Ogre"..."""
    if blocker is None:
        return tr("something")
    if blocker.kind is BlockerKind.CELL and blocker.cell is not None:
        x, y = blocker.cell
        solid = doc.board.solid_at(x, y) if doc.board.contains(x, y) else Solid.WALL
        what = tr("a low obstacle") if solid == Solid.LOW else tr("a wall square")
        return tr("%1 at (%2, %3)").replace("%1", what).replace("%2", str(x)).replace("%3", str(y))
    if blocker.kind is BlockerKind.SEGMENT and blocker.segment is not None:
        if 0 <= blocker.segment < len(doc.board.segments):
            kind = segment_kind_name(doc.board.segments[blocker.segment].kind)
        else:
            kind = tr("thin wall")
        return tr("a thin wall (%1) #%2").replace("%1", kind).replace("%2", str(blocker.segment + 1))
    if blocker.kind is BlockerKind.TOKEN and blocker.token is not None:
        return tr("the creature %1").replace("%1", token_label(doc, blocker.token))
    return tr("something")


def line_text(doc: Document, line: DrawnLine) -> str:
    ends = tr("%1 to %2").replace("%1", _point(line.start)).replace("%2", _point(line.end))
    if not line.blocked:
        return tr("%1: clear").replace("%1", ends)
    return tr("%1: blocked by %2").replace("%1", ends).replace("%2", blocker_text(doc, line.blocked_by))


def cover_text(result: AttackResult) -> str:
    text = cover_name(result.cover)
    parts = []
    if result.ruleset == "dnd4e":
        from battlemap.core.rules import dnd4e
        penalty = dnd4e.COVER_ATTACK.get(result.cover, 0)
        if penalty:
            parts.append(tr("attack %1").replace("%1", signed(penalty)))
    else:
        from battlemap.core.rules import corner_results, graded
        table = graded.COVER_BONUS if result.ruleset == "graded" else corner_results.AC_BY_COVER
        ac = table.get(result.cover, 0)
        if ac:
            parts.append(tr("AC %1").replace("%1", signed(ac)))
        if result.reflex_mod:
            parts.append(tr("Reflex %1").replace("%1", signed(result.reflex_mod)))
    return f"{text} ({', '.join(parts)})" if parts else text


def fields(doc: Document, result: AttackResult, fraction: bool = True) -> list[tuple[str, str]]:
    """(label, value) rows for every field of RULES §6."""
    is_4e = result.ruleset == "dnd4e"
    conceal = concealment_name(result.concealment)
    if result.miss_chance:
        conceal += " " + tr("(%1% miss chance)").replace("%1", str(result.miss_chance))
    elif is_4e and result.concealment != "none" and result.kind in (AttackKind.MELEE, AttackKind.RANGED):
        from battlemap.core.rules import dnd4e
        penalty = dnd4e.CONCEAL_ATTACK[1 if result.concealment == "concealment" else 2]
        conceal += " " + tr("(attack %1)").replace("%1", signed(penalty))
    flank = yes_no(result.flanked)
    if result.flanked:
        partners = ", ".join(token_label(doc, p) for p in result.flank_partners)
        bonus = f" {signed(result.flank_bonus)}" if result.flank_bonus else ""
        flank = tr("yes%1, with %2").replace("%1", bonus).replace("%2", partners)
    rows = [(tr("In reach"), yes_no(result.in_reach))] if result.kind == AttackKind.MELEE else []
    if result.in_area and same_side(doc, result.attacker, result.target):
        rows.append((tr("Friendly fire"), tr("an ally caught in the area")))
    rows += [
        (tr("Line of effect"), yes_no(result.line_of_effect)),
        (tr("Line of sight"), yes_no(result.line_of_sight)),
        (tr("Cover"), cover_text(result)),
    ]
    if fraction:
        rows.append((tr("Visible fraction"), f"{result.visible_fraction:.0%}"))
    rows += [
        (tr("Concealment"), conceal),
        (tr("Flanked"), flank),
    ]
    if is_4e:
        rows.append((tr("Combat advantage"), yes_no(result.combat_advantage)))
    rows += [
        (tr("Attack modifier"), signed(result.attack_mod)),
        (tr("AC modifier"), signed(result.ac_mod)),
        (tr("Reflex modifier"), signed(result.reflex_mod)),
        (tr("Can attack"), yes_no(result.can_attack)),
        (tr("Attack of opportunity"), yes_no(result.can_aoo)),
        (tr("Stealth possible"), yes_no(result.stealth)),
        (tr("Coup de grace"), yes_no(result.coup_de_grace)),
    ]
    return rows


def title_text(doc: Document, result: AttackResult) -> str:
    try:
        rules = get_ruleset(result.ruleset).name
    except Exception:  # an unknown ruleset id is shown as it is
        rules = result.ruleset
    return tr("%1 \u2192 %2 \u00b7 %3 attack \u00b7 %4").replace(
        "%1", token_label(doc, result.attacker)).replace("%2", token_label(doc, result.target)).replace(
        "%3", kind_name(result.kind)).replace("%4", rules)


def result_html(doc: Document, result: AttackResult, fraction: bool = True,
                stale: bool = False) -> str:
    """Rich text for a tooltip or the inspector: title, fields, lines, reasons."""
    e = html.escape
    out = [f"<b>{e(title_text(doc, result))}</b>"]
    if stale:
        updating = tr("Updating\u2026")
        out.append(f"<br><i>{e(updating)}</i>")
    out.append("<table cellspacing='0' cellpadding='1'>")
    for label, value in fields(doc, result, fraction):
        out.append(f"<tr><td>{e(label)}:&nbsp;</td><td><b>{e(value)}</b></td></tr>")
    out.append("</table>")
    if result.reasons:
        out.append(f"<b>{e(tr('Why'))}</b><ul style='margin:0'>")
        for code, args in result.reasons:
            out.append(f"<li>{e(reason_text(doc, code, tuple(args)))}</li>")
        out.append("</ul>")
    lines = [line for line in result.lines if line.role != "flank"]
    if lines:
        blocked = sum(1 for line in lines if line.blocked)
        head = tr("Lines (%1 of %2 blocked)").replace("%1", str(blocked)).replace("%2", str(len(lines)))
        out.append(f"<b>{e(head)}</b><ul style='margin:0'>")
        for line in lines:
            out.append(f"<li>{e(line_text(doc, line))}</li>")
        out.append("</ul>")
    return "".join(out)
