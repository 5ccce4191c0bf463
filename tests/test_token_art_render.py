"""Token art where the map is painted (window, PNG, PDF, SVG, command
line): the picture inside its faction ring at the token's drawn size, the
initials without one, and crops cut once per drawn size."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import xml.etree.ElementTree as ET
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QBuffer, QIODevice, QPointF
from PySide6.QtGui import QColor, QImage, QPainter

from battlemap.cli import main
from battlemap.core.io.document_format import save_document
from battlemap.core.model import Board, Document, Size, Token, TokenArt
from battlemap.render import export as ex
from battlemap.render import style, token_art
from battlemap.render.token_painter import paint_token, token_disc

from test_export import pixels

PX = 100


@pytest.fixture(autouse=True)
def _app(qapp):
    return qapp


def art(colour: str, fmt: str = "PNG", size=(60, 40)) -> TokenArt:
    image = QImage(*size, QImage.Format.Format_ARGB32)
    image.fill(QColor(colour))
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    assert image.save(buffer, fmt)
    return TokenArt(bytes(buffer.data()), fmt.lower().replace("jpg", "jpeg"))


RED = art("#ff0000")
GREEN = art("#00ff00", "JPG")


def document() -> Document:
    doc = Document(Board(6, 3))
    for token in (Token("a", 0, 0, "Aria", faction="pc", art=RED),
                  Token("b", 2, 0, "Bat", Size.TINY, faction="enemy", art=GREEN),
                  Token("c", 4, 0, "Cleric", faction="pc"),
                  Token("d", 0, 1, "Ogre", Size.LARGE, faction="enemy", art=RED)):
        doc.tokens[token.id] = token
    return doc


def options(**kw) -> ex.ExportOptions:
    return ex.ExportOptions(px_per_square=PX, overlays=False, legend=False, **kw)


def near(rgb, colour, tolerance=40) -> bool:
    return all(abs(int(a) - b) <= tolerance for a, b in zip(rgb, colour))


def test_png_shows_each_picture_inside_its_faction_ring():
    rgb = pixels(ex.render_image(document(), options()))
    assert near(rgb[50, 50], (255, 0, 0))  # Aria's picture at her centre
    assert near(rgb[50, 250], (0, 255, 0))  # the bat's, in its smaller disc
    assert near(rgb[150, 100], (255, 0, 0))  # the ogre's fills its 2x2 footprint
    assert near(rgb[170, 100], (255, 0, 0))
    # the faction ring: between the picture and the disc's edge, the pc blue
    disc = token_disc(document().tokens["a"], PX)
    ring_y = round(disc.center().y())
    ring_x = round(disc.left() + disc.width() * style.TOKEN_ART_RING * 0.6)
    r, g, b = rgb[ring_y, ring_x]
    assert b > r + 40 and b > g, rgb[ring_y, ring_x]
    # a tiny token's picture stays in its smaller disc: paper just outside it
    bat = token_disc(document().tokens["b"], PX)
    assert near(rgb[50, round(bat.left()) - 12], style.PAPER[:3], 12)  # past its outline
    assert not near(rgb[50, round(bat.left()) + 4], (0, 255, 0), 60)  # its ring, not the picture
    # without a picture, the initials on the faction colour as before
    cleric = rgb[20:80, 420:480].reshape(-1, 3)
    assert not any(near(p, (255, 0, 0), 60) or near(p, (0, 255, 0), 60) for p in cleric)
    assert any(near(p, (255, 255, 255), 10) for p in cleric)  # white letters


def test_a_token_that_cannot_act_shows_its_picture_in_grey():
    doc = document()
    doc.tokens["a"] = replace(doc.tokens["a"], conditions=frozenset({"unconscious"}))
    r, g, b = pixels(ex.render_image(doc, options()))[50, 50]
    assert abs(r - g) < 10 and abs(g - b) < 10 and 40 < r < 200


def test_a_picture_that_cannot_be_decoded_falls_back_to_the_initials():
    doc = document()
    damaged = TokenArt(RED.data[:40], "png")  # the header is fine; the pixels are cut off
    doc.tokens["a"] = replace(doc.tokens["a"], art=damaged)
    rgb = pixels(ex.render_image(doc, options()))
    assert not near(rgb[50, 50], (255, 0, 0))
    assert any(near(p, (255, 255, 255), 10) for p in rgb[20:80, 20:80].reshape(-1, 3))


def test_svg_and_pdf_carry_the_pictures(tmp_path: Path):
    doc = document()
    ex.export_svg(doc, tmp_path / "map.svg", options())
    root = ET.parse(tmp_path / "map.svg").getroot()
    images = list(root.iter("{http://www.w3.org/2000/svg}image"))
    assert len(images) >= 3  # one per token showing a picture
    bare = Document(doc.board, tokens={"c": doc.tokens["c"]})
    ex.export_pdf(doc, tmp_path / "art.pdf", options())
    ex.export_pdf(bare, tmp_path / "bare.pdf", options())
    assert b"/Subtype /Image" in (tmp_path / "art.pdf").read_bytes()
    assert b"/Subtype /Image" not in (tmp_path / "bare.pdf").read_bytes()


def test_command_line_export_shows_the_picture(tmp_path: Path, capsys):
    path = tmp_path / "map.battlemap"
    save_document(document(), path)
    assert main(["export", str(path), "-o", str(tmp_path / "out.png"), "--no-legend",
                 "--px-per-square", str(PX)]) == 0
    rgb = pixels(QImage(str(tmp_path / "out.png")))
    assert near(rgb[50, 50], (255, 0, 0))


def test_crops_are_cut_once_per_drawn_size():
    token = Token("t", 0, 0, "T", art=art("#123456", size=(90, 90)))
    image = QImage(400, 400, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    before = token_art.crops_made
    for x in range(8):  # a drag: the same token at many places
        paint_token(painter, token, 64, origin=QPointF(x * 20, 10))
    assert token_art.crops_made == before + 1
    painter.scale(2, 2)  # zoomed in: one new, sharper crop
    paint_token(painter, token, 64)
    paint_token(painter, token, 64, selected=True)
    painter.end()
    assert token_art.crops_made == before + 2


def test_export_refuses_a_picture_that_cannot_be_decoded(tmp_path: Path, capsys):
    doc = document()
    doc.tokens["b"] = replace(doc.tokens["b"], art=TokenArt(RED.data[:40], "png"))
    path = tmp_path / "map.battlemap"
    save_document(doc, path)  # the header is fine: the file keeps it
    assert main(["export", str(path), "-o", str(tmp_path / "out.png")]) == 2
    err = capsys.readouterr().err
    assert err.splitlines() == [f"battlemap: error: {path}: the picture of token 'b' is "
                                "damaged: it cannot be decoded"]
    assert not (tmp_path / "out.png").exists()


def test_the_picture_caches_stay_within_their_budget(monkeypatch):
    monkeypatch.setattr(token_art, "_DISCS", token_art._ImageLru(3 * 100 * 100 * 4))
    pictures = [art(colour, size=(30, 30)) for colour in ("#111111", "#222222", "#333333",
                                                          "#444444", "#555555")]
    for picture in pictures:
        assert token_art.art_disc_image(picture, 100) is not None
    cache = token_art._DISCS
    assert len(cache.items) == 3 and cache.used == 3 * 100 * 100 * 4
    before = token_art.crops_made
    token_art.art_disc_image(pictures[-1], 100)  # recent: still there
    assert token_art.crops_made == before
    token_art.art_disc_image(pictures[0], 100)  # dropped: cut again
    assert token_art.crops_made == before + 1


def test_zooming_by_small_steps_reuses_crops():
    token = Token("t", 0, 0, "T", art=art("#654321", size=(50, 50)))
    image = QImage(600, 600, QImage.Format.Format_ARGB32_Premultiplied)
    before = token_art.crops_made
    for step in range(20):  # 2% zoom steps, as the wheel makes them
        painter = QPainter(image)
        painter.scale(1.02 ** step, 1.02 ** step)
        paint_token(painter, token, 64)
        painter.end()
    assert token_art.crops_made - before <= 8
    for d in (3.2, 17.5, 55.3, 130.0, 900.0):
        assert d <= token_art.disc_px(d) <= max(d * 1.13, 4)
