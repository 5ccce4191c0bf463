"""Every rules case of the shared folder passes (RULES.md, pinned by cases/)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from battlemap.core.io.case_format import check_case, load_case

CASES_DIR = Path(
    os.environ.get("BATTLEMAP_CASES")
    or Path(__file__).resolve().parents[1].parent / "shared" / "rules" / "cases"
)


def _case_params() -> list[object]:
    if not CASES_DIR.is_dir():
        reason = f"no rules-case folder at {CASES_DIR} (set BATTLEMAP_CASES to point to one)"
        return [pytest.param(None, marks=pytest.mark.skip(reason=reason), id="no-cases")]
    return [pytest.param(path, id=path.name) for path in sorted(CASES_DIR.glob("*.toml"))]


@pytest.mark.parametrize("path", _case_params())
def test_rules_case(path: Path) -> None:
    case = load_case(path)
    failures = check_case(case)
    assert not failures, f"{case.title}\n" + "\n".join(str(f) for f in failures)
