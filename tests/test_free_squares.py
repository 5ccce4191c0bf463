"""Where several new tokens go at once (`free_spots`)."""

from battlemap.core.model import Board, Document, Size, Token
from battlemap.core.model.free_squares import free_spots


def test_spots_start_at_the_cell_and_ring_around_it_without_overlaps():
    doc = Document(Board(6, 5))
    doc.tokens["ogre"] = Token("ogre", 3, 1, "Ogre", Size.LARGE)
    spots = free_spots(doc, (2, 2), 1, 6)
    assert spots[0] == (2, 2)
    assert len(set(spots)) == 6
    ogre = set(doc.tokens["ogre"].cells())
    assert not ogre & set(spots)
    assert all(max(abs(x - 2), abs(y - 2)) <= 2 for x, y in spots)


def test_a_taken_cell_sends_the_first_token_to_the_nearest_free_spot():
    doc = Document(Board(6, 5))
    doc.tokens["a"] = Token("a", 2, 2, "A")
    (spot,) = free_spots(doc, (2, 2), 1, 1)
    assert spot != (2, 2) and max(abs(spot[0] - 2), abs(spot[1] - 2)) == 1


def test_big_tokens_stay_on_the_board_and_a_full_board_gives_fewer():
    doc = Document(Board(4, 4))
    spots = free_spots(doc, (3, 3), 2, 10)  # Large: 2 x 2
    assert spots[0] == (2, 2)  # moved onto the board
    assert len(spots) == 4 and all(0 <= x <= 2 and 0 <= y <= 2 for x, y in spots)
    cells = [(x + i, y + j) for x, y in spots for i in range(2) for j in range(2)]
    assert len(cells) == len(set(cells)) == 16
    assert free_spots(doc, (0, 0), 5, 1) == []  # bigger than the board
