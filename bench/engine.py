"""Engine benchmark (issue: core engine). Prints medians over repeated runs;
every repetition first changes the board (a far cell painted and unpainted)
or moves a token, so no repetition is a cache hit:

1. the full attack matrix: every ordered pair of the 50 tokens, ranged and
   melee, every field but the visible fraction;
   the visible fraction for the whole matrix, and the peak memory of one matrix;
2. one token moved: its row and column of the matrix recomputed;
3. the same pairs by the plain reference path (one line at a time through the
   uncompiled kernel), and the ratio;
   then the full matrix of 100 tokens on a 200 x 200 dungeon;
4. light (RULES §8): the same dungeon in ambient darkness with 10 tokens
   carrying torches (20/40 ft); one torch-bearer moved: its light traced
   again and its row and column of the matrix recomputed, and the light
   alone.

Usage: python bench/engine.py [--repeat N] [--reference-pairs N]
The reference path is slow; by default it times a fixed sample of pairs and
scales to the full matrix (--reference-pairs 0 runs it on every pair).
"""

from __future__ import annotations

import argparse
import operator
import statistics
import sys
import time
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from dungeon import dark_dungeon, make_dungeon  # noqa: E402

from battlemap.core.geometry.context import Engine  # noqa: E402
from battlemap.core.model import Change  # noqa: E402
from battlemap.core.rules import RESULT_FIELDS, Attack, evaluate_pairs  # noqa: E402

KINDS = (Attack("ranged"), Attack("melee"))


FIELDS = tuple(f for f in RESULT_FIELDS if f != "visible_fraction")


def touch_fields(results, fields=FIELDS) -> None:
    """Read every field of every result (lazy fields are worked out then),
    one C-level getter per result: the reading is not the engine's work."""
    read = operator.attrgetter(*fields)
    for r in results:
        read(r)


def matrix(doc, pairs, engine=None, fields=FIELDS) -> None:
    for attack in KINDS:
        touch_fields(evaluate_pairs(doc, pairs, attack, engine=engine), fields)


def change_board(doc) -> None:
    """A new board revision: every cache keyed by it is cold again."""
    x, y = doc.board.width - 1, doc.board.height - 1
    doc.board.obscure[y, x] ^= 1
    doc.notify(Change("obscure", rect=(x, y, x + 1, y + 1)))


def fraction_time(doc, pairs) -> float:
    """The visible fraction of every result of a fresh matrix (both kinds),
    timed apart from the rest of the matrix."""
    change_board(doc)
    results = [r for attack in KINDS for r in evaluate_pairs(doc, pairs, attack)]
    touch_fields(results)
    t0 = time.perf_counter()
    touch_fields(results, ("visible_fraction",))
    return time.perf_counter() - t0


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

    matrix(doc, pairs)  # compile and import everything once

    def fresh_matrix() -> None:
        change_board(doc)
        matrix(doc, pairs)

    full = timed(fresh_matrix, args.repeat)
    print(f"1. full matrix (fast path):         {full * 1000:9.1f} ms  (goal <= 50 ms)")
    fractions = statistics.median(fraction_time(doc, pairs) for _ in range(max(1, args.repeat // 2)))
    print(f"   visible fraction, whole matrix:  {fractions * 1000:9.1f} ms  (goal <= 300 ms)")
    change_board(doc)
    tracemalloc.start()
    matrix(doc, pairs)
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    print(f"   peak memory of one matrix:       {peak / 2**20:9.1f} MB  (goal <= 200 MB)")

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
    fast_sample = timed(lambda: (change_board(doc), matrix(doc, sample)), 3)
    ref_sample = timed(lambda: (change_board(doc), matrix(doc, sample, reference)), 1)
    ref_full = ref_sample * len(pairs) / len(sample)
    label = "measured" if len(sample) == len(pairs) else f"scaled from {len(sample)} pairs"
    print(f"3. full matrix (reference path):    {ref_full * 1000:9.1f} ms  ({label})")
    print(f"   speed-up on the same pairs:      {ref_sample / fast_sample:9.1f} x  (goal >= 100x)")
    print(f"   speed-up, full matrix:           {ref_full / full:9.1f} x")

    big = make_dungeon(side=200, n_tokens=100, n_segments=1200, seed=11)
    big_ids = list(big.tokens)
    big_pairs = [(a, b) for a in big_ids for b in big_ids if a != b]
    matrix(big, big_pairs[:50])  # its board geometry
    big_ms = timed(lambda: (change_board(big), matrix(big, big_pairs)), 1) * 1000
    print(f"   200x200, 100 tokens ({len(big_pairs)} pairs x 2 kinds): {big_ms:9.1f} ms")

    lit_doc, light_ms, total_ms, pairs_moved = torch_bearers(args.repeat * 3)
    print(f"4. torch-bearer moved ({pairs_moved} pairs):{total_ms:10.1f} ms  (goal <= 5 ms; "
          f"its light alone {light_ms:.2f} ms)")


def torch_bearers(repeat: int):
    """Bench 4: 10 token-carried torches in the dark; one bearer moves."""
    from battlemap.core.geometry.context import engine_for
    from battlemap.core.rules import get_ruleset
    from battlemap.core.rules.common import light_rules
    from battlemap.core.geometry.lighting import light_levels

    doc = dark_dungeon()
    ids = list(doc.tokens)
    bearers = [tid for tid in ids if doc.tokens[tid].light is not None]
    pairs = [(a, b) for a in ids for b in ids if a != b]
    matrix(doc, pairs)
    mover = bearers[len(bearers) // 2]
    row_col = [p for p in pairs if mover in p]
    token = doc.tokens[mover]
    rules = light_rules(get_ruleset(doc.ruleset), None)
    step = [0]

    def move() -> None:
        step[0] ^= 1
        doc.tokens[mover] = token.moved_to(token.x + step[0], token.y)
        doc.notify(Change("tokens", ids=frozenset({mover})))

    def move_and_light() -> None:
        move()
        engine = engine_for(doc)
        light_levels(doc, engine.geometry, rules, engine.tokens)

    def move_and_update() -> None:
        move()
        matrix(doc, row_col)

    light = timed(move_and_light, repeat)
    total = timed(move_and_update, repeat)
    return doc, light * 1000, total * 1000, len(row_col)


if __name__ == "__main__":
    main()
