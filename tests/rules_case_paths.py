"""Where the rules cases live, for every test that reads them.

The project keeps its own copy of the shared rules cases (`rules_cases/shared`)
and its own cases (`rules_cases/extra`), so a plain clone runs them all. When
the shared folder sits beside the project (or BATTLEMAP_CASES names one), its
cases run too, and the copy must match it."""

from __future__ import annotations

import os
from pathlib import Path

HERE = Path(__file__).resolve().parent
PROJECT_CASES = HERE / "rules_cases" / "shared"
EXTRA_CASES = HERE / "rules_cases" / "extra"


def upstream_cases() -> Path | None:
    """The shared rules-case folder beside the project, if there is one."""
    named = os.environ.get("BATTLEMAP_CASES")
    folder = Path(named) if named else HERE.parent.parent / "shared" / "rules" / "cases"
    return folder if folder.is_dir() else None


# Cases the engine does not pass yet, each with the open issue that makes it
# pass. Strict: a case on this list that passes fails the suite, so the list
# shrinks as the issues land.
EXPECTED_FAILURES: dict[str, int] = {
}


def case_params(folder: Path | None, prefix: str = "") -> list[object]:
    """One pytest param per case file; expected failures are strict xfails."""
    import pytest

    if folder is None:
        return []
    params = []
    for path in sorted(folder.glob("*.toml")):
        issue = EXPECTED_FAILURES.get(path.name)
        marks = pytest.mark.xfail(strict=True, reason=f"issue {issue}") if issue else ()
        params.append(pytest.param(path, id=f"{prefix}{path.stem}", marks=marks))
    return params
