"""The turn order: who is in the fight, their initiative, whose turn it is."""

from __future__ import annotations

from battlemap.core.edits.base import Edit
from battlemap.core.model import Change, Document
from battlemap.core.model.play import InitiativeEntry

_KEEP = object()


class SetInitiative(Edit):
    """Replace the turn order with `entries` ((token id, initiative) pairs,
    first to act first). The creature whose turn it was keeps its turn when
    it is still in the list (the list was sorted, or someone joined), unless
    `current` (an index into `entries`) says otherwise; `round` sets the round
    counter (default: unchanged, 1 when the list empties).

    Successive edits with `merge_key` set and equal merge (a spin box being
    stepped)."""

    def __init__(self, entries: list[InitiativeEntry], current=_KEEP, round=_KEEP,
                 merge_key=None) -> None:
        self.entries = [(str(tid), int(value)) for tid, value in entries]
        ids = [tid for tid, _ in self.entries]
        if len(set(ids)) != len(ids):
            raise ValueError("a token is in the turn order twice")
        if current is not _KEEP and not (0 <= current < max(len(self.entries), 1)):
            raise ValueError(f"current turn {current} is outside the turn order")
        if round is not _KEEP and round < 1:
            raise ValueError("rounds count from 1")
        self.current = current
        self.round = round
        self.merge_key = merge_key
        self.before: tuple[list[InitiativeEntry], int, int] | None = None
        self.after: tuple[list[InitiativeEntry], int, int] | None = None

    def _target(self, doc: Document) -> tuple[list[InitiativeEntry], int, int]:
        play = doc.play
        if self.current is not _KEEP:
            current = self.current
        else:
            who = play.current_id()
            ids = [tid for tid, _ in self.entries]
            current = ids.index(who) if who in ids else min(play.current, max(len(ids) - 1, 0))
        if self.round is not _KEEP:
            round_ = self.round
        else:
            round_ = play.round if self.entries else 1
        return list(self.entries), current, round_

    def apply(self, doc: Document) -> None:
        play = doc.play
        if self.before is None:
            self.before = (list(play.initiative), play.current, play.round)
            self.after = self._target(doc)
        self._put(doc, self.after)

    def revert(self, doc: Document) -> None:
        assert self.before is not None, "revert before apply"
        self._put(doc, self.before)

    @staticmethod
    def _put(doc: Document, state: tuple[list[InitiativeEntry], int, int]) -> None:
        entries, current, round_ = state
        play = doc.play
        play.initiative, play.current, play.round = list(entries), current, round_
        doc.notify(Change("play", ids=frozenset(tid for tid, _ in entries)))

    def can_merge(self, other: Edit) -> bool:
        return (isinstance(other, SetInitiative) and self.merge_key is not None
                and other.merge_key == self.merge_key and self.before is not None
                and other.after is not None)

    def absorb(self, other: Edit) -> None:
        assert isinstance(other, SetInitiative) and other.after is not None
        self.entries, self.current, self.round = other.entries, other.current, other.round
        self.after = other.after

    def is_noop(self) -> bool:
        return self.before is not None and self.before == self.after
