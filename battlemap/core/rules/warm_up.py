"""Load the engine's compiled kernels before the first real question.

numba keeps each kernel compiled on disk (`packaging/setup.sh` fills the
cache), but a process still loads each one on its first call: some tenths
of a second in all, which a GM would feel as a stall on the first token
selected. The editor asks this small battle every kind of question once,
right after its window shows, so that the first click is as quick as the
rest (on a thread of its own: the engine it asks is its own, not the
document cache's)."""

from __future__ import annotations

import numpy as np

from battlemap.core.geometry.context import Engine
from battlemap.core.model import (
    Ambient, Board, Document, Light, LightRadii, Obscure, Segment, Size, Solid, Token,
)
from battlemap.core.rules import Attack, evaluate_pairs, ruleset_ids


def warm_up() -> None:
    """Every ruleset, ranged, melee and area, with drawn lines and visible
    fractions, on a small board with a wall, a low wall, fog, a thin wall,
    a door and light in the dark."""
    doc = _small_battle()
    engine = Engine(doc)  # its own: the editor runs this on a thread of its own
    pairs = [(a, t) for a in doc.tokens for t in doc.tokens if a != t]
    for ruleset in ruleset_ids():
        for attack in (Attack("ranged"), Attack("melee"), Attack("area", (4, 4))):
            for result in evaluate_pairs(doc, pairs, attack, ruleset, engine):
                _ = result.visible_fraction, tuple(result.lines)


def _small_battle() -> Document:
    solid = np.zeros((8, 8), np.uint8)
    solid[3, 3] = Solid.WALL
    solid[1, 2] = Solid.LOW  # between "a" and "d"
    obscure = np.zeros((8, 8), np.uint8)
    obscure[2, 5] = Obscure.FOG
    segments = [Segment("wall", ((6, 0), (6, 3))), Segment("door", ((1, 6), (3, 6)))]
    board = Board(8, 8, solid, obscure, segments)
    tokens = {
        "a": Token("a", 1, 1),
        "b": Token("b", 5, 5, size=Size.LARGE, faction="foe"),
        "c": Token("c", 1, 4, faction="foe", light=LightRadii(20, 40)),
        "d": Token("d", 4, 1, size=Size.SMALL),
    }
    doc = Document(board, tokens, "dnd35")
    doc.ambient = Ambient.DARK
    doc.lights = {"torch": Light("torch", 7, 7, LightRadii(20, 40))}
    return doc
