"""Thin walls as shapes: the pieces of one blocking class (e.g. every wall,
closed door and window for line of effect), for the visible fraction's
shadows (RULES §3.4). Whether a line is stopped is the kernel's question
(`kernel`), not this module's."""

from __future__ import annotations

import numpy as np
import shapely

from battlemap.core.geometry.lattice import SCALE


class SegmentLayer:
    def __init__(self, pieces: list[tuple[tuple[float, float], tuple[float, float]]],
                 segment_of_piece: list[int]) -> None:
        self.count = len(pieces)
        arr = np.array(pieces, float).reshape(-1, 2, 2)
        self.a = arr[:, 0] * SCALE
        self.b = arr[:, 1] * SCALE
        self.segment = np.array(segment_of_piece, np.int64)
        self.geoms = shapely.linestrings(arr) if self.count else np.zeros(0, object)
