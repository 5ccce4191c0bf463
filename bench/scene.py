"""Scene benchmark (prints figures; not a test).

    QT_QPA_PLATFORM=offscreen python bench/scene.py

A 200 x 200 map with terrain, walls and 100 tokens in a 1280 x 800 view:
median time to repaint the whole view (a synchronous repaint of the viewport) at "fit"
zoom and at 1:1, and to apply a 50-cell brush stroke (50 dabs through the
undo stack, merged into one step) including the repaint of what changed.
Goal: each <= 16 ms.

Then a 100 x 100 map with 60 tokens at fit zoom, an attacker selected with
every overlay on: the repaint (cached, and with nothing cached), a zoom
step through `set_scale` (the toolbar's and keys' zoom: the overlays laid
out again and every cached picture painted anew), and bursts of wheel
notches: each notch shows the last crisp frame scaled (the first of a
burst keeps that frame), and the crisp frame (layout + repaint) comes once,
when the wheel rests (`ui/scene/zoom_preview.py`).

    QT_QPA_PLATFORM=offscreen python bench/scene.py --art

The same with a picture on every token (four different ones, token art).
"""

from __future__ import annotations

import os
import statistics
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import numpy as np
from PySide6.QtGui import QPixmapCache
from PySide6.QtWidgets import QApplication

from battlemap.core.edits import PaintCells
from battlemap.core.model import Board, Document, Obscure, Segment, Size, Solid, Token

SIDE = 200
TOKENS = 100
VIEW = (1280, 800)
GOAL_MS = 16.0
SELECT_GOAL_MS = 100.0  # selecting an attacker until its overlays are complete
SELECT_NAME = ": select an attacker, overlays complete"
OVERLAY_SIDE, OVERLAY_TOKENS = 100, 60


def big_document(side: int = SIDE, tokens: int = TOKENS) -> Document:
    rng = np.random.default_rng(1)
    SIDE = side  # noqa: N806  (the layout below scales with the board)
    board = Board(SIDE, SIDE)
    board.solid[rng.random((SIDE, SIDE)) < 0.08] = Solid.WALL
    board.solid[rng.random((SIDE, SIDE)) < 0.03] = Solid.LOW
    f = SIDE / 200
    board.obscure[int(40 * f):int(90 * f), int(20 * f):int(120 * f)] = Obscure.FOG
    board.obscure[int(120 * f):int(160 * f), int(100 * f):int(180 * f)] = Obscure.HEAVY_FOG
    board.obscure[int(10 * f):int(40 * f), int(150 * f):int(195 * f)] = Obscure.DARKNESS
    board.obscure[int(160 * f):int(195 * f), int(10 * f):int(60 * f)] = Obscure.DIM
    for i in range(200):
        x, y = int(rng.integers(0, SIDE - 5)), int(rng.integers(0, SIDE - 5))
        kind = ("wall", "door", "window", "low")[i % 4]
        board.segments.append(Segment(kind, ((x, y), (x + int(rng.integers(1, 5)), y))))
    doc = Document(board)
    sizes = [Size.MEDIUM] * 6 + [Size.SMALL, Size.LARGE, Size.HUGE, Size.GARGANTUAN]
    for i in range(tokens):
        size = sizes[i % len(sizes)]
        x, y = int(rng.integers(0, SIDE - 6)), int(rng.integers(0, SIDE - 6))
        doc.tokens[f"t{i}"] = Token(f"t{i}", x, y, f"Creature {i}", size,
                                    ("pc", "enemy", "ally", "wolves")[i % 4],
                                    conditions=frozenset({"prone"}) if i % 7 == 0 else frozenset())
    return doc


def with_art(doc: Document) -> Document:
    """Every token shows one of four pictures (made here, 256 x 256 PNGs)."""
    from dataclasses import replace

    from PySide6.QtCore import QBuffer, QIODevice
    from PySide6.QtGui import QColor, QImage, QPainter

    from battlemap.core.model import TokenArt

    pictures = []
    for colour in ("#7fb24a", "#c9a27a", "#f0c8a0", "#d04030"):
        image = QImage(256, 256, QImage.Format.Format_ARGB32)
        image.fill(QColor(colour).darker(180))
        painter = QPainter(image)
        painter.setBrush(QColor(colour))
        painter.drawEllipse(40, 40, 176, 176)
        painter.end()
        buffer = QBuffer()
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        image.save(buffer, "PNG")
        pictures.append(TokenArt(bytes(buffer.data()), "png"))
    for i, token in enumerate(list(doc.tokens.values())):
        doc.tokens[token.id] = replace(token, art=pictures[i % len(pictures)])
    return doc


ART = "--art" in sys.argv[1:]


def document(side: int = SIDE, tokens: int = TOKENS) -> Document:
    doc = big_document(side, tokens)
    return with_art(doc) if ART else doc


def median_ms(fn, repeat: int) -> float:
    fn()  # warm up caches
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def overlay_repaint(app, window) -> dict[str, float]:
    """A 100 x 100 map with 60 tokens at fit zoom, an attacker selected with
    every rules overlay on (lines, badges, flanking, shading): the repaint
    once its overlays are complete."""
    window.editor.set_document(document(OVERLAY_SIDE, OVERLAY_TOKENS))
    view, c = window.view, window.overlays
    view.fit_board()
    doc = window.document
    # Selecting an attacker until its overlays are complete (each one new:
    # no pair of it evaluated before).
    by_size = sorted(doc.tokens.values(), key=lambda t: (t.footprint, t.id), reverse=True)
    selects = []
    for token in by_size[:6]:
        start = time.perf_counter()
        window.scene.select_tokens([token.id])
        app.processEvents()
        while c.busy:
            app.processEvents()
        view.viewport().repaint()
        selects.append((time.perf_counter() - start) * 1000)
    attacker = by_size[0].id
    window.scene.select_tokens([attacker])
    app.processEvents()
    while c.busy:
        app.processEvents()
    viewport = view.viewport()

    def repaint_view() -> None:
        viewport.update()
        viewport.repaint()

    def cold_repaint() -> None:  # every layer, token and overlay painted afresh
        QPixmapCache.clear()
        repaint_view()

    scale = [view.scale_factor()]
    flip = [False]

    def zoom_and_repaint() -> None:  # the overlays laid out again, then painted afresh
        flip[0] = not flip[0]
        scale[0] *= 1.02 if flip[0] else 1 / 1.02
        view.set_scale(scale[0])
        app.processEvents()
        repaint_view()

    name = f"{OVERLAY_SIDE}x{OVERLAY_SIDE}, {OVERLAY_TOKENS} tokens, attacker, overlays, fit"
    figures = {name + SELECT_NAME: statistics.median(selects[1:]),
               name + ": repaint": median_ms(repaint_view, 15),
               name + ": repaint, nothing cached": median_ms(cold_repaint, 15),
               name + ": zoom step (layout + repaint)": median_ms(zoom_and_repaint, 15)}
    view.fit_board()
    app.processEvents()
    figures.update({name + ": " + k: v for k, v in wheel_bursts(app, view).items()})
    return figures


def wheel_bursts(app, view, bursts: int = 8) -> dict[str, float]:
    """Bursts of wheel notches around fit zoom (in, in, in, out, then out,
    out, out, in: each burst rests at another zoom than the last), each
    event handled and the view repainted: while the wheel turns, each notch
    shows the last crisp frame scaled (the first of a burst keeps that
    frame); when it rests (its timer, here called at once) the overlays
    are laid out again and the crisp frame painted."""
    from PySide6.QtCore import QPoint, QPointF, Qt
    from PySide6.QtGui import QWheelEvent

    viewport = view.viewport()

    def repaint_view() -> None:
        viewport.update()
        viewport.repaint()

    def notch(up: bool) -> float:
        pos = QPointF(viewport.rect().center())
        event = QWheelEvent(pos, QPointF(viewport.mapToGlobal(pos.toPoint())), QPoint(0, 0),
                            QPoint(0, 120 if up else -120), Qt.MouseButton.NoButton,
                            Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
        start = time.perf_counter()
        QApplication.sendEvent(viewport, event)
        app.processEvents()
        repaint_view()
        return (time.perf_counter() - start) * 1000

    first, later, crisp = [], [], []
    for burst in range(bursts + 1):  # the first one warms up
        ups = (True, True, True, False) if burst % 2 == 0 else (False, False, False, True)
        times = [notch(up) for up in ups]
        start = time.perf_counter()
        view.zoom_preview.finish()
        app.processEvents()
        repaint_view()
        if burst:
            crisp.append((time.perf_counter() - start) * 1000)
            first.append(times[0])
            later.extend(times[1:])
    return {"wheel notch (last frame scaled)": statistics.median(later),
            "wheel notch, first of a burst": statistics.median(first),
            "wheel at rest: crisp frame (layout + repaint)": statistics.median(crisp)}


def main() -> int:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    from battlemap.ui.main_window import MainWindow

    window = MainWindow()
    window.editor.set_document(document())
    window.resize(*VIEW)
    window.show()
    app.processEvents()
    view = window.view
    viewport = view.viewport()

    def repaint_view() -> None:
        # what the window does: the viewport paints itself (view.render() into
        # an image would bypass the layers' viewport-sized caches)
        viewport.update()
        viewport.repaint()

    results = {}
    view.fit_board()
    results["full repaint at fit zoom"] = median_ms(repaint_view, 15)
    view.zoom_actual()
    view.centerOn(window.scene.board_rect().center())
    results["full repaint at 1:1"] = median_ms(repaint_view, 15)
    scale = [view.scale_factor()]

    def zoom_and_repaint() -> None:  # every cached layer painted afresh
        scale[0] *= 1.05 if len(results) % 2 else 1 / 1.05
        view.set_scale(scale[0])
        repaint_view()

    results["zoom step + repaint at 1:1"] = median_ms(zoom_and_repaint, 15)

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
    window.undo_stack.setClean()

    def stroke_model_only() -> None:
        y = row[0]
        row[0] += 1
        key = ("bench", y)
        for x in range(75, 125):
            edit = PaintCells("solid", [(x, y)], Solid.WALL if y % 2 else Solid.LOW)
            window.editor.push(PaintCellsCommand(doc, edit, "bench", merge_key=key))

    results["50-cell brush stroke, edits only"] = median_ms(stroke_model_only, 15)

    results.update(overlay_repaint(app, window))
    doc = window.document
    print(f"Battlemap scene benchmark: {SIDE}x{SIDE} squares, {TOKENS} tokens"
          f"{' with pictures' if ART else ''}, 200 segments, view {VIEW[0]}x{VIEW[1]}")
    print(f"(each stroke is one undo step: {steps} strokes -> {steps} steps)")
    for name, ms in results.items():
        goal = SELECT_GOAL_MS if name.endswith(SELECT_NAME) else GOAL_MS
        verdict = "ok" if ms <= goal else f"over the {goal:.0f} ms goal"
        print(f"  {name:<40} {ms:8.2f} ms  {verdict}")
    window.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
