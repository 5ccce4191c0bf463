"""The editor's warm-up (`core.rules.warm_up`, run once its window shows)
loads every compiled kernel a real map asks for: after it, evaluating the
sample maps under every ruleset loads no kernel it had not loaded. Run in a
fresh process, where nothing was loaded before."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from battlemap.core.geometry import kernel

ROOT = Path(__file__).resolve().parents[1]

SCRIPT = r"""
import importlib, pkgutil, sys
from numba.core.registry import CPUDispatcher
import battlemap.core.geometry as geometry
from battlemap.core.io.document_format import load_document
from battlemap.core.rules import Attack, evaluate_pairs, ruleset_ids
from battlemap.core.rules.warm_up import warm_up

def loaded():
    found = {}
    for info in pkgutil.iter_modules(geometry.__path__):
        module = importlib.import_module("battlemap.core.geometry." + info.name)
        for name, value in vars(module).items():
            if isinstance(value, CPUDispatcher):
                found[info.name + "." + name] = len(value.signatures)
    return found

warm_up()
before = loaded()
assert sum(before.values()) > 0, before
for path in sys.argv[1:]:
    doc = load_document(path)
    pairs = [(a, t) for a in doc.tokens for t in doc.tokens if a != t]
    for ruleset in ruleset_ids():
        for attack in (Attack("ranged"), Attack("melee"), Attack("area", (3, 3))):
            for r in evaluate_pairs(doc, pairs, attack, ruleset):
                r.visible_fraction, tuple(r.lines)
after = loaded()
missed = {k: (before.get(k, 0), v) for k, v in after.items() if v != before.get(k, 0)}
print("missed", missed)
sys.exit(1 if missed else 0)
"""


@pytest.mark.skipif(not kernel.COMPILED, reason="numba is not installed: nothing to load")
def test_the_warm_up_loads_every_kernel_a_map_asks_for():
    maps = sorted(str(p) for p in (ROOT / "battlemap" / "resources" / "samples").glob("*.battlemap"))
    assert maps
    done = subprocess.run([sys.executable, "-c", SCRIPT, *maps], cwd=ROOT, capture_output=True, text=True,
                          timeout=600)
    assert done.returncode == 0, done.stdout + done.stderr
