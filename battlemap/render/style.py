"""How a battlemap looks: colours, widths and patterns, in one place.

Widths are in squares (a fraction of a cell); colours are (r, g, b, a)
tuples so the numpy terrain rasteriser and QPainter code share them.
"""

from __future__ import annotations

import zlib

from PySide6.QtGui import QColor

RGBA = tuple[int, int, int, int]

# --- the board ---------------------------------------------------------------
PAPER: RGBA = (238, 231, 214, 255)  # an empty cell
OUTSIDE: RGBA = (58, 60, 66, 255)  # around the board
BOARD_EDGE: RGBA = (70, 58, 44, 255)
GRID: RGBA = (128, 118, 106, 120)  # mid-tone: shows on paper and in darkness
GRID_COARSE: RGBA = (128, 118, 106, 90)  # every GRID_COARSE_STEP lines when zoomed far out
GRID_COARSE_STEP = 5
GRID_MIN_PX = 6.0  # below this many screen pixels per square, only coarse lines

# --- terrain (per-cell layers) -----------------------------------------------
TEXELS_PER_SQUARE = 16  # resolution of the terrain textures (a power of two)
TERRAIN_MAX_TEXELS = 2048  # longest side of a terrain image; large boards get fewer texels
STONE: RGBA = (122, 117, 110, 255)
STONE_MORTAR: RGBA = (84, 80, 75, 255)
STONE_EDGE: RGBA = (52, 49, 46, 255)
STONE_JITTER = 9  # +- brightness per stone block
LOW: RGBA = (150, 103, 58, 200)
LOW_GAP: RGBA = (222, 196, 160, 120)
# Obscurement: each reads by its tint AND its pattern, so it survives a
# washed-out projector and greyscale. Light fog: a cool blue-grey veil with
# thin wavy streaks (it showed barely at all on the warm paper before); heavy
# fog: dense grey with broad white diagonal wisps; dim light: a dark blue
# veil with a dotted grain; darkness: near black.
FOG: RGBA = (178, 198, 226, 120)  # cools the warm paper to blue-grey
FOG_STREAK: RGBA = (96, 124, 168, 185)  # thin horizontal waves, two per square
HEAVY_FOG: RGBA = (146, 154, 168, 235)  # denser: darker grey, nearly opaque
HEAVY_FOG_WISP: RGBA = (206, 212, 222, 240)
DIM: RGBA = (18, 22, 64, 105)  # dim light darkens, a little blue
DIM_GRAIN: RGBA = (10, 12, 44, 150)
DARKNESS: RGBA = (8, 8, 14, 210)

# --- thin walls (segments) ---------------------------------------------------
SEGMENT_WALL: RGBA = (112, 108, 102, 255)
SEGMENT_WALL_EDGE: RGBA = (40, 38, 36, 255)
SEGMENT_WALL_WIDTH = 0.18
DOOR: RGBA = (146, 94, 46, 255)
DOOR_EDGE: RGBA = (66, 40, 18, 255)
DOOR_WIDTH = 0.16
DOOR_OPEN_LEAF_WIDTH = 0.08
WINDOW: RGBA = (112, 178, 224, 255)
WINDOW_GLASS: RGBA = (200, 232, 250, 220)
WINDOW_WIDTH = 0.16
LOW_SEGMENT: RGBA = (150, 103, 58, 255)
LOW_SEGMENT_BASE: RGBA = (214, 178, 132, 200)
LOW_SEGMENT_WIDTH = 0.14

# --- tokens --------------------------------------------------------------------
TOKEN_INSET = 0.07  # squares between a token's disc and its footprint edge
# Creatures smaller than Small still take a whole square (RULES §1) but look
# their size: the disc's diameter as a fraction of the square's.
TOKEN_SMALL_SCALE = {"tiny": 0.66, "diminutive": 0.5, "fine": 0.38}
TOKEN_RING: RGBA = (250, 248, 240, 255)
TOKEN_OUTLINE: RGBA = (25, 22, 20, 255)
TOKEN_TEXT: RGBA = (255, 255, 255, 255)
TOKEN_SELECTED: RGBA = (255, 196, 0, 255)
TOKEN_HIDDEN_OPACITY = 0.45
TOKEN_DISABLED_DESATURATE = 0.6  # can't act (unconscious, stunned...): greyer
TOKEN_LABEL_MIN_PX = 12.0  # no label on tokens smaller than this on screen
TOKEN_DETAIL_MIN_PX = 18.0  # smaller tokens on screen are flat discs
TOKEN_ART_RING = 0.13  # a token picture's faction-coloured ring, as a fraction of the disc
TOKEN_ART_RING_MIN_PX = 2.5  # ...and at least this many screen pixels wide
TOKEN_ART_EDGE: RGBA = (25, 22, 20, 160)  # a thin line between the ring and the picture
TOKEN_ART_CHIP: RGBA = (25, 22, 20, 200)  # behind the label on a token with a picture
TOKEN_ART_LABEL_MIN_PX = 34.0  # no label on pictures smaller than this on screen
SEGMENT_DETAIL_MIN_PX = 14.0  # below this many screen pixels per square, segments are plain lines
CONDITION_BADGE: RGBA = (214, 60, 36, 255)
CONDITION_BADGE_TEXT: RGBA = (255, 255, 255, 255)

FACTION_COLORS: dict[str, RGBA] = {
    "pc": (46, 104, 196, 255),
    "party": (46, 104, 196, 255),
    "ally": (52, 146, 84, 255),
    "enemy": (184, 44, 44, 255),
    "monster": (184, 44, 44, 255),
    "neutral": (196, 150, 32, 255),
}
FACTION_PALETTE: tuple[RGBA, ...] = (
    (128, 66, 170, 255), (20, 140, 150, 255), (210, 100, 30, 255),
    (150, 60, 100, 255), (90, 120, 40, 255), (60, 70, 150, 255),
    (170, 120, 70, 255), (40, 110, 90, 255),
)


def qcolor(rgba: RGBA) -> QColor:
    return QColor(*rgba)


def faction_rgba(faction: str) -> RGBA:
    """A faction's colour: fixed for the usual ones, else a stable pick."""
    key = faction.strip().lower()
    if key in FACTION_COLORS:
        return FACTION_COLORS[key]
    return FACTION_PALETTE[zlib.crc32(key.encode()) % len(FACTION_PALETTE)]


def faction_color(faction: str) -> QColor:
    return qcolor(faction_rgba(faction))
