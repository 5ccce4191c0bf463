"""Engine benchmark (issue: core engine). Prints medians over repeated runs:

1. the full attack matrix: every ordered pair of the 50 tokens, ranged and
   melee, every field (the visible fraction included);
2. one token moved: its row and column of the matrix recomputed;
3. the same full matrix by the plain reference path (one line at a time,
   one shapely predicate call per line and wall layer, no index), and the ratio.

Usage: python bench/engine.py [--repeat N] [--reference-pairs N]
The reference path is slow; by default it times a fixed sample of pairs and
scales to the full matrix (--reference-pairs 0 runs it on every pair).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from dungeon import make_dungeon  # noqa: E402

from battlemap.core.geometry.context import Engine  # noqa: E402
from battlemap.core.model import Change  # noqa: E402
from battlemap.core.rules import RESULT_FIELDS, Attack, evaluate_pairs  # noqa: E402

KINDS = (Attack("ranged"), Attack("melee"))


def touch_all_fields(results) -> None:
    for r in results:
        for name in RESULT_FIELDS:
            getattr(r, name)


def matrix(doc, pairs, engine=None) -> None:
    for attack in KINDS:
        touch_all_fields(evaluate_pairs(doc, pairs, attack, engine=engine))


def timed(fn, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--reference-pairs", type=int, default=150)
    args = parser.parse_args()

    doc = make_dungeon()
    ids = list(doc.tokens)
    pairs = [(a, b) for a in ids for b in ids if a != b]
    print(f"board {doc.board.width}x{doc.board.height}, {len(ids)} tokens, "
          f"{len(doc.board.segments)} thin walls, {len(pairs)} ordered pairs x 2 kinds")

    matrix(doc, pairs)  # warm the board geometry cache
    full = timed(lambda: matrix(doc, pairs), args.repeat)
    print(f"1. full matrix (fast path):         {full * 1000:9.1f} ms  (goal <= 50 ms)")

    mover = ids[len(ids) // 2]
    row_col = [p for p in pairs if mover in p]
    token = doc.tokens[mover]
    step = [0]

    def move_and_update() -> None:
        step[0] ^= 1
        doc.tokens[mover] = token.moved_to(token.x + step[0], token.y)
        doc.notify(Change("tokens", ids=frozenset({mover})))
        matrix(doc, row_col)

    moved = timed(move_and_update, args.repeat * 3)
    print(f"2. one token moved ({len(row_col)} pairs):  {moved * 1000:9.1f} ms  (goal <= 3 ms)")

    reference = Engine(doc, reference=True)
    sample = pairs if args.reference_pairs <= 0 else pairs[:: max(1, len(pairs) // args.reference_pairs)]
    fast_sample = timed(lambda: matrix(doc, sample), 3)
    ref_sample = timed(lambda: matrix(doc, sample, reference), 1)
    ref_full = ref_sample * len(pairs) / len(sample)
    label = "measured" if len(sample) == len(pairs) else f"scaled from {len(sample)} pairs"
    print(f"3. full matrix (reference path):    {ref_full * 1000:9.1f} ms  ({label})")
    print(f"   speed-up on the same pairs:      {ref_sample / fast_sample:9.1f} x  (goal >= 20x)")
    print(f"   speed-up, full matrix:           {ref_full / full:9.1f} x")


if __name__ == "__main__":
    main()
