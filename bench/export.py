"""Benchmark: PNG export of a 100 x 100 map at 100 px per square (10,000 x 10,000
pixels before the frame) with the overlays of one attacker against 40 enemies.

    python bench/export.py [--px N] [--keep OUT.png] [--pdf] [--svg]

Prints wall time and peak RSS (resource.getrusage). Goals: <= 10 s, <= 1 GB.
"""

from __future__ import annotations

import argparse
import os
import resource
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import numpy as np  # noqa: E402

from battlemap.core.model import Board, Document, Segment, Size, Token  # noqa: E402
from battlemap.core.rules import Attack  # noqa: E402

GOAL_SECONDS = 10.0
GOAL_RSS_MB = 1024.0


def bench_document(side: int = 100, enemies: int = 40, seed: int = 7) -> Document:
    """Rooms of stone, fog, darkness, low walls, thin walls and doors, one
    hero, a few allies and `enemies` enemies, deterministic."""
    rng = np.random.default_rng(seed)
    board = Board(side, side)
    for _ in range(side // 3):  # wall runs
        x, y = rng.integers(0, side - 12, 2)
        length = int(rng.integers(4, 12))
        if rng.random() < 0.5:
            board.solid[y, x:x + length] = 2
        else:
            board.solid[y:y + length, x] = 2
    board.solid[rng.random((side, side)) < 0.01] = 1
    for value, count in ((1, side // 10), (4, side // 25), (3, side // 25)):
        for _ in range(count):
            x, y = rng.integers(0, side - 6, 2)
            board.obscure[y:y + int(rng.integers(2, 6)), x:x + int(rng.integers(2, 6))] = value
    for i in range(side // 5):
        x, y = (int(v) for v in rng.integers(1, side - 6, 2))
        kind = ("wall", "door", "window", "low")[i % 4]
        board.segments.append(Segment(kind, ((x, y), (x + int(rng.integers(1, 5)), y))))
    doc = Document(board, ruleset="dnd35")
    taken = board.solid > 0
    def free_cell(n: int = 1) -> tuple[int, int]:
        while True:
            x, y = (int(v) for v in rng.integers(0, side - n, 2))
            if not taken[y:y + n, x:x + n].any():
                taken[y:y + n, x:x + n] = True
                return x, y
    x, y = side // 2, side // 2
    board.solid[y, x] = 0
    taken[y, x] = True
    doc.tokens["hero"] = Token("hero", x, y, "Aria", faction="pc")
    for i in range(6):
        doc.tokens[f"ally{i}"] = Token(f"ally{i}", *free_cell(), f"Ally {i + 1}", faction="pc")
    for i in range(enemies):
        size = Size.LARGE if i % 8 == 0 else Size.MEDIUM
        doc.tokens[f"e{i}"] = Token(f"e{i}", *free_cell(size.footprint), f"Goblin {i + 1}",
                                    size, faction="enemy")
    return doc


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--px", type=float, default=100.0, help="pixels per square")
    parser.add_argument("--keep", metavar="OUT", help="keep the exported file here")
    parser.add_argument("--pdf", action="store_true", help="also time a print-scale PDF")
    parser.add_argument("--svg", action="store_true", help="also time an SVG")
    args = parser.parse_args(argv)

    from battlemap.render.export import (
        ExportOptions, ensure_gui_application, export_pdf, export_png, export_svg,
    )

    ensure_gui_application()
    doc = bench_document()
    options = ExportOptions(px_per_square=args.px, attacker="hero", attack=Attack("ranged"),
                            title="Benchmark: 100 x 100 squares, 40 enemies")
    with tempfile.TemporaryDirectory() as folder:
        out = Path(args.keep) if args.keep else Path(folder) / "bench.png"
        bands = []
        start = time.perf_counter()
        info = export_png(doc, out, options, lambda done, total: bands.append(done) or True)
        seconds = time.perf_counter() - start
        rss_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # kB on Linux
        if sys.platform == "darwin":
            rss_mb /= 1024  # bytes on macOS
        size_mb = out.stat().st_size / 1e6
        print(f"png  {info.width} x {info.height} px, {len(bands) - 1} progress steps, "
              f"{size_mb:.1f} MB: {seconds:.2f} s, peak RSS {rss_mb:.0f} MB "
              f"(goals {GOAL_SECONDS:.0f} s, {GOAL_RSS_MB:.0f} MB)")
        ok = seconds <= GOAL_SECONDS and rss_mb <= GOAL_RSS_MB
        if args.pdf:
            start = time.perf_counter()
            info = export_pdf(doc, Path(folder) / "bench.pdf", options)
            print(f"pdf  {info.pages} pages: {time.perf_counter() - start:.2f} s")
        if args.svg:
            start = time.perf_counter()
            info = export_svg(doc, Path(folder) / "bench.svg", options)
            print(f"svg  {info.width} x {info.height}: {time.perf_counter() - start:.2f} s")
        rss_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
        print(f"peak RSS at the end: {rss_mb:.0f} MB")
    print("OK" if ok else "OVER GOAL")
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
