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


# -- templates saved in the document: `--template NAME` -----------------------------------

@pytest.fixture
def saved_file(tmp_path: Path, burst_file: Path) -> Path:
    """The burst case's map as a document with three saved templates: a
    fireball of B's, a 4e blast (inactive under pf1e) and an unowned cone."""
    from battlemap.core.io.case_format import load_case
    from battlemap.core.io.document_format import save_document
    from battlemap.core.model import PlacedTemplate, Template

    doc = load_case(burst_file).document
    doc.templates["Fireball"] = PlacedTemplate("Fireball", Template("burst", radius_ft=10), (4, 4), "B")
    doc.templates["Blast"] = PlacedTemplate("Blast", Template("blast", size=2, at=(5, 5)), (7, 6), "B")
    doc.templates["Loose cone"] = PlacedTemplate(
        "Loose cone", Template("cone", length_ft=15, direction="nw"), (7, 6))
    path = tmp_path / "saved.battlemap"
    save_document(doc, path)
    return path


def test_a_saved_template_is_analysed_like_the_same_spec(capsys, saved_file):
    code, out, err = run(capsys, "analyze", str(saved_file), "--template", "Fireball")
    assert code == 0, err
    lines = out.splitlines()
    assert lines[0] == "Fireball (burst 10 ft at 4,4) from B: 12 squares covered"
    _, spec_out, _ = run(capsys, "analyze", str(saved_file), "--attacker", "B",
                         "--template", "burst:10", "--origin", "4,4")
    assert lines[1:] == spec_out.splitlines()[1:]  # who is caught, cover, Reflex, the table
    assert lines[1] == "in the area: b (cover none, Reflex 0), c (cover none, Reflex 0)"
    _, saved_json, _ = run(capsys, "analyze", str(saved_file), "--template", "Fireball", "--json")
    _, spec_json, _ = run(capsys, "analyze", str(saved_file), "--attacker", "B", "--template",
                          "burst:10", "--origin", "4,4", "--json")
    assert json.loads(saved_json) == json.loads(spec_json)


def test_a_saved_template_with_no_creature_takes_attacker(capsys, saved_file):
    code, _, err = run(capsys, "analyze", str(saved_file), "--template", "Loose cone")
    assert_one_line_error(code, err, "the template 'Loose cone' belongs to no creature: give --attacker")
    code, out, err = run(capsys, "analyze", str(saved_file), "--template", "Loose cone",
                         "--attacker", "B", "--json")
    assert code == 0, err
    assert [r["target"] for r in json.loads(out) if r["in_area"]] == ["c"]  # as cone:15:nw at 7,6


@pytest.mark.parametrize("extra, problem", [
    (["--template", "Firebal"],
     "--template 'Firebal': no template of that name is saved in the document "
     "(saved: Fireball, Blast, Loose cone)"),
    (["--template", "Blast"],
     "the template 'Blast' (close blast 2) does not fit pf1e here: pf1e templates are measured in feet"),
    (["--template", "Fireball", "--ruleset", "dnd4e"],
     "the template 'Fireball' (burst 10 ft) does not fit dnd4e here: dnd4e templates are measured "
     "in squares"),
    (["--template", "Fireball", "--origin", "1,1"],
     "the template 'Fireball' starts at 4,4: --origin cannot move it"),
    (["--template", "Fireball", "--kind", "close"], "the template 'Fireball' is an area attack, not close"),
    (["--template", "Fireball", "--target", "zz"], "there is no token 'zz'"),
])
def test_saved_template_errors_are_one_line(capsys, saved_file, extra, problem):
    code, out, err = run(capsys, "analyze", str(saved_file), *extra)
    assert_one_line_error(code, err, problem)
    assert out == ""


def test_unknown_name_in_a_document_without_templates(capsys, burst_file):
    code, _, err = run(capsys, "analyze", str(burst_file), "--template", "Fireball")
    assert_one_line_error(code, err, "no template of that name is saved in the document "
                                     "(the document saves none)")


def test_a_saved_template_whose_creature_left(capsys, saved_file, tmp_path):
    from battlemap.core.io.document_format import load_document, save_document

    doc = load_document(saved_file)
    del doc.tokens["B"]
    save_document(doc, saved_file)
    code, _, err = run(capsys, "analyze", str(saved_file), "--template", "Fireball")
    assert_one_line_error(code, err, "the template 'Fireball' (burst 10 ft) does not fit pf1e here: "
                                     "its creature 'B' is not on the map")


def test_without_template_the_saved_ones_are_listed_after_the_table(capsys, saved_file, burst_file):
    code, out, _ = run(capsys, "analyze", str(saved_file), "--attacker", "B")
    assert code == 0
    table, _, note = out.partition("\n\n")
    _, plain, _ = run(capsys, "analyze", str(burst_file), "--attacker", "B")
    assert table + "\n" == plain  # the table itself is unchanged
    assert note.splitlines() == [
        "saved templates (analyse one with --template NAME):",
        "  Fireball: burst 10 ft at 4,4 by B",
        "  Blast: close blast 2 at 7,6 by B (inactive under pf1e: pf1e templates are measured "
        "in feet (radius_ft, length_ft, end))",
        "  Loose cone: cone 15 ft nw at 7,6",
    ]
    _, out, _ = run(capsys, "analyze", str(saved_file), "--attacker", "B", "--json")
    json.loads(out)  # JSON stays JSON: no note in it
    _, out, _ = run(capsys, "analyze", str(saved_file), "--template", "Fireball")
    assert "saved templates" not in out


def test_export_draws_a_saved_template_as_the_judged_attack(qapp, capsys, saved_file, tmp_path):
    # qapp: a QApplication, not the bare QGuiApplication an export would make (widgets follow)
    from battlemap.cli import main

    out = tmp_path / "fireball.svg"
    assert main(["export", str(saved_file), "-o", str(out), "--template", "Fireball"]) == 0
    svg = out.read_text(encoding="utf-8")
    assert "Area attack by" in svg and "burst 10 ft" in svg  # the legend's caption
    assert svg.count(">Fireball<") == 1  # drawn once, by its name, not again as "burst 10 ft"
    code = main(["export", str(saved_file), "-o", str(tmp_path / "x.png"), "--template", "Nope"])
    assert code == 2 and "(saved: Fireball, Blast, Loose cone)" in capsys.readouterr().err


@pytest.mark.parametrize("extra, problem", [
    (["--template", "Fireball", "--ruleset", "dnd4e"],
     "the template 'Fireball' (burst 10 ft) does not fit dnd4e here: dnd4e templates are measured "
     "in squares"),
    (["--template", "Blast"], "the template 'Blast' (close blast 2) does not fit pf1e here"),
    (["--attacker", "B", "--template", "burst:10", "--origin", "4,4", "--ruleset", "dnd4e"],
     "the burst 10 ft does not fit dnd4e here: dnd4e templates are measured in squares"),
])
def test_export_of_a_template_that_does_not_fit_is_a_one_line_error(qapp, capsys, saved_file,
                                                                     tmp_path, extra, problem):
    out = tmp_path / "x.png"
    code, _, err = run(capsys, "export", str(saved_file), "-o", str(out), *extra)
    assert_one_line_error(code, err, problem)
    assert not out.exists()
