"""Where the badges go in the window: never overlapping, inside the view,
kept stable.

`badges.place_badges` lays every badge out afresh for an export.
The window instead keeps each badge where it is until its target moves, its
size changes, the view moves it off screen or the whole row is laid out
again (another attacker, attack or zoom), and places only those badges.
Each takes the first free place, nearest its target, that overlaps no other
badge, neither its own token nor the attacker, inside the visible part of
the map (sliding in from its edge); among the free places the export's costs
decide (tokens and drawn lines covered, distance): `badge_choice.place_row`,
compiled. So badges do not jump about while a token is dragged.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Sequence

import numpy as np
from PySide6.QtCore import QRectF, QSizeF

from battlemap.core.model import Document
from battlemap.core.rules import AttackResult
from battlemap.render import badges
from battlemap.render import compact_badge
from battlemap.render import marker_painter
from battlemap.render import overlay_style as ost
from battlemap.ui.overlays.badge_row import NO_PLACE, RowRequest, Search, place_row, search_for
from battlemap.ui.overlays.item_base import badge_text_px


def _rects_array(rects: Sequence[QRectF]) -> np.ndarray:
    return np.array([r.getCoords() for r in rects], float).reshape(-1, 4)


def _token_rows(doc: Document, px: float) -> tuple[dict[str, int], np.ndarray]:
    """Each token's row in an (n, 4) array of their footprints in painter
    units (`overlay_geometry.token_rect`, the same floats)."""
    table = np.array([(t.x * px, t.y * px, t.footprint * px) for t in doc.tokens.values()], float).reshape(-1, 3)
    left, top, side = table[:, 0], table[:, 1], table[:, 2]
    return {tid: i for i, tid in enumerate(doc.tokens)}, np.stack([left, top, left + side, top + side], axis=1)


def _drawn_pieces(result: AttackResult, px: float, simplified: bool) -> list[tuple[float, float, float, float]]:
    """A result's drawn lines in painter units (`simplified`: the one clear
    line a far zoom draws)."""
    lines = [l for l in result.lines if not l.blocked and l.role != "flank"][:1] if simplified else result.lines
    return [(line.start[0] * px, line.start[1] * px, line.end[0] * px, line.end[1] * px) for line in lines]


BOUNDS_MARGIN = 2.0  # squares around the board where badges may go
SEARCH_RINGS = 5     # how far (in half badges) a badge may move to find a free place
SLIDE_INSET = 3.0    # px kept between a badge and the edge of the view
# Badges of targets beyond the view's edge line up along it: a full badge
# at most half a badge in from it, then markers, in the badges' column and
# `EDGE_MARKERS` more columns (rows along the top and bottom) inside it.
EDGE_MARKERS = 2
EDGE_SPAN_STEP = 128.0  # px: the edge searches span the view's length, rounded up (kept per size)


class BadgeLayout:
    """Badge rectangles by target id, in painter units at the view's zoom.

    Rules, in order: a badge never overlaps another badge, its own token or
    the attacker, and stays inside `bounds` (the visible part of the map:
    it slides in from the edge); then it avoids other tokens and the drawn
    lines, and stays near its target (the export's places first)."""

    def __init__(self) -> None:
        self.rects: dict[str, QRectF] = {}
        self._placed_for: dict[str, tuple] = {}  # target -> (target cell, size) it was placed for
        # target -> what its badge read (`badges.badge_reading`), its text size and
        # compactness when last placed or found in place: reading so again, it stays
        self._read: dict[str, tuple] = {}
        self.slid: set[str] = set()  # badges pushed off their best place by the view's edge
        self.markers: set[str] = set()  # badges shown as compact markers: no room for the whole badge
        self.unplaced: set[str] = set()  # badges with no room at all (an empty rect): not shown
        # each shown result's drawn lines (`line_pieces`): result, px, simplified, pieces
        self._pieces: dict[str, tuple[AttackResult, float, bool, list]] = {}

    def clear(self) -> None:
        self._pieces.clear()
        self.rects.clear()
        self._placed_for.clear()
        self._read.clear()
        self.slid.clear()
        self.markers.clear()
        self.unplaced.clear()

    def forget(self, target: str) -> None:
        self.rects.pop(target, None)
        self._placed_for.pop(target, None)
        self._read.pop(target, None)
        self.slid.discard(target)
        self.markers.discard(target)
        self.unplaced.discard(target)

    def needs_place(self, doc: Document, result: AttackResult, size: QSizeF) -> bool:
        token = doc.tokens.get(result.target)
        key = (None if token is None else (token.x, token.y, token.footprint),
               round(size.width(), 2), round(size.height(), 2))
        return self._placed_for.get(result.target) != key

    def outside(self, bounds: QRectF) -> set[str]:
        """Badges not wholly inside `bounds`, or slid there earlier (the
        view moved: they may go back to their best place)."""
        return {t for t, r in self.rects.items() if not bounds.contains(r)} | self.slid

    def line_pieces(self, doc: Document, results: Iterable[AttackResult], px: float,
                    simplified: bool = False) -> np.ndarray:
        """(n, 4) every drawn line and flanking diagonal, in painter units
        (`simplified`: the one clear line a far zoom draws per result). Each
        result's lines are kept while it is the same object: a step of a
        drag re-places a badge or two of a row whose results mostly stay."""
        results = list(results)
        kept: dict[str, tuple[AttackResult, float, bool, list]] = {}
        pieces: list[tuple[float, float, float, float]] = []
        for r in results:
            entry = self._pieces.get(r.target)
            if entry is None or entry[0] is not r or entry[1] != px or entry[2] != simplified:
                entry = (r, px, simplified, _drawn_pieces(r, px, simplified))
            kept[r.target] = entry
            pieces += entry[3]
        self._pieces = kept
        for r in results:  # (the flanking partners may have moved: worked out each time)
            for points in marker_painter.flank_paths(doc, r, px):
                pieces.extend((a.x(), a.y(), b.x(), b.y()) for a, b in zip(points, points[1:]))
        return np.array(pieces, float).reshape(-1, 4)

    @staticmethod
    def badge_size(result: AttackResult, doc: Document, text_px: float, compact: bool) -> QSizeF:
        if compact:
            return compact_badge.compact_size(result, text_px)
        return badges.badge_size(badges.badge_rows(result, doc), text_px)

    def place(self, doc: Document, results: Sequence[AttackResult], ids: Iterable[str],
              px: float, lines: np.ndarray | Callable[[], np.ndarray] | None = None, force: bool = False,
              text_scale: float = 1.0, bounds: QRectF | None = None, compact: bool = False,
              attacker: str | None = None) -> list[str]:
        """(Re)place the badges of `ids` among `results` (those that need it,
        or all of them with `force`), in the order of `results` (those of
        targets beyond `bounds` last), inside `bounds` (default: the board
        and a margin). `lines` (or a function that makes them, called only
        if a badge moves): the drawn lines to avoid. Returns the ids placed."""
        ids = set(ids)
        text_px = badge_text_px(px, text_scale)
        # which badges move, decided first: a dragged attacker re-evaluates
        # every pair, yet its targets' badges mostly stay where they are
        todo = []
        readings = {}
        for result in results:
            tid = result.target
            if tid in ids:
                reading = readings[tid] = (badges.badge_reading(result, doc), text_px, compact)
                if not force and tid in self.rects and self._read.get(tid) == reading:
                    continue  # the same size, its target where it was (most of a dragged attacker's row)
                size = self.badge_size(result, doc, text_px, compact)
                if force or tid not in self.rects or self.needs_place(doc, result, size):
                    todo.append((result, size))
                else:
                    self._read[tid] = reading
        if not todo:
            return []
        if callable(lines):
            lines = lines()
        if bounds is None:
            m = BOUNDS_MARGIN * px
            bounds = QRectF(-m, -m, doc.board.width * px + 2 * m, doc.board.height * px + 2 * m)
        else:
            bounds = bounds.adjusted(SLIDE_INSET, SLIDE_INSET, -SLIDE_INSET, -SLIDE_INSET)
        box = np.array([bounds.left(), bounds.top(), bounds.right(), bounds.bottom()])
        token_row, obstacles = _token_rows(doc, px)
        none = np.zeros((0, 4))
        attacker_rect = obstacles[token_row[attacker]][None, :] if attacker in token_row else none
        order = list(self.rects)  # every badge's rect, one row each, kept in step below
        table = np.empty((len(order) + len(todo), 4))  # room for the new ones: rows [0, used)
        used = len(order)
        table[:used] = _rects_array([self.rects[t] for t in order])
        request, searches, todo = _request(doc, todo, {t: i for i, t in enumerate(order)}, token_row, obstacles,
                                           box, px, text_px, compact)
        if lines is None:
            lines = self.line_pieces(doc, results, px)
        places, slids, tries = place_row(table, used, request, searches, attacker_rect, obstacles, lines, box,
                                         ost.line_width(px) * 2, px)
        placed: list[str] = []
        for (result, size), rect, slid, tried in zip(todo, places, slids, tries):
            tid = result.target
            token = doc.tokens.get(tid)
            self.rects[tid] = QRectF(rect[0], rect[1], rect[2] - rect[0], rect[3] - rect[1])
            for kept, yes in ((self.slid, slid), (self.markers, not compact and tried > 0),
                              (self.unplaced, tried == NO_PLACE)):
                if yes:
                    kept.add(tid)
                else:
                    kept.discard(tid)
            self._placed_for[tid] = (
                None if token is None else (token.x, token.y, token.footprint),
                round(size.width(), 2), round(size.height(), 2))
            self._read[tid] = readings[tid]
            placed.append(tid)
        return placed


def _request(doc: Document, todo: list[tuple[AttackResult, QSizeF]], row_of: dict[str, int],
             token_row: dict[str, int], obstacles: np.ndarray, box: np.ndarray, px: float, text_px: float,
             compact: bool) -> tuple[RowRequest, list[Search], list[tuple[AttackResult, QSizeF]]]:
    """What `place_row` needs to place the badges of `todo` (the table's
    badges at `row_of`): each one's tries (its badge, then its marker; far
    out only the marker), candidates and searches. Returns them with `todo`
    in the order they are placed: targets inside `box` first (a crowd off
    screen takes what room is left along the edge)."""
    tokens = [doc.tokens.get(result.target) for result, _size in todo]
    on_map = np.array([token is not None for token in tokens])
    cells = np.array([(t.x, t.y, t.footprint) if t is not None else (0, 0, 1) for t in tokens]).reshape(-1, 3)
    side = cells[:, 2] * px
    # the footprint's centre (`overlay_geometry.token_centre`: the same floats)
    centres = np.where(on_map[:, None], np.stack([cells[:, 0] * px + side / 2, cells[:, 1] * px + side / 2],
                                                 axis=1), 0.5)
    beyond = np.stack([(centres[:, 0] > box[2]).astype(int) - (centres[:, 0] < box[0]),
                       (centres[:, 1] > box[3]).astype(int) - (centres[:, 1] < box[1])], axis=1) * on_map[:, None]
    off = beyond.any(axis=1)
    if off.any():
        first = np.argsort(off, kind="stable")
        todo = [todo[k] for k in first]
        on_map, cells, centres, beyond = on_map[first], cells[first], centres[first], beyond[first]
    full = np.array([(size.width(), size.height()) for _result, size in todo], float).reshape(-1, 2)
    markers = full if compact else np.array(
        [compact_badge.compact_size(result, text_px).toTuple() for result, _size in todo], float).reshape(-1, 2)
    sizes = np.stack([full, markers], axis=1)  # (m, 2 tries, 2)
    gap = ost.BADGE_GAP * px
    # how far in from the edge the places along it go (steps of half a badge and a gap): a badge
    # half a badge at most; markers where no badge fits: in the badges' column and the
    # `EDGE_MARKERS` columns inside it; far out, the edge's own column and those inside it
    if compact:
        deep = EDGE_MARKERS * (sizes + 2 * gap)
    else:
        deep = np.stack([full / 2 + gap, full + gap + (EDGE_MARKERS - 1) * (markers + gap)], axis=1)
    span = EDGE_SPAN_STEP * math.ceil(max(box[2] - box[0], box[3] - box[1], 1.0) / EDGE_SPAN_STEP)
    searches: list[Search] = []
    kind_of: dict[tuple[float, ...], int] = {}
    kinds = []
    for tw, th, deep_x, deep_y in np.concatenate([sizes, deep], axis=2).reshape(-1, 4).tolist():
        key = (tw, th, deep_x, deep_y)
        kind = kind_of.get(key)
        if kind is None:
            kind = kind_of[key] = len(searches)
            searches.append(search_for(tw, th, gap, SEARCH_RINGS, span, deep_x, deep_y))
        kinds.append(kind)
    # the export's places beside each token (`badges.candidate_coords`; a target not on the map: one place)
    places = [badges.candidate_coords(cells[:, 0], cells[:, 1], cells[:, 2], sizes[:, t, 0], sizes[:, t, 1], px)
              for t in range(1 if compact else 2)]
    preferred = np.stack(places * 2 if compact else places, axis=1)
    if not on_map.all():
        nowhere = np.concatenate([np.zeros_like(sizes), sizes], axis=2)[:, :, None, :]
        preferred = np.where(on_map[:, None, None, None], preferred, nowhere)
    targets = [result.target for result, _size in todo]
    for tid in targets:
        if tid not in row_of:
            row_of[tid] = len(row_of)
    request = RowRequest(
        rows=np.array([row_of[tid] for tid in targets], np.int64), centres=centres,
        owns=np.where(on_map[:, None], obstacles[[token_row.get(tid, 0) for tid in targets]], np.nan),
        beyond=beyond, tries=np.full(len(todo), 1 if compact else 2, np.int64), sizes=sizes,
        kinds=np.array(kinds, np.int64).reshape(-1, 2), preferred=preferred)
    return request, searches, todo


__all__ = ["BadgeLayout"]
