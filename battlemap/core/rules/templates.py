"""Area templates on the board (RULES §7): which squares a template covers,
whether a placement is valid, and which creatures are in the area.

Everything is exact integer arithmetic over all cells at once (numpy): the
far-corner count of bursts, cones by the quarter-plane of the square
centres (coordinates doubled so centres are integers), lines by the open
interval of the segment's parameter inside each square."""

from __future__ import annotations

import numpy as np

from battlemap.core.errors import BattlemapError
from battlemap.core.geometry.lattice import Space
from battlemap.core.model.board import Board
from battlemap.core.model.template import DIRECTION_VECTORS, Template
from battlemap.core.rules.result import AttackKind

Point = tuple[int, int]


def squares_family(rules) -> bool:
    """4e measures templates in squares with every diagonal 1 (§7); the
    corner systems and `graded` in feet from a grid intersection."""
    return rules.diagonal_rule == "1"


def check_placement(
    template: Template, origin: Point, kind: AttackKind, board: Board, rules,
    attacker_space: Space | None,
) -> None:
    """Raise a one-line BattlemapError when the template cannot be placed so
    (RULES §7: wrong family, origin off the board, a 4e origin that is not a
    corner of the centre or attacker squares, a blast not beside the attacker)."""
    ox, oy = origin
    if not (0 <= ox <= board.width and 0 <= oy <= board.height):
        raise BattlemapError(f"template origin {ox},{oy} is outside the board", code="off_board")
    if squares_family(rules) != template.in_squares:
        unit = "squares (radius, size)" if squares_family(rules) else "feet (radius_ft, length_ft, end)"
        raise BattlemapError(f"{rules.id} templates are measured in {unit}",
                             code="in_squares" if squares_family(rules) else "in_feet")
    if not template.in_squares:
        if template.shape == "line":
            ex, ey = template.end
            if not (0 <= ex <= board.width and 0 <= ey <= board.height):
                raise BattlemapError(f"line end {ex},{ey} is outside the board", code="off_board")
            if (ex, ey) == (ox, oy):
                raise BattlemapError("a line template needs an end other than its origin")
        return
    if template.center is not None:  # 4e area burst
        cx, cy = template.center
        if kind is not AttackKind.AREA:
            raise BattlemapError("a burst with a center is an area attack (kind = area)")
        if not board.contains(cx, cy):
            raise BattlemapError(f"burst center {cx},{cy} is outside the board", code="off_board")
        if ox not in (cx, cx + 1) or oy not in (cy, cy + 1):
            raise BattlemapError(f"origin {ox},{oy} is not a corner of the burst's center square {cx},{cy}")
        return
    if kind is not AttackKind.CLOSE:
        raise BattlemapError(f"a 4e {template.describe()} is a close attack (kind = close)")
    if attacker_space is None:
        raise BattlemapError(f"a {template.describe()} needs an attacker", code="no_attacker")
    a = attacker_space
    if not (a.x0 <= ox <= a.x1 and a.y0 <= oy <= a.y1):
        raise BattlemapError(f"origin {ox},{oy} is not a corner of one of the attacker's squares",
                             code="not_at_attacker")
    if template.shape == "blast":
        block = blast_space(template)
        if block.chebyshev(a) != 1:
            where = "overlaps" if block.chebyshev(a) == 0 else "does not touch"
            raise BattlemapError(f"blast {template.size} at {block.x0},{block.y0} {where} the attacker's space",
                                 code="blast_" + where.replace(" ", "_"))


def template_kind(template: Template) -> AttackKind:
    """4e close bursts and blasts are close attacks; every other template an area one."""
    return AttackKind.CLOSE if template.is_close else AttackKind.AREA


def default_origin(template: Template, attacker: Space | None) -> tuple[int, int] | None:
    """Where the template starts when no origin is given: a 4e area burst
    from its centre square's top-left corner, a close one from the attacker's
    corner nearest the area; the other shapes need one."""
    if template.center is not None:
        return template.center
    if not template.is_close or attacker is None:
        return None
    if template.shape == "burst":
        return attacker.x0, attacker.y0
    x, y = template.at
    half = template.size / 2
    return min(((cx, cy) for cx in range(attacker.x0, attacker.x1 + 1)
                for cy in range(attacker.y0, attacker.y1 + 1)),
               key=lambda c: ((c[0] - x - half) ** 2 + (c[1] - y - half) ** 2, c))


def blast_space(template: Template) -> Space:
    x, y = template.at
    return Space.of(x, y, template.size)


def blast_position(attacker: Space, size: int, point: tuple[int, int]) -> tuple[int, int]:
    """The top-left square of a size x size blast beside the attacker (§7:
    touching it, not overlapping) nearest to `point`."""
    best = None
    for x in range(attacker.x0 - size, attacker.x1 + 1):
        for y in range(attacker.y0 - size, attacker.y1 + 1):
            if Space.of(x, y, size).chebyshev(attacker) != 1:
                continue
            cx, cy = x + size / 2, y + size / 2
            d = (cx - point[0]) ** 2 + (cy - point[1]) ** 2
            if best is None or d < best[0]:
                best = (d, (x, y))
    return best[1]


def covered_cells(
    template: Template, origin: Point, board: Board, rules, attacker_space: Space | None = None,
    kind: AttackKind | None = None,
) -> np.ndarray:
    """The squares the template covers: a (height, width) bool array indexed
    [y, x]. Squares off the board are never covered. Checks the placement
    first (`kind` defaults to the template's own: close for 4e close ones)."""
    if kind is None:
        kind = template_kind(template)
    check_placement(template, origin, kind, board, rules, attacker_space)
    ys, xs = np.indices((board.height, board.width), dtype=np.int64)
    if template.in_squares:
        return _squares_cover(template, attacker_space, xs, ys)
    if template.shape == "line":
        return line_cover(origin, template.end, template.line_side, xs, ys)
    ox, oy = origin
    reach = (template.radius_ft if template.shape == "burst" else template.length_ft) // 5
    inside = burst_cover(ox, oy, reach, xs, ys)
    if template.shape == "cone":
        inside &= cone_quarter(ox, oy, template.direction, xs, ys)
    return inside


def burst_cover(ox: int, oy: int, reach: int, xs: np.ndarray, ys: np.ndarray) -> np.ndarray:
    """Far-corner counting: the square's corner farthest from the origin along
    each axis is within `reach` squares (diagonals 1-2-1)."""
    dx = np.where(xs >= ox, xs + 1 - ox, ox - xs)
    dy = np.where(ys >= oy, ys + 1 - oy, oy - ys)
    return np.maximum(dx, dy) + np.minimum(dx, dy) // 2 <= reach


def cone_quarter(ox: int, oy: int, direction: str, xs: np.ndarray, ys: np.ndarray) -> np.ndarray:
    """Squares whose centre lies in the quarter-plane around `direction`,
    boundary included (centres never lie on it: doubled, they are odd)."""
    ux, uy = DIRECTION_VECTORS[direction]
    cx, cy = 2 * xs + 1 - 2 * ox, 2 * ys + 1 - 2 * oy
    if ux and uy:  # diagonal: the quadrant
        return (cx * ux >= 0) & (cy * uy >= 0)
    along = cx * ux + cy * uy
    across = np.abs(cx * uy - cy * ux)
    return across <= along


def line_cover(origin: Point, end: Point, side: str, xs: np.ndarray, ys: np.ndarray) -> np.ndarray:
    """Squares whose open interior the segment crosses; along a grid line,
    the squares on `side` of the direction of travel (y down: right of east
    is south)."""
    (ox, oy), (ex, ey) = origin, end
    dx, dy = ex - ox, ey - oy
    sign = 1 if side == "right" else -1
    if dx == 0 or dy == 0:  # runs along a grid line: one row of squares
        lo_x, hi_x = min(ox, ex), max(ox, ex)
        lo_y, hi_y = min(oy, ey), max(oy, ey)
        if dy == 0:  # right of travel is +y when heading +x
            row = oy if sign * dx > 0 else oy - 1
            return (ys == row) & (xs >= lo_x) & (xs < hi_x)
        column = ox - 1 if sign * dy > 0 else ox
        return (xs == column) & (ys >= lo_y) & (ys < hi_y)
    # Parameter t in [0, 1] scaled by L = |dx||dy|: inside the square's open
    # x-slab for t in (tx0, tx1), its y-slab for (ty0, ty1).
    tx_a, tx_b = (xs - ox) * np.sign(dx) * abs(dy), (xs + 1 - ox) * np.sign(dx) * abs(dy)
    ty_a, ty_b = (ys - oy) * np.sign(dy) * abs(dx), (ys + 1 - oy) * np.sign(dy) * abs(dx)
    lo = np.maximum(np.minimum(tx_a, tx_b), np.minimum(ty_a, ty_b))
    hi = np.minimum(np.maximum(tx_a, tx_b), np.maximum(ty_a, ty_b))
    return (lo < hi) & (lo < abs(dx) * abs(dy)) & (hi > 0)


def _squares_cover(template: Template, attacker: Space | None, xs, ys) -> np.ndarray:
    """4e: every diagonal counts 1."""
    if template.shape == "blast":
        block = blast_space(template)
        return (xs >= block.x0) & (xs < block.x1) & (ys >= block.y0) & (ys < block.y1)
    if template.center is not None:
        cx, cy = template.center
        return np.maximum(np.abs(xs - cx), np.abs(ys - cy)) <= template.radius
    a = attacker
    gx = np.maximum(0, np.maximum(a.x0 - xs, xs - (a.x1 - 1)))
    gy = np.maximum(0, np.maximum(a.y0 - ys, ys - (a.y1 - 1)))
    gap = np.maximum(gx, gy)
    return (gap <= template.radius) & (gap > 0)


def origin_owner(template: Template | None) -> Point | None:
    """The square a 4e area burst's origin belongs to (its centre, RULES §2);
    None when the origin is owned as usual (by an attacker cell whose corner
    it is) or free."""
    if template is not None and template.in_squares and template.center is not None:
        return template.center
    return None


def in_area_flags(
    engine, attacker: int, targets: list[int], origin: Point, template: Template,
    covered: np.ndarray,
) -> np.ndarray:
    """Per target (token indices of `engine.tokens`): does some covered
    square of its space have line of effect from the origin? A line runs from
    the origin to a sample point of that square: its 4 corners (owned by the
    square) or its centre (free). The origin belongs to the 4e burst's centre
    square, else to each attacker cell whose corner it is (any clear line
    counts), else to nobody. All lines of all targets in one kernel call."""
    from battlemap.core.geometry.queries import lines_blocked

    tokens = engine.tokens
    a_space = tokens.spaces[attacker]
    ox, oy = origin
    owner = origin_owner(template)
    if owner is not None:
        origin_cells = [owner]
    else:
        origin_cells = [(x, y) for y in (oy - 1, oy) for x in (ox - 1, ox) if a_space.contains(x, y)]
        origin_cells = origin_cells or [(-1, -1)]
    height, width = covered.shape
    starts, ends, start_cells, end_cells, owns, which = [], [], [], [], [], []
    for k, index in enumerate(targets):
        space = tokens.spaces[index]
        x0, x1 = max(space.x0, 0), min(space.x1, width)
        y0, y1 = max(space.y0, 0), min(space.y1, height)
        if x0 >= x1 or y0 >= y1:
            continue
        cy, cx = np.nonzero(covered[y0:y1, x0:x1])
        if not len(cx):
            continue
        cells = np.stack([cx + x0, cy + y0], axis=1)
        # 4 corners (owned by the square) and the centre (free) of each cell.
        offsets = np.array([(0, 0), (1, 0), (0, 1), (1, 1), (0.5, 0.5)])
        points = (cells[:, None, :] + offsets[None, :, :]).reshape(-1, 2)
        owners = np.repeat(cells, 5, axis=0)
        owners[4::5] = -1
        n = len(points)
        for cell in origin_cells:
            starts.append(np.tile([ox, oy], (n, 1)))
            start_cells.append(np.tile(cell, (n, 1)))
            ends.append(points)
            end_cells.append(owners)
            box = (a_space.x0, a_space.y0, a_space.x1, a_space.y1, space.x0, space.y0, space.x1, space.y1)
            owns.append(np.tile(box, (n, 1)))
            which.append(np.full(n, k))
    flags = np.zeros(len(targets), bool)
    if not starts:
        return flags
    blocked = lines_blocked(engine.geometry, np.concatenate(starts), np.concatenate(ends), "effect",
                            start_cell=np.concatenate(start_cells), end_cell=np.concatenate(end_cells),
                            own=np.concatenate(owns))
    which = np.concatenate(which)
    np.logical_or.at(flags, which[~blocked], True)
    return flags
