"""`battlemap analyze FILE`: cover, concealment and flanking, as a table or JSON."""

from __future__ import annotations

import argparse
import json
from typing import Any

from battlemap.cli_commands.template_spec import EXAMPLES, parse_template
from battlemap.core.errors import BattlemapError
from battlemap.core.io.maps import load_map

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
    parser.add_argument("--template", metavar="SPEC",
                        help=f"an area template (RULES §7): {EXAMPLES}; needs --attacker")
    parser.add_argument("--ruleset", metavar="R",
                        help="evaluate with this ruleset instead of the document's")
    parser.add_argument("--charge", action="store_true", help="the attack is a charge")
    parser.add_argument("--long-range", action="store_true",
                        help="the attack is at long range (4e)")


def run(args: argparse.Namespace) -> int:
    try:
        results, area = analyze(args)
    except BattlemapError as exc:
        # Problems with the options are reported against the file they apply to.
        if exc.source is None:
            raise BattlemapError(exc.message, args.file) from None
        raise
    if args.json:
        print(json.dumps([r.to_dict() for r in results], indent=2, default=_json_default))
    else:
        if area is not None:
            print(format_area(area, args))
        print(format_table(results))
    return 0


def analyze(args: argparse.Namespace) -> tuple[list[Any], Any]:
    """The results, and with a template the area's outcome (core.rules.area)."""
    from battlemap.core.rules import enemy_pairs, evaluate_pairs, get_ruleset
    from battlemap.core.rules.area import evaluate_area

    attack_from_args(args)  # bad options before the file is read
    doc = load_map(args.file)
    ruleset = args.ruleset or doc.ruleset
    get_ruleset(ruleset)  # checked even when there is nothing to evaluate
    for token_id in (args.attacker, args.target):
        if token_id is not None and token_id not in doc.tokens:
            known = ", ".join(doc.tokens) or "none"
            raise BattlemapError(f"there is no token {token_id!r} (tokens: {known})")
    attack = attack_from_args(args, doc)
    if attack.template is not None:  # an area hits friend and foe alike
        try:
            area = evaluate_area(doc, args.attacker, attack, ruleset)
        except BattlemapError as exc:  # name the template and the ruleset it does not fit
            raise BattlemapError(f"the {attack.template.describe()} does not fit {ruleset} "
                                 f"here: {exc.message}", code=exc.code) from None
        results = [r for t, r in area.results.items() if args.target in (None, t)]
        return results, area
    if args.attacker is not None and args.target is not None:
        pairs = [(args.attacker, args.target)]
    else:
        pairs = [
            (a, t) for a, t in enemy_pairs(doc, args.attacker)
            if args.target is None or t == args.target
        ]
    return (evaluate_pairs(doc, pairs, attack, ruleset) if pairs else []), None


def format_area(area: Any, args: argparse.Namespace) -> str:
    """Who is in the area, with the cover and Reflex each gets against it."""
    lines = [f"{args.template} from {args.attacker}: {int(area.covered.sum())} squares covered"]
    caught = [f"{t} ({_against_area(area.results[t])})" for t in area.caught]
    lines.append("in the area: " + (", ".join(caught) if caught else "nobody"))
    if area.allies:
        lines.append("allies caught (friendly fire): " + ", ".join(area.allies))
    if area.spared:
        lines.append("spared (covered, no line of effect): " + ", ".join(area.spared))
    return "\n".join(lines) + "\n"


def attack_from_args(args: argparse.Namespace, doc=None, needs_origin: bool = True):
    """The Attack the options describe. Without the document only the options
    themselves are checked (a close template's default origin is left out).
    `needs_origin`: an area attack without --origin is an error (export
    without --attacker draws no attack, so it needs none)."""
    from battlemap.core.geometry.lattice import Space
    from battlemap.core.rules import Attack, AttackKind
    from battlemap.core.rules.templates import default_origin, template_kind

    template = parse_template(args.template) if args.template else None
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
