"""Scene benchmark (prints figures; not a test).

    QT_QPA_PLATFORM=offscreen python bench/scene.py

A 200 x 200 map with terrain, walls and 100 tokens in a 1280 x 800 view:
median time to repaint the whole view (rendered into a QImage) at "fit"
zoom and at 1:1, and to apply a 50-cell brush stroke (50 dabs through the
undo stack, merged into one step) including the repaint of what changed.
Goal: each <= 16 ms.
"""

from __future__ import annotations

import os
import statistics
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import numpy as np
from PySide6.QtCore import QRect
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication

from battlemap.core.edits import PaintCells
from battlemap.core.model import Board, Document, Obscure, Segment, Size, Solid, Token

SIDE = 200
TOKENS = 100
VIEW = (1280, 800)
GOAL_MS = 16.0


def big_document() -> Document:
    rng = np.random.default_rng(1)
    board = Board(SIDE, SIDE)
    board.solid[rng.random((SIDE, SIDE)) < 0.08] = Solid.WALL
    board.solid[rng.random((SIDE, SIDE)) < 0.03] = Solid.LOW
    board.obscure[40:90, 20:120] = Obscure.FOG
    board.obscure[120:160, 100:180] = Obscure.HEAVY_FOG
    board.obscure[10:40, 150:195] = Obscure.DARKNESS
    board.obscure[160:195, 10:60] = Obscure.DIM
    for i in range(200):
        x, y = int(rng.integers(0, SIDE - 5)), int(rng.integers(0, SIDE - 5))
        kind = ("wall", "door", "window", "low")[i % 4]
        board.segments.append(Segment(kind, ((x, y), (x + int(rng.integers(1, 5)), y))))
    doc = Document(board)
    sizes = [Size.MEDIUM] * 6 + [Size.SMALL, Size.LARGE, Size.HUGE, Size.GARGANTUAN]
    for i in range(TOKENS):
        size = sizes[i % len(sizes)]
        x, y = int(rng.integers(0, SIDE - 6)), int(rng.integers(0, SIDE - 6))
        doc.tokens[f"t{i}"] = Token(f"t{i}", x, y, f"Creature {i}", size,
                                    ("pc", "enemy", "ally", "wolves")[i % 4],
                                    conditions=frozenset({"prone"}) if i % 7 == 0 else frozenset())
    return doc


def median_ms(fn, repeat: int) -> float:
    fn()  # warm up caches
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def main() -> int:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    from battlemap.ui.main_window import MainWindow

    window = MainWindow()
    window.editor.set_document(big_document())
    window.resize(*VIEW)
    window.show()
    app.processEvents()
    view = window.view
    viewport = view.viewport()
    image = QImage(viewport.size(), QImage.Format.Format_ARGB32_Premultiplied)

    def repaint_view() -> None:
        painter = QPainter(image)
        painter.setRenderHints(view.renderHints())
        view.render(painter, source=QRect(viewport.rect()))
        painter.end()

    results = {}
    view.fit_board()
    results["full repaint at fit zoom"] = median_ms(repaint_view, 15)
    view.zoom_actual()
    view.centerOn(window.scene.board_rect().center())
    results["full repaint at 1:1"] = median_ms(repaint_view, 15)

    # a 50-cell stroke: 50 dabs through the undo stack (one merged step), the
    # scene told of each change, then the repaint of the view at 1:1
    from battlemap.ui.commands import PaintCellsCommand

    doc = window.document
    row = [100]

    def stroke() -> None:
        y = row[0]
        row[0] += 1
        key = ("bench", y)
        for x in range(75, 125):
            edit = PaintCells("obscure", [(x, y)], Obscure.DARKNESS if y % 2 else Obscure.FOG)
            window.editor.push(PaintCellsCommand(doc, edit, "bench", merge_key=key))
        repaint_view()

    results["50-cell brush stroke + repaint (1:1)"] = median_ms(stroke, 15)
    steps = window.undo_stack.count()

    def stroke_model_only() -> None:
        y = row[0]
        row[0] += 1
        key = ("bench", y)
        for x in range(75, 125):
            edit = PaintCells("solid", [(x, y)], Solid.WALL if y % 2 else Solid.LOW)
            window.editor.push(PaintCellsCommand(doc, edit, "bench", merge_key=key))

    results["50-cell brush stroke, edits only"] = median_ms(stroke_model_only, 15)

    print(f"Battlemap scene benchmark: {SIDE}x{SIDE} squares, {TOKENS} tokens, "
          f"{len(doc.board.segments)} segments, view {VIEW[0]}x{VIEW[1]}")
    print(f"(each stroke is one undo step: {steps} strokes -> {steps} steps)")
    for name, ms in results.items():
        verdict = "ok" if ms <= GOAL_MS else f"over the {GOAL_MS:.0f} ms goal"
        print(f"  {name:<40} {ms:7.2f} ms  {verdict}")
    window.undo_stack.setClean()
    window.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
