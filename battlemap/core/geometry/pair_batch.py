"""A batch's pairs with their tokens' indices by array.

Every rule of a batch asks which tokens its pairs join (sight tables,
fraction tables, lighting, conditions, reach, the corner scan): `Engine.pairs`
hands the batch out with the indices it looked its pairs up by, and a part of
a batch keeps its part of them (`pick`), so each rule reads them rather than
walking the pairs again."""

from __future__ import annotations

from collections.abc import Sequence
from operator import attrgetter

import numpy as np

_A_INDEX, _T_INDEX = attrgetter("a_index"), attrgetter("t_index")


class PairBatch(list):
    """Pairs (`PairGeometry`) of one token index, with the attacker's and
    the target's token index of each. Not to be changed once made."""

    __slots__ = ("a_index", "t_index")

    def __init__(self, pairs: list, a_index: np.ndarray, t_index: np.ndarray) -> None:
        super().__init__(pairs)
        self.a_index, self.t_index = a_index, t_index


def pair_indices(pairs: list) -> tuple[np.ndarray, np.ndarray]:
    """Each pair's attacker and target token indices, by array."""
    if pairs.__class__ is PairBatch:
        return pairs.a_index, pairs.t_index
    n = len(pairs)
    return np.fromiter(map(_A_INDEX, pairs), np.int64, n), np.fromiter(map(_T_INDEX, pairs), np.int64, n)


def pick(pairs: list, indices: Sequence[int] | np.ndarray) -> list:
    """`pairs[i]` for each of `indices` (ascending, distinct; all of them:
    `pairs` itself), a batch's with their part of its indices."""
    if len(indices) == len(pairs):
        return pairs
    picked = [pairs[i] for i in indices]
    if pairs.__class__ is PairBatch:
        return PairBatch(picked, pairs.a_index[indices], pairs.t_index[indices])
    return picked
