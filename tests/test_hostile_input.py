"""Hostile and huge input (issue 14): one regression test per finding.

Every reader refuses what it cannot hold with one line (a BattlemapError, or
exit status 2 and one line from the command line); whatever it accepts the
writer writes and the reader reads back equal. The crafted inputs live in
hostile_seeds.py, where the fuzz tests also take them as seeds.
"""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any, Callable

import pytest

from battlemap.cli import main
from battlemap.core.errors import BattlemapError
from battlemap.core.io import atomic_save
from battlemap.core.io.bounded_read import MIB, read_file_bytes, too_big
from battlemap.core.io.case_format import load_case, load_cases, parse_case
from battlemap.core.io.document_format import (
    document_from_bytes, document_to_bytes, load_document, save_document,
)
from battlemap.core.io.uvtt import read_uvtt
from battlemap.core.model import Board, Document, Token
from battlemap.core.rules import Attack, evaluate

import hostile_seeds as seeds

ROOT = Path(__file__).parent.parent


def within(seconds: float, work: Callable[[], Any]) -> Any:
    """`work()`'s value or error; fails when it takes longer than `seconds`
    (a read that hangs on a FIFO, or reads /dev/zero forever)."""
    box: dict[str, Any] = {}

    def run() -> None:
        try:
            box["value"] = work()
        except BaseException as exc:  # noqa: BLE001 - returned
            box["value"] = exc

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(seconds)
    assert not thread.is_alive(), f"still reading after {seconds} s"
    return box["value"]


def one_line(error: Any, *parts: str) -> None:
    assert isinstance(error, BattlemapError), repr(error)
    assert "\n" not in str(error)
    for part in parts:
        assert part in str(error), (part, str(error))


def reopenable(doc: Document, tmp_path: Path) -> None:
    """The writer writes what the reader accepted, and it reads back equal."""
    path = tmp_path / "reopened.battlemap"
    save_document(doc, path)
    assert load_document(path) == doc


# --------------------------------------------------------------------------
# Unbounded reads: FIFOs, /dev/zero, folders

READERS: dict[str, Callable[[Path], Any]] = {
    ".battlemap": load_document,
    ".json": load_document,
    ".toml": load_case,
    ".dd2vtt": read_uvtt,
}


@pytest.mark.parametrize("suffix", list(READERS))
def test_a_fifo_is_refused_at_once(tmp_path: Path, suffix: str) -> None:
    path = tmp_path / f"pipe{suffix}"
    os.mkfifo(path)
    one_line(within(5, lambda: READERS[suffix](path)), "pipe")


@pytest.mark.parametrize("suffix", list(READERS))
def test_a_link_to_dev_zero_is_refused_at_once(tmp_path: Path, suffix: str) -> None:
    path = tmp_path / f"zero{suffix}"
    path.symlink_to("/dev/zero")
    one_line(within(5, lambda: READERS[suffix](path)), "device")


def test_cases_folder_with_a_fifo_and_a_link_to_dev_zero(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "a.toml")
    (tmp_path / "b.toml").symlink_to("/dev/zero")
    one_line(within(5, lambda: load_cases([tmp_path])), "a.toml", "pipe")
    os.unlink(tmp_path / "a.toml")
    one_line(within(5, lambda: load_cases([tmp_path])), "b.toml", "device")


@pytest.mark.parametrize("make", ["fifo", "zero", "folder"])
def test_a_side_car_background_that_is_no_file(tmp_path: Path, make: str) -> None:
    side = tmp_path / "bg.png"
    if make == "fifo":
        os.mkfifo(side)
    elif make == "zero":
        side.symlink_to("/dev/zero")
    else:
        side.mkdir()
    doc = tmp_path / "map.json"
    doc.write_bytes(seeds.text(seeds.document_json(
        background={"file": "bg.png", "format": "png"})))
    one_line(within(5, lambda: load_document(doc)), "background.file", "'bg.png'")


def test_a_file_over_a_small_limit(tmp_path: Path) -> None:
    path = tmp_path / "x.json"
    path.write_bytes(b"{" + b" " * 100)
    one_line(_error(lambda: read_file_bytes(path, limit=50)), "101 bytes; the limit is 50 bytes")


def test_the_over_size_message_says_two_different_sizes() -> None:
    limit = 512 * MIB
    for size in (limit + 1, limit + MIB // 3, 600 * MIB):
        message = too_big(size, limit)
        first, second = message.split(";")
        assert first.replace("is ", "") != second.replace(" the limit is ", ""), message
    assert too_big(600 * MIB) == "is 600 MiB; the limit is 512 MiB"
    assert "536,870,913 bytes" in too_big(limit + 1, limit)


# --------------------------------------------------------------------------
# Tracebacks: nesting, surrogates, NUL bytes

@pytest.mark.parametrize("name", list(seeds.UVTTS))
def test_uvtt_crafted_inputs_are_refused_or_reopenable(tmp_path: Path, name: str) -> None:
    path = tmp_path / "map.dd2vtt"
    path.write_bytes(seeds.UVTTS[name])
    result = within(10, lambda: read_uvtt(path))
    if isinstance(result, BaseException):
        one_line(result)
    else:
        reopenable(result, tmp_path)
        assert set(result.extras["uvtt"]) <= {"format", "map_origin", "lights", "environment"}


@pytest.mark.parametrize("name", ["lights nested 900", "lights nested 990",
                                  "environment nested 70", "lights surrogate",
                                  "environment key surrogate", "lights 1e400"])
def test_uvtt_values_that_cannot_be_kept_are_refused(tmp_path: Path, name: str) -> None:
    one_line(within(10, lambda: read_uvtt(seeds.UVTTS[name], "x.dd2vtt")), "x.dd2vtt")


def test_uvtt_file_name_that_is_not_utf8_is_kept_as_text(tmp_path: Path) -> None:
    path = tmp_path / os.fsdecode(b"caf\xe9.dd2vtt")
    path.write_bytes(seeds.text(seeds.uvtt_json()))
    doc = read_uvtt(path)
    assert doc.metadata["imported_from"] == "caf\ufffd.dd2vtt"
    reopenable(doc, tmp_path)


@pytest.mark.parametrize("name", list(seeds.DOCUMENTS))
def test_document_crafted_inputs_are_refused_or_reopenable(tmp_path: Path, name: str) -> None:
    result = within(10, lambda: document_from_bytes(seeds.DOCUMENTS[name], "x.battlemap"))
    if isinstance(result, BaseException):
        one_line(result, "x.battlemap")
    else:
        reopenable(result, tmp_path)


@pytest.mark.parametrize("name, where", [
    ("metadata 1e400", "metadata.x"), ("options -1e999", "options.x[0]"),
    ("token id surrogate", "tokens[0].id"), ("token name surrogate", "tokens[0].name"),
    ("metadata key surrogate", "metadata"), ("extras surrogate", "extras.k[0]"),
    ("initiative id surrogate", "play.initiative[0].id"),
    ("options nested 70", "nested more than 64"), ("options nested 900", "options"),
    ("background NUL", "background.file"), ("two document.json", "more than once"),
    ("wall inf", "not a finite number"),
])
def test_document_values_the_writer_cannot_write_are_refused(name: str, where: str) -> None:
    one_line(_error(lambda: document_from_bytes(seeds.DOCUMENTS[name], "x.battlemap")), where)


def _error(work: Callable[[], Any]) -> BaseException:
    try:
        work()
    except BaseException as exc:  # noqa: BLE001 - judged by the caller
        return exc
    raise AssertionError("accepted")


def test_a_case_with_a_date_in_its_options_is_refused() -> None:
    one_line(_error(lambda: parse_case(seeds.CASES["options datetime"].decode(), "c.toml")),
             "options.when", "cannot be stored")


def test_a_token_id_with_a_surrogate_on_the_command_line(tmp_path: Path) -> None:
    path = tmp_path / "s.json"
    path.write_bytes(seeds.DOCUMENTS["token id surrogate"])
    proc = subprocess.run([sys.executable, "-m", "battlemap", "analyze", str(path)],
                          capture_output=True, text=True, env=_env(), timeout=60)
    _one_line_exit_2(proc)


# --------------------------------------------------------------------------
# Walls that reach far away

@pytest.mark.parametrize("name", ["wall diagonal 1e12", "wall vertical 1e308",
                                  "wall polyline leaving and coming back"])
def test_a_far_reaching_wall_blocks_between_two_creatures(name: str) -> None:
    doc = document_from_bytes(seeds.DOCUMENTS[name])
    for segment in doc.board.segments:
        for x, y in segment.points:
            assert -1000 <= x <= 1010 and -1000 <= y <= 1010
    result = evaluate(doc, "A", "t", Attack("ranged"), "dnd35")
    assert not result.line_of_effect, result


def test_a_far_reaching_wall_in_a_case_blocks() -> None:
    case = parse_case(seeds.CASES["wall diagonal 1e12"].decode(), "c.toml")
    assert not evaluate(case.document, "A", "t", Attack("ranged"), "dnd35").line_of_effect


def test_clipped_walls_are_exact_where_they_meet_lattice_points() -> None:
    doc = document_from_bytes(seeds.DOCUMENTS["wall diagonal 1e12"])
    assert doc.board.segments[0].points == ((-1000.0, -1000.0), (1010.0, 1010.0))
    doc = document_from_bytes(seeds.DOCUMENTS["wall vertical 1e308"])
    assert doc.board.segments[0].points == ((5.0, -1000.0), (5.0, 1010.0))
    doc = document_from_bytes(seeds.DOCUMENTS["wall polyline leaving and coming back"])
    assert [s.points for s in doc.board.segments] == [
        ((5.0, -1000.0), (5.0, 1010.0)), ((6.0, 1010.0), (6.0, -1000.0))]
    # Clipping what was clipped changes nothing: the round trip holds.
    assert document_from_bytes(document_to_bytes(doc)) == doc


# --------------------------------------------------------------------------
# Saving: stale temporaries, modes, symlinks

def _doc() -> Document:
    return Document(Board(3, 3), {"a": Token("a", 0, 0)})


def test_a_killed_save_leaves_nothing_behind_after_the_next_save(tmp_path: Path) -> None:
    path = tmp_path / "map.battlemap"
    save_document(_doc(), path)
    stale = [tmp_path / ".map.battlemap.0123abcd.tmp", tmp_path / ".map.battlemap.bak.89abcdef.tmp"]
    for p in stale:
        p.write_bytes(b"x" * 1000)
    old = time.time() - 3600
    os.utime(stale[1], (old, old))
    other = tmp_path / ".other.battlemap.0123abcd.tmp"
    other.write_bytes(b"not ours")
    save_document(_doc(), path)
    assert not any(p.exists() for p in stale) and other.exists()


def test_opening_a_map_removes_its_stale_temporaries(tmp_path: Path) -> None:
    path = tmp_path / "map.battlemap"
    save_document(_doc(), path)
    stale = tmp_path / ".map.battlemap.0123abcd.tmp"
    stale.write_bytes(b"x")
    load_document(path)
    assert not stale.exists()


def test_a_temporary_file_being_written_is_kept(tmp_path: Path) -> None:
    import fcntl

    path = tmp_path / "map.battlemap"
    live = tmp_path / ".map.battlemap.0123abcd.tmp"
    with open(live, "wb") as f:
        fcntl.flock(f.fileno(), fcntl.LOCK_EX)
        atomic_save.remove_stale_temporaries(path)
        assert live.exists()


def test_saving_keeps_the_file_mode(tmp_path: Path) -> None:
    path = tmp_path / "map.battlemap"
    save_document(_doc(), path)
    os.chmod(path, 0o600)
    save_document(_doc(), path)
    assert stat.S_IMODE(path.stat().st_mode) == 0o600


def test_saving_to_a_symlink_writes_through_it(tmp_path: Path) -> None:
    target = tmp_path / "real" / "map.battlemap"
    target.parent.mkdir()
    save_document(_doc(), target)
    link = tmp_path / "link.battlemap"
    link.symlink_to(target)
    doc = _doc()
    doc.tokens["b"] = Token("b", 2, 2)
    save_document(doc, link)
    assert link.is_symlink() and load_document(target) == doc
    assert (target.parent / "map.battlemap.bak").exists()


# --------------------------------------------------------------------------
# The command line

def _env() -> dict[str, str]:
    return dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen")


def _one_line_exit_2(proc: subprocess.CompletedProcess[str]) -> None:
    assert proc.returncode == 2, proc
    assert "Traceback" not in proc.stderr
    assert len(proc.stderr.splitlines()) == 1, proc.stderr
    assert proc.stderr.startswith("battlemap: error: ")


@pytest.mark.parametrize("argv", [
    ["analyze", "x.toml", "--origin", "-3,2"],
    ["analyze"],
    ["analyze", "x.toml", "--kind", "nope"],
    ["import", "x.dd2vtt"],
    ["import"],
    ["cases"],
    ["--bogus"],
    ["export", "x.toml"],
])
def test_bad_arguments_are_one_line(capsys: pytest.CaptureFixture[str], argv: list[str]) -> None:
    code = main(argv)
    err = capsys.readouterr().err
    assert code == 2 and len(err.splitlines()) == 1, err
    assert err.startswith("battlemap: error: ") and "usage" not in err


def test_export_with_a_damaged_background_exits_2(tmp_path: Path) -> None:
    data = bytearray(seeds.PNG_1X1)
    data[40:50] = b"\x00" * 10  # the pixels, not the header
    doc = tmp_path / "map.json"
    doc.write_bytes(seeds.text(seeds.document_json(
        background={"file": "bg.png", "format": "png"})))
    (tmp_path / "bg.png").write_bytes(bytes(data))
    out = tmp_path / "out.png"
    proc = subprocess.run([sys.executable, "-m", "battlemap", "export", str(doc), "-o", str(out)],
                          capture_output=True, text=True, env=_env(), timeout=120)
    _one_line_exit_2(proc)
    assert "background" in proc.stderr and not out.exists()


def test_import_refuses_to_replace_its_own_input(capsys: pytest.CaptureFixture[str],
                                                 tmp_path: Path) -> None:
    path = tmp_path / "map.dd2vtt"
    data = seeds.text(seeds.uvtt_json())
    path.write_bytes(data)
    for out in (str(path), str(tmp_path / "." / "map.dd2vtt")):
        assert main(["import", str(path), "-o", out]) == 2
        assert path.read_bytes() == data
    link = tmp_path / "link.battlemap"
    link.symlink_to(path)
    assert main(["import", str(path), "-o", str(link)]) == 2
    assert path.read_bytes() == data
    err = capsys.readouterr().err
    assert all(line.startswith("battlemap: error: ") for line in err.splitlines())
