"""Export of annotated maps: PNG pixels where the engine drew lines and badges,
PDF pages and page sizes, SVG text, limits, cancelling, atomic writes, and the
`battlemap export` command line."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest
from PySide6.QtGui import QImage

from battlemap.cli import main
from battlemap.core.errors import BattlemapError
from battlemap.core.io.case_format import load_case
from battlemap.core.io.document_format import save_document
from battlemap.core.model import Board, Document, Token
from battlemap.core.rules import evaluate
from battlemap.render import badges
from battlemap.render import export as ex
from battlemap.render.export import png as png_export
from battlemap.render import line_painter
from battlemap.render import marker_painter
from battlemap.render import overlay_geometry
from battlemap.render import overlay_style as ost
from battlemap.render.export.pdf_plan import MM_PER_INCH, TILE_OVERLAP_MM
from battlemap.render.export.sheet import IMAGE_BADGE_MIN_PX, frame_padding
from battlemap.render.token_painter import token_initials
from tests.rules_case_paths import PROJECT_CASES

CASES = PROJECT_CASES
WALL_CASE = CASES / "dnd35_wall_between_ranged.toml"
SOFT_CASE = CASES / "dnd35_soft_cover_creature.toml"
TOTAL_CASE = CASES / "dnd35_total_cover_squeeze_edge.toml"
FLANK_CASE = CASES / "pf1e_flanking_opposite_sides.toml"

PX = 100


@pytest.fixture(autouse=True)
def _app(qapp):
    """A QApplication (pytest-qt), so that the dialog tests can share it."""
    return qapp


# --- pixels ---------------------------------------------------------------------------------

def pixels(path_or_image) -> np.ndarray:
    """(h, w, 3) int RGB array of a PNG file or QImage."""
    image = path_or_image if isinstance(path_or_image, QImage) else QImage(str(path_or_image))
    image = image.convertToFormat(QImage.Format.Format_RGB888)
    h, w, bpl = image.height(), image.width(), image.bytesPerLine()
    data = np.frombuffer(image.constBits(), np.uint8, image.sizeInBytes()).reshape(h, bpl)
    return data[:, : w * 3].reshape(h, w, 3).astype(int)


def family(rgb) -> str | None:
    """Which overlay colour family a pixel belongs to."""
    r, g, b = (int(v) for v in rgb)
    if g > r + 60 and g > b + 20 and g > 100:
        return ost.CLEAR
    if r > 170 and g < 120 and b < 80:
        return ost.TERRAIN
    if r > 120 and b > 140 and g < 120:
        return ost.CREATURE
    return None


def samples_along(line, px: float, n: int = 40, lo: float = 0.25, hi: float = 0.95):
    (x0, y0), (x1, y1) = line.start, line.end
    for t in np.linspace(lo, hi, n):
        yield (x0 + (x1 - x0) * t) * px, (y0 + (y1 - y0) * t) * px


def _distance_to_segment(p, a, b) -> float:
    p, a, b = np.asarray(p, float), np.asarray(a, float), np.asarray(b, float)
    d = b - a
    t = np.clip(np.dot(p - a, d) / max(np.dot(d, d), 1e-9), 0, 1)
    return float(np.linalg.norm(p - (a + t * d)))


def line_families(img: np.ndarray, result, doc, px: float = PX) -> dict[int, list[str | None]]:
    """For each line of `result`: the colour family of the pixels on it, away
    from badges, markers and lines of another category."""
    rects = badges.place_badges(doc, [result], px, None, max(ost.BADGE_FONT * px, IMAGE_BADGE_MIN_PX))
    out = {}
    for i, line in enumerate(result.lines):
        category = ost.line_category(line)
        others = [l for l in result.lines if ost.line_category(l) != category]
        found = []
        for x, y in samples_along(line, px):
            if any(r.adjusted(-4, -4, 4, 4).contains(x, y) for r in rects):
                continue
            if any(_distance_to_segment((x, y), np.array(o.start) * px, np.array(o.end) * px) < 12
                   for o in others):
                continue
            xi, yi = min(int(round(x)), img.shape[1] - 1), min(int(round(y)), img.shape[0] - 1)
            found.append(family(img[yi, xi]))
        out[i] = found
    return out


def case_export(tmp_path, case_path, name="out.png", **overrides):
    case = load_case(case_path)
    attack = case.attacks[0]
    settings = {"px_per_square": PX, "attacker": attack.attacker, "attack": attack.attack,
                "legend": False, **overrides}
    options = ex.ExportOptions(**settings)
    path = tmp_path / name
    return case, attack, options, path


# --- PNG ----------------------------------------------------------------------------------------

def test_png_size_and_line_colours_wall_case(tmp_path):
    case, attack, options, path = case_export(tmp_path, WALL_CASE)
    doc = case.document
    info = ex.export_png(doc, path, options)
    assert info.width == doc.board.width * PX and info.height == doc.board.height * PX
    image = QImage(str(path))
    assert (image.width(), image.height()) == (500, 300)
    img = pixels(path)
    result = evaluate(doc, attack.attacker, attack.target, attack.attack)
    assert result.cover == "cover"
    clear = [i for i, l in enumerate(result.lines) if not l.blocked]
    blocked = [i for i, l in enumerate(result.lines) if l.blocked]
    assert clear and blocked
    fams = line_families(img, result, doc)
    for i in clear:
        assert len(fams[i]) >= 10
        share = fams[i].count(ost.CLEAR) / len(fams[i])
        assert share > 0.8, (i, fams[i])
        assert ost.TERRAIN not in fams[i]
    for i in blocked:
        assert len(fams[i]) >= 10
        hits = fams[i].count(ost.TERRAIN) / len(fams[i])
        assert 0.35 < hits < 0.95, (i, fams[i])  # dashed: colour and gaps
        assert ost.CLEAR not in fams[i]


def test_png_blocked_by_creature_is_purple_and_dotted(tmp_path):
    case, attack, options, path = case_export(tmp_path, SOFT_CASE)
    doc = case.document
    ex.export_png(doc, path, replace(options, targets=(attack.target,)))
    img = pixels(path)
    result = evaluate(doc, attack.attacker, attack.target, attack.attack)
    assert result.cover == "soft"
    by_creature = [i for i, l in enumerate(result.lines)
                   if l.blocked and ost.line_category(l) == ost.CREATURE]
    assert by_creature
    fams = line_families(img, result, doc)
    for i in by_creature:
        assert fams[i].count(ost.CREATURE) >= 3, fams[i]
        assert ost.TERRAIN not in fams[i] and ost.CLEAR not in fams[i]


def test_badge_chosen_corner_and_attacker_marks(tmp_path):
    case, attack, options, path = case_export(tmp_path, WALL_CASE)
    doc = case.document
    ex.export_png(doc, path, options)
    img = pixels(path)
    result = evaluate(doc, attack.attacker, attack.target, attack.attack)
    # the badge: its left strip has the verdict's colour (amber: some cover)
    text_px = max(ost.BADGE_FONT * PX, IMAGE_BADGE_MIN_PX)
    (rect,) = badges.place_badges(doc, [result], PX, None, text_px)
    strip_x = int(rect.left() + ost.BADGE_EDGE_WIDTH * text_px + 2)
    strip = img[int(rect.center().y()), strip_x]
    assert np.abs(strip - np.array(ost.SEVERITY_COLORS["minor"][:3])).max() < 30
    inside = img[int(rect.top() + 5), int(rect.center().x())]
    assert (inside > 235).all()  # the badge's light fill
    # the chosen corner: an amber dot
    cx, cy = (int(v * PX) for v in result.chosen_corner)
    dot = img[cy, min(cx + 2, img.shape[1] - 1)]
    assert np.abs(dot - np.array(ost.CORNER[:3])).max() < 40


def test_badge_text_rows_give_numbers():
    case = load_case(WALL_CASE)
    a = case.attacks[0]
    result = evaluate(case.document, a.attacker, a.target, a.attack)
    texts = [row.text for row in badges.badge_rows(result, case.document)]
    assert any("AC +4" in t and "Reflex +2" in t for t in texts)
    assert texts[-1].startswith("Total")
    total = load_case(TOTAL_CASE)
    t = total.attacks[0]
    result = evaluate(total.document, t.attacker, t.target, t.attack)
    rows = badges.badge_rows(result, total.document)
    assert any(row.icon == "no_attack" for row in rows)
    flank = load_case(FLANK_CASE)
    f = flank.attacks[0]
    result = evaluate(flank.document, f.attacker, f.target, f.attack)
    assert any("Flanked +2" in row.text for row in badges.badge_rows(result, flank.document))


def test_out_of_reach_badge_replaces_cover_and_is_greyed():
    from battlemap.core.rules import Attack
    from battlemap.core.io.case_format import parse_case

    case = parse_case('''
ruleset = "dnd35"
title = "reach"
map = """
A . . t
"""
[[attack]]
attacker = "A"
target = "t"
kind = "melee"
expect = { in_reach = false }
''')
    doc = case.document
    melee = evaluate(doc, "A", "t", Attack(kind="melee"))
    rows = [row.text for row in badges.badge_rows(melee, doc)]
    assert rows[1:] == [badges.out_of_reach()] and not any("cover" in t.lower() for t in rows)
    assert ost.severity(melee.cover, melee.concealment, melee.can_attack, melee.in_reach) == "out_of_reach"
    ranged = evaluate(doc, "A", "t", Attack(kind="ranged"))
    assert badges.out_of_reach() not in [row.text for row in badges.badge_rows(ranged, doc)]


def test_total_cover_prohibition_sign(tmp_path):
    case, attack, options, path = case_export(tmp_path, TOTAL_CASE)
    doc = case.document
    ex.export_png(doc, path, options)
    img = pixels(path)
    target = doc.tokens[attack.target]
    centre = overlay_geometry.token_centre(target, PX)
    # on the sign's diagonal bar, away from the label in the middle
    x, y = int(centre.x() + 0.25 * PX), int(centre.y() + 0.25 * PX)
    assert np.abs(img[y, x] - np.array(ost.NO_ATTACK[:3])).max() < 50, img[y, x]


def test_flanking_diagonal_is_drawn(tmp_path):
    case, attack, options, path = case_export(tmp_path, FLANK_CASE)
    doc = case.document
    ex.export_png(doc, path, replace(options, targets=(attack.target,)))
    img = pixels(path)
    result = evaluate(doc, attack.attacker, attack.target, attack.attack)
    assert result.flank_partners
    paths = marker_painter.flank_paths(doc, result, PX)
    assert paths
    blue = 0
    for a, b in paths:
        for t in np.linspace(0.2, 0.8, 9):
            x, y = a.x() + (b.x() - a.x()) * t, a.y() + (b.y() - a.y()) * t
            r, g, bl = img[int(y), int(x)]
            blue += bl > 120 and bl > r + 60
    assert blue >= 4


def test_no_overlays_without_attacker(tmp_path):
    case = load_case(WALL_CASE)
    path = tmp_path / "plain.png"
    ex.export_png(case.document, path, ex.ExportOptions(px_per_square=40))
    img = pixels(path)
    fams = [family(p) for p in img.reshape(-1, 3)[::7]]
    assert fams.count(ost.TERRAIN) == 0 and fams.count(ost.CREATURE) == 0
    assert QImage(str(path)).size().toTuple() == (200, 120)


def test_title_and_legend_frame_the_map(tmp_path):
    case, attack, options, path = case_export(tmp_path, WALL_CASE, legend=True, title="Crypt")
    info = ex.export_png(case.document, path, options)
    pad = frame_padding(PX)
    assert info.width >= 500 + 2 * pad
    assert info.height > 300 + 2 * pad
    assert (info.width, info.height) == ex.sheet_size(case.document, options)


def test_transparent_png_keeps_alpha(tmp_path):
    case, attack, options, path = case_export(tmp_path, WALL_CASE, transparent=True)
    ex.export_png(case.document, path, replace(options, overlays=False))
    image = QImage(str(path))
    assert image.hasAlphaChannel()
    assert image.pixelColor(250, 250).alpha() == 0  # an empty cell: no paper
    opaque = ex.export_png(case.document, tmp_path / "o.png", replace(options, transparent=False))
    assert QImage(str(opaque.path)).pixelColor(250, 250).alpha() == 255


def test_bands_paint_the_same_picture(tmp_path, monkeypatch):
    case, attack, options, path = case_export(tmp_path, WALL_CASE, legend=True, title="Bands")
    doc = case.document
    reference = pixels(ex.render_image(doc, options))
    monkeypatch.setattr(png_export, "BAND_PIXELS", 1)  # 64-row bands
    steps = []
    ex.export_png(doc, path, options, lambda done, total: steps.append((done, total)) or True)
    banded = pixels(path)
    assert banded.shape == reference.shape
    assert np.abs(banded - reference).max() <= 16  # antialiasing at band edges only
    assert len(steps) > 5 and steps[-1][0] == steps[-1][1]


# --- limits, cancelling, atomic writes --------------------------------------------------------

def big_document(side: int) -> Document:
    doc = Document(Board(side, side))
    doc.tokens["a"] = Token("a", 0, 0, "Aria")
    doc.tokens["g"] = Token("g", side - 1, side - 1, "Gob", faction="enemy")
    return doc


def test_ten_thousand_pixels_is_allowed_and_beyond_the_limit_refused(tmp_path):
    options = ex.ExportOptions(px_per_square=100, attacker="a", title="Big")
    width, height = ex.sheet_size(big_document(100), options)
    assert width >= 10_000 and height >= 10_000
    ex.check_image_size(width, height)  # no error
    for side, px in ((100, 200), (150, 100), (1000, 20)):
        called = []
        with pytest.raises(BattlemapError, match="pixels"):
            ex.export_png(big_document(side), tmp_path / "big.png",
                          ex.ExportOptions(px_per_square=px, attacker="a"),
                          lambda d, t: called.append(d) or True)
        assert called == []  # refused before any work
        assert not (tmp_path / "big.png").exists()
    with pytest.raises(BattlemapError):
        ex.export_svg(big_document(200), tmp_path / "big.svg", ex.ExportOptions(px_per_square=100))
    assert list(tmp_path.iterdir()) == []


def test_too_many_pdf_pages_refused(tmp_path):
    with pytest.raises(BattlemapError, match="pages"):
        ex.export_pdf(big_document(400), tmp_path / "big.pdf", ex.ExportOptions())
    assert not (tmp_path / "big.pdf").exists()
    plan = ex.plan_pdf(big_document(400), ex.ExportOptions(fit_page=True))
    assert plan.pages == 1


def test_cancel_leaves_no_file_and_keeps_the_old_one(tmp_path):
    case, attack, options, path = case_export(tmp_path, WALL_CASE)
    path.write_bytes(b"old")
    calls = []

    def progress(done, total):
        calls.append(done)
        return done < 1

    for exporter, name in ((ex.export_png, "out.png"), (ex.export_pdf, "out.pdf")):
        target = tmp_path / name
        if name != "out.png":
            target.write_bytes(b"old")
        with pytest.raises(ex.ExportCancelled):
            exporter(case.document, target, options, progress)
        assert target.read_bytes() == b"old"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out.pdf", "out.png"]  # no temp files


def test_failed_write_leaves_no_half_file(tmp_path, monkeypatch):
    case, attack, options, path = case_export(tmp_path, WALL_CASE)
    monkeypatch.setattr(QImage, "save", lambda self, *a, **k: False)
    with pytest.raises(BattlemapError, match="cannot be written"):
        ex.export_png(case.document, path, options)
    assert list(tmp_path.iterdir()) == []


def test_bad_options_and_outputs(tmp_path):
    case = load_case(WALL_CASE)
    doc = case.document
    with pytest.raises(BattlemapError, match="no token 'Z'"):
        ex.export_png(doc, tmp_path / "x.png", ex.ExportOptions(attacker="Z"))
    with pytest.raises(BattlemapError, match="does not exist"):
        ex.export_png(doc, tmp_path / "no" / "x.png", ex.ExportOptions())
    with pytest.raises(BattlemapError, match="pixels per square"):
        ex.export_png(doc, tmp_path / "x.png", ex.ExportOptions(px_per_square=0.5))
    with pytest.raises(BattlemapError, match="page size"):
        ex.export_pdf(doc, tmp_path / "x.pdf", ex.ExportOptions(page_size="a3"))
    with pytest.raises(BattlemapError, match=r"\.png, \.pdf or \.svg"):
        ex.format_for_path("x.gif")
    assert list(tmp_path.iterdir()) == []


# --- PDF -----------------------------------------------------------------------------------------

def pdf_pages(path: Path) -> list[tuple[float, float]]:
    """(width, height) in points of each page, from the PDF's bytes."""
    data = path.read_bytes()
    assert data.startswith(b"%PDF")
    count = len(re.findall(rb"/Type\s*/Page(?![a-zA-Z])", data))
    boxes = re.findall(rb"/MediaBox\s*\[\s*([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s*\]", data)
    sizes = [(float(x1) - float(x0), float(y1) - float(y0)) for x0, y0, x1, y1 in boxes]
    assert count >= 1
    if len(sizes) == 1:  # one MediaBox inherited by every page
        sizes = sizes * count
    assert len(sizes) == count
    return sizes


A4 = (595.3, 841.9)
LETTER = (612.0, 792.0)


def same_size(size, paper) -> bool:
    w, h = size
    return (abs(w - paper[0]) < 1.5 and abs(h - paper[1]) < 1.5) or \
        (abs(w - paper[1]) < 1.5 and abs(h - paper[0]) < 1.5)


def test_pdf_print_scale_tiles_a_big_map(tmp_path):
    doc = big_document(20)
    doc.tokens["g"] = Token("g", 12, 9, "Gob", faction="enemy")
    options = ex.ExportOptions(attacker="a", title="Tiled")
    plan = ex.plan_pdf(doc, options)
    # 20 x 20 inches on A4 (about 7.5 x 10.9 in printable): 3 x 2 tiles or 2 x 3
    assert plan.columns * plan.rows == 6
    assert plan.assembly_page and plan.pages == 7
    labels = [t.label for t in plan.tiles]
    assert labels[0] == "A1" and len(set(labels)) == 6
    # neighbours overlap, and the tiles cover the whole map
    overlap = TILE_OVERLAP_MM / MM_PER_INCH
    first, second = plan.tiles[0], plan.tiles[1]
    assert second.x == pytest.approx(first.width - overlap)
    assert max(t.x + t.width for t in plan.tiles) == pytest.approx(20)
    assert max(t.y + t.height for t in plan.tiles) == pytest.approx(20)
    path = tmp_path / "tiled.pdf"
    steps = []
    info = ex.export_pdf(doc, path, options, lambda d, t: steps.append((d, t)) or True)
    assert info.pages == 7
    sizes = pdf_pages(path)
    assert len(sizes) == 7
    assert all(same_size(s, A4) for s in sizes)
    assert steps[-1] == (7, 7)


def test_pdf_fit_page_is_one_letter_page(tmp_path):
    doc = big_document(40)
    path = tmp_path / "fit.pdf"
    info = ex.export_pdf(doc, path, ex.ExportOptions(attacker="a", fit_page=True, page_size="letter"))
    assert info.pages == 1
    (size,) = pdf_pages(path)
    assert same_size(size, LETTER)


def test_pdf_small_map_with_legend_on_one_page(tmp_path):
    case = load_case(WALL_CASE)
    a = case.attacks[0]
    options = ex.ExportOptions(attacker=a.attacker, attack=a.attack, title="One page")
    plan = ex.plan_pdf(case.document, options)
    assert (plan.columns, plan.rows, plan.assembly_page) == (1, 1, False)
    path = tmp_path / "one.pdf"
    ex.export_pdf(case.document, path, options)
    (size,) = pdf_pages(path)
    assert same_size(size, A4)


def test_column_letters():
    assert [ex.column_letters(i) for i in (0, 1, 25, 26, 27, 51, 52)] == \
        ["A", "B", "Z", "AA", "AB", "AZ", "BA"]


# --- SVG --------------------------------------------------------------------------------------------

def test_svg_parses_and_has_token_labels(tmp_path):
    case, attack, options, path = case_export(tmp_path, WALL_CASE, name="out.svg", title="Svg")
    info = ex.export_svg(case.document, path, options)
    root = ET.parse(path).getroot()
    assert root.tag.endswith("svg")
    assert root.get("viewBox") == f"0 0 {info.width} {info.height}"
    ns = "{http://www.w3.org/2000/svg}"
    texts = {"".join(e.itertext()).strip() for e in root.iter(ns + "text")}
    for token in case.document.tokens.values():
        assert token_initials(token) in texts
    assert "Svg" in texts
    assert any("AC +4" in t for t in texts)  # the badge


# --- CLI -------------------------------------------------------------------------------------------

def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def assert_one_line_error(code, err, *parts):
    assert code == 2
    assert "Traceback" not in err
    lines = err.splitlines()
    assert len(lines) == 1, err
    assert lines[0].startswith("battlemap: error: ")
    for part in parts:
        assert part in lines[0]


def test_cli_exports_png_pdf_svg(tmp_path, capsys):
    doc_path = tmp_path / "map.battlemap"
    save_document(load_case(WALL_CASE).document, doc_path)
    for name in ("a.png", "a.pdf", "a.svg"):
        code, out, err = run(capsys, "export", str(doc_path), "-o", str(tmp_path / name),
                             "--attacker", "A", "--title", "Crypt")
        assert code == 0, err
        assert out.startswith("wrote ")
        assert (tmp_path / name).stat().st_size > 100
    code, out, err = run(capsys, "export", str(WALL_CASE), "-o", str(tmp_path / "c.png"),
                         "--attacker", "A", "--px-per-square", "20", "--no-legend")
    assert code == 0, err
    assert QImage(str(tmp_path / "c.png")).size().toTuple() == (100, 60)
    code, out, err = run(capsys, "export", str(WALL_CASE), "-o", str(tmp_path / "f.pdf"),
                         "--fit-page", "--page", "letter")
    assert code == 0 and "1 page" in out


@pytest.mark.parametrize("argv, parts", [
    (["-o", "{tmp}/x.png", "--attacker", "Z"], ["no token 'Z'"]),
    (["-o", "{tmp}/x.gif"], [".png, .pdf or .svg"]),
    (["-o", "{tmp}/x.png", "--px-per-square", "abc"], ["--px-per-square"]),
    (["-o", "{tmp}/x.png", "--px-per-square", "5000"], ["pixels per square"]),
    (["-o", "{tmp}/x.png", "--kind", "bogus"], ["--kind"]),
    (["-o", "{tmp}/x.png", "--attacker", "A", "--kind", "area"], ["--origin"]),
    (["-o", "{tmp}/x.png", "--fit-page"], ["only for PDF"]),
    (["-o", "{tmp}/x.png", "--ruleset", "nope"], ["unknown ruleset"]),
    (["-o", "{tmp}/missing/x.png"], ["does not exist"]),
    ([], ["-o"]),
])
def test_cli_errors_are_one_line(tmp_path, capsys, argv, parts):
    argv = [a.replace("{tmp}", str(tmp_path)) for a in argv]
    code, out, err = run(capsys, "export", str(WALL_CASE), *argv)
    assert_one_line_error(code, err, *parts)
    assert list(tmp_path.iterdir()) == []


def test_cli_unknown_map(tmp_path, capsys):
    code, out, err = run(capsys, "export", str(tmp_path / "none.battlemap"), "-o",
                         str(tmp_path / "x.png"))
    assert_one_line_error(code, err, "none.battlemap")
    assert list(tmp_path.iterdir()) == []


def test_cli_works_without_a_display(tmp_path):
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    out = tmp_path / "headless.png"
    proc = subprocess.run(
        [sys.executable, "-m", "battlemap", "export", str(WALL_CASE), "-o", str(out),
         "--attacker", "A"],
        env=env, capture_output=True, text=True, timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    assert QImage(str(out)).width() > 500


def test_simplified_lines_show_only_a_clear_line():
    """Level of detail (a far zoom): one thin clear line, no blocked ones."""
    from PySide6.QtGui import QColor, QImage, QPainter

    from battlemap.core.rules import DrawnLine

    def draw(result, simplified: bool) -> np.ndarray:
        image = QImage(700, 400, QImage.Format.Format_RGB32)
        image.fill(QColor("white"))
        painter = QPainter(image)
        line_painter.paint_result_lines(painter, result, 40, simplified)
        painter.end()
        return pixels(image)

    case = load_case(WALL_CASE)
    a = case.attacks[0]
    result = evaluate(case.document, a.attacker, a.target, a.attack)
    blocked = DrawnLine((1, 1), (15, 1), True)
    clear = [DrawnLine((1, 5 + i), (15, 5 + i), False) for i in range(3)]
    mixed = result.replace(lines=(blocked, *clear))
    vermilion, green = "vermilion", "green"

    def count(img, colour):  # pixels of that hue, however faint
        r, g, b = img[..., 0], img[..., 1], img[..., 2]
        hue = (r > g + 40) & (r > b + 40) if colour == vermilion else (g > r + 30)
        return int(hue.sum())

    full, simple = draw(mixed, False), draw(mixed, True)
    assert count(full, vermilion) > 0 and count(simple, vermilion) == 0
    assert 0 < count(simple, green) < count(full, green) / 2
    assert count(draw(result.replace(lines=(blocked,)), True), vermilion) == 0


def test_duplicate_initials_are_told_apart():
    from battlemap.core.model import Token
    from battlemap.render.token_painter import token_labels

    tokens = [Token("a", 0, 0, "Goblin"), Token("b", 1, 0, "Gorgon"), Token("c", 2, 0, "Orc"),
              Token("d", 3, 0, "Orc"), Token("e", 4, 0, "Ogre Chief"), Token("f", 5, 0, "Aria")]
    labels = token_labels(tokens)
    assert labels == {"a": "Gob", "b": "Gor", "c": "Or1", "d": "Or2", "e": "OC", "f": "Ar"}
    assert len(set(labels.values())) == len(tokens)


def test_tiny_and_smaller_tokens_are_drawn_smaller(qapp):
    from battlemap.core.model import Size, Token
    from battlemap.render.token_painter import token_disc

    widths = {size: token_disc(Token("t", 0, 0, "T", size), 100).width()
              for size in (Size.FINE, Size.DIMINUTIVE, Size.TINY, Size.SMALL, Size.MEDIUM)}
    assert widths[Size.FINE] < widths[Size.DIMINUTIVE] < widths[Size.TINY] < widths[Size.SMALL]
    assert widths[Size.SMALL] == widths[Size.MEDIUM]
    tiny = token_disc(Token("t", 3, 2, "T", Size.TINY), 100)
    assert tiny.center().x() == pytest.approx(350) and tiny.center().y() == pytest.approx(250)
