"""The visible fraction's areas (RULES §3.4) by an angular sweep, compiled
with the kernel (numba when installed).

From one source point, the target's visible area is integrated over the
directions of the target's cone: the directions are cut at every angle where
what a ray meets first could change (the target's corners, the ends of the
barrier edges in the cone, crossings of thin walls with anything, and the
bounds of the directions closed at the source itself). Between two such
angles the ray enters the target through one straight edge and is stopped by
one straight edge (a barrier's or the target's far side), so the visible
part is the difference of two triangles from the source: exact up to float
rounding (the caller rounds to 1e-9).

Barriers are the edges of blocking cells (wall cells, counting low cells;
a creature's own cells never block) that face a non-blocking cell, and every
cover-giving thin-wall piece. At the source, the directions into a blocking
cell it is a corner of are closed, and so are those of its owned-corner wedge
(RULES §2: the line goes on into the owner cell; the same wedge as
`visibility.corner_wedge`). The shapely version (`visibility`) is the
reference this is tested against."""

from __future__ import annotations

import math

import numpy as np

from battlemap.core.geometry.kernel import FREE, gap_squares, low_counts, njit, piece_squares

TWO_PI = 2.0 * math.pi
INSIDE = -1.0  # the source is strictly inside the target: not handled here
# Outward normals of the target's sides, in `_target_edges` order.
OUTWARD = np.array([[0.0, -1.0], [1.0, 0.0], [0.0, 1.0], [-1.0, 0.0]])


@njit(cache=True)
def _turns(a):
    """An angle in [0, 2 pi)."""
    a = a - TWO_PI * math.floor(a / TWO_PI)
    return 0.0 if a >= TWO_PI else a


@njit(cache=True)
def _wrap(a):
    """An angle in (-pi, pi]."""
    a = _turns(a)
    return a - TWO_PI if a > math.pi else a


@njit(cache=True)
def _ray_hit(sx, sy, ux, uy, ax, ay, bx, by):
    """Distance along the ray s + r u (r > 0) to segment a-b, or inf. A
    segment through s is never hit (the closed directions at s do that)."""
    ex, ey = bx - ax, by - ay
    den = ux * ey - uy * ex
    if den == 0.0:
        return np.inf
    wx, wy = ax - sx, ay - sy
    r = (wx * ey - wy * ex) / den
    t = (wx * uy - wy * ux) / den
    if r <= 1e-12 or t < 0.0 or t > 1.0:
        return np.inf
    return r


@njit(cache=True)
def _line_distance(sx, sy, ux, uy, ax, ay, bx, by):
    """Distance along the ray s + r u to the line through a and b."""
    ex, ey = bx - ax, by - ay
    return ((ax - sx) * ey - (ay - sy) * ex) / (ux * ey - uy * ex)


@njit(cache=True)
def _fan(sx, sy, base, lo, hi, ax, ay, bx, by):
    """Area of the triangle from s between directions base+lo and base+hi
    and the line through a, b."""
    ra = _line_distance(sx, sy, math.cos(base + lo), math.sin(base + lo), ax, ay, bx, by)
    rb = _line_distance(sx, sy, math.cos(base + hi), math.sin(base + hi), ax, ay, bx, by)
    return 0.5 * ra * rb * math.sin(hi - lo)


@njit(cache=True)
def _blocking(block, x, y):
    h, w = block.shape
    return 0 <= x < w and 0 <= y < h and block[y, x]


@njit(cache=True)
def _closed_at_source(sx, sy, ox, oy, block, pieces, out):
    """Sectors of directions closed at the source, as rows (start, width)
    in `out` (absolute angles); returns how many. A lattice source closes
    the quadrant of each blocking cell around it; an owned corner also its
    wedge: the directions strictly between the extreme barrier edges
    leaving it, measured from the owner cell."""
    n = 0
    if sx != math.floor(sx) or sy != math.floor(sy):
        return n
    kx, ky = int(sx), int(sy)
    quads = ((kx, ky), (kx - 1, ky), (kx - 1, ky - 1), (kx, ky - 1))
    for q in range(4):
        if _blocking(block, quads[q][0], quads[q][1]):
            out[n, 0] = q * 0.5 * math.pi
            out[n, 1] = 0.5 * math.pi
            n += 1
    if ox == FREE:
        return n
    dirs = np.zeros((4 + 2 * pieces.shape[0], 2))
    m = 0
    # grid half-edges leaving the corner, each with the two cells beside it
    halves = ((1, 0, kx, ky - 1, kx, ky), (-1, 0, kx - 1, ky - 1, kx - 1, ky),
              (0, 1, kx - 1, ky, kx, ky), (0, -1, kx - 1, ky - 1, kx, ky - 1))
    for e in range(4):
        vx, vy, c1x, c1y, c2x, c2y = halves[e]
        if _blocking(block, c1x, c1y) or _blocking(block, c2x, c2y):
            dirs[m, 0], dirs[m, 1] = vx, vy
            m += 1
    for j in range(pieces.shape[0]):
        ax, ay, bx, by = pieces[j, 0], pieces[j, 1], pieces[j, 2], pieces[j, 3]
        at_a = ax == sx and ay == sy
        at_b = bx == sx and by == sy
        through = False
        if not at_a and not at_b:
            cross = (bx - ax) * (sy - ay) - (by - ay) * (sx - ax)
            through = cross == 0.0 and (sx - ax) * (bx - ax) + (sy - ay) * (by - ay) > 0.0 \
                and (sx - bx) * (ax - bx) + (sy - by) * (ay - by) > 0.0
        if at_a or through:
            dirs[m, 0], dirs[m, 1] = bx - sx, by - sy
            m += 1
        if at_b or through:
            dirs[m, 0], dirs[m, 1] = ax - sx, ay - sy
            m += 1
    if m < 2:
        return n
    base = math.atan2(2 * oy + 1 - 2 * ky, 2 * ox + 1 - 2 * kx)
    lo, hi, count = TWO_PI, 0.0, 0
    for i in range(m):
        a = _turns(math.atan2(dirs[i, 1], dirs[i, 0]) - base)
        if a > 1e-12:  # along the owner cell's own diagonal: no side
            lo, hi = min(lo, a), max(hi, a)
            count += 1
    if count < 2 or hi - lo < 1e-12:
        return n
    out[n, 0] = base + lo
    out[n, 1] = hi - lo
    return n + 1


@njit(cache=True)
def _is_closed(theta, sectors, n):
    for i in range(n):
        d = _turns(theta - sectors[i, 0])
        if 0.0 < d < sectors[i, 1]:
            return True
    return False


@njit(cache=True)
def _target_edges(x0, y0, x1, y1):
    return np.array([[x0, y0, x1, y0], [x1, y0, x1, y1], [x1, y1, x0, y1], [x0, y1, x0, y0]])


@njit(cache=True)
def _visible_area(sx, sy, box, edges, pieces, sectors):
    """The area of the target box (x0, y0, x1, y1) visible from s, past the
    blocking cells' open `edges` and the thin-wall `pieces` (k, 4)."""
    x0, y0, x1, y1 = box[0], box[1], box[2], box[3]
    if x0 < sx < x1 and y0 < sy < y1:
        return INSIDE
    tedges = _target_edges(x0, y0, x1, y1)
    base = math.atan2((y0 + y1) / 2 - sy, (x0 + x1) / 2 - sx)
    # The target's cone: its corners' directions around the centre's.
    phi_lo, phi_hi = np.inf, -np.inf
    for i in range(4):
        cx, cy = tedges[i, 0], tedges[i, 1]
        if cx == sx and cy == sy:
            continue
        p = _wrap(math.atan2(cy - sy, cx - sx) - base)
        phi_lo, phi_hi = min(phi_lo, p), max(phi_hi, p)
    far = 0.0
    for i in range(4):
        far = max(far, math.hypot(tedges[i, 0] - sx, tedges[i, 1] - sy))
    d1x, d1y = math.cos(base + phi_lo), math.sin(base + phi_lo)
    d2x, d2y = math.cos(base + phi_hi), math.sin(base + phi_hi)

    # Barrier edges that may meet the cone: blocking-cell edges facing an
    # open cell (`edges`), and thin walls.
    segs = np.empty((edges.shape[0] + pieces.shape[0], 4))
    k = 0
    for j in range(edges.shape[0]):
        ax, ay, bx, by = edges[j, 0], edges[j, 1], edges[j, 2], edges[j, 3]
        if _in_cone(sx, sy, d1x, d1y, d2x, d2y, far, ax, ay, bx, by):
            segs[k, 0], segs[k, 1], segs[k, 2], segs[k, 3] = ax, ay, bx, by
            k += 1
    k_cells = k
    for j in range(pieces.shape[0]):
        ax, ay, bx, by = pieces[j, 0], pieces[j, 1], pieces[j, 2], pieces[j, 3]
        if _in_cone(sx, sy, d1x, d1y, d2x, d2y, far, ax, ay, bx, by):
            segs[k, 0], segs[k, 1], segs[k, 2], segs[k, 3] = ax, ay, bx, by
            k += 1

    # Critical directions (relative to base).
    n_sec = sectors.shape[0]
    n_pieces = k - k_cells
    crit = np.empty(4 + 2 * k + 2 * n_sec + n_pieces * (k + 4) + 2)
    c = 0
    crit[c], crit[c + 1] = phi_lo, phi_hi
    c += 2
    for i in range(4):
        if not (tedges[i, 0] == sx and tedges[i, 1] == sy):
            crit[c] = _wrap(math.atan2(tedges[i, 1] - sy, tedges[i, 0] - sx) - base)
            c += 1
    for i in range(k):
        for end in range(2):
            px, py = segs[i, 2 * end], segs[i, 2 * end + 1]
            if px == sx and py == sy:
                continue
            p = _wrap(math.atan2(py - sy, px - sx) - base)
            if phi_lo < p < phi_hi:
                crit[c] = p
                c += 1
    for i in range(n_sec):
        for bound in (sectors[i, 0], sectors[i, 0] + sectors[i, 1]):
            p = _wrap(bound - base)
            if phi_lo < p < phi_hi:
                crit[c] = p
                c += 1
    # Thin walls may cross cell edges, each other and the target's sides.
    for i in range(k_cells, k):
        for j in range(k + 4):
            if j == i:
                continue
            if j < k:
                bx0, by0, bx1, by1 = segs[j, 0], segs[j, 1], segs[j, 2], segs[j, 3]
            else:
                q = j - k
                bx0, by0, bx1, by1 = tedges[q, 0], tedges[q, 1], tedges[q, 2], tedges[q, 3]
            found, px, py = _crossing(segs[i, 0], segs[i, 1], segs[i, 2], segs[i, 3],
                                      bx0, by0, bx1, by1)
            if found and not (px == sx and py == sy):
                p = _wrap(math.atan2(py - sy, px - sx) - base)
                if phi_lo < p < phi_hi:
                    crit[c] = p
                    c += 1
    angles = np.sort(crit[:c])

    visible = 0.0
    for i in range(c - 1):
        lo, hi = angles[i], angles[i + 1]
        if hi - lo <= 1e-15:
            continue
        mid = 0.5 * (lo + hi)
        theta = base + mid
        if _is_closed(theta, sectors, n_sec):
            continue
        ux, uy = math.cos(theta), math.sin(theta)
        # where the ray is inside the target: the near and the far side
        near, far_r, near_i, far_i = 0.0, np.inf, -1, -1
        for q in range(4):
            r = _ray_hit(sx, sy, ux, uy, tedges[q, 0], tedges[q, 1], tedges[q, 2], tedges[q, 3])
            if r == np.inf:
                continue
            if ux * OUTWARD[q, 0] + uy * OUTWARD[q, 1] > 0.0:  # leaving through side q
                if r < far_r:
                    far_r, far_i = r, q
            elif r > near:
                near, near_i = r, q
        if far_i < 0 or far_r <= near:
            continue
        hit, hit_i = np.inf, -1
        for j in range(k):
            r = _ray_hit(sx, sy, ux, uy, segs[j, 0], segs[j, 1], segs[j, 2], segs[j, 3])
            if r < hit:
                hit, hit_i = r, j
        if hit <= near:
            continue
        if hit < far_r:
            outer = _fan(sx, sy, base, lo, hi, segs[hit_i, 0], segs[hit_i, 1], segs[hit_i, 2], segs[hit_i, 3])
        else:
            outer = _fan(sx, sy, base, lo, hi, tedges[far_i, 0], tedges[far_i, 1],
                         tedges[far_i, 2], tedges[far_i, 3])
        inner = 0.0
        if near_i >= 0:
            inner = _fan(sx, sy, base, lo, hi, tedges[near_i, 0], tedges[near_i, 1],
                         tedges[near_i, 2], tedges[near_i, 3])
        visible += outer - inner
    return visible


@njit(cache=True)
def _in_cone(sx, sy, d1x, d1y, d2x, d2y, far, ax, ay, bx, by):
    """May segment a-b meet the cone between directions d1 and d2 (turning
    positively, at most half a turn) within distance `far` of s? A superset."""
    pax, pay, pbx, pby = ax - sx, ay - sy, bx - sx, by - sy
    if d1x * pay - d1y * pax < 0 and d1x * pby - d1y * pbx < 0:
        return False
    if pax * d2y - pay * d2x < 0 and pbx * d2y - pby * d2x < 0:
        return False
    # nearest point of the segment to s
    ex, ey = bx - ax, by - ay
    ee = ex * ex + ey * ey
    t = 0.0 if ee == 0 else min(1.0, max(0.0, -(pax * ex + pay * ey) / ee))
    return math.hypot(pax + t * ex, pay + t * ey) < far


@njit(cache=True)
def _crossing(ax, ay, bx, by, cx, cy, dx, dy):
    """The point where segments a-b and c-d cross, if they do."""
    rx, ry = bx - ax, by - ay
    qx, qy = dx - cx, dy - cy
    den = rx * qy - ry * qx
    if den == 0.0:
        return False, 0.0, 0.0
    t = ((cx - ax) * qy - (cy - ay) * qx) / den
    u = ((cx - ax) * ry - (cy - ay) * rx) / den
    if t < 0.0 or t > 1.0 or u < 0.0 or u > 1.0:
        return False, 0.0, 0.0
    return True, ax + t * rx, ay + t * ry


@njit(cache=True)
def visible_areas(sources, owners, box, block, pieces):
    """The target box's visible area from each source (grid units), or
    INSIDE for a source strictly inside it. `owners` (n, 2): the owning cell
    of each source (x = FREE for a free point); `block` (h, w): cells that
    block for this pair; `pieces` (k, 4): cover-giving thin-wall pieces."""
    out = np.empty(sources.shape[0])
    sectors = np.empty((5, 2))  # 4 quadrants and a wedge at most
    lo_x, lo_y = min(box[0], sources[:, 0].min()), min(box[1], sources[:, 1].min())
    hi_x, hi_y = max(box[2], sources[:, 0].max()), max(box[3], sources[:, 1].max())
    edges = _open_edges(block, lo_x, lo_y, hi_x, hi_y)
    for i in range(sources.shape[0]):
        n = _closed_at_source(sources[i, 0], sources[i, 1], owners[i, 0], owners[i, 1],
                              block, pieces, sectors)
        out[i] = _visible_area(sources[i, 0], sources[i, 1], box, edges, pieces, sectors[:n])
    return out


@njit(cache=True)
def _open_edges(block, lo_x, lo_y, hi_x, hi_y):
    """(k, 4) edges of blocking cells facing a non-blocking one, for the
    cells around the box lo..hi (grid units): the cell barriers a line
    inside that box can meet first."""
    h, w = block.shape
    gx0 = max(int(math.floor(lo_x)) - 1, 0)
    gy0 = max(int(math.floor(lo_y)) - 1, 0)
    gx1 = min(int(math.ceil(hi_x)) + 1, w)
    gy1 = min(int(math.ceil(hi_y)) + 1, h)
    out = np.empty((4 * max(gx1 - gx0, 0) * max(gy1 - gy0, 0), 4))
    k = 0
    for y in range(gy0, gy1):
        for x in range(gx0, gx1):
            if not block[y, x]:
                continue
            for e in range(4):
                if e == 0:
                    nx_, ny_, ax, ay, bx, by = x, y - 1, x, y, x + 1, y
                elif e == 1:
                    nx_, ny_, ax, ay, bx, by = x + 1, y, x + 1, y, x + 1, y + 1
                elif e == 2:
                    nx_, ny_, ax, ay, bx, by = x, y + 1, x, y + 1, x + 1, y + 1
                else:
                    nx_, ny_, ax, ay, bx, by = x - 1, y, x, y, x, y + 1
                if not _blocking(block, nx_, ny_):
                    out[k, 0], out[k, 1], out[k, 2], out[k, 3] = ax, ay, bx, by
                    k += 1
    return out[:k]


# -- many pairs at once ------------------------------------------------------
@njit(cache=True)
def _overlaps(ax, ay, bx, by, lo_x, lo_y, hi_x, hi_y):
    """Does segment a-b's box meet the closed box lo..hi (a superset)?"""
    return (min(ax, bx) <= hi_x + 1e-9 and max(ax, bx) >= lo_x - 1e-9
            and min(ay, by) <= hi_y + 1e-9 and max(ay, by) >= lo_y - 1e-9)


@njit(cache=True, nogil=True)
def visible_areas_many(sources, owners, first_source, boxes, own, low_from, one_diagonal,
                       within, walls, low_cells, solid_pieces, low_pieces, piece_cells,
                       piece_starts):
    """`visible_areas` of many pairs, pair p's sources being rows
    first_source[p]..first_source[p + 1]. Each pair's blocking cells are the
    wall cells and the low cells (x, y rows of `low_cells`) the RULES §3.3
    rule counts for it, never its creatures' own cells (`own` (p, 8): the
    attacker's and the target's cell boxes); its pieces are every solid
    thin-wall piece and the low pieces the rule counts (piece i touches
    cells piece_starts[i]..piece_starts[i + 1] of `piece_cells`). The rule
    measures from the target's cells (own[p, 4:8]) and from low_from[p]
    (x0, y0, x1, y1; x0 = FREE: every low obstacle counts), diagonals as
    `one_diagonal[p]`, `within` squares.

    One grid serves every pair: a pair's changes to it are undone after it.
    Only the cells and pieces near the box around the pair's sources and
    target can meet its lines, so only those are looked at."""
    n_pairs = boxes.shape[0]
    out = np.empty(sources.shape[0])
    block = walls.copy()
    h, w = block.shape
    n_low = low_cells.shape[0]
    n_solid = solid_pieces.shape[0]
    n_lp = low_pieces.shape[0]
    pieces = np.empty((n_solid + n_lp, 4))
    most_own = 0
    for p in range(n_pairs):
        most_own = max(most_own, (own[p, 2] - own[p, 0]) * (own[p, 3] - own[p, 1])
                       + (own[p, 6] - own[p, 4]) * (own[p, 7] - own[p, 5]))
    set_cells = np.empty(n_low, np.int64)
    cleared = np.empty(max(most_own, 1), np.int64)
    for p in range(n_pairs):
        s0, s1 = first_source[p], first_source[p + 1]
        lo_x, lo_y, hi_x, hi_y = boxes[p, 0], boxes[p, 1], boxes[p, 2], boxes[p, 3]
        for i in range(s0, s1):
            lo_x, hi_x = min(lo_x, sources[i, 0]), max(hi_x, sources[i, 0])
            lo_y, hi_y = min(lo_y, sources[i, 1]), max(hi_y, sources[i, 1])
        # cells whose being blocking can change an open edge in the box
        cx0, cy0 = int(math.floor(lo_x)) - 2, int(math.floor(lo_y)) - 2
        cx1, cy1 = int(math.ceil(hi_x)) + 2, int(math.ceil(hi_y)) + 2
        every = low_from[p, 0] == FREE
        target, source = own[p, 4:8], low_from[p]
        n_set = 0
        for j in range(n_low):
            x, y = low_cells[j, 0], low_cells[j, 1]
            if x < cx0 or x > cx1 or y < cy0 or y > cy1 or block[y, x]:
                continue
            if every or low_counts(within, gap_squares(one_diagonal[p], target, x, y),
                                   gap_squares(one_diagonal[p], source, x, y)):
                block[y, x] = True
                set_cells[n_set] = y * w + x
                n_set += 1
        n_cleared = 0
        for b in range(2):
            for y in range(max(own[p, 4 * b + 1], 0), min(own[p, 4 * b + 3], h)):
                for x in range(max(own[p, 4 * b], 0), min(own[p, 4 * b + 2], w)):
                    if block[y, x]:
                        block[y, x] = False
                        cleared[n_cleared] = y * w + x
                        n_cleared += 1
        k = 0
        for j in range(n_solid):
            if _overlaps(solid_pieces[j, 0], solid_pieces[j, 1], solid_pieces[j, 2],
                         solid_pieces[j, 3], lo_x, lo_y, hi_x, hi_y):
                pieces[k] = solid_pieces[j]
                k += 1
        for j in range(n_lp):
            if not _overlaps(low_pieces[j, 0], low_pieces[j, 1], low_pieces[j, 2],
                             low_pieces[j, 3], lo_x, lo_y, hi_x, hi_y):
                continue
            counts = every
            if not every:
                dt, da = piece_squares(one_diagonal[p], target, source, piece_cells, piece_starts, j)
                counts = low_counts(within, dt, da)
            if counts:
                pieces[k] = low_pieces[j]
                k += 1
        out[s0:s1] = visible_areas(sources[s0:s1], owners[s0:s1], boxes[p], block, pieces[:k])
        for i in range(n_cleared):
            block[cleared[i] // w, cleared[i] % w] = True
        for i in range(n_set):
            block[set_cells[i] // w, set_cells[i] % w] = False
    return out
