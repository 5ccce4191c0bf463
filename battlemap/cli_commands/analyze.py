"""`battlemap analyze FILE`: cover, concealment and flanking, as a table or JSON."""

from __future__ import annotations

import argparse
import json
from typing import Any

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
    """--kind, --origin, --ruleset, --charge, --long-range (analyze, export)."""
    parser.add_argument("--kind", choices=KINDS, default="ranged",
                        help="the kind of attack (default: ranged)")
    parser.add_argument("--origin", metavar="X,Y",
                        help="grid point an area or close attack starts from")
    parser.add_argument("--ruleset", metavar="R",
                        help="evaluate with this ruleset instead of the document's")
    parser.add_argument("--charge", action="store_true", help="the attack is a charge")
    parser.add_argument("--long-range", action="store_true",
                        help="the attack is at long range (4e)")


def run(args: argparse.Namespace) -> int:
    try:
        results = analyze(args)
    except BattlemapError as exc:
        # Problems with the options are reported against the file they apply to.
        if exc.source is None:
            raise BattlemapError(exc.message, args.file) from None
        raise
    if args.json:
        print(json.dumps([r.to_dict() for r in results], indent=2, default=_json_default))
    else:
        print(format_table(results))
    return 0


def analyze(args: argparse.Namespace) -> list[Any]:
    from battlemap.core.rules import Attack, AttackKind, enemy_pairs, evaluate_pairs, get_ruleset

    kind = AttackKind(args.kind)
    origin = parse_origin(args.origin) if args.origin is not None else None
    is_area = kind in (AttackKind.AREA, AttackKind.CLOSE)
    if is_area and origin is None:
        article = "an" if kind is AttackKind.AREA else "a"
        raise BattlemapError(f"{article} {kind.value} attack needs --origin X,Y")
    if origin is not None and not is_area:
        raise BattlemapError(f"--origin is only for area and close attacks, not {kind.value}")
    doc = load_map(args.file)
    ruleset = args.ruleset or doc.ruleset
    get_ruleset(ruleset)  # checked even when there is nothing to evaluate
    for token_id in (args.attacker, args.target):
        if token_id is not None and token_id not in doc.tokens:
            known = ", ".join(doc.tokens) or "none"
            raise BattlemapError(f"there is no token {token_id!r} (tokens: {known})")
    if args.attacker is not None and args.target is not None:
        pairs = [(args.attacker, args.target)]
    else:
        pairs = [
            (a, t) for a, t in enemy_pairs(doc, args.attacker)
            if args.target is None or t == args.target
        ]
    attack = Attack(kind=kind, origin=origin, charge=args.charge, long_range=args.long_range)
    return evaluate_pairs(doc, pairs, attack, ruleset) if pairs else []


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
