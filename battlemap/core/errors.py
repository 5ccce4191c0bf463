"""The one error type a user can cause (bad file, bad argument)."""

from __future__ import annotations


class BattlemapError(Exception):
    """A problem with the user's input, with a message fit to show them.
    `source` names the file (or argument) the problem is in."""

    def __init__(self, message: str, source: str | None = None, code: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.source = source
        self.code = code  # which problem, for a translated message at the edge (when set)

    def __str__(self) -> str:
        return f"{self.source}: {self.message}" if self.source else self.message
