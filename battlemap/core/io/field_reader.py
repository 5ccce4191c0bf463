"""Checking values read from a file, shared by every reader (the document,
the rules case, the Universal VTT import): each failure is one
BattlemapError naming the file and the field (`tokens[3].size`).

What passes is what the document writer can write back: text without lone
surrogates (UTF-8 cannot encode them), finite numbers, free-form values of
JSON types nested at most MAX_NESTING levels, segments clipped to the board
plus a margin (see geometry.clip).
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from typing import Any, NoReturn

from battlemap.core.errors import BattlemapError
from battlemap.core.geometry.clip import Box, clip_polyline
from battlemap.core.model import Segment
from battlemap.core.model.segment import SegmentKind

MAX_SEGMENT_POINTS = 10_000
MAX_NESTING = 64  # levels of lists and tables inside options, metadata, extras
_SEGMENT_FIELDS = frozenset({"kind", "points", "open"})


class FieldReader:
    """Checks values read from a file; every failure is a BattlemapError
    naming `source` and the field (`where`, e.g. "tokens[3].size")."""

    def __init__(self, source: str) -> None:
        self.source = source

    def fail(self, where: str, problem: str) -> NoReturn:
        raise BattlemapError(f"{where}: {problem}" if where else problem, self.source)

    def table(
        self, value: Any, where: str, allowed: Iterable[str] | None = None,
        required: Iterable[str] = (),
    ) -> dict[str, Any]:
        if not isinstance(value, dict):
            self.fail(where, f"must be a table of fields, not {describe(value)}")
        for key in required:
            if key not in value:
                self.fail(where, f"the field {key!r} is missing")
        if allowed is not None:
            allowed = frozenset(allowed)
            for key in value:
                if key not in allowed:
                    self.fail(where, f"unknown field {key!r}")
        return value

    def list_(self, value: Any, where: str, max_len: int | None = None) -> list[Any]:
        if not isinstance(value, list):
            self.fail(where, f"must be a list, not {describe(value)}")
        if max_len is not None and len(value) > max_len:
            self.fail(where, f"has {len(value):,} items; the limit is {max_len:,}")
        return value

    def str_(self, value: Any, where: str, nonempty: bool = False) -> str:
        if not isinstance(value, str):
            self.fail(where, f"must be text, not {describe(value)}")
        if nonempty and not value:
            self.fail(where, "must not be empty")
        if not value.isascii():
            bad = _surrogate(value)
            if bad is not None:
                self.fail(where, _SURROGATE.format(ord(bad)))
        return value

    def plain(self, value: Any, where: str, max_depth: int = MAX_NESTING) -> Any:
        """A free-form value (options, metadata, imported extras) that the
        writer can write back: JSON types only (no dates), finite numbers,
        text without lone surrogates, nested at most `max_depth` levels.
        Iterative, so no nesting can overflow the stack."""
        stack = [(value, where, 0)]
        while stack:
            item, path, depth = stack.pop()
            if isinstance(item, str):
                self.str_(item, path)
            elif isinstance(item, bool) or item is None:
                pass
            elif isinstance(item, (int, float)):
                self.num(item, path)
            elif isinstance(item, (dict, list)):
                if depth >= max_depth:
                    self.fail(path, f"is nested more than {max_depth} levels deep")
                if isinstance(item, dict):
                    for k, v in item.items():
                        kpath = f"{path}.{_short_key(k)}"
                        self.str_(k, kpath)
                        stack.append((v, kpath, depth + 1))
                else:
                    stack.extend((v, f"{path}[{i}]", depth + 1) for i, v in enumerate(item))
            else:
                self.fail(path, f"{describe(item)} cannot be stored in a document "
                                f"(only text, numbers, true/false, lists and tables)")
        return value

    def bool_(self, value: Any, where: str) -> bool:
        if not isinstance(value, bool):
            self.fail(where, f"must be true or false, not {describe(value)}")
        return value

    def int_(self, value: Any, where: str, lo: int | None = None, hi: int | None = None) -> int:
        if isinstance(value, bool) or not isinstance(value, int):
            self.fail(where, f"must be a whole number, not {describe(value)}")
        if lo is not None and value < lo:
            self.fail(where, f"{value} is less than {lo}")
        if hi is not None and value > hi:
            self.fail(where, f"{value} is more than {hi}")
        return value

    def num(self, value: Any, where: str, positive: bool = False) -> float:
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            self.fail(where, f"must be a number, not {describe(value)}")
        try:
            finite = math.isfinite(value)
        except OverflowError:  # an integer too large for a float
            finite = False
        if not finite:
            self.fail(where, f"{describe(value)} is not a finite number")
        if positive and value <= 0:
            self.fail(where, f"must be more than 0, not {value}")
        return float(value)

    def choice(self, value: Any, where: str, choices: Iterable[str], what: str) -> str:
        choices = list(choices)
        if not isinstance(value, str) or value not in choices:
            self.fail(where, f"{describe(value)} is not {what} (one of {', '.join(choices)})")
        return value

    def ruleset(self, value: Any, where: str) -> str:
        from battlemap.core.rules import ruleset_ids  # lazy: the engine imports io

        known = ruleset_ids()
        if not isinstance(value, str) or value not in known:
            self.fail(where, f"unknown ruleset {describe(value)} (known: {', '.join(known)})")
        return value

    def segments(self, value: Any, where: str, box: Box,
                 max_points: int = MAX_SEGMENT_POINTS) -> list[Segment]:
        """A segment, clipped to `box` (see geometry.clip): itself, its
        parts inside the box, or nothing when it lies outside."""
        segment = self.segment(value, where, max_points)
        return [Segment(segment.kind, part, segment.open)
                for part in clip_polyline(segment.points, box)]

    def segment(self, value: Any, where: str, max_points: int = MAX_SEGMENT_POINTS) -> Segment:
        obj = self.table(value, where, _SEGMENT_FIELDS, ("kind", "points"))
        kind = self.choice(obj["kind"], f"{where}.kind", [k.value for k in SegmentKind],
                           "a segment kind")
        raw = self.list_(obj["points"], f"{where}.points", max_points)
        if len(raw) < 2:
            self.fail(f"{where}.points", "a segment needs at least 2 points")
        points = []
        for i, point in enumerate(raw):
            pwhere = f"{where}.points[{i}]"
            if not isinstance(point, list) or len(point) != 2:
                self.fail(pwhere, f"must be a pair [x, y], not {describe(point)}")
            points.append((self.num(point[0], pwhere), self.num(point[1], pwhere)))
        is_open = self.bool_(obj.get("open", False), f"{where}.open")
        return Segment(SegmentKind(kind), tuple(points), is_open)


_SURROGATE = "holds a lone surrogate (U+{:04X}), which is not text"


def _surrogate(text: str) -> str | None:
    """The first lone surrogate in `text` (it cannot be written as UTF-8)."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as exc:
        return text[exc.start]
    return None


def _short_key(key: Any) -> str:
    text = key if isinstance(key, str) else repr(key)
    text = text if len(text) <= 40 else text[:37] + "..."
    return text if text.isidentifier() else repr(text)


def describe(value: Any) -> str:
    """A short description of a value for a message."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return repr(value)
    if isinstance(value, str):
        return repr(value) if len(value) <= 40 else repr(value[:37] + "...")
    if isinstance(value, dict):
        return "a table"
    if isinstance(value, list):
        return "a list"
    return type(value).__name__
