"""A token too small on screen for details is a flat disc in its faction's
colour (greyer when it cannot act), outlined by one screen pixel, three in
the selection colour when selected. Its pen and fill are kept from one
token to the next: painting one look must not change another."""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPen

from battlemap.core.model import Token
from battlemap.render import style
from battlemap.render.token_painter import paint_token, token_disc

PX = 64.0
SCALE = 0.2  # a medium token ~11 screen pixels across: flat


@pytest.fixture(autouse=True)
def _app(qapp):
    return qapp


def picture(draw) -> np.ndarray:
    image = QImage(40, 40, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.white)
    painter = QPainter(image)
    painter.translate(3.3, 2.7)
    painter.scale(SCALE, SCALE)
    draw(painter)
    painter.end()
    return np.frombuffer(image.constBits(), np.uint32).reshape(40, 40).copy()


def flat_disc(token: Token, selected: bool, grey: float):
    """The far-out look, drawn from scratch."""
    def draw(painter: QPainter) -> None:
        r, g, b, a = style.faction_rgba(token.faction)
        mean = (r + g + b) / 3
        fill = QColor(*(int(c + (mean - c) * grey) for c in (r, g, b)), a)
        pen = QPen(style.qcolor(style.TOKEN_SELECTED if selected else style.TOKEN_OUTLINE), 3 if selected else 1)
        pen.setCosmetic(True)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(pen)
        painter.setBrush(fill)
        painter.drawEllipse(token_disc(token, PX, QPointF(0, 0)))
    return draw


@pytest.mark.parametrize("faction", ["pc", "enemy", "wolves"])
def test_far_tokens_are_flat_discs_whatever_was_painted_before(faction):
    token = Token("t", 0, 0, "Wolf 2", faction=faction)
    helpless = Token("u", 0, 0, "Wolf 3", faction=faction, conditions=frozenset({"unconscious"}))
    assert token_disc(token, PX).width() * SCALE < style.TOKEN_DETAIL_MIN_PX
    for _ in range(2):  # a second time: after the other looks were painted with the kept pens
        for t, grey in ((token, 0.0), (helpless, style.TOKEN_DISABLED_DESATURATE)):
            for selected in (False, True):
                got = picture(lambda p: paint_token(p, t, PX, selected, QPointF(0, 0)))
                assert np.array_equal(got, picture(flat_disc(t, selected, grey)))


def test_flat_tokens_painted_together_are_those_painted_one_by_one():
    """`paint_flat_tokens` (the far layer's: the painter set up once) draws
    what `paint_token` draws for each, in order: hidden, helpless, with a
    picture, overlapping, and one too big to be flat (painted whole)."""
    from tests.test_token_art_render import art

    from battlemap.core.model import Size
    from battlemap.render.token_painter import paint_flat_tokens

    tokens = [
        (Token("a", 0, 0, "Aria", faction="pc"), None),
        (Token("b", 1, 0, "Wolf 2", faction="wolves", hidden=True), None),
        (Token("c", 0, 1, "Ghoul", faction="enemy", conditions=frozenset({"unconscious"})), None),
        (Token("d", 1, 1, "Bear", faction="ally", art=art("#c04020")), None),
        (Token("e", 1, 1, "Imp", size=Size.TINY, faction="enemy", hidden=True), None),
        (Token("f", 2, 0, "Ogre Chief", size=Size.HUGE, faction="enemy"), "OC"),  # ~33 px: whole
    ]
    assert token_disc(tokens[-1][0], PX).width() * SCALE >= style.TOKEN_DETAIL_MIN_PX

    def one_by_one(painter: QPainter) -> None:
        for token, label in tokens:
            paint_token(painter, token, PX, False, None, label)

    together = picture(lambda p: paint_flat_tokens(p, tokens, PX))
    assert np.array_equal(together, picture(one_by_one))
    assert len(np.unique(together)) > 20  # (something was drawn)
