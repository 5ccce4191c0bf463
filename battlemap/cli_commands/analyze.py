"""`battlemap analyze FILE`: cover, concealment and flanking, as a table or JSON."""

from __future__ import annotations

import argparse
import json
from dataclasses import dataclass
from typing import Any

from battlemap.cli_commands.template_spec import EXAMPLES, parse_template
from battlemap.core.errors import BattlemapError
from battlemap.core.io.maps import load_map
from battlemap.core.model.template import PlacedTemplate, Template

HELP = "report cover, concealment and flanking for attacks on a document or case"
DESCRIPTION = (
    "Evaluate attacks on a .battlemap document (or a plain JSON document) or a rules "
    "case (.toml). Without --attacker and --target, every ordered pair of enemies is "
    "analysed; with one of them, every enemy pair it takes part in."
)
KINDS = ("melee", "ranged", "area", "close")

# Table columns: heading, how to show the result's value.
_COLUMNS: list[tuple[str, Any]] = [
    ("attacker", lambda r: r.attacker),
    ("target", lambda r: r.target),
    ("cover", lambda r: r.cover),
    ("AC", lambda r: _signed(r.ac_mod)),
    ("Reflex", lambda r: _signed(r.reflex_mod)),
    ("concealment", lambda r: r.concealment),
    ("miss %", lambda r: str(r.miss_chance)),
    ("flank", lambda r: _flank(r)),
    ("CA", lambda r: _yes(r.combat_advantage)),
    ("attack mod", lambda r: _signed(r.attack_mod)),
    ("in area", lambda r: _yes(r.in_area)),
    ("LoE", lambda r: _yes(r.line_of_effect)),
    ("LoS", lambda r: _yes(r.line_of_sight)),
    ("can attack", lambda r: _yes(r.can_attack)),
    ("reach", lambda r: _yes(r.in_reach)),
    ("AoO", lambda r: _yes(r.can_aoo)),
    ("stealth", lambda r: _yes(r.stealth)),
    ("CdG", lambda r: _yes(r.coup_de_grace)),
]
_TEXT_COLUMNS = {"attacker", "target", "cover", "concealment", "flank"}


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser("analyze", help=HELP, description=DESCRIPTION)
    parser.add_argument("file", metavar="FILE", help="a .battlemap document, a case .toml or a Universal VTT file")
    parser.add_argument("--attacker", metavar="ID", help="the attacking token's id")
    parser.add_argument("--target", metavar="ID", help="the target token's id")
    add_attack_arguments(parser)
    parser.add_argument("--json", action="store_true",
                        help="print a JSON list of results instead of a table")
    parser.set_defaults(func=run)


def add_attack_arguments(parser: argparse.ArgumentParser) -> None:
    """--kind, --origin, --template, --ruleset, --charge, --long-range (analyze, export)."""
    parser.add_argument("--kind", choices=KINDS,
                        help="the kind of attack (default: ranged, or the template's)")
    parser.add_argument("--origin", metavar="X,Y",
                        help="grid point an area or close attack starts from")
    parser.add_argument("--template", metavar="SPEC|NAME",
                        help=f"an area template (RULES §7): {EXAMPLES} (needs --attacker); "
                             "or the name of a template saved in the document, which brings "
                             "its origin and creature")
    parser.add_argument("--ruleset", metavar="R",
                        help="evaluate with this ruleset instead of the document's")
    parser.add_argument("--charge", action="store_true", help="the attack is a charge")
    parser.add_argument("--long-range", action="store_true",
                        help="the attack is at long range (4e)")


def run(args: argparse.Namespace) -> int:
    try:
        found = analyze(args)
    except BattlemapError as exc:
        # Problems with the options are reported against the file they apply to.
        if exc.source is None:
            raise BattlemapError(exc.message, args.file) from None
        raise
    if args.json:
        print(json.dumps([r.to_dict() for r in found.results], indent=2, default=_json_default))
    else:
        if found.area is not None:
            print(format_area(found.area, args, found.placed, found.attacker))
        print(format_table(found.results))
        if found.note:
            print("\n" + found.note)
    return 0


@dataclass(frozen=True)
class Analysis:
    results: list[Any]
    area: Any = None  # with a template, its outcome (core.rules.area.AreaOutcome)
    placed: PlacedTemplate | None = None  # the saved template --template named
    attacker: str | None = None  # --attacker, or the saved template's creature
    note: str = ""  # without a template, the templates the document saves


def analyze(args: argparse.Namespace) -> Analysis:
    """The results, and with a template the area's outcome (core.rules.area)."""
    from battlemap.core.rules import enemy_pairs, evaluate_pairs, get_ruleset
    from battlemap.core.rules.area import evaluate_area

    attack_from_args(args)  # bad options before the file is read
    doc = load_map(args.file)
    ruleset = args.ruleset or doc.ruleset
    get_ruleset(ruleset)  # checked even when there is nothing to evaluate
    placed = saved_template(args, doc)
    attacker = attacker_from_args(args, placed)
    if placed is not None and attacker not in doc.tokens and args.attacker is None:
        gone = BattlemapError(f"its creature {attacker!r} is not on the map", code="no_attacker")
        raise misfit_error(gone, placed.template, ruleset, placed)
    for token_id in (attacker, args.target):
        if token_id is not None and token_id not in doc.tokens:
            known = ", ".join(doc.tokens) or "none"
            raise BattlemapError(f"there is no token {token_id!r} (tokens: {known})")
    attack = attack_from_args(args, doc)
    if attack.template is not None:  # an area hits friend and foe alike
        try:
            area = evaluate_area(doc, attacker, attack, ruleset)
        except BattlemapError as exc:
            raise misfit_error(exc, attack.template, ruleset, placed) from None
        results = [r for t, r in area.results.items() if args.target in (None, t)]
        return Analysis(results, area, placed, attacker)
    if attacker is not None and args.target is not None:
        pairs = [(attacker, args.target)]
    else:
        pairs = [
            (a, t) for a, t in enemy_pairs(doc, attacker)
            if args.target is None or t == args.target
        ]
    results = evaluate_pairs(doc, pairs, attack, ruleset) if pairs else []
    return Analysis(results, attacker=attacker, note=saved_templates_note(doc, ruleset))


def saved_template(args: argparse.Namespace, doc) -> PlacedTemplate | None:
    """The document's template `--template` names, or None for a spec (or no
    --template). A value with no ':' is never a spec: if no saved template
    has that name, a one-line error lists the names saved."""
    text = args.template
    if text is None or doc is None:
        return None
    if text in doc.templates:
        return doc.templates[text]
    if ":" in text:
        return None
    saved = ", ".join(doc.templates)
    where = f"saved: {saved}" if saved else "the document saves none"
    raise BattlemapError(f"--template {text!r}: no template of that name is saved in the "
                         f"document ({where}); or write a template spec such as burst:20")


def attacker_from_args(args: argparse.Namespace, placed: PlacedTemplate | None) -> str | None:
    """--attacker, or the creature of the saved template (which --attacker overrides)."""
    if args.attacker is not None or placed is None:
        return args.attacker
    if placed.attacker is None:
        raise BattlemapError(f"the template {placed.name!r} belongs to no creature: "
                             "give --attacker ID")
    return placed.attacker


def misfit_error(problem: BattlemapError, template: Template, ruleset: str,
                 placed: PlacedTemplate | None = None) -> BattlemapError:
    """A template that cannot be placed, named with the ruleset it does not fit."""
    return BattlemapError(f"the {template_title(template, placed)} does not fit {ruleset} here: "
                          f"{problem.message}", code=problem.code)


def template_title(template: Template, placed: PlacedTemplate | None = None) -> str:
    """"burst 20 ft", or for a saved template "template 'Fireball' (burst 20 ft)"."""
    if placed is None:
        return template.describe()
    return f"template {placed.name!r} ({template.describe()})"


def saved_templates_note(doc, ruleset: str) -> str:
    """The templates saved in the document, each with its origin, creature and
    whether it fits `ruleset`: the hint printed when none was asked for."""
    from battlemap.core.rules.area import template_misfit

    if not doc.templates:
        return ""
    lines = ["saved templates (analyse one with --template NAME):"]
    for placed in doc.templates.values():
        ox, oy = placed.origin
        line = f"  {placed.name}: {placed.template.describe()} at {ox},{oy}"
        if placed.attacker is not None:
            line += f" by {placed.attacker}"
        problem = template_misfit(doc, placed, ruleset)
        if problem is not None:
            line += f" (inactive under {ruleset}: {problem.message})"
        lines.append(line)
    return "\n".join(lines)


def format_area(area: Any, args: argparse.Namespace, placed: PlacedTemplate | None = None,
                attacker: str | None = None) -> str:
    """Who is in the area, with the cover and Reflex each gets against it."""
    what = args.template
    if placed is not None:
        what = f"{placed.name} ({placed.template.describe()} at {placed.origin[0]},{placed.origin[1]})"
    who = attacker or args.attacker
    lines = [f"{what} from {who}: {int(area.covered.sum())} squares covered"]
    caught = [f"{t} ({_against_area(area.results[t])})" for t in area.caught]
    lines.append("in the area: " + (", ".join(caught) if caught else "nobody"))
    if area.allies:
        lines.append("allies caught (friendly fire): " + ", ".join(area.allies))
    if area.spared:
        lines.append("spared (covered, no line of effect): " + ", ".join(area.spared))
    return "\n".join(lines) + "\n"


def attack_from_args(args: argparse.Namespace, doc=None, needs_origin: bool = True):
    """The Attack the options describe. Without the document only the options
    themselves are checked (a close template's default origin is left out,
    and a --template that is not a spec may be a saved template's name).
    `needs_origin`: an area attack without --origin is an error (export
    without --attacker draws no attack, so it needs none)."""
    from battlemap.core.geometry.lattice import Space
    from battlemap.core.rules import Attack, AttackKind
    from battlemap.core.rules.templates import default_origin, template_kind

    placed = saved_template(args, doc)
    if placed is not None:
        return _saved_attack(args, placed)
    try:
        template = parse_template(args.template) if args.template else None
    except BattlemapError:
        if doc is not None:
            raise
        # perhaps a saved template's name: checked once the document is read
        return Attack(charge=args.charge, long_range=args.long_range)
    kind = AttackKind(args.kind) if args.kind else (
        template_kind(template) if template is not None else AttackKind.RANGED)
    origin = parse_origin(args.origin) if args.origin is not None else None
    is_area = kind in (AttackKind.AREA, AttackKind.CLOSE)
    if origin is not None and not is_area:
        raise BattlemapError(f"--origin is only for area and close attacks, not {kind.value}")
    if template is not None:
        if not is_area:
            raise BattlemapError(f"--template is only for area and close attacks, not {kind.value}")
        if args.attacker is None:
            raise BattlemapError("--template needs --attacker (the creature using the effect)")
        if origin is None and doc is not None:
            token = doc.tokens[args.attacker]
            origin = default_origin(template, Space.of(token.x, token.y, token.footprint))
        if origin is None and (doc is not None or not template.in_squares):
            raise BattlemapError(f"a {template.describe()} needs --origin X,Y")
    elif is_area and origin is None and needs_origin:
        article = "an" if kind is AttackKind.AREA else "a"
        raise BattlemapError(f"{article} {kind.value} attack needs --origin X,Y")
    return Attack(kind=kind, origin=origin, charge=args.charge, long_range=args.long_range,
                  template=template)


def _saved_attack(args: argparse.Namespace, placed: PlacedTemplate):
    """The attack of a template saved in the document: its own origin and
    kind (a 4e close burst or blast is a close attack, every other one area)."""
    from battlemap.core.rules import Attack, AttackKind
    from battlemap.core.rules.templates import template_kind

    kind = template_kind(placed.template)
    if args.kind is not None and AttackKind(args.kind) is not kind:
        article = "an" if kind is AttackKind.AREA else "a"
        raise BattlemapError(f"the template {placed.name!r} is {article} {kind.value} attack, "
                             f"not {args.kind}")
    if args.origin is not None:
        ox, oy = placed.origin
        raise BattlemapError(f"the template {placed.name!r} starts at {ox},{oy}: --origin "
                             "cannot move it (move it in the editor, or write a template spec)")
    return Attack(kind=kind, origin=placed.origin, charge=args.charge,
                  long_range=args.long_range, template=placed.template)


def parse_origin(text: str) -> tuple[int, int]:
    parts = text.split(",")
    try:
        if len(parts) != 2:
            raise ValueError
        return int(parts[0]), int(parts[1])
    except ValueError:
        raise BattlemapError(
            f"--origin {text!r} is not a grid point: write two whole numbers, X,Y"
        ) from None


def format_table(results: list[Any]) -> str:
    headings = [name for name, _ in _COLUMNS]
    rows = [[show(r) for _, show in _COLUMNS] for r in results]
    widths = [max(len(row[i]) for row in [headings, *rows]) for i in range(len(headings))]

    def line(cells: list[str]) -> str:
        out = [
            cell.ljust(w) if name in _TEXT_COLUMNS else cell.rjust(w)
            for cell, w, name in zip(cells, widths, headings)
        ]
        return "  ".join(out).rstrip()

    lines = [line(headings), "  ".join("-" * w for w in widths)]
    lines += [line(row) for row in rows]
    if not rows:
        lines.append("(no pairs of enemies to analyse)")
    return "\n".join(lines)


def _against_area(result: Any) -> str:
    """Cover and what it does against the effect: Reflex, or 4e's attack roll."""
    if result.ruleset == "dnd4e":
        return f"cover {result.cover}, attack {_signed(result.attack_mod)}"
    return f"cover {result.cover}, Reflex {_signed(result.reflex_mod)}"


def _signed(value: int) -> str:
    return f"{value:+d}" if value else "0"


def _yes(value: bool) -> str:
    return "yes" if value else "no"


def _flank(result: Any) -> str:
    if not result.flanked:
        return "no"
    return f"yes {_signed(result.flank_bonus)}" if result.flank_bonus else "yes"


def _json_default(value: Any) -> Any:
    if isinstance(value, (set, frozenset, tuple)):
        return sorted(value) if isinstance(value, (set, frozenset)) else list(value)
    return str(value)
