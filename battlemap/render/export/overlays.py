"""What the overlays of an export show: the results, the judged template, the caption."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from battlemap.core.errors import BattlemapError
from battlemap.core.model import Document, PlacedTemplate
from battlemap.core.rules.result import AttackKind, AttackResult
from battlemap.render.export.options import ExportOptions


def overlay_results(doc: Document, options: ExportOptions) -> list[AttackResult]:
    """The results the overlays show: `options.results`, or the attacker
    against each of its enemies (or the given targets)."""
    if not options.overlays:
        return []
    if options.results is not None:
        return list(options.results)
    if options.attacker is None:
        return []
    from battlemap.core.rules import enemy_pairs, evaluate_pairs, get_ruleset

    ruleset = options.ruleset or doc.ruleset
    get_ruleset(ruleset)
    known = ", ".join(doc.tokens) or "none"
    if options.attacker not in doc.tokens:
        raise BattlemapError(f"there is no token {options.attacker!r} (tokens: {known})")
    if options.targets is not None:
        for target in options.targets:
            if target not in doc.tokens:
                raise BattlemapError(f"there is no token {target!r} (tokens: {known})")
        pairs = [(options.attacker, t) for t in options.targets if t != options.attacker]
    elif options.attack.template is not None:  # an area hits friend and foe alike
        pairs = [(options.attacker, t) for t in doc.tokens if t != options.attacker]
    else:
        pairs = enemy_pairs(doc, options.attacker)
    results = evaluate_pairs(doc, pairs, options.attack, ruleset) if pairs else []
    if options.attack.template is not None:  # only the creatures in the area (RULES §7)
        results = [r for r in results if r.in_area]
    return results


def judged_template(options: ExportOptions) -> PlacedTemplate | None:
    """The template of the exported attack (`--template`), placed for its attacker."""
    attack = options.attack
    if not options.overlays or attack.template is None or options.attacker is None:
        return None
    return PlacedTemplate(attack.template.describe(), attack.template, attack.origin, options.attacker)


def overlay_caption(doc: Document, options: ExportOptions, results: Sequence[AttackResult]) -> str:
    """"Ranged attack by Aria · dnd35": what the overlays show, for the legend."""
    if not results:
        return ""
    attackers = list(dict.fromkeys(r.attacker for r in results))
    names = ", ".join(doc.tokens[a].label if a in doc.tokens else a for a in attackers)
    kind = results[0].kind
    kinds = {
        AttackKind.MELEE: QCoreApplication.translate("Legend", "Melee attack by %1"),
        AttackKind.RANGED: QCoreApplication.translate("Legend", "Ranged attack by %1"),
        AttackKind.AREA: QCoreApplication.translate("Legend", "Area attack by %1"),
        AttackKind.CLOSE: QCoreApplication.translate("Legend", "Close attack by %1"),
    }
    text = kinds[AttackKind(kind)].replace("%1", names)
    if options.attack.template is not None:
        text += f" \u00b7 {options.attack.template.describe()}"
    return f"{text} \u00b7 {results[0].ruleset}"
