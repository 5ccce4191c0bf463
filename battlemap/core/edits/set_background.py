"""Set, replace or remove the background image and its calibration, and
optionally resize the board so that it follows the image.

Calibration (see `Background`): `px_per_square` image pixels make one square
and `(offset_x, offset_y)` is the image pixel at the board's origin corner.
When the board follows the image, it is

    width  = ceil((image_width  - offset_x) / px_per_square)
    height = ceil((image_height - offset_y) / px_per_square)

squares (kept within 1..MAX_SIDE, and never so small that a token would be
off the board). Cells, fog of war and segments keep their grid coordinates:
what overlaps the new board is kept, new cells are empty (and under the fog
when there is a fog of war), cells beyond the new edge go (and come back on
undo). No Qt here.
"""

from __future__ import annotations

import math

import numpy as np

from battlemap.core.edits.base import Edit
from battlemap.core.io.images import image_info
from battlemap.core.model import MAX_SIDE, Background, Board, Change, Document

BoardSize = tuple[int, int]


# --- helpers -----------------------------------------------------------------------

def board_size_for_image(image_width: int, image_height: int, px_per_square: float,
                         offset_x: float = 0.0, offset_y: float = 0.0) -> BoardSize:
    """The board (in squares) that covers the image from its origin corner
    to its right and bottom edges, within 1..MAX_SIDE each way."""
    if not px_per_square > 0:
        raise ValueError("px_per_square must be more than 0")

    def side(pixels: float, offset: float) -> int:
        # a hair of tolerance: 800 px at 100 px per square is 8 squares, not 9
        squares = math.ceil((pixels - offset) / px_per_square - 1e-9)
        return min(max(squares, 1), MAX_SIDE)

    return side(image_width, offset_x), side(image_height, offset_y)


def nearest_origin(offset: float, px_per_square: float) -> float:
    """The offset of the grid line nearest the image's edge, in
    [-px_per_square / 2, px_per_square / 2): the same grid (offsets a whole
    number of squares apart draw the same lines), with its origin where a
    board that follows the image loses or adds at most half a square."""
    return offset - px_per_square * math.floor(offset / px_per_square + 0.5)


def tokens_extent(doc: Document) -> BoardSize:
    """The smallest board that holds every token (0, 0 when there is none)."""
    width = height = 0
    for token in doc.tokens.values():
        n = token.footprint
        width, height = max(width, token.x + n), max(height, token.y + n)
    return width, height


def board_size_following(doc: Document, background: Background,
                         image_size: BoardSize | None = None) -> BoardSize:
    """The board size for `doc` when it follows `background`'s image: the
    image's squares, grown if needed to keep every token on the board.
    `image_size` (pixels) saves reading the image header again."""
    if image_size is None:
        info = image_info(background.data)
        image_size = (info.width, info.height)
    width, height = board_size_for_image(image_size[0], image_size[1], background.px_per_square,
                                         background.offset_x, background.offset_y)
    need_w, need_h = tokens_extent(doc)
    return min(max(width, need_w), MAX_SIDE), min(max(height, need_h), MAX_SIDE)


def resized_board(board: Board, width: int, height: int) -> Board:
    """A new board of width x height with the cells of `board` where they
    overlap (new cells empty) and all of its segments."""
    solid = np.zeros((height, width), np.uint8)
    obscure = np.zeros((height, width), np.uint8)
    w, h = min(width, board.width), min(height, board.height)
    solid[:h, :w] = board.solid[:h, :w]
    obscure[:h, :w] = board.obscure[:h, :w]
    return Board(width, height, solid, obscure, list(board.segments))


def resized_mask(mask: np.ndarray | None, width: int, height: int) -> np.ndarray | None:
    """The fog of war for a resized board: kept where it overlaps, new cells hidden."""
    if mask is None:
        return None
    new = np.zeros((height, width), bool)
    h, w = min(height, mask.shape[0]), min(width, mask.shape[1])
    new[:h, :w] = mask[:h, :w]
    return new


# --- the edit ------------------------------------------------------------------------

class SetBackground(Edit):
    """Make `background` (None: no background) the document's background and,
    when `board_size` (width, height) is given and differs from the board's,
    resize the board to it in the same step.

    `SetBackground.following_image(doc, background)` gives the edit whose
    board follows the image."""

    def __init__(self, background: Background | None, board_size: BoardSize | None = None) -> None:
        if board_size is not None:
            width, height = board_size
            if not (1 <= width <= MAX_SIDE and 1 <= height <= MAX_SIDE):
                raise ValueError(f"board size {width}x{height} is outside 1..{MAX_SIDE}")
            board_size = (int(width), int(height))
        self.background = background
        self.board_size = board_size
        self._applied = False
        self._before_background: Background | None = None
        self._before_board: Board | None = None
        self._before_revealed: np.ndarray | None = None
        self._resizes = False

    @classmethod
    def following_image(cls, doc: Document, background: Background | None,
                        image_size: BoardSize | None = None) -> "SetBackground":
        """The edit that sets `background` and sizes the board from its image
        (the board is left as it is when `background` is None)."""
        if background is None:
            return cls(None)
        return cls(background, board_size_following(doc, background, image_size))

    def apply(self, doc: Document) -> None:
        board = doc.board
        if not self._applied:
            self._before_background = doc.background
            self._before_board = board
            self._before_revealed = doc.play.revealed
            self._resizes = (self.board_size is not None
                             and self.board_size != (board.width, board.height))
            if self._resizes:
                need_w, need_h = tokens_extent(doc)
                width, height = self.board_size  # type: ignore[misc]
                if need_w > width or need_h > height:
                    raise ValueError(f"a token would be off the {width}x{height} board")
            self._applied = True
        doc.background = self.background
        if self._resizes:
            width, height = self.board_size  # type: ignore[misc]
            doc.board = resized_board(board, width, height)
            doc.play.revealed = resized_mask(doc.play.revealed, width, height)
            doc.notify(Change("all"))
        else:
            doc.notify(Change("background"))

    def revert(self, doc: Document) -> None:
        assert self._applied, "revert before apply"
        doc.background = self._before_background
        if self._resizes:
            assert self._before_board is not None
            doc.board = self._before_board
            doc.play.revealed = self._before_revealed
            doc.notify(Change("all"))
        else:
            doc.notify(Change("background"))

    def is_noop(self) -> bool:
        return self._applied and not self._resizes and self.background == self._before_background
