"""The rules-case reader: parsing, every kind of error, and the comparison."""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from battlemap.core.errors import BattlemapError
from battlemap.core.io.case_format import (
    CaseAttack, Failure, RulesCase, check_case, count_checks, load_case, load_cases, parse_case,
)
from battlemap.core.model import Segment, SegmentKind
from battlemap.core.model.token import Size
from battlemap.core.rules.result import Attack, AttackKind, AttackResult

# The example of FORMAT.md, plus a Large token and every optional key.
EXAMPLE = '''
ruleset = "dnd35"
title = "A wall square between them gives cover"
source = "003: Copertura, attacchi a distanza"
options = { partial_cover = false, nested = { depth = 2 } }

map = """
. . . . . .
A . # . t =
. . . . O O
. . . . O O
"""

obscure = """
. . . . . .
. . . . ~ .
. : . . % *
. . . . . .
"""

segments = [
  { kind = "wall", points = [[2, 0], [2, 3]] },
  { kind = "door", points = [[3, 1], [3, 2]], open = false },
  { kind = "window", points = [[0.5, 4], [1.5, 4]], open = true },
]

[tokens.t]
size = "small"
reach_ft = 5
conditions = ["prone", "invisible"]
darkvision_ft = 60
low_light = true
see_invisible = true
improved_cover = true

[tokens.O]
name = "Ogre"
faction = "foe"
hidden = true

[[attack]]
attacker = "A"
target = "t"
kind = "ranged"
expect = { cover = "cover", ac_mod = 4, reflex_mod = 2, concealment = "concealment", miss_chance = 20 }

[[attack]]            # a comment after the header
attacker = "O"
target = "A"
kind = "area"
origin = [3, 1]
charge = true
long_range = true
expect = { visible_fraction = 0.5, line_of_effect = true }

[[attack]]
attacker = "t"
target = "O"
kind = "close"
origin = [6, 4]
expect = {}
'''


def test_example_case() -> None:
    case = parse_case(EXAMPLE, "cases/example.toml")
    assert isinstance(case, RulesCase)
    assert case.path == Path("cases/example.toml")
    assert case.title == "A wall square between them gives cover"
    assert case.source == "003: Copertura, attacchi a distanza"
    assert case.ruleset == "dnd35"
    doc = case.document
    assert doc.ruleset == "dnd35"
    assert doc.options == {"partial_cover": False, "nested": {"depth": 2}}
    assert (doc.board.width, doc.board.height) == (6, 4)
    expected_solid = np.zeros((4, 6), np.uint8)
    expected_solid[1, 2] = 2
    expected_solid[1, 5] = 1
    assert np.array_equal(doc.board.solid, expected_solid)  # token cells are empty
    assert doc.board.obscure[1, 4] == 1 and doc.board.obscure[2, 1] == 3
    assert doc.board.obscure[2, 4] == 2 and doc.board.obscure[2, 5] == 4
    assert doc.board.segments == [
        Segment(SegmentKind.WALL, ((2, 0), (2, 3))),
        Segment(SegmentKind.DOOR, ((3, 1), (3, 2)), open=False),
        Segment(SegmentKind.WINDOW, ((0.5, 4), (1.5, 4)), open=True),
    ]

    assert list(doc.tokens) == ["A", "t", "O"]  # reading order
    a, t, o = doc.tokens["A"], doc.tokens["t"], doc.tokens["O"]
    assert (a.x, a.y, a.size, a.faction, a.name, a.reach_ft) == (0, 1, Size.MEDIUM, "pc", "A", None)
    assert (t.x, t.y, t.size, t.faction) == (4, 1, Size.SMALL, "foe")
    assert (t.reach_ft, t.darkvision_ft, t.low_light, t.see_invisible, t.improved_cover) == (
        5, 60, True, True, True)
    assert t.conditions == frozenset({"prone", "invisible"})
    assert (o.x, o.y, o.size, o.name, o.faction, o.hidden) == (4, 2, Size.LARGE, "Ogre", "foe", True)
    assert not a.conditions and not a.hidden and a.darkvision_ft == 0

    assert case.attacks[0] == CaseAttack(
        "A", "t", Attack(AttackKind.RANGED),
        {"cover": "cover", "ac_mod": 4, "reflex_mod": 2, "concealment": "concealment",
         "miss_chance": 20},
    )
    assert case.attacks[1].attack == Attack(AttackKind.AREA, (3, 1), charge=True, long_range=True)
    assert case.attacks[2].attack == Attack(AttackKind.CLOSE, (6, 4))
    assert case.attacks[2].expect == {}
    assert count_checks(case) == 7


@pytest.mark.parametrize("block, size", [
    ("a", Size.MEDIUM), ("aa\naa", Size.LARGE), ("aaa\naaa\naaa", Size.HUGE),
    ("aaaa\n" * 4, Size.GARGANTUAN), ("aaaaaa\n" * 6, Size.COLOSSAL),
])
def test_size_from_the_footprint(block: str, size: Size) -> None:
    rows = block.strip().split("\n")
    n = len(rows)
    text = "\n".join(("B" if y == 0 else ".") + "." + row for y, row in enumerate(rows))
    case = parse_case(_case(text, attacker="B", target="a"))
    token = case.document.tokens["a"]
    assert (token.x, token.y, token.size, token.footprint) == (2, 0, size, n)


def test_explicit_small_sizes_keep_one_square() -> None:
    case = parse_case(_case("A t", tokens='[tokens.t]\nsize = "tiny"\n'))
    token = case.document.tokens["t"]
    assert token.size is Size.TINY and token.footprint == 1 and token.reach == 0


def test_whitespace_and_blank_edge_lines_are_ignored() -> None:
    case = parse_case(_case("\n\n  A.  #\tt \n\n"))
    assert case.document.board.width == 4 and case.document.board.height == 1
    assert case.document.tokens["t"].x == 3


def test_title_defaults_to_the_file_name() -> None:
    text = 'ruleset = "pf1e"\nmap = "A t"\n[[attack]]\nattacker = "A"\ntarget = "t"\nkind = "melee"\n'
    case = parse_case(text, "some/where/flank_test.toml")
    assert case.title == "flank_test" and case.source == ""


def _case(map_text: str, *, attacker: str = "A", target: str = "t", tokens: str = "",
          attack: str = "", extra: str = "", ruleset: str = "dnd35") -> str:
    attack = attack or (f'attacker = "{attacker}"\ntarget = "{target}"\nkind = "ranged"\n'
                        f'expect = {{ cover = "none" }}\n')
    return (f'ruleset = "{ruleset}"\ntitle = "t"\n{extra}\nmap = """\n{map_text}\n"""\n'
            f'{tokens}\n[[attack]]\n{attack}')


# Each bad case with a pattern the message must match (after "file: ").
BAD_CASES: list[tuple[str, str, str]] = [
    ("broken toml", 'ruleset = "dnd35\nmap = "A t"', r"is not valid TOML: .*line 1"),
    ("ragged rows", _case("A . t\n. ."), r"map: row 1 has 2 cells but row 0 has 3"),
    ("unknown char", _case("A @ t"), r"map: unknown character '@' at cell \(1, 0\)"),
    ("digit", _case("A 1 t"), r"map: unknown character '1' at cell \(1, 0\)"),
    ("empty map", _case("  \n "), r"map: is empty"),
    ("not square", _case("A t t"), r"map: the cells of token 't' do not form one square block"),
    ("split token", _case("t A t"), r"the cells of token 't' do not form one square block"),
    ("L shape", _case("A t t\n. t ."), r"the cells of token 't' do not form"),
    ("5x5", _case("\n".join(["A" + "t" * 5] + ["." + "t" * 5] * 4)),
     r"the cells of token 't' do not form"),
    ("hole", _case("A t t t\n. t . t\n. t t t"), r"the cells of token 't' do not form"),
    ("obscure size", _case("A t", extra='obscure = """\n. . .\n"""'),
     r"obscure: is 3x1 cells; the map is 2x1"),
    ("obscure rows", _case("A t", extra='obscure = """\n. .\n. .\n"""'),
     r"obscure: is 2x2 cells; the map is 2x1"),
    ("obscure char", _case("A t", extra='obscure = """\n. #\n"""'),
     r"obscure: unknown character '#' at cell \(1, 0\)"),
    ("unknown ruleset", _case("A t", ruleset="gurps"), r"ruleset: unknown ruleset 'gurps' \(known: "),
    ("no map", 'ruleset = "dnd35"\n[[attack]]\nattacker="A"\ntarget="t"\nkind="melee"',
     r"the field 'map' is missing"),
    ("typo at top", _case("A t", extra='rule_set = "x"'), r"unknown field 'rule_set'"),
    ("unknown attacker", _case("A t", attacker="B"),
     r"attack 1, attacker: there is no token 'B' on the map \(tokens: A, t\)"),
    ("unknown target", _case("A t", target="T"), r"attack 1, target: there is no token 'T'"),
    ("same token", _case("A t", target="A"), r"attack 1: the attacker and the target are the same"),
    ("unknown [tokens]", _case("A t", tokens="[tokens.x]\nreach_ft = 10\n"),
     r"tokens\.x: there is no token 'x' on the map"),
    ("token key typo", _case("A t", tokens="[tokens.t]\nreach = 10\n"),
     r"tokens\.t: unknown field 'reach'"),
    ("size mismatch", _case("A t", tokens='[tokens.t]\nsize = "large"\n'),
     r"tokens\.t\.size: a large token takes 2x2 squares but 't' covers 1x1"),
    ("bad size", _case("A t", tokens='[tokens.t]\nsize = "big"\n'),
     r"tokens\.t\.size: 'big' is not a size"),
    ("reach text", _case("A t", tokens='[tokens.t]\nreach_ft = "10"\n'),
     r"tokens\.t\.reach_ft: must be a whole number, not '10'"),
    ("bool as int", _case("A t", tokens='[tokens.t]\ndarkvision_ft = true\n'),
     r"tokens\.t\.darkvision_ft: must be a whole number, not true"),
    ("low_light text", _case("A t", tokens='[tokens.t]\nlow_light = "yes"\n'),
     r"tokens\.t\.low_light: must be true or false"),
    ("unknown condition", _case("A t", tokens='[tokens.t]\nconditions = ["prone", "pron"]\n'),
     r"tokens\.t\.conditions\[1\]: 'pron' is not a known condition"),
    ("no attacks", 'ruleset = "dnd35"\nmap = "A t"\n', r"the case has no \[\[attack\]\]"),
    ("bad kind", _case("A t", attack='attacker="A"\ntarget="t"\nkind="spell"\nexpect={}'),
     r"attack 1, kind: 'spell' is not an attack kind \(one of melee, ranged, area, close\)"),
    ("no kind", _case("A t", attack='attacker="A"\ntarget="t"\nexpect={}'),
     r"attack 1: the field 'kind' is missing"),
    ("area no origin", _case("A t", attack='attacker="A"\ntarget="t"\nkind="area"\nexpect={}'),
     r"attack 1: an area attack needs an origin"),
    ("close no origin", _case("A t", attack='attacker="A"\ntarget="t"\nkind="close"\nexpect={}'),
     r"attack 1: a close attack needs an origin"),
    ("origin on ranged",
     _case("A t", attack='attacker="A"\ntarget="t"\nkind="ranged"\norigin=[0,0]\nexpect={}'),
     r"attack 1, origin: only area and close attacks have an origin"),
    ("origin shape",
     _case("A t", attack='attacker="A"\ntarget="t"\nkind="area"\norigin=[1]\nexpect={}'),
     r"attack 1, origin: must be a grid point \[x, y\]"),
    ("origin float",
     _case("A t", attack='attacker="A"\ntarget="t"\nkind="area"\norigin=[0.5, 0]\nexpect={}'),
     r"attack 1, origin: must be a whole number"),
    ("origin off board",
     _case("A t", attack='attacker="A"\ntarget="t"\nkind="area"\norigin=[3, 0]\nexpect={}'),
     r"attack 1, origin: 3 is more than 2"),
    ("charge text",
     _case("A t", attack='attacker="A"\ntarget="t"\nkind="melee"\ncharge="yes"\nexpect={}'),
     r"attack 1, charge: must be true or false"),
    ("attack typo",
     _case("A t", attack='attacker="A"\ntarget="t"\nkind="melee"\nexpected={}'),
     r"attack 1: unknown field 'expected'"),
    ("unknown expect field",
     _case("A t", attack='attacker="A"\ntarget="t"\nkind="melee"\nexpect={ armor = 2 }'),
     r"attack 1, expect\.armor: unknown result field \(known: line_of_effect, "),
    ("not a check field",
     _case("A t", attack='attacker="A"\ntarget="t"\nkind="melee"\nexpect={ lines = [] }'),
     r"attack 1, expect\.lines: unknown result field"),
    ("ac_mod text",
     _case("A t", attack='attacker="A"\ntarget="t"\nkind="melee"\nexpect={ ac_mod = "4" }'),
     r"attack 1, expect\.ac_mod: must be a whole number, not '4'"),
    ("cover number",
     _case("A t", attack='attacker="A"\ntarget="t"\nkind="melee"\nexpect={ cover = 4 }'),
     r"attack 1, expect\.cover: must be text, not 4"),
    ("flanked text",
     _case("A t", attack='attacker="A"\ntarget="t"\nkind="melee"\nexpect={ flanked = "yes" }'),
     r"attack 1, expect\.flanked: must be true or false"),
    ("fraction text",
     _case("A t", attack='attacker="A"\ntarget="t"\nkind="melee"\n'
                         'expect={ visible_fraction = "half" }'),
     r"attack 1, expect\.visible_fraction: must be a number"),
    ("attack table", 'ruleset = "dnd35"\nmap = "A t"\nattack = 3\n', r"attack: must be a list"),
    ("segments", _case("A t", extra='segments = [{ kind = "fence", points = [[0,0],[1,0]] }]'),
     r"segments\[0\]\.kind: 'fence' is not a segment kind"),
    ("segment points", _case("A t", extra='segments = [{ kind = "wall", points = [[0,0]] }]'),
     r"segments\[0\]\.points: a segment needs at least 2 points"),
    ("options", _case("A t", extra='options = 3'), r"options: must be a table"),
    ("map type", 'ruleset = "dnd35"\nmap = 3\n', r"map: must be text, not 3"),
]


@pytest.mark.parametrize("text, message", [(t, m) for _, t, m in BAD_CASES],
                         ids=[name for name, _, _ in BAD_CASES])
def test_errors_name_the_file_and_the_problem(text: str, message: str) -> None:
    with pytest.raises(BattlemapError) as info:
        parse_case(text, "cases/bad.toml")
    error = info.value
    assert error.source == "cases/bad.toml"
    assert str(error).startswith("cases/bad.toml: ")
    assert "\n" not in str(error)
    assert re.search(message, error.message), error.message


def test_second_attack_is_named() -> None:
    text = _case("A t b") + '\n[[attack]]\nattacker = "A"\ntarget = "z"\nkind = "melee"\n'
    with pytest.raises(BattlemapError, match=r"attack 2, target: there is no token 'z'"):
        parse_case(text, "x.toml")


def test_load_case_file_errors(tmp_path: Path) -> None:
    with pytest.raises(BattlemapError, match="no such file or folder") as info:
        load_case(tmp_path / "missing.toml")
    assert info.value.source == str(tmp_path / "missing.toml")
    bad = tmp_path / "latin1.toml"
    bad.write_bytes(b'title = "caf\xe9"\n')
    with pytest.raises(BattlemapError, match="is not UTF-8 text"):
        load_case(bad)


def test_load_cases_expands_folders_sorted(tmp_path: Path) -> None:
    for name in ["b.toml", "a.toml", "c.toml"]:
        (tmp_path / name).write_text(_case("A t"), encoding="utf-8")
    (tmp_path / "notes.md").write_text("not a case")
    sub = tmp_path / "sub"
    sub.mkdir()
    (sub / "z.toml").write_text(_case("A t"))
    single = tmp_path / "sub" / "z.toml"
    cases = load_cases([tmp_path, str(single)])
    assert [c.path.name for c in cases] == ["a.toml", "b.toml", "c.toml", "z.toml"]
    assert cases[0].path == tmp_path / "a.toml"
    with pytest.raises(BattlemapError, match="no such file or folder"):
        load_cases([tmp_path / "nowhere"])


# --------------------------------------------------------------------------
# Comparison, with a stand-in engine so it does not depend on the rulesets.

def _result(**changes: Any) -> AttackResult:
    base = AttackResult(
        ruleset="dnd35", attacker="A", target="t", kind=AttackKind.RANGED,
        line_of_effect=True, line_of_sight=True, cover="none", fraction_source=1.0,
        concealment="none", miss_chance=0, flanked=False, flank_bonus=0,
        combat_advantage=False, ac_mod=0, reflex_mod=0, attack_mod=0, can_attack=True,
        can_aoo=True, stealth=False, coup_de_grace=False,
        in_reach=True,
    )
    return base.replace(**changes)


@pytest.fixture
def fake_engine(monkeypatch: pytest.MonkeyPatch) -> list[tuple[Any, ...]]:
    import battlemap.core.rules as rules

    calls: list[tuple[Any, ...]] = []
    answers: dict[str, AttackResult] = {
        "t": _result(cover="cover", ac_mod=4, fraction_source=0.3333, flank_bonus=1),
        "u": _result(cover="none", flanked=1, fraction_source=0.5),  # type: ignore[arg-type]
    }

    def evaluate(doc: Any, attacker: str, target: str, attack: Attack,
                 ruleset: str | None = None) -> AttackResult:
        calls.append((attacker, target, attack, ruleset))
        return answers[target]

    monkeypatch.setattr(rules, "evaluate", evaluate)
    return calls


def test_check_case_compares_every_expected_field(fake_engine: list[Any]) -> None:
    text = _case(
        "A t u", ruleset="pf1e",
        attack='attacker="A"\ntarget="t"\nkind="ranged"\n'
               'expect = { cover = "cover", ac_mod = 2, visible_fraction = 0.34, '
               'flank_bonus = 1 }\n',
    ) + ('\n[[attack]]\nattacker="A"\ntarget="u"\nkind="melee"\n'
         'expect = { visible_fraction = 0.489, flanked = true, cover = "none" }\n')
    case = parse_case(text, "c.toml")
    failures = check_case(case)
    assert fake_engine[0] == ("A", "t", Attack(AttackKind.RANGED), "pf1e")
    assert failures == [
        Failure(Path("c.toml"), 1, "A", "t", "ac_mod", 2, 4),
        Failure(Path("c.toml"), 2, "A", "u", "visible_fraction", 0.489, 0.5),
        # 1 == True in Python, but a number is not a yes/no answer.
        Failure(Path("c.toml"), 2, "A", "u", "flanked", True, 1),
    ]
    assert str(failures[0]) == "c.toml: attack 1 (A->t): ac_mod: expected 2, got 4"
    assert str(failures[2]) == "c.toml: attack 2 (A->u): flanked: expected true, got 1"
    assert count_checks(case) == 7


def test_failure_message_quotes_text() -> None:
    failure = Failure(Path("d/x.toml"), 3, "A", "t", "cover", "cover", "none")
    assert str(failure) == 'd/x.toml: attack 3 (A->t): cover: expected "cover", got "none"'
    failure = Failure(Path("x.toml"), 1, "A", "t", "stealth", False, True)
    assert str(failure) == "x.toml: attack 1 (A->t): stealth: expected false, got true"


def test_engine_errors_name_the_case_and_attack(monkeypatch: pytest.MonkeyPatch) -> None:
    import battlemap.core.rules as rules

    def evaluate(*args: Any, **kwargs: Any) -> AttackResult:
        raise BattlemapError("origin 9,9 is outside the board")

    monkeypatch.setattr(rules, "evaluate", evaluate)
    case = parse_case(_case("A t"), "e.toml")
    with pytest.raises(BattlemapError) as info:
        check_case(case)
    assert str(info.value) == "e.toml: attack 1 (A->t): origin 9,9 is outside the board"


def test_check_case_with_the_engine() -> None:
    """Two squares of open floor: nothing between, nothing hidden."""
    case = parse_case(_case(
        "A . t", attack='attacker="A"\ntarget="t"\nkind="ranged"\n'
                        'expect = { line_of_effect = true, cover = "total" }\n'), "open.toml")
    failures = check_case(case)
    assert [(f.field, f.expected) for f in failures] == [("cover", "total")]
    assert failures[0].got == "none"
