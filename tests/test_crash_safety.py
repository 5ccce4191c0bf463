"""Issue "never lose a map": a writer killed with SIGKILL at random moments
never leaves a file that fails to load or holds anything but the previous or
the new version."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from battlemap.core.io.document_format import load_document

WRITER = r"""
import sys
from pathlib import Path
from battlemap.core.io.document_format import save_document
from battlemap.core.model import Board, Document, Token

path = Path(sys.argv[1])
version = int(sys.argv[2])
print("ready", flush=True)  # the kill is timed from here, not from start-up
while True:
    version += 1
    # A growing document: the token count is the version, so a reader can
    # tell which version it got; the metadata makes each file bigger.
    tokens = {f"t{i}": Token(f"t{i}", i % 40, i // 40, name=f"goblin {i}") for i in range(version)}
    doc = Document(Board(40, 40), tokens, metadata={"version": version, "notes": "x" * 2000 * version})
    save_document(doc, path)
    print(version, flush=True)
"""


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_killed_saves_leave_the_old_or_the_new_version(tmp_path: Path) -> None:
    path = tmp_path / "map.battlemap"
    rng = random.Random(1234)
    last_complete = 0
    for _ in range(50):
        proc = subprocess.Popen(
            [sys.executable, "-c", WRITER, str(path), str(last_complete)],
            stdout=subprocess.PIPE, text=True,
        )
        # Imports take longer on a loaded machine: time the kill from the
        # writer's first save, so every run kills during saves.
        assert proc.stdout.readline().strip() == "ready"
        time.sleep(rng.uniform(0.05, 0.4))
        os.kill(proc.pid, signal.SIGKILL)
        out, _ = proc.communicate()
        written = [int(v) for v in out.split()]
        if not path.exists():
            assert not written
            continue
        version = load_document(path).metadata["version"]
        # The last save reported complete, or the one it was writing.
        newest = written[-1] if written else last_complete
        assert version in (newest, newest + 1), (version, newest)
        last_complete = version
    assert last_complete > 0
    leftovers = [p.name for p in tmp_path.iterdir() if p.name not in ("map.battlemap", "map.battlemap.bak")]
    # Killed writers may leave their temporary file; it must never be the map itself.
    assert all(name.startswith(".") or name.endswith(".tmp") for name in leftovers), leftovers
