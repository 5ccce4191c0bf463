"""The rules-case format (shared/rules/cases/FORMAT.md): read and check cases.

A case is a small board drawn as text, token properties, and attacks with the
result fields RULES.md requires. `load_case` turns a file into a `RulesCase`
(a Document plus the attacks); `check_case` runs the engine and lists the
fields that differ.
"""

from __future__ import annotations

import math
import os
import tomllib
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from battlemap.core.errors import BattlemapError
from battlemap.core.geometry.clip import wall_box
from battlemap.core.io.bounded_read import read_file_bytes
from battlemap.core.io.document_format import FieldReader, describe
from battlemap.core.io.light_format import read_ambient, read_case_lights
from battlemap.core.model import MAX_SIDE, Ambient, Board, Document, Token
from battlemap.core.model.terrain import OBSCURE_CHARS, SOLID_CHARS
from battlemap.core.model.template import Template
from battlemap.core.model.token import CONDITIONS, Size
from battlemap.core.rules.result import RESULT_FIELDS, Attack, AttackKind, AttackResult

CASE_SUFFIX = ".toml"
FRACTION_TOLERANCE = 0.01  # visible_fraction is compared within this (FORMAT.md)
FOOTPRINTS = (1, 2, 3, 4, 6)  # n of an n x n token block

_TOP_KEYS = frozenset(
    {"ruleset", "title", "source", "options", "map", "obscure", "segments", "tokens", "attack",
     "ambient", "lights"}
)
_TOKEN_KEYS = frozenset(
    {"name", "size", "faction", "reach_ft", "conditions", "darkvision_ft", "low_light",
     "see_invisible", "improved_cover", "hidden"}
)
_ATTACK_KEYS = frozenset(
    {"attacker", "target", "kind", "origin", "charge", "long_range", "template", "covered",
     "expect"}
)


@dataclass(frozen=True)
class CaseAttack:
    attacker: str
    target: str
    attack: Attack
    expect: dict[str, Any]  # result field -> expected value
    covered: np.ndarray | None = None  # RULES §7: the template's squares, checked exactly


@dataclass
class RulesCase:
    path: Path
    title: str
    source: str
    ruleset: str
    document: Document
    attacks: list[CaseAttack]


@dataclass(frozen=True)
class Failure:
    """One expected field that the engine got wrong. `attack_index` counts
    from 1, as in the file and in messages."""

    path: Path
    attack_index: int
    attacker: str
    target: str
    field: str
    expected: Any
    got: Any

    def __str__(self) -> str:
        return (
            f"{self.path}: attack {self.attack_index} ({self.attacker}->{self.target}): "
            f"{self.field}: expected {_show(self.expected)}, got {_show(self.got)}"
        )


# --------------------------------------------------------------------------
# Loading

def load_cases(paths: Iterable[str | os.PathLike[str]]) -> list[RulesCase]:
    """Read case files; a folder stands for its `*.toml` files, sorted by name."""
    cases = []
    for entry in paths:
        path = Path(entry)
        if path.is_dir():
            cases.extend(load_case(p) for p in sorted(path.glob(f"*{CASE_SUFFIX}")))
        else:
            cases.append(load_case(path))
    return cases


def load_case(path: str | os.PathLike[str]) -> RulesCase:
    path = Path(path)
    data = read_file_bytes(path, missing="no such file or folder")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise BattlemapError("is not UTF-8 text", str(path)) from None
    return parse_case(text, path)


def parse_case(text: str, path: str | os.PathLike[str] = "<case>") -> RulesCase:
    """A case from the text of a case file; `path` names it in messages."""
    path = Path(path)
    r = FieldReader(str(path))
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise BattlemapError(f"is not valid TOML: {exc}", str(path)) from None
    except RecursionError:
        raise BattlemapError("is not valid TOML: it is nested too deeply", str(path)) from None
    except ValueError as exc:  # e.g. an integer of thousands of digits
        raise BattlemapError(f"is not valid TOML: {exc}", str(path)) from None
    r.table(data, "", _TOP_KEYS, ("ruleset", "map"))
    ruleset = r.ruleset(data["ruleset"], "ruleset")
    title = r.str_(data.get("title", path.stem), "title")
    source = r.str_(data.get("source", ""), "source")
    options = dict(r.plain(r.table(data.get("options", {}), "options"), "options"))

    cells = _grid(data["map"], "map", r)
    height, width = len(cells), len(cells[0])
    solid = np.zeros((height, width), np.uint8)
    blocks: dict[str, list[tuple[int, int]]] = {}  # letter -> cells, in reading order
    for y, row in enumerate(cells):
        for x, ch in enumerate(row):
            if ch in SOLID_CHARS:
                solid[y, x] = SOLID_CHARS[ch]
            elif ch.isascii() and ch.isalpha():
                blocks.setdefault(ch, []).append((x, y))
            else:
                r.fail("map", f"unknown character {ch!r} at cell ({x}, {y}); use "
                              f"{' '.join(SOLID_CHARS)} or a letter")
    obscure = np.zeros((height, width), np.uint8)
    if "obscure" in data:
        rows = _grid(data["obscure"], "obscure", r)
        if (len(rows), len(rows[0])) != (height, width):
            r.fail("obscure", f"is {len(rows[0])}x{len(rows)} cells; the map is "
                              f"{width}x{height}")
        for y, row in enumerate(rows):
            for x, ch in enumerate(row):
                if ch not in OBSCURE_CHARS:
                    r.fail("obscure", f"unknown character {ch!r} at cell ({x}, {y}); use "
                                      f"{' '.join(OBSCURE_CHARS)}")
                obscure[y, x] = OBSCURE_CHARS[ch]

    box = wall_box(width, height)
    segments = [
        segment
        for i, item in enumerate(r.list_(data.get("segments", []), "segments"))
        for segment in r.segments(item, f"segments[{i}]", box)
    ]
    board = Board(width, height, solid, obscure, segments)
    props = r.table(data.get("tokens", {}), "tokens")
    for letter in props:
        if letter not in blocks:
            r.fail(f"tokens.{letter}", f"there is no token {letter!r} on the map")
    tokens = {
        letter: _token(letter, where, props.get(letter, {}), r)
        for letter, where in blocks.items()
    }
    ambient = read_ambient(data["ambient"], r) if "ambient" in data else Ambient.BRIGHT
    lights = read_case_lights(data.get("lights", []), board, tokens, r)
    document = Document(
        board=board, tokens=tokens, ruleset=ruleset, options=options,
        metadata={"title": title, "source": source} if source else {"title": title},
        ambient=ambient, lights=lights,
    )
    raw_attacks = r.list_(data.get("attack", []), "attack")
    if not raw_attacks:
        r.fail("", "the case has no [[attack]]")
    attacks = [_attack(item, i, document, r) for i, item in enumerate(raw_attacks, 1)]
    return RulesCase(path, title, source, ruleset, document, attacks)


def _grid(value: Any, where: str, r: FieldReader) -> list[str]:
    """Rows of cells: one per line, whitespace ignored, blank edge lines dropped."""
    text = r.str_(value, where)
    rows = ["".join(line.split()) for line in text.splitlines()]
    while rows and not rows[0]:
        rows.pop(0)
    while rows and not rows[-1]:
        rows.pop()
    if not rows:
        r.fail(where, "is empty")
    for y, row in enumerate(rows):
        if len(row) != len(rows[0]):
            r.fail(where, f"row {y} has {len(row)} cells but row 0 has {len(rows[0])}; "
                          f"every row must have the same number")
    if len(rows) > MAX_SIDE or len(rows[0]) > MAX_SIDE:
        r.fail(where, f"is larger than {MAX_SIDE}x{MAX_SIDE} cells")
    return rows


def _token(letter: str, cells: list[tuple[int, int]], props: Any, r: FieldReader) -> Token:
    where = f"tokens.{letter}"
    xs = [x for x, _ in cells]
    ys = [y for _, y in cells]
    x0, y0 = min(xs), min(ys)
    n = max(xs) - x0 + 1
    square = max(ys) - y0 + 1 == n and len(cells) == n * n
    if not square or n not in FOOTPRINTS:
        r.fail("map", f"the cells of token {letter!r} do not form one square block "
                      f"(1x1, 2x2, 3x3, 4x4 or 6x6)")
    obj = r.table(props, where, _TOKEN_KEYS)
    if "size" in obj:
        size = Size(r.choice(obj["size"], f"{where}.size", [s.value for s in Size], "a size"))
        if size.footprint != n:
            r.fail(f"{where}.size", f"a {size.value} token takes {size.footprint}x"
                                    f"{size.footprint} squares but {letter!r} covers {n}x{n}")
    else:
        size = Size.for_footprint(n)
    reach = obj.get("reach_ft")
    conditions = r.list_(obj.get("conditions", []), f"{where}.conditions")
    for i, condition in enumerate(conditions):
        # A typo would silently change the case, so only known conditions.
        r.choice(condition, f"{where}.conditions[{i}]", CONDITIONS, "a known condition")
    return Token(
        id=letter,
        x=x0,
        y=y0,
        name=r.str_(obj.get("name", letter), f"{where}.name"),
        size=size,
        faction=r.str_(obj.get("faction", "pc" if letter.isupper() else "foe"),
                       f"{where}.faction", nonempty=True),
        reach_ft=None if reach is None else r.int_(reach, f"{where}.reach_ft", 0),
        conditions=frozenset(conditions),
        darkvision_ft=r.int_(obj.get("darkvision_ft", 0), f"{where}.darkvision_ft", 0),
        low_light=r.bool_(obj.get("low_light", False), f"{where}.low_light"),
        see_invisible=r.bool_(obj.get("see_invisible", False), f"{where}.see_invisible"),
        improved_cover=r.bool_(obj.get("improved_cover", False), f"{where}.improved_cover"),
        hidden=r.bool_(obj.get("hidden", False), f"{where}.hidden"),
    )


def _attack(value: Any, number: int, doc: Document, r: FieldReader) -> CaseAttack:
    where = f"attack {number}"
    obj = r.table(value, where, _ATTACK_KEYS, ("attacker", "target", "kind"))
    ids = ", ".join(doc.tokens) or "none"
    for role in ("attacker", "target"):
        token_id = r.str_(obj[role], f"{where}, {role}")
        if token_id not in doc.tokens:
            r.fail(f"{where}, {role}", f"there is no token {token_id!r} on the map "
                                       f"(tokens: {ids})")
    if obj["attacker"] == obj["target"]:
        r.fail(where, "the attacker and the target are the same token")
    kind = AttackKind(r.choice(obj["kind"], f"{where}, kind", [k.value for k in AttackKind],
                               "an attack kind"))
    origin = None
    if "origin" in obj:
        if kind not in (AttackKind.AREA, AttackKind.CLOSE):
            r.fail(f"{where}, origin", f"only area and close attacks have an origin, "
                                       f"not {kind.value} ones")
        point = obj["origin"]
        if not isinstance(point, list) or len(point) != 2:
            r.fail(f"{where}, origin", f"must be a grid point [x, y], not {describe(point)}")
        ox = r.int_(point[0], f"{where}, origin", 0, doc.board.width)
        oy = r.int_(point[1], f"{where}, origin", 0, doc.board.height)
        origin = (ox, oy)
    elif kind in (AttackKind.AREA, AttackKind.CLOSE):
        article = "an" if kind is AttackKind.AREA else "a"
        r.fail(where, f"{article} {kind.value} attack needs an origin = [x, y]")
    template = _template(obj, kind, origin, doc, where, r)
    attack = Attack(
        kind=kind,
        origin=origin,
        charge=r.bool_(obj.get("charge", False), f"{where}, charge"),
        long_range=r.bool_(obj.get("long_range", False), f"{where}, long_range"),
        template=template,
    )
    covered = None
    if "covered" in obj:
        if template is None:
            r.fail(f"{where}, covered", "needs a template")
        rows = _grid(obj["covered"], f"{where}, covered", r)
        if (len(rows), len(rows[0])) != (doc.board.height, doc.board.width):
            r.fail(f"{where}, covered", f"is {len(rows[0])}x{len(rows)} cells; the map is "
                                        f"{doc.board.width}x{doc.board.height}")
        bad = {ch for row in rows for ch in row} - {"X", "."}
        if bad:
            r.fail(f"{where}, covered", f"unknown character {sorted(bad)[0]!r}; use X or .")
        covered = np.array([[ch == "X" for ch in row] for row in rows], bool)
    expect = dict(r.table(obj.get("expect", {}), f"{where}, expect"))
    for name, expected in expect.items():
        fwhere = f"{where}, expect.{name}"
        if name not in RESULT_FIELDS:
            r.fail(fwhere, f"unknown result field (known: {', '.join(RESULT_FIELDS)})")
        _check_type(expected, _FIELD_TYPES[name], fwhere, r)
    return CaseAttack(obj["attacker"], obj["target"], attack, expect, covered)


def _template(obj: dict, kind: AttackKind, origin, doc: Document, where: str,
              r: FieldReader) -> Template | None:
    """The attack's template (RULES §7), checked against the board, the
    ruleset and the attacker: a bad one is a one-line error."""
    if "template" not in obj:
        return None
    from battlemap.core.geometry.lattice import Space
    from battlemap.core.rules import get_ruleset
    from battlemap.core.rules.templates import check_placement

    if kind not in (AttackKind.AREA, AttackKind.CLOSE):
        r.fail(f"{where}, template", f"only area and close attacks have a template, not {kind.value} ones")
    try:
        template = Template.from_dict(obj["template"])
        attacker = doc.tokens[obj["attacker"]]
        check_placement(template, origin, kind, doc.board, get_ruleset(doc.ruleset),
                        Space.of(attacker.x, attacker.y, attacker.footprint))
    except BattlemapError as exc:
        r.fail(f"{where}, template", exc.message)
    return template


_FIELD_TYPES: dict[str, Any] = {name: AttackResult.FIELD_TYPES[name] for name in RESULT_FIELDS}


def _check_type(value: Any, kind: Any, where: str, r: FieldReader) -> None:
    if kind is bool:
        r.bool_(value, where)
    elif kind is int:
        r.int_(value, where)
    elif kind is float:
        r.num(value, where)
    elif kind is str:
        r.str_(value, where)


# --------------------------------------------------------------------------
# Checking

def check_case(case: RulesCase) -> list[Failure]:
    """Evaluate every attack of `case` and list each expected field that differs."""
    from battlemap.core.rules import evaluate  # lazy: the engine may import io

    failures = []
    for number, item in enumerate(case.attacks, 1):
        try:
            result = evaluate(case.document, item.attacker, item.target, item.attack,
                              ruleset=case.ruleset)
        except BattlemapError as exc:
            raise BattlemapError(
                f"attack {number} ({item.attacker}->{item.target}): {exc.message}",
                str(case.path),
            ) from None
        if item.covered is not None:
            failures.extend(_check_covered(case, number, item))
        for name, expected in item.expect.items():
            got = result.field_value(name)
            if not _matches(name, expected, got):
                failures.append(
                    Failure(case.path, number, item.attacker, item.target, name, expected, got)
                )
    return failures


def _check_covered(case: RulesCase, number: int, item: CaseAttack) -> list[Failure]:
    """The template's squares, exactly (FORMAT.md `covered`)."""
    from battlemap.core.rules import get_ruleset
    from battlemap.core.rules.templates import covered_cells
    from battlemap.core.geometry.lattice import Space

    doc, attack = case.document, item.attack
    attacker = doc.tokens[item.attacker]
    got = covered_cells(attack.template, attack.origin, doc.board, get_ruleset(case.ruleset),
                        Space.of(attacker.x, attacker.y, attacker.footprint), attack.kind)
    if np.array_equal(got, item.covered):
        return []
    missing = [(int(x), int(y)) for y, x in np.argwhere(item.covered & ~got)]
    extra = [(int(x), int(y)) for y, x in np.argwhere(got & ~item.covered)]
    return [Failure(case.path, number, item.attacker, item.target, "covered",
                    f"{int(item.covered.sum())} squares",
                    f"{int(got.sum())} squares (missing {missing}, extra {extra})")]


def count_checks(case: RulesCase) -> int:
    """The number of checks `check_case` makes: expected fields and covered maps."""
    return sum(len(item.expect) + (item.covered is not None) for item in case.attacks)


def _matches(name: str, expected: Any, got: Any) -> bool:
    if name == "visible_fraction":
        return (
            isinstance(got, (int, float)) and not isinstance(got, bool)
            and math.isfinite(got) and abs(got - expected) <= FRACTION_TOLERANCE + 1e-9
        )
    # 1 == True in Python; a bool field must not match a number.
    return got == expected and isinstance(got, bool) == isinstance(expected, bool)


def _show(value: Any) -> str:
    """A value as the case file writes it."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return f'"{value}"'
    return repr(value)
