"""What the engine reports for one attack (RULES §6)."""

from __future__ import annotations

from collections import namedtuple
from collections.abc import Sequence
from dataclasses import MISSING, asdict, dataclass, field, fields
from enum import Enum
from functools import partial
from itertools import repeat
from typing import Any, Callable

import numpy as np

from battlemap.core.errors import BattlemapError
from battlemap.core.geometry.blockers import Blocker, BlockerKind  # noqa: F401  (re-exported)
from battlemap.core.model.template import Template


class AttackKind(str, Enum):
    MELEE = "melee"
    RANGED = "ranged"
    AREA = "area"
    CLOSE = "close"  # 4e close burst/blast; other rulesets treat it as area


@dataclass(frozen=True)
class Attack:
    kind: AttackKind = AttackKind.RANGED
    origin: tuple[int, int] | None = None  # lattice point, for area/close
    charge: bool = False
    long_range: bool = False
    template: Template | None = None  # area/close: RULES §7
    # area or close (from `kind`): asked per pair, so kept rather than worked out
    is_area: bool = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "kind", AttackKind(self.kind))
        object.__setattr__(self, "is_area", self.kind in (AttackKind.AREA, AttackKind.CLOSE))
        if self.template is not None and not self.is_area:
            raise BattlemapError(f"a {self.kind.value} attack takes no template (area or close only)")
        if self.origin is not None:
            object.__setattr__(self, "origin", (int(self.origin[0]), int(self.origin[1])))


@dataclass(frozen=True, slots=True)
class DrawnLine:
    """A line the rules decided on, in grid units, for the overlays.
    `blocked_by` names the first thing met along the line that counted."""

    start: tuple[float, float]
    end: tuple[float, float]
    blocked: bool
    blocked_by: Blocker | None = None
    role: str = "cover"  # "cover" | "centre" | "flank"


class LazyLines(Sequence):
    """The drawn lines of a result, made on first read: finding what blocked
    each line costs more than deciding the result, and a matrix or a CLI
    report never draws them. Compares and hashes as the tuple it stands for."""

    __slots__ = ("_make", "_lines")

    def __init__(self, make: Callable[[], tuple[DrawnLine, ...]]) -> None:
        self._make = make
        self._lines: tuple[DrawnLine, ...] | None = None

    @property
    def lines(self) -> tuple[DrawnLine, ...]:
        if self._lines is None:
            self._lines = tuple(self._make())
            self._make = None
        return self._lines

    def __getitem__(self, i):
        return self.lines[i]

    def __len__(self) -> int:
        return len(self.lines)

    def __iter__(self):
        return iter(self.lines)

    def __eq__(self, other) -> bool:
        if isinstance(other, LazyLines):
            other = other.lines
        return isinstance(other, tuple) and self.lines == other

    def __hash__(self) -> int:
        return hash(self.lines)

    def __repr__(self) -> str:
        return repr(self.lines)


_RESULT_FIELDS: tuple[tuple[str, Any, Any], ...] = (
    # name, type, default (MISSING: none)
    ("ruleset", str, MISSING), ("attacker", str, MISSING), ("target", str, MISSING),
    ("kind", AttackKind, MISSING), ("line_of_effect", bool, MISSING), ("line_of_sight", bool, MISSING),
    ("cover", str, MISSING), ("concealment", str, MISSING), ("miss_chance", int, MISSING),
    ("flanked", bool, MISSING), ("flank_bonus", int, MISSING), ("combat_advantage", bool, MISSING),
    ("ac_mod", int, MISSING), ("reflex_mod", int, MISSING), ("attack_mod", int, MISSING),
    ("can_attack", bool, MISSING), ("can_aoo", bool, MISSING), ("stealth", bool, MISSING),
    ("coup_de_grace", bool, MISSING),
    # RULES §6: a melee attack reaches the target (true for other kinds).
    ("in_reach", bool, MISSING),
    # RULES §7: set by `evaluate_pairs` for every attack (the rulesets leave it).
    ("in_area", bool, False),
    ("lines", "tuple[DrawnLine, ...] | LazyLines", ()),
    ("chosen_corner", "tuple[float, float] | None", None),
    ("chosen_cell", "tuple[int, int] | None", None),
    ("flank_partners", "tuple[str, ...]", ()),
    # Reason codes (see battlemap.core.messages) with their arguments, for tooltips.
    ("reasons", "tuple[tuple[str, tuple[Any, ...]], ...]", ()),
    # The visible fraction, or a function that computes it: it costs more
    # than the rest of the result and live overlays seldom need it, so it is
    # worked out on first use (RULES §3.4 still reports it for every attack).
    ("fraction_source", "float | Callable[[], float]", 1.0),
)


class AttackResult(namedtuple("AttackResultFields", [n for n, _, _ in _RESULT_FIELDS],
                              defaults=[d for _, _, d in _RESULT_FIELDS if d is not MISSING])):
    """One attack's result: immutable, read by field name. A named tuple
    underneath: a matrix makes thousands, and `from_columns` makes a batch's
    from its columns without a Python call per result. Compares, hashes and
    prints without `fraction_source` (how the fraction is worked out is not
    part of the reading)."""

    __slots__ = ()
    # Each field's type, and the fraction's (a case checks a value's type).
    FIELD_TYPES: dict[str, Any] = {name: kind for name, kind, _ in _RESULT_FIELDS} | {"visible_fraction": float}

    @classmethod
    def from_columns(cls, n: int, **columns: Any) -> list["AttackResult"]:
        """`n` results, each field from `columns`: a list or an array holds
        one value per result, anything else is every result's value; a
        field not given takes its default."""
        rows = []
        for name, _, default in _RESULT_FIELDS:
            value = columns.pop(name, default)
            if value is MISSING:
                raise TypeError(f"from_columns: missing field {name!r}")
            if isinstance(value, np.ndarray):
                value = value.tolist()
            elif not isinstance(value, list):
                value = repeat(value, n)
            rows.append(value)
        if columns:
            raise TypeError(f"from_columns: unknown fields {sorted(columns)}")
        return list(map(partial(tuple.__new__, cls), zip(*rows)))

    @classmethod
    def with_column(cls, results: list["AttackResult"], name: str, values: Sequence) -> list["AttackResult"]:
        """`results` with field `name` set to `values`, one per result."""
        i = cls._fields.index(name)
        new = partial(tuple.__new__, cls)
        return [new(r[:i] + (v,) + r[i + 1:]) for r, v in zip(results, values)]

    def replace(self, **changes: Any) -> "AttackResult":
        return self._replace(**changes)

    @property
    def visible_fraction(self) -> float:
        value = self.fraction_source
        return round(float(value()), 6) if callable(value) else value

    def __eq__(self, other: object) -> bool:
        return other.__class__ is self.__class__ and self[:-1] == other[:-1]

    def __ne__(self, other: object) -> bool:
        return not self == other

    def __hash__(self) -> int:
        return hash(self[:-1])

    def __repr__(self) -> str:
        shown = ", ".join(f"{name}={value!r}" for name, value in zip(self._fields[:-1], self))
        return f"AttackResult({shown})"

    def field_value(self, name: str) -> Any:
        value = getattr(self, name)
        return value.value if isinstance(value, Enum) else value

    def to_dict(self) -> dict[str, Any]:
        data = dict(zip(self._fields[:-1], self))
        data["visible_fraction"] = self.visible_fraction
        data["kind"] = self.kind.value
        data["lines"] = [
            {
                "start": list(line.start),
                "end": list(line.end),
                "blocked": line.blocked,
                "role": line.role,
                "blocked_by": None if line.blocked_by is None else {
                    k: (v.value if isinstance(v, Enum) else v)
                    for k, v in asdict(line.blocked_by).items() if v is not None
                },
            }
            for line in self.lines
        ]
        data["reasons"] = [[code, list(args)] for code, args in self.reasons]
        return data


def _slot_setting_init(cls) -> None:
    """Give a frozen slots dataclass a faster `__init__`, with the same
    signature, defaults and immutability: the generated one calls
    object.__setattr__ once per field, which for a line made by the
    thousand costs more than the rest of building it. Here the
    instance wears a twin class with the same slots and no frozen
    `__setattr__` while its fields are filled by plain assignments."""
    names = [f.name for f in fields(cls)]
    defaults = {f.name: f.default for f in fields(cls) if f.default is not MISSING}
    params = ", ".join(f"{n}=_default_{n}" if n in defaults else n for n in names)
    body = "".join(f"    self.{n} = {n}\n" for n in names)
    twin = type(f"_{cls.__name__}Filling", (), {"__slots__": tuple(names)})
    scope = {f"_default_{n}": v for n, v in defaults.items()}
    scope.update(_set=object.__setattr__, _twin=twin, _cls=cls)
    exec(f"def __init__(self, {params}):\n    _set(self, '__class__', _twin)\n{body}"  # noqa: S102
         f"    self.__class__ = _cls\n", scope)  # as dataclasses does
    cls.__init__ = scope["__init__"]


_slot_setting_init(DrawnLine)


# Fields a rules case may check (FORMAT.md); the order is the report's.
RESULT_FIELDS: tuple[str, ...] = (
    "line_of_effect", "line_of_sight", "cover", "visible_fraction", "concealment",
    "miss_chance", "flanked", "flank_bonus", "combat_advantage", "ac_mod",
    "reflex_mod", "attack_mod", "can_attack", "can_aoo", "stealth", "coup_de_grace",
    "in_reach",
    "in_area",
)
