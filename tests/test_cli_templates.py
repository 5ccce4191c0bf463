"""`battlemap analyze --template` (RULES §7) on the command line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from test_cli import assert_one_line_error, run

BURST_CASE = '''
ruleset = "pf1e"
map = """
. . . . . . . .
. . . . . . . .
a . . . . . . .
. . . b . . . .
. . e . . c . .
. . d . . . . .
. . . . . . . B
. . . . . . . .
"""
segments = [ { kind = "wall", points = [[3, 3], [3, 6]] } ]

[[attack]]
attacker = "B"
target = "a"
kind = "ranged"
expect = {}
'''

CAVE = '''
ruleset = "dnd4e"
map = """
. . . . . .
. A a . . .
. . . b . .
. . = . . c
"""

[[attack]]
attacker = "A"
target = "a"
kind = "ranged"
expect = {}
'''


@pytest.fixture
def burst_file(tmp_path: Path) -> Path:
    path = tmp_path / "burst.toml"
    path.write_text(BURST_CASE, encoding="utf-8")
    return path


@pytest.fixture
def cave_file(tmp_path: Path) -> Path:
    path = tmp_path / "cave.toml"
    path.write_text(CAVE, encoding="utf-8")
    return path


def test_burst_lists_who_is_in_the_area(capsys, burst_file):
    code, out, _ = run(capsys, "analyze", str(burst_file), "--attacker", "B",
                       "--template", "burst:10", "--origin", "4,4")
    assert code == 0
    lines = out.splitlines()
    assert lines[0] == "burst:10 from B: 12 squares covered"
    assert lines[1] == "in the area: b (cover none, Reflex 0), c (cover none, Reflex 0)"
    assert lines[2] == "spared (covered, no line of effect): e"
    # every other creature has a row, friend or foe
    assert {line.split()[1] for line in lines[6:]} == {"a", "b", "c", "d", "e"}


def test_template_json_carries_in_area(capsys, burst_file):
    code, out, _ = run(capsys, "analyze", str(burst_file), "--attacker", "B",
                       "--template", "burst:10", "--origin", "4,4", "--json")
    assert code == 0
    assert {r["target"]: r["in_area"] for r in json.loads(out)} == {
        "a": False, "b": True, "c": True, "d": False, "e": False}


def test_cone_and_line(capsys, burst_file):
    _, out, _ = run(capsys, "analyze", str(burst_file), "--attacker", "B", "--template",
                    "cone:15:nw", "--origin", "7,6", "--json")
    assert [r["target"] for r in json.loads(out) if r["in_area"]] == ["c"]
    _, out, _ = run(capsys, "analyze", str(burst_file), "--attacker", "B", "--template",
                    "line:0,4:left", "--origin", "6,4", "--json")
    assert [r["target"] for r in json.loads(out) if r["in_area"]] == ["c"]  # wall stops it
    _, out, _ = run(capsys, "analyze", str(burst_file), "--attacker", "B", "--template",
                    "line:0,4", "--origin", "6,4", "--json")
    assert [r["target"] for r in json.loads(out) if r["in_area"]] == ["b"]  # right of west: row 3


def test_4e_templates_take_their_origin_from_the_attacker(capsys, cave_file):
    _, out, _ = run(capsys, "analyze", str(cave_file), "--attacker", "A", "--template",
                    "blast:2@2,1", "--json")
    assert {r["target"]: r["in_area"] for r in json.loads(out)} == {"a": True, "b": True, "c": False}
    assert {r["kind"] for r in json.loads(out)} == {"close"}
    _, out, _ = run(capsys, "analyze", str(cave_file), "--attacker", "A", "--template",
                    "close-burst:1")
    assert "in the area: a (cover none, attack 0)" in out
    _, out, _ = run(capsys, "analyze", str(cave_file), "--attacker", "A", "--template",
                    "burst:1@4,2", "--json")
    assert {r["target"]: r["in_area"] for r in json.loads(out)} == {"a": False, "b": True, "c": True}


@pytest.mark.parametrize("extra, problem", [
    (["--template", "burst:20", "--origin", "1,1"], "--template needs --attacker"),
    (["--attacker", "B", "--template", "burst:20"], "a burst 20 ft needs --origin"),
    (["--attacker", "B", "--template", "circle:20", "--origin", "1,1"], "is not a template"),
    (["--attacker", "B", "--template", "burst:x", "--origin", "1,1"], "numbers must be whole"),
    (["--attacker", "B", "--template", "burst:7", "--origin", "1,1"], "multiple of 5"),
    (["--attacker", "B", "--template", "cone:30:up", "--origin", "1,1"], "unknown cone direction 'up'"),
    (["--attacker", "B", "--template", "burst:20", "--origin", "99,1"], "outside the board"),
    (["--attacker", "B", "--template", "burst:2@3,3"], "pf1e templates are measured in feet"),
    (["--attacker", "B", "--kind", "ranged", "--template", "burst:20", "--origin", "1,1"],
     "--origin is only for area and close attacks"),
    (["--attacker", "B", "--kind", "melee", "--template", "burst:20"],
     "--template is only for area and close attacks"),
])
def test_bad_templates_are_one_line_errors(capsys, burst_file, extra, problem):
    code, out, err = run(capsys, "analyze", str(burst_file), *extra)
    assert_one_line_error(code, err, problem)
    assert out == ""


@pytest.mark.parametrize("spec, problem", [
    ("blast:2@4,2", "does not touch the attacker's space"),
    ("blast:2@1,1", "overlaps the attacker's space"),
    ("burst:20", "dnd4e templates are measured in squares"),
])
def test_bad_4e_templates(capsys, cave_file, spec, problem):
    code, _, err = run(capsys, "analyze", str(cave_file), "--attacker", "A", "--template", spec,
                       "--origin", "2,1")
    assert_one_line_error(code, err, problem)


@pytest.mark.parametrize("which, extra, problem", [
    ("burst", ["--attacker", "B", "--template", "cone:30:ne", "--origin", "1,1", "--ruleset", "dnd4e"],
     "the cone 30 ft ne does not fit dnd4e here: dnd4e templates are measured in squares"),
    ("burst", ["--attacker", "B", "--template", "line:7,1", "--origin", "1,1", "--ruleset", "dnd4e"],
     "the line to 7,1 (right) does not fit dnd4e here"),
    ("cave", ["--attacker", "A", "--template", "blast:2@2,1", "--ruleset", "pf1e"],
     "the close blast 2 does not fit pf1e here: pf1e templates are measured in feet"),
    ("cave", ["--attacker", "A", "--template", "close-burst:1", "--ruleset", "graded"],
     "does not fit graded here: graded templates are measured in feet"),
    ("cave", ["--attacker", "A", "--template", "blast:2@4,2", "--origin", "2,1"],
     "the close blast 2 does not fit dnd4e here: blast 2 at 4,2 does not touch the attacker's space"),
])
def test_a_template_that_does_not_fit_the_ruleset_is_a_one_line_error(
        capsys, burst_file, cave_file, which, extra, problem):
    path = burst_file if which == "burst" else cave_file
    code, out, err = run(capsys, "analyze", str(path), *extra)
    assert_one_line_error(code, err, problem)
    assert out == ""
