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
    "dnd35_template_burst_20ft.toml": 16,
    "dnd35_template_line_along_grid.toml": 16,
    "dnd4e_template_area_burst_1.toml": 16,
    "dnd4e_template_close_blast_2.toml": 16,
    "dnd4e_template_close_burst_1.toml": 16,
    "graded_template_line_diagonal.toml": 16,
    "pf1e_template_burst_10ft.toml": 16,
    "pf1e_template_cone_15ft_east.toml": 16,
    "sf1e_template_cone_15ft_northeast.toml": 16,
    "dnd35_light_darkvision_in_the_dark.toml": 17,
    "dnd35_light_low_light_doubles_radius.toml": 17,
    "dnd4e_light_lantern_in_dim_cave.toml": 17,
    "graded_light_dark_centre_line.toml": 17,
    "pf1e_light_one_step_and_low_light.toml": 17,
    "pf1e_light_torch_in_dark_room.toml": 17,
    "sf1e_light_painted_darkness_caps.toml": 17,
    "pf1e_melee_out_of_reach.toml": 13,
    "sf1e_melee_reach_no_diagonal_exception.toml": 13,
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
