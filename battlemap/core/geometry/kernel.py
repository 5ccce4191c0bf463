"""The barrier predicate (RULES §2): one exact test for every line.

Every edge that blocks for a purpose — the borders of blocking cells and
every piece of every thin wall — is one network. A line is stopped where it
enters the open interior of a blocking cell, crosses a piece through its
inside, or where, at a connected part of its contact with the network (a
point, or a stretch it runs along), network edges leave on both sides of it.
An end at a corner of a creature's cell belongs to that cell: there the line
is judged as if it went on into the cell, toward the cell's centre. Contact
exactly at a free end never blocks.

Three networks are judged at once, each a superset of the one before:
SIGHT (wall cells; wall and closed-door pieces), EFFECT (+ windows) and
COVER (+ low cells and low pieces). Each line yields rows (position along
the line, element, networks it blocks): a wall cell entered blocks all
three; a low cell only COVER. A COVER-only row names the low element the
block depends on, so the rules can apply the 30-ft rule (§3.3) per element.

All arithmetic is on int64 scaled coordinates (`lattice.SCALE` per square):
cross products stay below 2**62 on boards up to 1000 squares, so contact,
grazing and sides are decided exactly. The functions are plain Python over
integer arrays; numba compiles them when it is installed (`COMPILED`), and
the same code runs uncompiled otherwise (the twin the tests compare)."""

from __future__ import annotations

import os
import sys

import numpy as np

SIGHT, EFFECT, COVER = 1, 2, 4
FREE = -(1 << 40)  # owner x of an end that is a free point
# Room for one line's blocking rows and contact records; a line that needs
# more is judged again with more room (`judge_whole`).
ROWS_PER_LINE = 16
MAX_RECORDS = 4096


def _identity(*args, **kwargs):
    if args and callable(args[0]):
        return args[0]
    return lambda f: f


try:  # pragma: no cover - depends on the environment
    if os.environ.get("BATTLEMAP_NO_NUMBA") or globals().get("_PYTHON_TWIN"):
        raise ImportError
    from numba import njit as _numba_njit

    # Compiled kernels are cached beside this file; a frozen bundle has no
    # source file to key the cache on, so it compiles on first use instead.
    _CACHE = not getattr(sys, "frozen", False)

    def njit(*args, **kwargs):
        kwargs["cache"] = kwargs.get("cache", False) and _CACHE
        return _numba_njit(*args, **kwargs)

    COMPILED = True
except ImportError:  # pragma: no cover
    njit = _identity
    COMPILED = False

# Modules whose compiled functions have this kernel's functions compiled
# into them (`_stale_with_the_kernel`).
KERNEL_USERS = ("corner_scan.py", "shadow_sweep.py")


def _stale_with_the_kernel() -> None:
    """numba keeps a cached function until its own source file changes. The
    corner scan and the shadow sweep are compiled with this kernel's
    functions inside them, so their cache must go stale with this file too
    (else a checkout that changes only the kernel would run them as they
    were). A locator ahead of numba's own stamps their files with this
    one's hash; if numba's caching changes shape, its default stays."""
    import hashlib

    from numba.core import caching

    kernel_hash = hashlib.sha256(open(__file__, "rb").read()).digest()

    class KernelUserLocator(caching.InTreeCacheLocator):
        @classmethod
        def from_function(cls, py_func, py_file):
            if os.path.basename(py_file) not in KERNEL_USERS:
                return None
            return super().from_function(py_func, py_file)

        def get_source_stamp(self):
            return super().get_source_stamp() + kernel_hash

    locators = caching.CacheImpl._locator_classes
    if not any(c.__name__ == KernelUserLocator.__name__ for c in locators):
        locators.insert(0, KernelUserLocator)


if COMPILED and _CACHE:  # pragma: no cover - depends on the environment
    try:
        _stale_with_the_kernel()
    except (ImportError, AttributeError, TypeError, OSError):
        pass


_twin = []


def python_twin():
    """This module run again as plain Python (numba off): the reference the
    compiled kernel is tested against, and the path without numba."""
    if not COMPILED:
        import sys
        return sys.modules[__name__]
    if not _twin:
        import importlib.util

        spec = importlib.util.spec_from_file_location(__name__ + "_twin", __file__)
        module = importlib.util.module_from_spec(spec)
        module._PYTHON_TWIN = True
        spec.loader.exec_module(module)
        _twin.append(module)
    return _twin[0]


# -- small exact helpers -----------------------------------------------------
@njit(cache=True, inline="always")
def _cross(ax, ay, bx, by):
    return ax * by - ay * bx


@njit(cache=True)
def _in_sector(fx, fy, gx, gy, vx, vy):
    """Is v strictly inside the sector swept from f positively to g?"""
    c = _cross(fx, fy, gx, gy)
    if c > 0:
        return _cross(fx, fy, vx, vy) > 0 and _cross(vx, vy, gx, gy) > 0
    if c < 0:
        return not (_cross(gx, gy, vx, vy) >= 0 and _cross(vx, vy, fx, fy) >= 0)
    if fx * gx + fy * gy < 0:  # a half-plane
        return _cross(fx, fy, vx, vy) > 0
    # f == g: everything but the ray itself
    return not (_cross(fx, fy, vx, vy) == 0 and fx * vx + fy * vy > 0)


@njit(cache=True)
def _side(ax, ay, bx, by, vx, vy):
    """Side of an edge leaving a path vertex in direction v, where the path
    arrives along a and leaves along b: 1 left, 2 right, 0 along the path.
    A path that turns straight back (a line leaving its owned corner into
    its own cell) has no sides there: nothing at that corner is crossed."""
    if _cross(ax, ay, bx, by) == 0 and ax * bx + ay * by < 0:
        return 0
    if _in_sector(bx, by, -ax, -ay, vx, vy):
        return 1
    if _in_sector(-ax, -ay, bx, by, vx, vy):
        return 2
    return 0


@njit(cache=True, inline="always")
def _cell_class(cls, x, y, own):
    """Barrier class of cell (x, y): 0 open, 1 low, 2 wall; a creature's own
    cells (two boxes x0, y0, x1, y1 in `own`) are open; off the board open."""
    h, w = cls.shape
    if x < 0 or y < 0 or x >= w or y >= h:
        return 0
    for k in range(0, 8, 4):
        if own[k] <= x < own[k + 2] and own[k + 1] <= y < own[k + 3]:
            return 0
    return cls[y, x]


@njit(cache=True, inline="always")
def _class_nets(c):
    if c == 2:
        return SIGHT | EFFECT | COVER
    if c == 1:
        return COVER
    return 0


# -- one line -----------------------------------------------------------------
@njit(cache=True)
def _owner_dir(px, py, ox, oy, scale):
    """Direction (in half squares) from corner p into owner cell o's centre,
    or (0, 0) when p is free or not a corner of o."""
    if ox == FREE:
        return 0, 0
    if px % scale != 0 or py % scale != 0:
        return 0, 0
    kx, ky = px // scale, py // scale
    if not (kx == ox or kx == ox + 1) or not (ky == oy or ky == oy + 1):
        return 0, 0
    return 2 * ox + 1 - 2 * kx, 2 * oy + 1 - 2 * ky


@njit(cache=True)
def _vertex_frame(at_start, at_end, dx, dy, su_x, su_y, eu_x, eu_y, zero):
    """(a, b, counts): the path directions at a contact point. Interior
    points: a = b = d. An owned start: arrives from the cell (a = -u), an
    owned end: leaves into the cell (b = u). counts is False at a free end."""
    if zero:
        if (su_x == 0 and su_y == 0) or (eu_x == 0 and eu_y == 0):
            return 0, 0, 0, 0, False
        return -su_x, -su_y, eu_x, eu_y, True
    if at_start:
        if su_x == 0 and su_y == 0:
            return 0, 0, 0, 0, False
        return -su_x, -su_y, dx, dy, True
    if at_end:
        if eu_x == 0 and eu_y == 0:
            return 0, 0, 0, 0, False
        return dx, dy, eu_x, eu_y, True
    return dx, dy, dx, dy, True


@njit(cache=True)
def _add(rec, n, lo, hi, side, nets, elem):
    if n < rec.shape[0]:
        rec[n, 0] = lo
        rec[n, 1] = hi
        rec[n, 2] = side
        rec[n, 3] = nets
        rec[n, 4] = elem
    return n + 1


@njit(cache=True)
def _lattice_point(rec, n, kx, ky, s, dd, dx, dy, su_x, su_y, eu_x, eu_y, zero,
                   cls, own, w):
    """Records of the four grid half-edges leaving lattice point (kx, ky)."""
    at_start = s == 0
    at_end = s == dd
    ax, ay, bx, by, counts = _vertex_frame(at_start, at_end, dx, dy, su_x, su_y, eu_x, eu_y, zero)
    if not counts:
        return n
    for e in range(4):
        if e == 0:  # right: cells above and below
            vx, vy, c1x, c1y, c2x, c2y = 1, 0, kx, ky - 1, kx, ky
        elif e == 1:  # left
            vx, vy, c1x, c1y, c2x, c2y = -1, 0, kx - 1, ky - 1, kx - 1, ky
        elif e == 2:  # down: cells left and right
            vx, vy, c1x, c1y, c2x, c2y = 0, 1, kx - 1, ky, kx, ky
        else:  # up
            vx, vy, c1x, c1y, c2x, c2y = 0, -1, kx - 1, ky - 1, kx, ky - 1
        k1 = _cell_class(cls, c1x, c1y, own)
        k2 = _cell_class(cls, c2x, c2y, own)
        if k1 == 0 and k2 == 0:
            continue
        # Along the line: part of a stretch, recorded by the run itself.
        if not zero and _cross(dx, dy, vx, vy) == 0 and dx * vx + dy * vy != 0:
            if (dx * vx + dy * vy > 0 and not at_end) or (dx * vx + dy * vy < 0 and not at_start):
                continue
        side = _side(ax, ay, bx, by, vx, vy)
        if side == 0:
            continue
        strong = k1 if k1 >= k2 else k2
        cx, cy = (c1x, c1y) if k1 == strong else (c2x, c2y)
        if strong == 2:  # also a COVER-only record naming a low cell, if any
            weak = k2 if k1 == strong else k1
            if weak == 1:
                lx, ly = (c2x, c2y) if k1 == strong else (c1x, c1y)
                n = _add(rec, n, s, s, side, COVER, ly * w + lx)
        n = _add(rec, n, s, s, side, _class_nets(strong), cy * w + cx)
    return n


@njit(cache=True)
def _piece(rec, n, j, px, py, dx, dy, dd, su_x, su_y, eu_x, eu_y, zero,
           pa, pb, pnets, npieces_base, out_s, out_e, out_n, rows):
    """Contact of line p + t d (t in [0, 1]) with piece j; a crossing through
    the piece's inside is a blocking row at once."""
    ax, ay = pa[j, 0], pa[j, 1]
    bx, by = pb[j, 0], pb[j, 1]
    nets = pnets[j]
    elem = npieces_base + j
    if zero:
        # A point: the piece leaves it, or passes through it.
        if ax == px and ay == py:
            fa, fb, ga, gb, ok = _vertex_frame(False, False, 0, 0, su_x, su_y, eu_x, eu_y, True)
            if ok:
                side = _side(fa, fb, ga, gb, bx - ax, by - ay)
                if side:
                    n = _add(rec, n, 0, 0, side, nets, elem)
        elif bx == px and by == py:
            fa, fb, ga, gb, ok = _vertex_frame(False, False, 0, 0, su_x, su_y, eu_x, eu_y, True)
            if ok:
                side = _side(fa, fb, ga, gb, ax - bx, ay - by)
                if side:
                    n = _add(rec, n, 0, 0, side, nets, elem)
        elif _cross(bx - ax, by - ay, px - ax, py - ay) == 0 and \
                (px - ax) * (bx - ax) + (py - ay) * (by - ay) > 0 and \
                (px - bx) * (ax - bx) + (py - by) * (ay - by) > 0:
            fa, fb, ga, gb, ok = _vertex_frame(False, False, 0, 0, su_x, su_y, eu_x, eu_y, True)
            if ok:
                for sgn in (1, -1):
                    side = _side(fa, fb, ga, gb, sgn * (bx - ax), sgn * (by - ay))
                    if side:
                        n = _add(rec, n, 0, 0, side, nets, elem)
        return n, rows
    o1 = _cross(dx, dy, ax - px, ay - py)
    o2 = _cross(dx, dy, bx - px, by - py)
    if o1 == 0 and o2 == 0:
        sa = (ax - px) * dx + (ay - py) * dy
        sb = (bx - px) * dx + (by - py) * dy
        lo, hi = min(sa, sb), max(sa, sb)
        if hi < 0 or lo > dd:
            return n, rows
        n = _add(rec, n, max(lo, 0), min(hi, dd), 0, nets, elem)
        # The piece going on beyond an owned end leaves the path there.
        if lo < 0:
            fa, fb, ga, gb, ok = _vertex_frame(True, False, dx, dy, su_x, su_y, eu_x, eu_y, False)
            if ok:
                side = _side(fa, fb, ga, gb, -dx, -dy)
                if side:
                    n = _add(rec, n, 0, 0, side, nets, elem)
        if hi > dd:
            fa, fb, ga, gb, ok = _vertex_frame(False, True, dx, dy, su_x, su_y, eu_x, eu_y, False)
            if ok:
                side = _side(fa, fb, ga, gb, dx, dy)
                if side:
                    n = _add(rec, n, dd, dd, side, nets, elem)
        return n, rows
    if o1 == 0 or o2 == 0:
        # One end of the piece on the line's carrier.
        if o1 == 0:
            qx, qy, ox, oy = ax, ay, bx, by
        else:
            qx, qy, ox, oy = bx, by, ax, ay
        s = (qx - px) * dx + (qy - py) * dy
        if s < 0 or s > dd:
            return n, rows
        fa, fb, ga, gb, ok = _vertex_frame(s == 0, s == dd, dx, dy, su_x, su_y, eu_x, eu_y, False)
        if ok:
            side = _side(fa, fb, ga, gb, ox - qx, oy - qy)
            if side:
                n = _add(rec, n, s, s, side, nets, elem)
        return n, rows
    if (o1 > 0) == (o2 > 0):
        return n, rows
    ex, ey = bx - ax, by - ay
    c3 = _cross(ex, ey, px - ax, py - ay)
    c4 = _cross(ex, ey, px + dx - ax, py + dy - ay)
    if (c3 > 0 and c4 < 0) or (c3 < 0 and c4 > 0):
        # Through the piece's inside: blocked there. Position along the line
        # as a float, only to order the rows for drawing.
        t = c3 / (c3 - c4)
        if rows < out_s.shape[0]:
            out_s[rows] = t
            out_e[rows] = elem
            out_n[rows] = nets
        return n, rows + 1
    if c3 == 0 or c4 == 0:
        # An end of the line lies inside the piece: it leaves both ways.
        at_start = c3 == 0
        s = 0 if at_start else dd
        fa, fb, ga, gb, ok = _vertex_frame(at_start, not at_start, dx, dy, su_x, su_y, eu_x, eu_y, False)
        if ok:
            for sgn in (1, -1):
                side = _side(fa, fb, ga, gb, sgn * ex, sgn * ey)
                if side:
                    n = _add(rec, n, s, s, side, nets, elem)
    return n, rows


@njit(cache=True)
def _order_by_position(rec, m):
    """Record indices by position along the line (stable). Few records is
    the rule: an insertion sort into column 5 allocates nothing."""
    if m > 32:
        return np.argsort(rec[:m, 0], kind="mergesort")
    order = rec[:m, 5]
    for i in range(m):
        j = i
        while j > 0 and rec[order[j - 1], 0] > rec[i, 0]:
            order[j] = order[j - 1]
            j -= 1
        order[j] = i
    return order


@njit(cache=True)
def _components(rec, n, dd, out_s, out_e, out_n, rows):
    """Blocking rows from the contact records: per network, the connected
    parts of contact (by position along the line) with edges on both sides."""
    m = min(n, rec.shape[0])
    if m == 0:
        return rows
    order = _order_by_position(rec, m)
    for net in (SIGHT, EFFECT, COVER):
        i = 0
        while i < m:
            r = order[i]
            if not (rec[r, 3] & net):
                i += 1
                continue
            lo, hi, sides = rec[r, 0], rec[r, 1], rec[r, 2]
            j = i + 1
            while j < m:
                q = order[j]
                if rec[q, 3] & net:
                    if rec[q, 0] > hi:
                        break
                    hi = max(hi, rec[q, 1])
                    sides |= rec[q, 2]
                j += 1
            if sides == 3:
                t = lo / dd if dd > 0 else 0.0
                if net == COVER:
                    # Name the low elements this block depends on (a part
                    # made of wall edges alone blocks EFFECT already).
                    for k in range(i, j):
                        q = order[k]
                        if rec[q, 3] == COVER:
                            if rows < out_s.shape[0]:
                                out_s[rows] = t
                                out_e[rows] = rec[q, 4]
                                out_n[rows] = COVER
                            rows += 1
                else:
                    # The first record of the part in this network names
                    # what blocked (for drawing).
                    first = order[i]
                    if rows < out_s.shape[0]:
                        out_s[rows] = t
                        out_e[rows] = rec[first, 4]
                        out_n[rows] = net
                    rows += 1
            i = j
    return rows


@njit(cache=True, inline="always")
def _has_pieces(cx, cy, bucket_start, w, h):
    """Any piece bucketed at cell (cx, cy)? (Checked before the call: most
    cells have none, and a call with array arguments costs.)"""
    if cx < -1 or cy < -1 or cx > w or cy > h:
        return False
    b = (cy + 1) * (w + 2) + cx + 1
    return bucket_start[b] != bucket_start[b + 1]


@njit(cache=True, inline="always")
def _near_barrier(cls, kx, ky):
    """Is any of the four cells around lattice point (kx, ky) a barrier?"""
    h, w = cls.shape
    for y in range(ky - 1, ky + 1):
        for x in range(kx - 1, kx + 1):
            if 0 <= x < w and 0 <= y < h and cls[y, x] != 0:
                return True
    return False


@njit(cache=True, inline="always")
def _cell_pieces(cx, cy, bucket_start, bucket_items, seen, stamp, rec, n, px, py, dx, dy, dd,
                 su_x, su_y, eu_x, eu_y, zero, pa, pb, pnets, base, out_s, out_e, out_n, rows,
                 w, h):
    """Contacts with the pieces bucketed at cell (cx, cy) not seen yet by
    this line."""
    if -1 <= cx <= w and -1 <= cy <= h:
        b = (cy + 1) * (w + 2) + cx + 1
        for k in range(bucket_start[b], bucket_start[b + 1]):  # noqa: B007
            j = bucket_items[k]
            if seen[j] != stamp:
                seen[j] = stamp
                if not zero:
                    # Most pieces lie wholly on one side of the line: reject
                    # them here, without the call (the same test `_piece`
                    # makes first).
                    o1 = _cross(dx, dy, pa[j, 0] - px, pa[j, 1] - py)
                    o2 = _cross(dx, dy, pb[j, 0] - px, pb[j, 1] - py)
                    if (o1 > 0 and o2 > 0) or (o1 < 0 and o2 < 0):
                        continue
                n, rows = _piece(rec, n, j, px, py, dx, dy, dd, su_x, su_y, eu_x, eu_y, zero,
                                 pa, pb, pnets, base, out_s, out_e, out_n, rows)
    return n, rows


@njit(cache=True, inline="always")
def _axis_walk(p, q, scale):
    """One axis of a line from p to q (scaled): the first and last grid
    lines it crosses strictly between its ends, in the order met (first >
    last when none), and the cell it starts in (a start on a grid line is in
    the cell the line moves into)."""
    if q > p:
        k, k_end = p // scale + 1, -(-q // scale) - 1
    elif q < p:
        k, k_end = -(-p // scale) - 1, q // scale + 1
    else:
        k, k_end = 0, -1
    c = p // scale if (p % scale != 0 or q >= p) else p // scale - 1
    return k, k_end, c


@njit(cache=True, inline="always")
def _walk_start(px, py, qx, qy, scale):
    """The running state of a walk from p to q along the cells it meets:
    directions (sx, sy), |d| (adx, ady), the first cell (cx, cy), the next
    grid lines (kx, ky), how many are left to cross on each axis (rx, ry),
    the scaled distance to the next one (nx, ny: crossing at t = nx / adx),
    and their exact comparison (lhs = nx * ady against rhs = ny * adx), kept
    by additions (step_l, step_r) rather than products."""
    dx, dy = qx - px, qy - py
    sx = 1 if dx > 0 else (-1 if dx < 0 else 0)
    sy = 1 if dy > 0 else (-1 if dy < 0 else 0)
    adx, ady = abs(dx), abs(dy)
    kx, kx_end, cx = _axis_walk(px, qx, scale)
    ky, ky_end, cy = _axis_walk(py, qy, scale)
    rx = max((kx_end - kx) * sx + 1, 0) if sx != 0 else 0
    ry = max((ky_end - ky) * sy + 1, 0) if sy != 0 else 0
    nx = (kx * scale - px) * sx
    ny = (ky * scale - py) * sy
    return (sx, sy, adx, ady, cx, cy, kx, ky, rx, nx, ry, ny,
            nx * ady, ny * adx, scale * ady, scale * adx)


@njit(cache=True)
def judge_one(px, py, qx, qy, sox, soy, eox, eoy, own, cls, scale,
              pa, pb, pnets, bucket_start, bucket_items, seen, stamp, rec,
              out_s, out_e, out_n, full, settle):
    """Blocking rows of one line (see module doc): (how many rows, how many
    contact records), counting those the buffers had no room for (then
    `judge_whole` judges the line again). Unless `full`, the walk stops at
    the first wall cell entered: every network is blocked there, and only
    counts of what lies beyond would differ. With `settle`, it also stops
    once a thin wall crossed through its inside blocks every network: for
    callers that ask only which networks block the line (the rows then
    need not hold the first blocker)."""
    h, w = cls.shape
    base = h * w
    dx, dy = qx - px, qy - py
    dd = dx * dx + dy * dy
    zero = dd == 0
    su_x, su_y = _owner_dir(px, py, sox, soy, scale)
    eu_x, eu_y = _owner_dir(qx, qy, eox, eoy, scale)
    n = 0
    rows = 0

    # Candidate pieces come from the buckets of the cells met (closed squares).
    # Cells: walk the line; lattice points: all four cells around.
    if zero:
        if px % scale == 0 and py % scale == 0:
            if _near_barrier(cls, px // scale, py // scale):
                n = _lattice_point(rec, n, px // scale, py // scale, 0, 0, 0, 0,
                                   su_x, su_y, eu_x, eu_y, True, cls, own, w)
        cx0, cy0 = -(-px // scale) - 1, -(-py // scale) - 1
        for cy in range(cy0, py // scale + 1):
            for cx in range(cx0, px // scale + 1):
                if _has_pieces(cx, cy, bucket_start, w, h):
                    n, rows = _cell_pieces(cx, cy, bucket_start, bucket_items, seen, stamp,
                                            rec, n, px, py, dx, dy, dd, su_x, su_y, eu_x, eu_y, True,
                                            pa, pb, pnets, base, out_s, out_e, out_n, rows, w, h)
        return _components(rec, n, dd, out_s, out_e, out_n, rows), n

    along_v = dx == 0 and px % scale == 0
    along_h = dy == 0 and py % scale == 0

    if along_v or along_h:
        # The line runs on a grid line between lattice points (or from and to
        # points on it): unit edges along it, lattice points on it.
        if along_v:
            k = px // scale
            lo_c, hi_c = min(py, qy), max(py, qy)
        else:
            k = py // scale
            lo_c, hi_c = min(px, qx), max(px, qx)
        j0 = lo_c // scale
        j1 = -(-hi_c // scale)
        for jj in range(j0 - 1, j1 + 1):
            # unit edge from jj to jj+1 along the line, clipped to the line
            e_lo = max(jj * scale, lo_c)
            e_hi = min((jj + 1) * scale, hi_c)
            if along_v:
                c1x, c1y, c2x, c2y = k - 1, jj, k, jj
            else:
                c1x, c1y, c2x, c2y = jj, k - 1, jj, k
            for (cx, cy) in ((c1x, c1y), (c2x, c2y)):
                if _has_pieces(cx, cy, bucket_start, w, h):
                    n, rows = _cell_pieces(cx, cy, bucket_start, bucket_items, seen, stamp,
                                            rec, n, px, py, dx, dy, dd, su_x, su_y, eu_x, eu_y, False,
                                            pa, pb, pnets, base, out_s, out_e, out_n, rows, w, h)
            if e_lo >= e_hi:
                continue
            k1 = _cell_class(cls, c1x, c1y, own)
            k2 = _cell_class(cls, c2x, c2y, own)
            strong = max(k1, k2)
            if strong == 0:
                continue
            # positions along the line of the edge's ends
            if along_v:
                s_a = (e_lo - py) * dy
                s_b = (e_hi - py) * dy
            else:
                s_a = (e_lo - px) * dx
                s_b = (e_hi - px) * dx
            s_lo, s_hi = min(s_a, s_b), max(s_a, s_b)
            cx, cy = (c1x, c1y) if k1 == strong else (c2x, c2y)
            if strong == 2 and min(k1, k2) == 1:
                lx, ly = (c2x, c2y) if k1 == strong else (c1x, c1y)
                n = _add(rec, n, s_lo, s_hi, 0, COVER, ly * w + lx)
            n = _add(rec, n, s_lo, s_hi, 0, _class_nets(strong), cy * w + cx)
        for jj in range(-(-lo_c // scale), hi_c // scale + 1):
            if along_v:
                kx, ky = k, jj
                s = (jj * scale - py) * dy
            else:
                kx, ky = jj, k
                s = (jj * scale - px) * dx
            if _near_barrier(cls, kx, ky):
                n = _lattice_point(rec, n, kx, ky, s, dd, dx, dy, su_x, su_y, eu_x, eu_y,
                                   False, cls, own, w)
        return _components(rec, n, dd, out_s, out_e, out_n, rows), n

    # General line: walk the cells whose interior it meets, in order.
    (sx, sy, adx, ady, cx, cy, kx, ky, rx, nx, ry, ny,
     lhs, rhs, step_l, step_r) = _walk_start(px, py, qx, qy, scale)

    # End points on the lattice: their half-edges. (A piece touching an end
    # is bucketed in every closed square around it, so in the first and the
    # last cell of the walk too: those buckets need no visit of their own,
    # but at and beyond the board's rim, whose cells keep no buckets. A walk
    # stopped before its last cell is blocked for every network.)
    for endpoint in range(2):
        ex_, ey_ = (px, py) if endpoint == 0 else (qx, qy)
        if ex_ % scale == 0 and ey_ % scale == 0:
            ekx, eky = ex_ // scale, ey_ // scale
            if _near_barrier(cls, ekx, eky):
                n = _lattice_point(rec, n, ekx, eky, 0 if endpoint == 0 else dd, dd, dx, dy,
                                   su_x, su_y, eu_x, eu_y, False, cls, own, w)
            if ekx <= 0 or eky <= 0 or ekx >= w or eky >= h:
                for ccy in range(eky - 1, eky + 1):
                    for ccx in range(ekx - 1, ekx + 1):
                        if _has_pieces(ccx, ccy, bucket_start, w, h):
                            n, rows = _cell_pieces(ccx, ccy, bucket_start, bucket_items, seen, stamp,
                                                    rec, n, px, py, dx, dy, dd, su_x, su_y, eu_x, eu_y,
                                                    False, pa, pb, pnets, base, out_s, out_e, out_n, rows,
                                                    w, h)

    t_num, t_den = 0, 1  # position of the current cell's entry (for ordering)
    settled = 0  # rows looked at for one that blocks every network
    while True:
        if settle and rows > settled:
            if _blocks_every_network(out_n, settled, rows):
                return _components(rec, n, dd, out_s, out_e, out_n, rows), n
            settled = rows
        # The current cell's interior is met.
        c = _cell_class(cls, cx, cy, own)
        if c > 0:
            t = t_num / t_den
            if rows < out_s.shape[0]:
                out_s[rows] = t
                out_e[rows] = cy * w + cx
                out_n[rows] = _class_nets(c)
            rows += 1
            if c == 2 and not full:
                # A wall cell decides every network: nothing further along
                # can change the answer (only what is drawn first).
                return _components(rec, n, dd, out_s, out_e, out_n, rows), n
        if _has_pieces(cx, cy, bucket_start, w, h):
            n, rows = _cell_pieces(cx, cy, bucket_start, bucket_items, seen, stamp,
                                    rec, n, px, py, dx, dy, dd, su_x, su_y, eu_x, eu_y, False,
                                    pa, pb, pnets, base, out_s, out_e, out_n, rows, w, h)
        if rx > 0 and ry > 0:
            if lhs == rhs:
                # Through a lattice point: both lines at once.
                s = nx * sx * dx + ny * sy * dy
                if _near_barrier(cls, kx, ky):
                    n = _lattice_point(rec, n, kx, ky, s, dd, dx, dy, su_x, su_y, eu_x, eu_y,
                                       False, cls, own, w)
                for ccy in range(ky - 1, ky + 1):
                    for ccx in range(kx - 1, kx + 1):
                        if _has_pieces(ccx, ccy, bucket_start, w, h):
                            n, rows = _cell_pieces(ccx, ccy, bucket_start, bucket_items, seen, stamp,
                                                    rec, n, px, py, dx, dy, dd, su_x, su_y, eu_x, eu_y, False,
                                                    pa, pb, pnets, base, out_s, out_e, out_n, rows, w, h)
                t_num, t_den = nx, adx
                cx += sx
                cy += sy
                kx += sx
                ky += sy
                rx -= 1
                ry -= 1
                nx += scale
                ny += scale
                lhs += step_l
                rhs += step_r
                continue
            go_x = lhs < rhs
        elif rx > 0:
            go_x = True
        elif ry > 0:
            go_x = False
        else:
            break
        if go_x:
            t_num, t_den = nx, adx
            cx += sx
            kx += sx
            rx -= 1
            nx += scale
            lhs += step_l
        else:
            t_num, t_den = ny, ady
            cy += sy
            ky += sy
            ry -= 1
            ny += scale
            rhs += step_r
    return _components(rec, n, dd, out_s, out_e, out_n, rows), n


@njit(cache=True, inline="always")
def _blocks_every_network(out_n, lo, hi):
    """Does one of rows lo..hi (those the buffer holds) block sight and
    effect (and so cover)?"""
    for r in range(lo, min(hi, out_n.shape[0])):
        if out_n[r] & (SIGHT | EFFECT) == SIGHT | EFFECT:
            return True
    return False


@njit(cache=True)
def judge_whole(px, py, qx, qy, sox, soy, eox, eoy, own, cls, scale, pa, pb, pnets,
                bucket_start, bucket_items, seen, stamp, rec, out_s, out_e, out_n, full, settle):
    """`judge_one` with every row and record kept: a line that meets more
    than the buffers hold (say, a long line over a field of low cells and
    then a wall) is judged again with buffers that fit it, as dropping a row
    could drop the wall. `stamp`: the last one used (`seen` marks the
    pieces met per stamp). Returns (rows, last stamp, the row buffers
    holding them: the given ones unless they were too small)."""
    while True:
        stamp += 1
        rows, n = judge_one(px, py, qx, qy, sox, soy, eox, eoy, own, cls, scale, pa, pb, pnets,
                            bucket_start, bucket_items, seen, stamp, rec, out_s, out_e, out_n, full,
                            settle)
        if rows <= out_s.shape[0] and n <= rec.shape[0]:
            return rows, stamp, out_s, out_e, out_n
        if n > rec.shape[0]:
            rec = np.zeros((2 * n, rec.shape[1]), np.int64)
        if rows > out_s.shape[0]:
            out_s = np.zeros(2 * rows, np.float64)
            out_e = np.zeros(2 * rows, np.int64)
            out_n = np.zeros(2 * rows, np.int64)


@njit(cache=True, nogil=True)
def judge_many(p, q, s_owner, e_owner, own, cls, scale, pa, pb, pnets,
               bucket_start, bucket_items, full, settle):
    """Rows for many lines: (line, position, element, networks); `full` and
    `settle` as `judge_one`'s."""
    nlines = p.shape[0]
    seen = np.full(max(pa.shape[0], 1), -1, np.int64)
    rec = np.zeros((MAX_RECORDS, 6), np.int64)  # 5: sort order
    one_s = np.zeros(ROWS_PER_LINE, np.float64)
    one_e = np.zeros(ROWS_PER_LINE, np.int64)
    one_n = np.zeros(ROWS_PER_LINE, np.int64)
    size = max(16, nlines)
    r_line = np.zeros(size, np.int64)
    r_s = np.zeros(size, np.float64)
    r_e = np.zeros(size, np.int64)
    r_n = np.zeros(size, np.int64)
    total = 0
    stamp = -1
    for i in range(nlines):
        k, stamp, got_s, got_e, got_n = judge_whole(
            p[i, 0], p[i, 1], q[i, 0], q[i, 1], s_owner[i, 0], s_owner[i, 1],
            e_owner[i, 0], e_owner[i, 1], own[i], cls, scale, pa, pb, pnets,
            bucket_start, bucket_items, seen, stamp, rec, one_s, one_e, one_n, full, settle)
        if total + k > r_line.shape[0]:
            grow = max(2 * r_line.shape[0], total + k)
            r_line = _grow_i(r_line, grow)
            r_e = _grow_i(r_e, grow)
            r_n = _grow_i(r_n, grow)
            r_s = _grow_f(r_s, grow)
        for j in range(k):
            r_line[total] = i
            r_s[total] = got_s[j]
            r_e[total] = got_e[j]
            r_n[total] = got_n[j]
            total += 1
    return r_line[:total], r_s[:total], r_e[:total], r_n[:total]


@njit(cache=True)
def _grow_i(a, size):
    out = np.zeros(size, np.int64)
    out[:a.shape[0]] = a
    return out


@njit(cache=True)
def _grow_f(a, size):
    out = np.zeros(size, np.float64)
    out[:a.shape[0]] = a
    return out


# -- RULES §3.3 distances, and per-line firsts -----------------------------------
@njit(cache=True, inline="always")
def gap_squares(one_diagonal, box, x, y):
    """Squares from box (x0, y0, x1, y1) to cell (x, y), diagonals counted 1
    (`one_diagonal`) or 1-2-1: `rules.common._squares` for one cell."""
    dx = max(0, box[0] - x, x - (box[2] - 1))
    dy = max(0, box[1] - y, y - (box[3] - 1))
    return max(dx, dy) if one_diagonal else max(dx, dy) + min(dx, dy) // 2


@njit(cache=True, inline="always")
def low_counts(within, dt, da):
    """RULES §3.3 from the squares to the target (dt) and to the source (da):
    `rules.common._low_counts` for one obstacle."""
    return dt <= within and not da < dt


@njit(cache=True)
def piece_squares(one_diagonal, target, source, piece_cells, piece_starts, j):
    """(squares to the target, to the source) of low piece j: its nearest
    touched cell's (cells piece_starts[j].. of `piece_cells`)."""
    end = piece_starts[j + 1] if j + 1 < piece_starts.shape[0] else piece_cells.shape[0]
    dt, da = 1 << 40, 1 << 40
    for c in range(piece_starts[j], end):
        dt = min(dt, gap_squares(one_diagonal, target, piece_cells[c, 0], piece_cells[c, 1]))
        da = min(da, gap_squares(one_diagonal, source, piece_cells[c, 0], piece_cells[c, 1]))
    return dt, da


@njit(cache=True)
def low_rows_count(elem, targets, sources, one_diagonal, within, width, cells, low_index,
                   piece_cells, piece_starts):
    """Per low barrier row (element `elem`: a cell y * width + x below
    `cells`, else a piece), does the 30-ft rule count it for its own pair
    (target and source boxes, one row each)?"""
    out = np.zeros(elem.shape[0], np.bool_)
    for i in range(elem.shape[0]):
        e = elem[i]
        if e < cells:
            x, y = e % width, e // width
            dt = gap_squares(one_diagonal, targets[i], x, y)
            da = gap_squares(one_diagonal, sources[i], x, y)
        else:
            dt, da = piece_squares(one_diagonal, targets[i], sources[i], piece_cells, piece_starts,
                                   low_index[e - cells])
        out[i] = low_counts(within, dt, da)
    return out


@njit(cache=True)
def first_per_line(n, line, t, mask, value):
    """Per line of n: `value` of its row (among those `mask` keeps) with the
    least t, the earliest such row on a tie; -1 for a line with none."""
    out = np.full(n, -1, np.int64)
    best = np.full(n, np.inf)
    for i in range(line.shape[0]):
        if mask[i] and t[i] < best[line[i]]:
            best[line[i]] = t[i]
            out[line[i]] = value[i]
    return out


# -- cells met (creatures, obscurement) -----------------------------------------
@njit(cache=True, nogil=True)
def cells_met(p, q, keep, scale):
    """Interior cells of `keep` (an (h, w) mask) that each line meets, in
    order: rows (line, t, x, y). A line along a grid line meets no interior;
    neither does a point. The numpy twin is `tracer.trace`.

    Two passes, one counting and one writing into arrays of the exact size:
    output arrays that grow inside the walk cost reference counting on every
    step (ten times the walk itself)."""
    r_line = np.zeros(0, np.int64)
    r_t = np.zeros(0, np.float64)
    r_x = np.zeros(0, np.int64)
    r_y = np.zeros(0, np.int64)
    total = 0
    for i in range(p.shape[0]):
        total = _walk_cells(p[i, 0], p[i, 1], q[i, 0], q[i, 1], keep, scale, i,
                            r_line, r_t, r_x, r_y, total, False)
    r_line = np.zeros(total, np.int64)
    r_t = np.zeros(total, np.float64)
    r_x = np.zeros(total, np.int64)
    r_y = np.zeros(total, np.int64)
    total = 0
    for i in range(p.shape[0]):
        total = _walk_cells(p[i, 0], p[i, 1], q[i, 0], q[i, 1], keep, scale, i,
                            r_line, r_t, r_x, r_y, total, True)
    return r_line, r_t, r_x, r_y


@njit(cache=True)
def _walk_cells(px, py, qx, qy, keep, scale, i, r_line, r_t, r_x, r_y, total, write):
    """The cells of `keep` line i meets, written from row `total` on when
    `write` (else only counted); returns the new row count."""
    h, w = keep.shape
    dx, dy = qx - px, qy - py
    if dx == 0 and dy == 0:
        # A point meets a cell only strictly inside it.
        cx, cy = px // scale, py // scale
        if px % scale and py % scale and 0 <= cx < w and 0 <= cy < h and keep[cy, cx]:
            if write:
                r_line[total], r_t[total], r_x[total], r_y[total] = i, 0.5, cx, cy
            total += 1
        return total
    if (dx == 0 and px % scale == 0) or (dy == 0 and py % scale == 0):
        return total
    (sx, sy, adx, ady, cx, cy, kx, ky, rx, nx, ry, ny,
     lhs, rhs, step_l, step_r) = _walk_start(px, py, qx, qy, scale)
    t_num, t_den = 0, 1
    while True:
        if rx > 0 and ry > 0:
            step_x = lhs <= rhs
            step_y = rhs <= lhs
        else:
            step_x, step_y = rx > 0, ry > 0
        if 0 <= cx < w and 0 <= cy < h and keep[cy, cx]:
            if write:
                # t of the interval's middle orders the hits like the tracer.
                if step_x:
                    t_end = nx / adx
                elif step_y:
                    t_end = ny / ady
                else:
                    t_end = 1.0
                r_line[total] = i
                r_t[total] = (t_num / t_den + t_end) / 2
                r_x[total] = cx
                r_y[total] = cy
            total += 1
        if not step_x and not step_y:
            return total
        if step_x:
            t_num, t_den = nx, adx
            cx += sx
            rx -= 1
            nx += scale
            lhs += step_l
        if step_y:
            t_num, t_den = ny, ady
            cy += sy
            ry -= 1
            ny += scale
            rhs += step_r


@njit(cache=True, nogil=True)
def max_grade(p, q, grade, graded_before, boxes, scale):
    """Per line, the greatest `grade` (an (h, w) grid) over the cells whose
    interior it meets, outside its box (x0, y0, x1, y1: the attacker's own
    cells, which never obscure); a walk that stops at grade 2 (heavy fog).
    `graded_before`: the summed-area table of the graded cells
    (`BoardGeometry.fog_before`). The numpy twin: `tracer.trace` over the
    graded cells."""
    out = np.zeros(p.shape[0], np.int64)
    for i in range(p.shape[0]):
        out[i] = _max_along(p[i, 0], p[i, 1], q[i, 0], q[i, 1], grade, graded_before, boxes[i], scale)
    return out


@njit(cache=True, inline="always")
def walk_step(sx, sy, cx, cy, rx, ry, lhs, rhs, step_l, step_r):
    """One step of a walk along the cells a line meets (`_walk_start`'s
    state): (done, cx, cy, rx, ry, lhs, rhs); through a lattice point both
    coordinates step at once."""
    if rx > 0 and ry > 0:
        step_x = lhs <= rhs
        step_y = rhs <= lhs
    else:
        step_x, step_y = rx > 0, ry > 0
    if not step_x and not step_y:
        return True, cx, cy, rx, ry, lhs, rhs
    if step_x:
        cx += sx
        rx -= 1
        lhs += step_l
    if step_y:
        cy += sy
        ry -= 1
        rhs += step_r
    return False, cx, cy, rx, ry, lhs, rhs


@njit(cache=True, inline="always")
def count_in(before, x0, y0, x1, y1):
    """The cells counted in [x0, x1) x [y0, y1), clipped to the board, by
    `before[y, x]`: those above and left of (x, y), a summed-area table."""
    h, w = before.shape[0] - 1, before.shape[1] - 1
    x0, x1 = min(max(x0, 0), w), min(max(x1, 0), w)
    y0, y1 = min(max(y0, 0), h), min(max(y1, 0), h)
    return before[y1, x1] - before[y0, x1] - before[y1, x0] + before[y0, x0]


@njit(cache=True, inline="always")
def none_graded_around(px, py, qx, qy, graded_before, scale):
    """Do the cells of the line's bounding box hold no graded cell
    (`graded_before`: `count_in`'s table)? Then the line meets none: most
    lines, on most maps."""
    return count_in(graded_before, min(px, qx) // scale, min(py, qy) // scale,
                    max(px, qx) // scale + 1, max(py, qy) // scale + 1) == 0


@njit(cache=True)
def _max_along(px, py, qx, qy, grade, graded_before, box, scale):
    """`max_grade` of one line (`graded_before`: `none_graded_around`)."""
    if none_graded_around(px, py, qx, qy, graded_before, scale):
        return 0
    return walk_max(px, py, qx, qy, grade, box, scale)


@njit(cache=True)
def walk_max(px, py, qx, qy, grade, box, scale):
    """The worst grade of the cells the line meets outside `box` (walked:
    `_max_along` asks `none_graded_around` first)."""
    h, w = grade.shape
    dx, dy = qx - px, qy - py
    if dx == 0 and dy == 0:
        cx, cy = px // scale, py // scale
        if px % scale and py % scale and 0 <= cx < w and 0 <= cy < h \
                and not (box[0] <= cx < box[2] and box[1] <= cy < box[3]):
            return grade[cy, cx]
        return 0
    if (dx == 0 and px % scale == 0) or (dy == 0 and py % scale == 0):
        return 0
    (sx, sy, adx, ady, cx, cy, kx, ky, rx, nx, ry, ny,
     lhs, rhs, step_l, step_r) = _walk_start(px, py, qx, qy, scale)
    best = 0
    while True:
        if 0 <= cx < w and 0 <= cy < h and grade[cy, cx] > best \
                and not (box[0] <= cx < box[2] and box[1] <= cy < box[3]):
            best = grade[cy, cx]
            if best >= 2:
                return best
        done, cx, cy, rx, ry, lhs, rhs = walk_step(sx, sy, cx, cy, rx, ry, lhs, rhs, step_l, step_r)
        if done:
            return best


@njit(cache=True)
def fill_buckets(x0, y0, x1, y1, bw, bh):
    """CSR (start, items) of the pieces whose box [x0..x1] x [y0..y1] covers
    each cell of the padded grid (cells -1..w, -1..h): two passes, no
    per-entry temporaries (a board with millions of pieces stays small)."""
    start = np.zeros(bw * bh + 1, np.int64)
    for j in range(x0.shape[0]):
        for y in range(y0[j], y1[j] + 1):
            for x in range(x0[j], x1[j] + 1):
                start[(y + 1) * bw + x + 2] += 1
    for c in range(1, start.shape[0]):
        start[c] += start[c - 1]
    items = np.zeros(start[-1], np.int64)
    fill = start[:-1].copy()
    for j in range(x0.shape[0]):
        for y in range(y0[j], y1[j] + 1):
            for x in range(x0[j], x1[j] + 1):
                c = (y + 1) * bw + x + 1
                items[fill[c]] = j
                fill[c] += 1
    return start, items
