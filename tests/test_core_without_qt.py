"""`battlemap.core` never imports Qt (ARCHITECTURE.md): every module of the
engine imports, and the engine evaluates an attack, with PySide6 blocked."""

from __future__ import annotations

import re
import subprocess
import sys
import textwrap
from pathlib import Path


import battlemap.core

CORE = Path(battlemap.core.__file__).resolve().parent
REPO = CORE.parent.parent

SCRIPT = textwrap.dedent(
    """
    import importlib
    import importlib.abc
    import pkgutil
    import sys


    class BlockQt(importlib.abc.MetaPathFinder):
        def find_spec(self, name, path=None, target=None):
            if name == "PySide6" or name.startswith("PySide6."):
                raise ImportError(f"PySide6 is blocked: core imported {name}")
            return None


    sys.meta_path.insert(0, BlockQt())
    for name in list(sys.modules):
        if name == "PySide6" or name.startswith("PySide6."):
            del sys.modules[name]

    import battlemap.core

    imported = ["battlemap.core"]
    for info in pkgutil.walk_packages(battlemap.core.__path__, "battlemap.core."):
        importlib.import_module(info.name)
        imported.append(info.name)

    from battlemap.core.model import Board, Document, Token
    from battlemap.core.rules import Attack, evaluate, ruleset_ids

    board = Board(3, 3)
    board.solid[1, 1] = 2
    doc = Document(board, {"a": Token("a", 0, 0), "b": Token("b", 2, 2, faction="foe")})
    for ruleset in ruleset_ids():
        result = evaluate(doc, "a", "b", Attack("ranged"), ruleset)
        assert result.cover != "none", (ruleset, result.cover)

    leaked = sorted(m for m in sys.modules if m == "PySide6" or m.startswith("PySide6."))
    assert not leaked, leaked
    print("MODULES", len(imported), " ".join(imported))
    """
)


def test_core_imports_and_evaluates_with_pyside6_blocked():
    proc = subprocess.run(
        [sys.executable, "-c", SCRIPT], cwd=REPO, capture_output=True, text=True, timeout=120,
    )
    assert proc.returncode == 0, f"stdout:\n{proc.stdout}\nstderr:\n{proc.stderr}"
    line = next(ln for ln in proc.stdout.splitlines() if ln.startswith("MODULES"))
    imported = set(line.split()[2:])
    # The walk really reached the subpackages (a silent no-op walk would pass).
    for expected in ("battlemap.core.model", "battlemap.core.rules",
                     "battlemap.core.geometry.tracer", "battlemap.core.io.document_format"):
        assert expected in imported, sorted(imported)


def test_the_blocker_really_blocks():
    """The finder in SCRIPT makes `import PySide6` fail (else the test above
    would prove nothing on a machine where Qt is installed)."""
    probe = SCRIPT.split("import battlemap.core\n")[0] + "import PySide6.QtCore\n"
    proc = subprocess.run([sys.executable, "-c", probe], cwd=REPO, capture_output=True,
                          text=True, timeout=60)
    assert proc.returncode != 0
    assert "PySide6 is blocked" in proc.stderr


# --------------------------------------------------------------------------
# Each module on its own, in a fresh interpreter state.

STANDALONE = textwrap.dedent(
    """
    import importlib
    import pkgutil
    import sys
    import traceback

    import battlemap.core

    names = ["battlemap.core"] + [
        info.name for info in pkgutil.walk_packages(battlemap.core.__path__, "battlemap.core.")
    ]
    for name in names:
        for loaded in [m for m in sys.modules if m.startswith("battlemap")]:
            del sys.modules[loaded]
        try:
            importlib.import_module(name)
        except Exception as exc:
            print("FAIL", name, type(exc).__name__, str(exc).replace("\\n", " "))
        else:
            print("OK", name)
    """
)

def _standalone_results() -> dict[str, str]:
    proc = subprocess.run([sys.executable, "-c", STANDALONE], cwd=REPO, capture_output=True,
                          text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    out = {}
    for line in proc.stdout.splitlines():
        status, name, *why = line.split(" ", 2)
        out[name] = "" if status == "OK" else " ".join(why)
    assert "battlemap.core.rules" in out
    return out


def test_every_core_module_imports_on_its_own():
    """Any core module can be a program's first battlemap import. (This found
    a circular import: geometry.line_facts -> rules.result -> rules/__init__
    -> corner_systems -> rules.common -> line_facts; since fixed.)"""
    failures = {name: why for name, why in _standalone_results().items() if why}
    assert not failures, failures


QT_IMPORT = re.compile(r"^\s*(import\s+PySide6|from\s+PySide6)\b", re.MULTILINE)


def test_no_core_source_file_imports_pyside6():
    files = sorted(CORE.rglob("*.py"))
    assert len(files) > 10
    offenders = [str(p.relative_to(REPO)) for p in files
                 if QT_IMPORT.search(p.read_text(encoding="utf-8"))]
    assert not offenders, f"core files importing PySide6: {offenders}"
