"""SetBackground, headless: set, replace, calibrate, remove; the board
following the image; apply and revert restoring everything."""

from __future__ import annotations

import struct
import zlib

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from battlemap.core.edits.set_background import (
    SetBackground, board_size_following, board_size_for_image, nearest_origin, resized_board,
)
from battlemap.core.model import (
    MAX_SIDE, Background, Board, Change, Document, Segment, Size, Token,
)
from battlemap.core.model.play import PlayState


def png_bytes(width: int, height: int) -> bytes:
    """A real (grey) PNG, made without Qt."""
    def chunk(kind: bytes, data: bytes) -> bytes:
        return (struct.pack(">I", len(data)) + kind + data
                + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))
    rows = b"".join(b"\x00" + b"\x80" * width for _ in range(height))
    return (b"\x89PNG\r\n\x1a\n"
            + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 0, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b""))


def make_document() -> Document:
    board = Board(12, 10)
    board.solid[2, 2:6] = 2
    board.obscure[8, 10:12] = 1
    board.segments.append(Segment("door", ((8, 2), (9, 2))))
    doc = Document(board)
    doc.tokens["aria"] = Token("aria", 1, 1, "Aria")
    doc.tokens["ogre"] = Token("ogre", 6, 4, "Ogre", Size.LARGE, "enemy")
    return doc


def snapshot(doc: Document) -> Document:
    return Document(doc.board.copy(), dict(doc.tokens), doc.ruleset, dict(doc.options),
                    doc.background, dict(doc.metadata), dict(doc.extras), doc.play.copy())


def recorded(doc: Document) -> list[Change]:
    changes: list[Change] = []
    doc.subscribe(changes.append)
    return changes


IMAGE = png_bytes(800, 600)


def test_set_and_remove_without_resizing():
    doc = make_document()
    before = snapshot(doc)
    changes = recorded(doc)
    board = doc.board
    bg = Background(IMAGE, "png", 50.0, 10.0, 5.0)
    edit = SetBackground(bg)
    edit.apply(doc)
    assert doc.background == bg and doc.board is board
    assert changes == [Change("background")]
    assert not edit.is_noop()
    edit.revert(doc)
    assert doc.background is None and doc.content_equals(before)
    edit.apply(doc)
    assert doc.background == bg
    remove = SetBackground(None)
    remove.apply(doc)
    assert doc.background is None and doc.board is board
    remove.revert(doc)
    assert doc.background == bg
    assert [c.layer for c in changes] == ["background"] * 5


def test_calibrating_replaces_the_values_and_the_same_values_are_a_noop():
    doc = make_document()
    doc.background = Background(IMAGE, "png", 50.0)
    calibrate = SetBackground(Background(IMAGE, "png", 48.5, -3.25, 7.0))
    calibrate.apply(doc)
    assert doc.background.px_per_square == 48.5 and doc.background.offset_x == -3.25
    calibrate.revert(doc)
    assert doc.background == Background(IMAGE, "png", 50.0)
    same = SetBackground(Background(IMAGE, "png", 50.0))
    same.apply(doc)
    assert same.is_noop()


def test_board_follows_the_image_keeping_cells_tokens_and_segments():
    doc = make_document()
    doc.play = PlayState(np.ones((10, 12), bool))
    before = snapshot(doc)
    old_board = doc.board
    changes = recorded(doc)
    bg = Background(IMAGE, "png", 50.0)
    edit = SetBackground.following_image(doc, bg)
    assert edit.board_size == (16, 12)
    edit.apply(doc)
    board = doc.board
    assert (board.width, board.height) == (16, 12)
    assert changes == [Change("all")]
    assert np.array_equal(board.solid[:10, :12], old_board.solid)
    assert np.array_equal(board.obscure[:10, :12], old_board.obscure)
    assert not board.solid[:, 12:].any() and not board.solid[10:].any()
    assert board.segments == old_board.segments
    assert doc.tokens == before.tokens
    # fog of war: kept where it was, new cells hidden
    assert doc.play.revealed.shape == (12, 16)
    assert doc.play.revealed[:10, :12].all() and not doc.play.revealed[10:].any()
    assert not doc.play.revealed[:, 12:].any()
    edit.revert(doc)
    assert doc.board is old_board and doc.content_equals(before)
    edit.apply(doc)
    assert (doc.board.width, doc.board.height) == (16, 12) and doc.background == bg


def test_shrinking_board_keeps_every_token_on_it_and_undo_brings_the_cells_back():
    doc = make_document()
    before = snapshot(doc)
    small = Background(png_bytes(300, 200), "png", 50.0)  # 6 x 4 squares
    assert board_size_for_image(300, 200, 50.0) == (6, 4)
    # the ogre (large, at 6, 4) needs the board to reach 8 x 6
    assert board_size_following(doc, small) == (8, 6)
    edit = SetBackground.following_image(doc, small)
    edit.apply(doc)
    assert (doc.board.width, doc.board.height) == (8, 6)
    assert doc.board.solid[2, 2:6].tolist() == [2, 2, 2, 2]
    edit.revert(doc)
    assert doc.content_equals(before)
    # a size that would leave a token off the board is refused, nothing changed
    with pytest.raises(ValueError):
        SetBackground(small, (6, 4)).apply(doc)
    assert doc.content_equals(before)


def test_board_size_from_image_and_offset():
    assert board_size_for_image(800, 600, 100) == (8, 6)
    assert board_size_for_image(801, 600, 100) == (9, 6)
    assert board_size_for_image(800, 600, 100, 30, -40) == (8, 7)  # ceil(7.7), ceil(6.4)
    assert board_size_for_image(10, 10, 100, 50, 50) == (1, 1)
    assert board_size_for_image(100_000, 10, 1) == (MAX_SIDE, 10)
    assert board_size_for_image(700, 700, 70.0) == (10, 10)
    with pytest.raises(ValueError):
        board_size_for_image(100, 100, 0)


def test_nearest_origin_keeps_the_grid():
    assert nearest_origin(0, 50) == 0
    assert nearest_origin(62.5, 50) == 12.5
    assert nearest_origin(37.5, 50) == -12.5
    assert nearest_origin(-130, 100) == -30
    assert nearest_origin(150, 100) == -50  # a tie goes to the negative side


def test_resized_board_is_a_new_board():
    board = Board(3, 2)
    board.solid[1, 2] = 1
    bigger = resized_board(board, 5, 4)
    assert bigger is not board and bigger.solid[1, 2] == 1 and bigger.solid.shape == (4, 5)
    smaller = resized_board(board, 2, 1)
    assert smaller.solid.shape == (1, 2) and board.solid.shape == (2, 3)


def test_bad_sizes_are_refused():
    with pytest.raises(ValueError):
        SetBackground(None, (0, 3))
    with pytest.raises(ValueError):
        SetBackground(None, (3, MAX_SIDE + 1))


@settings(max_examples=40, deadline=None)
@given(
    steps=st.lists(st.tuples(
        st.sampled_from(["set", "follow", "remove", "size"]),
        st.floats(5, 300), st.floats(-200, 200), st.floats(-200, 200),
        st.integers(1, 40), st.integers(1, 40)), min_size=1, max_size=6),
    fog=st.booleans(),
)
def test_any_sequence_reverts_to_the_start(steps, fog):
    doc = make_document()
    if fog:
        doc.play = PlayState(np.eye(10, 12, dtype=bool))
    states = [snapshot(doc)]
    done = []
    for kind, px, ox, oy, w, h in steps:
        bg = Background(IMAGE, "png", px, ox, oy)
        if kind == "set":
            edit = SetBackground(bg)
        elif kind == "follow":
            edit = SetBackground.following_image(doc, bg)
        elif kind == "remove":
            edit = SetBackground(None)
        else:
            edit = SetBackground(bg, (max(w, 8), max(h, 6)))  # the ogre needs 8 x 6
        edit.apply(doc)
        done.append(edit)
        states.append(snapshot(doc))
    for edit, state in zip(reversed(done), reversed(states[:-1])):
        edit.revert(doc)
        assert doc.content_equals(state)
    for edit, state in zip(done, states[1:]):
        edit.apply(doc)
        assert doc.content_equals(state)
