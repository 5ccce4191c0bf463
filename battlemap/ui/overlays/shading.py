"""What each obscured cell means for one attacker's eyes (RULES §3.6, §4, §5.3).

Qt-free and pure: `concealment_grades(doc, attacker_id)` returns, for every
cell, one of

- `NOT_OBSCURED` (0): nothing obscures the cell;
- `SEEN` (1): the cell is obscured but this attacker sees through it
  (darkness within its darkvision, dim light with low-light vision or
  darkvision in range);
- `CONCEALING` (2): a creature standing there has concealment;
- `TOTAL` (3): a creature standing there has total concealment.

The grade is what the cell's own obscurement gives a creature standing in it,
judged from the attacker's senses and position:

| cell       | corner systems (§3.6)          | graded (§4)        | 4e (§5.3)                      |
|------------|--------------------------------|--------------------|--------------------------------|
| fog        | concealment                    | concealment        | concealment                    |
| heavy fog  | total; concealment if adjacent | concealment        | total; concealment if adjacent |
| dim        | concealment unless low-light or darkvision in range (all rulesets)                   |
| darkness   | total unless darkvision in range (all rulesets)                                      |

"dim" and "darkness" are the cell's light level (RULES §8: ambient light,
light sources as this attacker's eyes see them, painted dim and darkness as
caps), the same level the rules read.

"Adjacent" and "in range" use the ruleset's distance from the attacker's
space to the cell. Area and close attacks ignore concealment: every cell is
`NOT_OBSCURED` for them. The attacker's own cells are never shaded (a line's
obscuring matter never counts in the attacker's own space). Conditions
(blinded attacker, invisible target) are not properties of cells: the badges
show them.
"""

from __future__ import annotations

import numpy as np

from battlemap.core.geometry.context import engine_for
from battlemap.core.geometry.lighting import light_levels
from battlemap.core.model import Ambient, Document, Obscure, Token
from battlemap.core.rules import AttackKind, get_ruleset
from battlemap.core.rules.common import light_rules

NOT_OBSCURED, SEEN, CONCEALING, TOTAL = 0, 1, 2, 3
GRADE_NAMES = ("not_obscured", "seen", "concealing", "total")


def attacker_light(doc: Document, attacker: Token, ruleset: str | None = None) -> np.ndarray:
    """(height, width) light levels (`Ambient`) as `attacker`'s eyes see
    them (RULES §8: low-light vision may double the radii), the very levels
    the rules read. The engine's own array: copy it to keep it."""
    engine = engine_for(doc)
    rules = light_rules(get_ruleset(ruleset or doc.ruleset), attacker)
    return light_levels(doc, engine.geometry, rules, engine.tokens)


def _distances(rules_id: str, x0: int, y0: int, n: int, xs: np.ndarray, ys: np.ndarray) -> np.ndarray:
    """(len(ys), len(xs)) squares from the attacker's space to each cell of
    the columns `xs` and rows `ys`, in the ruleset's metric (4e: every
    diagonal 1; others 1-2-1)."""
    dx = np.maximum(0, np.maximum(x0 - xs, xs - (x0 + n - 1)))[None, :]
    dy = np.maximum(0, np.maximum(y0 - ys, ys - (y0 + n - 1)))[:, None]
    hi, lo = np.maximum(dx, dy), np.minimum(dx, dy)
    if get_ruleset(rules_id).diagonal_rule == "1":
        return hi
    return hi + lo // 2


def _table(values: dict[int, int]) -> np.ndarray:
    """(256,) int8 look-up by a cell's value (an `Obscure` or an `Ambient`)."""
    table = np.zeros(256, np.int8)
    for key, grade in values.items():
        table[int(key)] = grade
    table.flags.writeable = False
    return table


# What the cell's matter gives (heavy fog next to the attacker: concealment, below).
_MATTER = {graded: _table({Obscure.FOG: CONCEALING, Obscure.HEAVY_FOG: CONCEALING if graded else TOTAL})
           for graded in (False, True)}
# What its light gives to eyes without darkvision that reaches it (by low-light vision) ...
_LIGHT_UNSEEN = {low_light: _table({Ambient.DARK: TOTAL, Ambient.DIM: SEEN if low_light else CONCEALING})
                 for low_light in (False, True)}
# ... and with darkvision in range.
_LIGHT_SEEN = _table({Ambient.DARK: SEEN, Ambient.DIM: SEEN})


def concealment_grades(
    doc: Document, attacker_id: str, ruleset: str | None = None,
    kind: AttackKind | str = AttackKind.RANGED,
) -> np.ndarray:
    """(height, width) int8 array of grades for the token `attacker_id`
    (see the module's docstring). Look-up tables over the board, the cells
    near the attacker (adjacency, darkvision's range) worked out apart: a
    torch carried past the attacker asks for them at every step."""
    board = doc.board
    attacker = doc.tokens.get(attacker_id)
    if attacker is None or AttackKind(kind) in (AttackKind.AREA, AttackKind.CLOSE):
        return np.zeros((board.height, board.width), np.int8)
    rules_id = ruleset or doc.ruleset
    level = board.obscure
    light = attacker_light(doc, attacker, rules_id)
    n = attacker.footprint
    matter = _MATTER[rules_id == "graded"][level]
    if rules_id != "graded":  # heavy fog adjacent to the attacker (RULES §1: Chebyshev 1)
        box = _near(attacker.x, attacker.y, n, 1, board)
        near = matter[box]
        near[level[box] == int(Obscure.HEAVY_FOG)] = CONCEALING
    # Matter and light both count: the worst applies (§3.6, §8).
    grades = np.maximum(matter, _LIGHT_UNSEEN[bool(attacker.low_light)][light])
    if attacker.darkvision_ft > 0:
        box = _near(attacker.x, attacker.y, n, attacker.darkvision_ft // 5, board)
        rows, cols = box
        dist = _distances(rules_id, attacker.x, attacker.y, n,
                          np.arange(cols.start, cols.stop), np.arange(rows.start, rows.stop))
        seen = np.maximum(matter[box], _LIGHT_SEEN[light[box]])
        grades[box] = np.where(dist * 5 <= attacker.darkvision_ft, seen, grades[box])
    # the attacker's own cells are not where a target can stand
    grades[max(attacker.y, 0):attacker.y + n, max(attacker.x, 0):attacker.x + n] = NOT_OBSCURED
    return grades


def _near(x: int, y: int, n: int, r: int, board) -> tuple[slice, slice]:
    """The rows and columns within `r` squares (Chebyshev) of an n x n space, on the board."""
    return (slice(max(y - r, 0), max(min(y + n + r, board.height), 0)),
            slice(max(x - r, 0), max(min(x + n + r, board.width), 0)))


def grade_runs(grades: np.ndarray) -> dict[int, np.ndarray]:
    """For each grade but NOT_OBSCURED, horizontal runs of cells of that
    grade, row by row: an (n, 3) int array of x0, x1 (exclusive), y; what a
    painter fills."""
    runs, grade = shaded_runs(grades)
    return {g: runs[grade == g] for g in (SEEN, CONCEALING, TOTAL)}


def shaded_runs(grades: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Every run of `grade_runs`, row by row, (n, 3) x0, x1, y, and its
    grade (n,) (a painter that fills them all at once splits them itself)."""
    if not grades.any():
        return np.zeros((0, 3), np.int64), np.zeros(0, grades.dtype)
    height, width = grades.shape
    padded = np.full((height, width + 2), -1, np.int16)
    padded[:, 1:-1] = grades
    # a run starts at each change along a row; the padding makes every row
    # begin and end with one, so a run is two changes in a row of the same row
    ys, xs = np.nonzero(padded[:, 1:] != padded[:, :-1])
    same_row = ys[:-1] == ys[1:]
    x0, x1, y = xs[:-1][same_row], xs[1:][same_row], ys[:-1][same_row]
    grade = grades[y, x0]
    shaded = grade != NOT_OBSCURED
    return np.stack([x0, x1, y], axis=1).astype(np.int64)[shaded], grade[shaded]


def _runs_along_rows(mask: np.ndarray) -> np.ndarray:
    """(n, 3) int array of row, start, end (exclusive): the runs of True in
    each row of a 2-D bool array."""
    rows, width = mask.shape
    padded = np.zeros((rows, width + 2), np.int8)
    padded[:, 1:-1] = mask
    # each run is a rise then a fall in its own row (the padding ends every row low)
    changes = np.flatnonzero(padded[:, 1:] != padded[:, :-1])
    ys, xs = np.divmod(changes, width + 1)
    return np.stack([ys[0::2], xs[0::2], xs[1::2]], axis=1).astype(np.int64)


def seen_edges(grades: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The outline of the SEEN cells as straight runs of cell sides:
    horizontal (n, 3) x0, x1, y (the line between rows y - 1 and y) and
    vertical (m, 3) y0, y1, x; the board's edge counts as not seen."""
    seen = np.zeros((grades.shape[0] + 2, grades.shape[1] + 2), bool)
    seen[1:-1, 1:-1] = grades == SEEN
    across = seen[:-1, 1:-1] != seen[1:, 1:-1]  # (h + 1, w): the side above cell (y, x)
    down = seen[1:-1, :-1].T != seen[1:-1, 1:].T  # (w + 1, h): the side left of cell (y, x), by column
    h = _runs_along_rows(across)[:, [1, 2, 0]]
    v = _runs_along_rows(down)[:, [1, 2, 0]]
    return h, v


def changed_blocks(old: np.ndarray, new: np.ndarray, block: int = 2) -> np.ndarray:
    """(n, 4) int array of x0, y0, x1, y1 (cells, exclusive): rectangles
    covering every cell whose grade differs, made of `block`-square tiles
    joined along their rows; a few dozen where a moved attacker's
    darkvision ring and light changed, rather than the whole disc they span."""
    rows, cols = old.shape
    ys, xs = np.nonzero(old != new)
    tiles = np.zeros((-(-rows // block), -(-cols // block)), bool)
    tiles[ys // block, xs // block] = True
    runs = _runs_along_rows(tiles) * block
    return np.stack([runs[:, 1], runs[:, 0], np.minimum(runs[:, 2], cols),
                     np.minimum(runs[:, 0] + block, rows)], axis=1)
