"""Clipping thin walls to the board plus a margin, exactly.

A wall read from a file may reach absurdly far (from -1e12 to 1e12, or a
vertical one from y = -1e308 to 1e308). Only the part near the board can
stand between two creatures, and coordinates that large overflow the
engine's scaled integers. So readers cut every polyline to a box with
integer bounds. The cut points are computed with Fractions (a float is an
exact rational), then rounded once: where the original line passes a
lattice point on the box, the stored point is that lattice point exactly,
and a rounded point never leaves the box (its bounds are exact floats), so
clipping twice gives what clipping once gave.
"""

from __future__ import annotations

from fractions import Fraction

from battlemap.core.model.segment import Point

WALL_MARGIN = 1000  # squares a thin wall may reach beyond the board

Box = tuple[int, int, int, int]  # x_lo, y_lo, x_hi, y_hi


def wall_box(width: int, height: int, margin: int = WALL_MARGIN) -> Box:
    """The box walls of a `width` x `height` board are clipped to."""
    return (-margin, -margin, width + margin, height + margin)


def inside(point: Point, box: Box) -> bool:
    x_lo, y_lo, x_hi, y_hi = box
    return x_lo <= point[0] <= x_hi and y_lo <= point[1] <= y_hi


def clip_polyline(points: tuple[Point, ...], box: Box) -> list[tuple[Point, ...]]:
    """The parts of the polyline inside `box` (closed), each a polyline of at
    least two points; the polyline itself when it lies inside. A part that
    shrinks to a single point (a corner touched) is dropped."""
    xs = [p[0] for p in points]
    ys = [p[1] for p in points]
    x_lo, y_lo, x_hi, y_hi = box
    if min(xs) >= x_lo and max(xs) <= x_hi and min(ys) >= y_lo and max(ys) <= y_hi:
        return [tuple(points)]
    parts: list[list[Point]] = []
    current: list[Point] = []
    for a, b in zip(points, points[1:]):
        piece = clip_edge(a, b, box)
        if piece is None:
            current = []
            continue
        start, end = piece
        # The part goes on through a joint that lies inside the box.
        if current and current[-1] == start and start == a:
            current.append(end)
        else:
            current = [start, end]
            parts.append(current)
    return [tuple(part) for part in parts if any(p != part[0] for p in part)]


def clip_edge(a: Point, b: Point, box: Box) -> tuple[Point, Point] | None:
    """The part of the straight edge a-b inside `box` (Liang-Barsky in exact
    rationals), or None when it misses the box."""
    if inside(a, box) and inside(b, box):
        return a, b
    x0, y0, x1, y1 = (Fraction(v) for v in (a[0], a[1], b[0], b[1]))
    dx, dy = x1 - x0, y1 - y0
    x_lo, y_lo, x_hi, y_hi = box
    t0, t1 = Fraction(0), Fraction(1)
    for p, q in ((-dx, x0 - x_lo), (dx, x_hi - x0), (-dy, y0 - y_lo), (dy, y_hi - y0)):
        if p == 0:
            if q < 0:  # parallel to this side and outside it
                return None
            continue
        t = q / p
        if p < 0:
            t0 = max(t0, t)
        else:
            t1 = min(t1, t)
        if t0 > t1:
            return None
    start = a if t0 == 0 else (float(x0 + t0 * dx), float(y0 + t0 * dy))
    end = b if t1 == 1 else (float(x0 + t1 * dx), float(y0 + t1 * dy))
    return start, end
