"""The project's own rules cases (tests/cases_extra): off-grid and diagonal
thin walls, joints, doors and low segments, as imported maps have them."""

from __future__ import annotations

from pathlib import Path

import pytest

from battlemap.core.io.case_format import check_case, load_cases

CASES_DIR = Path(__file__).resolve().parent / "cases_extra"
CASE_FILES = sorted(CASES_DIR.glob("*.toml"))


def test_there_are_extra_cases() -> None:
    assert len(CASE_FILES) >= 5


@pytest.mark.parametrize("path", [pytest.param(p, id=p.name) for p in CASE_FILES])
def test_extra_case(path: Path) -> None:
    (case,) = load_cases([path])
    failures = check_case(case)
    assert not failures, f"{case.title}\n" + "\n".join(str(f) for f in failures)


def test_the_folder_loads_as_one_run() -> None:
    cases = load_cases([CASES_DIR])
    assert [c.path.name for c in cases] == [p.name for p in CASE_FILES]
