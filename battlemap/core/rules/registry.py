"""Ruleset ids to ruleset objects. Adding a ruleset is one new module that
calls `register` and one import line in `battlemap.core.rules`."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from battlemap.core.errors import BattlemapError

if TYPE_CHECKING:
    from battlemap.core.geometry.context import PairGeometry
    from battlemap.core.rules.result import Attack, AttackResult


class Ruleset(Protocol):
    id: str
    name: str
    diagonal_rule: str  # "1-2-1" or "1"
    reach_diagonal_exception: bool  # 10-ft reach threatens 2 squares diagonally

    def distance(self, dx: int, dy: int) -> int: ...

    def line_sets(self, pairs: list["PairGeometry"], attack: "Attack") -> list[tuple["PairGeometry", str, object]]: ...

    def evaluate_all(self, pairs: list["PairGeometry"], attack: "Attack") -> list["AttackResult"]: ...


_REGISTRY: dict[str, Ruleset] = {}


def register(ruleset: Ruleset) -> Ruleset:
    _REGISTRY[ruleset.id] = ruleset
    return ruleset


def get_ruleset(ruleset_id: str) -> Ruleset:
    try:
        return _REGISTRY[ruleset_id]
    except KeyError:
        known = ", ".join(sorted(_REGISTRY))
        raise BattlemapError(f"unknown ruleset {ruleset_id!r} (known: {known})") from None


def ruleset_ids() -> list[str]:
    return list(_REGISTRY)
