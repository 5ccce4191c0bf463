"""Fog of war: reveal cells to the players, or hide them again."""

from __future__ import annotations

import numpy as np

from battlemap.core.edits.base import Edit
from battlemap.core.edits.cells import bounding_rect
from battlemap.core.model import Change, Document


class RevealCells(Edit):
    """Set the revealed flag of cells (`reveal` True shows them to the
    players, False hides them). Hiding a cell of a document without fog of
    war starts the fog with everything else revealed; revealing there changes
    nothing. Consecutive dabs of one brush stroke merge into one edit.

    `RevealCells.whole(mask)` replaces the whole fog instead: a (height,
    width) bool array, or None to turn the fog of war off."""

    def __init__(self, xs, ys, reveal: bool) -> None:
        self.xs = np.asarray(xs, dtype=np.int64).ravel()
        self.ys = np.asarray(ys, dtype=np.int64).ravel()
        if len(self.xs) != len(self.ys):
            raise ValueError("xs and ys differ in length")
        if len(self.xs) > 1:  # one entry per cell
            keys = np.unique((self.ys << 32) | self.xs)
            self.xs, self.ys = keys & 0xFFFFFFFF, keys >> 32
        self.reveal = bool(reveal)
        self.rect = bounding_rect(self.xs, self.ys)
        self.previous: np.ndarray | None = None  # the cells' flags before
        self.created = False  # apply started the fog (there was none)
        self._whole = False
        self.mask: np.ndarray | None = None
        self.before_mask: np.ndarray | None = None

    @classmethod
    def whole(cls, mask: np.ndarray | None) -> "RevealCells":
        edit = cls([], [], True)
        edit._whole = True
        edit.mask = None if mask is None else np.array(mask, dtype=bool)
        return edit

    def __len__(self) -> int:
        return len(self.xs)

    def _check(self, doc: Document) -> None:
        board = doc.board
        if self._whole:
            if self.mask is not None and self.mask.shape != (board.height, board.width):
                raise ValueError("the fog mask does not match the board size")
        elif self.rect is not None:
            x0, y0, x1, y1 = self.rect
            if x0 < 0 or y0 < 0 or x1 > board.width or y1 > board.height:
                raise ValueError("cells outside the board")

    def apply(self, doc: Document) -> None:
        self._check(doc)
        play = doc.play
        if self._whole:
            if self.previous is None:
                self.before_mask = None if play.revealed is None else play.revealed.copy()
                self.previous = np.zeros(0, bool)  # marks "applied"
            play.revealed = None if self.mask is None else self.mask.copy()
            doc.notify(Change("play"))
            return
        if play.revealed is None:
            if self.reveal:  # already revealed: nothing to do
                if self.previous is None:
                    self.previous = np.ones(len(self.xs), bool)
                return
            play.revealed = np.ones((doc.board.height, doc.board.width), bool)
            self.created = True
        if self.previous is None:
            self.previous = play.revealed[self.ys, self.xs].copy()
        play.revealed[self.ys, self.xs] = self.reveal
        if len(self.xs):
            doc.notify(Change("play", self.rect))

    def revert(self, doc: Document) -> None:
        assert self.previous is not None, "revert before apply"
        play = doc.play
        if self._whole:
            play.revealed = None if self.before_mask is None else self.before_mask.copy()
            doc.notify(Change("play"))
            return
        if play.revealed is None:  # apply found no fog and revealed: nothing was done
            return
        if self.created:
            play.revealed = None
            self.created = False  # the next apply starts the fog again
            self.previous = None
            doc.notify(Change("play"))
            return
        play.revealed[self.ys, self.xs] = self.previous
        if len(self.xs):
            doc.notify(Change("play", self.rect))

    def can_merge(self, other: Edit) -> bool:
        return (
            isinstance(other, RevealCells) and not self._whole and not other._whole
            and other.reveal == self.reveal and not other.created
            and self.previous is not None and other.previous is not None
        )

    def absorb(self, other: Edit) -> None:
        assert isinstance(other, RevealCells) and other.previous is not None
        assert self.previous is not None
        xs = np.concatenate([self.xs, other.xs])
        ys = np.concatenate([self.ys, other.ys])
        previous = np.concatenate([self.previous, other.previous])
        keys = (ys << 32) | xs
        _, first = np.unique(keys, return_index=True)  # earliest previous value
        self.xs, self.ys, self.previous = xs[first], ys[first], previous[first]
        self.rect = bounding_rect(self.xs, self.ys)

    def is_noop(self) -> bool:
        if self.previous is None:
            return False
        if self._whole:
            a, b = self.before_mask, self.mask
            return (a is None and b is None) or (
                a is not None and b is not None and np.array_equal(a, b))
        return not self.created and bool((self.previous == self.reveal).all())
