"""Every rules case passes (RULES.md, pinned by the cases): the project's copy
of the shared cases, its own extra cases, and the shared folder itself when it
is there. Cases not passed yet are strict expected failures naming their issue."""

from __future__ import annotations

import filecmp
from pathlib import Path

import pytest

from battlemap.core.io.case_format import check_case, load_cases
from tests.rules_case_paths import (
    EXPECTED_FAILURES, EXTRA_CASES, PROJECT_CASES, case_params, upstream_cases,
)


def _check(path: Path) -> None:
    (case,) = load_cases([path])
    failures = check_case(case)
    assert not failures, f"{case.title}\n" + "\n".join(str(f) for f in failures)


@pytest.mark.parametrize(
    "path", case_params(PROJECT_CASES, "project/") + case_params(EXTRA_CASES, "extra/")
    + case_params(upstream_cases(), "upstream/"),
)
def test_rules_case(path: Path) -> None:
    _check(path)


def test_the_project_has_its_cases() -> None:
    assert len(list(PROJECT_CASES.glob("*.toml"))) >= 70
    assert len(list(EXTRA_CASES.glob("*.toml"))) >= 5


def test_expected_failures_name_existing_cases() -> None:
    names = {p.name for p in PROJECT_CASES.glob("*.toml")} | {p.name for p in EXTRA_CASES.glob("*.toml")}
    assert set(EXPECTED_FAILURES) <= names


def test_project_copy_matches_the_shared_cases() -> None:
    """Runs only where the shared folder is beside the project; then a copy
    that has drifted fails (refresh it with `cp -r`)."""
    upstream = upstream_cases()
    if upstream is None:
        return
    ours = {p.name for p in PROJECT_CASES.iterdir()}
    theirs = {p.name for p in upstream.iterdir() if p.suffix in (".toml", ".md")}
    assert theirs <= ours, f"missing from tests/rules_cases/shared: {sorted(theirs - ours)}"
    _, mismatch, errors = filecmp.cmpfiles(upstream, PROJECT_CASES, sorted(theirs), shallow=False)
    assert not mismatch and not errors, f"differs from the shared cases: {mismatch + errors}"


def test_the_extra_folder_loads_as_one_run() -> None:
    cases = load_cases([EXTRA_CASES])
    assert [c.path.name for c in cases] == sorted(p.name for p in EXTRA_CASES.glob("*.toml"))
