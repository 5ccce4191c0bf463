"""Build the sample encounters in this folder (File > Samples in the editor).

    python battlemap/resources/samples/make_samples.py

Deterministic: running it again gives the same files.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np

from battlemap.core.io.document_format import save_document
from battlemap.core.model import Board, Document, Obscure, Segment, Size, Solid, Token

HERE = Path(__file__).resolve().parent


def place(doc: Document, token: Token) -> None:
    """Add a token, checking it stands on open ground inside the board."""
    board = doc.board
    for x, y in token.cells():
        assert board.contains(x, y), f"{token.id} leaves the board"
        assert board.solid[y, x] == Solid.EMPTY, f"{token.id} stands in a wall at {x},{y}"
    assert token.id not in doc.tokens
    doc.tokens[token.id] = token


def hall() -> Document:
    """A pillared hall: stone walls, two rows of pillars, a dais behind a
    low balustrade, a door and windows. Hobgoblins hold the dais."""
    w, h = 30, 20
    board = Board(w, h)
    s = board.solid
    s[0, :] = s[-1, :] = s[:, 0] = s[:, -1] = Solid.WALL
    s[9:11, 0] = Solid.EMPTY  # the entrance, closed by a door below
    for x in (8, 18):
        s[0, x:x + 2] = s[-1, x:x + 2] = Solid.EMPTY  # window bays, glazed below
    for x in (6, 11, 16, 21):
        for y in (4, 14):
            s[y:y + 2, x:x + 2] = Solid.WALL  # 2x2 pillars
    s[4:16, 24] = Solid.LOW  # the balustrade in front of the dais
    s[9:11, 24] = Solid.EMPTY  # with a gap for the steps
    s[7, 26:28] = Solid.LOW  # an overturned table
    board.obscure[1:4, 1:5] = Obscure.DIM  # corners the torches do not reach
    board.obscure[16:19, 1:5] = Obscure.DIM
    board.segments += [
        Segment("door", ((1, 9), (1, 11))),
        Segment("window", ((8, 1), (10, 1))),
        Segment("window", ((18, 1), (20, 1))),
        Segment("window", ((8, 19), (10, 19))),
        Segment("window", ((18, 19), (20, 19))),
        Segment("low", ((13, 9), (13, 11))),  # a fallen bench
    ]
    doc = Document(board, ruleset="dnd35")
    doc.metadata = {"title": "Pillared hall", "author": "Battlemap samples"}
    for token in (
        Token("fighter", 3, 9, "Fighter", faction="pc"),
        Token("cleric", 3, 11, "Cleric", faction="pc", darkvision_ft=60),
        Token("rogue", 8, 8, "Rogue", Size.SMALL, "pc", darkvision_ft=60),
        Token("wizard", 2, 10, "Wizard", faction="pc", low_light=True),
        Token("hob1", 14, 7, "Hobgoblin 1", faction="enemy", darkvision_ft=60),
        Token("hob2", 14, 12, "Hobgoblin 2", faction="enemy", darkvision_ft=60),
        Token("hob3", 25, 5, "Hobgoblin archer 3", faction="enemy", darkvision_ft=60),
        Token("hob4", 25, 14, "Hobgoblin archer 4", faction="enemy", darkvision_ft=60),
        Token("captain", 26, 9, "Hobgoblin captain", faction="enemy", darkvision_ft=60),
        Token("ogre", 19, 9, "Ogre", Size.LARGE, "enemy", darkvision_ft=60, low_light=True),
    ):
        place(doc, token)
    return doc


def forest() -> Document:
    """A misty forest clearing: trunks, a fallen log, light fog under the
    trees and heavy fog in the hollows. Wolves circle the party; their
    druid hides in the mist."""
    w, h = 32, 24
    board = Board(w, h)
    rng = np.random.default_rng(7)
    ys, xs = np.mgrid[0:h, 0:w]
    centre = (15.5, 11.5)
    dist = np.hypot((xs - centre[0]) / 1.3, ys - centre[1])
    clearing = dist < 6.5
    board.obscure[~clearing] = Obscure.FOG
    # heavy fog in two hollows, shaped by noise
    for cx, cy, r in ((5, 5, 4.5), (26, 18, 5.0)):
        hollow = np.hypot(xs - cx, ys - cy) + rng.normal(0, 0.8, (h, w)) < r
        board.obscure[hollow] = Obscure.HEAVY_FOG
    # trees: single trunks, and a few old 2x2 ones, never in the clearing
    for _ in range(46):
        x, y = int(rng.integers(0, w - 1)), int(rng.integers(0, h - 1))
        if dist[y, x] > 8:
            size = 2 if rng.random() < 0.2 else 1
            board.solid[y:y + size, x:x + size] = Solid.WALL
    board.solid[14, 11:17] = Solid.LOW  # a fallen log across the clearing's south side
    board.solid[8:10, 9] = Solid.LOW  # a boulder
    doc = Document(board, ruleset="pf1e")
    doc.metadata = {"title": "Misty forest clearing", "author": "Battlemap samples"}
    board.solid[9:14, 12:20] = Solid.EMPTY  # keep the party's ground clear
    for token in (
        Token("ranger", 14, 11, "Ranger", faction="pc", low_light=True),
        Token("bard", 16, 10, "Bard", faction="pc", low_light=True),
        Token("paladin", 17, 12, "Paladin", faction="pc"),
        Token("sorcerer", 15, 12, "Sorcerer", Size.SMALL, "pc", low_light=True),
        Token("wolf1", 7, 11, "Wolf 1", faction="wolves", low_light=True),
        Token("wolf2", 22, 8, "Wolf 2", faction="wolves", low_light=True),
        Token("wolf3", 24, 13, "Wolf 3", faction="wolves", low_light=True),
        Token("direwolf", 12, 3, "Dire wolf", Size.LARGE, "wolves", low_light=True),
        Token("druid", 27, 18, "Druid", faction="wolves", hidden=True, low_light=True),
    ):
        for x, y in token.cells():
            board.solid[y, x] = Solid.EMPTY  # no tree where a creature stands
        place(doc, token)
    return doc


def _carve(mask: np.ndarray, solid: np.ndarray) -> None:
    solid[mask] = Solid.EMPTY


def cave() -> Document:
    """A dark cave: a dim entrance tunnel, a lit camp, a black depth where
    something Huge waits; creatures of every size."""
    w, h = 36, 26
    board = Board(w, h)
    board.solid[:] = Solid.WALL
    ys, xs = np.mgrid[0:h, 0:w]
    rng = np.random.default_rng(11)
    noise = rng.normal(0, 1.0, (h + 2, w + 2))
    wobble = sum(noise[dy:dy + h, dx:dx + w] for dy in range(3) for dx in range(3)) / 9 * 0.6
    chambers = [  # centre x, y, radii
        (5, 13, 4.5, 3.5),  # entrance
        (16, 9, 6.0, 5.0),  # the camp
        (28, 15, 6.5, 7.5),  # the depths
        (17, 20, 4.0, 3.0),  # a side pocket
    ]
    for cx, cy, rx, ry in chambers:
        _carve(np.hypot((xs - cx) / rx, (ys - cy) / ry) + wobble / 4 < 1.0, board.solid)
    for (ax, ay), (bx, by) in (((5, 13), (16, 9)), ((16, 9), (28, 15)), ((16, 9), (17, 20))):
        for t in np.linspace(0, 1, 60):
            x, y = ax + (bx - ax) * t, ay + (by - ay) * t
            _carve(np.hypot(xs - x, ys - y) + wobble < 1.7, board.solid)
    board.solid[0, :] = board.solid[-1, :] = Solid.WALL
    board.solid[:, 0] = board.solid[:, -1] = Solid.WALL
    board.solid[11:15, 0] = Solid.EMPTY  # the mouth of the cave
    board.solid[8:10, 14:16] = Solid.LOW  # the campfire's ring of stones
    board.solid[12:14, 27:29] = Solid.WALL  # a stalagmite
    board.solid[18, 24:26] = Solid.LOW  # rubble
    o = board.obscure
    o[:] = Obscure.DARKNESS
    o[:, 0:10] = Obscure.DIM  # daylight from the mouth fades
    o[np.hypot(xs - 15, ys - 9) < 4.5] = Obscure.NONE  # the campfire's light
    o[(np.hypot(xs - 15, ys - 9) >= 4.5) & (np.hypot(xs - 15, ys - 9) < 7.5)] = Obscure.DIM
    o[(xs >= 24) & (np.hypot(xs - 28, ys - 15) < 3)] = Obscure.HEAVY_FOG  # steam from a vent
    o[board.solid == Solid.WALL] = Obscure.NONE  # the rock itself: keep it readable
    board.segments += [
        Segment("low", ((21, 14), (21, 17))),  # a ledge
        Segment("door", ((22, 9), (22, 11)), open=True),  # an old, broken door
    ]
    doc = Document(board, ruleset="dnd4e")
    doc.metadata = {"title": "Dark cave", "author": "Battlemap samples"}
    for token in (
        Token("dwarf", 3, 12, "Dwarf", faction="pc", darkvision_ft=60),
        Token("elf", 4, 14, "Elf", faction="pc", low_light=True),
        Token("halfling", 6, 13, "Halfling", Size.SMALL, "pc"),
        Token("human", 2, 13, "Human", faction="pc"),
        Token("goblin1", 12, 7, "Goblin 1", Size.SMALL, "goblins", darkvision_ft=60),
        Token("goblin2", 18, 11, "Goblin 2", Size.SMALL, "goblins", darkvision_ft=60),
        Token("goblin3", 16, 19, "Goblin 3", Size.SMALL, "goblins", darkvision_ft=60,
              conditions=frozenset({"asleep", "prone"})),
        Token("bats", 9, 11, "Bat swarm", Size.DIMINUTIVE, "vermin"),
        Token("troll", 25, 10, "Troll", Size.LARGE, "depths", darkvision_ft=90),
        Token("elemental", 29, 16, "Elder earth elemental", Size.HUGE, "depths", darkvision_ft=60),
    ):
        place(doc, token)
    return doc


SAMPLES = {"pillared_hall": hall, "misty_forest": forest, "dark_cave": cave}  # file stem -> builder


def main() -> None:
    for name, build in SAMPLES.items():
        path = HERE / f"{name}.battlemap"
        save_document(build(), path)
        path.with_name(path.name + ".bak").unlink(missing_ok=True)
        print(path)


if __name__ == "__main__":
    main()
