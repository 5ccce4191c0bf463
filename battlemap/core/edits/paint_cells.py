"""Set cells of one terrain layer (a brush dab, a stroke, a fill)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

import numpy as np

from battlemap.core.edits.base import Edit
from battlemap.core.edits.cells import bounding_rect
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
        if len(values) and not (0 <= values.min() and values.max() < LAYER_VALUES[layer]):
            raise ValueError(f"value out of range for layer {layer!r}")
        if len(xs) > 1:  # one entry per cell; the last value given for a cell wins
            keys = (ys << 32) | xs
            _, last = np.unique(keys[::-1], return_index=True)
            if len(last) < len(keys):
                keep = np.sort(len(keys) - 1 - last)
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
        xs = np.concatenate([self.xs, other.xs])
        ys = np.concatenate([self.ys, other.ys])
        values = np.concatenate([self.values, other.values])
        previous = np.concatenate([self.previous, other.previous])
        keys = (ys << 32) | xs
        _, first = np.unique(keys, return_index=True)  # earliest previous value
        _, last = np.unique(keys[::-1], return_index=True)  # latest value
        last = len(keys) - 1 - last
        self.xs, self.ys = xs[first], ys[first]
        self.values, self.previous = values[last], previous[first]
        self.rect = bounding_rect(self.xs, self.ys)

    def is_noop(self) -> bool:
        return self.previous is not None and bool((self.previous == self.values).all())
