"""Write `ruined_chapel.dd2vtt`, a small Universal VTT sample map, from scratch.

    python battlemap/resources/samples/make_uvtt_sample.py [OUT]

The map (16 x 12 squares, 50 pixels per square) is a ruined chapel: a nave
with a breach in its north wall, a polygonal apse with diagonal walls, an
open west door, a closed diagonal door in the apse, two rows of pillars and
a few lights. The picture is painted with numpy and written as a PNG with
zlib and struct (no Qt needed); the walls, doors and pillars of the JSON are
the same shapes the picture shows. The output is the same on every run
(fixed random seed, no timestamps).
"""

from __future__ import annotations

import base64
import json
import math
import random
import struct
import sys
import zlib
from pathlib import Path

import numpy as np

SQUARES_X, SQUARES_Y = 16, 12
PPG = 50  # pixels per grid square
HERE = Path(__file__).resolve().parent
DEFAULT_OUT = HERE / "ruined_chapel.dd2vtt"

Point = tuple[float, float]

# --------------------------------------------------------------------------
# The geometry, in grid squares (x to the right, y down).

NORTH_WEST, NORTH_EAST = (2.0, 3.0), (10.0, 3.0)
SOUTH_WEST, SOUTH_EAST = (2.0, 9.0), (10.0, 9.0)
APSE = [NORTH_EAST, (12.5, 4.25), (13.5, 6.0), (12.5, 7.75), SOUTH_EAST]


def _along(a: Point, b: Point, t: float) -> Point:
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


# The closed vestry door sits in the middle of the apse's last diagonal wall.
VESTRY_DOOR = (_along(APSE[3], APSE[4], 0.4), _along(APSE[3], APSE[4], 0.6))
WEST_DOOR = ((2.0, 5.5), (2.0, 6.5))

WALLS: list[list[Point]] = [
    # North wall, broken by a breach between x = 5.3 and x = 6.7.
    [NORTH_WEST, (5.3, 3.0)],
    [(6.7, 3.0), NORTH_EAST, APSE[1], APSE[2], APSE[3], VESTRY_DOOR[0]],
    [VESTRY_DOOR[1], SOUTH_EAST, SOUTH_WEST, (2.0, WEST_DOOR[1][1])],
    [(2.0, WEST_DOOR[0][1]), NORTH_WEST],
]


def _pillar(cx: float, cy: float, r: float = 0.3) -> list[Point]:
    """An octagonal pillar as a closed polyline."""
    pts = [(round(cx + r * math.cos(math.pi / 8 + k * math.pi / 4), 4),
            round(cy + r * math.sin(math.pi / 8 + k * math.pi / 4), 4)) for k in range(8)]
    return pts + [pts[0]]


PILLARS = [(x, y) for y in (4.6, 7.4) for x in (4.0, 6.0, 8.0)]
OBJECTS = [_pillar(x, y) for x, y in PILLARS]
# A toppled pillar, lying diagonally across the nave near the breach.
FALLEN = [(5.2, 3.6), (6.9, 4.1)]

LIGHTS = [
    {"position": (11.2, 5.4), "range": 3.0, "intensity": 1.0, "color": "ffffc878",
     "shadows": True},
    {"position": (11.2, 6.6), "range": 3.0, "intensity": 1.0, "color": "ffffc878",
     "shadows": True},
    {"position": (6.0, 2.2), "range": 5.0, "intensity": 0.6, "color": "ffb8d0ff",
     "shadows": True},
]


# --------------------------------------------------------------------------
# The picture: a tiny numpy rasteriser (anti-aliased by distance), saved as
# PNG with zlib and struct, so the sample needs neither Qt nor a display.

class Canvas:
    def __init__(self, width: int, height: int, colour: str) -> None:
        self.w, self.h = width, height
        self.rgb = np.empty((height, width, 3), np.float32)
        self.rgb[:] = _rgb(colour)

    def _box(self, x0: float, y0: float, x1: float, y1: float):
        """Pixel grid (centres) of a bounding box in pixels, clipped."""
        i0, i1 = max(int(x0) - 1, 0), min(int(math.ceil(x1)) + 1, self.w)
        j0, j1 = max(int(y0) - 1, 0), min(int(math.ceil(y1)) + 1, self.h)
        if i0 >= i1 or j0 >= j1:
            return None
        ys, xs = np.mgrid[j0:j1, i0:i1].astype(np.float32) + 0.5
        return (slice(j0, j1), slice(i0, i1)), xs, ys

    def blend(self, where, alpha: np.ndarray, colour: str) -> None:
        a = np.clip(alpha, 0.0, 1.0)[..., None]
        self.rgb[where] = self.rgb[where] * (1 - a) + np.array(_rgb(colour), np.float32) * a

    def ellipse(self, c: Point, rx: float, ry: float, colour: str,
                outline: str | None = None) -> None:
        cx, cy = c[0] * PPG, c[1] * PPG
        rx, ry = rx * PPG, ry * PPG
        box = self._box(cx - rx, cy - ry, cx + rx, cy + ry)
        if box is None:
            return
        where, xs, ys = box
        # Distance (approximate, in pixels) outside the ellipse's edge.
        k = np.sqrt(((xs - cx) / rx) ** 2 + ((ys - cy) / ry) ** 2)
        d = (k - 1) * min(rx, ry)
        if outline:
            self.blend(where, 0.5 - d, outline)
            d = d + 1.2
        self.blend(where, 0.5 - d, colour)

    def glow(self, c: Point, radius: float, colour: str, strength: float) -> None:
        cx, cy, r = c[0] * PPG, c[1] * PPG, radius * PPG
        box = self._box(cx - r, cy - r, cx + r, cy + r)
        if box is not None:
            where, xs, ys = box
            falloff = np.clip(1 - np.hypot(xs - cx, ys - cy) / r, 0, 1)
            self.blend(where, strength * falloff ** 2, colour)

    def polyline(self, pts: list[Point], width: float, colour: str) -> None:
        """A thick polyline with round joins and caps; `width` in squares."""
        half = width * PPG / 2
        px = [(x * PPG, y * PPG) for x, y in pts]
        xs_all = [x for x, _ in px]
        ys_all = [y for _, y in px]
        box = self._box(min(xs_all) - half, min(ys_all) - half,
                        max(xs_all) + half, max(ys_all) + half)
        if box is None:
            return
        where, xs, ys = box
        dist = np.full(xs.shape, np.inf, np.float32)
        for (ax, ay), (bx, by) in zip(px, px[1:]):
            dx, dy = bx - ax, by - ay
            length2 = dx * dx + dy * dy or 1.0
            t = np.clip(((xs - ax) * dx + (ys - ay) * dy) / length2, 0, 1)
            dist = np.minimum(dist, np.hypot(xs - (ax + t * dx), ys - (ay + t * dy)))
        self.blend(where, half + 0.5 - dist, colour)

    def polygon(self, pts: list[Point], colour: str, alpha: float = 1.0) -> None:
        """Fill (even-odd rule) at pixel centres."""
        px = [(x * PPG, y * PPG) for x, y in pts]
        box = self._box(min(x for x, _ in px), min(y for _, y in px),
                        max(x for x, _ in px), max(y for _, y in px))
        if box is None:
            return
        where, xs, ys = box
        inside = np.zeros(xs.shape, bool)
        for (ax, ay), (bx, by) in zip(px, px[1:] + px[:1]):
            if ay == by:
                continue
            crosses = (ay > ys) != (by > ys)
            x_at = ax + (ys - ay) * (bx - ax) / (by - ay)
            inside ^= crosses & (xs < x_at)
        self.blend(where, inside.astype(np.float32) * alpha, colour)

    def rect(self, x: float, y: float, w: float, h: float, colour: str,
             alpha: float = 1.0) -> None:
        self.polygon([(x, y), (x + w, y), (x + w, y + h), (x, y + h)], colour, alpha)

    def png(self) -> bytes:
        rows = np.clip(np.rint(self.rgb), 0, 255).astype(np.uint8)
        raw = b"".join(b"\x00" + rows[j].tobytes() for j in range(self.h))

        def chunk(kind: bytes, body: bytes) -> bytes:
            return (struct.pack(">I", len(body)) + kind + body
                    + struct.pack(">I", zlib.crc32(kind + body)))

        header = struct.pack(">IIBBBBB", self.w, self.h, 8, 2, 0, 0, 0)  # 8-bit RGB
        return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
                + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def _rgb(colour: str) -> tuple[float, float, float]:
    value = colour.lstrip("#")
    return (int(value[0:2], 16), int(value[2:4], 16), int(value[4:6], 16))


def paint_png() -> bytes:
    rng = random.Random(1207)
    canvas = Canvas(SQUARES_X * PPG, SQUARES_Y * PPG, "#5d6b3f")  # overgrown ground

    for _ in range(220):  # grass tufts and dirt
        x, y = rng.uniform(0, SQUARES_X), rng.uniform(0, SQUARES_Y)
        shade = rng.choice(["#526136", "#67753f", "#6e6a45", "#4b5a31"])
        r = rng.uniform(0.08, 0.3)
        canvas.ellipse((x, y), r, r * rng.uniform(0.5, 1.0), shade)

    # Chapel floor: staggered flagstones inside the outline of the walls.
    outline = [NORTH_WEST, *APSE, SOUTH_WEST]
    canvas.polygon(outline, "#8a8172")
    inside = Canvas(canvas.w, canvas.h, "#000000")
    inside.polygon(outline, "#ffffff")
    mask = inside.rgb[..., 0] > 127
    grout = np.zeros(mask.shape, bool)
    half = PPG // 2
    for row in range(SQUARES_Y * 2):
        y = row * half
        grout[y, :] = True
        x = (row % 2) * half // 2
        while x < canvas.w:
            grout[y:y + half, x] = True
            x += int(half * rng.choice([1.0, 1.0, 1.5]))
    grout &= mask
    canvas.rgb[grout] = _rgb("#6f675b")
    for _ in range(40):  # cracked and missing flagstones, inside the walls only
        x, y = rng.uniform(2.3, 12.5), rng.uniform(3.3, 8.5)
        colour = rng.choice(["#7a715f", "#5f6a3c", "#978d7c"])
        corners = [(x, y), (x + 0.45, y), (x, y + 0.45), (x + 0.45, y + 0.45)]
        if all(mask[int(cy * PPG), int(cx * PPG)] for cx, cy in corners):
            canvas.rect(x, y, 0.45, 0.45, colour)
    canvas.rect(2.2, 5.55, 9.0, 0.9, "#7b3b32", alpha=0.9)  # worn carpet to the altar

    for _ in range(70):  # rubble around the breach
        x, y = rng.gauss(6.0, 0.7), rng.gauss(3.1, 0.45)
        r = rng.uniform(0.05, 0.16)
        canvas.ellipse((x, y), r, r * rng.uniform(0.6, 1.0),
                       rng.choice(["#9a9284", "#847c6e", "#a9a293"]), outline="#3f3a33")
    canvas.polyline(FALLEN, 0.55, "#3f3a33")  # the toppled pillar
    canvas.polyline(FALLEN, 0.42, "#a59d8e")

    canvas.rect(10.97, 5.27, 0.86, 1.46, "#2f2a25")  # altar
    canvas.rect(11.0, 5.3, 0.8, 1.4, "#c9c1ae")
    for light in LIGHTS[:2]:  # candles, with a glow
        canvas.glow(light["position"], 1.2, "#ffd27a", 0.35)
        canvas.ellipse(light["position"], 0.09, 0.09, "#ffd27a", outline="#2f2a25")

    # Walls: thick stone strokes along the same polylines as the JSON.
    for width, colour in ((0.34, "#2b2824"), (0.24, "#6d665c")):
        for line in WALLS:
            canvas.polyline(line, width, colour)

    # Doors: the west one open (swung inward), the vestry one shut.
    (hx, hy) = WEST_DOOR[0]
    canvas.rect(hx - 0.02, hy - 0.1, 0.99, 0.2, "#2b1d12")
    canvas.rect(hx, hy - 0.08, 0.95, 0.16, "#8b5a2b")
    canvas.polyline(list(VESTRY_DOOR), 0.22, "#2b1d12")
    canvas.polyline(list(VESTRY_DOOR), 0.16, "#8b5a2b")

    for line in OBJECTS:  # pillars
        canvas.polygon(line[:-1], "#2b2824")
        cx = sum(x for x, _ in line[:-1]) / 8
        cy = sum(y for _, y in line[:-1]) / 8
        canvas.polygon([(cx + (x - cx) * 0.85, cy + (y - cy) * 0.85) for x, y in line[:-1]],
                       "#a39b8b")
    return canvas.png()


# --------------------------------------------------------------------------
# The file

def _xy(pt: Point) -> dict[str, float]:
    return {"x": pt[0], "y": pt[1]}


def build(png: bytes) -> dict:
    def portal(bounds: tuple[Point, Point], closed: bool) -> dict:
        (ax, ay), (bx, by) = bounds
        return {
            "position": _xy(((ax + bx) / 2, (ay + by) / 2)),
            "bounds": [_xy(bounds[0]), _xy(bounds[1])],
            "rotation": round(math.atan2(by - ay, bx - ax), 6),
            "closed": closed,
            "freestanding": False,
        }

    return {
        "format": 0.3,
        "resolution": {
            "map_origin": {"x": 0, "y": 0},
            "map_size": {"x": SQUARES_X, "y": SQUARES_Y},
            "pixels_per_grid": PPG,
        },
        "line_of_sight": [[_xy(q) for q in line] for line in WALLS],
        "objects_line_of_sight": [[_xy(q) for q in line] for line in OBJECTS],
        "portals": [portal(WEST_DOOR, closed=False), portal(VESTRY_DOOR, closed=True)],
        "environment": {"baked_lighting": True, "ambient_light": "ff8c8c9c"},
        "lights": [{**light, "position": _xy(light["position"])} for light in LIGHTS],
        "image": base64.b64encode(png).decode("ascii"),
    }


def main(argv: list[str]) -> int:
    out = Path(argv[0]) if argv else DEFAULT_OUT
    text = json.dumps(build(paint_png()), indent="\t") + "\n"
    out.write_text(text, encoding="utf-8")
    print(f"wrote {out} ({len(text.encode()) / 1024:,.0f} KiB)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
