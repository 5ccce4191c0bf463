"""How the cover/concealment/flanking overlays look: colours, pens, sizes.

Shared by the export painters (`overlay_painter` and its parts, `legend`) and the live
overlay items of the scene, so the window and every export agree.

Widths and sizes are in squares (a fraction of a cell), like `style.py`;
colours are (r, g, b, a) tuples. Every line category differs by colour AND
dash pattern, so the overlays read in greyscale and for colour-blind users
(the hues are from the Okabe-Ito palette).
"""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPen

from battlemap.core.rules.result import AttackResult, BlockerKind, DrawnLine

RGBA = tuple[int, int, int, int]

# --- line categories ---------------------------------------------------------
CLEAR = "clear"          # nothing in the way
TERRAIN = "terrain"      # blocked by a wall cell, low obstacle or thin wall
CREATURE = "creature"    # blocked by a creature
LINE_CATEGORIES = (CLEAR, TERRAIN, CREATURE)

LINE_COLORS: dict[str, RGBA] = {
    CLEAR: (0, 158, 115, 255),      # bluish green
    TERRAIN: (213, 64, 0, 255),     # vermilion
    CREATURE: (170, 68, 190, 255),  # reddish purple
}
# Dash patterns in units of the pen width (Qt's convention); None = solid.
LINE_DASHES: dict[str, list[float] | None] = {
    CLEAR: None,
    TERRAIN: [4.0, 2.0],        # long dashes
    CREATURE: [1.0, 1.4],       # square dots
}
# Every overlay line has flat caps: Qt's raster engine strokes round-capped
# wide lines through a general path fill, some 50 times slower (10,000 px exports).
LINE_WIDTH = 0.05          # squares
LINE_MIN_PX = 1.5          # never thinner than this many painter units
LINE_CASING: RGBA = (255, 255, 255, 170)  # a light halo under every line
LINE_CASING_EXTRA = 0.035  # squares added to the line width for the halo
CENTRE_LINE_FACTOR = 1.3   # centre-to-centre lines (graded) are a bit bolder
# Level of detail: below this many device pixels per square (a big map at
# "fit") a result shows one thin solid line where it has a clear one and
# nothing where every line is blocked; the badge tells the rest.
LOD_PX = 14.0

# --- chosen corner / cell, area origin, attacker -------------------------------
CORNER: RGBA = (255, 200, 0, 255)        # amber
CORNER_EDGE: RGBA = (30, 26, 20, 255)
CORNER_RADIUS = 0.11
CHOSEN_CELL: RGBA = (255, 200, 0, 200)
CHOSEN_CELL_WIDTH = 0.035
ATTACKER_RING: RGBA = (255, 200, 0, 230)
ATTACKER_RING_WIDTH = 0.06

# --- blockers (optional highlight) ------------------------------------------------
BLOCK_CELL_FILL: RGBA = (213, 64, 0, 70)
BLOCK_CELL_EDGE: RGBA = (213, 64, 0, 220)
BLOCK_SEGMENT: RGBA = (213, 64, 0, 150)
BLOCK_SEGMENT_WIDTH = 0.2
BLOCK_TOKEN: RGBA = (170, 68, 190, 220)
BLOCK_TOKEN_WIDTH = 0.06

# --- flanking ---------------------------------------------------------------------
FLANK: RGBA = (0, 114, 178, 255)   # blue
FLANK_DASH = [6.0, 2.0, 1.0, 2.0]  # dash-dot
FLANK_WIDTH = 0.06
FLANK_END_RADIUS = 0.09

# --- target marks --------------------------------------------------------------------
NO_ATTACK: RGBA = (200, 20, 20, 235)       # "cannot be attacked": a prohibition sign
NO_ATTACK_WIDTH = 0.09
NO_ATTACK_HALO: RGBA = (255, 255, 255, 220)
TOTAL_CONCEAL: RGBA = (60, 60, 80, 230)    # total concealment: a dashed ring + eye-slash
TOTAL_CONCEAL_WIDTH = 0.07
FRIENDLY_FIRE: RGBA = (196, 28, 140, 255)  # an ally caught in an area: magenta ring, badge row
FRIENDLY_FIRE_WIDTH = 0.09

# --- badge -----------------------------------------------------------------------------
BADGE_FILL: RGBA = (255, 253, 246, 238)
BADGE_TEXT: RGBA = (28, 26, 24, 255)
BADGE_MUTED: RGBA = (95, 90, 84, 255)
BADGE_FONT = 0.145         # squares: pixel size of the badge text
BADGE_FONT_MIN_PX = 7.0    # painter units
BADGE_PAD = 0.5            # text heights around the text
BADGE_RADIUS = 0.5         # text heights
BADGE_EDGE_WIDTH = 0.24    # text heights
BADGE_GAP = 0.06           # squares between the target's footprint and its badge
# The badge edge tells the overall verdict at a glance.
SEVERITY_COLORS: dict[str, RGBA] = {
    "good": (0, 158, 115, 255),      # nothing hinders the attack
    "minor": (230, 159, 0, 255),     # some cover or concealment
    "major": (213, 64, 0, 255),      # improved/superior cover, total concealment
    "none": (200, 20, 20, 255),      # cannot be attacked at all
    "out_of_reach": (150, 146, 140, 255),  # a melee attack that cannot reach: greyed
}
OUT_OF_REACH_OPACITY = 0.35  # the lines of an out-of-reach melee attack, greyed


def qcolor(rgba: RGBA) -> QColor:
    return QColor(*rgba)


def line_category(line: DrawnLine) -> str:
    """CLEAR, TERRAIN (cell or segment) or CREATURE (token) for a drawn line."""
    if not line.blocked:
        return CLEAR
    if line.blocked_by is not None and line.blocked_by.kind is BlockerKind.TOKEN:
        return CREATURE
    return TERRAIN


def line_width(px_per_square: float, role: str = "cover") -> float:
    width = max(LINE_WIDTH * px_per_square, LINE_MIN_PX)
    return width * CENTRE_LINE_FACTOR if role == "centre" else width


@lru_cache(maxsize=256)
def category_pen(category: str, px_per_square: float, role: str = "cover") -> QPen:
    """The pen of a line of `category` at `px_per_square` (kept: a drag
    repaints every line; callers only set it, never change it)."""
    pen = QPen(qcolor(LINE_COLORS[category]), line_width(px_per_square, role))
    pen.setCapStyle(Qt.PenCapStyle.FlatCap)
    pen.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
    dashes = LINE_DASHES[category]
    if dashes is not None:
        pen.setDashPattern(dashes)
    return pen


@lru_cache(maxsize=1)
def simplified_pen() -> QPen:
    """The one thin solid clear line of a far zoom (`LOD_PX`), the same at
    any zoom (kept: a drag repaints every target's; callers never change it)."""
    pen = QPen(qcolor(LINE_COLORS[CLEAR]), LINE_MIN_PX * 0.8)
    pen.setCapStyle(Qt.PenCapStyle.FlatCap)
    return pen


@lru_cache(maxsize=64)
def simplified_draft_pen(opacity: float = 1.0) -> QPen:
    """`simplified_pen` as a draft (while something is dragged: see
    `draft_pen`): one device pixel, its fading in its colour."""
    pen = QPen(simplified_pen())
    if opacity < 1.0:
        colour = pen.color()
        colour.setAlphaF(colour.alphaF() * opacity)
        pen.setColor(colour)
    pen.setWidthF(1.0)
    pen.setCosmetic(True)
    return pen


def line_pen(line: DrawnLine, px_per_square: float) -> QPen:
    return category_pen(line_category(line), px_per_square, line.role)


DRAFT_HAIRLINE_BELOW = 2.0  # painter units: thinner lines are drafted one pixel wide


@lru_cache(maxsize=256)
def draft_pen(category: str, px_per_square: float, role: str = "cover", opacity: float = 1.0) -> QPen:
    """The pen of a line drawn as a draft (while something is dragged),
    without antialiasing. A line thinner than `DRAFT_HAIRLINE_BELOW` is
    drafted one device pixel wide, with dashes as long as the line's own:
    Qt's raster engine draws a dashed one-pixel line directly, pixel by pixel,
    but strokes a wider dashed one into a polygon per dash (a long dashed
    line across the screen costs three to six times as much). It does so only
    at full opacity: a faded line (`opacity`, e.g. another target's while one
    is hovered) has its colour faded instead (ten times cheaper)."""
    pen = QPen(category_pen(category, px_per_square, role))
    if opacity < 1.0:
        colour = pen.color()
        colour.setAlphaF(colour.alphaF() * opacity)
        pen.setColor(colour)
    width = pen.widthF()
    if width < DRAFT_HAIRLINE_BELOW:
        dashes = LINE_DASHES[category]
        if dashes is not None:
            pen.setDashPattern([d * width for d in dashes])
        pen.setWidthF(1.0)
        pen.setCosmetic(True)
    return pen


@lru_cache(maxsize=256)
def casing_pen(px_per_square: float, role: str = "cover") -> QPen:
    """The light halo drawn under a line so it reads on stone and darkness
    (kept, like `category_pen`)."""
    width = line_width(px_per_square, role) + LINE_CASING_EXTRA * px_per_square
    pen = QPen(qcolor(LINE_CASING), width)
    pen.setCapStyle(Qt.PenCapStyle.FlatCap)
    return pen


def flank_pen(px_per_square: float) -> QPen:
    pen = QPen(qcolor(FLANK), max(FLANK_WIDTH * px_per_square, LINE_MIN_PX))
    pen.setCapStyle(Qt.PenCapStyle.FlatCap)
    pen.setDashPattern(FLANK_DASH)
    return pen


def severity(cover: str, concealment: str, can_attack: bool, in_reach: bool = True) -> str:
    """"good", "minor", "major", "none" or "out_of_reach": the colour of a
    result's badge edge."""
    if not in_reach:
        return "out_of_reach"
    if not can_attack:
        return "none"
    if cover in ("improved", "superior", "greater", "total") or concealment == "total":
        return "major"
    if cover != "none" or concealment != "none":
        return "minor"
    return "good"


def edge_rgba(result: AttackResult) -> RGBA:
    """The colour of a result's badge edge (and of its leader line)."""
    return SEVERITY_COLORS[severity(result.cover, result.concealment, result.can_attack, result.in_reach)]
