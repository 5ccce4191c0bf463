"""The light painted (RULES §8): the exports shade it by default with legend
entries, and the players' view shows darkness as the players see it."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtGui import QImage

from battlemap.core.model import Ambient, Board, Change, Document, Light, LightRadii, Token
from battlemap.render import export as export_mod
from battlemap.render import legend
from battlemap.render.player_view import render_player_view, visible_tokens

PX = 20


@pytest.fixture(autouse=True)
def _app(qapp):
    """A QApplication (pytest-qt) before the exporter's own QGuiApplication."""
    return qapp


def dark_room() -> Document:
    doc = Document(Board(12, 3), ambient=Ambient.DARK)
    doc.lights["l"] = Light("l", 0, 1, LightRadii(10, 20))  # bright to 2 squares, dim to 4
    doc.tokens["P"] = Token("P", 11, 0, "Hero")  # the party, in the dark
    doc.tokens["g"] = Token("g", 2, 1, "Goblin", faction="enemy")  # lit
    doc.tokens["o"] = Token("o", 10, 2, "Orc", faction="enemy")  # in the dark
    return doc


def brightness(image: QImage, x: float, y: float) -> int:
    colour = image.pixelColor(int((x + 0.5) * PX), int((y + 0.5) * PX))
    return colour.red() + colour.green() + colour.blue()


def test_png_export_shades_dark_and_dim_cells_by_default(tmp_path):
    doc = dark_room()
    lit, plain = tmp_path / "lit.png", tmp_path / "plain.png"
    export_mod.export(doc, lit, export_mod.ExportOptions(px_per_square=PX))
    export_mod.export(doc, plain, export_mod.ExportOptions(px_per_square=PX, lighting=False))
    a, b = QImage(str(lit)), QImage(str(plain))
    # cell (1, 0) bright, (4, 0) dim, (8, 0) dark; without lighting all alike
    assert brightness(b, 1, 0) == brightness(b, 4, 0) == brightness(b, 8, 0)
    assert brightness(a, 1, 0) > brightness(a, 4, 0) > brightness(a, 8, 0)


def test_the_legend_has_the_light_entries_for_a_lit_map():
    keys = [e.key for e in legend.legend_entries(lit=True)]
    assert {"light_source", "light_dim", "light_dark"} <= set(keys)
    assert "light_dark" not in [e.key for e in legend.legend_entries()]


def test_player_view_darkness_and_who_the_players_see():
    doc = dark_room()
    assert set(visible_tokens(doc)) == {"P", "g"}  # the orc lurks in the dark
    image = render_player_view(doc, PX)
    assert brightness(image, 1, 0) > brightness(image, 4, 0) > brightness(image, 8, 0)
    assert brightness(image, 8, 0) < 60  # near black
    doc.ambient = Ambient.BRIGHT
    doc.notify(Change("ambient"))
    assert set(visible_tokens(doc)) == {"P", "g", "o"}
