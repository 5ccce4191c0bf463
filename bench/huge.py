"""Inputs at the documented limits (README "Files and limits"), each in its own
process so its peak memory is its own (issue: hostile and huge input):

1. `analyze` of every enemy pair on a 1000 x 1000 board with 100 tokens;
2. one pair among 100,000 thin walls of 20 points each (2,000,000 points).

Prints wall time and peak resident memory (goal: within 1 GB each).
Usage: python bench/huge.py [--tokens N] [--walls N]"""

from __future__ import annotations

import argparse
import resource
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

BIG_BOARD = """
import numpy as np
from battlemap.core.model import Board, Document, Solid, Token
from battlemap.core.rules import Attack, enemy_pairs, evaluate_pairs
rng = np.random.default_rng(3)
board = Board(1000, 1000)
board.solid[rng.random((1000, 1000)) < 0.02] = Solid.WALL
tokens = {}
for i in range(N):
    x, y = (int(v) for v in rng.integers(0, 999, 2))
    board.solid[y, x] = Solid.EMPTY
    tokens[f"t{i}"] = Token(f"t{i}", x, y, faction="pc" if i % 2 else "foe")
doc = Document(board, tokens, "dnd35")
pairs = enemy_pairs(doc)
for kind in ("ranged", "melee"):
    for r in evaluate_pairs(doc, pairs, Attack(kind)):
        r.cover, r.visible_fraction
print(len(pairs))
"""

MANY_WALLS = """
import numpy as np
from battlemap.core.model import Board, Document, Segment, Token
from battlemap.core.rules import Attack, evaluate
rng = np.random.default_rng(4)
segments = []
for _ in range(N):
    start = rng.random(2) * 1000
    steps = np.cumsum(rng.normal(0, 0.5, (20, 2)), axis=0)
    pts = np.clip(start + steps, 0, 1000)
    segments.append(Segment("wall", [tuple(p) for p in pts.tolist()]))
board = Board(1000, 1000, segments=segments)
doc = Document(board, {"A": Token("A", 2, 3), "t": Token("t", 990, 995, faction="foe")}, "dnd35")
for kind in ("ranged", "melee"):
    r = evaluate(doc, "A", "t", Attack(kind))
    r.cover, r.visible_fraction
print(1)
"""


def run(script: str, n: int) -> tuple[float, float, str]:
    code = f"N = {n}\n" + script
    t0 = time.perf_counter()
    proc = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    wall = time.perf_counter() - t0
    peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    status = proc.stdout.strip() or proc.stderr.strip().splitlines()[-1]
    return wall, peak, status


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tokens", type=int, default=100)
    parser.add_argument("--walls", type=int, default=100_000)
    args = parser.parse_args()
    wall, peak, status = run(BIG_BOARD, args.tokens)
    print(f"1. 1000x1000, {args.tokens} tokens, all pairs: {wall:8.1f} s, peak {peak:7.0f} MB  ({status})")
    wall, peak2, status = run(MANY_WALLS, args.walls)
    # ru_maxrss of children is the largest child so far: report the second
    # only when it is larger than the first.
    note = "" if peak2 > peak else " (not above the first run's peak)"
    print(f"2. one pair, {args.walls} walls x 20 points: {wall:8.1f} s, peak {peak2:7.0f} MB{note}  ({status})")


if __name__ == "__main__":
    main()
