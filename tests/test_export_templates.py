"""Area templates in exports (RULES §7): the map's templates are drawn, and
an exported templated attack tints its area, keeps badges for the creatures
in it, rings the spared ones and dims the rest; the legend explains both."""

from __future__ import annotations

import numpy as np
import pytest

from battlemap.cli import main
from battlemap.core.io.document_format import save_document
from battlemap.core.model import Board, Document, PlacedTemplate, Template, Token
from battlemap.core.rules import Attack
from battlemap.render import export as ex
from battlemap.render import template_painter as tp

from test_export import pixels

PX = 40


@pytest.fixture(autouse=True)
def _app(qapp):
    return qapp


def room() -> Document:
    """A wall column at x = 8 (rows 0-8); the wizard casts from the corner."""
    board = Board(16, 12)
    board.solid[0:9, 8] = 2
    doc = Document(board)
    for token in (Token("wiz", 1, 10, "Wizard"), Token("near", 5, 5, "Near", faction="foe"),
                  Token("shadow", 7, 5, "Shadow", faction="foe"),
                  Token("far", 10, 5, "Far", faction="foe"), Token("away", 14, 0, "Away", faction="foe")):
        doc.tokens[token.id] = token
    return doc


def cell_colour(img: np.ndarray, x: int, y: int, fx: float = 0.15, fy: float = 0.15) -> np.ndarray:
    return img[int((y + fy) * PX), int((x + fx) * PX)]


def is_tinted(rgb) -> bool:
    r, g, b = (int(v) for v in rgb)
    return r > g + 25 and g > b + 20  # orange over the paper


def test_the_maps_templates_are_drawn():
    doc = room()
    plain = pixels(ex.render_image(doc, ex.ExportOptions(px_per_square=PX, legend=False)))
    doc.templates["fireball"] = PlacedTemplate("fireball", Template("burst", radius_ft=10), (4, 8), "wiz")
    img = pixels(ex.render_image(doc, ex.ExportOptions(px_per_square=PX, legend=False)))
    assert is_tinted(cell_colour(img, 3, 7)) and not is_tinted(cell_colour(plain, 3, 7))
    assert not is_tinted(cell_colour(img, 6, 7))  # beyond 10 ft


def test_an_exported_template_attack_shows_who_is_caught_and_who_is_spared():
    doc = room()
    attack = Attack("area", origin=(11, 6), template=Template("burst", radius_ft=20))
    options = ex.ExportOptions(px_per_square=PX, attacker="wiz", attack=attack, legend=False)
    results = ex.overlay_results(doc, options)
    assert [r.target for r in results] == ["far"]  # only the creatures in the area
    img = pixels(ex.render_image(doc, options))
    assert is_tinted(cell_colour(img, 11, 8))
    # the spared creature (covered, behind the wall) gets the blue ring
    ring = img[int(5.5 * PX), int((7 + 0.08) * PX)]
    assert ring[2] > ring[0] + 60
    # a creature outside the area is dimmed: lighter than the same token undimmed
    plain = pixels(ex.render_image(doc, ex.ExportOptions(px_per_square=PX, legend=False)))
    assert cell_colour(img, 14, 0, 0.22, 0.5).sum() > cell_colour(plain, 14, 0, 0.22, 0.5).sum() + 60


def test_cli_export_with_a_template_and_its_legend(tmp_path, capsys):
    doc = room()
    path = tmp_path / "room.battlemap"
    save_document(doc, path)
    out = tmp_path / "room.svg"
    code = main(["export", str(path), "-o", str(out), "--attacker", "wiz",
                 "--template", "burst:20", "--origin", "11,6"])
    assert code == 0, capsys.readouterr().err
    svg = out.read_text(encoding="utf-8")
    assert "Area template: the squares it covers" in svg
    assert "burst 20 ft" in svg  # the legend's caption names the template
    code = main(["export", str(path), "-o", str(tmp_path / "bad.png"), "--attacker", "wiz",
                 "--template", "burst:20"])
    assert code == 2 and "needs --origin" in capsys.readouterr().err
    assert not (tmp_path / "bad.png").exists()


def test_handles_of_cones_and_lines():
    cone = PlacedTemplate("c", Template("cone", length_ft=15, direction="ne"), (2, 5))
    points = tp.handle_points(cone)
    assert points["origin"] == (2.0, 5.0)
    assert points["turn"] == pytest.approx((2 + 3 / 2 ** 0.5, 5 - 3 / 2 ** 0.5))
    line = PlacedTemplate("l", Template("line", end=(7, 1)), (1, 1))
    assert tp.handle_points(line)["end"] == (7.0, 1.0)
