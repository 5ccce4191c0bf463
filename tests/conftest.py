"""Compile the line kernel (and the badge layout's) once, before any test runs.

numba compiles `battlemap/core/geometry/kernel.py` on first use (more than a
minute of CPU here) and caches it beside the module. In a fresh checkout the
suite's two processes (README: pytest-xdist) and the tests that start Python
themselves would each compile it at the same time, fighting over the cores;
a subprocess test then times out. So the first process (xdist's controller,
or the only one) runs every rules case once, which compiles every kernel the
engine uses into the cache, and everyone after it loads them.
"""

from __future__ import annotations

from pathlib import Path

CASES = Path(__file__).resolve().parent / "rules_cases"


def pytest_sessionstart(session) -> None:
    if hasattr(session.config, "workerinput"):
        return  # an xdist worker: the controller compiled before starting it
    from battlemap.core.geometry import kernel

    if not kernel.COMPILED:
        return
    from battlemap.core.io.case_format import check_case, load_case

    for path in sorted(CASES.rglob("*.toml")):
        try:
            check_case(load_case(path))
        except Exception:  # noqa: BLE001 - the tests report broken cases; this only warms up
            pass
    from battlemap.ui.overlays.badge_choice import warm_up

    warm_up()  # the badge layout's kernel, likewise
