"""Area templates in exports (RULES §7): the map's templates are drawn, and
an exported templated attack tints its area, keeps badges for the creatures
in it, rings the spared ones and dims the rest; the legend explains both."""

from __future__ import annotations

import numpy as np
import pytest

from battlemap.cli import main
from battlemap.core.io.document_format import save_document
from battlemap.core.model import Board, Document, PlacedTemplate, Size, Template, Token
from battlemap.core.rules import Attack
from battlemap.render import export as ex
from battlemap.render.export import pdf as pdf_export
from battlemap.render.export.overlays import judged_template
from battlemap.render.export.pdf_plan import MM_PER_INCH, PAGE_MARGIN_MM, PDF_DPI, _page_inches
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



# -- layering: the tint under the tokens, the outline over them (PNG, SVG, PDF alike) --------

def disc_pixels(img: np.ndarray, x: float, y: float, n: int = 1, px: float = PX) -> np.ndarray:
    """The pixels of a token's disc away from its label: a ring at 0.3 of
    the footprint from its centre, sampled at 16 angles."""
    cx, cy, r = (x + n / 2) * px, (y + n / 2) * px, 0.3 * n * px
    angles = np.linspace(0, 2 * np.pi, 16, endpoint=False)
    return img[(cy + r * np.sin(angles)).astype(int), (cx + r * np.cos(angles)).astype(int)]


def svg_pixels(doc: Document, options: ex.ExportOptions, tmp_path) -> np.ndarray:
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    path = tmp_path / "map.svg"
    ex.export_svg(doc, path, options)
    renderer = QSvgRenderer(str(path))
    image = QImage(*ex.sheet_size(doc, options), QImage.Format.Format_RGB32)
    image.fill(0xFFFFFFFF)
    painter = QPainter(image)
    renderer.render(painter)
    painter.end()
    return pixels(image)


def fireball(doc: Document) -> Document:
    doc.templates["fireball"] = PlacedTemplate("fireball", Template("burst", radius_ft=20), (6, 6), "wiz")
    return doc


def caught_ogre() -> Document:
    """The 2x2 ogre at (6..8, 7..9) is cut by the edge of a 20-ft burst at
    (4, 6): its left column is covered (x = 6), its right one is not."""
    doc = room()
    doc.tokens["ogre"] = Token("ogre", 6, 7, "Ogre", Size.LARGE, "foe")
    return doc


def test_the_tint_is_under_the_tokens_in_png_and_svg(tmp_path):
    bare = ex.ExportOptions(px_per_square=PX, legend=False)
    plain = pixels(ex.render_image(room(), bare))
    doc = fireball(room())
    for img in (pixels(ex.render_image(doc, bare)), svg_pixels(doc, bare, tmp_path)):
        assert is_tinted(cell_colour(img, 5, 5, 0.05, 0.05))  # the corner of near's square
        # near's disc keeps its own colour: the tint is under it
        assert np.abs(disc_pixels(img, 5, 5) - disc_pixels(plain, 5, 5)).max() <= 8
        assert not is_tinted(disc_pixels(img, 5, 5).mean(axis=0))


def test_the_outline_of_the_judged_area_crosses_over_a_token(tmp_path):
    doc = caught_ogre()
    attack = Attack("area", origin=(4, 6), template=Template("burst", radius_ft=20))
    options = ex.ExportOptions(px_per_square=PX, attacker="wiz", attack=attack, legend=False)
    covered = tp.covered_or_none(doc, judged_template(options))
    assert covered[7, 6] and not covered[7, 7]  # the edge runs at x = 7 through the ogre
    for img in (pixels(ex.render_image(doc, options)), svg_pixels(doc, options, tmp_path)):
        on_edge = img[int(8.0 * PX), int(7 * PX)]  # the ogre's centre, on the edge
        r, g, b = (int(v) for v in on_edge)
        assert r > 150 and g < 120 and b < 60, on_edge  # the edge colour, not the token's


class PageImages:
    """Stands in for QPdfWriter: the same pages painted on images at the
    PDF's resolution (no PDF rasteriser is at hand here), so what is looked
    at is what the real PDF code paints, page by page."""

    pages: list = []

    def __new__(cls, path):
        from PySide6.QtGui import QImage

        class Pages(QImage):
            def setResolution(self, dpi): pass
            def setCreator(self, text): pass
            def setTitle(self, text): pass
            def setPageLayout(self, layout): pass

            def newPage(self):
                cls.pages.append(self.copy())
                self.fill(0xFFFFFFFF)

        open(path, "wb").close()  # the export renames its temporary file
        w, h = (round(v * PDF_DPI) for v in _page_inches("a4", False))
        image = Pages(w, h, QImage.Format.Format_RGB32)
        image.fill(0xFFFFFFFF)
        cls.pages = []
        cls.live = image
        return image


def print_tile(doc: Document, tmp_path, x0: int, y0: int, size: int):
    """Squares x0.., y0.. (`size` of them) of the first map page of a
    print-scale PDF, at one square = PDF_DPI pixels."""
    from PySide6.QtCore import QRect

    info = ex.export_pdf(doc, tmp_path / "map.pdf", ex.ExportOptions(legend=False))
    pages = PageImages.pages + [PageImages.live]
    assert info.pages == len(pages) > 2  # the assembly page, then the tiles
    tile = pages[1]
    margin = round(PAGE_MARGIN_MM / MM_PER_INCH * PDF_DPI)
    dpi = PDF_DPI
    return pixels(tile.copy(QRect(margin + x0 * dpi, margin + y0 * dpi, size * dpi, size * dpi)))


def test_print_pages_tint_the_templates_under_the_tokens_too(tmp_path, monkeypatch):
    """The print-scale PDF tiles (1 square = 1 inch on A4) showed no
    templates; they now layer them like the image."""
    monkeypatch.setattr(pdf_export, "QPdfWriter", PageImages)
    plain = print_tile(room(), tmp_path, 4, 4, 2)
    tinted = print_tile(fireball(room()), tmp_path, 4, 4, 2)
    dpi = PDF_DPI
    assert is_tinted(tinted[int(1.05 * dpi), int(1.05 * dpi)])  # near's square (5, 5), a corner
    assert not is_tinted(plain[int(1.05 * dpi), int(1.05 * dpi)])
    assert np.abs(disc_pixels(tinted, 1, 1, px=dpi) - disc_pixels(plain, 1, 1, px=dpi)).max() <= 8


def test_an_ally_caught_in_the_area_is_ringed_and_named(capsys, tmp_path):
    doc = room()
    doc.tokens["cleric"] = Token("cleric", 10, 7, "Cleric")  # the wizard's side, in the area
    attack = Attack("area", origin=(11, 6), template=Template("burst", radius_ft=20))
    options = ex.ExportOptions(px_per_square=PX, attacker="wiz", attack=attack, legend=False)
    assert {r.target for r in ex.overlay_results(doc, options)} == {"far", "cleric"}
    img = pixels(ex.render_image(doc, options))
    ring = img[int(7.5 * PX), int((10 + 0.05) * PX)]  # the left edge of the cleric's square
    r, g, b = (int(v) for v in ring)
    assert r > 150 and b > 90 and g < 80, ring  # magenta: friendly fire
    far = img[int(5.5 * PX), int((10 + 0.05) * PX)]  # an enemy caught: no such ring
    assert not (far[0] > 150 and far[2] > 90 and far[1] < 80)
    path = tmp_path / "room.battlemap"
    save_document(doc, path)
    assert main(["analyze", str(path), "--attacker", "wiz", "--template", "burst:20",
                 "--origin", "11,6"]) == 0
    assert "allies caught (friendly fire): cleric" in capsys.readouterr().out


def test_cli_export_under_another_ruleset_notes_the_inactive_templates(tmp_path, capsys):
    doc = fireball(room())
    path = tmp_path / "room.battlemap"
    save_document(doc, path)
    out = tmp_path / "room.png"
    assert main(["export", str(path), "-o", str(out), "--ruleset", "dnd4e", "--no-legend",
                 "--px-per-square", str(PX)]) == 0
    err = capsys.readouterr().err
    assert err == ("note: template 'fireball' is inactive under dnd4e (drawn greyed): "
                   "dnd4e templates are measured in squares (radius, size)\n")
    assert not is_tinted(cell_colour(pixels(out), 5, 5, 0.05, 0.05))
    assert greyed_edge(pixels(out))
    assert main(["export", str(path), "-o", str(out), "--no-legend", "--px-per-square", str(PX)]) == 0
    assert capsys.readouterr().err == ""
    assert is_tinted(cell_colour(pixels(out), 5, 5, 0.05, 0.05))


# -- inactive templates (they do not fit the ruleset): greyed as on screen ----------------------

def edge_pixels(img: np.ndarray) -> np.ndarray:
    """Along the left edge of the fireball (burst 20 ft at 6,6): x = 2, rows 5-6,
    away from the corners; a 3-pixel strip across the line."""
    ys = np.arange(int(5.2 * PX), int(6.8 * PX))
    return np.concatenate([img[ys, 2 * PX + dx] for dx in (-1, 0, 1)])


def is_grey(rgb) -> bool:
    r, g, b = (int(v) for v in rgb)
    return max(r, g, b) - min(r, g, b) <= 12 and max(r, g, b) < 175


def greyed_edge(img: np.ndarray) -> bool:
    """Some of the edge is the inactive grey (it is dashed) and none of it orange."""
    edge = edge_pixels(img)
    return sum(map(is_grey, edge)) >= 10 and not any(
        int(r) > int(g) + 40 for r, g, _ in edge)


@pytest.mark.parametrize("fmt", ["png", "svg"])
def test_an_inactive_template_is_greyed_untinted_and_labelled(fmt, tmp_path):
    doc = fireball(room())
    options = ex.ExportOptions(px_per_square=PX, legend=False, ruleset="dnd4e")
    img = pixels(ex.render_image(doc, options)) if fmt == "png" else svg_pixels(doc, options, tmp_path)
    plain = pixels(ex.render_image(room(), options))
    assert greyed_edge(img) and not greyed_edge(plain)
    for x, y in ((3, 7), (5, 5), (8, 6)):  # covered squares, were it active: no tint
        assert not is_tinted(cell_colour(img, x, y, 0.05, 0.05))
    assert np.abs(disc_pixels(img, 5, 5) - disc_pixels(plain, 5, 5)).max() <= 8  # near: not dimmed
    active = pixels(ex.render_image(doc, ex.ExportOptions(px_per_square=PX, legend=False)))
    assert not greyed_edge(active)  # the same template under its own ruleset: orange


def test_the_inactive_label_and_legend_entry_say_why():
    from battlemap.render import legend

    doc = fireball(room())
    doc.templates["blast"] = PlacedTemplate("blast", Template("blast", size=2, at=(3, 3)), (1, 10), "wiz")
    [entry] = legend.inactive_entries(doc)  # under dnd35 only the 4e blast is inactive
    assert entry.text == "blast (inactive): D&D 3.5 measures templates in feet, not in squares"
    assert entry.wide
    texts = [e.text for e in legend.inactive_entries(doc, "dnd4e")]
    assert texts == ["fireball (inactive): D&D 4e measures templates in squares, not in feet",
                     "blast (inactive): the blast no longer touches its creature"]
    assert legend.inactive_label("fireball") == "fireball (inactive)"


def test_the_legend_of_an_export_lists_the_inactive_templates(tmp_path):
    doc = fireball(room())
    options = ex.ExportOptions(px_per_square=PX, attacker="wiz", ruleset="dnd4e")
    path = tmp_path / "map.svg"
    ex.export_svg(doc, path, options)
    svg = path.read_text(encoding="utf-8")
    assert "fireball (inactive): D&amp;D 4e measures templates in squares, not in feet" in svg
    assert ">fireball (inactive)<" in svg  # the label by its origin
    # the legend grew by its row; under its own ruleset there is none
    w, h = ex.sheet_size(doc, options)
    assert (w, h) != ex.sheet_size(doc, ex.ExportOptions(px_per_square=PX, attacker="wiz"))
    ex.export_svg(doc, path, ex.ExportOptions(px_per_square=PX, attacker="wiz"))
    assert "(inactive)" not in path.read_text(encoding="utf-8")


def test_the_legend_entry_is_translated_like_the_rest_of_the_legend(qapp):
    from PySide6.QtCore import QCoreApplication

    from battlemap.render import legend
    from battlemap.ui.i18n import install_translations, remove_translations

    doc = fireball(room())
    install_translations(qapp, "it")
    try:
        [entry] = legend.inactive_entries(doc, "dnd4e")
        title = legend.legend_title()
        rules = QCoreApplication.translate("Rulesets", "D&D 4e")
    finally:
        remove_translations(qapp)
    assert title != "Legend"  # the legend is in Italian ...
    assert entry.text == f"fireball (inattiva): {rules} misura le sagome in quadretti, non in piedi"
