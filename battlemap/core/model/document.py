"""The document: everything a `.battlemap` file holds, and its change events."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from battlemap.core.model.board import Board
from battlemap.core.model.light import Ambient, Light
from battlemap.core.model.play import PlayState
from battlemap.core.model.template import PlacedTemplate
from battlemap.core.model.token import Token

DEFAULT_RULESET = "dnd35"


@dataclass(frozen=True)
class Background:
    """An image under the grid, calibrated to the cells."""

    data: bytes  # encoded image (PNG, JPEG or WebP), stored as is
    format: str  # "png" | "jpeg" | "webp"
    px_per_square: float = 100.0
    offset_x: float = 0.0  # image pixel at the board's origin corner
    offset_y: float = 0.0


@dataclass(frozen=True)
class Change:
    """What an edit touched. `layer` is "solid", "obscure", "segments",
    "tokens", "ruleset", "options", "background", "metadata", "lights"
    (placed lights: `ids`), "ambient", "play" (fog of war: `rect` of the
    cells; turn order: `ids`), "templates" (`ids`: the names) or "all";
    `rect` (x0, y0, x1, y1, exclusive) for cell layers, `ids` for tokens."""

    layer: str
    rect: tuple[int, int, int, int] | None = None
    ids: frozenset[str] = frozenset()


BOARD_LAYERS = frozenset({"solid", "obscure", "segments", "all"})
# Layers no rule reads: editing them keeps the engine's caches (a template
# dragged across the map asks the same pairs again, from a new origin).
OUTSIDE_RULES = frozenset({"templates", "play", "background", "metadata"})

Listener = Callable[[Change], None]


@dataclass(eq=False)
class Document:
    board: Board
    tokens: dict[str, Token] = field(default_factory=dict)
    ruleset: str = DEFAULT_RULESET
    options: dict[str, Any] = field(default_factory=dict)
    background: Background | None = None
    metadata: dict[str, Any] = field(default_factory=dict)
    extras: dict[str, Any] = field(default_factory=dict)  # kept from imports (lights...)
    play: PlayState = field(default_factory=PlayState)  # fog of war, turn order
    templates: dict[str, PlacedTemplate] = field(default_factory=dict)  # by name, RULES §7
    ambient: Ambient = Ambient.BRIGHT  # RULES §8: the light where no source shines
    lights: dict[str, Light] = field(default_factory=dict)  # placed lights (carried: Token.light)
    revision: int = 0  # bumped on every change; keys derived caches
    board_revision: int = 0  # bumped when terrain or segments change
    rules_revision: int = 0  # bumped by every change but those of OUTSIDE_RULES
    _listeners: list[Listener] = field(default_factory=list, repr=False)

    def subscribe(self, listener: Listener) -> None:
        self._listeners.append(listener)

    def unsubscribe(self, listener: Listener) -> None:
        if listener in self._listeners:
            self._listeners.remove(listener)

    def notify(self, change: Change) -> None:
        self.revision += 1
        if change.layer not in OUTSIDE_RULES:
            self.rules_revision += 1
        if change.layer in BOARD_LAYERS:
            self.board_revision += 1
        for listener in list(self._listeners):
            listener(change)

    def token_list(self) -> list[Token]:
        return list(self.tokens.values())

    def content_equals(self, other: "Document") -> bool:
        """Equal content, ignoring revision and listeners."""
        return (
            self.board == other.board
            and list(self.tokens.items()) == list(other.tokens.items())
            and self.ruleset == other.ruleset
            and self.options == other.options
            and self.background == other.background
            and self.metadata == other.metadata
            and self.extras == other.extras
            and self.play == other.play
            and list(self.templates.items()) == list(other.templates.items())
            and self.ambient == other.ambient
            and list(self.lights.items()) == list(other.lights.items())
        )

    def __eq__(self, other: object) -> bool:
        if other is self:  # the engine's weak-key cache compares with == on every lookup
            return True
        if not isinstance(other, Document):
            return NotImplemented
        return self.content_equals(other)

    __hash__ = object.__hash__  # identity: documents key caches
