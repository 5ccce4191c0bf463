"""Obscurement reads on the paper and on a projector: light fog differs from
bare paper by tint and by a pattern; light fog, heavy fog, dim light and
darkness differ from each other, in colour and in greyscale."""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtGui import QColor, QImage, QPainter

from battlemap.core.model import Board, Document, Obscure
from battlemap.render.map_painter import paint_map

PX = 32
LEVELS = (Obscure.NONE, Obscure.FOG, Obscure.HEAVY_FOG, Obscure.DIM, Obscure.DARKNESS)


@pytest.fixture(scope="module")
def cells(qapp) -> dict[Obscure, np.ndarray]:
    """(PX, PX, 3) RGB of a cell of each level, grid-free (the cell's inside)."""
    board = Board(len(LEVELS), 1)
    for i, level in enumerate(LEVELS):
        board.obscure[0, i] = level
    image = QImage(len(LEVELS) * PX, PX, QImage.Format.Format_RGB888)
    image.fill(QColor("white"))
    painter = QPainter(image)
    paint_map(painter, Document(board), PX, show_grid=False)
    painter.end()
    bpl = image.bytesPerLine()
    data = np.frombuffer(image.constBits(), np.uint8, image.sizeInBytes()).reshape(PX, bpl)
    rgb = data[:, : len(LEVELS) * PX * 3].reshape(PX, len(LEVELS) * PX, 3).astype(float)
    return {level: rgb[2:-2, i * PX + 2:(i + 1) * PX - 2] for i, level in enumerate(LEVELS)}


def grey(rgb: np.ndarray) -> np.ndarray:
    return rgb @ np.array([0.299, 0.587, 0.114])


def test_light_fog_shows_on_paper(cells):
    paper, fog = cells[Obscure.NONE], cells[Obscure.FOG]
    # a tint a projector still shows (mean colour well apart from the paper)...
    assert np.linalg.norm(fog.mean(axis=(0, 1)) - paper.mean(axis=(0, 1))) > 25
    # ... and a pattern that survives losing the colour: streaks darker than the veil
    assert grey(fog).max() - grey(fog).min() > 40
    assert grey(paper).std() < 1


def test_each_level_looks_different(cells):
    fogs = [Obscure.FOG, Obscure.HEAVY_FOG, Obscure.DIM, Obscure.DARKNESS]
    for a in fogs:
        for b in fogs:
            if a < b:
                colour = np.linalg.norm(cells[a].mean(axis=(0, 1)) - cells[b].mean(axis=(0, 1)))
                shade = abs(grey(cells[a]).mean() - grey(cells[b]).mean())
                texture = abs(grey(cells[a]).std() - grey(cells[b]).std())
                assert colour > 25 and (shade > 15 or texture > 8), (a.name, b.name)
