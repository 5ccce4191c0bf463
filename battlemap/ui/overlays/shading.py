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


def _distances(rules_id: str, x0: int, y0: int, n: int, width: int, height: int) -> np.ndarray:
    """(height, width) squares from the attacker's space to each cell, in the
    ruleset's metric (4e: every diagonal 1; others 1-2-1)."""
    xs = np.arange(width)
    ys = np.arange(height)
    dx = np.maximum(0, np.maximum(x0 - xs, xs - (x0 + n - 1)))[None, :]
    dy = np.maximum(0, np.maximum(y0 - ys, ys - (y0 + n - 1)))[:, None]
    hi, lo = np.maximum(dx, dy), np.minimum(dx, dy)
    if get_ruleset(rules_id).diagonal_rule == "1":
        return hi
    return hi + lo // 2


def concealment_grades(
    doc: Document, attacker_id: str, ruleset: str | None = None,
    kind: AttackKind | str = AttackKind.RANGED,
) -> np.ndarray:
    """(height, width) int8 array of grades for the token `attacker_id`
    (see the module's docstring)."""
    board = doc.board
    grades = np.zeros((board.height, board.width), np.int8)
    attacker = doc.tokens.get(attacker_id)
    if attacker is None or AttackKind(kind) in (AttackKind.AREA, AttackKind.CLOSE):
        return grades
    rules_id = ruleset or doc.ruleset
    level = board.obscure
    light = attacker_light(doc, attacker, rules_id)
    dim = light == Ambient.DIM
    dark = light == Ambient.DARK
    if not (level.any() or dim.any() or dark.any()):
        return grades
    n = attacker.footprint
    dist = _distances(rules_id, attacker.x, attacker.y, n, board.width, board.height)
    dark_ok = (attacker.darkvision_ft > 0) & (dist * 5 <= attacker.darkvision_ft)
    dim_ok = dark_ok | bool(attacker.low_light)
    adjacent = _chebyshev_adjacent(attacker, board)

    fog = level == Obscure.FOG
    heavy = level == Obscure.HEAVY_FOG

    grades[fog] = CONCEALING
    if rules_id == "graded":
        grades[heavy] = CONCEALING
    else:
        grades[heavy & adjacent] = CONCEALING
        grades[heavy & ~adjacent] = TOTAL
    # Matter and light both count: the worst applies (§3.6, §8).
    lit = np.zeros_like(grades)
    lit[dim & dim_ok] = SEEN
    lit[dim & ~dim_ok] = CONCEALING
    lit[dark & dark_ok] = SEEN
    lit[dark & ~dark_ok] = TOTAL
    np.maximum(grades, lit, out=grades)
    # the attacker's own cells are not where a target can stand
    grades[max(attacker.y, 0):attacker.y + n, max(attacker.x, 0):attacker.x + n] = NOT_OBSCURED
    return grades


def _chebyshev_adjacent(attacker, board) -> np.ndarray:
    """Cells touching the attacker's space (RULES §1 adjacency: Chebyshev 1)."""
    n = attacker.footprint
    xs = np.arange(board.width)
    ys = np.arange(board.height)
    dx = np.maximum(0, np.maximum(attacker.x - xs, xs - (attacker.x + n - 1)))[None, :]
    dy = np.maximum(0, np.maximum(attacker.y - ys, ys - (attacker.y + n - 1)))[:, None]
    return np.maximum(dx, dy) <= 1


def grade_runs(grades: np.ndarray) -> dict[int, np.ndarray]:
    """For each grade but NOT_OBSCURED, horizontal runs of cells of that
    grade, row by row: an (n, 3) int array of x0, x1 (exclusive), y; what a
    painter fills."""
    empty = np.zeros((0, 3), np.int64)
    if not grades.any():
        return {SEEN: empty, CONCEALING: empty, TOTAL: empty}
    height, width = grades.shape
    padded = np.full((height, width + 2), -1, np.int16)
    padded[:, 1:-1] = grades
    # a run starts at each change along a row; the padding makes every row
    # begin and end with one, so a run is two changes in a row of the same row
    ys, xs = np.nonzero(padded[:, 1:] != padded[:, :-1])
    same_row = ys[:-1] == ys[1:]
    x0, x1, y = xs[:-1][same_row], xs[1:][same_row], ys[:-1][same_row]
    runs = np.stack([x0, x1, y], axis=1).astype(np.int64)
    grade = grades[y, x0]
    return {g: runs[grade == g] for g in (SEEN, CONCEALING, TOTAL)}
