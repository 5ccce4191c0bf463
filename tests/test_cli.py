"""`battlemap` command line: GUI dispatch, `cases`, `analyze`, and one-line errors."""

from __future__ import annotations

import json
import subprocess
import sys
import types
from pathlib import Path
from typing import Any

import pytest

from battlemap import __version__
from battlemap.cli import main
from battlemap.core.io.case_format import load_case
from battlemap.core.io.document_format import save_document

CASE = '''
ruleset = "pf1e"
title = "Flanking on open ground"
map = """
. . . .
A t B .
. . . u
"""

[[attack]]
attacker = "A"
target = "t"
kind = "melee"
expect = { flanked = true, line_of_effect = true }
'''

WRONG = '''
ruleset = "dnd35"
title = "A deliberately wrong expectation"
map = """
A . t
"""

[[attack]]
attacker = "A"
target = "t"
kind = "ranged"
expect = { cover = "no-such-cover" }
'''


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def assert_one_line_error(code: int, err: str, *parts: str) -> None:
    assert code == 2
    assert "Traceback" not in err
    lines = err.splitlines()
    assert len(lines) == 1, err
    assert lines[0].startswith("battlemap: error: ")
    for part in parts:
        assert part in lines[0], (part, lines[0])


@pytest.fixture
def case_file(tmp_path: Path) -> Path:
    path = tmp_path / "flank.toml"
    path.write_text(CASE, encoding="utf-8")
    return path


@pytest.fixture
def doc_file(tmp_path: Path, case_file: Path) -> Path:
    path = tmp_path / "flank.battlemap"
    save_document(load_case(case_file).document, path)
    return path


# --------------------------------------------------------------------------
# GUI dispatch and --version

@pytest.fixture
def fake_gui(monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    calls: list[Any] = []
    module = types.ModuleType("battlemap.ui.app")

    def run_gui(path: str | None) -> int:
        calls.append(path)
        return 7

    module.run_gui = run_gui  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "battlemap.ui.app", module)
    return calls


def test_no_argument_starts_the_gui(fake_gui: list[Any]) -> None:
    assert main([]) == 7
    assert fake_gui == [None]


def test_one_file_starts_the_gui_on_it(fake_gui: list[Any], doc_file: Path) -> None:
    assert main([str(doc_file)]) == 7
    assert fake_gui == [str(doc_file)]


def test_gui_on_a_missing_file(fake_gui: list[Any], capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "no/such.battlemap")
    assert_one_line_error(code, err, "no/such.battlemap")
    assert fake_gui == []


def test_missing_gui_module_is_one_line(monkeypatch: pytest.MonkeyPatch,
                                        capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setitem(sys.modules, "battlemap.ui.app", None)  # import fails
    code, _, err = run(capsys)
    assert_one_line_error(code, err, "graphical editor")


def test_the_app_and_commands_run_with_the_tuned_collector(fake_gui: list[Any]) -> None:
    """`core.collector`: young objects of a batch of results die before the
    collector walks them (the first generation's threshold is raised)."""
    import gc

    from battlemap.core.collector import YOUNG_THRESHOLD

    before = gc.get_threshold()
    try:
        gc.set_threshold(700, *before[1:])
        main([])
        assert gc.get_threshold() == (YOUNG_THRESHOLD, *before[1:])
    finally:
        gc.set_threshold(*before)


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "--version")
    assert code == 0
    assert out.strip() == f"battlemap {__version__}"


def test_argparse_errors_exit_2(capsys: pytest.CaptureFixture[str], case_file: Path) -> None:
    assert main(["analyze"]) == 2
    assert main(["analyze", str(case_file), "--kind", "spell"]) == 2
    assert main(["cases"]) == 2
    assert main(["--bogus"]) == 2
    assert main(["a.battlemap", "b.battlemap"]) == 2
    assert "Traceback" not in capsys.readouterr().err


def test_help_exits_0(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--help"]) == 0
    code, out, _ = run(capsys, "cases", "--help")
    assert code == 0 and "check" in out


# --------------------------------------------------------------------------
# cases

def test_cases_all_pass(capsys: pytest.CaptureFixture[str], case_file: Path) -> None:
    code, out, err = run(capsys, "cases", str(case_file))
    assert (code, out, err) == (0, "2 passed, 0 failed\n", "")


def test_cases_with_a_wrong_expectation(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    wrong = tmp_path / "wrong.toml"
    wrong.write_text(WRONG)
    code, out, err = run(capsys, "cases", str(tmp_path))
    assert code == 1 and err == ""
    lines = out.splitlines()
    assert len(lines) == 2
    assert lines[0].startswith(f'{wrong}: attack 1 (A->t): cover: expected "no-such-cover", got ')
    assert lines[-1] == "0 passed, 1 failed"


def test_cases_folder_and_file_mixed(capsys: pytest.CaptureFixture[str], tmp_path: Path,
                                     case_file: Path) -> None:
    sub = tmp_path / "more"
    sub.mkdir()
    (sub / "wrong.toml").write_text(WRONG)
    code, out, _ = run(capsys, "cases", str(case_file), str(sub))
    assert code == 1
    assert out.splitlines()[-1] == "2 passed, 1 failed"


def test_cases_on_an_empty_folder(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, _, err = run(capsys, "cases", str(tmp_path))
    assert_one_line_error(code, err, str(tmp_path), "no rules cases")


@pytest.mark.parametrize("text, problem", [
    ('ruleset = "dnd35"\nmap = """\nA . t\n. .\n"""\n', "row 1 has 2 cells"),
    ('ruleset = "gurps"\nmap = "A t"\n', "unknown ruleset 'gurps'"),
    ('ruleset = "dnd35\n', "is not valid TOML"),
    ('ruleset = "dnd35"\nmap = "A t"\n[[attack]]\nattacker = "A"\ntarget = "x"\nkind = "melee"\n',
     "attack 1, target: there is no token 'x'"),
    ('ruleset = "dnd35"\nmap = "A t"\n[[attack]]\nattacker = "A"\ntarget = "t"\n'
     'kind = "area"\n', "an area attack needs an origin"),
])
def test_cases_bad_input(capsys: pytest.CaptureFixture[str], tmp_path: Path, text: str,
                         problem: str) -> None:
    path = tmp_path / "bad.toml"
    path.write_text(text)
    code, out, err = run(capsys, "cases", str(tmp_path))
    assert_one_line_error(code, err, f"{path}: ", problem)
    assert out == ""


def test_cases_missing_path(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, _, err = run(capsys, "cases", str(tmp_path / "gone"))
    assert_one_line_error(code, err, "gone", "no such file or folder")


# --------------------------------------------------------------------------
# analyze

def test_analyze_case_every_enemy_pair_as_json(capsys: pytest.CaptureFixture[str],
                                               case_file: Path) -> None:
    code, out, err = run(capsys, "analyze", str(case_file), "--kind", "melee", "--json")
    assert code == 0 and err == ""
    results = json.loads(out)
    pairs = [(r["attacker"], r["target"]) for r in results]
    # A and B are pcs, t and u foes: every ordered pair of enemies.
    assert sorted(pairs) == sorted([("A", "t"), ("A", "u"), ("B", "t"), ("B", "u"),
                                    ("t", "A"), ("t", "B"), ("u", "A"), ("u", "B")])
    first = next(r for r in results if (r["attacker"], r["target"]) == ("A", "t"))
    assert first["flanked"] is True and first["kind"] == "melee" and first["ruleset"] == "pf1e"


def test_analyze_one_pair_table(capsys: pytest.CaptureFixture[str], doc_file: Path) -> None:
    code, out, err = run(capsys, "analyze", str(doc_file), "--attacker", "A", "--target", "t",
                         "--kind", "melee")
    assert code == 0 and err == ""
    header, rule, *rows = out.splitlines()
    for column in ["attacker", "target", "cover", "AC", "Reflex", "concealment", "miss %",
                   "flank", "CA", "attack mod", "LoE", "LoS", "can attack", "reach", "AoO",
                   "stealth", "CdG"]:
        assert column in header
    assert len(rows) == 1
    assert rows[0].split()[:2] == ["A", "t"]
    assert "yes +2" in rows[0]  # pf1e flanking bonus
    assert len(rule) >= len(rows[0].rstrip()) - 3  # columns line up under the rule


def test_analyze_shows_reach(capsys: pytest.CaptureFixture[str], doc_file: Path) -> None:
    # A (0,1) reaches t next to it but not u, two squares away diagonally and beyond.
    code, out, _ = run(capsys, "analyze", str(doc_file), "--attacker", "A", "--kind", "melee",
                       "--json")
    assert code == 0
    assert {r["target"]: r["in_reach"] for r in json.loads(out)} == {"t": True, "u": False}
    code, out, _ = run(capsys, "analyze", str(doc_file), "--attacker", "A", "--kind", "ranged",
                       "--json")
    assert all(r["in_reach"] for r in json.loads(out))
    code, out, _ = run(capsys, "analyze", str(doc_file), "--attacker", "A", "--kind", "melee")
    header, _rule, *rows = out.splitlines()
    reach_at = header.index("reach")
    assert [row[reach_at:reach_at + 5].strip() for row in rows] == ["yes", "no"]


def test_analyze_attacker_only_and_ruleset_override(capsys: pytest.CaptureFixture[str],
                                                    doc_file: Path) -> None:
    code, out, _ = run(capsys, "analyze", str(doc_file), "--attacker", "t", "--ruleset", "dnd4e",
                       "--json")
    assert code == 0
    results = json.loads(out)
    assert [(r["attacker"], r["target"]) for r in results] == [("t", "A"), ("t", "B")]
    assert {r["ruleset"] for r in results} == {"dnd4e"}


def test_analyze_target_only(capsys: pytest.CaptureFixture[str], doc_file: Path) -> None:
    code, out, _ = run(capsys, "analyze", str(doc_file), "--target", "u", "--json")
    assert code == 0
    assert [(r["attacker"], r["target"]) for r in json.loads(out)] == [("A", "u"), ("B", "u")]


def test_analyze_area_attack(capsys: pytest.CaptureFixture[str], case_file: Path) -> None:
    code, out, _ = run(capsys, "analyze", str(case_file), "--attacker", "A", "--target", "u",
                       "--kind", "area", "--origin", "2,1", "--json")
    assert code == 0
    (result,) = json.loads(out)
    assert result["kind"] == "area"


def test_analyze_no_enemies(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "friends.toml"
    path.write_text(CASE.replace(". . . u", ". . . U").replace("A t B", "A T B")
                    .replace('target = "t"', 'target = "T"'))
    code, out, _ = run(capsys, "analyze", str(path), "--json")
    assert (code, json.loads(out)) == (0, [])
    code, out, _ = run(capsys, "analyze", str(path))
    assert code == 0 and "no pairs" in out


@pytest.mark.parametrize("extra, problem", [
    (["--ruleset", "gurps"], "unknown ruleset 'gurps'"),
    (["--attacker", "Z"], "there is no token 'Z'"),
    (["--target", "Z"], "there is no token 'Z'"),
    (["--attacker", "A", "--target", "A"], "cannot attack itself"),
    (["--kind", "area"], "an area attack needs --origin"),
    (["--kind", "close"], "a close attack needs --origin"),
    (["--kind", "area", "--origin", "1;2"], "--origin '1;2' is not a grid point"),
    (["--kind", "area", "--origin", "a,b"], "is not a grid point"),
    (["--kind", "area", "--origin", "1,2,3"], "is not a grid point"),
    (["--kind", "area", "--origin", "40,0"], "outside the board"),
    (["--origin", "1,1"], "only for area and close attacks"),
])
def test_analyze_bad_options(capsys: pytest.CaptureFixture[str], doc_file: Path,
                             extra: list[str], problem: str) -> None:
    code, out, err = run(capsys, "analyze", str(doc_file), *extra)
    assert_one_line_error(code, err, f"{doc_file}: ", problem)
    assert out == ""


@pytest.mark.parametrize("name, content, problem", [
    ("broken.battlemap", b'{"format": "battlemap", ', "is not valid JSON"),
    ("broken.json", b"PK\x03\x04garbage", "damaged zip"),
    ("wrong.battlemap", json.dumps({"format": "battlemap", "version": 1, "board":
                                   {"width": 2, "height": 1}, "ruleset": "gurps"}).encode(),
     "ruleset: unknown ruleset 'gurps'"),
    ("ragged.toml", b'ruleset = "dnd35"\nmap = """\nA t\n.\n"""\n', "row 1 has 1 cells"),
    ("broken.toml", b"ruleset = = 3", "is not valid TOML"),
    ("newer.battlemap", json.dumps({"format": "battlemap", "version": 9, "board":
                                   {"width": 2, "height": 1}}).encode(), "newer Battlemap"),
])
def test_analyze_bad_files(capsys: pytest.CaptureFixture[str], tmp_path: Path, name: str,
                           content: bytes, problem: str) -> None:
    path = tmp_path / name
    path.write_bytes(content)
    code, _, err = run(capsys, "analyze", str(path))
    assert_one_line_error(code, err, f"{path}: ", problem)


def test_analyze_missing_file(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    for name in ["gone.battlemap", "gone.toml"]:
        code, _, err = run(capsys, "analyze", str(tmp_path / name))
        assert_one_line_error(code, err, str(tmp_path / name), "no such file")


# --------------------------------------------------------------------------
# The real entry point, end to end.

def test_module_entry_point(tmp_path: Path, case_file: Path) -> None:
    ok = subprocess.run([sys.executable, "-m", "battlemap", "analyze", str(case_file), "--json"],
                        capture_output=True, text=True, timeout=120)
    assert ok.returncode == 0, ok.stderr
    assert isinstance(json.loads(ok.stdout), list)
    bad = subprocess.run([sys.executable, "-m", "battlemap", "analyze",
                          str(tmp_path / "missing.battlemap")],
                         capture_output=True, text=True, timeout=120)
    assert bad.returncode == 2
    assert bad.stderr.count("\n") == 1 and "Traceback" not in bad.stderr
