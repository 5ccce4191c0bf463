"""Next or previous turn in the turn order, with the round counter."""

from __future__ import annotations

from battlemap.core.edits.base import Edit
from battlemap.core.model import Change, Document


def advanced(doc: Document, steps: int) -> tuple[int, int]:
    """(current, round) after `steps` turns forward (negative: back). Entries
    whose token was removed are passed over; going back before the first turn
    of round 1 stays there."""
    play = doc.play
    n = len(play.initiative)
    current, round_ = play.current, play.round
    if n == 0:
        return current, round_
    alive = [tid in doc.tokens for tid, _ in play.initiative]
    if not any(alive):
        alive = [True] * n
    step = 1 if steps >= 0 else -1
    for _ in range(abs(steps)):
        c, r = current, round_
        for _ in range(n):
            c += step
            if c >= n:
                c, r = 0, r + 1
            elif c < 0:
                if r <= 1:  # nothing before the first turn of round 1
                    return current, round_
                c, r = n - 1, r - 1
            if alive[c]:
                break
        current, round_ = c, r
    return current, round_


class AdvanceTurn(Edit):
    """`steps` turns forward (1: next turn), or back when negative. Passing
    the last creature starts the next round."""

    def __init__(self, steps: int = 1) -> None:
        self.steps = int(steps)
        self.before: tuple[int, int] | None = None
        self.after: tuple[int, int] | None = None

    def apply(self, doc: Document) -> None:
        play = doc.play
        if self.before is None:
            self.before = (play.current, play.round)
            self.after = advanced(doc, self.steps)
        self._put(doc, self.after)

    def revert(self, doc: Document) -> None:
        assert self.before is not None, "revert before apply"
        self._put(doc, self.before)

    @staticmethod
    def _put(doc: Document, state: tuple[int, int]) -> None:
        play = doc.play
        play.current, play.round = state
        who = play.current_id()
        doc.notify(Change("play", ids=frozenset([who] if who else [])))

    def is_noop(self) -> bool:
        return self.before is not None and self.before == self.after
