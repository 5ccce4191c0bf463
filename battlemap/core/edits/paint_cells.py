"""Set cells of one terrain layer (a brush dab, a stroke, a fill)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

import numpy as np

from battlemap.core.edits.base import Edit
from battlemap.core.edits.cells import CellRect, bounding_rect
from battlemap.core.model import Change, Document, Obscure, Solid

LAYER_VALUES = {"solid": len(Solid), "obscure": len(Obscure)}


class PaintCells(Edit):
    """Give cells of `layer` ("solid" or "obscure") new values.

    `cells` maps (x, y) to a value, or is an iterable of (x, y) all set to
    `value`. Consecutive dabs of one brush stroke merge into one edit."""

    def __init__(
        self,
        layer: str,
        cells: Mapping[tuple[int, int], int] | Iterable[tuple[int, int]],
        value: int | None = None,
    ) -> None:
        if layer not in LAYER_VALUES:
            raise ValueError(f"unknown cell layer {layer!r}")
        if isinstance(cells, Mapping):
            pairs = list(cells.items())
            xy = np.array([c for c, _ in pairs], dtype=np.int64).reshape(-1, 2)
            values = np.array([v for _, v in pairs], dtype=np.int64)
        else:
            if value is None:
                raise ValueError("a value is needed for a set of cells")
            xy = np.array(list(cells), dtype=np.int64).reshape(-1, 2)
            values = np.full(len(xy), value, dtype=np.int64)
        self._init_arrays(layer, xy[:, 0], xy[:, 1], values)

    @classmethod
    def from_arrays(cls, layer: str, xs: np.ndarray, ys: np.ndarray, value: int) -> "PaintCells":
        edit = cls.__new__(cls)
        if layer not in LAYER_VALUES:
            raise ValueError(f"unknown cell layer {layer!r}")
        xs = np.asarray(xs, dtype=np.int64)
        edit._init_arrays(layer, xs, np.asarray(ys, dtype=np.int64), np.full(len(xs), value))
        return edit

    def _init_arrays(self, layer: str, xs: np.ndarray, ys: np.ndarray, values: np.ndarray) -> None:
        if len(values):
            # one cell (a brush dab): its value as it is, cheaper than min and max
            low, high = (int(values[0]),) * 2 if len(values) == 1 else (values.min(), values.max())
            if not 0 <= low <= high < LAYER_VALUES[layer]:
                raise ValueError(f"value out of range for layer {layer!r}")
        if len(xs) > 1:  # one entry per cell, in cell-key order; the last value given for a cell wins
            _, last = np.unique(_keys(xs, ys)[::-1], return_index=True)
            keep = len(xs) - 1 - last
            xs, ys, values = xs[keep], ys[keep], values[keep]
        self.layer = layer
        self.xs, self.ys = xs, ys
        self.values = values.astype(np.uint8)
        self.previous: np.ndarray | None = None
        self.rect = bounding_rect(xs, ys)

    def __len__(self) -> int:
        return len(self.xs)

    def _layer(self, doc: Document) -> np.ndarray:
        board = doc.board
        if self.rect is not None:
            x0, y0, x1, y1 = self.rect
            if x0 < 0 or y0 < 0 or x1 > board.width or y1 > board.height:
                raise ValueError("cells outside the board")
        return getattr(board, self.layer)

    def apply(self, doc: Document) -> None:
        layer = self._layer(doc)
        if self.previous is None:
            self.previous = layer[self.ys, self.xs].copy()
        layer[self.ys, self.xs] = self.values
        if len(self.xs):
            doc.notify(Change(self.layer, self.rect))

    def revert(self, doc: Document) -> None:
        assert self.previous is not None, "revert before apply"
        self._layer(doc)[self.ys, self.xs] = self.previous
        if len(self.xs):
            doc.notify(Change(self.layer, self.rect))

    def can_merge(self, other: Edit) -> bool:
        return (
            isinstance(other, PaintCells) and other.layer == self.layer
            and self.previous is not None and other.previous is not None
        )

    def absorb(self, other: Edit) -> None:
        assert isinstance(other, PaintCells) and other.previous is not None
        assert self.previous is not None
        # Both hold their cells in key order: the other's cells already here
        # take its value (keeping the earliest previous one), the new ones
        # join in key order (an already sorted merge: cheap for a stroke's dab).
        keys, other_keys = _keys(self.xs, self.ys), _keys(other.xs, other.ys)
        at = np.searchsorted(keys, other_keys)
        held = at < len(keys)
        held[held] = keys[at[held]] == other_keys[held]
        self.values[at[held]] = other.values[held]
        new = ~held
        if new.any():
            order = np.argsort(np.concatenate([keys, other_keys[new]]), kind="stable")
            self.xs = np.concatenate([self.xs, other.xs[new]])[order]
            self.ys = np.concatenate([self.ys, other.ys[new]])[order]
            self.values = np.concatenate([self.values, other.values[new]])[order]
            self.previous = np.concatenate([self.previous, other.previous[new]])[order]
            self.rect = _union(self.rect, other.rect)

    def is_noop(self) -> bool:
        return self.previous is not None and bool((self.previous == self.values).all())


def _keys(xs: np.ndarray, ys: np.ndarray) -> np.ndarray:
    """One integer per cell, ordered row by row."""
    return (ys << 32) | xs


def _union(a: CellRect | None, b: CellRect | None) -> CellRect | None:
    if a is None or b is None:
        return a or b
    return min(a[0], b[0]), min(a[1], b[1]), max(a[2], b[2]), max(a[3], b[3])
