"""Shared hypothesis strategies: random boards, battle documents, attacks,
fully random documents for format round trips, and JSON values.

Import from a test module as::

    from strategies import battle_documents, attacks_for, ...

(pytest puts `tests/` on sys.path because the folder has no __init__.py.)

Two families of documents:

- `battle_documents()`: small boards (4..9 x 4..9 by default) with random
  wall/low cells and obscurement, a few thin walls on lattice points (walls,
  low walls, open and closed doors, windows), and 2..5 medium or large tokens
  with random factions, conditions and senses, never overlapping, inside the
  board, on cells whose solid layer is empty (obscurement may lie under them).
  Meant for the rules engine.
- `any_documents()`: every field of the model at random (all sizes, free
  text, arbitrary finite segment points, options/metadata/extras as JSON),
  for the document format. Tokens still fit on the board (the reader checks).
"""

from __future__ import annotations

import struct
import zlib
from dataclasses import replace
from typing import Any

import numpy as np
from hypothesis import strategies as st

from battlemap.core.geometry.clip import WALL_MARGIN
from battlemap.core.model import (
    Ambient, Board, Document, Light, LightRadii, Obscure, Segment, SegmentKind, Solid, Token,
)
from battlemap.core.model.token import CONDITIONS, Size, TokenArt

RULESET_IDS = ("dnd35", "pf1e", "sf1e", "graded", "dnd4e")
FACTIONS = ("pc", "foe", "neutral")
SEGMENT_KINDS = tuple(k.value for k in SegmentKind)
BATTLE_SIZES = (Size.MEDIUM, Size.LARGE)

# Mostly open ground, so that lines have something to find but are not all blocked.
_SOLID_WEIGHTED = (Solid.EMPTY,) * 6 + (Solid.LOW, Solid.WALL)
_OBSCURE_WEIGHTED = (Obscure.NONE,) * 6 + (
    Obscure.FOG, Obscure.HEAVY_FOG, Obscure.DIM, Obscure.DARKNESS,
)


# --------------------------------------------------------------------------
# Boards

@st.composite
def layers(draw, width: int, height: int) -> tuple[np.ndarray, np.ndarray]:
    """(solid, obscure) uint8 arrays of shape (height, width)."""
    n = width * height
    solid = draw(st.lists(st.sampled_from(_SOLID_WEIGHTED), min_size=n, max_size=n))
    obscure = draw(st.lists(st.sampled_from(_OBSCURE_WEIGHTED), min_size=n, max_size=n))
    return (
        np.array([int(v) for v in solid], np.uint8).reshape(height, width),
        np.array([int(v) for v in obscure], np.uint8).reshape(height, width),
    )


@st.composite
def lattice_segment(draw, width: int, height: int) -> Segment:
    """A short polyline on lattice points inside [0, width] x [0, height]:
    2..3 points, each step at most 3 squares along x and y (so both edge
    walls and diagonal pieces occur), any kind, open or closed."""
    x = draw(st.integers(0, width))
    y = draw(st.integers(0, height))
    points = [(x, y)]
    for _ in range(draw(st.integers(1, 2))):
        dx = draw(st.integers(-3, 3))
        dy = draw(st.integers(-3, 3))
        x = min(max(x + dx, 0), width)
        y = min(max(y + dy, 0), height)
        points.append((x, y))
    kind = draw(st.sampled_from(SEGMENT_KINDS))
    return Segment(SegmentKind(kind), tuple(points), draw(st.booleans()))


@st.composite
def boards(draw, min_side: int = 4, max_side: int = 9, max_segments: int = 4) -> Board:
    width = draw(st.integers(min_side, max_side))
    height = draw(st.integers(min_side, max_side))
    solid, obscure = draw(layers(width, height))
    segments = draw(st.lists(lattice_segment(width, height), max_size=max_segments))
    return Board(width, height, solid, obscure, segments)


# --------------------------------------------------------------------------
# Tokens for the rules engine

def _free_positions(occupied: np.ndarray, n: int) -> list[tuple[int, int]]:
    height, width = occupied.shape
    return [
        (x, y)
        for y in range(height - n + 1)
        for x in range(width - n + 1)
        if not occupied[y:y + n, x:x + n].any()
    ]


@st.composite
def battle_token(draw, token_id: str, x: int, y: int, size: Size) -> Token:
    return Token(
        id=token_id,
        x=x,
        y=y,
        name=token_id.upper(),
        size=size,
        faction=draw(st.sampled_from(FACTIONS)),
        reach_ft=draw(st.one_of(st.none(), st.sampled_from([0, 5, 10, 15]))),
        conditions=draw(st.one_of(st.just(frozenset()),
                                  st.frozensets(st.sampled_from(CONDITIONS), max_size=2))),
        darkvision_ft=draw(st.sampled_from([0, 0, 30, 60])),
        low_light=draw(st.booleans()),
        see_invisible=draw(st.booleans()),
        improved_cover=draw(st.booleans()),
        hidden=draw(st.booleans()),
    )


@st.composite
def battle_documents(
    draw, min_side: int = 4, max_side: int = 9, min_tokens: int = 2, max_tokens: int = 5,
    sizes: tuple[Size, ...] = BATTLE_SIZES, rulesets: tuple[str, ...] = RULESET_IDS,
) -> Document:
    """A small random battle (see the module docstring). Cells under tokens
    have an empty solid layer; obscurement stays as drawn."""
    board = draw(boards(min_side, max_side))
    occupied = np.zeros((board.height, board.width), bool)
    tokens: dict[str, Token] = {}
    wanted = draw(st.integers(min_tokens, max_tokens))
    # Half the battles are a melee: every later token within two squares of
    # the first one, so that adjacency, threat and flanking come up often.
    melee = draw(st.booleans())
    first: tuple[int, int, int] | None = None

    def places(n: int) -> list[tuple[int, int]]:
        free = _free_positions(occupied, n)
        if melee and first is not None:
            fx, fy, fn = first
            near = [(x, y) for x, y in free
                    if x - (fx + fn - 1) <= 2 and fx - (x + n - 1) <= 2
                    and y - (fy + fn - 1) <= 2 and fy - (y + n - 1) <= 2]
            free = near or free
        return free

    for i in range(wanted):
        choices = [s for s in sizes if places(s.footprint)]
        if not choices:
            break
        size = draw(st.sampled_from(choices))
        x, y = draw(st.sampled_from(places(size.footprint)))
        if first is None:
            first = (x, y, size.footprint)
        n = size.footprint
        occupied[y:y + n, x:x + n] = True
        token_id = f"t{i}"
        tokens[token_id] = draw(battle_token(token_id, x, y, size))
    board.solid[occupied] = Solid.EMPTY
    options = {"partial_cover": draw(st.booleans())}
    return Document(board=board, tokens=tokens, ruleset=draw(st.sampled_from(rulesets)),
                    options=options)


@st.composite
def flank_documents(draw, min_side: int = 4, max_side: int = 9) -> Document:
    """A battle built around a flank: target "t0" (medium or large), attacker
    "t1" on a cell next to it and ally "t2" on the cell point-reflected
    through the target's centre, both medium and hostile to the target, and
    up to two more random tokens. Falls back to `battle_documents` when the
    reflected cell does not fit."""
    doc = draw(battle_documents(min_side, max_side, min_tokens=0, max_tokens=0))
    board = doc.board
    size = draw(st.sampled_from(BATTLE_SIZES))
    n = size.footprint
    tx = draw(st.integers(0, board.width - n))
    ty = draw(st.integers(0, board.height - n))
    ring = [(x, y) for x in range(tx - 1, tx + n + 1) for y in range(ty - 1, ty + n + 1)
            if not (tx <= x < tx + n and ty <= y < ty + n)]
    ax, ay = draw(st.sampled_from(ring))
    bx, by = 2 * tx + n - 1 - ax, 2 * ty + n - 1 - ay
    if not all(board.contains(x, y) for x, y in ((ax, ay), (bx, by))):
        return draw(battle_documents(min_side, max_side))
    side = draw(st.sampled_from(FACTIONS[1:]))
    tokens = {
        "t0": draw(battle_token("t0", tx, ty, size)),
        "t1": draw(battle_token("t1", ax, ay, Size.MEDIUM)),
        "t2": draw(battle_token("t2", bx, by, Size.MEDIUM)),
    }
    tokens["t0"] = replace(tokens["t0"], faction="pc")
    tokens["t1"] = replace(tokens["t1"], faction=side)
    tokens["t2"] = replace(tokens["t2"], faction=draw(st.sampled_from(FACTIONS[1:])))
    occupied = np.zeros((board.height, board.width), bool)
    for t in tokens.values():
        occupied[t.y:t.y + t.footprint, t.x:t.x + t.footprint] = True
    for i in range(3, 3 + draw(st.integers(0, 2))):
        free = _free_positions(occupied, 1)
        if not free:
            break
        x, y = draw(st.sampled_from(free))
        occupied[y, x] = True
        tokens[f"t{i}"] = draw(battle_token(f"t{i}", x, y, Size.MEDIUM))
    board.solid[occupied] = Solid.EMPTY
    return Document(board=board, tokens=tokens, ruleset=doc.ruleset, options=doc.options,
                    metadata={"flank": ["t1", "t0", "t2"]})


ATTACK_KINDS = ("melee", "ranged", "area", "close")


@st.composite
def attacks_for(draw, board: Board, kinds: tuple[str, ...] = ATTACK_KINDS):
    """An Attack-like triple (kind, origin, flags) for `board`; the origin is
    a random lattice point for area and close attacks, None otherwise."""
    from battlemap.core.rules import Attack

    kind = draw(st.sampled_from(kinds))
    origin = None
    if kind in ("area", "close"):
        origin = (draw(st.integers(0, board.width)), draw(st.integers(0, board.height)))
    return Attack(kind, origin, charge=draw(st.booleans()), long_range=draw(st.booleans()))


# --------------------------------------------------------------------------
# JSON values

def json_scalars() -> st.SearchStrategy[Any]:
    return st.one_of(
        st.none(), st.booleans(),
        st.integers(-(2 ** 70), 2 ** 70),
        st.floats(allow_nan=False, allow_infinity=False),
        st.text(max_size=20),
    )


def json_values(max_leaves: int = 20) -> st.SearchStrategy[Any]:
    """Any JSON value (no NaN or infinity)."""
    return st.recursive(
        json_scalars(),
        lambda children: st.one_of(
            st.lists(children, max_size=5),
            st.dictionaries(st.text(max_size=10), children, max_size=5),
        ),
        max_leaves=max_leaves,
    )


# --------------------------------------------------------------------------
# Fully random documents (document format round trips)

_TEXT = st.text(max_size=12)


def tiny_png(width: int, height: int, rgb: bytes = b"\x10\x20\x30") -> bytes:
    """A valid PNG of one colour, built without Qt."""
    def chunk(kind: bytes, body: bytes) -> bytes:
        return struct.pack(">I", len(body)) + kind + body + struct.pack(
            ">I", zlib.crc32(kind + body))

    raw = b"".join(b"\x00" + rgb * width for _ in range(height))
    return (b"\x89PNG\r\n\x1a\n"
            + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))


# A few pictures for tokens (the format reads only their headers).
ART_SAMPLES = (TokenArt(tiny_png(2, 2, b"\xff\x00\x00"), "png"),
               TokenArt(tiny_png(3, 1), "png"),
               TokenArt(tiny_png(1, 4, b"\x00\x80\x00"), "png"))
_ID = st.text(min_size=1, max_size=8)


@st.composite
def any_segment(draw, width: int = 1000, height: int = 1000) -> Segment:
    """Any points the readers keep as they are: finite, within WALL_MARGIN
    of a `width` x `height` board (farther ones are clipped on reading)."""
    xs = st.floats(-WALL_MARGIN, width + WALL_MARGIN, allow_nan=False)
    ys = st.floats(-WALL_MARGIN, height + WALL_MARGIN, allow_nan=False)
    points = draw(st.lists(st.tuples(xs, ys), min_size=2, max_size=5))
    return Segment(SegmentKind(draw(st.sampled_from(SEGMENT_KINDS))), tuple(points),
                   draw(st.booleans()))


@st.composite
def any_token(draw, token_id: str, width: int, height: int) -> Token:
    sizes = [s for s in Size if s.footprint <= min(width, height)]
    size = draw(st.sampled_from(sizes))
    n = size.footprint
    return Token(
        id=token_id,
        x=draw(st.integers(0, width - n)),
        y=draw(st.integers(0, height - n)),
        name=draw(_TEXT),
        size=size,
        faction=draw(_TEXT),
        reach_ft=draw(st.one_of(st.none(), st.integers(0, 10 ** 6))),
        conditions=draw(st.frozensets(
            st.one_of(st.sampled_from(CONDITIONS), st.text(min_size=1, max_size=8)),
            max_size=4)),
        darkvision_ft=draw(st.integers(0, 10 ** 6)),
        low_light=draw(st.booleans()),
        see_invisible=draw(st.booleans()),
        improved_cover=draw(st.booleans()),
        hidden=draw(st.booleans()),
        light=draw(st.one_of(st.none(), any_radii())),
        art=draw(st.one_of(st.none(), st.sampled_from(ART_SAMPLES))),
    )


def any_radii() -> st.SearchStrategy[LightRadii]:
    """Valid light radii (RULES §8: 0..1000 ft, dim >= bright)."""
    return st.tuples(st.integers(0, 1000), st.integers(0, 1000)).map(
        lambda ab: LightRadii(min(ab), max(ab)))


@st.composite
def any_documents(draw, max_side: int = 12, max_tokens: int = 6) -> Document:
    """Every field at random; tokens may overlap (the format allows it)."""
    width = draw(st.integers(1, max_side))
    height = draw(st.integers(1, max_side))
    solid = draw(st.lists(st.sampled_from(list(Solid)), min_size=width * height,
                          max_size=width * height))
    obscure = draw(st.lists(st.sampled_from(list(Obscure)), min_size=width * height,
                            max_size=width * height))
    board = Board(
        width, height,
        np.array([int(v) for v in solid], np.uint8).reshape(height, width),
        np.array([int(v) for v in obscure], np.uint8).reshape(height, width),
        draw(st.lists(st.one_of(lattice_segment(width, height), any_segment(width, height)),
                      max_size=5)),
    )
    ids = draw(st.lists(_ID, max_size=max_tokens, unique=True))
    tokens = {i: draw(any_token(i, width, height)) for i in ids}
    json_dict = st.dictionaries(st.text(max_size=10), json_values(10), max_size=4)
    options = draw(st.one_of(
        st.fixed_dictionaries({}, optional={"partial_cover": st.booleans()}), json_dict))
    return Document(
        board=board,
        tokens=tokens,
        ruleset=draw(st.sampled_from(RULESET_IDS)),
        options=options,
        metadata=draw(json_dict),
        extras=draw(json_dict),
        ambient=draw(st.sampled_from(list(Ambient))),
        lights={i: Light(i, draw(st.integers(0, width - 1)), draw(st.integers(0, height - 1)),
                         draw(any_radii()), draw(_TEXT))
                for i in draw(st.lists(_ID, max_size=3, unique=True))},
    )

